// Package liberationserifregular is the browser build's stand-in for the Liberation face of
// that name: see codeberg.org/go-fonts/liberation's doc.go in app/web/fonts.
package liberationserifregular

import "fyne.io/fyne/v2/theme"

// TTF is the face's TrueType data: Fyne's regular text font (Noto Sans).
var TTF = theme.DefaultTextFont().Content()
