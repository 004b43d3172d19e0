package app

import (
	"bytes"
	"fmt"
	"io"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/chart"
	harn "github.com/eightpuzzle/eightpuzzle/solver/harness" // the app tests have a type harness
)

// Saved charts are this many pixels (the SVG the same in CSS pixels):
// room for 22 labelled bars, and wide enough for a slide.
const exportWidth, exportHeight = 1000, 620

// saveMenu lists what can be saved from the mode shown.
func (v *compareView) saveMenu() *fyne.Menu {
	m := v.shownRun()
	empty := len(m.rows) == 0
	base := v.fileBase()
	var items []*fyne.MenuItem
	add := func(label string, disabled bool, f func()) {
		it := fyne.NewMenuItem(label, f)
		it.Disabled = disabled
		items = append(items, it)
	}
	add("Table as CSV…", empty, func() { v.saveAs(base+".csv", []string{".csv"}, v.tableWriter()) })
	if v.isBatch() {
		rows := slices.Clone(m.rows)
		add("Every run as CSV…", empty, func() {
			v.saveAs(base+"-runs.csv", []string{".csv"}, func(w io.Writer) error { return harn.WriteRowsCSV(w, rows) })
		})
	}
	ch := v.shownChart()
	add("Chart as PNG…", ch == nil, func() {
		v.saveAs(base+"-"+v.chartName()+".png", []string{".png"},
			func(w io.Writer) error { return ch.WritePNG(w, exportWidth, exportHeight) })
	})
	add("Chart as SVG…", ch == nil, func() {
		v.saveAs(base+"-"+v.chartName()+".svg", []string{".svg"},
			func(w io.Writer) error { return ch.WriteSVG(w, exportWidth, exportHeight) })
	})
	return fyne.NewMenu("Save", items...)
}

// copyMenu lists what can be copied to the clipboard.
func (v *compareView) copyMenu() *fyne.Menu {
	board, _ := v.c.current()
	items := []*fyne.MenuItem{fyne.NewMenuItem("Board "+board.Rows(), func() {
		v.copyText("the board", board.Rows())
	})}
	if !v.isBatch() {
		r, ok := v.onePanel.selectedRow()
		one := fyne.NewMenuItem("Selected row", func() { v.copyText("the row", rowSummary(r)) })
		csv := fyne.NewMenuItem("Selected row as CSV", func() {
			var b bytes.Buffer
			harn.WriteRowsCSV(&b, []harn.Row{r}) // a bytes.Buffer takes every write
			v.copyText("the row as CSV", b.String())
		})
		one.Disabled, csv.Disabled = !ok, !ok
		items = append(items, one, csv)
	}
	table := fyne.NewMenuItem("Table as CSV", func() {
		var b bytes.Buffer
		v.tableWriter()(&b)
		v.copyText("the table as CSV", b.String())
	})
	table.Disabled = len(v.shownRun().rows) == 0
	return fyne.NewMenu("Copy", append(items, table)...)
}

func (v *compareView) copyText(what, text string) {
	v.c.app.Clipboard().SetContent(text)
	v.c.setStatus(widget.SuccessImportance, "Copied "+what+" to the clipboard.")
}

// tableWriter writes the table shown as CSV: the runs of one board, or the
// aggregates of a batch. It holds copies, so it can run in a goroutine.
func (v *compareView) tableWriter() func(io.Writer) error {
	if v.isBatch() {
		sums := slices.Clone(v.batchPanel.sums)
		return func(w io.Writer) error { return harn.WriteSummariesCSV(w, sums) }
	}
	rows := slices.Clone(v.one.rows)
	return func(w io.Writer) error { return harn.WriteRowsCSV(w, rows) }
}

// shownChart is the chart on screen, in the screen's colours; nil if none.
func (v *compareView) shownChart() *chart.Chart {
	cv := v.onePanel.chart
	if v.isBatch() {
		cv = v.batchPanel.chart
	}
	if cv.build == nil {
		return nil
	}
	return cv.build(chartTheme(), true)
}

// chartName names the chart shown in a file name: expanded, ebf, depth...
func (v *compareView) chartName() string {
	if !v.isBatch() {
		return selectedMeasure(v.onePanel.measure).String()
	}
	switch i := v.batchPanel.view.SelectedIndex(); i {
	case 0:
		return "by-depth"
	case 1:
		return "ebf"
	default:
		return "mean-" + chart.Measures[max(i-2, 0)].String()
	}
}

// fileBase is the start of a suggested file name: what was compared.
func (v *compareView) fileBase() string {
	m := v.shownRun()
	if v.isBatch() {
		return fmt.Sprintf("compare-%d-boards", m.boards)
	}
	return "compare-" + m.board.String()
}

// saveAs asks where to save and writes there. The writing happens in a
// goroutine (a PNG takes tens of milliseconds); any error, from the dialog
// or the disk, is reported in the status bar, never by a panic.
func (v *compareView) saveAs(name string, exts []string, write func(io.Writer) error) {
	c := v.c
	w := windowOf(c.app, v.content)
	if w == nil {
		return
	}
	d := dialog.NewFileSave(func(wc fyne.URIWriteCloser, err error) {
		if err != nil {
			c.setStatus(widget.DangerImportance, "Could not save: "+err.Error()+".")
			return
		}
		if wc == nil {
			return // the dialog was cancelled
		}
		where := wc.URI().Path()
		c.setStatus(widget.MediumImportance, "Saving "+where+"…")
		c.wg.Add(1)
		go func() {
			defer c.wg.Done()
			err := writeAndClose(wc, write)
			c.do(func() {
				if err != nil {
					c.setStatus(widget.DangerImportance, "Could not save "+where+": "+err.Error()+".")
					return
				}
				c.setStatus(widget.SuccessImportance, "Saved "+where+".")
			})
		}()
	}, w)
	d.SetFileName(name)
	d.SetFilter(storage.NewExtensionFileFilter(exts))
	d.Resize(fyne.NewSize(820, 560))
	d.Show()
}

// writeAndClose writes and closes, returning the first error of either:
// a full disk may only tell at Close.
func writeAndClose(wc io.WriteCloser, write func(io.Writer) error) error {
	err := write(wc)
	if cerr := wc.Close(); err == nil {
		err = cerr
	}
	return err
}

// windowOf finds the window showing o, for a dialog.
func windowOf(a fyne.App, o fyne.CanvasObject) fyne.Window {
	cv := a.Driver().CanvasForObject(o)
	for _, w := range a.Driver().AllWindows() {
		if w.Canvas() == cv {
			return w
		}
	}
	return nil
}
