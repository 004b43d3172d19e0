package solver

// The searches guided by a heuristic: greedy, astar and idastar, and ucs,
// which shares the best-first loop with a priority of moves so far.

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

func (s *search) prio(kind priority, g int32, h uint16) int {
	switch kind {
	case byCost:
		return int(g)
	case byGuess:
		return int(h)
	}
	return int(g)*hScale + int(h)
}

// bestFirst expands the board of lowest priority first and tests for the
// goal when a board leaves the queue. A board found again by a shorter path
// gets a new node and the old one is skipped when popped, so a heuristic
// that is not consistent still gives optimal A* (greedy keeps first finds).
func bestFirst(s *search, kind priority) Result {
	ws := s.ws
	q := &buckets{b: ws.bkt}
	q.reset()
	defer func() { ws.bkt = q.b }()
	h0 := 0
	if s.h != nil {
		h0 = s.h.eval(s.p.Start)
	}
	root := s.root(h0)
	q.push(s.prio(kind, 0, root.h), 0)
	s.setFrontier(1)
	open := 1 // boards in the queue, not counting superseded entries
	for q.n > 0 {
		i := q.pop()
		n := ws.nodes[i]
		if ws.at[n.rank] != i {
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
		for _, st := range steps[n.blank] {
			if st.move == n.move.Inverse() {
				continue
			}
			c := n.b.slide(int(n.blank), int(st.to))
			g := n.g + 1
			s.generated(int(g))
			r := c.Rank()
			if ws.mark[r] == ws.stamp {
				old := &ws.nodes[ws.at[r]]
				if kind == byGuess || old.g <= g {
					continue
				}
				if old.closed {
					open++ // reopened: only an inconsistent heuristic gets here
				}
			} else {
				open++
			}
			h := 0
			if s.h != nil {
				h = int(n.h) + s.h.delta(n.b, c, int(n.blank), int(st.to))
			}
			j := s.child(i, &n, st, c, r, h)
			q.push(s.prio(kind, g, uint16(h)), j)
		}
		s.setFrontier(open)
	}
	return s.exhausted()
}

func greedy(s *search) Result { return bestFirst(s, byGuess) }
func astar(s *search) Result  { return bestFirst(s, byBoth) }

// idastar: iterative-deepening A*: depth-first within an f bound, which
// rises to the smallest f that was over it. Memory is the path alone.
func idastar(s *search) Result {
	x := &ida{s: s, t: s.h}
	b := s.p.Start
	h := s.h.eval(b)
	x.bound = h
	for {
		x.next = -1
		s.bound = float64(x.bound) / hScale
		x.path = append(x.path[:0], b)
		if x.visit(b, b.Blank(), 0, h, noMove) {
			return s.solved(append([]Board(nil), x.path...))
		}
		if s.halted {
			return s.stop()
		}
		if x.next < 0 {
			return s.exhausted()
		}
		x.bound = x.next
	}
}

type ida struct {
	s       *search
	t       *hTable
	bound   int
	next    int // smallest f seen above the bound, -1 if none
	pending int
	path    []Board
}

func (x *ida) visit(b Board, blank, g, h int, last Move) bool {
	s := x.s
	if f := g*hScale + h; f > x.bound {
		if x.next < 0 || f < x.next {
			x.next = f
		}
		return false
	}
	if b == s.p.Goal {
		return true
	}
	s.frontier = x.pending
	if s.expand(b, g, h) {
		return false
	}
	var kids [4]struct {
		b  Board
		h  int
		st step
	}
	n := 0
	for _, st := range steps[blank] {
		if st.move == last.Inverse() {
			continue
		}
		c := b.slide(blank, int(st.to))
		s.generated(g + 1)
		kids[n].b, kids[n].h, kids[n].st = c, h+x.t.delta(b, c, blank, int(st.to)), st
		n++
	}
	x.pending += n
	s.setFrontier(x.pending)
	for k := 0; k < n; k++ {
		x.pending--
		x.path = append(x.path, kids[k].b)
		if x.visit(kids[k].b, int(kids[k].st.to), g+1, kids[k].h, kids[k].st.move) {
			return true
		}
		x.path = x.path[:len(x.path)-1]
		if s.halted {
			return false
		}
	}
	return false
}
