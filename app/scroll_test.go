package app

import (
	"testing"

	"fyne.io/fyne/v2"

	"github.com/eightpuzzle/eightpuzzle/app/internal/drivertest"
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
