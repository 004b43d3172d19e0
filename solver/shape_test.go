package solver

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"
)

// The tests' own model of a board of any shape, from the rules: cells in
// row-major order, the blank swaps with an orthogonal neighbour.

func shapeNeighbours(s Shape, c int) []int {
	r, k := c/s.Cols, c%s.Cols
	var n []int
	if r > 0 {
		n = append(n, c-s.Cols)
	}
	if r < s.Rows-1 {
		n = append(n, c+s.Cols)
	}
	if k > 0 {
		n = append(n, c-1)
	}
	if k < s.Cols-1 {
		n = append(n, c+1)
	}
	return n
}

func cellsOf(b Board, n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = int(b>>(4*uint(i))) & 0xF
	}
	return out
}

func packCells(cells []int) Board {
	var b Board
	for i, t := range cells {
		b |= Board(t) << (4 * uint(i))
	}
	return b
}

func modelMoves(s Shape, b Board) []Board {
	cells := cellsOf(b, s.Cells())
	blank := -1
	for i, t := range cells {
		if t == 0 {
			blank = i
		}
	}
	var out []Board
	for _, n := range shapeNeighbours(s, blank) {
		c := append([]int(nil), cells...)
		c[blank], c[n] = c[n], c[blank]
		out = append(out, packCells(c))
	}
	return out
}

// modelDistances is breadth-first search back from goal over the model.
func modelDistances(s Shape, goal Board) map[Board]int {
	dist := map[Board]int{goal: 0}
	queue := []Board{goal}
	for len(queue) > 0 {
		b := queue[0]
		queue = queue[1:]
		for _, c := range modelMoves(s, b) {
			if _, ok := dist[c]; !ok {
				dist[c] = dist[b] + 1
				queue = append(queue, c)
			}
		}
	}
	return dist
}

// every calls f with every arrangement of n cells.
func everyArrangement(n int, f func(Board)) {
	p := make([]int, n)
	used := make([]bool, n)
	var rec func(i int)
	rec = func(i int) {
		if i == n {
			f(packCells(p))
			return
		}
		for t := 0; t < n; t++ {
			if !used[t] {
				used[t] = true
				p[i] = t
				rec(i + 1)
				used[t] = false
			}
		}
	}
	rec(0)
}

func smallShapes() []Shape {
	var out []Shape
	for _, s := range Shapes() {
		if s.Tabled() {
			out = append(out, s)
		}
	}
	return out
}

func TestShapesAndPresets(t *testing.T) {
	if got := len(Shapes()); got != 9 {
		t.Fatalf("%d shapes, want 9", got)
	}
	if (Shape{}).Norm() != Square3 || !(Shape{}).Is3x3() || (Shape{}).String() != "3x3" {
		t.Errorf("the zero Shape is not 3x3")
	}
	for _, s := range Shapes() {
		ps := s.Presets()
		if len(ps) != 3 || ps[0].Name != "blank last" || ps[1].Name != "blank first" || ps[2].Name != "spiral" {
			t.Fatalf("%v presets %v", s, ps)
		}
		for _, p := range ps {
			if !s.Valid(p.Board) {
				t.Errorf("%v %s %v is not valid", s, p.Name, s.RowsText(p.Board))
			}
			if b, ok := s.PresetGoal(strings.ReplaceAll(p.Name, " ", "-")); !ok || b != p.Board {
				t.Errorf("%v PresetGoal(%q) = %v %v", s, p.Name, b, ok)
			}
		}
		if s.Goal() != ps[0].Board || ps[0].Board.At(s.Cells()-1) != 0 || ps[1].Board.At(0) != 0 {
			t.Errorf("%v: blank last %v, blank first %v", s, s.RowsText(ps[0].Board), s.RowsText(ps[1].Board))
		}
	}
	if Square3.Presets()[2].Board != GoalSpiral {
		t.Errorf("3x3 spiral differs from GoalSpiral")
	}
	if got := (Shape{4, 4}).RowsText(Shape{4, 4}.spiral()); got != "1 2 3 4/12 13 14 5/11 0 15 6/10 9 8 7" {
		t.Errorf("4x4 spiral %s", got)
	}
	if got := (Shape{3, 4}).FileName(Shape{3, 4}.Goal()); got != "1-2-3-4_5-6-7-8_9-10-11-0" || Square3.FileName(GoalBlankLast) != "123456780" {
		t.Errorf("file name %s", got)
	}
	if got := (Shape{2, 3}).RowsText(Shape{2, 3}.spiral()); got != "123/054" {
		t.Errorf("2x3 spiral %s", got)
	}
	for _, tc := range []struct {
		in   string
		want Shape
		err  string
	}{
		{"3x4", Shape{3, 4}, ""}, {" 4 X 4 ", Shape{4, 4}, ""}, {"2*3", Shape{2, 3}, ""}, {"4×2", Shape{4, 2}, ""}, {"3", Shape{3, 3}, ""},
		{"5x3", Shape{}, "must each be 2 to 4"}, {"1x4", Shape{}, "must each be 2 to 4"}, {"", Shape{}, "empty"}, {"ax3", Shape{}, "want rows x columns"},
		{"3x", Shape{}, "want rows x columns"}, {"-3x3", Shape{}, "must each be"},
		{"0", Shape{}, "must each be"}, {"0x0", Shape{}, "must each be"}, {"0x3", Shape{}, "must each be"},
	} {
		got, err := ParseShape(tc.in)
		if tc.err == "" && (err != nil || got != tc.want) || tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)) {
			t.Errorf("ParseShape(%q) = %v, %v", tc.in, got, err)
		}
	}
}

// For every shape of up to 9 cells and three goals, over every arrangement
// of its tiles: Solvable holds exactly for the boards the model's
// breadth-first search reaches, half of them; the table's distance is the
// model's for every board; and Random only draws reachable boards.
func TestSmallShapesExhaustive(t *testing.T) {
	for _, s := range smallShapes() {
		for _, p := range s.Presets() {
			goal := p.Board
			truth := modelDistances(s, goal)
			if want := int(s.Reachable()); len(truth) != want {
				t.Fatalf("%v to %v: the model reaches %d boards, want %d", s, p.Name, len(truth), want)
			}
			tab, err := TableFor(context.Background(), s, goal)
			if err != nil {
				t.Fatal(err)
			}
			maxD := 0
			everyArrangement(s.Cells(), func(b Board) {
				d, ok := truth[b]
				if s.Solvable(b, goal) != ok {
					t.Fatalf("%v: Square3.Solvable(%v, %v) = %v", s, s.RowsText(b), s.RowsText(goal), !ok)
				}
				if got := tab.Distance(b); ok && got != d || !ok && got != -1 {
					t.Fatalf("%v to %v: table distance of %v is %d, want %d (reached %v)", s, p.Name, s.RowsText(b), got, d, ok)
				}
				if ok && d > 0 {
					m, next, hint := tab.Hint(b)
					if !hint || truth[next] != d-1 {
						t.Fatalf("%v: hint %v from %v leads to distance %d", s, m, s.RowsText(b), truth[next])
					}
				}
				maxD = max(maxD, d)
			})
			if tab.Max() != maxD {
				t.Errorf("%v to %v: table max %d, model %d", s, p.Name, tab.Max(), maxD)
			}
			if p.Name == "blank last" && maxD != s.Diameter() {
				t.Errorf("%v: diameter %d, model %d", s, s.Diameter(), maxD)
			}
			rng := rand.New(rand.NewPCG(uint64(s.Cells()), 7))
			for range 200 {
				b := s.Random(rng, goal)
				if _, ok := truth[b]; !ok || !s.Valid(b) {
					t.Fatalf("%v: Random gave %v, not reachable", s, s.RowsText(b))
				}
			}
			for d := 0; d <= maxD; d += max(1, maxD/5) {
				b, ok := tab.RandomAt(rng, d)
				if !ok || truth[b] != d {
					t.Fatalf("%v: RandomAt(%d) = %v (%d)", s, d, s.RowsText(b), truth[b])
				}
			}
		}
	}
}

// Every algorithm on every small shape, for two goals: the optimal ones
// return a shortest path on every reachable board of 2x2, 2x3 and 3x2 and
// on a sample of the others (the farthest boards among them), and every
// path found is a real path of legal moves from start to goal.
func TestSmallShapesSolve(t *testing.T) {
	ctx := context.Background()
	for _, s := range smallShapes() {
		if s.Is3x3() {
			continue // TestOptimalAgainstTruth does the 3x3
		}
		t.Run(s.String(), func(t *testing.T) {
			t.Parallel()
			solveShape(t, ctx, s)
		})
	}
}

func solveShape(t *testing.T, ctx context.Context, s Shape) {
	{
		for _, p := range s.Presets()[1:] { // blank first and spiral: not the order a search tries first
			goal := p.Board
			truth := modelDistances(s, goal)
			var boards []Board
			for b := range truth {
				boards = append(boards, b)
			}
			if len(boards) > 400 {
				rng := rand.New(rand.NewPCG(3, uint64(s.Rows)))
				rng.Shuffle(len(boards), func(i, j int) { boards[i], boards[j] = boards[j], boards[i] })
				sample := boards[:50]
				far := 0
				for _, b := range boards { // shuffled: any 6 of the farthest
					if truth[b] >= s.Diameter()-1 && far < 6 {
						sample = append(sample, b)
						far++
					}
				}
				boards = sample
			}
			for _, a := range Algorithms() {
				// the iterative deepening searches with a weak estimate take
				// millions of expansions on the farthest boards of 2x4 (15 M
				// for idastar-euclidean): the nearer boards check them
				weak := (a.Family == FamilyIDS || a.Family == FamilyIDAStar) && a.Hopeless(Shape{4, 4}) != ""
				for _, b := range boards {
					if weak && truth[b] > 26 {
						continue
					}
					r, err := a.Solve(ctx, Problem{Start: b, Goal: goal, Shape: s}, Options{})
					if err != nil {
						t.Fatalf("%s on %v %v: %v", a.Name, s, s.RowsText(b), err)
					}
					if r.Status != Solved {
						t.Fatalf("%s on %v %v: %v", a.Name, s, s.RowsText(b), r.Status)
					}
					checkPath(t, s, a.Name, r, b, goal)
					if a.Optimal && r.Cost != truth[b] {
						t.Fatalf("%s on %v %v -> %v: cost %d, distance %d", a.Name, s, s.RowsText(b), s.RowsText(goal), r.Cost, truth[b])
					}
				}
			}
		}
	}
}

func checkPath(t *testing.T, s Shape, name string, r Result, start, goal Board) {
	t.Helper()
	if len(r.Path) == 0 || r.Path[0] != start || r.Path[len(r.Path)-1] != goal || len(r.Moves) != len(r.Path)-1 || r.Cost != len(r.Moves) {
		t.Fatalf("%s on %v: path %d boards, %d moves, cost %d", name, s, len(r.Path), len(r.Moves), r.Cost)
	}
	for i, m := range r.Moves {
		next, ok := s.Apply(r.Path[i], m)
		if !ok || next != r.Path[i+1] {
			t.Fatalf("%s on %v: move %d (%v) from %v does not give %v", name, s, i, m, s.RowsText(r.Path[i]), s.RowsText(r.Path[i+1]))
		}
	}
}

// On the shapes too big for a table, the optimal algorithms that finish
// agree with each other and with breadth-first search on short boards,
// and every path is legal.
func TestBigShapesAgree(t *testing.T) {
	ctx := context.Background()
	for _, s := range []Shape{{3, 4}, {4, 3}, {4, 4}} {
		rng := rand.New(rand.NewPCG(11, uint64(s.Cols)))
		for _, p := range s.Presets() {
			for _, n := range []int{6, 14, 30} {
				b := s.Walk(rng, p.Board, n)
				if testing.Short() && n > 6 { // -short: the short walks (drawn all the same, so the boards stay those of a full run)
					continue
				}
				cost := -1
				for _, a := range Algorithms() {
					opt := Options{MaxNodes: 300_000}
					if a.NeedsTable {
						continue
					}
					if n > 14 && a.Hopeless(s) != "" {
						continue
					}
					r, err := a.Solve(ctx, Problem{Start: b, Goal: p.Board, Shape: s}, opt)
					if err != nil {
						t.Fatalf("%s on %v: %v", a.Name, s, err)
					}
					if r.Status == Limit {
						continue
					}
					if r.Status != Solved {
						t.Fatalf("%s on %v %v: %v", a.Name, s, s.RowsText(b), r.Status)
					}
					checkPath(t, s, a.Name, r, b, p.Board)
					// every path between two boards has the same parity
					if r.Cost%2 != n%2 {
						t.Fatalf("%s on %v: cost %d for a walk of %d", a.Name, s, r.Cost, n)
					}
					if !a.Optimal {
						continue
					}
					if r.Cost > n {
						t.Fatalf("%s on %v: cost %d, longer than the walk of %d", a.Name, s, r.Cost, n)
					}
					if cost >= 0 && r.Cost != cost {
						t.Fatalf("%s on %v %v: cost %d, others %d", a.Name, s, s.RowsText(b), r.Cost, cost)
					}
					cost = r.Cost
				}
				if cost < 0 {
					t.Fatalf("%v %v: no optimal algorithm finished", s, s.RowsText(b))
				}
			}
		}
	}
}

// BFS on a 4x4 board far from the goal stops at the memory cap with the
// counters so far, having held about what the cap allows.
func TestMemoryCap(t *testing.T) {
	s := Shape{4, 4}
	rng := rand.New(rand.NewPCG(5, 5))
	b := s.Random(rng, s.Goal())
	for _, name := range []string{"bfs", "ucs", "astar-misplaced", "dfs", "ids"} {
		const limit = 32 << 20
		r, err := Solve(context.Background(), name, Problem{Start: b, Goal: s.Goal(), Shape: s}, Options{MaxMemory: limit})
		if err != nil {
			t.Fatal(err)
		}
		if r.Status != Limit || !r.MemoryLimit || r.Expanded == 0 || r.Generated < r.Expanded {
			t.Fatalf("%s on 4x4 with a 32 MB cap: %v, memory limit %v, expanded %d", name, r.Status, r.MemoryLimit, r.Expanded)
		}
	}
	// nor what an earlier search left in the pooled workspace: IDA* holds
	// no boards, whatever the cap
	short := s.Walk(rng, s.Goal(), 20)
	if r, err := Solve(context.Background(), "idastar-manhattan", Problem{Start: short, Goal: s.Goal(), Shape: s}, Options{MaxMemory: 1}); err != nil || r.Status != Solved {
		t.Fatalf("idastar-manhattan after bfs under a 1-byte cap: %v %v", r.Status, err)
	}
	// the cap does not stop a search that stays under it
	r, err := Solve(context.Background(), "bfs", Problem{Start: s.Walk(rng, s.Goal(), 8), Goal: s.Goal(), Shape: s}, Options{MaxMemory: 32 << 20})
	if err != nil || r.Status != Solved || r.MemoryLimit {
		t.Fatalf("bfs of an 8-move 4x4 board: %v %v", r.Status, err)
	}
}

func TestHopeless(t *testing.T) {
	for _, tc := range []struct {
		name     string
		shape    Shape
		hopeless bool
	}{
		{"bfs", Shape{4, 4}, true}, {"ids", Shape{4, 4}, true}, {"astar-misplaced", Shape{4, 4}, true}, {"table", Shape{4, 4}, true},
		{"idastar-pdb", Shape{4, 4}, false}, {"idastar-linear-conflict", Shape{4, 4}, false}, {"greedy-manhattan", Shape{4, 4}, false},
		{"bfs", Shape{3, 3}, false}, {"table", Shape{2, 4}, false}, {"ids", Shape{2, 4}, false}, {"bfs", Shape{3, 4}, true},
	} {
		a, _ := AlgorithmByName(tc.name)
		if got := a.Hopeless(tc.shape); (got != "") != tc.hopeless || tc.hopeless && !strings.Contains(got, tc.shape.String()) {
			t.Errorf("%s at %v: Hopeless = %q", tc.name, tc.shape, got)
		}
	}
	_, err := Solve(context.Background(), "table", Problem{Start: Shape{4, 4}.Goal(), Goal: Shape{4, 4}.Goal(), Shape: Shape{4, 4}}, Options{})
	if err == nil || !strings.Contains(err.Error(), "up to 9 cells") {
		t.Errorf("table on 4x4: %v", err)
	}
}

func TestShapeBadInput(t *testing.T) {
	s := Shape{2, 3}
	for _, tc := range []struct {
		p    Problem
		want string
	}{
		{Problem{Start: GoalBlankLast, Goal: s.Goal(), Shape: s}, "start is not a 2x3 board: want tiles 1 to 5"},
		{Problem{Start: s.Goal(), Goal: Shape{2, 2}.Goal(), Shape: s}, "goal is not a 2x3 board"},
		{Problem{Start: s.Goal(), Goal: s.Goal(), Shape: Shape{5, 3}}, "must each be 2 to 4"},
	} {
		if _, err := Solve(context.Background(), "bfs", tc.p, Options{}); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%+v: %v, want %q", tc.p, err, tc.want)
		}
	}
	if s.Valid(0) || s.Valid(s.Goal()|1<<40) || (Shape{4, 4}).Valid(Shape{3, 3}.Goal()) {
		t.Error("Valid accepts a board of another shape")
	}
	if (Shape{4, 4}).Solvable(Shape{4, 4}.Goal(), Shape{4, 4}.Goal().swap(0, 1)) {
		t.Error("4x4 with two tiles swapped is solvable")
	}
}

// Walk stays on the shape's boards and ends at most n moves away, at the
// parity of n (by the table where there is one).
func TestWalk(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 8))
	for _, s := range []Shape{{2, 3}, {3, 3}, {2, 4}} {
		tab, _ := TableFor(context.Background(), s, s.Goal())
		for n := range 30 {
			b := s.Walk(rng, s.Goal(), n)
			if d := tab.Distance(b); !s.Valid(b) || d > n || d%2 != n%2 {
				t.Fatalf("%v: a %d-move walk ended %d moves away at %v", s, n, d, s.RowsText(b))
			}
		}
	}
	if b := (Shape{4, 4}).Walk(nil, GoalBlankLast, 5); b != GoalBlankLast {
		t.Errorf("a walk from a board of another size moved it")
	}
}

// On every shape, h carried from board to board by the searches' update
// equals a full evaluation along long random walks, for every heuristic
// the tables serve (all but pdb), and the linear conflicts of a line
// equal the tests' own count: tiles of the line whose goal is in it, less
// the most that are already in goal order.
func TestHeuristicsOnShapes(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 4))
	for _, s := range Shapes() {
		for _, p := range s.Presets() {
			for _, h := range Heuristics() {
				if h.pattern {
					continue
				}
				tbl := h.table(s, p.Board)
				b := s.Random(rng, p.Board)
				run := tbl.eval(b)
				for step := range 2000 {
					succ := s.Successors(b)
					next := succ[rng.IntN(len(succ))].Board
					run += tbl.delta(b, next, b.Blank(), next.Blank())
					b = next
					if full := tbl.eval(b); run != full {
						t.Fatalf("%v %s to %v: after %d steps the running h is %d, full evaluation %d", s, h.Name, p.Name, step+1, run, full)
					}
					if h.Name == "linear-conflict" && step%50 == 0 {
						man, _ := HeuristicByName("manhattan")
						want := man.table(s, p.Board).eval(b) + hScale*modelConflicts(s, b, p.Board)
						if run != want {
							t.Fatalf("%v: linear conflict of %v is %d units, model %d", s, s.RowsText(b), run, want)
						}
					}
				}
				if got, _ := h.EstimateOn(s, p.Board, p.Board); got != 0 && h.Admissible() {
					t.Errorf("%v %s: h(goal) = %v", s, h.Name, got)
				}
			}
		}
	}
}

// modelConflicts counts linear conflicts by brute force: in each line,
// two moves for each tile that must leave it, found by trying every
// subset of the line's tiles with their goal there.
func modelConflicts(s Shape, b, goal Board) int {
	home := map[int][2]int{}
	for c := 0; c < s.Cells(); c++ {
		home[goal.At(c)] = [2]int{c / s.Cols, c % s.Cols}
	}
	n := 0
	line := func(cells []int, axis int, idx int) {
		var goals []int
		for _, c := range cells {
			tile := b.At(c)
			if tile != 0 && home[tile][axis] == idx {
				goals = append(goals, home[tile][1-axis])
			}
		}
		n += 2 * fewestToRemove(goals)
	}
	for r := 0; r < s.Rows; r++ {
		var cells []int
		for c := 0; c < s.Cols; c++ {
			cells = append(cells, r*s.Cols+c)
		}
		line(cells, 0, r)
	}
	for c := 0; c < s.Cols; c++ {
		var cells []int
		for r := 0; r < s.Rows; r++ {
			cells = append(cells, r*s.Cols+c)
		}
		line(cells, 1, c)
	}
	return n
}

// TestPatternWhatRoundTrip: a view in another language reads back what
// the engine says it built, for every shape and both databases, and
// nothing else parses as one.
func TestPatternWhatRoundTrip(t *testing.T) {
	for _, s := range Shapes() {
		for _, seven8 := range []bool{false, true} {
			what := PatternWhat(s, seven8)
			shape, got78, ok := ParsePatternWhat(what)
			if !ok || shape != s.String() || got78 != seven8 {
				t.Errorf("ParsePatternWhat(%q) = %q, %v, %v", what, shape, got78, ok)
			}
		}
	}
	for _, other := range []string{"", "pattern database", "7-8 pattern", "table for 3x3"} {
		if _, _, ok := ParsePatternWhat(other); ok {
			t.Errorf("ParsePatternWhat(%q) is ok", other)
		}
	}
}
