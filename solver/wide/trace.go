package wide

import (
	"context"
	"runtime"
	"time"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// Event is one step of a traced search on a board of this package: the
// engine's Event for the kind, step, g, h, f, frontier, bound and
// duplicate flag, with its boards here (the embedded Board and Parent
// stay zero: a solver.Board holds 16 cells at most). Parent is the zero
// Board (not a board) for the root. The counts agree with the Result as
// the engine's do: one Expand per board counted as Expanded, one Generate
// per successor counted as Generated, the Expand first with the frontier
// as it is once its successors are made.
type Event struct {
	solver.Event
	Board, Parent Board
}

// Key is b packed into 16 bytes, 5 bits a cell: a map key a third the
// size of the board, as the best-first search's closed set keys it.
func (b Board) Key() [2]uint64 { return key(&b) }

// SolveTraced is Solve with every expansion and successor sent to trace,
// on the search's goroutine, in the order the search makes them; the time
// trace takes is not in Elapsed. The search is the untraced one: the same
// boards expanded in the same order, the same counters and path; trace
// only reads it (IDA*'s successors are made and estimated whole for the
// events, beside the search's own in-place moves).
func SolveTraced(ctx context.Context, a *solver.Algorithm, p Problem, opt solver.Options, trace func(Event)) (Result, error) {
	return run(ctx, a, p, opt, trace)
}

// traced is what a traced search keeps: the hook, and the successors of
// the board being expanded until the frontier after them is known.
type traced struct {
	fn func(Event)
	at *Board           // IDA*'s board, changed in place
	h  func(*Board) int // IDA*'s estimate of a whole board
	wh float64          // the best-first search's weight on h, for F
	// the best-first search's queue entries left by a board reached again
	// by a shorter path: the frontier is the queue less these
	stale int
	exp   Event
	kids  [4]Event
	n     int
}

// traceIDA sets up the events of an IDA* on board b with estimate h.
func (s *search) traceIDA(b *Board, h func(*Board) int) {
	if s.tr != nil {
		s.tr.at, s.tr.h = b, h
	}
}

// flush sends the expansion held and its successors, the time the hook
// takes kept out of the search's.
func (s *search) flush() {
	t := s.tr
	at := time.Now()
	t.fn(t.exp)
	for _, e := range t.kids[:t.n] {
		t.fn(e)
	}
	t.n = 0
	s.paused += time.Since(at)
}

// traceDepth sends IDA*'s expansion of the board in s.tr.at, g moves deep
// with estimate h under bound, its blank at blank, reached from the cell
// back (-1 for the root), with wait boards waiting along the path; then,
// when kids (the search was not stopped at it), its successors.
func (s *search) traceDepth(g, h, bound, back, blank, wait int, kids bool) {
	t := s.tr
	b := *t.at
	var parent Board
	if back >= 0 {
		parent = b
		parent[blank], parent[back] = parent[back], 0
	}
	t.exp = Event{Event: solver.Event{Kind: solver.Expand, Step: s.res.Expanded, G: g, H: float64(h), F: float64(g + h),
		HasH: true, Frontier: wait, Bound: float64(bound)}, Board: b, Parent: parent}
	t.n = 0
	if kids {
		for _, sp := range s.t.g.steps[blank] {
			to := int(sp.to)
			if to == back {
				continue
			}
			c := b
			c[blank], c[to] = c[to], 0
			ch := t.h(&c)
			t.kids[t.n] = Event{Event: solver.Event{Kind: solver.Generate, G: g + 1, H: float64(ch), F: float64(g + 1 + ch),
				HasH: true, Bound: float64(bound)}, Board: c, Parent: b}
			t.n++
		}
	}
	s.flush()
}

// traceBest holds the best-first search's expansion of n (index i) until
// its successors are made (flushBest sends them).
func (s *search) traceBest(nodes []bnode, i int32) {
	t := s.tr
	n := &nodes[i]
	var parent Board
	if n.parent >= 0 {
		parent = nodes[n.parent].b
	}
	t.exp = Event{Event: solver.Event{Kind: solver.Expand, Step: s.res.Expanded, G: int(n.g), H: float64(n.h),
		F: float64(n.g) + t.wh*float64(n.h), HasH: true}, Board: n.b, Parent: parent}
	t.n = 0
}

// childBest holds a successor c of parent, g moves deep with estimate h.
func (s *search) childBest(c, parent *Board, g, h int, dup bool) {
	t := s.tr
	t.kids[t.n] = Event{Event: solver.Event{Kind: solver.Generate, G: g, H: float64(h), F: float64(g) + t.wh*float64(h),
		HasH: true, Duplicate: dup}, Board: *c, Parent: *parent}
	t.n++
}

// flushBest sends the expansion held, with frontier boards waiting (the
// queue less its stale entries), and its successors.
func (s *search) flushBest(frontier int) {
	t := s.tr
	t.exp.Frontier = frontier
	s.flush()
}

// Prepare gets what a's search of p needs before it starts, idastar-pdb's
// pattern databases (built with progress through report, or read from the
// cache), so that a caller timing the search, as a race does, leaves their
// making out; nothing for the other searches. Solve gets them itself when
// they are not ready: Prepare is never needed, only earlier. Boards or a
// shape Solve would refuse are left to it.
func Prepare(ctx context.Context, a *solver.Algorithm, p Problem, maxMemory int64, report func(what string, done, total int64)) error {
	if k, _ := runs(a); k != idaPatterns || Check(p.Shape) != nil || !Valid(p.Shape, p.Start) || !Valid(p.Shape, p.Goal) ||
		solver.Reason(browserRefuses(p.Shape, runtime.GOOS)) != "" {
		return nil
	}
	if err := prepareFits(a, p.Shape, p.Goal, maxMemory); err != nil {
		return err
	}
	p.Shape = p.Shape.Norm()
	_, _, err := prepare(ctx, p, report)
	return err
}
