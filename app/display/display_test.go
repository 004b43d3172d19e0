//go:build (linux || freebsd || openbsd || netbsd || dragonfly) && !wasm && cgo

package display

import (
	"errors"
	"strings"
	"testing"
)

// Without DISPLAY and WAYLAND_DISPLAY the window cannot open, and the
// message says why and where to go instead. (The OpenGL probe needs a
// display; it is checked by hand with Xvfb -extension GLX.)
func TestEnvCheck(t *testing.T) {
	env := func(vars map[string]string) func(string) string {
		return func(k string) string { return vars[k] }
	}
	if err := envCheck(env(nil)); err == nil || !strings.Contains(err.Error(), "neither DISPLAY nor WAYLAND_DISPLAY") {
		t.Errorf("no display: %v", err)
	}
	for _, vars := range []map[string]string{{"DISPLAY": ":0"}, {"WAYLAND_DISPLAY": "wayland-0"}} {
		if err := envCheck(env(vars)); err != nil {
			t.Errorf("%v: %v", vars, err)
		}
	}
	e := &noWindow{errors.New("no display (neither DISPLAY nor WAYLAND_DISPLAY is set)")}
	msg := e.Error()
	if !errors.Is(e, ErrNoWindow) || strings.Contains(msg, "\n") || !strings.Contains(msg, "eightpuzzle solve") {
		t.Errorf("message %q: want one line pointing at the subcommands", msg)
	}
}
