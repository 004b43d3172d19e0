// In a browser there are no arguments, environment or terminal: the page
// is the window alone, and leaving out the command line and the trace
// keeps the download small.

//go:build js

package main

import (
	"sync"
	"syscall/js"
	"time"

	"fyne.io/fyne/v2"
	fyneapp "fyne.io/fyne/v2/app"

	"github.com/eightpuzzle/eightpuzzle/app"
	"github.com/eightpuzzle/eightpuzzle/assets"
	"github.com/eightpuzzle/eightpuzzle/solver"
	_ "github.com/eightpuzzle/eightpuzzle/solver/pdb" // the pdb heuristic's databases
)

func main() {
	// Go's start, timed in the page (beside index.html's marks, for the
	// browser test's log): main begins once the runtime and every
	// package's init have run; the app, then the window, are built (the
	// window shown, empty, as soon as it is made: app.NewShownEarly); the
	// first frame follows a.Run. Go holds the page's one thread until
	// it yields: each phase is a task of its own, and the loading screen
	// shows how far the start has come between them (the window's build
	// yields between its own steps too: app/window.go's step).
	phase("eightpuzzle-main", 0.1)
	a := fyneapp.NewWithID(app.ID)
	a.SetIcon(assets.Icon)
	phase("eightpuzzle-app", 0.25)
	app.NewShownEarly(a)
	phase("eightpuzzle-window-built", 0.9)
	frameTurns()
	a.Run()
}

// frameTurns gives the page a turn before each of Fyne's frames once Go
// has held the thread for a slice (solver.Yield). Go runs every goroutine
// ready to run before the page gets its thread back, and Fyne's loop
// draws a frame whenever its 60 Hz ticker is due: a frame, a slice of a
// search or of the state-space map's layout, and the next frame were one
// task of 171 ms in the Race tab's first show. Fyne ticks its animations
// on its goroutine just before it draws: an animation that never ends and
// draws nothing is the turn. (app.New's functions for the UI goroutine
// are followed by one too: withTurns.)
func frameTurns() {
	a := fyne.NewAnimation(time.Second, func(float32) { solver.Yield() })
	a.RepeatCount = fyne.AnimationRepeatForever
	a.Curve = fyne.AnimationLinear
	a.Start()
}

// phase sets a performance mark in the page, shows done (0 to 1) on the
// loading screen's bar, and waits until the page has painted it.
func phase(name string, done float64) {
	doc := js.Global().Get("document")
	if p := js.Global().Get("performance"); p.Truthy() && p.Get("mark").Truthy() {
		p.Call("mark", name)
	}
	if bar := doc.Call("getElementById", "progress"); bar.Truthy() {
		bar.Set("value", done)
		bar.Set("hidden", false)
	}
	painted()
}

// painted waits for the page's next frame to be painted: a frame's
// callback, then a task after it (the paint comes between); or for
// hidden's ms, as a page in a background tab paints no frames.
func painted() {
	raf, timeout := js.Global().Get("requestAnimationFrame"), js.Global().Get("setTimeout")
	if raf.Type() != js.TypeFunction || timeout.Type() != js.TypeFunction {
		return
	}
	done := make(chan struct{})
	var once sync.Once
	after := js.FuncOf(func(js.Value, []js.Value) any {
		once.Do(func() { close(done) })
		return nil
	})
	frame := js.FuncOf(func(js.Value, []js.Value) any {
		timeout.Invoke(after, 0)
		return nil
	})
	raf.Invoke(frame)
	timeout.Invoke(after, hidden)
	<-done
	// not released: the other callback may still come (three phases, six
	// small functions kept)
}

// hidden bounds painted's wait, in ms.
const hidden = 100
