package pdb

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// Importing the package makes its databases the engine's pdb heuristic.
func init() { solver.RegisterPatterns(Source) }

// sourceKeep is how many databases the default source keeps: a program
// switches between a few goals and sizes, and a 4x4 one takes some 35 MB.
const sourceKeep = 4

var defaultPatterns = NewPatterns("", sourceKeep)

// Source is the engine's solver.PatternSource: the databases for a shape
// and goal, built once and kept (see Patterns), with the cache files in
// DefaultDir.
func Source(ctx context.Context, shape solver.Shape, goal solver.Board, progress func(done, total int64)) (solver.PatternDB, error) {
	return defaultPatterns.Source(ctx, shape, goal, progress)
}

// Patterns builds the databases of every shape on demand and keeps the
// ones used last, so that repeated searches do not rebuild. The 4x4's are
// Load's (a *Solver4: they have their own IDA*); the other shapes' are
// LoadShape's (a *ShapeDB), cached on disk from 10 cells up and built in
// memory below, where a build takes milliseconds. Safe for concurrent use.
type Patterns struct {
	dir  string
	keep int

	mu       sync.Mutex
	held     []heldPatterns // most recently used first
	building map[patternKey]*patternBuild

	builds atomic.Int64 // builds started, for the tests
	// built, when set, is told how each build ended, for the tests
	built func(shape solver.Shape, err error)
}

type patternKey struct {
	shape solver.Shape
	goal  solver.Board
	p78   bool // the 4x4's 7-8 databases (Source78)
}

type heldPatterns struct {
	key patternKey
	db  solver.PatternDB
}

// patternBuild is a build under way, shared by every caller that asks for
// its key meanwhile.
type patternBuild struct {
	done    chan struct{} // closed when db and err are set
	db      solver.PatternDB
	err     error
	waiters int // callers still waiting; guarded by Patterns.mu
	cancel  context.CancelFunc

	progDone, progTotal atomic.Int64
}

// shapeCacheCells is the fewest cells from which databases go to the
// disk cache: the 3x4's take a few tenths of a second to build, the
// others (up to 9 cells) milliseconds, less than reading a file.
const shapeCacheCells = 10

// NewPatterns returns a source that keeps the last keep databases (at
// least one) in memory and its cache files in dir ("" for DefaultDir).
func NewPatterns(dir string, keep int) *Patterns {
	return &Patterns{dir: dir, keep: max(keep, 1), building: map[patternKey]*patternBuild{}}
}

// Solver4 is the 4x4's databases as a solver.PatternSolver: Estimate, and
// Solve by the package's IDA*.
type Solver4 struct{ *DB }

// Solve runs the package's Solve on the databases.
func (s Solver4) Solve(ctx context.Context, start solver.Board, opt solver.Options) (solver.Result, error) {
	res, err := Solve(ctx, s.DB, start, opt)
	res.Problem.Shape = solver.Shape{Rows: side, Cols: side}
	return res, err
}

// SolveParallel runs the package's SolveParallel on the databases.
func (s Solver4) SolveParallel(ctx context.Context, start solver.Board, opt solver.Options, workers int) (solver.Result, error) {
	res, err := SolveParallel(ctx, s.DB, start, opt, workers)
	res.Problem.Shape = solver.Shape{Rows: side, Cols: side}
	return res, err
}

// Source returns the databases for goal on shape: from memory when held,
// else built (or read from the cache) once, however many callers ask at
// the same time. progress, when set, is called on the caller's goroutine
// about 20 times a second while it waits, and once at the end. When ctx
// is done the call returns ctx's error; the build stops once no caller
// waits for it (Esc on the one search that waits means stop, in a browser
// above all, where the 4x4's build shares the page's one thread).
func (p *Patterns) Source(ctx context.Context, shape solver.Shape, goal solver.Board, progress func(done, total int64)) (solver.PatternDB, error) {
	return p.source(ctx, shape, goal, false, progress)
}

// Source78 is Source for the 7-8 databases (Partition78, ranked tables):
// on 4x4 those, built or loaded once as Source's; on other shapes,
// Source's own.
func (p *Patterns) Source78(ctx context.Context, shape solver.Shape, goal solver.Board, progress func(done, total int64)) (solver.PatternDB, error) {
	return p.source(ctx, shape, goal, shape.Norm().Cells() == cells, progress)
}

func (p *Patterns) source(ctx context.Context, shape solver.Shape, goal solver.Board, p78 bool, progress func(done, total int64)) (solver.PatternDB, error) {
	shape = shape.Norm()
	if err := shape.Check(); err != nil {
		return nil, err
	}
	if !shape.Valid(goal) {
		return nil, fmt.Errorf("goal %016x is not a %v board", uint64(goal), shape)
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	key := patternKey{shape, goal, p78}
	p.mu.Lock()
	if db := p.get(key); db != nil {
		p.mu.Unlock()
		return db, nil
	}
	b := p.building[key]
	if b == nil {
		bctx, cancel := context.WithCancel(context.Background())
		b = &patternBuild{done: make(chan struct{}), cancel: cancel}
		p.building[key] = b
		p.builds.Add(1)
		go p.run(bctx, key, b)
	}
	b.waiters++
	p.mu.Unlock()

	var tick <-chan time.Time
	if progress != nil {
		t := time.NewTicker(50 * time.Millisecond)
		defer t.Stop()
		tick = t.C
	}
	for {
		select {
		case <-b.done:
			if total := b.progTotal.Load(); b.err == nil && progress != nil && total > 0 {
				progress(total, total)
			}
			return b.db, b.err
		case <-tick:
			if total := b.progTotal.Load(); total > 0 {
				progress(b.progDone.Load(), total)
			}
		case <-ctx.Done():
			p.mu.Lock()
			if b.waiters--; b.waiters == 0 {
				b.cancel()
				// the next caller starts afresh rather than join a build
				// that is stopping
				if p.building[key] == b {
					delete(p.building, key)
				}
			}
			p.mu.Unlock()
			return nil, ctx.Err()
		}
	}
}

// run builds or loads the databases of key and hands them to the waiters
// and the held list.
func (p *Patterns) run(ctx context.Context, key patternKey, b *patternBuild) {
	defer b.cancel()
	report := func(done, total int64) {
		b.progTotal.Store(total)
		b.progDone.Store(done)
	}
	var db solver.PatternDB
	var err error
	switch {
	case key.p78:
		var d *DB
		if d, err = LoadPartitions(ctx, p.dir, key.goal, []Partition{Partition78(key.goal)}, report); err == nil {
			db = Solver4{d}
		}
	case key.shape.Cells() == cells:
		var d *DB
		if d, err = Load(ctx, p.dir, key.goal, report); err == nil {
			db = Solver4{d}
		}
	case key.shape.Cells() >= shapeCacheCells:
		var d *ShapeDB
		if d, err = LoadShape(ctx, p.dir, key.shape, key.goal, report); err == nil {
			db = d
		}
	default:
		var d *ShapeDB
		if d, err = BuildShape(ctx, key.shape, key.goal, report); err == nil {
			db = d
		}
	}
	p.mu.Lock()
	if p.building[key] == b {
		delete(p.building, key)
	}
	if err == nil {
		p.add(key, db)
	}
	b.db, b.err = db, err
	p.mu.Unlock()
	close(b.done)
	if p.built != nil {
		p.built(key.shape, err)
	}
}

// get returns the held databases of key, nil when none, and marks them
// used. p.mu must be held.
func (p *Patterns) get(key patternKey) solver.PatternDB {
	for i, h := range p.held {
		if h.key == key {
			copy(p.held[1:i+1], p.held[:i])
			p.held[0] = h
			return h.db
		}
	}
	return nil
}

// add holds db as the most recently used, dropping the least recently
// used beyond keep. p.mu must be held.
func (p *Patterns) add(key patternKey, db solver.PatternDB) {
	if p.get(key) != nil {
		p.held[0].db = db
		return
	}
	p.held = append([]heldPatterns{{key, db}}, p.held...)
	if len(p.held) > p.keep {
		p.held[len(p.held)-1] = heldPatterns{}
		p.held = p.held[:p.keep]
	}
}
