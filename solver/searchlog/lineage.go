package searchlog

import (
	"slices"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// Lineage returns node i and its ancestors up to the first at index from
// or after, root-most first, with their indices: what a view that draws
// only the first nodes of a tree adds so that a board and the path to it
// are drawn wherever in the tree they were made.
func (l *Log) Lineage(i, from int32) ([]Node, []int32) {
	l.mu.RLock()
	defer l.mu.RUnlock()
	var nodes []Node
	var idx []int32
	for ; i >= from && int(i) < len(l.nodes); i = l.nodes[i].Parent {
		nodes = append(nodes, l.nodes[i])
		idx = append(idx, i)
	}
	slices.Reverse(nodes)
	slices.Reverse(idx)
	return nodes, idx
}

// Reached is the index of the last node of board b at depth g that was
// queued (not a duplicate): the goal's, for a solution of g moves, made
// or expanded near the end of the record.
func (l *Log) Reached(b solver.Board, g int) (int32, bool) {
	l.mu.RLock()
	defer l.mu.RUnlock()
	for i := len(l.nodes) - 1; i >= 0; i-- {
		if n := &l.nodes[i]; n.Board == b && int(n.G) == g && n.Flags&Duplicate == 0 {
			return int32(i), true
		}
	}
	return 0, false
}
