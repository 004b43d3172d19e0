package chart

import (
	"fmt"
	"github.com/eightpuzzle/eightpuzzle/app/internal/human"
	"image"
	"image/color"
	imgdraw "image/draw"
	"image/png"
	"io"
	"math"
	"math/bits"
	"strconv"
	"sync"

	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
	"gonum.org/v1/plot/vg/vgsvg"

	"github.com/eightpuzzle/eightpuzzle/app/internal/statespace"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

// SpaceMap is the state-space map of one goal: every board that can reach
// it, banded by true distance (see statespace.Layout), with the boards a search
// expanded, its start and its solution path marked. It keeps the raster it
// last drew and paints new marks into it in place, so that a batch of
// marks costs a few table reads per board, not a redraw of 181,440 points.
// It is not safe for concurrent use: the window calls it from its UI
// goroutine only.
type SpaceMap struct {
	layout *statespace.Layout
	marked []uint64 // a bit per rank
	count  int      // boards marked
	start  solver.Board
	path   []solver.Board

	// the raster last drawn, kept for painting marks in place
	theme Theme
	geom  *statespace.Fit
	img   *image.NRGBA
	over  []bool // pixels under the start, goal and path, which marks leave alone
	stale bool   // the layout, theme, start or path changed since

	// what a redraw starts from and copies rather than draws again: a
	// race's player stepping back redraws four maps, and a finished
	// search's path is drawn on every redraw after it
	base    []uint8 // the background and every board, unmarked (baseKey says for what): shared, read only
	baseKey baseKey
	pathPix pathPixels
}

// baseKey is what the unmarked map's pixels depend on.
type baseKey struct {
	geom      *statespace.Fit
	bg, space [4]uint8
}

// NewSpaceMap makes a map of the boards of l (nil: an empty map until
// SetLayout), drawn in th.
func NewSpaceMap(l *statespace.Layout, th Theme) *SpaceMap {
	m := &SpaceMap{theme: th}
	m.SetLayout(l)
	return m
}

// SetLayout shows the boards of another goal; the marks, start and path go.
func (m *SpaceMap) SetLayout(l *statespace.Layout) {
	m.layout, m.geom, m.img = l, nil, nil
	m.Reset()
}

// Layout is the layout shown; nil if none.
func (m *SpaceMap) Layout() *statespace.Layout { return m.layout }

// SetTheme changes the colours.
func (m *SpaceMap) SetTheme(th Theme) { m.theme, m.stale = th, true }

// Reset clears the marks, the start and the path, for a new search.
func (m *SpaceMap) Reset() {
	if m.marked == nil {
		m.marked = make([]uint64, (solver.NumRanks+63)/64)
	} else {
		clear(m.marked)
	}
	m.count, m.start, m.path, m.stale = 0, 0, nil, true
}

// Mark marks boards as expanded and returns how many were not marked
// before. A board that is not Valid or cannot reach the goal is ignored.
// The raster last drawn is painted at once: a batch of thousands costs
// well under a millisecond.
func (m *SpaceMap) Mark(boards ...solver.Board) int {
	if m.layout == nil {
		return 0
	}
	paint := m.img != nil && !m.stale
	var ink [4]uint8
	if paint {
		ink = nrgba(m.colors().mark)
	}
	added := 0
	for _, b := range boards {
		r, ok := m.layout.Rank(b)
		if !ok || m.marked[r/64]&(1<<(r%64)) != 0 {
			continue
		}
		m.marked[r/64] |= 1 << (r % 64)
		added++
		if paint {
			markAt(m.geom, m.img, m.over, m.geom.Pixel(r), ink)
		}
	}
	m.count += added
	return added
}

// Marked reports whether b is marked.
func (m *SpaceMap) Marked(b solver.Board) bool {
	r, ok := m.layout.Rank(b)
	return ok && m.marked[r/64]&(1<<(r%64)) != 0
}

// Count is the number of boards marked.
func (m *SpaceMap) Count() int { return m.count }

// SetStart marks the board a search starts from; 0 (or a board not on the
// map) shows none.
func (m *SpaceMap) SetStart(b solver.Board) { m.start, m.stale = b, true }

// SetPath shows a solution path, start to goal; nil shows none. The map
// keeps the slice and does not change it. A path added to a map drawn
// without one is painted over it in place: a search's end should not cost
// a full redraw (four racers finishing at once took 34 ms).
func (m *SpaceMap) SetPath(path []solver.Board) {
	if m.path == nil && path != nil && m.img != nil && !m.stale {
		m.path = path
		m.overlay(m.img, m.over, m.geom, m.colors())
		return
	}
	m.path, m.stale = path, true
}

// spaceColors are the colours of the map in a theme: boards grey as the
// grid, expanded ones in the first palette colour, the path and the start
// in the next two, the goal in the text colour, so each reads on both the
// boards and the background.
type spaceColors struct {
	bg, space, mark, path, start, goal color.Color
}

func (m *SpaceMap) colors() spaceColors { return colorsOf(m.theme) }

func colorsOf(th Theme) spaceColors {
	bg := th.Background
	if bg == nil {
		bg = color.Transparent
	}
	return spaceColors{bg: bg, space: th.Grid, mark: th.color(0), path: th.color(1), start: th.color(2), goal: th.Foreground}
}

// MarkColor and the others are the colours the map draws in with theme th,
// for a legend drawn elsewhere (the window's).
func MarkColor(th Theme) color.Color  { return colorsOf(th).mark }
func SpaceColor(th Theme) color.Color { return colorsOf(th).space }
func PathColor(th Theme) color.Color  { return colorsOf(th).path }
func StartColor(th Theme) color.Color { return colorsOf(th).start }
func GoalColor(th Theme) color.Color  { return colorsOf(th).goal }

func nrgba(c color.Color) [4]uint8 {
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	return [4]uint8{n.R, n.G, n.B, n.A}
}

// Raster is the map drawn in a width x height image, one pixel per few
// boards, without labels. It is the map's own image, updated in place by
// Mark: it is drawn again in full only when the size, layout, theme, start
// or path changed. Nil for an empty map or size.
func (m *SpaceMap) Raster(width, height int) *image.NRGBA {
	if m.layout == nil || width < 1 || height < 1 {
		return nil
	}
	if m.geom == nil || m.geom.W != width || m.geom.H != height {
		m.geom, m.stale = m.layout.Fitted(width, height), true
	}
	if m.stale || m.img == nil {
		if m.img == nil || m.img.Rect.Dx() != width || m.img.Rect.Dy() != height {
			m.img = image.NewNRGBA(image.Rect(0, 0, width, height))
			m.over = make([]bool, width*height)
		}
		m.paint(m.img, m.over, m.geom, m.colors())
		m.stale = false
	}
	return m.img
}

// Pixel is where board b is drawn in the raster of the size last asked of
// Raster; false when there is none or b is not on the map.
func (m *SpaceMap) Pixel(b solver.Board) (x, y int, ok bool) {
	if m.geom == nil {
		return 0, 0, false
	}
	return m.geom.Point(b)
}

// paint draws everything: background, boards, marks, then the path, the
// start and the goal on top.
func (m *SpaceMap) paint(img *image.NRGBA, over []bool, g *statespace.Fit, c spaceColors) {
	if k := (baseKey{g, nrgba(c.bg), nrgba(c.space)}); k != m.baseKey || len(m.base) != len(img.Pix) {
		m.base, m.baseKey = sharedBase(k), k
	}
	copy(img.Pix, m.base)
	clear(over)
	mark := nrgba(c.mark)
	for i, w := range m.marked {
		for w != 0 {
			r := i*64 + bits.TrailingZeros64(w)
			w &= w - 1
			markAt(g, img, over, g.Pixel(uint32(r)), mark)
		}
	}
	m.overlay(img, over, g, c)
}

// bases keeps the unmarked map last drawn, which maps of one geometry and
// colours share (a race's four panels draw it once, not four times), and
// never change once made.
var bases struct {
	sync.Mutex
	key baseKey
	pix []uint8
}

// sharedBase is the unmarked map for k: the last one drawn, or a new one.
func sharedBase(k baseKey) []uint8 {
	bases.Lock()
	defer bases.Unlock()
	if bases.pix == nil || bases.key != k {
		bases.key, bases.pix = k, paintBase(k.geom, k)
	}
	return bases.pix
}

// paintBase draws the background and every board of g.
func paintBase(g *statespace.Fit, k baseKey) []uint8 {
	pix := make([]uint8, 4*g.W*g.H)
	if len(pix) == 0 {
		return pix
	}
	copy(pix, k.bg[:])
	for n := 4; n < len(pix); n *= 2 {
		copy(pix[n:], pix[:n])
	}
	for r := range uint32(solver.NumRanks) {
		if r%(1<<16) == 1<<16-1 {
			solver.Yield() // in a browser, the page's turn: 30 ms a map there
		}
		if p := g.Pixel(r); p >= 0 {
			copy(pix[4*p:4*p+4], k.space[:])
		}
	}
	return pix
}

// overlay draws the path, the start and the goal over the boards: the
// path's pixels worked out once for its geometry (pathPixels), then the
// start and the goal as discs ringed in the background colour, which sets
// them off from marks and path alike.
func (m *SpaceMap) overlay(img *image.NRGBA, over []bool, g *statespace.Fit, c spaceColors) {
	if len(m.path) > 0 {
		o := &m.pathPix
		if o.geom != g || len(o.path) != len(m.path) || &o.path[0] != &m.path[0] {
			o.build(g, m.path)
		}
		ink := nrgba(c.path)
		for _, p := range o.pix {
			copy(img.Pix[4*p:4*p+4], ink[:])
			over[p] = true
		}
	}
	bg := nrgba(c.bg)
	for _, e := range []struct {
		b   solver.Board
		col color.Color
	}{{m.start, c.start}, {m.layout.Goal(), c.goal}} {
		if x, y, ok := g.Point(e.b); ok {
			disc(g, x, y, 4, func(p int) { copy(img.Pix[4*p:4*p+4], bg[:]); over[p] = true })
			ink := nrgba(e.col)
			disc(g, x, y, 3, func(p int) { copy(img.Pix[4*p:4*p+4], ink[:]); over[p] = true })
		}
	}
}

// disc calls set with each pixel of g within rad of (x, y).
func disc(g *statespace.Fit, x, y, rad int, set func(p int)) {
	for dy := -rad; dy <= rad; dy++ {
		for dx := -rad; dx <= rad; dx++ {
			if dx*dx+dy*dy > rad*rad+rad || x+dx < 0 || y+dy < 0 || x+dx >= g.W || y+dy >= g.H {
				continue
			}
			set((y+dy)*g.W + x + dx)
		}
	}
}

// pathPixels are the pixels a solution path covers in one geometry: a
// line from each board to the next and a small disc at each board. A
// depth-first search's path of tens of thousands of moves is as many
// lines across the map: drawing them was most of a redraw
// (BenchmarkRaceJump), and was done again each time a race's player
// stepped back and forth over the end.
type pathPixels struct {
	geom *statespace.Fit
	path []solver.Board // the map's own slice, which it never changes (SetPath): compared by identity
	pix  []int32        // the pixels covered, each once

	seen []bool // by pixel of the raster: in pix; all false between builds
}

// build works out the pixels of path in g.
func (o *pathPixels) build(g *statespace.Fit, path []solver.Board) {
	o.geom, o.path, o.pix = g, path, o.pix[:0]
	if len(o.seen) != g.W*g.H {
		o.seen = make([]bool, g.W*g.H)
	}
	set := func(p int) {
		if !o.seen[p] {
			o.seen[p] = true
			o.pix = append(o.pix, int32(p))
		}
	}
	// each board's pixel once (-1 off the map)
	pts := make([]int32, len(path))
	for i, b := range path {
		pts[i] = -1
		if x, y, ok := g.Point(b); ok {
			pts[i] = int32(y*g.W + x)
		}
	}
	for i := 1; i < len(pts); i++ {
		a, b := pts[i-1], pts[i]
		if a < 0 || b < 0 {
			continue
		}
		bresenham(int(a)%g.W, int(a)/g.W, int(b)%g.W, int(b)/g.W, func(x, y int) { set(y*g.W + x) })
	}
	for _, p := range pts {
		if p >= 0 {
			disc(g, int(p)%g.W, int(p)/g.W, 1, set)
		}
	}
	for _, p := range o.pix {
		o.seen[p] = false
	}
}

// markAt paints an expanded board at pixel p as a 2x2 block (within its
// row and the board's band, not over the path): a single pixel of a
// search that expanded a few hundred boards was lost on the screen, and
// a block overstates a flood by no more than its edge.
func markAt(g *statespace.Fit, img *image.NRGBA, over []bool, p int32, ink [4]uint8) {
	if p < 0 {
		return
	}
	x, y := int(p)%g.W, int(p)/g.W
	band := g.BandAt(y)
	for dy := 0; dy <= 1; dy++ {
		for dx := 0; dx <= 1; dx++ {
			if x+dx >= g.W || y+dy >= g.H || (dx|dy) != 0 && (band < 0 || g.BandAt(y+dy) != band || x+dx >= g.Bands[band].X+g.Bands[band].W) {
				continue
			}
			if q := (y+dy)*g.W + x + dx; !over[q] {
				copy(img.Pix[4*q:4*q+4], ink[:])
			}
		}
	}
}

// bresenham calls set for each pixel of a straight line (Bresenham's).
func bresenham(x0, y0, x1, y1 int, set func(x, y int)) {
	dx, dy := abs(x1-x0), -abs(y1-y0)
	sx, sy := 1, 1
	if x0 > x1 {
		sx = -1
	}
	if y0 > y1 {
		sy = -1
	}
	e := dx + dy
	for {
		set(x0, y0)
		if x0 == x1 && y0 == y1 {
			return
		}
		if e2 := 2 * e; e2 >= dy {
			e += dy
			x0 += sx
		} else {
			e += dx
			y0 += sy
		}
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Thousands prints n with a comma between thousands: 181,440, as the
// window does everywhere.
func Thousands(n int) string { return human.Count(int64(n)) }

// spaceFrame is where an exported map puts things, in pixels from the top
// left: the title, the legend, the band labels and the map itself.
type spaceFrame struct {
	width, height int
	size          vg.Length // text size
	plot          image.Rectangle
	labelX        [2]float64 // right edges of the distance and count columns
	every         int        // label every band, or every second...
	title         string
	legend        []legendEntry
}

type legendEntry struct {
	name string
	col  color.Color
}

func (m *SpaceMap) frame(width, height int, th Theme) spaceFrame {
	f := spaceFrame{width: width, height: height, every: 1}
	c := colorsOf(th)
	nb := max(m.layout.Bands(), 1)
	total := 0
	for _, n := range m.layout.BandSizes() {
		total += n
	}
	f.title = fmt.Sprintf(tr("The %s boards that reach %s, by distance: %s expanded"), Thousands(total), m.layout.Shape().Format(m.layout.Goal()), Thousands(m.count))
	f.legend = []legendEntry{{tr("not expanded"), c.space}, {tr("expanded"), c.mark}}
	if len(m.path) > 0 {
		f.legend = append(f.legend, legendEntry{tr("solution path"), c.path})
	}
	if _, _, ok := m.layout.Place(m.start); ok {
		f.legend = append(f.legend, legendEntry{tr("start"), c.start})
	}
	f.legend = append(f.legend, legendEntry{tr("goal"), c.goal})

	f.size = maxText
	chrome := 14 + 3*ptToPx(f.size*lineGap) // margins, title, legend, column heads
	rowPx := float64(height-int(chrome)) / float64(nb)
	// labels at the full size if they fit a row each, else as small as
	// legible, on every second (third...) band
	if rowPx < ptToPx(f.size*lineGap) {
		f.size = max(vg.Length(rowPx*72/pxPerInch/lineGap), minText)
		f.every = int(math.Ceil(ptToPx(f.size*lineGap) / max(rowPx, 0.1)))
	}
	sty := textStyleOf(th, f.size, false)
	line := ptToPx(f.size * lineGap)
	dw := ptToPx(sty.Width(tr("distance")))
	cw := ptToPx(sty.Width("24,047 boards"))
	f.labelX = [2]float64{6 + dw, 6 + dw + 8 + cw}
	top := int(math.Ceil(6 + ptToPx(f.size*1.25*lineGap) + line*2 + 4))
	left := int(math.Ceil(f.labelX[1] + 10))
	f.plot = image.Rect(left, top, max(width-8, left+1), max(height-8, top+1))
	return f
}

func ptToPx(l vg.Length) float64 { return float64(l) * pxPerInch / 72 }

// textStyleOf is Chart.textStyle for a theme without a chart.
func textStyleOf(th Theme, size vg.Length, bold bool) text.Style {
	return (&Chart{Theme: th}).textStyle(size, bold)
}

// drawFrame writes the title, legend and band labels of an exported map.
func (m *SpaceMap) drawFrame(dc draw.Canvas, f spaceFrame, th Theme, g *statespace.Fit) {
	at := func(x, y float64) vg.Point { return vg.Point{X: pxf(x), Y: pxf(float64(f.height) - y)} }
	title := textStyleOf(th, f.size*1.25, true)
	title.YAlign = draw.YTop
	dc.FillText(title, at(6, 6), f.title)
	sty := textStyleOf(th, f.size, false)
	line := ptToPx(f.size * lineGap)
	y := 6 + ptToPx(f.size*1.25*lineGap) + line/2
	x := 6.0
	sw := ptToPx(f.size * 0.9)
	for _, e := range f.legend {
		dc.SetColor(e.col)
		dc.Fill(rect(at(x, y+sw/2), at(x+sw, y-sw/2)))
		dc.FillText(sty, at(x+sw+4, y), e.name)
		x += sw + 4 + ptToPx(sty.Width(e.name)) + 14
	}
	right := sty
	right.XAlign = draw.XRight
	y += line
	dc.FillText(right, at(f.labelX[0], y), tr("distance"))
	dc.FillText(right, at(f.labelX[1], y), tr("boards"))
	for d, n := range m.layout.BandSizes() {
		if d%f.every != 0 {
			continue
		}
		b := g.Bands[d]
		cy := float64(f.plot.Min.Y) + float64(b.Y) + float64(b.H)/2
		dc.FillText(right, at(f.labelX[0], cy), strconv.Itoa(d))
		dc.FillText(right, at(f.labelX[1], cy), Thousands(n))
	}
}

func pxf(x float64) vg.Length { return vg.Length(x) * vg.Inch / pxPerInch }

func rect(a, b vg.Point) vg.Path {
	return vg.Rectangle{Min: vg.Point{X: min(a.X, b.X), Y: min(a.Y, b.Y)}, Max: vg.Point{X: max(a.X, b.X), Y: max(a.Y, b.Y)}}.Path()
}

// Image draws the map with its title, legend and band labels in a width x
// height image, in theme th (Print for a file). Nil for an empty map.
func (m *SpaceMap) Image(width, height int, th Theme) image.Image {
	if m.layout == nil || width < 1 || height < 1 {
		return nil
	}
	f := m.frame(width, height, th)
	g := m.layout.Fit(f.plot.Dx(), f.plot.Dy())
	bg := th.Background
	if bg == nil {
		bg = color.Transparent
	}
	cv := vgimg.NewWith(vgimg.UseWH(pixels(width), pixels(height)), vgimg.UseDPI(pxPerInch), vgimg.UseBackgroundColor(bg))
	m.drawFrame(draw.New(cv), f, th, g)
	out := cv.Image()
	ras := image.NewNRGBA(image.Rect(0, 0, g.W, g.H))
	m.paint(ras, make([]bool, g.W*g.H), g, colorsOf(th))
	imgdraw.Draw(out, f.plot, ras, image.Point{}, imgdraw.Over)
	return out
}

// WritePNG writes the map as a width x height PNG in the print theme:
// white, ready for a page.
func (m *SpaceMap) WritePNG(w io.Writer, width, height int) error {
	img := m.Image(width, height, Print())
	if img == nil {
		return fmt.Errorf(tr("state-space map: nothing to draw at %dx%d"), width, height)
	}
	return png.Encode(w, img)
}

// svgCell is the width in pixels of a cell of an exported SVG: each band
// is drawn as a row of cells shaded by the share of their boards expanded,
// some hundreds of rectangles instead of 181,440 points.
const svgCell = 4

// WriteSVG writes the map as an SVG of width x height pixels in the print
// theme, the boards drawn as cells shaded by the share of them expanded.
func (m *SpaceMap) WriteSVG(w io.Writer, width, height int) error {
	if m.layout == nil || width < 1 || height < 1 {
		return fmt.Errorf(tr("state-space map: nothing to draw at %dx%d"), width, height)
	}
	th := Print()
	c := colorsOf(th)
	f := m.frame(width, height, th)
	g := m.layout.Fit(f.plot.Dx(), f.plot.Dy())
	cv := vgsvg.New(pixels(width), pixels(height))
	dc := draw.New(cv)
	dc.SetColor(th.Background)
	dc.Fill(vg.Rectangle{Max: vg.Point{X: pixels(width), Y: pixels(height)}}.Path())
	m.drawFrame(dc, f, th, g)
	at := func(x, y float64) vg.Point {
		return vg.Point{X: pxf(float64(f.plot.Min.X) + x), Y: pxf(float64(f.height-f.plot.Min.Y) - y)}
	}

	cells := m.svgCells(g)
	for d, row := range cells {
		b := g.Bands[d]
		for j, cl := range row {
			x0 := float64(b.X) + float64(j)*float64(b.W)/float64(len(row))
			x1 := float64(b.X) + float64(j+1)*float64(b.W)/float64(len(row))
			col := c.space
			if cl.marked > 0 {
				// a single expanded board must still show: a quarter of
				// the way to the mark colour at least
				col = mix(c.space, c.mark, 0.25+0.75*float64(cl.marked)/float64(cl.total))
			}
			dc.SetColor(col)
			dc.Fill(rect(at(x0, float64(b.Y)), at(x1, float64(b.Y+b.H))))
		}
	}
	// the path through the boards' positions along their bands
	pos := func(b solver.Board) (vg.Point, bool) {
		d, x, ok := m.layout.Place(b)
		if !ok {
			return vg.Point{}, false
		}
		br := g.Bands[d]
		return at(float64(br.X)+x*float64(br.W), float64(br.Y)+float64(br.H)/2), true
	}
	if len(m.path) > 0 {
		var pts []vg.Point
		for _, b := range m.path {
			if p, ok := pos(b); ok {
				pts = append(pts, p)
			}
		}
		dc.StrokeLines(draw.LineStyle{Color: c.path, Width: vg.Points(1.2)}, pts)
	}
	for _, e := range []struct {
		b   solver.Board
		col color.Color
	}{{m.start, c.start}, {m.layout.Goal(), c.goal}} {
		if p, ok := pos(e.b); ok {
			dc.DrawGlyph(draw.GlyphStyle{Color: c.bg, Radius: pxf(4.5), Shape: draw.CircleGlyph{}}, p)
			dc.DrawGlyph(draw.GlyphStyle{Color: e.col, Radius: pxf(3.5), Shape: draw.CircleGlyph{}}, p)
		}
	}
	_, err := cv.WriteTo(w)
	return err
}

type cellCount struct{ total, marked int }

// svgCells counts the boards and the marked boards in each cell of each
// band: a band's boards are split among its cells in their order.
func (m *SpaceMap) svgCells(g *statespace.Fit) [][]cellCount {
	sizes := m.layout.BandSizes()
	cells := make([][]cellCount, len(sizes))
	for d, n := range sizes {
		cells[d] = make([]cellCount, max(min(g.Bands[d].W/svgCell, n), 1))
	}
	for r := range uint32(solver.NumRanks) {
		d, i, ok := m.layout.Slot(r)
		if !ok {
			continue
		}
		row := cells[d]
		j := i * len(row) / sizes[d]
		row[j].total++
		if m.marked[r/64]&(1<<(r%64)) != 0 {
			row[j].marked++
		}
	}
	return cells
}

// mix is a + t*(b-a), channel by channel, opaque.
func mix(a, b color.Color, t float64) color.Color {
	ca, cb := nrgba(a), nrgba(b)
	var o [3]uint8
	for i := range o {
		o[i] = uint8(math.Round(float64(ca[i]) + t*(float64(cb[i])-float64(ca[i]))))
	}
	return color.NRGBA{R: o[0], G: o[1], B: o[2], A: 0xff}
}
