package solver

import (
	"context"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// TestFamilyCapabilities pins the families and the capabilities the
// callers ask instead of names to what each algorithm does today: a
// change to the registry that breaks one of these answers fails here,
// not in a view that trusted it.
func TestFamilyCapabilities(t *testing.T) {
	for _, f := range Families() {
		if g, ok := FamilyByName(f.String()); !ok || g != f {
			t.Errorf("FamilyByName(%q) = %v, %v", f, g, ok)
		}
		members := f.Members()
		if len(members) == 0 || f.Title() == "" || f.Title() == f.String() {
			t.Errorf("%s: %d members, title %q", f, len(members), f.Title())
		}
		for _, a := range members {
			// the window's titles are the family's, with the heuristic's
			// in brackets
			if a.Title != f.Title() && !strings.HasPrefix(a.Title, f.Title()+" (") {
				t.Errorf("%s: title %q is not of family %q", a.Name, a.Title, f.Title())
			}
			if a.Frontier != members[0].Frontier || a.DepthLimit != members[0].DepthLimit ||
				a.Weighted != members[0].Weighted || a.NeedsTable != members[0].NeedsTable || a.Group != members[0].Group {
				t.Errorf("%s: its capabilities differ from %s's, of the same family", a.Name, members[0].Name)
			}
		}
		if f.Algorithm(nil) == nil || f.Algorithm(nil).Family != f {
			t.Errorf("%s.Algorithm(nil) = %v", f, f.Algorithm(nil))
		}
	}
	if _, ok := FamilyByName("astar-manhattan"); ok {
		t.Error("FamilyByName found a family named after an algorithm")
	}
	if Family(0).Members() != nil || Family(0).Algorithm(nil) != nil || Family(200).String() != "Family(200)" {
		t.Error("a Family that is none has members or a name")
	}
	if DefaultHeuristic() == nil || FamilyAStar.Algorithm(nil).Name != DefaultAlgorithm {
		t.Errorf("the default heuristic %v is not the default algorithm's", DefaultHeuristic())
	}
	for _, h := range Heuristics() {
		if a := FamilyIDAStar.Algorithm(h); a.Heuristic != h {
			t.Errorf("IDA* with %s is %s", h.Name, a.Name)
		}
	}
	if a := FamilyBFS.Algorithm(DefaultHeuristic()); a.Heuristic != nil || a.Family != FamilyBFS {
		t.Errorf("BFS with a heuristic is %s", a.Name)
	}

	// today's answers, by family
	byFamily := func(pred func(a *Algorithm) bool) []string {
		var out []string
		for _, f := range Families() {
			if pred(f.Members()[0]) {
				out = append(out, f.String())
			}
		}
		return out
	}
	for _, c := range []struct {
		what string
		pred func(a *Algorithm) bool
		want []string
	}{
		{"bounded (FrontierPath)", func(a *Algorithm) bool { return a.Frontier == FrontierPath }, []string{"dls", "ids", "idastar", "idastar-par"}},
		{"depth-limited", func(a *Algorithm) bool { return a.DepthLimit }, []string{"dls"}},
		{"weighted", func(a *Algorithm) bool { return a.Weighted }, []string{"astar"}},
		{"tabled", func(a *Algorithm) bool { return a.NeedsTable }, []string{"table"}},
		{"informed", func(a *Algorithm) bool { return a.Heuristic != nil }, []string{"greedy", "astar", "idastar", "idastar-par"}},
	} {
		if got := byFamily(c.pred); !slices.Equal(got, c.want) {
			t.Errorf("%s: %v, want %v", c.what, got, c.want)
		}
	}

	// the strength tiers, and that a pattern database is the strongest
	var strong, strongest []string
	for _, h := range Heuristics() {
		switch h.Strength {
		case Strong:
			strong = append(strong, h.Name)
		case Strongest:
			strongest = append(strongest, h.Name)
		}
		if h.pattern != (h.Strength == Strongest) {
			t.Errorf("%s: pattern %v, strength %v", h.Name, h.pattern, h.Strength)
		}
	}
	if !slices.Equal(strong, []string{"manhattan", "linear-conflict"}) || !slices.Equal(strongest, []string{"pdb"}) {
		t.Errorf("strong %v, strongest %v", strong, strongest)
	}
}

// TestBoundedFrontier checks the capability the trace's "bound" field
// rests on: exactly the FrontierPath searches expand under a depth limit
// or f bound, which their events carry.
func TestBoundedFrontier(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 3))
	s := Square3
	start := s.Walk(rng, s.Goal(), 12)
	for _, a := range Algorithms() {
		bounded := false
		_, err := a.Solve(context.Background(), Problem{Start: start, Goal: s.Goal(), Shape: s}, Options{MaxNodes: 20_000, Trace: func(e Event) {
			bounded = bounded || e.Bound != 0
		}})
		if err != nil {
			t.Fatalf("%s: %v", a.Name, err)
		}
		if bounded != (a.Frontier == FrontierPath) {
			t.Errorf("%s: a bound in its events %v, frontier %v", a.Name, bounded, a.Frontier)
		}
	}
}

// TestStrengthOrder checks the tiers against the estimates themselves:
// on average over random 3x3 boards every heuristic of a tier estimates
// more than every heuristic of a lower one.
func TestStrengthOrder(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 4))
	s := Square3
	var boards []Board
	for range 200 {
		boards = append(boards, s.Random(rng, s.Goal()))
	}
	mean := map[*Heuristic]float64{}
	for _, h := range Heuristics() {
		est, err := h.Estimator(context.Background(), s, s.Goal())
		if err != nil {
			t.Fatalf("%s: %v", h.Name, err)
		}
		for _, b := range boards {
			mean[h] += est(b) / float64(len(boards))
		}
	}
	for _, h := range Heuristics() {
		for _, g := range Heuristics() {
			if h.Strength > g.Strength && mean[h] <= mean[g] {
				t.Errorf("%s (strength %d) estimates %.2f on average, %s (strength %d) %.2f", h.Name, h.Strength, mean[h], g.Name, g.Strength, mean[g])
			}
		}
	}
}
