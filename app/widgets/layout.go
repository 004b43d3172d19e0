package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"
)

// minSizeLayout gives its content at least a fixed size, so a field sized
// by its placeholder does not shrink to a few characters, and a line that
// comes and goes keeps its room.
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
		if o.Visible() {
			m = m.Max(o.MinSize())
		}
	}
	return m
}

// AtLeast keeps at least size for o, shown or hidden.
func AtLeast(o fyne.CanvasObject, size fyne.Size) *fyne.Container {
	return container.New(minSizeLayout{size}, o)
}

// WithMinWidth keeps o at least w wide.
func WithMinWidth(o fyne.CanvasObject, w float32) *fyne.Container {
	return AtLeast(o, fyne.NewSize(w, 0))
}

// narrowLayout asks for no more width than w whatever its content's
// minimum: a text field that scrolls its text can be narrower than its
// placeholder makes it ask for.
type narrowLayout struct{ w float32 }

func (l narrowLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (l narrowLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var m fyne.Size
	for _, o := range objs {
		if o.Visible() {
			m = m.Max(o.MinSize())
		}
	}
	return fyne.NewSize(min(m.Width, l.w), m.Height)
}

// AtMostWidth lets o be laid out as narrow as w, less than its minimum.
func AtMostWidth(o fyne.CanvasObject, w float32) *fyne.Container {
	return container.New(narrowLayout{w}, o)
}

// Heading is a bold label that names a group of controls.
func Heading(text string) *widget.Label {
	return widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
}

// Row lays controls out left to right at their natural sizes.
func Row(objs ...fyne.CanvasObject) *fyne.Container { return container.NewHBox(objs...) }

// Spacer pushes the controls after it to the far end of a row.
func Spacer() fyne.CanvasObject { return layout.NewSpacer() }

// Enable enables or disables a widget.
func Enable(w fyne.Disableable, on bool) {
	if on {
		w.Enable()
	} else {
		w.Disable()
	}
}
