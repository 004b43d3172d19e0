package harness

import (
	"context"
	"errors"
	"fmt"
	"iter"
	"math/rand/v2"
	"slices"
	"time"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/wide"
)

// Default caps of one run in a comparison, which DefaultLimits returns. The
// node cap is what normally stops a run: it is deterministic, and at tens of
// millions of expansions a second it lets every algorithm here finish on a
// 31-move board while keeping a slow one (a plain dfs or ids) to a fraction
// of a second. The time cap is only a backstop for slow machines.
const (
	DefaultMaxNodes = 5_000_000
	DefaultTimeout  = 3 * time.Second
)

// Limits caps one run of one algorithm. The convention is solver.Options':
// a zero field means no cap, and a negative one is an error (a computed
// timeout that went negative is a bug to report, not a wish for none).
type Limits struct {
	MaxNodes int64         // expansions; 0: no cap
	Timeout  time.Duration // wall time of the run; 0: no cap
}

// DefaultLimits returns the caps the window and the command line start
// from: DefaultMaxNodes expansions and DefaultTimeout.
func DefaultLimits() Limits { return Limits{MaxNodes: DefaultMaxNodes, Timeout: DefaultTimeout} }

func (l Limits) check() error {
	if l.MaxNodes < 0 {
		return fmt.Errorf("node limit %d is negative (0 means none)", l.MaxNodes)
	}
	if l.Timeout < 0 {
		return fmt.Errorf("time limit %v is negative (0 means none)", l.Timeout)
	}
	return nil
}

// CompareOptions tune Compare and CompareBatch; the zero value runs without
// caps (DefaultLimits gives the usual ones) and reports nothing along the way.
type CompareOptions struct {
	Limits       Limits            // caps of every run; zero: none
	PerAlgorithm map[string]Limits // caps by algorithm name, replacing Limits for it
	// DepthLimit is the depth-limited searches' own parameter, not a cap on
	// the run: 0 means solver.DefaultDepthLimit, as in solver.Options.
	DepthLimit int
	// Conventions are those of every run: tie-breaking, goal test and
	// move order (solver.Conventions); the zero value is the engine's.
	Conventions solver.Conventions
	// Weight is weighted A*'s w (solver.Options.Weight), given to the
	// algorithms that take one (solver.Algorithm.Weighted) and no others:
	// 0 or 1 is plain A*.
	Weight float64

	// MaxMemory is every run's memory cap (solver.Options.MaxMemory): 0
	// means solver.DefaultMaxMemory, which only the shapes above 9 cells
	// can reach; negative, none.
	MaxMemory int64

	// KeepPaths keeps each row's Path and Moves in CompareBatch, which
	// otherwise drops them to keep a large batch small (a dfs path can
	// hold tens of thousands of boards). Compare always keeps them.
	KeepPaths bool

	// OnRow receives each row as soon as its run ends: partial results.
	OnRow func(Row)
	// Progress receives where the comparison is, at the start of each run,
	// every Interval during it (with the search's own snapshot) and once at
	// the end. It runs inside the timed search, so it should be quick.
	Progress func(CompareProgress)
	Interval time.Duration // 0 means DefaultInterval
	// Known, when set, may give the result of this very run (algorithm,
	// problem and options, o) already made elsewhere, whole: it stands for
	// the run, which is not made again, so that one search shows one set
	// of numbers (the window's Solve and its Compare). It runs on the
	// comparison's goroutine.
	Known func(a *solver.Algorithm, p solver.Problem, o solver.Options) (solver.Result, bool)
	// KnownWide is Known for a board solver/wide solves (CompareWide).
	KnownWide func(a *solver.Algorithm, p wide.Problem, o solver.Options) (wide.Result, bool)

	// Prepare receives the progress of what a run builds before its
	// search, a pattern database (solver.Options.Prepare), on the run's
	// goroutine. The build is not timed: the first run to need it would
	// otherwise carry the time of a database every later run shares.
	Prepare func(what string, done, total int64)
}

// LimitsFor returns the caps a run of the named algorithm gets.
func (o CompareOptions) LimitsFor(name string) Limits {
	if pl, ok := o.PerAlgorithm[name]; ok {
		return pl
	}
	return o.Limits
}

// CompareProgress says how far a comparison has got.
type CompareProgress struct {
	Done, Total int             // runs finished, runs in all (boards x algorithms)
	Index       int             // board of the batch being searched
	Algorithm   string          // name of the algorithm running; "" once all are done
	Search      solver.Progress // the running search's latest snapshot; zero at its start
}

// LimitKind says which cap stopped a run.
type LimitKind string

const (
	LimitNodes  LimitKind = "nodes"  // MaxNodes expansions reached
	LimitTime   LimitKind = "time"   // Timeout passed
	LimitDepth  LimitKind = "depth"  // no path within the depth limit (dls), or the search ran dry
	LimitMemory LimitKind = "memory" // the memory cap (solver.Options.MaxMemory)
	// LimitTable: the algorithm is the exact table, which the board's size
	// has none of (over 9 cells); the row is a limit with no expansions,
	// so that a comparison of every algorithm still runs the others
	LimitTable LimitKind = "table"
)

var limitNames = map[LimitKind]string{LimitNodes: "node limit", LimitTime: "time limit", LimitDepth: "depth limit", LimitMemory: "memory cap", LimitTable: "no table"}

// Row is one run of one algorithm on one board: its Result with what a
// comparison adds. Rows are plain values; aggregates are computed from them.
type Row struct {
	solver.Result        // Status Cancelled and zero counters when not Ran
	Index         int    // which board of the batch (0 for Compare)
	Distance      int    // true optimal distance from the table; -1 when unknown or unreachable
	Ran           bool   // false: the comparison was cancelled before this run began
	Limits        Limits // the caps this run had, after defaults (0: none)
	HitLimit      bool   // a cap stopped the run (Status Limit): its counters are lower bounds
	LimitKind     LimitKind
	// Optimal: solved with Cost equal to Distance; where no table gives
	// the distance (Distance -1), solved by a run whose guarantee is a
	// shortest path (IDA* with a pattern database on 4x4), which proves
	// it. A run that promises less is then not known to be shortest.
	Optimal bool
	// Wide holds the boards of a row of a board with a side of 5
	// (CompareWide), nil on the engine's; Problem and Path are then zero.
	Wide *Wide
}

// Finished reports whether the row's counters describe a whole run: it ran
// and was not cancelled midway. Rows stopped by a limit are finished.
func (r Row) Finished() bool { return r.Ran && r.Status != solver.Cancelled }

// Outcome is the row's status in the words the command line writes in
// text, CSV and JSON alike: solved, unsolvable, limit, cancelled, or not
// run. Which limit is LimitKind.
func (r Row) Outcome() string {
	if !r.Ran {
		return "not run"
	}
	return r.Status.String()
}

// State names the row's outcome for a table: solved, unsolvable, node
// limit, time limit, depth limit, cancelled, or not run.
func (r Row) State() string {
	switch {
	case !r.Ran:
		return "not run"
	case r.HitLimit:
		return limitNames[r.LimitKind]
	}
	return r.Status.String()
}

// Compare runs each algorithm on p, one after another on the calling
// goroutine so that each has the processor to itself and times are honest.
// It returns one row per algorithm in the order given (nil or empty: all
// of solver.Algorithms()). Callbacks run on the calling goroutine too.
//
// When ctx is cancelled the running search stops within a fraction of a
// millisecond; Compare returns every row, those not run marked so, with
// ctx's error. Other errors are bad input, found before anything runs.
func Compare(ctx context.Context, p solver.Problem, algs []*solver.Algorithm, opt CompareOptions) ([]Row, error) {
	opt.KeepPaths = true
	return CompareBatch(ctx, []solver.Problem{p}, algs, opt)
}

// CompareBatch runs every algorithm on every problem as Compare does, board
// after board, and returns the rows board by board in algorithm order: row
// i*len(algs)+j is algorithm j on problem i. It holds every row: for a
// batch too large for that, Run hands the rows over as they come.
func CompareBatch(ctx context.Context, problems []solver.Problem, algs []*solver.Algorithm, opt CompareOptions) ([]Row, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	if len(algs) == 0 {
		algs = solver.Algorithms()
	}
	for i, p := range problems {
		if err := checkProblem(p); err != nil {
			return nil, fmt.Errorf("board %d: %w", i, err)
		}
	}
	if err := checkRun(algs, opt); err != nil {
		return nil, err
	}
	// Every row starts as not run, so a cancel leaves them all accounted for.
	rows := make([]Row, 0, len(problems)*len(algs))
	for i, p := range problems {
		for _, a := range algs {
			rows = append(rows, Row{
				Result: opt.unrun(a, p, solver.Cancelled),
				Index:  i, Distance: -1, Limits: opt.LimitsFor(a.Name),
			})
		}
	}
	r := runner{algs: algs, opt: opt, total: len(rows)}
	for i, p := range problems {
		if ctx.Err() != nil {
			break
		}
		_, err := r.board(ctx, i, p, func(j int, row Row) { rows[i*len(algs)+j] = row }, func(dist int) {
			for j := range algs {
				rows[i*len(algs)+j].Distance = dist
			}
		})
		if err != nil {
			return rows, err
		}
	}
	r.report(CompareProgress{Done: r.done, Total: r.total})
	return rows, ctx.Err()
}

// Run is CompareBatch for batches of any size: it runs every algorithm on
// each problem that problems yields, in order, hands each row to opt.OnRow
// as its run ends, and keeps nothing, so that its memory does not grow with
// the batch. total is the number of problems for the progress reports (0
// when not known). It returns how many boards it finished (every algorithm
// run on them to the end) and, when ctx was cancelled, ctx's error; the
// board under way then has the rows of the runs that ended and one row,
// cancelled, for the run that was cut short. A problem that is not a pair
// of boards stops the batch with an error.
func Run(ctx context.Context, problems iter.Seq[solver.Problem], total int, algs []*solver.Algorithm, opt CompareOptions) (int, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	if len(algs) == 0 {
		algs = solver.Algorithms()
	}
	if err := checkRun(algs, opt); err != nil {
		return 0, err
	}
	r := runner{algs: algs, opt: opt, total: total * len(algs)}
	boards := 0
	var err error
	for p := range problems {
		if ctx.Err() != nil {
			break
		}
		if err = checkProblem(p); err != nil {
			err = fmt.Errorf("board %d: %w", boards, err)
			break
		}
		complete, berr := r.board(ctx, boards, p, func(int, Row) {}, func(int) {})
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

func checkProblem(p solver.Problem) error {
	if err := p.Shape.Check(); err != nil {
		return err
	}
	if !p.Shape.Valid(p.Start) || !p.Shape.Valid(p.Goal) {
		return fmt.Errorf("start and goal must be %v boards of tiles 1 to %d and a blank", p.Shape.Norm(), p.Shape.Cells()-1)
	}
	return nil
}

// checkRun finds what would fail every run, before any runs.
func checkRun(algs []*solver.Algorithm, opt CompareOptions) error {
	if err := opt.Limits.check(); err != nil {
		return err
	}
	for name, l := range opt.PerAlgorithm {
		if err := l.check(); err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
	}
	for _, a := range algs {
		if a == nil {
			return errors.New("compare: a nil algorithm")
		}
		if a.Heuristic.Expression() != "" {
			continue // led by an expression: not in the registry (Family.WithHeuristic)
		}
		if r, err := solver.AlgorithmByName(a.Name); err != nil || r != a {
			return errors.New("compare: an algorithm is not one of solver.Algorithms()")
		}
	}
	if opt.DepthLimit < 0 {
		return fmt.Errorf("depth limit %d is negative", opt.DepthLimit)
	}
	if w := opt.Weight; w != 0 && !(w >= 1 && w <= solver.MaxWeight) { // !(...) also catches NaN
		return fmt.Errorf("weight %v out of range 1..%d", w, solver.MaxWeight)
	}
	return opt.Conventions.Valid()
}

// weightOf is the weight a's runs report (solver.Result.Weight): opt's,
// as used, for a weighted A* above 1, else 0.
func (opt CompareOptions) weightOf(a *solver.Algorithm) float64 {
	if w := a.RunWeight(opt.Weight); w > 1 {
		return w
	}
	return 0
}

// unrun is the result of a run of a that did not take place (cancelled
// before it, or no table at the size): what it would have promised too.
func (opt CompareOptions) unrun(a *solver.Algorithm, p solver.Problem, st solver.Status) solver.Result {
	return solver.Result{Algorithm: a.Name, Problem: p, Status: st, Conventions: opt.Conventions,
		Weight: opt.weightOf(a), Guarantee: a.Guarantee(opt.Weight)}
}

// runner runs the algorithms on one board after another, counting runs.
type runner struct {
	algs  []*solver.Algorithm
	opt   CompareOptions
	total int // runs in all, for progress; 0 when not known
	done  int // runs finished
}

func (r *runner) report(pr CompareProgress) {
	if r.opt.Progress != nil {
		r.opt.Progress(pr)
	}
}

// board runs every algorithm on board i, p: setDist receives p's true
// distance first, then put each row as it ends (j the algorithm's place),
// and opt.OnRow too; a run cut short by ctx is handed over as cancelled. It
// stops, leaving the rest unrun, when ctx is cancelled, and reports whether
// every run finished; an error is bad input to the search.
func (r *runner) board(ctx context.Context, i int, p solver.Problem, put func(j int, row Row), setDist func(int)) (bool, error) {
	opt := r.opt
	// The table is built before the runs, once per goal, so that it is not
	// timed against the table algorithm's first run.
	dist := -1
	if p.Shape.Tabled() {
		if t, err := solver.TableFor(ctx, p.Shape, p.Goal); err == nil {
			dist = t.Distance(p.Start)
		}
	}
	setDist(dist)
	for j, a := range r.algs {
		if ctx.Err() != nil {
			return false, nil
		}
		r.report(CompareProgress{Done: r.done, Total: r.total, Index: i, Algorithm: a.Name})
		lim := opt.LimitsFor(a.Name)
		if a.NeedsTable && !p.Shape.Tabled() {
			row := newRow(opt.unrun(a, p, solver.Limit), i, dist, lim)
			row.HitLimit, row.LimitKind = true, LimitTable
			put(j, row)
			r.done++
			if opt.OnRow != nil {
				opt.OnRow(row)
			}
			continue
		}
		_, o := r.options(i, a)
		res, known := solver.Result{}, false
		if opt.Known != nil {
			res, known = opt.Known(a, p, o)
		}
		if !known {
			// Likewise a pattern database, built by the first run that
			// needs it and then shared: untimed, its progress still
			// shown. Any error here is the search's own, which Solve
			// returns.
			_ = a.Prepare(ctx, p, opt.Prepare)
			var err error
			if res, err = a.Solve(ctx, p, o); err != nil {
				return false, err // bad input: a DepthLimit, or no pattern databases in the program
			}
		}
		if !opt.KeepPaths {
			res.Path, res.Moves = nil, nil
		}
		row := newRow(res, i, dist, lim)
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

// options are the caps and solver.Options of a's run on board i.
func (r *runner) options(i int, a *solver.Algorithm) (Limits, solver.Options) {
	opt := r.opt
	lim := opt.LimitsFor(a.Name)
	o := solver.Options{MaxNodes: lim.MaxNodes, Timeout: lim.Timeout, Interval: opt.Interval, Conventions: opt.Conventions,
		MaxMemory: opt.MaxMemory, Prepare: opt.Prepare}
	if a.DepthLimit {
		o.DepthLimit = opt.DepthLimit
	}
	if a.Weighted {
		o.Weight = opt.Weight
	}
	if opt.Progress != nil {
		done, total := r.done, r.total
		o.Progress = func(sp solver.Progress) {
			opt.Progress(CompareProgress{Done: done, Total: total, Index: i, Algorithm: a.Name, Search: sp})
		}
	}
	return lim, o
}

// RunLabel names runs of the algorithm of that name under weight w (as a
// Result reports it): "astar-manhattan w=3" for a weighted A*, the name
// alone otherwise. Wherever a weighted run is shown its weight is too.
func RunLabel(name string, w float64) string {
	if w > 1 {
		return name + " w=" + solver.WeightText(w)
	}
	return name
}

// Label names the row's run (RunLabel).
func (r Row) Label() string { return RunLabel(r.Algorithm, r.Weight) }

func newRow(res solver.Result, index, dist int, lim Limits) Row {
	r := Row{Result: res, Index: index, Distance: dist, Ran: true, Limits: lim}
	r.Optimal = res.Status == solver.Solved && (dist >= 0 && res.Cost == dist || dist < 0 && res.Guarantee == solver.Shortest)
	r.LimitKind = LimitOf(res, lim)
	r.HitLimit = r.LimitKind != ""
	return r
}

// LimitOf says which cap stopped a search that ran under lim, or "" when
// none did (its status is not solver.Limit). A search that ended at a limit
// without reaching either cap was stopped by its depth limit, or ran out of
// boards.
func LimitOf(res solver.Result, lim Limits) LimitKind {
	switch {
	case res.Status != solver.Limit:
		return ""
	case res.MemoryLimit:
		return LimitMemory
	case lim.MaxNodes > 0 && res.Expanded >= lim.MaxNodes:
		return LimitNodes
	case lim.Timeout > 0 && (res.TimeLimit || res.Elapsed >= lim.Timeout):
		return LimitTime
	}
	return LimitDepth
}

// BatchSpec describes the boards of a batch: Random boards drawn uniformly
// from those that can reach Goal, or PerDepth boards at each distance
// 1..Depth. The same spec and Seed give the same boards every time.
type BatchSpec struct {
	Shape    solver.Shape // the zero Shape is 3x3
	Goal     solver.Board // zero means the shape's blank-last goal
	Random   int          // number of random boards; or
	Depth    int          // the largest distance, for boards at each distance 1..Depth
	PerDepth int          // boards at each distance; 0 means 1
	Seed     uint64
}

// Len is the number of boards in the batch, once Boards has accepted it.
func (s BatchSpec) Len() int {
	if s.Random > 0 {
		return s.Random
	}
	return s.Depth * max(s.PerDepth, 1)
}

// Boards checks the spec and returns its boards as a sequence, each drawn
// when it is asked for, so that a batch of any size takes the same memory.
// Boards by distance come in order of distance; building the distance
// table for them stops if ctx is cancelled. Each pass over the sequence
// yields the same boards.
func (s BatchSpec) Boards(ctx context.Context) (iter.Seq[solver.Problem], error) {
	shape := s.Shape
	if err := shape.Check(); err != nil {
		return nil, fmt.Errorf("batch: %w", err)
	}
	goal := s.Goal
	if goal == 0 {
		goal = shape.Goal()
	}
	if !shape.Valid(goal) {
		return nil, fmt.Errorf("batch: goal is not a %v board of tiles 1 to %d and a blank", shape.Norm(), shape.Cells()-1)
	}
	newRNG := func() *rand.Rand { return rand.New(rand.NewPCG(s.Seed, 0x8b0a7e55)) } // any fixed second word
	switch {
	case s.Random > 0 && s.Depth > 0:
		return nil, errors.New("batch: give a number of random boards or a depth, not both")
	case s.Random < 0 || s.Depth < 0 || s.PerDepth < 0:
		return nil, errors.New("batch: the number of boards, the depth and the boards per depth cannot be negative")
	case s.Random > 0:
		return func(yield func(solver.Problem) bool) {
			rng := newRNG()
			for range s.Random {
				if !yield(solver.Problem{Start: shape.Random(rng, goal), Goal: goal, Shape: s.Shape}) {
					return
				}
			}
		}, nil
	case s.Depth > 0:
		if ctx == nil {
			ctx = context.Background()
		}
		if !shape.Tabled() {
			return nil, fmt.Errorf("batch: boards at each distance need the distance table, built only for boards of up to 9 cells, not %v: ask for random boards", shape.Norm())
		}
		t, err := solver.TableFor(ctx, shape, goal)
		if err != nil {
			return nil, err
		}
		if s.Depth > t.Max() {
			return nil, fmt.Errorf("batch: no board is %d moves from %v; the most is %d", s.Depth, shape.Format(goal), t.Max())
		}
		k := max(s.PerDepth, 1)
		return func(yield func(solver.Problem) bool) {
			rng := newRNG()
			for d := 1; d <= s.Depth; d++ {
				for range k {
					b, _ := t.RandomAt(rng, d) // d is within 1..Max: always found
					if !yield(solver.Problem{Start: b, Goal: goal, Shape: s.Shape}) {
						return
					}
				}
			}
		}, nil
	}
	return nil, errors.New("batch: give a number of random boards or a depth, at least 1")
}

// Problems draws the batch's boards into a slice; see Boards, which does
// not hold them all.
func (s BatchSpec) Problems(ctx context.Context) ([]solver.Problem, error) {
	seq, err := s.Boards(ctx)
	if err != nil {
		return nil, err
	}
	return slices.Collect(seq), nil
}
