// Package display says, before the window is made, whether it can be: the
// desktop needs a display to connect to and OpenGL on it. Without them
// Fyne's driver gives no message a person can act on (a GLFW panic and a
// stack trace without a display, a hang without OpenGL), so main asks
// here first and prints one line instead.
package display

import (
	"errors"
	"os"
)

// ErrNoWindow wraps every reason Check gives.
var ErrNoWindow = errors.New("the window cannot open")

// Check returns nil when the window can open, or an error that says why
// not and points at the command line, which needs no display.
func Check() error {
	err := envCheck(os.Getenv)
	if err == nil {
		err = glCheck()
	}
	if err != nil {
		return &noWindow{err}
	}
	return nil
}

type noWindow struct{ why error }

func (e *noWindow) Error() string {
	return ErrNoWindow.Error() + ": " + e.why.Error() +
		"; without a window, use the command line: eightpuzzle solve, compare or algorithms (eightpuzzle help)"
}

func (e *noWindow) Unwrap() []error { return []error{ErrNoWindow, e.why} }
