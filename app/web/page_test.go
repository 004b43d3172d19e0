package web

import (
	"context"
	"image"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// TestBrowserPage checks what the page itself adds to Fyne's browser
// driver (index.html): a mouse-wheel scroll logs nothing to the console
// (Fyne's wheel listener calls preventDefault, which a passive listener
// may not), and a change of the device pixel ratio while the page is open
// (browser zoom, a window moved to another monitor) leaves the canvas
// sharp and the window at its size, also across a theme change.
func TestBrowserPage(t *testing.T) {
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

	// The wheel over the Solve tab (which scrolls).
	for range 3 {
		b.do(chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, wheelX, wheelY),
			chromedp.MouseEvent(input.DispatchMouseEventTypeMouseWheel, wheelX, wheelY, wheel(120)))
		time.Sleep(200 * time.Millisecond)
	}
	b.do(chromedp.MouseEvent(input.DispatchMouseEventTypeMouseWheel, wheelX, wheelY, wheel(-360)))
	time.Sleep(500 * time.Millisecond)
	for _, m := range b.messages() {
		if strings.Contains(m, "passive") {
			t.Errorf("a wheel scroll logged: %s", m)
		}
	}

	// The reference: the page at scale 1 after a theme change.
	b.click(themeX, themeY)
	time.Sleep(time.Second)
	ref := b.shot("d1-scale1")

	// Scale 2 (the viewport stays 1280x800 CSS pixels): the canvas gets
	// twice the pixels, and shows the same window.
	b.setScale(2)
	b.checkCanvas(2)
	b.compareScaled("d2-scale2", ref, 2)
	// A full turn of the themes (three) comes back to the reference's,
	// drawn at scale 2 at the window's size.
	for range 3 {
		b.click(themeX, themeY)
		time.Sleep(time.Second)
	}
	b.compareScaled("d3-scale2-themed", ref, 2)

	// Back to scale 1.
	b.setScale(1)
	b.checkCanvas(1)
	b.compareScaled("d4-scale1", ref, 1)
	b.checkConsole()
}

// wheel sets a wheel event's deltas: the protocol wants both, and its
// client leaves out a zero, so deltaX is a hair off zero.
func wheel(dy float64) chromedp.MouseOption {
	return func(p *input.DispatchMouseEventParams) { p.DeltaX, p.DeltaY = 1e-9, dy }
}

// Where the wheel scrolls (the Solve tab's description) and the theme
// button (the toolbar's last), in CSS pixels.
const (
	wheelX, wheelY = 900, 250
	themeX, themeY = 1235, 49
)

// scaledRect is the part of the window compared across scales: the
// toolbar, the board and the Solve tab's top.
var scaledRect = image.Rect(0, 30, 1280, 560)

// setScale sets the device pixel ratio, the viewport staying viewW x
// viewH CSS pixels. Headless Chromium tells the page of the change (the
// media query's change event) at its next frame, which a screenshot
// makes, as a real browser's zoom does; the page also looks once a second.
func (b *browser) setScale(scale float64) {
	b.t.Helper()
	b.do(chromedp.EmulateViewport(viewW, viewH, chromedp.EmulateScale(scale)))
	b.shot("")
	time.Sleep(1500 * time.Millisecond)
}

// checkCanvas fails the test unless the canvas has scale device pixels a
// CSS pixel: fewer, and the browser stretches it, blurred.
func (b *browser) checkCanvas(scale float64) {
	b.t.Helper()
	got := b.eval(`(() => { const c = document.querySelector("canvas");
		return [c.width, c.height, c.clientWidth, c.clientHeight, devicePixelRatio]; })()`).([]any)
	w, h, cw, ch := got[0].(float64), got[1].(float64), got[2].(float64), got[3].(float64)
	if w != cw*scale || h != ch*scale {
		b.t.Errorf("at a device pixel ratio of %v (the page reads %v) the canvas is %vx%v pixels for %vx%v CSS pixels, want %vx%v",
			scale, got[4], w, h, cw, ch, cw*scale, ch*scale)
	}
}

// compareScaled takes a screenshot (scale device pixels a CSS pixel),
// keeps it as name, and fails the test when, brought to scale 1, it does
// not show what ref shows: a window drawn at another size differs in most
// of its pixels, where a sharp one differs only at the edges of letters.
func (b *browser) compareScaled(name string, ref image.Image, scale int) {
	b.t.Helper()
	img := b.shot(name)
	if got := img.Bounds().Dx(); got != viewW*scale {
		b.t.Errorf("%s: the screenshot is %d pixels wide, want %d", name, got, viewW*scale)
		return
	}
	small := shrink(img, scale)
	if p := changed(small, ref, scaledRect); p > 10 {
		b.t.Errorf("%s: %.0f%% of the window differs from the reference at scale 1 (%s.png, d1-scale1.png under -out)", name, p, name)
	}
}

// shrink averages each k x k block of img into one pixel.
func shrink(img image.Image, k int) image.Image {
	if k == 1 {
		return img
	}
	r := img.Bounds()
	out := image.NewRGBA(image.Rect(0, 0, r.Dx()/k, r.Dy()/k))
	for y := 0; y < r.Dy()/k; y++ {
		for x := 0; x < r.Dx()/k; x++ {
			var sr, sg, sb uint32
			for dy := 0; dy < k; dy++ {
				for dx := 0; dx < k; dx++ {
					cr, cg, cb, _ := img.At(r.Min.X+x*k+dx, r.Min.Y+y*k+dy).RGBA()
					sr, sg, sb = sr+cr, sg+cg, sb+cb
				}
			}
			n := uint32(k * k)
			i := out.PixOffset(x, y)
			out.Pix[i], out.Pix[i+1], out.Pix[i+2], out.Pix[i+3] = uint8(sr/n>>8), uint8(sg/n>>8), uint8(sb/n>>8), 0xFF
		}
	}
	return out
}

// changed is the percentage of r's pixels that differ by more than a
// little between a and b.
func changed(a, b image.Image, r image.Rectangle) float64 {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			r1, g1, b1, _ := a.At(x, y).RGBA()
			r2, g2, b2, _ := b.At(x, y).RGBA()
			if absDiff(r1, r2)+absDiff(g1, g2)+absDiff(b1, b2) > 3*0x1000 {
				n++
			}
		}
	}
	return float64(n) * 100 / float64(r.Dx()*r.Dy())
}

// messages is what the page wrote to the console so far, as lines.
func (b *browser) messages() []string {
	return strings.Split(strings.TrimSpace(b.consoleText()), "\n")
}

// TestBrowserNoWebGL: in a browser with WebGL switched off the loading
// screen says that WebGL is missing. The page no longer makes a WebGL
// context of its own to find out (0.75 to 0.9 s of a reload, Chromium's
// profiler at a load of 12): the app's own context tells it.
func TestBrowserNoWebGL(t *testing.T) {
	if testing.Short() {
		t.Skip("skipped in -short mode: it builds the app for the browser and starts Chromium")
	}
	chromium, err := exec.LookPath("chromium")
	if err != nil {
		t.Skip("skipped: chromium not found (make browser-deps installs it)")
	}
	srv := newServer(t, sharedWeb(t))
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(chromium), chromedp.NoSandbox,
		chromedp.Flag("headless", "new"), chromedp.Flag("disable-webgl", true))
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelTab := chromedp.NewContext(actx)
	ctx, cancelTime := context.WithTimeout(ctx, 5*time.Minute)
	t.Cleanup(func() { cancelTime(); cancelTab(); cancelAlloc() })
	if err := chromedp.Do(ctx, chromedp.Navigate(srv+"/")); err != nil {
		t.Fatal(err)
	}
	const want = "This browser has no WebGL, which the 8-puzzle needs to draw."
	var got string
	for range 300 { // the app downloads and starts before it asks for a context
		if got, err = chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById("action").textContent`)); err != nil {
			t.Fatal(err)
		}
		if got == want {
			return
		}
		time.Sleep(time.Second)
	}
	t.Errorf("without WebGL the loading screen says %q, want %q", got, want)
}
