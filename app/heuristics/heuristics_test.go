package heuristics

import (
	"bytes"
	"encoding/csv"
	"encoding/xml"
	"image"
	"image/png"
	"io"
	"math"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"go.uber.org/goleak"

	"github.com/eightpuzzle/eightpuzzle/app/chart"
	"github.com/eightpuzzle/eightpuzzle/app/internal/memprefs"
	"github.com/eightpuzzle/eightpuzzle/app/internal/tabkit"
	"github.com/eightpuzzle/eightpuzzle/app/internal/uiqueue"
	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

type fixture struct {
	t      testing.TB
	s      *session.Session
	v      *View
	w      fyne.Window
	q      *uiqueue.Queue
	queued atomic.Int64 // functions handed to the UI goroutine
}

// The tab's share of the default 1180x800 window, and of 800x600.
var (
	defaultShare = fyne.NewSize(600, 650)
	smallShare   = fyne.NewSize(430, 470)
)

func newFixture(t testing.TB, size fyne.Size) *fixture {
	t.Helper()
	test.NewTempApp(t)
	f := &fixture{t: t, q: &uiqueue.Queue{Timeout: 60 * time.Second}}
	do := func(fn func()) { f.queued.Add(1); f.q.Do(fn) }
	f.s = session.New(memprefs.Prefs{}, do)
	f.w = test.NewTempWindow(t, widget.NewLabel(""))
	f.v = New(tabkit.Deps{Session: f.s, Window: f.w, Do: do})
	f.w.SetContent(f.v.Content)
	f.w.Resize(size)
	t.Cleanup(func() {
		f.s.Shutdown()
		f.drain()
	})
	f.q.WaitFor(t, "the distance table", f.s.TableReady, nil)
	return f
}

// drain runs what is handed over until nothing is left under way.
func (f *fixture) drain() {
	for {
		f.v.chart.Wait()
		if f.q.Drain() == 0 {
			return
		}
	}
}

// open shows the tab and waits for the figures of goal and their chart.
func (f *fixture) open(goal solver.Board) {
	f.t.Helper()
	f.s.SetTab(session.HeuristicsTab)
	f.q.WaitFor(f.t, "the figures", func() bool {
		fig := f.s.Accuracy().Figures()
		return fig.Goal == goal && fig.Heuristic != nil
	}, nil)
	f.drain()
}

func TestOpeningTheTabComputes(t *testing.T) {
	f := newFixture(t, defaultShare)
	_, goal := f.s.Puzzle()
	if f.s.Accuracy().Figures().Computing || f.v.table.CellText(0, 0) != "" {
		t.Fatal("computing before the tab was shown")
	}
	f.s.SetTab(session.HeuristicsTab)
	if !strings.Contains(f.v.caption.Text, "Measuring") {
		t.Errorf("while computing the caption says %q", f.v.caption.Text)
	}
	f.open(goal)

	hs := session.MeasuredHeuristics() // the six classics, and the pattern database where it is registered
	if n := len(f.v.table.Order()); n != len(hs) || len(hs) < 6 {
		t.Fatalf("%d rows for %d heuristics, want one each and at least 6", n, len(hs))
	}
	for r, h := range hs {
		if got := f.v.table.CellText(r, 0); got != h.Title {
			t.Errorf("row %d is %q, want %q", r, got, h.Title)
		}
		want := map[bool]string{true: "yes", false: "no"}
		if got := f.v.table.CellText(r, 1); got != want[h.Admissible()] {
			t.Errorf("%s: admissible %q, want %q", h.Name, got, want[h.Admissible()])
		}
		if got := f.v.table.CellText(r, 2); got != want[h.Consistent] {
			t.Errorf("%s: consistent %q", h.Name, got)
		}
		if got := f.v.table.CellText(r, 5); (got == "0") != h.Admissible() {
			t.Errorf("%s: max excess %q", h.Name, got)
		}
	}
	// the lesson is the figures': misplaced tiles the weakest that never
	// overestimates, linear conflict the closest of the six classics, the
	// pattern database closer still where the program has it
	c := f.v.caption.Text
	closest := "Linear conflict comes closest"
	if hs[len(hs)-1].Name == "pdb" {
		closest = "Pattern database comes closest"
	}
	for _, want := range []string{"Misplaced tiles never overestimates but is weak", "of the distance", closest, "Misplaced tiles and blank overestimates"} {
		if !strings.Contains(c, want) {
			t.Errorf("caption %q does not say %q", c, want)
		}
	}
	t.Logf("caption: %s", c)
	if f.v.chart.Image() == nil {
		t.Fatal("no chart drawn")
	}
}

func TestTableSorts(t *testing.T) {
	f := newFixture(t, defaultShare)
	_, goal := f.s.Puzzle()
	f.open(goal)
	for _, o := range test.LaidOutObjects(f.w.Content()) {
		if b, ok := o.(*widget.Button); ok && b.Text == "Mean h/d" {
			test.Tap(b)
		}
	}
	prev := -1.0
	for r := range 6 {
		x, err := strconv.ParseFloat(f.v.table.CellText(r, 3), 64)
		if err != nil || x < prev {
			t.Fatalf("row %d: mean h/d %q after %v: not sorted", r, f.v.table.CellText(r, 3), prev)
		}
		prev = x
	}
	if f.v.table.CellText(5, 0) != "Linear conflict" {
		t.Errorf("closest is %q", f.v.table.CellText(5, 0))
	}
}

func differs(a, b image.Image) bool {
	if a.Bounds() != b.Bounds() {
		return true
	}
	r := a.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y += 2 {
		for x := r.Min.X; x < r.Max.X; x += 2 {
			if a.At(x, y) != b.At(x, y) {
				return true
			}
		}
	}
	return false
}

// svgText is the text of an SVG document, which must parse.
func svgText(t *testing.T, data []byte) string {
	t.Helper()
	var b strings.Builder
	d := xml.NewDecoder(bytes.NewReader(data))
	root := false
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("the SVG does not parse: %v", err)
		}
		switch e := tok.(type) {
		case xml.StartElement:
			root = root || e.Name.Local == "svg"
		case xml.CharData:
			b.Write(e)
			b.WriteByte('\n')
		}
	}
	if !root {
		t.Fatal("no svg element")
	}
	return b.String()
}

func TestSwitchingTheViewChangesTheChart(t *testing.T) {
	f := newFixture(t, defaultShare)
	_, goal := f.s.Puzzle()
	f.open(goal)
	ranges := f.v.chart.Image()
	var svg bytes.Buffer
	if err := tabkit.ChartWriter(f.v.fileChart(chart.Print()), ".svg")(&svg); err != nil {
		t.Fatal(err)
	}
	if txt := svgText(t, svg.Bytes()); !strings.Contains(txt, "Linear conflict") || !strings.Contains(txt, "Misplaced tiles") {
		t.Errorf("the ranges chart does not name the heuristics:\n%s", txt)
	}

	// the choice's options after the first are heat maps, in the solver's order
	for i, h := range session.MeasuredHeuristics() {
		f.v.choice.SetSelectedIndex(i + 1)
		f.drain()
		acc := f.s.Accuracy()
		if acc.Chart() != session.HeatChart || acc.HeatHeuristic().Name != h.Name {
			t.Fatalf("option %d: chart %v of %q, want the heat map of %s", i+1, acc.Chart(), acc.HeatHeuristic().Name, h.Name)
		}
		heat := f.v.chart.Image()
		if heat == nil || !differs(ranges, heat) {
			t.Fatalf("%s: the chart did not change", h.Name)
		}
		svg.Reset()
		if err := tabkit.ChartWriter(f.v.fileChart(chart.Print()), ".svg")(&svg); err != nil {
			t.Fatal(err)
		}
		if txt := svgText(t, svg.Bytes()); !strings.Contains(txt, h.Title+" against the true distance") {
			t.Errorf("%s: the saved heat map is titled otherwise:\n%s", h.Name, txt)
		}
		if !strings.HasSuffix(f.v.fileBase(), "-heat-"+h.Name) {
			t.Errorf("file name %q", f.v.fileBase())
		}
	}
	f.v.choice.SetSelectedIndex(0)
	f.drain()
	if f.s.Accuracy().Chart() != session.RangesChart || differs(ranges, f.v.chart.Image()) {
		t.Error("back to the ranges, the chart is not what it was")
	}
	// the session's choice, made elsewhere, shows in the choice
	if err := f.s.Accuracy().SetHeatHeuristic("euclidean"); err != nil {
		t.Fatal(err)
	}
	f.s.Accuracy().SetChart(session.HeatChart)
	if got := f.v.choice.Selected; got != "Heat map: Euclidean distance" {
		t.Errorf("the choice shows %q", got)
	}
}

func TestGoalChangeRecomputesAndDropsTheStale(t *testing.T) {
	f := newFixture(t, defaultShare)
	_, first := f.s.Puzzle()
	var captions []string
	f.s.Accuracy().Changed.Watch(func() { captions = append(captions, f.v.figures.Goal.String()+": "+f.v.caption.Text) })
	f.q.Drain()
	before := f.queued.Load()
	f.s.SetTab(session.HeuristicsTab)
	// the first goal's figures are handed over, but not yet taken
	deadline := time.Now().Add(60 * time.Second)
	for f.queued.Load() == before {
		if time.Now().After(deadline) {
			t.Fatal("the first computation never ended")
		}
		time.Sleep(time.Millisecond)
	}
	second := solver.GoalBlankFirst
	f.s.SetGoal(second)
	if !strings.Contains(f.v.caption.Text, "Measuring") || len(f.v.table.Order()) != 0 {
		t.Fatalf("after the goal changed: caption %q, %d rows", f.v.caption.Text, len(f.v.table.Order()))
	}
	f.open(second)
	if f.v.figures.Goal != second || len(f.v.table.Order()) != len(session.MeasuredHeuristics()) {
		t.Fatalf("shows goal %v with %d rows", f.v.figures.Goal, len(f.v.table.Order()))
	}
	for _, c := range captions {
		if strings.HasPrefix(c, first.String()) && !strings.Contains(c, "Measuring") {
			t.Errorf("the first goal's figures were shown: %q", c)
		}
	}
	if !strings.HasPrefix(f.v.fileBase(), "heuristics-"+second.String()) {
		t.Errorf("file name %q", f.v.fileBase())
	}
	// the first goal's figures were dropped, not kept: back at it, they
	// are computed again
	f.s.SetGoal(first)
	f.q.WaitFor(t, "the first goal's table", f.s.TableReady, nil)
	if fig := f.s.Accuracy().Figures(); !fig.Computing || fig.Heuristic != nil {
		t.Errorf("back at the first goal: computing %v, figures %v", fig.Computing, fig.Heuristic != nil)
	}
	f.open(first)
}

func TestExport(t *testing.T) {
	f := newFixture(t, defaultShare)
	for _, it := range f.v.saveMenu().Items {
		if !it.IsSeparator && !it.Disabled {
			t.Errorf("%q is enabled before there are figures", it.Label)
		}
	}
	_, goal := f.s.Puzzle()
	f.open(goal)
	enabled := 0
	for _, it := range f.v.saveMenu().Items {
		if !it.IsSeparator && !it.Disabled {
			enabled++
		}
	}
	if enabled != 4 {
		t.Errorf("%d items enabled, want 3 charts and the CSV", enabled)
	}
	for _, view := range []session.AccuracyChart{session.RangesChart, session.HeatChart} {
		f.s.Accuracy().SetChart(view)
		c := f.v.fileChart(chart.Print())
		var buf bytes.Buffer
		if err := tabkit.ChartWriter(c, ".png")(&buf); err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(&buf)
		if err != nil {
			t.Fatalf("chart %d: the PNG does not decode: %v", view, err)
		}
		if b := img.Bounds(); b.Dx() < tabkit.ChartWidth || b.Dy() < tabkit.ChartHeight {
			t.Errorf("chart %d: PNG of %v", view, b)
		}
		// print-ready: a white page
		if r, g, b, _ := img.At(2, 2).RGBA(); r>>8 != 0xff || g>>8 != 0xff || b>>8 != 0xff {
			t.Errorf("chart %d: the corner is %x %x %x, not white", view, r>>8, g>>8, b>>8)
		}
		buf.Reset()
		if err := tabkit.ChartWriter(c, ".svg")(&buf); err != nil {
			t.Fatal(err)
		}
		if txt := svgText(t, buf.Bytes()); !strings.Contains(txt, "True distance to the goal (moves)") {
			t.Errorf("chart %d: the SVG has no axis label", view)
		}
	}

	var buf bytes.Buffer
	acc := f.v.figures.Heuristic
	if err := WriteCSV(&buf, acc); err != nil {
		t.Fatal(err)
	}
	recs, err := csv.NewReader(&buf).ReadAll()
	if err != nil {
		t.Fatalf("the CSV does not parse: %v", err)
	}
	if want := 1 + len(session.MeasuredHeuristics())*32; len(recs) != want || strings.Join(recs[0], ",") != "heuristic,admissible,distance,boards,min_h,mean_h,max_h" {
		t.Fatalf("%d records (want %d), header %v", len(recs), want, recs[0])
	}
	boards := map[string]int{}
	for _, r := range recs[1:] {
		d, _ := strconv.Atoi(r[2])
		n, _ := strconv.Atoi(r[3])
		mean, err := strconv.ParseFloat(r[5], 64)
		a, ok := byName(acc, r[0])
		if err != nil || !ok || a.Bands[d].Count != n || math.Abs(a.Bands[d].Mean-mean) > 1e-12 {
			t.Fatalf("record %v does not match the figures", r)
		}
		if r[1] != strconv.FormatBool(a.Over == 0) {
			t.Errorf("record %v: admissible", r)
		}
		boards[r[0]] += n
	}
	for name, n := range boards {
		if n != solver.NumRanks/2 {
			t.Errorf("%s: %d boards in the CSV, want %d", name, n, solver.NumRanks/2)
		}
	}
}

// At 800x600 the tab gets about 430x470: its content must fit in that, the
// chart drawn smaller than its minimum rather than push the window wider. At the default
// size the table shows every row under the ranges, and the heat map gets
// its full height with three rows or more of the table.
func TestLayout(t *testing.T) {
	for _, size := range []fyne.Size{smallShare, defaultShare} {
		f := newFixture(t, size)
		_, goal := f.s.Puzzle()
		for _, view := range []session.AccuracyChart{session.RangesChart, session.HeatChart} {
			f.s.Accuracy().SetChart(view)
			f.open(goal)
			if m := f.v.Content.MinSize(); m.Width > size.Width || m.Height > size.Height {
				t.Errorf("%v, chart %d: the tab needs %v", size, view, m)
			}
			rows, chartH := f.v.table.VisibleRows(), f.v.chart.Size().Height
			t.Logf("%v, chart %d: %d rows, chart %v high (wants %v)", size, view, rows, chartH, f.v.chart.MinSize().Height)
			if rows < 3 || chartH < 150 {
				t.Errorf("%v, chart %d: %d table rows visible, chart %v high", size, view, rows, chartH)
			}
			if size == defaultShare && view == session.RangesChart && rows < 6 {
				t.Errorf("at %v the ranges leave room for %d rows of the table, not all 6", size, rows)
			}
			if size == defaultShare && chartH < f.v.chart.MinSize().Height {
				t.Errorf("at %v chart %d is %v high, less than its %v", size, view, chartH, f.v.chart.MinSize().Height)
			}
		}
	}
}

func TestLessonFromTheNumbers(t *testing.T) {
	f := newFixture(t, defaultShare)
	_, goal := f.s.Puzzle()
	f.open(goal)
	acc := f.v.figures.Heuristic
	// swap who is strongest: the caption must follow the numbers
	fake := append(acc[:0:0], acc...)
	fake[0].MeanRatio, fake[5].MeanRatio = fake[5].MeanRatio, 0.5
	fake[4].MeanRatio = 0.251
	fake = fake[:6] // the six classics: the pattern database, where measured, would come closer
	got := Lesson(fake)
	if !strings.HasPrefix(got, "Manhattan distance never overestimates but is weak: mean h is about a quarter of the distance.") ||
		!strings.Contains(got, "Misplaced tiles comes closest") {
		t.Errorf("lesson %q", got)
	}
	if share(0.41) != "41%" || share(0.34) != "about a third" {
		t.Errorf("share: %q, %q", share(0.41), share(0.34))
	}
}
