package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"
)

// Clicking a field, check box, slider or select gives it the keyboard
// focus, and Fyne then sends plain keys to it alone: Esc would no longer
// stop a search, F1 would not open the help, nor Space play the replay.
// These wrappers keep what the widget does with a key and pass the keys it
// has no use for on to the window.

// KeyPass receives a key a focused control passes on to the window.
type KeyPass func(*fyne.KeyEvent)

// windowKey says whether a control of any kind leaves key k to the window.
func windowKey(k fyne.KeyName) bool {
	return k == fyne.KeyEscape || k == fyne.KeyF1 || k == fyne.KeyF11
}

// KeyEntry is an Entry whose Esc and F1 reach the window.
type KeyEntry struct {
	widget.Entry
	pass KeyPass
}

// NewKeyEntry is widget.NewEntry that passes window keys on.
func NewKeyEntry(pass KeyPass) *KeyEntry {
	e := &KeyEntry{pass: pass}
	e.ExtendBaseWidget(e)
	return e
}

func (e *KeyEntry) TypedKey(ev *fyne.KeyEvent) {
	if windowKey(ev.Name) && e.pass != nil {
		e.pass(ev)
		return
	}
	e.Entry.TypedKey(ev)
}

// KeyCheck is a Check whose Esc and F1 reach the window.
type KeyCheck struct {
	widget.Check
	pass KeyPass
}

// NewKeyCheck is widget.NewCheck that passes window keys on.
func NewKeyCheck(label string, changed func(bool), pass KeyPass) *KeyCheck {
	c := &KeyCheck{pass: pass}
	c.Text, c.OnChanged = label, changed
	c.ExtendBaseWidget(c)
	return c
}

func (c *KeyCheck) TypedKey(ev *fyne.KeyEvent) {
	if windowKey(ev.Name) && c.pass != nil {
		c.pass(ev)
		return
	}
	c.Check.TypedKey(ev)
}

// KeySlider is a whole-step Slider whose Esc, F1 and Space reach the window
// (a slider moves with the arrows only).
type KeySlider struct {
	widget.Slider
	pass KeyPass
}

// NewKeySlider is widget.NewSlider from lo to hi in steps of one.
func NewKeySlider(lo, hi float64, pass KeyPass) *KeySlider {
	s := &KeySlider{pass: pass}
	s.Min, s.Max, s.Step = lo, hi, 1
	s.Orientation = widget.Horizontal
	s.ExtendBaseWidget(s)
	return s
}

// ColorNameTrack is the colour of a slider's track where a theme gives
// one. Fyne draws the track in the input background, which a
// high-contrast theme keeps black for its fields' white text: on a black
// window the track vanished and only the thumb showed. A theme without it
// (Fyne's own) keeps Fyne's track.
const ColorNameTrack fyne.ThemeColorName = "eightpuzzle-slider-track"

// CreateRenderer is the Slider's, with the track in ColorNameTrack.
func (s *KeySlider) CreateRenderer() fyne.WidgetRenderer {
	r := &trackRenderer{WidgetRenderer: s.Slider.CreateRenderer(), s: s}
	r.paint()
	return r
}

type trackRenderer struct {
	fyne.WidgetRenderer
	s *KeySlider
}

func (r *trackRenderer) Refresh() {
	r.WidgetRenderer.Refresh()
	r.paint()
}

// paint recolours the track, the first of the Slider's objects (Fyne
// v2.8.1: track, active part, thumb, focus ring).
func (r *trackRenderer) paint() {
	objs := r.Objects()
	if len(objs) == 0 {
		return
	}
	track, ok := objs[0].(*canvas.Rectangle)
	if !ok {
		return
	}
	c := r.s.Theme().Color(ColorNameTrack, fyne.CurrentApp().Settings().ThemeVariant())
	if c == nil {
		return
	}
	if _, _, _, a := c.RGBA(); a == 0 {
		return
	}
	track.FillColor = c
	track.Refresh()
}

func (s *KeySlider) TypedKey(ev *fyne.KeyEvent) {
	if (windowKey(ev.Name) || ev.Name == fyne.KeySpace) && s.pass != nil {
		s.pass(ev)
		return
	}
	s.Slider.TypedKey(ev)
}

// KeySelect is a Select whose Esc and F1 reach the window.
type KeySelect struct {
	widget.Select
	pass KeyPass
}

// NewKeySelect is widget.NewSelect that passes window keys on.
func NewKeySelect(options []string, changed func(string), pass KeyPass) *KeySelect {
	s := &KeySelect{pass: pass}
	s.Options, s.OnChanged = options, changed
	s.ExtendBaseWidget(s)
	return s
}

func (s *KeySelect) TypedKey(ev *fyne.KeyEvent) {
	if windowKey(ev.Name) && s.pass != nil {
		s.pass(ev)
		return
	}
	s.Select.TypedKey(ev)
}
