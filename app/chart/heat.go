package chart

import (
	"image/color"
	"math"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// HeatSpec is a heat map of counts over a grid of whole numbers:
// Counts[x][y] things at (x, y), the colour of a cell going with the
// logarithm of its count (the counts of the 8-puzzle's boards span four
// orders of magnitude), an empty cell left blank.
type HeatSpec struct {
	Title, XLabel, YLabel string
	Counts                [][]int
	// Identity, when not empty, draws the line y = x over the cells with
	// this name in the legend.
	Identity string
	// CountLabel names what is counted, over the colour key: "boards".
	CountLabel string
}

// Heat makes a heat map.
func Heat(spec HeatSpec, th Theme) *Chart { return &Chart{Theme: th, heat: &spec} }

// heatStops are the colour ramp from a count of one to the largest: on a
// light background light blue to dark (ColorBrewer's Blues), on a dark one
// viridis from its blue to its yellow; either way more is more contrast.
func heatStops(th Theme) []color.Color {
	if th.Background != nil && luminance(th.Background) < 0.2 {
		return []color.Color{rgb(0x3b528b), rgb(0x21918c), rgb(0x5ec962), rgb(0xfde725)}
	}
	return []color.Color{rgb(0xc6dbef), rgb(0x6baed6), rgb(0x2171b5), rgb(0x08306b)}
}

// heatColor is the ramp at t in [0, 1].
func heatColor(th Theme, t float64) color.Color {
	st := heatStops(th)
	t = min(max(t, 0), 1) * float64(len(st)-1)
	i := min(int(t), len(st)-2)
	return mix(st[i], st[i+1], t-float64(i))
}

// heatLevel is where a count lies on the ramp: 0 for one, 1 for the most.
func heatLevel(n, most int) float64 {
	if most <= 1 {
		return 1
	}
	return math.Log(float64(n)) / math.Log(float64(most))
}

func (c *Chart) drawHeat(dc draw.Canvas) {
	s := c.heat
	size := maxText
	p := c.newPlot(s.Title, size)
	nx, ny, most := len(s.Counts), 0, 0
	for _, col := range s.Counts {
		ny = max(ny, len(col))
		for _, n := range col {
			most = max(most, n)
		}
	}
	p.X.Min, p.X.Max = -0.5, float64(max(nx, 1))-0.5
	p.Y.Min, p.Y.Max = -0.5, float64(max(ny, 1))-0.5
	p.X.Tick.Marker = linearTicks{max(niceStep(float64(nx)/8), 1), Count}
	p.Y.Tick.Marker = linearTicks{max(niceStep(float64(ny)/8), 1), Count}
	p.X.Label.Text, p.Y.Label.Text = s.XLabel, s.YLabel
	p.Add(&gridLines{color: c.Theme.Grid}, &gridLines{color: c.Theme.Grid, horizontal: true})
	p.Add(&heatPlot{counts: s.Counts, most: most, theme: c.Theme})
	if s.Identity != "" && nx > 0 && ny > 0 {
		top := float64(min(nx, ny)) - 0.5
		l, err := plotter.NewLine(plotter.XYs{{X: -0.5, Y: -0.5}, {X: top, Y: top}})
		if err == nil {
			l.LineStyle = draw.LineStyle{Color: c.Theme.Foreground, Width: vg.Points(1), Dashes: []vg.Length{vg.Points(4), vg.Points(3)}}
			p.Add(l)
			p.Legend = plot.NewLegend()
			p.Legend.Add(s.Identity, l)
			p.Legend.TextStyle = c.textStyle(size, false)
			p.Legend.Top, p.Legend.Left = true, true
			p.Legend.ThumbnailWidth = vg.Points(24)
		}
	}
	if most == 0 {
		p.Add(&message{text: tr("no data"), style: c.textStyle(size, false)})
	}

	// the colour key takes a strip on the right
	sty := c.textStyle(size, false)
	labelW := max(sty.Width(Count.Format(float64(most))), sty.Width(s.CountLabel)/2)
	bar := size * 1.2
	keyW := bar + size*0.5 + labelW + size
	plotC := draw.Crop(dc, 0, -keyW, 0, 0)
	if most > 0 {
		top := dc.Max.Y - size*3.5 // below the title
		bottom := dc.Min.Y + size*4
		c.drawHeatKey(dc, dc.Max.X-keyW+size*0.5, bottom, top, bar, most, sty, s.CountLabel)
	}
	p.Draw(yLabel(p, plotC, size))
}

// drawHeatKey draws the colour ramp from bottom to top at x, with the
// counts of the powers of ten and of the largest count beside it.
func (c *Chart) drawHeatKey(dc draw.Canvas, x, bottom, top, bar vg.Length, most int, sty text.Style, label string) {
	const steps = 48
	h := top - bottom
	for i := range steps {
		y0 := bottom + h*vg.Length(i)/steps
		y1 := bottom + h*vg.Length(i+1)/steps
		dc.SetColor(heatColor(c.Theme, (float64(i)+0.5)/steps))
		// overlapping a hair, so no seam shows between the steps
		dc.Fill(vg.Rectangle{Min: vg.Point{X: x, Y: y0}, Max: vg.Point{X: x + bar, Y: y1 + h/steps/4}}.Path())
	}
	at := func(n int) vg.Point {
		return vg.Point{X: x + bar + sty.Font.Size*0.4, Y: bottom + h*vg.Length(heatLevel(n, most))}
	}
	last := vg.Length(math.Inf(-1))
	for v := 1; v <= most; v *= 10 {
		pt := at(v)
		if pt.Y-last < sty.Font.Size*lineGap || at(most).Y-pt.Y < sty.Font.Size*lineGap && v != most {
			continue // would overlap the one below or the largest count
		}
		dc.FillText(sty, pt, Count.Format(float64(v)))
		last = pt.Y
	}
	if most > 1 {
		dc.FillText(sty, at(most), Count.Format(float64(most)))
	}
	if label != "" {
		ls := sty
		ls.XAlign, ls.YAlign = draw.XCenter, draw.YBottom
		dc.FillText(ls, vg.Point{X: x + bar/2 + sty.Width(label)/4, Y: top + sty.Font.Size*0.6}, label)
	}
}

// heatPlot fills the cells of a heat map.
type heatPlot struct {
	counts [][]int
	most   int
	theme  Theme
}

func (h *heatPlot) Plot(c draw.Canvas, p *plot.Plot) {
	tx, ty := p.Transforms(&c)
	for x, col := range h.counts {
		for y, n := range col {
			if n <= 0 {
				continue
			}
			c.SetColor(heatColor(h.theme, heatLevel(n, h.most)))
			c.Fill(vg.Rectangle{
				Min: vg.Point{X: tx(float64(x) - 0.5), Y: ty(float64(y) - 0.5)},
				Max: vg.Point{X: tx(float64(x) + 0.5), Y: ty(float64(y) + 0.5)},
			}.Path())
		}
	}
}
