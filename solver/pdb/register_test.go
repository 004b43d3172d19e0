package pdb

import (
	"context"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

var (
	shape3x3 = solver.Shape{Rows: 3, Cols: 3}
	shape3x4 = solver.Shape{Rows: 3, Cols: 4}
)

// Databases are kept: asked again, the source returns the same ones
// without building; beyond keep, the least recently used go.
func TestSourceKeeps(t *testing.T) {
	ctx := context.Background()
	p := NewPatterns(t.TempDir(), 2)
	get := func(shape solver.Shape, goal solver.Board) solver.PatternDB {
		t.Helper()
		db, err := p.Source(ctx, shape, goal, nil)
		if err != nil {
			t.Fatal(err)
		}
		return db
	}
	a := get(shape3x3, shape3x3.Goal())
	if sd, ok := a.(*ShapeDB); !ok || sd.Shape() != shape3x3 || sd.Goal() != shape3x3.Goal() {
		t.Fatalf("3x3: got %T", a)
	}
	if b := get(solver.Shape{}, shape3x3.Goal()); b != a || p.builds.Load() != 1 {
		t.Fatalf("asked again (as the zero shape): same %v, %d builds", b == a, p.builds.Load())
	}
	first, _ := shape3x3.PresetGoal("blank first")
	b := get(shape3x3, first)
	get(shape3x3, shape3x3.Goal()) // a is now the most recent
	get(solver.Shape{Rows: 2, Cols: 3}, solver.Shape{Rows: 2, Cols: 3}.Goal())
	if p.builds.Load() != 3 {
		t.Fatalf("%d builds, want 3", p.builds.Load())
	}
	if get(shape3x3, shape3x3.Goal()) != a || p.builds.Load() != 3 {
		t.Error("the most recently used was dropped")
	}
	if get(shape3x3, first) == b || p.builds.Load() != 4 {
		t.Errorf("the least recently used was kept: %d builds", p.builds.Load())
	}
}

// Callers that ask for the same databases at once share one build, and
// each sees progress on its own goroutine, ending at the total.
func TestSourceConcurrent(t *testing.T) {
	p := NewPatterns(t.TempDir(), 4)
	const callers = 6
	dbs := make([]solver.PatternDB, callers)
	errs := make([]error, callers)
	last := make([][2]int64, callers)
	start := make(chan struct{})
	var wg sync.WaitGroup
	for i := range callers {
		wg.Go(func() {
			<-start
			dbs[i], errs[i] = p.Source(context.Background(), shape3x4, shape3x4.Goal(), func(done, total int64) {
				if done > total || (last[i][1] != 0 && done < last[i][0]) {
					t.Errorf("caller %d: progress %d of %d after %d", i, done, total, last[i][0])
				}
				last[i] = [2]int64{done, total}
			})
		})
	}
	close(start)
	wg.Wait()
	for i := range callers {
		if errs[i] != nil || dbs[i] != dbs[0] {
			t.Fatalf("caller %d: %v, same databases %v", i, errs[i], dbs[i] == dbs[0])
		}
		if last[i][0] != last[i][1] || last[i][1] == 0 {
			t.Errorf("caller %d: last progress %d of %d", i, last[i][0], last[i][1])
		}
	}
	if n := p.builds.Load(); n != 1 {
		t.Errorf("%d builds for one key", n)
	}
}

// waitWaiters waits until the build of key has n callers waiting.
func waitWaiters(t *testing.T, p *Patterns, key patternKey, n int) {
	t.Helper()
	for deadline := time.Now().Add(time.Minute); time.Now().Before(deadline); time.Sleep(time.Millisecond) {
		p.mu.Lock()
		b := p.building[key]
		ok := b != nil && b.waiters == n
		p.mu.Unlock()
		if ok {
			return
		}
	}
	t.Fatalf("no build of %v with %d callers", key.shape, n)
}

// A caller's ctx ends its wait; the build stops when no caller is left,
// and the next call builds afresh.
func TestSourceCancel(t *testing.T) {
	p := NewPatterns(t.TempDir(), 4)
	ended := make(chan error, 4)
	p.built = func(_ solver.Shape, err error) { ended <- err }
	key := patternKey{shape3x4, shape3x4.Goal(), false}

	// already cancelled: no build at all
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := p.Source(ctx, shape3x4, shape3x4.Goal(), nil); err != context.Canceled || p.builds.Load() != 0 {
		t.Fatalf("cancelled call: %v, %d builds", err, p.builds.Load())
	}

	// the only caller leaves: the build stops with the cancellation
	ctx, cancel = context.WithCancel(context.Background())
	res := make(chan error)
	go func() {
		_, err := p.Source(ctx, shape3x4, shape3x4.Goal(), nil)
		res <- err
	}()
	waitWaiters(t, p, key, 1)
	cancel()
	if err := <-res; err != context.Canceled {
		t.Fatalf("caller: %v", err)
	}
	if err := <-ended; err != context.Canceled {
		t.Fatalf("the build ended with %v, want it stopped", err)
	}

	// one of two callers leaves: the other gets the databases
	ctx, cancel = context.WithCancel(context.Background())
	go func() {
		_, err := p.Source(ctx, shape3x4, shape3x4.Goal(), nil)
		res <- err
	}()
	waitWaiters(t, p, key, 1)
	type out struct {
		db  solver.PatternDB
		err error
	}
	other := make(chan out)
	go func() {
		db, err := p.Source(context.Background(), shape3x4, shape3x4.Goal(), nil)
		other <- out{db, err}
	}()
	waitWaiters(t, p, key, 2)
	cancel()
	if err := <-res; err != context.Canceled {
		t.Fatalf("leaving caller: %v", err)
	}
	o := <-other
	if o.err != nil || o.db == nil {
		t.Fatalf("staying caller: %v", o.err)
	}
	if err := <-ended; err != nil {
		t.Fatalf("the second build: %v", err)
	}
	if n := p.builds.Load(); n != 2 {
		t.Errorf("%d builds, want 2", n)
	}
}

// Bad shapes and goals are errors naming the problem.
func TestSourceBadInput(t *testing.T) {
	p := NewPatterns(t.TempDir(), 1)
	ctx := context.Background()
	for _, tc := range []struct {
		shape solver.Shape
		goal  solver.Board
	}{
		{solver.Shape{Rows: 5, Cols: 4}, 0},
		{solver.Shape{Rows: 1, Cols: 3}, 0x120},
		{shape3x3, 0x012345678 | 1<<40},
		{shape3x3, 0x112345678},
		{solver.Shape{Rows: 4, Cols: 4}, 0x0FEDCBA987654320},
	} {
		if db, err := p.Source(ctx, tc.shape, tc.goal, nil); err == nil || db != nil {
			t.Errorf("%v %016x: %v, %v", tc.shape, uint64(tc.goal), db, err)
		}
	}
	if p.builds.Load() != 0 {
		t.Errorf("%d builds for bad input", p.builds.Load())
	}
}

// The 4x4's databases are Load's, with its IDA* as Solve. The cache is
// written from the shared build beforehand so that the test does not
// build them twice.
func TestSource4x4(t *testing.T) {
	shared := sharedDB(t)
	dir := t.TempDir()
	path := filepath.Join(dir, fileName(shared.goal, shared.parts))
	if err := os.WriteFile(path, encode(shared.goal, shared.parts, shared.compact), 0o644); err != nil {
		t.Fatal(err)
	}
	p := NewPatterns(dir, 2)
	pdb, err := p.Source(context.Background(), solver.Shape{Rows: 4, Cols: 4}, GoalBlankLast, nil)
	if err != nil {
		t.Fatal(err)
	}
	ps, ok := pdb.(solver.PatternSolver)
	if !ok {
		t.Fatalf("%T is no PatternSolver", pdb)
	}
	if s4, ok := pdb.(Solver4); !ok || !s4.FromCache() {
		t.Fatalf("%T, not read from the cache", pdb)
	}
	rng := rand.New(rand.NewPCG(9, 10))
	for i := 0; i < 500; i++ {
		b := random4(rng, GoalBlankLast)
		if ps.Estimate(b) != shared.Estimate(b) {
			t.Fatalf("%016x: %d, the shared build %d", uint64(b), ps.Estimate(b), shared.Estimate(b))
		}
	}
	start := walk(rng, GoalBlankLast, 24)
	res, err := ps.Solve(context.Background(), start, solver.Options{})
	if err != nil || res.Status != solver.Solved {
		t.Fatalf("solve: %v, %v", err, res.Status)
	}
	if len(res.Moves) > 24 || res.Problem.Shape != (solver.Shape{Rows: 4, Cols: 4}) {
		t.Errorf("%d moves for a 24-move walk, shape %v", len(res.Moves), res.Problem.Shape)
	}
	b := start
	for _, m := range res.Moves {
		var ok bool
		if b, ok = (solver.Shape{Rows: 4, Cols: 4}).Apply(b, m); !ok {
			t.Fatalf("move %v impossible", m)
		}
	}
	if b != GoalBlankLast {
		t.Errorf("the path ends at %016x", uint64(b))
	}
}

// The 4x4's build stops too when its only caller leaves (Esc on a first
// 4x4 search, which in a browser is many seconds of building): within a
// slice of its frontier, not a whole level.
func TestSourceCancel4x4(t *testing.T) {
	p := NewPatterns(t.TempDir(), 1)
	ended := make(chan error, 1)
	p.built = func(_ solver.Shape, err error) { ended <- err }
	sh := solver.Shape{Rows: 4, Cols: 4}
	ctx, cancel := context.WithCancel(context.Background())
	res := make(chan error)
	go func() {
		_, err := p.Source(ctx, sh, sh.Goal(), nil)
		res <- err
	}()
	waitWaiters(t, p, patternKey{sh, sh.Goal(), false}, 1)
	cancel()
	if err := <-res; err != context.Canceled {
		t.Fatalf("caller: %v", err)
	}
	if err := <-ended; err != context.Canceled {
		t.Fatalf("the build ended with %v, want it stopped", err)
	}
}
