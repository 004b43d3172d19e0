package heuristics

import (
	"encoding/csv"
	"io"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/chart"
	"github.com/eightpuzzle/eightpuzzle/app/internal/download"
	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/app/widgets"
	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/accuracy"
)

// Saved charts are this many pixels (the SVG the same in CSS pixels):
// wide enough for a slide, as the Compare tab's.
const exportWidth, exportHeight = 1000, 620

// fileChart is the chart shown, titled, in a theme; nil while there are
// no figures.
func (v *View) fileChart(th chart.Theme) *chart.Chart {
	acc := v.figures.Heuristic
	if acc == nil {
		return nil
	}
	if v.acc.Chart() == session.RangesChart {
		return chart.Lines(chart.AccuracyRanges(acc), th)
	}
	a, ok := byName(acc, v.acc.HeatHeuristic().Name)
	if !ok {
		return nil
	}
	return chart.Heat(chart.AccuracyHeat(a), th)
}

// fileBase is the start of a suggested file name: the goal, and the chart.
func (v *View) fileBase() string {
	base := "heuristics-" + fileBoard(v.figures.Shape, v.figures.Goal)
	if v.acc.Chart() == session.HeatChart {
		return base + "-heat-" + v.acc.HeatHeuristic().Name
	}
	return base + "-ranges"
}

// exportSize is the size a file of the chart gets: taller when its labels
// need it.
func exportSize(c *chart.Chart) (int, int) {
	w, h := c.MinSize()
	return max(exportWidth, w), max(exportHeight, h)
}

// saveMenu lists what can be saved. Charts are saved in the print theme
// (white, black text) unless asked for the screen's.
func (v *View) saveMenu() *fyne.Menu {
	var items []*fyne.MenuItem
	add := func(label string, disabled bool, f func()) {
		it := fyne.NewMenuItem(label, f)
		it.Disabled = disabled
		items = append(items, it)
	}
	for _, f := range []struct {
		label, ext string
		th         chart.Theme
	}{
		{"Chart as PNG, light for print…", ".png", chart.Print()},
		{"Chart as SVG, light for print…", ".svg", chart.Print()},
		{"Chart as PNG, as on screen…", ".png", widgets.ChartTheme()},
	} {
		c := v.fileChart(f.th)
		add(f.label, c == nil, func() { v.saveAs(v.fileBase()+f.ext, chartWriter(c, f.ext)) })
	}
	items = append(items, fyne.NewMenuItemSeparator())
	acc := v.figures.Heuristic
	add("Figures per distance as CSV…", acc == nil, func() {
		v.saveAs("heuristics-"+fileBoard(v.figures.Shape, v.figures.Goal)+".csv", func(w io.Writer) error { return WriteCSV(w, acc) })
	})
	return fyne.NewMenu("Save", items...)
}

// chartWriter writes c as PNG or SVG (ext), at the export size.
func chartWriter(c *chart.Chart, ext string) func(io.Writer) error {
	w, h := exportSize(c)
	if ext == ".svg" {
		return func(out io.Writer) error { return c.WriteSVG(out, w, h) }
	}
	return func(out io.Writer) error { return c.WritePNG(out, w, h) }
}

// WriteCSV writes the figures per heuristic and true distance: the boards
// at that distance and the least, mean and greatest h over them.
func WriteCSV(w io.Writer, acc []accuracy.HeuristicAccuracy) error {
	cw := csv.NewWriter(w)
	cw.Write([]string{"heuristic", "admissible", "distance", "boards", "min_h", "mean_h", "max_h"})
	num := func(x float64) string { return strconv.FormatFloat(x, 'f', -1, 64) }
	for _, a := range acc {
		for _, b := range a.Bands {
			if b.Count == 0 {
				continue
			}
			cw.Write([]string{a.Name, strconv.FormatBool(a.Over == 0), strconv.Itoa(b.Distance), strconv.Itoa(b.Count),
				num(b.Min), num(b.Mean), num(b.Max)})
		}
	}
	cw.Flush()
	return cw.Error() // the first error of any Write
}

// saveAs offers the file the platform's way: Fyne's save dialog on the
// desktop, a download in a browser.
func (v *View) saveAs(name string, write func(io.Writer) error) {
	download.Save(v.w, name, write, func(where string, err error) {
		if err != nil {
			v.tell(widget.DangerImportance, "Could not save "+where+": "+err.Error()+".")
			return
		}
		v.tell(widget.SuccessImportance, "Saved "+where+".")
	})
}

// fileBoard names a goal in a file name: nine digits for 3x3, the size
// and the rows split by dashes otherwise ("2x3-123-450").
func fileBoard(sh solver.Shape, b solver.Board) string {
	if sh.Norm().Is3x3() {
		return b.String()
	}
	return sh.String() + "-" + strings.NewReplacer("/", "-", " ", ".").Replace(sh.RowsText(b))
}
