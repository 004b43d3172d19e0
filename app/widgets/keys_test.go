package widgets

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

// trackTheme is Fyne's theme with a slider track colour of its own.
type trackTheme struct{ fyne.Theme }

var grey = color.NRGBA{0x80, 0x80, 0x80, 0xff}

func (t trackTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	if n == ColorNameTrack {
		return grey
	}
	return t.Theme.Color(n, v)
}

// TestSliderTrackColour: a KeySlider draws its track in the theme's
// ColorNameTrack, after a refresh too; a theme without one keeps Fyne's
// (the input background).
func TestSliderTrackColour(t *testing.T) {
	a := test.NewTempApp(t)
	track := func() color.Color {
		s := NewKeySlider(0, 10, nil)
		w := test.NewTempWindow(t, s)
		w.Resize(fyne.NewSize(200, 40))
		s.SetValue(3) // refreshes
		r := test.WidgetRenderer(s)
		return r.Objects()[0].(*canvas.Rectangle).FillColor
	}
	a.Settings().SetTheme(trackTheme{theme.DefaultTheme()})
	if got := track(); got != color.Color(grey) {
		t.Errorf("with a track colour the track is %v, want %v", got, grey)
	}
	a.Settings().SetTheme(theme.DefaultTheme())
	want := theme.DefaultTheme().Color(theme.ColorNameInputBackground, a.Settings().ThemeVariant())
	if got := track(); got != want {
		t.Errorf("without a track colour the track is %v, want Fyne's %v", got, want)
	}
}
