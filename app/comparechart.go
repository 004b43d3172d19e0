package app

import (
	"fmt"
	"image"
	"image/color"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/chart"
)

// chartView shows a chart as an image rendered at the widget's size and
// the screen's scale, in the colours of the app theme, so that it stays
// sharp when resized and follows a switch between light and dark.
//
// A render takes 5 to 10 ms (four times that on a HiDPI screen), which
// would make resizing stutter; so it runs in a goroutine, one at a time,
// and whatever was asked for meanwhile is rendered next: the latest wins.
type chartView struct {
	widget.BaseWidget
	c   *controller
	img *canvas.Image
	// build makes the chart in a theme; titled for a file, which needs
	// the title that on screen the chart picker above it already gives.
	build func(th chart.Theme, titled bool) *chart.Chart // nil: nothing to show yet

	version int       // bumped by every new chart
	shown   chartKey  // what img holds
	busy    bool      // a render is running
	started time.Time // when the last render began
}

// chartKey is everything an image depends on: a new one means render again.
type chartKey struct {
	w, h    int
	scale   float32
	bg      color.NRGBA
	version int
}

// minRenderGap spaces renders while a batch streams in rows many times a
// second: the image keeps up without taking a core from the searches.
const minRenderGap = 150 * time.Millisecond

func newChartView(c *controller) *chartView {
	v := &chartView{c: c, img: canvas.NewImageFromImage(nil)}
	v.img.FillMode = canvas.ImageFillContain
	v.ExtendBaseWidget(v)
	return v
}

// setChart shows a new chart; nil clears it.
func (v *chartView) setChart(build func(th chart.Theme, titled bool) *chart.Chart) {
	v.build = build
	v.version++
	v.request()
}

// clear blanks the image at once: a new run has begun, and the last
// run's bars must not pass for its results while the first render runs.
func (v *chartView) clear() {
	v.img.Image = nil
	v.img.Refresh()
}

// chartTheme is the chart theme matching the app's theme: light or dark
// by the background's lightness, and that exact background, so the image
// sits seamlessly in the tab.
func chartTheme() chart.Theme {
	s := fyne.CurrentApp().Settings()
	bg := color.NRGBAModel.Convert(s.Theme().Color(theme.ColorNameBackground, s.ThemeVariant())).(color.NRGBA)
	th := chart.ThemeFor(int(bg.R)*299+int(bg.G)*587+int(bg.B)*114 < 128*1000)
	th.Background = bg
	return th
}

func (v *chartView) key() chartKey {
	k := chartKey{w: int(v.Size().Width), h: int(v.Size().Height), scale: 1, version: v.version}
	if cv := v.c.app.Driver().CanvasForObject(v); cv != nil {
		k.scale = cv.Scale()
	}
	k.bg = chartTheme().Background.(color.NRGBA)
	return k
}

// request renders the chart if what is shown is out of date.
func (v *chartView) request() {
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
	// The chart is built here, on the UI goroutine, from the rows as they
	// are now; the goroutine only draws it.
	ch := v.build(chartTheme(), false)
	wait := minRenderGap - time.Since(v.started)
	v.busy, v.started = true, time.Now().Add(max(wait, 0))
	v.c.wg.Add(1)
	go func() {
		defer v.c.wg.Done()
		if wait > 0 {
			time.Sleep(wait)
		}
		v.c.do(func() { v.show(k, render(ch, k)) })
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
	return ch.ImageScaled(k.w, k.h, float64(k.scale))
}

func (v *chartView) show(k chartKey, img image.Image) {
	// Show it even if the chart changed meanwhile, as it does many times a
	// second during a batch: it is the newest image there is, and the next
	// render starts at once below.
	v.busy = false
	v.img.Image = img
	v.img.Refresh()
	v.shown = k
	v.request()
}

// image is the chart as shown, for a test.
func (v *chartView) image() image.Image { return v.img.Image }

func (v *chartView) CreateRenderer() fyne.WidgetRenderer { return &chartRenderer{v: v} }

// MinSize leaves room for a readable chart of a few bars.
func (v *chartView) MinSize() fyne.Size { return fyne.NewSize(240, 160) }

type chartRenderer struct{ v *chartView }

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
