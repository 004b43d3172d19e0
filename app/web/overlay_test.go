package web

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The overlays apply to the dependencies the build resolves: each file
// replaced is the one ours was written against, and the copy of its
// module holds ours in its place, with the build's go.mod pointing there.
func TestOverlaysApply(t *testing.T) {
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	tmp := t.TempDir()
	modFile, err := webModFile(root, tmp)
	if err != nil {
		t.Fatal(err)
	}
	env := append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
	if err := applyOverlays(context.Background(), root, modFile, tmp, env); err != nil {
		t.Fatal(err)
	}
	mod, err := os.ReadFile(modFile)
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range overlays {
		to := filepath.Join(tmp, "overlay", filepath.FromSlash(o.Module))
		if !strings.Contains(string(mod), "replace "+o.Module+" => "+to) {
			t.Errorf("the build's go.mod does not replace %s with its copy:\n%s", o.Module, mod)
		}
		got, err := os.ReadFile(filepath.Join(to, o.File))
		if err != nil {
			t.Fatal(err)
		}
		want, err := os.ReadFile(filepath.Join("overlay", o.Ours))
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != string(want) {
			t.Errorf("the copy of %s holds its own %s, not overlay/%s", o.Module, o.File, o.Ours)
		}
	}
}
