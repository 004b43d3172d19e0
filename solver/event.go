package solver

// The search log: every expansion and every successor a search makes, in
// the order it makes them. The window's explorer, tree, map and race and
// the command line's trace are all drawn from this one stream, so what a
// person sees is what the search did, not a second implementation of it.

// EventKind says what an Event records.
type EventKind uint8

const (
	// Expand: a board was taken off the frontier and its successors
	// generated. Its Generate events follow it at once.
	Expand EventKind = iota
	// Generate: a successor was created by a move (the move back to the
	// parent is never made, as in every search here).
	Generate
)

var eventKindNames = [...]string{"expand", "generate"}

func (k EventKind) String() string {
	if int(k) < len(eventKindNames) {
		return eventKindNames[k]
	}
	return "EventKind(?)"
}

// MarshalText writes the kind by name in JSON.
func (k EventKind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// Event is one step of a search. The counts agree with the Result: a search
// sends one Expand per board it counts as Expanded and one Generate per
// successor it counts as Generated, and nothing else.
type Event struct {
	Kind EventKind
	// Step numbers the expansions from 1 (Expand only): Expanded so far.
	Step  int64
	Board Board
	// Parent is the board Board was generated from; 0 (not a board) for a
	// root: the start, and for bidir's backward search the goal.
	Parent Board
	G      int // moves from the root
	// H is the heuristic's estimate and F the search's measure of the
	// board in moves (g+h, or g+w*h for weighted A*), both only when HasH:
	// the uninformed searches and table have none. The 4x4's database IDA*
	// (idastar-pdb) gives the estimate it searches with: raised by pathmax
	// where a neighbour's shows the board to be farther.
	H, F float64
	HasH bool
	// Frontier is how many boards wait to be expanded once the board's
	// successors were added (Expand only): the queue, stack or open list,
	// or for the recursive searches the siblings waiting along the path.
	Frontier int
	// Duplicate: the successor had been reached already by a path no
	// longer than this one, so it was dropped rather than queued (Generate
	// only). IDA* keeps no record of boards and never says so.
	Duplicate bool
	// Bound is the depth limit (dls, ids) or f bound (idastar) the board
	// was expanded under; 0 for the other searches.
	Bound float64
	// Backward marks the boards of bidir's search back from the goal, whose
	// G counts moves from the goal.
	Backward bool
}

// traceBuf holds an expansion's events until its successors are made: the
// Expand event carries the frontier size after them, yet comes first.
type traceBuf struct {
	on   bool // an Expand is waiting
	exp  Event
	kids [MaxBranching]Event
	n    int
}

// traceExpand records the expansion of b (already counted), at depth g
// with estimate h in s.unit units, reached from parent (0 for a root).
func (s *search) traceExpand(b, parent Board, g, h int) {
	s.traceFlush()
	t := s.tb
	t.on = true
	t.exp = Event{Kind: Expand, Step: s.res.Expanded, Board: b, Parent: parent, G: g, Bound: s.bound, Backward: s.backward}
	s.estimate(&t.exp, g, h)
	t.n = 0
}

// traceChild records a successor c of parent at depth g with estimate h
// (in s.unit units; ignored by uninformed searches).
func (s *search) traceChild(c, parent Board, g, h int, dup bool) {
	t := s.tb
	e := Event{Kind: Generate, Board: c, Parent: parent, G: g, Duplicate: dup, Bound: s.bound, Backward: s.backward}
	s.estimate(&e, g, h)
	if !t.on || t.n == len(t.kids) { // not after an Expand: send at once
		at := clockNow()
		s.opt.Trace(e)
		s.paused += clockSince(at) // recording is not the search's time
		return
	}
	t.kids[t.n] = e
	t.n++
}

// traceFlush sends the waiting expansion, with the frontier as it is now,
// and its successors.
func (s *search) traceFlush() {
	t := s.tb
	if !t.on {
		return
	}
	t.on = false
	t.exp.Frontier = s.frontier
	at := clockNow()
	s.opt.Trace(t.exp)
	for i := range t.n {
		s.opt.Trace(t.kids[i])
	}
	s.paused += clockSince(at) // recording is not the search's time
	t.n = 0
}

func (s *search) estimate(e *Event, g, h int) {
	if s.h == nil {
		return
	}
	e.HasH = true
	e.H = s.h.moves(h)
	e.F = float64(g) + s.weight*e.H
}

// parentOf is the board n was generated from, 0 for a root.
func (s *search) parentOf(n node) Board {
	if n.parent < 0 {
		return 0
	}
	return s.ws.nodes[n.parent].b
}

// parentBy is the board that the blank's move last led to b, whose blank
// is in cell blank; 0 for the start (noMove).
func (s *search) parentBy(b Board, blank int, last Move) Board {
	if last == noMove {
		return 0
	}
	back := last.Inverse()
	for _, st := range s.geo.steps[blank] {
		if st.move == back {
			return b.slide(blank, int(st.to))
		}
	}
	return 0
}
