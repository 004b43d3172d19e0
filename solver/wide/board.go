package wide

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// The largest side and the most cells of a board here.
const (
	MaxSide  = 5
	MaxCells = MaxSide * MaxSide
)

// Board holds one tile a byte, cell i (row-major) in Board[i], the blank
// as 0; cells past the shape's last are 0. A byte array is comparable
// (a map key), copies in two words and a half, and IDA* moves a tile in
// place by two stores; the closed set of the best-first search packs it
// into 16 bytes (key).
type Board [MaxCells]uint8

// step is one way the blank can leave a cell.
type step struct {
	to   int8
	move solver.Move
	back int8 // where the step back from to is in to's steps
}

// geometry is how the blank moves on a shape: for each cell the steps out
// of it in the engine's order up, down, left, right.
type geometry struct {
	shape      solver.Shape
	rows, cols int
	cells      int
	steps      [MaxCells][]step
	// onward[i][k] is steps[i] without its k-th, the step back to the
	// cell the blank came from: IDA*'s children, the move that undoes the
	// last one pruned by the list itself rather than a test in its loop
	onward [MaxCells][4][]step
}

// geometries holds each shape's by (rows-2)*4 + cols-2.
var geometries = func() (m [(MaxSide - 1) * (MaxSide - 1)]*geometry) {
	for r := solver.MinSide; r <= MaxSide; r++ {
		for c := solver.MinSide; c <= MaxSide; c++ {
			g := &geometry{shape: solver.Shape{Rows: r, Cols: c}, rows: r, cols: c, cells: r * c}
			for i := 0; i < g.cells; i++ {
				row, col := i/c, i%c
				if row > 0 {
					g.steps[i] = append(g.steps[i], step{to: int8(i - c), move: solver.Up})
				}
				if row < r-1 {
					g.steps[i] = append(g.steps[i], step{to: int8(i + c), move: solver.Down})
				}
				if col > 0 {
					g.steps[i] = append(g.steps[i], step{to: int8(i - 1), move: solver.Left})
				}
				if col < c-1 {
					g.steps[i] = append(g.steps[i], step{to: int8(i + 1), move: solver.Right})
				}
			}
			for i := 0; i < g.cells; i++ {
				for j, sp := range g.steps[i] {
					for k, b := range g.steps[sp.to] {
						if int(b.to) == i {
							g.steps[i][j].back = int8(k)
						}
					}
				}
			}
			for i := 0; i < g.cells; i++ {
				for j := range g.steps[i] {
					g.onward[i][j] = slices.Delete(slices.Clone(g.steps[i]), j, j+1)
				}
			}
			m[(r-solver.MinSide)*(MaxSide-1)+c-solver.MinSide] = g
		}
	}
	return m
}()

// Check reports a shape this package does not solve, in words; the zero
// Shape is 3x3, as in the engine.
func Check(s solver.Shape) error {
	s = s.Norm()
	if s.Rows < solver.MinSide || s.Rows > MaxSide || s.Cols < solver.MinSide || s.Cols > MaxSide {
		return fmt.Errorf("size %dx%d: rows and columns must each be %d to %d", s.Rows, s.Cols, solver.MinSide, MaxSide)
	}
	return nil
}

// Needs reports whether a board of shape s needs this package: a side of
// 5, which the engine's Board cannot hold.
func Needs(s solver.Shape) bool {
	s = s.Norm()
	return Check(s) == nil && (s.Rows > solver.MaxSide || s.Cols > solver.MaxSide)
}

func geo(s solver.Shape) *geometry {
	if Check(s) != nil {
		return nil
	}
	s = s.Norm()
	return geometries[(s.Rows-solver.MinSide)*(MaxSide-1)+s.Cols-solver.MinSide]
}

// Valid reports whether b is a board of shape s: the tiles 1 to Cells-1
// and a blank, each once, and nothing beyond the last cell.
func Valid(s solver.Shape, b Board) bool {
	g := geo(s)
	if g == nil {
		return false
	}
	var seen uint32
	for i, t := range b {
		if i >= g.cells {
			if t != 0 {
				return false
			}
			continue
		}
		if int(t) >= g.cells || seen&(1<<t) != 0 {
			return false
		}
		seen |= 1 << t
	}
	return true
}

// FromTiles builds a board from tiles in row-major order, 0 for the
// blank, without validating (Valid); tiles past the 25th are dropped.
func FromTiles(tiles []int) Board {
	var b Board
	for i, t := range tiles {
		if i < MaxCells {
			b[i] = uint8(t)
		}
	}
	return b
}

// Blank returns the cell that holds the blank on shape s, or -1.
func (b Board) Blank(s solver.Shape) int {
	for i := 0; i < s.Cells() && i < MaxCells; i++ {
		if b[i] == 0 {
			return i
		}
	}
	return -1
}

// Goal is the shape's default goal: the tiles in order, the blank last.
func Goal(s solver.Shape) Board {
	var b Board
	n := s.Cells()
	for i := 0; i < n-1 && i < MaxCells; i++ {
		b[i] = uint8(i + 1)
	}
	return b
}

// GoalBlankFirst is the blank in the first cell, then the tiles in order.
func GoalBlankFirst(s solver.Shape) Board {
	var b Board
	for i := 1; i < s.Cells() && i < MaxCells; i++ {
		b[i] = uint8(i)
	}
	return b
}

// PresetGoal is the goal of that preset name on s (blank last, blank
// first); the engine's spiral is not drawn on sides of 5.
func PresetGoal(s solver.Shape, name string) (Board, bool) {
	switch strings.Join(strings.Fields(strings.ToLower(name)), " ") {
	case "blank last", "blank-last":
		return Goal(s), true
	case "blank first", "blank-first":
		return GoalBlankFirst(s), true
	}
	return Board{}, false
}

// Format writes b as the command line and JSON write the engine's boards
// other than 3x3: rows split by "/", the tiles of a row by spaces ("1 2 3
// 4 5/6 7 8 9 10/..."), which ParseBoard reads back.
func Format(s solver.Shape, b Board) string {
	s = s.Norm()
	var sb strings.Builder
	for r := 0; r < s.Rows; r++ {
		if r > 0 {
			sb.WriteByte('/')
		}
		for c := 0; c < s.Cols; c++ {
			if c > 0 {
				sb.WriteByte(' ')
			}
			sb.WriteString(strconv.Itoa(int(b[r*s.Cols+c])))
		}
	}
	return sb.String()
}

// Grid writes b as one line per row, the tiles right-aligned, _ for the
// blank.
func Grid(s solver.Shape, b Board) string {
	s = s.Norm()
	var sb strings.Builder
	for r := 0; r < s.Rows; r++ {
		for c := 0; c < s.Cols; c++ {
			if c > 0 {
				sb.WriteByte(' ')
			}
			t := "_"
			if v := b[r*s.Cols+c]; v != 0 {
				t = strconv.Itoa(int(v))
			}
			fmt.Fprintf(&sb, "%2s", t)
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

// Successor is a board one move away.
type Successor struct {
	Move  solver.Move
	Board Board
}

// Successors lists the boards one move away in the order up, down, left,
// right; none when b is not Valid for s.
func Successors(s solver.Shape, b Board) []Successor {
	if !Valid(s, b) {
		return nil
	}
	blank := b.Blank(s)
	var out []Successor
	for _, st := range geo(s).steps[blank] {
		n := b
		n[blank], n[st.to] = n[st.to], 0
		out = append(out, Successor{st.move, n})
	}
	return out
}

// Apply returns the board after the blank moves in direction m, and false
// when the blank is against that edge or b is not Valid for s.
func Apply(s solver.Shape, b Board, m solver.Move) (Board, bool) {
	if !Valid(s, b) {
		return b, false
	}
	blank := b.Blank(s)
	for _, st := range geo(s).steps[blank] {
		if st.move == m {
			b[blank], b[st.to] = b[st.to], 0
			return b, true
		}
	}
	return b, false
}

// parity is the invariant that decides solvability, as the engine's: the
// parity of the inversions among the tiles, plus, when the width is even,
// the blank's row. On an odd width (5) a vertical move carries a tile past
// an even number of others, so the inversions alone decide.
func parity(s solver.Shape, b Board) int {
	s = s.Norm()
	inv := 0
	var seen uint32
	for i := 0; i < s.Cells(); i++ {
		t := b[i]
		if t == 0 {
			continue
		}
		for above := seen >> t; above != 0; above &= above - 1 {
			inv++
		}
		seen |= 1 << t
	}
	if s.Cols%2 == 0 {
		inv += b.Blank(s) / s.Cols
	}
	return inv & 1
}

// Solvable reports whether goal can be reached from start on s; false
// when either is not Valid for s.
func Solvable(s solver.Shape, start, goal Board) bool {
	return Valid(s, start) && Valid(s, goal) && parity(s, start) == parity(s, goal)
}

// Random returns a board drawn uniformly from those that reach goal on s
// (a random permutation, two tiles swapped when its parity is the other
// one), or the zero Board when goal is not Valid. A nil rng draws from
// math/rand/v2's global source.
func Random(s solver.Shape, rng *rand.Rand, goal Board) Board {
	if !Valid(s, goal) {
		return Board{}
	}
	n := s.Cells()
	var p []int
	if rng == nil {
		p = rand.Perm(n)
	} else {
		p = rng.Perm(n)
	}
	b := FromTiles(p)
	if parity(s, b) != parity(s, goal) {
		// swapping two tiles (not the blank) flips the inversions' parity
		i, j := 0, 1
		if b[i] == 0 {
			i = 2
		} else if b[j] == 0 {
			j = 2
		}
		b[i], b[j] = b[j], b[i]
	}
	return b
}

// Scramble walks n random moves from goal, never undoing the last one: a
// board at most n moves from it.
func Scramble(s solver.Shape, rng *rand.Rand, goal Board, n int) Board {
	g := geo(s)
	if g == nil || !Valid(s, goal) {
		return Board{}
	}
	b, blank, back := goal, goal.Blank(s), -1
	for k := 0; k < n; k++ {
		var opts []step
		for _, st := range g.steps[blank] {
			if int(st.to) != back {
				opts = append(opts, st)
			}
		}
		st := opts[rng.IntN(len(opts))]
		b[blank], b[st.to] = b[st.to], 0
		back, blank = blank, int(st.to)
	}
	return b
}
