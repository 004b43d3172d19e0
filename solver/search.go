package solver

import (
	"context"
	"fmt"
	"math/bits"
	"time"

	"github.com/eightpuzzle/eightpuzzle/solver/internal/hook"
)

// Status says how a search ended.
type Status uint8

const (
	Solved     Status = iota // a path to the goal was found
	Unsolvable               // start and goal differ in parity: no search was run
	Limit                    // a node, time or depth limit stopped the search first
	Cancelled                // the context was cancelled
)

var statusNames = [...]string{"solved", "unsolvable", "limit", "cancelled"}

func (s Status) String() string {
	if int(s) < len(statusNames) {
		return statusNames[s]
	}
	return fmt.Sprintf("Status(%d)", int(s))
}

// MarshalText writes the status by name in JSON.
func (s Status) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// Problem is what to solve: a start board and the goal to reach, on a
// board of the given shape (the zero Shape is 3x3).
type Problem struct {
	Start, Goal Board
	Shape       Shape
}

// DefaultDepthLimit is the depth limit of dls on 3x3: the longest optimal
// solution of the 8-puzzle, so that dls solves every board by default.
// Other sizes default to their own (Shape.Diameter).
const DefaultDepthLimit = 31

// DefaultMaxMemory is the memory cap of a search unless told otherwise:
// 1 GiB, enough for tens of millions of boards, little enough to leave a
// laptop usable.
const DefaultMaxMemory = 1 << 30

// DefaultInterval is how often progress is reported unless told otherwise:
// about 60 times a second, as often as a screen redraws.
const DefaultInterval = time.Second / 60

// Options tune a search; the zero value means no limits and no progress.
type Options struct {
	DepthLimit int   // dls only; 0 means the shape's Diameter (DefaultDepthLimit on 3x3)
	MaxNodes   int64 // stop with Limit after this many expansions; 0: none
	// Timeout stops the search with Limit after this long by the wall
	// clock, callbacks included (Result.TimeLimit says it did); 0: none. A
	// pattern database built or loaded first (see Prepare) does not count
	// against it: the limit is the search's.
	Timeout time.Duration

	// Progress, when set, receives a snapshot every Interval (by the clock,
	// not by node count). It runs on the search goroutine: a callback that
	// blocks slows the search, which is how a caller plays it in slow
	// motion; a slow callback is then called at every expansion.
	Progress func(Progress)
	Interval time.Duration // 0 means DefaultInterval

	// Conventions choose tie-breaking, goal test and move order; the
	// zero value is this package's own.
	Conventions Conventions

	// Weight, for the astar family, multiplies the heuristic in the
	// priority g + w*h (weighted A*): 0 or 1 is plain A*; above 1 the search
	// expands fewer boards and its path is at most w times the shortest.
	// It is taken to 1/1024, so that equal priorities stay exact ties.
	Weight float64

	// Prepare, when set, receives the progress (done of total) of a table
	// or pattern database built before the search can start, on the search
	// goroutine; what names it ("pattern database for 4x4").
	Prepare func(what string, done, total int64)

	// MaxMemory stops a search with Limit when the boards it keeps (its
	// nodes, frontier and closed set, counted at their size in memory)
	// would take more bytes than this: 0 means DefaultMaxMemory, and a
	// negative value none. No search of a 3x3 board or smaller comes near
	// the default; on 4x4, BFS, UCS and A* would fill any machine.
	MaxMemory int64

	// Trace, when set, receives every expansion and every successor in the
	// order the search makes them (see Event), on the search goroutine. It
	// slows the search but does not change it: the same boards are expanded
	// in the same order, with the same counters and path (the 3x3's
	// specialised loops are left for the general ones they copy, which the
	// tests check expand alike; idastar-pdb on 4x4 logs its own search).
	Trace func(Event)

	// general sends a 3x3 search to the general loops, as on the other
	// shapes: the tests check the specialised loops against them.
	general bool
}

// Progress is a snapshot of a running search.
type Progress struct {
	Expanded, Generated int64
	Depth               int     // moves from the start to Board
	F                   float64 // depth + heuristic estimate of Board (depth for uninformed searches)
	Bound               float64 // current depth limit or f bound of an iterative search, else 0
	MaxDepth            int
	Frontier            int
	MaxFrontier         int
	Board               Board // the board being expanded
	Elapsed             time.Duration
}

// Result is what a search found, with the counters every algorithm reports
// the same way:
//
//   - Expanded: boards whose successors were generated.
//   - Generated: successors created by applying a move, counted before any
//     duplicate check (the start is not counted). Every algorithm skips the
//     move that undoes the one that reached a board.
//   - MaxDepth: the largest number of moves from the start of any board
//     generated (for bidir, the larger of the two directions).
//   - MaxFrontier: the most boards waiting to be expanded at one time: the
//     open list, queue or stack; for the depth-first searches that recurse
//     (dls, ids, idastar) the generated siblings still waiting along the
//     current path.
//   - Elapsed: the time of the search alone: the wall time of the call
//     less a pattern database built or loaded first (Prepared), and less
//     the time spent in the caller's Progress and Trace callbacks and, in
//     a browser, in the page's turns. It is the same whoever runs the
//     search and whatever they record or draw meanwhile, so that every
//     view of one search can show one time.
type Result struct {
	Algorithm   string
	Problem     Problem
	Status      Status
	Path        []Board // start to goal, both included, when Solved
	Moves       []Move  // len(Path)-1 moves of the blank
	Cost        int     // number of moves, when Solved
	Expanded    int64
	Generated   int64
	MaxDepth    int
	MaxFrontier int
	Elapsed     time.Duration
	// Conventions the search ran under, as given in Options, so that a
	// run can be reproduced.
	Conventions Conventions
	// Weight of weighted A*, as used, when above 1 (0 otherwise): the
	// path is at most Weight times the shortest.
	Weight float64
	// MemoryLimit: the Limit was the memory cap (Options.MaxMemory).
	MemoryLimit bool `json:",omitempty"`
	// Guarantee is what the path promises (Algorithm.Guarantee of the
	// weight used), set on every result the algorithm returns, solved or
	// not: what a solved run of it would promise.
	Guarantee Guarantee
	// TimeLimit: the Limit was Options.Timeout, which counts wall time:
	// Elapsed, which does not count the callbacks, can be less.
	TimeLimit bool `json:",omitempty"`
	// Prepared is what was built or loaded before the search could start,
	// and how long that took (not in Elapsed); nil when nothing was: none
	// needed, or already in memory (Algorithm.Prepare, an earlier search).
	Prepared *Prepared `json:",omitempty"`
}

// Prepared is a table or pattern database made ready before a search.
type Prepared struct {
	What   string        // "pattern database for 4x4"
	Loaded bool          // read from the disk cache, not built
	Took   time.Duration // building or loading it, waiting for it included
}

// node is one board in a search tree. Nodes live in a slice and point to
// their parent by index, so a search allocates nothing per node.
type node struct {
	b      Board
	parent int32
	g      int32
	h      uint32 // in the heuristic's units (hTable.unit); the node stays 24 bytes
	blank  int8
	move   Move
	closed bool // expanded (best-first searches)
	stale  bool // superseded by a node with a shorter path to the same board
}

// workspace holds the big arrays of a search, reused through a pool so that
// a search does not clear or allocate 362,880-entry arrays each time.
type workspace struct {
	stamp uint32
	seen  []slot // by rank: the board's node, when reached in this search
	nodes []node
	queue []int32
	bkt   buckets
	heap  heapQueue // the best-first queue when buckets cannot serve
	set   boardSet  // the boards of a best-first search
	// dls and ids keep the smallest depth a board was reached at in this
	// iteration: stampD<<16 | depth
	stampD uint32
	depth  []uint32
	// bidir keeps a second set for the backward direction
	stampB uint32
	seenB  []slot
}

// slot records the node that holds a board. The stamp says which search
// wrote it (entries of older searches are stale), and keeping it next to
// the index makes a lookup touch one cache line instead of two.
type slot struct {
	stamp uint32
	at    int32
}

// boardSet maps the boards of a best-first search to their nodes while the
// search is small. It is an open-addressing hash table that starts at a few
// kilobytes and grows, so a typical A* search, which reaches a few thousand
// boards, works in cache; the 2.9 MB array indexed by rank spreads the same
// boards over memory and missed the cache on most lookups. A search that
// outgrows setMax moves to that array, which is faster by then. Entries
// carry the stamp of the search that wrote them, so nothing is cleared
// between searches: an entry with another stamp counts as empty.
type boardSet struct {
	e     []setEntry
	stamp uint64
	shift uint // 64 - log2(size in use)
	n     int  // boards in the set
}

type setEntry struct {
	key uint64 // board | stamp<<stampShift
	at  int32
}

const (
	stampShift = 4 * cells3 // the stamp sits above the board's bits
	setMin     = 1 << 12
	setMax     = 1 << 16
)

// reset empties the set for a new search.
func (t *boardSet) reset() { t.use(setMin) }

func (t *boardSet) use(size int) {
	if len(t.e) < size {
		t.e = make([]setEntry, size)
	}
	t.stamp++
	if t.stamp == 1<<(64-stampShift) { // wrapped: old entries could match
		clear(t.e)
		t.stamp = 1
	}
	t.shift = 64 - uint(bits.TrailingZeros(uint(size)))
	t.n = 0
}

// find returns where b is or would go, and its node when present.
func (t *boardSet) find(b Board) (pos uint, node int32, ok bool) {
	key := uint64(b) | t.stamp<<stampShift
	mask := uint(1)<<(64-t.shift) - 1
	// Fibonacci hashing: the top bits of the product depend on every tile
	for pos = uint(uint64(b) * 0x9E3779B97F4A7C15 >> t.shift); ; pos = (pos + 1) & mask {
		e := t.e[pos]
		if e.key == key {
			return pos, e.at, true
		}
		if e.key>>stampShift != t.stamp {
			return pos, 0, false
		}
	}
}

// add records node for b at pos, found empty by find, and reports whether
// the table is now half full: time to grow, so that probes stay short.
func (t *boardSet) add(pos uint, b Board, node int32) (full bool) {
	t.e[pos] = setEntry{uint64(b) | t.stamp<<stampShift, node}
	t.n++
	return 2*t.n > 1<<(64-t.shift)
}

// grow makes the table four times larger and fills it from nodes in the
// order they were made: a later node for a board replaces an earlier one,
// as it did in the search. It reports false, changing nothing, when the
// table would exceed setMax.
func (t *boardSet) grow(nodes []node) bool {
	size := 4 << (64 - t.shift)
	if size > setMax {
		return false
	}
	t.use(size)
	for j := range nodes {
		p, _, found := t.find(nodes[j].b)
		t.e[p] = setEntry{uint64(nodes[j].b) | t.stamp<<stampShift, int32(j)}
		if !found {
			t.n++
		}
	}
	return true
}

// workspaces keeps a few workspaces between searches. Not a sync.Pool: a
// pool empties itself at garbage collections, and making the big arrays
// again means touching megabytes of fresh memory, which on a virtual machine
// with slow page faults added about 100 ms to a search and stalled its
// cancellation. Two are kept, one per search a person runs at once (Solve
// and Compare); more searches at once just make their own.
var workspaces = make(chan *workspace, 2)

func getWorkspace() *workspace {
	w, _ := takeWorkspace()
	return w
}

// takeWorkspace is getWorkspace, with the time a new workspace took to
// make ready (zero for a pooled one: the clock is read only for a new one,
// not on every search, where two reads cost a 3x3 table search a tenth).
func takeWorkspace() (*workspace, time.Duration) {
	select {
	case w := <-workspaces:
		return w, 0
	default:
		at := clockNow()
		w := new(workspace) // the big arrays are made by the searches that need them
		w.warm()
		return w, clockSince(at)
	}
}

// warmNodes is the room for nodes a new workspace starts with: a typical
// 3x3 A* search (thousands of boards) does not grow past it.
const warmNodes = 1 << 16

// warm makes a new workspace's first arrays and writes them once, so that
// the fresh memory's page faults fall before the search's clock starts
// (Solve times getWorkspace apart): measured on a virtual machine, the
// first A* of a 31-move board took 11 to 27 ms of which 10 to 25 were the
// faults, and later ones 1 ms; warmed, the first takes 1.4 to 2.9 ms.
//
// In a browser the writes are made a piece at a time with the page's turn
// between (warmPause): a race's four searches each warmed a workspace in
// one go, one after the other in the same turn of the page, which held it
// for 200 ms (Chromium's profiler, at a load average of 10).
func (w *workspace) warm() {
	nodes := make([]node, warmNodes)
	for i := range nodes {
		if i%warmPiece == warmPiece-1 {
			warmPause()
		}
		nodes[i].parent = -1
	}
	w.nodes = nodes[:0]
	w.set.e = make([]setEntry, setMax)
	for i := range w.set.e {
		if i%warmPiece == warmPiece-1 {
			warmPause()
		}
		w.set.e[i].at = -1
	}
}

// warmPiece is how many entries warm writes between two pauses; warmPause
// is the pause (yield; a test counts them).
const warmPiece = 1 << 13

var warmPause = func() { yield() }

func putWorkspace(w *workspace) {
	select {
	case workspaces <- w:
	default:
	}
}

// next starts a fresh search in the workspace.
func (w *workspace) next() {
	w.stamp++
	if w.stamp == 0 { // wrapped: old marks could alias the new stamp
		clear(w.seen)
		w.stamp = 1
	}
	w.nodes = w.nodes[:0]
	w.queue = w.queue[:0]
}

// needSeen makes the rank-indexed set on first use: only the searches that
// reach much of the space need its 2.9 MB. Those searches also get room for
// a node per reachable board at once: growing the slice by doubling copies
// megabytes into fresh memory in one step, which on a virtual machine with
// slow page faults stalled a search (and its cancellation) for over 10 ms.
func (w *workspace) needSeen() {
	if w.seen == nil {
		w.seen = make([]slot, NumRanks)
	}
	if cap(w.nodes) < NumRanks/2 {
		w.nodes = append(make([]node, 0, NumRanks/2+2), w.nodes...)
	}
}

func (w *workspace) nextDepth() {
	if w.depth == nil {
		w.depth = make([]uint32, NumRanks)
	}
	w.stampD++
	if w.stampD == 1<<16 {
		clear(w.depth)
		w.stampD = 1
	}
}

func (w *workspace) nextB() {
	if w.seenB == nil {
		w.seenB = make([]slot, NumRanks)
	}
	w.stampB++
	if w.stampB == 0 {
		clear(w.seenB)
		w.stampB = 1
	}
}

// search is the state every algorithm shares: the problem, the counters and
// the checks for cancellation, limits and progress.
type search struct {
	ctx   context.Context
	p     Problem
	opt   Options
	h     *hTable // nil for uninformed searches
	ws    *workspace
	res   Result
	begin time.Time
	start stamp // begin on the clock Elapsed is measured with

	frontier int
	bound    float64

	// the checks run when Expanded reaches nextCheck, every stride
	// expansions, so the hot loop pays one comparison per node
	nextCheck int64
	stride    int64
	// in a browser: the most the stride may grow to (0: maxStride), and
	// when the last check was (search.paced)
	strideCap  int64
	lastPaced  time.Time
	lastReport time.Time
	deadline   time.Time
	interval   time.Duration
	halted     bool   // cancelled or out of budget: unwind
	stopped    Status // why, once halted
	// paused is the time not the search's own: a database built first,
	// the caller's callbacks, a browser's turns (see Result.Elapsed)
	paused time.Duration

	// Last, so that the fields the hot loops read keep their places in
	// memory. With a deadline: when the clock was last read, since begin.
	lastCheck time.Duration
	unit      int // internal units of h per move: h.unit, or hScale
	mv        *moveTable
	conv      Conventions

	geo  *geometry // the shape's moves
	fast bool      // 3x3: the specialised loops and the package's tables apply
	// Behind pointers, made by the searches that use them, so that those
	// that do not (IDA*, table) start without zeroing them.
	seen   *seenSet  // boards reached, for the searches that keep them
	seenB  *seenSet  // bidir's backward side
	depth  *depthSet // dls and ids: depth reached at, this iteration
	memCap int64     // MaxMemory in effect; 0: none

	weight   float64   // of h in F, for the search log and reports
	wq       int64     // weight in 1/weightUnit, when a weighted A* runs
	backward bool      // bidir is expanding from the goal (search log)
	tb       *traceBuf // only when tracing: a search without pays nothing for it
	// probe is hook.Expand as the search started: the tests' view of the
	// boards an untraced search expands, called from check
	probe func(board uint64)
}

const maxStride = 1024 // ~0.1 ms of search between checks: cancel is quick

// deadlineGap is how often a search with a deadline reads the clock. A
// fixed stride is not enough: a search's first thousand expansions can take
// ten times longer than later ones (fresh memory faulting in), so the
// stride follows the clock, and a 2 ms timeout ends within a few tenths of
// a millisecond of 2 ms. Reading the clock costs tens of nanoseconds, a
// tenth of a percent at this rate.
const deadlineGap = 50 * time.Microsecond

// timeNow is the clock a search's deadline and progress reports are read
// from (its start, its checks, the distance table's build): a variable so
// that the tests can step it and check, without timing anything, that a
// search reads it often enough and stops at the first reading past its
// deadline.
var timeNow = time.Now

func newSearch(ctx context.Context, p Problem, opt Options) *search {
	s := &search{ctx: ctx, p: p, opt: opt, begin: timeNow(), start: clockNow(), stride: maxStride, unit: hScale}
	if turnSlice > 0 {
		// in a browser the first check comes soon, and paced grows the
		// stride from there: 1,024 traced expansions before the first
		// took 20 to 80 ms, and four racers start in one turn
		s.stride = firstPacedStride
	}
	s.res.Problem = p
	s.conv = opt.Conventions
	s.res.Conventions = s.conv
	s.geo = p.Shape.geo()
	s.fast = p.Shape.Is3x3() && !opt.general
	s.mv = movesFor(s.geo, s.conv.Order)
	switch {
	case opt.MaxMemory > 0:
		s.memCap = opt.MaxMemory
	case opt.MaxMemory == 0 && !s.geo.rankable():
		// the ranked shapes stay within a few tens of MB whatever runs
		s.memCap = DefaultMaxMemory
	}
	s.weight = 1
	if opt.Trace != nil {
		s.tb = new(traceBuf)
	}
	if opt.Timeout > 0 {
		s.deadline = s.begin.Add(opt.Timeout)
		// the setup before the first expansion (a heuristic compiled, a
		// table built) may have used the time already: check at once
		s.stride = 1
	}
	if opt.Progress != nil {
		s.interval = opt.Interval
		if s.interval <= 0 {
			s.interval = DefaultInterval
		}
		s.stride = 1
		s.lastReport = s.begin
	}
	s.schedule()
	if s.probe = hook.Expand; s.probe != nil {
		// check, and so call the probe, at every expansion, the first too
		s.stride, s.nextCheck = 1, 0
	}
	s.paused += yield() // a batch of searches too short to reach a check
	return s
}

func (s *search) schedule() {
	s.nextCheck = s.res.Expanded + s.stride
	if s.opt.MaxNodes > 0 && s.nextCheck > s.opt.MaxNodes {
		s.nextCheck = s.opt.MaxNodes
	}
}

// expand is called before board b, at depth g with estimate h (in s.unit
// units), is expanded, and reports whether the search must stop instead.
// The checks come before the count so that Expanded counts only boards
// whose successors were generated, and a node limit of N lets exactly N
// boards be expanded.
func (s *search) expand(b Board, g int, h int) bool {
	if s.res.Expanded >= s.nextCheck && s.check(b, g, h) {
		return true
	}
	s.res.Expanded++
	return false
}

func (s *search) check(b Board, g, h int) bool {
	s.paced()
	if s.ctx.Err() != nil {
		return s.halt(Cancelled)
	}
	if s.opt.MaxNodes > 0 && s.res.Expanded >= s.opt.MaxNodes {
		return s.halt(Limit)
	}
	if s.memCap > 0 && memFactor*s.memBytes() > s.memCap {
		s.res.MemoryLimit = true
		return s.halt(Limit)
	}
	if !s.deadline.IsZero() || s.opt.Progress != nil {
		now := timeNow()
		if !s.deadline.IsZero() && now.After(s.deadline) {
			s.res.TimeLimit = true
			return s.halt(Limit)
		}
		if s.opt.Progress == nil { // only the deadline sets the pace
			at := now.Sub(s.begin)
			since := at - s.lastCheck
			s.lastCheck = at
			switch {
			case since > deadlineGap && s.stride > 1:
				s.stride /= 2
			case since < deadlineGap/4 && s.stride < s.maxStride():
				s.stride *= 2
			}
		}
		if s.opt.Progress != nil {
			since := now.Sub(s.lastReport)
			switch {
			case since >= s.interval:
				s.report(b, g, h, now)
				// a callback that took a whole interval wants every node
				if time.Since(now) >= s.interval {
					s.stride = 1
				} else if since > 2*s.interval && s.stride > 1 {
					s.stride /= 2
				}
			case since < s.interval/8 && s.stride < s.maxStride():
				s.stride *= 2 // checking far too often: back off
			}
		}
	}
	if s.probe != nil {
		s.stride = 1
		s.probe(uint64(b))
	}
	s.schedule()
	return false
}

// paced gives a browser's page its turn when Go has held the thread for
// a slice (yield), and there keeps the checks, and so the turns, less
// than half a slice apart: the stride grows as the checks find time to
// spare (a progress report's interval, a deadline), and a traced race's
// A* checked every 1,024 expansions and held the page 75 ms (app/web's
// TestBrowserWaits, profiled). Elsewhere it is yield alone: nothing.
func (s *search) paced() {
	if turnSlice == 0 {
		s.paused += yield()
		return
	}
	now := time.Now()
	if !s.lastPaced.IsZero() {
		switch gap := now.Sub(s.lastPaced); {
		case gap > turnSlice/2 && s.stride > 1:
			s.stride /= 2
			s.strideCap = s.stride
		case gap < turnSlice/8 && s.stride < s.maxStride() && s.strideCap == 0:
			s.stride *= 2
		}
	}
	s.paused += yield()
	s.lastPaced = time.Now()
}

// firstPacedStride is the stride a search in a browser starts with.
const firstPacedStride = 32

// maxStride is the most the stride may grow to: the constant, or less in
// a browser (paced).
func (s *search) maxStride() int64 {
	if s.strideCap > 0 {
		return s.strideCap
	}
	return maxStride
}

// memFactor is how much more memory a process takes than the arrays a
// search holds: an array that grows is copied, old and new side by side,
// and Go's collector lets the heap reach about twice what is live before
// it collects (GOGC=100). Measured on 4x4 with a 1 GiB cap: bfs, ucs, dfs
// and A* peaked at 2.4 to 2.9 GB with no factor. A count, not a reading of
// the heap, so that a run stops at the same expansion every time.
const memFactor = 3

// memBytes is the memory the search holds in boards: its nodes, queues and
// sets as far as it has filled them (the workspace's arrays may be larger,
// left from an earlier search), the hash sets at their size.
func (s *search) memBytes() int64 {
	ws := s.ws
	const nodeSize, entrySize = 24, 24
	n := int64(len(ws.nodes))*nodeSize + int64(len(ws.queue))*4 + int64(len(ws.heap.e))*entrySize +
		int64(len(ws.nodes))*4 // the buckets hold an index per node queued
	if s.seen != nil {
		n += s.seen.bytes()
	}
	if s.seenB != nil {
		n += s.seenB.bytes()
	}
	if s.depth != nil && s.depth.big != nil {
		n += s.depth.big.bytes()
	}
	return n
}

// useSeen readies the set of boards reached for a search that keeps them.
func (s *search) useSeen() {
	if s.seen != nil {
		return
	}
	if s.geo.rankable() {
		s.ws.needSeen()
		s.seen = &seenSet{arr: s.ws.seen, stamp: s.ws.stamp, g: s.geo}
		return
	}
	s.seen = &seenSet{big: newBigMap(), g: s.geo}
}

// nextDepth starts an iteration of dls or ids: no board reached yet.
func (s *search) nextDepth() {
	if !s.geo.rankable() {
		s.depth = &depthSet{big: newBigMap(), g: s.geo}
		return
	}
	s.ws.nextDepth()
	s.depth = &depthSet{arr: s.ws.depth, tag: s.ws.stampD << 16, g: s.geo}
}

// nextB readies bidir's set of boards reached from the goal.
func (s *search) nextB() {
	if !s.geo.rankable() {
		s.seenB = &seenSet{big: newBigMap(), g: s.geo}
		return
	}
	s.ws.nextB()
	s.seenB = &seenSet{arr: s.ws.seenB, stamp: s.ws.stampB, g: s.geo}
}

func (s *search) halt(why Status) bool {
	s.halted, s.stopped = true, why
	return true
}

func (s *search) report(b Board, g, h int, now time.Time) {
	s.lastReport = now
	p := Progress{
		Expanded: s.res.Expanded, Generated: s.res.Generated,
		Depth: g, F: s.fMoves(g, h), Bound: s.bound,
		MaxDepth: s.res.MaxDepth, Frontier: s.frontier, MaxFrontier: s.res.MaxFrontier,
		Board: b, Elapsed: s.elapsed(),
	}
	at := clockNow() // after elapsed: the reports' times never go back
	s.opt.Progress(p)
	s.paused += clockSince(at)
}

// elapsed is the search's own time so far (see Result.Elapsed).
func (s *search) elapsed() time.Duration {
	return max(0, clockSince(s.start)-s.paused)
}

// fMoves is g+h in moves, h in the heuristic's units.
func (s *search) fMoves(g, h int) float64 {
	if s.h == nil {
		return float64(g)
	}
	return s.h.moves(g*s.unit + h)
}

// generated counts one successor at depth g.
func (s *search) generated(g int) {
	s.res.Generated++
	if g > s.res.MaxDepth {
		s.res.MaxDepth = g
	}
}

// generatedN counts n successors at depth g at once: the same counts as n
// calls of generated, for loops that can add them up first.
func (s *search) generatedN(g, n int) {
	s.res.Generated += int64(n)
	if n > 0 && g > s.res.MaxDepth {
		s.res.MaxDepth = g
	}
}

func (s *search) setFrontier(n int) {
	s.frontier = n
	if n > s.res.MaxFrontier {
		s.res.MaxFrontier = n
	}
}

// stop ends the search with the status that stopped it.
func (s *search) stop() Result {
	s.res.Status = s.stopped
	return s.finish()
}

func (s *search) finish() Result {
	if s.opt.Trace != nil {
		s.traceFlush()
	}
	s.res.Elapsed = s.elapsed()
	if s.opt.Progress != nil {
		// a last report, so a display ends on the final counters
		last := s.p.Start
		if n := len(s.res.Path); n > 0 {
			last = s.res.Path[n-1]
		}
		s.opt.Progress(Progress{
			Expanded: s.res.Expanded, Generated: s.res.Generated,
			MaxDepth: s.res.MaxDepth, Frontier: s.frontier, MaxFrontier: s.res.MaxFrontier,
			Bound: s.bound, Board: last, Depth: s.res.Cost, F: float64(s.res.Cost),
			Elapsed: s.res.Elapsed,
		})
	}
	return s.res
}

// solved ends the search with the path given from start to goal.
func (s *search) solved(path []Board) Result {
	s.res.Status = Solved
	s.res.Path = path
	s.res.Cost = len(path) - 1
	s.res.Moves = movesOf(s.geo, path)
	return s.finish()
}

// pathTo follows parent links from node i back to the start.
func (s *search) pathTo(i int32) []Board {
	n := 0
	for j := i; j >= 0; j = s.ws.nodes[j].parent {
		n++
	}
	path := make([]Board, n)
	for j := i; j >= 0; j = s.ws.nodes[j].parent {
		n--
		path[n] = s.ws.nodes[j].b
	}
	return path
}

// movesOf names the blank's move between each pair of consecutive boards.
func movesOf(g *geometry, path []Board) []Move {
	if len(path) < 2 {
		return nil
	}
	moves := make([]Move, len(path)-1)
	blank := path[0].Blank()
	sts := &g.steps // a local: the stores below would reload it through g
	for i := 1; i < len(path); i++ {
		next := path[i].Blank()
		for _, st := range sts[blank&(MaxCells-1)] {
			if int(st.to) == next {
				moves[i-1] = st.move
			}
		}
		blank = next
	}
	return moves
}
