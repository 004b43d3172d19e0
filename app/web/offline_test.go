package web

import (
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/pdb"
)

// TestBrowserOffline checks that the page installs and works offline: its
// weight as the build measured it, brotli sent to Chromium, a valid web
// app manifest, the service worker registered and controlling the page,
// the pattern databases kept once fetched, and, with the server stopped,
// a reload that draws the app's first frame (offline) and a new version
// picked up on a reload once the server is back. It logs the first frame
// cold and on two reloads from the service worker's cache, with the marks
// that split a start and its long tasks (the issue wants at most 3 s; on a
// shared machine a time is noted, not judged: the marks' order is).
func TestBrowserOffline(t *testing.T) {
	if testing.Short() {
		t.Skip("skipped in -short mode: it builds the app for the browser and starts Chromium")
	}
	chromium, err := exec.LookPath("chromium")
	if err != nil {
		t.Skip("skipped: chromium not found (make browser-deps installs it)")
	}
	dir := sharedWeb(t)
	s := webSizes.Total
	t.Logf("the page: %.1f MB, %.2f MB gzipped, %.2f MB brotli (version %s)", float64(s.Raw)/1e6, float64(s.Gzip)/1e6, float64(s.Brotli)/1e6, webSizes.Version)
	if s.Brotli > MaxCompressed || s.Brotli == 0 {
		t.Errorf("the page weighs %d bytes as brotli, want 1 to %d", s.Brotli, MaxCompressed)
	}
	// a server that can be stopped and started again on the same address
	// (the origin, and so the service worker, stays the same)
	var (
		mu        sync.Mutex
		wasmSends []struct{ accepted, sent string } // the wasm's Accept-Encoding and Content-Encoding
	)
	files := Handler(dir)
	handler := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		files.ServeHTTP(w, r)
		if strings.HasSuffix(r.URL.Path, ".wasm") {
			mu.Lock()
			wasmSends = append(wasmSends, struct{ accepted, sent string }{r.Header.Get("Accept-Encoding"), w.Header().Get("Content-Encoding")})
			mu.Unlock()
		}
	})
	srv := httptest.NewServer(handler)
	t.Cleanup(func() { srv.Close() })
	addr := srv.Listener.Addr().String()

	b := startBrowser(t, chromium)
	// the long tasks of each load, from the page's first script on
	if _, err := chromedp.Call(b.ctx, page.AddScriptToEvaluateOnNewDocument,
		page.AddScriptToEvaluateOnNewDocumentParams{Source: taskRecorder}); err != nil {
		t.Fatal(err)
	}
	b.do(chromedp.Navigate(srv.URL + "/"))
	b.shot("o0-loading") // the loading screen, most likely
	t.Logf("first frame, cold: %.1f s; %v", b.waitFirstFrame(firstFrameWait)/1000, b.marks())

	// The wasm was sent compressed: brotli where Chromium asks for it (it
	// does over https and from localhost; the choice itself is
	// TestHandlerEncodings').
	mu.Lock()
	if len(wasmSends) == 0 {
		t.Error("the wasm was not fetched")
	} else if w := wasmSends[0]; w.sent != "br" && !(w.sent == "gzip" && !accepts(&http.Request{Header: http.Header{"Accept-Encoding": {w.accepted}}}, "br")) {
		t.Errorf("the wasm was sent with Content-Encoding %q to a browser that accepts %q, want br (or gzip where br is not accepted)", w.sent, w.accepted)
	} else {
		t.Logf("the wasm was sent as %s (Accept-Encoding %q)", w.sent, w.accepted)
	}
	mu.Unlock()

	// The manifest: linked from the page, served, and what a browser needs
	// to offer to install the page.
	var m struct {
		Name, ShortName, StartURL, Display string
		Icons                              []struct{ Src, Sizes, Type string }
	}
	text := b.evalAsync(`fetch(document.querySelector('link[rel="manifest"]').href).then(r => r.ok ? r.text() : "HTTP " + r.status)`)
	if err := json.Unmarshal([]byte(strings.NewReplacer(`"short_name"`, `"ShortName"`, `"start_url"`, `"StartURL"`).Replace(text)), &m); err != nil {
		t.Fatalf("the manifest %q: %v", text, err)
	}
	if m.Name == "" || m.ShortName == "" || m.StartURL == "" || (m.Display != "standalone" && m.Display != "fullscreen") {
		t.Errorf("the manifest lacks a name, short name, start URL or app display: %+v", m)
	}
	big := false
	for _, icon := range m.Icons {
		if icon.Sizes == "512x512" && b.evalAsync(`fetch("`+icon.Src+`").then(r => r.headers.get("Content-Type"))`) == icon.Type {
			big = true
		}
	}
	if !big {
		t.Errorf("the manifest has no 512x512 icon that the server sends: %+v", m.Icons)
	}

	// The service worker controls the page once it has kept the page's
	// files (it claims the page when active).
	if got := b.evalAsync(`navigator.serviceWorker.ready.then(() => new Promise(ok => {
		const check = () => navigator.serviceWorker.controller ? ok(navigator.serviceWorker.controller.scriptURL) : setTimeout(check, 100);
		check();
	}))`); !strings.HasSuffix(got, "/sw.js") {
		t.Fatalf("the page's controller is %q, want sw.js", got)
	}
	// A pattern database fetched while online is kept (as the app's first
	// 4x4 search fetches it).
	name := pdb.CacheFile(solver.Shape{Rows: 4, Cols: 4}.Goal())
	size := b.evalAsync(`fetch("` + name + `").then(r => r.arrayBuffer()).then(a => String(a.byteLength))`)
	if size == "0" {
		t.Fatalf("fetching %s: %s bytes", name, size)
	}

	// Offline: the server stopped, the page reloaded.
	srv.Close()
	b.do(chromedp.Reload())
	t.Logf("first frame, offline reload: %.1f s; %v", b.waitFirstFrame(firstFrameWait)/1000, b.marks())
	b.shot("o1-offline")
	if got := b.evalAsync(`fetch("` + name + `").then(r => r.arrayBuffer()).then(a => String(a.byteLength))`); got != size {
		t.Errorf("offline, %s has %s bytes, want the %s fetched online", name, got, size)
	}

	// Online again, a reload is timed from the service worker's cache
	// (the wasm's compiled code is cached with it after a load or two).
	srv = restart(t, handler, addr)
	for i := range 2 {
		b.do(chromedp.Reload())
		b.waitFirstFrame(firstFrameWait)
		t.Logf("reload %d: %v", i+1, b.marks())
		b.logStart(fmt.Sprintf("reload %d", i+1))
		b.checkStartMarks()
	}

	// A new version: the page's files change (here index.html's version
	// and the service worker's, as a new build writes them); one reload
	// shows it, and the new worker drops the old version's cache.
	const newVersion = "0123456789abcdef"
	for _, f := range []string{"index.html", "sw.js"} {
		rewrite(t, filepath.Join(dir, f), webSizes.Version, newVersion)
	}
	b.do(chromedp.Reload())
	b.waitFirstFrame(firstFrameWait)
	if got := b.eval("window.eightpuzzleVersion"); got != newVersion {
		t.Errorf("after a reload the page is version %v, want the new %s", got, newVersion)
	}
	if got := b.evalAsync(`navigator.serviceWorker.ready.then(() => new Promise(ok => {
		const check = () => caches.keys().then(k => k.includes("eightpuzzle-page-` + newVersion + `") && !k.includes("eightpuzzle-page-` + webSizes.Version + `") ?
			ok(k.join(" ")) : setTimeout(check, 100));
		check();
	}))`); got == "" {
		t.Error("the new version's cache is not the only one")
	}
	b.checkConsole()
}

// firstFrameWait bounds the wait for a first frame: Go's start took 22 to
// 116 s here with the load average at 11 to 20 (see the package doc).
const firstFrameWait = 5 * time.Minute

// restart serves h again on addr, where a stopped server was.
func restart(t *testing.T, h http.Handler, addr string) *httptest.Server {
	t.Helper()
	srv := httptest.NewUnstartedServer(h)
	var err error
	for range 50 { // the port may take a moment to be free again
		if srv.Listener, err = net.Listen("tcp", addr); err == nil {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if err != nil {
		t.Fatal(err)
	}
	srv.Start()
	t.Cleanup(srv.Close)
	return srv
}

// rewrite replaces old with new in the file name, as a new build would,
// and drops its compressed copies (Handler then sends the file itself);
// the test's end puts all back for the other tests.
func rewrite(t *testing.T, name, old, new string) {
	t.Helper()
	saved := map[string][]byte{}
	for _, f := range []string{name, name + ".gz", name + ".br"} {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		saved[f] = data
	}
	t.Cleanup(func() {
		for f, data := range saved {
			os.WriteFile(f, data, 0o644)
		}
	})
	if err := os.WriteFile(name, []byte(strings.ReplaceAll(string(saved[name]), old, new)), 0o644); err != nil {
		t.Fatal(err)
	}
	os.Remove(name + ".gz")
	os.Remove(name + ".br")
}

// evalAsync evaluates js, which gives a promise of a string, and returns
// the string.
func (b *browser) evalAsync(js string) string {
	b.t.Helper()
	v, err := chromedp.Run(b.ctx, chromedp.Evaluate[string](js, chromedp.EvalAwaitPromise))
	if err != nil {
		b.t.Fatalf("%s: %v", js, err)
	}
	return v
}

// startMarks are the page's marks of a start, in the order they come:
// index.html's (compiled, first draw, first whole frame) and main_js.go's.
var startMarks = []string{"eightpuzzle-compiled", "eightpuzzle-main", "eightpuzzle-app", "eightpuzzle-window-built",
	"eightpuzzle-first-draw", "eightpuzzle-first-frame"}

// checkStartMarks fails the test unless the page set each of startMarks,
// once and in order, and took the wasm from the service worker's cache.
// The log gives the times; these are what the times are split by.
func (b *browser) checkStartMarks() {
	b.t.Helper()
	got := b.eval(`performance.getEntriesByType("mark").map(m => m.name).filter(n => n.startsWith("eightpuzzle-")).join(" ")`)
	if want := strings.Join(startMarks, " "); got != want {
		b.t.Errorf("the page's marks are %q, want %q", got, want)
	}
	// Go's start yields between its phases (main_js.go) and the window's
	// steps (app/window.go): no task the browser reports as long holds
	// both main's mark and window-built's. Before, one task of 0.8 to 3 s
	// held them all. (main's and app's marks are some 60-80 ms apart, and
	// one task of about 100 ms held both on two of three idle runs: the
	// test failed on the page's pace, not on Go's start in one piece.)
	if got := b.eval(`(() => {
		const at = n => performance.getEntriesByName(n, "mark")[0].startTime;
		const marks = ["eightpuzzle-main", "eightpuzzle-window-built"].map(at);
		return (window.eightpuzzleTasks || []).filter(([s, d]) => marks.every(m => m >= s && m <= s + d)).map(([s, d]) => s + "+" + d).join(" ");
	})()`); got != "" {
		b.t.Errorf("Go's start held the page from main to the window built in one task: tasks (start+length ms) %v; marks: %v", got, b.marks())
	}
	if got := b.eval(`performance.getEntriesByType("resource").filter(e => /eightpuzzle\.wasm/.test(e.name)).map(e => e.workerStart > 0).join(" ")`); got != "true" {
		b.t.Errorf("on a reload the wasm was fetched %q through the service worker, want once (true)", got)
	}
}

// marks are index.html's performance marks, for the log.
func (b *browser) marks() any {
	return b.eval(`performance.getEntriesByType("mark").map(m => m.name + " " + (m.startTime/1000).toFixed(2) + " s").join(", ")`)
}
