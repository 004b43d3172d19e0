package solver

import (
	"context"
	"math/rand/v2"
	"sync"
	"testing"

	"go.uber.org/goleak"
)

// TestMain fails the package if any test leaves a goroutine behind: the
// searches run on the caller's goroutine and must not start their own.
//
// The pdb heuristic's databases come from package pdb, which imports this
// one: the tests here register a stand-in, the exact distance where the
// shape has a table and the Manhattan distance elsewhere (both admissible
// and consistent), so that the pdb algorithms run through the engine's
// loops like the others. Package pdb tests its databases itself.
func TestMain(m *testing.M) {
	registerStandIn()
	goleak.VerifyTestMain(m)
}

// registerStandIn registers the tests' stand-in databases (again, after a
// test that registered its own).
func registerStandIn() {
	RegisterPatterns(func(ctx context.Context, shape Shape, goal Board, progress func(done, total int64)) (PatternDB, error) {
		if progress != nil {
			progress(1, 1)
		}
		if shape.Tabled() {
			t, err := TableFor(ctx, shape, goal)
			if err != nil {
				return nil, err
			}
			return tableDB{t}, nil
		}
		h, _ := HeuristicByName("manhattan")
		return manhattanDB{h.table(shape, goal)}, nil
	})
}

type tableDB struct{ t *Table }

func (d tableDB) Estimate(b Board) int { return d.t.Distance(b) }

type manhattanDB struct{ t *hTable }

func (d manhattanDB) Estimate(b Board) int { return d.t.eval(b) / hScale }

// The helpers below are the tests' own model of the puzzle, written from
// the rules rather than from the package, so that they can check it: a
// board is nine cells in row-major order, the blank is 0, and the blank
// swaps with an orthogonal neighbour.

// grid is a board as plain cells.
type grid [cells3]int

// pack lays the cells out as the Board type documents: cell i in bits
// 4i..4i+3.
func pack(g grid) Board {
	var b Board
	for i, t := range g {
		b |= Board(t) << (4 * i)
	}
	return b
}

func unpack(b Board) grid {
	var g grid
	for i := range g {
		g[i] = int(b>>(4*i)) & 0xF
	}
	return g
}

// blank is the first cell that holds 0; past the nine cells of a grid
// every nibble of its Board is 0, so with none among them it is the tenth.
func (g grid) blank() int {
	for i, t := range g {
		if t == 0 {
			return i
		}
	}
	return len(g)
}

// neighbours returns the cells next to c, in no particular order.
func neighbours(c int) []int {
	var n []int
	r, k := c/side3, c%side3
	if r > 0 {
		n = append(n, c-side3)
	}
	if r < side3-1 {
		n = append(n, c+side3)
	}
	if k > 0 {
		n = append(n, c-1)
	}
	if k < side3-1 {
		n = append(n, c+1)
	}
	return n
}

// direction names the blank's move from cell a to the neighbouring cell b.
func direction(a, b int) Move {
	switch b - a {
	case -side3:
		return Up
	case side3:
		return Down
	case -1:
		return Left
	}
	return Right
}

// adjacent reports whether b is a one move away from a, and the blank's
// move.
func adjacent(a, b Board) (Move, bool) {
	ga, gb := unpack(a), unpack(b)
	za, zb := ga.blank(), gb.blank()
	if za < 0 || zb < 0 {
		return 0, false
	}
	ok := false
	for _, n := range neighbours(za) {
		ok = ok || n == zb
	}
	if !ok {
		return 0, false
	}
	ga[za], ga[zb] = ga[zb], ga[za]
	return direction(za, zb), ga == gb
}

// forEachPerm calls f with every permutation of 0..8 in lexicographic
// order, numbered from 0.
func forEachPerm(f func(i int, g grid)) {
	var g grid
	for i := range g {
		g[i] = i
	}
	for i := 0; ; i++ {
		f(i, g)
		// next permutation: the classic algorithm
		k := cells3 - 2
		for k >= 0 && g[k] > g[k+1] {
			k--
		}
		if k < 0 {
			return
		}
		l := cells3 - 1
		for g[l] < g[k] {
			l--
		}
		g[k], g[l] = g[l], g[k]
		for a, b := k+1, cells3-1; a < b; a, b = a+1, b-1 {
			g[a], g[b] = g[b], g[a]
		}
	}
}

// allBoards lists the 9! boards in lexicographic order of their cells.
var allBoards = sync.OnceValue(func() []Board {
	all := make([]Board, 0, NumRanks)
	forEachPerm(func(_ int, g grid) { all = append(all, pack(g)) })
	return all
})

// truth is the exact distance of every board to one goal, found by a
// breadth-first search written here, apart from BuildTable, so that it can
// check the table as well as the searches.
type truth struct {
	goal   Board
	dist   map[Board]int // the boards that can reach goal
	counts []int         // boards at each distance
	byDist [][]Board     // the boards at each distance, in BFS order
}

var truths sync.Map // Board -> *truth

func truthFor(goal Board) *truth {
	if t, ok := truths.Load(goal); ok {
		return t.(*truth)
	}
	t := &truth{goal: goal, dist: map[Board]int{goal: 0}}
	layer := []Board{goal}
	for d := 0; len(layer) > 0; d++ {
		t.counts = append(t.counts, len(layer))
		t.byDist = append(t.byDist, layer)
		var next []Board
		for _, b := range layer {
			g := unpack(b)
			z := g.blank()
			for _, n := range neighbours(z) {
				g[z], g[n] = g[n], g[z]
				c := pack(g)
				g[z], g[n] = g[n], g[z]
				if _, seen := t.dist[c]; !seen {
					t.dist[c] = d + 1
					next = append(next, c)
				}
			}
		}
		layer = next
	}
	got, _ := truths.LoadOrStore(goal, t)
	return got.(*truth)
}

// max is the largest distance to the goal.
func (t *truth) max() int { return len(t.counts) - 1 }

// atLeast lists the boards d or more moves from the goal.
func (t *truth) atLeast(d int) []Board {
	var bs []Board
	for k := d; k <= t.max(); k++ {
		bs = append(bs, t.byDist[k]...)
	}
	return bs
}

// goals are the goals the tests check against exhaustive search: the three
// presets. The spiral's tiles have odd inversion parity and the other two
// even, so both halves of the space are goals somewhere.
var goals = []Board{GoalBlankLast, GoalBlankFirst, GoalSpiral}

// sample draws n boards solvable to goal, the same ones on every run.
func sample(goal Board, n int, seed uint64) []Board {
	rng := rand.New(rand.NewPCG(seed, uint64(goal)))
	bs := make([]Board, n)
	for i := range bs {
		bs[i] = Square3.Random(rng, goal)
	}
	return bs
}

// checkSolved replays a result: it must start at the start, end at the
// goal, move one tile at a time, name each move after the blank's
// direction, and have Cost and Moves agree with Path.
func checkSolved(t *testing.T, p Problem, r Result) {
	t.Helper()
	if r.Status != Solved {
		t.Errorf("%s %v->%v: status %v, want solved", r.Algorithm, p.Start, p.Goal, r.Status)
		return
	}
	if len(r.Path) == 0 || r.Path[0] != p.Start || r.Path[len(r.Path)-1] != p.Goal {
		t.Errorf("%s %v->%v: path does not run from start to goal (%d boards)", r.Algorithm, p.Start, p.Goal, len(r.Path))
		return
	}
	if r.Cost != len(r.Path)-1 || len(r.Moves) != r.Cost {
		t.Errorf("%s %v->%v: cost %d, %d boards, %d moves", r.Algorithm, p.Start, p.Goal, r.Cost, len(r.Path), len(r.Moves))
		return
	}
	for i := 1; i < len(r.Path); i++ {
		m, ok := adjacent(r.Path[i-1], r.Path[i])
		if !ok {
			t.Errorf("%s %v->%v: step %d %v->%v is not one move", r.Algorithm, p.Start, p.Goal, i, r.Path[i-1], r.Path[i])
			return
		}
		if r.Moves[i-1] != m {
			t.Errorf("%s %v->%v: step %d is %v, Moves says %v", r.Algorithm, p.Start, p.Goal, i, m, r.Moves[i-1])
			return
		}
	}
}

// checkCounters tests what holds of the counters of every result: every
// board expanded generated at least one successor (each cell has two
// neighbours or more and only the move back is skipped), and a search that
// expanded anything had something waiting.
func checkCounters(t *testing.T, r Result) {
	t.Helper()
	if r.Expanded < 0 || r.Generated < r.Expanded || r.MaxDepth < 0 || r.MaxFrontier < 0 {
		t.Errorf("%s %v: counters expanded %d generated %d max depth %d max frontier %d",
			r.Algorithm, r.Problem.Start, r.Expanded, r.Generated, r.MaxDepth, r.MaxFrontier)
	}
	if r.Expanded > 0 && r.MaxFrontier < 1 {
		t.Errorf("%s %v: expanded %d with max frontier %d", r.Algorithm, r.Problem.Start, r.Expanded, r.MaxFrontier)
	}
	if r.Algorithm != "bidir" && r.Status == Solved && r.MaxDepth < r.Cost {
		// bidir meets in the middle; every other search generates the goal
		// at the depth of the solution
		t.Errorf("%s %v: max depth %d below cost %d", r.Algorithm, r.Problem.Start, r.MaxDepth, r.Cost)
	}
}
