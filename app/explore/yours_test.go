package explore

import (
	"slices"
	"testing"
)

// The searches led by the heuristic typed in the Heuristics tab are
// listed after the registry's, marked while it promises no shortest path;
// picked, one becomes the session's algorithm (led by the tab's own
// heuristic, so that the Solve tab keeps it) and stays selected.
func TestExploreListsYourHeuristic(t *testing.T) {
	h := newFixture(t, smallShare)
	n := len(h.v.algo.Options)
	h.s.Accuracy().SetExpression("manhattan + misplaced")
	want := "IDA* (manhattan + misplaced) (not judged: no promise of a shortest path)"
	i := slices.Index(h.v.algo.Options, want)
	if len(h.v.algo.Options) != n+3 || i < n {
		t.Fatalf("options %q", h.v.algo.Options[n:])
	}
	h.v.algo.SetSelectedIndex(i)
	a := h.s.Algorithm()
	if a.Name != "idastar-manhattan + misplaced" || a.Heuristic != h.s.Accuracy().Expression().Heuristic {
		t.Fatalf("picked %s", a.Name)
	}
	h.v.refresh()
	if h.v.algo.Selected != want {
		t.Errorf("shows %q", h.v.algo.Selected)
	}
	h.s.Accuracy().SetExpression("")
	if len(h.v.algo.Options) != n {
		t.Errorf("cleared: %d options", len(h.v.algo.Options))
	}
}
