package web

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

// An overlay is files of a dependency that the browser build compiles
// from overlay/ instead: fixes of ours, in the form they would go
// upstream, for as long as the dependency lacks them. The build copies
// the module from the module cache, puts ours in place of its files and
// points the build's go.mod at the copy (go build -overlay may not
// replace files of the module cache).
type overlay struct {
	Module string
	Files  []overlayFile
}

// An overlayFile is one file of an overlay: File in the module, Ours in
// overlay/. Sum is the SHA-256 of the file ours replaces: a new version
// of the dependency stops the build, to be compared with ours, rather
// than lose its own changes without a word.
//
// Patches are the changes as they would go upstream (paths in the
// repository), in the order they apply: TestOverlaysMatchPatches checks
// that they make the module's file into ours, comments aside. A patch may
// change other files of the module too.
type overlayFile struct {
	File, Sum, Ours string
	Patches         []string
}

// overlays are the browser build's. gl-js turns each slice that Fyne's
// painter hands to WebGL (every object's vertices, at every frame) into a
// typed array in seven crossings to JavaScript and six new values; ours
// copies it into a scratch buffer in one (see the file's comment). Fyne
// recolours its themed icons at every refresh; ours once. Fyne waits for
// the GPU to compile each of its shader programs as it makes them; ours
// checks each at its first use.
var overlays = []overlay{{
	Module: "github.com/fyne-io/gl-js",
	Files: []overlayFile{{
		File:    "gl_webgl_convertions_wasm.go",
		Sum:     "516be9862cb1a7e04c3e0928e2e1a4b1dc1f5c9af88ad1e1297e84b0a64d8a11",
		Ours:    "gl_webgl_convertions_wasm.go.overlay",
		Patches: []string{"app/web/upstream/gl-js-typed-array-scratch.patch"},
	}},
}, {
	Module: "fyne.io/fyne/v2",
	Files: []overlayFile{{
		// Fyne recolours a themed icon's SVG at every Refresh of its
		// image: ours once per source and colour (the file's comment)
		File:    "theme/icons.go",
		Sum:     "248ebf73a2516c70fda9726161265e9285d331f73682830fe5dc38d32d483071",
		Ours:    "theme_icons.go.overlay",
		Patches: []string{"app/internal/download/upstream/fyne-theme-colorize-once.patch"},
	}, {
		// Fyne asks the GPU for each shader's and program's status as it
		// makes them, which waits for the compile: ours at a program's
		// first use (the file's comment)
		File:    "internal/painter/gl/painter.go",
		Sum:     "0e5d081ecf534be738e2f2bdfe9ad33a1780535e700b67e85c23e7364af1928c",
		Ours:    "painter_gl_painter.go.overlay",
		Patches: []string{"app/web/upstream/fyne-gl-link-at-first-use.patch", "app/web/upstream/fyne-gl-text-in-frames.patch"},
	}, {
		// A frame makes a texture for each string new to it: ours leaves
		// those past a budget of time to the next frame (the file's
		// comment)
		File:    "internal/painter/gl/texture.go",
		Sum:     "7991cac5bece2d8f228ed83d1ac99f54b89fd8789e7c972bc880c59d24b55655",
		Ours:    "painter_gl_texture.go.overlay",
		Patches: []string{"app/web/upstream/fyne-gl-text-in-frames.patch"},
	}},
}}

// applyOverlays copies each module of overlays with our file in place of
// its own, and appends a replace directive for it to the build's go.mod,
// modFile. The copy is kept (overlayDir, under the user's cache, or tmp
// when there is none) and used again while the module and our file are
// the same: Go's build cache then knows its packages (compiling Fyne's
// anew took 35 s of every build), and the page built from the same
// sources is the same page, down to its version (the wasm names the
// copy's folder).
func applyOverlays(ctx context.Context, root, modFile, tmp string, env []string) error {
	for _, o := range overlays {
		from, err := moduleDir(ctx, root, modFile, env, o.Module)
		if err != nil {
			return err
		}
		ours := map[string][]byte{} // by o's file
		for _, of := range o.Files {
			path := filepath.Join(root, "app", "web", "overlay", of.Ours)
			if data, err := os.ReadFile(filepath.Join(from, of.File)); err != nil {
				return err
			} else if sum := sha256.Sum256(data); hex.EncodeToString(sum[:]) != of.Sum {
				return fmt.Errorf("%s is not the file that %s replaces (a new version of %s?): compare the two, then update or drop the overlay (app/web/overlay.go)",
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
		_, err = fmt.Fprintf(f, "\n// app/web/overlay.go\nreplace %s => %s\n", o.Module, to)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// moduleDir is the folder of module, as the build's go.mod (modFile)
// resolves it, in the module cache: downloaded first if it is not there
// yet (a module only the browser build needs is not fetched by the
// desktop build, and a fresh machine has none: go list -m gives no
// folder then).
func moduleDir(ctx context.Context, root, modFile string, env []string, module string) (string, error) {
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
func overlayCopy(tmp, from string, o overlay, ours map[string][]byte) (string, error) {
	base := filepath.Join(tmp, "overlay")
	if cache, err := os.UserCacheDir(); err == nil {
		base = filepath.Join(cache, "eightpuzzle", "web-overlay")
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
