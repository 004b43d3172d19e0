package harness

import (
	"context"
	"encoding/csv"
	"errors"
	"math"
	"reflect"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"go.uber.org/goleak"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// The hardBoard board for the default goal: 31 moves (BOARDS.md, checked by
// exhaustive search), known independently of this package's table.
var hardBoard = solver.Problem{Start: solver.MustParse("867254301"), Goal: solver.GoalBlankLast}

func pickAlgs(t testing.TB, names ...string) []*solver.Algorithm {
	t.Helper()
	out := make([]*solver.Algorithm, len(names))
	for i, n := range names {
		a, err := solver.AlgorithmByName(n)
		if err != nil {
			t.Fatal(err)
		}
		out[i] = a
	}
	return out
}

// treeNodes sums the series term by term, the slow obvious way, so the
// closed form inside EffectiveBranching is checked against something else.
func treeNodes(b float64, d int) float64 {
	sum, term := 0.0, 1.0
	for i := 0; i <= d; i++ {
		sum += term
		term *= b
	}
	return sum
}

// bisectEBF solves treeNodes(b, d) = n+1 for b by plain bisection on the
// term-by-term sum, then bounds it to [1, solver.MaxBranching], as the
// summaries promise: the tests' own reading of b*.
func bisectEBF(n float64, d int) float64 {
	lo, hi := 0.0, math.Max(n, 1)
	for range 200 {
		mid := (lo + hi) / 2
		if treeNodes(mid, d) < n+1 {
			lo = mid
		} else {
			hi = mid
		}
	}
	return math.Min(math.Max((lo+hi)/2, 1), solver.MaxBranching)
}

// b* is given only where it means something and always lies within 1 and
// the largest branching factor. Before, a batch over distances 1-20 gave
// dfs a b* of 15,122 and dls 52,017 (a depth-1 solution found after a deep
// dive counts every node at depth 1).
func TestEBFMeaningfulAndBounded(t *testing.T) {
	ps, err := BatchSpec{Depth: 20, PerDepth: 1, Seed: 3}.Problems(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	opt := CompareOptions{Limits: Limits{MaxNodes: 200_000}}
	rows, err := CompareBatch(context.Background(), ps, pickAlgs(t, "dfs", "dls", "greedy-manhattan", "bfs", "ids", "bidir", "astar-manhattan", "idastar-linear-conflict", "table"), opt)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range Summarize(rows) {
		a, _ := solver.AlgorithmByName(s.Algorithm)
		if !a.Optimal {
			if !math.IsNaN(s.EBF) || s.EBFBoards != 0 || s.EBFByDepth != nil {
				t.Errorf("%s: b* %v over %d boards, want none: its solution depth is not its search's", s.Algorithm, s.EBF, s.EBFBoards)
			}
			continue
		}
		if !(s.EBF >= 1 && s.EBF <= solver.MaxBranching) || s.EBFBoards != s.Solved {
			t.Errorf("%s: b* %v over %d of %d solved boards, want within [1, %d] over all", s.Algorithm, s.EBF, s.EBFBoards, s.Solved, solver.MaxBranching)
		}
		if len(s.EBFByDepth) != 20 {
			t.Errorf("%s: b* at %d depths, want 20", s.Algorithm, len(s.EBFByDepth))
		}
		for i, p := range s.EBFByDepth {
			if p.Depth != i+1 || p.Boards != 1 || !(p.EBF >= 1 && p.EBF <= solver.MaxBranching) {
				t.Errorf("%s: depth point %d: %+v", s.Algorithm, i, p)
			}
		}
	}
}

func TestEffectiveBranching(t *testing.T) {
	for _, c := range []struct {
		n    int64
		d    int
		want float64
		tol  float64
	}{
		{14, 3, 2, 1e-9},       // 1+2+4+8 = 15 = N+1
		{39, 3, 3, 1e-9},       // 1+3+9+27 = 40
		{52, 5, 1.92, 0.005},   // Russell & Norvig's example
		{10, 10, 1, 1e-9},      // a bare path: one node per level
		{7, 1, 7, 0},           // depth 1: all n nodes hang off the root
		{1022, 9, 2, 1e-9},     // 2^10 - 1 = 1023
		{1_000_000, 1, 1e6, 0}, // a huge fan at depth 1
	} {
		if got := EffectiveBranching(c.n, c.d); math.Abs(got-c.want) > c.tol {
			t.Errorf("EffectiveBranching(%d, %d) = %v, want %v", c.n, c.d, got, c.want)
		}
	}
	// Whatever b* comes back must solve the equation, shallow and fan-like
	// or deep and path-like (a dfs path of tens of thousands of moves).
	for _, c := range []struct {
		n int64
		d int
	}{{52, 5}, {11224, 31}, {5_000_000, 31}, {78615, 40757}, {3, 20}, {100, 2}, {31, 31}} {
		b := EffectiveBranching(c.n, c.d)
		if got, want := treeNodes(b, c.d), float64(c.n)+1; math.Abs(got-want) > 1e-6*want {
			t.Errorf("EffectiveBranching(%d, %d) = %v: tree has %v nodes, want %v", c.n, c.d, b, got, want)
		}
	}
	for _, c := range [][2]int{{0, 5}, {10, 0}, {-1, 3}, {5, -2}} {
		if b := EffectiveBranching(int64(c[0]), c[1]); !math.IsNaN(b) {
			t.Errorf("EffectiveBranching(%d, %d) = %v, want NaN", c[0], c[1], b)
		}
	}
}

func TestLimitsFor(t *testing.T) {
	o := CompareOptions{
		Limits:       Limits{MaxNodes: 1000},
		PerAlgorithm: map[string]Limits{"dfs": {Timeout: time.Second}},
	}
	// zero means no cap, as in solver.Options: nothing is filled in
	if got, want := o.LimitsFor("bfs"), (Limits{MaxNodes: 1000}); got != want {
		t.Errorf("bfs limits %+v, want %+v", got, want)
	}
	if got, want := o.LimitsFor("dfs"), (Limits{Timeout: time.Second}); got != want {
		t.Errorf("dfs limits %+v, want %+v", got, want)
	}
	if got := (CompareOptions{}).LimitsFor("ids"); got != (Limits{}) {
		t.Errorf("zero options give limits %+v, want none", got)
	}
	if got, want := DefaultLimits(), (Limits{DefaultMaxNodes, DefaultTimeout}); got != want {
		t.Errorf("DefaultLimits() = %+v, want %+v", got, want)
	}
}

func TestCompareOptimalFlags(t *testing.T) {
	// Greedy and dfs find long paths on this board; the rest are optimal.
	names := []string{"greedy-manhattan", "astar-manhattan", "idastar-linear-conflict", "bidir", "table", "dfs"}
	rows, err := Compare(context.Background(), hardBoard, pickAlgs(t, names...), CompareOptions{Limits: DefaultLimits()})
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != len(names) {
		t.Fatalf("%d rows, want %d", len(rows), len(names))
	}
	sawSuboptimal := false
	for i, r := range rows {
		if r.Algorithm != names[i] || r.Index != 0 || !r.Ran {
			t.Errorf("row %d: %s index %d ran %v, want %s index 0 ran", i, r.Algorithm, r.Index, r.Ran, names[i])
		}
		if r.Distance != 31 {
			t.Errorf("%s: distance %d, want 31", r.Algorithm, r.Distance)
		}
		if r.Status != solver.Solved {
			t.Errorf("%s: %v, want solved within the default limits", r.Algorithm, r.Status)
			continue
		}
		if len(r.Path) != r.Cost+1 || r.Path[0] != hardBoard.Start || r.Path[r.Cost] != hardBoard.Goal {
			t.Errorf("%s: path of %d boards for cost %d: Compare must keep paths", r.Algorithm, len(r.Path), r.Cost)
		}
		if want := r.Cost == 31; r.Optimal != want {
			t.Errorf("%s: cost %d, Optimal %v, want %v", r.Algorithm, r.Cost, r.Optimal, want)
		}
		a, _ := solver.AlgorithmByName(r.Algorithm)
		if a.Optimal && !r.Optimal {
			t.Errorf("%s is optimal but its row is not marked so (cost %d)", r.Algorithm, r.Cost)
		}
		if r.HitLimit || r.LimitKind != "" || r.State() != "solved" {
			t.Errorf("%s: solved row says limit %v %q, state %q", r.Algorithm, r.HitLimit, r.LimitKind, r.State())
		}
		sawSuboptimal = sawSuboptimal || !r.Optimal
	}
	if !sawSuboptimal {
		t.Error("greedy and dfs both found optimal paths: the board no longer tests the flag")
	}
}

func TestCompareLimits(t *testing.T) {
	opt := CompareOptions{
		DepthLimit: 10, // dls cannot reach a 31-move goal
		PerAlgorithm: map[string]Limits{
			"dfs": {MaxNodes: 1000},
			"ids": {Timeout: time.Nanosecond},
		},
	}
	rows, err := Compare(context.Background(), hardBoard, pickAlgs(t, "dfs", "ids", "dls", "astar-manhattan"), opt)
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		kind  LimitKind
		state string
	}{{LimitNodes, "node limit"}, {LimitTime, "time limit"}, {LimitDepth, "depth limit"}, {"", "solved"}}
	for i, r := range rows {
		if r.LimitKind != want[i].kind || r.HitLimit != (want[i].kind != "") || r.State() != want[i].state {
			t.Errorf("%s: limit %v %q state %q, want %q %q", r.Algorithm, r.HitLimit, r.LimitKind, r.State(), want[i].kind, want[i].state)
		}
		if r.HitLimit && (r.Status != solver.Limit || r.Optimal || !r.Finished()) {
			t.Errorf("%s: a limited row must have status limit, not be optimal and count as finished: %v %v %v", r.Algorithm, r.Status, r.Optimal, r.Finished())
		}
	}
	if rows[0].Expanded != 1000 || rows[0].Limits != (Limits{MaxNodes: 1000}) {
		t.Errorf("dfs: expanded %d under limits %+v, want exactly 1000 under {1000 0}", rows[0].Expanded, rows[0].Limits)
	}
}

func TestCompareCallbacks(t *testing.T) {
	names := []string{"astar-manhattan", "greedy-manhattan", "idastar-manhattan"}
	var got []string
	var reports []CompareProgress
	opt := CompareOptions{
		OnRow: func(r Row) {
			got = append(got, r.Algorithm)
			if !r.Ran {
				t.Errorf("OnRow got a row that did not run: %s", r.Algorithm)
			}
		},
		Progress: func(p CompareProgress) { reports = append(reports, p) },
		Interval: time.Nanosecond, // report at every check, so each run reports
	}
	rows, err := Compare(context.Background(), hardBoard, pickAlgs(t, names...), opt)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, names) {
		t.Errorf("OnRow saw %v, want %v", got, names)
	}
	last := reports[len(reports)-1]
	if last != (CompareProgress{Done: 3, Total: 3}) {
		t.Errorf("last report %+v, want 3 of 3 done and nothing running", last)
	}
	starts, prev := 0, 0
	for _, p := range reports[:len(reports)-1] {
		if p.Total != 3 || p.Done < prev || p.Done >= 3 || p.Algorithm != names[p.Done] {
			t.Fatalf("report %+v out of order", p)
		}
		prev = p.Done
		if p.Search == (solver.Progress{}) {
			starts++
		}
	}
	if starts != 3 {
		t.Errorf("%d start reports, want one per run", starts)
	}
	// The final search snapshot of each run carries its final counters.
	for _, r := range rows {
		var seen bool
		for _, p := range reports {
			seen = seen || (p.Algorithm == r.Algorithm && p.Search.Expanded == r.Expanded)
		}
		if !seen {
			t.Errorf("%s: no progress report reached its %d expansions", r.Algorithm, r.Expanded)
		}
	}
}

func TestCompareCancel(t *testing.T) {
	defer goleak.VerifyNone(t)
	names := []string{"astar-manhattan", "ids", "bfs", "idastar-misplaced"}
	var none Limits

	t.Run("mid-search", func(t *testing.T) {
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		var cancelled time.Time
		opt := CompareOptions{Limits: none, Interval: time.Nanosecond,
			// cancel deterministically inside the second run, well before
			// ids could finish its 31 iterations
			Progress: func(p CompareProgress) {
				if p.Algorithm == "ids" && p.Search.Expanded > 20_000 && cancelled.IsZero() {
					cancelled = time.Now()
					cancel()
				}
			}}
		rows, err := Compare(ctx, hardBoard, pickAlgs(t, names...), opt)
		if lag := time.Since(cancelled); lag > 500*time.Millisecond {
			t.Errorf("Compare returned %v after the cancel", lag)
		}
		if !errors.Is(err, context.Canceled) {
			t.Errorf("err %v, want context.Canceled", err)
		}
		if len(rows) != len(names) {
			t.Fatalf("%d rows, want %d", len(rows), len(names))
		}
		if r := rows[0]; !r.Finished() || r.Status != solver.Solved {
			t.Errorf("first row %s %v ran %v, want solved before the cancel", r.Algorithm, r.Status, r.Ran)
		}
		if r := rows[1]; !r.Ran || r.Status != solver.Cancelled || r.Finished() || r.State() != "cancelled" || r.Expanded < 20_000 {
			t.Errorf("running row %+v, want cancelled midway", r)
		}
		for _, r := range rows[2:] {
			if r.Ran || r.Status != solver.Cancelled || r.State() != "not run" || r.Expanded != 0 || r.Distance != 31 {
				t.Errorf("row %s after the cancel: ran %v %v %q, want not run", r.Algorithm, r.Ran, r.Status, r.State())
			}
		}
		if s := Summarize(rows); s[1].Boards != 0 || s[2].Boards != 0 || s[0].Boards != 1 {
			t.Errorf("summaries count unfinished rows: %+v", s)
		}
	})

	t.Run("from another goroutine", func(t *testing.T) {
		ctx, cancel := context.WithCancel(context.Background())
		started := make(chan struct{})
		var once bool
		opt := CompareOptions{Limits: none, Progress: func(p CompareProgress) {
			if p.Algorithm == "ids" && !once {
				once = true
				close(started)
			}
		}}
		type out struct {
			rows []Row
			err  error
		}
		ch := make(chan out, 1)
		list := pickAlgs(t, names...)
		go func() {
			rows, err := CompareBatch(ctx, []solver.Problem{hardBoard, hardBoard, hardBoard}, list, opt)
			ch <- out{rows, err}
		}()
		<-started
		cancel()
		at := time.Now()
		select {
		case o := <-ch:
			if lag := time.Since(at); lag > 500*time.Millisecond {
				t.Errorf("returned %v after the cancel", lag)
			}
			if !errors.Is(o.err, context.Canceled) || len(o.rows) != 12 || o.rows[11].Ran {
				t.Errorf("err %v, %d rows, last ran %v: want canceled, 12 rows, last not run", o.err, len(o.rows), o.rows[len(o.rows)-1].Ran)
			}
		case <-time.After(10 * time.Second):
			t.Fatal("CompareBatch did not return after the cancel")
		}
	})

	t.Run("before start", func(t *testing.T) {
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		ran := false
		rows, err := Compare(ctx, hardBoard, pickAlgs(t, names...), CompareOptions{OnRow: func(Row) { ran = true }})
		if !errors.Is(err, context.Canceled) || ran || len(rows) != len(names) {
			t.Fatalf("err %v, ran %v, %d rows", err, ran, len(rows))
		}
		for _, r := range rows {
			if r.Ran || r.Algorithm == "" || r.Problem != hardBoard {
				t.Errorf("row %+v, want a named, not-run row", r)
			}
		}
	})
}

func TestCompareBadInput(t *testing.T) {
	bad := solver.Problem{Start: solver.MustParse("867254301"), Goal: 0x11}
	if _, err := Compare(context.Background(), bad, nil, CompareOptions{}); err == nil {
		t.Error("invalid goal: want an error")
	}
	if _, err := Compare(context.Background(), hardBoard, []*solver.Algorithm{{Name: "x"}}, CompareOptions{}); err == nil {
		t.Error("unregistered algorithm: want an error")
	}
	if _, err := Compare(context.Background(), hardBoard, pickAlgs(t, "dls"), CompareOptions{DepthLimit: -3}); err == nil {
		t.Error("negative depth limit: want an error")
	}
	for _, opt := range []CompareOptions{
		{Limits: Limits{MaxNodes: -1}},
		{Limits: Limits{Timeout: -time.Second}},
		{PerAlgorithm: map[string]Limits{"bfs": {MaxNodes: -5}}},
	} {
		ran := false
		opt.OnRow = func(Row) { ran = true }
		if _, err := Compare(context.Background(), hardBoard, pickAlgs(t, "bfs"), opt); err == nil || ran {
			t.Errorf("%+v: err %v, ran %v; want an error before any run", opt, err, ran)
		}
	}
}

func TestCompareUnsolvable(t *testing.T) {
	p := solver.Problem{Start: solver.MustParse("687254301"), Goal: solver.GoalBlankLast} // tiles 8 and 6 swapped: other parity
	rows, err := Compare(context.Background(), p, pickAlgs(t, "bfs", "astar-manhattan"), CompareOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rows {
		if r.Status != solver.Unsolvable || r.Distance != -1 || r.Optimal || r.HitLimit || !r.Finished() {
			t.Errorf("%s: %+v, want unsolvable, distance -1, not optimal", r.Algorithm, r)
		}
	}
}

func TestBatchSpec(t *testing.T) {
	ctx := context.Background()
	a, err := BatchSpec{Random: 20, Seed: 7}.Problems(ctx)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := BatchSpec{Random: 20, Seed: 7}.Problems(ctx)
	c, _ := BatchSpec{Random: 20, Seed: 8}.Problems(ctx)
	if !reflect.DeepEqual(a, b) {
		t.Error("the same seed gave different boards")
	}
	if reflect.DeepEqual(a, c) {
		t.Error("different seeds gave the same boards")
	}
	for _, p := range a {
		if p.Goal != solver.GoalBlankLast || !solver.Square3.Valid(p.Start) || !solver.Square3.Solvable(p.Start, p.Goal) {
			t.Errorf("random board %v to %v: want a valid, solvable board to the default goal", p.Start, p.Goal)
		}
	}

	ps, err := BatchSpec{Goal: solver.GoalSpiral, Depth: 30, PerDepth: 2, Seed: 1}.Problems(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) != 60 {
		t.Fatalf("%d boards, want 60", len(ps))
	}
	tab, _ := solver.TableFor(ctx, solver.Square3, solver.GoalSpiral)
	for i, p := range ps {
		if d := tab.Distance(p.Start); d != i/2+1 || p.Goal != solver.GoalSpiral {
			t.Errorf("board %d: %v at distance %d to %v, want %d to the spiral", i, p.Start, d, p.Goal, i/2+1)
		}
	}

	for _, bad := range []BatchSpec{{}, {Random: 3, Depth: 3}, {Depth: 31, Goal: solver.GoalSpiral}, {Random: 2, Goal: 0x11}} {
		if _, err := bad.Problems(ctx); err == nil {
			t.Errorf("%+v: want an error", bad)
		}
	}
}

// compareBatchRows returns a fresh copy of one shared run of
// runCompareBatch: the tests that only read it need not pay for it again.
func compareBatchRows(t *testing.T) []Row {
	t.Helper()
	rows, err := sharedBatch()
	if err != nil {
		t.Fatal(err)
	}
	return append([]Row(nil), rows...)
}

var sharedBatch = sync.OnceValues(runCompareBatch)

// runCompareBatch runs a small batch with a mix of outcomes: dfs stops at
// its node cap on most boards, the others solve, some optimally.
func runCompareBatch() ([]Row, error) {
	ps, err := BatchSpec{Random: 6, Seed: 42}.Problems(context.Background())
	if err != nil {
		return nil, err
	}
	ps = append(ps, solver.Problem{Start: solver.GoalBlankLast, Goal: solver.GoalBlankLast}) // depth 0: no EBF
	opt := CompareOptions{
		// node caps only, no time cap: the same rows every run
		PerAlgorithm: map[string]Limits{"dfs": {MaxNodes: 3000}},
	}
	var algs []*solver.Algorithm
	for _, n := range []string{"bidir", "dfs", "greedy-manhattan", "astar-manhattan", "idastar-linear-conflict", "table"} {
		a, err := solver.AlgorithmByName(n)
		if err != nil {
			return nil, err
		}
		algs = append(algs, a)
	}
	return CompareBatch(context.Background(), ps, algs, opt)
}

func TestSummarizeMatchesRows(t *testing.T) {
	rows := compareBatchRows(t)
	sums := Summarize(rows)
	if len(sums) != 6 {
		t.Fatalf("%d summaries, want 6", len(sums))
	}
	near := func(a, b float64) bool { return math.Abs(a-b) <= 1e-9*math.Max(1, math.Abs(b)) }
	sawLimit := false
	for _, s := range sums {
		// Recompute everything from this algorithm's rows, by hand.
		var boards, solved, optimal, limited int
		var sumExp, sumGen, sumDepth, sumFront, sumTime, sumCost float64
		genAt := map[int][]float64{} // generated nodes of the solved rows, by cost
		var maxExp, maxGen, maxDepth, maxFront, maxTime, maxCost float64
		nEBF := 0
		for _, r := range rows {
			if r.Algorithm != s.Algorithm {
				continue
			}
			if !r.Ran || r.Status == solver.Cancelled {
				continue
			}
			if r.Path != nil {
				t.Errorf("%s: CompareBatch kept a path without KeepPaths", r.Algorithm)
			}
			boards++
			if r.Status == solver.Limit {
				limited++
			}
			if r.Optimal {
				optimal++
			}
			sumExp += float64(r.Expanded)
			maxExp = math.Max(maxExp, float64(r.Expanded))
			sumGen += float64(r.Generated)
			maxGen = math.Max(maxGen, float64(r.Generated))
			sumDepth += float64(r.MaxDepth)
			maxDepth = math.Max(maxDepth, float64(r.MaxDepth))
			sumFront += float64(r.MaxFrontier)
			maxFront = math.Max(maxFront, float64(r.MaxFrontier))
			sumTime += r.Elapsed.Seconds()
			maxTime = math.Max(maxTime, r.Elapsed.Seconds())
			if r.Status == solver.Solved {
				solved++
				sumCost += float64(r.Cost)
				maxCost = math.Max(maxCost, float64(r.Cost))
				if a, _ := solver.AlgorithmByName(r.Algorithm); a.Optimal && r.Cost > 0 {
					genAt[r.Cost] = append(genAt[r.Cost], float64(r.Generated))
					nEBF++
				}
			}
		}
		if s.Boards != boards || s.Solved != solved || s.Optimal != optimal || s.Limited != limited || s.EBFBoards != nEBF {
			t.Errorf("%s: boards/solved/optimal/limited/ebf %d/%d/%d/%d/%d, rows say %d/%d/%d/%d/%d",
				s.Algorithm, s.Boards, s.Solved, s.Optimal, s.Limited, s.EBFBoards, boards, solved, optimal, limited, nEBF)
		}
		for _, c := range []struct {
			name     string
			st       Stat
			n        int
			sum, top float64
		}{
			{"cost", s.Cost, solved, sumCost, maxCost},
			{"expanded", s.Expanded, boards, sumExp, maxExp},
			{"generated", s.Generated, boards, sumGen, maxGen},
			{"max depth", s.MaxDepth, boards, sumDepth, maxDepth},
			{"max frontier", s.MaxFrontier, boards, sumFront, maxFront},
			{"time", s.Time, boards, sumTime, maxTime},
		} {
			if c.st.N != c.n || !near(c.st.Mean, c.sum/float64(c.n)) || c.st.Max != c.top {
				t.Errorf("%s %s: %+v, rows say n %d mean %v max %v", s.Algorithm, c.name, c.st, c.n, c.sum/float64(c.n), c.top)
			}
		}
		// b* per depth from the mean nodes at that depth, weighted by boards
		var sumEBF float64
		for d, gens := range genAt {
			var n float64
			for _, g := range gens {
				n += g
			}
			sumEBF += bisectEBF(n/float64(len(gens)), d) * float64(len(gens))
		}
		if nEBF == 0 && !math.IsNaN(s.EBF) || nEBF > 0 && !near(s.EBF, sumEBF/float64(nEBF)) {
			t.Errorf("%s: EBF %v, rows say %v", s.Algorithm, s.EBF, sumEBF/float64(nEBF))
		}
		sawLimit = sawLimit || limited > 0
		if s.Algorithm == "astar-manhattan" && (s.Optimal != 7 || s.Solved != 7) {
			t.Errorf("astar-manhattan: %d of 7 solved, %d optimal, want all", s.Solved, s.Optimal)
		}
	}
	if !sawLimit {
		t.Error("no row hit a limit: the batch no longer tests that limited rows are counted")
	}
}

func TestExpandedByDepthMatchesRows(t *testing.T) {
	rows := compareBatchRows(t)
	series := ExpandedByDepth(rows)
	if len(series) != 6 {
		t.Fatalf("%d series, want 6", len(series))
	}
	points := 0
	for _, s := range series {
		for i, p := range s.Points {
			if i > 0 && p.Depth <= s.Points[i-1].Depth {
				t.Errorf("%s: depths out of order at %d", s.Algorithm, p.Depth)
			}
			var sum float64
			var n, lim int
			for _, r := range rows {
				if r.Algorithm == s.Algorithm && r.Distance == p.Depth && r.Finished() {
					sum += float64(r.Expanded)
					n++
					if r.HitLimit {
						lim++
					}
				}
			}
			if n != p.Boards || lim != p.Limited || math.Abs(p.Expanded-sum/float64(n)) > 1e-9*sum {
				t.Errorf("%s depth %d: %+v, rows say %d boards %d limited mean %v", s.Algorithm, p.Depth, p, n, lim, sum/float64(n))
			}
			points += p.Boards
		}
	}
	if points != len(rows) {
		t.Errorf("the series cover %d rows, want all %d", points, len(rows))
	}
}

func TestCompareBatchDeterministic(t *testing.T) {
	a := compareBatchRows(t)
	b, err := runCompareBatch() // a second run, not the shared one
	if err != nil {
		t.Fatal(err)
	}
	for i := range a {
		a[i].Elapsed, b[i].Elapsed = 0, 0
	}
	if !reflect.DeepEqual(a, b) {
		t.Error("the same batch gave different rows")
	}
}

// BenchmarkCompareAll is the full comparison, every algorithm, on a 31-move
// board with the default limits: it should take seconds at most.
func BenchmarkCompareAll(b *testing.B) {
	all := solver.Algorithms()
	var expanded int64
	for b.Loop() {
		rows, err := Compare(context.Background(), hardBoard, all, CompareOptions{Limits: DefaultLimits()})
		if err != nil {
			b.Fatal(err)
		}
		expanded = 0
		for _, r := range rows {
			expanded += r.Expanded
		}
	}
	b.ReportMetric(float64(expanded), "expanded/op")
}

// Run hands over the rows CompareBatch returns, in the same order, and a
// Summarizer fed them one by one agrees with Summarize.
func TestRunStreamsCompareBatch(t *testing.T) {
	spec := BatchSpec{Random: 12, Seed: 5}
	ps, err := spec.Problems(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	algs := pickAlgs(t, "bfs", "dls", "astar-manhattan", "table")
	opt := CompareOptions{Limits: Limits{MaxNodes: 50_000}}
	want, err := CompareBatch(context.Background(), ps, algs, opt)
	if err != nil {
		t.Fatal(err)
	}
	seq, err := spec.Boards(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	var got []Row
	var z Summarizer
	opt.OnRow = func(r Row) { got = append(got, r); z.Add(r) }
	n, err := Run(context.Background(), seq, spec.Len(), algs, opt)
	if err != nil || n != 12 {
		t.Fatalf("Run: %d boards, %v", n, err)
	}
	for i := range want {
		want[i].Elapsed, got[i].Elapsed = 0, 0
	}
	if !reflect.DeepEqual(got, want) {
		t.Error("Run's rows differ from CompareBatch's")
	}
	sums, direct := z.Summaries(), Summarize(want)
	for i := range sums {
		sums[i].Time, direct[i].Time = Stat{}, Stat{} // times were zeroed in one only
		if math.IsNaN(sums[i].EBF) && math.IsNaN(direct[i].EBF) {
			sums[i].EBF, direct[i].EBF = 0, 0 // NaN is not equal to itself
		}
	}
	for i := range sums {
		va, vb := reflect.ValueOf(sums[i]), reflect.ValueOf(direct[i])
		for f := range va.NumField() {
			if !reflect.DeepEqual(va.Field(f).Interface(), vb.Field(f).Interface()) {
				t.Errorf("%s %s: Summarizer %#v, Summarize %#v", sums[i].Algorithm, va.Type().Field(f).Name, va.Field(f).Interface(), vb.Field(f).Interface())
			}
		}
	}
	if !reflect.DeepEqual(z.ExpandedByDepth(), ExpandedByDepth(want)) {
		t.Error("Summarizer.ExpandedByDepth differs from ExpandedByDepth")
	}
}

// A batch of any size costs the same memory to set up and to run: before,
// BatchSpec drew every board first (a million boards, 419 MB in the command
// line; two billion, out of memory).
func TestRunBoundedMemory(t *testing.T) {
	seq, err := BatchSpec{Random: 2_000_000_000, Seed: 1}.Boards(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	rows := 0
	var z Summarizer
	opt := CompareOptions{OnRow: func(r Row) {
		z.Add(r)
		if rows++; rows == 20_000 {
			cancel()
		}
	}}
	n, err := Run(ctx, seq, 2_000_000_000, pickAlgs(t, "table"), opt)
	runtime.GC()
	runtime.ReadMemStats(&after)
	if !errors.Is(err, context.Canceled) || n != 20_000 {
		t.Errorf("Run: %d boards, %v; want 20,000 and cancelled", n, err)
	}
	if s := z.Summaries(); s[0].Boards != 20_000 || s[0].Solved != 20_000 {
		t.Errorf("summary %+v", s[0])
	}
	if grew := int64(after.HeapAlloc) - int64(before.HeapAlloc); grew > 4<<20 {
		t.Errorf("the heap grew %d KB over 20,000 boards", grew>>10)
	}
}

func TestRunBadInput(t *testing.T) {
	bad := func(yield func(solver.Problem) bool) {
		if yield(hardBoard) {
			yield(solver.Problem{Start: 0x11, Goal: solver.GoalBlankLast})
		}
	}
	n, err := Run(context.Background(), bad, 2, pickAlgs(t, "table"), CompareOptions{})
	if n != 1 || err == nil || !strings.Contains(err.Error(), "board 1") {
		t.Errorf("Run over a bad second board: %d, %v", n, err)
	}
	if _, err := Run(context.Background(), bad, 2, pickAlgs(t, "table"), CompareOptions{Limits: Limits{Timeout: -1}}); err == nil {
		t.Error("negative timeout: want an error")
	}
	for _, s := range []BatchSpec{{Random: -1}, {Depth: -2}, {Random: 1, PerDepth: -1}} {
		if _, err := s.Boards(context.Background()); err == nil {
			t.Errorf("%+v: want an error", s)
		}
	}
}

// TestRowEBF: a row's b* is defined only where the summaries define it.
func TestRowEBF(t *testing.T) {
	p := solver.Problem{Start: solver.MustParse("867254301"), Goal: solver.GoalBlankLast}
	var algs []*solver.Algorithm
	for _, n := range []string{"bfs", "dfs", "greedy-manhattan", "astar-manhattan", "ids"} {
		a, _ := solver.AlgorithmByName(n)
		algs = append(algs, a)
	}
	// a node cap and no time cap: ids takes seconds under -race on a busy
	// machine, and a run cut short has no b*
	rows, err := Compare(context.Background(), p, algs, CompareOptions{Limits: Limits{MaxNodes: DefaultMaxNodes}})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rows {
		a, _ := solver.AlgorithmByName(r.Algorithm)
		b := r.EBF()
		switch {
		case a.Optimal && (math.IsNaN(b) || b < 1 || b > solver.MaxBranching):
			t.Errorf("%s: b* %v, want a number from 1 to %d", r.Algorithm, b, solver.MaxBranching)
		case !a.Optimal && !math.IsNaN(b):
			t.Errorf("%s (not optimal): b* %v, want none", r.Algorithm, b)
		}
	}
	if b := (Row{Result: solver.Result{Algorithm: "bfs"}}).EBF(); !math.IsNaN(b) {
		t.Errorf("a row that did not run has b* %v", b)
	}
}

// A comparison runs every algorithm under the conventions given, and its
// rows, CSV and summaries say which.
func TestCompareCarriesConventions(t *testing.T) {
	o, _ := solver.ParseOrder("LRUD")
	c := solver.Conventions{Ties: solver.TiesOldest, GoalTest: solver.GoalOnExpand, Order: o}
	p := solver.Problem{Start: solver.MustParse("413726580"), Goal: solver.GoalBlankLast}
	algs := pickAlgs(t, "bfs", "astar-manhattan")
	rows, err := Compare(context.Background(), p, algs, CompareOptions{Conventions: c})
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range rows {
		want, err := algs[i].Solve(context.Background(), p, solver.Options{Conventions: c})
		if err != nil {
			t.Fatal(err)
		}
		if r.Conventions != c || r.Expanded != want.Expanded || !slices.Equal(r.Path, want.Path) {
			t.Errorf("%s: row under %v expanded %d, a run under %v %d", r.Algorithm, r.Conventions, r.Expanded, c, want.Expanded)
		}
	}
	var sb strings.Builder
	if err := WriteRowsCSV(&sb, rows); err != nil {
		t.Fatal(err)
	}
	recs, _ := csv.NewReader(strings.NewReader(sb.String())).ReadAll()
	for _, rec := range recs[1:] {
		if got := strings.Join(rec[len(rec)-6:len(rec)-3], " "); got != "oldest expand LRUD" {
			t.Errorf("CSV row ends %q", got)
		}
	}
	for _, s := range Summarize(rows) {
		if s.Conventions != c {
			t.Errorf("%s: summary under %v", s.Algorithm, s.Conventions)
		}
	}
	if _, err := Compare(context.Background(), p, algs, CompareOptions{Conventions: solver.Conventions{Order: solver.NumOrders}}); err == nil {
		t.Errorf("a bad order was accepted")
	}
}

// A weight reaches the weighted A* searches and no others; their rows, the
// CSV and the summaries carry it, and the shuffle seed, in the columns
// added at the end, with what the path promises: a weighted A* is not an
// optimal algorithm there, and gets no b*.
func TestCompareWeightAndShuffle(t *testing.T) {
	c := solver.Conventions{Shuffle: 9}
	algs := pickAlgs(t, "bfs", "astar-manhattan", "idastar-manhattan")
	rows, err := Compare(context.Background(), hardBoard, algs, CompareOptions{Conventions: c, Weight: 1.5})
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range rows {
		opt := solver.Options{Conventions: c}
		wantW := 0.0
		if algs[i].Weighted {
			opt.Weight, wantW = 1.5, 1.5
		}
		want, err := algs[i].Solve(context.Background(), hardBoard, opt)
		if err != nil {
			t.Fatal(err)
		}
		if r.Weight != wantW || r.Expanded != want.Expanded || r.Cost != want.Cost || r.Conventions != c {
			t.Errorf("%s: weight %v, expanded %d, cost %d; a run with weight %v: %d, %d", r.Algorithm, r.Weight, r.Expanded, r.Cost, opt.Weight, want.Expanded, want.Cost)
		}
	}
	if rows[1].Cost > 31*3/2 {
		t.Errorf("weighted A* (1.5) found %d moves, more than 1.5 × 31", rows[1].Cost)
	}
	var sb strings.Builder
	if err := WriteRowsCSV(&sb, rows); err != nil {
		t.Fatal(err)
	}
	recs, _ := csv.NewReader(strings.NewReader(sb.String())).ReadAll()
	if h := recs[0]; strings.Join(h[len(h)-6:], " ") != "ties goal_test order shuffle weight guarantee" || h[4] != "optimal_algorithm" {
		t.Errorf("header %v", h)
	}
	for i, want := range []string{"true 9  shortest", "false 9 1.5 bounded", "true 9  shortest"} {
		rec := recs[i+1]
		if got := rec[4] + " " + strings.Join(rec[len(rec)-3:], " "); got != want {
			t.Errorf("%s: CSV row's optimal_algorithm and last columns %q, want %q", rec[3], got, want)
		}
	}
	sb.Reset()
	if err := WriteSummariesCSV(&sb, Summarize(rows)); err != nil {
		t.Fatal(err)
	}
	recs, _ = csv.NewReader(strings.NewReader(sb.String())).ReadAll()
	if rec := recs[2]; rec[0] != "astar-manhattan" || strings.Join(rec[len(rec)-3:], " ") != "9 1.5 bounded" || recs[0][len(rec)-2] != "weight" ||
		rec[slices.Index(recs[0], "ebf")] != "" {
		t.Errorf("summary CSV %v", recs)
	}
	if rec := recs[3]; rec[slices.Index(recs[0], "ebf")] == "" || rec[len(rec)-1] != "shortest" {
		t.Errorf("summary CSV of idastar-manhattan %v", rec)
	}
	for _, w := range []float64{0.5, 101, math.NaN()} {
		if _, err := Compare(context.Background(), hardBoard, algs, CompareOptions{Weight: w}); err == nil {
			t.Errorf("weight %v accepted", w)
		}
	}
}

// A weighted A* run is labelled with its weight wherever it is shown, and
// gets no b*: its path is not the depth of the tree it searched.
func TestWeightedRowsLabelledWithoutEBF(t *testing.T) {
	algs := pickAlgs(t, "astar-manhattan", "bfs")
	rows, err := Compare(context.Background(), hardBoard, algs, CompareOptions{Weight: 3})
	if err != nil {
		t.Fatal(err)
	}
	if got := rows[0].Label(); got != "astar-manhattan w=3" || !math.IsNaN(rows[0].EBF()) {
		t.Errorf("weighted row: label %q, b* %v", got, rows[0].EBF())
	}
	if got := rows[1].Label(); got != "bfs" || math.IsNaN(rows[1].EBF()) {
		t.Errorf("bfs row: label %q, b* %v", got, rows[1].EBF())
	}
	sums := Summarize(rows)
	if sums[0].Label() != "astar-manhattan w=3" || sums[0].Guarantee != solver.Bounded || ExpandedByDepth(rows)[0].Label() != "astar-manhattan w=3" {
		t.Errorf("summary %q %v", sums[0].Label(), sums[0].Guarantee)
	}
}

// A result known from elsewhere (the window's Solve of the same search)
// stands for its run: the row is that result, not a second measurement.
func TestCompareTakesKnownResults(t *testing.T) {
	p := solver.Problem{Start: solver.MustParse("123/456/708"), Goal: solver.GoalBlankLast}
	astar, _ := solver.AlgorithmByName("astar-manhattan")
	bfs, _ := solver.AlgorithmByName("bfs")
	known, err := astar.Solve(context.Background(), p, solver.Options{})
	if err != nil {
		t.Fatal(err)
	}
	known.Elapsed = 42*time.Second + 7 // no run measures this
	var asked []string
	rows, err := CompareBatch(context.Background(), []solver.Problem{p}, []*solver.Algorithm{astar, bfs}, CompareOptions{
		Known: func(a *solver.Algorithm, q solver.Problem, o solver.Options) (solver.Result, bool) {
			asked = append(asked, a.Name)
			return known, a == astar && q == p
		}})
	if err != nil || len(rows) != 2 {
		t.Fatalf("%d rows, %v", len(rows), err)
	}
	if rows[0].Elapsed != known.Elapsed || !rows[0].Ran || !rows[0].Optimal {
		t.Errorf("astar's row %+v, want the known result's", rows[0])
	}
	if rows[1].Elapsed == known.Elapsed || rows[1].Status != solver.Solved {
		t.Errorf("bfs's row %+v, want a run of its own", rows[1])
	}
	if !slices.Equal(asked, []string{"astar-manhattan", "bfs"}) {
		t.Errorf("asked for %v", asked)
	}
}
