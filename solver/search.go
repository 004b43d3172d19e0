package solver

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"
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

// Problem is what to solve: a start board and the goal to reach.
type Problem struct {
	Start, Goal Board
}

// DefaultDepthLimit is the depth limit of dls: the longest optimal solution
// of the 3x3 puzzle, so that dls solves every board by default.
const DefaultDepthLimit = 31

// DefaultInterval is how often progress is reported unless told otherwise:
// about 60 times a second, as often as a screen redraws.
const DefaultInterval = time.Second / 60

// Options tune a search; the zero value means no limits and no progress.
type Options struct {
	DepthLimit int           // dls only; 0 means DefaultDepthLimit
	MaxNodes   int64         // stop with Limit after this many expansions; 0: none
	Timeout    time.Duration // stop with Limit after this long; 0: none

	// Progress, when set, receives a snapshot every Interval (by the clock,
	// not by node count). It runs on the search goroutine: a callback that
	// blocks slows the search, which is how a caller plays it in slow
	// motion; a slow callback is then called at every expansion.
	Progress func(Progress)
	Interval time.Duration // 0 means DefaultInterval
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
//   - Elapsed: wall time of the whole call, building tables included.
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
}

// node is one board in a search tree. Nodes live in a slice and point to
// their parent by index, so a search allocates nothing per node.
type node struct {
	b      Board
	parent int32
	rank   uint32
	g      int32
	h      uint16
	blank  int8
	move   Move
	closed bool // expanded (best-first searches)
}

// workspace holds the big arrays of a search, reused through a pool so that
// a search does not clear or allocate 362,880-entry arrays each time.
type workspace struct {
	stamp uint32
	mark  []uint32 // mark[rank] == stamp: the board was reached in this search
	at    []int32  // the best node for that board
	nodes []node
	queue []int32
	bkt   [][]int32
	// dls and ids keep the smallest depth a board was reached at in this
	// iteration: stampD<<16 | depth
	stampD uint32
	depth  []uint32
	// bidir keeps a second set for the backward direction
	stampB uint32
	markB  []uint32
	atB    []int32
}

var workspaces = sync.Pool{New: func() any {
	return &workspace{mark: make([]uint32, NumRanks), at: make([]int32, NumRanks)}
}}

// next starts a fresh search in the workspace.
func (w *workspace) next() {
	w.stamp++
	if w.stamp == 0 { // wrapped: old marks could alias the new stamp
		clear(w.mark)
		w.stamp = 1
	}
	w.nodes = w.nodes[:0]
	w.queue = w.queue[:0]
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
	if w.markB == nil {
		w.markB = make([]uint32, NumRanks)
		w.atB = make([]int32, NumRanks)
	}
	w.stampB++
	if w.stampB == 0 {
		clear(w.markB)
		w.stampB = 1
	}
}

// errStop unwinds a search that was cancelled or hit a limit.
var errStop = errors.New("search stopped")

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

	frontier int
	bound    float64

	// the checks run when Expanded reaches nextCheck, every stride
	// expansions, so the hot loop pays one comparison per node
	nextCheck  int64
	stride     int64
	lastReport time.Time
	deadline   time.Time
	interval   time.Duration
	halted     bool   // cancelled or out of budget: unwind
	stopped    Status // why, once halted
}

const maxStride = 1024 // ~0.1 ms of search between checks: cancel is quick

func newSearch(ctx context.Context, p Problem, opt Options) *search {
	s := &search{ctx: ctx, p: p, opt: opt, begin: time.Now(), stride: maxStride}
	s.res.Problem = p
	if opt.Timeout > 0 {
		s.deadline = s.begin.Add(opt.Timeout)
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
	return s
}

func (s *search) schedule() {
	s.nextCheck = s.res.Expanded + s.stride
	if s.opt.MaxNodes > 0 && s.nextCheck > s.opt.MaxNodes {
		s.nextCheck = s.opt.MaxNodes
	}
}

// expand counts the expansion of board b at depth g with estimate h (in
// hScale units) and reports whether the search must stop.
func (s *search) expand(b Board, g int, h int) bool {
	s.res.Expanded++
	if s.res.Expanded < s.nextCheck {
		return false
	}
	return s.check(b, g, h)
}

func (s *search) check(b Board, g, h int) bool {
	if s.ctx.Err() != nil {
		return s.halt(Cancelled)
	}
	if s.opt.MaxNodes > 0 && s.res.Expanded >= s.opt.MaxNodes {
		return s.halt(Limit)
	}
	if !s.deadline.IsZero() || s.opt.Progress != nil {
		now := time.Now()
		if !s.deadline.IsZero() && now.After(s.deadline) {
			return s.halt(Limit)
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
			case since < s.interval/8 && s.stride < maxStride:
				s.stride *= 2 // checking far too often: back off
			}
		}
	}
	s.schedule()
	return false
}

func (s *search) halt(why Status) bool {
	s.halted, s.stopped = true, why
	return true
}

func (s *search) report(b Board, g, h int, now time.Time) {
	s.lastReport = now
	s.opt.Progress(Progress{
		Expanded: s.res.Expanded, Generated: s.res.Generated,
		Depth: g, F: float64(g) + float64(h)/hScale, Bound: s.bound,
		MaxDepth: s.res.MaxDepth, Frontier: s.frontier, MaxFrontier: s.res.MaxFrontier,
		Board: b, Elapsed: now.Sub(s.begin),
	})
}

// generated counts one successor at depth g.
func (s *search) generated(g int) {
	s.res.Generated++
	if g > s.res.MaxDepth {
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
	s.res.Elapsed = time.Since(s.begin)
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
	s.res.Moves = movesOf(path)
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
func movesOf(path []Board) []Move {
	if len(path) < 2 {
		return nil
	}
	moves := make([]Move, len(path)-1)
	blank := path[0].Blank()
	for i := 1; i < len(path); i++ {
		next := path[i].Blank()
		for _, st := range steps[blank] {
			if int(st.to) == next {
				moves[i-1] = st.move
			}
		}
		blank = next
	}
	return moves
}
