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
	patternMu     sync.Mutex
	patternSource PatternSource
)

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
// registered source.
func patterns(ctx context.Context, shape Shape, goal Board, progress func(done, total int64)) (PatternDB, error) {
	patternMu.Lock()
	src := patternSource
	patternMu.Unlock()
	if src == nil {
		return nil, ErrNoPatterns
	}
	return src(ctx, shape.Norm(), goal, progress)
}
