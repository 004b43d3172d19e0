// Package liberationmonoregular is the browser build's stand-in for the Liberation face of
// that name: see codeberg.org/go-fonts/liberation's doc.go in app/web/fonts.
package liberationmonoregular

import "fyne.io/fyne/v2/theme"

// TTF is the face's TrueType data: Fyne's monospace font (DejaVu Sans Mono).
var TTF = theme.DefaultTextMonospaceFont().Content()
