package compare

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/eightpuzzle/eightpuzzle/app/internal/memprefs"
)

// The heuristic typed in the Heuristics tab has a row of its own under
// the informed grid, marked while it promises no shortest path; checked
// for A*, it runs beside Manhattan's A* and the table names it; the
// choice is remembered.
func TestCompareYourHeuristic(t *testing.T) {
	prefs := memprefs.Prefs{}
	h := newHarness(t, prefs, defaultShare)
	ch := h.v.chooser
	if ch.yours.Visible() {
		t.Error("a row for no heuristic")
	}
	h.s.Accuracy().SetExpression("max(manhattan, misplaced) + misplaced")
	if !ch.yours.Visible() || ch.yoursLabel.Text != "Yours: max(manhattan, misplaced) + misplaced (not judged: no promise of a shortest path)" {
		t.Fatalf("row shown %v, labelled %q", ch.yours.Visible(), ch.yoursLabel.Text)
	}
	ch.choose([]string{"astar-manhattan"})
	for _, c := range ch.yourChecks {
		if c.Text == "A* search" {
			test.Tap(c)
		}
	}
	name := "astar-max(manhattan, misplaced) + misplaced"
	if got := h.v.cmp.Settings().Algorithms; !slices.Equal(got, []string{"astar-manhattan", name}) {
		t.Fatalf("chosen %q", got)
	}
	setBoard(h.s, board14)
	h.run()
	if got := cells(h.v.one.table, 0); !slices.Contains(got, name) || len(got) != 2 {
		t.Errorf("table's algorithms %q", got)
	}
	h2 := newHarness(t, prefs, defaultShare)
	if got := h2.v.cmp.Settings().Algorithms; !slices.Equal(got, []string{"astar-manhattan", name}) {
		t.Errorf("remembered %q", got)
	}
	if !strings.HasPrefix(h2.v.algos.Text, "2 of") {
		t.Errorf("button %q", h2.v.algos.Text)
	}
}
