package explore

import (
	"context"
	"errors"
	"io"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/anim"
	"github.com/eightpuzzle/eightpuzzle/app/chart"
	"github.com/eightpuzzle/eightpuzzle/app/internal/tabkit"
	"github.com/eightpuzzle/eightpuzzle/app/session"
)

// Sizes of the saved pictures, in pixels (the SVGs in CSS pixels): wide
// enough for a slide or a printed page.
const (
	treeExportW, treeExportH = 1600, 1000
	mapExportW, mapExportH   = 1000, 760
	frontierExportCols       = 10
	frontierExportMax        = 100
)

// exporter writes the sub-view in sight; nil when it has nothing to save.
type exporter struct {
	name     string // in file names: tree, map, depths, frontier
	png, svg func(io.Writer) error
}

// exporterFor is what the sub-view i can save now, in the light print
// look whatever the theme on screen.
func (v *View) exporterFor(i int) *exporter {
	st := v.e.State()
	if st.Log == nil {
		return nil
	}
	switch i {
	case subFrontier:
		f := v.frontier
		if len(f.nodes) == 0 || f.quiz { // a question's list is in the order made, not taken
			return nil
		}
		nodes := f.nodes[:min(len(f.nodes), frontierExportMax)]
		title := frontierTitle(st, f.total, len(nodes))
		return &exporter{"frontier",
			func(w io.Writer) error {
				return writeFrontierPNG(w, title, st.Log, nodes, st.Algorithm.Priority())
			},
			func(w io.Writer) error {
				return writeFrontierSVG(w, title, st.Log, nodes, st.Algorithm.Priority())
			}}
	case subTree:
		t := v.tree.tree
		if t.Len() == 0 {
			return nil
		}
		return &exporter{"tree",
			func(w io.Writer) error { return t.WritePNG(w, treeExportW, treeExportH) },
			t.WriteSVG}
	case subMap:
		m := v.smap.m
		if m.Layout() == nil {
			return nil
		}
		return &exporter{"map",
			func(w io.Writer) error { return m.WritePNG(w, mapExportW, mapExportH) },
			func(w io.Writer) error { return m.WriteSVG(w, mapExportW, mapExportH) }}
	case subDepths:
		if v.depths.spec == nil {
			return nil
		}
		c := chart.Lines(*v.depths.spec, chart.Print())
		return &exporter{"depths", tabkit.ChartWriter(c, ".png"), tabkit.ChartWriter(c, ".svg")}
	}
	return nil
}

// saveMenu offers the sub-view in sight as PNG or SVG.
func (v *View) saveMenu() *fyne.Menu {
	i := v.tabs.SelectedIndex()
	ex := v.exporterFor(i)
	what := v.tabs.Items[i].Text
	png := fyne.NewMenuItem(what+" as PNG, light for print…", func() { v.saveAs(ex, ".png") })
	svg := fyne.NewMenuItem(what+" as SVG, light for print…", func() { v.saveAs(ex, ".svg") })
	png.Disabled, svg.Disabled = ex == nil, ex == nil
	steps := fyne.NewMenuItem(lang.L("Steps as GIF, for slides…"), v.saveGIF)
	steps.Disabled = v.e.State().Steps == 0
	return fyne.NewMenu(lang.L("Save"), png, svg, fyne.NewMenuItemSeparator(), steps)
}

// saveGIF offers a range of the recorded steps as an animated GIF: the
// board each step expands, with its g, h, f and the frontier's size.
func (v *View) saveGIF() {
	if g, ok := v.gifSpec(); ok {
		tabkit.SaveGIF(v.s, v.w, g, func(imp widget.Importance, text string) { tabkit.Tell(v.banner, imp, text) })
	}
}

// gifSpec is the GIF of the recorded steps, from the step shown on, as
// far as a slide's worth; false before any step.
func (v *View) gifSpec() (tabkit.GIF, bool) {
	st := v.e.State()
	if st.Log == nil || st.Steps == 0 {
		return tabkit.GIF{}, false
	}
	from := max(1, min(st.Step, st.Steps))
	l := st.Log
	return tabkit.GIF{
		Title: lang.L("Save steps as GIF"),
		File:  "explore-" + st.Algorithm.Name + "-" + session.LogFileName(l, st.Problem.Start) + "-steps.gif",
		Unit:  lang.L("steps"),
		Steps: st.Steps, From: from, To: min(st.Steps, from+49),
		Make: func(ctx context.Context, w io.Writer, s anim.Settings, from, to int) error {
			return anim.Steps(ctx, w, l, from, to, true, s)
		},
	}, true
}

// fileName is a suggested name: the algorithm, the board and the view.
func (v *View) fileName(ex *exporter, ext string) string {
	st := v.e.State()
	return "explore-" + st.Algorithm.Name + "-" + session.LogFileName(st.Log, st.Problem.Start) + "-" + ex.name + ext
}

// saveAs offers the file, and says in the banner how it went.
func (v *View) saveAs(ex *exporter, ext string) {
	if ex == nil {
		return
	}
	write := ex.png
	if ext == ".svg" {
		write = ex.svg
	}
	tabkit.SaveAs(v.w, v.fileName(ex, ext), write, func(imp widget.Importance, text string) { tabkit.Tell(v.banner, imp, text) })
}

var errNothing = errors.New("nothing to save")
