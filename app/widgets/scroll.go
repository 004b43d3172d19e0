package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
)

// NewScroll, NewVScroll and NewHScroll are Fyne's scrollers, but a
// scroller whose content shrinks while it is scrolled comes back within
// its content.
//
// Fyne's does not: when a content's minimum size changes, the driver lays
// out the scroller again without clamping its offset, which only a resize
// or a refresh of the scroller itself does. A Solve tab scrolled down on
// 4x4 (its longer notes) and then switched to 3x3 stayed scrolled past its
// end: its algorithm button above the tab's top, and no scroll bar, since
// all of it fitted (the e2e walk, seed 1795628089964937485, at 1180x1000).
// The wheel brought it back only where no text field was under the
// pointer: a field's own scroller takes the wheel.
//
// The content sits in a container whose layout, which the driver runs
// before the scroller's, clamps the offset.
func NewScroll(content fyne.CanvasObject) *container.Scroll {
	return clamped(container.NewScroll, content)
}

// NewVScroll scrolls up and down only; see NewScroll.
func NewVScroll(content fyne.CanvasObject) *container.Scroll {
	return clamped(container.NewVScroll, content)
}

// NewHScroll scrolls sideways only; see NewScroll.
func NewHScroll(content fyne.CanvasObject) *container.Scroll {
	return clamped(container.NewHScroll, content)
}

func clamped(newScroll func(fyne.CanvasObject) *container.Scroll, content fyne.CanvasObject) *container.Scroll {
	l := &clampLayout{}
	s := newScroll(container.New(l, content))
	l.scroll = s
	return s
}

// clampLayout lays its one object out over all of it, and keeps the
// scroller's offset within what the object's minimum size leaves to
// scroll.
type clampLayout struct{ scroll *container.Scroll }

func (l *clampLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
	if l.scroll == nil {
		return
	}
	view, need := l.scroll.Size(), l.MinSize(objs)
	off := &l.scroll.Offset
	off.X = max(0, min(off.X, need.Width-view.Width))
	off.Y = max(0, min(off.Y, need.Height-view.Height))
}

func (l *clampLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var m fyne.Size
	for _, o := range objs {
		if o.Visible() {
			m = m.Max(o.MinSize())
		}
	}
	return m
}
