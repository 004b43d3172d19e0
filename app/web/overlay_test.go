package web

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
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
			got, err := os.ReadFile(filepath.Join(to, of.File))
			if err != nil {
				t.Fatal(err)
			}
			want, err := os.ReadFile(filepath.Join("overlay", of.Ours))
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != string(want) {
				t.Errorf("the copy of %s holds its own %s, not overlay/%s", o.Module, of.File, of.Ours)
			}
		}
	}
}

// TestOverlaysMatchPatches checks each overlay file against the patch we
// would send upstream: the patch, applied to the module's own file, gives
// ours, comments and blank lines aside (ours says where it comes from).
func TestOverlaysMatchPatches(t *testing.T) {
	git, err := exec.LookPath("git")
	if err != nil {
		t.Skip("skipped: git applies the patches, and there is none")
	}
	root, _, modFile, env := webBuildFiles(t)
	for _, o := range overlays {
		dl := exec.Command("go", "mod", "download", "-modfile", modFile, "-json", o.Module)
		dl.Dir, dl.Env = root, env
		out, err := dl.Output()
		if err != nil {
			t.Fatalf("go mod download %s: %v", o.Module, err)
		}
		var m struct{ Dir string }
		if err := json.Unmarshal(out, &m); err != nil || m.Dir == "" {
			t.Fatalf("go mod download %s: %v (%s)", o.Module, err, out)
		}
		for _, of := range o.Files {
			if of.Patch == "" {
				continue
			}
			work := t.TempDir()
			if err := os.MkdirAll(filepath.Join(work, filepath.Dir(of.File)), 0o755); err != nil {
				t.Fatal(err)
			}
			copyFile(t, filepath.Join(m.Dir, of.File), filepath.Join(work, of.File))
			apply := exec.Command(git, "apply", filepath.Join(root, of.Patch))
			apply.Dir = work
			if out, err := apply.CombinedOutput(); err != nil {
				t.Errorf("%s does not apply to %s's %s: %v\n%s", of.Patch, o.Module, of.File, err, out)
				continue
			}
			patched, err := os.ReadFile(filepath.Join(work, of.File))
			if err != nil {
				t.Fatal(err)
			}
			ours, err := os.ReadFile(filepath.Join("overlay", of.Ours))
			if err != nil {
				t.Fatal(err)
			}
			if a, b := code(string(patched)), code(string(ours)); a != b {
				t.Errorf("%s applied to %s is not overlay/%s, comments aside:\n%s", of.Patch, of.File, of.Ours, firstDifference(a, b))
			}
		}
	}
}

// code is a Go file without its comment lines and blank lines.
func code(src string) string {
	var b strings.Builder
	for line := range strings.Lines(src) {
		if l := strings.TrimSpace(line); l == "" || strings.HasPrefix(l, "//") {
			continue
		}
		b.WriteString(line)
	}
	return b.String()
}

// firstDifference shows the first line where a and b differ.
func firstDifference(a, b string) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := range min(len(al), len(bl)) {
		if al[i] != bl[i] {
			return "patched: " + al[i] + "\nours:    " + bl[i]
		}
	}
	return "one is longer"
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
