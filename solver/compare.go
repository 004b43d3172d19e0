package solver

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"time"
)

// Default caps of one run in a comparison. The node cap is what normally
// stops a run: it is deterministic, and at tens of millions of expansions a
// second it lets every algorithm here finish on a 31-move board while
// keeping a slow one (a plain dfs or ids) to a fraction of a second. The
// time cap is only a backstop for slow machines.
const (
	DefaultMaxNodes = 5_000_000
	DefaultTimeout  = 3 * time.Second
)

// Limits caps one run of one algorithm. A zero field takes the default
// (DefaultMaxNodes, DefaultTimeout); a negative one means no cap.
type Limits struct {
	MaxNodes int64         // expansions
	Timeout  time.Duration // wall time of the run
}

// effective turns the zero-means-default, negative-means-none convention of
// CompareOptions into the zero-means-none convention of Options.
func (l Limits) effective() Limits {
	switch {
	case l.MaxNodes == 0:
		l.MaxNodes = DefaultMaxNodes
	case l.MaxNodes < 0:
		l.MaxNodes = 0
	}
	switch {
	case l.Timeout == 0:
		l.Timeout = DefaultTimeout
	case l.Timeout < 0:
		l.Timeout = 0
	}
	return l
}

// CompareOptions tune Compare and CompareBatch; the zero value runs with the
// default limits and reports nothing along the way.
type CompareOptions struct {
	Limits       Limits            // caps of every run
	PerAlgorithm map[string]Limits // caps by algorithm name, replacing Limits for it
	DepthLimit   int               // dls only; 0 means DefaultDepthLimit
	Conventions  Conventions       // of every run

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
}

// LimitsFor returns the caps a run of the named algorithm gets, after
// defaults: a zero field here means no cap.
func (o CompareOptions) LimitsFor(name string) Limits {
	l := o.Limits
	if pl, ok := o.PerAlgorithm[name]; ok {
		l = pl
	}
	return l.effective()
}

// CompareProgress says how far a comparison has got.
type CompareProgress struct {
	Done, Total int      // runs finished, runs in all (boards x algorithms)
	Index       int      // board of the batch being searched
	Algorithm   string   // name of the algorithm running; "" once all are done
	Search      Progress // the running search's latest snapshot; zero at its start
}

// LimitKind says which cap stopped a run.
type LimitKind string

const (
	LimitNodes LimitKind = "nodes" // MaxNodes expansions reached
	LimitTime  LimitKind = "time"  // Timeout passed
	LimitDepth LimitKind = "depth" // no path within the depth limit (dls), or the search ran dry
)

var limitNames = map[LimitKind]string{LimitNodes: "node limit", LimitTime: "time limit", LimitDepth: "depth limit"}

// Row is one run of one algorithm on one board: its Result with what a
// comparison adds. Rows are plain values; aggregates are computed from them.
type Row struct {
	Result           // Status Cancelled and zero counters when not Ran
	Index     int    // which board of the batch (0 for Compare)
	Distance  int    // true optimal distance from the table; -1 when unknown or unreachable
	Ran       bool   // false: the comparison was cancelled before this run began
	Limits    Limits // the caps this run had, after defaults (0: none)
	HitLimit  bool   // a cap stopped the run (Status Limit): its counters are lower bounds
	LimitKind LimitKind
	Optimal   bool // solved with Cost equal to Distance
}

// Finished reports whether the row's counters describe a whole run: it ran
// and was not cancelled midway. Rows stopped by a limit are finished.
func (r Row) Finished() bool { return r.Ran && r.Status != Cancelled }

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
// of Algorithms()). Callbacks run on the calling goroutine too.
//
// When ctx is cancelled the running search stops within a fraction of a
// millisecond; Compare returns every row, those not run marked so, with
// ctx's error. Other errors are bad input, found before anything runs.
func Compare(ctx context.Context, p Problem, algs []*Algorithm, opt CompareOptions) ([]Row, error) {
	opt.KeepPaths = true
	return CompareBatch(ctx, []Problem{p}, algs, opt)
}

// CompareBatch runs every algorithm on every problem as Compare does, board
// after board, and returns the rows board by board in algorithm order: row
// i*len(algs)+j is algorithm j on problem i.
func CompareBatch(ctx context.Context, problems []Problem, algs []*Algorithm, opt CompareOptions) ([]Row, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	if len(algs) == 0 {
		algs = Algorithms()
	}
	for i, p := range problems {
		if !p.Start.Valid() || !p.Goal.Valid() {
			return nil, fmt.Errorf("board %d: start and goal must be boards of tiles 1 to 8 and a blank", i)
		}
	}
	for _, a := range algs {
		if a == nil || a.run == nil {
			return nil, errors.New("compare: an algorithm is not one of Algorithms()")
		}
	}
	if err := opt.Conventions.Valid(); err != nil {
		return nil, err
	}

	// Every row starts as not run, so a cancel leaves them all accounted for.
	rows := make([]Row, 0, len(problems)*len(algs))
	for i, p := range problems {
		for _, a := range algs {
			rows = append(rows, Row{
				Result: Result{Algorithm: a.Name, Problem: p, Status: Cancelled, Conventions: opt.Conventions},
				Index:  i, Distance: -1, Limits: opt.LimitsFor(a.Name),
			})
		}
	}
	total := len(rows)
	report := func(pr CompareProgress) {
		if opt.Progress != nil {
			opt.Progress(pr)
		}
	}

	done := 0
	for i, p := range problems {
		if ctx.Err() != nil {
			break
		}
		// The table is built before the runs, once per goal, so that it is
		// not timed against the table algorithm's first run.
		dist := -1
		if t, err := TableFor(ctx, p.Goal); err == nil {
			dist = t.Distance(p.Start)
		}
		for j, a := range algs {
			k := i*len(algs) + j
			rows[k].Distance = dist
			if ctx.Err() != nil {
				continue
			}
			report(CompareProgress{Done: done, Total: total, Index: i, Algorithm: a.Name})
			lim := rows[k].Limits
			o := Options{DepthLimit: opt.DepthLimit, MaxNodes: lim.MaxNodes, Timeout: lim.Timeout, Interval: opt.Interval, Conventions: opt.Conventions}
			if opt.Progress != nil {
				o.Progress = func(sp Progress) {
					opt.Progress(CompareProgress{Done: done, Total: total, Index: i, Algorithm: a.Name, Search: sp})
				}
			}
			res, err := a.Solve(ctx, p, o)
			if err != nil {
				return rows, err // only a bad DepthLimit gets here
			}
			if !opt.KeepPaths {
				res.Path, res.Moves = nil, nil
			}
			rows[k] = newRow(res, i, dist, lim)
			done++
			if opt.OnRow != nil {
				opt.OnRow(rows[k])
			}
		}
	}
	report(CompareProgress{Done: done, Total: total})
	return rows, ctx.Err()
}

func newRow(res Result, index, dist int, lim Limits) Row {
	r := Row{Result: res, Index: index, Distance: dist, Ran: true, Limits: lim}
	r.Optimal = res.Status == Solved && dist >= 0 && res.Cost == dist
	if res.Status == Limit {
		r.HitLimit = true
		switch {
		case lim.MaxNodes > 0 && res.Expanded >= lim.MaxNodes:
			r.LimitKind = LimitNodes
		case lim.Timeout > 0 && res.Elapsed >= lim.Timeout:
			r.LimitKind = LimitTime
		default:
			r.LimitKind = LimitDepth
		}
	}
	return r
}

// BatchSpec describes the boards of a batch: Random boards drawn uniformly
// from those that can reach Goal, or PerDepth boards at each distance
// 1..Depth. The same spec and Seed give the same boards every time.
type BatchSpec struct {
	Goal     Board // zero means GoalBlankLast
	Random   int   // number of random boards; or
	Depth    int   // the largest distance, for boards at each distance 1..Depth
	PerDepth int   // boards at each distance; 0 means 1
	Seed     uint64
}

// Problems draws the batch's boards. Boards by distance come in order of
// distance; building the distance table for them stops if ctx is cancelled.
func (s BatchSpec) Problems(ctx context.Context) ([]Problem, error) {
	goal := s.Goal
	if goal == 0 {
		goal = GoalBlankLast
	}
	if !goal.Valid() {
		return nil, errors.New("batch: goal is not a board of tiles 1 to 8 and a blank")
	}
	rng := rand.New(rand.NewPCG(s.Seed, 0x8b0a7e55)) // any fixed second word
	switch {
	case s.Random > 0 && s.Depth > 0:
		return nil, errors.New("batch: give a number of random boards or a depth, not both")
	case s.Random > 0:
		ps := make([]Problem, s.Random)
		for i := range ps {
			ps[i] = Problem{Start: Random(rng, goal), Goal: goal}
		}
		return ps, nil
	case s.Depth > 0:
		if ctx == nil {
			ctx = context.Background()
		}
		t, err := TableFor(ctx, goal)
		if err != nil {
			return nil, err
		}
		if s.Depth > t.Max() {
			return nil, fmt.Errorf("batch: no board is %d moves from %v; the most is %d", s.Depth, goal, t.Max())
		}
		k := max(s.PerDepth, 1)
		ps := make([]Problem, 0, s.Depth*k)
		for d := 1; d <= s.Depth; d++ {
			for range k {
				b, _ := t.RandomAt(rng, d) // d is within 1..Max: always found
				ps = append(ps, Problem{Start: b, Goal: goal})
			}
		}
		return ps, nil
	}
	return nil, errors.New("batch: give a number of random boards or a depth, at least 1")
}
