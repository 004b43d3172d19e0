package pdb

import (
	"fmt"
	"math/bits"
	"math/rand/v2"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// The 4x4 geometry. solver.Board's own methods assume 3x3, so the helpers
// here work on the same nibble layout (cell i in bits 4i..4i+3, blank 0)
// with 16 cells.
const (
	side  = 4
	cells = side * side
)

// GoalBlankLast is the usual 15-puzzle goal: 1..15 in order, blank last.
const GoalBlankLast solver.Board = 0x0FEDCBA987654321

// GoalBlankFirst has the blank first, then 1..15.
const GoalBlankFirst solver.Board = 0xFEDCBA9876543210

// at returns the tile in cell i.
func at(b solver.Board, i int) int { return int(b>>(4*uint(i))) & 0xF }

// check reports why b is not a 4x4 board: every tile 0..15 exactly once.
// Every nibble is used, so a permutation is the whole condition.
func check(b solver.Board) error {
	var seen uint32
	for i := 0; i < cells; i++ {
		t := at(b, i)
		if seen&(1<<t) != 0 {
			return fmt.Errorf("board %016x is not a 4x4 board: tile %d appears twice", uint64(b), t)
		}
		seen |= 1 << t
	}
	return nil
}

// blankOf returns the blank's cell of a valid board.
func blankOf(b solver.Board) int {
	for i := 0; i < cells; i++ {
		if at(b, i) == 0 {
			return i
		}
	}
	return -1
}

// parity4 is the 15-puzzle invariant for an even width: the inversions of
// the tiles read row by row without the blank, plus the blank's row counted
// from the bottom, mod 2. A move keeps it; two boards with the same value
// reach each other.
func parity4(b solver.Board) int {
	inv := 0
	var seen uint32 // tiles already read
	for i := 0; i < cells; i++ {
		t := at(b, i)
		if t == 0 {
			inv += side - i/side
			continue
		}
		// tiles read before t that are larger than t
		inv += bits.OnesCount32(seen >> uint(t+1))
		seen |= 1 << t
	}
	return inv & 1
}

// Solvable4 reports whether start can reach goal; both must be valid 4x4
// boards (see Check).
func Solvable4(start, goal solver.Board) bool { return parity4(start) == parity4(goal) }

// Check returns an error naming what is wrong when b is not a permutation
// of the tiles 0..15.
func Check(b solver.Board) error { return check(b) }

// transposeCell is the cell's mirror about the main diagonal.
func transposeCell(c int) int { return c%side*side + c/side }

// neighbours[c] lists the cells next to c in the order up, down, left,
// right: the blank's moves in the engine's order.
var neighbours = func() (t [cells][]int8) {
	for c := 0; c < cells; c++ {
		r, k := c/side, c%side
		if r > 0 {
			t[c] = append(t[c], int8(c-side))
		}
		if r < side-1 {
			t[c] = append(t[c], int8(c+side))
		}
		if k > 0 {
			t[c] = append(t[c], int8(c-1))
		}
		if k < side-1 {
			t[c] = append(t[c], int8(c+1))
		}
	}
	return t
}()

// slide moves the tile in cell from into the blank's cell.
func slide(b solver.Board, blank, from int) solver.Board {
	t := b >> (4 * uint(from)) & 0xF
	return b&^(0xF<<(4*uint(from))) | t<<(4*uint(blank))
}

// Random4 returns a board drawn uniformly from those that reach goal:
// a uniform permutation, with two tiles swapped when it has the wrong
// parity. Swapping a fixed pair is a bijection between the two halves, so
// the result stays uniform.
func Random4(rng *rand.Rand, goal solver.Board) solver.Board {
	var p [cells]int
	for i := range p {
		p[i] = i
	}
	rng.Shuffle(cells, func(i, j int) { p[i], p[j] = p[j], p[i] })
	var b solver.Board
	for i, t := range p {
		b |= solver.Board(t) << (4 * uint(i))
	}
	if !Solvable4(b, goal) {
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
