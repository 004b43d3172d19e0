package pdb

import (
	"context"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// smallShapes are the shapes whose every board the tests visit.
var smallShapes = []solver.Shape{{Rows: 2, Cols: 2}, {Rows: 2, Cols: 3}, {Rows: 3, Cols: 2}, {Rows: 2, Cols: 4}, {Rows: 4, Cols: 2}, {Rows: 3, Cols: 3}}

// bigShapes are the 12-cell shapes, tested on samples.
var bigShapes = []solver.Shape{{Rows: 3, Cols: 4}, {Rows: 4, Cols: 3}}

// tNeighbours lists the boards one move from b on a shape of rows x cols:
// the test's own move generator, independent of the package's and the
// engine's.
func tNeighbours(rows, cols int, b solver.Board) []solver.Board {
	blank := -1
	for c := 0; c < rows*cols; c++ {
		if b.At(c) == 0 {
			blank = c
		}
	}
	r, k := blank/cols, blank%cols
	var out []solver.Board
	for _, d := range [][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
		nr, nk := r+d[0], k+d[1]
		if nr < 0 || nr >= rows || nk < 0 || nk >= cols {
			continue
		}
		from := nr*cols + nk
		t := solver.Board(b.At(from))
		out = append(out, b&^(0xF<<(4*uint(from)))|t<<(4*uint(blank)))
	}
	return out
}

// tDistances is every board that reaches goal and its distance, by a
// breadth-first search from the goal.
func tDistances(shape solver.Shape, goal solver.Board) map[solver.Board]int {
	d := map[solver.Board]int{goal: 0}
	q := []solver.Board{goal}
	for len(q) > 0 {
		b := q[0]
		q = q[1:]
		for _, nb := range tNeighbours(shape.Rows, shape.Cols, b) {
			if _, ok := d[nb]; !ok {
				d[nb] = d[b] + 1
				q = append(q, nb)
			}
		}
	}
	return d
}

// tManhattan is the sum of the tiles' distances to their goal cells.
func tManhattan(shape solver.Shape, goal, b solver.Board) int {
	var home [16]int
	n := shape.Cells()
	for c := 0; c < n; c++ {
		home[goal.At(c)] = c
	}
	s := 0
	for c := 0; c < n; c++ {
		if t := b.At(c); t != 0 {
			h := home[t]
			s += abs(c/shape.Cols-h/shape.Cols) + abs(c%shape.Cols-h%shape.Cols)
		}
	}
	return s
}

// builtShapes holds the databases the tests built, so that each shape
// and goal is built once per test binary (a 3x4 takes seconds under the
// race detector).
var builtShapes sync.Map // patternKey -> *ShapeDB

func buildShapeT(t testing.TB, shape solver.Shape, goal solver.Board) *ShapeDB {
	t.Helper()
	key := patternKey{shape, goal, false}
	if db, ok := builtShapes.Load(key); ok {
		return db.(*ShapeDB)
	}
	db, err := BuildShape(context.Background(), shape, goal, nil)
	if err != nil {
		t.Fatalf("%v %v: %v", shape, shape.Format(goal), err)
	}
	builtShapes.Store(key, db)
	return db
}

// Over every board of the shapes up to 9 cells and each preset goal: the
// estimate is at most the distance, 0 at the goal, at least the Manhattan
// distance, and changes by at most one a move (consistent). Logs how
// often it is exact and its mean ratio to the distance.
func TestShapeEveryBoard(t *testing.T) {
	for _, shape := range smallShapes {
		for _, pr := range shape.Presets() {
			goal := pr.Board
			db := buildShapeT(t, shape, goal)
			dist := tDistances(shape, goal)
			if want := int(shape.Reachable()); len(dist) != want {
				t.Fatalf("%v: the test's search found %d boards, want %d", shape, len(dist), want)
			}
			h := make(map[solver.Board]int, len(dist))
			for b := range dist {
				h[b] = db.Estimate(b)
			}
			exact, mdExact := 0, 0
			var ratio, mdRatio float64
			for b, d := range dist {
				e := h[b]
				if e > d {
					t.Fatalf("%v %s: %s: estimate %d, distance %d", shape, pr.Name, shape.Format(b), e, d)
				}
				md := tManhattan(shape, goal, b)
				if e < md {
					t.Fatalf("%v %s: %s: estimate %d, below the Manhattan distance %d", shape, pr.Name, shape.Format(b), e, md)
				}
				if e == d {
					exact++
				}
				if md == d {
					mdExact++
				}
				if d > 0 {
					ratio += float64(e) / float64(d)
					mdRatio += float64(md) / float64(d)
				}
				for _, nb := range tNeighbours(shape.Rows, shape.Cols, b) {
					if h[nb] > e+1 {
						t.Fatalf("%v %s: %s has %d, its neighbour %s %d", shape, pr.Name, shape.Format(b), e, shape.Format(nb), h[nb])
					}
				}
			}
			if h[goal] != 0 {
				t.Errorf("%v %s: estimate %d at the goal", shape, pr.Name, h[goal])
			}
			t.Logf("%v %-11s partitions %v, %d views: exact on %d of %d boards (%.1f%%), mean h/d %.4f (Manhattan %d, %.4f), %d bytes",
				shape, pr.Name, db.Partitions(), len(db.views), exact, len(dist), 100*float64(exact)/float64(len(dist)),
				ratio/float64(len(dist)-1), mdExact, mdRatio/float64(len(dist)-1), db.Bytes())
		}
	}
}

// tPatternDistances searches the abstract space of one pattern on its
// own terms: boards in which the tiles outside the pattern are all alike
// (15), by a 0-1 breadth-first search from the goal in which moving a
// pattern tile costs 1 and another tile 0.
func tPatternDistances(shape solver.Shape, goal solver.Board, pat []int) map[solver.Board]int {
	in := map[int]bool{0: true}
	for _, t := range pat {
		in[t] = true
	}
	var start solver.Board
	for c := 0; c < shape.Cells(); c++ {
		t := goal.At(c)
		if !in[t] {
			t = 15
		}
		start |= solver.Board(t) << (4 * uint(c))
	}
	d := map[solver.Board]int{start: 0}
	deque := []solver.Board{start}
	for len(deque) > 0 {
		b := deque[0]
		deque = deque[1:]
		for _, nb := range tNeighbours(shape.Rows, shape.Cols, b) {
			// the tile that moved is in the blank's old cell
			cost := 1
			var moved int
			for c := 0; c < shape.Cells(); c++ {
				if b.At(c) == 0 {
					moved = nb.At(c)
				}
			}
			if moved == 15 {
				cost = 0
			}
			if old, ok := d[nb]; ok && old <= d[b]+cost {
				continue
			}
			d[nb] = d[b] + cost
			if cost == 0 {
				deque = append([]solver.Board{nb}, deque...)
			} else {
				deque = append(deque, nb)
			}
		}
	}
	return d
}

// Every entry of every table of the small shapes is what an independent
// search of the pattern's abstract space finds, and the entries that
// search does not reach are the ones marked unreached.
func TestShapeTablesMatchAbstractSearch(t *testing.T) {
	for _, shape := range smallShapes {
		for _, pr := range shape.Presets() {
			goal := pr.Board
			db := buildShapeT(t, shape, goal)
			n := shape.Cells()
			for k, tab := range db.tabs {
				want := tPatternDistances(shape, goal, tab.tiles)
				reached := 0
				for ab, d := range want {
					var pos [shapeMaxCells]int8
					blank := 0
					for c := 0; c < n; c++ {
						switch v := ab.At(c); v {
						case 0:
							blank = c
						case 15:
						default:
							pos[slices.Index(tab.tiles, v)] = int8(c)
						}
					}
					r, occ := shapeRank(n, pos[:len(tab.tiles)])
					if got := int(tab.vals[r*tab.free+shapeSlot(blank, occ)]); got != d {
						t.Fatalf("%v %s pattern %d %v: %s: table %d, search %d", shape, pr.Name, k+1, tab.tiles, shape.Format(ab), got, d)
					}
					reached++
				}
				unreached := 0
				for _, v := range tab.vals {
					if v == shapeUnreached {
						unreached++
					}
				}
				if reached+unreached != len(tab.vals) {
					t.Errorf("%v %s pattern %d: %d entries reached and %d unreached of %d", shape, pr.Name, k+1, reached, unreached, len(tab.vals))
				}
			}
		}
	}
}

// Each partition holds every tile once, and the estimate is the largest
// of the views' sums, the first view's sum the patterns' values added.
func TestShapeAdditive(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, shape := range append(slices.Clone(smallShapes), bigShapes...) {
		if testing.Short() && !slices.Contains(smallShapes, shape) {
			continue // -short: the big shapes' databases take seconds each to build
		}
		for _, pr := range shape.Presets() {
			goal := pr.Board
			db := buildShapeT(t, shape, goal)
			for _, part := range db.Partitions() {
				count := make([]int, shape.Cells())
				for _, pat := range part {
					for _, tile := range pat {
						count[tile]++
					}
				}
				for tile := 1; tile < shape.Cells(); tile++ {
					if count[tile] != 1 {
						t.Fatalf("%v %s: tile %d in %d patterns of %v", shape, pr.Name, tile, count[tile], part)
					}
				}
			}
			for i := 0; i < 500; i++ {
				b := shape.Random(rng, goal)
				vals := db.PatternEstimates(b)
				sums := db.ViewSums(b)
				sum := 0
				for _, v := range vals {
					sum += v
				}
				if sum != sums[0] {
					t.Fatalf("%v %s: %s: patterns %v add to %d, view %d", shape, pr.Name, shape.Format(b), vals, sum, sums[0])
				}
				if e := db.Estimate(b); e != slices.Max(sums) {
					t.Fatalf("%v %s: %s: estimate %d, views %v", shape, pr.Name, shape.Format(b), e, sums)
				}
			}
		}
	}
}

// The views besides the plain one are exactly the shape's symmetries that
// keep the goal's blank in place: the reflection about the diagonal for a
// square with the blank on it, all eight for the 3x3's centre, none for
// the rectangles' usual goals.
func TestShapeSymmetries(t *testing.T) {
	for _, tc := range []struct {
		shape solver.Shape
		goal  string
		want  int
	}{
		{solver.Shape{Rows: 3, Cols: 3}, "blank last", 2},
		{solver.Shape{Rows: 3, Cols: 3}, "blank first", 2},
		{solver.Shape{Rows: 3, Cols: 3}, "spiral", 8},
		{solver.Shape{Rows: 2, Cols: 2}, "blank last", 2},
		{solver.Shape{Rows: 3, Cols: 4}, "blank last", 1},
		{solver.Shape{Rows: 2, Cols: 3}, "spiral", 1},
	} {
		goal, _ := tc.shape.PresetGoal(tc.goal)
		db := buildShapeT(t, tc.shape, goal)
		if db.Symmetries() != tc.want {
			t.Errorf("%v %s: %d views, want %d", tc.shape, tc.goal, db.Symmetries(), tc.want)
		}
	}
	// a 3x3 goal with the blank off the diagonal and off the centre
	g3 := solver.Shape{Rows: 3, Cols: 3}
	goal := solver.FromTiles([]int{1, 0, 2, 3, 4, 5, 6, 7, 8})
	if db := buildShapeT(t, g3, goal); db.Symmetries() != 2 {
		// the reflection through the middle column keeps cell 1
		t.Errorf("3x3 blank in cell 1: %d views, want 2", db.Symmetries())
	}
}

// tIDA is the distance from b to goal by IDA* with the Manhattan
// distance: the test's own, slow and plainly correct.
func tIDA(shape solver.Shape, goal, b solver.Board) int {
	d, _ := tIDAWith(shape, goal, b, func(x solver.Board) int { return tManhattan(shape, goal, x) })
	return d
}

// tIDAWith is IDA* with the estimate h; it returns the length of the path
// found (the distance when h is admissible) and the boards visited.
func tIDAWith(shape solver.Shape, goal, b solver.Board, h func(solver.Board) int) (int, int64) {
	var nodes int64
	var visit func(b, prev solver.Board, g, bound int) (int, bool)
	visit = func(b, prev solver.Board, g, bound int) (int, bool) {
		nodes++
		f := g + h(b)
		if f > bound {
			return f, false
		}
		if b == goal {
			return g, true
		}
		next := 1 << 30
		for _, nb := range tNeighbours(shape.Rows, shape.Cols, b) {
			if nb == prev {
				continue
			}
			if v, ok := visit(nb, b, g+1, bound); ok {
				return v, true
			} else if v < next {
				next = v
			}
		}
		return next, false
	}
	bound := h(b)
	for {
		v, ok := visit(b, 0, 0, bound)
		if ok {
			return v, nodes
		}
		bound = v
	}
}

// On the 12-cell shapes, boards 20 to 30 random moves from each preset
// goal: the estimate is at most the distance and at least the Manhattan
// distance, and never changes by more than one a move along the walk.
func TestShapeBigSample(t *testing.T) {
	boards := 40
	if testing.Short() {
		boards = 8
	}
	rng := rand.New(rand.NewPCG(5, 6))
	for _, shape := range bigShapes {
		for _, pr := range shape.Presets() {
			goal := pr.Board
			db := buildShapeT(t, shape, goal)
			exact, sumD := 0, 0
			var ratio float64
			for i := 0; i < boards; i++ {
				b, prev := goal, solver.Board(0)
				steps := 20 + rng.IntN(11)
				for s := 0; s < steps; s++ {
					nbs := tNeighbours(shape.Rows, shape.Cols, b)
					nb := nbs[rng.IntN(len(nbs))]
					if nb == prev {
						nb = nbs[(slices.Index(nbs, nb)+1)%len(nbs)]
					}
					if e, f := db.Estimate(b), db.Estimate(nb); f > e+1 || e > f+1 {
						t.Fatalf("%v %s: %s has %d, its neighbour %s %d", shape, pr.Name, shape.Format(b), e, shape.Format(nb), f)
					}
					prev, b = b, nb
				}
				d := tIDA(shape, goal, b)
				sumD += d
				e := db.Estimate(b)
				if e > d {
					t.Fatalf("%v %s: %s: estimate %d, distance %d", shape, pr.Name, shape.Format(b), e, d)
				}
				if md := tManhattan(shape, goal, b); e < md {
					t.Fatalf("%v %s: %s: estimate %d, below the Manhattan distance %d", shape, pr.Name, shape.Format(b), e, md)
				}
				if e == d {
					exact++
				}
				if d > 0 {
					ratio += float64(e) / float64(d)
				}
			}
			t.Logf("%v %-11s partitions %v: exact on %d of %d walked boards (mean distance %.1f), mean h/d %.4f, %d bytes",
				shape, pr.Name, db.Partitions(), exact, boards, float64(sumD)/float64(boards), ratio/float64(boards), db.Bytes())
		}
	}
}

// Bad input is an error naming the problem, and a value that is not a
// board of the shape estimates 0 rather than panic.
func TestShapeBadInput(t *testing.T) {
	ctx := context.Background()
	if _, err := BuildShape(ctx, solver.Shape{Rows: 5, Cols: 3}, 0, nil); err == nil {
		t.Error("5x3 built")
	}
	if _, err := BuildShape(ctx, solver.Shape{Rows: 4, Cols: 4}, GoalBlankLast, nil); err == nil {
		t.Error("4x4 built as a shape")
	}
	if _, err := BuildShape(ctx, shape3x3, 0x112345678, nil); err == nil {
		t.Error("3x3 built for a goal with tile 0 twice")
	}
	goal := shape3x3.Goal()
	for _, parts := range [][]Partition{
		nil,
		{{{1, 2, 3, 4}, {5, 6, 7}}},
		{{{1, 2, 3, 4}, {4, 5, 6, 7, 8}}},
		{{{1, 2, 3, 4}, {5, 6, 7, 9}}},
		{{{1, 2, 3, 4, 5, 6, 7}, {8}}},
		{{{1, 2, 3, 4}, {5, 6, 7, 8}}, {{1, 2, 3, 4}, {5, 6, 7, 8}}, {{1, 2, 3, 4}, {5, 6, 7, 8}}},
	} {
		if _, err := BuildShapePartitions(ctx, shape3x3, goal, parts, nil); err == nil {
			t.Errorf("partitions %v accepted", parts)
		}
	}
	db := buildShapeT(t, shape3x3, goal)
	for _, b := range []solver.Board{0, 0x111111111, ^solver.Board(0), goal | 1<<60} {
		if e := db.Estimate(b); e != 0 {
			t.Errorf("%016x: estimate %d, want 0", uint64(b), e)
		}
		if db.ViewSums(b) != nil || db.PatternEstimates(b) != nil {
			t.Errorf("%016x: view sums or pattern values for a value that is no board", uint64(b))
		}
	}
}

// A cancelled context stops a build with its error.
func TestShapeBuildCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := BuildShape(ctx, solver.Shape{Rows: 3, Cols: 4}, solver.Shape{Rows: 3, Cols: 4}.Goal(), nil); err != context.Canceled {
		t.Errorf("cancelled build: %v", err)
	}
}

// Ranking and unranking are inverse over every placement of up to six
// tiles on twelve cells.
func TestShapeRank(t *testing.T) {
	for m := 1; m <= MaxPatternSize; m++ {
		var pos [shapeMaxCells]int8
		for r := 0; r < shapePlacements(12, m); r++ {
			occ := shapeUnrank(12, r, pos[:m])
			got, gotOcc := shapeRank(12, pos[:m])
			if got != r || gotOcc != occ {
				t.Fatalf("m %d: rank %d unranks to %v, ranks back to %d", m, r, pos[:m], got)
			}
		}
	}
}
