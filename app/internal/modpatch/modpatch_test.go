package modpatch

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// root is the module's root, from this package's folder.
var root, _ = filepath.Abs(filepath.Join("..", "..", ".."))

// The desktop build's go.mod replaces Fyne with a copy that holds our
// files, and a second build uses the same copy (Go's build cache knows
// its packages, and its cgo is not compiled again).
func TestDesktopModFile(t *testing.T) {
	ctx := context.Background()
	name, err := DesktopModFile(ctx, root, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	mod := readText(t, name)
	if _, err := os.Stat(strings.TrimSuffix(name, ".mod") + ".sum"); err != nil {
		t.Errorf("no go.sum beside the build's go.mod: %v", err)
	}
	for _, o := range Desktop {
		_, to, ok := strings.Cut(mod, "replace "+o.Module+" => ")
		if !ok {
			t.Fatalf("the build's go.mod does not replace %s with its copy:\n%s", o.Module, mod)
		}
		to, _, _ = strings.Cut(to, "\n")
		for _, of := range o.Files {
			if readText(t, filepath.Join(to, of.File)) != readText(t, filepath.Join(root, DesktopDir, of.Ours)) {
				t.Errorf("the copy of %s holds its own %s, not %s", o.Module, of.File, of.Ours)
			}
		}
	}
	name2, err := DesktopModFile(ctx, root, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if replaces(readText(t, name2)) != replaces(mod) {
		t.Errorf("a second build's go.mod replaces otherwise:\n%s\nthen\n%s", replaces(mod), replaces(readText(t, name2)))
	}
}

// replaces is a go.mod's replace directives.
func replaces(mod string) string {
	var b strings.Builder
	for line := range strings.Lines(mod) {
		if strings.HasPrefix(line, "replace ") {
			b.WriteString(line)
		}
	}
	return b.String()
}

// Desktop's files are its patches applied to Fyne, comments aside.
func TestDesktopMatchesPatches(t *testing.T) {
	wrong, err := Check(context.Background(), root, filepath.Join(root, "go.mod"), os.Environ(), filepath.Join(root, DesktopDir), Desktop)
	if errors.Is(err, exec.ErrNotFound) {
		t.Skip("skipped: git applies the patches, and there is none")
	}
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range wrong {
		t.Error(w)
	}
}

// Check tells a file of ours that its patches do not make, and Apply
// stops on a module file that is not the one ours was written against.
func TestCheckAndApplyRefuse(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	for _, of := range Desktop[0].Files {
		data := strings.Replace(readText(t, filepath.Join(root, DesktopDir, of.Ours)), "w.shouldExpand = false", "w.shouldExpand = true", 1)
		if err := os.WriteFile(filepath.Join(dir, of.Ours), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	wrong, err := Check(ctx, root, filepath.Join(root, "go.mod"), os.Environ(), dir, Desktop)
	if errors.Is(err, exec.ErrNotFound) {
		t.Skip("skipped: git applies the patches, and there is none")
	}
	if err != nil {
		t.Fatal(err)
	}
	if len(wrong) != 1 || !strings.Contains(wrong[0], "glfw_loop.go.overlay") {
		t.Errorf("a changed glfw_loop.go.overlay: Check says %q", wrong)
	}

	other := []Overlay{{Module: Desktop[0].Module, Files: []File{Desktop[0].Files[0]}}}
	other[0].Files[0].Sum = strings.Repeat("0", 64)
	tmp := t.TempDir()
	modFile := filepath.Join(tmp, "go.mod")
	if err := os.WriteFile(modFile, []byte(readText(t, filepath.Join(root, "go.mod"))), 0o644); err != nil {
		t.Fatal(err)
	}
	err = Apply(ctx, root, modFile, tmp, os.Environ(), filepath.Join(root, DesktopDir), other)
	if err == nil || !strings.Contains(err.Error(), "loop.go is not the file that") {
		t.Errorf("a module file of another sum: Apply says %v", err)
	}
}

// readText is the file at path, as text.
func readText(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}
