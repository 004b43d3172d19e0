package pdb

import (
	"fmt"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// The 4x4 geometry, for the databases and the search specialised to it:
// the helpers here work on solver.Board's nibbles (cell i in bits
// 4i..4i+3, blank 0) with the sides as constants. What is not specialised
// (solvability, random boards) is square4's, the engine's Shape.
const (
	side  = 4
	cells = side * side
)

// square4 is the 15-puzzle's shape.
var square4 = solver.Shape{Rows: side, Cols: side}

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
