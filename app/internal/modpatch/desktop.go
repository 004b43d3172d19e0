package modpatch

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
)

// Desktop is what the desktop app's build carries (make build, deb,
// package, windows, and the end-to-end test's build; not a bare go build
// or go run): Fyne's GLFW driver set a window back to its last known size
// at a theme change and at the tick after any minimum size changed, and
// so undid a resize from outside (a person dragging the window's edge, a
// window manager) that it had not processed yet (app/e2e's
// TestResizeDuringThemeChange; the patch's header).
var Desktop = []Overlay{{
	Module: "fyne.io/fyne/v2",
	Files: []File{{
		File:    "internal/driver/glfw/loop.go",
		Sum:     "744f17cbbc9b72681530d5c9c5207493e5502e6d3168d5198548abaebe09af9b",
		Ours:    "glfw_loop.go.overlay",
		Patches: []string{DesktopDir + "/fyne-glfw-keep-outside-resize.patch"},
	}, {
		File:    "internal/driver/glfw/window_desktop.go",
		Sum:     "38f4d35860bbc8aeb3c6457fb1f67ee98836b084012b955506dcc7a73adc1402",
		Ours:    "glfw_window_desktop.go.overlay",
		Patches: []string{DesktopDir + "/fyne-glfw-keep-outside-resize.patch"},
	}},
}}

// DesktopDir holds Desktop's files and patches, from the module's root.
const DesktopDir = "app/internal/modpatch/desktop"

// DesktopModFile writes the desktop build's go.mod into dir (made if
// need be) and its go.sum beside it: the module's own, at root, with
// Desktop's copies in place of their modules. It returns the go.mod's
// name, for go build -modfile (or GOFLAGS=-modfile=, which reaches the
// go build that go tool fyne build runs).
func DesktopModFile(ctx context.Context, root, dir string) (string, error) {
	root, err := filepath.Abs(root)
	if err != nil {
		return "", err
	}
	name, err := ModFile(root, dir, "desktop", nil)
	if err != nil {
		return "", err
	}
	if err := Apply(ctx, root, name, dir, os.Environ(), filepath.Join(root, DesktopDir), Desktop); err != nil {
		return "", fmt.Errorf("the desktop build's fixes to its dependencies: %w", err)
	}
	return name, nil
}

// ModFile writes the module's go.mod (at root) into dir (made if need be)
// as name.mod, with extra after it, and its go.sum beside it as name.sum,
// for a build with go build -modfile; it returns the go.mod's path.
func ModFile(root, dir, name string, extra []byte) (string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	mod, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err != nil {
		return "", err
	}
	sum, err := os.ReadFile(filepath.Join(root, "go.sum"))
	if err != nil {
		return "", err
	}
	path := filepath.Join(dir, name+".mod")
	if err := os.WriteFile(path, append(mod, extra...), 0o644); err != nil {
		return "", err
	}
	return path, os.WriteFile(filepath.Join(dir, name+".sum"), sum, 0o644)
}
