package widgets

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"github.com/eightpuzzle/eightpuzzle/app/internal/drivertest"
)

// TestScrollComesBackWhenItsContentShrinks: a scroller scrolled to the
// end of its content, whose content then shrinks without the scroller
// being resized (a Solve tab switched from 4x4 to 3x3), shows its content
// from where it can still scroll to, not past its end; with the content
// all in view, from its top. Fyne's own scroller kept the offset (the e2e
// walk's seed 1795628089964937485).
func TestScrollComesBackWhenItsContentShrinks(t *testing.T) {
	test.NewTempApp(t)
	view := fyne.NewSize(200, 300)
	for _, c := range []struct {
		name   string
		scroll func(fyne.CanvasObject) *container.Scroll
		big    fyne.Size // the content before
		wheel  fyne.Delta
	}{
		{"vertical", NewVScroll, fyne.NewSize(100, 500), fyne.NewDelta(0, -50)},
		{"sideways", NewHScroll, fyne.NewSize(400, 100), fyne.NewDelta(-50, 0)},
		{"both", NewScroll, fyne.NewSize(400, 500), fyne.NewDelta(-50, -50)},
	} {
		t.Run(c.name, func(t *testing.T) {
			content := canvas.NewRectangle(nil)
			content.SetMinSize(c.big)
			s := c.scroll(content)
			w := test.NewTempWindow(t, container.NewWithoutLayout(s))
			w.Resize(fyne.NewSize(400, 400))
			s.Resize(view)
			for range 20 {
				s.Scrolled(&fyne.ScrollEvent{Scrolled: c.wheel})
			}
			if s.Offset == (fyne.Position{}) {
				t.Fatal("the wheel did not scroll it")
			}
			for _, small := range []fyne.Size{c.big.SubtractWidthHeight(50, 50), fyne.NewSize(50, 50)} {
				before := s.Offset
				content.SetMinSize(small)
				drivertest.LayOut(w.Content())
				want := fyne.NewPos(max(0, min(before.X, small.Width-view.Width)), max(0, min(before.Y, small.Height-view.Height)))
				if s.Offset != want {
					t.Errorf("content shrunk to %v in a view of %v: scrolled to %v, want %v", small, view, s.Offset, want)
				}
				if got := s.Content.Position(); got != fyne.NewPos(-want.X, -want.Y) {
					t.Errorf("content shrunk to %v in a view of %v: drawn at %v, want %v", small, view, got, fyne.NewPos(-want.X, -want.Y))
				}
			}
		})
	}
}
