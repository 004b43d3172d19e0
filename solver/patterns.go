package solver

import (
	"context"
	"errors"
	"sync"
)

// PatternDB is a pattern database built for one shape and goal: an
// admissible estimate, in whole moves, of the moves left from a board.
// Package pdb provides them; the engine only looks them up, so that it
// does not depend on how they are built or stored.
type PatternDB interface {
	Estimate(b Board) int
}

// PatternSolver is a PatternDB with an IDA* of its own, specialised to its
// layout and faster than the engine's general loop: idastar-pdb uses it
// under the default move order, with or without a search log. Its Solve
// honours Options.Trace with the log of that same search.
type PatternSolver interface {
	PatternDB
	Solve(ctx context.Context, start Board, opt Options) (Result, error)
}

// ParallelPatternSolver is a PatternSolver that can split its search over
// several goroutines (workers; 0 for as many as there are processors to
// run on) and still make the same search: the same boards expanded, the
// same counters and path as Solve, whatever the scheduling. The parallel
// algorithms (Algorithm.Parallel) use it.
type ParallelPatternSolver interface {
	PatternSolver
	SolveParallel(ctx context.Context, start Board, opt Options, workers int) (Result, error)
}

// PatternSource builds or loads the database for a shape and goal. It
// reports its progress through progress (done of total steps), which may
// be nil, and stops with ctx's error when ctx is cancelled.
type PatternSource func(ctx context.Context, shape Shape, goal Board, progress func(done, total int64)) (PatternDB, error)

var (
	patternMu       sync.Mutex
	patternSource   PatternSource
	patternSource78 PatternSource
)

// RegisterPatterns78 makes src the source of the 4x4's 7-8 databases, which
// lead the Patterns78 algorithms. Package pdb registers itself when
// imported; without one those algorithms give an error on 4x4.
func RegisterPatterns78(src PatternSource) {
	patternMu.Lock()
	patternSource78 = src
	patternMu.Unlock()
}

// ErrNoPatterns78 is the error of a Patterns78 algorithm on 4x4 in a
// program without the 7-8 databases.
var ErrNoPatterns78 = errors.New("pdb: no 7-8 pattern databases in this program")

// RegisterPatterns makes src the source of the pdb heuristic's databases.
// Package pdb registers itself when imported; a program that does not
// import it gets an error from the pdb algorithms.
func RegisterPatterns(src PatternSource) {
	patternMu.Lock()
	patternSource = src
	patternMu.Unlock()
}

// ErrNoPatterns is the error of the pdb heuristic in a program that did
// not import package pdb.
var ErrNoPatterns = errors.New("pdb: no pattern databases in this program (import github.com/eightpuzzle/eightpuzzle/solver/pdb)")

// patterns returns the database for the shape and goal from the
// registered source, the 7-8's when use78.
func patterns(ctx context.Context, use78 bool, shape Shape, goal Board, progress func(done, total int64)) (PatternDB, error) {
	patternMu.Lock()
	src := patternSource
	if use78 {
		src = patternSource78
	}
	patternMu.Unlock()
	if src == nil && use78 {
		return nil, ErrNoPatterns78
	}
	if src == nil {
		return nil, ErrNoPatterns
	}
	return src(ctx, shape.Norm(), goal, progress)
}
