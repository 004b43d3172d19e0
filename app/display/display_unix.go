//go:build (linux || freebsd || openbsd || netbsd || dragonfly) && !wasm && cgo

package display

import (
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/go-gl/glfw/v3.4/glfw"
)

// envCheck: on these systems a window needs an X11 or a Wayland display.
func envCheck(getenv func(string) string) error {
	if getenv("DISPLAY") == "" && getenv("WAYLAND_DISPLAY") == "" {
		return errors.New("no display (neither DISPLAY nor WAYLAND_DISPLAY is set)")
	}
	return nil
}

// glCheck connects to the display and makes a hidden window with the
// OpenGL context Fyne asks for (2.1), then lets it all go for Fyne to make
// its own. It runs on the main thread, as GLFW needs: Fyne's driver locks
// the main goroutine to it when it is initialised, before main runs.
func glCheck() error {
	if os.Getenv("WAYLAND_DISPLAY") == "" {
		// X11 only: probing for Wayland without one makes libwayland print
		// a line of its own
		glfw.InitHint(glfw.PlatformHint, int(glfw.PlatformX11))
	}
	if err := glfw.Init(); err != nil {
		return fmt.Errorf("cannot connect to the display (%s)", glfwText(err))
	}
	defer glfw.Terminate()
	glfw.WindowHint(glfw.Visible, glfw.False)
	glfw.WindowHint(glfw.ContextVersionMajor, 2)
	glfw.WindowHint(glfw.ContextVersionMinor, 1)
	w, err := glfw.CreateWindow(1, 1, "eightpuzzle", nil, nil)
	if err != nil {
		return fmt.Errorf("no OpenGL on the display (%s)", glfwText(err))
	}
	w.Destroy()
	glfw.DefaultWindowHints()
	return nil
}

// glfwText keeps GLFW's own words, on one line.
func glfwText(err error) string {
	return strings.Join(strings.Fields(err.Error()), " ")
}
