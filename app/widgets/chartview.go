package widgets

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/chart"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

// ChartView shows a chart as an image rendered at the widget's size and
// the screen's scale, in the colours of the app's theme, so that it stays
// sharp when resized and follows a switch between light and dark. Its
// MinSize is the chart's, the size at which every label is legible: put
// it in a scroll container where it may get less.
//
// A render takes 5 to 10 ms (four times that on a HiDPI screen), which
// would make resizing stutter; so it runs in a goroutine, one at a time,
// and whatever was asked for meanwhile is rendered next: the latest wins.
type ChartView struct {
	widget.BaseWidget
	img   *canvas.Image
	build func(chart.Theme) *chart.Chart // nil: nothing to show
	min   fyne.Size

	// Do hands the rendered image to the UI goroutine: fyne.Do unless
	// replaced (a test drains a queue instead, since Fyne's test driver
	// runs fyne.Do at once on the calling goroutine).
	Do func(func())

	wg      sync.WaitGroup // the render under way, for Wait
	version int            // bumped by every new chart
	shown   chartKey       // what img holds
	busy    bool           // a render is running
	started time.Time      // when the last render began
}

// chartKey is everything an image depends on: a new one means render again.
type chartKey struct {
	w, h    int
	scale   float32
	zoom    float32 // textZoom's
	bg      color.NRGBA
	version int
}

// textZoom is how much larger the theme's text is than Fyne's usual: View
// > Text size and presentation mode multiply every size of the theme, and
// a chart's text, lines and room grow as much (at 150 % its text stayed
// 8 to 10 px beside labels half as large again).
func textZoom() float32 {
	z := theme.TextSize() / theme.DefaultTheme().Size(theme.SizeNameText)
	if z <= 0 || math.IsNaN(float64(z)) {
		return 1
	}
	return z
}

// NewChartView makes an empty chart view.
func NewChartView() *ChartView {
	v := &ChartView{img: canvas.NewImageFromImage(nil), min: fyne.NewSize(240, 160), Do: fyne.Do}
	v.img.FillMode = canvas.ImageFillContain
	// Fastest: an image of another size (the last one, while a resize
	// renders the next; or on a screen whose pixels are finer than Fyne's
	// scale says) is scaled by the GPU, not on the CPU as Fyne's painter
	// otherwise does each time it takes a new image.
	v.img.ScaleMode = canvas.ImageScaleFastest
	v.ExtendBaseWidget(v)
	return v
}

// SetChart shows a new chart, built in the theme it is given (the app's
// on screen); nil clears the view. build runs on the UI goroutine: it
// should take what it needs from the data at the time of the call.
func (v *ChartView) SetChart(build func(chart.Theme) *chart.Chart) {
	v.build = build
	v.version++
	ms := fyne.NewSize(240, 160)
	if build != nil {
		w, h := build(chart.Light()).MinSize()
		ms = fyne.NewSize(float32(w), float32(h))
	}
	if ms != v.min {
		v.min = ms
		v.Refresh() // tells the container to lay out again
	}
	v.request()
}

// Clear blanks the image at once: a new run has begun, and the last run's
// bars must not pass for its results while the first render runs.
func (v *ChartView) Clear() {
	v.img.Image = nil
	v.img.Refresh()
}

// Image is the image shown, for tests.
func (v *ChartView) Image() image.Image { return v.img.Image }

// Chart is the chart shown, built in th (say, chart.Print() for a file);
// nil if none.
func (v *ChartView) Chart(th chart.Theme) *chart.Chart {
	if v.build == nil {
		return nil
	}
	return v.build(th)
}

// Wait waits for a render under way, so that a test ends with no
// goroutine of the view left.
func (v *ChartView) Wait() { v.wg.Wait() }

// ChartTheme is the chart theme matching the app's theme: light or dark by
// the background's lightness, and that exact background, so the image sits
// seamlessly in the window.
func ChartTheme() chart.Theme {
	bg := color.NRGBAModel.Convert(theme.Color(theme.ColorNameBackground)).(color.NRGBA)
	th := chart.ThemeFor(int(bg.R)*299+int(bg.G)*587+int(bg.B)*114 < 128*1000)
	th.Background = bg
	return th
}

// key's w and h are the image's size in pixels: the size Fyne's painter
// rounds the view to. An image one pixel off it would be scaled to fit,
// which blurs it (and, on the CPU, took 20 ms for each new image here, 50
// to 140 ms in a browser).
func (v *ChartView) key() chartKey {
	k := chartKey{scale: 1, zoom: textZoom(), version: v.version}
	if app := fyne.CurrentApp(); app != nil {
		if cv := app.Driver().CanvasForObject(v); cv != nil {
			k.scale = cv.Scale()
		}
	}
	sz := v.Size()
	k.w, k.h = int(math.Round(float64(sz.Width*k.scale))), int(math.Round(float64(sz.Height*k.scale)))
	k.bg = ChartTheme().Background.(color.NRGBA)
	return k
}

// request renders the chart if what is shown is out of date.
func (v *ChartView) request() {
	k := v.key()
	if v.busy || k == v.shown || k.w < 10 || k.h < 10 {
		return // a render under way asks again when it ends
	}
	if v.build == nil {
		v.shown = k
		v.img.Image = nil
		v.img.Refresh()
		return
	}
	// The chart is built here, on the UI goroutine, from the data as it is
	// now; the goroutine only draws it.
	ch := v.build(ChartTheme())
	wait := minRenderGap - time.Since(v.started)
	v.busy, v.started = true, time.Now().Add(max(wait, 0))
	v.wg.Add(1)
	go func() {
		defer v.wg.Done()
		if wait > 0 {
			time.Sleep(wait)
		}
		// In a browser, where this shares the page's one thread with the
		// window, the render and the redraw that shows it get turns of
		// their own, and the render gives the page turns between its parts
		// (the canvas, each panel): a batch chart drawn in one piece took
		// 108-136 ms tasks (elsewhere these return at once).
		solver.YieldToPage()
		ch.Pause = solver.YieldToPage
		img := render(ch, k)
		solver.YieldToPage()
		v.Do(func() { v.show(k, img) })
	}()
}

// render draws the chart. Should the plotting library panic on data it
// does not expect, the window carries on with a blank chart instead.
func render(ch *chart.Chart, k chartKey) (img image.Image) {
	defer func() {
		if r := recover(); r != nil {
			fyne.LogError(fmt.Sprintf("chart: %v", r), nil)
			img = image.NewNRGBA(image.Rect(0, 0, 1, 1))
		}
	}()
	// laid out for the size over the zoom, and drawn zoom times larger:
	// the layout of the usual text size, every part of it larger
	return ch.ImagePixels(k.w, k.h, float64(k.scale*k.zoom))
}

func (v *ChartView) show(k chartKey, img image.Image) {
	// Show it even if the chart changed meanwhile, as it does many times a
	// second during a batch: it is the newest image there is, and the next
	// render starts at once below.
	v.busy = false
	v.img.Image = img
	v.img.Refresh()
	v.shown = k
	v.request()
}

func (v *ChartView) CreateRenderer() fyne.WidgetRenderer { return &chartRenderer{v: v} }

// MinSize is the chart's: room for every label at a legible size, as
// large again as the text is (textZoom).
func (v *ChartView) MinSize() fyne.Size {
	z := textZoom()
	return fyne.NewSize(v.min.Width*z, v.min.Height*z)
}

type chartRenderer struct{ v *ChartView }

func (r *chartRenderer) Layout(size fyne.Size) {
	r.v.img.Resize(size)
	r.v.request()
}

func (r *chartRenderer) MinSize() fyne.Size { return r.v.MinSize() }

// Refresh comes with a theme change too: the key then holds a new background.
func (r *chartRenderer) Refresh() {
	r.v.request()
	r.v.img.Refresh()
}

func (r *chartRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.v.img} }
func (r *chartRenderer) Destroy()                     {}
