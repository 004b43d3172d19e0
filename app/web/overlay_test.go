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
	// a second build uses the same copies: the same page from the same
	// sources, and Go's build cache knows their packages
	tmp2 := t.TempDir()
	modFile2, err := webModFile(root, tmp2)
	if err != nil {
		t.Fatal(err)
	}
	if err := applyOverlays(context.Background(), root, modFile2, tmp2, env); err != nil {
		t.Fatal(err)
	}
	if mod2, err := os.ReadFile(modFile2); err != nil {
		t.Fatal(err)
	} else if string(mod2) != string(mod) {
		t.Errorf("a second build's go.mod differs from the first's:\n%s\nthen\n%s", mod, mod2)
	}
	for _, o := range overlays {
		_, to, ok := strings.Cut(string(mod), "replace "+o.Module+" => ")
		if !ok {
			t.Fatalf("the build's go.mod does not replace %s with its copy:\n%s", o.Module, mod)
		}
		to, _, _ = strings.Cut(to, "\n")
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
