// In a browser there are no arguments, environment or terminal: the page
// is the window alone, and leaving out the command line and the trace
// keeps the download small.

//go:build js

package main

import (
	fyneapp "fyne.io/fyne/v2/app"

	"github.com/eightpuzzle/eightpuzzle/app"
	"github.com/eightpuzzle/eightpuzzle/assets"
	_ "github.com/eightpuzzle/eightpuzzle/solver/pdb" // the pdb heuristic's databases
)

func main() {
	a := fyneapp.NewWithID(app.ID)
	a.SetIcon(assets.Icon)
	app.New(a).ShowAndRun()
}
