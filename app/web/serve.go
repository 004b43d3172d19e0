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

// Handler serves the folder that make web writes. A file is sent gzipped,
// from the NAME.gz beside it, to a browser that accepts that: the wasm
// shrinks to about a quarter. Any static web server does the same when
// configured for it (nginx's gzip_static, for one); this one needs none.
func Handler(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := path.Clean("/" + r.URL.Path)
		if strings.HasSuffix(name, "/") {
			name += "index.html"
		}
		w.Header().Add("Vary", "Accept-Encoding")
		gz := filepath.Join(dir, filepath.FromSlash(name)+".gz")
		if acceptsGzip(r) {
			if f, err := os.Open(gz); err == nil {
				defer f.Close()
				if st, err := f.Stat(); err == nil && !st.IsDir() {
					if ct := mime.TypeByExtension(path.Ext(name)); ct != "" {
						w.Header().Set("Content-Type", ct)
					}
					w.Header().Set("Content-Encoding", "gzip")
					http.ServeContent(w, r, name, st.ModTime(), f)
					return
				}
			}
		}
		files.ServeHTTP(w, r)
	})
}

func acceptsGzip(r *http.Request) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		enc, q, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.TrimSpace(enc) == "gzip" && strings.ReplaceAll(q, " ", "") != "q=0" {
			return true
		}
	}
	return false
}
