package solver

import (
	"errors"
	"math"
	"slices"
)

// hScale is the number of internal units in one move. Heuristic values are
// kept as integers in these units so that the bucket queues stay integer
// while Euclidean distance keeps its fractions; values are rounded down,
// which keeps every heuristic admissible (and consistent where it was).
const hScale = 16

// Heuristic estimates the number of moves left to the goal.
type Heuristic struct {
	Name        string // as in algorithm names: astar-NAME
	Title       string
	Description string
	// Consistent: h(a) <= 1 + h(b) for every move a->b, so A* never has to
	// reopen a board. Checked over the whole state space by the tests.
	Consistent bool

	// cost of one tile standing in cell at when its goal cell is home
	tileCost func(at, home int) float64
	// add linear conflicts on top of the per-tile costs
	conflicts bool
}

func rowCol(c int) (int, int) { return c / Side, c % Side }

func absInt(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func manhattan(at, home int) float64 {
	r1, c1 := rowCol(at)
	r2, c2 := rowCol(home)
	return float64(absInt(r1-r2) + absInt(c1-c2))
}

// Heuristics lists every heuristic, weakest first. The list is a copy; the
// heuristics are the registry's own and are not to be changed.
func Heuristics() []*Heuristic { return slices.Clone(heuristics) }

var heuristics = []*Heuristic{
	{
		Name: "misplaced", Title: "Misplaced tiles", Consistent: true,
		Description: "counts the tiles not on their goal cell",
		tileCost: func(at, home int) float64 {
			if at != home {
				return 1
			}
			return 0
		},
	},
	{
		Name: "rowcol", Title: "Out of row and column", Consistent: true,
		Description: "counts tiles outside their goal row plus tiles outside their goal column",
		tileCost: func(at, home int) float64 {
			r1, c1 := rowCol(at)
			r2, c2 := rowCol(home)
			n := 0.0
			if r1 != r2 {
				n++
			}
			if c1 != c2 {
				n++
			}
			return n
		},
	},
	{
		Name: "euclidean", Title: "Euclidean distance", Consistent: true,
		Description: "sums each tile's straight-line distance to its goal cell",
		tileCost: func(at, home int) float64 {
			r1, c1 := rowCol(at)
			r2, c2 := rowCol(home)
			return math.Hypot(float64(r1-r2), float64(c1-c2))
		},
	},
	{
		Name: "manhattan", Title: "Manhattan distance", Consistent: true,
		Description: "sums each tile's row and column distance to its goal cell",
		tileCost:    manhattan,
	},
	{
		Name: "linear-conflict", Title: "Linear conflict", Consistent: true,
		Description: "Manhattan distance plus 2 moves for each tile that must leave its goal row or column to let another pass",
		tileCost:    manhattan, conflicts: true,
	},
}

// HeuristicByName finds a heuristic by the name used in algorithm names
// (manhattan). An unknown name is an *UnknownNameError with the closest
// names, as for AlgorithmByName.
func HeuristicByName(name string) (*Heuristic, error) {
	names := make([]string, len(heuristics))
	for i, h := range heuristics {
		if h.Name == name {
			return h, nil
		}
		names[i] = h.Name
	}
	return nil, &UnknownNameError{Kind: "heuristic", Name: name, Suggestions: Closest(name, names)}
}

// Estimate returns h(b) in moves for the given goal. A board or goal that
// is not Valid, or a Heuristic that is not one of Heuristics(), is an
// error.
func (h *Heuristic) Estimate(b, goal Board) (float64, error) {
	switch {
	case h == nil || h.tileCost == nil:
		return 0, errors.New("the heuristic is not one of Heuristics()")
	case !b.Valid():
		return 0, errors.New("board is not a board of tiles 1 to 8 and a blank")
	case !goal.Valid():
		return 0, errors.New("goal is not a board of tiles 1 to 8 and a blank")
	}
	return float64(h.table(goal).eval(b)) / hScale, nil
}

// hTable is a heuristic compiled for one goal: what a search looks up per
// node, so that a move costs a few table reads instead of a full count.
type hTable struct {
	// [tile][cell], in hScale units; tile 0 costs 0. 16x16 so that indexes
	// masked to a nibble need no bounds check, which lets tileDelta inline.
	tile [16][16]uint16
	lc   bool
	// extra cost of the linear conflicts in a row or column, indexed by the
	// 12 bits of its three cells' nibbles, already in hScale units
	// (a fourth line, never used, so that a line number masked to 2 bits
	// needs no bounds check)
	row, col [4][1 << 12]uint8
	// each tile's goal row and column
	homeRow, homeCol [16]uint8
}

type hKey struct {
	h    *Heuristic
	goal Board
}

// MaxHeuristicTables bounds the cache of heuristics compiled for a goal:
// at most 64 (heuristic, goal) pairs, about 33 KB each, so about 2.1 MB,
// the least recently used dropped first. That holds every heuristic for a
// dozen goals, more than a person switches between, while a program that
// tries thousands of goals stays small.
const MaxHeuristicTables = 64

var hCache = newLRU[hKey, *hTable](MaxHeuristicTables)

func (h *Heuristic) table(goal Board) *hTable {
	if t, ok := hCache.get(hKey{h, goal}); ok {
		return t
	}
	return hCache.add(hKey{h, goal}, h.compile(goal))
}

func (h *Heuristic) compile(goal Board) *hTable {
	t := &hTable{lc: h.conflicts}
	var home [Cells]int
	for c := 0; c < Cells; c++ {
		home[goal.At(c)] = c
	}
	for tile := 1; tile < Cells; tile++ {
		t.homeRow[tile], t.homeCol[tile] = uint8(home[tile]/Side), uint8(home[tile]%Side)
		for c := 0; c < Cells; c++ {
			// floor keeps the rounded value admissible
			t.tile[tile][c] = uint16(math.Floor(h.tileCost(c, home[tile])*hScale + 1e-9))
		}
	}
	if !h.conflicts {
		return t
	}
	for line := 0; line < Side; line++ {
		for idx := 0; idx < 1<<12; idx++ {
			var rowGoals, colGoals []int
			for k := 0; k < Side; k++ {
				tile := idx >> (4 * k) & 0xF
				if tile == 0 || tile >= Cells {
					continue
				}
				hr, hc := rowCol(home[tile])
				if hr == line { // a tile in row `line` whose goal is in that row
					rowGoals = append(rowGoals, hc)
				}
				if hc == line { // a tile in column `line` whose goal is in that column
					colGoals = append(colGoals, hr)
				}
			}
			t.row[line][idx] = uint8(2 * hScale * (len(rowGoals) - longestIncreasing(rowGoals)))
			t.col[line][idx] = uint8(2 * hScale * (len(colGoals) - longestIncreasing(colGoals)))
		}
	}
	return t
}

// longestIncreasing is the length of the longest increasing subsequence:
// the tiles of a line that can stay while the others step aside.
func longestIncreasing(xs []int) int {
	best := make([]int, len(xs))
	n := 0
	for i := range xs {
		best[i] = 1
		for j := 0; j < i; j++ {
			if xs[j] < xs[i] && best[j]+1 > best[i] {
				best[i] = best[j] + 1
			}
		}
		n = max(n, best[i])
	}
	return n
}

func rowBits(b Board, r int) int { return int(b>>(12*uint(r))) & 0xFFF }

// colBits gathers the nibbles of column c (bits 0, 12 and 24 once shifted
// down) into 12 bits with one multiplication: the three partial products
// that land in bits 24..35 are exactly those nibbles, in order, and no other
// product overlaps them.
func colBits(b Board, c int) int {
	x := uint64(b>>(4*uint(c))) & 0xF00F00F
	return int(x * 0x1010100 >> 24 & 0xFFF)
}

func (t *hTable) eval(b Board) int {
	h := 0
	for c := 0; c < Cells; c++ {
		h += int(t.tile[b.At(c)][c])
	}
	if t.lc {
		for k := 0; k < Side; k++ {
			h += int(t.row[k][rowBits(b, k)]) + int(t.col[k][colBits(b, k)])
		}
	}
	return h
}

// delta is the change in h when the blank at cell blank swaps with the tile
// at cell from, giving board next. The search loops inline its two parts.
func (t *hTable) delta(prev, next Board, blank, from int) int {
	d := t.tileDelta(next, blank, from)
	if t.lc {
		d += t.conflictDelta(prev, next, blank)
	}
	return d
}

// tileDelta is the part of delta that every heuristic has: one tile's cost
// changes. Small enough to inline in the search loops, which then call
// conflictDelta only for linear conflict.
func (t *hTable) tileDelta(next Board, blank, from int) int {
	tile := next.At(blank)
	return int(t.tile[tile][blank&15]) - int(t.tile[tile][from&15])
}

// conflictDelta is the change in linear conflicts when a tile moves into
// cell blank, giving board next. A line's conflicts depend only on the order
// of the tiles whose goal is in that line. A vertical move keeps the order
// in every column and changes the tiles of two rows, but only the moved
// tile's goal row can have a different count; a horizontal move likewise
// for its goal column. Looking up the goal row and column before and after
// covers both cases without a branch: the line that did not change adds 0.
func (t *hTable) conflictDelta(prev, next Board, blank int) int {
	tile := next.At(blank)
	r, c := int(t.homeRow[tile]&3), int(t.homeCol[tile]&3)
	return int(t.row[r][rowBits(next, r)]) - int(t.row[r][rowBits(prev, r)]) +
		int(t.col[c][colBits(next, c)]) - int(t.col[c][colBits(prev, c)])
}
