package wide

import (
	"sync"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// tables is the Manhattan distance, and with lc the linear conflicts, of
// one shape and goal: what a search looks up per move.
type tables struct {
	g  *geometry
	lc bool
	// md[tile][cell]: the moves of tile from cell to its goal cell; tile 0
	// (the blank) costs 0
	md [MaxCells][MaxCells]uint8
	// rowDigit[tile][row] is 1 + the tile's goal column when its goal is
	// in that row, else 0 (the blank: 0); colDigit the same by column
	rowDigit, colDigit [MaxCells][MaxSide]uint8
	// rowLC[len][code], the extra moves of the conflicts in a line of len
	// cells whose digits, in base 6, make code: 2 for each tile that must
	// leave the line so that the others keep their order (the line's
	// tiles less its longest increasing run, as the engine counts them)
	lines [MaxSide + 1][]uint8
}

// pow6 is 6^k, the weight of a line's k-th cell in a code.
var pow6 = [MaxSide + 1]int{1, 6, 36, 216, 1296, 7776}

// lineTables are the conflicts of a line of each length, by code: the
// same for every shape and goal, made once, on the first 5-wide search:
// made at package init they cost every start of the program (the window's,
// the browser's, every command) 3.8 ms, for boards most never use.
var lineTables = sync.OnceValue(func() (t [MaxSide + 1][]uint8) {
	for n := solver.MinSide; n <= MaxSide; n++ {
		t[n] = make([]uint8, pow6[n])
		for code := range t[n] {
			var goals []int
			for k, c := 0, code; k < n; k, c = k+1, c/6 {
				if d := c % 6; d != 0 {
					goals = append(goals, d)
				}
			}
			t[n][code] = uint8(2 * (len(goals) - longestIncreasing(goals)))
		}
	}
	return t
})

// longestIncreasing is the length of the longest strictly increasing
// subsequence of xs (at most 5 of them).
func longestIncreasing(xs []int) int {
	best := 0
	var run [MaxSide]int
	for i := range xs {
		run[i] = 1
		for j := 0; j < i; j++ {
			if xs[j] < xs[i] && run[j]+1 > run[i] {
				run[i] = run[j] + 1
			}
		}
		best = max(best, run[i])
	}
	return best
}

func newTables(s solver.Shape, goal Board, lc bool) *tables {
	g := geo(s)
	t := &tables{g: g, lc: lc, lines: lineTables()}
	for cell := 0; cell < g.cells; cell++ {
		tile := goal[cell]
		if tile == 0 {
			continue
		}
		hr, hc := cell/g.cols, cell%g.cols
		for c := 0; c < g.cells; c++ {
			r, k := c/g.cols, c%g.cols
			t.md[tile][c] = uint8(abs(r-hr) + abs(k-hc))
		}
		t.rowDigit[tile][hr] = uint8(hc + 1)
		t.colDigit[tile][hc] = uint8(hr + 1)
	}
	return t
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// rowConflicts is the linear conflicts' extra moves in row r of b.
func (t *tables) rowConflicts(b *Board, r int) int {
	code, cols := 0, t.g.cols
	for k := 0; k < cols; k++ {
		code += int(t.rowDigit[b[r*cols+k]][r]) * pow6[k]
	}
	return int(t.lines[cols][code])
}

// colConflicts is the same in column c.
func (t *tables) colConflicts(b *Board, c int) int {
	code, cols := 0, t.g.cols
	for k := 0; k < t.g.rows; k++ {
		code += int(t.colDigit[b[k*cols+c]][c]) * pow6[k]
	}
	return int(t.lines[t.g.rows][code])
}

// estimate is h of b whole.
func (t *tables) estimate(b *Board) int {
	h := 0
	for c := 0; c < t.g.cells; c++ {
		h += int(t.md[b[c]][c])
	}
	if t.lc {
		for r := 0; r < t.g.rows; r++ {
			h += t.rowConflicts(b, r)
		}
		for c := 0; c < t.g.cols; c++ {
			h += t.colConflicts(b, c)
		}
	}
	return h
}

// Estimate is the Manhattan distance of b from goal on s, plus the linear
// conflicts when lc: the engine's manhattan and linear-conflict.
func Estimate(s solver.Shape, goal, b Board, lc bool) int {
	if !Valid(s, goal) || !Valid(s, b) {
		return 0
	}
	return newTables(s, goal, lc).estimate(&b)
}
