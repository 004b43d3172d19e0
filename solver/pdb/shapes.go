package pdb

import (
	"context"
	"fmt"
	"math/bits"
	"slices"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// Pattern databases for the shapes other than 4x4 (2x2 up to 3x4 and
// 4x3, at most 12 cells). They follow the 4x4's design (disjoint patterns,
// each database the fewest moves of its own tiles, the sum admissible)
// with two differences that the small boards make cheap:
//
//   - An entry is kept per placement of the pattern's tiles AND cell of
//     the blank, not the minimum over the blank's cells. A real move then
//     changes one pattern's value by at most one and leaves the others as
//     they are (the blank stays in the same region of their free cells),
//     so the sum is consistent as well as admissible: A* never reopens a
//     board, and the value is higher wherever the pattern's tiles wall the
//     blank off from where it is needed.
//   - The tables are indexed by the rank of the placement (n!/(n-m)!
//     placements of m tiles on n cells) times the blank's rank among the
//     free cells: 665,280 x 6 bytes for six tiles on 12 cells, 4 MB, where
//     indexing by the raw cells, as the 4x4's tables do, would take 16^6
//     entries per cell of the blank. A lookup ranks each pattern's
//     placement, a few popcounts a tile.

// shapeMaxCells is the most cells of a shape these databases serve: 3x4.
const shapeMaxCells = 12

// shapeUnreached marks a (placement, blank) the search did not reach: one
// of the other parity, when at most one tile is outside the pattern (the
// 2x2's single pattern). Only boards that cannot reach the goal look it
// up.
const shapeUnreached = 0xFF

// shapeGeom is how the blank moves on a shape, with cell r*cols+c in bit
// r*cols+c of a mask.
type shapeGeom struct {
	shape      solver.Shape
	rows, cols int
	n          int    // cells
	all        uint32 // a bit per cell
	// masks that stop a flood wrapping round a row: cells not in the first
	// column, not in the last
	notFirst, notLast uint32
	nbr               [shapeMaxCells]uint32 // the cells next to each cell
}

func newShapeGeom(s solver.Shape) shapeGeom {
	s = s.Norm()
	g := shapeGeom{shape: s, rows: s.Rows, cols: s.Cols, n: s.Rows * s.Cols}
	g.all = 1<<g.n - 1
	for c := 0; c < g.n; c++ {
		r, k := c/g.cols, c%g.cols
		if k != 0 {
			g.notFirst |= 1 << c
		}
		if k != g.cols-1 {
			g.notLast |= 1 << c
		}
		if r > 0 {
			g.nbr[c] |= 1 << (c - g.cols)
		}
		if r < g.rows-1 {
			g.nbr[c] |= 1 << (c + g.cols)
		}
		if k > 0 {
			g.nbr[c] |= 1 << (c - 1)
		}
		if k < g.cols-1 {
			g.nbr[c] |= 1 << (c + 1)
		}
	}
	return g
}

// flood returns the cells of free reachable from seed through free cells:
// where the blank gets without moving a pattern tile, at no cost.
func (g *shapeGeom) flood(seed, free uint32) uint32 {
	comp := seed
	for {
		n := (comp | comp<<g.cols | comp>>g.cols | comp<<1&g.notFirst | comp>>1&g.notLast) & free
		if n == comp {
			return comp
		}
		comp = n
	}
}

// shapePlacements is the number of placements of m tiles on n cells:
// n!/(n-m)!.
func shapePlacements(n, m int) int {
	p := 1
	for i := 0; i < m; i++ {
		p *= n - i
	}
	return p
}

// shapeRank numbers a placement (the cells of the tiles, in order) in a
// mixed radix n, n-1, ...: each cell counts the free cells below it. It
// returns the rank and the occupied cells.
func shapeRank(n int, pos []int8) (int, uint32) {
	r := 0
	var used uint32
	for i, c := range pos {
		r = r*(n-i) + int(c) - bits.OnesCount32(used&(1<<uint(c)-1))
		used |= 1 << uint(c)
	}
	return r, used
}

// shapeUnrank is the inverse of shapeRank; it fills pos and returns the
// occupied cells.
func shapeUnrank(n, r int, pos []int8) uint32 {
	m := len(pos)
	var digit [shapeMaxCells]int
	for i := m - 1; i >= 0; i-- {
		base := n - i
		digit[i] = r % base
		r /= base
	}
	var used uint32
	for i := 0; i < m; i++ {
		free := ^used
		for d := digit[i]; d > 0; d-- {
			free &= free - 1
		}
		c := bits.TrailingZeros32(free)
		pos[i] = int8(c)
		used |= 1 << uint(c)
	}
	return used
}

// shapeSlot is the blank's rank among the cells occ leaves free.
func shapeSlot(blank int, occ uint32) int {
	return blank - bits.OnesCount32(occ&(1<<uint(blank)-1))
}

// shapeTable is one pattern's database: for each placement of its tiles
// (by shapeRank) and each free cell the blank may be in (by shapeSlot),
// the fewest moves of the pattern's tiles to the goal.
type shapeTable struct {
	tiles []int
	free  int // cells left free: n - len(tiles)
	vals  []uint8
}

// buildShapeTable searches back from the goal breadth-first over
// (placement, region of the blank): per placement, visited holds the
// blank cells reached, and a move of a tile enters a whole region of free
// cells at once, since the blank's moves inside it cost nothing. Every
// cell of a region gets the level it was entered at. done, when set, is
// called with the number of entries set so far, now and then; ctx is
// looked at as often.
func buildShapeTable(ctx context.Context, g *shapeGeom, goalCells []int8, goalBlank int, done func(int64)) (shapeTable, error) {
	n, m := g.n, len(goalCells)
	tab := shapeTable{free: n - m}
	np := shapePlacements(n, m)
	tab.vals = make([]uint8, np*tab.free)
	for i := range tab.vals {
		tab.vals[i] = shapeUnreached
	}
	visited := make([]uint16, np)
	var set int64
	// setLevel writes level d for every cell of the region just entered
	setLevel := func(r int, occ, region uint32, d int) {
		base := r * tab.free
		for reg := region; reg != 0; reg &= reg - 1 {
			tab.vals[base+shapeSlot(bits.TrailingZeros32(reg), occ)] = uint8(d)
		}
		set += int64(bits.OnesCount32(region))
	}

	r0, occ0 := shapeRank(n, goalCells)
	comp := g.flood(1<<uint(goalBlank), g.all&^occ0)
	visited[r0] = uint16(comp)
	setLevel(r0, occ0, comp, 0)
	// a frontier entry: rank << 12 | region, which fits 32 bits on 12
	// cells (ranks below 12!/6! < 2^20), halving the frontier's memory
	cur := []uint32{uint32(r0)<<shapeMaxCells | comp}
	var next []uint32
	var pos [shapeMaxCells]int8
	var work int
	for d := 0; len(cur) > 0; d++ {
		if d+1 >= shapeUnreached {
			return shapeTable{}, fmt.Errorf("pattern search deeper than %d moves", shapeUnreached-1) // cannot happen on 12 cells
		}
		next = next[:0]
		for _, e := range cur {
			if work++; work%yieldEvery == 0 {
				solver.Yield() // in a browser, the page's turn (build.go)
			}
			if work&0x3FFF == 0 {
				if err := ctx.Err(); err != nil {
					return shapeTable{}, err
				}
				if done != nil {
					done(set)
				}
			}
			r, region := int(e>>shapeMaxCells), e&(1<<shapeMaxCells-1)
			shapeUnrank(n, r, pos[:m])
			for i := 0; i < m; i++ {
				p := pos[i]
				for nbs := g.nbr[p] & region; nbs != 0; nbs &= nbs - 1 {
					// the blank at nb takes tile i's cell p; the tile goes to nb
					nb := int8(bits.TrailingZeros32(nbs))
					pos[i] = nb
					nr, nocc := shapeRank(n, pos[:m])
					pos[i] = p
					v := uint32(visited[nr])
					if v&(1<<uint(p)) != 0 {
						continue
					}
					c := g.flood(1<<uint(p), g.all&^nocc)
					visited[nr] = uint16(v | c)
					setLevel(nr, nocc, c, d+1)
					next = append(next, uint32(nr)<<shapeMaxCells|c)
				}
			}
		}
		cur, next = next, cur
	}
	if done != nil {
		done(set)
	}
	return tab, nil
}

// shapeView is one sum of databases: a partition, looked up on the board
// itself or on its image under a symmetry of the shape that keeps the
// goal's blank in place. Under the symmetry phi, the tile t in cell c
// stands for the tile sigma(t) in cell phi(c), sigma(t) being the tile
// whose goal cell is phi of t's: the image of a board is exactly as far
// from the goal as the board (the goal is its own image, and moves map to
// moves).
type shapeView struct {
	pats []viewPattern
	cell [shapeMaxCells]int8 // phi
}

// viewPattern is one pattern's lookup in a view, in fixed arrays so that
// a lookup follows no pointer but the table's.
type viewPattern struct {
	// src[i] is the tile of the board that stands for the pattern's i-th
	// tile: sigma^-1 of it
	src  [maxDirectSize]int8
	m    int
	free int // cells left free: the entries per placement
	vals []uint8
}

// ShapeDB is the additive pattern databases of one goal on a shape other
// than 4x4. Estimate is safe for concurrent use.
type ShapeDB struct {
	geom  shapeGeom
	goal  solver.Board
	parts []Partition
	tabs  []shapeTable // of every pattern of every partition, in order
	views []shapeView
	syms  int // symmetries used, the identity among them

	fromCache bool
	cacheErr  error
}

// shapeSymmetries lists the cell maps of the shape's symmetries that keep
// cell blank in place, the identity first.
func shapeSymmetries(g *shapeGeom, blank int) [][shapeMaxCells]int8 {
	var out [][shapeMaxCells]int8
	for _, phi := range shapeAllSymmetries(g) {
		if int(phi[blank]) == blank {
			out = append(out, phi)
		}
	}
	return out
}

// shapeAllSymmetries lists the cell maps of the shape's symmetries, the
// identity first: for a square, the turns and reflections; for a
// rectangle, the half turn and the two reflections.
func shapeAllSymmetries(g *shapeGeom) [][shapeMaxCells]int8 {
	R, C := g.rows, g.cols
	type rc struct{ r, c int }
	maps := []func(r, c int) rc{
		func(r, c int) rc { return rc{r, c} },
		func(r, c int) rc { return rc{r, C - 1 - c} },
		func(r, c int) rc { return rc{R - 1 - r, c} },
		func(r, c int) rc { return rc{R - 1 - r, C - 1 - c} },
	}
	if R == C {
		maps = append(maps,
			func(r, c int) rc { return rc{c, r} },
			func(r, c int) rc { return rc{C - 1 - c, R - 1 - r} },
			func(r, c int) rc { return rc{c, R - 1 - r} },
			func(r, c int) rc { return rc{C - 1 - c, r} },
		)
	}
	var out [][shapeMaxCells]int8
	for _, f := range maps {
		var phi [shapeMaxCells]int8
		for c := 0; c < g.n; c++ {
			p := f(c/C, c%C)
			phi[c] = int8(p.r*C + p.c)
		}
		out = append(out, phi)
	}
	return out
}

// checkShape reports a shape and goal these databases do not serve.
func checkShape(shape solver.Shape, goal solver.Board) error {
	shape = shape.Norm()
	if err := shape.Check(); err != nil {
		return err
	}
	if shape.Cells() > shapeMaxCells {
		return fmt.Errorf("size %v: these databases serve up to %d cells; the 4x4 has its own (Load)", shape, shapeMaxCells)
	}
	if !shape.Valid(goal) {
		return fmt.Errorf("goal %016x is not a %v board", uint64(goal), shape)
	}
	return nil
}

// checkShapePartitions reports a partition that does not cover the tiles
// 1..n-1 of a shape of n cells exactly once, with patterns of 1 to 6
// tiles.
func checkShapePartitions(n int, parts []Partition) error {
	if len(parts) == 0 || len(parts) > maxPartitions {
		return fmt.Errorf("%d partitions, want 1..%d", len(parts), maxPartitions)
	}
	for j, p := range parts {
		if len(p) == 0 || len(p) > n-1 {
			return fmt.Errorf("partition %d has %d patterns, want 1..%d", j+1, len(p), n-1)
		}
		var seen uint32
		for i, pat := range p {
			if len(pat) == 0 || len(pat) > maxDirectSize {
				return fmt.Errorf("partition %d: pattern %d has %d tiles, want 1..%d", j+1, i+1, len(pat), maxDirectSize)
			}
			for _, t := range pat {
				if t < 1 || t >= n {
					return fmt.Errorf("partition %d: pattern %d holds tile %d, not one of 1..%d", j+1, i+1, t, n-1)
				}
				if seen&(1<<t) != 0 {
					return fmt.Errorf("partition %d: tile %d is in two patterns", j+1, t)
				}
				seen |= 1 << t
			}
		}
		if want := uint32(1)<<n - 2; seen != want {
			t := bits.TrailingZeros32(want &^ seen)
			return fmt.Errorf("partition %d: tile %d is in no pattern", j+1, t)
		}
	}
	return nil
}

// BuildShape builds the default databases (ShapePartitions) for a goal on
// a shape of 2x2 up to 3x4 or 4x3. progress, when set, is called on the
// building goroutine with the entries set so far and the total; a
// cancelled ctx stops the build with ctx's error.
func BuildShape(ctx context.Context, shape solver.Shape, goal solver.Board, progress func(done, total int64)) (*ShapeDB, error) {
	if err := checkShape(shape, goal); err != nil {
		return nil, err
	}
	return BuildShapePartitions(ctx, shape, goal, ShapePartitions(shape, goal), progress)
}

// BuildShapePartitions is BuildShape with partitions of one's own (one or
// two); the estimate is the largest of their sums.
func BuildShapePartitions(ctx context.Context, shape solver.Shape, goal solver.Board, parts []Partition, progress func(done, total int64)) (*ShapeDB, error) {
	shape = shape.Norm()
	if err := checkShape(shape, goal); err != nil {
		return nil, err
	}
	g := newShapeGeom(shape)
	if err := checkShapePartitions(g.n, parts); err != nil {
		return nil, err
	}
	parts = slices.Clone(parts)
	for i := range parts {
		parts[i] = parts[i].clone()
	}
	var goalCell [shapeMaxCells]int8
	for c := 0; c < g.n; c++ {
		goalCell[goal.At(c)] = int8(c)
	}
	pats := flatten(parts)
	total := shapeTotal(g.n, pats)
	var before int64
	tabs := make([]shapeTable, len(pats))
	for k, pat := range pats {
		gc := make([]int8, len(pat))
		for i, t := range pat {
			gc[i] = goalCell[t]
		}
		var report func(int64)
		if progress != nil {
			report = func(set int64) { progress(before+set, total) }
		}
		tab, err := buildShapeTable(ctx, &g, gc, int(goalCell[0]), report)
		if err != nil {
			return nil, err
		}
		tab.tiles = slices.Clone(pat)
		tabs[k] = tab
		before += int64(len(tab.vals))
	}
	if progress != nil {
		progress(total, total)
	}
	return newShapeDB(g, goal, parts, tabs), nil
}

// shapeEntries is the number of entries of the database of m tiles on n
// cells: one per placement and free cell the blank can be in.
func shapeEntries(n, m int) int { return shapePlacements(n, m) * (n - m) }

// shapeTotal is the number of entries of the databases of pats.
func shapeTotal(n int, pats [][]int) int64 {
	var total int64
	for _, pat := range pats {
		total += int64(shapeEntries(n, len(pat)))
	}
	return total
}

// newShapeDB assembles the views over built or loaded tables.
func newShapeDB(g shapeGeom, goal solver.Board, parts []Partition, tabs []shapeTable) *ShapeDB {
	db := &ShapeDB{geom: g, goal: goal, parts: parts, tabs: tabs}
	var goalCell [shapeMaxCells]int8
	for c := 0; c < g.n; c++ {
		goalCell[goal.At(c)] = int8(c)
	}
	syms := shapeSymmetries(&g, int(goalCell[0]))
	db.syms = len(syms)
	first := 0
	for _, p := range parts {
		for _, phi := range syms {
			// sigma(t) is the tile in the goal cell phi(goalCell(t))
			var sigmaInv [shapeMaxCells]int8
			for t := 0; t < g.n; t++ {
				s := goal.At(int(phi[goalCell[t]]))
				sigmaInv[s] = int8(t)
			}
			v := shapeView{cell: phi}
			for k, pat := range p {
				tab := &db.tabs[first+k]
				vp := viewPattern{m: len(pat), free: tab.free, vals: tab.vals}
				for i, t := range pat {
					vp.src[i] = sigmaInv[t]
				}
				v.pats = append(v.pats, vp)
			}
			db.views = append(db.views, v)
		}
		first += len(p)
	}
	return db
}

// Shape returns the shape the databases were built for.
func (db *ShapeDB) Shape() solver.Shape { return db.geom.shape }

// Goal returns the goal the databases were built for.
func (db *ShapeDB) Goal() solver.Board { return db.goal }

// Partitions returns the partitions (a copy).
func (db *ShapeDB) Partitions() []Partition {
	out := make([]Partition, len(db.parts))
	for i, p := range db.parts {
		out[i] = p.clone()
	}
	return out
}

// Symmetries is the number of lookups per partition: 1, plus one per
// symmetry of the shape that keeps the goal's blank in place (2 for a
// square with the blank on the main diagonal, 8 for the 3x3's centre).
func (db *ShapeDB) Symmetries() int { return db.syms }

// FromCache reports whether LoadShape read the databases from the cache.
func (db *ShapeDB) FromCache() bool { return db.fromCache }

// CacheError is why LoadShape could not write the cache after building,
// if it could not; the databases work all the same.
func (db *ShapeDB) CacheError() error { return db.cacheErr }

// Bytes is the memory the tables take.
func (db *ShapeDB) Bytes() int64 {
	var n int64
	for _, t := range db.tabs {
		n += int64(len(t.vals))
	}
	return n
}

// cellsOf returns each tile's cell on b, and false when b is not a board
// of the shape (a tile missing or twice, or a nibble beyond the last
// cell), which Estimate must survive.
func (db *ShapeDB) cellsOf(b solver.Board) (cell [shapeMaxCells]int8, ok bool) {
	n := db.geom.n
	if b>>(4*uint(n)) != 0 {
		return cell, false
	}
	var seen uint32
	for c := 0; c < n; c++ {
		t := int(b>>(4*uint(c))) & 0xF
		if t >= n {
			return cell, false
		}
		seen |= 1 << t
		cell[t] = int8(c)
	}
	return cell, seen == 1<<n-1
}

// value is the pattern's entry for a board whose tiles are in cells
// cell, looked up through phi.
func (vp *viewPattern) value(n int, phi, cell *[shapeMaxCells]int8) int {
	r := 0
	var used uint32
	for i, t := range vp.src[:vp.m] {
		c := phi[cell[t]]
		r = r*(n-i) + int(c) - bits.OnesCount32(used&(1<<uint(c)-1))
		used |= 1 << uint(c)
	}
	return int(vp.vals[r*vp.free+shapeSlot(int(phi[cell[0]]), used)])
}

// sum is view v's estimate.
func (v *shapeView) sum(n int, cell *[shapeMaxCells]int8) int {
	s := 0
	for k := range v.pats {
		s += v.pats[k].value(n, &v.cell, cell)
	}
	return s
}

// Estimate returns a lower bound on the moves from b to the goal: the
// largest of the views' sums (each partition, on the board and on its
// images under the symmetries that keep the goal's blank in place). It is
// consistent: one move changes it by at most one. A value that is not a
// board of the shape gives 0, never a panic; a board that cannot reach
// the goal gives a number without meaning.
func (db *ShapeDB) Estimate(b solver.Board) int {
	cell, ok := db.cellsOf(b)
	if !ok {
		return 0
	}
	best := 0
	for i := range db.views {
		best = max(best, db.views[i].sum(db.geom.n, &cell))
	}
	return best
}

// ViewSums returns each view's sum for b, per partition the plain lookup
// first and then the symmetric ones; nil when b is not a board of the
// shape.
func (db *ShapeDB) ViewSums(b solver.Board) []int {
	cell, ok := db.cellsOf(b)
	if !ok {
		return nil
	}
	out := make([]int, len(db.views))
	for i := range db.views {
		out[i] = db.views[i].sum(db.geom.n, &cell)
	}
	return out
}

// PatternEstimates returns each database's value for b in the first
// partition (plain lookup); nil when b is not a board of the shape.
func (db *ShapeDB) PatternEstimates(b solver.Board) []int {
	cell, ok := db.cellsOf(b)
	if !ok {
		return nil
	}
	v := &db.views[0]
	out := make([]int, len(v.pats))
	for k := range v.pats {
		out[k] = v.pats[k].value(db.geom.n, &v.cell, &cell)
	}
	return out
}

// shapeGroups are the default partitions by goal cell, for the blank's
// goal in the last cell (see ShapePartitions); a rectangle taller than
// wide takes its transpose's groups, transposed. Each is the split of its
// sizes with the highest mean estimate over every board (up to 9 cells;
// all 10 splits 3-2 of the 2x3, the 35 splits 4-3 of the 2x4 and 4-4 of
// the 3x3 were tried) or over 50,000 random boards (3x4: halves 31.1,
// rows 29.9, two 3x2 blocks and an L 29.7 to 30.6). The winners are
// compact blocks: tiles that get in each other's way together. The 2x2's
// three tiles make one pattern, an exact table of 12 boards x 1 blank.
// One partition each: a second one for the 3x4 (the halves and the rows,
// the larger sum) raised the mean by 1% for twice the lookups and memory.
var shapeGroups = map[solver.Shape][][][]int{
	// 0 1
	// 2 _
	{Rows: 2, Cols: 2}: {{{0, 1, 2}}},
	// 0 1 2
	// 3 4 _   the left column, and the rest
	{Rows: 2, Cols: 3}: {{{1, 2, 4}, {0, 3}}},
	// 0 1 2 3
	// 4 5 6 _   two 2x2 blocks
	{Rows: 2, Cols: 4}: {{{0, 1, 4, 5}, {2, 3, 6}}},
	// 0 1 2
	// 3 4 5
	// 6 7 _     the top row and the next cell, the rest (0.9004; the
	//           reflection adds its mirror, the left column and the next)
	{Rows: 3, Cols: 3}: {{{0, 1, 2, 3}, {4, 5, 6, 7}}},
	// 0 1  2  3
	// 4 5  6  7
	// 8 9 10  _   the left half and the right half
	{Rows: 3, Cols: 4}: {{{0, 1, 4, 5, 8, 9}, {2, 3, 6, 7, 10}}},
}

// ShapePartitions returns the default partitions for goal on a shape of
// 2x2 up to 3x4 or 4x3: the groups of goal cells above, moved by the
// symmetry of the shape that takes the last cell nearest the goal's
// blank, with the blank's cell swapped for the one the symmetry took the
// last cell to. goal must be Valid for shape.
func ShapePartitions(shape solver.Shape, goal solver.Board) []Partition {
	shape = shape.Norm()
	g := newShapeGeom(shape)
	groups, ok := shapeGroups[shape]
	if !ok {
		// the transpose's groups, transposed
		for _, part := range shapeGroups[solver.Shape{Rows: shape.Cols, Cols: shape.Rows}] {
			var tp [][]int
			for _, pat := range part {
				var q []int
				for _, c := range pat {
					r, k := c/shape.Rows, c%shape.Rows
					q = append(q, k*shape.Cols+r)
				}
				tp = append(tp, q)
			}
			groups = append(groups, tp)
		}
	}
	return shapeParts(&g, goal, groups)
}

// shapeParts turns groups of cells for the blank in the last cell into
// partitions of goal's tiles.
func shapeParts(g *shapeGeom, goal solver.Board, groups [][][]int) []Partition {
	blank := 0
	for c := 0; c < g.n; c++ {
		if goal.At(c) == 0 {
			blank = c
		}
	}
	last := g.n - 1
	dist := func(a, b int) int { return abs(a/g.cols-b/g.cols) + abs(a%g.cols-b%g.cols) }
	var best [shapeMaxCells]int8
	bestD := -1
	for _, phi := range shapeAllSymmetries(g) {
		if d := dist(int(phi[last]), blank); bestD < 0 || d < bestD {
			best, bestD = phi, d
		}
	}
	corner := int(best[last])
	var out []Partition
	for _, grp := range groups {
		p := make(Partition, len(grp))
		for i, pat := range grp {
			for _, c := range pat {
				c = int(best[c])
				if c == blank {
					c = corner
				}
				p[i] = append(p[i], goal.At(c))
			}
		}
		out = append(out, p)
	}
	return out
}
