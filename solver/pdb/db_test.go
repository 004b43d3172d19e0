package pdb

import (
	"context"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

var (
	smallOnce sync.Once
	smallDBs  []*DB
	smallErr  error
)

// testDBs are databases for goals of each kind: the default ones for the
// usual goal, and 5-5-5 ones for the blank first (on the diagonal: with
// the reflection), the blank off the diagonal (without) and a random goal.
// They are built once per test binary.
func testDBs(t *testing.T) []*DB {
	t.Helper()
	dbs := []*DB{sharedDB(t)}
	smallOnce.Do(func() {
		rng := rand.New(rand.NewPCG(5, 5))
		offDiagonal := swapCells(GoalBlankLast, 15, 13)
		for _, goal := range []solver.Board{GoalBlankFirst, offDiagonal, random4(rng, GoalBlankLast)} {
			db, err := BuildPartition(context.Background(), goal, smallPartition(goal), nil)
			if err != nil {
				smallErr = err
				return
			}
			smallDBs = append(smallDBs, db)
		}
	})
	if smallErr != nil {
		t.Fatal(smallErr)
	}
	dbs = append(dbs, smallDBs...)
	if !dbs[0].Reflected() || !dbs[1].Reflected() || dbs[2].Reflected() {
		t.Fatalf("reflection: %v %v %v, want true true false", dbs[0].Reflected(), dbs[1].Reflected(), dbs[2].Reflected())
	}
	return dbs
}

func TestEstimateAtGoal(t *testing.T) {
	for _, db := range testDBs(t) {
		if h := db.Estimate(db.Goal()); h != 0 {
			t.Errorf("goal %016x: estimate %d", uint64(db.Goal()), h)
		}
		for k, v := range db.PatternEstimates(db.Goal()) {
			if v != 0 {
				t.Errorf("goal %016x: pattern %d estimates %d", uint64(db.Goal()), k+1, v)
			}
		}
	}
}

// Additivity: each database counts only its own tiles' moves, so along a
// walk a database's value changes only when one of its tiles moves; and
// the estimate is the sum.
func TestAdditive(t *testing.T) {
	rng := rand.New(rand.NewPCG(6, 6))
	for _, db := range testDBs(t) {
		for _, p := range db.Partitions() {
			if err := p.Check(); err != nil {
				t.Fatal(err)
			}
		}
		b := random4(rng, db.Goal())
		prev := db.PatternEstimates(b)
		changed := 0
		for i := 0; i < 3000; i++ {
			blank := blankOf(b)
			nb := int(neighbours[blank][rng.IntN(len(neighbours[blank]))])
			tile := at(b, nb)
			b = slide(b, blank, nb)
			cur := db.PatternEstimates(b)
			sum := 0
			for k := range cur {
				sum += cur[k]
				if cur[k] != prev[k] {
					changed++
					if int(db.views[0].pat[tile]) != k {
						t.Fatalf("%016x: tile %d moved but pattern %d changed %d -> %d", uint64(b), tile, k+1, prev[k], cur[k])
					}
				}
			}
			if sums := db.ViewSums(b); sum != sums[0] || db.Estimate(b) != slices.Max(sums) {
				t.Fatalf("%016x: patterns %v sum %d, views %v, estimate %d", uint64(b), cur, sum, sums, db.Estimate(b))
			}
			prev = cur
		}
		if changed == 0 {
			t.Errorf("goal %016x: no database changed along the walk", uint64(db.Goal()))
		}
	}
}

// freeConnected reports whether the cells not holding the pattern's tiles
// form one region: the blank then has one place to be, up to free moves.
// The pattern is the k-th of view v.
func freeConnected(db *DB, b solver.Board, v, k int) bool {
	var occ uint32
	for c := 0; c < cells; c++ {
		if t := at(b, c); t != 0 && int(db.views[v].pat[t]) == k {
			occ |= 1 << uint(c)
		}
	}
	free := ^occ & 0xFFFF
	seed := free & -free
	return flood(seed, free) == free
}

// Where the blank's region is not in question, a move changes a database
// by at most one, and the estimate too. (In general it does not: see
// Estimate; the test counts the exceptions and checks they are few.)
func TestConsistentWhereFreeCellsConnected(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	for _, db := range testDBs(t) {
		pairs, jumps := 0, 0
		for i := 0; i < 4000; i++ {
			b := random4(rng, db.Goal())
			if i%2 == 1 {
				b = walk(rng, db.Goal(), rng.IntN(40)) // near the goal too
			}
			blank := blankOf(b)
			pb := db.PatternEstimates(b)
			for _, nb := range neighbours[blank] {
				c := slide(b, blank, int(nb))
				pc := db.PatternEstimates(c)
				allConnected := true
				for v := range db.views {
					for k := range db.views[v].tabs {
						allConnected = allConnected && freeConnected(db, b, v, k) && freeConnected(db, c, v, k)
					}
				}
				for k := range pb {
					pairs++
					d := pb[k] - pc[k]
					connected := freeConnected(db, b, 0, k) && freeConnected(db, c, 0, k)
					if d > 1 || d < -1 {
						jumps++
						if connected {
							t.Fatalf("%016x -> %016x: pattern %d %d -> %d with its free cells connected", uint64(b), uint64(c), k+1, pb[k], pc[k])
						}
					}
				}
				if d := db.Estimate(b) - db.Estimate(c); allConnected && (d > 1 || d < -1) {
					t.Fatalf("%016x -> %016x: estimate %d -> %d", uint64(b), uint64(c), db.Estimate(b), db.Estimate(c))
				}
			}
		}
		if jumps*50 > pairs {
			t.Errorf("goal %016x: %d of %d pattern values jump by more than one", uint64(db.Goal()), jumps, pairs)
		}
		t.Logf("goal %016x: %d of %d pattern values jump by more than one", uint64(db.Goal()), jumps, pairs)
	}
}

// reflectBoard mirrors b about the main diagonal and renames each tile to
// the one whose goal cell is the mirror of its own: a board exactly as
// far from goal as b, when goal's blank is on the diagonal.
func reflectBoard(b, goal solver.Board) solver.Board {
	var cellOf [cells]int
	for c := 0; c < cells; c++ {
		cellOf[at(goal, c)] = c
	}
	var out solver.Board
	for c := 0; c < cells; c++ {
		t := at(b, c)
		s := at(goal, transposeCell(cellOf[t]))
		out |= solver.Board(s) << (4 * uint(transposeCell(c)))
	}
	return out
}

// The reflected lookup is the plain lookup of the reflected board, so the
// estimate is the same for a board and its reflection.
func TestReflection(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 8))
	for _, db := range testDBs(t) {
		if !db.Reflected() {
			continue
		}
		if r := reflectBoard(db.Goal(), db.Goal()); r != db.Goal() {
			t.Fatalf("goal %016x reflects to %016x", uint64(db.Goal()), uint64(r))
		}
		differ := 0
		for i := 0; i < 2000; i++ {
			b := random4(rng, db.Goal())
			r := reflectBoard(b, db.Goal())
			if !square4.Solvable(r, db.Goal()) {
				t.Fatalf("%016x reflects to %016x, which is not solvable", uint64(b), uint64(r))
			}
			// views come in pairs, plain and reflected
			sb, sr := db.ViewSums(b), db.ViewSums(r)
			for v := 0; v < len(sb); v += 2 {
				if sb[v] != sr[v+1] || sb[v+1] != sr[v] {
					t.Fatalf("%016x: views %v; its reflection %016x: %v", uint64(b), sb, uint64(r), sr)
				}
				if sb[v] != sb[v+1] {
					differ++
				}
			}
			if db.Estimate(r) != db.Estimate(b) {
				t.Fatalf("%016x: estimate %d; its reflection %016x: %d", uint64(b), db.Estimate(b), uint64(r), db.Estimate(r))
			}
		}
		// the partition is not symmetric, so the reflection adds something
		if differ == 0 {
			t.Errorf("goal %016x: the reflected sum never differs from the plain one", uint64(db.Goal()))
		}
	}
}

// Estimate never panics, whatever the board.
func TestEstimateAnyValue(t *testing.T) {
	db := sharedDB(t)
	rng := rand.New(rand.NewPCG(9, 9))
	for i := 0; i < 10000; i++ {
		db.Estimate(solver.Board(rng.Uint64()))
	}
	db.Estimate(0)
	db.Estimate(^solver.Board(0))
}
