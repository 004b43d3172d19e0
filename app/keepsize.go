package app

import "fyne.io/fyne/v2"

// sizeKeeper puts back a size the window was given from outside (a person
// dragging its edge, a window manager tiling it, a test's xdotool) that
// Fyne undid at once.
//
// Fyne sets the window to the size it last knew in two places: at the end
// of a theme change (the GLFW driver's RescaleContext, Fyne v2.8.1), and
// at the tick after the minimum size of one of the window's roots changed
// (a pop-up opened or closed: the driver's loop then sets the size
// fitContent worked out, even when nothing needed to grow). A resize the
// display made in the meantime, not yet seen by Fyne, is undone: the
// display reports the outside size and, right behind it, the old one, and
// the window is back at its old size with nobody having asked. Under the
// race detector a theme change takes a second and more, and a resize in
// it was undone every time (TestResizeDuringThemeChange); the e2e walk
// saw both kinds (seed 1795680524779556330).
//
// Both sizes come in one batch of the display's events, which Fyne reads
// between two turns of the UI goroutine. So the keeper counts the turns
// (turn, which the window runs after each new size); a size A, then B,
// then A again with no turn in between is that undoing, and B is given
// back. A person, or a window manager, that puts a window back where it
// was does it in an event of its own, after a turn: that is let be (the
// walk resizes there and back within 300 ms). The app's own resizes
// (own) are not watched.
type sizeKeeper struct {
	prev, last fyne.Size // the canvas's two latest sizes, last the newest
	turns      int       // the UI goroutine's turns since the start
	lastTurn   int       // turns when last came
	expect     fyne.Size // a size the app gave the window, still to come
	expectTurn int
}

// ownTurns is how many turns a size the app gives the window is waited
// for before it is let go (the same size as before, or refused).
const ownTurns = 50

// own tells the keeper of a size the app gives the window itself: it
// starts afresh when that size comes.
func (k *sizeKeeper) own(sz fyne.Size) { k.expect, k.expectTurn = sz, k.turns }

// turn is a turn of the UI goroutine, after the display's events.
func (k *sizeKeeper) turn() { k.turns++ }

// resized takes the canvas's size each time the content is laid out. It
// says which size to give the window back, if any, and whether the size
// was new (the window then runs a turn later).
func (k *sizeKeeper) resized(sz fyne.Size) (back fyne.Size, undone, isNew bool) {
	if near(sz, k.last) {
		return fyne.Size{}, false, false
	}
	if !k.expect.IsZero() && k.turns-k.expectTurn > ownTurns {
		k.expect = fyne.Size{}
	}
	if !k.expect.IsZero() {
		if near(sz, k.expect) {
			k.expect = fyne.Size{}
			k.prev, k.last, k.lastTurn = fyne.Size{}, sz, k.turns
			return fyne.Size{}, false, true
		}
		return fyne.Size{}, false, false
	}
	undone = !k.prev.IsZero() && k.turns == k.lastTurn && near(sz, k.prev)
	back = k.last
	k.prev, k.last, k.lastTurn = k.last, sz, k.turns
	if !undone {
		return fyne.Size{}, false, true
	}
	k.own(back)
	return back, true, true
}

// near is within a pixel in width and in height (Fyne rounds sizes up at
// scale 1: glCanvas.Resize).
func near(a, b fyne.Size) bool {
	dw, dh := a.Width-b.Width, a.Height-b.Height
	return dw > -1 && dw < 1 && dh > -1 && dh < 1
}
