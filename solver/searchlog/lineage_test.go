package searchlog

import (
	"testing"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// TestLineageAndReached: the lineage of every step's board runs from the
// root down through parents to it, its boards the path Path gives; from
// an index on, it stops there; Reached finds the goal's node at the cost.
func TestLineageAndReached(t *testing.T) {
	goal := solver.Square3.Goal()
	p := solver.Problem{Start: boardAt(t, goal, 14, 3), Goal: goal, Shape: solver.Square3}
	for _, name := range []string{"bfs", "astar-manhattan", "idastar-manhattan"} {
		l, r := run(t, name, p, solver.Conventions{}, 0)
		for k := 1; k <= l.Len(); k++ {
			s, n, _ := l.Step(k)
			nodes, idx := l.Lineage(s.Node, 0)
			path := l.Path(k)
			if len(nodes) != len(path) || idx[len(idx)-1] != s.Node || nodes[len(nodes)-1].Board != n.Board {
				t.Fatalf("%s step %d: lineage of %d nodes ending %v, path of %d", name, k, len(nodes), idx, len(path))
			}
			for j := range nodes {
				if nodes[j].Board != path[j] || j > 0 && nodes[j].Parent != idx[j-1] {
					t.Fatalf("%s step %d: lineage node %d is %v (parent %d), path has %v", name, k, j, nodes[j].Board, nodes[j].Parent, path[j])
				}
			}
			if cut, _ := l.Lineage(s.Node, s.Node); len(cut) != 1 {
				t.Fatalf("%s step %d: the lineage from its own index holds %d nodes", name, k, len(cut))
			}
		}
		i, ok := l.Reached(goal, r.Cost)
		if !ok {
			t.Fatalf("%s: the goal at %d moves not found", name, r.Cost)
		}
		nodes, _ := l.Lineage(i, 0)
		if len(nodes) != r.Cost+1 || nodes[0].Board != p.Start {
			t.Fatalf("%s: the goal's lineage has %d nodes from %v, want %d from the start", name, len(nodes), nodes[0].Board, r.Cost+1)
		}
	}
}
