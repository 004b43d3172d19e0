package pdb

import (
	"fmt"
	"slices"
	"sync"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// DB holds the pattern databases of one goal: one or more partitions of
// the tiles, each a set of databases whose values add up.
type DB struct {
	goal  solver.Board
	parts []Partition
	pats  [][]int // the patterns of every partition, in order
	// compact holds each pattern's database by rank of the placement,
	// one byte an entry: what the cache file stores.
	compact [][]uint8
	// excess holds the same entries for lookups, indexed by
	// Σ cell(tile i) << 4i so that a tile's move is an addition to the
	// index, as the entry's excess over the Manhattan distance of the
	// pattern's tiles, halved (every move of a pattern tile changes that
	// distance by one, so the excess is even), in excessBits bits: 4 MiB
	// for a six-tile pattern instead of 16 at a byte an entry, which keeps
	// more of the search's lookups in the cache (see excessBits).
	excess  [][]uint8
	clamped bool                // some excess did not fit (see expand)
	mdist   [cells][cells]uint8 // tile, cell -> moves from its goal cell

	// views are the sums the estimate is the maximum of: each partition,
	// and when the goal's blank is on the main diagonal, each partition
	// looked up on the reflected board.
	views   []view
	reflect bool

	fromCache bool
	cacheErr  error
}

// view is one sum of databases. A tile t in cell c is looked up as the
// tile in nibble shift[t] of the view's pattern pat[t] (an index into
// tabs), in cell cell[c]. For a reflected view, tile t in cell c stands
// for tile sigma(t) in the mirrored cell of the mirrored board, which is
// as far from the goal as the board: sigma(t) is the tile whose goal cell
// mirrors t's.
type view struct {
	pat, shift [cells]uint8
	cell       [cells]uint8
	tabs       [][]uint8 // the excess tables of the view's patterns
	sizes      []int     // their numbers of tiles
}

// manhattanTable gives, per tile and cell, the moves from the tile's goal
// cell.
func manhattanTable(goal solver.Board) (t [cells][cells]uint8) {
	for c := 0; c < cells; c++ {
		g := at(goal, c)
		for d := 0; d < cells; d++ {
			t[g][d] = uint8(abs(c/side-d/side) + abs(c%side-d%side))
		}
	}
	return t
}

// expand writes a pattern's compact database into its excess table
// packed (see DB.excess). An excess over 2*excessMax is stored as
// 2*excessMax: the entry then reads lower than the database, which keeps
// it a lower bound; clamped says whether that happened. An entry below
// the Manhattan distance, or of the other parity, is an error: no search
// produces it, so the data is damaged.
//
// A ranked pattern's (more than maxDirectSize tiles, see ranked.go) is
// packed by rank at excessRankBits bits an entry.
func expand(packed, compact []uint8, tiles []int, mdist *[cells][cells]uint8) (clamped bool, err error) {
	m := len(tiles)
	rk := ranked(m)
	if len(compact) != placements(m) {
		return false, fmt.Errorf("%d entries for %d tiles, want %d", len(compact), m, placements(m))
	}
	r := 0
	// The placements in rank order: the cells of each tile in increasing
	// order among those left, the last tile's loop inline.
	var rec func(i int, used, idx uint32, md int)
	rec = func(i int, used, idx uint32, md int) {
		t := tiles[i]
		for c := uint32(0); c < cells; c++ {
			if used&(1<<c) != 0 || err != nil {
				continue
			}
			nidx, nmd := idx|c<<(4*i), md+int(mdist[t][c])
			if i < m-1 {
				rec(i+1, used|1<<c, nidx, nmd)
				continue
			}
			if r%(16*yieldEvery) == 0 {
				solver.Yield() // in a browser, the page's turn (build.go)
			}
			e := int(compact[r]) - nmd
			if e < 0 || e&1 != 0 {
				err = fmt.Errorf("entry %d is %d, not the Manhattan distance %d plus an even number", r, compact[r], nmd)
				return
			}
			e /= 2
			if rk {
				if e > excessRankMax {
					e, clamped = excessRankMax, true
				}
				packed[r/excessRankPerByte] |= uint8(e) << (excessRankBits * (r % excessRankPerByte))
				r++
				continue
			}
			r++
			if e > excessMax {
				e, clamped = excessMax, true
			}
			packed[nidx/excessPerByte] |= uint8(e) << (excessBits * (nidx % excessPerByte))
		}
	}
	rec(0, 0, 0, 0)
	return clamped, err
}

// expandAll expands every pattern, one goroutine each.
func expandAll(goal solver.Board, pats [][]int, compact [][]uint8) (excess [][]uint8, clamped bool, err error) {
	mdist := manhattanTable(goal)
	excess = make([][]uint8, len(pats))
	for k, pat := range pats {
		excess[k] = make([]uint8, tableBytes(len(pat)))
	}
	cl := make([]bool, len(pats))
	errs := make([]error, len(pats))
	var wg sync.WaitGroup
	for k := range pats {
		wg.Go(func() { cl[k], errs[k] = expand(excess[k], compact[k], pats[k], &mdist) })
	}
	wg.Wait()
	for k, err := range errs {
		if err != nil {
			return nil, false, fmt.Errorf("pattern %d: %w", k+1, err)
		}
	}
	return excess, slices.Contains(cl, true), nil
}

// flatten lists the patterns of the partitions in order.
func flatten(parts []Partition) [][]int {
	var pats [][]int
	for _, p := range parts {
		pats = append(pats, p...)
	}
	return pats
}

// newDB assembles the databases from their compact form, one per pattern
// of flatten(parts).
func newDB(goal solver.Board, parts []Partition, compact [][]uint8) (*DB, error) {
	pats := flatten(parts)
	if len(compact) != len(pats) {
		return nil, fmt.Errorf("%d databases for %d patterns", len(compact), len(pats))
	}
	// the search's duplicate automaton, built once per process (some
	// 20 ms): here rather than in the first search
	duplicateFSM()
	excess, clamped, err := expandAll(goal, pats, compact)
	if err != nil {
		return nil, err
	}
	db := &DB{goal: goal, parts: parts, pats: pats, compact: compact, excess: excess, clamped: clamped, mdist: manhattanTable(goal)}
	blank := blankOf(goal)
	db.reflect = transposeCell(blank) == blank
	var cellOf [cells]int
	for c := 0; c < cells; c++ {
		cellOf[at(goal, c)] = c
	}
	first := 0
	for _, p := range parts {
		plain := view{tabs: excess[first : first+len(p)]}
		for k, pat := range p {
			plain.sizes = append(plain.sizes, len(pat))
			for i, t := range pat {
				plain.pat[t] = uint8(k)
				plain.shift[t] = uint8(4 * i)
			}
		}
		for c := range plain.cell {
			plain.cell[c] = uint8(c)
		}
		db.views = append(db.views, plain)
		if db.reflect {
			r := view{tabs: plain.tabs, sizes: plain.sizes}
			for t := 1; t < cells; t++ {
				s := at(goal, transposeCell(cellOf[t])) // sigma(t)
				r.pat[t], r.shift[t] = plain.pat[s], plain.shift[s]
			}
			for c := range r.cell {
				r.cell[c] = uint8(transposeCell(c))
			}
			db.views = append(db.views, r)
		}
		first += len(p)
	}
	return db, nil
}

// Goal returns the goal the databases were built for.
func (db *DB) Goal() solver.Board { return db.goal }

// Partitions returns the partitions (a copy).
func (db *DB) Partitions() []Partition {
	out := make([]Partition, len(db.parts))
	for i, p := range db.parts {
		out[i] = p.clone()
	}
	return out
}

// Reflected reports whether Estimate also looks up the board mirrored
// about the main diagonal (the goal's blank is on the diagonal).
func (db *DB) Reflected() bool { return db.reflect }

// FromCache reports whether Load read the databases from the cache.
func (db *DB) FromCache() bool { return db.fromCache }

// CacheError is why Load could not write the cache after building, if it
// could not; the databases work all the same.
func (db *DB) CacheError() error { return db.cacheErr }

// Bytes is the memory the databases take: the compact form, when kept,
// and the lookup tables.
func (db *DB) Bytes() int64 {
	var n int64
	for _, c := range db.compact { // nil once Load has made the tables
		n += int64(len(c))
	}
	for _, e := range db.excess {
		n += int64(len(e))
	}
	return n
}

// Clamped reports whether some entry was too far above the Manhattan
// distance for the lookup tables (see excessBits) and reads lower than
// the database (about one lookup in a thousand for the default
// partitions); the
// estimate is then weaker, still a lower bound.
func (db *DB) Clamped() bool { return db.clamped }

// indices returns, for one view, each pattern's table index and the
// Manhattan distance of its tiles for b. Indices are masked to their table
// so that a board with repeated tiles cannot reach outside.
func (v *view) indices(db *DB, b solver.Board) (idx [cells]uint32, md [cells]int32) {
	for c := 0; c < cells; c++ {
		t := at(b, c)
		if t == 0 {
			continue
		}
		// the mirrored tile's distance is the tile's: mirroring keeps it
		idx[v.pat[t]] += uint32(v.cell[c]) << v.shift[t]
		md[v.pat[t]] += int32(db.mdist[t][c])
	}
	for k, m := range v.sizes {
		idx[k] &= uint32(1)<<(4*m) - 1
	}
	return idx, md
}

// value is the entry of a pattern of m tiles at direct index idx of its
// excess table (ranked or not), given the Manhattan distance md of its
// tiles.
func value(tab []uint8, idx uint32, m int, md int32) int32 {
	return md + 2*int32(lookup(tab, idx, m))
}

// excessAt is the entry at index idx of an excess table.
func excessAt(tab []uint8, idx uint32) uint8 {
	return tab[idx/excessPerByte] >> (excessBits * (idx % excessPerByte)) & excessMax
}

// The excess tables' entries: excessBits each. Two bits hold an excess
// of 0..3 (up to 6 moves over the Manhattan distance); for the 6-6-3
// databases about one random lookup in a thousand is more and reads as
// 3. That costs 3% more nodes and halves the tables (16 MiB for the four
// six-tile ones instead of 32): the search is faster by more than that
// (see doc.go).
const (
	excessBits    = 2
	excessPerByte = 8 / excessBits
	excessMax     = 1<<excessBits - 1
)

// values returns each of the view's databases for b.
func (v *view) values(db *DB, b solver.Board) []int {
	idx, md := v.indices(db, b)
	out := make([]int, len(v.tabs))
	for k, tab := range v.tabs {
		out[k] = int(value(tab, idx[k], v.sizes[k], md[k]))
	}
	return out
}

// Estimate returns a lower bound on the moves from b to the goal: the
// largest of the views' sums (each partition, plain and, where the goal
// allows, reflected). It is cheap (a pass over the cells and two lookups
// a pattern and view) for use by A* or greedy search. It is not
// consistent: when a pattern's tiles cut the free cells in two, one move
// can change a pattern's value by 3 (the value is the minimum over the
// blank's positions, and the region the blank is in may be far from the
// best one); A* must reopen boards or use pathmax.
// b must be a valid 4x4 board (see Check); other values give a number
// without meaning, never a panic.
func (db *DB) Estimate(b solver.Board) int {
	best := 0
	for i := range db.views {
		v := &db.views[i]
		idx, md := v.indices(db, b)
		sum := 0
		for k, tab := range v.tabs {
			sum += int(value(tab, idx[k], v.sizes[k], md[k]))
		}
		best = max(best, sum)
	}
	return best
}

// ViewSums returns each view's sum for b: per partition, the plain sum,
// then the reflected one when Reflected.
func (db *DB) ViewSums(b solver.Board) []int {
	out := make([]int, len(db.views))
	for i := range db.views {
		for _, v := range db.views[i].values(db, b) {
			out[i] += v
		}
	}
	return out
}

// PatternEstimates returns each database's value for b in the first
// partition (plain lookup).
func (db *DB) PatternEstimates(b solver.Board) []int {
	return db.views[0].values(db, b)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
