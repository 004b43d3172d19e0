package solver

import "math/bits"

// A search records the boards it has reached. On shapes of up to 9 cells a
// board's rank indexes an array of NumRanks entries, reused between
// searches and cleared by a stamp; the larger shapes have far too many
// boards for that (16!/2 on 4x4) and keep a hash table instead, made for
// the search, whose size the memory cap watches.

// seenSet maps boards to their nodes.
type seenSet struct {
	arr   []slot // by rank, when the shape is rankable
	stamp uint32
	g     *geometry
	big   *bigMap // otherwise
}

// find returns the key of b (its rank, or its place in the hash table,
// valid until the next insertion), its node and whether it is there.
func (t *seenSet) find(b Board) (key uint32, at int32, ok bool) {
	if t.big != nil {
		return t.big.find(b)
	}
	r := t.g.rank(b)
	e := t.arr[r]
	return r, e.at, e.stamp == t.stamp
}

// findAt is find for a board whose key in a set of the same shape is
// already known (its rank): bidir looks a board up on both sides.
func (t *seenSet) findAt(key uint32, b Board) (int32, bool) {
	if t.big != nil {
		_, at, ok := t.big.find(b)
		return at, ok
	}
	e := t.arr[key]
	return e.at, e.stamp == t.stamp
}

// set records node at for b, whose key find returned.
func (t *seenSet) set(key uint32, b Board, at int32) {
	if t.big != nil {
		t.big.set(key, b, at)
		return
	}
	t.arr[key] = slot{t.stamp, at}
}

// bytes is the memory the set holds for this search.
func (t *seenSet) bytes() int64 {
	if t.big == nil {
		return 0 // the arrays are the workspace's, a few MB at most
	}
	return t.big.bytes()
}

// bigMap is an open-addressing hash table from boards to int32 values,
// for the shapes too big to rank. The empty board (all nibbles 0) is never
// a board, so it marks a free entry.
type bigMap struct {
	keys  []Board
	vals  []int32
	n     int
	shift uint // 64 - log2(len(keys))
}

func newBigMap() *bigMap {
	const size = 1 << 12
	return &bigMap{keys: make([]Board, size), vals: make([]int32, size), shift: 64 - 12}
}

func (m *bigMap) slot(b Board) uint32 {
	// Fibonacci hashing: the top bits of the product depend on every tile
	return uint32(uint64(b) * 0x9E3779B97F4A7C15 >> m.shift)
}

// find is kept out of line so that seenSet.find, which the 3x3's searches
// call for every board they make, stays small enough to inline.
//
//go:noinline
func (m *bigMap) find(b Board) (uint32, int32, bool) {
	mask := uint32(len(m.keys) - 1)
	for i := m.slot(b); ; i = (i + 1) & mask {
		switch m.keys[i] {
		case b:
			return i, m.vals[i], true
		case 0:
			return i, 0, false
		}
	}
}

// set stores v for b at i, found by find; the table doubles when half
// full, so probes stay short.
func (m *bigMap) set(i uint32, b Board, v int32) {
	if m.keys[i] != b {
		m.keys[i] = b
		m.n++
	}
	m.vals[i] = v
	if 2*m.n > len(m.keys) {
		m.grow()
	}
}

func (m *bigMap) grow() {
	keys, vals := m.keys, m.vals
	size := 2 * len(keys)
	m.keys, m.vals = make([]Board, size), make([]int32, size)
	m.shift = 64 - uint(bits.TrailingZeros(uint(size)))
	mask := uint32(size - 1)
	for j, k := range keys {
		if k == 0 {
			continue
		}
		i := m.slot(k)
		for m.keys[i] != 0 {
			i = (i + 1) & mask
		}
		m.keys[i], m.vals[i] = k, vals[j]
	}
}

func (m *bigMap) bytes() int64 { return int64(len(m.keys)) * 12 }

// depthSet keeps, for dls and ids, the smallest depth each board was
// reached at in the current iteration.
type depthSet struct {
	arr []uint32 // by rank: stamp<<16 | depth
	tag uint32
	g   *geometry
	big *bigMap
}

// get returns the key of b and its depth this iteration, or false.
func (t *depthSet) get(b Board) (key uint32, depth int, ok bool) {
	if t.big != nil {
		k, v, ok := t.big.find(b)
		return k, int(v), ok
	}
	r := t.g.rank(b)
	v := t.arr[r]
	return r, int(v & 0xFFFF), v&^0xFFFF == t.tag
}

func (t *depthSet) set(key uint32, b Board, depth int) {
	if t.big != nil {
		t.big.set(key, b, int32(depth))
		return
	}
	t.arr[key] = t.tag | uint32(depth)
}
