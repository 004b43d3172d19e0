// Package tabkit is what the window's tabs are built with: the one set of
// dependencies every tab's New takes, and the few pieces they all use (a
// menu under a button, the line that says how a click went, saving a file,
// the chart save menu, the options of a drop-down). It sits below the tabs
// and above the session and the widgets; it never imports a tab or the
// window.
package tabkit

import (
	"fyne.io/fyne/v2"

	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/app/widgets"
)

// Deps is everything a tab is given: each tab's New takes it and nothing
// else, and the window builds one for all six.
type Deps struct {
	Session *session.Session
	// Window shows the tab: for dialogs, the clipboard and saving files.
	Window fyne.Window
	// Do runs a function on the UI goroutine: fyne.Do in the app, a queue
	// the test drains in tests (Fyne's test driver would run it at once on
	// the caller's goroutine). Charts hand their finished renders to it.
	Do func(func())
	// Pass takes the keys a focused control has no use for (Esc, F1, and
	// Space or the arrows where the window gives them a meaning); nil
	// drops them.
	Pass widgets.KeyPass
}
