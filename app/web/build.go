package web

import (
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/eightpuzzle/eightpuzzle/app/internal/modpatch"
)

// The files of the page besides index.html (embedded above): the web app
// manifest, which lets a browser install the page as an app, and the
// service worker, which keeps the page's files for use offline.
var (
	//go:embed manifest.webmanifest
	manifest []byte
	//go:embed sw.js
	serviceWorker []byte
)

// MaxCompressed is the most the page may weigh as sent to a browser that
// accepts brotli, in bytes: what a student waits for on a first visit.
const MaxCompressed = 8_000_000

// Tags are the build tags of the browser build: release drops Fyne's
// debug code, no_emoji a 4 MB emoji font the app never shows,
// migrated_fynedo the thread checks only development needs.
const Tags = "no_emoji,migrated_fynedo,release"

// Sizes is what Build measured, written as sizes.json beside the page.
type Sizes struct {
	Version string `json:"version"`
	// Files are the page's files, each with its size raw, gzipped and
	// brotli-compressed, in bytes.
	Files map[string]Size `json:"files"`
	Total Size            `json:"total"`
}

// Size is a file's size in bytes as stored and as sent compressed.
type Size struct {
	Raw    int64 `json:"raw"`
	Gzip   int64 `json:"gzip"`
	Brotli int64 `json:"brotli"`
}

// KeepNames has Build keep the wasm's function names (its name section,
// about 1.2 MB): a CPU profile of the page then names Go's functions
// (TestBrowserWaits -profile). Never for a page to be served.
var KeepNames bool

// Build writes the browser version of the app into dir: the wasm (built
// from the module at root the way `go tool fyne build -os wasm --release`
// would, with the stand-in chart fonts of app/web/fonts and the files of
// dependencies that app/web/overlay replaces: overlay.go), index.html,
// Go's wasm_exec.js, the icon, the manifest and the service worker, each
// with a gzipped and a brotli copy beside it, and sizes.json. The page's
// version, a hash of its files, goes into index.html and the service
// worker, so that a browser that has the page cached fetches the new
// one. It fails when the page weighs over MaxCompressed as brotli.
func Build(ctx context.Context, root, dir string) (Sizes, error) {
	var sizes Sizes
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return sizes, err
	}
	if _, err := exec.LookPath("brotli"); err != nil {
		return sizes, fmt.Errorf("brotli not found (make web-deps installs it): %v", err)
	}
	env := append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
	tmp, err := os.MkdirTemp("", "eightpuzzle-web-build-")
	if err != nil {
		return sizes, err
	}
	defer os.RemoveAll(tmp)
	modFile, err := webModFile(root, tmp)
	if err != nil {
		return sizes, err
	}
	if err := applyOverlays(ctx, root, modFile, tmp, env); err != nil {
		return sizes, err
	}
	wasm := filepath.Join(dir, "eightpuzzle.wasm")
	ldflags := "-s -w"
	if KeepNames {
		ldflags = "-w"
	}
	cmd := exec.CommandContext(ctx, "go", "build", "-tags", Tags, "-trimpath", "-ldflags", ldflags,
		"-modfile", modFile, "-o", wasm, ".")
	cmd.Dir, cmd.Env = root, env
	if out, err := cmd.CombinedOutput(); err != nil {
		return sizes, fmt.Errorf("building the wasm: %v\n%s", err, out)
	}
	goroot, err := exec.CommandContext(ctx, "go", "env", "GOROOT").Output()
	if err != nil {
		return sizes, fmt.Errorf("go env GOROOT: %v", err)
	}
	files := map[string][]byte{"manifest.webmanifest": manifest}
	for name, from := range map[string]string{
		"eightpuzzle.wasm": wasm,
		"wasm_exec.js":     filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec.js"),
		"icon.png":         filepath.Join(root, "assets", "icon.png"),
	} {
		if files[name], err = os.ReadFile(from); err != nil {
			return sizes, err
		}
	}

	// The version: a hash of everything the page is made of.
	h := sha256.New()
	for _, b := range [][]byte{IndexHTML, serviceWorker, files["eightpuzzle.wasm"], files["wasm_exec.js"], manifest, files["icon.png"]} {
		fmt.Fprintf(h, "%d:", len(b))
		h.Write(b)
	}
	sizes.Version = hex.EncodeToString(h.Sum(nil))[:16]
	files["index.html"] = bytes.NewBufferString(strings.NewReplacer(
		"{{VERSION}}", sizes.Version,
		"{{WASM_SIZE}}", strconv.Itoa(len(files["eightpuzzle.wasm"])),
	).Replace(string(IndexHTML))).Bytes()
	files["sw.js"] = []byte(strings.ReplaceAll(string(serviceWorker), "{{VERSION}}", sizes.Version))

	sizes.Files = map[string]Size{}
	for name, data := range files {
		if err := ctx.Err(); err != nil {
			return sizes, err
		}
		s, err := writeCompressed(ctx, filepath.Join(dir, name), data)
		if err != nil {
			return sizes, err
		}
		if name == "sw.js" {
			continue // not part of the page's download: the browser fetches it afterwards
		}
		sizes.Files[name] = s
		sizes.Total.Raw += s.Raw
		sizes.Total.Gzip += s.Gzip
		sizes.Total.Brotli += s.Brotli
	}
	j, _ := json.MarshalIndent(sizes, "", "\t")
	if err := os.WriteFile(filepath.Join(dir, "sizes.json"), append(j, '\n'), 0o644); err != nil {
		return sizes, err
	}
	if sizes.Total.Brotli > MaxCompressed {
		return sizes, fmt.Errorf("the page weighs %.1f MB with brotli, over its limit of %.1f MB",
			float64(sizes.Total.Brotli)/1e6, float64(MaxCompressed)/1e6)
	}
	return sizes, nil
}

// webModFile writes a go.mod for the browser build (go build -modfile)
// into tmp: the module's own, with app/web/fonts put in place of the
// Liberation fonts, and its go.sum beside it. It returns the go.mod's name.
func webModFile(root, tmp string) (string, error) {
	return modpatch.ModFile(root, tmp, "web", fmt.Appendf(nil, "\n// the browser build's fonts (app/web/build.go)\nreplace codeberg.org/go-fonts/liberation => %s\n",
		filepath.Join(root, "app", "web", "fonts")))
}

// brotliQuality is the brotli level of the page's copies, with a 16 MB
// window (the most a browser takes). Measured on the wasm (40.8 MB) on
// this 2-core machine at a load of 30: Debian's brotli at 9 gave 7.86 MB
// in 71 s, at 10 7.08 MB in 386 s; Go's port (andybalholm/brotli) took
// 100 s at 7 (7.99 MB) and over 10 minutes at 9. Any level reads as
// quickly in the browser. Level 9 gave 8.28 MB once the page had the
// narration, lessons, GIFs and expression heuristics (over the 8 MB the
// build allows): level 10 costs minutes of build, not bytes to the user.
const brotliQuality = "10"

// writeCompressed writes data as name, name.gz and name.br, and returns
// the three sizes. The brotli copy is Debian's brotli's (make web-deps
// installs it).
func writeCompressed(ctx context.Context, name string, data []byte) (Size, error) {
	var gz, br bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	zw.Write(data)
	zw.Close()
	cmd := exec.CommandContext(ctx, "brotli", "-q", brotliQuality, "-w", "24", "-c")
	cmd.Stdin, cmd.Stdout = bytes.NewReader(data), &br
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return Size{}, fmt.Errorf("brotli (make web-deps installs it): %v %s", err, stderr.Bytes())
	}
	for suffix, b := range map[string][]byte{"": data, ".gz": gz.Bytes(), ".br": br.Bytes()} {
		if err := os.WriteFile(name+suffix, b, 0o644); err != nil {
			return Size{}, err
		}
	}
	return Size{Raw: int64(len(data)), Gzip: int64(gz.Len()), Brotli: int64(br.Len())}, nil
}
