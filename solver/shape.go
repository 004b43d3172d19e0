package solver

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"
)

// Shape is the number of rows and columns of a board, each 2 to 4. The
// zero Shape means 3x3, the 8-puzzle, so that a Problem or a call written
// before other sizes existed keeps its meaning; Norm turns it into 3x3.
//
// A Board does not know its shape: the same nibbles are a different
// puzzle on 2x4 and 4x2, so every function that needs the geometry takes
// the Shape beside the Board, as the engine does through Problem.Shape.
type Shape struct {
	Rows, Cols int
}

// The sides a board may have, and the most cells (a Board holds 16).
const (
	MinSide  = 2
	MaxSide  = 4
	MaxCells = MaxSide * MaxSide
)

// Square3 is the 8-puzzle's shape, the default.
var Square3 = Shape{3, 3}

// Shapes lists every shape the engine solves, smallest first, the
// 8-puzzle's among them.
func Shapes() []Shape { return slices.Clone(shapes) }

// shapes is Shapes' list, made once: the parser asks for it per board.
var shapes = func() []Shape {
	var out []Shape
	for r := MinSide; r <= MaxSide; r++ {
		for c := MinSide; c <= MaxSide; c++ {
			out = append(out, Shape{r, c})
		}
	}
	slices.SortStableFunc(out, func(a, b Shape) int { return a.Cells() - b.Cells() })
	return out
}()

// Norm is s, with the zero Shape taken for 3x3.
func (s Shape) Norm() Shape {
	if s == (Shape{}) {
		return Square3
	}
	return s
}

// Is3x3 reports whether s is the 8-puzzle's shape (the zero Shape too).
func (s Shape) Is3x3() bool { return s.Norm() == Square3 }

// Cells is the number of cells: one more than the number of tiles.
func (s Shape) Cells() int { s = s.Norm(); return s.Rows * s.Cols }

// String writes the shape as rows x columns: "3x4".
func (s Shape) String() string {
	s = s.Norm()
	return strconv.Itoa(s.Rows) + "x" + strconv.Itoa(s.Cols)
}

// Check reports a shape the engine does not solve, in words.
func (s Shape) Check() error {
	s = s.Norm()
	if s.Rows < MinSide || s.Rows > MaxSide || s.Cols < MinSide || s.Cols > MaxSide {
		return fmt.Errorf("size %dx%d: rows and columns must each be %d to %d", s.Rows, s.Cols, MinSide, MaxSide)
	}
	return nil
}

// ParseShape reads a shape written as rows x columns: "3x4", "3X4", "3*4"
// or "3 x 4"; a single number n is n x n.
func ParseShape(text string) (Shape, error) {
	t := strings.ToLower(strings.Join(strings.Fields(text), ""))
	if t == "" {
		return Shape{}, fmt.Errorf("size: empty, want rows x columns such as 3x3 or 4x4")
	}
	var rs, cs string
	if i := strings.IndexAny(t, "x*×"); i >= 0 {
		rs = t[:i]
		_, w := utf8.DecodeRuneInString(t[i:])
		cs = t[i+w:]
	} else {
		rs, cs = t, t
	}
	r, err1 := strconv.Atoi(rs)
	c, err2 := strconv.Atoi(cs)
	if err1 != nil || err2 != nil {
		return Shape{}, fmt.Errorf("size %q: want rows x columns such as 3x3 or 4x4", strings.TrimSpace(text))
	}
	s := Shape{r, c}
	// checked as written: Check would take a zero Shape ("0x0") for 3x3
	if r < MinSide || r > MaxSide || c < MinSide || c > MaxSide {
		return Shape{}, fmt.Errorf("size %s: rows and columns must each be %d to %d", strings.TrimSpace(text), MinSide, MaxSide)
	}
	return s, nil
}

// shapeMask has a nibble of ones for every cell of the board.
func (s Shape) mask() Board {
	n := s.Cells()
	if n >= MaxCells {
		return ^Board(0)
	}
	return Board(1)<<(4*uint(n)) - 1
}

// Valid reports whether b is a board of this shape: the tiles 1 to
// Cells-1 and a blank, each once, and nothing beyond the last cell.
func (s Shape) Valid(b Board) bool {
	g := s.geo()
	return g != nil && g.valid(b)
}

// wide reports whether some tile has two digits, so that a board is
// written with separators.
func (s Shape) wide() bool { return s.Cells() > 10 }

// Format writes b in the form the command line and JSON use: nine digits
// for 3x3 ("123456780"), otherwise rows split by "/" with the tiles of a
// row split by spaces ("1 2 3/4 5 0"), which Parse reads back.
func (s Shape) Format(b Board) string {
	if s.Is3x3() {
		return b.String()
	}
	return s.rowForm(b, " ")
}

// RowsText writes b row by row split by "/": "123/456/780" when every tile
// is one digit, "1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0" otherwise.
func (s Shape) RowsText(b Board) string {
	if s.wide() {
		return s.rowForm(b, " ")
	}
	return s.rowForm(b, "")
}

func (s Shape) rowForm(b Board, sep string) string {
	s = s.Norm()
	var sb strings.Builder
	for r := 0; r < s.Rows; r++ {
		if r > 0 {
			sb.WriteByte('/')
		}
		for c := 0; c < s.Cols; c++ {
			if c > 0 {
				sb.WriteString(sep)
			}
			sb.WriteString(strconv.Itoa(b.At(r*s.Cols + c)))
		}
	}
	return sb.String()
}

// Grid writes b as one line per row, the tiles right-aligned in columns,
// _ for the blank.
func (s Shape) Grid(b Board) string {
	s = s.Norm()
	w := 1
	if s.wide() {
		w = 2
	}
	var sb strings.Builder
	for r := 0; r < s.Rows; r++ {
		for c := 0; c < s.Cols; c++ {
			if c > 0 {
				sb.WriteByte(' ')
			}
			t := "_"
			if v := b.At(r*s.Cols + c); v != 0 {
				t = strconv.Itoa(v)
			}
			sb.WriteString(strings.Repeat(" ", w-len(t)) + t)
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

// FromRows builds a board from rows of tiles, without validating: use
// ParseBoard or Valid for input from people.
func (s Shape) FromRows(rows [][]int) Board {
	var tiles []int
	for _, r := range rows {
		tiles = append(tiles, r...)
	}
	return FromTiles(tiles)
}

// Tiles returns the tiles of b in row-major order, 0 for the blank.
func (s Shape) Tiles(b Board) []int {
	t := make([]int, s.Cells())
	for i := range t {
		t[i] = b.At(i)
	}
	return t
}

// geometry is how the blank moves on a shape: for each cell the steps out
// of it in the order up, down, left, right, and the same without the move
// back. The 3x3's are the package's steps and forward tables, which the
// specialised search loops index directly.
type geometry struct {
	shape   Shape
	cells   int
	steps   [MaxCells][]step
	forward [MaxCells][8][]step
	// the move tables of each Order (conventions.go)
	moves [NumOrders]struct {
		once sync.Once
		t    *moveTable
	}
	pad  Board // fills the cells past the last so that Rank applies (rankable)
	mask Board // a nibble of ones per cell
}

// valid is Shape.Valid for the geometry's shape, without the shape's
// checks: the tables answer it for every board they are asked about.
func (g *geometry) valid(b Board) bool {
	if b&^g.mask != 0 {
		return false
	}
	var seen uint32
	for i := 0; i < g.cells; i++ {
		seen |= 1 << (uint(b>>(4*uint(i))) & 0xF)
	}
	return seen == 1<<g.cells-1
}

// geometries holds each shape's, by geoIndex.
var geometries = func() (m [(MaxSide - MinSide + 1) * (MaxSide - MinSide + 1)]*geometry) {
	for _, s := range Shapes() {
		g := &geometry{shape: s, cells: s.Cells(), mask: s.mask()}
		for c := 0; c < g.cells; c++ {
			r, k := c/s.Cols, c%s.Cols
			if r > 0 {
				g.steps[c] = append(g.steps[c], step{int8(c - s.Cols), Up})
			}
			if r < s.Rows-1 {
				g.steps[c] = append(g.steps[c], step{int8(c + s.Cols), Down})
			}
			if k > 0 {
				g.steps[c] = append(g.steps[c], step{int8(c - 1), Left})
			}
			if k < s.Cols-1 {
				g.steps[c] = append(g.steps[c], step{int8(c + 1), Right})
			}
			for last := range g.forward[c] {
				for _, st := range g.steps[c] {
					if last < 4 && st.move == Move(last).Inverse() {
						continue
					}
					g.forward[c][last] = append(g.forward[c][last], st)
				}
			}
		}
		// A board of up to 9 cells ranks as the 3x3 board that has tile i
		// in each cell i past its last: distinct boards stay distinct.
		if g.cells <= 9 {
			for c := g.cells; c < 9; c++ {
				g.pad |= Board(c) << (4 * uint(c))
			}
		}
		m[geoIndex(s)] = g
	}
	return m
}()

func geoIndex(s Shape) int { return (s.Rows-MinSide)*(MaxSide-MinSide+1) + s.Cols - MinSide }

// rankable reports whether boards of the shape rank below NumRanks (after
// adding pad), so that a search keeps them in arrays rather than hash sets.
func (g *geometry) rankable() bool { return g.cells <= 9 }

// rank is the index of a board of the shape in the arrays of NumRanks.
func (g *geometry) rank(b Board) uint32 { return (b | g.pad).Rank() }

// unrank is the inverse of rank.
func (g *geometry) unrank(r uint32) Board { return Unrank(r) &^ g.pad }

// geo returns the geometry of a shape the engine solves, nil otherwise.
func (s Shape) geo() *geometry {
	s = s.Norm()
	if s.Rows < MinSide || s.Rows > MaxSide || s.Cols < MinSide || s.Cols > MaxSide {
		return nil
	}
	return geometries[geoIndex(s)]
}

// Successors lists the boards one move away, in the fixed order up, down,
// left, right; none when b is not Valid for s.
func (s Shape) Successors(b Board) []Successor {
	if !s.Valid(b) {
		return nil
	}
	blank := b.Blank()
	g := s.geo()
	out := make([]Successor, 0, 4)
	for _, st := range g.steps[blank] {
		out = append(out, Successor{st.move, b.slide(blank, int(st.to))})
	}
	return out
}

// Apply returns the board after the blank moves in direction m, and false
// when the blank is against that edge or b is not Valid for s.
func (s Shape) Apply(b Board, m Move) (Board, bool) {
	if !s.Valid(b) {
		return b, false
	}
	blank := b.Blank()
	for _, st := range s.geo().steps[blank] {
		if st.move == m {
			return b.slide(blank, int(st.to)), true
		}
	}
	return b, false
}

// MoveTile slides the tile in cell i into the blank when they are
// neighbours, and reports the blank's move; false when they are not, or b
// is not Valid for s.
func (s Shape) MoveTile(b Board, i int) (Board, Move, bool) {
	if !s.Valid(b) {
		return b, 0, false
	}
	blank := b.Blank()
	for _, st := range s.geo().steps[blank] {
		if int(st.to) == i {
			return b.slide(blank, i), st.move, true
		}
	}
	return b, 0, false
}

// Swap exchanges the contents of two cells (used when editing a board); a
// cell outside the shape leaves b as it is.
func (s Shape) Swap(b Board, i, j int) Board {
	n := s.Cells()
	if i < 0 || i >= n || j < 0 || j >= n {
		return b
	}
	return b.swap(i, j)
}

// parityOf is the invariant that decides solvability on s: the parity of
// the inversions among the tiles, plus, when the width is even, the
// blank's row. A sideways move changes neither. A vertical move carries a
// tile past Cols-1 others, changing the inversions by an odd number
// exactly when the width is even, and then also moves the blank a row.
func (s Shape) parityOf(b Board) int {
	s = s.Norm()
	if s == Square3 {
		return b.parity()
	}
	inv := 0
	var seen uint32
	for i := 0; i < s.Cells(); i++ {
		t := b.At(i)
		if t == 0 {
			continue
		}
		inv += bits.OnesCount32(seen >> t)
		seen |= 1 << t
	}
	if s.Cols%2 == 0 {
		inv += b.Blank() / s.Cols
	}
	return inv & 1
}

// Solvable reports whether goal can be reached from start on s; false
// when either is not Valid for s. Every board of a rectangle of at least
// 2x2 falls in one of two classes by the invariant of parityOf, each
// connected, so the invariant decides it without a search.
func (s Shape) Solvable(start, goal Board) bool {
	return s.Valid(start) && s.Valid(goal) && s.parityOf(start) == s.parityOf(goal)
}

// Random returns a board drawn uniformly from those that reach goal on s,
// or 0 (not a board) when goal is not Valid for s. A nil rng draws from
// math/rand/v2's global source.
func (s Shape) Random(rng *rand.Rand, goal Board) Board {
	if !s.Valid(goal) {
		return 0
	}
	var p []int
	if rng == nil {
		p = rand.Perm(s.Cells())
	} else {
		p = rng.Perm(s.Cells())
	}
	b := FromTiles(p)
	if s.parityOf(b) != s.parityOf(goal) {
		// swapping two tiles (not the blank) flips the invariant and pairs
		// each unsolvable board with one solvable one: the draw stays
		// uniform
		i, j := 0, 1
		if b.At(i) == 0 {
			i = 2
		} else if b.At(j) == 0 {
			j = 2
		}
		b = b.swap(i, j)
	}
	return b
}

// Presets returns the named goals of s, the default (blank last) first.
func (s Shape) Presets() []Preset {
	if s.Is3x3() {
		return slices.Clone(presets)
	}
	n := s.Cells()
	last := make([]int, n)
	first := make([]int, n)
	for i := 0; i < n-1; i++ {
		last[i] = i + 1
		first[i+1] = i + 1
	}
	return []Preset{
		{"blank last", FromTiles(last)},
		{"blank first", FromTiles(first)},
		{"spiral", s.spiral()},
	}
}

// Goal is the default goal of s: the tiles in order, the blank last.
func (s Shape) Goal() Board { return s.Presets()[0].Board }

// spiral numbers the cells clockwise from the top-left corner inwards,
// the blank on the last: 123/804/765 on 3x3.
func (s Shape) spiral() Board {
	s = s.Norm()
	tiles := make([]int, s.Cells())
	top, bottom, left, right := 0, s.Rows-1, 0, s.Cols-1
	k := 1
	put := func(r, c int) {
		if k < s.Cells() {
			tiles[r*s.Cols+c] = k
		}
		k++
	}
	for top <= bottom && left <= right {
		for c := left; c <= right; c++ {
			put(top, c)
		}
		for r := top + 1; r <= bottom; r++ {
			put(r, right)
		}
		if top < bottom {
			for c := right - 1; c >= left; c-- {
				put(bottom, c)
			}
		}
		if left < right {
			for r := bottom - 1; r > top; r-- {
				put(r, left)
			}
		}
		top, bottom, left, right = top+1, bottom-1, left+1, right-1
	}
	return FromTiles(tiles)
}

// PresetGoal finds a named goal of s ("blank last", "blank-first",
// "spiral"), and false for another name.
func (s Shape) PresetGoal(name string) (Board, bool) {
	key := strings.NewReplacer("-", " ", "_", " ").Replace(strings.ToLower(strings.TrimSpace(name)))
	for _, p := range s.Presets() {
		if p.Name == key {
			return p.Board, true
		}
	}
	return 0, false
}

// Reachable is the number of boards that can reach a given goal on s:
// half of all arrangements, Cells!/2.
func (s Shape) Reachable() float64 {
	f := 1.0
	for i := 2; i <= s.Cells(); i++ {
		f *= float64(i)
	}
	return f / 2
}

// diameters are the longest optimal solutions, known for every shape the
// engine solves (by exhaustive search where the space fits, and from the
// literature for 3x4 and 4x4: 53 and 80 moves).
var diameters = map[Shape]int{
	{2, 2}: 6, {2, 3}: 21, {3, 2}: 21, {2, 4}: 36, {4, 2}: 36,
	{3, 3}: 31, {3, 4}: 53, {4, 3}: 53, {4, 4}: 80,
}

// Diameter is the most moves any board of s needs: the default depth limit
// of dls, so that it solves every board by default.
func (s Shape) Diameter() int { return diameters[s.Norm()] }

// Tabled reports whether the exact distance table (algorithm table, hints,
// random boards at a distance) is built for s: for up to 9 cells, at most
// 181,440 boards, built in well under a second.
func (s Shape) Tabled() bool { return s.Cells() <= 9 }

// tilesWanted says what a board of s holds, for error messages.
func (s Shape) tilesWanted() string {
	return fmt.Sprintf("want tiles 1 to %d and a blank, each once", s.Cells()-1)
}

// FileName writes b for a file's name: nine digits on 3x3, otherwise the
// rows split by "_" and the tiles by "-" ("1-2-3_4-5-0"), with nothing a
// file system refuses.
func (s Shape) FileName(b Board) string {
	if s.Is3x3() {
		return b.String()
	}
	return strings.NewReplacer(" ", "-", "/", "_").Replace(s.rowForm(b, " "))
}

// Walk returns the board n random moves of the blank from b, never
// straight back: at most n moves from b, usually close to n. It makes
// boards of a chosen difficulty on the sizes without a table, where
// Table.RandomAt cannot; a nil rng draws from math/rand/v2's global
// source. A b that is not Valid for s is returned as it is.
func (s Shape) Walk(rng *rand.Rand, b Board, n int) Board {
	if !s.Valid(b) {
		return b
	}
	intN := rand.IntN
	if rng != nil {
		intN = rng.IntN
	}
	prev := Board(0)
	for range n {
		succ := s.Successors(b)
		for {
			c := succ[intN(len(succ))].Board
			if c != prev {
				prev, b = b, c
				break
			}
		}
	}
	return b
}
