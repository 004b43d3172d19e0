package heuristics

import (
	"encoding/csv"
	"fyne.io/fyne/v2/lang"
	"io"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"

	"github.com/eightpuzzle/eightpuzzle/app/chart"
	"github.com/eightpuzzle/eightpuzzle/app/internal/tabkit"
	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/accuracy"
)

// fileChart is the chart shown, titled, in a theme; nil while there are
// no figures.
func (v *View) fileChart(th chart.Theme) *chart.Chart {
	acc := v.figures.Heuristic
	if acc == nil {
		return nil
	}
	if v.acc.Chart() == session.RangesChart {
		// the user's line too, as on screen
		return chart.Lines(chart.AccuracyRanges(v.withExpression(acc)), th)
	}
	a, ok := v.acc.HeatFigures()
	if !ok {
		return nil
	}
	a.Title = v.heatTitle(a.Title)
	return chart.Heat(chart.AccuracyHeat(a), th)
}

// fileBase is the start of a suggested file name: the goal, and the chart.
func (v *View) fileBase() string {
	base := "heuristics-" + fileBoard(v.figures.Shape, v.figures.Goal)
	if v.acc.Chart() == session.HeatChart {
		if h := v.acc.HeatHeuristic(); h.Expression() == "" {
			return base + "-heat-" + h.Name
		}
		return base + "-heat-yours" // an expression's text is no file name
	}
	return base + "-ranges"
}

// saveMenu lists what can be saved: the chart as tabkit.ChartItems offer
// it, and the figures.
func (v *View) saveMenu() *fyne.Menu {
	items := tabkit.ChartItems(v.fileBase(), v.fileChart, v.saveAs)
	items = append(items, fyne.NewMenuItemSeparator())
	acc := v.figures.Heuristic
	csv := fyne.NewMenuItem(lang.L("Figures per distance as CSV…"), func() {
		v.saveAs("heuristics-"+fileBoard(v.figures.Shape, v.figures.Goal)+".csv", func(w io.Writer) error { return WriteCSV(w, acc) })
	})
	csv.Disabled = acc == nil
	return fyne.NewMenu(lang.L("Save"), append(items, csv)...)
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

// saveAs offers the file and says on the note line how it went.
func (v *View) saveAs(name string, write func(io.Writer) error) {
	tabkit.SaveAs(v.w, name, write, v.tell)
}

// fileBoard names a goal in a file name: nine digits for 3x3, the size
// and the rows split by dashes otherwise ("2x3-123-450").
func fileBoard(sh solver.Shape, b solver.Board) string {
	if sh.Norm().Is3x3() {
		return b.String()
	}
	return sh.String() + "-" + strings.NewReplacer("/", "-", " ", ".").Replace(sh.RowsText(b))
}
