package app

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// themeChoice is the look the user picked; "system" follows the desktop.
type themeChoice string

const (
	themeSystem themeChoice = "system"
	themeLight  themeChoice = "light"
	themeDark   themeChoice = "dark"
)

// next cycles system -> light -> dark for the one-button toggle.
func (t themeChoice) next() themeChoice {
	switch t {
	case themeSystem:
		return themeLight
	case themeLight:
		return themeDark
	}
	return themeSystem
}

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
func themeFor(t themeChoice) fyne.Theme {
	switch t {
	case themeLight:
		return appTheme{Theme: theme.DefaultTheme(), force: true, variant: theme.VariantLight}
	case themeDark:
		return appTheme{Theme: theme.DefaultTheme(), force: true, variant: theme.VariantDark}
	}
	return appTheme{Theme: theme.DefaultTheme()}
}
