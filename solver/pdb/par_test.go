package pdb

import (
	"context"
	"math/rand/v2"
	"reflect"
	"runtime"
	"sync/atomic"
	"testing"
	"time"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/internal/hook"
)

// splitSmall makes SolveParallel split every iteration but the first, into
// frontiers of a few boards per worker, so that the small searches a test
// can afford go through every part of it; it restores the tuning at the
// end of the test.
func splitSmall(t *testing.T, perWorker int) {
	t.Helper()
	oldMin, oldFront := parMinNodes, parFrontier
	parMinNodes, parFrontier = 1, perWorker
	t.Cleanup(func() { parMinNodes, parFrontier = oldMin, oldFront })
}

// sameSearch fails unless par is seq's result under the parallel name:
// the same status, path, counters, everything but the clock.
func sameSearch(t *testing.T, what string, seq, par solver.Result) {
	t.Helper()
	seq.Elapsed, par.Elapsed = 0, 0
	if par.Algorithm != ParName {
		t.Fatalf("%s: algorithm %q, want %q", what, par.Algorithm, ParName)
	}
	par.Algorithm = seq.Algorithm
	if !reflect.DeepEqual(seq, par) {
		t.Fatalf("%s: the parallel search differs:\n %s %+v\n %s %+v", what, Name, seq, ParName, par)
	}
}

// SolveParallel is Solve's search: on Korf's instances that Solve finishes
// quickly and on random boards, with two and three workers and frontiers
// of several sizes, the same shortest path and the same counters, however
// the workers were scheduled.
func TestParallelIsSolve(t *testing.T) {
	db := sharedDB(t)
	ctx := context.Background()
	var boards []solver.Board
	for _, in := range korf100(t) {
		r, err := Solve(ctx, db, in.start, solver.Options{MaxNodes: 60_000})
		if err != nil {
			t.Fatal(err)
		}
		if r.Status == solver.Solved {
			boards = append(boards, in.start)
		}
	}
	rng := rand.New(rand.NewPCG(26, 11))
	for range 20 {
		boards = append(boards, walk(rng, db.goal, 30+rng.IntN(40)))
	}
	before := splits.Load()
	for i, b := range boards {
		perWorker := []int{1, 3, 16}[i%3]
		workers := 2 + i%2
		t.Run("", func(t *testing.T) {
			splitSmall(t, perWorker)
			seq, err := Solve(ctx, db, b, solver.Options{})
			if err != nil {
				t.Fatal(err)
			}
			par, err := SolveParallel(ctx, db, b, solver.Options{}, workers)
			if err != nil {
				t.Fatal(err)
			}
			sameSearch(t, shapeText(b), seq, par)
			checkPath(t, db, b, par)
		})
	}
	if splits.Load() == before {
		t.Fatal("no iteration was split: the test did not test the parallel search")
	}
	t.Logf("%d boards, %d iterations split", len(boards), splits.Load()-before)
}

func shapeText(b solver.Board) string { return square4.Format(b) }

// With the default tuning too (iterations split only from 20,000 boards
// on), on the Korf instances it takes longest of those under 150,000
// nodes: the case the benchmark measures.
func TestParallelIsSolveDefaultTuning(t *testing.T) {
	db := sharedDB(t)
	ctx := context.Background()
	before := splits.Load()
	n := 0
	for i, in := range korf100(t) {
		seq, err := Solve(ctx, db, in.start, solver.Options{MaxNodes: 150_000})
		if err != nil {
			t.Fatal(err)
		}
		if seq.Status != solver.Solved || seq.Expanded < 50_000 {
			continue
		}
		n++
		par, err := SolveParallel(ctx, db, in.start, solver.Options{}, 2)
		if err != nil {
			t.Fatal(err)
		}
		sameSearch(t, "Korf instance "+itoa(i+1), seq, par)
		if par.Cost != in.cost {
			t.Fatalf("Korf instance %d: %d moves, published %d", i+1, par.Cost, in.cost)
		}
	}
	if n == 0 || splits.Load() == before {
		t.Fatalf("%d boards, no iteration split", n)
	}
}

func itoa(i int) string { return solver.WeightText(float64(i)) }

// Seen through the tests' probe (hook.Expand), the parallel search expands
// the boards Solve expands, in Solve's order: the replay hands over each
// worker's boards in their place.
func TestParallelExpandsInSolvesOrder(t *testing.T) {
	db := sharedDB(t)
	ctx := context.Background()
	rng := rand.New(rand.NewPCG(26, 12))
	defer func() { hook.Expand = nil }()
	for range 6 {
		b := walk(rng, db.goal, 40+rng.IntN(20))
		splitSmall(t, 2)
		var seqOrder, parOrder []solver.Board
		hook.Expand = func(x uint64) { seqOrder = append(seqOrder, solver.Board(x)) }
		seq, err := Solve(ctx, db, b, solver.Options{})
		if err != nil {
			t.Fatal(err)
		}
		hook.Expand = func(x uint64) { parOrder = append(parOrder, solver.Board(x)) }
		par, err := SolveParallel(ctx, db, b, solver.Options{}, 2)
		hook.Expand = nil
		if err != nil {
			t.Fatal(err)
		}
		sameSearch(t, shapeText(b), seq, par)
		if int64(len(seqOrder)) != seq.Expanded {
			t.Fatalf("%s: the probe saw %d of %d expansions", shapeText(b), len(seqOrder), seq.Expanded)
		}
		if i := firstDiff(seqOrder, parOrder); i >= 0 {
			t.Fatalf("%s: expansion %d of %d: %v in Solve, %v in parallel", shapeText(b), i+1, len(seqOrder), boardAt(seqOrder, i), boardAt(parOrder, i))
		}
	}
}

// A node limit stops the parallel search where it stops Solve: the same
// status and counters, whether the limit falls in the top of the tree, in
// a subtree a worker finished or in one it gave up.
func TestParallelNodeLimit(t *testing.T) {
	db := sharedDB(t)
	ctx := context.Background()
	splitSmall(t, 4)
	b := korf100(t)[59].start // 66 moves, 2.1 million boards: far past every limit here
	before := splits.Load()
	for _, limit := range []int64{1, 2, 10, 100, 999, 1000, 1001, 4321, 20_000, 77_777, 150_000, 400_000} {
		opt := solver.Options{MaxNodes: limit}
		seq, err := Solve(ctx, db, b, opt)
		if err != nil {
			t.Fatal(err)
		}
		par, err := SolveParallel(ctx, db, b, opt, 2)
		if err != nil {
			t.Fatal(err)
		}
		if seq.Status != solver.Limit || seq.Expanded != limit {
			t.Fatalf("limit %d: Solve %v after %d", limit, seq.Status, seq.Expanded)
		}
		sameSearch(t, "limit "+itoa(int(limit)), seq, par)
	}
	if splits.Load() == before {
		t.Fatal("no iteration was split")
	}
}

// Cancelled or out of time, the parallel search stops at once, says so,
// and leaves no goroutine behind (TestMain's goleak checks); a cancelled
// context before the start is answered without a search.
func TestParallelStops(t *testing.T) {
	db := sharedDB(t)
	splitSmall(t, 8)
	b := korf100(t)[59].start // 2.1 million boards
	before := splits.Load()

	ctx, cancel := context.WithCancel(context.Background())
	var reports int
	r, err := SolveParallel(ctx, db, b, solver.Options{Interval: time.Nanosecond, Progress: func(p solver.Progress) {
		reports++
		if p.Expanded > 200_000 {
			cancel()
		}
	}}, 2)
	cancel()
	// stopped long before the 2.1 million boards the search takes (the
	// count is where it stopped in Solve's order, which can be less than
	// the workers' work a report counted)
	if err != nil || r.Status != solver.Cancelled || r.Expanded == 0 || r.Expanded > 1_000_000 {
		t.Fatalf("cancelled: %v after %d (%v)", r.Status, r.Expanded, err)
	}
	if reports == 0 || splits.Load() == before {
		t.Fatalf("%d reports, %d iterations split: the workers never ran", reports, splits.Load()-before)
	}

	r, err = SolveParallel(context.Background(), db, b, solver.Options{Timeout: 50 * time.Millisecond}, 2)
	if err != nil || r.Status != solver.Limit || !r.TimeLimit {
		t.Fatalf("out of time: %v, time limit %v (%v)", r.Status, r.TimeLimit, err)
	}

	done, cancel := context.WithCancel(context.Background())
	cancel()
	r, err = SolveParallel(done, db, b, solver.Options{}, 2)
	if err != nil || r.Status != solver.Cancelled {
		t.Fatalf("cancelled before the start: %v (%v)", r.Status, err)
	}
}

// The progress reports come one at a time (on the caller's goroutine),
// their counts never going back, and the last is the result's.
func TestParallelProgress(t *testing.T) {
	db := sharedDB(t)
	splitSmall(t, 8)
	b := korf100(t)[62].start // 56 moves, 507,000 boards
	var inside atomic.Int32
	var reports []solver.Progress
	r, err := SolveParallel(context.Background(), db, b, solver.Options{Interval: time.Nanosecond, Progress: func(p solver.Progress) {
		if inside.Add(1) != 1 {
			t.Error("two progress reports at once")
		}
		reports = append(reports, p)
		inside.Add(-1)
	}}, 2)
	if err != nil || r.Status != solver.Solved {
		t.Fatalf("%v (%v)", r.Status, err)
	}
	if len(reports) < 2 {
		t.Fatalf("%d reports", len(reports))
	}
	last := reports[len(reports)-1]
	if last.Expanded != r.Expanded || last.Depth != r.Cost || last.Board != db.goal {
		t.Fatalf("last report %+v, result %d expanded, %d moves", last, r.Expanded, r.Cost)
	}
	for i := 1; i < len(reports)-1; i++ {
		if reports[i].Expanded < reports[i-1].Expanded {
			t.Fatalf("report %d: %d expanded after %d", i, reports[i].Expanded, reports[i-1].Expanded)
		}
	}
}

// One worker, or a search with a log, is Solve on the caller's goroutine:
// nothing is split. In a browser (GOOS js) Workers is 1; here it is
// GOMAXPROCS.
func TestParallelOneWorker(t *testing.T) {
	db := sharedDB(t)
	splitSmall(t, 2)
	ctx := context.Background()
	b := walk(rand.New(rand.NewPCG(26, 13)), db.goal, 50)
	seq, err := Solve(ctx, db, b, solver.Options{})
	if err != nil {
		t.Fatal(err)
	}
	before := splits.Load()
	one, err := SolveParallel(ctx, db, b, solver.Options{}, 1)
	if err != nil {
		t.Fatal(err)
	}
	sameSearch(t, "one worker", seq, one)
	var evs int
	traced, err := SolveParallel(ctx, db, b, solver.Options{Trace: func(solver.Event) { evs++ }}, 2)
	if err != nil {
		t.Fatal(err)
	}
	sameSearch(t, "traced", seq, traced)
	if splits.Load() != before || evs == 0 {
		t.Fatalf("%d iterations split, %d events", splits.Load()-before, evs)
	}
	if want := runtime.GOMAXPROCS(0); Workers() != want {
		t.Fatalf("Workers() = %d, want GOMAXPROCS %d", Workers(), want)
	}
}

// Through the registry, idastar-pdb-par is idastar-pdb under another name
// on every size: split on 4x4, the engine's loop elsewhere.
func TestParallelThroughTheRegistry(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: the 4x4's databases")
	}
	splitSmall(t, 2)
	seqA, err := solver.AlgorithmByName(Name)
	if err != nil {
		t.Fatal(err)
	}
	parA, err := solver.AlgorithmByName(ParName)
	if err != nil {
		t.Fatal(err)
	}
	if !parA.Parallel || seqA.Parallel || !parA.Optimal || parA.Heuristic != seqA.Heuristic {
		t.Fatalf("%s: parallel %v, optimal %v, heuristic %v", ParName, parA.Parallel, parA.Optimal, parA.Heuristic.Name)
	}
	ctx := context.Background()
	rng := rand.New(rand.NewPCG(26, 14))
	before := splits.Load()
	for _, s := range solver.Shapes() {
		if s.Cells() >= shapeCacheCells && s.Cells() != cells {
			continue // their databases take seconds to build, and nothing is split there
		}
		goal := s.Presets()[0].Board
		for range 3 {
			p := solver.Problem{Shape: s, Start: s.Walk(rng, goal, 40), Goal: goal}
			seq, err := seqA.Solve(ctx, p, solver.Options{})
			if err != nil {
				t.Fatal(err)
			}
			par, err := parA.Solve(ctx, p, solver.Options{})
			if err != nil {
				t.Fatal(err)
			}
			seq.Elapsed, par.Elapsed, seq.Prepared, par.Prepared = 0, 0, nil, nil
			par.Algorithm = seq.Algorithm
			if !reflect.DeepEqual(seq, par) {
				t.Fatalf("%v %s: %s %+v\n%s %+v", s, s.Format(p.Start), Name, seq, ParName, par)
			}
		}
	}
	if splits.Load() == before {
		t.Fatal("the registry's idastar-pdb-par split nothing on 4x4")
	}
}
