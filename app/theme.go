package app

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/app/widgets"
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
	case session.ThemeContrast:
		return highContrast
	}
	return appTheme{Theme: theme.DefaultTheme()}
}

// lookFor is the theme of a choice in text pct percent of the usual size.
func lookFor(t session.Theme, pct int) fyne.Theme {
	if pct == 100 {
		return themeFor(t)
	}
	return largeType{themeFor(t), float32(pct) / 100}
}

// highContrast is white on black with pure colours: for a projector in a
// lit room, and for a reader who needs it. Every text colour is at least
// 7:1 against what it is drawn on (WCAG AAA; TestHighContrast); tiles and
// the buttons that matter most are yellow with black numbers. It is a value
// of its own so that it can be picked apart from presentation mode.
var highContrast fyne.Theme = contrastTheme{appTheme{Theme: theme.DefaultTheme(), force: true, variant: theme.VariantDark}}

type contrastTheme struct{ appTheme }

var contrastColors = map[fyne.ThemeColorName]color.Color{
	theme.ColorNameBackground:          color.Black,
	theme.ColorNameForeground:          color.White,
	theme.ColorNameButton:              color.NRGBA{0x33, 0x33, 0x33, 0xff},
	theme.ColorNameDisabledButton:      color.NRGBA{0x1a, 0x1a, 0x1a, 0xff},
	theme.ColorNameDisabled:            color.NRGBA{0xa0, 0xa0, 0xa0, 0xff},
	theme.ColorNamePlaceHolder:         color.NRGBA{0xc0, 0xc0, 0xc0, 0xff},
	theme.ColorNamePrimary:             color.NRGBA{0xff, 0xd7, 0x00, 0xff},
	theme.ColorNameForegroundOnPrimary: color.Black,
	theme.ColorNameFocus:               color.NRGBA{0x00, 0xe5, 0xff, 0xff},
	theme.ColorNameHover:               color.NRGBA{0x55, 0x55, 0x55, 0xff},
	theme.ColorNamePressed:             color.NRGBA{0x77, 0x77, 0x77, 0xff},
	theme.ColorNameSelection:           color.NRGBA{0x00, 0x3f, 0x8f, 0xff},
	theme.ColorNameHyperlink:           color.NRGBA{0x00, 0xe5, 0xff, 0xff},
	theme.ColorNameInputBackground:     color.Black,
	theme.ColorNameInputBorder:         color.White,
	theme.ColorNameSeparator:           color.NRGBA{0xc0, 0xc0, 0xc0, 0xff},
	theme.ColorNameHeaderBackground:    color.NRGBA{0x26, 0x26, 0x26, 0xff},
	theme.ColorNameMenuBackground:      color.NRGBA{0x14, 0x14, 0x14, 0xff},
	theme.ColorNameOverlayBackground:   color.NRGBA{0x14, 0x14, 0x14, 0xff},
	theme.ColorNameScrollBar:           color.NRGBA{0xe0, 0xe0, 0xe0, 0xff},
	// a slider's track: 5.3:1 on the black window, 4:1 under the white
	// part already slid over (the input background, Fyne's, is black)
	widgets.ColorNameTrack:             color.NRGBA{0x80, 0x80, 0x80, 0xff},
	theme.ColorNameSuccess:             color.NRGBA{0x5c, 0xff, 0x5c, 0xff},
	theme.ColorNameForegroundOnSuccess: color.Black,
	theme.ColorNameWarning:             color.NRGBA{0xff, 0xb3, 0x00, 0xff},
	theme.ColorNameForegroundOnWarning: color.Black,
	theme.ColorNameError:               color.NRGBA{0xff, 0x6e, 0x6e, 0xff},
	theme.ColorNameForegroundOnError:   color.Black,
}

func (t contrastTheme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	if c, ok := contrastColors[n]; ok {
		return c
	}
	return t.appTheme.Color(n, theme.VariantDark)
}

// largeType is a theme with every size (text, icons, padding) times
// factor: what FYNE_SCALE does, chosen by the window while it runs. Fyne
// has no way to change its scale once the app runs (Settings().Scale()
// only reads FYNE_SCALE or the desktop's), and a theme works alike on
// the desktop and in a browser: the text size and presentation mode use it.
type largeType struct {
	fyne.Theme
	factor float32
}

func (t largeType) Size(n fyne.ThemeSizeName) float32 { return t.Theme.Size(n) * t.factor }
