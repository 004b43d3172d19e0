package pdb

import (
	"fmt"
	"slices"
	"sync"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// DB holds the pattern databases of one goal and partition.
type DB struct {
	goal solver.Board
	part Partition
	// compact holds each pattern's database by rank of the placement,
	// one byte an entry: what the cache file stores.
	compact [][]uint8
	// excess holds the same entries for lookups, indexed by
	// Σ cell(tile i) << 4i so that a tile's move is an addition to the
	// index, as the entry's excess over the Manhattan distance of the
	// pattern's tiles, halved, two to a byte. Every move of a pattern tile
	// changes that distance by one, so the excess is even and small: the
	// tables shrink from 16 MB a pattern to 8, which keeps more of the
	// search's lookups in the cache.
	excess  [][]uint8
	clamped bool                // some excess did not fit a nibble (see packExcess)
	mdist   [cells][cells]uint8 // tile, cell -> moves from its goal cell

	pat   [cells]uint8 // tile -> its pattern
	shift [cells]uint8 // tile -> 4 × its place in the pattern

	// The reflected lookup, when the goal's blank is on the main diagonal:
	// tile t in cell c stands for tile sigma(t) in cell transposeCell(c) of
	// the transposed board, which is as far from the goal as the board.
	reflect bool
	rpat    [cells]uint8 // tile -> pattern of sigma(tile)
	rshift  [cells]uint8

	fromCache bool
	cacheErr  error
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

// expand turns a pattern's compact database into its excess table
// (see DB.excess). An excess over 30 is stored as 30: the entry then reads
// lower than the database, which keeps it a lower bound; clamped says
// whether that happened (it does not for 6-6-3). An entry below the
// Manhattan distance, or of the other parity, is an error: no search
// produces it, so the data is damaged.
func expand(compact []uint8, tiles []int, mdist *[cells][cells]uint8) (packed []uint8, clamped bool, err error) {
	m := len(tiles)
	if len(compact) != placements(m) {
		return nil, false, fmt.Errorf("%d entries for %d tiles, want %d", len(compact), m, placements(m))
	}
	packed = make([]uint8, 1<<(4*m)/2)
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
			e := int(compact[r]) - nmd
			if e < 0 || e&1 != 0 {
				err = fmt.Errorf("entry %d is %d, not the Manhattan distance %d plus an even number", r, compact[r], nmd)
				return
			}
			r++
			if e /= 2; e > 15 {
				e, clamped = 15, true
			}
			packed[nidx>>1] |= uint8(e) << (4 * (nidx & 1))
		}
	}
	rec(0, 0, 0, 0)
	if err != nil {
		return nil, false, err
	}
	return packed, clamped, nil
}

// expandAll expands every pattern, one goroutine each.
func expandAll(goal solver.Board, part Partition, compact [][]uint8) (excess [][]uint8, clamped bool, err error) {
	mdist := manhattanTable(goal)
	excess = make([][]uint8, len(part))
	cl := make([]bool, len(part))
	errs := make([]error, len(part))
	var wg sync.WaitGroup
	for k := range part {
		wg.Go(func() { excess[k], cl[k], errs[k] = expand(compact[k], part[k], &mdist) })
	}
	wg.Wait()
	for k, err := range errs {
		if err != nil {
			return nil, false, fmt.Errorf("pattern %d: %w", k+1, err)
		}
	}
	return excess, slices.Contains(cl, true), nil
}

// newDB assembles the databases from their compact form.
func newDB(goal solver.Board, part Partition, compact [][]uint8) (*DB, error) {
	excess, clamped, err := expandAll(goal, part, compact)
	if err != nil {
		return nil, err
	}
	db := &DB{goal: goal, part: part, compact: compact, excess: excess, clamped: clamped, mdist: manhattanTable(goal)}
	for k, pat := range part {
		for i, t := range pat {
			db.pat[t] = uint8(k)
			db.shift[t] = uint8(4 * i)
		}
	}
	blank := blankOf(goal)
	if transposeCell(blank) == blank {
		db.reflect = true
		var cellOf [cells]int
		for c := 0; c < cells; c++ {
			cellOf[at(goal, c)] = c
		}
		for t := 1; t < cells; t++ {
			s := at(goal, transposeCell(cellOf[t])) // sigma(t)
			db.rpat[t] = db.pat[s]
			db.rshift[t] = db.shift[s]
		}
	}
	return db, nil
}

// Goal returns the goal the databases were built for.
func (db *DB) Goal() solver.Board { return db.goal }

// Partition returns the patterns (a copy).
func (db *DB) Partition() Partition { return db.part.clone() }

// Reflected reports whether Estimate also uses the board mirrored about
// the main diagonal (the goal's blank is on the diagonal).
func (db *DB) Reflected() bool { return db.reflect }

// FromCache reports whether Load read the databases from the cache.
func (db *DB) FromCache() bool { return db.fromCache }

// CacheError is why Load could not write the cache after building, if it
// could not; the databases work all the same.
func (db *DB) CacheError() error { return db.cacheErr }

// Bytes is the memory the databases take: the compact form and the
// lookup tables.
func (db *DB) Bytes() int64 {
	var n int64
	for k := range db.part {
		n += int64(len(db.compact[k]) + len(db.excess[k]))
	}
	return n
}

// Clamped reports whether some entry was too far above the Manhattan
// distance for its nibble and reads lower than the database (never for
// the default 6-6-3 partition); the estimate is then weaker, still a
// lower bound.
func (db *DB) Clamped() bool { return db.clamped }

// indices returns each pattern's table index and the Manhattan distance
// of its tiles for b, plain and reflected. Indices are masked to their
// table so that a board with repeated tiles cannot reach outside.
func (db *DB) indices(b solver.Board) (idx, ridx [cells]uint32, md, rmd [cells]int32) {
	for c := 0; c < cells; c++ {
		t := at(b, c)
		if t == 0 {
			continue
		}
		idx[db.pat[t]] += uint32(c) << db.shift[t]
		md[db.pat[t]] += int32(db.mdist[t][c])
		if db.reflect {
			// transposing keeps distances: sigma(t)'s goal is the
			// transpose of t's
			ridx[db.rpat[t]] += uint32(transposeCell(c)) << db.rshift[t]
			rmd[db.rpat[t]] += int32(db.mdist[t][c])
		}
	}
	for k, pat := range db.part {
		mask := uint32(1)<<(4*len(pat)) - 1
		idx[k] &= mask
		ridx[k] &= mask
	}
	return idx, ridx, md, rmd
}

// value is pattern k's database entry at index idx, given the Manhattan
// distance md of its tiles.
func (db *DB) value(k int, idx uint32, md int32) int32 {
	return md + 2*int32(db.excess[k][idx>>1]>>(4*(idx&1))&0xF)
}

// Estimate returns a lower bound on the moves from b to the goal: the sum
// of the databases, and the larger of that and the reflected sum where the
// goal allows it. It is cheap (a pass over the cells and two lookups a
// pattern) for use by A* or greedy search. It is not consistent: when a
// pattern's tiles cut the free cells in two, one move can change a
// pattern's value by 3 (the value is the minimum over the blank's
// positions, and the region the blank is in may be far from the best
// one); A* must reopen boards or use pathmax.
// b must be a valid 4x4 board (see Check); other values give a number
// without meaning, never a panic.
func (db *DB) Estimate(b solver.Board) int {
	h, rh := db.sums(b)
	return max(h, rh)
}

// PlainEstimate is the sum of the databases without the reflected lookup.
func (db *DB) PlainEstimate(b solver.Board) int {
	h, _ := db.sums(b)
	return h
}

// PatternEstimates returns each database's value for b (plain lookup).
func (db *DB) PatternEstimates(b solver.Board) []int {
	idx, _, md, _ := db.indices(b)
	out := make([]int, len(db.part))
	for k := range db.part {
		out[k] = int(db.value(k, idx[k], md[k]))
	}
	return out
}

func (db *DB) sums(b solver.Board) (h, rh int) {
	idx, ridx, md, rmd := db.indices(b)
	for k := range db.part {
		h += int(db.value(k, idx[k], md[k]))
		if db.reflect {
			rh += int(db.value(k, ridx[k], rmd[k]))
		}
	}
	return h, rh
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
