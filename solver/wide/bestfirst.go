package wide

import (
	"math"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// key packs a board of up to 25 cells into 16 bytes, 5 bits a cell, cell
// i at bit 5i of 128 (cell 12 straddles the two words): the closed set's
// key, a third smaller than the board itself.
func key(b *Board) [2]uint64 {
	var k [2]uint64
	for i, v := range b {
		o := uint(5 * i)
		switch {
		case o+5 <= 64:
			k[0] |= uint64(v) << o
		case o >= 64:
			k[1] |= uint64(v) << (o - 64)
		default:
			k[0] |= uint64(v) << o
			k[1] |= uint64(v) >> (64 - o)
		}
	}
	return k
}

// bnode is a board reached by the best-first search; nodes live in a
// slice and point to their parent by index.
type bnode struct {
	parent int32 // the words first: the node packs into 40 bytes
	g      int32
	b      Board
	h      int16
	blank  int8
	move   solver.Move
	closed bool
}

// entry is a board waiting in the queue, under its priority when pushed
// (a node reached again by a shorter path is pushed again; the entry
// whose f is no longer the node's is dropped when it comes out).
type entry struct {
	f   int64
	h   int32
	idx int32
}

// less orders the queue: lowest f, then lowest h (closer to the goal),
// then the newest board (depth first among equals), deterministic.
func (e entry) less(o entry) bool {
	if e.f != o.f {
		return e.f < o.f
	}
	if e.h != o.h {
		return e.h < o.h
	}
	return e.idx > o.idx
}

type queue []entry

func (q *queue) push(e entry) {
	*q = append(*q, e)
	h := *q
	for i := len(h) - 1; i > 0; {
		p := (i - 1) / 2
		if !h[i].less(h[p]) {
			break
		}
		h[i], h[p] = h[p], h[i]
		i = p
	}
}

func (q *queue) pop() entry {
	h := *q
	top := h[0]
	n := len(h) - 1
	h[0] = h[n]
	h = h[:n]
	for i := 0; ; {
		l, m := 2*i+1, i
		if l < n && h[l].less(h[m]) {
			m = l
		}
		if r := l + 1; r < n && h[r].less(h[m]) {
			m = r
		}
		if m == i {
			break
		}
		h[i], h[m] = h[m], h[i]
		i = m
	}
	*q = h
	return top
}

// BytesPerBoard is what the best-first search counts against the memory
// cap for each board it reaches: its node (40 bytes), its closed-set entry
// (16-byte key and index in a Go map: 53 bytes measured at a million
// boards, rounded up) and a queue entry and a half (16 bytes each): about
// 8.9 million boards under the default cap of 1 GiB.
const BytesPerBoard = 40 + 56 + 24

// memFactor is how much more memory the process takes than the boards
// counted, as the engine's: the node slice, queue and map grow by copying,
// old and new side by side, and Go's collector lets the heap reach about
// twice what is live (GOGC=100). Measured on 5x5 with no factor: a 1 GiB
// cap stopped at 9.04 million boards with 1.78 GB resident, 197 bytes a
// board; with 2 the process stays under the cap. A count, not a reading of
// the heap, so that a run stops at the same expansion every time.
const memFactor = 2

// weightUnit is the fraction of a move the priorities are kept in, as
// the engine's weighted A* takes its weight to 1/1024.
const weightUnit = 1024

// bestFirst expands the board of least wg*g + wh*h: A* (1, 1), weighted
// A* (1, w) and greedy (0, 1). A board reached again by a shorter path
// before it is expanded takes that path; an expanded one is not reopened
// (with a consistent estimate, weighted A*'s path is still within w times
// the shortest).
func (s *search) bestFirst(wg, wh float64) {
	gq := int64(math.Round(wg * weightUnit))
	hq := int64(math.Round(wh * weightUnit))
	limit := s.opt.MaxMemory
	if limit == 0 {
		limit = solver.DefaultMaxMemory
	}
	shape := s.p.Shape
	nodes := []bnode{{parent: -1, b: s.p.Start, blank: int8(s.p.Start.Blank(shape)), h: int16(s.t.estimate(&s.p.Start))}}
	seen := map[[2]uint64]int32{key(&s.p.Start): 0}
	q := queue{{f: hq * int64(nodes[0].h), h: int32(nodes[0].h), idx: 0}}
	s.res.MaxFrontier = 1
	if s.tr != nil {
		s.tr.wh = wh
	}
	for len(q) > 0 {
		e := q.pop()
		n := &nodes[e.idx]
		if n.closed || gq*int64(n.g)+hq*int64(n.h) != e.f {
			if s.tr != nil {
				s.tr.stale--
			}
			continue // expanded, or superseded by a shorter path
		}
		if n.h == 0 {
			s.walkBack(nodes, e.idx)
			return
		}
		n.closed = true
		s.res.Expanded++
		if s.tr != nil {
			s.traceBest(nodes, e.idx)
		}
		if s.due(checkEveryBest) && s.stopped(int(n.g), float64(e.f)/weightUnit, len(q), 0) {
			if s.tr != nil {
				s.flushBest(len(q) - s.tr.stale)
			}
			return
		}
		b, blank, g, back, n0h := n.b, int(n.blank), n.g, -1, n.h
		if n.parent >= 0 {
			back = int(nodes[n.parent].blank)
		}
		for _, st := range s.t.g.steps[blank] {
			to := int(st.to)
			if to == back {
				continue
			}
			s.res.Generated++
			c := b
			c[blank], c[to] = c[to], 0
			k := key(&c)
			if i, ok := seen[k]; ok {
				old := &nodes[i]
				if old.closed || old.g <= g+1 || gq == 0 {
					if s.tr != nil {
						s.childBest(&c, &b, int(g)+1, int(old.h), true)
					}
					continue
				}
				old.g, old.parent, old.move, old.blank = g+1, e.idx, st.move, int8(to)
				q.push(entry{gq*int64(old.g) + hq*int64(old.h), int32(old.h), i})
				if s.tr != nil {
					s.tr.stale++ // its entry under the longer path stays queued
					s.childBest(&c, &b, int(g)+1, int(old.h), false)
				}
				continue
			}
			if memFactor*int64(len(nodes)+1)*BytesPerBoard > limit {
				s.res.Status, s.res.MemoryLimit = solver.Limit, true
				if s.tr != nil { // counted as generated, though never queued
					s.childBest(&c, &b, int(g)+1, s.t.estimate(&c), false)
					s.flushBest(len(q) - s.tr.stale)
				}
				return
			}
			h := s.childEstimate(&b, &c, int(n0h), blank, to, st.move)
			idx := int32(len(nodes))
			nodes = append(nodes, bnode{b: c, parent: e.idx, g: g + 1, h: int16(h), blank: int8(to), move: st.move})
			seen[k] = idx
			q.push(entry{gq*int64(g+1) + hq*int64(h), int32(h), idx})
			s.res.MaxDepth = max(s.res.MaxDepth, int(g)+1)
			if s.tr != nil {
				s.childBest(&c, &b, int(g)+1, h, false)
			}
		}
		s.res.MaxFrontier = max(s.res.MaxFrontier, len(q))
		if s.tr != nil {
			s.flushBest(len(q) - s.tr.stale)
		}
	}
	s.res.Status = solver.Limit // every board of the start's parity seen: cannot happen
}

// walkBack records the path from the start to node i.
func (s *search) walkBack(nodes []bnode, i int32) {
	var path []Board
	var moves []solver.Move
	for ; i >= 0; i = nodes[i].parent {
		path = append(path, nodes[i].b)
		if nodes[i].parent >= 0 {
			moves = append(moves, nodes[i].move)
		}
	}
	for l, r := 0, len(path)-1; l < r; l, r = l+1, r-1 {
		path[l], path[r] = path[r], path[l]
	}
	for l, r := 0, len(moves)-1; l < r; l, r = l+1, r-1 {
		moves[l], moves[r] = moves[r], moves[l]
	}
	s.found(path, moves)
}

// childEstimate is the estimate of child, one move from parent (whose
// estimate is h): the moved tile's distance changes, and with linear
// conflicts the two lines it leaves and enters, a column for a move
// sideways, a row for a move up or down; the other lines keep theirs.
func (s *search) childEstimate(parent, child *Board, h, blank, to int, m solver.Move) int {
	t := s.t
	tile := child[blank]
	h += int(t.md[tile][blank]) - int(t.md[tile][to])
	if !t.lc {
		return h
	}
	cols := t.g.cols
	if m >= solver.Left {
		for _, c := range [2]int{to % cols, blank % cols} {
			h += t.colConflicts(child, c) - t.colConflicts(parent, c)
		}
		return h
	}
	for _, r := range [2]int{to / cols, blank / cols} {
		h += t.rowConflicts(child, r) - t.rowConflicts(parent, r)
	}
	return h
}
