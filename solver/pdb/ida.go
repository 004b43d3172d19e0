package pdb

import (
	"context"
	"errors"
	"fmt"
	"math/bits"
	"slices"
	"time"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/internal/hook"
)

// Name is the algorithm name Solve reports in Result.Algorithm.
const Name = "idastar-pdb"

// checkEvery is how many expansions pass between looks at the context,
// the clock and the node limit: rare enough to cost nothing per node,
// often enough (tens of microseconds) to stop at once.
const checkEvery = 1024

// Solve finds a shortest path from start to the databases' goal by IDA*:
// depth-first within a bound on moves made plus Estimate, raised to the
// smallest value that went over it until the goal is reached. One thread,
// no allocation per node. The counters follow solver.Result: Expanded
// counts boards whose successors were generated, Generated the successors
// (the move back to the parent and the other moves the duplicate
// automaton forbids, see fsm.go, are never made; the start is not
// counted).
//
// It honours ctx, opt.MaxNodes, opt.Timeout, opt.Progress (every
// opt.Interval) and opt.Trace, which receives the search log of this same
// search (see ida.traceExpand); opt.DepthLimit does not apply. A start that is not a 4x4
// board, bad options or a nil db give an error; a start that cannot reach
// the goal gives Status Unsolvable.
func Solve(ctx context.Context, db *DB, start solver.Board, opt solver.Options) (solver.Result, error) {
	return solve(ctx, db, start, opt, 1)
}

// solve is Solve with the larger iterations split over workers goroutines
// (see SolveParallel); one worker is Solve's own search.
func solve(ctx context.Context, db *DB, start solver.Board, opt solver.Options, workers int) (solver.Result, error) {
	begin := time.Now()
	if db == nil {
		return solver.Result{}, errors.New("no pattern databases")
	}
	if err := check(start); err != nil {
		return solver.Result{}, fmt.Errorf("start: %w", err)
	}
	if opt.MaxNodes < 0 {
		return solver.Result{}, fmt.Errorf("node limit %d is negative", opt.MaxNodes)
	}
	if opt.Timeout < 0 {
		return solver.Result{}, fmt.Errorf("time limit %v is negative", opt.Timeout)
	}
	if err := opt.Conventions.Valid(); err != nil {
		return solver.Result{}, err
	}
	if opt.Conventions.Order != 0 {
		return solver.Result{}, fmt.Errorf("%s tries moves in the default order only, not %v", Name, opt.Conventions.Order)
	}
	res := solver.Result{
		Algorithm:   Name,
		Problem:     solver.Problem{Start: start, Goal: db.goal},
		Conventions: opt.Conventions,
	}
	if !square4.Solvable(start, db.goal) {
		res.Status = solver.Unsolvable
		res.Elapsed = time.Since(begin)
		return res, nil
	}
	x := newIDA(ctx, db, opt, begin)
	if workers > 1 {
		x.par = newParRun(ctx, db, x, workers)
	}
	blank := blankOf(start)
	h := x.start(db, start)
	x.bound = h
	for {
		x.next = noBound
		var found bool
		if x.par != nil {
			found = x.par.iteration(start, blank, h)
		} else {
			found = x.search(start, blank, fsmStart, 0, h)
		}
		if x.par != nil && x.par.err != nil {
			return solver.Result{}, x.par.err
		}
		if found {
			slices.Reverse(x.path)
			res.Status = solver.Solved
			res.Path = x.path
			res.Cost = len(x.path) - 1
			res.Moves = movesOf(x.path)
			break
		}
		if x.halted {
			res.Status = x.status
			break
		}
		if x.next == noBound { // cannot happen: the start reaches the goal
			return solver.Result{}, errors.New("search exhausted without reaching the goal")
		}
		x.bound = x.next
	}
	res.Expanded, res.Generated = x.expanded, x.generated
	if x.par != nil {
		x.par.done() // the benchmark's figures
	}
	res.MaxDepth, res.MaxFrontier = x.maxDepth, x.maxFrontier
	res.TimeLimit = x.timeLimit
	// the search's own time, as the engine's (solver.Result.Elapsed)
	res.Elapsed = max(0, time.Since(begin)-x.paused)
	if opt.Progress != nil {
		last := start
		if n := len(res.Path); n > 0 {
			last = res.Path[n-1]
		}
		opt.Progress(solver.Progress{
			Expanded: res.Expanded, Generated: res.Generated, Depth: res.Cost, F: float64(res.Cost),
			Bound: float64(x.bound), MaxDepth: res.MaxDepth, Frontier: x.pending, MaxFrontier: res.MaxFrontier,
			Board: last, Elapsed: res.Elapsed,
		})
	}
	return res, nil
}

const noBound = 1 << 30

// movesOf names the blank's moves along a path.
func movesOf(path []solver.Board) []solver.Move {
	moves := make([]solver.Move, 0, len(path)-1)
	for i := 1; i < len(path); i++ {
		switch blankOf(path[i]) - blankOf(path[i-1]) {
		case -side:
			moves = append(moves, solver.Up)
		case side:
			moves = append(moves, solver.Down)
		case -1:
			moves = append(moves, solver.Left)
		default:
			moves = append(moves, solver.Right)
		}
	}
	return moves
}

// maxViews bounds the sums one search keeps: two per partition.
const maxViews = 2 * maxPartitions

// The search's state per view (see view). A view's sum is the Manhattan
// distance of all the tiles plus twice the sum of its patterns' excesses
// (see DB.excess); mirroring keeps every tile's distance, so the distance
// is the same in every view and the estimate is md + 2*max(esum). Only
// the moved tile's pattern changes in each view: its index moves by the
// difference of the cells in the tile's nibble, and its excess is read
// again.
type ida struct {
	goal   solver.Board
	nviews int
	tabs   [maxViews][cells][]uint8 // per view, per pattern: the excess table
	size   [maxViews][cells]uint8   // per view, per pattern: its tiles
	ranked bool                     // some pattern's table is ranked: visitRanked
	// info[v][t] is tile t's pattern in view v, and in bits 8 on, the
	// shift of its nibble in the pattern's index
	info [maxViews][cells]uint16
	// step[v][d] is how far move d of the blank moves the tile it swaps
	// with, in the cells as view v sees them (the reflection turns rows
	// into columns): the tile's nibble changes by that much
	step [maxViews][4]int32
	idx  [maxViews][cells]uint32
	ex   [maxViews][cells]uint8 // per view and pattern, the excess at idx
	esum [maxViews]int32        // per view, the sum of ex
	md   int32                  // the Manhattan distance of the board
	// mdist[t][c] is tile t's Manhattan distance in cell c
	mdist [cells][cells]int8
	fsm   [][4]uint16 // the duplicate automaton (see fsm.go)
	allow []uint8     // per automaton state, the moves it allows

	bound, next int32
	path        []solver.Board

	expanded, generated int64
	maxDepth            int
	pending             int
	maxFrontier         int

	// what the search log needs, when opt.Trace is set: the databases, for
	// each board's estimate, and the boards along the current path, for
	// each board's parent
	db     *DB
	trace  func(solver.Event)
	stack  []solver.Board
	states []uint16 // the automaton's state of each board in stack
	hps    []int32  // the estimate of each board in stack, after pathmax

	ctx        context.Context
	opt        solver.Options
	begin      time.Time
	deadline   time.Time
	lastReport time.Time
	interval   time.Duration
	nextCheck  int64
	every      int64 // expansions between checks: checkEvery, or 1 for the probe
	probe      func(board uint64)
	halted     bool
	status     solver.Status
	timeLimit  bool          // the deadline stopped it
	paused     time.Duration // in the Progress and Trace callbacks: not the search's

	// cut is the depth at which visit hands a board to atCut instead of
	// searching below it (noBound: never), while par collects an
	// iteration's frontier or puts its workers' results in order; worker
	// is set on a worker's own search (see par.go)
	cut    int32
	par    *parRun
	worker *worker
}

func newIDA(ctx context.Context, db *DB, opt solver.Options, begin time.Time) *ida {
	auto := duplicateFSM()
	x := &ida{goal: db.goal, nviews: len(db.views), fsm: auto.next, allow: auto.allow,
		ctx: ctx, opt: opt, begin: begin, lastReport: begin, interval: opt.Interval,
		every: checkEvery, probe: hook.Expand, cut: noBound}
	if x.probe != nil {
		x.every = 1 // check, and so call the probe, at every expansion
	}
	if opt.Trace != nil {
		x.db, x.trace = db, opt.Trace
	}
	for t := range db.mdist {
		for c, d := range db.mdist[t] {
			x.mdist[t][c] = int8(d)
		}
	}
	for i := range db.views {
		v := &db.views[i]
		copy(x.tabs[i][:], v.tabs)
		for k, m := range v.sizes {
			x.size[i][k] = uint8(m)
			x.ranked = x.ranked || ranked(m)
		}
		for t := 1; t < cells; t++ {
			x.info[i][t] = uint16(v.pat[t]) | uint16(v.shift[t])<<8
		}
		// The views map cells by the identity or the reflection, under
		// which a move's step is the same from every cell: measure it
		// from cell 5, which has all four neighbours.
		for d, st := range moveStep {
			x.step[i][d] = int32(v.cell[5]) - int32(v.cell[5+int(st)])
		}
	}
	if opt.Timeout > 0 {
		x.deadline = begin.Add(opt.Timeout)
	}
	if x.interval <= 0 {
		x.interval = solver.DefaultInterval
	}
	x.setNextCheck()
	if x.probe != nil {
		x.nextCheck = 0 // the first expansion is checked too
	}
	return x
}

// start sets the state for the board b and returns its estimate.
func (x *ida) start(db *DB, b solver.Board) int32 {
	x.md = 0
	for c := 0; c < cells; c++ {
		if t := at(b, c); t != 0 {
			x.md += int32(x.mdist[t][c])
		}
	}
	var best int32
	for i := range db.views {
		idx, _ := db.views[i].indices(db, b)
		x.esum[i] = 0
		for k, tab := range db.views[i].tabs {
			x.idx[i][k] = idx[k]
			x.ex[i][k] = lookup(tab, idx[k], db.views[i].sizes[k])
			x.esum[i] += int32(x.ex[i][k])
		}
		best = max(best, x.esum[i])
	}
	return x.md + 2*best
}

func (x *ida) setNextCheck() {
	if x.cut != noBound {
		x.nextCheck = 0 // every board, to meet the cut (visit)
		return
	}
	x.nextCheck = x.expanded + x.every
	if x.opt.MaxNodes > 0 && x.nextCheck > x.opt.MaxNodes {
		x.nextCheck = x.opt.MaxNodes
	}
}

// check runs every checkEvery expansions and before the node limit's
// last; it reports whether to stop.
func (x *ida) check(b solver.Board, g, f int) bool {
	if x.worker != nil {
		return x.worker.check(b, g, f)
	}
	x.setNextCheck()
	quiet := x.par != nil && x.par.quiet()
	if !quiet {
		x.paused += solver.YieldPause() // in a browser, the page's turn (and Esc's): not the search's time
		if x.ctx.Err() != nil {
			x.halted, x.status = true, solver.Cancelled
			return true
		}
	}
	if x.opt.MaxNodes > 0 && x.expanded >= x.opt.MaxNodes {
		x.halted, x.status = true, solver.Limit
		return true
	}
	if x.probe != nil {
		x.probe(uint64(b))
	}
	if quiet || x.deadline.IsZero() && x.opt.Progress == nil {
		return false
	}
	now := time.Now()
	if !x.deadline.IsZero() && now.After(x.deadline) {
		x.halted, x.status, x.timeLimit = true, solver.Limit, true
		return true
	}
	if x.opt.Progress != nil && now.Sub(x.lastReport) >= x.interval && (x.par == nil || x.expanded >= x.par.floor) {
		x.lastReport = now
		x.opt.Progress(solver.Progress{
			Expanded: x.expanded, Generated: x.generated, Depth: g, F: float64(f),
			Bound: float64(x.bound), MaxDepth: x.maxDepth, Frontier: x.pending, MaxFrontier: x.maxFrontier,
			Board: b, Elapsed: now.Sub(x.begin) - x.paused,
		})
		x.paused += time.Since(now)
	}
	return false
}

// kid is a move's outcome, worked out before the children are searched:
// per view, the moved tile's pattern's new index and excess and the
// view's new excess sum.
type kid struct {
	ni    [maxViews]uint32
	es    [maxViews]int32
	ne    [maxViews]uint8
	dir   uint8  // the blank's move
	state uint16 // the duplicate automaton's state after the move
	hc    int32  // the estimate
}

// visit searches below b, which is within the bound; state is the
// duplicate automaton's state for the moves that led to b, hp the
// estimate of b. A child over the bound is cut off here rather than in a
// call of its own.
func (x *ida) visit(b solver.Board, blank int, state uint16, g, hp int32) bool {
	if b == x.goal {
		x.path = append(make([]solver.Board, 0, g+1), b)
		return true
	}
	if x.expanded >= x.nextCheck {
		// the cut is looked for here, where a search without one looks
		// only every checkEvery expansions: while there is one,
		// nextCheck stays 0 (setNextCheck)
		if g == x.cut {
			return x.atCut(b, blank, state, g, hp)
		}
		if x.check(b, int(g), int(g+hp)) {
			return false
		}
	}
	x.expanded++
	// the moves the board allows and the automaton does not forbid
	moves := uint(x.allow[state] & dirsAt[blank&(cells-1)])
	n := bits.OnesCount(moves)
	x.generated += int64(n)
	if int(g)+1 > x.maxDepth {
		x.maxDepth = int(g) + 1
	}
	x.pending += n
	if x.pending > x.maxFrontier {
		x.maxFrontier = x.pending
	}
	nviews := x.nviews
	if nviews > maxViews {
		return false // cannot happen; lets the compiler drop bounds checks
	}
	next := &x.fsm[state]
	// First every child's estimate, then the children within the bound
	// in order of estimate: in the last iteration the goal lies below
	// the most promising child more often than not, and the search ends
	// before the other children are searched.
	var kids [4]kid
	nk, cut := 0, 0
children:
	for ; moves != 0; moves &= moves - 1 {
		d := bits.TrailingZeros(moves) & 3
		nb := blank + int(moveStep[d])
		t := int(b>>(4*uint(nb&(cells-1)))) & 0xF
		// tile t goes from nb to blank: in each view, its pattern's
		// index moves by the difference of the cells (as the view sees
		// them) in the tile's nibble. The views are looked up in turn
		// until one puts the child over the bound; about half the
		// children are cut off, most by the first view, and a lookup is
		// most of what a child costs.
		md := x.md + int32(x.mdist[t][blank&(cells-1)]) - int32(x.mdist[t][nb&(cells-1)])
		kd := &kids[nk&3]
		var best int32
		for v := 0; v < nviews; v++ {
			info := x.info[v][t]
			k := info & 0xF
			ni := x.idx[v][k] + uint32(x.step[v][d]<<(info>>8))
			e := excessAt(x.tabs[v][k], ni)
			es := x.esum[v] - int32(x.ex[v][k]) + int32(e)
			kd.ni[v], kd.ne[v], kd.es[v] = ni, e, es
			best = max(best, es)
			if f := g + 1 + md + 2*best; f > x.bound {
				// over the bound already: the other views could only
				// raise f, and the next bound, which they could raise
				// too, need only be a lower bound
				x.next = min(x.next, f)
				cut++
				continue children
			}
		}
		hc := md + 2*best
		if hc-1 > hp {
			// The databases are not consistent (a pattern's value can
			// change by 3 in one move, when the blank is cut off in
			// another region), so a child can know more than its parent:
			// the parent is at least hc-1 from the goal (pathmax upwards).
			// If that puts it over the bound, no child need be searched.
			hp = hc - 1
			if g+hp > x.bound {
				x.next = min(x.next, g+hp)
				x.pending -= n
				if x.trace != nil {
					x.traceExpansion(b, g, hp, nil, nil)
				}
				return false
			}
		}
		kd.dir, kd.state, kd.hc = uint8(d), next[d], hc
		nk++
	}
	x.pending -= cut
	// insertion sort by estimate; the children keep the move order on ties
	var order [4]uint8
	for i := 0; i < nk; i++ {
		j := i
		for ; j > 0 && kids[order[j-1]&3].hc > kids[i].hc; j-- {
			order[j] = order[j-1]
		}
		order[j&3] = uint8(i)
	}
	if x.trace != nil {
		x.traceExpansion(b, g, hp, kids[:nk], order[:nk])
	}
	md0 := x.md
	for i := 0; i < nk; i++ {
		kd := &kids[order[i]&3]
		x.pending--
		// and the child is at least hp-1 from the goal (pathmax downwards)
		hc := max(kd.hc, hp-1)
		if f := g + 1 + hc; f > x.bound {
			// pathmax raised hp after this child was kept; the children
			// after it are no better
			x.next = min(x.next, f)
			x.pending -= nk - 1 - i
			return false
		}
		nb := blank + int(moveStep[kd.dir&3])
		t := b >> (4 * uint(nb&(cells-1))) & 0xF
		c := b&^(0xF<<(4*uint(nb&(cells-1)))) | t<<(4*uint(blank&(cells-1)))
		var oldIdx [maxViews]uint32
		var oldEx [maxViews]uint8
		oldSum := x.esum
		for v := 0; v < nviews; v++ {
			k := x.info[v][t] & 0xF
			oldIdx[v], oldEx[v] = x.idx[v][k], x.ex[v][k]
			x.idx[v][k], x.ex[v][k] = kd.ni[v], kd.ne[v]
		}
		x.esum = kd.es
		x.md = md0 + int32(x.mdist[t][blank&(cells-1)]) - int32(x.mdist[t][nb&(cells-1)])
		found := x.visit(c, nb, kd.state, g+1, hc)
		for v := 0; v < nviews; v++ {
			k := x.info[v][t] & 0xF
			x.idx[v][k], x.ex[v][k] = oldIdx[v], oldEx[v]
		}
		x.esum, x.md = oldSum, md0
		if found {
			x.path = append(x.path, b)
			return true
		}
		if x.halted {
			x.pending -= nk - 1 - i
			return false
		}
	}
	return false
}

// visitRanked is visit for databases with a ranked pattern (the 7-8's,
// see ranked.go): the same search, the moved tile's pattern looked up by
// rank. A copy rather than a test in visit, so that the 6-6-3's search
// pays nothing for it.
func (x *ida) visitRanked(b solver.Board, blank int, state uint16, g, hp int32) bool {
	if b == x.goal {
		x.path = append(make([]solver.Board, 0, g+1), b)
		return true
	}
	if x.expanded >= x.nextCheck {
		// the cut is looked for here, where a search without one looks
		// only every checkEvery expansions: while there is one,
		// nextCheck stays 0 (setNextCheck)
		if g == x.cut {
			return x.atCut(b, blank, state, g, hp)
		}
		if x.check(b, int(g), int(g+hp)) {
			return false
		}
	}
	x.expanded++
	// the moves the board allows and the automaton does not forbid
	moves := uint(x.allow[state] & dirsAt[blank&(cells-1)])
	n := bits.OnesCount(moves)
	x.generated += int64(n)
	if int(g)+1 > x.maxDepth {
		x.maxDepth = int(g) + 1
	}
	x.pending += n
	if x.pending > x.maxFrontier {
		x.maxFrontier = x.pending
	}
	nviews := x.nviews
	if nviews > maxViews {
		return false // cannot happen; lets the compiler drop bounds checks
	}
	next := &x.fsm[state]
	// First every child's estimate, then the children within the bound
	// in order of estimate: in the last iteration the goal lies below
	// the most promising child more often than not, and the search ends
	// before the other children are searched.
	var kids [4]kid
	nk, cut := 0, 0
children:
	for ; moves != 0; moves &= moves - 1 {
		d := bits.TrailingZeros(moves) & 3
		nb := blank + int(moveStep[d])
		t := int(b>>(4*uint(nb&(cells-1)))) & 0xF
		// tile t goes from nb to blank: in each view, its pattern's
		// index moves by the difference of the cells (as the view sees
		// them) in the tile's nibble. The views are looked up in turn
		// until one puts the child over the bound; about half the
		// children are cut off, most by the first view, and a lookup is
		// most of what a child costs.
		md := x.md + int32(x.mdist[t][blank&(cells-1)]) - int32(x.mdist[t][nb&(cells-1)])
		kd := &kids[nk&3]
		var best int32
		for v := 0; v < nviews; v++ {
			info := x.info[v][t]
			k := info & 0xF
			ni := x.idx[v][k] + uint32(x.step[v][d]<<(info>>8))
			e := lookup(x.tabs[v][k], ni, int(x.size[v][k]))
			es := x.esum[v] - int32(x.ex[v][k]) + int32(e)
			kd.ni[v], kd.ne[v], kd.es[v] = ni, e, es
			best = max(best, es)
			if f := g + 1 + md + 2*best; f > x.bound {
				// over the bound already: the other views could only
				// raise f, and the next bound, which they could raise
				// too, need only be a lower bound
				x.next = min(x.next, f)
				cut++
				continue children
			}
		}
		hc := md + 2*best
		if hc-1 > hp {
			// The databases are not consistent (a pattern's value can
			// change by 3 in one move, when the blank is cut off in
			// another region), so a child can know more than its parent:
			// the parent is at least hc-1 from the goal (pathmax upwards).
			// If that puts it over the bound, no child need be searched.
			hp = hc - 1
			if g+hp > x.bound {
				x.next = min(x.next, g+hp)
				x.pending -= n
				if x.trace != nil {
					x.traceExpansion(b, g, hp, nil, nil)
				}
				return false
			}
		}
		kd.dir, kd.state, kd.hc = uint8(d), next[d], hc
		nk++
	}
	x.pending -= cut
	// insertion sort by estimate; the children keep the move order on ties
	var order [4]uint8
	for i := 0; i < nk; i++ {
		j := i
		for ; j > 0 && kids[order[j-1]&3].hc > kids[i].hc; j-- {
			order[j] = order[j-1]
		}
		order[j&3] = uint8(i)
	}
	if x.trace != nil {
		x.traceExpansion(b, g, hp, kids[:nk], order[:nk])
	}
	md0 := x.md
	for i := 0; i < nk; i++ {
		kd := &kids[order[i]&3]
		x.pending--
		// and the child is at least hp-1 from the goal (pathmax downwards)
		hc := max(kd.hc, hp-1)
		if f := g + 1 + hc; f > x.bound {
			// pathmax raised hp after this child was kept; the children
			// after it are no better
			x.next = min(x.next, f)
			x.pending -= nk - 1 - i
			return false
		}
		nb := blank + int(moveStep[kd.dir&3])
		t := b >> (4 * uint(nb&(cells-1))) & 0xF
		c := b&^(0xF<<(4*uint(nb&(cells-1)))) | t<<(4*uint(blank&(cells-1)))
		var oldIdx [maxViews]uint32
		var oldEx [maxViews]uint8
		oldSum := x.esum
		for v := 0; v < nviews; v++ {
			k := x.info[v][t] & 0xF
			oldIdx[v], oldEx[v] = x.idx[v][k], x.ex[v][k]
			x.idx[v][k], x.ex[v][k] = kd.ni[v], kd.ne[v]
		}
		x.esum = kd.es
		x.md = md0 + int32(x.mdist[t][blank&(cells-1)]) - int32(x.mdist[t][nb&(cells-1)])
		found := x.visitRanked(c, nb, kd.state, g+1, hc)
		for v := 0; v < nviews; v++ {
			k := x.info[v][t] & 0xF
			x.idx[v][k], x.ex[v][k] = oldIdx[v], oldEx[v]
		}
		x.esum, x.md = oldSum, md0
		if found {
			x.path = append(x.path, b)
			return true
		}
		if x.halted {
			x.pending -= nk - 1 - i
			return false
		}
	}
	return false
}

// search is visit or visitRanked, as the databases need: where a search
// starts below the root's callers (Solve's iterations, par.go's walks).
func (x *ida) search(b solver.Board, blank int, state uint16, g, hp int32) bool {
	if x.ranked {
		return x.visitRanked(b, blank, state, g, hp)
	}
	return x.visit(b, blank, state, g, hp)
}

// traceExpansion sends the search log's events for the expansion of b at
// depth g, already counted with its children: the board, then every child
// the search counted, first those it kept, in the order it searches them
// (kids taken in order: by estimate, not by move; a log of a recursive
// search reads the children in the order they are searched), then those
// cut off at once, in move order. hp is b's estimate after pathmax.
//
// The estimates in the log are the ones the search works with: the
// databases' (Estimate), raised by pathmax where a neighbour showed the
// board to be farther, so that what the log shows within the bound is what
// the search kept, and what it shows over the bound what it cut off.
//
// visit calls it once per expansion, once it has sorted the children (or
// found it need not), and keeps nothing live for it: what it needs of the
// boards above b (their automaton states and estimates) it keeps itself.
func (x *ida) traceExpansion(b solver.Board, g, hp int32, kids []kid, order []uint8) {
	// recording is not the search's time (solver.Result.Elapsed): a traced
	// run reports the same clock as an untraced one, less the log's work
	at := time.Now()
	defer func() { x.paused += time.Since(at) }()
	blank := blankOf(b) & (cells - 1)
	var parent solver.Board
	state, h := uint16(fsmStart), int32(x.db.Estimate(b))
	if g > 0 {
		parent = x.stack[g-1]
		d := 0
		for d < 3 && blankOf(parent)+int(moveStep[d]) != blank {
			d++
		}
		state = x.fsm[x.states[g-1]][d]
		h = max(h, x.hps[g-1]-1) // as visit took it
	}
	x.stack, x.states, x.hps = append(x.stack[:g], b), append(x.states[:g], state), append(x.hps[:g], hp)
	moves := uint(x.allow[state] & dirsAt[blank])
	// the frontier once the children were added, before the cut ones left
	frontier := x.pending + bits.OnesCount(moves) - len(kids)
	x.trace(solver.Event{Kind: solver.Expand, Step: x.expanded, Board: b, Parent: parent, G: int(g),
		H: float64(h), F: float64(g + h), HasH: true, Frontier: frontier, Bound: float64(x.bound)})
	child := func(d int) {
		nb := blank + int(moveStep[d&3])
		c := slide(b, blank, nb&(cells-1))
		h := max(int32(x.db.Estimate(c)), hp-1) // pathmax downwards, as visit
		x.trace(solver.Event{Kind: solver.Generate, Board: c, Parent: b, G: int(g) + 1,
			H: float64(h), F: float64(g + 1 + h), HasH: true, Bound: float64(x.bound)})
	}
	var kept uint
	for _, i := range order {
		d := int(kids[i&3].dir)
		kept |= 1 << d
		child(d)
	}
	for moves &^= kept; moves != 0; moves &= moves - 1 {
		child(bits.TrailingZeros(moves))
	}
}

// moveStep is each move's change of the blank's cell: up, down, left,
// right.
var moveStep = [4]int8{-side, side, -1, 1}

// dirsAt[c] has bit d set when the blank in cell c can make move d.
var dirsAt = func() (t [cells]uint8) {
	for c := 0; c < cells; c++ {
		r, k := c/side, c%side
		if r > 0 {
			t[c] |= 1
		}
		if r < side-1 {
			t[c] |= 2
		}
		if k > 0 {
			t[c] |= 4
		}
		if k < side-1 {
			t[c] |= 8
		}
	}
	return t
}()
