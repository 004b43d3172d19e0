package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"
)

// minSizeLayout gives its content at least a fixed size, so a field sized
// by its placeholder does not shrink to a few characters.
type minSizeLayout struct{ min fyne.Size }

func (l minSizeLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (l minSizeLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	m := l.min
	for _, o := range objs {
		m = m.Max(o.MinSize())
	}
	return m
}

func withMinWidth(o fyne.CanvasObject, w float32) *fyne.Container {
	return container.New(minSizeLayout{fyne.NewSize(w, 0)}, o)
}

// heading is a bold label that names a group of controls.
func heading(text string) *widget.Label {
	return widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
}

// row lays controls out left to right at their natural sizes.
func row(objs ...fyne.CanvasObject) *fyne.Container {
	return container.NewHBox(objs...)
}

// spacer pushes the controls after it to the far end of a row.
func spacer() fyne.CanvasObject { return layout.NewSpacer() }
