package searchlog

import (
	"cmp"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/wide"
)

// A log of a search on solver/wide's boards (a side of 5, which a
// solver.Board cannot hold) keeps each board it records once, in a table,
// and its nodes, steps and Problem carry the board's number in that table
// as their solver.Board: every board the log compares (the frontier by
// board, a recursive search's children, the goal) is then one number, as
// on the engine's boards, and the 3x3's path through Trace is untouched.
// Tiles turns either kind back into tiles; WideBoard gives the wide board.
//
// The numbers start at 1: 0 is a root's parent, as in solver.Event. The
// table grows by one board at most for each node recorded, so MaxNodes
// caps it with the rest.
type wideBoards struct {
	shape solver.Shape
	ids   map[[2]uint64]solver.Board
	cells []wide.Board // board number n is cells[n-1]
}

func (w *wideBoards) id(b wide.Board) solver.Board {
	k := b.Key()
	if n, ok := w.ids[k]; ok {
		return n
	}
	w.cells = append(w.cells, b)
	n := solver.Board(len(w.cells))
	w.ids[k] = n
	return n
}

// NewWide starts the log of a run of alg on p, a problem of solver/wide's
// boards; hand TraceWide to wide.SolveTraced, and Finish the result's
// engine part.
func NewWide(alg *solver.Algorithm, p wide.Problem, opt Options) *Log {
	w := &wideBoards{shape: p.Shape.Norm(), ids: map[[2]uint64]solver.Board{}}
	l := New(alg, solver.Problem{Start: w.id(p.Start), Goal: w.id(p.Goal), Shape: p.Shape.Norm()}, solver.Conventions{}, opt)
	l.wide = w
	return l
}

// TraceWide records one event of a search on solver/wide's boards, as
// Trace does the engine's.
func (l *Log) TraceWide(e wide.Event) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if !l.admit(e.Kind) {
		return
	}
	se := e.Event
	se.Board = l.wide.id(e.Board)
	if e.Parent != (wide.Board{}) {
		se.Parent = l.wide.id(e.Parent)
	}
	l.record(se)
}

// Wide reports whether the log is of solver/wide's boards: its nodes'
// boards are numbers that Tiles and WideBoard read.
func (l *Log) Wide() bool { return l.wide != nil }

// Tiles is board b of this log (a node's, a step's, its Problem's) cell
// by cell, 0 the blank, whatever the size.
func (l *Log) Tiles(b solver.Board) []int {
	if l.wide == nil {
		return l.prob.Shape.Tiles(b)
	}
	wb, ok := l.WideBoard(b)
	if !ok {
		return nil
	}
	t := make([]int, l.wide.shape.Cells())
	for i := range t {
		t[i] = int(wb[i])
	}
	return t
}

// WideBoard is the wide board numbered b in a log of solver/wide's boards;
// false for a number it does not hold, or a log of the engine's boards.
func (l *Log) WideBoard(b solver.Board) (wide.Board, bool) {
	if l.wide == nil {
		return wide.Board{}, false
	}
	l.mu.RLock()
	defer l.mu.RUnlock()
	if b < 1 || int(b) > len(l.wide.cells) {
		return wide.Board{}, false
	}
	return l.wide.cells[b-1], true
}

// orderWide is order on a log of solver/wide's boards: the same
// priorities, its ties broken as solver/wide breaks them.
func (l *Log) orderWide(a, b Node) int {
	var pa, pb float64
	switch l.alg.Frontier {
	case solver.FrontierByH:
		pa, pb = a.H, b.H
	case solver.FrontierByF:
		pa, pb = a.F, b.F
	default: // IDA*'s path: no ties to break
		return cmp.Or(-cmp.Compare(a.G, b.G), cmp.Compare(a.Gen, b.Gen))
	}
	if d := pa - pb; d < -1e-9 || d > 1e-9 {
		return cmp.Compare(pa, pb)
	}
	return l.wideTies(a, b)
}

// wideTies orders two waiting nodes of equal priority as solver/wide's
// best-first search does: the lower h first, then the board it reached
// last. A board reached again by a shorter path keeps its place in that
// order (the search requeues the same node), where the log made a node
// that supersedes the first: it counts as made when the first was.
func (l *Log) wideTies(a, b Node) int {
	if d := a.H - b.H; d < -1e-9 || d > 1e-9 {
		return cmp.Compare(a.H, b.H)
	}
	return -cmp.Compare(l.firstMade(a), l.firstMade(b))
}

// firstMade is when the first node of n's board on the frontier was made,
// following what n superseded.
func (l *Log) firstMade(n Node) int32 {
	for n.Flags&Duplicate == 0 && n.Other >= 0 {
		n = l.nodes[n.Other]
	}
	return n.Gen
}

// FinishWide is Finish for a search on solver/wide's boards: the result
// recorded is r's engine part with the log's Problem and r's path as the
// log's board numbers (a board the log did not keep, past its cap, is
// numbered now), so that the views read a wide search's path and goal
// as they read the engine's. It returns that result.
func (l *Log) FinishWide(r wide.Result) solver.Result {
	l.mu.Lock()
	defer l.mu.Unlock()
	res := r.Result
	res.Problem = l.prob
	res.Path = nil
	if l.wide != nil && len(r.Path) > 0 {
		res.Path = make([]solver.Board, len(r.Path))
		for i, b := range r.Path {
			res.Path[i] = l.wide.id(b)
		}
	}
	l.res, l.done = res, true
	return res
}
