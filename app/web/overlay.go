package web

import (
	"context"
	"path/filepath"

	"github.com/eightpuzzle/eightpuzzle/app/internal/modpatch"
)

// overlays are the browser build's fixes to its dependencies (modpatch: a
// copy of each module with our files, overlay/, in place of its own, for
// as long as the dependency lacks them). gl-js turns each slice that
// Fyne's painter hands to WebGL (every object's vertices, at every frame)
// into a typed array in seven crossings to JavaScript and six new values;
// ours copies it into a scratch buffer in one (see the file's comment). Fyne
// recolours its themed icons at every refresh; ours once. Fyne waits for
// the GPU to compile each of its shader programs as it makes them; ours
// checks each at its first use.
var overlays = []modpatch.Overlay{{
	Module: "github.com/fyne-io/gl-js",
	Files: []modpatch.File{{
		File:    "gl_webgl_convertions_wasm.go",
		Sum:     "516be9862cb1a7e04c3e0928e2e1a4b1dc1f5c9af88ad1e1297e84b0a64d8a11",
		Ours:    "gl_webgl_convertions_wasm.go.overlay",
		Patches: []string{"app/web/upstream/gl-js-typed-array-scratch.patch"},
	}},
}, {
	Module: "fyne.io/fyne/v2",
	Files: []modpatch.File{{
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

// applyOverlays applies overlays (modpatch.Apply, ours in overlay/) to
// the browser build's go.mod, modFile.
func applyOverlays(ctx context.Context, root, modFile, tmp string, env []string) error {
	return modpatch.Apply(ctx, root, modFile, tmp, env, filepath.Join(root, overlayDir), overlays)
}

// overlayDir holds overlays' files, from the module's root.
const overlayDir = "app/web/overlay"
