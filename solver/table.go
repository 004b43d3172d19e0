package solver

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"sync"
)

// unreached marks a board in a Table that cannot reach the goal.
const unreached = 0xFF

// A Table entry packs a board's distance (at most 36, on 2x4) in its low 6
// bits and, in the top 2, the first move in the fixed order that leads one
// move closer: walking to the goal then ranks one board per move instead
// of every neighbour, and both come from one cache line. No distance is
// 63, so the entry of a reached board is never unreached.
const (
	distMask  = 0x3F
	moveShift = 6
)

// Table holds the exact number of moves from every board to one goal, found
// by a breadth-first search backwards from the goal over all 181,440 boards
// that can reach it. It answers distances and hints in constant time.
type Table struct {
	Goal   Board
	Shape  Shape // the shape of the boards, 3x3 for the zero Shape
	geo    *geometry
	dist   []uint8 // by Rank: distance | downhill move<<moveShift, or unreached
	counts []int   // boards at each distance

	byDistOnce sync.Once
	byDist     [][]uint32 // ranks at each distance, built on first RandomAt
}

// BuildTable runs the backward search over the boards of shape (one of
// up to 9 cells: Tabled; the zero Shape is 3x3); it stops early, returning
// ctx's error, if ctx is cancelled. A goal that is not Valid is an error.
func BuildTable(ctx context.Context, shape Shape, goal Board) (*Table, error) {
	if err := shape.Check(); err != nil {
		return nil, err
	}
	if !shape.Tabled() {
		return nil, fmt.Errorf("no distance table for %v: only for boards of up to 9 cells", shape.Norm())
	}
	if !shape.Valid(goal) {
		return nil, fmt.Errorf("goal is not a %v board: %s", shape.Norm(), shape.tilesWanted())
	}
	g := shape.geo()
	if ctx == nil {
		ctx = context.Background()
	}
	deadline, hasDeadline := ctx.Deadline()
	dist := make([]uint8, NumRanks)
	for i := range dist {
		dist[i] = unreached
	}
	// The queue packs each board with its blank cell in bits 60..63 (unused
	// by a 3x3 board) so the blank is not searched for again.
	const blankShift = 60
	queue := make([]Board, 0, NumRanks/2)
	queue = append(queue, goal|Board(goal.Blank())<<blankShift)
	dist[g.rank(goal)] = 0
	counts := []int{1}
	// one layer at a time, so the distance of the boards generated is known
	// without looking up their parent's
	for head, d := 0, uint8(1); head < len(queue); d++ {
		end := len(queue)
		counts = append(counts, 0)
		for ; head < end; head++ {
			if head&1023 == 0 {
				yield() // in a browser, let the page have its turn
				if err := ctx.Err(); err != nil {
					return nil, err
				}
				// the deadline read directly: its timer may fire late on a
				// busy machine, and the table algorithm's timeout relies on it
				if hasDeadline && timeNow().After(deadline) {
					return nil, context.DeadlineExceeded
				}
			}
			e := queue[head]
			b, blank := e&(1<<blankShift-1), int(e>>blankShift)
			for _, st := range g.steps[blank] {
				c := b.slide(blank, int(st.to))
				r := g.rank(c)
				// from c, the move back to b leads downhill; keep the first
				// such move in the fixed order (Up < Down < Left < Right)
				back := uint8(st.move.Inverse()) << moveShift
				switch v := dist[r]; {
				case v == unreached:
					dist[r] = d | back
					counts[d]++
					queue = append(queue, c|Board(st.to)<<blankShift)
				case v&distMask == d && v&^distMask > back:
					dist[r] = d | back
				}
			}
		}
	}
	for counts[len(counts)-1] == 0 { // the last layer generated nothing new
		counts = counts[:len(counts)-1]
	}
	return &Table{Goal: goal, Shape: shape.Norm(), geo: g, dist: dist, counts: counts}, nil
}

// MaxTables bounds the cache of TableFor: at most 8 goals, the least
// recently used dropped first. A table takes 363 KB, and 726 KB more once
// RandomAt has been asked, so the cache holds at most about 8.7 MB.
const MaxTables = 8

var tables = newLRU[tableKey, *Table](MaxTables)

type tableKey struct {
	shape Shape
	goal  Board
}

// TableFor returns the distance table of goal on shape (as BuildTable),
// built on first use and kept in a cache of the MaxTables goals used last.
// If ctx is cancelled while it is being built, nothing is kept and ctx's
// error is returned; a goal that is not Valid is an error.
func TableFor(ctx context.Context, shape Shape, goal Board) (*Table, error) {
	key := tableKey{shape.Norm(), goal}
	if t, ok := tables.get(key); ok {
		return t, nil
	}
	t, err := BuildTable(ctx, shape, goal)
	if err != nil {
		return nil, err
	}
	return tables.add(key, t), nil
}

// valid reports whether t is a table BuildTable made: the zero Table and a
// nil one answer as a table of no boards would.
func (t *Table) valid() bool { return t != nil && len(t.dist) == NumRanks && t.geo != nil }

// has reports whether b is a board of the table's shape.
func (t *Table) has(b Board) bool { return t.valid() && t.geo.valid(b) }

// Distance is the number of moves from b to the goal, or -1 when b cannot
// reach it or is not a Valid board.
func (t *Table) Distance(b Board) int {
	if !t.has(b) {
		return -1
	}
	d := t.dist[t.geo.rank(b)]
	if d == unreached {
		return -1
	}
	return int(d & distMask)
}

// Max is the largest distance of any board from the goal; -1 for a table
// BuildTable did not make.
func (t *Table) Max() int {
	if !t.valid() {
		return -1
	}
	return len(t.counts) - 1
}

// Counts returns how many boards are at each distance 0..Max.
func (t *Table) Counts() []int {
	if !t.valid() {
		return nil
	}
	return slices.Clone(t.counts)
}

// Hint returns the first move, in the fixed order, that brings b one move
// closer to the goal; false when b is the goal, cannot reach it or is not a
// Valid board.
func (t *Table) Hint(b Board) (Move, Board, bool) {
	if !t.has(b) {
		return 0, b, false
	}
	e := t.dist[t.geo.rank(b)]
	if e == unreached || e&distMask == 0 {
		return 0, b, false
	}
	m := Move(e >> moveShift)
	c, _ := t.geo.shape.Apply(b, m)
	return m, c, true
}

// Boards calls f with every board that reaches the goal and its distance,
// in no particular order, until f returns false.
func (t *Table) Boards(f func(b Board, d int) bool) {
	if !t.valid() {
		return
	}
	for r, e := range t.dist {
		if e != unreached && !f(t.geo.unrank(uint32(r)), int(e&distMask)) {
			return
		}
	}
}

// RandomAt returns a board drawn uniformly from those exactly d moves from
// the goal; false when there is none. A nil rng draws from math/rand/v2's
// global source.
func (t *Table) RandomAt(rng *rand.Rand, d int) (Board, bool) {
	if d < 0 || d > t.Max() {
		return 0, false
	}
	t.byDistOnce.Do(func() {
		t.byDist = make([][]uint32, len(t.counts))
		for i, n := range t.counts {
			t.byDist[i] = make([]uint32, 0, n)
		}
		for r, e := range t.dist {
			if e != unreached {
				d := e & distMask
				t.byDist[d] = append(t.byDist[d], uint32(r))
			}
		}
	})
	ranks := t.byDist[d]
	if rng == nil {
		return t.geo.unrank(ranks[rand.IntN(len(ranks))]), true
	}
	return t.geo.unrank(ranks[rng.IntN(len(ranks))]), true
}

// table: walk down the exact distance table, one move closer each step.
func table(s *search) Result {
	// building the table for a new goal takes about 12 ms: a timeout
	// shorter than that must stop the build, not wait for it
	ctx := s.ctx
	if !s.deadline.IsZero() {
		var cancel context.CancelFunc
		ctx, cancel = context.WithDeadline(ctx, s.deadline)
		defer cancel()
	}
	t, err := TableFor(ctx, s.p.Shape, s.p.Goal)
	if err != nil {
		if s.ctx.Err() != nil {
			s.halt(Cancelled)
		} else {
			s.halt(Limit) // the deadline passed during the build
		}
		return s.stop()
	}
	b := s.p.Start
	// the entry itself: Solve has checked the board, and it reaches the
	// goal (the parity), so Distance's checks would only be repeated
	d := int(t.dist[s.geo.rank(b)] & distMask)
	path := make([]Board, 1, d+1)
	path[0] = b
	blank, last := b.Blank(), noMove
	trace := s.opt.Trace != nil
	// in locals: the loop's stores would otherwise make the compiler load
	// them through s again at every step
	geo, sts := s.geo, &s.geo.steps
	for g := 0; g < d; g++ {
		if s.expand(b, g, 0) {
			return s.stop()
		}
		if trace {
			s.traceExpand(b, s.parentBy(b, blank, last), g, 0)
		}
		down := Move(t.dist[geo.rank(b)] >> moveShift)
		// the successors before the downhill one in the fixed order are
		// generated and counted as a search would; the move back never
		// leads downhill and is skipped
		for _, st := range sts[blank&(MaxCells-1)] {
			if st.move == last.Inverse() {
				continue
			}
			s.generated(g + 1)
			if trace {
				s.traceChild(b.slide(blank, int(st.to)), b, g+1, 0, false)
			}
			if st.move == down {
				b, blank, last = b.slide(blank, int(st.to)), int(st.to), st.move
				break
			}
		}
		// the board chosen is the one waiting to be expanded next
		s.setFrontier(1)
		if trace {
			s.traceFlush()
		}
		path = append(path, b)
	}
	return s.solved(path)
}
