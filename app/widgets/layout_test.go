package widgets

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

// box is an object of a fixed minimum size.
func box(w, h float32) fyne.CanvasObject {
	r := canvas.NewRectangle(nil)
	r.SetMinSize(fyne.NewSize(w, h))
	return r
}

// WrapRow flows its objects into rows, 5 apart and 2 between rows, and
// asks for the width of its widest object whatever width it was last laid
// out at, with the height its rows take at that width.
func TestWrapRow(t *testing.T) {
	a, b, c := box(100, 30), box(60, 20), box(80, 30)
	row := WrapRow(5, 2, a, b, c)
	// before any layout: a row per object
	if got, want := row.MinSize(), fyne.NewSize(100, 94); got != want {
		t.Errorf("before a layout: min %v, want %v", got, want)
	}
	for _, tc := range []struct {
		width float32
		pos   [3]fyne.Position
		min   fyne.Size
	}{
		// all three fit: 100+5+60+5+80
		{250, [3]fyne.Position{{X: 0, Y: 0}, {X: 105, Y: 0}, {X: 170, Y: 0}}, fyne.NewSize(100, 30)},
		{1000, [3]fyne.Position{{X: 0, Y: 0}, {X: 105, Y: 0}, {X: 170, Y: 0}}, fyne.NewSize(100, 30)},
		// one short: c goes to a second row
		{249, [3]fyne.Position{{X: 0, Y: 0}, {X: 105, Y: 0}, {X: 0, Y: 32}}, fyne.NewSize(100, 62)},
		// a and b do not fit side by side; b and c do
		{164, [3]fyne.Position{{X: 0, Y: 0}, {X: 0, Y: 32}, {X: 65, Y: 32}}, fyne.NewSize(100, 62)},
		// nor do b and c: a row each
		{144, [3]fyne.Position{{X: 0, Y: 0}, {X: 0, Y: 32}, {X: 0, Y: 64}}, fyne.NewSize(100, 94)},
		// narrower than the widest: still a row each, never narrower than it
		{50, [3]fyne.Position{{X: 0, Y: 0}, {X: 0, Y: 32}, {X: 0, Y: 64}}, fyne.NewSize(100, 94)},
	} {
		row.Resize(fyne.NewSize(tc.width, 200))
		for i, o := range []fyne.CanvasObject{a, b, c} {
			if o.Position() != tc.pos[i] || o.Size() != o.MinSize() {
				t.Errorf("width %v: object %d at %v size %v, want %v at its minimum %v", tc.width, i, o.Position(), o.Size(), tc.pos[i], o.MinSize())
			}
		}
		if got := row.MinSize(); got != tc.min {
			t.Errorf("width %v: min %v, want %v", tc.width, got, tc.min)
		}
	}
	// hidden objects take no room
	b.Hide()
	row.Resize(fyne.NewSize(185, 200))
	if c.Position() != (fyne.Position{X: 105, Y: 0}) || row.MinSize() != fyne.NewSize(100, 30) {
		t.Errorf("with the middle one hidden: third at %v, min %v", c.Position(), row.MinSize())
	}
	if got := WrapRow(5, 2).MinSize(); got != (fyne.Size{}) {
		t.Errorf("empty: min %v", got)
	}
}
