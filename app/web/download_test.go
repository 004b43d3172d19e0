package web

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/chromedp"
)

// TestBrowserDownload runs app/internal/download's browser side in
// Chromium: the file must land in the downloads with its bytes, and a
// failed write must be told, not downloaded.
func TestBrowserDownload(t *testing.T) {
	if testing.Short() {
		t.Skip("skipped in -short mode: it starts Chromium")
	}
	chromium, err := exec.LookPath("chromium")
	if err != nil {
		t.Skip("skipped: chromium not found (make browser-deps installs it)")
	}
	dir := t.TempDir()
	cmd := exec.Command("go", "build", "-o", filepath.Join(dir, "download.wasm"), "./testdata/download")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("building the test page: %v\n%s", err, out)
	}
	copyWasmExec(t, dir)
	page := `<!DOCTYPE html><html><body><script src="wasm_exec.js"></script><script>
		const go = new Go();
		WebAssembly.instantiateStreaming(fetch("download.wasm"), go.importObject)
			.then(r => go.run(r.instance)).then(() => { window.done = true; });
		</script></body></html>`
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte(page), 0o644); err != nil {
		t.Fatal(err)
	}
	srv := newServer(t, dir)

	downloads := t.TempDir()
	b := startBrowser(t, chromium)
	if _, err := chromedp.CallBrowser(b.ctx, cdpbrowser.SetDownloadBehavior, cdpbrowser.SetDownloadBehaviorParams{
		Behavior: cdpbrowser.SetDownloadBehaviorBehaviorAllow, DownloadPath: downloads,
	}); err != nil {
		t.Fatal(err)
	}
	b.do(chromedp.Navigate(srv + "/"))

	saved := filepath.Join(downloads, "rows.csv")
	var got []byte
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		if got, err = os.ReadFile(saved); err == nil && len(got) > 0 {
			break
		}
	}
	if want := "algorithm,cost\nastar-manhattan,31\n"; string(got) != want {
		t.Errorf("downloaded rows.csv holds %q, want %q", got, want)
	}
	time.Sleep(500 * time.Millisecond) // a broken.csv would come right after
	if _, err := os.Stat(filepath.Join(downloads, "broken.csv")); err == nil {
		t.Error("a file whose writing failed was downloaded")
	}
	console := b.consoleText()
	for _, want := range []string{`saved "rows.csv (in the browser's downloads)" <nil>`, `failed "broken.csv" no rows`} {
		if !strings.Contains(console, want) {
			t.Errorf("the page did not print %s; console:\n%s", want, console)
		}
	}
}
