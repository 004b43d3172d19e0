package race

import (
	"fyne.io/fyne/v2"

	"github.com/eightpuzzle/eightpuzzle/app/widgets"
	"slices"
	"strings"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

// A racer that found the shortest path without promising it (A* led by
// an inadmissible expression, greedy) is not called optimal: its line
// says it was the shortest this time, and what was promised.
func TestOutcomeSaysOptimalOnlyWhenPromised(t *testing.T) {
	for _, c := range []struct {
		g    solver.Guarantee
		w    float64
		want string
	}{
		{solver.Shortest, 0, "31 moves, optimal"},
		{solver.NoGuarantee, 0, "31 moves, the shortest this time (no guarantee)"},
		{solver.Bounded, 3, "31 moves, the shortest this time (at most 3× the shortest)"},
	} {
		x := session.Racer{Result: &solver.Result{Status: solver.Solved, Cost: 31, Guarantee: c.g, Weight: c.w}, Optimal: 31}
		if got := outcome(x); got != c.want {
			t.Errorf("%v: %q, want %q", c.g, got, c.want)
		}
	}
	x := session.Racer{Result: &solver.Result{Status: solver.Solved, Cost: 33}, Optimal: 31}
	if got := outcome(x); !strings.Contains(got, "shortest is 31") {
		t.Errorf("longer: %q", got)
	}
}

// The heuristic typed in the Heuristics tab is listed after the
// registry's algorithms, its searches marked while it promises no
// shortest path, and races against Manhattan: each panel titled by its
// search, the expression's outcome not called optimal.
func TestRaceYourHeuristicAgainstManhattan(t *testing.T) {
	h := newFixture(t)
	h.s.Accuracy().SetExpression("max(manhattan, misplaced) + misplaced")
	opts := h.v.pick[0].Options
	want := "astar-yours (not judged)"
	if !slices.Contains(opts, want) || !slices.Contains(opts, "idastar-yours (not judged)") ||
		!slices.Contains(opts, "greedy-yours (not judged)") {
		t.Fatalf("options %q", opts[len(opts)-4:])
	}
	if i := slices.Index(opts, want); i < len(solver.Algorithms()) {
		t.Errorf("listed at %d, before the registry's end", i)
	}
	h.race(board22, want, "astar-manhattan")
	xs := h.r.Racers()
	if len(xs) != 2 || xs[0].Algorithm.Heuristic.Expression() != "max(manhattan, misplaced) + misplaced" || xs[0].Result == nil {
		t.Fatalf("racers %+v", xs)
	}
	if got := h.v.panels[0].title.Text; got != "A* search (max(manhattan, misplaced) + misplaced)" {
		t.Errorf("panel titled %q", got)
	}
	h.r.ToEnd()
	if got := h.v.panels[0].place.Text; strings.Contains(got, "optimal") || !strings.Contains(got, "moves") {
		t.Errorf("the expression's panel says %q", got)
	}
	if got := h.v.panels[1].place.Text; !strings.Contains(got, "22 moves, optimal") {
		t.Errorf("Manhattan's panel says %q", got)
	}
	if h.v.pick[0].Selected != want {
		t.Errorf("racer 1 shows %q", h.v.pick[0].Selected)
	}
}

// A named heuristic is listed by its name, and the closed drop-down is
// wide enough to show the choice whole, the expression's text in the
// racer's title (TestDropDownsShowWholeOptions checks every option).
func TestRaceNamedHeuristicShownWhole(t *testing.T) {
	h := newFixture(t)
	h.w.Resize(fyne.NewSize(800, 600))
	acc := h.s.Accuracy()
	acc.SetExpression("manhattan + misplaced + linear_conflict / 2")
	if err := acc.SaveExpression("long sum of three"); err != nil {
		t.Fatal(err)
	}
	want := "astar-long sum of three (not judged)"
	if !slices.Contains(h.v.pick[0].Options, want) {
		t.Fatalf("options %q", h.v.pick[0].Options)
	}
	h.race(board22, want, "astar-manhattan")
	h.w.Content().Refresh()
	p := h.v.pick[0]
	if need := widgets.OptionsWidth([]string{p.Selected}); p.Selected != want || p.Size().Width+0.5 < need {
		t.Errorf("racer 1 shows %q in %.0f px, %.0f needed", p.Selected, p.Size().Width, need)
	}
	if got := h.v.panels[0].title.Text; !strings.Contains(got, "manhattan + misplaced + linear_conflict / 2") {
		t.Errorf("panel titled %q", got)
	}
}
