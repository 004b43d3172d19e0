package pdb

import (
	"context"
	"errors"
	"math"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// ParName is the algorithm name SolveParallel reports in Result.Algorithm.
const ParName = "idastar-par-pdb"

// Workers is how many goroutines SolveParallel uses when asked for none in
// particular: one per processor Go runs on (GOMAXPROCS), and one in a
// browser, where the page has a single thread and a worker could not let
// it draw.
func Workers() int {
	if runtime.GOOS == "js" {
		return 1
	}
	return max(runtime.GOMAXPROCS(0), 1)
}

// SolveParallel is Solve on workers goroutines (0: Workers()). It is the
// same search: the same boards are expanded, with the same counters, and
// the same path is returned, whatever the scheduling; only the wall time
// differs. Each iteration large enough to pay for it is split: the top of
// its tree, to a depth that leaves a few hundred boards within the bound,
// is searched first on the caller's goroutine, which keeps those boards
// (the frontier) in the order Solve meets them; the workers then search
// below them, each taking the next one left, with its own stack and
// counters and the databases shared; last the caller walks the top again
// and, at each frontier board, adds the counters of the search below it,
// in Solve's order, until one reached the goal. Below that board the
// others are not needed: a worker drops one as soon as a board before it
// has reached the goal, so the counters are Solve's, not the work done. A
// search below a frontier board in which Solve would meet the node limit
// is searched again by the caller (Solve's own check stops it at the same
// board), which keeps a limited search's counters Solve's too.
//
// The caller's goroutine makes every callback (Progress, between the
// workers' stretches of work: while it runs they wait, so that a slow
// callback slows the search as it does Solve's), watches ctx and the time
// limit, and stops the workers, who look every checkEvery expansions. A
// search with a log (opt.Trace), which must report one order of
// expansions, runs as Solve, on the caller's goroutine, as does one worker
// and every iteration too small to be worth splitting.
func SolveParallel(ctx context.Context, db *DB, start solver.Board, opt solver.Options, workers int) (solver.Result, error) {
	if workers <= 0 {
		workers = Workers()
	}
	if opt.Trace != nil {
		workers = 1
	}
	res, err := solve(ctx, db, start, opt, max(workers, 1))
	if err == nil {
		res.Algorithm = ParName
	}
	return res, err
}

// The parallel search's tuning, variables so that the tests can split
// the small searches they can afford.
var (
	// parMinNodes: an iteration is split only after one that expanded at
	// least this many boards (the next is several times larger). On
	// Korf's 100 with two workers (BenchmarkKorf100Par), 20,000 left 1.43
	// as the speed-up bound for 3.8% more CPU time, 3,000 gave 1.61 for
	// 7%: the boards the caller searches alone weigh more than the cost
	// of a split
	parMinNodes int64 = 3_000
	// parFrontier: the frontier's depth is raised until it holds at
	// least this many boards per worker, so that the work left when one
	// worker runs out is small
	parFrontier = 128
)

// splits counts the iterations split over workers, for the tests. For
// the benchmark: worked counts every board any goroutine expanded (the
// caller's iterations whole, its walks of the top of the tree, every
// worker's, the ones the result does not count included), and critical
// the boards on the longest line of work: the caller's, and in each split
// iteration the busiest worker's. The result's count over critical is the
// speed-up the split allows when a board costs the same everywhere and
// each worker has a processor to itself, whatever else runs meanwhile.
var splits, worked, critical atomic.Int64

// maxFront bounds the frontier (its boards take 32 bytes each): a deeper
// cut would not pay, and the search's memory stays fixed.
const maxFront = 1 << 16

// frontNode is a board of the frontier with what the search below it
// starts from.
type frontNode struct {
	b         solver.Board
	g, hp     int32 // its depth, and its estimate after pathmax
	state     uint16
	blank     int8
	before    int64 // boards expanded before it in Solve's order, the earlier iterations included
	genBefore int64 // and generated
}

// subtree is a worker's search below one frontier board.
type subtree struct {
	expanded, generated   int64
	maxDepth, maxFrontier int // the frontier counted from the board: Solve's is what waits above it plus this
	next                  int32
	started, done, found  bool
	path                  []solver.Board // the frontier board to the goal, goal first, as visit leaves it
	seen                  []solver.Board // the boards it expanded, in order, when the tests' probe is set
}

// parRun is one parallel search: the caller's ida x, its workers, and
// the current iteration's frontier and results.
type parRun struct {
	ctx        context.Context
	x          *ida
	workers    []*worker
	depth      int32 // the frontier's depth, kept from one iteration to the next
	front      []frontNode
	results    []subtree
	replay     bool // atCut adds the results (else it collects the frontier)
	live       bool // in the replay, searching below a frontier board itself
	collecting bool // walking the top of the tree for its frontier
	at         int  // in replay, the next frontier board
	full       bool // the frontier reached maxFront
	last       int64
	bloc       int64 // boards the replay counted from the workers' results
	err        error
	// the collecting walk's own work, counted only when the search stops
	// in the workers' part (the replay counts it otherwise)
	genExpanded, genGenerated int64

	// Progress: the results the caller has counted in order (the first
	// cursor, less any after one that reached the goal), and the most
	// expanded any report gave, which the counts never go back below
	cursor     int
	cExp, cGen int64
	cFound     bool
	floor      int64

	// shared with the workers during an iteration
	fin   []atomic.Bool // results[i] is written
	take  atomic.Int64  // the next frontier board to search
	found atomic.Int64  // the first frontier board below which the goal was reached
	stop  atomic.Bool   // cancelled or out of time
	pause sync.RWMutex  // held by the caller in its callbacks: the workers wait
}

// worker is one goroutine's search: an ida of its own (stack, counters),
// on the databases every worker shares, read only.
type worker struct {
	p      *parRun
	db     *DB
	x      *ida
	cur    int64 // the frontier board it searches below
	record bool  // keep the boards expanded, for the tests' probe
	seen   []solver.Board

	// what it has done in this iteration, for Progress: written by the
	// worker, read by the caller, under mu
	mu       sync.Mutex
	expanded int64
	board    solver.Board
	g, f     int
	done     int64 // expansions of its finished subtrees
}

func newParRun(ctx context.Context, db *DB, x *ida, n int) *parRun {
	p := &parRun{ctx: ctx, x: x, depth: 1}
	for range n {
		w := &worker{p: p, db: db, record: x.probe != nil}
		// no limits, callbacks or probe of its own: the caller's
		// goroutine has them
		w.x = newIDA(context.Background(), db, solver.Options{}, x.begin)
		w.x.worker, w.x.probe, w.x.trace = w, nil, nil
		if w.record {
			w.x.every = 1
		}
		p.workers = append(p.workers, w)
	}
	return p
}

// iteration searches the iteration of x's bound from start, as visit does
// from the root, and reports whether it reached the goal (x.path then
// holds the path, goal first).
func (p *parRun) iteration(start solver.Board, blank int, h int32) bool {
	x := p.x
	before := x.expanded
	defer func() { p.last = x.expanded - before }()
	if p.last < parMinNodes || !p.collect(start, blank, h) {
		return x.search(start, blank, fsmStart, 0, h)
	}
	if x.halted {
		return false
	}
	p.run()
	var most int64
	for _, w := range p.workers {
		worked.Add(w.done)
		most = max(most, w.done)
	}
	critical.Add(most)
	if x.halted {
		// stopped: the counters are the work done, as far as it went
		x.expanded += p.genExpanded
		x.generated += p.genGenerated
		for i := range p.results {
			r := &p.results[i]
			x.expanded += r.expanded
			x.generated += r.generated
			x.maxDepth = max(x.maxDepth, r.maxDepth)
		}
		return false
	}
	p.replay, p.at, x.cut, x.nextCheck = true, 0, p.depth, 0
	found := x.search(start, blank, fsmStart, 0, h)
	p.replay, x.cut = false, noBound
	x.setNextCheck()
	return found
}

// counters are the ida's, saved around the collecting walk, which is not
// Solve's search.
type counters struct {
	expanded, generated, nextCheck int64
	maxDepth, pending, maxFrontier int
	next                           int32
	maxNodes                       int64
	probe                          func(uint64)
}

func (x *ida) saveCounters() counters {
	return counters{x.expanded, x.generated, x.nextCheck, x.maxDepth, x.pending, x.maxFrontier, x.next, x.opt.MaxNodes, x.probe}
}

func (x *ida) restoreCounters(c counters) {
	x.expanded, x.generated, x.nextCheck = c.expanded, c.generated, c.nextCheck
	x.maxDepth, x.pending, x.maxFrontier, x.next = c.maxDepth, c.pending, c.maxFrontier, c.next
	x.opt.MaxNodes, x.probe = c.maxNodes, c.probe
}

// collect walks the top of the iteration's tree and keeps its frontier:
// the boards within the bound at depth p.depth, the depth moved until
// they are enough for the workers but not many more. It reports false
// when the iteration is better searched whole (no depth below the bound
// gives enough boards, or one gives too many); x.halted when the search
// was stopped meanwhile.
func (p *parRun) collect(start solver.Board, blank int, h int32) bool {
	x := p.x
	c := x.saveCounters()
	p.collecting = true
	defer func() {
		x.restoreCounters(c)
		p.collecting = false
	}()
	want := parFrontier * len(p.workers)
	up, down, last := false, false, false
	for d := p.depth; ; {
		if d >= x.bound {
			return false // the goal lies at the bound: a frontier there would be the end of the search
		}
		x.probe = nil      // the tests see Solve's order, in the replay
		x.opt.MaxNodes = 0 // the limit is met in Solve's order, in the replay
		p.front, p.full, x.cut, x.nextCheck = p.front[:0], false, d, 0
		found := x.search(start, blank, fsmStart, 0, h)
		x.cut = noBound
		p.genExpanded, p.genGenerated = x.expanded-c.expanded, x.generated-c.generated
		x.restoreCounters(c)
		worked.Add(p.genExpanded)
		critical.Add(p.genExpanded)
		switch {
		case found: // cannot happen below the bound; the plain search will say
			x.path = nil
			return false
		case p.full:
			// too many boards at that depth: this iteration whole, the
			// next from a shallower cut
			x.halted, p.depth = false, max(1, d-2)
			return false
		case x.halted:
			return true
		case last:
		case len(p.front) < want && down:
			d, last = d+1, true // the depth above had too many: take it
			continue
		case len(p.front) < want:
			if d+1 >= x.bound {
				return false
			}
			d, up = d+1, true
			continue
		case len(p.front) > 16*want && !up && d > 1:
			d, down = d-1, true
			continue
		}
		p.depth = d
		return true
	}
}

// atCut is visit at a frontier board b: in the collecting walk it keeps
// it; in the replay it adds the search below it, or makes it (see
// SolveParallel).
func (x *ida) atCut(b solver.Board, blank int, state uint16, g, hp int32) bool {
	p := x.par
	if !p.replay {
		if len(p.front) == maxFront {
			p.full, x.halted = true, true
			return false
		}
		p.front = append(p.front, frontNode{b: b, g: g, hp: hp, state: state, blank: int8(blank), before: x.expanded, genBefore: x.generated})
		return false
	}
	i := p.at
	p.at++
	if i >= len(p.front) || p.front[i].b != b {
		// cannot happen: the two walks are the same search
		p.err = errors.New(ParName + ": the frontier changed between its two walks")
		x.halted, x.status = true, solver.Cancelled
		return false
	}
	r := &p.results[i]
	if !r.done || x.opt.MaxNodes > 0 && x.expanded+r.expanded > x.opt.MaxNodes {
		// not searched to its end (Solve meets the node limit in it):
		// search it here, where Solve's own check stops it where Solve does
		x.cut, p.live = noBound, true
		x.setNextCheck()
		found := x.search(b, blank, state, g, hp)
		x.cut, p.live, x.nextCheck = g, false, 0
		return found
	}
	if x.probe != nil {
		for _, s := range r.seen {
			x.probe(uint64(s))
		}
	}
	x.expanded += r.expanded
	x.generated += r.generated
	p.bloc += r.expanded
	x.maxDepth = max(x.maxDepth, r.maxDepth)
	x.maxFrontier = max(x.maxFrontier, x.pending+r.maxFrontier)
	x.next = min(x.next, r.next)
	if r.found {
		x.path = append(x.path[:0], r.path...)
		return true
	}
	return false
}

// run searches below every frontier board on the workers, and meanwhile
// makes the callbacks and watches ctx and the time limit.
func (p *parRun) run() {
	x := p.x
	n := len(p.front)
	if cap(p.results) < n {
		p.results = make([]subtree, n)
	}
	p.results = p.results[:n]
	clear(p.results)
	if cap(p.fin) < n {
		p.fin = make([]atomic.Bool, n)
	}
	p.fin = p.fin[:n]
	for i := range p.fin {
		p.fin[i].Store(false)
	}
	p.cursor, p.cExp, p.cGen, p.cFound = 0, 0, 0, false
	p.take.Store(0)
	p.found.Store(math.MaxInt64)
	p.stop.Store(false)
	splits.Add(1)
	exited := make(chan struct{}, len(p.workers))
	for _, w := range p.workers {
		w.expanded, w.done = 0, 0
		w.x.bound = x.bound
		go w.run(exited)
	}
	var tick <-chan time.Time
	if x.opt.Progress != nil {
		t := time.NewTicker(max(x.interval, time.Millisecond))
		defer t.Stop()
		tick = t.C
	}
	var limit <-chan time.Time
	if !x.deadline.IsZero() {
		t := time.NewTimer(time.Until(x.deadline))
		defer t.Stop()
		limit = t.C
	}
	done := p.ctx.Done()
	for left := len(p.workers); left > 0; {
		select {
		case <-exited:
			left--
		case <-done:
			done = nil
			p.halt(solver.Cancelled, false)
		case <-limit:
			limit = nil
			p.halt(solver.Limit, true)
		case now := <-tick:
			if x.halted || now.Sub(x.lastReport) < x.interval {
				continue
			}
			p.pause.Lock()
			p.report(now)
			p.pause.Unlock()
		}
	}
}

func (p *parRun) halt(st solver.Status, timeLimit bool) {
	if p.x.halted {
		return
	}
	p.x.halted, p.x.status, p.x.timeLimit = true, st, timeLimit
	p.stop.Store(true)
}

// report calls Progress, during the workers' part, with the counts of
// the searches below the frontier that are done, in Solve's order, up to
// the first not done yet: what the result will count at least, so that
// the reports never count more than the result (the workers search past
// the goal's subtree until they hear of it, and the replay counts in
// order). The board shown is the one a worker last checked in at.
func (p *parRun) report(now time.Time) {
	x := p.x
	n := len(p.front)
	for !p.cFound && p.cursor < n && p.fin[p.cursor].Load() {
		r := &p.results[p.cursor]
		if !r.done {
			break
		}
		p.cExp += r.expanded
		p.cGen += r.generated
		p.cursor++
		p.cFound = r.found
	}
	at := &p.front[min(p.cursor, n-1)]
	if p.cFound {
		at = &p.front[p.cursor-1]
	}
	pr := solver.Progress{Expanded: at.before + p.cExp, Generated: at.genBefore + p.cGen, Bound: float64(x.bound),
		MaxDepth: x.maxDepth, MaxFrontier: x.maxFrontier, Board: at.b, Depth: int(at.g), F: float64(at.g + at.hp)}
	if x.opt.MaxNodes > 0 {
		pr.Expanded = min(pr.Expanded, x.opt.MaxNodes)
	}
	if pr.Expanded < p.floor {
		return
	}
	for _, w := range p.workers {
		w.mu.Lock()
		if w.expanded > 0 {
			pr.Board, pr.Depth, pr.F = w.board, w.g, float64(w.f)
		}
		w.mu.Unlock()
	}
	p.floor = pr.Expanded
	pr.Elapsed = now.Sub(x.begin) - x.paused
	x.lastReport = now
	x.opt.Progress(pr)
	x.paused += time.Since(now)
}

// done adds the boards the caller expanded itself to the benchmark's
// figures (see worked).
func (p *parRun) done() {
	own := p.x.expanded - p.bloc
	worked.Add(own)
	critical.Add(own)
}

// quiet says that the caller's periodic check should look only at the node
// limit and the probe: while it walks the top of the tree, which is short
// and not Solve's search, and in the replay except where it searches
// below a frontier board itself. Stopping there would count less than the
// reports did; the workers' part watches ctx and the time limit instead.
func (p *parRun) quiet() bool { return p.collecting || p.replay && !p.live }

// run takes frontier boards in order and searches below each until none
// is left, a board before the next has reached the goal, or the search is
// stopped.
func (w *worker) run(exited chan<- struct{}) {
	defer func() { exited <- struct{}{} }()
	p, x := w.p, w.x
	for {
		i := p.take.Add(1) - 1
		if i >= int64(len(p.front)) || p.stop.Load() || p.found.Load() < i {
			return // every later board is later still
		}
		fr := &p.front[i]
		budget := int64(0)
		if lim := p.x.opt.MaxNodes; lim > 0 {
			// Solve expands at least fr.before boards before this one
			// (more: the subtrees before it), so it meets the limit
			// within budget boards here if at all; the replay then
			// searches it again itself
			if budget = lim - fr.before; budget <= 0 {
				continue
			}
		}
		w.cur = i
		x.opt.MaxNodes = budget
		x.expanded, x.generated, x.maxDepth, x.pending, x.maxFrontier = 0, 0, 0, 0, 0
		x.next, x.halted, x.path, x.nextCheck = noBound, false, nil, 0
		w.seen = w.seen[:0]
		if !w.record {
			x.setNextCheck()
		}
		x.start(w.db, fr.b)
		found := x.search(fr.b, int(fr.blank), fr.state, fr.g, fr.hp)
		r := &p.results[i]
		*r = subtree{expanded: x.expanded, generated: x.generated, maxDepth: x.maxDepth, maxFrontier: x.maxFrontier,
			next: x.next, started: true, done: !x.halted, found: found, path: x.path}
		if w.record {
			r.seen = append([]solver.Board(nil), w.seen...)
		}
		p.fin[i].Store(true)
		w.mu.Lock()
		w.done += x.expanded
		w.expanded = w.done
		w.mu.Unlock()
		if found {
			for {
				old := p.found.Load()
				if old <= i || p.found.CompareAndSwap(old, i) {
					break
				}
			}
		}
	}
}

// check is a worker's periodic check (ida.check): it stops for the
// caller, for a board before its own below which the goal was reached,
// and at its node budget; it keeps the boards for the tests' probe, tells
// the caller how far it is, and waits while the caller is in a callback.
func (w *worker) check(b solver.Board, g, f int) bool {
	p, x := w.p, w.x
	x.setNextCheck()
	if p.stop.Load() || p.found.Load() < w.cur {
		x.halted = true
		return true
	}
	if x.opt.MaxNodes > 0 && x.expanded >= x.opt.MaxNodes {
		x.halted = true
		return true
	}
	if w.record {
		w.seen = append(w.seen, b)
	}
	w.mu.Lock()
	w.expanded, w.board, w.g, w.f = w.done+x.expanded, b, g, f
	w.mu.Unlock()
	p.pause.RLock()
	//lint:ignore SA2001 an empty critical section: waiting out the caller's callback is the point
	p.pause.RUnlock()
	return false
}
