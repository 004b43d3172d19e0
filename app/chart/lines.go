package chart

import (
	"image/color"
	"math"
	"slices"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// Series is one line: points (X[i], Y[i]). A NaN Y, or one that is not
// positive on a log axis, leaves a gap.
type Series struct {
	Name   string
	Family int // index into LineSpec.Families, which colours the line
	X, Y   []float64
	// Lo and Hi, when given, draw a whisker from Lo[i] to Hi[i] through
	// each point: a range such as the least and greatest value there.
	Lo, Hi []float64
}

// LineSpec is a line chart, one line per series, with a legend on the
// right. X is meant for whole numbers such as solution depths.
type LineSpec struct {
	Title, XLabel, YLabel string
	Unit                  Unit  // of Y
	Scale                 Scale // of Y
	Series                []Series
	// Families, when given, colour each line by its family; the lines of
	// one family differ by their markers and dashes.
	Families []string
	// Identity, when not empty, draws the line y = x under the series,
	// dashed and muted, with this name in the legend: the reference a
	// heuristic's estimates are read against.
	Identity string
	// Dodge shifts each series' points a little sideways, in turn, so
	// that the whiskers of several series at the same X stay apart.
	Dodge bool
	// Empty is said where there is no point to draw; "" says "no results
	// yet", right while a run goes on and wrong once it has ended.
	Empty string
}

// Lines makes a line chart.
func Lines(spec LineSpec, th Theme) *Chart { return &Chart{Theme: th, lines: &spec} }

// shapes mark the points; with colours cycling every 10 and shapes every
// 7, each of the first 70 series looks different from all the others.
var shapes = []draw.GlyphDrawer{
	draw.CircleGlyph{}, draw.SquareGlyph{}, draw.TriangleGlyph{}, draw.RingGlyph{},
	draw.BoxGlyph{}, draw.PyramidGlyph{}, draw.CrossGlyph{},
}

// multiplesOver is how many series a chart with families draws in one
// plot: more (the batch's 28 algorithms) are small multiples, a panel per
// family, each with its few lines in colours of their own over the others
// in grey, on the same axes.
const multiplesOver = 8

// multiples says whether the chart is drawn as a panel per family.
func (s *LineSpec) multiples() bool { return len(s.Families) > 0 && len(s.Series) > multiplesOver }

// panelFamilies are the families that have a series, in order.
func (s *LineSpec) panelFamilies() []int {
	var out []int
	for f := range s.Families {
		for _, se := range s.Series {
			if se.Family == f {
				out = append(out, f)
				break
			}
		}
	}
	return out
}

// multiplesCols is how many panels go across a chart of that width.
func multiplesCols(width vg.Length) int {
	if width >= pixels(multiplesMinWidth) {
		return 2
	}
	return 1
}

// A panel's smallest size in pixels: its legend of up to seven lines
// beside a plot still wide enough to read.
const (
	multiplesMinWidth = 620
	panelMinHeight    = 260
)

func (c *Chart) drawLines(dc draw.Canvas) {
	s := c.lines
	if !s.multiples() {
		c.drawLinePanel(dc, *s, nil)
		return
	}
	if s.Title != "" {
		tsty := c.textStyle(maxText*1.25, true)
		tsty.XAlign, tsty.YAlign = draw.XCenter, draw.YTop
		dc.FillText(tsty, vg.Point{X: (dc.Min.X + dc.Max.X) / 2, Y: dc.Max.Y}, s.Title)
		dc.Max.Y -= tsty.Height(s.Title) + maxText*0.8
	}
	panels := s.panels()
	cols := multiplesCols(dc.Max.X - dc.Min.X)
	rows := (len(panels) + cols - 1) / cols
	w := (dc.Max.X - dc.Min.X) / vg.Length(cols)
	h := (dc.Max.Y - dc.Min.Y) / vg.Length(max(rows, 1))
	for k, panel := range panels {
		c.pause()
		cell := dc
		cell.Min.X = dc.Min.X + w*vg.Length(k%cols)
		cell.Max.X = cell.Min.X + w
		cell.Max.Y = dc.Max.Y - h*vg.Length(k/cols)
		cell.Min.Y = cell.Max.Y - h
		gap := maxText * 0.6 // between panels
		cell = draw.Crop(cell, 0, -gap, gap, 0)
		c.drawLinePanel(cell, panel.spec, panel.context)
	}
}

// panel is one plot of small multiples: a family's series, named and in
// colours of their own, over the others.
type panel struct {
	spec    LineSpec
	context []Series
}

// panels are the plots of small multiples, a family each, in order.
func (s *LineSpec) panels() []panel {
	var out []panel
	for _, f := range s.panelFamilies() {
		p := panel{spec: LineSpec{Title: s.Families[f], XLabel: s.XLabel, YLabel: s.YLabel, Unit: s.Unit,
			Scale: s.Scale, Identity: s.Identity, Dodge: s.Dodge}}
		for _, se := range s.Series {
			if se.Family == f {
				p.spec.Series = append(p.spec.Series, se)
			} else {
				p.context = append(p.context, se)
			}
		}
		out = append(out, p)
	}
	return out
}

// drawLinePanel draws one plot of the series, each in a colour of its own
// (or its family's), with the context series under them in the grid's
// colour, unnamed: they set the axes the same in every panel.
func (c *Chart) drawLinePanel(dc draw.Canvas, spec LineSpec, context []Series) {
	s := &spec
	size := maxText // axes at the full size
	p := c.newPlot(s.Title, size)

	var xs, ys []float64
	integral := true
	for _, se := range append(slices.Clone(s.Series), context...) {
		for i := range min(len(se.X), len(se.Y)) {
			xs, ys = append(xs, se.X[i]), append(ys, se.Y[i])
			integral = integral && se.X[i] == math.Trunc(se.X[i])
			if i < len(se.Lo) && i < len(se.Hi) {
				ys = append(ys, se.Lo[i], se.Hi[i])
			}
		}
	}
	if s.Identity != "" { // the axis reaches as far as the reference line
		ys = append(ys, xs...)
	}
	_, log := valueAxis(&p.Y, ys, s.Scale, s.Unit, s.YLabel, false)
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, x := range xs {
		lo, hi = min(lo, x), max(hi, x)
	}
	if len(xs) == 0 {
		lo, hi = 0, 1
	}
	step, margin := niceStep((hi-lo)/8), (hi-lo)/40
	if integral {
		step, margin = max(step, 1), 0.5
	}
	if margin == 0 {
		margin = 1
	}
	// a margin keeps the end markers whole
	p.X.Min, p.X.Max = lo-margin, hi+margin
	p.X.Tick.Marker = linearTicks{step, Count}
	p.X.Label.Text = s.XLabel

	newLegend := func() *plot.Legend {
		l := plot.NewLegend()
		l.Top, l.Left = true, true
		l.TextStyle = c.textStyle(fontSize(dc.Max.Y-dc.Min.Y-vg.Points(40), len(s.Series)), false)
		l.TextStyle.YAlign = draw.YBottom // the legend measures its rows from the baseline
		l.ThumbnailWidth = vg.Points(24)
		l.Padding = l.TextStyle.Font.Size * 0.2 // between entries: 22 of them must not touch
		return &l
	}
	legend := newLegend()
	// A panel of small multiples has its legend under the plot, in two
	// columns: beside it, names such as idastar-misplaced-blank left the
	// plot a sliver of a panel half the chart wide.
	below := context != nil
	legend2 := newLegend()
	entries := 0
	var all []lineEntry // to lay out again in columns
	add := func(name string, th ...plot.Thumbnailer) {
		all = append(all, lineEntry{name, th})
		l := legend
		if below && entries >= (len(s.Series)+1)/2 {
			l = legend2
		}
		l.Add(name, th...)
		entries++
	}

	p.Add(&gridLines{color: c.Theme.Grid}, &gridLines{color: c.Theme.Grid, horizontal: true})
	if s.Identity != "" && len(xs) > 0 {
		id := draw.LineStyle{Color: c.Theme.Muted, Width: vg.Points(1), Dashes: []vg.Length{vg.Points(4), vg.Points(3)}}
		if l, err := plotter.NewLine(plotter.XYs{{X: max(lo, p.Y.Min), Y: max(lo, p.Y.Min)}, {X: min(hi, p.Y.Max), Y: min(hi, p.Y.Max)}}); err == nil {
			l.LineStyle = id
			p.Add(l)
		}
		add(s.Identity, &plotter.Line{LineStyle: id})
	}
	// the other families' lines, faint: where this family stands among them
	var faintCol color.Color = c.Theme.Grid
	if c.Theme.Background != nil {
		faintCol = mix(c.Theme.Background, c.Theme.Muted, 0.45)
	}
	faint := draw.LineStyle{Color: faintCol, Width: vg.Points(1)}
	for _, se := range context[:contextLines(len(context))] {
		for _, run := range runs(se, log) {
			if l, err := plotter.NewLine(run); err == nil {
				l.LineStyle = faint
				p.Add(l)
			}
		}
	}
	dodge := 0.0 // the sideways step between series
	if s.Dodge && len(s.Series) > 1 {
		dodge = min(0.7, step) / float64(len(s.Series))
	}
	inFamily := map[int]int{} // lines so far of each family
	for i, se := range s.Series {
		col, k, shape := c.Theme.color(i), i/len(c.Theme.Palette), i%len(shapes)
		if len(s.Families) > 0 {
			j := inFamily[se.Family]
			inFamily[se.Family]++
			col, k, shape = c.Theme.family(se.Family), j/len(shapes), j%len(shapes)
		}
		line := draw.LineStyle{Color: col, Width: vg.Points(1.5)}
		if k > 0 { // colours (or a family's markers) came round again: dash
			line.Dashes = []vg.Length{vg.Points(float64(2 + 2*k)), vg.Points(2)}
		}
		glyph := draw.GlyphStyle{Color: col, Radius: vg.Points(2.5), Shape: shapes[shape]}
		if dodge != 0 {
			off := (float64(i) - float64(len(s.Series)-1)/2) * dodge
			se.X = append([]float64(nil), se.X...)
			for j := range se.X {
				se.X[j] += off
			}
		}
		if w := whiskers(se, log); len(w) > 0 {
			p.Add(&whiskerPlot{segs: w, style: draw.LineStyle{Color: col, Width: vg.Points(1)}})
		}
		for _, run := range runs(se, log) {
			l, err := plotter.NewLine(run)
			if err != nil {
				continue // runs holds finite points only; nothing to skip in practice
			}
			l.LineStyle = line
			sc, _ := plotter.NewScatter(run)
			sc.GlyphStyle = glyph
			p.Add(l, sc)
		}
		add(se.Name, &plotter.Line{LineStyle: line}, &plotter.Scatter{GlyphStyle: glyph})
	}
	if len(xs) == 0 {
		empty := s.Empty
		if empty == "" {
			empty = tr("no results yet")
		}
		p.Add(&message{text: empty, style: c.textStyle(size, false)})
	}

	// The legend takes a strip on the right, outside the data, so that no
	// line hides under it however many algorithms there are.
	plotC := dc
	if below && len(s.Series) > 0 {
		r := legend.Rectangle(dc)
		h := r.Max.Y - r.Min.Y
		gap := size * 0.5
		plotC = draw.Crop(dc, 0, 0, h+gap, 0)
		legC := dc
		legC.Max.Y = dc.Min.Y + h
		legC2 := legC
		legC.Max.X = (dc.Min.X + dc.Max.X) / 2
		legC2.Min.X = legC.Max.X
		legend.Draw(legC)
		legend2.Draw(legC2)
	} else if len(s.Series) > 0 {
		top := dc.Max.Y - size*3 // below the title
		legends := []*plot.Legend{legend}
		if r := legend.Rectangle(dc); r.Max.Y-r.Min.Y > top-dc.Min.Y {
			// taller than the chart even in the least type (nine lines and
			// h = d in a short chart, the Heuristics tab at 800x600): the
			// entries past the first half went below its edge, unseen; two
			// columns keep every line named
			legends = []*plot.Legend{newLegend(), newLegend()}
			for _, l := range legends {
				l.ThumbnailWidth = vg.Points(14) // room for the plot between them and the axis
			}
			half := (len(all) + 1) / 2
			for i, e := range all {
				legends[i/half].Add(e.name, e.th...)
			}
		}
		gap := size
		var w vg.Length
		for _, l := range legends {
			r := l.Rectangle(dc)
			w += r.Max.X - r.Min.X + gap/2
		}
		if cols, rows := legendBelow(dc, all, newLegend, w+2*gap); cols > 0 {
			// beside the plot the legend left it a sliver (the Heuristics
			// tab at 800x600: about 60 px of plot); under it, in columns,
			// the plot keeps the width and gives up a few rows of height
			plotC = drawLegendBelow(dc, all, newLegend, cols, rows, size)
		} else {
			plotC = draw.Crop(dc, 0, -(w + 2*gap), 0, 0)
			x := dc.Max.X - w - gap
			for _, l := range legends {
				r := l.Rectangle(dc)
				legC := dc
				legC.Min.X, legC.Max.Y = x, top
				l.Draw(legC)
				x += r.Max.X - r.Min.X + gap/2
			}
		}
	}
	plotC = yLabel(p, plotC, size)
	if c.plotArea != nil {
		*c.plotArea = p.DataCanvas(plotC).Rectangle
	}
	p.Draw(plotC)
}

// lineEntry is one line of a legend.
type lineEntry struct {
	name string
	th   []plot.Thumbnailer
}

// minPlotShare is the least share of a chart's width its plot keeps
// beside a legend on the right; below it the legend goes under the plot.
const minPlotShare = 0.55

// maxLegendCols bounds the columns of a legend under the plot.
const maxLegendCols = 3

// legendBelow says in how many columns and rows the legend goes under the
// plot: 0 columns when the legend beside it (right wide) leaves the plot
// at least minPlotShare of the width, or when under it would not do
// better (rows taking more than half the height, or leaving the plot a
// smaller share of it than the legend beside it leaves of the width).
func legendBelow(dc draw.Canvas, all []lineEntry, newLegend func() *plot.Legend, right vg.Length) (cols, rows int) {
	width, height := dc.Max.X-dc.Min.X, dc.Max.Y-dc.Min.Y
	if width-right >= width*minPlotShare || len(all) < 2 {
		return 0, 0
	}
	var rowH vg.Length
	widths := make([]vg.Length, len(all))
	for i, e := range all {
		l := newLegend()
		l.Add(e.name, e.th...)
		r := l.Rectangle(dc)
		widths[i], rowH = legendRoom(l)+l.TextStyle.Width(e.name), max(rowH, r.Max.Y-r.Min.Y)
	}
	// the most columns (fewest rows: the plot keeps its height) in which
	// all but one name fit whole; a long name (the user's expression) is
	// cut to its column, the expression row above says it whole
	cols = 2
	for c := min(maxLegendCols, len(all)); c > 2; c-- {
		cut, first := 0, false
		for i, w := range widths {
			if w > width/vg.Length(c) {
				cut++
				first = first || i == 0 // h = d, or the first line
			}
		}
		if cut <= 1 && !first {
			cols = c
			break
		}
	}
	rows = (len(all) + cols - 1) / cols
	// under the plot only if that leaves it a larger share of the height
	// than the right leaves of the width, and no more than half taken
	if legH := vg.Length(rows) * rowH; legH > height*0.5 || (height-legH)/height < (width-right)/width {
		return 0, 0
	}
	return cols, rows
}

// legendRoom is what an entry of l takes besides its text: the
// thumbnail, and a gap to the next column.
func legendRoom(l *plot.Legend) vg.Length { return l.ThumbnailWidth + 2*l.TextStyle.Font.Size }

// fitText is text cut with an ellipsis to fit width in style.
func fitText(style text.Style, s string, width vg.Length) string {
	if style.Width(s) <= width {
		return s
	}
	r := []rune(s)
	for len(r) > 1 && style.Width(string(r)+"…") > width {
		r = r[:len(r)-1]
	}
	return string(r) + "…"
}

// drawLegendBelow draws the entries under the plot in cols columns of
// rows, down each column in turn, and returns the canvas left for the plot.
func drawLegendBelow(dc draw.Canvas, all []lineEntry, newLegend func() *plot.Legend, cols, rows int, size vg.Length) draw.Canvas {
	colW := (dc.Max.X - dc.Min.X) / vg.Length(cols)
	legends := make([]*plot.Legend, cols)
	var h vg.Length
	for k := range legends {
		l := newLegend()
		for _, e := range all[min(k*rows, len(all)):min((k+1)*rows, len(all))] {
			l.Add(fitText(l.TextStyle, e.name, colW-legendRoom(l)), e.th...)
		}
		r := l.Rectangle(dc)
		h = max(h, r.Max.Y-r.Min.Y)
		legends[k] = l
	}
	for k, l := range legends {
		legC := dc
		legC.Min.X = dc.Min.X + colW*vg.Length(k)
		legC.Max.X = legC.Min.X + colW
		legC.Max.Y = dc.Min.Y + h
		l.Draw(legC)
	}
	return draw.Crop(dc, 0, 0, h+size*0.5, 0)
}

// yLabel draws the value axis's label itself and returns the canvas left
// for the plot. gonum reserves room for a vertical label as if it sat at
// the linear middle of the axis, which on a log axis is near its top, and
// squashes the plot to make that room: in a short chart, to a sliver.
func yLabel(p *plot.Plot, c draw.Canvas, size vg.Length) draw.Canvas {
	text := p.Y.Label.Text
	if text == "" {
		return c
	}
	sty := p.Y.Label.TextStyle
	sty.Rotation += math.Pi / 2
	sty.XAlign, sty.YAlign = draw.XCenter, draw.YTop
	// centred on the data area: below the title, above the x axis
	top := c.Max.Y - p.Title.TextStyle.Height(p.Title.Text) - p.Title.Padding
	bottom := c.Min.Y + 3*size
	c.FillText(sty, vg.Point{X: c.Min.X, Y: (top + bottom) / 2}, text)
	p.Y.Label.Text = ""
	return draw.Crop(c, p.Y.Label.TextStyle.Height(text)+p.Y.Label.Padding, 0, 0, 0)
}

// runs splits a series at its gaps into stretches of drawable points.
func runs(s Series, log bool) []plotter.XYs {
	var out []plotter.XYs
	var cur plotter.XYs
	for i := range min(len(s.X), len(s.Y)) {
		x, y := s.X[i], s.Y[i]
		if math.IsNaN(y) || math.IsInf(y, 0) || math.IsNaN(x) || math.IsInf(x, 0) || log && y <= 0 {
			if len(cur) > 0 {
				out = append(out, cur)
				cur = nil
			}
			continue
		}
		cur = append(cur, plotter.XY{X: x, Y: y})
	}
	if len(cur) > 0 {
		out = append(out, cur)
	}
	return out
}

// whiskers are the drawable ranges of a series: (x, lo, hi) for each
// point that has a finite range (positive, on a log axis).
func whiskers(s Series, log bool) [][3]float64 {
	var out [][3]float64
	for i := range min(len(s.X), len(s.Lo), len(s.Hi)) {
		x, lo, hi := s.X[i], s.Lo[i], s.Hi[i]
		ok := !math.IsNaN(x) && !math.IsNaN(lo) && !math.IsNaN(hi) && !math.IsInf(lo, 0) && !math.IsInf(hi, 0)
		if ok && (!log || lo > 0 && hi > 0) {
			out = append(out, [3]float64{x, lo, hi})
		}
	}
	return out
}

// whiskerPlot draws vertical range lines with short caps.
type whiskerPlot struct {
	segs  [][3]float64
	style draw.LineStyle
}

func (w *whiskerPlot) Plot(c draw.Canvas, p *plot.Plot) {
	tx, ty := p.Transforms(&c)
	capW := vg.Points(1.5)
	for _, s := range w.segs {
		x, y0, y1 := tx(s[0]), ty(s[1]), ty(s[2])
		c.StrokeLines(w.style, []vg.Point{{X: x - capW, Y: y0}, {X: x + capW, Y: y0}}, []vg.Point{{X: x, Y: y0}, {X: x, Y: y1}}, []vg.Point{{X: x - capW, Y: y1}, {X: x + capW, Y: y1}})
	}
}
