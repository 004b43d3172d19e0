package replay

import "fyne.io/fyne/v2"

// minWidth is a layout at least as wide as w says when asked, and as its
// content needs: a width measured in text follows the theme's type size.
type minWidth func() float32

func (l minWidth) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (l minWidth) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var m fyne.Size
	for _, o := range objs {
		m = m.Max(o.MinSize())
	}
	return fyne.NewSize(max(m.Width, l()), m.Height)
}
