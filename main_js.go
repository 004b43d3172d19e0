// In a browser there are no arguments, environment or terminal: the page
// is the window alone, and leaving out the command line and the trace
// keeps the download small.

//go:build js

package main

import (
	"syscall/js"

	fyneapp "fyne.io/fyne/v2/app"

	"github.com/eightpuzzle/eightpuzzle/app"
	"github.com/eightpuzzle/eightpuzzle/assets"
	_ "github.com/eightpuzzle/eightpuzzle/solver/pdb" // the pdb heuristic's databases
)

func main() {
	// Go's start, timed in the page (beside index.html's marks, for the
	// browser test's log): main begins once the runtime and every
	// package's init have run; the app, then the window, are built; the
	// first frame follows ShowAndRun.
	mark("eightpuzzle-main")
	a := fyneapp.NewWithID(app.ID)
	a.SetIcon(assets.Icon)
	mark("eightpuzzle-app")
	w := app.New(a)
	mark("eightpuzzle-window-built")
	w.ShowAndRun()
}

// mark sets a performance mark in the page.
func mark(name string) {
	if p := js.Global().Get("performance"); p.Truthy() && p.Get("mark").Truthy() {
		p.Call("mark", name)
	}
}
