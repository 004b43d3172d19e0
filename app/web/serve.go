package web

import (
	_ "embed"
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"
)

// IndexHTML is the page that loads the app: make web writes it beside
// the wasm.
//
//go:embed index.html
var IndexHTML []byte

// Handler serves the folder that Build writes. A file is sent compressed
// from the copy beside it, to a browser that accepts that: NAME.br
// (brotli) where the browser accepts br, else NAME.gz where it accepts
// gzip; the wasm shrinks to a fifth. Any static web server does the same
// when configured for it (nginx's brotli_static and gzip_static); this
// one needs none. The page and the service worker are revalidated on each
// visit, so that a new version is seen at once.
func Handler(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := path.Clean("/" + r.URL.Path)
		if strings.HasSuffix(name, "/") {
			name += "index.html"
		}
		h := w.Header()
		h.Add("Vary", "Accept-Encoding")
		if base := path.Base(name); base == "index.html" || base == "sw.js" {
			h.Set("Cache-Control", "no-cache")
		}
		ct := contentType(name)
		for _, enc := range encodings {
			if !accepts(r, enc.name) {
				continue
			}
			f, err := os.Open(filepath.Join(dir, filepath.FromSlash(name)+enc.suffix))
			if err != nil {
				continue
			}
			defer f.Close()
			if st, err := f.Stat(); err == nil && !st.IsDir() {
				if ct != "" {
					h.Set("Content-Type", ct)
				}
				h.Set("Content-Encoding", enc.name)
				http.ServeContent(w, r, name, st.ModTime(), f)
				return
			}
		}
		if ct != "" {
			h.Set("Content-Type", ct)
		}
		files.ServeHTTP(w, r)
	})
}

// encodings are the compressed copies Handler looks for, best first.
var encodings = []struct{ name, suffix string }{{"br", ".br"}, {"gzip", ".gz"}}

// contentType is the type of the file name, by its extension; "" leaves
// it to http.ServeContent. The manifest's is not in every system's list.
func contentType(name string) string {
	if path.Ext(name) == ".webmanifest" {
		return "application/manifest+json"
	}
	return mime.TypeByExtension(path.Ext(name))
}

// accepts reports whether the request's Accept-Encoding takes enc.
func accepts(r *http.Request, enc string) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		name, q, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.TrimSpace(name) == enc && strings.ReplaceAll(q, " ", "") != "q=0" {
			return true
		}
	}
	return false
}
