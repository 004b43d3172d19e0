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
	"github.com/eightpuzzle/eightpuzzle/solver"
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

// WhenShown is f, a tab's refresh for a change of the puzzle, run at once
// while tab is in view, else after the page's next turn (then on the UI
// goroutine through Do; once, however often it is asked meanwhile). A
// switch from 3x3 to 4x4 refreshed every tab in the one task of the click,
// 170 ms of a browser's thread, of which the Race and Explore tabs', out
// of view, 100 ms (Chromium's profiler). A tab shown meanwhile is
// refreshed as it is shown, or a turn of the page later at the most.
func (d Deps) WhenShown(tab session.Tab, f func()) func() {
	later := d.AfterTurn(f)
	return func() {
		if d.Session.Tab() == tab {
			f()
			return
		}
		later()
	}
}

// AfterTurn is f, run after a browser page's next turn (elsewhere at
// once), on the UI goroutine through Do; once, however often it is asked
// meanwhile. The returned function is called on the UI goroutine.
func (d Deps) AfterTurn(f func()) func() {
	pending := false // on the UI goroutine
	return func() {
		if pending {
			return
		}
		pending = true
		go func() {
			solver.YieldToPage()
			d.Do(func() {
				pending = false
				f()
			})
		}()
	}
}
