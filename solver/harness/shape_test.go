package harness

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

func algs(t *testing.T, names ...string) []*solver.Algorithm {
	t.Helper()
	var out []*solver.Algorithm
	for _, n := range names {
		a, err := solver.AlgorithmByName(n)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, a)
	}
	return out
}

// On a 4x4 board the comparison tells the memory cap from the other
// limits, and the algorithms that finish agree; the distance is unknown
// (no table), so only the exact searches' guarantees show their paths
// shortest.
func TestCompare4x4(t *testing.T) {
	s := solver.Shape{Rows: 4, Cols: 4}
	// 26 moves of the blank from the goal, never straight back
	start := s.Goal()
	for _, m := range "ULDLURULDDLURRDRULLURDDLLU" {
		next, ok := s.Apply(start, map[rune]solver.Move{'U': solver.Up, 'D': solver.Down, 'L': solver.Left, 'R': solver.Right}[m])
		if !ok {
			t.Fatalf("move %c", m)
		}
		start = next
	}
	p := solver.Problem{Start: start, Goal: s.Goal(), Shape: s}
	rows, err := Compare(context.Background(), p, algs(t, "bfs", "idastar-manhattan", "idastar-linear-conflict", "table"), CompareOptions{Limits: DefaultLimits(), MaxMemory: 8 << 20})
	if err != nil {
		t.Fatal(err)
	}
	// the table has no 4x4 table: a limit of its own, and the others ran
	if r := rows[3]; !r.Ran || r.Status != solver.Limit || r.LimitKind != LimitTable || r.State() != "no table" || r.Expanded != 0 {
		t.Errorf("table on 4x4: %v %q %q", r.Status, r.LimitKind, r.State())
	}
	rows = rows[:3]
	if r := rows[0]; r.Status != solver.Limit || r.LimitKind != LimitMemory || !strings.Contains(r.Outcome(), "limit") {
		t.Errorf("bfs on 4x4 under an 8 MB cap: %v %q", r.Status, r.LimitKind)
	}
	// no table, no distance: an exact search's guarantee shows its path
	// shortest (compare printed "shortest found: no" beside "shortest")
	for _, r := range rows[1:] {
		if r.Status != solver.Solved || r.Cost != rows[1].Cost || r.Cost > 26 || r.Distance != -1 || !r.Optimal {
			t.Errorf("%s: %v cost %d distance %d optimal %v", r.Algorithm, r.Status, r.Cost, r.Distance, r.Optimal)
		}
	}
}

// A batch on 2x3 by distance draws boards at each distance, and every
// optimal algorithm's cost is the table's.
func TestBatchSmallShape(t *testing.T) {
	s := solver.Shape{Rows: 2, Cols: 3}
	probs, err := BatchSpec{Shape: s, Depth: s.Diameter(), Seed: 4}.Problems(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if len(probs) != 21 {
		t.Fatalf("%d boards", len(probs))
	}
	rows, err := CompareBatch(context.Background(), probs, algs(t, "bfs", "astar-manhattan", "ids", "table"), CompareOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rows {
		if r.Problem.Shape != s || r.Distance != r.Index+1 || !r.Optimal {
			t.Errorf("%s board %d (%s): distance %d cost %d optimal %v", r.Algorithm, r.Index, s.Format(r.Problem.Start), r.Distance, r.Cost, r.Optimal)
		}
	}
	if _, err := (BatchSpec{Shape: solver.Shape{Rows: 4, Cols: 4}, Depth: 10}).Problems(context.Background()); err == nil || !strings.Contains(err.Error(), "up to 9 cells") {
		t.Errorf("a 4x4 batch by distance: %v", err)
	}
	if _, err := (BatchSpec{Shape: solver.Shape{Rows: 4, Cols: 4}, Goal: solver.GoalBlankLast, Random: 3}).Problems(context.Background()); err == nil || !strings.Contains(err.Error(), "not a 4x4 board") {
		t.Errorf("a 4x4 batch with a 3x3 goal: %v", err)
	}
}

// A comparison builds a pattern database before the first run that needs
// it and does not time it: each pdb row's time is its search's, the time
// limit is not spent on the build, and the build's progress reaches
// Prepare, after that run's start is reported.
func TestCompareUntimedPatternBuild(t *testing.T) {
	const build = 1500 * time.Millisecond
	built := false
	solver.RegisterPatterns(func(ctx context.Context, sh solver.Shape, goal solver.Board, progress func(done, total int64)) (solver.PatternDB, error) {
		if !built {
			progress(0, 1)
			time.Sleep(build)
			built = true
			progress(1, 1)
		}
		est, err := solver.HeuristicByName("manhattan")
		if err != nil {
			return nil, err
		}
		f, err := est.Estimator(ctx, sh, goal)
		return estimateDB(f), err
	})
	t.Cleanup(func() { solver.RegisterPatterns(nil) })
	s := solver.Shape{Rows: 4, Cols: 4}
	p := solver.Problem{Shape: s, Goal: s.Goal(), Start: s.Walk(rand.New(rand.NewPCG(1, 2)), s.Goal(), 20)}
	var events []string
	opt := CompareOptions{Limits: Limits{Timeout: time.Second},
		Progress: func(cp CompareProgress) {
			if cp.Search.Expanded == 0 && cp.Algorithm != "" {
				events = append(events, "start "+cp.Algorithm)
			}
		},
		Prepare: func(what string, done, total int64) {
			events = append(events, fmt.Sprintf("%s %d/%d", what, done, total))
		}}
	rows, err := Compare(context.Background(), p, algs(t, "astar-manhattan", "greedy-pdb", "idastar-pdb"), opt)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rows[1:] {
		if r.Status != solver.Solved || r.Elapsed >= build {
			t.Errorf("%s: %v in %v, after a %v build", r.Algorithm, r.Status, r.Elapsed, build)
		}
	}
	want := "start astar-manhattan, start greedy-pdb, pattern database for 4x4 0/1, pattern database for 4x4 1/1, start idastar-pdb"
	if got := strings.Join(events, ", "); got != want {
		t.Errorf("events:\n%s\nwant:\n%s", got, want)
	}
}

type estimateDB func(solver.Board) float64

func (d estimateDB) Estimate(b solver.Board) int { return int(d(b)) }

// TestShortestWithoutTable: on a size with no table, a run is shortest
// when its own guarantee says so, and a run that promises less is not
// counted shortest, even at the same cost: nothing shows it is.
func TestShortestWithoutTable(t *testing.T) {
	s := solver.Shape{Rows: 4, Cols: 4}
	p := solver.Problem{Start: s.Walk(rand.New(rand.NewPCG(8, 1)), s.Goal(), 30), Goal: s.Goal(), Shape: s}
	rows, err := Compare(context.Background(), p, algs(t, "idastar-linear-conflict", "greedy-manhattan", "astar-linear-conflict"), CompareOptions{Limits: DefaultLimits(), Weight: 2})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rows {
		if r.Status != solver.Solved {
			t.Fatalf("%s: %v", r.Algorithm, r.Status)
		}
		want := r.Algorithm == "idastar-linear-conflict"
		if r.Optimal != want || r.Distance != -1 {
			t.Errorf("%s w=%v (%v): cost %d, shortest %v, want %v", r.Algorithm, r.Weight, r.Guarantee, r.Cost, r.Optimal, want)
		}
	}
}

// TestKnownDistances: on 4x4 and 5x5 (no table) a board's distance for the
// chart of nodes expanded by depth comes from a run that solved it with a
// guarantee of a shortest path, the same for every row of the board, and
// equal to the engine's optimum; a board only a greedy search solved keeps
// -1; the rows handed in are not changed.
func TestKnownDistances(t *testing.T) {
	s := solver.Shape{Rows: 4, Cols: 4}
	var ps []solver.Problem
	for i := range 3 {
		ps = append(ps, solver.Problem{Start: s.Walk(rand.New(rand.NewPCG(9, uint64(i))), s.Goal(), 24), Goal: s.Goal(), Shape: s})
	}
	rows, err := CompareBatch(context.Background(), ps, algs(t, "greedy-manhattan", "idastar-linear-conflict"), CompareOptions{Limits: DefaultLimits()})
	if err != nil {
		t.Fatal(err)
	}
	// the third board's optimal run is taken out: nothing tells its distance
	for i := range rows {
		if rows[i].Index == 2 && rows[i].Algorithm == "idastar-linear-conflict" {
			rows[i].Status = solver.Cancelled
		}
	}
	got := KnownDistances(rows)
	for i, r := range got {
		if rows[i].Distance != -1 {
			t.Fatalf("the rows handed in were changed: %d", rows[i].Distance)
		}
		want := -1
		if r.Index < 2 {
			opt, err := solver.Solve(context.Background(), "idastar-linear-conflict", ps[r.Index], solver.Options{})
			if err != nil {
				t.Fatal(err)
			}
			want = opt.Cost
		}
		if r.Distance != want {
			t.Errorf("board %d, %s: distance %d, want %d", r.Index, r.Algorithm, r.Distance, want)
		}
	}
	pts := ExpandedByDepth(got)
	for _, d := range pts {
		if n := len(d.Points); n == 0 || n > 2 {
			t.Errorf("%s: %d points by depth", d.Algorithm, n)
		}
	}
	if d := ExpandedByDepth(rows); len(d[0].Points) != 0 {
		t.Errorf("without the distances %v", d)
	}
}
