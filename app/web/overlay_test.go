package web

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/app/internal/modpatch"
)

// The overlays apply to the dependencies the build resolves: each file
// replaced is the one ours was written against, and the copy of its
// module holds ours in its place, with the build's go.mod pointing there.
func TestOverlaysApply(t *testing.T) {
	root, tmp, modFile, env := webBuildFiles(t)
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
		for _, of := range o.Files {
			if readText(t, filepath.Join(to, of.File)) != readText(t, filepath.Join("overlay", of.Ours)) {
				t.Errorf("the copy of %s holds its own %s, not overlay/%s", o.Module, of.File, of.Ours)
			}
		}
	}
}

// TestOverlaysMatchPatches checks each overlay file against the patch we
// would send upstream: the patch, applied to the module's own file, gives
// ours, comments and blank lines aside (ours says where it comes from).
func TestOverlaysMatchPatches(t *testing.T) {
	root, _, modFile, env := webBuildFiles(t)
	wrong, err := modpatch.Check(context.Background(), root, modFile, env, filepath.Join(root, overlayDir), overlays)
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

// readText is the file at path, as text.
func readText(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// webBuildFiles are what the browser build starts from: the repository's
// root, a temporary folder, the build's go.mod in it and its environment.
func webBuildFiles(t *testing.T) (root, tmp, modFile string, env []string) {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	tmp = t.TempDir()
	modFile, err = webModFile(root, tmp)
	if err != nil {
		t.Fatal(err)
	}
	return root, tmp, modFile, append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
}
