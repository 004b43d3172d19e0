package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// Clicking a check box, slider or select gives it the keyboard focus, and
// Fyne then sends plain keys to it alone: Esc would no longer stop a search
// nor Space play the replay. These wrappers keep what the widget does with
// a key and pass the keys it ignores on to the window (keys.go).

// keyForwarder passes a key on to the window's handler.
type keyForwarder func(*fyne.KeyEvent)

type keyCheck struct {
	widget.Check
	pass keyForwarder
}

// newKeyCheck is widget.NewCheck whose Esc reaches the window.
func newKeyCheck(label string, changed func(bool), pass keyForwarder) *keyCheck {
	c := &keyCheck{pass: pass}
	c.Text, c.OnChanged = label, changed
	c.ExtendBaseWidget(c)
	return c
}

func (c *keyCheck) TypedKey(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeyEscape {
		c.pass(ev)
		return
	}
	c.Check.TypedKey(ev)
}

type keySlider struct {
	widget.Slider
	pass keyForwarder
}

// newKeySlider is widget.NewSlider whose Esc and Space reach the window
// (a slider moves with the arrows only).
func newKeySlider(lo, hi float64, pass keyForwarder) *keySlider {
	s := &keySlider{pass: pass}
	s.Min, s.Max, s.Step = lo, hi, 1
	s.Orientation = widget.Horizontal
	s.ExtendBaseWidget(s)
	return s
}

func (s *keySlider) TypedKey(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeyEscape || ev.Name == fyne.KeySpace {
		s.pass(ev)
		return
	}
	s.Slider.TypedKey(ev)
}

type keySelect struct {
	widget.Select
	pass keyForwarder
}

// newKeySelect is widget.NewSelect whose Esc reaches the window.
func newKeySelect(options []string, changed func(string), pass keyForwarder) *keySelect {
	s := &keySelect{pass: pass}
	s.Options, s.OnChanged = options, changed
	s.ExtendBaseWidget(s)
	return s
}

func (s *keySelect) TypedKey(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeyEscape {
		s.pass(ev)
		return
	}
	s.Select.TypedKey(ev)
}
