package solver

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
)

// hScale is the number of internal units in one move of the heuristics
// whose values are whole (or, for a future one, sixteenths of) moves: the
// bucket queues index priorities in these units.
const hScale = 16

// Euclidean distance is a sum of square roots, which no fixed fraction of
// a move represents; rounded to sixteenths it lost up to half a move on a
// board and expanded thousands of boards more than it needs to. Each tile's
// distance is k*sqrt(m) moves with m square-free (1, 2 or 5 on a 3x3
// board). It is kept in units of 1/exactUnit move, with the rounding done
// once per radical (round(sqrt(m)*exactUnit), times k), so that boards
// whose distances are equal sums of radicals get equal integers, and the
// rounding error of a sum, at most half a unit per radical, is far below
// the smallest difference between two unequal sums (about 0.002 moves on
// a 3x3 board; a test checks it). Comparisons of g+h are thus exact, and
// ties are ties.
//
// A tile's entry must also fit the uint16 tables (2*sqrt(2)*exactUnit <
// 65536): 2^14 leaves the smallest difference 36 units against an error
// of at most 12.
const exactUnit = 1 << 14

// Heuristic estimates the number of moves left to the goal.
type Heuristic struct {
	Name        string // as in algorithm names: astar-NAME
	Title       string
	Description string
	// Consistent: h(a) <= 1 + h(b) for every move a->b, so A* never has to
	// reopen a board. Checked over the whole state space by the tests.
	Consistent bool
	// MaxExcess is the most h exceeds the true number of moves left, over
	// every board: 0 for an admissible heuristic. Checked over the whole
	// state space.
	MaxExcess float64
	// Strength ranks how closely the estimate follows the distance: what
	// decides whether a search led by it can finish on the larger boards
	// (Algorithm.Hopeless). A rough order, not a guarantee on every board.
	Strength Strength

	// cost of one tile standing at row r1, column c1 when its goal is at
	// row r2, column c2
	tileCost func(r1, c1, r2, c2 int) float64
	// add linear conflicts on top of the per-tile costs
	conflicts bool
	// the blank counts as a tile, with home the blank's goal cell
	blank bool
	// tileCost is a sum of radicals: kept in exactUnit units (see there)
	radical bool
	// the estimate is a pattern database's (PatternDB), looked up whole
	// for each board rather than updated a tile at a time
	pattern bool
	// an expression typed by the user (ParseHeuristic), nil for the
	// built-in heuristics
	expr *exprHeuristic
}

// Strength is a heuristic's rank, weakest first: Weak < Strong < Strongest.
type Strength uint8

const (
	// Weak: counts tiles out of place, or their straight-line distance;
	// far below the distance on the larger boards.
	Weak Strength = iota
	// Strong: sums each tile's moves home, perhaps with more on top; IDA*
	// with it solves a 4x4 board, A* one of up to 12 cells.
	Strong
	// Strongest: looks whole groups of tiles up in a pattern database;
	// A* with it solves a 4x4 board too.
	Strongest
)

func absInt(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func manhattan(r1, c1, r2, c2 int) float64 {
	return float64(absInt(r1-r2) + absInt(c1-c2))
}

func misplaced(r1, c1, r2, c2 int) float64 {
	if r1 != r2 || c1 != c2 {
		return 1
	}
	return 0
}

// Heuristics lists every heuristic, weakest first; misplaced-blank, which
// is not admissible, after the one it spoils. The list is a copy; the
// heuristics are the registry's own and are not to be changed.
func Heuristics() []*Heuristic { return slices.Clone(heuristics) }

var heuristics = []*Heuristic{
	{
		Name: "misplaced", Title: "Misplaced tiles", Consistent: true,
		Description: "counts the tiles not on their goal cell",
		tileCost:    misplaced,
	},
	{
		Name: "misplaced-blank", Title: "Misplaced tiles and blank",
		Description: "counts the cells whose tile differs from the goal's, the blank included, as aima-python does; it can exceed the distance by one move",
		tileCost:    misplaced, blank: true,
		// misplaced tiles never exceed the distance, and the blank adds one
		MaxExcess: 1,
	},
	{
		Name: "rowcol", Title: "Out of row and column", Consistent: true,
		Description: "counts tiles outside their goal row plus tiles outside their goal column",
		tileCost: func(r1, c1, r2, c2 int) float64 {
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
		tileCost: func(r1, c1, r2, c2 int) float64 {
			return math.Hypot(float64(r1-r2), float64(c1-c2))
		},
		radical: true,
	},
	{
		Name: "manhattan", Title: "Manhattan distance", Consistent: true,
		Description: "sums each tile's row and column distance to its goal cell",
		tileCost:    manhattan, Strength: Strong,
	},
	{
		Name: "linear-conflict", Title: "Linear conflict", Consistent: true,
		Description: "Manhattan distance plus 2 moves for each tile that must leave its goal row or column to let another pass",
		tileCost:    manhattan, conflicts: true, Strength: Strong,
	},
	{
		Name: "pdb", Title: "Pattern database",
		Description: "sums, over disjoint groups of tiles, the fewest moves of each group's tiles that bring them home, looked up in tables built once per goal (with the board reflected about the diagonal where the goal allows, taking the larger)",
		// admissible, but a lookup that takes the least over the blank's
		// regions is not consistent: a move can change it by 3 (see pdb)
		tileCost: manhattan, pattern: true, Strength: Strongest,
	},
}

// ManhattanTerms reports whether h is the Manhattan distance (ok), and
// whether it adds the linear conflicts on top: the estimates that a search
// counting those terms itself, the 5-wide boards' (solver/wide), follows.
func (h *Heuristic) ManhattanTerms() (ok, conflicts bool) {
	if h == nil || h.expr != nil || h.pattern || h.blank || h.radical || h.Strength != Strong {
		return false, false
	}
	return true, h.conflicts
}

// Admissible reports whether h never exceeds the number of moves left.
func (h *Heuristic) Admissible() bool { return h.MaxExcess == 0 }

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

// Estimate returns h(b) in moves for the given goal: exact for the whole
// heuristics, and for Euclidean distance to floating-point precision. A
// board or goal that is not Valid, or a Heuristic that is not one of
// Heuristics(), is an error.
func (h *Heuristic) Estimate(b, goal Board) (float64, error) {
	return h.EstimateOn(Square3, b, goal)
}

// EstimateOn is Estimate on a board of the given shape. The pdb heuristic
// needs its database, built on first use (seconds on 4x4): the context
// cancels that.
func (h *Heuristic) EstimateOn(shape Shape, b, goal Board) (float64, error) {
	switch {
	case h != nil && h.expr != nil:
		if !shape.Valid(b) {
			return 0, fmt.Errorf("board is not a %v board: %s", shape.Norm(), shape.tilesWanted())
		}
		e, err := h.newExprEval(context.Background(), shape, goal)
		if err != nil {
			return 0, err
		}
		return e.moves(b), nil
	case h == nil || h.tileCost == nil:
		return 0, errors.New("the heuristic is not one of Heuristics()")
	case shape.Check() != nil:
		return 0, shape.Check()
	case !shape.Valid(b):
		return 0, fmt.Errorf("board is not a %v board: %s", shape.Norm(), shape.tilesWanted())
	case !shape.Valid(goal):
		return 0, fmt.Errorf("goal is not a %v board: %s", shape.Norm(), shape.tilesWanted())
	}
	if h.pattern {
		db, err := patterns(context.Background(), false, shape, goal, nil)
		if err != nil {
			return 0, err
		}
		return float64(db.Estimate(b)), nil
	}
	t := h.table(shape, goal)
	return t.moves(t.eval(b)), nil
}

// Estimator returns h, in moves, of boards of the shape for the goal, with
// the tables compiled (or the pattern database built) once: what a caller
// measuring h over many boards wants. The function does not check its
// board, which must be Valid for the shape. The function of an
// expression (ParseHeuristic) is not safe for concurrent use: take one
// for each goroutine.
func (h *Heuristic) Estimator(ctx context.Context, shape Shape, goal Board) (func(Board) float64, error) {
	switch {
	case h != nil && h.expr != nil:
		e, err := h.newExprEval(ctx, shape, goal)
		if err != nil {
			return nil, err
		}
		return e.moves, nil
	case h == nil || h.tileCost == nil:
		return nil, errors.New("the heuristic is not one of Heuristics()")
	case shape.Check() != nil:
		return nil, shape.Check()
	case !shape.Valid(goal):
		return nil, fmt.Errorf("goal is not a %v board: %s", shape.Norm(), shape.tilesWanted())
	}
	if h.pattern {
		db, err := patterns(ctx, false, shape, goal, nil)
		if err != nil {
			return nil, err
		}
		return func(b Board) float64 { return float64(db.Estimate(b)) }, nil
	}
	t := h.table(shape, goal)
	return func(b Board) float64 { return t.moves(t.eval(b)) }, nil
}

// moves converts a value in the table's units (h, or g*unit+h) to moves.
// A sum of radicals is taken apart into x + b*sqrt(2) + c*sqrt(5), which
// its units determine (TestEuclideanUnitsOrderExactly), and computed from
// those, so that the same value always gives the same float.
func (t *hTable) moves(units int) float64 {
	if t.unit == hScale {
		return float64(units) / hScale
	}
	if t.plain {
		return float64(units) / float64(t.unit)
	}
	if t.cells != cells3 {
		// only the 3x3's sums are taken apart; elsewhere the units are
		// still exact for comparisons, and the float is as near as this
		return float64(units) / exactUnit
	}
	r2, r5 := radicalUnits(1, 1), radicalUnits(1, 2)
	for c := 0; c <= cells3-1; c++ { // each tile at most one sqrt(5)
		for b := 0; b <= 2*(cells3-1); b++ { // and at most 2*sqrt(2)
			rest := units - b*r2 - c*r5
			if rest < 0 {
				break
			}
			if rest%exactUnit == 0 {
				return float64(rest/exactUnit) + (float64(b)*math.Sqrt2 + float64(c)*math.Sqrt(5))
			}
		}
	}
	panic(fmt.Sprintf("solver: %d is not a sum of tile distances", units))
}

// radicalUnits is a straight-line distance dr, dc in exactUnit units: the
// integer part exact, the square root of the square-free part rounded once.
func radicalUnits(dr, dc int) int {
	d2 := dr*dr + dc*dc
	k, m := 1, d2
	for f := 2; f*f <= m; f++ {
		for m%(f*f) == 0 {
			m /= f * f
			k *= f
		}
	}
	return k * int(math.Round(math.Sqrt(float64(m))*exactUnit))
}

// hTable is a heuristic compiled for one goal: what a search looks up per
// node, so that a move costs a few table reads instead of a full count.
type hTable struct {
	cells int // of the shape, whose width is cols
	cols  int
	// full, when set, gives h of a board whole, and the searches call it
	// for each board instead of updating h a tile at a time: the pattern
	// databases, and linear conflict on shapes other than 3x3, whose lines
	// the tables below do not fit
	full func(Board) int
	// line conflicts of shapes other than 3x3, by line and its tiles' bits
	// (lcg says they are in use; lc is the 3x3's tables)
	rowG, colG [][]uint8
	lcg        bool

	// [tile][cell], in units of 1/unit move; tile 0 costs 0. 16x16 so
	// that indexes masked to a nibble need no bounds check, which lets
	// tileDelta inline; uint16, because wider entries made the searches'
	// inner loops a few percent slower.
	tile [16][16]uint16
	// h = base + the tiles' entries. When the blank counts, its cost in
	// each cell is moved onto the tiles (a tile's entry is its cost less
	// the blank's in the same cell, plus one move to stay positive; base
	// holds all the blank's costs less those moves): a move then still
	// changes h by one tile's entries, and tileDelta stays as it is.
	base int
	unit int // hScale, or exactUnit for a sum of radicals
	// plain: units are not a sum of radicals (an expression's, in
	// exactUnit units, rounded)
	plain bool
	lc    bool
	// extra cost of the linear conflicts in a row or column, indexed by the
	// 12 bits of its three cells' nibbles, already in hScale units
	// (a fourth line, never used, so that a line number masked to 2 bits
	// needs no bounds check)
	row, col [4][1 << 12]uint8
	// each tile's goal row and column
	homeRow, homeCol [16]uint8
}

type hKey struct {
	h     *Heuristic
	shape Shape
	goal  Board
}

// MaxHeuristicTables bounds the cache of heuristics compiled for a goal:
// at most 64 (heuristic, goal) pairs, about 33 KB each, so about 2.1 MB,
// the least recently used dropped first. That holds every heuristic for a
// dozen goals, more than a person switches between, while a program that
// tries thousands of goals stays small.
const MaxHeuristicTables = 64

var hCache = newLRU[hKey, *hTable](MaxHeuristicTables)

func (h *Heuristic) table(shape Shape, goal Board) *hTable {
	key := hKey{h, shape.Norm(), goal}
	if t, ok := hCache.get(key); ok {
		return t
	}
	return hCache.add(key, h.compile(shape.Norm(), goal))
}

// compile builds the tables of h for a goal of a shape (not the pdb
// heuristic's, whose database Solve finds).
func (h *Heuristic) compile(shape Shape, goal Board) *hTable {
	cells, cols := shape.Cells(), shape.Cols
	t := &hTable{lc: h.conflicts, unit: hScale, cells: cells, cols: cols}
	if h.radical {
		t.unit = exactUnit
	}
	var home [MaxCells]int
	for c := 0; c < cells; c++ {
		home[goal.At(c)] = c
	}
	cost := func(tile, c int) int {
		r1, c1 := c/cols, c%cols
		r2, c2 := home[tile]/cols, home[tile]%cols
		if h.radical {
			return radicalUnits(r1-r2, c1-c2)
		}
		// whole moves (or sixteenths) are exact in hScale units
		return int(math.Round(h.tileCost(r1, c1, r2, c2) * hScale))
	}
	for tile := 1; tile < cells; tile++ {
		t.homeRow[tile], t.homeCol[tile] = uint8(home[tile]/cols), uint8(home[tile]%cols)
		for c := 0; c < cells; c++ {
			v := cost(tile, c)
			if h.blank {
				v += hScale - cost(0, c) // the blank's cost is at most a move
			}
			t.tile[tile][c] = uint16(v)
		}
	}
	if h.blank {
		for c := 0; c < cells; c++ {
			t.base += cost(0, c)
		}
		t.base -= (cells - 1) * hScale
	}
	if !h.conflicts {
		return t
	}
	if !shape.Is3x3() {
		t.lc = false
		t.compileLines(shape, home[:cells])
		return t
	}
	for line := 0; line < side3; line++ {
		for idx := 0; idx < 1<<12; idx++ {
			var rowGoals, colGoals []int
			for k := 0; k < side3; k++ {
				tile := idx >> (4 * k) & 0xF
				if tile == 0 || tile >= cells3 {
					continue
				}
				hr, hc := home[tile]/side3, home[tile]%side3
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
	var buf [MaxSide]int
	best := buf[:0]
	if len(xs) > MaxSide {
		best = make([]int, 0, len(xs))
	}
	best = best[:len(xs)]
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
	if t.full != nil {
		return t.full(b)
	}
	return t.evalTiles(b)
}

// incremental reports whether the searches may update h a tile at a time
// (true too for no heuristic).
func (t *hTable) incremental() bool { return t == nil || t.full == nil }

// childH is h of next, one move from prev whose h is h: the blank at cell
// blank took the tile from cell from.
func (t *hTable) childH(prev, next Board, h, blank, from int) int {
	if t.full != nil {
		return t.full(next)
	}
	return h + t.delta(prev, next, blank, from)
}

func (t *hTable) evalTiles(b Board) int {
	h := t.base
	for c := 0; c < t.cells; c++ {
		h += int(t.tile[b.At(c)][c])
	}
	if t.lcg {
		return h + t.lineConflicts(b)
	}
	if t.lc {
		for k := 0; k < side3; k++ {
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
	if t.lcg {
		d += t.conflictDeltaG(prev, next, blank)
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

// compileLines builds the linear-conflict tables of a shape other than
// 3x3: for each row, by the nibbles of its cols cells, and for each
// column, by the nibbles of its rows cells (gathered in order), the extra
// moves of the tiles of that line whose goal is in it. h is then computed
// whole for each board (full), which costs a few table reads per line.
func (t *hTable) compileLines(shape Shape, home []int) {
	rows, cols := shape.Rows, shape.Cols
	build := func(line, width int, goalLine, goalPos func(cell int) int) []uint8 {
		tab := make([]uint8, 1<<(4*width))
		var buf [MaxSide]int // no allocation per entry: 4x4 has 2^16 per line
		for idx := range tab {
			goals := buf[:0]
			for k := 0; k < width; k++ {
				tile := idx >> (4 * k) & 0xF
				if tile == 0 || tile >= len(home) {
					continue
				}
				if goalLine(home[tile]) == line {
					goals = append(goals, goalPos(home[tile]))
				}
			}
			if len(goals) > 1 {
				tab[idx] = uint8(2 * hScale * (len(goals) - longestIncreasing(goals)))
			}
		}
		return tab
	}
	for r := 0; r < rows; r++ {
		t.rowG = append(t.rowG, build(r, cols, func(c int) int { return c / cols }, func(c int) int { return c % cols }))
	}
	for c := 0; c < cols; c++ {
		t.colG = append(t.colG, build(c, rows, func(x int) int { return x % cols }, func(x int) int { return x / cols }))
	}
	t.lcg = true
}

// conflictDeltaG is conflictDelta on a shape other than 3x3: the same two
// lines, the moved tile's goal row and column, looked up before and after.
func (t *hTable) conflictDeltaG(prev, next Board, blank int) int {
	tile := next.At(blank)
	r, c := int(t.homeRow[tile]), int(t.homeCol[tile])
	rows, cols := len(t.rowG), t.cols
	rowMask := Board(1)<<(4*uint(cols)) - 1
	shift := 4 * uint(r*cols)
	d := int(t.rowG[r][next>>shift&rowMask]) - int(t.rowG[r][prev>>shift&rowMask])
	in, out := 0, 0
	for k := 0; k < rows; k++ {
		in |= next.At(k*cols+c) << (4 * k)
		out |= prev.At(k*cols+c) << (4 * k)
	}
	return d + int(t.colG[c][in]) - int(t.colG[c][out])
}

// lineConflicts adds up the line tables of a shape other than 3x3.
func (t *hTable) lineConflicts(b Board) int {
	h := 0
	cols := t.cols
	rowMask := Board(1)<<(4*uint(cols)) - 1
	for r, tab := range t.rowG {
		h += int(tab[b>>(4*uint(r*cols))&rowMask])
	}
	for c, tab := range t.colG {
		idx := 0
		for r := range t.rowG {
			idx |= b.At(r*cols+c) << (4 * r)
		}
		h += int(tab[idx])
	}
	return h
}

// InSentence is the heuristic's title as it reads inside a sentence: in
// lower case ("expands ... plus linear conflict"), but for a name of a
// person or place, which keeps its capital ("plus Manhattan distance"),
// and for a student's expression, which is kept as typed.
func (h *Heuristic) InSentence() string {
	if h.expr != nil {
		return h.Title
	}
	for _, name := range []string{"Manhattan", "Euclidean"} {
		if strings.HasPrefix(h.Title, name+" ") {
			return h.Title
		}
	}
	return strings.ToLower(h.Title)
}
