package compare

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/eightpuzzle/eightpuzzle/app/internal/memprefs"
	"github.com/eightpuzzle/eightpuzzle/app/session"
)

// The heuristic typed in the Heuristics tab has a row of its own under
// the informed grid, marked while it promises no shortest path; checked
// for A*, it runs beside Manhattan's A* and the table names it; the
// choice is remembered.
func TestCompareYourHeuristic(t *testing.T) {
	prefs := memprefs.Prefs{}
	h := newHarness(t, prefs, defaultShare)
	ch := h.v.chooser
	if len(ch.yourRows) != 0 {
		t.Error("a row for no heuristic")
	}
	h.s.Accuracy().SetExpression("max(manhattan, misplaced) + misplaced")
	if len(ch.yourRows) != 1 || ch.yourRows[0].label.Text != "Yours: max(manhattan, misplaced) +… (not judged: no promise of a shortest path)" {
		t.Fatalf("rows %d, the first %q", len(ch.yourRows), ch.yourRows[0].label.Text)
	}
	ch.choose([]string{"astar-manhattan"})
	for _, c := range ch.yourRows[0].checks {
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

// Each named heuristic has its row, by name; "Optimal only" takes the
// searches led by one the judge found admissible on the goal, and leaves
// out one it found overestimating (and one not judged yet).
func TestCompareNamedHeuristicsAndOptimalOnly(t *testing.T) {
	h := newHarness(t, memprefs.Prefs{}, defaultShare)
	acc := h.s.Accuracy()
	for _, e := range [][2]string{{"half", "manhattan / 2 + misplaced / 2"}, {"twice", "2 * manhattan"}} {
		acc.SetExpression(e[1])
		if err := acc.SaveExpression(e[0]); err != nil {
			t.Fatal(err)
		}
	}
	ch := h.v.chooser
	var labels []string
	for _, r := range ch.yourRows {
		if r.box.Visible() {
			labels = append(labels, r.label.Text)
		}
	}
	if len(labels) != 2 || !strings.HasPrefix(labels[0], "half ") || !strings.HasPrefix(labels[1], "twice ") {
		t.Fatalf("rows %q", labels)
	}
	optimal := func() []string {
		var ours []string
		for _, n := range ch.optimal() {
			if strings.Contains(n, "manhattan /") || strings.Contains(n, "2 * manhattan") {
				ours = append(ours, n)
			}
		}
		return ours
	}
	if got := optimal(); len(got) != 0 {
		t.Errorf("before judging, optimal only takes %q", got)
	}
	h.s.SetTab(session.HeuristicsTab) // the judge runs once the tab is seen
	h.q.WaitFor(t, "the judge", func() bool {
		for _, e := range acc.Saved() {
			if e.Figures == nil {
				return false
			}
		}
		return true
	}, nil)
	if got := optimal(); !slices.Equal(got, []string{"astar-manhattan / 2 + misplaced / 2", "idastar-manhattan / 2 + misplaced / 2"}) {
		t.Errorf("optimal only takes %q", got)
	}
	if !strings.Contains(ch.yourRows[1].label.Text, "(not admissible)") {
		t.Errorf("twice labelled %q", ch.yourRows[1].label.Text)
	}
}
