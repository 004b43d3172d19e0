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

// TestHeuristicsStatusInViewAt150: at a text size of 150 % in the usual
// 1180x800 window the Heuristics tab, either chart shown, leaves the
// window's status line in view: the window does not scroll. It needed
// more height than the window has, and the status line fell below.
func TestHeuristicsStatusInViewAt150(t *testing.T) {
	const width, height = 1180, 800
	h := newHarness(t, test.NewTempApp(t), fyne.NewSize(width, height))
	u, s := h.u, h.u.s
	s.SetTextSize(150)
	s.SetTab(session.HeuristicsTab)
	h.waitFor("the heuristics' figures", func() bool { return s.Accuracy().Figures().Heuristic != nil })
	for _, c := range []session.AccuracyChart{session.RangesChart, session.HeatChart} {
		s.Accuracy().SetChart(c)
		h.q.Drain()
		relayout(u.win.Content())
		if min := u.body.MinSize(); min.Width > width || min.Height > height-menuRoom {
			t.Errorf("chart %d: the window needs %v at 150 %%, more than %vx%v less its menu bar: the status line is out of view", c, min, width, height)
		}
	}
}
