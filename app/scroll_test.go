package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/eightpuzzle/eightpuzzle/app/internal/drivertest"
	"github.com/eightpuzzle/eightpuzzle/app/internal/uiqueue"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

// TestHelpAndBannerScrollersComeBack: the help's scroller and the
// lesson banner's do not stay scrolled past the end of a content that
// shrank (the help's text is shorter once the window is wider); Fyne's
// own scroller kept its offset until resized.
func TestHelpAndBannerScrollersComeBack(t *testing.T) {
	h := newDefaultHarness(t)
	h.u.dropped(fyne.NewPos(300, 300), []fyne.URI{writeFile(t, "greedy.8puzzle", droppedLesson)})
	if _, _, ok := h.bannerShown(); !ok {
		t.Fatal("no banner")
	}
	for _, past := range drivertest.PastTheEnd(h.u.banner.content) {
		t.Errorf("the banner: %s", past)
	}
	h.u.typedKey(&fyne.KeyEvent{Name: fyne.KeyF1})
	top := h.u.win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("F1 did not open the help")
	}
	for _, past := range drivertest.PastTheEnd(top) {
		t.Errorf("the help: %s", past)
	}
}

// BenchmarkShapeSwitch times a size change (3x3 to 4x4 and back) on the
// UI goroutine, what a browser's page waits through in one task: 252 ms
// natively for the two switches when a switch refreshed the window's
// whole content, 87 to 97 ms with the board side's alone (at a load
// average of 25 on two cores; app/web's TestBrowserWaits times it in
// Chromium).
func BenchmarkShapeSwitch(b *testing.B) {
	a := test.NewTempApp(b)
	q := &uiqueue.Queue{}
	u := newUI(a, q.Do)
	u.win.Resize(fyne.NewSize(1180, 800))
	defer func() {
		u.s.Shutdown()
		q.Drain()
		u.win.Close()
	}()
	for b.Loop() {
		u.s.SetShape(solver.Shape{Rows: 4, Cols: 4})
		u.s.SetShape(solver.Square3)
		q.Drain()
	}
}
