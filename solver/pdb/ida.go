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
	x.idx, x.ridx, x.md, x.rmd = db.indices(start)
	h, rh := 0, 0
	for k := range db.part {
		x.hv[k] = db.value(k, x.idx[k], x.md[k])
		h += int(x.hv[k])
		if x.reflect {
			x.rhv[k] = db.value(k, x.ridx[k], x.rmd[k])
			rh += int(x.rhv[k])
		}
	}
	x.bound = max(h, rh)
	for {
		x.next = noBound
		if x.visit(start, blank, -1, 0, h, rh, max(h, rh)) {
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

// child is a move's outcome, worked out before the children are searched.
type child struct {
	ni, nri     uint32 // the moved pattern's index, plain and reflected
	nv, nrv     int32  // its value
	nmd, nrmd   int32  // its Manhattan distance
	nh, nrh, hc int32  // the sums and the estimate
	nb          int8   // the cell the tile comes from
	k, rk       uint8  // the pattern the tile is in, plain and reflected
}

// tileInfo is what a tile's move changes: its pattern and nibble, plain
// and reflected, in one word.
type tileInfo struct{ k, shift, rk, rshift uint8 }

// ida is the state of one search. The databases' indices and values of
// the board being searched live here and are updated as a tile moves and
// restored on the way back, so a move touches one pattern's entry (two
// with the reflection), never the whole board.
type ida struct {
	goal    solver.Board
	npat    int
	tabs    [cells][]uint8 // db.excess
	tiles   [cells]tileInfo
	reflect bool
	mdist   [cells][cells]uint8
	pat     [cells]uint8
	shift   [cells]uint8
	rpat    [cells]uint8
	rshift  [cells]uint8

	idx, ridx [cells]uint32 // per pattern, of the current board
	hv, rhv   [cells]int32  // per pattern, the database's value at idx, ridx
	md, rmd   [cells]int32  // per pattern, the Manhattan distance of its tiles

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
	x := &ida{goal: db.goal, npat: len(db.part), reflect: db.reflect,
		pat: db.pat, shift: db.shift, rpat: db.rpat, rshift: db.rshift, mdist: db.mdist,
		ctx: ctx, opt: opt, begin: begin, lastReport: begin, interval: opt.Interval}
	copy(x.tabs[:], db.excess)
	for t := range x.tiles {
		x.tiles[t] = tileInfo{db.pat[t], db.shift[t], db.rpat[t], db.rshift[t]}
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
// the blank came from (-1 at the start), h and rh the plain and reflected
// sums. A child over the bound is cut off here rather than in a call of
// its own.
func (x *ida) visit(b solver.Board, blank, parent, g, h, rh, hp int) bool {
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
	tblank := uint32(transposeCell(blank))
	// First every child's estimate, then the children within the bound
	// in order of estimate: in the last iteration the goal lies below
	// the most promising child more often than not, and the search ends
	// before the other children are searched.
	var kids [4]child
	nk := 0
	for _, nb8 := range nbs {
		nb := int(nb8)
		if nb == parent {
			continue
		}
		t := int(b>>(4*uint(nb))) & 0xF
		// tile t goes from nb to blank: its pattern's index moves by the
		// difference of the cells in the tile's nibble
		dmd := int32(x.mdist[t][blank]) - int32(x.mdist[t][nb])
		ti := x.tiles[t]
		kd := &kids[nk]
		kd.nb, kd.k, kd.rk = int8(nb), ti.k&0xF, ti.rk&0xF
		kd.ni = x.idx[kd.k] + (uint32(blank)-uint32(nb))<<ti.shift
		kd.nmd = x.md[kd.k] + dmd
		kd.nv = kd.nmd + 2*int32(x.tabs[kd.k][kd.ni>>1]>>(4*(kd.ni&1))&0xF)
		kd.nh = int32(h) - x.hv[kd.k] + kd.nv
		hc := int(kd.nh)
		if x.reflect {
			if f := g + 1 + hc; f > x.bound && f >= x.next {
				// over the bound already, and the reflected sum could only
				// raise f: it cannot lower the next bound
				continue
			}
			kd.nri = x.ridx[kd.rk] + (tblank-uint32(transposeCell(nb)))<<ti.rshift
			kd.nrmd = x.rmd[kd.rk] + dmd
			kd.nrv = kd.nrmd + 2*int32(x.tabs[kd.rk][kd.nri>>1]>>(4*(kd.nri&1))&0xF)
			kd.nrh = int32(rh) - x.rhv[kd.rk] + kd.nrv
			hc = max(hc, int(kd.nrh))
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
		k, rk := kd.k, kd.rk
		oldIdx, oldH, oldMD := x.idx[k], x.hv[k], x.md[k]
		oldRIdx, oldRH, oldRMD := x.ridx[rk], x.rhv[rk], x.rmd[rk]
		x.idx[k], x.hv[k], x.md[k] = kd.ni, kd.nv, kd.nmd
		if x.reflect {
			x.ridx[rk], x.rhv[rk], x.rmd[rk] = kd.nri, kd.nrv, kd.nrmd
		}
		found := x.visit(c, nb, blank, g+1, int(kd.nh), int(kd.nrh), hc)
		x.idx[k], x.hv[k], x.md[k] = oldIdx, oldH, oldMD
		x.ridx[rk], x.rhv[rk], x.rmd[rk] = oldRIdx, oldRH, oldRMD
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
