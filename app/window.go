// Package app is the desktop window. It receives a fyne.App from main and
// never imports the driver itself, so it tests headless without cgo.
package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// ID is the reverse-DNS application ID; it is what makes preferences persist.
const ID = "io.github.eightpuzzle"

// New builds the main window.
func New(a fyne.App) fyne.Window {
	w := a.NewWindow("8-puzzle")
	w.SetContent(widget.NewLabel("eightpuzzle"))
	return w
}
