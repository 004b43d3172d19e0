// Package chart draws the comparison charts: bars of one measure per
// algorithm and lines of nodes expanded against solution depth; the
// heuristics' accuracy (their estimates against the true distance, and a
// heat map); and the state-space map of every board by its distance from
// the goal (SpaceMap, drawing a statespace.Layout). It renders with
// gonum.org/v1/plot to PNG, SVG or an image.Image, and imports nothing
// from Fyne, so the command line and the tests use it as the window does.
package chart

import (
	"image"
	"image/color"
	"image/png"
	"io"
	"math"
	"strings"
	"sync"
	"time"

	"github.com/eightpuzzle/eightpuzzle/app/internal/human"
	xfont "golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
	"gonum.org/v1/plot/vg/vgsvg"
)

// Theme is the colours of a chart.
type Theme struct {
	// Background fills the chart; nil leaves it transparent, for a window
	// that draws its own background (then pick Foreground to match it).
	Background color.Color
	Foreground color.Color // title, labels, axes
	Muted      color.Color // notes such as "not run"
	Grid       color.Color
	// Palette colours the bars and lines in turn; the same index gets the
	// same hue in Light and Dark, so an algorithm keeps its colour when the
	// theme changes.
	Palette []color.Color
	// Families colour bars and lines by the family they belong to (see
	// BarSpec.Families), so that a reader sees greedy against A* at a
	// glance rather than 22 hues; the same index is the same hue in every
	// theme.
	Families []color.Color
}

func rgb(v uint32) color.NRGBA {
	return color.NRGBA{R: uint8(v >> 16), G: uint8(v >> 8), B: uint8(v), A: 0xff}
}

// Light is for light backgrounds (Fyne's light theme is white). Every
// palette colour keeps a contrast of at least 3:1 against the background,
// the WCAG minimum for graphics, and the text at least 4.5:1.
func Light() Theme {
	return Theme{
		Background: rgb(0xffffff), Foreground: rgb(0x222222), Muted: rgb(0x666666), Grid: rgb(0xdedede),
		// Tableau 10's hues, darkened where they were too pale on white;
		// the third, the state-space map's start, a lighter green that
		// stays apart from the path's orange without red cones
		Palette: []color.Color{
			rgb(0x1f77b4), rgb(0xd55e00), rgb(0x56a356), rgb(0xc62828), rgb(0x8e5cb8),
			rgb(0x8c564b), rgb(0xc2185b), rgb(0x5f6368), rgb(0x8a7d00), rgb(0x00838f),
		},
		Families: lightFamilies(),
	}
}

// lightFamilies are Okabe and Ito's colour-blind-safe hues, darkened
// where they were too pale on white, and moved in lightness until every
// two stay apart under protanopia, deuteranopia and tritanopia
// (TestColoursSeenByEveryReader): the orange and the olive, say, were one
// colour without green cones.
func lightFamilies() []color.Color {
	return []color.Color{rgb(0x6d6d6d), rgb(0xaa4b00), rgb(0x0072b2), rgb(0x00664a), rgb(0x823765), rgb(0x968a1a)}
}

// Print is for paper and slides: white, black text, and grid lines light
// enough to print grey. Saved charts use it unless asked for the screen's.
func Print() Theme {
	th := Light()
	th.Foreground, th.Muted, th.Grid = rgb(0x000000), rgb(0x555555), rgb(0xd0d0d0)
	return th
}

// Dark is for dark backgrounds, Fyne's dark theme's #171718 by default,
// with the same contrast guarantees as Light.
func Dark() Theme {
	return Theme{
		Background: rgb(0x171718), Foreground: rgb(0xe8e8e8), Muted: rgb(0xa0a0a0), Grid: rgb(0x38383c),
		// Tableau 10 as is, every hue light enough on near-black, but the
		// third, the state-space map's start, lighter to stay apart from
		// the path's orange without red cones
		Palette: []color.Color{
			rgb(0x6b9bd1), rgb(0xf28e2b), rgb(0x80ba80), rgb(0xe15759), rgb(0xb07aa1),
			rgb(0x9c755f), rgb(0xff9da7), rgb(0xbab0ac), rgb(0xedc948), rgb(0x76b7b2),
		},
		// Okabe and Ito's again, apart under every deficiency as Light's
		Families: []color.Color{rgb(0xa8a8a8), rgb(0xf28e2b), rgb(0x5aa9e6), rgb(0x009e73), rgb(0xc37ead), rgb(0xf1d46d)},
	}
}

// ThemeFor returns Dark or Light.
func ThemeFor(dark bool) Theme {
	if dark {
		return Dark()
	}
	return Light()
}

func (t Theme) color(i int) color.Color { return t.Palette[i%len(t.Palette)] }

// family is the colour of family f; a theme without family colours
// falls back to its palette.
func (t Theme) family(f int) color.Color {
	if len(t.Families) == 0 {
		return t.color(f)
	}
	return t.Families[max(f, 0)%len(t.Families)]
}

// Scale chooses the value axis.
type Scale int

const (
	AutoScale   Scale = iota // log when the positive values span LogSpan or more
	LinearScale              // always linear
	LogScale                 // log whenever some value is positive
)

// LogSpan is the ratio of the largest to the smallest positive value from
// which AutoScale turns logarithmic: two orders of magnitude, past which the
// small bars of a linear axis are too short to read.
const LogSpan = 100

// Unit says how values are printed.
type Unit int

const (
	Count   Unit = iota // 950, 6,896, 181,440, 5.00M; means keep a decimal below 100
	Seconds             // 12.0 µs, 3.40 ms, 1.20 s; never 0
	Ratio               // b*, two decimals: 1.38, 2.00
)

// Format prints v in the unit as the tables do (app/internal/human), for a
// bar's label: a chart and the table beside it read the same.
func (u Unit) Format(v float64) string {
	switch {
	case math.IsNaN(v):
		return human.None
	case u == Seconds:
		return human.Duration(time.Duration(math.Round(v * float64(time.Second))))
	case u == Ratio:
		return human.Ratio(v)
	}
	return human.Number(v)
}

// Tick prints v for an axis: as Format, but a round value without its
// trailing zeros (1 ms, 5M, 2.5), and the axis' origin as 0, a place on the
// axis rather than a measured time.
func (u Unit) Tick(v float64) string {
	if v == 0 {
		return "0"
	}
	s := u.Format(v)
	num, rest := s, ""
	if i := strings.IndexFunc(s, func(r rune) bool { return r != '.' && r != ',' && r != '-' && (r < '0' || r > '9') }); i >= 0 {
		num, rest = s[:i], s[i:]
	}
	if strings.Contains(num, ".") {
		num = strings.TrimRight(strings.TrimRight(num, "0"), ".")
	}
	return num + rest
}

// Chart is a chart ready to render at any size. Its layout (font sizes,
// bar thickness, legend) is worked out for each size it is rendered at.
type Chart struct {
	Theme Theme
	// Pause, if set, is called between the parts of a render (the panels
	// of small multiples): a browser's page, whose one thread a render
	// shares, gets a turn there (app/widgets' ChartView sets it to
	// solver.YieldToPage). A render on the UI goroutine leaves it nil.
	Pause func()
	bars  *BarSpec
	lines *LineSpec
	heat  *HeatSpec
	// plotArea, when set, receives a line chart's data area as drawn
	// (PlotWidth's copy only: a chart is rendered from several goroutines)
	plotArea *vg.Rectangle
}

// PlotWidth is the width in pixels of a line chart's data area (its last
// panel's) laid out for width x height pixels: what is left of the chart
// for its lines once the axes and the legend have their room.
func (c *Chart) PlotWidth(width, height int) float64 {
	w, _ := c.PlotSize(width, height)
	return w
}

// PlotSize is the plot area's width and height in pixels when the chart
// is drawn width x height: what is left for the data once the axes,
// titles and legend have their room.
func (c *Chart) PlotSize(width, height int) (w, h float64) {
	cp := *c
	cp.plotArea = &vg.Rectangle{}
	cp.Pause = nil
	cp.render(width, height, pxPerInch)
	return float64((cp.plotArea.Max.X - cp.plotArea.Min.X) / vg.Inch * pxPerInch),
		float64((cp.plotArea.Max.Y - cp.plotArea.Min.Y) / vg.Inch * pxPerInch)
}

// pxPerInch is the resolution that makes one image pixel one CSS pixel:
// sizes are given in pixels, and the SVG comes out the same size.
const pxPerInch = 96

func pixels(n int) vg.Length { return vg.Length(n) * vg.Inch / pxPerInch }

// Image renders the chart to a width x height image.
func (c *Chart) Image(width, height int) image.Image {
	return c.ImageScaled(width, height, 1)
}

// ImageScaled renders the chart laid out for width x height pixels with
// every pixel scale times finer, as a HiDPI screen wants (a Fyne canvas's
// Scale()): the image is about width*scale x height*scale.
func (c *Chart) ImageScaled(width, height int, scale float64) image.Image {
	finer := func(n int) int { return int(math.Round(float64(n) * dpiFor(scale) / pxPerInch)) }
	return c.ImagePixels(finer(width), finer(height), scale)
}

// ImagePixels renders the chart into an image of exactly width x height
// pixels, laid out for that size divided by scale: for a window to show
// pixel for pixel, where an image a pixel off would be scaled to fit.
func (c *Chart) ImagePixels(width, height int, scale float64) image.Image {
	if width < 1 || height < 1 {
		return image.NewNRGBA(image.Rect(0, 0, max(width, 0), max(height, 0)))
	}
	return c.render(width, height, dpiFor(scale))
}

// dpiFor is the resolution of a screen scale times finer than CSS pixels;
// whole, as vgimg takes it.
func dpiFor(scale float64) float64 {
	if scale <= 0 {
		scale = 1
	}
	return math.Round(pxPerInch * scale)
}

// render draws the chart into width x height pixels at dpi.
func (c *Chart) render(width, height int, dpi float64) image.Image {
	bg := c.Theme.Background
	if bg == nil {
		bg = color.Transparent
	}
	inches := func(px int) vg.Length { return vg.Length(float64(px)/dpi) * vg.Inch }
	cv := vgimg.NewWith(vgimg.UseWH(inches(width), inches(height)), vgimg.UseDPI(int(dpi)), vgimg.UseBackgroundColor(bg))
	c.pause() // making the canvas fills and copies the whole image
	c.draw(draw.New(cv))
	return cv.Image()
}

// pause calls Pause, if set.
func (c *Chart) pause() {
	if c.Pause != nil {
		c.Pause()
	}
}

// WritePNG renders the chart as a width x height PNG.
func (c *Chart) WritePNG(w io.Writer, width, height int) error {
	return png.Encode(w, c.Image(width, height))
}

// WriteSVG renders the chart as an SVG of width x height pixels (written
// in points, 3/4 of a pixel each, as the SVG backend measures).
func (c *Chart) WriteSVG(w io.Writer, width, height int) error {
	cv := vgsvg.New(pixels(max(width, 1)), pixels(max(height, 1)))
	if c.Theme.Background != nil {
		cv.SetColor(c.Theme.Background)
		cv.Fill(vg.Rectangle{Max: vg.Point{X: pixels(width), Y: pixels(height)}}.Path())
	}
	c.draw(draw.New(cv))
	_, err := cv.WriteTo(w)
	return err
}

func (c *Chart) draw(dc draw.Canvas) {
	// a margin all round, so no label touches the edge of the image
	m := vg.Points(6)
	dc = draw.Crop(dc, m, -m, m, -m)
	switch {
	case c.bars != nil:
		c.drawBars(dc)
	case c.lines != nil:
		c.drawLines(dc)
	case c.heat != nil:
		c.drawHeat(dc)
	}
}

// The Liberation fonts come embedded in gonum/plot; Sans reads better than
// its default Serif at small sizes.
var sans = font.Font{Typeface: "Liberation", Variant: "Sans"}

// geq is the sign "at least" in the charts' font: ≥, or >= where the font
// lacks it. The browser build draws the charts in Fyne's Noto Sans
// (app/web/fonts), which has no ≥, and would print nothing.
var geq = sync.OnceValue(func() string {
	return glyphOr(font.DefaultCache.Lookup(sans, 10), '≥', ">=")
})

// glyphOr is string(r) if face has a glyph for r, else alt.
func glyphOr(face font.Face, r rune, alt string) string {
	if face.Face == nil {
		return alt
	}
	var buf sfnt.Buffer
	if i, err := face.Face.GlyphIndex(&buf, r); err != nil || i == 0 {
		return alt
	}
	return string(r)
}

func (c *Chart) textStyle(size vg.Length, bold bool) text.Style {
	f := font.From(sans, size)
	if bold {
		f.Weight = xfont.WeightBold
	}
	return text.Style{Color: c.Theme.Foreground, Font: f, Handler: plot.DefaultTextHandler,
		XAlign: draw.XLeft, YAlign: draw.YCenter}
}

// newPlot makes a plot in the theme's colours, with fonts of the given size.
func (c *Chart) newPlot(title string, size vg.Length) *plot.Plot {
	p := plot.New()
	p.BackgroundColor = nil // filled once for the whole canvas, legend included
	p.Title.Text = title
	p.Title.TextStyle = c.textStyle(size*1.25, true)
	p.Title.TextStyle.XAlign, p.Title.TextStyle.YAlign = draw.XCenter, draw.YTop
	p.Title.Padding = size * 0.8
	for _, a := range []*plot.Axis{&p.X, &p.Y} {
		a.Color = c.Theme.Foreground
		a.Label.TextStyle.Color = c.Theme.Foreground
		a.Label.TextStyle.Font = font.From(sans, size)
		a.Tick.Label.Color = c.Theme.Foreground
		a.Tick.Label.Font = font.From(sans, size)
		a.Tick.Color = c.Theme.Foreground
		a.Tick.Length = size * 0.4
		a.Padding = 0
	}
	return p
}

// MinTextPx is the smallest text a chart prints, in pixels of the size it
// is laid out for: smaller is not legible on a screen. A chart too short
// to fit its rows at this size asks for more room (MinSize) instead of
// shrinking its text.
const MinTextPx = 11

// minText is MinTextPx in points at pxPerInch.
var minText = vg.Points(MinTextPx * 72.0 / pxPerInch)

// maxText is the size of text when there is room.
var maxText = vg.Points(10)

// lineGap is the height of a row of text over its font size.
const lineGap = 1.35

// fontSize picks a size from minText to maxText so that n rows of text
// fit in a height: tick labels of 22 algorithms, or their legend entries.
func fontSize(height vg.Length, n int) vg.Length {
	s := maxText
	if n > 0 {
		s = min(s, height/vg.Length(n)/lineGap)
	}
	return max(s, minText)
}

// SmallestTextPx is the size in pixels of the smallest text the chart
// prints when laid out for width x height pixels.
func (c *Chart) SmallestTextPx(width, height int) float64 {
	size := c.layout(pixels(width), pixels(height)).size
	return float64(size) * pxPerInch / 72
}

// MinSize is the smallest size in pixels at which every label fits at
// MinTextPx or more: a bar chart grows with its bars.
func (c *Chart) MinSize() (width, height int) {
	if c.lines != nil && c.lines.multiples() {
		// two panels across, each with its legend of a family's lines
		rows := (len(c.lines.panelFamilies()) + 1) / 2
		return multiplesMinWidth, rows*panelMinHeight + 30
	}
	if c.lines != nil {
		// the legend lists every series down the right
		rows := vg.Length(len(c.lines.Series))
		h := max(rows*minText*lineGap*1.2+vg.Points(60), vg.Points(180))
		return 480, int(math.Ceil(float64(h) * pxPerInch / 72))
	}
	if c.heat != nil {
		return 480, 360 // a cell a move wide and high at 32 distances and 32 estimates
	}
	if c.bars == nil {
		return 360, 240
	}
	rows := vg.Length(max(len(c.bars.Bars), 1))
	h := rows*minText*lineGap + barChrome
	return 360, int(math.Ceil(float64(h) * pxPerInch / 72))
}

// valueAxis sets up a value axis over vals: its range, scale and ticks,
// and returns where bars start (the axis minimum) and whether it is log.
// For bars, a log axis starts far enough below the smallest value that its
// bar still shows.
func valueAxis(a *plot.Axis, vals []float64, scale Scale, unit Unit, label string, bars bool) (base float64, log bool) {
	lo, hi := math.Inf(1), 0.0
	for _, v := range vals {
		if v > 0 && !math.IsInf(v, 0) {
			lo, hi = min(lo, v), max(hi, v)
		}
	}
	log = useLog(vals, scale)
	if log {
		a.Min = math.Pow(10, math.Floor(math.Log10(lo)))
		if bars && lo/a.Min < 1.5 {
			a.Min /= 10
		}
		a.Max = math.Pow(10, math.Ceil(math.Log10(hi)))
		if a.Max <= a.Min {
			// every value a power of ten, and the same: gonum would widen
			// an empty range to Min-1..Max+1, which reaches 0 on a log axis
			a.Max = a.Min * 10
		}
		a.Scale = plot.LogScale{}
		a.Tick.Marker = logTicks{unit}
		a.Label.Text = label + tr(" (log scale)")
		return a.Min, true
	}
	if hi == 0 {
		hi = 1
	}
	step := niceStep(hi / 5)
	a.Min, a.Max = 0, math.Ceil(hi/step)*step
	a.Scale = plot.LinearScale{}
	a.Tick.Marker = linearTicks{step, unit}
	a.Label.Text = label
	return 0, false
}

// useLog says whether values call for a log axis under the given scale.
func useLog(vals []float64, scale Scale) bool {
	lo, hi := math.Inf(1), 0.0
	for _, v := range vals {
		if v > 0 && !math.IsInf(v, 0) {
			lo, hi = min(lo, v), max(hi, v)
		}
	}
	switch {
	case hi == 0 || scale == LinearScale:
		return false
	case scale == LogScale:
		return true
	}
	return hi/lo >= LogSpan
}

// niceStep rounds x up to 1, 2 or 5 times a power of ten.
func niceStep(x float64) float64 {
	if x <= 0 {
		return 1
	}
	mag := math.Pow(10, math.Floor(math.Log10(x)))
	for _, m := range []float64{1, 2, 5} {
		if m*mag >= x*(1-1e-9) {
			return m * mag
		}
	}
	return 10 * mag
}

type linearTicks struct {
	step float64
	unit Unit
}

func (t linearTicks) Ticks(lo, hi float64) []plot.Tick {
	var ts []plot.Tick
	for k := math.Ceil(lo / t.step); k*t.step <= hi*(1+1e-9); k++ {
		v := k*t.step + 0 // + 0 turns -0 into 0, which prints without a sign
		ts = append(ts, plot.Tick{Value: v, Label: t.unit.Tick(v)})
	}
	return ts
}

// logTicks labels the powers of ten in the unit (1k, 10 ms) rather than as
// 1e+03, with unlabelled minor ticks between them.
type logTicks struct{ unit Unit }

func (t logTicks) Ticks(lo, hi float64) []plot.Tick {
	var ts []plot.Tick
	if !(lo > 0) || math.IsInf(hi, 0) {
		return nil // no decade to step from: log10 of 0 would loop for ever
	}
	for e := math.Floor(math.Log10(lo)); ; e++ {
		p := math.Pow(10, e)
		if p > hi*(1+1e-9) {
			break
		}
		if p >= lo*(1-1e-9) {
			ts = append(ts, plot.Tick{Value: p, Label: t.unit.Tick(p)})
		}
		for m := 2.0; m < 10; m++ {
			if v := m * p; v >= lo && v <= hi {
				ts = append(ts, plot.Tick{Value: v})
			}
		}
	}
	return ts
}

// luminance is the WCAG relative luminance of c.
func luminance(c color.Color) float64 {
	r, g, b, _ := c.RGBA()
	lin := func(v uint32) float64 {
		x := float64(v) / 0xffff
		if x <= 0.03928 {
			return x / 12.92
		}
		return math.Pow((x+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(r) + 0.7152*lin(g) + 0.0722*lin(b)
}

// contrast is the WCAG contrast ratio of two colours, 1 to 21.
func contrast(a, b color.Color) float64 {
	la, lb := luminance(a), luminance(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

// inkOn returns black or white, whichever reads better on c.
func inkOn(c color.Color) color.Color {
	if contrast(c, color.Black) >= contrast(c, color.White) {
		return color.Black
	}
	return color.White
}
