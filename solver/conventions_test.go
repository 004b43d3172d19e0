package solver

import (
	"container/heap"
	"context"
	"encoding/json"
	"math"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// The reference searches below are written from the definitions of the
// conventions, with the tests' own model of the board (grid, pack) and
// plain maps and container/heap, so that they share no code with the
// engine's queues, tables and node arrays. The engine must expand exactly
// the boards they expand, in number, and return the same path.

// refMoves are the blank's moves as offsets, in the order the letters of o
// name them, with the test that the move stays on the board.
func refMoves(o Order) []func(c int) (int, bool) {
	var ms []func(c int) (int, bool)
	for _, l := range o.String() {
		switch l {
		case 'U':
			ms = append(ms, func(c int) (int, bool) { return c - side3, c >= side3 })
		case 'D':
			ms = append(ms, func(c int) (int, bool) { return c + side3, c < cells3-side3 })
		case 'L':
			ms = append(ms, func(c int) (int, bool) { return c - 1, c%side3 > 0 })
		case 'R':
			ms = append(ms, func(c int) (int, bool) { return c + 1, c%side3 < side3-1 })
		}
	}
	return ms
}

func refSuccessors(b Board, o Order) []Board {
	g := unpack(b)
	z := g.blank()
	var out []Board
	for _, m := range refMoves(o) {
		if to, ok := m(z); ok {
			h := g
			h[z], h[to] = h[to], h[z]
			out = append(out, pack(h))
		}
	}
	return out
}

// refH is each heuristic from its definition, in moves.
func refH(name string, b, goal Board) float64 {
	if name == "misplaced-blank" {
		g, want := unpack(b), unpack(goal)
		n := 0.0
		for i := range g {
			if g[i] != want[i] {
				n++
			}
		}
		return n
	}
	if name == "pdb" { // the tests' stand-in database (TestMain)
		t, _ := TableFor(context.Background(), Square3, goal)
		return float64(t.Distance(b))
	}
	m := heuristicModel(b, goal)
	i := map[string]int{"misplaced": 0, "rowcol": 1, "euclidean": 2, "manhattan": 3, "linear-conflict": 4}[name]
	return m[i]
}

type refEntry struct {
	b      Board
	f      float64
	g      int
	seq    int
	parent *refEntry
	stale  bool
}

type refHeap struct {
	e    []*refEntry
	ties Ties
}

func (q *refHeap) Len() int { return len(q.e) }
func (q *refHeap) Less(i, j int) bool {
	a, b := q.e[i], q.e[j]
	// priorities closer than 1e-9 are equal: unequal Euclidean sums differ
	// by far more, and float sums of equal ones by far less
	if math.Abs(a.f-b.f) > 1e-9 {
		return a.f < b.f
	}
	switch q.ties {
	case TiesNewest:
		return a.seq > b.seq
	case TiesOldest:
		return a.seq < b.seq
	}
	ga, gb := unpack(a.b), unpack(b.b)
	return slices.Compare(ga[:], gb[:]) < 0
}
func (q *refHeap) Swap(i, j int) { q.e[i], q.e[j] = q.e[j], q.e[i] }
func (q *refHeap) Push(x any)    { q.e = append(q.e, x.(*refEntry)) }
func (q *refHeap) Pop() any {
	x := q.e[len(q.e)-1]
	q.e = q.e[:len(q.e)-1]
	return x
}

type refResult struct {
	path     []Board
	expanded int64
}

func refPath(e *refEntry) []Board {
	var p []Board
	for ; e != nil; e = e.parent {
		p = append(p, e.b)
	}
	slices.Reverse(p)
	return p
}

// refBestFirst is best-first graph search: kind is "ucs", "greedy" or
// "astar"; the goal is tested when a board leaves the queue; a board in the
// queue reached again by a shorter path is replaced (ucs and astar), and
// so is one already expanded.
func refBestFirst(kind, hname string, p Problem, c Conventions) refResult {
	f := func(g int, b Board) float64 {
		switch kind {
		case "ucs":
			return float64(g)
		case "greedy":
			return refH(hname, b, p.Goal)
		}
		return float64(g) + refH(hname, b, p.Goal)
	}
	q := &refHeap{ties: c.Ties}
	open := map[Board]*refEntry{}
	closed := map[Board]int{} // g when expanded
	seq := 0
	push := func(b Board, g int, parent *refEntry) {
		e := &refEntry{b: b, f: f(g, b), g: g, seq: seq, parent: parent}
		seq++
		open[b] = e
		heap.Push(q, e)
	}
	push(p.Start, 0, nil)
	var res refResult
	for q.Len() > 0 {
		e := heap.Pop(q).(*refEntry)
		if e.stale {
			continue
		}
		delete(open, e.b)
		if e.b == p.Goal {
			res.path = refPath(e)
			return res
		}
		closed[e.b] = e.g
		res.expanded++
		for _, s := range refSuccessors(e.b, c.Order) {
			g := e.g + 1
			if old, ok := open[s]; ok {
				if kind == "greedy" || old.g <= g {
					continue
				}
				old.stale = true
				push(s, g, e)
				continue
			}
			if cg, ok := closed[s]; ok {
				if kind == "greedy" || cg <= g {
					continue
				}
				delete(closed, s)
			}
			push(s, g, e)
		}
	}
	return res
}

// refBFS is breadth-first graph search: a board is queued when first
// reached, and the goal recognised when generated or when dequeued.
func refBFS(p Problem, c Conventions) refResult {
	parent := map[Board]Board{p.Start: p.Start}
	path := func(b Board) []Board {
		out := []Board{b}
		for b != p.Start {
			b = parent[b]
			out = append(out, b)
		}
		slices.Reverse(out)
		return out
	}
	queue := []Board{p.Start}
	var res refResult
	for len(queue) > 0 {
		b := queue[0]
		queue = queue[1:]
		if c.GoalTest == GoalOnExpand && b == p.Goal {
			res.path = path(b)
			return res
		}
		res.expanded++
		for _, s := range refSuccessors(b, c.Order) {
			if _, seen := parent[s]; seen {
				continue
			}
			parent[s] = b
			if c.GoalTest == GoalOnGenerate && s == p.Goal {
				res.path = path(s)
				return res
			}
			queue = append(queue, s)
		}
	}
	return res
}

// refBoards are boards at distances spread from near to far from goal,
// reproducibly; ucs and bfs, which expand most of the space at 25 moves,
// get the nearer ones.
func refBoards(t *testing.T, goal Board, n, maxDist int, seed uint64) []Board {
	tr := truthFor(goal)
	rng := rand.New(rand.NewPCG(seed, uint64(goal)))
	var bs []Board
	for i := range n {
		d := 4 + i*(maxDist-4)/max(n-1, 1)
		layer := tr.byDist[d]
		bs = append(bs, layer[rng.IntN(len(layer))])
	}
	return bs
}

func allConventions() []Conventions {
	var cs []Conventions
	for _, ties := range []Ties{TiesNewest, TiesOldest, TiesBoard} {
		for _, gt := range []GoalTest{GoalOnGenerate, GoalOnExpand} {
			cs = append(cs, Conventions{Ties: ties, GoalTest: gt})
		}
	}
	return cs
}

// TestConventionsAgainstReference runs ucs, bfs and every greedy and A*
// search under every combination of tie rule, goal test and reopening, and
// a few move orders, on boards near and far from each goal, and checks the
// engine's path and expanded count against the reference searches.
func TestConventionsAgainstReference(t *testing.T) {
	perGoal, far := 12, 26
	if testing.Short() {
		perGoal, far = 3, 22
	}
	someOrders := []string{"RLDU", "LURD", "DRUL"}
	var names []string
	for _, a := range Algorithms() {
		family, _, _ := strings.Cut(a.Name, "-")
		if family == "ucs" || family == "bfs" || family == "greedy" || family == "astar" {
			names = append(names, a.Name)
		}
	}
	for _, name := range names {
		a, _ := AlgorithmByName(name)
		family, hname, _ := strings.Cut(name, "-")
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			maxDist := far
			if family == "ucs" || family == "bfs" || hname == "misplaced" || hname == "misplaced-blank" {
				maxDist = 18 // each of these expands much of the space further out
			}
			for gi, goal := range goals {
				for bi, b := range refBoards(t, goal, perGoal, maxDist, 7) {
					p := Problem{Start: b, Goal: goal}
					cs := allConventions()
					// a few orders, each with a few tie rules, board by board
					o, _ := ParseOrder(someOrders[(gi+bi)%len(someOrders)])
					for _, ties := range []Ties{TiesNewest, TiesOldest, TiesBoard} {
						cs = append(cs, Conventions{Ties: ties, Order: o, GoalTest: GoalTest(bi % 2)})
					}
					for _, c := range cs {
						var want refResult
						if family == "bfs" {
							want = refBFS(p, c)
						} else {
							want = refBestFirst(family, hname, p, c)
						}
						got := mustSolve(t, a, p, Options{Conventions: c})
						if got.Conventions != c {
							t.Fatalf("%s: result carries %v, ran with %v", name, got.Conventions, c)
						}
						if got.Status != Solved || !slices.Equal(got.Path, want.path) || got.Expanded != want.expanded {
							t.Fatalf("%s %v->%v %v: %v, cost %d, expanded %d; reference cost %d, expanded %d\npath %v\nwant %v",
								name, b, goal, c, got.Status, got.Cost, got.Expanded, len(want.path)-1, want.expanded, got.Path, want.path)
						}
					}
				}
			}
		})
	}
}

// aima-python's numbers (testdata/aima-python.txt), printed by a
// transcription of its search.py: astar_search, greedy_best_first_graph_search,
// uniform_cost_search and breadth_first_graph_search on EightPuzzle, its
// default h (misplaced-blank) or one passed in, expansions counted as its
// InstrumentedProblem counts calls of actions. Its PriorityQueue is a heap
// of (f, Node) pairs, and Node.__lt__ compares states, so equal f go to
// the smallest board: the engine with TiesBoard must print the same.
func TestAimaPython(t *testing.T) {
	data, err := os.ReadFile("testdata/aima-python.txt")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, line := range strings.Split(string(data), "\n") {
		f := strings.Fields(line)
		if len(f) == 0 || strings.HasPrefix(f[0], "#") {
			continue
		}
		start, goal, algo, moves := MustParse(f[0]), MustParse(f[1]), f[2], f[5]
		expanded, _ := strconv.ParseInt(f[3], 10, 64)
		r, err := Solve(context.Background(), algo, Problem{Start: start, Goal: goal}, Options{Conventions: Conventions{Ties: TiesBoard}})
		if err != nil {
			t.Fatal(err)
		}
		var got []byte
		for _, m := range r.Moves {
			got = append(got, moveLetters[m])
		}
		if r.Expanded != expanded || string(got) != moves || strconv.Itoa(r.Cost) != f[4] {
			t.Errorf("%s %v->%v: expanded %d, moves %s; aima-python %d, %s", algo, start, goal, r.Expanded, got, expanded, moves)
		}
		n++
	}
	if n < 40 {
		t.Fatalf("only %d runs in testdata/aima-python.txt", n)
	}
}

func TestConventionsParseAndPrint(t *testing.T) {
	for i := range NumOrders {
		o := Order(i)
		back, err := ParseOrder(strings.ToLower(o.String()))
		if err != nil || back != o {
			t.Errorf("order %d: %q parses as %v, %v", i, o, back, err)
		}
	}
	if Order(0).String() != "UDLR" {
		t.Errorf("the zero order is %v, want UDLR", Order(0))
	}
	for _, bad := range []string{"", "UDL", "UDLRU", "UDLL", "UDLX", "ABCD"} {
		if _, err := ParseOrder(bad); err == nil {
			t.Errorf("ParseOrder(%q) succeeded", bad)
		}
	}
	for _, n := range TiesNames() {
		if x, err := ParseTies(n); err != nil || x.String() != n {
			t.Errorf("ties %q: %v %v", n, x, err)
		}
	}
	for _, n := range GoalTestNames() {
		if x, err := ParseGoalTest(n); err != nil || x.String() != n {
			t.Errorf("goal test %q: %v %v", n, x, err)
		}
	}
	if _, err := ParseTies("fifo"); err == nil || !strings.Contains(err.Error(), "newest, oldest, board") {
		t.Errorf("ParseTies(fifo): %v", err)
	}
	if _, err := ParseGoalTest("pop"); err == nil || !strings.Contains(err.Error(), "generate, expand") {
		t.Errorf("ParseGoalTest(pop): %v", err)
	}
	if got := (Conventions{}).String(); got != "-ties newest -goal-test generate -order UDLR" {
		t.Errorf("default conventions print as %q", got)
	}
	o, _ := ParseOrder("RLDU")
	c := Conventions{Ties: TiesBoard, GoalTest: GoalOnExpand, Order: o}
	b, err := json.Marshal(c)
	if err != nil || string(b) != `{"ties":"board","goal_test":"expand","order":"RLDU"}` {
		t.Errorf("JSON %s, %v", b, err)
	}
	var back Conventions
	if err := json.Unmarshal(b, &back); err != nil || back != c {
		t.Errorf("JSON round trip: %v, %v", back, err)
	}
	if err := json.Unmarshal([]byte(`{"order":"UUDD"}`), &back); err == nil {
		t.Errorf("JSON with a bad order was accepted")
	}
	if _, err := Solve(context.Background(), "bfs", Problem{Start: MustParse("123456708"), Goal: GoalBlankLast}, Options{Conventions: Conventions{Ties: 7}}); err == nil {
		t.Errorf("a tie rule out of range was accepted")
	}
}

// The move order changes what the depth-first and iterative searches do
// too: each must still return a legal path (a shortest one for ids, bidir
// and idastar) under every order, and dfs must follow the order's first
// move when it can.
func TestOrderChangesEverySearch(t *testing.T) {
	goal := GoalBlankLast
	tr := truthFor(goal)
	boards := refBoards(t, goal, 5, 20, 3)
	if testing.Short() {
		boards = boards[len(boards)-1:] // -short: the farthest (20 moves); the nearer ones have few shortest paths
	}
	for _, name := range []string{"dfs", "dls", "ids", "bidir", "idastar-manhattan", "idastar-euclidean"} {
		a, _ := AlgorithmByName(name)
		seen := map[string]bool{}
		tests := []GoalTest{GoalOnGenerate}
		if name == "bidir" {
			tests = append(tests, GoalOnExpand)
		}
		for i := range NumOrders {
			for _, gt := range tests {
				c := Conventions{Order: Order(i), GoalTest: gt}
				for _, b := range boards {
					p := Problem{Start: b, Goal: goal}
					r := mustSolve(t, a, p, Options{Conventions: c})
					checkSolved(t, p, r)
					if a.Optimal && r.Cost != tr.dist[b] {
						t.Fatalf("%s %v %v: cost %d, shortest %d", name, b, c, r.Cost, tr.dist[b])
					}
					seen[pathKey(r.Path)] = true
				}
			}
		}
		if len(seen) <= len(boards) {
			t.Errorf("%s: %d distinct paths over %d boards and 24 orders: the order changes nothing", name, len(seen), len(boards))
		}
	}
	// dfs tries the first move of the order first: its second board is the
	// start moved that way, when the blank can move so and it is not the goal
	b := MustParse("413726580")
	for i := range NumOrders {
		o := Order(i)
		r := mustSolve(t, mustAlgo(t, "dfs"), Problem{Start: b, Goal: goal}, Options{Conventions: Conventions{Order: o}})
		for _, m := range o.Moves() {
			if want, ok := Square3.Apply(b, m); ok {
				if r.Path[1] != want {
					t.Errorf("dfs with order %v goes first to %v, want %v", o, r.Path[1], want)
				}
				break
			}
		}
	}
}

func pathKey(p []Board) string {
	var sb strings.Builder
	for _, b := range p {
		sb.WriteString(b.String())
	}
	return sb.String()
}

func mustAlgo(t *testing.T, name string) *Algorithm {
	t.Helper()
	a, err := AlgorithmByName(name)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// bidir with the goal test on expansion meets when a side takes off its
// layer a board the other side has reached; it must still find shortest
// paths, on many boards and every goal, and the paths must be legal.
func TestBidirGoalOnExpandOptimal(t *testing.T) {
	n := 150
	if testing.Short() {
		n = 20
	}
	for _, goal := range goals {
		tr := truthFor(goal)
		for _, b := range append(sample(goal, n, 4), tr.byDist[tr.max()]...) {
			p := Problem{Start: b, Goal: goal}
			r := mustSolve(t, mustAlgo(t, "bidir"), p, Options{Conventions: Conventions{GoalTest: GoalOnExpand}})
			checkSolved(t, p, r)
			if r.Cost != tr.dist[b] {
				t.Fatalf("bidir %v->%v: cost %d, shortest %d", b, goal, r.Cost, tr.dist[b])
			}
		}
	}
}
