// Package assets holds the files compiled into the binary, so the window has
// its icon however the program was built or wherever it was started from.
package assets

import (
	_ "embed"

	"fyne.io/fyne/v2"
)

//go:generate go run gen_icon.go icon.png

//go:embed icon.png
var iconPNG []byte

// Icon is the application icon (512x512 PNG), drawn by gen_icon.go.
var Icon fyne.Resource = fyne.NewStaticResource("icon.png", iconPNG)

// Symbols holds the few symbols the app writes that Fyne's text font
// (Noto Sans) lacks: ticks and crosses (U+2713-2718), arrows (U+2190-2195)
// and ≤ ≥ ≈ ≠ ∞, plus a space. On a desktop Fyne finds them in the
// system's fonts; a browser gives it none, and they showed as U+FFFD.
// The glyphs are DejaVu Sans's (free license: LICENSE-DejaVu.txt), cut
// and given Noto Sans's metrics by gen_symbols.py, which says why.
//
//go:embed symbols.ttf
var symbolsTTF []byte

// Symbols is the font of symbols.ttf (13 KB).
var Symbols fyne.Resource = fyne.NewStaticResource("symbols.ttf", symbolsTTF)
