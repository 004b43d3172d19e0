// Package liberationserifitalic is the browser build's stand-in for the Liberation face of
// that name: see codeberg.org/go-fonts/liberation's doc.go in app/web/fonts.
package liberationserifitalic

import "fyne.io/fyne/v2/theme"

// TTF is the face's TrueType data: Fyne's italic text font (Noto Sans Italic).
var TTF = theme.DefaultTextItalicFont().Content()
