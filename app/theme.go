package app

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/eightpuzzle/eightpuzzle/app/session"
)

// appTheme is Fyne's own theme with two changes: the light or dark variant
// can be forced, because the default theme otherwise follows the desktop;
// and in the light variant success and warning are darker, because Fyne's
// bright green and orange are hard to read as text on white.
type appTheme struct {
	fyne.Theme
	force   bool
	variant fyne.ThemeVariant
}

var (
	lightSuccess = color.NRGBA{R: 0x1b, G: 0x80, B: 0x36, A: 0xff}
	lightWarning = color.NRGBA{R: 0xb0, G: 0x5a, B: 0x00, A: 0xff}
)

func (t appTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	if t.force {
		v = t.variant
	}
	if v == theme.VariantLight {
		switch n {
		case theme.ColorNameSuccess:
			return lightSuccess
		case theme.ColorNameWarning:
			return lightWarning
		}
	}
	return t.Theme.Color(n, v)
}

// themeFor returns the fyne.Theme of a choice.
func themeFor(t session.Theme) fyne.Theme {
	switch t {
	case session.ThemeLight:
		return appTheme{Theme: theme.DefaultTheme(), force: true, variant: theme.VariantLight}
	case session.ThemeDark:
		return appTheme{Theme: theme.DefaultTheme(), force: true, variant: theme.VariantDark}
	}
	return appTheme{Theme: theme.DefaultTheme()}
}
