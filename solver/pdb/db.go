package pdb

import (
	"github.com/eightpuzzle/eightpuzzle/solver"
)

// DB holds the pattern databases of one goal and partition.
type DB struct {
	goal   solver.Board
	part   Partition
	tables [][]uint8 // per pattern, by Σ cell(tile i) << 4i
	// excess holds, two to a byte, each entry's excess over the Manhattan
	// distance of the pattern's tiles, halved (every move of a pattern
	// tile changes that distance by one, so the excess is even): the
	// search's tables shrink from 33 MB to 8, which keeps far more of its
	// lookups in the cache.
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

// packExcess returns a pattern's table as halved excesses over the
// Manhattan distance, two to a byte. An excess over 30 is stored as 30:
// the entry then reads lower than the database, which keeps it a lower
// bound; clamped says whether that happened (it does not for 6-6-3).
func packExcess(tab []uint8, tiles []int, mdist *[cells][cells]uint8) (packed []uint8, clamped bool) {
	packed = make([]uint8, (len(tab)+1)/2)
	eachPlacement(len(tiles), func(idx uint32) {
		md := 0
		for i, t := range tiles {
			md += int(mdist[t][idx>>(4*i)&0xF])
		}
		e := (int(tab[idx]) - md) / 2
		if e > 15 {
			e, clamped = 15, true
		}
		packed[idx>>1] |= uint8(e) << (4 * (idx & 1))
	})
	return packed, clamped
}

// newDB assembles the databases; tables and excess are per pattern.
func newDB(goal solver.Board, part Partition, tables, excess [][]uint8, clamped bool) *DB {
	db := &DB{goal: goal, part: part, tables: tables, excess: excess, clamped: clamped, mdist: manhattanTable(goal)}
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
	return db
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

// Bytes is the memory the lookup tables take.
func (db *DB) Bytes() int64 {
	var n int64
	for _, t := range db.tables {
		n += int64(len(t))
	}
	for _, t := range db.excess {
		n += int64(len(t))
	}
	return n
}

// indices returns each pattern's table index for b, plain and reflected.
func (db *DB) indices(b solver.Board) (idx, ridx [cells]uint32) {
	for c := 0; c < cells; c++ {
		t := at(b, c)
		if t == 0 {
			continue
		}
		idx[db.pat[t]] += uint32(c) << db.shift[t]
		if db.reflect {
			ridx[db.rpat[t]] += uint32(transposeCell(c)) << db.rshift[t]
		}
	}
	return idx, ridx
}

// Estimate returns a lower bound on the moves from b to the goal: the sum
// of the databases, and the larger of that and the reflected sum where the
// goal allows it. It is consistent: a move changes it by at most one.
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
	idx, _ := db.indices(b)
	out := make([]int, len(db.tables))
	for k, tab := range db.tables {
		out[k] = int(tab[idx[k]&uint32(len(tab)-1)])
	}
	return out
}

func (db *DB) sums(b solver.Board) (h, rh int) {
	idx, ridx := db.indices(b)
	for k, tab := range db.tables {
		mask := uint32(len(tab) - 1) // a board with repeated tiles stays in range
		h += int(tab[idx[k]&mask])
		if db.reflect {
			rh += int(tab[ridx[k]&mask])
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
