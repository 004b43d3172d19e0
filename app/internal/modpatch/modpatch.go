// Package modpatch builds the app with fixes of ours to its dependencies,
// in the form they would go upstream, for as long as the dependencies lack
// them: a copy of the module with our files in place of its own, and a
// go.mod for the build (go build -modfile) that points at the copy. (go
// build -overlay may not replace files of the module cache.) The browser
// build carries its own (app/web/overlay.go); the desktop build carries
// Desktop (desktop.go).
package modpatch

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// An Overlay is files of a dependency, Module, that a build compiles from
// ours instead.
type Overlay struct {
	Module string
	Files  []File
}

// A File is one file of an overlay: File in the module, Ours in the
// build's folder of overlays. Sum is the SHA-256 of the file ours
// replaces: a new version of the dependency stops the build, to be
// compared with ours, rather than lose its own changes without a word.
//
// Patches are the changes as they would go upstream (paths in the
// module's repository; the patch files' paths in ours), in the order
// they apply: Check tests that they make the module's file into ours,
// comments aside. A patch may change other files of the module too.
type File struct {
	File, Sum, Ours string
	Patches         []string
}

// Apply copies each module of overlays with our files (found in dir) in
// place of its own, and appends a replace directive for it to the build's
// go.mod, modFile; env is the build's environment (its GOOS and GOARCH).
// The copy is kept (in eightpuzzle/overlay under the user's cache, or
// under tmp when there is none) and used again while the module and our
// files are the same: Go's build cache then knows its packages (compiling
// Fyne's anew took 35 s of every browser build, and the desktop's compiles
// GLFW's C), and the page built from the same sources is the same page,
// down to its version (the wasm names the copy's folder).
func Apply(ctx context.Context, root, modFile, tmp string, env []string, dir string, overlays []Overlay) error {
	for _, o := range overlays {
		from, err := ModuleDir(ctx, root, modFile, env, o.Module)
		if err != nil {
			return err
		}
		ours := map[string][]byte{} // by o's file
		for _, of := range o.Files {
			path := filepath.Join(dir, of.Ours)
			if data, err := os.ReadFile(filepath.Join(from, of.File)); err != nil {
				return err
			} else if sum := sha256.Sum256(data); hex.EncodeToString(sum[:]) != of.Sum {
				return fmt.Errorf("%s is not the file that %s replaces (a new version of %s?): compare the two, then update or drop the overlay",
					filepath.Join(from, of.File), path, o.Module)
			}
			data, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			ours[of.File] = data
		}
		to, err := overlayCopy(tmp, from, o, ours)
		if err != nil {
			return err
		}
		f, err := os.OpenFile(modFile, os.O_APPEND|os.O_WRONLY, 0)
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(f, "\n// ours in place of its files (%s)\nreplace %s => %s\n", dir, o.Module, to)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// ModuleDir is the folder of module, as the build's go.mod (modFile)
// resolves it, in the module cache: downloaded first if it is not there
// yet (a module only the browser build needs is not fetched by the
// desktop build, and a fresh machine has none: go list -m gives no
// folder then).
func ModuleDir(ctx context.Context, root, modFile string, env []string, module string) (string, error) {
	cmd := exec.CommandContext(ctx, "go", "list", "-modfile", modFile, "-m", "-f", "{{.Dir}}", module)
	cmd.Dir, cmd.Env = root, env
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("finding %s for its overlay: %v", module, err)
	}
	if dir := strings.TrimSpace(string(out)); dir != "" {
		return dir, nil
	}
	dl := exec.CommandContext(ctx, "go", "mod", "download", "-modfile", modFile, "-json", module)
	dl.Dir, dl.Env = root, env
	out, err = dl.Output()
	if err != nil {
		return "", fmt.Errorf("downloading %s for its overlay: %v", module, err)
	}
	var m struct{ Dir, Error string }
	if err := json.Unmarshal(out, &m); err != nil || m.Dir == "" {
		return "", fmt.Errorf("downloading %s for its overlay: %v%s", module, err, m.Error)
	}
	return m.Dir, nil
}

// overlayCopy is a folder holding module o (found in from) with ours in
// place of its files: the one kept from an earlier build when there is
// one, else a new one, made beside it under another name and renamed
// into place when whole (a build stopped half-way leaves no half copy in
// use, and of two builds at once one copy wins, the other is removed).
func overlayCopy(tmp, from string, o Overlay, ours map[string][]byte) (string, error) {
	base := filepath.Join(tmp, "overlay")
	if cache, err := os.UserCacheDir(); err == nil {
		base = filepath.Join(cache, "eightpuzzle", "overlay")
	}
	h := sha256.New()
	h.Write([]byte(from))
	for _, of := range o.Files {
		h.Write([]byte("\x00" + of.File + "\x00"))
		h.Write(ours[of.File])
	}
	to := filepath.Join(base, strings.ReplaceAll(o.Module, "/", "_")+"-"+hex.EncodeToString(h.Sum(nil)[:6]))
	if _, err := os.Stat(to); err == nil {
		return to, nil
	}
	if err := os.MkdirAll(base, 0o755); err != nil {
		return "", err
	}
	part, err := os.MkdirTemp(base, "part-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(part) // gone once renamed; else what is left of it
	mod := filepath.Join(part, "m")
	if err := os.CopyFS(mod, os.DirFS(from)); err != nil {
		return "", fmt.Errorf("copying %s for its overlay: %v", o.Module, err)
	}
	for _, of := range o.Files {
		if err := os.WriteFile(filepath.Join(mod, filepath.FromSlash(of.File)), ours[of.File], 0o644); err != nil {
			return "", err
		}
	}
	if err := os.Rename(mod, to); err != nil {
		if _, serr := os.Stat(to); serr == nil {
			return to, nil // another build's copy, made meanwhile
		}
		return "", err
	}
	return to, nil
}
