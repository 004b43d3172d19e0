package session

import (
	"fmt"
	"math"
	"strings"
	"sync"
	"testing"

	"go.uber.org/goleak"

	"github.com/eightpuzzle/eightpuzzle/app/internal/memprefs"
	"github.com/eightpuzzle/eightpuzzle/app/internal/uiqueue"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// captureLog counts the lines logf writes while the test runs.
func captureLog(t *testing.T) *[]string {
	var mu sync.Mutex
	var lines []string
	old := logf
	logf = func(format string, args ...any) {
		mu.Lock()
		defer mu.Unlock()
		lines = append(lines, fmt.Sprintf(format, args...))
	}
	t.Cleanup(func() { logf = old })
	return &lines
}

func newTestSession(t *testing.T, prefs Prefs) (*Session, *uiqueue.Queue) {
	t.Helper()
	q := &uiqueue.Queue{}
	s := New(prefs, q.Do)
	t.Cleanup(func() {
		s.Shutdown()
		// what the goroutines handed over after the test stopped looking
		q.Drain()
	})
	return s, q
}

// a board 4 moves from the goal: every algorithm solves it at once
var near = solver.FromTiles([]int{1, 2, 3, 4, 5, 6, 0, 7, 8})

func TestComparisonRunsAndReports(t *testing.T) {
	defer goleak.VerifyNone(t)
	s, q := newTestSession(t, memprefs.Prefs{})
	s.board = solver.FromTiles([]int{1, 2, 3, 0, 4, 6, 7, 5, 8})
	c := s.Comparison()
	c.SetAlgorithms([]string{"bfs", "astar-manhattan", "dls"})
	changes := 0
	c.Changed.Watch(func() { changes++ })
	c.Run()
	if !c.Running() || !strings.Contains(c.Status().Text, "Esc cancels") {
		t.Fatalf("after Run: running %v, status %q", c.Running(), c.Status().Text)
	}
	q.WaitFor(t, "the comparison", func() bool { return !c.Running() }, nil)
	r := c.Results(OneBoard)
	if len(r.Rows) != 3 || r.Runs != 3 || r.Cancelled {
		t.Fatalf("rows %d runs %d cancelled %v", len(r.Rows), r.Runs, r.Cancelled)
	}
	for _, row := range r.Rows {
		if row.Status != solver.Solved {
			t.Errorf("%s: %v", row.Algorithm, row.State())
		}
	}
	if st := c.Status(); st.Kind != Success || !strings.Contains(st.Text, "3 solved") {
		t.Errorf("status %+v", st)
	}
	if changes < 2 {
		t.Errorf("Changed fired %d times", changes)
	}
}

func TestComparisonUsesItsOwnDepthLimit(t *testing.T) {
	defer goleak.VerifyNone(t)
	s, q := newTestSession(t, memprefs.Prefs{})
	s.board = near
	c := s.Comparison()
	c.SetAlgorithms([]string{"dls"})
	lim := c.Settings().Limits
	lim.Depth = 2 // the board is 2 moves away
	if err := c.SetLimits(lim); err != nil {
		t.Fatal(err)
	}
	c.Run()
	q.WaitFor(t, "the comparison", func() bool { return !c.Running() }, nil)
	if r := c.Results(OneBoard).Rows[0]; r.Status != solver.Solved || r.Cost > 2 {
		t.Fatalf("dls with depth 2: %s cost %d", r.State(), r.Cost)
	}
	lim.Depth = 1
	c.SetLimits(lim)
	c.Run()
	q.WaitFor(t, "the comparison", func() bool { return !c.Running() }, nil)
	if r := c.Results(OneBoard).Rows[0]; r.Status == solver.Solved {
		t.Fatalf("dls with depth 1 solved a board 2 moves away in %d", r.Cost)
	}
}

func TestComparisonSupersededRunIsDropped(t *testing.T) {
	defer goleak.VerifyNone(t)
	s, q := newTestSession(t, memprefs.Prefs{})
	s.board = near
	c := s.Comparison()
	c.SetAlgorithms([]string{"bfs"})
	c.Run()
	first := c.runs[OneBoard].gen
	c.SetAlgorithms([]string{"ucs", "astar-manhattan"})
	c.Run()
	if c.runs[OneBoard].gen == first {
		t.Fatal("the generation did not move on")
	}
	q.WaitFor(t, "the comparison", func() bool { return !c.Running() }, nil)
	// let the first run's reports arrive too
	q.Drain()
	var names []string
	for _, r := range c.Results(OneBoard).Rows {
		names = append(names, r.Algorithm)
	}
	if strings.Join(names, ",") != "ucs,astar-manhattan" {
		t.Fatalf("rows of %v, want only the second run's", names)
	}
}

func TestComparisonCancel(t *testing.T) {
	defer goleak.VerifyNone(t)
	s, q := newTestSession(t, memprefs.Prefs{})
	s.board = solver.FromTiles([]int{8, 6, 7, 2, 5, 4, 3, 0, 1}) // 31 moves: dfs and ids run long
	c := s.Comparison()
	c.SetAlgorithms([]string{"ids", "dfs", "bfs"})
	c.SetLimits(Limits{Depth: 31}) // no caps: only the cancel stops ids
	c.Run()
	c.Cancel()
	if !strings.Contains(c.Status().Text, "Cancelling") {
		t.Errorf("status while cancelling: %q", c.Status().Text)
	}
	q.WaitFor(t, "the comparison", func() bool { return !c.Running() }, nil)
	r := c.Results(OneBoard)
	if !r.Cancelled || r.Runs == 3 {
		t.Fatalf("cancelled %v after %d runs", r.Cancelled, r.Runs)
	}
	if st := c.Status().Text; !strings.Contains(st, "cancelled after") {
		t.Errorf("status %q", st)
	}
}

func TestComparisonPuzzleChanged(t *testing.T) {
	defer goleak.VerifyNone(t)
	s, q := newTestSession(t, memprefs.Prefs{})
	s.board = near
	c := s.Comparison()
	c.SetAlgorithms([]string{"bfs"})
	c.Run()
	q.WaitFor(t, "the comparison", func() bool { return !c.Running() }, nil)

	s.board = solver.Square3.Swap(solver.GoalBlankLast, 0, 1)
	c.puzzleChanged()
	if r := c.Results(OneBoard); r.Stale != "the board has changed" || len(r.Rows) != 1 {
		t.Fatalf("after an edit: stale %q, %d rows", r.Stale, len(r.Rows))
	}
	if c.Status().Kind != Warning {
		t.Errorf("status %+v", c.Status())
	}
	s.board = near // an undo brings the board back
	c.puzzleChanged()
	if r := c.Results(OneBoard); r.Stale != "" {
		t.Fatalf("after the undo: stale %q", r.Stale)
	}

	// an edit during a run cancels it and drops what comes after
	s.board = solver.FromTiles([]int{8, 6, 7, 2, 5, 4, 3, 0, 1})
	c.SetAlgorithms([]string{"ids", "bfs"})
	c.SetLimits(Limits{Depth: 31})
	c.Run()
	s.board = near
	c.puzzleChanged()
	if c.Running() {
		t.Fatal("still running after an edit")
	}
	q.Drain()
	if st := c.Status(); !strings.Contains(st.Text, "cancelled: the board has changed") {
		t.Errorf("status %+v", st)
	}

	// a batch ignores the board but not the goal
	c.SetMode(Batch)
	c.SetAlgorithms([]string{"astar-manhattan"})
	c.SetBatch(BatchSettings{Kind: ByDistance, PerDistance: 1, UpTo: 3, Count: 1})
	c.Run()
	q.WaitFor(t, "the comparison", func() bool { return !c.Running() }, nil)
	s.board = solver.Square3.Swap(near, 1, 2)
	c.puzzleChanged()
	if r := c.Results(Batch); r.Stale != "" {
		t.Fatalf("a board edit marked the batch: %q", r.Stale)
	}
	s.goal = solver.Square3.Swap(solver.Square3.Swap(solver.GoalBlankLast, 7, 8), 6, 7)
	c.puzzleChanged()
	if r := c.Results(Batch); r.Stale != "the goal has changed" {
		t.Fatalf("a goal change left the batch: %q", r.Stale)
	}
}

func TestComparisonBatch(t *testing.T) {
	defer goleak.VerifyNone(t)
	s, q := newTestSession(t, memprefs.Prefs{})
	c := s.Comparison()
	c.SetMode(Batch)
	c.SetAlgorithms([]string{"bfs", "astar-manhattan"})
	if err := c.SetBatch(BatchSettings{Kind: ByDistance, PerDistance: 2, UpTo: 5, Count: 1, Seed: 7}); err != nil {
		t.Fatal(err)
	}
	c.Run()
	q.WaitFor(t, "the comparison", func() bool { return !c.Running() }, nil)
	r := c.Results(Batch)
	if r.Boards != 10 || len(r.Summaries) != 2 || r.Rows != nil || len(c.AllRows(Batch)) != 20 {
		t.Fatalf("boards %d, %d summaries, rows %v, all %d", r.Boards, len(r.Summaries), r.Rows, len(c.AllRows(Batch)))
	}
	if r.Summaries[0].Solved != 10 || len(r.Depth) != 2 || len(r.Depth[0].Points) != 5 {
		t.Fatalf("summaries %+v depth %+v", r.Summaries[0], r.Depth)
	}
	// a batch the goal cannot give is a failure, told in the status
	c.SetBatch(BatchSettings{Kind: ByDistance, PerDistance: 1, UpTo: 40, Count: 1})
	c.Run()
	q.WaitFor(t, "the comparison", func() bool { return !c.Running() }, nil)
	if st := c.Status(); st.Kind != Danger || !strings.Contains(st.Text, "40") {
		t.Fatalf("status %+v", st)
	}
}

func TestComparisonNothingChosen(t *testing.T) {
	s, _ := newTestSession(t, memprefs.Prefs{})
	c := s.Comparison()
	c.SetAlgorithms(nil)
	c.Run()
	if c.Running() || c.Status().Kind != Warning {
		t.Fatalf("running %v, status %+v", c.Running(), c.Status())
	}
}

func TestComparisonSettingsSurviveReload(t *testing.T) {
	prefs := memprefs.Prefs{}
	s, _ := newTestSession(t, prefs)
	c := s.Comparison()
	want := Settings{
		Mode:       Batch,
		Algorithms: []string{"dfs", "idastar-linear-conflict"},
		Limits:     Limits{Nodes: 0, Seconds: 0.5, Depth: 12},
		Batch:      BatchSettings{Kind: RandomBoards, PerDistance: 3, UpTo: 20, Count: 77, Seed: 99},
		Sorts:      [2]Sort{{Column: "Expanded", Desc: true}, {Column: "b*"}},
		Charts:     [2]string{"time", "ebf"},
	}
	c.SetMode(want.Mode)
	c.SetAlgorithms(want.Algorithms)
	if err := c.SetLimits(want.Limits); err != nil {
		t.Fatal(err)
	}
	if err := c.SetBatch(want.Batch); err != nil {
		t.Fatal(err)
	}
	c.SetSort(OneBoard, want.Sorts[0])
	c.SetSort(Batch, want.Sorts[1])
	c.SetChart(OneBoard, "time")
	c.SetChart(Batch, "ebf")
	c.SetChart(Batch, "Not A Key!") // ignored

	lines := captureLog(t)
	s2, _ := newTestSession(t, prefs)
	got := s2.Comparison().Settings()
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("reloaded\n%+v\nwant\n%+v", got, want)
	}
	if len(*lines) != 0 {
		t.Errorf("logged %q", *lines)
	}
}

func TestComparisonRefusesBadSettings(t *testing.T) {
	s, _ := newTestSession(t, memprefs.Prefs{})
	c := s.Comparison()
	before := c.Settings()
	for _, l := range []Limits{{Nodes: -1, Depth: 5}, {Seconds: math.NaN(), Depth: 5}, {Depth: 0}, {Depth: 1 << 20}} {
		if c.SetLimits(l) == nil {
			t.Errorf("SetLimits(%+v) accepted", l)
		}
	}
	for _, b := range []BatchSettings{{Kind: 7, PerDistance: 1, UpTo: 1, Count: 1}, {PerDistance: 0, UpTo: 1, Count: 1},
		{PerDistance: 1, UpTo: 1, Count: 0}, {PerDistance: 1, UpTo: 1, Count: 1, Seed: 1 << 63}} {
		if c.SetBatch(b) == nil {
			t.Errorf("SetBatch(%+v) accepted", b)
		}
	}
	if fmt.Sprint(c.Settings()) != fmt.Sprint(before) {
		t.Errorf("refused settings changed %+v to %+v", before, c.Settings())
	}
}

// TestComparisonDamagedPrefs: each damaged value falls back to its default
// with exactly one line in the log, and the rest is kept.
func TestComparisonDamagedPrefs(t *testing.T) {
	def := DefaultSettings()
	cases := []struct {
		name  string
		key   string
		value any // nil: the key is removed
		check func(Settings) bool
	}{
		{"missing mode", cmpPrefMode, nil, func(s Settings) bool { return s.Mode == def.Mode }},
		{"unknown mode", cmpPrefMode, "sideways", func(s Settings) bool { return s.Mode == def.Mode }},
		{"mode of wrong type", cmpPrefMode, 3, func(s Settings) bool { return s.Mode == def.Mode }},
		{"algorithms of wrong type", cmpPrefAlgorithms, true, func(s Settings) bool { return len(s.Algorithms) == len(def.Algorithms) }},
		{"no known algorithm", cmpPrefAlgorithms, "zzz,qqq", func(s Settings) bool { return len(s.Algorithms) == len(def.Algorithms) }},
		{"one unknown algorithm", cmpPrefAlgorithms, "bfs,zzz", func(s Settings) bool { return fmt.Sprint(s.Algorithms) == "[bfs]" }},
		{"negative nodes", cmpPrefNodes, -5, func(s Settings) bool { return s.Limits.Nodes == def.Limits.Nodes }},
		{"huge nodes", cmpPrefNodes, 1e300, func(s Settings) bool { return s.Limits.Nodes == def.Limits.Nodes }},
		{"fractional depth", cmpPrefDepth, 2.5, func(s Settings) bool { return s.Limits.Depth == def.Limits.Depth }},
		{"zero depth", cmpPrefDepth, 0, func(s Settings) bool { return s.Limits.Depth == def.Limits.Depth }},
		{"depth as text", cmpPrefDepth, "60", func(s Settings) bool { return s.Limits.Depth == def.Limits.Depth }},
		{"NaN seconds", cmpPrefSeconds, math.NaN(), func(s Settings) bool { return s.Limits.Seconds == def.Limits.Seconds }},
		{"negative seconds", cmpPrefSeconds, -1.0, func(s Settings) bool { return s.Limits.Seconds == def.Limits.Seconds }},
		{"infinite seconds", cmpPrefSeconds, math.Inf(1), func(s Settings) bool { return s.Limits.Seconds == def.Limits.Seconds }},
		{"missing seconds", cmpPrefSeconds, nil, func(s Settings) bool { return s.Limits.Seconds == def.Limits.Seconds }},
		{"unknown kind", cmpPrefBatchKind, "spiral", func(s Settings) bool { return s.Batch.Kind == def.Batch.Kind }},
		{"too many per distance", cmpPrefPer, 100000, func(s Settings) bool { return s.Batch.PerDistance == def.Batch.PerDistance }},
		{"zero up to", cmpPrefUpTo, 0, func(s Settings) bool { return s.Batch.UpTo == def.Batch.UpTo }},
		{"too many boards", cmpPrefCount, 1 << 40, func(s Settings) bool { return s.Batch.Count == def.Batch.Count }},
		{"negative seed", cmpPrefSeed, -3, func(s Settings) bool { return s.Batch.Seed == def.Batch.Seed }},
		{"sort without direction", cmpPrefSortOne, "Expanded", func(s Settings) bool { return s.Sorts[OneBoard] == Sort{} }},
		{"sort of wrong type", cmpPrefSortBatch, 1.5, func(s Settings) bool { return s.Sorts[Batch] == Sort{} }},
		{"chart not a key", cmpPrefChartOne, "<script>", func(s Settings) bool { return s.Charts[OneBoard] == "" }},
		{"chart of wrong type", cmpPrefChartBatch, 7, func(s Settings) bool { return s.Charts[Batch] == "" }},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			prefs := memprefs.Prefs{}
			saveSettings(prefs, DefaultSettings())
			prefs[cmpPrefNodes] = 1234 // a kept value, to see that the rest survives
			if tc.value == nil {
				delete(prefs, tc.key)
			} else {
				prefs[tc.key] = tc.value
			}
			lines := captureLog(t)
			s, _ := newTestSession(t, prefs)
			got := s.Comparison().Settings()
			if !tc.check(got) {
				t.Errorf("%s = %v gave %+v", tc.key, tc.value, got)
			}
			if len(*lines) != 1 || !strings.Contains((*lines)[0], tc.key) {
				t.Errorf("log %q, want one line naming %s", *lines, tc.key)
			}
			if tc.key != cmpPrefNodes && got.Limits.Nodes != 1234 {
				t.Errorf("an undamaged value was lost: nodes %d", got.Limits.Nodes)
			}
		})
	}
}

func TestComparisonFirstStartIsQuiet(t *testing.T) {
	lines := captureLog(t)
	s, _ := newTestSession(t, memprefs.Prefs{})
	if fmt.Sprint(s.Comparison().Settings()) != fmt.Sprint(DefaultSettings()) {
		t.Errorf("defaults %+v", s.Comparison().Settings())
	}
	if len(*lines) != 0 {
		t.Errorf("a first start logged %q", *lines)
	}
}
