package app

import (
	"context"
	"errors"
	"fmt"
	"image"
	"io"
	"os"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"go.uber.org/goleak"

	"github.com/eightpuzzle/eightpuzzle/app/chart"
	"github.com/eightpuzzle/eightpuzzle/solver"
	harn "github.com/eightpuzzle/eightpuzzle/solver/harness" // the app tests have a type harness
)

// compareHarness is the window on its Compare tab.
func compareHarness(t *testing.T) (*harness, *compareView) {
	t.Helper()
	h := newHarness(t)
	h.u.tabs.SelectIndex(compareTab)
	return h, h.c.compare
}

// choose picks exactly the named algorithms, through the chooser's checks.
func choose(t *testing.T, v *compareView, names ...string) {
	t.Helper()
	v.chooser.set(namesOf(v.chooser.all), false)
	for _, n := range names {
		ch, ok := v.chooser.checks[n]
		if !ok {
			t.Fatalf("no check for %q", n)
		}
		test.Tap(ch)
	}
}

func namesOf(algs []*solver.Algorithm) []string { return names(algs, nil) }

// visibleTexts is the texts the test driver finds drawn in a table: its
// headers and the column that stays put (the driver's walk does not reach
// into the scrolling cells; cellText covers those, being what they are
// written from).
func visibleTexts(o fyne.CanvasObject) []string {
	var out []string
	for _, obj := range test.LaidOutObjects(o) {
		if t, ok := obj.(*canvas.Text); ok && t.Visible() && t.Text != "" {
			out = append(out, t.Text)
		}
	}
	return out
}

// headerButton finds a column's header button as drawn in the table.
func headerButton(t *testing.T, table *widget.Table, title string) *widget.Button {
	t.Helper()
	for _, obj := range test.LaidOutObjects(table) {
		if b, ok := obj.(*widget.Button); ok && b.Text == title {
			return b
		}
	}
	t.Fatalf("no header button %q", title)
	return nil
}

// waitChart waits for a chart image of the panel's size with something
// drawn on it (more than one colour).
func waitChart(h *harness, cv *chartView) image.Image {
	h.t.Helper()
	h.waitFor("the chart", func() bool {
		img := cv.image()
		return img != nil && img.Bounds().Dx() >= int(cv.Size().Width)-1 && !cv.busy && cv.shown.version == cv.version && colours(img) > 10
	})
	return cv.image()
}

func colours(img image.Image) int {
	seen := map[[4]uint32]bool{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 3 {
		for x := b.Min.X; x < b.Max.X; x += 3 {
			r, g, bl, a := img.At(x, y).RGBA()
			seen[[4]uint32{r, g, bl, a}] = true
		}
	}
	return len(seen)
}

func TestCompareOneBoard(t *testing.T) {
	h, v := compareHarness(t)
	c := h.c
	start := solver.MustParse("813/402/765") // 14 moves: every algorithm is quick
	c.setBoard(start)
	v.nodes.SetText("20000") // dfs and dls go past this: rows at a limit
	test.Tap(v.run)
	if !v.one.running || v.cancel.Disabled() {
		t.Fatal("Run did not start a comparison with Cancel enabled")
	}
	h.waitFor("the comparison", func() bool { return v.one.ended })

	// The engine is deterministic: a run of our own gives the same counters.
	want, err := harn.Compare(context.Background(), solver.Problem{Start: start, Goal: c.goal}, nil,
		harn.CompareOptions{Limits: harn.Limits{MaxNodes: 20000}})
	if err != nil {
		t.Fatal(err)
	}
	tab := v.onePanel.table
	if len(tab.order) != len(want) {
		t.Fatalf("table has %d rows, want %d", len(tab.order), len(want))
	}
	limited := 0
	for i, w := range want {
		cost := "—"
		if w.Status == solver.Solved {
			cost = count(int64(w.Cost))
			if w.Optimal {
				cost += " ✓"
			}
		}
		ge := ""
		if w.HitLimit {
			ge = "≥"
			limited++
		}
		guarantee := "none"
		if algorithmOptimal(w.Algorithm) {
			guarantee = "optimal"
		}
		cells := []string{w.Algorithm, guarantee, w.State(), cost, ge + count(w.Expanded), ge + count(w.Generated),
			ge + count(int64(w.MaxDepth)), ge + count(int64(w.MaxFrontier))}
		for col, s := range cells {
			if got := tab.cellText(i, col); got != s {
				t.Errorf("row %d (%s) column %q = %q, want %q", i, w.Algorithm, tab.cols[col].title, got, s)
			}
		}
	}
	if limited == 0 {
		t.Fatal("no run hit the 20,000-node limit; the test means to show one")
	}
	shown := strings.Join(visibleTexts(tab.table), "|")
	for _, s := range []string{"bfs", "dfs", "Expanded", "Generated"} {
		mustContain(t, "cells on screen", shown, s)
	}
	mustContain(t, "header", v.onePanel.header.Text, "14 moves")
	mustContain(t, "header", v.onePanel.header.Text, "stopped at a limit")
	if v.progress.Visible() {
		t.Error("the progress bar stays after the run")
	}

	// Sort by nodes expanded: a tap on the header, then another reverses.
	expanded := func(row int) (int64, bool) {
		r := v.onePanel.shown[tab.order[row]]
		return r.Expanded, r.Ran
	}
	test.Tap(headerButton(t, tab.table, "Expanded"))
	for r := 1; r < len(tab.order); r++ {
		a, _ := expanded(r - 1)
		b, _ := expanded(r)
		if a > b {
			t.Fatalf("ascending sort: row %d has %d expanded after %d", r, b, a)
		}
	}
	if got := tab.cellText(0, 0); got != "table" {
		t.Errorf("fewest expanded first: %q, want the table", got)
	}
	test.Tap(headerButton(t, tab.table, "Expanded"))
	for r := 1; r < len(tab.order); r++ {
		a, _ := expanded(r - 1)
		b, _ := expanded(r)
		if a < b {
			t.Fatalf("descending sort: row %d has %d expanded after %d", r, b, a)
		}
	}
	test.Tap(headerButton(t, tab.table, "Algorithm"))
	if tab.cellText(0, 0) != "astar-euclidean" {
		t.Errorf("by name, first is %q", tab.cellText(0, 0))
	}

	img := waitChart(h, v.onePanel.chart)
	if b := img.Bounds(); b.Dx() < 200 || b.Dy() < 100 {
		t.Fatalf("chart image %v", b)
	}

	// Selecting a row replays its run, and the replay shows its cost.
	var row int
	for r := range tab.order {
		if tab.cellText(r, 0) == "astar-manhattan" {
			row = r
		}
	}
	tab.table.Select(widget.TableCellID{Row: row, Col: 2})
	h.waitFor("the replay tab", func() bool { return h.u.tabs.SelectedIndex() == replayTab })
	if c.replay.res == nil || c.replay.res.Algorithm != "astar-manhattan" {
		t.Fatalf("replay holds %+v", c.replay.res)
	}
	mustContain(t, "replay cost", h.u.replay.stats.values["Cost"].Text, "14 moves")
	mustContain(t, "replay optimal", h.u.replay.stats.values["Optimal?"].Text, "yes")

	// A row without a solution says so instead.
	for r := range tab.order {
		if v.onePanel.shown[tab.order[r]].HitLimit {
			tab.table.Select(widget.TableCellID{Row: r, Col: 0})
			break
		}
	}
	mustContain(t, "status", h.u.status.text.Text, "Nothing to replay")
}

func TestCompareCancelLeavesNoGoroutine(t *testing.T) {
	h, v := compareHarness(t)
	c := h.c
	c.setBoard(solver.MustParse("867/254/301")) // 31 moves
	h.waitFor("the puzzle", func() bool { return c.table != nil })
	before := goleak.IgnoreCurrent()
	choose(t, v, "ids", "idastar-misplaced", "bfs", "astar-manhattan")
	v.nodes.SetText("") // no limits: only Cancel ends ids on this board soon
	v.seconds.SetText("")
	test.Tap(v.run)
	h.waitFor("ids to be under way", func() bool {
		return v.one.progress.Algorithm == "ids" && v.one.progress.Search.Expanded > 0
	})
	mustContain(t, "header", v.onePanel.header.Text, "running ids")
	mustContain(t, "progress", v.progressText(), "1 of 4 runs")
	// in the registry's order: bfs, ids, astar-manhattan, idastar-misplaced
	for i, want := range []string{"solved", "running…", "waiting", "waiting"} {
		if s := v.onePanel.table.cellText(i, 2); s != want {
			t.Errorf("row %d says %q, want %q", i, s, want)
		}
	}
	test.Tap(v.cancel)
	h.waitFor("the cancel", func() bool { return v.one.ended })
	mustContain(t, "status", h.u.status.text.Text, "cancelled")
	if s := v.onePanel.table.cellText(3, 2); s != "not run" {
		t.Errorf("a run never started says %q", s)
	}
	h.waitFor("the chart", func() bool { return !v.onePanel.chart.busy })
	goleak.VerifyNone(t, before)
}

func TestCompareEditCancelsAndMarksStale(t *testing.T) {
	h, v := compareHarness(t)
	c := h.c
	c.setBoard(solver.MustParse("867/254/301"))
	choose(t, v, "astar-manhattan", "ids", "bfs")
	v.nodes.SetText("")
	v.seconds.SetText("")
	test.Tap(v.run)
	h.waitFor("ids to be under way", func() bool { return v.one.progress.Algorithm == "ids" })
	rows := len(v.one.rows)

	c.setBoard(solver.MustParse("813/402/765")) // an edit mid-run
	if v.one.running {
		t.Fatal("the edit left the comparison running")
	}
	mustContain(t, "header", v.onePanel.header.Text, "the board has changed")
	mustContain(t, "status", h.u.status.text.Text, "Comparison cancelled: the board has changed")
	if v.onePanel.header.Importance != widget.WarningImportance {
		t.Error("stale results are not marked")
	}
	for range 50 { // the cancelled run's last reports come, and are dropped
		h.q.drain()
		time.Sleep(2 * time.Millisecond)
	}
	if len(v.one.rows) != rows || v.one.board != solver.MustParse("867/254/301") {
		t.Fatalf("late results changed the table: %d rows, was %d", len(v.one.rows), rows)
	}
	c.setBoard(solver.MustParse("867/254/301")) // back to the board compared
	if strings.Contains(v.onePanel.header.Text, "changed") {
		t.Fatal("the results still say stale on their own board")
	}

	// A batch draws its own boards: the board does not touch it, the goal does.
	v.mode.SetSelected(modeBatch)
	choose(t, v, "ids")
	v.batchPanel.upTo.SetText("31")
	test.Tap(v.run)
	c.setBoard(solver.MustParse("123/456/708"))
	if !v.batch.running {
		t.Fatal("an edit of the board cancelled the batch")
	}
	c.setGoal(solver.MustParse("012/345/678"))
	if v.batch.running {
		t.Fatal("a new goal left the batch running")
	}
	mustContain(t, "batch header", v.batchPanel.header.Text, "the goal has changed")
}

func TestCompareBatchAggregates(t *testing.T) {
	h, v := compareHarness(t)
	v.mode.SetSelected(modeBatch)
	if !v.batchPanel.spec.Visible() {
		t.Fatal("batch mode shows no batch fields")
	}
	if m := h.u.win.Content().MinSize(); m.Width > 1000 {
		t.Errorf("batch mode widens the window to %v", m)
	}
	choose(t, v, "bfs", "dls", "astar-manhattan", "greedy-misplaced")
	if v.run.Text != "Run 4" {
		t.Errorf("run button says %q", v.run.Text)
	}
	v.batchPanel.per.SetText("2")
	v.batchPanel.upTo.SetText("10")
	v.nodes.SetText("2000") // dls at small depths: some runs stop at the limit
	test.Tap(v.run)
	h.waitFor("the batch", func() bool { return v.batch.ended })

	rows := v.batch.rows
	if len(rows) != 20*4 || v.batch.boards != 20 {
		t.Fatalf("%d rows over %d boards, want 80 over 20", len(rows), v.batch.boards)
	}
	sums := harn.Summarize(rows)
	tab := v.batchPanel.table
	if len(tab.order) != len(sums) {
		t.Fatalf("%d aggregate rows, want %d", len(tab.order), len(sums))
	}
	col := map[string]int{}
	for i, c := range tab.cols {
		col[c.title] = i
	}
	limited := false
	for i, s := range sums {
		if got := tab.cellText(i, 0); got != s.Algorithm {
			t.Fatalf("row %d is %q, want %q", i, got, s.Algorithm)
		}
		// the mean of nodes expanded, worked out from the rows by hand
		var sum float64
		var n, solved, lim int
		for _, r := range rows {
			if r.Algorithm == s.Algorithm && r.Finished() {
				sum += float64(r.Expanded)
				n++
				if r.Status == solver.Solved {
					solved++
				}
				if r.HitLimit {
					lim++
				}
			}
		}
		mean, _ := statText(harn.Stat{N: n, Mean: sum / float64(n)}, chart.Count, false, lim > 0)
		if got := tab.cellText(i, col["Mean expanded"]); got != mean {
			t.Errorf("%s mean expanded %q, want %q", s.Algorithm, got, mean)
		}
		limited = limited || lim > 0
		checks := map[string]string{
			"Solved":     fmt.Sprintf("%d/%d", solved, n),
			"Optimal":    count(int64(s.Optimal)),
			"Limited":    count(int64(lim)),
			"Max cost":   first(statText(s.Cost, chart.Count, true, false)),
			"Mean cost":  first(statText(s.Cost, chart.Count, false, false)),
			"Max time":   first(statText(s.Time, chart.Seconds, true, lim > 0)),
			"Max depth":  first(statText(s.MaxDepth, chart.Count, true, lim > 0)),
			"b*":         ebfText(s.EBF),
			"Mean depth": first(statText(s.MaxDepth, chart.Count, false, lim > 0)),
		}
		for title, want := range checks {
			if got := tab.cellText(i, col[title]); got != want {
				t.Errorf("%s %s = %q, want %q", s.Algorithm, title, got, want)
			}
		}
	}
	if !limited {
		t.Error("no run hit the node limit; the test means to show a lower bound")
	}
	mustContain(t, "header", v.batchPanel.header.Text, "20 boards")

	// the default chart: nodes expanded against depth; then b*
	cv := v.batchPanel.chart
	waitChart(h, cv)
	v.batchPanel.view.SetSelectedIndex(1)
	ver := cv.version
	waitChart(h, cv)
	if cv.shown.version < ver {
		t.Fatal("the b* chart was not drawn")
	}
}

func first(s string, _ widget.Importance) string { return s }

func TestCompareExportAndClipboard(t *testing.T) {
	h, v := compareHarness(t)
	c := h.c
	c.setBoard(solver.MustParse("413/726/580"))
	choose(t, v, "bfs", "dfs", "astar-manhattan")
	test.Tap(v.run)
	h.waitFor("the comparison", func() bool { return v.one.ended })

	// the table as CSV, through the writer the Save dialog hands its file to
	path := t.TempDir() + "/table.csv"
	wc, err := storageWriter(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := writeAndClose(wc, v.tableWriter()); err != nil {
		t.Fatal(err)
	}
	lines := readLines(t, path)
	if len(lines) != 1+3 || lines[0] != strings.Join(harn.RowsHeader(), ",") {
		t.Fatalf("CSV has %d lines, first %q", len(lines), lines[0])
	}
	mustContain(t, "CSV row", lines[1], "413726580,123456780,bfs,true,solved,8,8,true")

	// the chart, as PNG and SVG
	for _, ext := range []string{".png", ".svg"} {
		ch := v.shownChart()
		if ch == nil {
			t.Fatal("no chart to save")
		}
		p := t.TempDir() + "/chart" + ext
		wc, err := storageWriter(p)
		if err != nil {
			t.Fatal(err)
		}
		write := ch.WritePNG
		if ext == ".svg" {
			write = ch.WriteSVG
		}
		if err := writeAndClose(wc, func(w io.Writer) error { return write(w, exportWidth, exportHeight) }); err != nil {
			t.Fatal(err)
		}
		if n := fileSize(t, p); n < 1000 {
			t.Errorf("%s is %d bytes", p, n)
		}
	}

	// a failing disk is an error to report, not a panic
	if err := writeAndClose(failingWriter{}, v.tableWriter()); err == nil {
		t.Error("a write error was lost")
	}

	// the menus offer what there is
	labels := func(m *fyne.Menu) map[string]bool {
		out := map[string]bool{}
		for _, it := range m.Items {
			out[it.Label] = !it.Disabled
		}
		return out
	}
	save := labels(v.saveMenu())
	for _, l := range []string{"Table as CSV…", "Chart as PNG…", "Chart as SVG…"} {
		if !save[l] {
			t.Errorf("Save menu: %q missing or disabled (%v)", l, save)
		}
	}

	// the clipboard: the board, then a selected row in a line and as CSV
	clip := c.app.Clipboard()
	find := func(label string) *fyne.MenuItem {
		for _, it := range v.copyMenu().Items {
			if strings.HasPrefix(it.Label, label) {
				return it
			}
		}
		t.Fatalf("no Copy item %q", label)
		return nil
	}
	find("Board").Action()
	if got := clip.Content(); got != "413/726/580" {
		t.Fatalf("clipboard has %q", got)
	}
	if !find("Selected row").Disabled {
		t.Error("copying a row with none selected is offered")
	}
	v.onePanel.table.table.Select(widget.TableCellID{Row: 0, Col: 0}) // bfs: also opens the replay
	find("Selected row").Action()
	mustContain(t, "row summary", clip.Content(), "bfs on 413/726/580 to 123/456/780: solved in 8 moves (optimal)")
	find("Selected row as CSV").Action()
	if got := strings.Split(strings.TrimSpace(clip.Content()), "\n"); len(got) != 2 || !strings.Contains(got[1], ",bfs,") {
		t.Errorf("row as CSV: %q", clip.Content())
	}
}

func TestCompareBadInputAndKeys(t *testing.T) {
	h, v := compareHarness(t)
	c := h.c
	v.nodes.SetText("lots")
	if !v.limitErr.Visible() {
		t.Fatal("a bad node limit is not pointed out")
	}
	test.Tap(v.run)
	if v.one.running {
		t.Fatal("ran with a bad limit")
	}
	mustContain(t, "status", h.u.status.text.Text, "Cannot compare")
	if v.nodes.Text != "lots" {
		t.Fatal("the typed text was lost")
	}
	v.nodes.SetText("")

	v.mode.SetSelected(modeBatch)
	v.batchPanel.upTo.SetText("40")
	test.Tap(v.run)
	mustContain(t, "status", h.u.status.text.Text, "the largest distance must be")
	v.batchPanel.upTo.SetText("24")

	// a board that cannot reach the goal: every run says so at once
	v.mode.SetSelected(modeOne)
	c.setBoard(solver.MustParse("213/456/780"))
	test.Tap(v.run)
	h.waitFor("the comparison", func() bool { return v.one.ended })
	for r := range v.onePanel.table.order {
		if s := v.onePanel.table.cellText(r, 2); s != "unsolvable" {
			t.Fatalf("row %d of an unsolvable board says %q", r, s)
		}
	}
	mustContain(t, "header", v.onePanel.header.Text, "differ in parity")
	waitChart(h, v.onePanel.chart)
	v.mode.SetSelected(modeBatch)

	// no algorithm: nothing to run
	choose(t, v)
	if !v.run.Disabled() {
		t.Error("Run is enabled with no algorithm chosen")
	}

	// Ctrl+Shift+Enter from the menu runs; Esc on the tab cancels
	v.mode.SetSelected(modeOne)
	choose(t, v, "ids")
	c.setBoard(solver.MustParse("867/254/301"))
	v.seconds.SetText("")
	for _, m := range h.u.win.MainMenu().Items {
		for _, it := range m.Items {
			if it.Label == "Compare algorithms" {
				it.Action()
			}
		}
	}
	if !v.one.running {
		t.Fatal("the menu item did not run the comparison")
	}
	c.typedKey(keyEvent(fyne.KeyEscape))
	h.waitFor("Esc to cancel", func() bool { return v.one.ended })
	mustContain(t, "status", h.u.status.text.Text, "cancelled")

	// the table by keyboard: Down to the second row, Space opens its replay
	choose(t, v, "bfs", "astar-manhattan")
	c.setBoard(solver.MustParse("413/726/580"))
	test.Tap(v.run)
	h.waitFor("the comparison", func() bool { return v.one.ended })
	tab := v.onePanel.table.table
	h.u.win.Canvas().Focus(tab)
	tab.TypedKey(keyEvent(fyne.KeyDown))
	tab.TypedKey(keyEvent(fyne.KeySpace))
	h.waitFor("the replay", func() bool { return h.u.tabs.SelectedIndex() == replayTab })
	if c.replay.res.Algorithm != "astar-manhattan" {
		t.Fatalf("Space replayed %s", c.replay.res.Algorithm)
	}
	h.u.tabs.SelectIndex(compareTab)

	// every control is reachable with Tab, the sort buttons included
	cv := h.u.win.Canvas()
	seen := map[string]bool{}
	for range 300 {
		cv.FocusNext()
		if b, ok := cv.Focused().(*widget.Button); ok {
			seen[b.Text] = true
		}
	}
	for _, want := range []string{"Expanded", "Cost", "Save", "Copy"} {
		if !seen[want] {
			t.Errorf("Tab never reaches %q", want)
		}
	}
}

// A line chart of one point (the first run of a batch) used to hang the
// chart package: its log axis had no range.
func TestChartOfOnePointRenders(t *testing.T) {
	done := make(chan bool)
	go func() {
		spec := chart.DepthLines([]harn.DepthSeries{{Algorithm: "bfs", Points: []harn.DepthPoint{{Depth: 1, Expanded: 1, Boards: 1}}}})
		chart.Lines(spec, chart.Light()).Image(300, 200)
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("rendering a one-point line chart hangs")
	}
}

func storageWriter(path string) (io.WriteCloser, error) { return os.Create(path) }

func readLines(t *testing.T, path string) []string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimRight(string(b), "\n"), "\n")
}

func fileSize(t *testing.T, path string) int64 {
	t.Helper()
	st, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	return st.Size()
}

// failingWriter is a disk that is full.
type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("no space left on device") }
func (failingWriter) Close() error              { return nil }
