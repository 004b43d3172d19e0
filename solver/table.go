package solver

import (
	"context"
	"math/rand/v2"
	"sync"
)

// unreached marks a board in a Table that cannot reach the goal.
const unreached = 0xFF

// Table holds the exact number of moves from every board to one goal, found
// by a breadth-first search backwards from the goal over all 181,440 boards
// that can reach it. It answers distances and hints in constant time.
type Table struct {
	Goal   Board
	dist   []uint8 // by Rank; unreached for the other parity
	counts []int   // boards at each distance

	byDistOnce sync.Once
	byDist     [][]uint32 // ranks at each distance, built on first RandomAt
}

// BuildTable runs the backward search; it stops early, returning ctx's
// error, if ctx is cancelled.
func BuildTable(ctx context.Context, goal Board) (*Table, error) {
	dist := make([]uint8, NumRanks)
	for i := range dist {
		dist[i] = unreached
	}
	// The queue packs each board with its blank cell in bits 60..63 (unused
	// by a 3x3 board) so the blank is not searched for again.
	const blankShift = 60
	queue := make([]Board, 0, NumRanks/2)
	queue = append(queue, goal|Board(goal.Blank())<<blankShift)
	dist[goal.Rank()] = 0
	counts := []int{1}
	for head := 0; head < len(queue); head++ {
		if head&4095 == 0 && ctx.Err() != nil {
			return nil, ctx.Err()
		}
		e := queue[head]
		b, blank := e&(1<<blankShift-1), int(e>>blankShift)
		d := dist[b.Rank()] + 1
		for _, st := range steps[blank] {
			c := b.slide(blank, int(st.to))
			r := c.Rank()
			if dist[r] != unreached {
				continue
			}
			dist[r] = d
			if int(d) == len(counts) {
				counts = append(counts, 0)
			}
			counts[d]++
			queue = append(queue, c|Board(st.to)<<blankShift)
		}
	}
	return &Table{Goal: goal, dist: dist, counts: counts}, nil
}

var tables struct {
	sync.Mutex
	m     map[Board]*Table
	order []Board // oldest first, to keep the cache small
}

const maxTables = 8 // ~360 KB each

// TableFor returns the distance table of goal, built on first use and kept
// for the next few goals asked for. If ctx is cancelled while it is being
// built, nothing is kept and ctx's error is returned.
func TableFor(ctx context.Context, goal Board) (*Table, error) {
	tables.Lock()
	t := tables.m[goal]
	tables.Unlock()
	if t != nil {
		return t, nil
	}
	t, err := BuildTable(ctx, goal)
	if err != nil {
		return nil, err
	}
	tables.Lock()
	defer tables.Unlock()
	if old := tables.m[goal]; old != nil { // built twice at once: keep one
		return old, nil
	}
	if tables.m == nil {
		tables.m = map[Board]*Table{}
	}
	if len(tables.order) >= maxTables {
		delete(tables.m, tables.order[0])
		tables.order = tables.order[1:]
	}
	tables.m[goal] = t
	tables.order = append(tables.order, goal)
	return t, nil
}

// Distance is the number of moves from b to the goal, or -1 when b cannot
// reach it.
func (t *Table) Distance(b Board) int {
	d := t.dist[b.Rank()]
	if d == unreached {
		return -1
	}
	return int(d)
}

// Max is the largest distance of any board from the goal.
func (t *Table) Max() int { return len(t.counts) - 1 }

// Counts returns how many boards are at each distance 0..Max.
func (t *Table) Counts() []int { return append([]int(nil), t.counts...) }

// Hint returns the first move, in the fixed order, that brings b one move
// closer to the goal; false when b is the goal or cannot reach it.
func (t *Table) Hint(b Board) (Move, Board, bool) {
	d := t.Distance(b)
	if d <= 0 {
		return 0, b, false
	}
	blank := b.Blank()
	for _, st := range steps[blank] {
		c := b.slide(blank, int(st.to))
		if int(t.dist[c.Rank()]) == d-1 {
			return st.move, c, true
		}
	}
	return 0, b, false // unreachable: some neighbour is always one closer
}

// RandomAt returns a board drawn uniformly from those exactly d moves from
// the goal; false when there is none.
func (t *Table) RandomAt(rng *rand.Rand, d int) (Board, bool) {
	if d < 0 || d > t.Max() {
		return 0, false
	}
	t.byDistOnce.Do(func() {
		t.byDist = make([][]uint32, len(t.counts))
		for i, n := range t.counts {
			t.byDist[i] = make([]uint32, 0, n)
		}
		for r, d := range t.dist {
			if d != unreached {
				t.byDist[d] = append(t.byDist[d], uint32(r))
			}
		}
	})
	ranks := t.byDist[d]
	return Unrank(ranks[rng.IntN(len(ranks))]), true
}

// table: walk down the exact distance table, one move closer each step.
func table(s *search) Result {
	t, err := TableFor(s.ctx, s.p.Goal)
	if err != nil {
		s.halt(Cancelled)
		return s.stop()
	}
	b := s.p.Start
	d := t.Distance(b)
	path := make([]Board, 1, d+1)
	path[0] = b
	blank, last := b.Blank(), noMove
	for g := 0; g < d; g++ {
		if s.expand(b, g, 0) {
			return s.stop()
		}
		for _, st := range steps[blank] {
			if st.move == last.Inverse() {
				continue
			}
			c := b.slide(blank, int(st.to))
			s.generated(g + 1)
			if int(t.dist[c.Rank()]) == d-g-1 {
				b, blank, last = c, int(st.to), st.move
				break
			}
		}
		path = append(path, b)
	}
	return s.solved(path)
}
