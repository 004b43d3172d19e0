package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/eightpuzzle/eightpuzzle/app/session"
)

// TestHeuristicsTabFitsAt800x600: the Heuristics tab, with its figures in
// and either chart shown, leaves the window usable at 800x600 without
// growing it (its chart scrolls).
func TestHeuristicsTabFitsAt800x600(t *testing.T) {
	h := newHarness(t, test.NewTempApp(t), fyne.NewSize(800, 600))
	u, s := h.u, h.u.s
	s.SetTab(session.HeuristicsTab)
	if u.tabs.SelectedIndex() != int(session.HeuristicsTab) {
		t.Fatal("the Heuristics tab is not in view")
	}
	h.waitFor("the heuristics' figures", func() bool { return s.Accuracy().Figures().Heuristic != nil })
	for _, c := range []session.AccuracyChart{session.RangesChart, session.HeatChart} {
		s.Accuracy().SetChart(c)
		h.q.Drain()
		if min := u.body.MinSize(); min.Width > 800 || min.Height > 560 {
			t.Errorf("chart %d: the window needs %v, more than 800x600 less its menu bar", c, min)
		}
	}
}
