package pdb

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

func TestCheck(t *testing.T) {
	if err := check(GoalBlankLast); err != nil {
		t.Errorf("blank last: %v", err)
	}
	if err := check(GoalBlankFirst); err != nil {
		t.Errorf("blank first: %v", err)
	}
	for _, tc := range []struct {
		b    solver.Board
		want string
	}{
		{0, "tile 0 appears twice"},
		{GoalBlankLast ^ 0x3, "tile 2 appears twice"},  // cell 0 holds 2 instead of 1
		{solver.GoalBlankLast, "tile 0 appears twice"}, // a 3x3 board
	} {
		err := check(tc.b)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%016x: %v, want an error saying %q", uint64(tc.b), err, tc.want)
		}
	}
}

func TestSolvable(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 1))
	for _, goal := range []solver.Board{GoalBlankLast, GoalBlankFirst, random4(rng, GoalBlankLast)} {
		for i := 0; i < 200; i++ {
			b := walk(rng, goal, rng.IntN(60))
			if !square4.Solvable(b, goal) {
				t.Fatalf("%016x is %d moves from %016x but not solvable", uint64(b), i, uint64(goal))
			}
			// swapping two tiles changes the parity
			i, j := 0, 1
			if at(b, i) == 0 {
				i = 2
			} else if at(b, j) == 0 {
				j = 2
			}
			s := b&^(0xF<<(4*uint(i))|0xF<<(4*uint(j))) | solver.Board(at(b, j))<<(4*uint(i)) | solver.Board(at(b, i))<<(4*uint(j))
			if square4.Solvable(s, goal) {
				t.Fatalf("%016x has two tiles of %016x swapped but is solvable", uint64(s), uint64(b))
			}
		}
	}
	// the classic: 14 and 15 exchanged cannot be solved
	if square4.Solvable(fromTiles(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, 0), GoalBlankLast) {
		t.Error("Sam Loyd's 14-15 puzzle reported solvable")
	}
}

func TestRandom4Helper(t *testing.T) {
	rng := rand.New(rand.NewPCG(2, 2))
	var where [cells][cells]int // tile, cell -> count
	const n = 16000
	for i := 0; i < n; i++ {
		b := random4(rng, GoalBlankLast)
		if err := check(b); err != nil {
			t.Fatal(err)
		}
		if !square4.Solvable(b, GoalBlankLast) {
			t.Fatalf("%016x not solvable", uint64(b))
		}
		for c := 0; c < cells; c++ {
			where[at(b, c)][c]++
		}
	}
	// every tile in every cell about n/16 = 1000 times (±25% is > 7 sigma)
	for tile := range where {
		for c, k := range where[tile] {
			if k < 750 || k > 1250 {
				t.Errorf("tile %d in cell %d %d times of %d", tile, c, k, n)
			}
		}
	}
}

// random4 draws a board uniformly from those that reach goal: a uniform
// permutation, with two tiles swapped when it has the wrong parity. The
// tests' seeded boards come from it (square4.Random draws others), so that
// the counts they pin stay those they were measured on.
func random4(rng *rand.Rand, goal solver.Board) solver.Board {
	var p [cells]int
	for i := range p {
		p[i] = i
	}
	rng.Shuffle(cells, func(i, j int) { p[i], p[j] = p[j], p[i] })
	var b solver.Board
	for i, t := range p {
		b |= solver.Board(t) << (4 * uint(i))
	}
	if !square4.Solvable(b, goal) {
		// swap the first two cells that hold tiles
		i, j := 0, 1
		if at(b, i) == 0 {
			i = 2
		} else if at(b, j) == 0 {
			j = 2
		}
		ti, tj := solver.Board(at(b, i)), solver.Board(at(b, j))
		b = b&^(0xF<<(4*uint(i))|0xF<<(4*uint(j))) | tj<<(4*uint(i)) | ti<<(4*uint(j))
	}
	return b
}
