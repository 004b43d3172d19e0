package solve

import (
	"strings"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

// The heuristic typed in the Heuristics tab is listed after the built-ins,
// marked until judged admissible; picked, it leads the family, and the
// badge promises only what the judge allows.
func TestPickingYourHeuristic(t *testing.T) {
	f := newDefaultFixture(t)
	s, p := f.s, f.v.picker
	n := len(p.heuristic.Options)
	s.Accuracy().SetExpression("manhattan + misplaced")
	if len(p.heuristic.Options) != n+1 || !strings.HasPrefix(p.heuristic.Options[n], "Yours: manhattan + misplaced (not judged") {
		t.Fatalf("options %q", p.heuristic.Options)
	}
	p.heuristic.SetSelectedIndex(n)
	a := s.Algorithm()
	if a.Heuristic.Expression() != "manhattan + misplaced" || a.Family.String() != "astar" {
		t.Fatalf("picked %s", a.Name)
	}
	if p.optimal.Text != "no guarantee" {
		t.Errorf("unjudged: badge %q", p.optimal.Text)
	}
	s.SetTab(session.HeuristicsTab) // the tab judges it
	f.waitFor("the verdict", func() bool { return s.Accuracy().Expression().Figures != nil })
	if got := p.heuristic.Options[n]; !strings.HasSuffix(got, "(not admissible)") || p.optimal.Text != "no guarantee" {
		t.Errorf("judged: option %q, badge %q", got, p.optimal.Text)
	}
	// an admissible one promises the shortest path
	s.Accuracy().SetExpression("max(manhattan, misplaced)")
	if got := p.heuristic.Options[n]; got != "Yours: max(manhattan, misplaced)" {
		t.Errorf("option %q", got)
	}
	if a := s.Algorithm(); a.Heuristic.Expression() != "" {
		t.Errorf("the old expression still leads: %s", a.Name)
	}
	p.heuristic.SetSelectedIndex(n)
	if p.optimal.Text != "shortest" {
		t.Errorf("proved admissible: badge %q", p.optimal.Text)
	}
	// cleared: back to the built-ins
	s.Accuracy().SetExpression("")
	if len(p.heuristic.Options) != n || s.Algorithm().Heuristic.Expression() != "" {
		t.Errorf("cleared: options %q, algorithm %s", p.heuristic.Options, s.Algorithm().Name)
	}
}

// A family of one search (Parallel IDA*, written for the pattern database)
// shows its heuristic without offering the others, which it cannot take;
// back on a family of many, the heuristic can be chosen again.
func TestOneHeuristicFamily(t *testing.T) {
	f := newDefaultFixture(t)
	s, p := f.s, f.v.picker
	var par *solver.Algorithm
	for _, a := range solver.Algorithms() {
		if a.Parallel {
			par = a
		}
	}
	if par == nil || len(par.Family.Members()) != 1 {
		t.Fatal("no parallel algorithm, alone in its family, in the registry")
	}
	s.SetAlgorithm(par)
	if !p.heuristic.Disabled() || p.heuristic.Selected != par.Heuristic.Title {
		t.Fatalf("%s: heuristic %q, disabled %v", par.Name, p.heuristic.Selected, p.heuristic.Disabled())
	}
	if p.button.Text != par.Family.Title() {
		t.Errorf("button %q, want %q", p.button.Text, par.Family.Title())
	}
	s.SetAlgorithm(solver.FamilyIDAStar.Algorithm(par.Heuristic))
	if p.heuristic.Disabled() {
		t.Error("IDA*: the heuristic cannot be chosen")
	}
}
