package widgets

import (
	"fmt"
	"image/color"
	"io"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/chart"
	"github.com/eightpuzzle/eightpuzzle/app/internal/statespace"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

// StateSpaceMap shows every board that can reach the goal as a point in
// the band of its true distance, goal at the top, each band as wide as
// its share of boards: the distance histogram as a picture. The boards a
// search expands light up as it runs, and stay lit afterwards, with its
// start and solution path marked.
//
// The boards are pixels of one image (chart.SpaceMap), never a canvas
// object each: a batch of marks is painted into that image in place and
// costs one texture upload, and the whole image is drawn again only when
// the size, theme, start or path change. Labels and legend are Fyne text,
// sharp at any scale. Every method is for the UI goroutine.
type StateSpaceMap struct {
	widget.BaseWidget
	m   *chart.SpaceMap
	img *canvas.Image
	bg  color.Color // the background the image was drawn on: a new one is a theme change
}

// mapTextSize is the size of the band labels and legend: legible (11 px
// and more) and small enough for 32 bands in 500 pixels.
const mapTextSize = 12

// NewStateSpaceMap makes an empty map; SetLayout gives it the boards.
func NewStateSpaceMap() *StateSpaceMap {
	w := &StateSpaceMap{m: chart.NewSpaceMap(nil, ChartTheme()), img: canvas.NewImageFromImage(nil)}
	w.img.FillMode = canvas.ImageFillStretch
	w.img.ScaleMode = canvas.ImageScalePixels // a board is a pixel: no blur
	w.ExtendBaseWidget(w)
	return w
}

// SetLayout shows the boards of a goal (statespace.LayoutFor); the marks,
// start and path are cleared. Nil shows nothing.
func (w *StateSpaceMap) SetLayout(l *statespace.Layout) {
	w.m.SetLayout(l)
	w.Refresh()
}

// Layout is the layout shown, nil if none.
func (w *StateSpaceMap) Layout() *statespace.Layout { return w.m.Layout() }

// Mark lights up expanded boards; boards marked before, not Valid or not
// able to reach the goal are ignored. Cheap enough for live batches.
func (w *StateSpaceMap) Mark(boards ...solver.Board) {
	if w.m.Mark(boards...) > 0 && w.img.Image != nil {
		w.img.Refresh()
	}
}

// Marked reports whether b is lit; Count is how many boards are.
func (w *StateSpaceMap) Marked(b solver.Board) bool { return w.m.Marked(b) }
func (w *StateSpaceMap) Count() int                 { return w.m.Count() }

// SetStart marks a search's start board.
func (w *StateSpaceMap) SetStart(b solver.Board) {
	w.m.SetStart(b)
	w.Refresh()
}

// SetPath shows a solution path; nil shows none.
func (w *StateSpaceMap) SetPath(path []solver.Board) {
	w.m.SetPath(path)
	w.Refresh()
}

// Reset clears marks, start and path for a new search.
func (w *StateSpaceMap) Reset() {
	w.m.Reset()
	w.Refresh()
}

// Restart clears the marks and the path and marks a new start with one
// redraw, where Reset then SetStart would draw the whole map twice: a
// player stepping a search back does this on the UI goroutine.
func (w *StateSpaceMap) Restart(start solver.Board) {
	w.m.Reset()
	w.m.SetStart(start)
	w.Refresh()
}

// Pixel is where b is in the image shown, in the image's pixels, which
// are the widget's units from the image's top left (ImageOrigin).
func (w *StateSpaceMap) Pixel(b solver.Board) (x, y int, ok bool) { return w.m.Pixel(b) }

// ImageObject is the image of the boards, for tests and screenshots.
func (w *StateSpaceMap) ImageObject() *canvas.Image { return w.img }

// WritePNG writes the map with labels and legend in the print theme.
func (w *StateSpaceMap) WritePNG(out io.Writer, width, height int) error {
	return w.m.WritePNG(out, width, height)
}

// WriteSVG writes it as an SVG, the boards as shaded cells.
func (w *StateSpaceMap) WriteSVG(out io.Writer, width, height int) error {
	return w.m.WriteSVG(out, width, height)
}

func (w *StateSpaceMap) CreateRenderer() fyne.WidgetRenderer {
	// the heads over the rows' columns (%8d %7s)
	r := &spaceRenderer{w: w, head: canvas.NewText(fmt.Sprintf("%8s %7s", lang.L("distance"), lang.L("boards")), nil)}
	r.head.TextSize = mapTextSize
	r.head.TextStyle.Monospace = true
	for _, name := range []string{lang.L("not expanded"), lang.L("expanded"), lang.L("solution path"), lang.L("start"), lang.L("goal")} {
		t := canvas.NewText(name, nil)
		t.TextSize = mapTextSize
		r.legend = append(r.legend, legendItem{canvas.NewRectangle(color.Transparent), t})
	}
	r.Refresh()
	return r
}

type legendItem struct {
	swatch *canvas.Rectangle
	name   *canvas.Text
}

type spaceRenderer struct {
	w      *StateSpaceMap
	head   *canvas.Text
	labels []*canvas.Text // one per band, hidden where they would crowd
	legend []legendItem
	objs   []fyne.CanvasObject
}

// geometry of the widget, in its units: the legend row, the label column
// and the image of the boards.
func (r *spaceRenderer) frame(size fyne.Size) (legendH, labelW float32, img fyne.Position, imgSize fyne.Size) {
	line := fyne.MeasureText("0", mapTextSize, fyne.TextStyle{}).Height
	// whole units, so that the image's pixels fall on the screen's
	legendH = float32(math.Ceil(float64(2*line + 6))) // a legend row, then the column heads
	labelW = float32(math.Ceil(float64(fyne.MeasureText("distance  boards", mapTextSize, fyne.TextStyle{Monospace: true}).Width + 10)))
	img = fyne.NewPos(labelW, legendH)
	imgSize = fyne.NewSize(max(size.Width-labelW-4, 1), max(size.Height-legendH-4, 1))
	return
}

func (r *spaceRenderer) Layout(size fyne.Size) {
	legendH, _, at, isz := r.frame(size)
	line := fyne.MeasureText("0", mapTextSize, fyne.TextStyle{}).Height
	x := float32(0)
	sw := float32(mapTextSize * 0.9)
	for _, it := range r.legend {
		it.swatch.Resize(fyne.NewSize(sw, sw))
		it.swatch.Move(fyne.NewPos(x, (line-sw)/2))
		it.name.Move(fyne.NewPos(x+sw+4, 0))
		it.name.Resize(it.name.MinSize())
		x += sw + 4 + it.name.MinSize().Width + 12
		// a map narrower than its legend (four side by side in the Race
		// tab) drops the entries that would spill onto its neighbour
		if x-12 > size.Width {
			it.swatch.Hide()
			it.name.Hide()
		} else {
			it.swatch.Show()
			it.name.Show()
		}
	}
	r.head.Move(fyne.NewPos(0, line))
	r.head.Resize(r.head.MinSize())

	pw, ph := int(isz.Width), int(isz.Height)
	r.w.img.Image = nil
	if ras := r.w.m.Raster(pw, ph); ras != nil {
		r.w.img.Image = ras
	}
	r.w.img.Move(at)
	r.w.img.Resize(fyne.NewSize(float32(pw), float32(ph)))
	r.w.img.Refresh()

	l := r.w.m.Layout()
	if l == nil {
		return
	}
	// labels on every band that has a line's height, else every second...
	every := 1
	if row := isz.Height / float32(l.Bands()); row > 0 {
		for float32(every)*row < line*0.95 {
			every++
		}
	}
	for d, t := range r.labels {
		y0, y1 := l.BandY(d, ph)
		t.Move(fyne.NewPos(0, legendH+float32(y0+y1)/2-line/2))
		t.Resize(t.MinSize())
		if d%every == 0 {
			t.Show()
		} else {
			t.Hide()
		}
	}
}

// MinSize leaves a few pixels a band and room for labels and legend.
func (r *spaceRenderer) MinSize() fyne.Size {
	legendH, labelW, _, _ := r.frame(fyne.NewSize(0, 0))
	return fyne.NewSize(labelW+240, legendH+200)
}

// Refresh follows a new theme, layout, start or path.
func (r *spaceRenderer) Refresh() {
	th := ChartTheme()
	if r.w.bg != th.Background {
		r.w.bg = th.Background
		r.w.m.SetTheme(th)
	}
	fg := th.Foreground
	r.head.Color = fg
	cols := []color.Color{chart.SpaceColor(th), chart.MarkColor(th), chart.PathColor(th), chart.StartColor(th), chart.GoalColor(th)}
	for i, it := range r.legend {
		it.swatch.FillColor = cols[i]
		it.name.Color = fg
	}
	var sizes []int
	if l := r.w.m.Layout(); l != nil {
		sizes = l.BandSizes()
	}
	for len(r.labels) < len(sizes) {
		t := canvas.NewText("", nil)
		t.TextSize = mapTextSize
		t.TextStyle.Monospace = true
		r.labels = append(r.labels, t)
	}
	for d, t := range r.labels {
		if d < len(sizes) {
			t.Text = fmt.Sprintf("%8d %7s", d, chart.Thousands(sizes[d]))
		} else {
			t.Text = "" // a goal with fewer bands than the last
		}
		t.Color = fg
	}
	r.objs = r.objs[:0]
	r.objs = append(r.objs, r.w.img, r.head)
	for _, it := range r.legend {
		r.objs = append(r.objs, it.swatch, it.name)
	}
	for _, t := range r.labels {
		r.objs = append(r.objs, t)
	}
	r.Layout(r.w.Size())
	for _, o := range r.objs[1:] { // the image refreshed in Layout
		o.Refresh()
	}
}

func (r *spaceRenderer) Objects() []fyne.CanvasObject { return r.objs }
func (r *spaceRenderer) Destroy()                     {}
