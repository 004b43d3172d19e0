package wide

import (
	"context"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"
	"unsafe"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

func algo(t testing.TB, name string) *solver.Algorithm {
	t.Helper()
	a, err := solver.AlgorithmByName(name)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// checkPath fails unless r is a solved run whose moves lead from p's start
// to its goal through its path.
func checkPath(t *testing.T, p Problem, r Result) {
	t.Helper()
	if r.Status != solver.Solved {
		t.Fatalf("%s on %s: %v", r.Algorithm, Format(p.Shape, p.Start), r.Status)
	}
	if len(r.Moves) != r.Cost || len(r.Path) != r.Cost+1 || r.Path[0] != p.Start || r.Path[r.Cost] != p.Goal {
		t.Fatalf("%s on %s: cost %d, %d moves, %d boards", r.Algorithm, Format(p.Shape, p.Start), r.Cost, len(r.Moves), len(r.Path))
	}
	b := p.Start
	for i, m := range r.Moves {
		var ok bool
		if b, ok = Apply(p.Shape, b, m); !ok || b != r.Path[i+1] {
			t.Fatalf("%s on %s: move %d (%v) does not lead to the path's next board", r.Algorithm, Format(p.Shape, p.Start), i, m)
		}
	}
}

func solve(t *testing.T, a *solver.Algorithm, p Problem, opt solver.Options) Result {
	t.Helper()
	r, err := Solve(context.Background(), a, p, opt)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// The estimates are the engine's manhattan and linear-conflict, value for
// value, on every shape the engine holds (an independent implementation).
func TestEstimatesMatchEngine(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 4))
	for _, name := range []string{"manhattan", "linear-conflict"} {
		h, _ := solver.HeuristicByName(name)
		_, lc := h.ManhattanTerms()
		for _, s := range allShapes() {
			if Needs(s) {
				continue
			}
			for _, goal := range []Board{Goal(s), GoalBlankFirst(s)} {
				tiles := make([]int, s.Cells())
				for c := range tiles {
					tiles[c] = int(goal[c])
				}
				eg := solver.FromTiles(tiles)
				for i := 0; i < 100; i++ {
					b := Random(s, rng, goal)
					for c := range tiles {
						tiles[c] = int(b[c])
					}
					want, err := h.EstimateOn(s, solver.FromTiles(tiles), eg)
					if err != nil {
						t.Fatal(err)
					}
					if got := Estimate(s, goal, b, lc); float64(got) != want {
						t.Fatalf("%s on %v %s: %d, the engine says %v", name, s, Format(s, b), got, want)
					}
				}
			}
		}
	}
}

// IDA* finds shortest paths: against breadth-first distances over every
// board of 2x5 and 5x2 (1,814,400 each, shapes only this package holds;
// 2x5 alone with -short), and against
// the engine's breadth-first search on 3x3 and 3x4.
func TestIDAStarExactAgainstBFS(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 5))
	narrow := []solver.Shape{{Rows: 2, Cols: 5}, {Rows: 5, Cols: 2}}
	if testing.Short() {
		narrow = narrow[:1]
	}
	for _, s := range narrow {
		goal := Goal(s)
		dist := bfs(s, goal)
		if len(dist) != 1814400 {
			t.Fatalf("%v: %d boards reach the goal, want 10!/2", s, len(dist))
		}
		for _, name := range []string{"idastar-manhattan", "idastar-linear-conflict", "astar-linear-conflict"} {
			a := algo(t, name)
			for i := 0; i < 60; i++ {
				b := Random(s, rng, goal)
				p := Problem{b, goal, s}
				r := solve(t, a, p, solver.Options{})
				checkPath(t, p, r)
				if want := int(dist[key(&b)]); r.Cost != want {
					t.Fatalf("%s on %v %s: %d moves, breadth-first %d", name, s, Format(s, b), r.Cost, want)
				}
				if r.Guarantee != solver.Shortest {
					t.Fatalf("%s: guarantee %v", name, r.Guarantee)
				}
			}
		}
	}
	bfsEngine := algo(t, "bfs")
	for _, s := range []solver.Shape{solver.Square3, {Rows: 3, Cols: 4}} {
		n := 40
		if s.Cells() > 9 {
			n = 6 // the engine's bfs holds millions of 3x4 boards
		}
		for i := 0; i < n; i++ {
			b := Scramble(s, rng, Goal(s), 24)
			if s.Cells() <= 9 {
				b = Random(s, rng, Goal(s))
			}
			p := Problem{b, Goal(s), s}
			tiles := make([]int, s.Cells())
			for c := range tiles {
				tiles[c] = int(b[c])
			}
			want, err := bfsEngine.Solve(context.Background(), solver.Problem{Start: solver.FromTiles(tiles), Goal: s.Goal(), Shape: s}, solver.Options{})
			if err != nil || want.Status != solver.Solved {
				t.Fatalf("engine bfs: %v %v", want.Status, err)
			}
			r := solve(t, algo(t, "idastar-linear-conflict"), p, solver.Options{})
			checkPath(t, p, r)
			if r.Cost != want.Cost {
				t.Fatalf("%v %s: %d moves, the engine's bfs %d", s, Format(s, b), r.Cost, want.Cost)
			}
		}
	}
}

// bfs is the distance of every board of s from goal, by key.
func bfs(s solver.Shape, goal Board) map[[2]uint64]uint8 {
	dist := map[[2]uint64]uint8{key(&goal): 0}
	layer := []Board{goal}
	for d := uint8(1); len(layer) > 0; d++ {
		var next []Board
		for _, b := range layer {
			for _, x := range Successors(s, b) {
				k := key(&x.Board)
				if _, ok := dist[k]; !ok {
					dist[k] = d
					next = append(next, x.Board)
				}
			}
		}
		layer = next
	}
	return dist
}

// On 5x5, IDA* with either estimate finds the same (shortest) length on
// scrambles, at most the scramble's length and of its parity; weighted A*
// stays within w times it; greedy finds a path.
func TestFiveByFiveScrambles(t *testing.T) {
	rng := rand.New(rand.NewPCG(6, 6))
	n := 30
	if testing.Short() {
		n = 8
	}
	for i := 0; i < n; i++ {
		moves := 10 + rng.IntN(21)
		testScramble(t, Problem{Scramble(s5, rng, Goal(s5), moves), Goal(s5), s5}, moves)
	}
	// and every other shape with a side of 5, towards either goal
	for _, s := range allShapes() {
		if !Needs(s) || s == s5 {
			continue
		}
		for i := 0; i < n/3; i++ {
			goal := Goal(s)
			if i%2 == 1 {
				goal = GoalBlankFirst(s)
			}
			moves := 10 + rng.IntN(21)
			testScramble(t, Problem{Scramble(s, rng, goal, moves), goal, s}, moves)
		}
	}
}

// testScramble checks the searches on p, whose start is at most moves
// from its goal.
func testScramble(t *testing.T, p Problem, moves int) {
	t.Helper()
	at := func() string { return p.Shape.String() + " " + Format(p.Shape, p.Start) }
	lc := solve(t, algo(t, "idastar-linear-conflict"), p, solver.Options{})
	checkPath(t, p, lc)
	if lc.Cost > moves || (moves-lc.Cost)%2 != 0 {
		t.Fatalf("%s: %d moves from a scramble of %d", at(), lc.Cost, moves)
	}
	if md := solve(t, algo(t, "idastar-manhattan"), p, solver.Options{}); md.Cost != lc.Cost {
		t.Fatalf("%s: manhattan %d moves, linear conflict %d", at(), md.Cost, lc.Cost)
	}
	for _, w := range []float64{1, 1.5, 3} {
		r := solve(t, algo(t, "astar-linear-conflict"), p, solver.Options{Weight: w})
		checkPath(t, p, r)
		if float64(r.Cost) > w*float64(lc.Cost) {
			t.Fatalf("%s: weighted A* (w=%v) %d moves, shortest %d", at(), w, r.Cost, lc.Cost)
		}
	}
	g := solve(t, algo(t, "greedy-linear-conflict"), p, solver.Options{})
	checkPath(t, p, g)
	if g.Guarantee != solver.NoGuarantee {
		t.Fatalf("greedy: guarantee %v", g.Guarantee)
	}
}

// Weighted A* with linear conflict and greedy solve random 5x5 boards
// (no bound on the number of boards but the memory cap), with the
// guarantee each states.
func TestFiveByFiveRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 8))
	n := 10
	if testing.Short() {
		n = 3
	}
	for i := 0; i < n; i++ {
		p := Problem{Random(s5, rng, Goal(s5)), Goal(s5), s5}
		r := solve(t, algo(t, "astar-linear-conflict"), p, solver.Options{Weight: DefaultWeight})
		checkPath(t, p, r)
		if r.Guarantee != solver.Bounded || r.Weight != DefaultWeight {
			t.Fatalf("weighted A*: guarantee %v, weight %v", r.Guarantee, r.Weight)
		}
		checkPath(t, p, solve(t, algo(t, "greedy-linear-conflict"), p, solver.Options{}))
	}
}

func TestUnsolvableAndStartIsGoal(t *testing.T) {
	g := Goal(s5)
	sw := g
	sw[0], sw[1] = sw[1], sw[0]
	for _, name := range []string{"idastar-manhattan", "astar-manhattan", "greedy-linear-conflict"} {
		if r := solve(t, algo(t, name), Problem{sw, g, s5}, solver.Options{}); r.Status != solver.Unsolvable || r.Expanded != 0 {
			t.Fatalf("%s: %v after %d", name, r.Status, r.Expanded)
		}
		if r := solve(t, algo(t, name), Problem{g, g, s5}, solver.Options{}); r.Status != solver.Solved || r.Cost != 0 || len(r.Path) != 1 {
			t.Fatalf("%s: start is goal: %v cost %d", name, r.Status, r.Cost)
		}
	}
}

// The limits stop a search on a board too hard for it, with the status
// and flag the engine gives.
func TestLimits(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 9))
	p := Problem{Random(s5, rng, Goal(s5)), Goal(s5), s5}
	for _, name := range []string{"idastar-manhattan", "astar-manhattan", "greedy-manhattan"} {
		a := algo(t, name)
		// exactly the limit, as the engine's searches stop: the report
		// says "stopped by the node limit (5,000 boards)"
		r := solve(t, a, p, solver.Options{MaxNodes: 5000})
		if r.Status != solver.Limit || r.Expanded != 5000 {
			t.Fatalf("%s node limit: %v after %d", name, r.Status, r.Expanded)
		}
		// greedy may well finish within the time limit
		if a.Family != solver.FamilyGreedy {
			r = solve(t, a, p, solver.Options{Timeout: 20 * time.Millisecond})
			if r.Status != solver.Limit || !r.TimeLimit {
				t.Fatalf("%s time limit: %v", name, r.Status)
			}
		}
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		if r, _ := Solve(ctx, a, p, solver.Options{}); r.Status != solver.Cancelled {
			t.Fatalf("%s cancelled: %v", name, r.Status)
		}
	}
	r := solve(t, algo(t, "astar-manhattan"), p, solver.Options{MaxMemory: 200 * BytesPerBoard})
	if r.Status != solver.Limit || !r.MemoryLimit {
		t.Fatalf("memory cap: %v", r.Status)
	}
}

func TestSolveErrors(t *testing.T) {
	g := Goal(s5)
	for _, c := range []struct {
		name string
		p    Problem
		opt  solver.Options
		want string
	}{
		{"bfs", Problem{g, g, s5}, solver.Options{}, "not run at 5x5"},
		{"table", Problem{g, g, s5}, solver.Options{}, "no table at 5x5"},
		{"astar-pdb", Problem{g, g, s5}, solver.Options{}, "only Manhattan distance and linear conflict"},
		{"astar-manhattan", Problem{Board{}, g, s5}, solver.Options{}, "start is not a 5x5 board"},
		{"astar-manhattan", Problem{g, Board{}, s5}, solver.Options{}, "goal is not a 5x5 board"},
		{"astar-manhattan", Problem{g, g, solver.Shape{Rows: 6, Cols: 6}}, solver.Options{}, "must each be 2 to 5"},
		{"astar-manhattan", Problem{g, g, s5}, solver.Options{Weight: 1000}, "weight 1000 out of range"},
		{"astar-manhattan", Problem{g, g, s5}, solver.Options{MaxNodes: -1}, "node limit -1"},
		{"astar-manhattan", Problem{g, g, s5}, solver.Options{Trace: func(solver.Event) {}}, "trace"},
	} {
		_, err := Solve(context.Background(), algo(t, c.name), c.p, c.opt)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error with %q", c.name, err, c.want)
		}
	}
}

// Hopeless on 5x5: only greedy with Manhattan distance or linear conflict,
// and IDA* with the pattern databases, are expected to finish; the reason
// is given for the rest.
func TestHopeless(t *testing.T) {
	for _, a := range append(solver.Algorithms(), solver.OnRequest()...) {
		why := Hopeless(a, s5)
		k, _ := runs(a)
		fine := k == bestFirst && a.Family == solver.FamilyGreedy || k == idaPatterns
		if fine != (why == "") {
			t.Errorf("%s: Hopeless %q", a.Name, why)
		}
		if Runs(a) != (k != none) {
			t.Errorf("%s: Runs", a.Name)
		}
	}
	for name, want := range map[string]kind{"idastar-pdb": idaPatterns, "idastar-par-pdb": none, "idastar-pdb78": idaPatterns, "astar-pdb": none, "greedy-pdb": none} {
		if k, _ := runs(algo(t, name)); k != want {
			t.Errorf("%s: runs %d, want %d", name, k, want)
		}
	}
}

// The node is the size BytesPerBoard counts.
func TestNodeSize(t *testing.T) {
	if n := unsafe.Sizeof(bnode{}); n != 40 {
		t.Fatalf("a node takes %d bytes, BytesPerBoard counts 40", n)
	}
}

// The estimate the best-first search carries from parent to child is the
// estimate of the child counted whole, on every shape.
func TestChildEstimate(t *testing.T) {
	rng := rand.New(rand.NewPCG(10, 10))
	for _, s := range allShapes() {
		for _, lc := range []bool{false, true} {
			se := &search{t: newTables(s, Goal(s), lc)}
			for i := 0; i < 100; i++ {
				b := Random(s, rng, Goal(s))
				blank := b.Blank(s)
				for _, st := range geo(s).steps[blank] {
					c := b
					c[blank], c[st.to] = c[st.to], 0
					if got, want := se.childEstimate(&b, &c, se.t.estimate(&b), blank, int(st.to), st.move), se.t.estimate(&c); got != want {
						t.Fatalf("%v lc=%v: %s -%v->: %d, counted whole %d", s, lc, Format(s, b), st.move, got, want)
					}
				}
			}
		}
	}
}

// On 4x4, IDA* here and the engine's idastar-linear-conflict, two
// implementations, find paths of the same (shortest) length on 80-move
// scrambles, towards either goal.
func TestIDAStarMatchesEngineOn4x4(t *testing.T) {
	s := solver.Shape{Rows: 4, Cols: 4}
	rng := rand.New(rand.NewPCG(11, 11))
	a := algo(t, "idastar-linear-conflict")
	n := 12
	if testing.Short() {
		n = 4
	}
	for i := 0; i < n; i++ {
		goal := Goal(s)
		if i%2 == 1 {
			goal = GoalBlankFirst(s)
		}
		b := Scramble(s, rng, goal, 80)
		r := solve(t, a, Problem{b, goal, s}, solver.Options{})
		checkPath(t, Problem{b, goal, s}, r)
		tiles, gtiles := make([]int, 16), make([]int, 16)
		for c := range tiles {
			tiles[c], gtiles[c] = int(b[c]), int(goal[c])
		}
		want, err := a.Solve(context.Background(), solver.Problem{Start: solver.FromTiles(tiles), Goal: solver.FromTiles(gtiles), Shape: s}, solver.Options{})
		if err != nil || want.Status != solver.Solved {
			t.Fatalf("engine: %v %v", want.Status, err)
		}
		if r.Cost != want.Cost {
			t.Fatalf("4x4 %s: %d moves, the engine's IDA* %d", Format(s, b), r.Cost, want.Cost)
		}
	}
}

// Progress changes nothing in the search: the same counters and path with
// and without it; its reports never go back and end on the result's
// counters.
func TestProgress(t *testing.T) {
	rng := rand.New(rand.NewPCG(12, 12))
	for _, c := range []struct {
		name   string
		weight float64
		walk   int
	}{{"idastar-linear-conflict", 0, 60}, {"astar-linear-conflict", 5, 0}, {"greedy-manhattan", 0, 0}} {
		b := Random(s5, rng, Goal(s5))
		if c.walk > 0 {
			b = Scramble(s5, rng, Goal(s5), c.walk)
		}
		p := Problem{b, Goal(s5), s5}
		plain := solve(t, algo(t, c.name), p, solver.Options{Weight: c.weight})
		var reports []solver.Progress
		watched := solve(t, algo(t, c.name), p, solver.Options{Weight: c.weight, Interval: time.Nanosecond,
			Progress: func(pr solver.Progress) { reports = append(reports, pr) }})
		if plain.Expanded != watched.Expanded || plain.Generated != watched.Generated || plain.MaxFrontier != watched.MaxFrontier || !slices.Equal(plain.Moves, watched.Moves) {
			t.Fatalf("%s: progress changed the search: %+v, %+v", c.name, plain.Result, watched.Result)
		}
		if len(reports) < 2 {
			t.Fatalf("%s: %d reports over %d expansions", c.name, len(reports), watched.Expanded)
		}
		for i := 1; i < len(reports); i++ {
			if reports[i].Expanded < reports[i-1].Expanded || reports[i].Elapsed < reports[i-1].Elapsed {
				t.Fatalf("%s: report %d goes back: %+v after %+v", c.name, i, reports[i], reports[i-1])
			}
		}
		last := reports[len(reports)-1]
		if last.Expanded != watched.Expanded || last.Generated != watched.Generated || last.Depth != watched.Cost || last.Elapsed != watched.Elapsed {
			t.Fatalf("%s: the last report %+v, the result %+v", c.name, last, watched.Result)
		}
	}
}

// Every search gives a browser's page its turn at its checks, and leaves
// the page's time out of its own: a 5x5 search held the page's one
// thread to its end (a random board's IDA*: for ever), Esc unread.
func TestPageTurns(t *testing.T) {
	defer func(f func() time.Duration) { pageTurn = f }(pageTurn)
	turns := 0
	pageTurn = func() time.Duration { turns++; return time.Hour }
	rng := rand.New(rand.NewPCG(9, 10))
	p := Problem{Random(s5, rng, Goal(s5)), Goal(s5), s5}
	for _, name := range []string{"idastar-manhattan", "idastar-linear-conflict", "astar-manhattan", "greedy-manhattan"} {
		turns = 0
		r := solve(t, algo(t, name), p, solver.Options{MaxNodes: 20 * checkEvery})
		// IDA* checks every checkEvery expansions, the best-first
		// searches every checkEveryBest, and both at the limit
		if min := r.Expanded / checkEvery; int64(turns) < min || turns == 0 {
			t.Errorf("%s: %d turns for the page in %d expansions, want at least %d", name, turns, r.Expanded, min)
		}
		// the page had an hour at each turn: all of it is taken out
		if r.Elapsed != 0 {
			t.Errorf("%s: elapsed %v counts the page's time", name, r.Elapsed)
		}
	}
}
