package pdb

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/eightpuzzle/eightpuzzle/solver"
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
// (the move back to the parent is never made; the start is not counted).
//
// It honours ctx, opt.MaxNodes, opt.Timeout and opt.Progress (every
// opt.Interval); opt.DepthLimit does not apply. A start that is not a 4x4
// board, bad options or a nil db give an error; a start that cannot reach
// the goal gives Status Unsolvable.
func Solve(ctx context.Context, db *DB, start solver.Board, opt solver.Options) (solver.Result, error) {
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
	if !Solvable4(start, db.goal) {
		res.Status = solver.Unsolvable
		res.Elapsed = time.Since(begin)
		return res, nil
	}
	x := newIDA(ctx, db, opt, begin)
	blank := blankOf(start)
	h := 0
	for i := range db.views {
		v, vs := &db.views[i], &x.views[i]
		vs.idx, vs.md = v.indices(db, start)
		vs.h = 0
		for k, tab := range v.tabs {
			vs.hv[k] = value(tab, vs.idx[k], vs.md[k])
			vs.h += vs.hv[k]
		}
		h = max(h, int(vs.h))
	}
	x.bound = h
	for {
		x.next = noBound
		if x.visit(start, blank, -1, 0, h) {
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
	res.MaxDepth, res.MaxFrontier = x.maxDepth, x.maxFrontier
	res.Elapsed = time.Since(begin)
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

// child is a move's outcome, worked out before the children are searched.
type child struct {
	ni  [maxViews]uint32 // per view, the moved tile's pattern's new index
	nv  [maxViews]int32  // its value
	nmd [maxViews]int32  // its Manhattan distance
	nh  [maxViews]int32  // the view's new sum
	hc  int32            // the estimate: the largest sum
	nb  int8             // the cell the tile comes from
}

// viewState is one view of the databases (see view) as the search goes:
// the indices, values and Manhattan distances of its patterns for the
// board being searched, updated as a tile moves and restored on the way
// back, so that a move touches one pattern's entry per view, never the
// whole board.
type viewState struct {
	pat, shift, cell [cells]uint8
	tabs             [cells][]uint8
	idx              [cells]uint32
	hv, md           [cells]int32
	h                int32 // the sum of hv
}

type ida struct {
	goal   solver.Board
	nviews int
	views  [maxViews]viewState
	mdist  [cells][cells]uint8

	bound, next int
	path        []solver.Board

	expanded, generated int64
	maxDepth            int
	pending             int
	maxFrontier         int

	ctx        context.Context
	opt        solver.Options
	begin      time.Time
	deadline   time.Time
	lastReport time.Time
	interval   time.Duration
	nextCheck  int64
	halted     bool
	status     solver.Status
}

func newIDA(ctx context.Context, db *DB, opt solver.Options, begin time.Time) *ida {
	x := &ida{goal: db.goal, nviews: len(db.views), mdist: db.mdist,
		ctx: ctx, opt: opt, begin: begin, lastReport: begin, interval: opt.Interval}
	for i := range db.views {
		v, vs := &db.views[i], &x.views[i]
		vs.pat, vs.shift, vs.cell = v.pat, v.shift, v.cell
		copy(vs.tabs[:], v.tabs)
	}
	if opt.Timeout > 0 {
		x.deadline = begin.Add(opt.Timeout)
	}
	if x.interval <= 0 {
		x.interval = solver.DefaultInterval
	}
	x.setNextCheck()
	return x
}

func (x *ida) setNextCheck() {
	x.nextCheck = x.expanded + checkEvery
	if x.opt.MaxNodes > 0 && x.nextCheck > x.opt.MaxNodes {
		x.nextCheck = x.opt.MaxNodes
	}
}

// check runs every checkEvery expansions and before the node limit's
// last; it reports whether to stop.
func (x *ida) check(b solver.Board, g, f int) bool {
	x.setNextCheck()
	if x.ctx.Err() != nil {
		x.halted, x.status = true, solver.Cancelled
		return true
	}
	if x.opt.MaxNodes > 0 && x.expanded >= x.opt.MaxNodes {
		x.halted, x.status = true, solver.Limit
		return true
	}
	if x.deadline.IsZero() && x.opt.Progress == nil {
		return false
	}
	now := time.Now()
	if !x.deadline.IsZero() && now.After(x.deadline) {
		x.halted, x.status = true, solver.Limit
		return true
	}
	if x.opt.Progress != nil && now.Sub(x.lastReport) >= x.interval {
		x.lastReport = now
		x.opt.Progress(solver.Progress{
			Expanded: x.expanded, Generated: x.generated, Depth: g, F: float64(f),
			Bound: float64(x.bound), MaxDepth: x.maxDepth, Frontier: x.pending, MaxFrontier: x.maxFrontier,
			Board: b, Elapsed: now.Sub(x.begin),
		})
	}
	return false
}

// visit searches below b, which is within the bound; parent is the cell
// the blank came from (-1 at the start), hp the estimate of b. A child
// over the bound is cut off here rather than in a call of its own.
func (x *ida) visit(b solver.Board, blank, parent, g, hp int) bool {
	if b == x.goal {
		x.path = append(make([]solver.Board, 0, g+1), b)
		return true
	}
	if x.expanded >= x.nextCheck && x.check(b, g, g+hp) {
		return false
	}
	x.expanded++
	nbs := neighbours[blank]
	n := len(nbs)
	if parent >= 0 {
		n--
	}
	x.generated += int64(n)
	if g+1 > x.maxDepth {
		x.maxDepth = g + 1
	}
	x.pending += n
	if x.pending > x.maxFrontier {
		x.maxFrontier = x.pending
	}
	nviews := x.nviews
	// First every child's estimate, then the children within the bound
	// in order of estimate: in the last iteration the goal lies below
	// the most promising child more often than not, and the search ends
	// before the other children are searched.
	var kids [4]child
	nk := 0
children:
	for _, nb8 := range nbs {
		nb := int(nb8)
		if nb == parent {
			continue
		}
		t := int(b>>(4*uint(nb))) & 0xF
		// tile t goes from nb to blank: in each view its pattern's index
		// moves by the difference of the cells in the tile's nibble
		dmd := int32(x.mdist[t][blank]) - int32(x.mdist[t][nb])
		kd := &kids[nk]
		kd.nb = int8(nb)
		hc := 0
		for v := 0; v < nviews; v++ {
			vs := &x.views[v]
			k := vs.pat[t] & 0xF
			ni := vs.idx[k] + (uint32(vs.cell[blank])-uint32(vs.cell[nb]))<<vs.shift[t]
			nmd := vs.md[k] + dmd
			nv := value(vs.tabs[k], ni, nmd)
			nh := vs.h - vs.hv[k] + nv
			kd.ni[v], kd.nv[v], kd.nmd[v], kd.nh[v] = ni, nv, nmd, nh
			hc = max(hc, int(nh))
			if f := g + 1 + hc; f > x.bound && f >= x.next {
				// over the bound already, and the other views could only
				// raise f: they cannot lower the next bound
				continue children
			}
		}
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
				return false
			}
		}
		kd.hc = int32(hc)
		nk++
	}
	x.pending -= n - nk
	// insertion sort by estimate; the children keep the move order on ties
	for i := 1; i < nk; i++ {
		for j := i; j > 0 && kids[j].hc < kids[j-1].hc; j-- {
			kids[j], kids[j-1] = kids[j-1], kids[j]
		}
	}
	for i := 0; i < nk; i++ {
		kd := &kids[i]
		x.pending--
		// and the child is at least hp-1 from the goal (pathmax downwards)
		hc := max(int(kd.hc), hp-1)
		if f := g + 1 + hc; f > x.bound {
			x.next = min(x.next, f)
			continue
		}
		nb := int(kd.nb)
		t := b >> (4 * uint(nb)) & 0xF
		c := b&^(0xF<<(4*uint(nb))) | t<<(4*uint(blank))
		var oldIdx [maxViews]uint32
		var oldHV, oldMD, oldH [maxViews]int32
		for v := 0; v < nviews; v++ {
			vs := &x.views[v]
			k := vs.pat[t] & 0xF
			oldIdx[v], oldHV[v], oldMD[v], oldH[v] = vs.idx[k], vs.hv[k], vs.md[k], vs.h
			vs.idx[k], vs.hv[k], vs.md[k], vs.h = kd.ni[v], kd.nv[v], kd.nmd[v], kd.nh[v]
		}
		found := x.visit(c, nb, blank, g+1, hc)
		for v := 0; v < nviews; v++ {
			vs := &x.views[v]
			k := vs.pat[t] & 0xF
			vs.idx[k], vs.hv[k], vs.md[k], vs.h = oldIdx[v], oldHV[v], oldMD[v], oldH[v]
		}
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
