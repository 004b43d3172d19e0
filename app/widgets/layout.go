package widgets

import (
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
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

// TextScale is the text size of the current theme against Fyne's usual
// (View > Text size): widths fixed in units of the usual text grow by it.
func TextScale() float32 {
	usual := theme.DefaultTheme().Size(theme.SizeNameText)
	if usual <= 0 {
		return 1
	}
	return theme.TextSize() / usual
}

// scaledMinLayout is minSizeLayout in units of the usual text: its least
// width grows with the text size, read whenever it is measured.
type scaledMinLayout struct{ minSizeLayout }

func (l scaledMinLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	k := TextScale()
	return minSizeLayout{fyne.NewSize(l.min.Width*k, l.min.Height*k)}.MinSize(objs)
}

// WithMinWidthEm keeps o at least w wide at the usual text size, and
// wider as the text grows: a slider or a field for a few digits keeps
// its room at 150%.
func WithMinWidthEm(o fyne.CanvasObject, w float32) *fyne.Container {
	return container.New(scaledMinLayout{minSizeLayout{fyne.NewSize(w, 0)}}, o)
}

// funcMinLayout is minSizeLayout whose least width is worked out each
// time it is measured: a drop-down's options measured in the text size
// of the moment, not of the window's first layout.
type funcMinLayout struct{ w func() float32 }

func (l funcMinLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	minSizeLayout{}.Layout(objs, size)
}

func (l funcMinLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	return minSizeLayout{fyne.NewSize(l.w(), 0)}.MinSize(objs)
}

// WithMinWidthOf keeps o at least w() wide, asked each time o is measured.
func WithMinWidthOf(o fyne.CanvasObject, w func() float32) *fyne.Container {
	return container.New(funcMinLayout{w}, o)
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

// WrapRow lays objs out left to right at their natural sizes, starting a
// new row where the width runs out, hpad apart in a row and vpad between
// rows. It is Fyne's RowWrapLayout but for its minimum width, which stays
// that of the widest object. Fyne's reports the width its last layout
// used, so a row once laid out on one line in a wide window asked for
// that width ever after: the window, shown at 1180 wide, could not be
// made 800 wide again without a scroll bar.
func WrapRow(hpad, vpad float32, objs ...fyne.CanvasObject) *fyne.Container {
	return container.New(&wrapLayout{hpad: hpad, vpad: vpad}, objs...)
}

type wrapLayout struct {
	hpad, vpad float32
	width      float32 // of the last layout; 0 before the first
	fill       bool    // the last object takes the rest of its row
}

// WrapRowFill is WrapRow whose last object takes the rest of its row: a
// slider beside its buttons while it has room for its least width, and
// under them, the whole width, when the text grows (View > Text size).
func WrapRowFill(hpad, vpad float32, objs ...fyne.CanvasObject) *fyne.Container {
	return container.New(&wrapLayout{hpad: hpad, vpad: vpad, fill: true}, objs...)
}

// MinSize is the widest object's width, and the height the rows take at
// the width of the last layout (before the first, a row per object).
func (l *wrapLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	return l.place(objs, l.width, false)
}

func (l *wrapLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	l.width = size.Width
	l.place(objs, size.Width, true)
}

// place flows the visible objects into rows of the width, each on a row of
// its own when width is 0, and returns the widest object's width and the
// height the rows take; with move it also puts the objects there, at their
// minimum sizes. It asks each object for its minimum size once: that can
// mean measuring text, and a container asks its layout often.
func (l *wrapLayout) place(objs []fyne.CanvasObject, width float32, move bool) fyne.Size {
	var widest, rowH float32
	sizes := make([]fyne.Size, len(objs))
	for i, o := range objs {
		if o.Visible() {
			sizes[i] = o.MinSize()
			widest = max(widest, sizes[i].Width)
			rowH = max(rowH, sizes[i].Height)
		}
	}
	last := -1
	for i, o := range objs {
		if o.Visible() {
			last = i
		}
	}
	var x float32
	rows := 0
	for i, o := range objs {
		if !o.Visible() {
			continue
		}
		s := sizes[i]
		if rows == 0 || x+s.Width > width {
			rows++
			x = 0
		}
		if l.fill && i == last {
			s.Width = max(s.Width, width-x)
		}
		if move {
			o.Resize(s)
			o.Move(fyne.NewPos(x, float32(rows-1)*(rowH+l.vpad)))
		}
		x += s.Width + l.hpad
	}
	if rows == 0 {
		return fyne.Size{}
	}
	return fyne.NewSize(widest, float32(rows)*rowH+float32(rows-1)*l.vpad)
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

// OptionsWidth is how wide a drop-down must be to show the widest of its
// options whole: a Select asks only for its placeholder's width and cuts
// longer choices ("A* search (Manhattan …").
func OptionsWidth(options []string) float32 {
	var widest float32
	for _, o := range options {
		widest = max(widest, fyne.MeasureText(o, theme.TextSize(), fyne.TextStyle{}).Width)
	}
	// as Fyne's select lays out its text (a padding each side of the label
	// and of the text in it) and its arrow; a pixel for rounding
	return float32(math.Ceil(float64(widest+4*theme.Padding()+theme.InnerPadding()+theme.IconInlineSize()))) + 1
}
