// Package liberationserifbolditalic is the browser build's stand-in for the Liberation face of
// that name: see codeberg.org/go-fonts/liberation's doc.go in app/web/fonts.
package liberationserifbolditalic

import "fyne.io/fyne/v2/theme"

// TTF is the face's TrueType data: Fyne's bold italic text font (Noto Sans Bold Italic).
var TTF = theme.DefaultTextBoldItalicFont().Content()
