package solve

import (
	"strings"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/app/session"
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
