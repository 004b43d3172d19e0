package searchlog

import (
	"cmp"
	"slices"
	"sort"
	"time"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// Algorithm, Problem and Conventions are the run's.
func (l *Log) Algorithm() *solver.Algorithm    { return l.alg }
func (l *Log) Problem() solver.Problem         { return l.prob }
func (l *Log) Conventions() solver.Conventions { return l.conv }

// Len is the number of expansions recorded: steps 1..Len can be read.
func (l *Log) Len() int {
	l.mu.RLock()
	defer l.mu.RUnlock()
	return len(l.steps)
}

// Counts are the search's own counters so far, recorded or not.
func (l *Log) Counts() (expanded, generated int64) {
	l.mu.RLock()
	defer l.mu.RUnlock()
	return l.expanded, l.generated
}

// Full reports whether the cap was reached: later events were counted,
// not recorded.
func (l *Log) Full() bool {
	l.mu.RLock()
	defer l.mu.RUnlock()
	return l.full
}

// Result is the search's result, once Finish was called.
func (l *Log) Result() (solver.Result, bool) {
	l.mu.RLock()
	defer l.mu.RUnlock()
	return l.res, l.done
}

// Step returns step k (1..Len) and the node it expanded.
func (l *Log) Step(k int) (Step, Node, bool) {
	l.mu.RLock()
	defer l.mu.RUnlock()
	if k < 1 || k > len(l.steps) {
		return Step{}, Node{}, false
	}
	s := l.steps[k-1]
	return s, l.nodes[s.Node], true
}

// Path is the boards from the root to the one step k expanded.
func (l *Log) Path(k int) []solver.Board {
	l.mu.RLock()
	defer l.mu.RUnlock()
	if k < 1 || k > len(l.steps) {
		return nil
	}
	var p []solver.Board
	for i := l.steps[k-1].Node; i >= 0; i = l.nodes[i].Parent {
		p = append(p, l.nodes[i].Board)
	}
	slices.Reverse(p)
	return p
}

// Frontier returns the boards waiting after step k (0: before the first
// expansion), in the order the search will take them, the first limit of
// them, and how many wait in all.
//
// A view calls it while a search plays, on the UI goroutine, with a limit
// of a few hundred; the frontier then may hold tens of thousands. The
// queue and the stack take boards in the order the log holds them (or its
// reverse), so they are read without a sort; the others keep the limit
// best in a bounded heap rather than sorting every waiting board.
func (l *Log) Frontier(k, limit int) ([]Node, int) {
	l.mu.RLock()
	defer l.mu.RUnlock()
	var w []Node
	n := 0
	switch l.alg.Frontier {
	case solver.FrontierQueue, solver.FrontierWalk, solver.FrontierStack:
		take := func(i int) {
			if l.nodes[i].Waiting(k) {
				if limit < 0 || len(w) < limit {
					w = append(w, l.nodes[i])
				}
				n++
			}
		}
		if l.alg.Frontier == solver.FrontierStack {
			for i := len(l.nodes) - 1; i >= 0; i-- {
				take(i)
			}
		} else {
			for i := range l.nodes {
				take(i)
			}
		}
		return w, n
	}
	if limit < 0 {
		for i := range l.nodes {
			if l.nodes[i].Waiting(k) {
				w = append(w, l.nodes[i])
			}
		}
		slices.SortFunc(w, l.order)
		return w, len(w)
	}
	// w is a heap of the best limit so far, the worst of them on top
	worse := func(i, j int) bool { return l.order(w[i], w[j]) > 0 }
	for i := range l.nodes {
		if !l.nodes[i].Waiting(k) {
			continue
		}
		n++
		switch {
		case len(w) < limit:
			w = append(w, l.nodes[i])
			up(len(w)-1, worse, w)
		case limit > 0 && l.order(l.nodes[i], w[0]) < 0:
			w[0] = l.nodes[i]
			down(0, worse, w)
		}
	}
	slices.SortFunc(w, l.order)
	return w, n
}

// up and down keep w a heap under less, for Frontier's bounded selection.
func up(i int, less func(i, j int) bool, w []Node) {
	for i > 0 {
		p := (i - 1) / 2
		if !less(i, p) {
			return
		}
		w[i], w[p] = w[p], w[i]
		i = p
	}
}

func down(i int, less func(i, j int) bool, w []Node) {
	for {
		c := 2*i + 1
		if c >= len(w) {
			return
		}
		if c+1 < len(w) && less(c+1, c) {
			c++
		}
		if !less(c, i) {
			return
		}
		w[i], w[c] = w[c], w[i]
		i = c
	}
}

// order compares two waiting nodes in the order the search takes them.
func (l *Log) order(a, b Node) int {
	if l.wide != nil {
		return l.orderWide(a, b)
	}
	byGen := cmp.Compare(a.Gen, b.Gen)
	switch l.alg.Frontier {
	case solver.FrontierQueue, solver.FrontierWalk:
		return byGen
	case solver.FrontierStack:
		return -byGen
	case solver.FrontierPath:
		// the deepest node's children first, each group in order
		return cmp.Or(-cmp.Compare(a.G, b.G), byGen)
	case solver.FrontierLayers:
		return cmp.Or(cmp.Compare(a.Flags&Backward, b.Flags&Backward), byGen)
	}
	var pa, pb float64
	switch l.alg.Frontier {
	case solver.FrontierByG:
		pa, pb = float64(a.G), float64(b.G)
	case solver.FrontierByH:
		pa, pb = a.H, b.H
	default:
		pa, pb = a.F, b.F
	}
	// priorities are sums of the same radicals: equal ones are equal
	// to far below 1e-9, unequal ones differ by far more
	if d := pa - pb; d < -1e-9 || d > 1e-9 {
		return cmp.Compare(pa, pb)
	}
	switch l.conv.Ties {
	case solver.TiesOldest:
		return byGen
	case solver.TiesBoard:
		return cmp.Or(lexCompare(a.Board, b.Board), byGen)
	}
	return -byGen
}

// lexCompare orders boards as their tiles read row by row.
func lexCompare(a, b solver.Board) int {
	for i := 0; i < 16; i++ {
		if c := cmp.Compare(a.At(i), b.At(i)); c != 0 {
			return c
		}
	}
	return 0
}

// Closed is the number of boards in the closed set after step k, for the
// searches that keep one (every board they expanded); false for the
// recursive searches, which keep none.
func (l *Log) Closed(k int) (int, bool) {
	if l.alg.Frontier == solver.FrontierPath || l.alg.Frontier == solver.FrontierWalk {
		return 0, false
	}
	l.mu.RLock()
	defer l.mu.RUnlock()
	return min(max(k, 0), len(l.steps)), true
}

// TreeState is what a node of the tree is at a step.
type TreeState uint8

const (
	Waiting  TreeState = iota // on the frontier
	Expanded                  // its successors were made
	Pruned                    // a duplicate, or superseded by a shorter path
	CutOff                    // left without expansion: beyond the bound or limit, or passed over
)

// StateAt is what node n is after step k.
func (n *Node) StateAt(k int) TreeState {
	switch {
	case n.Expanded > 0 && int(n.Expanded) <= k:
		return Expanded
	case n.Flags&Duplicate != 0 || n.Flags&Superseded != 0 && int(n.End) <= k:
		return Pruned
	case int(n.End) <= k:
		return CutOff
	}
	return Waiting
}

// Tree returns the nodes of the search tree made by step k, in the order
// they were made, at most limit of them, their indices (a node's Parent is
// an index), and how many more there are. For the recursive searches it is
// the tree of the iteration step k belongs to.
func (l *Log) Tree(k, limit int) (nodes []Node, first int32, more int) {
	l.mu.RLock()
	defer l.mu.RUnlock()
	if len(l.nodes) == 0 {
		return nil, 0, 0
	}
	k = min(max(k, 0), len(l.steps))
	if k > 0 {
		first = l.steps[k-1].Iteration
	}
	end := int(first) + 1
	for end < len(l.nodes) && int(l.nodes[end].Born) <= k && (l.alg.Frontier != solver.FrontierPath || l.nodes[end].Parent >= 0) {
		end++
	}
	if k == 0 {
		end = int(first) + 1 // the root alone
	}
	n := end - int(first)
	if limit >= 0 && n > limit {
		more = n - limit
		n = limit
	}
	return slices.Clone(l.nodes[first : int(first)+n]), first, more
}

// Expanded calls fn with the board of each step from..to (1-based, both
// included, clipped to the record).
func (l *Log) Expanded(from, to int, fn func(b solver.Board, backward bool)) {
	l.mu.RLock()
	defer l.mu.RUnlock()
	for k := max(from, 1); k <= min(to, len(l.steps)); k++ {
		n := &l.nodes[l.steps[k-1].Node]
		fn(n.Board, n.Flags&Backward != 0)
	}
}

// ByDepth counts the boards expanded at each depth g by step k.
func (l *Log) ByDepth(k int) []int64 {
	var out []int64
	l.mu.RLock()
	defer l.mu.RUnlock()
	for _, s := range l.steps[:min(max(k, 0), len(l.steps))] {
		g := int(l.nodes[s.Node].G)
		for len(out) <= g {
			out = append(out, 0)
		}
		out[g]++
	}
	return out
}

// StepAt is the last step made within d of the search's start: how far a
// search had got by then, for a race run by wall time.
func (l *Log) StepAt(d time.Duration) int {
	l.mu.RLock()
	defer l.mu.RUnlock()
	return sort.Search(len(l.steps), func(i int) bool { return l.steps[i].Elapsed > d })
}
