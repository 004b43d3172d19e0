// Command eightpuzzle opens the 8-puzzle window, or with a subcommand
// (solve, trace, compare, algorithms) works headless for scripts and batches.
// In a browser (GOOS=js) only the window exists: main_js.go.

//go:build !js

package main

import (
	"fmt"
	"os"

	"fyne.io/fyne/v2"
	fyneapp "fyne.io/fyne/v2/app"

	"github.com/eightpuzzle/eightpuzzle/app"
	_ "github.com/eightpuzzle/eightpuzzle/app/cleanlocale" // before Fyne's init
	"github.com/eightpuzzle/eightpuzzle/app/cli"
	"github.com/eightpuzzle/eightpuzzle/app/display"
	"github.com/eightpuzzle/eightpuzzle/app/trace"
	"github.com/eightpuzzle/eightpuzzle/assets"
	_ "github.com/eightpuzzle/eightpuzzle/solver/pdb" // the pdb heuristic's databases
)

func main() {
	if len(os.Args) > 1 {
		cli.AttachConsole() // a Windows GUI program has none of its own
		os.Exit(cli.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
	}
	if err := display.Check(); err != nil { // one line, not Fyne's panic or hang
		fmt.Fprintln(os.Stderr, "eightpuzzle:", err)
		os.Exit(1)
	}
	a := fyneapp.NewWithID(app.ID)
	a.SetIcon(assets.Icon)
	// Only when EIGHTPUZZLE_TRACE is set: trace.Do times the session's
	// calls on the UI goroutine (else it is fyne.Do itself), Start writes.
	w := app.NewWindow(a, trace.Do(fyne.Do))
	trace.Start(w.Session, w, fyne.Do)
	w.ShowAndRun()
}
