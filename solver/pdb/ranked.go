package pdb

import (
	"context"
	"math/bits"
	"sync"
	"sync/atomic"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// Patterns of more than maxDirectSize tiles (the 7-8 partition's) are
// too big to index by their tiles' cells directly (16^8 entries, 4 G):
// their tables are indexed by the placement's rank instead, the order of
// eachPlacement and of the compact form (tile 0's cell most significant,
// each later tile's cell counted among the cells left), at 4 bits an
// entry: 16!/8! = 518,918,400 entries for eight tiles, 247 MiB, and
// 57,657,600 for seven, 27 MiB. Ranking a placement is a few popcounts,
// against the cache miss every lookup in such a table is anyway.
const maxDirectSize = 6

// ranked reports whether a pattern of m tiles has a ranked table.
func ranked(m int) bool { return m > maxDirectSize }

// rankOf is the rank of the placement whose direct index (tile i's cell
// in nibble i) is idx, for m tiles: Σ a_i · (15-i)!/(16-m)!, where a_i is
// tile i's cell less the cells of tiles before it that are lower.
func rankOf(idx uint32, m int) uint32 {
	var used, r uint32
	for i := 0; i < m; i++ {
		c := idx >> (4 * uint(i)) & 0xF
		r = r*uint32(cells-i) + c - uint32(bits.OnesCount32(used&(1<<c-1)))
		used |= 1 << c
	}
	return r
}

// unrankOf is rankOf's inverse: the direct index of the placement of m
// tiles of rank r (r < placements(m)).
func unrankOf(r uint32, m int) uint32 {
	var a [MaxPatternSize]uint32
	for i := m - 1; i >= 0; i-- {
		base := uint32(cells - i)
		a[i], r = r%base, r/base
	}
	var used, idx uint32
	for i := 0; i < m; i++ {
		// the a_i-th free cell
		free := ^used & 0xFFFF
		for k := a[i]; k > 0; k-- {
			free &= free - 1
		}
		c := uint32(bits.TrailingZeros32(free))
		idx |= c << (4 * uint(i))
		used |= 1 << c
	}
	return idx
}

// bitset is a set of ranks, a bit each, safe for concurrent use.
type bitset []uint64

func (s bitset) has(r uint32) bool { return atomic.LoadUint64(&s[r>>6])&(1<<(r&63)) != 0 }
func (s bitset) add(r uint32)      { atomic.OrUint64(&s[r>>6], 1<<(r&63)) }

// masks is a mask of cells per rank, 16 bits each, two to a word so that
// a mask is or-ed in atomically.
type masks []uint32

func (v masks) get(r uint32) uint32 {
	return atomic.LoadUint32(&v[r>>1]) >> (16 * (r & 1)) & 0xFFFF
}

// or adds c to r's mask and returns the mask before.
func (v masks) or(r, c uint32) uint32 {
	return atomic.OrUint32(&v[r>>1], c<<(16*(r&1))) >> (16 * (r & 1)) & 0xFFFF
}

// buildRanked is buildPattern for a pattern of 7 or 8 tiles, by rank: it
// returns the compact database (a byte a placement, in rank order) with
// the same values buildPattern's table has at each placement, on workers
// goroutines.
//
// The search is breadth-first over (placement, blank region), as
// buildPattern's, with the table itself and a mask of the blank's cells
// reached per placement as the visited set and two bitsets of placements
// as the frontier, instead of lists of entries: 2 bytes + 1 byte + 2 bits
// a placement (1.7 GB for eight tiles), nothing allocated per state.
// Level d expands every placement of the current bitset with every region
// its mask holds: a region reached earlier has every neighbour reached
// already, so going over it again adds nothing, and only the regions new
// at level d can add the placements of level d+1. A region reached at
// level d+1 of a placement still waiting in the current bitset is put
// aside until the level ends, so that the placement's expansion at level
// d does not take it for one of its own (a worker reads a placement's
// mask before it takes the placement out of the bitset, so a region added
// once it is out is not in the mask it expands). The workers take the
// bitset's words in chunks; masks and bitsets change by atomic or, so
// that the one worker that reaches a placement first sets its distance.
func buildRanked(ctx context.Context, goalCells []int8, goalBlank int, done *atomic.Int64, workers int) []uint8 {
	m := len(goalCells)
	n := placements(m)
	dist := make([]uint8, n)
	visited := make(masks, (n+1)/2)
	cur, next := make(bitset, (n+63)/64), make(bitset, (n+63)/64)
	for i := 0; i < n; i += 64 * yieldEvery {
		solver.Yield()
		end := min(i+64*yieldEvery, n)
		for j := range dist[i:end] {
			dist[i+j] = unreached
		}
	}
	var idx0, occ0 uint32
	for i, c := range goalCells {
		idx0 |= uint32(c) << (4 * i)
		occ0 |= 1 << uint(c)
	}
	r0 := rankOf(idx0, m)
	visited.or(r0, flood(1<<uint(goalBlank), ^occ0&0xFFFF))
	dist[r0] = 0
	cur.add(r0)
	done.Add(1)
	workers = max(workers, 1)
	later := make([][]uint64, workers) // per worker: rank<<16 | region, level d+1's put aside
	const chunk = 1 << 12              // words of the bitset a worker takes at a time
	for d := 0; ; d++ {
		if d+1 >= unreached {
			panic("pdb: pattern search deeper than a byte holds") // cannot happen on 16 cells
		}
		var taken atomic.Int64
		var any atomic.Bool
		level := func(wk int) {
			var setHere int64
			defer func() { done.Add(setHere) }()
			for {
				w0 := int(taken.Add(chunk)) - chunk
				if w0 >= len(cur) || ctx.Err() != nil {
					return
				}
				solver.Yield()
				for w := w0; w < min(w0+chunk, len(cur)); w++ {
					for word := atomic.LoadUint64(&cur[w]); word != 0; word &= word - 1 {
						any.Store(true)
						r := uint32(w<<6 + bits.TrailingZeros64(word))
						mask := visited.get(r) // before r leaves the bitset: see above
						atomic.AndUint64(&cur[w], ^(1 << (r & 63)))
						idx := unrankOf(r, m)
						var occ uint32
						for i := 0; i < m; i++ {
							occ |= 1 << (idx >> (4 * uint(i)) & 0xF)
						}
						for i := 0; i < m; i++ {
							p := idx >> (4 * uint(i)) & 0xF
							for nbs := uint32(neighbourMask[p]) & mask; nbs != 0; nbs &= nbs - 1 {
								// the blank at nb takes tile i's cell p
								nb := uint32(bits.TrailingZeros32(nbs))
								nr := rankOf(idx+(nb-p)<<(4*uint(i)), m)
								if visited.get(nr)&(1<<p) != 0 {
									continue
								}
								c := flood(1<<p, ^(occ^1<<p^1<<nb)&0xFFFF)
								if cur.has(nr) {
									later[wk] = append(later[wk], uint64(nr)<<16|uint64(c))
									continue
								}
								old := visited.or(nr, c)
								if old&(1<<p) != 0 {
									continue // another worker was first
								}
								if old == 0 {
									dist[nr] = uint8(d + 1)
									setHere++
								}
								next.add(nr)
							}
						}
					}
				}
				done.Add(setHere)
				setHere = 0
			}
		}
		if workers == 1 {
			level(0)
		} else {
			var wg sync.WaitGroup
			for wk := range workers {
				wg.Go(func() { level(wk) })
			}
			wg.Wait()
		}
		if ctx.Err() != nil {
			return nil
		}
		if !any.Load() {
			break
		}
		for wk := range later {
			for _, e := range later[wk] {
				nr := uint32(e >> 16)
				visited.or(nr, uint32(e&0xFFFF))
				next.add(nr)
			}
			later[wk] = later[wk][:0]
		}
		cur, next = next, cur
	}
	return dist
}

// rankedTable is a ranked pattern's lookup table: the excess over the
// Manhattan distance of the pattern's tiles, halved, at excessRankBits
// bits a placement, by rank (see expand).
const (
	excessRankBits    = 4
	excessRankPerByte = 8 / excessRankBits
	excessRankMax     = 1<<excessRankBits - 1
)

// excessRanked is the entry of a ranked table for the placement of m
// tiles at direct index idx.
func excessRanked(tab []uint8, idx uint32, m int) uint8 {
	r := rankOf(idx, m)
	return tab[r/excessRankPerByte] >> (excessRankBits * (r % excessRankPerByte)) & excessRankMax
}

// lookup is the excess entry of a pattern of m tiles at direct index idx,
// from its table, ranked or direct.
func lookup(tab []uint8, idx uint32, m int) uint8 {
	if ranked(m) {
		return excessRanked(tab, idx, m)
	}
	return excessAt(tab, idx)
}

// tableBytes is the size of the lookup table of a pattern of m tiles.
func tableBytes(m int) int {
	if ranked(m) {
		return (placements(m) + excessRankPerByte - 1) / excessRankPerByte
	}
	return 1 << (4 * m) / excessPerByte
}
