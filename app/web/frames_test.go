package web

import (
	"os/exec"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserVertexUploads checks the browser build's overlay of gl-js
// (overlay.go): each object's vertices, which Fyne's painter hands to
// WebGL at every frame, go through one scratch buffer, not a new typed
// array made in seven crossings from Go to JavaScript each time (a
// quarter to a third of a frame's time in Chromium's profiler; a repaint
// took 29 ms of the renderer's thread without it, 23 with it, the mean of
// three each). The page's uploads are counted, and the arrays they come
// in, while the pointer goes to and fro over the toolbar's Random (a
// repaint of the window each time).
func TestBrowserVertexUploads(t *testing.T) {
	if testing.Short() {
		t.Skip("skipped in -short mode: it builds the app for the browser and starts Chromium")
	}
	chromium, err := exec.LookPath("chromium")
	if err != nil {
		t.Skip("skipped: chromium not found (make browser-deps installs it)")
	}
	srv := newServer(t, sharedWeb(t))
	b := startBrowser(t, chromium)
	b.do(chromedp.Navigate(srv + "/"))
	b.waitFirstFrame(60 * time.Second)
	time.Sleep(500 * time.Millisecond)
	b.eval(`(() => {
		const up = window.eightpuzzleUploads = {calls: 0, buffers: new Set()};
		for (const gl of [WebGLRenderingContext, window.WebGL2RenderingContext]) {
			if (!gl) continue;
			const sub = gl.prototype.bufferSubData;
			gl.prototype.bufferSubData = function (target, offset, data) {
				up.calls++;
				if (data && data.buffer) up.buffers.add(data.buffer);
				return sub.apply(this, arguments);
			};
		}
	})()`)
	for i := range 6 {
		x := float64(randomX)
		if i%2 == 1 {
			x = 700 // the toolbar's empty middle
		}
		b.do(chromedp.MouseEvent(chromedp.MouseMoved, x, randomY))
		time.Sleep(300 * time.Millisecond)
	}
	calls := b.eval("window.eightpuzzleUploads.calls").(float64)
	buffers := b.eval("window.eightpuzzleUploads.buffers.size").(float64)
	t.Logf("%.0f vertex uploads in %.0f arrays", calls, buffers)
	if calls < 20 {
		t.Fatalf("%.0f vertex uploads while the pointer went over Random and back three times: the window was not repainted", calls)
	}
	if buffers > 2 {
		t.Errorf("%.0f vertex uploads came in %.0f arrays, want them all through one scratch buffer (app/web/overlay)", calls, buffers)
	}
	b.checkConsole()
}
