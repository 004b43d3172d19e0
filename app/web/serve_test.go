package web

import (
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
)

// Handler sends the brotli copy to a browser that accepts br, the gzipped
// one to one that accepts only gzip, and the file itself otherwise, each
// with the file's type, and says that the answer varies by encoding.
func TestHandlerEncodings(t *testing.T) {
	dir := t.TempDir()
	for name, body := range map[string]string{
		"app.wasm": "raw", "app.wasm.gz": "gzipped", "app.wasm.br": "brotli",
		"manifest.webmanifest": "{}", "index.html": "<!DOCTYPE html>", "index.html.gz": "gzipped page",
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	srv := httptest.NewServer(Handler(dir))
	defer srv.Close()
	for _, c := range []struct {
		path, accept          string
		body, encoding, ctype string
		cacheControl          string
	}{
		{"/app.wasm", "gzip, deflate, br, zstd", "brotli", "br", "application/wasm", ""},
		{"/app.wasm", "br", "brotli", "br", "application/wasm", ""},
		{"/app.wasm", "gzip, deflate", "gzipped", "gzip", "application/wasm", ""},
		{"/app.wasm", "br;q=0, gzip", "gzipped", "gzip", "application/wasm", ""},
		{"/app.wasm", "identity", "raw", "", "application/wasm", ""},
		{"/manifest.webmanifest", "br, gzip", "{}", "", "application/manifest+json", ""},
		// no brotli copy: the gzipped one; the page is revalidated
		{"/", "br, gzip", "gzipped page", "gzip", "text/html; charset=utf-8", "no-cache"},
	} {
		req, _ := http.NewRequest("GET", srv.URL+c.path, nil)
		req.Header.Set("Accept-Encoding", c.accept)
		resp, err := http.DefaultTransport.RoundTrip(req) // no transparent gunzip
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		h := resp.Header
		if string(body) != c.body || h.Get("Content-Encoding") != c.encoding || h.Get("Content-Type") != c.ctype ||
			h.Get("Vary") != "Accept-Encoding" || h.Get("Cache-Control") != c.cacheControl {
			t.Errorf("GET %s, Accept-Encoding %q: body %q, Content-Encoding %q, Content-Type %q, Vary %q, Cache-Control %q; want %q, %q, %q, Accept-Encoding, %q",
				c.path, c.accept, body, h.Get("Content-Encoding"), h.Get("Content-Type"), h.Get("Vary"), h.Get("Cache-Control"),
				c.body, c.encoding, c.ctype, c.cacheControl)
		}
	}
}
