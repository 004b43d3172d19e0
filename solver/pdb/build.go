package pdb

import (
	"context"
	"fmt"
	"math/bits"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// placements returns the number of ways m tiles can sit on 16 cells:
// 16!/(16-m)!, the size of a compact database.
func placements(m int) int {
	n := 1
	for i := 0; i < m; i++ {
		n *= cells - i
	}
	return n
}

// neighbourMask[c] has a bit for each cell next to c.
var neighbourMask = func() (t [cells]uint16) {
	for c, ns := range neighbours {
		for _, n := range ns {
			t[c] |= 1 << uint(n)
		}
	}
	return t
}()

// Masks that stop a flood from wrapping round a row when cells shift by one.
const (
	notCol0 = 0xEEEE
	notCol3 = 0x7777
)

// flood returns the cells of free reachable from seed through free cells:
// where the blank can get without moving a pattern tile, at no cost.
func flood(seed, free uint32) uint32 {
	comp := seed
	for {
		n := (comp | comp<<side | comp>>side | comp<<1&notCol0 | comp>>1&notCol3) & free
		if n == comp {
			return comp
		}
		comp = n
	}
}

// unreached marks an entry the search has not set; it is also the value
// of the table entries that are no placement (two tiles in one cell).
const unreached = 0xFF

// buildPattern finds, for every placement of the pattern's tiles, the
// fewest moves of those tiles that bring them to their goal cells, the
// blank free to move through the other cells at no cost. It returns the
// table indexed by Σ cell(tile i) << 4i.
//
// The search is breadth-first over (placement, blank region): visited
// keeps, per placement, a mask of the blank cells already reached, so a
// region of free cells is entered once and the blank's moves inside it
// cost nothing. A frontier entry is a placement's index and the region
// just reached. The table keeps the first level a placement was reached
// at: the minimum over the blank's positions. Indexing by the cells
// directly (16^m entries rather than 16!/(16-m)!) makes a tile's move an
// addition, with no ranking. done counts the placements set. When ctx is
// cancelled it stops within yieldEvery entries and returns nil.
func buildPattern(ctx context.Context, goalCells []int8, goalBlank int, done *atomic.Int64) []uint8 {
	var w scratch
	return w.buildPattern(ctx, goalCells, goalBlank, done)
}

// scratch holds one worker's arrays, reused from pattern to pattern so
// that a build's memory is that of two patterns at a time, not of every
// pattern waiting for the collector.
type scratch struct {
	dist           []uint8
	visited        []uint16
	cur, next, tmp []uint64
}

func (w *scratch) buildPattern(ctx context.Context, goalCells []int8, goalBlank int, done *atomic.Int64) []uint8 {
	m := len(goalCells)
	size := 1 << (4 * m)
	if cap(w.dist) < size {
		w.dist, w.visited = make([]uint8, size), make([]uint16, size)
	}
	dist, visited := w.dist[:size], w.visited[:size]
	// 48 MB to set for a six-tile pattern: in slices, so that a browser's
	// page is not held for it
	for i := 0; i < size; i += 64 * yieldEvery {
		solver.Yield()
		end := min(i+64*yieldEvery, size)
		for j := range dist[i:end] {
			dist[i+j] = unreached
		}
		clear(visited[i:end])
	}

	var idx0, occ0 uint32
	for i, c := range goalCells {
		idx0 |= uint32(c) << (4 * i)
		occ0 |= 1 << uint(c)
	}
	comp := flood(1<<uint(goalBlank), ^occ0&0xFFFF)
	visited[idx0], dist[idx0] = uint16(comp), 0
	done.Add(1)
	cur := append(w.cur[:0], uint64(idx0)<<16|uint64(comp))
	next, tmp := w.next, w.tmp
	defer func() { w.cur, w.next, w.tmp = cur, next, tmp }()
	var setHere int64
	var pos [MaxPatternSize]uint32
	type move struct{ idx, from, to uint32 }
	var cand [4 * MaxPatternSize]move
	var seen [4 * MaxPatternSize]uint16

	for d := 0; len(cur) > 0; d++ {
		if ctx.Err() != nil {
			return nil
		}
		if d+1 >= unreached {
			panic("pdb: pattern search deeper than a byte holds") // cannot happen on 16 cells
		}
		next = next[:0]
		for k, e := range cur {
			if k%yieldEvery == 0 {
				solver.Yield() // in a browser, the page's turn
				if ctx.Err() != nil {
					return nil // a level of a six-tile pattern is seconds in a browser
				}
			}
			idx, mask := uint32(e>>16), uint32(e&0xFFFF)
			var occ uint32
			for i := 0; i < m; i++ {
				pos[i] = idx >> (4 * i) & 0xF
				occ |= 1 << pos[i]
			}
			// Gather the moves first and load their visited masks in a
			// loop of independent loads: the array is far bigger than the
			// cache, and the processor overlaps misses that no branch
			// waits on.
			n := 0
			for i := 0; i < m; i++ {
				p := pos[i]
				for nbs := uint32(neighbourMask[p]) & mask; nbs != 0; nbs &= nbs - 1 {
					// the blank at nb takes tile i's cell p; the tile goes to nb
					nb := uint32(bits.TrailingZeros32(nbs))
					cand[n] = move{idx + (nb-p)<<(4*i), p, nb}
					n++
				}
			}
			for j := 0; j < n; j++ {
				seen[j] = visited[cand[j].idx]
			}
			for j := 0; j < n; j++ {
				mv := &cand[j]
				v := seen[j]
				if v&(1<<mv.from) != 0 {
					continue
				}
				// an earlier move of this entry may have reached it
				v = visited[mv.idx]
				if v&(1<<mv.from) != 0 {
					continue
				}
				free := ^(occ ^ 1<<mv.from ^ 1<<mv.to) & 0xFFFF
				c := flood(1<<mv.from, free)
				if v == 0 {
					dist[mv.idx] = uint8(d + 1)
					setHere++
				}
				visited[mv.idx] = v | uint16(c)
				next = append(next, uint64(mv.idx)<<16|uint64(c))
			}
			if setHere >= 1<<14 {
				done.Add(setHere)
				setHere = 0
			}
		}
		// In index order the moves of each tile sweep the arrays like a
		// few dozen sequential streams instead of landing at random: the
		// cache and the page tables follow.
		sorted := sortByIndex(next, tmp)
		cur, next, tmp = sorted, cur, next
	}
	done.Add(setHere)
	return dist
}

// yieldEvery is how many frontier entries (or table entries, in the
// loops that only copy) the build handles between calls to solver.Yield:
// in a browser Go has the page's one thread, and a level of a six-tile
// pattern's search is seconds of work there. A thousand entries are well
// under a millisecond, and the call itself (a clock read) far less.
const yieldEvery = 1 << 10

// sortByIndex sorts frontier entries by their 24-bit index (bits 16..39),
// three passes of a radix sort through tmp; it returns the sorted entries,
// in tmp's memory.
func sortByIndex(a, tmp []uint64) []uint64 {
	tmp = slices.Grow(tmp[:0], len(a))[:len(a)]
	src, dst := a, tmp
	for shift := 16; shift < 40; shift += 8 {
		var count [257]int
		for j, e := range src {
			if j%(16*yieldEvery) == 0 {
				solver.Yield()
			}
			count[e>>shift&0xFF+1]++
		}
		for i := 1; i < 257; i++ {
			count[i] += count[i-1]
		}
		for j, e := range src {
			if j%(16*yieldEvery) == 0 {
				solver.Yield()
			}
			k := e >> shift & 0xFF
			dst[count[k]] = e
			count[k]++
		}
		src, dst = dst, src
	}
	return src // an odd number of passes: tmp's memory
}

// eachPlacement calls fn with the table index of every placement of m
// tiles, in rank order: the order of the compact form the cache stores.
func eachPlacement(m int, fn func(idx uint32)) {
	var rec func(i int, used, idx uint32)
	rec = func(i int, used, idx uint32) {
		if i == m {
			fn(idx)
			return
		}
		for c := uint32(0); c < cells; c++ {
			if used&(1<<c) == 0 {
				rec(i+1, used|1<<c, idx|c<<(4*i))
			}
		}
	}
	rec(0, 0, 0)
}

// compactOf lists a table's entries in rank order, leaving out the
// indices that are no placement: 16!/(16-m)! bytes instead of 16^m.
func compactOf(tab []uint8, m int) []uint8 {
	out := make([]uint8, 0, placements(m))
	eachPlacement(m, func(idx uint32) {
		if len(out)%(16*yieldEvery) == 0 {
			solver.Yield()
		}
		out = append(out, tab[idx])
	})
	return out
}

// Build computes the default databases for goal, a 4x4 board: the two
// 6-6-3 partitions of DefaultPartitions. progress, when set, is called on
// the caller's goroutine with the placements done so far and the total,
// about 20 times a second and once at the end. If ctx is cancelled, the
// build stops within a few thousand entries of its breadth-first searches
// and returns ctx's error, as BuildShape does.
func Build(ctx context.Context, goal solver.Board, progress func(done, total int64)) (*DB, error) {
	if err := check(goal); err != nil {
		return nil, fmt.Errorf("goal: %w", err)
	}
	return BuildPartitions(ctx, goal, DefaultPartitions(goal), progress)
}

// BuildPartition is Build with one partition of one's own.
func BuildPartition(ctx context.Context, goal solver.Board, part Partition, progress func(done, total int64)) (*DB, error) {
	return BuildPartitions(ctx, goal, []Partition{part}, progress)
}

// maxPartitions bounds the partitions of one DB: each adds a view or two
// to every node of the search.
const maxPartitions = 2

// checkPartitions checks a list of partitions and returns a copy.
func checkPartitions(parts []Partition) ([]Partition, error) {
	if len(parts) == 0 || len(parts) > maxPartitions {
		return nil, fmt.Errorf("%d partitions, want 1..%d", len(parts), maxPartitions)
	}
	out := make([]Partition, len(parts))
	for i, p := range parts {
		if err := p.Check(); err != nil {
			return nil, fmt.Errorf("partition %d: %w", i+1, err)
		}
		out[i] = p.clone()
	}
	return out, nil
}

// BuildPartitions is Build with partitions of one's own; the estimate is
// the largest of their sums.
func BuildPartitions(ctx context.Context, goal solver.Board, parts []Partition, progress func(done, total int64)) (*DB, error) {
	if err := check(goal); err != nil {
		return nil, fmt.Errorf("goal: %w", err)
	}
	parts, err := checkPartitions(parts)
	if err != nil {
		return nil, err
	}
	var goalCell [cells]int8
	for c := 0; c < cells; c++ {
		goalCell[at(goal, c)] = int8(c)
	}
	pats := flatten(parts)
	var total int64
	for _, pat := range pats {
		total += int64(placements(len(pat)))
	}
	compact := make([][]uint8, len(pats))
	var done atomic.Int64
	var wg sync.WaitGroup
	// Two workers, one per core, take the patterns big ones first, so
	// that the small ones fill in at the end; each reuses its arrays
	// (some 100 MB for a six-tile pattern) and writes only its own, so
	// the searches need no locking.
	order := make(chan int, len(pats))
	byDesc := make([]int, len(pats))
	for i := range byDesc {
		byDesc[i] = i
	}
	slices.SortStableFunc(byDesc, func(a, b int) int { return len(pats[b]) - len(pats[a]) })
	for _, i := range byDesc {
		order <- i
	}
	close(order)
	for range 2 {
		wg.Go(func() {
			var w scratch
			for i := range order {
				if ctx.Err() != nil {
					continue // cancelled: leave the rest
				}
				gc := make([]int8, len(pats[i]))
				for j, t := range pats[i] {
					gc[j] = goalCell[t]
				}
				if ranked(len(gc)) {
					compact[i] = buildRanked(ctx, gc, int(goalCell[0]), &done, Workers())
					continue
				}
				tab := w.buildPattern(ctx, gc, int(goalCell[0]), &done)
				if tab != nil {
					compact[i] = compactOf(tab, len(gc))
				}
			}
		})
	}
	if progress != nil {
		finished := make(chan struct{})
		go func() { wg.Wait(); close(finished) }()
		tick := time.NewTicker(50 * time.Millisecond)
	wait:
		for {
			select {
			case <-finished:
				break wait
			case <-tick.C:
				progress(done.Load(), total)
			}
		}
		tick.Stop()
	} else {
		wg.Wait()
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	db, err := newDB(goal, parts, compact)
	if err != nil {
		return nil, err // a bug: the search made an entry no search makes
	}
	if progress != nil {
		progress(total, total)
	}
	return db, nil
}
