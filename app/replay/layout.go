package replay

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

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

// valueEms is the least width, in ems of the text size, formOrStack gives
// a value beside its label.
const valueEms = 12

// formOrStack lays out label, value pairs as a form, the labels in a
// column beside their values, while that leaves the values valueEms;
// narrower, each label goes over its value, so that no word of a value is
// broken in two (at 150% in an 1180-pixel window the algorithm's title
// read "(Manhatt" / "an").
type formOrStack struct {
	width float32 // as last laid out: the height asked for follows it
}

func (l *formOrStack) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	l.width = size.Width
	l.place(objs, size.Width, true)
}

func (l *formOrStack) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var w float32
	for _, o := range objs {
		w = max(w, o.MinSize().Width)
	}
	return fyne.NewSize(w, l.place(objs, max(l.width, w), false))
}

// place lays the pairs out in width when move is set, and says the height
// they take.
func (l *formOrStack) place(objs []fyne.CanvasObject, width float32, move bool) float32 {
	pad := theme.Padding()
	var labelW float32
	for i := 0; i < len(objs); i += 2 {
		labelW = max(labelW, objs[i].MinSize().Width)
	}
	valueW := width - labelW - pad
	beside := valueW >= valueEms*theme.TextSize()
	var y float32
	for i := 0; i+1 < len(objs); i += 2 {
		lab, val := objs[i], objs[i+1]
		if beside {
			// a wrapped label's height follows its width: size it first
			val.Resize(fyne.NewSize(valueW, val.Size().Height))
			h := max(lab.MinSize().Height, val.MinSize().Height)
			if move {
				lab.Move(fyne.NewPos(0, y))
				lab.Resize(fyne.NewSize(labelW, h))
				val.Move(fyne.NewPos(labelW+pad, y))
				val.Resize(fyne.NewSize(valueW, h))
			}
			y += h + pad
			continue
		}
		lm := lab.MinSize()
		val.Resize(fyne.NewSize(width, val.Size().Height))
		vh := val.MinSize().Height
		if move {
			lab.Move(fyne.NewPos(0, y))
			lab.Resize(lm)
			val.Move(fyne.NewPos(0, y+lm.Height))
			val.Resize(fyne.NewSize(width, vh))
		}
		y += lm.Height + vh + pad
	}
	return max(y-pad, 0)
}
