package searchlog

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"go.uber.org/goleak"

	"github.com/eightpuzzle/eightpuzzle/solver"
	_ "github.com/eightpuzzle/eightpuzzle/solver/pdb" // the pdb algorithms' databases (3x3: built in memory)
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

// boardAt draws a board d moves from goal, the same on every run.
func boardAt(t *testing.T, goal solver.Board, d int, seed uint64) solver.Board {
	t.Helper()
	tb, err := solver.TableFor(context.Background(), solver.Square3, goal)
	if err != nil {
		t.Fatal(err)
	}
	b, ok := tb.RandomAt(rand.New(rand.NewPCG(seed, 1)), d)
	if !ok {
		t.Fatalf("no board %d moves from %v", d, goal)
	}
	return b
}

func run(t *testing.T, name string, p solver.Problem, c solver.Conventions, max int) (*Log, solver.Result) {
	t.Helper()
	a, err := solver.AlgorithmByName(name)
	if err != nil {
		t.Fatal(err)
	}
	l := New(a, p, c, Options{MaxNodes: max})
	r, err := a.Solve(context.Background(), p, solver.Options{Conventions: c, Trace: l.Trace})
	if err != nil {
		t.Fatal(err)
	}
	l.Finish(r)
	return l, r
}

// The frontier a Log derives is the search's own: at every step the same
// size as the search counted, and its head (in the order the Log says the
// search takes it) the board the search expands next; for the recursive
// searches, every board ahead of it was over the bound or at the limit.
func TestFrontierIsTheSearchs(t *testing.T) {
	convs := []solver.Conventions{{}, {Ties: solver.TiesOldest, GoalTest: solver.GoalOnExpand, Order: 5}, {Ties: solver.TiesBoard, Shuffle: 3}}
	problems := []solver.Problem{
		{Start: boardAt(t, solver.GoalBlankLast, 8, 1), Goal: solver.GoalBlankLast},
		{Start: boardAt(t, solver.GoalSpiral, 12, 2), Goal: solver.GoalSpiral},
		{Start: boardAt(t, solver.GoalBlankFirst, 13, 3), Goal: solver.GoalBlankFirst},
	}
	if testing.Short() {
		problems = problems[:1] // -short: the 8-move board
	}
	for _, a := range solver.Algorithms() {
		for _, p := range problems {
			for _, c := range convs {
				l, r := run(t, a.Name, p, c, 0)
				name := a.Name + " " + p.Start.String() + " " + c.String()
				if e, g := l.Counts(); e != r.Expanded || g != r.Generated || l.Len() != int(r.Expanded) {
					t.Fatalf("%s: log counts %d/%d (%d steps), result %d/%d", name, e, g, l.Len(), r.Expanded, r.Generated)
				}
				if l.lost != 0 {
					t.Fatalf("%s: %d expansions of boards not on the frontier", name, l.lost)
				}
				if l.passed != 0 && !(a.Frontier == solver.FrontierLayers && c.GoalTest == solver.GoalOnExpand) {
					t.Fatalf("%s: %d boards passed over", name, l.passed)
				}
				// every step of a small search, about 50 of a large one:
				// each check scans the whole log
				for k := 1; k <= l.Len(); k += max(1, l.Len()/50) {
					st, n, _ := l.Step(k)
					_, total := l.Frontier(k, -1)
					if total != int(st.Frontier) {
						t.Fatalf("%s: step %d: %d waiting by the log, %d by the search", name, k, total, st.Frontier)
					}
					before, _ := l.Frontier(k-1, -1)
					checkHead(t, name, l, k, st, n, before)
					// a limited read is the first part of the whole
					for _, lim := range []int{0, 1, 7} {
						part, all := l.Frontier(k-1, lim)
						if all != len(before) || len(part) != min(lim, all) || !slices.Equal(part, before[:len(part)]) {
							t.Fatalf("%s: step %d: the first %d of %d waiting differ from the whole list's", name, k-1, lim, all)
						}
					}
				}
			}
		}
	}
}

// checkHead: the board step k expands leads the frontier of step k-1 but
// for boards the search passes over (recursive searches: beyond the bound;
// bidir: the other direction, or a meeting board).
func checkHead(t *testing.T, name string, l *Log, k int, st Step, n Node, before []Node) {
	t.Helper()
	for _, o := range before {
		if o.Gen == n.Gen {
			return
		}
		switch l.alg.Frontier {
		case solver.FrontierPath:
			over := float64(o.G) >= st.Bound
			if l.alg.Heuristic != nil {
				over = o.F > st.Bound+1e-9
			}
			if o.Parent < 0 || !over && o.G <= n.G && o.Expanded != 0 {
				t.Fatalf("%s: step %d expands %v (g %d) while %v (g %d, f %v, bound %v) waits ahead of it", name, k, n.Board, n.G, o.Board, o.G, o.F, st.Bound)
			}
			if !over && o.G <= n.G {
				t.Fatalf("%s: step %d: %v within the bound %v passed over", name, k, o.Board, st.Bound)
			}
		case solver.FrontierLayers:
			if o.Flags&Backward == n.Flags&Backward && l.conv.GoalTest != solver.GoalOnExpand {
				t.Fatalf("%s: step %d expands %v while %v of its direction waits ahead", name, k, n.Board, o.Board)
			}
		default:
			t.Fatalf("%s: step %d expands %v (g %d h %v f %v), but %v (g %d h %v f %v) leads the frontier", name, k, n.Board, n.G, n.H, n.F, o.Board, o.G, o.H, o.F)
		}
	}
	if n.Parent >= 0 {
		t.Fatalf("%s: step %d expands %v, which was not waiting", name, k, n.Board)
	}
}

// The path to each expanded board runs from the root one move at a time,
// and every parent was expanded before its child.
func TestPathsAndParents(t *testing.T) {
	p := solver.Problem{Start: boardAt(t, solver.GoalBlankLast, 16, 4), Goal: solver.GoalBlankLast}
	for _, name := range []string{"bfs", "dfs", "astar-manhattan", "idastar-linear-conflict", "ids", "bidir", "greedy-misplaced", "table"} {
		l, r := run(t, name, p, solver.Conventions{}, 0)
		for k := 1; k <= l.Len(); k++ {
			_, n, _ := l.Step(k)
			if k%97 != 0 && k > 200 { // dfs's paths are tens of thousands of moves long
				continue
			}
			path := l.Path(k)
			if len(path) != int(n.G)+1 || path[len(path)-1] != n.Board {
				t.Fatalf("%s step %d: path of %d boards to %v at g %d", name, k, len(path), n.Board, n.G)
			}
			if n.Flags&Backward == 0 && path[0] != p.Start || n.Flags&Backward != 0 && path[0] != p.Goal {
				t.Fatalf("%s step %d: path starts at %v", name, k, path[0])
			}
			if n.Parent >= 0 {
				par := l.nodes[n.Parent]
				if par.Expanded == 0 || par.Expanded >= int32(k) {
					t.Fatalf("%s step %d: parent expanded at step %d", name, k, par.Expanded)
				}
			}
		}
		if r.Status != solver.Solved {
			t.Fatalf("%s: %v", name, r.Status)
		}
	}
}

// The cap bounds memory: past it the log counts and records nothing, and
// its views still answer.
func TestCap(t *testing.T) {
	p := solver.Problem{Start: boardAt(t, solver.GoalBlankLast, 24, 5), Goal: solver.GoalBlankLast}
	l, r := run(t, "bfs", p, solver.Conventions{}, 5000)
	if !l.Full() || len(l.nodes) > 5000 {
		t.Fatalf("full %v with %d nodes", l.Full(), len(l.nodes))
	}
	if e, _ := l.Counts(); e != r.Expanded || l.Len() >= int(r.Expanded) {
		t.Fatalf("counted %d of %d, recorded %d steps", e, r.Expanded, l.Len())
	}
	nodes, _, more := l.Tree(l.Len(), 1000)
	if len(nodes) != 1000 || more <= 0 {
		t.Fatalf("tree of %d nodes and %d more", len(nodes), more)
	}
	if _, total := l.Frontier(l.Len(), 10); total == 0 {
		t.Fatal("no frontier at the last recorded step")
	}
}

// BFS expands by depth: the counts by depth are the layers, full up to
// the solution's depth.
func TestByDepth(t *testing.T) {
	p := solver.Problem{Start: boardAt(t, solver.GoalBlankLast, 10, 6), Goal: solver.GoalBlankLast}
	l, r := run(t, "bfs", p, solver.Conventions{}, 0)
	d := l.ByDepth(l.Len())
	var sum int64
	for _, c := range d {
		sum += c
	}
	if sum != r.Expanded || len(d) != r.Cost {
		t.Fatalf("by depth %v (sum %d, %d depths) for %d expanded, cost %d", d, sum, len(d), r.Expanded, r.Cost)
	}
	if d[0] != 1 || d[1] != int64(len(solver.Square3.Successors(p.Start))) {
		t.Fatalf("first layers %v", d[:2])
	}
}

// The tree of a recursive search is its current iteration's; every node's
// parent comes before it.
func TestTreeIterations(t *testing.T) {
	p := solver.Problem{Start: boardAt(t, solver.GoalBlankLast, 12, 7), Goal: solver.GoalBlankLast}
	l, _ := run(t, "idastar-manhattan", p, solver.Conventions{}, 0)
	roots := 0
	for k := 1; k <= l.Len(); k++ {
		if st, _, _ := l.Step(k); st.Node == st.Iteration {
			roots++
		}
	}
	nodes, first, _ := l.Tree(l.Len(), -1)
	if nodes[0].Parent != -1 || roots < 2 {
		t.Fatalf("the last tree starts with parent %d; %d iterations", nodes[0].Parent, roots)
	}
	for i, n := range nodes[1:] {
		if n.Parent < first || int(n.Parent) >= int(first)+i+1 {
			t.Fatalf("node %d has parent %d, outside %d..%d", i+1, n.Parent, first, int(first)+i)
		}
	}
	states := map[TreeState]int{}
	for _, n := range nodes {
		states[n.StateAt(l.Len())]++
	}
	if states[Expanded] == 0 || states[CutOff] == 0 {
		t.Fatalf("states of the last iteration: %v", states)
	}
}

// TestGrow checks that grow keeps every node and makes room, across the
// parts it copies in (growChunk).
func TestGrow(t *testing.T) {
	for _, n := range []int{0, 1, 255, growChunk - 1, growChunk, 3*growChunk + 5} {
		nodes := make([]Node, n)
		for i := range nodes {
			nodes[i] = Node{Board: solver.Board(i), Gen: int32(i), Parent: int32(i - 1)}
		}
		more := grow(nodes)
		if len(more) != n || cap(more) <= n {
			t.Fatalf("grow of %d nodes: len %d, cap %d; want len %d and room for more", n, len(more), cap(more), n)
		}
		for i := range more {
			if more[i] != nodes[i] {
				t.Fatalf("grow of %d nodes: node %d is %+v, want %+v", n, i, more[i], nodes[i])
			}
		}
	}
}
