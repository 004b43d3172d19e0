package compare

import (
	"bytes"
	"fmt"
	"fyne.io/fyne/v2/lang"
	"io"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/chart"
	"github.com/eightpuzzle/eightpuzzle/app/internal/tabkit"
	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/solver/harness"
)

// shownChart is the chart of the mode shown, titled, in a theme; nil if
// there is none yet.
func (v *View) shownChart(th chart.Theme) *chart.Chart {
	if v.cmp.Mode() == session.OneBoard {
		if len(v.one.spec.Bars) == 0 {
			return nil
		}
		return chart.Bars(v.one.spec, th)
	}
	switch {
	case v.batch.bars != nil:
		return chart.Bars(*v.batch.bars, th)
	case v.batch.lines != nil:
		return chart.Lines(*v.batch.lines, th)
	}
	return nil
}

// saveMenu lists what can be saved from the mode shown: the table, and
// the chart as tabkit.ChartItems offer it.
func (v *View) saveMenu() *fyne.Menu {
	mode := v.cmp.Mode()
	rows := v.cmp.AllRows(mode)
	base := v.fileBase()
	var items []*fyne.MenuItem
	add := func(label string, disabled bool, f func()) {
		it := fyne.NewMenuItem(label, f)
		it.Disabled = disabled
		items = append(items, it)
	}
	add("Table as CSV…", len(rows) == 0, func() { v.saveAs(base+".csv", v.tableWriter()) })
	if mode == session.Batch {
		add(lang.L("Every run as CSV…"), len(rows) == 0, func() {
			v.saveAs(base+"-runs.csv", func(w io.Writer) error { return harness.WriteRowsCSV(w, rows) })
		})
	}
	items = append(items, fyne.NewMenuItemSeparator())
	items = append(items, tabkit.ChartItems(base+"-chart", v.shownChart, v.saveAs)...)
	return fyne.NewMenu(lang.L("Save"), items...)
}

// copyMenu lists what can be copied to the clipboard.
func (v *View) copyMenu() *fyne.Menu {
	board, _ := v.s.Puzzle()
	text := v.s.Shape().RowsText(board)
	if v.s.Wide() {
		text = v.s.BoardCells().String()
	}
	items := []*fyne.MenuItem{fyne.NewMenuItem(lang.L("Board ")+text, func() { v.copyText(lang.L("the board"), text) })}
	if v.cmp.Mode() == session.OneBoard {
		i := v.one.table.Selected()
		it := fyne.NewMenuItem(lang.L("Chosen row as CSV"), func() {
			var b bytes.Buffer
			harness.WriteRowsCSV(&b, []harness.Row{v.one.res.Rows[i]}) // a bytes.Buffer takes every write
			v.copyText(lang.L("the row as CSV"), b.String())
		})
		it.Disabled = i < 0
		items = append(items, it)
	}
	table := fyne.NewMenuItem(lang.L("Table as CSV"), func() {
		var b bytes.Buffer
		v.tableWriter()(&b)
		v.copyText(lang.L("the table as CSV"), b.String())
	})
	table.Disabled = len(v.cmp.AllRows(v.cmp.Mode())) == 0
	return fyne.NewMenu(lang.L("Copy"), append(items, table)...)
}

func (v *View) copyText(what, text string) {
	fyne.CurrentApp().Clipboard().SetContent(text)
	v.tell(widget.SuccessImportance, lang.L("Copied ")+what+lang.L(" to the clipboard."))
}

// tableWriter writes the table of the mode shown as CSV: the runs of one
// board, or the aggregates of a batch.
func (v *View) tableWriter() func(io.Writer) error {
	if v.cmp.Mode() == session.Batch {
		sums := v.batch.res.Summaries
		return func(w io.Writer) error { return harness.WriteSummariesCSV(w, sums) }
	}
	rows := v.cmp.AllRows(session.OneBoard)
	return func(w io.Writer) error { return harness.WriteRowsCSV(w, rows) }
}

// fileBase is the start of a suggested file name: what was compared.
func (v *View) fileBase() string {
	r := v.cmp.Results(v.cmp.Mode())
	if r.Mode == session.Batch {
		return fmt.Sprintf("compare-%d-boards", r.Boards)
	}
	if r.OnWide() {
		return "compare-" + strings.NewReplacer(" ", "-", "/", "_").Replace(r.BoardText())
	}
	return "compare-" + r.Shape.FileName(r.Board)
}

// saveAs offers the file and says on the note line how it went.
func (v *View) saveAs(name string, write func(io.Writer) error) {
	tabkit.SaveAs(v.w, name, write, v.tell)
}
