package chart

import (
	"image/color"
	"math"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// Bar is one bar of a bar chart.
type Bar struct {
	Label  string  // the category: an algorithm's name
	Family int     // index into BarSpec.Families, which colours the bar
	Value  float64 // NaN: no value (not solved, not run); the bar is left out and Note says why
	// AtLeast marks a lower bound, a run stopped by a limit: the value is
	// printed as ≥ value.
	AtLeast bool
	Note    string // printed after the value, e.g. "node limit"
}

// BarSpec is a bar chart: one bar per category, first at the top.
type BarSpec struct {
	Title string
	Axis  string // the value axis label, e.g. "Nodes expanded"
	Unit  Unit
	Scale Scale
	Bars  []Bar // drawn top to bottom in this order
	// Families name the families the bars belong to, for the legend; the
	// bars of a family share its colour. Empty: each bar its own colour.
	Families []string
	// Min and Max fix a linear value axis when Max > Min, for a measure
	// with a natural range (b* runs from 1 to the largest branching
	// factor); bars start at Min.
	Min, Max float64
}

// Bars makes a horizontal bar chart: the categories down the left where
// long algorithm names stay readable, each bar labelled with its value.
func Bars(spec BarSpec, th Theme) *Chart { return &Chart{Theme: th, bars: &spec} }

// barLabel is the text printed at the end of a bar.
func (s *BarSpec) barLabel(b Bar) string {
	l := s.Unit.Format(b.Value)
	if b.AtLeast && !math.IsNaN(b.Value) {
		l = geq() + l
	}
	if b.Note != "" {
		l += "  " + b.Note
	}
	return l
}

// drawn reports whether a bar has a visible length on the axis.
func drawn(v, base float64) bool { return !math.IsNaN(v) && v > base }

// barChrome is the height a bar chart needs besides its rows: the title,
// the legend, the value axis and its label, and the margins.
var barChrome = vg.Points(96)

// layout is what a chart's size decides: the size of its text.
type layout struct{ size vg.Length }

func (c *Chart) layout(width, height vg.Length) layout {
	if c.bars != nil {
		// the category labels share the height left after the chrome
		return layout{fontSize(height-barChrome, len(c.bars.Bars))}
	}
	n := 0
	if c.lines != nil {
		n = len(c.lines.Series)
		if c.lines.multiples() {
			// a panel's legend lists its family's lines
			fams := c.lines.panelFamilies()
			rows := (len(fams) + multiplesCols(width) - 1) / multiplesCols(width)
			height /= vg.Length(max(rows, 1))
			n = 0
			for _, f := range fams {
				k := 0
				for _, se := range c.lines.Series {
					if se.Family == f {
						k++
					}
				}
				n = max(n, k)
			}
		}
	}
	return layout{fontSize(height-vg.Points(40), n)}
}

func (c *Chart) drawBars(dc draw.Canvas) {
	s := c.bars
	n := len(s.Bars)
	size := c.layout(dc.Max.X-dc.Min.X, dc.Max.Y-dc.Min.Y).size
	p := c.newPlot(s.Title, size)
	vals := make([]float64, n)
	for i, b := range s.Bars {
		vals[i] = b.Value
	}
	var base float64
	if s.Max > s.Min {
		base = fixedAxis(&p.X, s.Min, s.Max, s.Unit, s.Axis)
	} else {
		base, _ = valueAxis(&p.X, vals, s.Scale, s.Unit, s.Axis, true)
	}
	if len(s.Families) > 0 && n > 0 {
		dc = c.drawLegend(dc, s, size)
		p.Title.Text = ""
	}

	// Categories sit at y = n-1 .. 0 so that the first bar is at the top.
	p.Y.Min, p.Y.Max = -0.5, float64(max(n, 1))-0.5
	ticks := make(plot.ConstantTicks, n)
	for i, b := range s.Bars {
		ticks[i] = plot.Tick{Value: float64(n - 1 - i), Label: b.Label}
	}
	p.Y.Tick.Marker = ticks
	p.Y.Tick.Length = 0
	p.Y.Tick.Label.Font.Size = size

	grid := &gridLines{color: c.Theme.Grid}
	bars := &barPlot{spec: s, theme: c.Theme, base: base, label: c.textStyle(size, false)}
	p.Add(grid, bars)
	if n == 0 {
		p.Add(&message{text: tr("no results yet"), style: c.textStyle(size, false)})
	}
	p.Draw(dc)
}

// barPlot draws the bars and their value labels.
type barPlot struct {
	spec  *BarSpec
	theme Theme
	base  float64
	label text.Style
}

// thickness of a bar as a share of its row: the rest separates the bars.
const thickness = 0.7

func (b *barPlot) Plot(c draw.Canvas, p *plot.Plot) {
	tx, ty := p.Transforms(&c)
	n := len(b.spec.Bars)
	pad := b.label.Font.Size * 0.4
	for i, bar := range b.spec.Bars {
		y := float64(n - 1 - i)
		y0, y1 := ty(y-thickness/2), ty(y+thickness/2)
		x0, x1 := c.Min.X, c.Min.X
		col := b.theme.color(i)
		if len(b.spec.Families) > 0 {
			col = b.theme.family(bar.Family)
		}
		if drawn(bar.Value, b.base) {
			x1 = min(tx(bar.Value), c.Max.X)
			c.SetColor(col)
			c.Fill(vg.Rectangle{Min: vg.Point{X: x0, Y: y0}, Max: vg.Point{X: x1, Y: y1}}.Path())
		}

		// The value goes after the bar if it fits, else inside its end in
		// black or white, whichever reads on the bar's colour.
		txt := b.spec.barLabel(bar)
		sty := b.label
		at := vg.Point{X: x1 + pad, Y: (y0 + y1) / 2}
		if math.IsNaN(bar.Value) {
			sty.Color = b.theme.Muted
		}
		w := sty.Width(txt)
		if at.X+w > c.Max.X && x1-x0 > w+2*pad {
			sty.Color = inkOn(col)
			sty.XAlign = draw.XRight
			at.X = x1 - pad
		} else if b.theme.Background != nil {
			// clear the grid lines behind the label so that it reads
			h := sty.Height(txt)
			c.SetColor(b.theme.Background)
			c.Fill(vg.Rectangle{Min: vg.Point{X: at.X - pad/2, Y: at.Y - h/2}, Max: vg.Point{X: at.X + w + pad/2, Y: at.Y + h/2}}.Path())
		}
		c.FillText(sty, at, txt)
	}
}

// gridLines draws the value axis's major ticks across the data area, under
// the bars or lines, in the theme's grid colour.
type gridLines struct {
	color      color.Color
	horizontal bool // lines across y ticks (line charts) rather than x ticks
}

func (g *gridLines) Plot(c draw.Canvas, p *plot.Plot) {
	tx, ty := p.Transforms(&c)
	sty := draw.LineStyle{Color: g.color, Width: vg.Points(0.5)}
	if g.horizontal {
		for _, t := range p.Y.Tick.Marker.Ticks(p.Y.Min, p.Y.Max) {
			if !t.IsMinor() {
				c.StrokeLine2(sty, c.Min.X, ty(t.Value), c.Max.X, ty(t.Value))
			}
		}
		return
	}
	for _, t := range p.X.Tick.Marker.Ticks(p.X.Min, p.X.Max) {
		if !t.IsMinor() {
			c.StrokeLine2(sty, tx(t.Value), c.Min.Y, tx(t.Value), c.Max.Y)
		}
	}
}

// message writes a line of text in the middle of an empty chart.
type message struct {
	text  string
	style text.Style
}

func (m *message) Plot(c draw.Canvas, _ *plot.Plot) {
	sty := m.style
	sty.XAlign = draw.XCenter
	c.FillText(sty, c.Center(), m.text)
}

// fixedAxis sets a linear value axis from lo to hi and returns where bars
// start.
func fixedAxis(a *plot.Axis, lo, hi float64, unit Unit, label string) float64 {
	step := niceStep((hi - lo) / 5)
	a.Min, a.Max = lo, hi
	a.Scale = plot.LinearScale{}
	a.Tick.Marker = linearTicks{step, unit}
	a.Label.Text = label
	return lo
}

// drawLegend writes the title, then a swatch and the name of each family
// that has a bar, in a row (wrapping if it must), and returns the canvas
// left for the plot, which then has no title of its own to draw.
func (c *Chart) drawLegend(dc draw.Canvas, s *BarSpec, size vg.Length) draw.Canvas {
	used := make([]bool, len(s.Families))
	for _, b := range s.Bars {
		if b.Family >= 0 && b.Family < len(used) {
			used[b.Family] = true
		}
	}
	top := dc.Max.Y
	if s.Title != "" {
		tsty := c.textStyle(size*1.25, true)
		tsty.XAlign, tsty.YAlign = draw.XCenter, draw.YTop
		dc.FillText(tsty, vg.Point{X: (dc.Min.X + dc.Max.X) / 2, Y: top}, s.Title)
		top -= tsty.Height(s.Title) + size*0.8
	}
	sty := c.textStyle(size, false)
	line := size * lineGap
	swatch := size * 0.9
	x, y := dc.Min.X, top-line/2
	for f, name := range s.Families {
		if !used[f] {
			continue
		}
		w := swatch + size*0.4 + sty.Width(name) + size*1.2
		if x > dc.Min.X && x+w > dc.Max.X {
			x, y = dc.Min.X, y-line
		}
		dc.SetColor(c.Theme.family(f))
		dc.Fill(vg.Rectangle{Min: vg.Point{X: x, Y: y - swatch/2}, Max: vg.Point{X: x + swatch, Y: y + swatch/2}}.Path())
		dc.FillText(sty, vg.Point{X: x + swatch + size*0.4, Y: y}, name)
		x += w
	}
	out := dc
	out.Max.Y = y - line/2 - size*0.4
	return out
}
