package app

import (
	"image/color"
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/eightpuzzle/eightpuzzle/app/widgets"
)

// luminance is WCAG 2's relative luminance of c.
func luminance(c color.Color) float64 {
	r, g, b, _ := color.NRGBAModel.Convert(c).RGBA()
	lin := func(v uint32) float64 {
		s := float64(v>>8) / 255
		if s <= 0.03928 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(r) + 0.7152*lin(g) + 0.0722*lin(b)
}

// contrast is WCAG 2's contrast ratio of two colours, 1 to 21.
func contrast(a, b color.Color) float64 {
	la, lb := luminance(a), luminance(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

// TestHighContrast: in the high-contrast theme every text colour is at
// least 7:1 against what it is drawn on (WCAG's AAA for text), and text a
// control does not take (disabled, placeholder) at least 4.5:1, whichever
// variant the desktop asks for. Fyne's dark theme, for comparison, puts
// disabled text at 1.6:1 and its focus colour at 1.1:1.
func TestHighContrast(t *testing.T) {
	n := func(a, b fyne.ThemeColorName) [2]fyne.ThemeColorName { return [2]fyne.ThemeColorName{a, b} }
	strong := [][2]fyne.ThemeColorName{
		n(theme.ColorNameForeground, theme.ColorNameBackground),
		n(theme.ColorNameForeground, theme.ColorNameButton),
		n(theme.ColorNameForeground, theme.ColorNameHover),
		n(theme.ColorNameForeground, theme.ColorNameSelection),
		n(theme.ColorNameForeground, theme.ColorNameInputBackground),
		n(theme.ColorNameForeground, theme.ColorNameHeaderBackground),
		n(theme.ColorNameForeground, theme.ColorNameMenuBackground),
		n(theme.ColorNameForeground, theme.ColorNameOverlayBackground),
		n(theme.ColorNameForegroundOnPrimary, theme.ColorNamePrimary),
		n(theme.ColorNameForegroundOnSuccess, theme.ColorNameSuccess),
		n(theme.ColorNameForegroundOnWarning, theme.ColorNameWarning),
		n(theme.ColorNameForegroundOnError, theme.ColorNameError),
		n(theme.ColorNameSuccess, theme.ColorNameBackground),
		n(theme.ColorNameWarning, theme.ColorNameBackground),
		n(theme.ColorNameError, theme.ColorNameBackground),
		n(theme.ColorNamePrimary, theme.ColorNameBackground), // the tab in view, a tile against the board
		n(theme.ColorNameHyperlink, theme.ColorNameBackground),
		n(theme.ColorNameFocus, theme.ColorNameBackground),
	}
	weak := [][2]fyne.ThemeColorName{
		n(theme.ColorNameDisabled, theme.ColorNameBackground),
		n(theme.ColorNameDisabled, theme.ColorNameDisabledButton),
		n(theme.ColorNamePlaceHolder, theme.ColorNameInputBackground),
	}
	for _, v := range []fyne.ThemeVariant{theme.VariantDark, theme.VariantLight} {
		for _, set := range []struct {
			pairs [][2]fyne.ThemeColorName
			least float64
		}{{strong, 7}, {weak, 4.5}} {
			for _, p := range set.pairs {
				if c := contrast(highContrast.Color(p[0], v), highContrast.Color(p[1], v)); c < set.least {
					t.Errorf("variant %d: %s on %s is %.1f:1, want %.1f:1 at least", v, p[0], p[1], c, set.least)
				}
			}
		}
	}
}

// TestLargeType: presentation mode's type is every size of the theme
// under it times the factor, and keeps that theme's colours and fonts.
func TestLargeType(t *testing.T) {
	big := largeType{highContrast, 1.5}
	for _, s := range []fyne.ThemeSizeName{theme.SizeNameText, theme.SizeNameCaptionText, theme.SizeNameHeadingText,
		theme.SizeNamePadding, theme.SizeNameInlineIcon} {
		if got, want := big.Size(s), 1.5*highContrast.Size(s); got != want {
			t.Errorf("%s: %.1f, want %.1f", s, got, want)
		}
	}
	if big.Color(theme.ColorNameBackground, theme.VariantLight) != color.Black {
		t.Error("the large type lost the high contrast's colours")
	}
	if big.Font(fyne.TextStyle{}) != highContrast.Font(fyne.TextStyle{}) {
		t.Error("the large type lost the app's font with its symbols")
	}
	if f, g := typeFactor(fyne.NewSize(1280, 720)), typeFactor(fyne.NewSize(1920, 1080)); g != 1.5*f || f < 1.4 {
		t.Errorf("the type is %.2f times its size at 1280x720, %.2f at 1920x1080; want at least 1.4, and as large on either screen", f, g)
	}
}

// TestHighContrastSliderTrack: a slider's track shows in the
// high-contrast theme, at 3:1 at least (WCAG's for a control's parts)
// against the window and against the part already slid over. It was the
// input background, black on black: only the thumb showed.
func TestHighContrastSliderTrack(t *testing.T) {
	for _, v := range []fyne.ThemeVariant{theme.VariantDark, theme.VariantLight} {
		track := highContrast.Color(widgets.ColorNameTrack, v)
		for _, on := range []fyne.ThemeColorName{theme.ColorNameBackground, theme.ColorNameForeground} {
			if c := contrast(track, highContrast.Color(on, v)); c < 3 {
				t.Errorf("variant %d: the slider track on %s is %.1f:1, want 3:1 at least", v, on, c)
			}
		}
	}
}
