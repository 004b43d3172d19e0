package wide

import (
	"context"
	"errors"
	"fmt"
	"math"
	"runtime"
	"slices"
	"time"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// Problem is what to solve: a start board and a goal on a shape up to 5x5.
type Problem struct {
	Start, Goal Board
	Shape       solver.Shape
}

// Result is a search's answer: the engine's Result for the counters,
// status, moves, guarantee and weight (its Problem and Path are left
// zero: a solver.Board holds 16 cells at most), with the boards here.
type Result struct {
	solver.Result
	Problem Problem
	Path    []Board // start to goal, both included, when Solved
}

// kind is the search this package runs for an algorithm.
type kind uint8

const (
	none        kind = iota
	idaStar          // IDA*: optimal
	bestFirst        // A* (weighted with Options.Weight > 1) or greedy
	idaPatterns      // IDA* led by additive pattern databases: optimal
)

// runs is the search for a, and whether its estimate adds the linear
// conflicts: asked of its family and heuristic, never its name.
func runs(a *solver.Algorithm) (k kind, lc bool) {
	if a == nil || a.Heuristic == nil {
		return none, false
	}
	if a.Parallel {
		// The parallel IDA* would be idastar-pdb on one processor here:
		// run under its own name, Compare's "All" showed one search twice
		// with two times, and its name promised two processors.
		return none, false
	}
	if a.Heuristic.Strength == solver.Strongest && a.Heuristic.Expression() == "" &&
		a.Family == solver.FamilyIDAStar {
		// idastar-pdb, and the 7-8 (the 4x4's, on request), which is
		// idastar-pdb on every other size, as its description says
		return idaPatterns, false
	}
	ok, lc := a.Heuristic.ManhattanTerms()
	if !ok {
		return none, false
	}
	switch a.Family {
	case solver.FamilyIDAStar:
		return idaStar, lc
	case solver.FamilyAStar, solver.FamilyGreedy:
		return bestFirst, lc
	}
	return none, false
}

// Runs reports whether Solve runs a: IDA*, A* (weighted or not) and
// greedy led by Manhattan distance or linear conflict, and IDA* led by
// the pattern databases (idastar-pdb).
func Runs(a *solver.Algorithm) bool { k, _ := runs(a); return k != none }

// Hopeless says in a few words why a cannot be expected to finish on a
// typical board of shape s (one that Needs this package), or "" when it
// can: as solver.Algorithm.Hopeless says it on the engine's shapes.
func Hopeless(a *solver.Algorithm, s solver.Shape) string {
	return solver.Reason(HopelessReason(a, s))
}

// HopelessReason is Hopeless as a format and its arguments, for a window
// that translates the format.
func HopelessReason(a *solver.Algorithm, s solver.Shape) (format string, args []any) {
	s = s.Norm()
	switch k, _ := runs(a); {
	case a == nil:
		return "", nil
	case k == none && a.Parallel:
		return "not run at %v: the parallel search is the engine's, up to 4x4; idastar-pdb runs the same search here, on one processor", []any{s}
	case k == none && a.NeedsTable:
		return "no table at %v: %.3g boards", []any{s, reachable(s)}
	case k == none && a.Heuristic != nil:
		return "not run at %v: only Manhattan distance and linear conflict lead a search on a side of 5, and the pattern databases IDA* (idastar-pdb)", []any{s}
	case k == none:
		return "not run at %v: an uninformed search of %.3g boards", []any{s, reachable(s)}
	case a.Family == solver.FamilyAStar:
		return "hopeless at %v unweighted: keeps every board it reaches; with -weight %s or more it finishes in seconds, at most that many times the shortest", []any{s, solver.WeightText(DefaultWeight)}
	case k == idaPatterns:
		return browserRefuses(s, runtime.GOOS)
	case k == idaStar && s.Cells() > 16:
		return "hopeless at %v: an optimal search needs pattern databases here; hours to days on a typical board (short scrambles finish)", []any{s}
	}
	return "", nil
}

// PatternsReach says what idastar-pdb solves on 5x5 within a minute, as
// measured (BenchmarkFiveByFiveOptimal, on a 2-core machine shared with
// other builds, load 5 to 10): the command line's algorithms list prints
// it.
const PatternsReach = "idastar-pdb on 5x5 is optimal: it builds its pattern databases once (two 5-5-5-5-4 partitions, 52 MB, some 20 s of processor time; cached on disk) and solves scrambles of 70 random moves (optima about 50) in 26 ms on average, 9 of 10 scrambles of 100 moves (optima about 58) within a minute; random boards (about 100 moves) are out of its reach: none of 5 finished in a minute."

// browserPlacements is the most placements idastar-pdb's databases may
// have in a browser, where they are built on the page's one thread with
// nothing to cache them: 4x5's (5.7 million) build in about 3 s of one
// processor natively; 5x5's (two partitions, 52 million) would keep the
// page busy for most of a minute.
const browserPlacements = 8_000_000

// BrowserRefusal is browserRefuses's reason: the shape and the millions of
// placements (a window translates it).
const BrowserRefusal = "not in a browser at %v: its pattern databases (%d million placements) would take the page's one thread most of a minute to build; the command line or the desktop app builds them once on every processor and keeps them"

// browserRefuses is why idastar-pdb does not run on s under goos, "" when
// it does: in a browser ("js"), only where its databases build in
// seconds.
func browserRefuses(s solver.Shape, goos string) (format string, args []any) {
	if goos != "js" {
		return "", nil
	}
	g := geo(s)
	if g == nil {
		return "", nil
	}
	n := 0
	for _, pat := range slices.Concat(DefaultPartitions(s, Goal(s))...) {
		n += placements(g.cells, len(pat))
	}
	if n > browserPlacements {
		return BrowserRefusal, []any{s, n / 1_000_000}
	}
	return "", nil
}

// DefaultWeight is the weight of weighted A* that the command line
// suggests on 5x5: with linear conflict it solved 50 random boards in
// 9 ms each on average, the slowest in 71 ms, in 203 moves on average (at
// most 271), about twice the usual optimum (BenchmarkFiveByFive, on a
// shared machine at load 7 to 9); at 3 one of them took 9.7 s.
const DefaultWeight = 5

// reachable is the number of boards that reach a given goal: cells!/2.
func reachable(s solver.Shape) float64 {
	f := 1.0
	for i := 2; i <= s.Cells(); i++ {
		f *= float64(i)
	}
	return f / 2
}

// Solve runs a on p, as solver.Algorithm.Solve does on the engine's
// boards: invalid boards, shapes or options are errors; an unsolvable
// pair is answered at once; limits and cancellation are a Result. The
// options it follows are MaxNodes, Timeout, MaxMemory, Weight (A*) and
// Progress (every Interval, with a last report on the final counters;
// its Board is left zero, a solver.Board holds 16 cells at most, and the
// time in the callback is not in Elapsed); Trace and Conventions other
// than the default are not followed yet, and are an error rather than
// ignored: SolveTraced records a search on these boards.
func Solve(ctx context.Context, a *solver.Algorithm, p Problem, opt solver.Options) (Result, error) {
	return run(ctx, a, p, opt, nil)
}

func run(ctx context.Context, a *solver.Algorithm, p Problem, opt solver.Options, trace func(Event)) (Result, error) {
	k, lc := runs(a)
	if k == none {
		name := "nil"
		if a != nil {
			name = a.Name
		}
		return Result{}, fmt.Errorf("%s: %s", name, Hopeless(a, p.Shape))
	}
	if err := Check(p.Shape); err != nil {
		return Result{}, err
	}
	p.Shape = p.Shape.Norm()
	want := fmt.Sprintf("the tiles 1 to %d and a blank, each once", p.Shape.Cells()-1)
	if !Valid(p.Shape, p.Start) {
		return Result{}, fmt.Errorf("start is not a %v board: %s", p.Shape, want)
	}
	if !Valid(p.Shape, p.Goal) {
		return Result{}, fmt.Errorf("goal is not a %v board: %s", p.Shape, want)
	}
	switch {
	case opt.MaxNodes < 0:
		return Result{}, fmt.Errorf("node limit %d is negative", opt.MaxNodes)
	case opt.Timeout < 0:
		return Result{}, fmt.Errorf("time limit %v is negative", opt.Timeout)
	case opt.Weight != 0 && !(opt.Weight >= 1 && opt.Weight <= solver.MaxWeight):
		return Result{}, fmt.Errorf("weight %v out of range 1..%d", opt.Weight, solver.MaxWeight)
	case opt.Conventions != (solver.Conventions{}):
		return Result{}, errors.New("conventions other than the default are not followed on a side of 5 yet")
	case opt.Trace != nil:
		return Result{}, errors.New("the engine's trace takes its own boards: trace a search of these boards with SolveTraced")
	}
	if ctx == nil {
		ctx = context.Background()
	}
	var db *Patterns
	var prepared *solver.Prepared
	if k == idaPatterns {
		if why := solver.Reason(browserRefuses(p.Shape, runtime.GOOS)); why != "" {
			return Result{}, fmt.Errorf("%s: %s", a.Name, why)
		}
	}
	if k == idaPatterns && parity(p.Shape, p.Start) == parity(p.Shape, p.Goal) && p.Start != p.Goal {
		if err := prepareFits(a, p.Shape, p.Goal, opt.MaxMemory); err != nil {
			return Result{}, err
		}
		var err error
		if db, prepared, err = prepare(ctx, p, opt.Prepare); err != nil {
			if ctx.Err() != nil {
				r := Result{Problem: p}
				r.Algorithm, r.Status, r.Guarantee = a.Name, solver.Cancelled, a.Guarantee(opt.Weight)
				return r, nil
			}
			return Result{}, err
		}
	}
	s := &search{ctx: ctx, p: p, opt: opt, t: newTables(p.Shape, p.Goal, lc), started: time.Now()}
	if trace != nil {
		s.tr = &traced{fn: trace}
	}
	s.res.Algorithm = a.Name
	if opt.Timeout > 0 {
		s.deadline = s.started.Add(opt.Timeout)
	}
	w := a.RunWeight(opt.Weight)
	switch {
	case parity(p.Shape, p.Start) != parity(p.Shape, p.Goal):
		s.res.Status = solver.Unsolvable
	case ctx.Err() != nil:
		s.res.Status = solver.Cancelled
	case p.Start == p.Goal:
		s.found([]Board{p.Start}, nil)
	case k == idaStar:
		s.idaStar()
	case k == idaPatterns:
		s.idaPatterns(db)
	case a.Family == solver.FamilyGreedy:
		s.bestFirst(0, 1)
	default:
		s.bestFirst(1, w)
	}
	s.res.Elapsed = s.elapsed()
	s.res.Guarantee = a.Guarantee(opt.Weight)
	s.res.Prepared = prepared
	if w > 1 {
		s.res.Weight = w
	}
	if opt.Progress != nil && s.res.Status != solver.Unsolvable {
		// a last report, so a display ends on the final counters
		opt.Progress(solver.Progress{
			Expanded: s.res.Expanded, Generated: s.res.Generated, MaxDepth: s.res.MaxDepth,
			MaxFrontier: s.res.MaxFrontier, Depth: s.res.Cost, F: float64(s.res.Cost), Elapsed: s.res.Elapsed,
		})
	}
	return Result{Result: s.res, Problem: p, Path: s.path}, nil
}

// search is one run's state.
type search struct {
	ctx      context.Context
	p        Problem
	opt      solver.Options
	t        *tables
	started  time.Time
	deadline time.Time
	res      solver.Result
	path     []Board
	// the time spent in the Progress callback, not the search's own
	paused     time.Duration
	lastReport time.Time
	tr         *traced // nil but for SolveTraced
}

// elapsed is the search's own time so far.
func (s *search) elapsed() time.Duration { return max(0, time.Since(s.started)-s.paused) }

// checkEvery is how many expansions pass between looks at the context
// and the clock in IDA*, a fraction of a millisecond of its search;
// checkEveryBest in the best-first searches, whose expansions cost some
// 30 times more (a hash map and a heap; 1,024 of them 5-10 ms), so that
// Esc and a time limit are read as promptly as in IDA*.
// pageTurn gives a browser's page its turn (solver.YieldPause); a test
// counts the calls.
var pageTurn = solver.YieldPause

const (
	checkEvery     = 1024
	checkEveryBest = 32
)

// due says whether to look at the limits after this expansion: every
// `every` (checkEvery or checkEveryBest), and on reaching the node limit
// exactly, so that a search stopped by "the node limit (1,000 boards)"
// expanded 1,000, not 1,024.
func (s *search) due(every int64) bool {
	return s.res.Expanded%every == 0 || s.res.Expanded == s.opt.MaxNodes
}

// expand counts the expansion of a board g moves deep with estimate h
// (its blank at blank, reached from back; -1 for the start) and the
// successors it generates, and checks the limits when due: true when one
// stopped the search. Both IDA*s (Manhattan or linear conflict, and the
// pattern databases') count alike; wait is their siblings waiting.
func (s *search) expand(g, h, bound, back, blank int, wait *int) bool {
	s.res.Expanded++
	if s.due(checkEvery) && s.stopped(g, float64(g+h), *wait, bound) {
		if s.tr != nil {
			s.traceDepth(g, h, bound, back, blank, *wait, false)
		}
		return true
	}
	n := len(s.t.g.steps[blank])
	if back >= 0 {
		n--
	}
	s.res.Generated += int64(n)
	*wait += n
	s.res.MaxFrontier = max(s.res.MaxFrontier, *wait)
	s.res.MaxDepth = max(s.res.MaxDepth, g+1)
	if s.tr != nil {
		s.traceDepth(g, h, bound, back, blank, *wait, true)
	}
	return false
}

// stopped checks the limits, and reports progress when an Interval has
// passed (g is the depth of the board being expanded, f its priority in
// moves, frontier the boards waiting, bound IDA*'s); it sets the status
// when a limit is reached.
func (s *search) stopped(g int, f float64, frontier int, bound int) bool {
	// In a browser the page has one thread: without its turn here a 5x5
	// search held it to the end (a random board's IDA*: for ever), Esc
	// unread. The page's time is not the search's.
	s.paused += pageTurn()
	if s.opt.Progress != nil {
		interval := s.opt.Interval
		if interval <= 0 {
			interval = solver.DefaultInterval
		}
		if now := time.Now(); now.Sub(s.lastReport) >= interval {
			s.lastReport = now
			p := solver.Progress{
				Expanded: s.res.Expanded, Generated: s.res.Generated, Depth: g, F: f, Bound: float64(bound),
				MaxDepth: s.res.MaxDepth, Frontier: frontier, MaxFrontier: s.res.MaxFrontier, Elapsed: s.elapsed(),
			}
			s.opt.Progress(p)
			s.paused += time.Since(now)
		}
	}
	switch {
	case s.ctx.Err() != nil:
		s.res.Status = solver.Cancelled
	case s.opt.MaxNodes > 0 && s.res.Expanded >= s.opt.MaxNodes:
		s.res.Status = solver.Limit
	case !s.deadline.IsZero() && time.Now().After(s.deadline):
		s.res.Status, s.res.TimeLimit = solver.Limit, true
	default:
		return false
	}
	return true
}

// found records a path and its moves.
func (s *search) found(path []Board, moves []solver.Move) {
	s.res.Status = solver.Solved
	s.res.Cost = len(path) - 1
	s.res.Moves = moves
	s.path = path
}

// ---- IDA*

// ida is IDA*'s board, changed in place, and the estimate's parts.
type ida struct {
	*search
	b      Board
	blank  int
	lcRow  [MaxSide]int
	lcCol  [MaxSide]int
	moves  []solver.Move
	next   int // the least f above the bound met in this iteration
	wait   int // siblings generated and waiting along the path
	halted bool
}

func (s *search) idaStar() {
	st := &ida{search: s, b: s.p.Start, blank: s.p.Start.Blank(s.p.Shape)}
	s.traceIDA(&st.b, s.t.estimate)
	h := 0
	for c := 0; c < st.t.g.cells; c++ {
		h += int(st.t.md[st.b[c]][c])
	}
	if st.t.lc {
		for r := 0; r < st.t.g.rows; r++ {
			st.lcRow[r] = st.t.rowConflicts(&st.b, r)
			h += st.lcRow[r]
		}
		for c := 0; c < st.t.g.cols; c++ {
			st.lcCol[c] = st.t.colConflicts(&st.b, c)
			h += st.lcCol[c]
		}
	}
	for bound := h; ; {
		st.next = math.MaxInt
		if st.dfs(0, h, bound, -1, st.t.g.steps[st.blank]) {
			path := make([]Board, 0, len(st.moves)+1)
			b := s.p.Start
			path = append(path, b)
			for _, m := range st.moves {
				b, _ = Apply(s.p.Shape, b, m)
				path = append(path, b)
			}
			s.found(path, st.moves)
			return
		}
		if st.halted {
			return
		}
		if st.next == math.MaxInt { // nothing left: cannot happen between boards of one parity
			s.res.Status = solver.Limit
			return
		}
		bound = st.next
	}
}

// dfs searches below the board in st within bound, through steps (the
// blank's, but the one back to back); true when it reached the goal, with
// st.moves the way there.
func (st *ida) dfs(g, h, bound, back int, steps []step) bool {
	if f := g + h; f > bound {
		if f < st.next {
			st.next = f
		}
		return false
	}
	if h == 0 { // Manhattan distance is 0 only on the goal
		return true
	}
	if st.expand(g, h, bound, back, st.blank, &st.wait) {
		st.halted = true
		return false
	}
	t := st.t
	cols := t.g.cols
	for _, sp := range steps {
		to := int(sp.to)
		st.wait--
		blank := st.blank
		tile := st.b[to]
		nh := h - int(t.md[tile][to]) + int(t.md[tile][blank])
		st.b[blank], st.b[to], st.blank = tile, 0, to
		var save [2]int
		var l1, l2 int // the lines whose conflicts the move can change
		horizontal := sp.move >= solver.Left
		if t.lc {
			if horizontal { // the tile changes column, not row
				l1, l2 = to%cols, blank%cols
				save = [2]int{st.lcCol[l1], st.lcCol[l2]}
				st.lcCol[l1], st.lcCol[l2] = t.colConflicts(&st.b, l1), t.colConflicts(&st.b, l2)
				nh += st.lcCol[l1] + st.lcCol[l2] - save[0] - save[1]
			} else {
				l1, l2 = to/cols, blank/cols
				save = [2]int{st.lcRow[l1], st.lcRow[l2]}
				st.lcRow[l1], st.lcRow[l2] = t.rowConflicts(&st.b, l1), t.rowConflicts(&st.b, l2)
				nh += st.lcRow[l1] + st.lcRow[l2] - save[0] - save[1]
			}
		}
		st.moves = append(st.moves, sp.move)
		if st.dfs(g+1, nh, bound, blank, t.g.onward[to][sp.back]) {
			return true
		}
		st.moves = st.moves[:len(st.moves)-1]
		st.b[to], st.b[blank], st.blank = tile, 0, blank
		if t.lc {
			if horizontal {
				st.lcCol[l1], st.lcCol[l2] = save[0], save[1]
			} else {
				st.lcRow[l1], st.lcRow[l2] = save[0], save[1]
			}
		}
		if st.halted {
			return false
		}
	}
	return false
}
