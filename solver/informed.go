package solver

// The searches guided by a heuristic: greedy, astar and idastar, and ucs,
// which shares the best-first loop with a priority of moves so far.

import (
	"math"
	"slices"
)

type priority uint8

const (
	byCost  priority = iota // ucs: g
	byGuess                 // greedy: h
	byBoth                  // astar: g + h
)

// buckets is a priority queue for small integer priorities: one stack per
// priority. Push and pop are O(1) amortized, and popping the newest among
// equals favours the deeper boards, which settles ties towards the goal.
type buckets struct {
	b   [][]int32
	min int
	n   int
}

func (q *buckets) reset() {
	for i := range q.b {
		q.b[i] = q.b[i][:0]
	}
	q.min, q.n = 0, 0
}

func (q *buckets) push(p int, i int32) {
	for p >= len(q.b) {
		q.b = append(q.b, nil)
	}
	q.b[p] = append(q.b[p], i)
	if q.n == 0 || p < q.min {
		q.min = p
	}
	q.n++
}

func (q *buckets) pop() int32 {
	for len(q.b[q.min]) == 0 {
		q.min++
	}
	b := q.b[q.min]
	i := b[len(b)-1]
	q.b[q.min] = b[:len(b)-1]
	q.n--
	return i
}

func (s *search) prio(kind priority, g int32, h uint32) int {
	switch kind {
	case byCost:
		return int(g)
	case byGuess:
		return int(h)
	}
	return int(g)*hScale + int(h)
}

// heapQueue is the best-first queue for the tie rules a stack per
// priority cannot give, and for priorities too fine for buckets (exact
// Euclidean distance): a binary heap ordered by priority, then by a key
// that the tie rule gives each entry.
type heapQueue struct{ e []heapEntry }

type heapEntry struct {
	prio int64
	tie  uint64
	at   int32
}

func (a heapEntry) less(b heapEntry) bool {
	return a.prio < b.prio || a.prio == b.prio && a.tie < b.tie
}

func (q *heapQueue) push(x heapEntry) {
	e := append(q.e, x)
	i := len(e) - 1
	for i > 0 {
		p := (i - 1) / 2
		if !x.less(e[p]) {
			break
		}
		e[i] = e[p]
		i = p
	}
	e[i] = x
	q.e = e
}

func (q *heapQueue) pop() int32 {
	e := q.e
	top := e[0].at
	x := e[len(e)-1]
	e = e[:len(e)-1]
	for i := 0; ; {
		c := 2*i + 1
		if c >= len(e) {
			if len(e) > 0 {
				e[i] = x
			}
			break
		}
		if c+1 < len(e) && e[c+1].less(e[c]) {
			c++
		}
		if !e[c].less(x) {
			e[i] = x
			break
		}
		e[i] = e[c]
		i = c
	}
	q.e = e
	return top
}

// entry is node j's place in the heap. Nodes are numbered in the order
// they are queued, so j orders entries by age.
func (s *search) entry(kind priority, j int32) heapEntry {
	n := &s.ws.nodes[j]
	x := heapEntry{at: j}
	switch kind {
	case byCost:
		x.prio = int64(n.g)
	case byGuess:
		x.prio = int64(n.h)
	default:
		x.prio = int64(n.g)*int64(s.unit) + int64(n.h)
		if s.wq != 0 {
			x.prio = int64(n.g)*int64(s.unit)*weightUnit + s.wq*int64(n.h)
		}
	}
	switch s.conv.Ties {
	case TiesNewest:
		x.tie = ^uint64(j)
	case TiesOldest:
		x.tie = uint64(j)
	default:
		x.tie = lexKey(n.b, s.geo.cells)
	}
	return x
}

// lexKey orders boards as their tiles read row by row, as Python orders
// tuples of tiles: cell 0 is the most significant.
func lexKey(b Board, cells int) uint64 {
	var k uint64
	for i := 0; i < cells; i++ {
		k = k<<4 | uint64(b.At(i))
	}
	return k
}

// bestFirst expands the board of lowest priority first and tests for the
// goal when a board leaves the queue. A board found again by a shorter path
// gets a new node and the old one is skipped when popped, so a heuristic
// that is admissible but not consistent still gives optimal A* (greedy
// keeps first finds). Textbook graph search (aima-python) never expands a
// board twice instead; the two differ only when an inconsistent heuristic
// (Consistent false: misplaced-blank, and pdb's lookups) reaches an
// expanded board by a shorter path, which misplaced-blank did not do on
// 9,000 random boards.
//
// Ties to the newest use a stack of nodes per priority, the fastest queue;
// other tie rules and the exact Euclidean distance, whose priorities are
// too fine for buckets, use a heap. One loop serves both, with a branch at
// push and pop. The 3x3 under the default conventions takes bestFirstFast
// instead (see there for what it buys).
func bestFirst(s *search, kind priority) Result {
	ws := s.ws
	// the queue and the set live in the workspace to keep their capacity
	q, hq, set := &ws.bkt, &ws.heap, &ws.set
	useHeap := s.conv.Ties != TiesNewest || s.unit != hScale || s.wq != 0
	if !useHeap && s.fast && s.conv.Order == 0 && s.conv.Shuffle == 0 && s.opt.Trace == nil && s.h.incremental() {
		return bestFirstFast(s, kind)
	}
	trace := s.opt.Trace != nil
	q.reset()
	hq.e = hq.e[:0]
	set.reset()
	// dense: boards are in s.seen (by rank, or hashed for the big shapes),
	// no longer in set, which holds only boards of up to 9 cells
	dense := !s.geo.rankable()
	if dense {
		s.useSeen()
	}
	start := s.p.Start
	h0 := 0
	if s.h != nil {
		h0 = s.h.eval(start)
	}
	ws.nodes = append(ws.nodes, node{b: start, parent: -1, blank: int8(start.Blank()), move: noMove, h: uint32(h0)})
	if dense {
		r, _, _ := s.seen.find(start)
		s.seen.set(r, start, 0)
	} else {
		pos, _, _ := set.find(start)
		set.add(pos, start, 0)
	}
	if useHeap {
		hq.push(s.entry(kind, 0))
	} else {
		q.push(s.prio(kind, 0, uint32(h0)), 0)
	}
	s.setFrontier(1)
	open := 1 // boards in the queue, not counting superseded entries
	sts := &s.mv.steps
	for q.n > 0 || len(hq.e) > 0 {
		var i int32
		if useHeap {
			i = hq.pop()
		} else {
			i = q.pop()
		}
		n := ws.nodes[i]
		if n.stale {
			continue // superseded by a shorter path to the same board
		}
		if n.b == s.p.Goal {
			return s.solved(s.pathTo(i))
		}
		open--
		ws.nodes[i].closed = true
		s.frontier = open
		if s.expand(n.b, int(n.g), int(n.h)) {
			return s.stop()
		}
		if trace {
			s.traceExpand(n.b, s.parentOf(n), int(n.g), int(n.h))
		}
		g := n.g + 1
		kids := 0
		for _, st := range s.stepsAt(sts, n.b, n.blank) {
			if st.move == n.move.Inverse() {
				continue
			}
			c := n.b.slide(int(n.blank), int(st.to))
			kids++
			var (
				pos, at = uint(0), int32(0)
				found   bool
				r       uint32
			)
			if dense {
				r, at, found = s.seen.find(c)
			} else {
				pos, at, found = set.find(c)
			}
			h := 0
			if t := s.h; t != nil {
				if t.full != nil {
					h = t.full(c)
				} else {
					h = int(n.h) + t.tileDelta(c, int(n.blank), int(st.to))
					if t.lc {
						h += t.conflictDelta(n.b, c, int(n.blank))
					} else if t.lcg {
						h += t.conflictDeltaG(n.b, c, int(n.blank))
					}
				}
			}
			if found {
				old := &ws.nodes[at]
				if kind == byGuess || old.g <= g {
					if trace {
						s.traceChild(c, n.b, int(g), h, true)
					}
					continue
				}
				if old.closed {
					open++ // reopened: only an inconsistent heuristic gets here
				}
				old.stale = true
			} else {
				open++
			}
			if trace {
				s.traceChild(c, n.b, int(g), h, false)
			}
			j := int32(len(ws.nodes))
			ws.nodes = append(ws.nodes, node{b: c, parent: i, g: g, h: uint32(h), blank: st.to, move: st.move})
			switch {
			case dense:
				s.seen.set(r, c, j)
			case found:
				set.e[pos].at = j
			case set.add(pos, c, j) && !set.grow(ws.nodes):
				// too big for the set: move every board to the array
				dense = true
				s.useSeen()
				for k := range ws.nodes {
					b := ws.nodes[k].b
					r, _, _ := s.seen.find(b)
					s.seen.set(r, b, int32(k))
				}
			}
			if useHeap {
				hq.push(s.entry(kind, j))
			} else {
				q.push(s.prio(kind, g, uint32(h)), j)
			}
		}
		s.generatedN(int(g), kids)
		s.setFrontier(open)
		if trace {
			s.traceFlush()
		}
	}
	return s.exhausted()
}

// bestFirstFast is bestFirst for the 3x3 under the default conventions
// (ties to the newest, moves in the order of steps) and a heuristic in
// hScale units: buckets only, the package's own move table, h worked out
// only for a board that is queued, no trace. Over the 1000 boards of
// BenchmarkRandom1000 it runs 12% fewer instructions than bestFirst on
// astar-manhattan and 10% fewer on astar-linear-conflict (callgrind), and
// its fastest times per board are 4 to 5% lower. TestFastLoops checks it
// against bestFirst directly: the same expansions in the same order and
// the same result, for every algorithm on many boards. A per-event hook
// (the search log) belongs in bestFirst, which a caller that sets one
// should then be sent to.
func bestFirstFast(s *search, kind priority) Result {
	ws := s.ws
	// the queue and the set live in the workspace to keep their capacity
	q, set := &ws.bkt, &ws.set
	q.reset()
	set.reset()
	// dense: the set grew too big, and the boards moved to ws.seen by rank
	dense := false
	start := s.p.Start
	h0 := 0
	if s.h != nil {
		h0 = s.h.eval(start)
	}
	ws.nodes = append(ws.nodes, node{b: start, parent: -1, blank: int8(start.Blank()), move: noMove, h: uint32(h0)})
	pos, _, _ := set.find(start)
	set.add(pos, start, 0)
	q.push(s.prio(kind, 0, uint32(h0)), 0)
	s.setFrontier(1)
	open := 1 // boards in the queue, not counting superseded entries
	for q.n > 0 {
		i := q.pop()
		n := ws.nodes[i]
		if n.stale {
			continue // superseded by a shorter path to the same board
		}
		if n.b == s.p.Goal {
			return s.solved(s.pathTo(i))
		}
		open--
		ws.nodes[i].closed = true
		s.frontier = open
		if s.expand(n.b, int(n.g), int(n.h)) {
			return s.stop()
		}
		g := n.g + 1
		kids := 0
		for _, st := range steps[n.blank] {
			if st.move == n.move.Inverse() {
				continue
			}
			c := n.b.slide(int(n.blank), int(st.to))
			kids++
			var (
				pos, at = uint(0), int32(0)
				found   bool
				r       uint32
			)
			if dense {
				r = c.Rank()
				e := ws.seen[r]
				at, found = e.at, e.stamp == ws.stamp
			} else {
				pos, at, found = set.find(c)
			}
			if found {
				old := &ws.nodes[at]
				if kind == byGuess || old.g <= g {
					continue
				}
				if old.closed {
					open++ // reopened: only an inconsistent heuristic gets here
				}
				old.stale = true
			} else {
				open++
			}
			h := 0
			if t := s.h; t != nil {
				h = int(n.h) + t.tileDelta(c, int(n.blank), int(st.to))
				if t.lc {
					h += t.conflictDelta(n.b, c, int(n.blank))
				}
			}
			j := int32(len(ws.nodes))
			ws.nodes = append(ws.nodes, node{b: c, parent: i, g: g, h: uint32(h), blank: st.to, move: st.move})
			switch {
			case dense:
				s.seen.set(r, c, j)
			case found:
				set.e[pos].at = j
			case set.add(pos, c, j) && !set.grow(ws.nodes):
				// too big for the set: move every board to the array
				dense = true
				s.useSeen()
				for k := range ws.nodes {
					b := ws.nodes[k].b
					r, _, _ := s.seen.find(b)
					s.seen.set(r, b, int32(k))
				}
			}
			q.push(s.prio(kind, g, uint32(h)), j)
		}
		s.generatedN(int(g), kids)
		s.setFrontier(open)
	}
	return s.exhausted()
}

func greedy(s *search) Result { return bestFirst(s, byGuess) }
func astar(s *search) Result  { return bestFirst(s, byBoth) }

// idastar: iterative-deepening A*: depth-first within an f bound, which
// rises to the smallest f that was over it. Memory is the path alone.
func idastar(s *search) Result {
	x := &ida{s: s, t: s.h, goal: s.p.Goal, unit: s.unit, fwd: &s.mv.forward}
	b := s.p.Start
	h := s.h.eval(b)
	x.bound = h // the root is within every bound
	visit := x.visit
	if s.unit == hScale && s.fast && s.h.incremental() && s.conv.Order == 0 && s.conv.Shuffle == 0 && s.opt.Trace == nil {
		visit = x.visitFast
	}
	for {
		x.next = noBound
		s.bound = s.h.moves(x.bound)
		if visit(b, b.Blank(), 0, h, noMove) {
			// visit collected the path from the goal back to the start
			slices.Reverse(x.path)
			return s.solved(x.path)
		}
		if s.halted {
			return s.stop()
		}
		if x.next == noBound {
			return s.exhausted()
		}
		x.bound = x.next
	}
}

// noBound marks that no board went over the bound: none is left to search.
const noBound = math.MaxInt

type ida struct {
	s       *search
	t       *hTable
	goal    Board
	bound   int
	next    int // smallest f seen above the bound, noBound if none
	pending int
	path    []Board // filled on the way back from the goal only
	unit    int     // of h per move
	fwd     *[MaxCells][8][]step
}

// visit searches below b, which is within the bound. A child over the bound
// is cut off here rather than in a call of its own: most children of the
// last iterations are, and a call per child was a third of the time.
func (x *ida) visit(b Board, blank, g, h int, last Move) bool {
	s := x.s
	if b == x.goal {
		x.path = append(make([]Board, 0, g+1), b)
		return true
	}
	s.frontier = x.pending
	if s.expand(b, g, h) {
		return false
	}
	// The children are counted as generated, and as waiting, before the
	// first is searched, as in every search here, but each is made only
	// when its turn comes.
	sts := x.fwd[blank][last&7]
	if s.conv.Shuffle != 0 {
		sts = movesFor(s.geo, s.conv.shuffled(b)).forward[blank][last&7]
	}
	n := len(sts)
	s.generatedN(g+1, n)
	x.pending += n
	s.setFrontier(x.pending)
	t := x.t
	if s.opt.Trace != nil {
		x.trace(b, blank, g, h, last, sts)
	}
	for _, st := range sts {
		x.pending--
		c := b.slide(blank, int(st.to))
		var ch int
		if t.full != nil {
			ch = t.full(c)
		} else {
			ch = h + t.tileDelta(c, blank, int(st.to))
			if t.lc { // conflictDelta written out: too big to inline, and hot here
				tile := c.At(blank)
				r, k := int(t.homeRow[tile]&3), int(t.homeCol[tile]&3)
				ch += int(t.row[r][rowBits(c, r)]) - int(t.row[r][rowBits(b, r)]) +
					int(t.col[k][colBits(c, k)]) - int(t.col[k][colBits(b, k)])
			} else if t.lcg {
				ch += t.conflictDeltaG(b, c, blank)
			}
		}
		if f := (g+1)*x.unit + ch; f > x.bound {
			x.next = min(x.next, f)
			continue
		}
		if x.visit(c, int(st.to), g+1, ch, st.move) {
			x.path = append(x.path, b)
			return true
		}
		if s.halted {
			return false
		}
	}
	return false
}

// visitFast is visit for the 3x3 under the default move order and a
// heuristic in hScale units, with the package's own table and a constant
// scale. Over BenchmarkRandom1000 it runs 11% fewer instructions than
// visit on idastar-manhattan and 9% fewer on idastar-linear-conflict
// (callgrind), and its fastest times per board are 4 to 5% lower.
// TestFastLoops checks it against visit directly.
func (x *ida) visitFast(b Board, blank, g, h int, last Move) bool {
	s := x.s
	if b == x.goal {
		x.path = append(make([]Board, 0, g+1), b)
		return true
	}
	s.frontier = x.pending
	if s.expand(b, g, h) {
		return false
	}
	// The children are counted as generated, and as waiting, before the
	// first is searched, as in every search here, but each is made only
	// when its turn comes.
	sts := forward[blank][last&7]
	n := len(sts)
	s.generatedN(g+1, n)
	x.pending += n
	s.setFrontier(x.pending)
	t := x.t
	for _, st := range sts {
		x.pending--
		c := b.slide(blank, int(st.to))
		ch := h + t.tileDelta(c, blank, int(st.to))
		if t.lc { // conflictDelta written out: too big to inline, and hot here
			tile := c.At(blank)
			r, k := int(t.homeRow[tile]&3), int(t.homeCol[tile]&3)
			ch += int(t.row[r][rowBits(c, r)]) - int(t.row[r][rowBits(b, r)]) +
				int(t.col[k][colBits(c, k)]) - int(t.col[k][colBits(b, k)])
		}
		if f := (g+1)*hScale + ch; f > x.bound {
			x.next = min(x.next, f)
			continue
		}
		if x.visitFast(c, int(st.to), g+1, ch, st.move) {
			x.path = append(x.path, b)
			return true
		}
		if s.halted {
			return false
		}
	}
	return false
}

// trace sends the search log of an IDA* expansion: the board, then every
// child, those over the bound included (they are generated, and counted,
// before being cut off).
func (x *ida) trace(b Board, blank, g, h int, last Move, sts []step) {
	s, t := x.s, x.t
	s.traceExpand(b, s.parentBy(b, blank, last), g, h)
	for _, st := range sts {
		c := b.slide(blank, int(st.to))
		s.traceChild(c, b, g+1, t.childH(b, c, h, blank, int(st.to)), false)
	}
	s.traceFlush()
}
