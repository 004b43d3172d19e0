package heuristics

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/chart"
	"github.com/eightpuzzle/eightpuzzle/app/internal/memprefs"
	"github.com/eightpuzzle/eightpuzzle/app/internal/savedexpr"
	"github.com/eightpuzzle/eightpuzzle/app/internal/uiqueue"
	"github.com/eightpuzzle/eightpuzzle/app/session"
)

// The manager, driven by its buttons: the typed expression saved under a
// name (a bad name refused with why), renamed, used, deleted; the list
// remembered in the preferences.
func TestNamedExpressionsManager(t *testing.T) {
	f := newFixture(t, smallShare)
	m := f.v.named
	test.Tap(f.v.manage)
	if !m.saveAs.Disabled() || !m.empty.Visible() {
		t.Error("with nothing typed, Save is enabled or the list not said empty")
	}
	test.Type(f.v.expr, "manhattan + misplaced")
	test.Type(m.name, "manhattan")
	test.Tap(m.saveAs)
	if !strings.Contains(m.note.Text, "built-in") || len(f.s.Accuracy().Saved()) != 0 {
		t.Fatalf("a built-in's name: %q", m.note.Text)
	}
	m.name.SetText("")
	test.Type(m.name, "sum")
	test.Tap(m.saveAs)
	f.v.expr.SetText("2 * manhattan")
	m.name.SetText("twice")
	test.Tap(m.saveAs)
	visible := func() (names []string) {
		for _, r := range m.rows {
			if r.box.Visible() {
				names = append(names, r.name.Text)
			}
		}
		return names
	}
	if got := strings.Join(visible(), ","); got != "sum,twice" || m.empty.Visible() {
		t.Fatalf("rows %q", got)
	}
	if got := m.rows[0].text.Text; got != "manhattan + misplaced (not judged: no promise of a shortest path)" {
		t.Errorf("sum's row says %q", got)
	}
	m.rows[1].name.SetText("double")
	test.Tap(m.rows[1].rename)
	test.Tap(m.rows[0].use)
	if got := f.v.expr.Text; got != "manhattan + misplaced" {
		t.Errorf("used: the row has %q", got)
	}
	test.Tap(m.rows[0].del)
	if got := strings.Join(visible(), ","); got != "double" {
		t.Fatalf("after rename and delete: %q", got)
	}
	if got := f.s.Accuracy().Saved(); len(got) != 1 || got[0].Name != "double" || got[0].Text != "2 * manhattan" {
		t.Errorf("saved %+v", got)
	}
}

// An entry that no longer compiles is listed with its mistake, its Use
// off, and can be deleted.
func TestNamedExpressionThatNoLongerCompiles(t *testing.T) {
	test.NewTempApp(t)
	p := memprefs.Prefs{savedexpr.PrefKey: `[{"name":"old","text":"manhattan + nope"}]`}
	q := &uiqueue.Queue{}
	s := session.New(p, q.Do)
	defer func() { s.Shutdown(); q.Drain() }()
	w := test.NewTempWindow(t, widget.NewLabel(""))
	m := newNamed(s.Accuracy(), w)
	r := m.rows[0]
	if !r.box.Visible() || !strings.Contains(r.text.Text, "unknown term nope") || r.text.Importance != widget.DangerImportance || !r.use.Disabled() {
		t.Fatalf("row %q, use disabled %v", r.text.Text, r.use.Disabled())
	}
	test.Tap(r.del)
	if !m.empty.Visible() || len(s.Accuracy().Saved()) != 0 {
		t.Error("not deleted")
	}
}

// At 800x600 the ranges chart, every built-in and the user's heuristic in
// its legend, keeps a plot at least half its width: with the legend on
// the right in two columns it was about 60 px of a 400 px chart.
func TestRangesPlotReadableAt800x600(t *testing.T) {
	f := newFixture(t, smallShare)
	_, goal := f.s.Puzzle()
	f.open(goal)
	f.v.expr.SetText("max(manhattan, linear_conflict) + misplaced / 2")
	f.q.WaitFor(t, "the verdict", func() bool { return f.s.Accuracy().Expression().Figures != nil }, nil)
	f.drain()
	size := f.v.chart.Size()
	c := f.v.screenSpec()(chart.Light())
	w, h := c.PlotSize(int(size.Width), int(size.Height))
	t.Logf("chart %.0fx%.0f, plot %.0fx%.0f px", size.Width, size.Height, w, h)
	if w < 0.5*float64(size.Width) {
		t.Errorf("the plot is %.0f px of a chart %.0f px wide", w, size.Width)
	}
	// the verdict's three lines over it left the plot 25-40 px high in
	// the real window: the body scrolls instead
	if h < 120 {
		t.Errorf("the plot is %.0f px high in a chart %.0f px high", h, size.Height)
	}
}

// The heat map's choice lists the user's heuristics after the built-ins;
// picked, the heat map is of its figures once judged, titled by its name.
func TestHeatMapOfYourHeuristic(t *testing.T) {
	f := newFixture(t, defaultShare)
	_, goal := f.s.Puzzle()
	f.open(goal)
	acc := f.s.Accuracy()
	acc.SetExpression("2 * manhattan")
	if err := acc.SaveExpression("twice"); err != nil {
		t.Fatal(err)
	}
	want := "Heat map: twice"
	i := slices.Index(f.v.choice.Options, want)
	if i <= len(f.v.heuristics) {
		t.Fatalf("%q at %d of %q", want, i, f.v.choice.Options)
	}
	f.v.choice.SetSelectedIndex(i)
	if acc.Chart() != session.HeatChart || acc.HeatHeuristic().Expression() != "2 * manhattan" {
		t.Fatalf("chart %v of %q", acc.Chart(), acc.HeatHeuristic().Name)
	}
	f.q.WaitFor(t, "the verdict", func() bool { _, ok := acc.HeatFigures(); return ok }, nil)
	f.drain()
	spec := f.v.screenSpec()
	if spec == nil {
		t.Fatal("no heat map")
	}
	a, _ := acc.HeatFigures()
	man, _ := byName(f.s.Accuracy().Figures().Heuristic, "manhattan")
	if a.MaxH != 2*man.MaxH {
		t.Errorf("the heat map's largest h is %v, twice Manhattan's is %v", a.MaxH, 2*man.MaxH)
	}
	if got := f.v.fileBase(); !strings.HasSuffix(got, "-heat-yours") {
		t.Errorf("file %q", got)
	}
}
