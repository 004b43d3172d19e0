// Command eightpuzzle opens the 8-puzzle window (on a lesson with
// `eightpuzzle FILE`), or with a subcommand (solve, trace, compare,
// algorithms) works headless for scripts and batches.
// In a browser (GOOS=js) only the window exists: main_js.go.

//go:build !js

package main

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"time"

	"fyne.io/fyne/v2"
	fyneapp "fyne.io/fyne/v2/app"

	"github.com/eightpuzzle/eightpuzzle/app"
	_ "github.com/eightpuzzle/eightpuzzle/app/cleanlocale" // before Fyne's init
	"github.com/eightpuzzle/eightpuzzle/app/cli"
	"github.com/eightpuzzle/eightpuzzle/app/display"
	"github.com/eightpuzzle/eightpuzzle/app/lesson"
	"github.com/eightpuzzle/eightpuzzle/app/trace"
	"github.com/eightpuzzle/eightpuzzle/assets"
	_ "github.com/eightpuzzle/eightpuzzle/solver/pdb" // the pdb heuristic's databases
)

func main() {
	var open *lesson.Lesson // eightpuzzle FILE: the lesson to open
	path, isLesson := cli.LessonArg(os.Args[1:])
	switch {
	case isLesson:
		// read before any window: a missing or damaged file is a message
		// and status 2, not a broken window (started from a double click,
		// there is no console to attach to, and nothing changes)
		cli.AttachConsole()
		l, code := cli.ReadLesson(path, os.Stderr)
		if code != 0 {
			os.Exit(code)
		}
		open = &l
	case len(os.Args) > 1:
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
	w.Session.Closed.Watch(exitIfStuck)
	if open != nil {
		w.Session.ApplyLesson(filepath.Base(path), *open)
	}
	w.ShowAndRun()
}

// quitGrace is how long the window may take to close after the session
// has stopped and saved.
const quitGrace = 5 * time.Second

// exitIfStuck ends the process if it is still running quitGrace after the
// session shut down. Once, in CI under Xvfb, the window was still open 15 s
// after Ctrl+Q: every search and goroutine of ours had stopped and the
// settings were saved, so the wait was in Fyne's close or GLFW's teardown,
// and it did not come back in over a hundred tries. Nothing is left to lose by
// then; a user should not have to kill a window that was told to quit. The
// goroutine dump on stderr says where it was stuck.
func exitIfStuck() {
	time.AfterFunc(quitGrace, func() {
		buf := make([]byte, 1<<20)
		buf = buf[:runtime.Stack(buf, true)]
		fmt.Fprintf(os.Stderr, "eightpuzzle: the window had not closed %v after Quit; exiting. Goroutines:\n%s\n", quitGrace, buf)
		os.Exit(0)
	})
}
