package compare

import (
	"bytes"
	"context"
	"fmt"
	"image/png"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"go.uber.org/goleak"

	"github.com/eightpuzzle/eightpuzzle/app/chart"
	"github.com/eightpuzzle/eightpuzzle/app/internal/drivertest"
	"github.com/eightpuzzle/eightpuzzle/app/internal/human"
	"github.com/eightpuzzle/eightpuzzle/app/internal/memprefs"
	"github.com/eightpuzzle/eightpuzzle/app/internal/tabkit"
	"github.com/eightpuzzle/eightpuzzle/app/internal/uiqueue"
	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/harness"
)

// fixture is the Compare tab alone in a window of the size the tab gets.
type fixture struct {
	t *testing.T
	s *session.Session
	v *View
	w fyne.Window
	q *uiqueue.Queue
}

// The Compare tab's share of the default 1180x800 window: the board
// keeps about half the width, the toolbar and status bar some height.
var defaultShare = fyne.NewSize(600, 650)

func newHarness(t *testing.T, prefs session.Prefs, size fyne.Size) *fixture {
	t.Helper()
	test.NewTempApp(t)
	q := &uiqueue.Queue{Timeout: 60 * time.Second} // a batch under -race on a busy machine
	s := session.New(prefs, q.Do)
	w := test.NewTempWindow(t, widget.NewLabel(""))
	v := New(tabkit.Deps{Session: s, Window: w, Do: q.Do})
	w.SetContent(v.Content)
	w.Resize(size)
	h := &fixture{t: t, s: s, v: v, w: w, q: q}
	t.Cleanup(func() {
		s.Shutdown()
		h.drain()
	})
	return h
}

// drain runs what is handed over until nothing is left under way.
func (h *fixture) drain() {
	for {
		h.v.one.chart.Wait()
		h.v.batch.chart.Wait()
		if h.q.Drain() == 0 {
			return
		}
	}
}

// setBoard puts a board beside the tab. The session has no intent for
// that yet (the lead's part), so the test writes its field.
// TODO(lead): use the session's intent once it has one.
func setBoard(s *session.Session, b solver.Board) { s.SetBoard(b) }

// run taps Run and waits for the comparison to end.
func (h *fixture) run() {
	h.t.Helper()
	if h.v.run.Disabled() {
		h.t.Fatalf("Run is disabled: %q", h.v.fieldErr.Text)
	}
	test.Tap(h.v.run)
	h.q.WaitFor(h.t, "the comparison", func() bool { return !h.v.cmp.Running() }, nil)
	h.drain()
}

// header is the table header button titled title, as laid out.
func header(w fyne.Window, title string) *widget.Button {
	for _, o := range test.LaidOutObjects(w.Content()) {
		if b, ok := o.(*widget.Button); ok && b.Visible() && b.Text == title {
			return b
		}
	}
	return nil
}

func cells(p interface {
	CellText(int, int) string
	Order() []int
}, col int) []string {
	var out []string
	for r := range len(p.Order()) {
		out = append(out, p.CellText(r, col))
	}
	return out
}

// board14 is a board 14 moves from the goal: every algorithm is done
// with it in a blink, and they differ in every measure.
var board14 = func() solver.Board {
	tb, err := solver.TableFor(context.Background(), solver.Square3, solver.GoalBlankLast)
	if err != nil {
		panic(err)
	}
	b, _ := tb.RandomAt(rand.New(rand.NewPCG(1, 2)), 14)
	return b
}()

func TestTableShowsEightRowsAtDefaultSize(t *testing.T) {
	for _, size := range []fyne.Size{defaultShare, {Width: 520, Height: 560}, {Width: 440, Height: 520}} {
		t.Run(fmt.Sprint(size), func(t *testing.T) {
			h := newHarness(t, memprefs.Prefs{}, size)
			setBoard(h.s, board14)
			h.run()
			tb := h.v.one.table
			if n := len(tb.Order()); n != len(solver.Algorithms()) {
				t.Fatalf("%d rows, want one per algorithm", n)
			}
			n := tb.VisibleRows()
			t.Logf("at %v: %d rows visible, table %v", size, n, tb.Size())
			want := 8
			if size.Width < defaultShare.Width {
				want = 6 // 800x600 and 1000x650: usable, fewer rows
			}
			if n < want {
				t.Errorf("%d rows visible at %v, want %d or more", n, size, want)
			}
			// every column can be scrolled into view: the last one's
			// header is laid out once scrolled to
			last := h.v.one.columns()[len(h.v.one.columns())-1].Title
			tb.ScrollToColumn(len(h.v.one.columns()) - 1)
			if header(h.w, last) == nil {
				t.Errorf("column %q cannot be brought into view", last)
			}
		})
	}
}

func TestChartFollowsSortAndFamilies(t *testing.T) {
	h := newHarness(t, memprefs.Prefs{}, defaultShare)
	setBoard(h.s, board14)
	h.run()
	h.v.one.tabs.SelectIndex(1)
	h.drain()

	labels := func() []string {
		var out []string
		for _, b := range h.v.one.spec.Bars {
			out = append(out, b.Label)
		}
		return out
	}
	h.v.one.tabs.SelectIndex(0)
	exp := header(h.w, "Expanded")
	if exp == nil {
		t.Fatal("no Expanded header")
	}
	test.Tap(exp)
	h.drain()
	byExp := cells(h.v.one.table, 0)
	if got := labels(); !slices.Equal(got, byExp) {
		t.Errorf("bars %v\nwant the table's order %v", got, byExp)
	}
	test.Tap(exp) // descending
	h.drain()
	desc := cells(h.v.one.table, 0)
	if slices.Equal(desc, byExp) || !slices.Equal(labels(), desc) {
		t.Errorf("descending: table %v, bars %v", desc, labels())
	}
	if srt := h.v.cmp.Settings().Sorts[session.OneBoard]; srt != (session.Sort{Column: "Expanded", Desc: true}) {
		t.Errorf("remembered sort %+v", srt)
	}

	spec := h.v.one.spec
	if !slices.Equal(spec.Families, familyTitles()) {
		t.Errorf("families %v", spec.Families)
	}
	for _, b := range spec.Bars {
		a, _ := solver.AlgorithmByName(b.Label)
		if want := familyOf(a.Name); b.Family != want {
			t.Errorf("%s in family %d, want %d", b.Label, b.Family, want)
		}
	}
}

func TestChartLabelsLegible(t *testing.T) {
	for _, size := range []fyne.Size{defaultShare, {Width: 440, Height: 520}, {Width: 1100, Height: 1000}} {
		h := newHarness(t, memprefs.Prefs{}, size)
		setBoard(h.s, board14)
		h.run()
		h.v.one.tabs.SelectIndex(1)
		h.drain()
		cv := h.v.one.chart
		sz := cv.Size()
		c := chart.Bars(h.v.one.spec, chart.Light())
		px := c.SmallestTextPx(int(sz.Width), int(sz.Height))
		t.Logf("at %v: chart %v, smallest text %.1f px", size, sz, px)
		if px < chart.MinTextPx {
			t.Errorf("at %v: chart text %.1f px, want %d or more", size, px, chart.MinTextPx)
		}
		if cv.Image() == nil {
			t.Errorf("at %v: no image rendered", size)
		}
	}
}

func TestEBFAbsentWhereUndefined(t *testing.T) {
	for _, tc := range []struct {
		b    float64
		want string
	}{{1.5, "1.50"}, {2.04, "2.04"}, {4, "4.00"}, {195553, "—"}, {0.5, "—"}, {nan(), "—"}} {
		if got, _ := ebfText(tc.b, 4); got != tc.want {
			t.Errorf("b* %v shows %q, want %q", tc.b, got, tc.want)
		}
	}

	// a batch: dls and dfs search far below shallow solutions, and their b*
	// has no meaning; the cell says so rather than print a 10^5
	h := newHarness(t, memprefs.Prefs{}, defaultShare)
	h.v.cmp.SetAlgorithms([]string{"dfs", "dls", "bfs", "astar-manhattan"})
	h.v.mode.SetSelected(modeBatch)
	h.v.upTo.SetText("6")
	h.v.per.SetText("1")
	h.run()
	p := h.v.batch
	dash := 0
	for r, name := range cells(p.table, 0) {
		s := p.res.Summaries[p.table.Order()[r]]
		text := p.table.CellText(r, 2)
		defined := s.EBF >= 1 && s.EBF <= 4
		if defined == (text == "—") {
			t.Errorf("%s: b* %v shown as %q", name, s.EBF, text)
		}
		if text == "—" {
			dash++
		}
	}
	if dash == 0 {
		t.Errorf("no b* marked undefined in %v", cells(p.table, 2))
	}
	// the chart of b* runs from 1 to 4 on a linear axis
	p.view.SetSelectedIndex(1)
	h.drain()
	if p.bars == nil || p.bars.Min != 1 || p.bars.Max != 4 || p.bars.Scale != chart.LinearScale {
		t.Fatalf("b* chart %+v", p.bars)
	}
}

func nan() float64 { var z float64; return z / z }

func TestSettingsSurviveReload(t *testing.T) {
	prefs := memprefs.Prefs{}
	h := newHarness(t, prefs, defaultShare)
	h.v.nodes.SetText("20000")
	h.v.seconds.SetText("")
	h.v.depth.SetText("12")
	h.v.mode.SetSelected(modeBatch)
	h.v.kind.SetSelected(kindRand)
	h.v.count.SetText("7")
	h.v.seed.SetText("42")
	h.v.chooser.choose([]string{"bfs", "table"})
	h.v.one.measure.SetSelected(ebfMeasure)
	h.v.batch.view.SetSelectedIndex(3)

	h2 := newHarness(t, prefs, defaultShare)
	v := h2.v
	got := []string{v.nodes.Text, v.seconds.Text, v.depth.Text, v.mode.Selected, v.kind.Selected, v.count.Text, v.seed.Text, v.algos.Text}
	// the node limit as the window writes numbers, which it reads back
	want := []string{"20,000", "", "12", modeBatch, kindRand, "7", "42", fmt.Sprintf("2 of %d algorithms…", len(solver.Algorithms())+len(solver.OnRequest()))}
	if !slices.Equal(got, want) {
		t.Errorf("after a reload %q\nwant %q", got, want)
	}
	if v.one.measure.Selected != ebfMeasure || v.batch.view.SelectedIndex() != 3 {
		t.Errorf("charts after a reload: %q and %d", v.one.measure.Selected, v.batch.view.SelectedIndex())
	}
	if !v.batch.content.Visible() || v.one.content.Visible() {
		t.Error("the batch is not what shows after a reload in batch mode")
	}
	if !v.chooser.checks["bfs"].Checked || v.chooser.checks["dfs"].Checked {
		t.Error("the chooser's checks do not show the remembered choice")
	}
}

func TestDamagedPrefsOpenTheTab(t *testing.T) {
	for name, prefs := range map[string]memprefs.Prefs{
		"wrong types": {"compare.saved": true, "compare.mode": 5, "compare.nodes": "many", "compare.depth": true,
			"compare.seconds": "3", "compare.algorithms": 1.5, "compare.batch.kind": false},
		"out of range": {"compare.saved": true, "compare.nodes": -1, "compare.depth": 1e9, "compare.seconds": -2.0,
			"compare.batch.per": 0, "compare.batch.upto": 5000, "compare.batch.count": -7, "compare.batch.seed": -1},
		"corrupt": {"compare.saved": true, "compare.mode": "\x00", "compare.algorithms": ",,,", "compare.sort.one": ":",
			"compare.sort.batch": "x:sideways"},
	} {
		t.Run(name, func(t *testing.T) {
			h := newHarness(t, prefs, defaultShare)
			def := session.DefaultLimits()
			v := h.v
			if v.fieldErr.Visible() || v.run.Disabled() {
				t.Errorf("damaged settings leave the tab unusable: %q", v.fieldErr.Text)
			}
			if v.depth.Text != fmt.Sprint(def.Depth) && prefs["compare.depth"] != nil {
				t.Errorf("depth field %q, want the default %d", v.depth.Text, def.Depth)
			}
		})
	}
}

func TestBadFieldHoldsRun(t *testing.T) {
	h := newHarness(t, memprefs.Prefs{}, defaultShare)
	before := h.v.cmp.Settings().Limits
	h.v.nodes.SetText("lots")
	if !h.v.fieldErr.Visible() || !h.v.run.Disabled() || !strings.Contains(h.v.fieldErr.Text, "node limit") {
		t.Fatalf("a bad node limit: error %q shown %v, run disabled %v", h.v.fieldErr.Text, h.v.fieldErr.Visible(), h.v.run.Disabled())
	}
	if h.v.cmp.Settings().Limits != before {
		t.Error("a bad field changed the limits")
	}
	h.v.nodes.SetText("1,000")
	if h.v.fieldErr.Visible() || h.v.run.Disabled() || h.v.cmp.Settings().Limits.Nodes != 1000 {
		t.Errorf("fixed: error shown %v, run disabled %v, nodes %d", h.v.fieldErr.Visible(), h.v.run.Disabled(),
			h.v.cmp.Settings().Limits.Nodes)
	}
}

func TestChosenRowOpensReplay(t *testing.T) {
	h := newHarness(t, memprefs.Prefs{}, defaultShare)
	setBoard(h.s, board14)
	h.v.cmp.SetAlgorithms([]string{"bfs", "dfs"})
	h.v.nodes.SetText("10000") // dfs stops at this limit: nothing to replay
	h.run()
	rows := h.v.one.res.Rows
	dfs := slices.IndexFunc(rows, func(r harness.Row) bool { return r.Algorithm == "dfs" })
	h.v.one.selected(dfs)
	if !h.v.note.Visible() || !strings.Contains(h.v.note.Text, "Nothing to replay: dfs stopped") {
		t.Errorf("note %q", h.v.note.Text)
	}
	if h.s.Tab() == session.ReplayTab {
		t.Error("an unsolved row opened the replay")
	}
	bfs := slices.IndexFunc(rows, func(r harness.Row) bool { return r.Algorithm == "bfs" })
	h.v.one.selected(bfs)
	if h.s.Tab() != session.ReplayTab {
		t.Error("a solved row did not open the replay")
	}
}

func TestCancelButton(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	h := newHarness(t, memprefs.Prefs{}, defaultShare)
	setBoard(h.s, solver.MustParse("867254301"))
	h.v.cmp.SetAlgorithms([]string{"ids", "dfs"})
	h.v.nodes.SetText("")
	h.v.seconds.SetText("")
	test.Tap(h.v.run)
	if h.v.cancel.Disabled() || h.v.run.Text != "Restart" {
		t.Fatalf("while running: cancel disabled %v, run %q", h.v.cancel.Disabled(), h.v.run.Text)
	}
	test.Tap(h.v.cancel)
	h.q.WaitFor(t, "the comparison", func() bool { return !h.v.cmp.Running() }, nil)
	h.drain()
	if r := h.v.cmp.Results(session.OneBoard); !r.Cancelled {
		t.Errorf("not cancelled: %+v", r.Runs)
	}
	if !h.v.cancel.Disabled() || !strings.Contains(h.v.header.Text, "not run") {
		t.Errorf("after cancel: cancel disabled %v, header %q", h.v.cancel.Disabled(), h.v.header.Text)
	}
	h.s.Shutdown()
	h.drain()
}

func TestPrintExport(t *testing.T) {
	h := newHarness(t, memprefs.Prefs{}, defaultShare)
	setBoard(h.s, board14)
	h.run()
	c := h.v.shownChart(chart.Print())
	if c == nil {
		t.Fatal("no chart to save")
	}
	w, ht := tabkit.ChartSize(c)
	var b bytes.Buffer
	if err := c.WritePNG(&b, w, ht); err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(&b)
	if err != nil {
		t.Fatal(err)
	}
	if r, g, bl, _ := img.At(2, 2).RGBA(); r>>8 != 0xff || g>>8 != 0xff || bl>>8 != 0xff {
		t.Errorf("the print export's background is %v, want white", img.At(2, 2))
	}
	if img.Bounds().Dy() < 620 {
		t.Errorf("export %v", img.Bounds())
	}
	// the menu offers it, enabled
	var found bool
	for _, it := range h.v.saveMenu().Items {
		if strings.Contains(it.Label, "light for print") && !it.Disabled {
			found = true
		}
	}
	if !found {
		t.Error("no enabled print export in the Save menu")
	}
}

// TestFamiliesFromRegistry: two algorithms share a colour exactly when
// both are uninformed, both exact, or both of one informed family; the
// informed families are greedy (not optimal), A* and IDA*, one member per
// heuristic, and Parallel IDA* (with the pattern database only).
func TestFamiliesFromRegistry(t *testing.T) {
	algs := solver.Algorithms()
	for _, a := range algs {
		for _, b := range algs {
			same := a.Group == b.Group && (a.Group != solver.Informed || a.Family == b.Family)
			if (familyOf(a.Name) == familyOf(b.Name)) != same {
				t.Errorf("%s and %s: same colour %v, want %v", a.Name, b.Name, !same, same)
			}
		}
	}
	if len(familyTitles()) != 6 {
		t.Errorf("legend %v, want uninformed, four informed families and exact", familyTitles())
	}
	count := map[int]int{}
	for _, a := range algs {
		count[familyOf(a.Name)]++
	}
	n := len(solver.Heuristics())
	for f, name := range familyTitles() {
		if f >= 1 && f <= 3 && count[f] != n {
			t.Errorf("family %s has %d members, want one per heuristic (%d)", name, count[f], n)
		}
	}
}

func TestEscInAFieldCancels(t *testing.T) {
	h := newHarness(t, memprefs.Prefs{}, defaultShare)
	setBoard(h.s, solver.MustParse("867254301"))
	h.v.cmp.SetAlgorithms([]string{"ids", "dfs"})
	h.v.nodes.SetText("")
	h.v.seconds.SetText("")
	test.Tap(h.v.run)
	h.w.Canvas().Focus(h.v.depth)
	h.w.Canvas().Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	h.q.WaitFor(t, "the comparison", func() bool { return !h.v.cmp.Running() }, nil)
	if r := h.v.cmp.Results(session.OneBoard); !r.Cancelled {
		t.Error("Esc in a field did not cancel the comparison")
	}
}

// Run all with w = 3: the A* rows ran weighted, and the tab says so in
// the headline, the Algorithm and Family columns, the chart's bars and
// the guarantee column; they get no b*, and plain searches keep theirs.
func TestRunAllWeightedSaysSo(t *testing.T) {
	h := newHarness(t, memprefs.Prefs{}, defaultShare)
	h.s.SetWeight(3)
	setBoard(h.s, board14)
	if hd := h.v.header.Text; !strings.Contains(hd, "A* search w=3") {
		t.Errorf("before the run, the headline hides the weight: %q", hd)
	}
	h.run()
	if hd := h.v.header.Text; !strings.Contains(hd, "A* search w=3 (at most 3× the shortest)") {
		t.Errorf("headline %q", hd)
	}
	cols := h.v.one.columns()
	col := func(title string) int {
		for i, c := range cols {
			if c.Title == title {
				return i
			}
		}
		t.Fatalf("no column %q", title)
		return -1
	}
	tb := h.v.one.table
	algo, fam, gua, ebf := cells(tb, col("Algorithm")), cells(tb, col("Family")), cells(tb, col("Guarantee")), cells(tb, col("b*"))
	rows := h.v.one.res.Rows
	bars := map[string]bool{}
	for _, b := range h.v.one.spec.Bars {
		bars[b.Label] = true
	}
	seen := 0
	for k, i := range tb.Order() {
		a, _ := solver.AlgorithmByName(rows[i].Algorithm)
		switch {
		case a.Family == solver.FamilyAStar:
			seen++
			want := "≤ 3× shortest"
			if !a.Heuristic.Admissible() {
				want = "no guarantee"
			}
			if algo[k] != a.Name+" w=3" || fam[k] != "A* search w=3" || gua[k] != want || ebf[k] != "—" || !bars[a.Name+" w=3"] {
				t.Errorf("%s: algorithm %q, family %q, guarantee %q, b* %q, bar %v", a.Name, algo[k], fam[k], gua[k], ebf[k], bars[a.Name+" w=3"])
			}
		case a.Family == solver.FamilyBFS:
			if algo[k] != "bfs" || gua[k] != "shortest" || ebf[k] == "—" {
				t.Errorf("bfs: algorithm %q, guarantee %q, b* %q", algo[k], gua[k], ebf[k])
			}
		}
	}
	if seen == 0 {
		t.Fatal("no A* row")
	}
}

// A run ends with the verdict under the headline, whole; none shows
// before, nor while a new run goes.
func TestVerdictShownAtTheEnd(t *testing.T) {
	h := newHarness(t, memprefs.Prefs{}, defaultShare)
	setBoard(h.s, solver.FromTiles([]int{8, 0, 6, 5, 4, 7, 2, 3, 1})) // 27 moves; greedy takes 49
	h.v.cmp.SetAlgorithms([]string{"greedy-manhattan", "astar-manhattan", "idastar-linear-conflict"})
	if h.v.verdict.Visible() {
		t.Errorf("a verdict before any run: %q", h.v.verdict.Text)
	}
	h.run()
	want := "Shortest path (27 moves) with the least work: idastar-linear-conflict (2,000 boards expanded)."
	if !h.v.verdict.Visible() || !strings.HasPrefix(h.v.verdict.Text, want) || h.v.verdict.Wrapping != fyne.TextWrapWord {
		t.Errorf("verdict shown %v: %q, want it to start %q, wrapped", h.v.verdict.Visible(), h.v.verdict.Text, want)
	}
	h.v.cmp.Run()
	if h.v.verdict.Visible() {
		t.Errorf("the old verdict stays while a new run goes: %q", h.v.verdict.Text)
	}
	h.q.WaitFor(t, "the comparison", func() bool { return !h.v.cmp.Running() }, nil)
	h.drain()
}

// The headline has the row to itself once the progress bar beside it is
// gone: it was left as narrow as while running, cut off ("…20 optimal,
// i…") until a theme change laid the tab out again. At 800x600 too the
// tally of a 3x3 fits: the board and goal are the ones beside.
func TestHeadlineWholeAfterRun(t *testing.T) {
	for _, size := range []fyne.Size{defaultShare, {Width: 440, Height: 520}} {
		h := newHarness(t, memprefs.Prefs{}, size)
		setBoard(h.s, board14)
		// as the window does while a run is under way: the bar beside the
		// headline, the row laid out with it
		h.v.progressBox.Show()
		h.v.Content.Refresh()
		h.run()
		head := h.v.header
		if h.v.progressBox.Visible() {
			t.Fatalf("progress bar still shown after the run")
		}
		shown := shownText(head)
		t.Logf("at %v: headline %q, shown %q, %.0f wide", size, head.Text, shown, head.Size().Width)
		if shown != head.Text {
			t.Errorf("at %v: headline shows %q of %q", size, shown, head.Text)
		}
	}
}

// shownText is the text a label draws, its lines joined by spaces: a
// truncated label draws less, ending in "…".
func shownText(l *widget.Label) string {
	var lines []string
	for _, o := range test.LaidOutObjects(l) {
		if tx, ok := o.(*canvas.Text); ok && tx.Visible() && tx.Text != "" {
			lines = append(lines, strings.TrimSpace(tx.Text))
		}
	}
	return strings.Join(lines, " ")
}

// A database's build reports ten times a second: what the table and chart
// show does not change with it, so they are not drawn again for it (a
// whole table's redraw per report kept a slow window from answering).
func TestProgressAloneLeavesTheTable(t *testing.T) {
	r := session.Results{Mode: session.OneBoard, Algorithms: []string{"astar-pdb"}, Running: true, Rows: make([]harness.Row, 1)}
	r.Progress.Algorithm = "astar-pdb"
	srt := session.Sort{}
	before := stateOf(r, srt)
	r.Preparing = session.Preparing{What: "pattern database for 4x4", Done: 40, Total: 100}
	r.Progress.Search.Expanded = 12345
	if stateOf(r, srt) != before {
		t.Error("a build's progress would redraw the table")
	}
	r.Runs = 1
	if stateOf(r, srt) == before {
		t.Error("a finished run would not redraw the table")
	}
	if stateOf(r, session.Sort{Column: "Cost"}) == stateOf(r, srt) {
		t.Error("a new sort would not redraw the chart")
	}
}

// "Optimal only" picks the algorithms whose runs will promise a shortest
// path: no A* while the weight is 3.
func TestOptimalOnlyLeavesWeightedAStarOut(t *testing.T) {
	h := newHarness(t, memprefs.Prefs{}, defaultShare)
	tap := func() {
		for _, o := range test.LaidOutObjects(h.v.chooser.content) {
			if b, ok := o.(*widget.Button); ok && b.Text == "Optimal only" {
				test.Tap(b)
				return
			}
		}
		t.Fatal("no Optimal only button")
	}
	hasAStar := func() bool {
		for _, n := range h.v.cmp.Settings().Algorithms {
			if a, _ := solver.AlgorithmByName(n); a.Family == solver.FamilyAStar {
				return true
			}
		}
		return false
	}
	tap()
	if !hasAStar() {
		t.Fatalf("plain: %v, no A*", h.v.cmp.Settings().Algorithms)
	}
	h.s.SetWeight(3)
	tap()
	if hasAStar() {
		t.Errorf("w=3: %v picks a weighted A*", h.v.cmp.Settings().Algorithms)
	}
}

// TestScrollersComeBack: no scroller of the tab (the charts of either
// mode, the chooser's list) stays scrolled past the end of a content
// that shrank; Fyne's own scroller kept its offset until resized.
func TestScrollersComeBack(t *testing.T) {
	h := newHarness(t, memprefs.Prefs{}, fyne.NewSize(440, 520))
	for _, mode := range []session.CompareMode{session.OneBoard, session.Batch} {
		h.v.mode.SetSelected(modeNames[mode])
		h.v.one.tabs.SelectIndex(chartTab)
		h.v.batch.tabs.SelectIndex(chartTab)
		h.drain()
		for _, past := range drivertest.PastTheEnd(h.w.Content()) {
			t.Errorf("mode %s: %s", modeNames[mode], past)
		}
	}
	h.v.chooser.show(h.w)
	for _, past := range drivertest.PastTheEnd(h.w.Canvas().Overlays().Top()) {
		t.Errorf("the algorithms' chooser: %s", past)
	}
}

// TestOnRequestInTheChooser: the 7-8 can be compared from the window (it
// could only from the command line), by its own check under a heading
// that says why no quick choice takes it, and it is coloured as the IDA*
// family it belongs to, not as an uninformed search.
func TestOnRequestInTheChooser(t *testing.T) {
	req := solver.OnRequest()
	if len(req) == 0 {
		t.Skip("no search on request in this program")
	}
	h := newHarness(t, memprefs.Prefs{}, defaultShare)
	a := req[0]
	c := h.v.chooser.checks[a.Name]
	if c == nil {
		t.Fatalf("no check for %s in the chooser", a.Name)
	}
	tapText := func(text string) {
		t.Helper()
		for _, o := range test.LaidOutObjects(h.v.chooser.content) {
			if b, ok := o.(*widget.Button); ok && b.Text == text {
				test.Tap(b)
				return
			}
		}
		t.Fatalf("no %s button", text)
	}
	tapText("All")
	if slices.Contains(h.v.cmp.Settings().Algorithms, a.Name) {
		t.Errorf("All chose %s, whose first run builds for minutes", a.Name)
	}
	test.Tap(c)
	if got := h.v.cmp.Settings().Algorithms; !slices.Contains(got, a.Name) {
		t.Fatalf("its check left it out: %v", got)
	}
	if !c.Checked {
		t.Error("its check is not ticked after the tap")
	}
	n := len(h.v.cmp.Settings().Algorithms)
	if got, want := h.v.chooser.summary(), fmt.Sprintf("All %d algorithms", n); got != want {
		t.Errorf("with every algorithm chosen the chooser says %q, want %q", got, want)
	}
	test.Tap(h.v.chooser.checks["bfs"])
	if got, want := h.v.chooser.summary(), fmt.Sprintf("%d of %d algorithms", n-1, n); got != want {
		t.Errorf("with all but bfs the chooser says %q, want %q", got, want)
	}
	if got, want := familyOf(a.Name), familyOf(a.Family.Algorithm(nil).Name); got != want {
		t.Errorf("%s coloured as %s, want as its family %s", a.Name, familyTitle(got), familyTitle(want))
	}
	tapText("None")
	if c.Checked {
		t.Error("None left its check ticked")
	}
}

// TestYourSearchInItsFamily: a search led by the user's heuristic is
// coloured as its family (it was coloured as the uninformed searches).
func TestYourSearchInItsFamily(t *testing.T) {
	h, err := solver.ParseHeuristic("manhattan + 1")
	if err != nil {
		t.Fatal(err)
	}
	a, err := solver.FamilyAStar.WithHeuristic(h)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := familyOf(a.Name), familyOf("astar-manhattan"); got != want {
		t.Errorf("%s coloured as %s, want %s", a.Name, familyTitle(got), familyTitle(want))
	}
}

// TestBatchShortestWithoutTable: on a size with no table the batch's
// Optimal column counts the exact searches' runs (their guarantee shows
// them shortest) and shows "—" for the others, where nothing tells (it
// read 0 for both).
func TestBatchShortestWithoutTable(t *testing.T) {
	p := &batchPanel{res: session.Results{Shape: solver.Shape{Rows: 4, Cols: 4}, Summaries: []harness.Summary{
		{Algorithm: "idastar-pdb", Boards: 3, Solved: 3, Optimal: 3, Guarantee: solver.Shortest},
		{Algorithm: "greedy-manhattan", Boards: 3, Solved: 3, Optimal: 0, Guarantee: solver.NoGuarantee},
	}}}
	col := p.shortest("Optimal")
	for i, want := range []string{"3", human.None} {
		if got, _ := col.Text(i); got != want {
			t.Errorf("row %d (%s): %q, want %q", i, p.res.Summaries[i].Algorithm, got, want)
		}
	}
	if _, ok := col.Value(1); ok {
		t.Error("greedy's unknown count sorts as a number")
	}
	p.res.Shape = solver.Square3
	if got, _ := col.Text(1); got != "0" {
		t.Errorf("3x3 greedy: %q, want 0", got)
	}
}

// TestFiveByFive: on 5x5 the chooser greys out what solver/wide does not
// run and says why, Run runs the others (the table shows their rows with
// their paths), and a row opens the replay; back on 3x3 every check is
// live again.
func TestFiveByFive(t *testing.T) {
	h := newHarness(t, memprefs.Prefs{}, defaultShare)
	h.s.SetShape(session.Square5)
	h.s.SetRandomDistance(14)
	h.s.Random()
	h.v.cmp.SetAlgorithms([]string{"bfs", "idastar-linear-conflict", "greedy-manhattan"})
	h.drain()
	if !h.v.chooser.checks["bfs"].Disabled() || h.v.chooser.checks["idastar-linear-conflict"].Disabled() {
		t.Fatalf("bfs live or IDA* greyed out on 5x5")
	}
	if !h.v.chooser.refused.Visible() || !strings.Contains(h.v.chooser.refused.Text, "do not run on 5x5") {
		t.Errorf("the chooser's note: %q", h.v.chooser.refused.Text)
	}
	if h.v.distLabel.Text != "per scramble length, 1 to" {
		t.Errorf("a batch by distance on 5x5 says %q, not that it draws scrambles", h.v.distLabel.Text)
	}
	if h.v.run.Text != "Run 2" {
		t.Errorf("Run says %q, want Run 2 (bfs does not run on 5x5)", h.v.run.Text)
	}
	h.run()
	rows := h.v.one.res.Rows
	ida := slices.IndexFunc(rows, func(r harness.Row) bool { return r.Algorithm == "idastar-linear-conflict" })
	if len(rows) != 2 || ida < 0 || rows[ida].Status != solver.Solved || !rows[ida].Optimal || h.v.verdict.Text == "" {
		t.Fatalf("rows %+v, verdict %q", rows, h.v.verdict.Text)
	}
	if got := cells(h.v.one.table, 0); !slices.Contains(got, "idastar-linear-conflict") {
		t.Errorf("the table shows %v", got)
	}
	h.v.one.selected(ida)
	if h.s.Tab() != session.ReplayTab || h.s.Replay().Last != rows[ida].Cost {
		t.Errorf("the IDA* row replays %d moves on tab %v, want %d", h.s.Replay().Last, h.s.Tab(), rows[ida].Cost)
	}
	h.s.SetShape(solver.Square3)
	h.drain()
	if h.v.distLabel.Text != "per distance, 1 to" {
		t.Errorf("on 3x3 the batch says %q", h.v.distLabel.Text)
	}
	if h.v.chooser.checks["bfs"].Disabled() || h.v.chooser.refused.Visible() {
		t.Errorf("bfs still greyed out on 3x3")
	}
}

// TestDepthFieldFollowsTheRuns: the dls depth field is open only when a
// search that takes a depth limit is among the runs: with all the
// algorithms on 3x3, not with A* alone, and not on 5x5, where dls is not
// run (the field was open there, promising a limit nothing followed).
func TestDepthFieldFollowsTheRuns(t *testing.T) {
	h := newHarness(t, memprefs.Prefs{}, defaultShare)
	c := h.v.cmp
	var all []string
	for _, a := range solver.Algorithms() {
		all = append(all, a.Name)
	}
	c.SetAlgorithms(all)
	h.drain()
	if h.v.depth.Disabled() {
		t.Fatal("3x3, every algorithm: the dls depth field is greyed out")
	}
	h.v.depth.SetText("deep")
	if !h.v.run.Disabled() {
		t.Fatal("a bad depth does not hold Run")
	}
	c.SetAlgorithms([]string{"astar-manhattan"})
	h.drain()
	if !h.v.depth.Disabled() {
		t.Error("3x3, A* alone: the dls depth field is open")
	}
	if h.v.run.Disabled() || h.v.fieldErr.Visible() || h.v.depth.Text != "31" {
		t.Errorf("the bad depth greyed out: Run disabled %v, error %q, field %q", h.v.run.Disabled(), h.v.fieldErr.Text, h.v.depth.Text)
	}
	c.SetAlgorithms(all)
	h.s.SetShape(solver.Shape{Rows: 5, Cols: 5})
	h.drain()
	if !h.v.depth.Disabled() {
		t.Error("5x5, every algorithm: the dls depth field is open")
	}
	h.s.SetShape(solver.Shape{Rows: 4, Cols: 4})
	h.drain()
	if h.v.depth.Disabled() {
		t.Error("back on 4x4: the dls depth field is greyed out")
	}
}

// TestLimitsInFrench: in a French window the limit fields show numbers as
// French writes them ("5 000 000" with a no-break space) and read them
// back, and a time limit takes the decimal comma the message asks for
// ("comme 3 ou 0,5"): both were refused.
func TestLimitsInFrench(t *testing.T) {
	human.SetStyle(human.Style{Thousands: "\u00a0", Decimal: ",", Percent: "\u00a0%"})
	defer human.SetStyle(human.English)
	h := newHarness(t, memprefs.Prefs{}, defaultShare)
	if got := h.v.nodes.Text; got != "5\u00a0000\u00a0000" {
		t.Errorf("the node limit shows %q", got)
	}
	for _, c := range []struct {
		nodes, seconds string
		wantN          int64
		wantS          float64
	}{
		{"5\u00a0000\u00a0000", "0,5", 5_000_000, 0.5},
		{"20 000", "2,25", 20_000, 2.25},
		{"7000", "1.5", 7000, 1.5},
	} {
		h.v.nodes.SetText(c.nodes)
		h.v.seconds.SetText(c.seconds)
		if len(h.v.limitErrs) > 0 {
			t.Errorf("%q and %q: %q", c.nodes, c.seconds, h.v.limitErrs)
		}
		if l := h.v.cmp.Settings().Limits; l.Nodes != c.wantN || l.Seconds != c.wantS {
			t.Errorf("%q and %q read as %d nodes, %v s", c.nodes, c.seconds, l.Nodes, l.Seconds)
		}
	}
	h.v.nodes.SetText("1,5")
	if len(h.v.limitErrs) == 0 {
		t.Error("a node limit of 1,5 was taken")
	}
}

// TestFieldProblemInStatus: while a field's text does not read, the
// status line says why Run is off, as the field's note does; it said
// "Run compares 29 algorithms on the board beside" with Run greyed out.
func TestFieldProblemInStatus(t *testing.T) {
	h := newHarness(t, memprefs.Prefs{}, defaultShare)
	h.v.nodes.SetText("many")
	if st := h.v.cmp.Status(); !strings.HasPrefix(st.Text, "Cannot run: the node limit must be a whole number") || st.Kind != session.Warning || !h.v.run.Disabled() {
		t.Errorf("with a bad node limit: %q (%v), Run disabled %v", st.Text, st.Kind, h.v.run.Disabled())
	}
	h.v.nodes.SetText("20,000")
	if st := h.v.cmp.Status(); !strings.HasPrefix(st.Text, "Run compares") || h.v.run.Disabled() {
		t.Errorf("mended: %q, Run disabled %v", st.Text, h.v.run.Disabled())
	}
	// a batch's fields count in batch mode only
	h.v.mode.SetSelected(modeBatch)
	h.v.count.SetText("lots")
	h.v.kind.SetSelected(kindRand)
	if st := h.v.cmp.Status(); !strings.HasPrefix(st.Text, "Cannot run: ") {
		t.Errorf("with a bad batch field: %q", st.Text)
	}
	h.v.mode.SetSelected(modeOne)
	if st := h.v.cmp.Status(); strings.HasPrefix(st.Text, "Cannot run: ") {
		t.Errorf("one board, the batch's field aside: %q", st.Text)
	}
}
