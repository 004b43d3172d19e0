package solver

// The searches that know nothing of the goal's distance: bfs, dfs, dls, ids,
// ucs and bidir. Each has the signature func(*search) Result.

// root puts the start board in the workspace as node 0.
func (s *search) root(h int) node {
	s.useSeen()
	b := s.p.Start
	n := node{b: b, parent: -1, blank: int8(b.Blank()), move: noMove, h: uint32(h)}
	s.ws.nodes = append(s.ws.nodes, n)
	r, _, _ := s.seen.find(b)
	s.seen.set(r, b, 0)
	return n
}

// child appends the successor of node i reached by st and returns it.
func (s *search) child(i int32, n *node, st step, c Board, r uint32, h int) int32 {
	j := int32(len(s.ws.nodes))
	s.ws.nodes = append(s.ws.nodes, node{b: c, parent: i, g: n.g + 1, h: uint32(h), blank: st.to, move: st.move})
	s.seen.set(r, c, j)
	return j
}

// bfs: breadth-first graph search. By default the goal test is made when a
// board is generated: safe for breadth-first order, and it spares the rest
// of the last layer; GoalOnExpand makes it when the board leaves the queue.
// Either way a board is queued once, when first generated.
func bfs(s *search) Result {
	ws := s.ws
	s.root(0)
	onExpand := s.conv.GoalTest == GoalOnExpand
	sts := &s.mv.steps
	trace := s.opt.Trace != nil
	for head := int32(0); int(head) < len(ws.nodes); head++ {
		n := ws.nodes[head]
		if onExpand && n.b == s.p.Goal {
			return s.solved(s.pathTo(head))
		}
		s.frontier = len(ws.nodes) - int(head) - 1
		if s.expand(n.b, int(n.g), 0) {
			return s.stop()
		}
		if trace {
			s.traceExpand(n.b, s.parentOf(n), int(n.g), 0)
		}
		for _, st := range s.stepsAt(sts, n.b, n.blank) {
			if st.move == n.move.Inverse() {
				continue
			}
			c := n.b.slide(int(n.blank), int(st.to))
			s.generated(int(n.g) + 1)
			r, _, dup := s.seen.find(c)
			if trace {
				s.traceChild(c, n.b, int(n.g)+1, 0, dup)
			}
			if dup {
				continue
			}
			j := s.child(head, &n, st, c, r, 0)
			if c == s.p.Goal && !onExpand {
				s.setFrontier(len(ws.nodes) - int(head) - 1)
				return s.solved(s.pathTo(j))
			}
		}
		s.setFrontier(len(ws.nodes) - int(head) - 1)
		if trace {
			s.traceFlush()
		}
	}
	return s.exhausted()
}

// exhausted ends a search that ran out of boards without reaching the goal:
// impossible for a solvable pair, so it is reported as a limit rather than
// claimed as proof of unsolvability.
func (s *search) exhausted() Result {
	s.res.Status = Limit
	return s.finish()
}

// dfs: depth-first graph search with an explicit stack. A board is marked
// when pushed, so each is pushed once; no depth limit, so its paths are long.
func dfs(s *search) Result {
	ws := s.ws
	s.root(0)
	ws.queue = append(ws.queue, 0)
	s.setFrontier(1)
	trace := s.opt.Trace != nil
	for len(ws.queue) > 0 {
		i := ws.queue[len(ws.queue)-1]
		ws.queue = ws.queue[:len(ws.queue)-1]
		n := ws.nodes[i]
		if n.b == s.p.Goal {
			return s.solved(s.pathTo(i))
		}
		s.frontier = len(ws.queue)
		if s.expand(n.b, int(n.g), 0) {
			return s.stop()
		}
		if trace {
			s.traceExpand(n.b, s.parentOf(n), int(n.g), 0)
		}
		// pushed in reverse so that the first move in the fixed order is
		// the first one explored
		sts := s.stepsAt(&s.mv.steps, n.b, n.blank)
		for k := len(sts) - 1; k >= 0; k-- {
			st := sts[k]
			if st.move == n.move.Inverse() {
				continue
			}
			c := n.b.slide(int(n.blank), int(st.to))
			s.generated(int(n.g) + 1)
			r, _, dup := s.seen.find(c)
			if trace {
				s.traceChild(c, n.b, int(n.g)+1, 0, dup)
			}
			if dup {
				continue
			}
			ws.queue = append(ws.queue, s.child(i, &n, st, c, r, 0))
		}
		s.setFrontier(len(ws.queue))
		if trace {
			s.traceFlush()
		}
	}
	return s.exhausted()
}

// depthFirst is the recursive depth-limited search behind dls and ids. It
// remembers the smallest depth at which each board was reached in the
// current iteration and does not search a board again from a depth that is
// no smaller: everything within the limit below it was or will be searched
// from there. That keeps ids on a 31-move board to a fraction of a second.
type depthFirst struct {
	s       *search
	limit   int
	cutoff  bool // some board was left unexpanded at the limit
	pending int
	path    []Board
}

func (d *depthFirst) iterate(limit int) bool {
	d.limit, d.cutoff = limit, false
	d.s.bound = float64(limit)
	d.s.nextDepth()
	b := d.s.p.Start
	r, _, _ := d.s.depth.get(b)
	d.s.depth.set(r, b, 0)
	d.path = append(d.path[:0], b)
	return d.visit(b, b.Blank(), 0, noMove)
}

func (d *depthFirst) visit(b Board, blank, g int, last Move) bool {
	s := d.s
	if b == s.p.Goal {
		return true
	}
	if g >= d.limit {
		d.cutoff = true
		return false
	}
	s.frontier = d.pending
	if s.expand(b, g, 0) {
		return false
	}
	trace := s.opt.Trace != nil
	if trace {
		s.traceExpand(b, s.parentBy(b, blank, last), g, 0)
	}
	var kids [4]struct {
		b    Board
		st   step
		keep bool
	}
	n := 0
	for _, st := range s.stepsAt(&s.mv.steps, b, int8(blank)) {
		if st.move == last.Inverse() {
			continue
		}
		c := b.slide(blank, int(st.to))
		s.generated(g + 1)
		r, at, ok := s.depth.get(c)
		if ok && at <= g+1 {
			if trace {
				s.traceChild(c, b, g+1, 0, true)
			}
			continue
		}
		if trace {
			s.traceChild(c, b, g+1, 0, false)
		}
		s.depth.set(r, c, g+1)
		kids[n].b, kids[n].st = c, st
		n++
	}
	d.pending += n
	s.setFrontier(d.pending)
	if trace {
		s.traceFlush()
	}
	for k := 0; k < n; k++ {
		d.pending--
		d.path = append(d.path, kids[k].b)
		if d.visit(kids[k].b, int(kids[k].st.to), g+1, kids[k].st.move) {
			return true
		}
		d.path = d.path[:len(d.path)-1]
		if s.halted {
			return false
		}
	}
	return false
}

func (d *depthFirst) result(found bool) Result {
	if found {
		return d.s.solved(append([]Board(nil), d.path...))
	}
	if d.s.halted {
		return d.s.stop()
	}
	return d.s.exhausted()
}

// dls: depth-limited search; a board beyond the limit is not expanded.
func dls(s *search) Result {
	d := &depthFirst{s: s}
	limit := s.opt.DepthLimit
	if limit <= 0 {
		limit = s.p.Shape.Diameter()
	}
	return d.result(d.iterate(limit))
}

// ids: iterative deepening: dls with limits 0, 1, 2, ... until a solution.
func ids(s *search) Result {
	d := &depthFirst{s: s}
	for limit := 0; ; limit++ {
		found := d.iterate(limit)
		if found || s.halted || !d.cutoff {
			return d.result(found)
		}
	}
}

// ucs: uniform-cost search. Every move costs 1, so it orders like bfs but
// tests for the goal when a board leaves the queue, as Dijkstra does.
func ucs(s *search) Result { return bestFirst(s, byCost) }

// bidir: breadth-first from the start and from the goal at once, a whole
// layer at a time, always growing the smaller side. When the layers meet,
// the rest of the layer is still searched so the shortest meeting wins. By
// default they meet when one side generates a board the other has reached;
// with GoalOnExpand, when one side takes such a board off its layer, which
// it then does not expand.
func bidir(s *search) Result {
	ws := s.ws
	s.nextB()
	s.root(0)
	gb := s.p.Goal
	gn := node{b: gb, parent: -1, blank: int8(gb.Blank()), move: noMove}
	ws.nodes = append(ws.nodes, gn)
	r, _, _ := s.seenB.find(gb)
	s.seenB.set(r, gb, 1)

	fwd, bwd := []int32{0}, []int32{1}
	var next []int32
	best, bestF, bestB := -1, int32(-1), int32(-1)
	meet := func(i, o int32, forward bool) {
		if l := int(ws.nodes[i].g) + int(ws.nodes[o].g); best < 0 || l < best {
			best = l
			bestF, bestB = i, o
			if !forward {
				bestF, bestB = o, i
			}
		}
	}
	onExpand := s.conv.GoalTest == GoalOnExpand
	sts := &s.mv.steps
	trace := s.opt.Trace != nil
	for len(fwd) > 0 && len(bwd) > 0 {
		forward := len(fwd) <= len(bwd)
		layer, seen, oSeen := fwd, s.seen, s.seenB
		if !forward {
			layer, seen, oSeen = bwd, s.seenB, s.seen
		}
		next = next[:0]
		for k, i := range layer {
			n := ws.nodes[i]
			if onExpand {
				if _, at, ok := oSeen.find(n.b); ok {
					meet(i, at, forward)
					continue
				}
			}
			s.frontier = len(fwd) + len(bwd) - k - 1 + len(next)
			if s.expand(n.b, int(n.g), 0) {
				return s.stop()
			}
			if trace {
				s.backward = !forward
				s.traceExpand(n.b, s.parentOf(n), int(n.g), 0)
			}
			for _, st := range s.stepsAt(sts, n.b, n.blank) {
				if st.move == n.move.Inverse() {
					continue
				}
				c := n.b.slide(int(n.blank), int(st.to))
				s.generated(int(n.g) + 1)
				r, _, dup := seen.find(c)
				if trace {
					s.traceChild(c, n.b, int(n.g)+1, 0, dup)
				}
				if dup {
					continue
				}
				j := int32(len(ws.nodes))
				ws.nodes = append(ws.nodes, node{b: c, parent: i, g: n.g + 1, blank: st.to, move: st.move})
				seen.set(r, c, j)
				next = append(next, j)
				if at, ok := oSeen.findAt(r, c); ok && !onExpand {
					meet(j, at, forward)
				}
			}
			s.setFrontier(len(fwd) + len(bwd) - k - 1 + len(next))
			if trace {
				s.traceFlush()
			}
		}
		if best >= 0 {
			path := s.pathTo(bestF)
			for j := ws.nodes[bestB].parent; j >= 0; j = ws.nodes[j].parent {
				path = append(path, ws.nodes[j].b)
			}
			return s.solved(path)
		}
		// the finished layer is replaced by the one it generated
		if forward {
			fwd, next = next, fwd[:0]
		} else {
			bwd, next = next, bwd[:0]
		}
	}
	return s.exhausted()
}
