package app

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/assets"
)

// appTheme is Fyne's own theme with three changes: the light or dark
// variant can be forced, because the default theme otherwise follows the
// desktop; in the light variant success and warning are darker, because
// Fyne's bright green and orange are hard to read as text on white; and
// its text font brings the symbols Fyne's lacks (see Font).
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

// Font puts the app's symbols font (assets.Symbols) first: Fyne draws each
// character from the first font that has it, here the theme's font, then
// Fyne's own text font for the style, then its symbol font. The symbols
// font has no letters or digits, and its space and line metrics are Noto
// Sans's, so text looks as before and only ✓ ✗ ← → ≥ and the like come
// from it: glyphs that without system fonts (in a browser) showed as
// U+FFFD. Monospaced text keeps its font, which has them all.
func (t appTheme) Font(s fyne.TextStyle) fyne.Resource {
	if s.Monospace || s.Symbol {
		return t.Theme.Font(s)
	}
	return assets.Symbols
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
