package tabkit

import (
	"io"

	"fyne.io/fyne/v2"

	"github.com/eightpuzzle/eightpuzzle/app/chart"
	"github.com/eightpuzzle/eightpuzzle/app/widgets"
)

// Saved charts are at least this many pixels (the SVG the same in CSS
// pixels): wide enough for a slide. A chart whose labels need more (many
// bars, a long legend) gets its minimum size, so its text keeps its size.
const ChartWidth, ChartHeight = 1000, 620

// ChartSize is the size a file of c gets.
func ChartSize(c *chart.Chart) (width, height int) {
	w, h := c.MinSize()
	return max(ChartWidth, w), max(ChartHeight, h)
}

// ChartWriter writes c at ChartSize, as SVG when ext is ".svg" and as PNG
// otherwise.
func ChartWriter(c *chart.Chart, ext string) func(io.Writer) error {
	w, h := ChartSize(c)
	if ext == ".svg" {
		return func(out io.Writer) error { return c.WriteSVG(out, w, h) }
	}
	return func(out io.Writer) error { return c.WritePNG(out, w, h) }
}

// ChartItems are a save menu's items for the chart shown: PNG and SVG in
// the print theme (white, black text: a dark chart on a white page is
// what a user of the dark theme got before), and PNG as on screen. drawn
// is the chart in a theme, nil while there is none (the items are then
// disabled); save offers the file named base and the extension.
func ChartItems(base string, drawn func(chart.Theme) *chart.Chart, save func(name string, write func(io.Writer) error)) []*fyne.MenuItem {
	var items []*fyne.MenuItem
	for _, f := range []struct {
		label, ext string
		th         chart.Theme
	}{
		{"Chart as PNG, light for print…", ".png", chart.Print()},
		{"Chart as SVG, light for print…", ".svg", chart.Print()},
		{"Chart as PNG, as on screen…", ".png", widgets.ChartTheme()},
	} {
		c := drawn(f.th)
		it := fyne.NewMenuItem(f.label, func() { save(base+f.ext, ChartWriter(c, f.ext)) })
		it.Disabled = c == nil
		items = append(items, it)
	}
	return items
}
