// Package session is the state of the window: the puzzle and its goal, the
// running search, the replay, the comparison, the remembered settings and
// the status line. It imports no Fyne widget package and never names a
// widget or a dialog: views read it through getters that return values,
// change it only through intent methods, and redraw when one of its
// signals fires. Which tab is in view is part of that state (Tab,
// SetTab, TabChanged), so "show the Replay tab" is a value the window
// watches, not a call into a view; the session knows the tabs by that
// value alone, never how one is drawn.
//
// Every method belongs to the UI goroutine. The session starts every
// goroutine the window needs and hands their results back through the do
// function it was given (fyne.Do in the app, a queue in tests), dropping the
// results of a run that was superseded.
package session
