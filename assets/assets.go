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
