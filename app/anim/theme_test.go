package anim

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

// The GIF's colours are the window's light theme's (Fyne's light palette;
// success and warning are app/theme.go's darker ones, pinned there).
func TestColoursAreTheLightTheme(t *testing.T) {
	test.NewTempApp(t) // the primary colour is the app's setting: Fyne's default blue
	th := theme.DefaultTheme()
	for _, c := range []struct {
		name fyne.ThemeColorName
		got  color.RGBA
	}{
		{theme.ColorNameBackground, colBackground},
		{theme.ColorNameForeground, colForeground},
		{theme.ColorNameInputBorder, colFrame},
		{theme.ColorNameInputBackground, colWell},
		{theme.ColorNamePrimary, colPrimary},
		{theme.ColorNameForegroundOnPrimary, colOnPrimary},
		{theme.ColorNamePlaceHolder, colMuted},
	} {
		r, g, b, a := th.Color(c.name, theme.VariantLight).RGBA()
		want := color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), uint8(a >> 8)}
		if c.got != want {
			t.Errorf("%s: %v, the light theme's is %v", c.name, c.got, want)
		}
	}
}
