package harness

import (
	"context"
	"errors"
	"fmt"
	"iter"
	"math"
	"math/rand/v2"
	"slices"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/wide"
)

// Boards with a side of 5 (2x5 to 5x5) are solved by solver/wide, whose
// Board holds 25 cells. Their runs are the same Rows as the engine's, so
// that one Summarizer, one CSV and one verdict serve every size: a row
// of such a board carries its boards in Row.Wide, and its Problem and
// Path (the engine's boards, 16 cells at most) stay zero. No table gives
// a distance there: Distance is -1, and a row is shortest when its
// guarantee says so.

// Wide is what a row of a board solver/wide solves adds: its boards.
type Wide struct {
	Problem wide.Problem
	Path    []wide.Board // start to goal, when solved and paths are kept
}

// WideRuns splits algs into those solver/wide runs and the others, in
// order: a comparison on a side of 5 runs the first and names the second
// as not run (wide.Hopeless says why).
func WideRuns(algs []*solver.Algorithm) (runs, not []*solver.Algorithm) {
	for _, a := range algs {
		if wide.Runs(a) {
			runs = append(runs, a)
		} else {
			not = append(not, a)
		}
	}
	return runs, not
}

// CompareWide is Compare for a board solver/wide solves; every algorithm
// must be one it runs (WideRuns), under the default conventions.
func CompareWide(ctx context.Context, p wide.Problem, algs []*solver.Algorithm, opt CompareOptions) ([]Row, error) {
	opt.KeepPaths = true
	return CompareWideBatch(ctx, []wide.Problem{p}, algs, opt)
}

// CompareWideBatch is CompareBatch for boards solver/wide solves: row
// i*len(algs)+j is algorithm j on problem i, those not run marked so.
func CompareWideBatch(ctx context.Context, problems []wide.Problem, algs []*solver.Algorithm, opt CompareOptions) ([]Row, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	for i, p := range problems {
		if err := checkWideProblem(p); err != nil {
			return nil, fmt.Errorf("board %d: %w", i, err)
		}
	}
	if err := checkWideRun(algs, opt); err != nil {
		return nil, err
	}
	rows := make([]Row, 0, len(problems)*len(algs))
	for i, p := range problems {
		for _, a := range algs {
			rows = append(rows, Row{
				Result: opt.unrun(a, solver.Problem{}, solver.Cancelled),
				Index:  i, Distance: -1, Limits: opt.LimitsFor(a.Name), Wide: &Wide{Problem: p},
			})
		}
	}
	r := runner{algs: algs, opt: opt, total: len(rows)}
	for i, p := range problems {
		if ctx.Err() != nil {
			break
		}
		if _, err := r.wideBoard(ctx, i, p, func(j int, row Row) { rows[i*len(algs)+j] = row }); err != nil {
			return rows, err
		}
	}
	r.report(CompareProgress{Done: r.done, Total: r.total})
	return rows, ctx.Err()
}

// RunWide is Run for boards solver/wide solves: each row goes to
// opt.OnRow as its run ends, and nothing is kept.
func RunWide(ctx context.Context, problems iter.Seq[wide.Problem], total int, algs []*solver.Algorithm, opt CompareOptions) (int, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	if err := checkWideRun(algs, opt); err != nil {
		return 0, err
	}
	r := runner{algs: algs, opt: opt, total: total * len(algs)}
	boards := 0
	var err error
	for p := range problems {
		if ctx.Err() != nil {
			break
		}
		if err = checkWideProblem(p); err != nil {
			err = fmt.Errorf("board %d: %w", boards, err)
			break
		}
		complete, berr := r.wideBoard(ctx, boards, p, func(int, Row) {})
		if err = berr; err != nil || !complete {
			break
		}
		boards++
	}
	r.report(CompareProgress{Done: r.done, Total: r.total})
	if err == nil {
		err = ctx.Err()
	}
	return boards, err
}

func checkWideProblem(p wide.Problem) error {
	if err := wide.Check(p.Shape); err != nil {
		return err
	}
	if !wide.Valid(p.Shape, p.Start) || !wide.Valid(p.Shape, p.Goal) {
		return fmt.Errorf("start and goal must be %v boards of tiles 1 to %d and a blank", p.Shape.Norm(), p.Shape.Cells()-1)
	}
	return nil
}

// checkWideRun is checkRun, and what solver/wide does not follow yet.
func checkWideRun(algs []*solver.Algorithm, opt CompareOptions) error {
	if len(algs) == 0 {
		return errors.New("compare: no algorithm (on a side of 5, give those solver/wide runs)")
	}
	if err := checkRun(algs, opt); err != nil {
		return err
	}
	for _, a := range algs {
		if !wide.Runs(a) {
			return fmt.Errorf("compare: %s does not run on a side of 5", a.Name)
		}
	}
	if opt.Conventions != (solver.Conventions{}) {
		return errors.New("compare: conventions other than the default are not followed on a side of 5 yet")
	}
	return nil
}

// wideBoard is board for a board solver/wide solves.
func (r *runner) wideBoard(ctx context.Context, i int, p wide.Problem, put func(j int, row Row)) (bool, error) {
	opt := r.opt
	for j, a := range r.algs {
		if ctx.Err() != nil {
			return false, nil
		}
		r.report(CompareProgress{Done: r.done, Total: r.total, Index: i, Algorithm: a.Name})
		lim, o := r.options(i, a)
		var res wide.Result
		known := false
		if opt.KnownWide != nil {
			res, known = opt.KnownWide(a, p, o)
		}
		if !known {
			var err error
			if res, err = wide.Solve(ctx, a, p, o); err != nil {
				return false, err // bad input: a memory cap below the databases', a browser
			}
		}
		res.Result.Problem = solver.Problem{} // a known result may carry the shape: Row.Wide has it
		w := &Wide{Problem: p}
		if opt.KeepPaths {
			w.Path = res.Path
		} else {
			res.Moves = nil
		}
		row := newRow(res.Result, i, -1, lim)
		row.Wide = w
		put(j, row)
		r.done++
		if opt.OnRow != nil {
			opt.OnRow(row)
		}
		if !row.Finished() {
			return false, nil
		}
	}
	return true, nil
}

// WideBatch describes a batch of boards solver/wide solves: Random boards
// drawn uniformly from those that reach Goal, or Count boards Scramble
// random moves from it (never undoing one: at most that many moves away,
// which an optimal search can reach where a random 5x5 board is out of
// its reach), or Count boards of each scramble length 1..UpTo, in order
// (BatchSpec's boards at each distance, where no table gives one). The
// same spec and Seed give the same boards every time.
type WideBatch struct {
	Shape    solver.Shape
	Goal     wide.Board // zero: the shape's blank-last goal
	Random   int
	Scramble int // moves from the goal, with Count boards
	UpTo     int // or every length 1..UpTo, Count boards of each
	Count    int
	Seed     uint64
}

// Len is the number of boards in the batch.
func (s WideBatch) Len() int {
	switch {
	case s.Random > 0:
		return s.Random
	case s.UpTo > 0:
		return s.UpTo * s.Count
	}
	return s.Count
}

// Boards checks the spec and returns its boards as a sequence, each drawn
// when asked for.
func (s WideBatch) Boards() (iter.Seq[wide.Problem], error) {
	if err := wide.Check(s.Shape); err != nil {
		return nil, fmt.Errorf("batch: %w", err)
	}
	shape := s.Shape.Norm()
	goal := s.Goal
	if goal == (wide.Board{}) {
		goal = wide.Goal(shape)
	}
	if !wide.Valid(shape, goal) {
		return nil, fmt.Errorf("batch: goal is not a %v board of tiles 1 to %d and a blank", shape, shape.Cells()-1)
	}
	kinds := 0
	for _, n := range []int{s.Random, s.Scramble, s.UpTo} {
		if n > 0 {
			kinds++
		}
	}
	switch {
	case s.Random < 0 || s.Scramble < 0 || s.UpTo < 0 || s.Count < 0:
		return nil, errors.New("batch: the number of boards and of moves cannot be negative")
	case kinds > 1:
		return nil, errors.New("batch: give a number of random boards, of scrambling moves or the longest scramble, not two")
	case s.Random == 0 && (kinds == 0 || s.Count == 0):
		return nil, errors.New("batch: give a number of random boards, or scrambling moves and a number of boards, at least 1")
	case s.UpTo > 0 && s.Count > math.MaxInt/s.UpTo:
		return nil, fmt.Errorf("batch: %d boards of each length up to %d are too many", s.Count, s.UpTo)
	}
	return func(yield func(wide.Problem) bool) {
		rng := rand.New(rand.NewPCG(s.Seed, 0x8b0a7e55)) // as BatchSpec's
		for i := range s.Len() {
			var b wide.Board
			switch {
			case s.Random > 0:
				b = wide.Random(shape, rng, goal)
			case s.UpTo > 0:
				b = wide.Scramble(shape, rng, goal, 1+i/s.Count)
			default:
				b = wide.Scramble(shape, rng, goal, s.Scramble)
			}
			if !yield(wide.Problem{Start: b, Goal: goal, Shape: shape}) {
				return
			}
		}
	}, nil
}

// Problems draws the batch's boards into a slice.
func (s WideBatch) Problems() ([]wide.Problem, error) {
	seq, err := s.Boards()
	if err != nil {
		return nil, err
	}
	return slices.Collect(seq), nil
}
