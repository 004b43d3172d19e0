package wide

import (
	"context"
	"fmt"
	"math/bits"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// Additive pattern databases for the boards with a side of 5.
//
// The tiles are split into disjoint patterns (a Partition). A pattern's
// table gives, for every placement of its tiles, the fewest moves of those
// tiles that bring them home, the blank moving through the other cells
// for free: the sum over the patterns never exceeds the moves left. The
// tables are indexed by the placement's rank (tile 0 of the pattern's
// cell most significant, each later tile's cell counted among the cells
// left: 25!/20! = 6,375,600 placements of five tiles on 5x5), a byte a
// placement, the whole distance: the search ranks the moved tile's
// pattern only.
//
// The builder is solver/pdb's ranked one (buildRanked, the 4x4's 7-8)
// carried over to 25 cells: a breadth-first search over (placement, blank
// region) with the table and a mask of the blank's cells reached per
// placement as the visited set and bitsets of placements as the frontier,
// on every processor, nothing allocated per state. It is a port, not a
// shared function, because the 4x4's packs a placement's cells in nibbles
// and two 16-cell masks in a word: widened to 25 cells it would take the
// 7-8's build a gigabyte more.

// MaxPatternSize is the most tiles a pattern holds here: 25!/19! =
// 127,512,000 placements of six tiles, Korf's 24-puzzle databases.
const MaxPatternSize = 6

// Partition is a split of a board's tiles into disjoint patterns.
type Partition [][]int

// String is the partition's sizes, "5-5-5-5-4".
func (p Partition) String() string {
	s := ""
	for i, pat := range p {
		if i > 0 {
			s += "-"
		}
		s += fmt.Sprint(len(pat))
	}
	return s
}

// check reports a partition that does not split the tiles 1..cells-1 into
// disjoint patterns of 1 to MaxPatternSize tiles.
func (p Partition) check(cells int) error {
	var seen uint32
	for i, pat := range p {
		if len(pat) < 1 || len(pat) > MaxPatternSize {
			return fmt.Errorf("pattern %d has %d tiles: 1 to %d", i+1, len(pat), MaxPatternSize)
		}
		for _, t := range pat {
			if t < 1 || t >= cells {
				return fmt.Errorf("pattern %d: tile %d is not on a board of %d cells", i+1, t, cells)
			}
			if seen&(1<<t) != 0 {
				return fmt.Errorf("tile %d is in two patterns", t)
			}
			seen |= 1 << t
		}
	}
	if want := uint32(1)<<cells - 2; seen != want {
		return fmt.Errorf("the patterns leave out tiles (%d of %d)", bits.OnesCount32(seen), cells-1)
	}
	return nil
}

// blankFirstBlocks are the 5x5's five-tile blocks (and one of four) by
// goal cell when the goal's blank is in cell 0: compact groups, since a
// database captures how a group's tiles get in each other's way. Their
// mirror images about the main diagonal are other groups, so that the
// reflected lookup adds information.
//
//	.  A  A  B  B
//	A  A  A  B  B
//	C  C  D  D  B
//	C  C  D  D  D
//	C  E  E  E  E
//
// The second partition cuts across the first's blocks, so that the
// largest of the sums (and of their mirror images) is taken over four
// different splits:
//
//	.  A  A  A  A
//	B  B  C  C  A
//	B  B  C  C  C
//	B  D  D  E  E
//	D  D  D  E  E
var blankFirstBlocks = [][][]int{{
	{1, 2, 5, 6, 7},
	{3, 4, 8, 9, 14},
	{10, 11, 15, 16, 20},
	{12, 13, 17, 18, 19},
	{21, 22, 23, 24},
}, {
	{1, 2, 3, 4, 9},
	{5, 6, 10, 11, 15},
	{7, 8, 12, 13, 14},
	{16, 17, 20, 21, 22},
	{18, 19, 23, 24},
}}

// DefaultPartitions are the partitions idastar-pdb uses for goal on s, a
// shape that Needs this package (or any other up to 5x5): on 5x5 the two
// of blocks above, 5-5-5-5-4 (turned by half a turn when the goal's blank
// is nearer the bottom-right corner, the blank's cell taking the corner's
// place elsewhere); on the other shapes one, the tiles by goal cell, row
// by row, five at a time.
func DefaultPartitions(s solver.Shape, goal Board) []Partition {
	g := geo(s)
	if g == nil || !Valid(s, goal) {
		return nil
	}
	blank := goal.Blank(s)
	var layouts [][][]int // of cells
	if g.rows == MaxSide && g.cols == MaxSide {
		turn := blank > (g.cells-1)/2
		corner := 0
		if turn {
			corner = g.cells - 1
		}
		for _, blocks := range blankFirstBlocks {
			var groups [][]int
			for _, cells := range blocks {
				var grp []int
				for _, c := range cells {
					if turn {
						c = g.cells - 1 - c
					}
					if c == blank {
						c = corner
					}
					grp = append(grp, c)
				}
				groups = append(groups, grp)
			}
			layouts = append(layouts, groups)
		}
	} else {
		var groups [][]int
		var grp []int
		for c := 0; c < g.cells; c++ {
			if c == blank {
				continue
			}
			if grp = append(grp, c); len(grp) == 5 {
				groups, grp = append(groups, grp), nil
			}
		}
		if len(grp) > 0 {
			groups = append(groups, grp)
		}
		layouts = append(layouts, groups)
	}
	var parts []Partition
	for _, groups := range layouts {
		part := make(Partition, len(groups))
		for i, grp := range groups {
			for _, c := range grp {
				part[i] = append(part[i], int(goal[c]))
			}
		}
		parts = append(parts, part)
	}
	return parts
}

// maxPartitions is the most partitions a Patterns holds.
const maxPartitions = 4

// placements is n!/(n-m)!, the placements of m tiles on n cells.
func placements(n, m int) int {
	p := 1
	for i := 0; i < m; i++ {
		p *= n - i
	}
	return p
}

// rankCells is the rank of the placement whose tile i stands on cs[i], m
// tiles on n cells: Σ a_i · (n-1-i)!/(n-m)!, a_i being tile i's cell less
// the cells of the tiles before it that are lower.
func rankCells(cs *[MaxPatternSize]uint8, m, n int) uint32 {
	var used, r uint32
	for i := 0; i < m; i++ {
		c := uint32(cs[i])
		r = r*uint32(n-i) + c - uint32(bits.OnesCount32(used&(1<<c-1)))
		used |= 1 << c
	}
	return r
}

// unrankCells is rankCells' inverse: the cells of the placement of rank r.
func unrankCells(r uint32, m, n int, cs *[MaxPatternSize]uint8) {
	var a [MaxPatternSize]uint32
	for i := m - 1; i >= 0; i-- {
		base := uint32(n - i)
		a[i], r = r%base, r/base
	}
	all := uint32(1)<<n - 1
	var used uint32
	for i := 0; i < m; i++ {
		free := ^used & all
		for k := a[i]; k > 0; k-- {
			free &= free - 1
		}
		c := bits.TrailingZeros32(free)
		cs[i] = uint8(c)
		used |= 1 << c
	}
}

// cellMasks is a shape's cells as bits, for the builder's floods.
type cellMasks struct {
	n, cols   int
	all       uint32
	notFirst  uint32 // cells not in the first column
	notLast   uint32 // cells not in the last column
	neighbour [MaxCells]uint32
}

func newCellMasks(g *geometry) *cellMasks {
	m := &cellMasks{n: g.cells, cols: g.cols, all: uint32(1)<<g.cells - 1}
	for c := 0; c < g.cells; c++ {
		if c%g.cols != 0 {
			m.notFirst |= 1 << c
		}
		if c%g.cols != g.cols-1 {
			m.notLast |= 1 << c
		}
		for _, st := range g.steps[c] {
			m.neighbour[c] |= 1 << uint(st.to)
		}
	}
	return m
}

// flood is the region of free cells the blank reaches from seed.
func (m *cellMasks) flood(seed, free uint32) uint32 {
	r := seed
	for {
		n := r | (r<<1&m.notFirst|r>>1&m.notLast|r<<m.cols|r>>m.cols)&free
		if n == r {
			return r
		}
		r = n
	}
}

// bitset is a set of ranks, a bit each, safe for concurrent use.
type bitset []uint64

func (s bitset) has(r uint32) bool { return atomic.LoadUint64(&s[r>>6])&(1<<(r&63)) != 0 }
func (s bitset) add(r uint32)      { atomic.OrUint64(&s[r>>6], 1<<(r&63)) }

// unreached marks a placement the build has not reached yet.
const unreached = 0xFF

// yieldEvery is how many words of a bitset pass between yields to a
// browser's one thread (solver.Yield).
const yieldEvery = 1 << 12

// buildBytes is the memory a build of a pattern of m tiles on n cells
// holds at its peak beside the tables: a byte of distance, four of
// blank cells reached and two bits of frontier a placement.
func buildBytes(n, m int) int64 {
	p := int64(placements(n, m))
	return p*5 + 2*(p+63)/64*8
}

// buildPattern is the table of one pattern, whose tiles' goal cells are
// goalCells, the goal's blank at goalBlank: the fewest moves of the
// pattern's tiles from each placement (by rank) to the goal's. done
// counts the placements reached; workers goroutines share the work. It
// returns nil when ctx is done.
//
// Level d expands every placement of the current bitset with every region
// its mask holds: a region reached earlier has every neighbour reached
// already, so going over it again adds nothing, and only the regions new
// at level d can add the placements of level d+1. A region reached at
// level d+1 of a placement still waiting in the current bitset is put
// aside until the level ends, so that the placement's expansion at level
// d does not take it for one of its own (a worker reads a placement's mask
// before it takes the placement out of the bitset, so a region added once
// it is out is not in the mask it expands). Masks and bitsets change by
// atomic or, so that the one worker that reaches a placement first sets
// its distance.
func buildPattern(ctx context.Context, cm *cellMasks, goalCells []uint8, goalBlank int, done *atomic.Int64, workers int) []uint8 {
	m, n := len(goalCells), cm.n
	size := placements(n, m)
	dist := make([]uint8, size)
	visited := make([]uint32, size)
	cur, next := make(bitset, (size+63)/64), make(bitset, (size+63)/64)
	for i := 0; i < size; i += 64 * yieldEvery {
		solver.Yield()
		end := min(i+64*yieldEvery, size)
		for j := range dist[i:end] {
			dist[i+j] = unreached
		}
	}
	var cs0 [MaxPatternSize]uint8
	var occ0 uint32
	for i, c := range goalCells {
		cs0[i] = c
		occ0 |= 1 << c
	}
	r0 := rankCells(&cs0, m, n)
	visited[r0] = cm.flood(1<<goalBlank, ^occ0&cm.all)
	dist[r0] = 0
	cur.add(r0)
	done.Add(1)
	workers = max(workers, 1)
	later := make([][]uint64, workers) // per worker: rank<<32 | region, level d+1's put aside
	const chunk = yieldEvery           // words of the bitset a worker takes at a time
	for d := 0; ; d++ {
		if d+1 >= unreached {
			panic("wide: pattern search deeper than a byte holds") // cannot happen on 25 cells
		}
		var taken atomic.Int64
		var any atomic.Bool
		level := func(wk int) {
			var setHere int64
			defer func() { done.Add(setHere) }()
			var cs [MaxPatternSize]uint8
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
						mask := atomic.LoadUint32(&visited[r]) // before r leaves the bitset: see above
						atomic.AndUint64(&cur[w], ^(1 << (r & 63)))
						unrankCells(r, m, n, &cs)
						var occ uint32
						for i := 0; i < m; i++ {
							occ |= 1 << cs[i]
						}
						for i := 0; i < m; i++ {
							p := cs[i]
							for nbs := cm.neighbour[p] & mask; nbs != 0; nbs &= nbs - 1 {
								// the blank at nb takes tile i's cell p
								nb := uint8(bits.TrailingZeros32(nbs))
								cs[i] = nb
								nr := rankCells(&cs, m, n)
								cs[i] = p
								if atomic.LoadUint32(&visited[nr])&(1<<p) != 0 {
									continue
								}
								c := cm.flood(1<<p, ^(occ^1<<p^1<<nb)&cm.all)
								if cur.has(nr) {
									later[wk] = append(later[wk], uint64(nr)<<32|uint64(c))
									continue
								}
								old := atomic.OrUint32(&visited[nr], c)
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
				nr := uint32(e >> 32)
				atomic.OrUint32(&visited[nr], uint32(e))
				next.add(nr)
			}
			later[wk] = later[wk][:0]
		}
		cur, next = next, cur
	}
	return dist
}

// Patterns are the additive pattern databases of one shape, goal and
// partitions: Estimate, and the IDA* that idastar-pdb runs on a side of
// 5. Safe for concurrent use once made.
type Patterns struct {
	shape solver.Shape
	goal  Board
	parts []Partition
	part  Partition // every partition's patterns, one after the other
	tabs  [][]uint8 // per pattern of part, by rank: the fewest moves of its tiles

	n     int                            // cells
	patOf [maxPartitions][MaxCells]int8  // by partition, the pattern (in part) of each tile, -1 for the blank
	slot  [maxPartitions][MaxCells]uint8 // the tile's place in its pattern
	first [maxPartitions + 1]int         // partition i's patterns are part[first[i]:first[i+1]]
	// the views a board is looked up in: each partition, plain and, when
	// the goal allows, mirrored (view v: partition v/mirrors, mirrored
	// when v%mirrors is 1)
	mirrors int
	mirror  bool                            // the reflection about the main diagonal is looked up too
	mcell   [MaxCells]uint8                 // a cell's mirror image
	mtile   [MaxCells]uint8                 // the tile a tile becomes in the mirrored board
	goalPos [MaxCells]uint8                 // each tile's goal cell
	sizes   [maxPartitions * MaxCells]uint8 // each pattern's number of tiles

	fromCache bool
	cacheErr  error
}

// BuildPatterns builds the databases of parts for goal on s, on workers
// goroutines (0: one per processor), reporting progress (placements
// reached of all of them; nil for none). It returns ctx's error when ctx
// is done first.
func BuildPatterns(ctx context.Context, s solver.Shape, goal Board, parts []Partition, workers int, progress func(done, total int64)) (*Patterns, error) {
	db, err := newPatterns(s, goal, parts)
	if err != nil {
		return nil, err
	}
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	var total int64
	for _, pat := range db.part {
		total += int64(placements(db.n, len(pat)))
	}
	if progress != nil {
		progress(0, total) // a build, not a load (which reports once, at its end)
	}
	var done atomic.Int64
	var base int64
	cm := newCellMasks(geo(db.shape))
	blank := goal.Blank(db.shape)
	for _, pat := range db.part {
		cells := make([]uint8, len(pat))
		for i, t := range pat {
			cells[i] = db.goalPos[t]
		}
		// the build on its goroutines, the reports on the caller's, about
		// 20 a second
		built := make(chan []uint8, 1)
		go func() { built <- buildPattern(ctx, cm, cells, blank, &done, workers) }()
		var tab []uint8
		if progress == nil {
			tab = <-built
		} else {
			tick := time.NewTicker(50 * time.Millisecond)
		wait:
			for {
				select {
				case tab = <-built:
					break wait
				case <-tick.C:
					progress(base+done.Load(), total)
				}
			}
			tick.Stop()
		}
		if tab == nil {
			return nil, ctx.Err()
		}
		db.tabs = append(db.tabs, tab)
		base += int64(len(tab))
		done.Store(0)
	}
	if progress != nil {
		progress(total, total)
	}
	return db, nil
}

// newPatterns checks the shape, goal and partitions and makes the
// databases' lookups, without their tables.
func newPatterns(s solver.Shape, goal Board, parts []Partition) (*Patterns, error) {
	if err := Check(s); err != nil {
		return nil, err
	}
	s = s.Norm()
	if !Valid(s, goal) {
		return nil, fmt.Errorf("goal is not a %v board", s)
	}
	g := geo(s)
	if len(parts) < 1 || len(parts) > maxPartitions {
		return nil, fmt.Errorf("%d partitions: 1 to %d", len(parts), maxPartitions)
	}
	db := &Patterns{shape: s, goal: goal, n: g.cells, mirrors: 1}
	for c := 0; c < g.cells; c++ {
		db.goalPos[goal[c]] = uint8(c)
	}
	for pi, part := range parts {
		if err := part.check(g.cells); err != nil {
			return nil, fmt.Errorf("partition %v: %w", part, err)
		}
		for i := range db.patOf[pi] {
			db.patOf[pi][i] = -1
		}
		var cp Partition
		for _, pat := range part {
			i := len(db.part)
			cp = append(cp, slices.Clone(pat))
			db.part = append(db.part, slices.Clone(pat))
			db.sizes[i] = uint8(len(pat))
			for k, t := range pat {
				db.patOf[pi][t], db.slot[pi][t] = int8(i), uint8(k)
			}
		}
		db.parts = append(db.parts, cp)
		db.first[pi+1] = len(db.part)
	}
	// the reflection about the main diagonal keeps the distance to the
	// goal when it keeps the goal's blank: a square board, the blank on
	// the diagonal
	blank := int(db.goalPos[0])
	if g.rows == g.cols && blank/g.cols == blank%g.cols {
		db.mirror, db.mirrors = true, 2
		for c := 0; c < g.cells; c++ {
			db.mcell[c] = uint8(c%g.cols*g.cols + c/g.cols)
		}
		for t := 0; t < g.cells; t++ {
			db.mtile[t] = goal[db.mcell[db.goalPos[t]]]
		}
	}
	return db, nil
}

// Partitions are the databases' partitions.
func (db *Patterns) Partitions() []Partition { return db.parts }

// Bytes is the memory the tables take.
func (db *Patterns) Bytes() int64 {
	var n int64
	for _, t := range db.tabs {
		n += int64(len(t))
	}
	return n
}

// FromCache reports whether the databases were read from the disk cache.
func (db *Patterns) FromCache() bool { return db.fromCache }

// CacheError is why the databases could not be written to the disk cache
// after a build, or nil.
func (db *Patterns) CacheError() error { return db.cacheErr }

// views is the number of lookups a board takes: each partition, plain
// and mirrored when the goal allows.
func (db *Patterns) views() int { return len(db.parts) * db.mirrors }

// maxViews is the most views: every partition, plain and mirrored.
const maxViews = 2 * maxPartitions

// viewCells are a board's cells by pattern (of part), in one view.
type viewCells [maxPartitions * MaxCells][MaxPatternSize]uint8

// cellsOf fills vc with b's cells by pattern, as view v sees them.
func (db *Patterns) cellsOf(b *Board, v int, vc *viewCells) {
	pi, mirrored := v/db.mirrors, v%db.mirrors == 1
	for c := 0; c < db.n; c++ {
		t, cell := b[c], uint8(c)
		if t == 0 {
			continue
		}
		if mirrored {
			t, cell = db.mtile[t], db.mcell[c]
		}
		vc[db.patOf[pi][t]][db.slot[pi][t]] = cell
	}
}

// lookup is pattern i's entry for its cells cs.
func (db *Patterns) lookup(i int, cs *[MaxPatternSize]uint8) int {
	return int(db.tabs[i][rankCells(cs, int(db.sizes[i]), db.n)])
}

// Estimate is the databases' estimate of the moves from b to the goal:
// the largest over the partitions of the sum over their patterns, plain
// and mirrored where the goal allows the reflection. 0 for a board that is not of
// the databases' shape.
func (db *Patterns) Estimate(b Board) int {
	if !Valid(db.shape, b) {
		return 0
	}
	h := 0
	var vc viewCells
	for v := 0; v < db.views(); v++ {
		db.cellsOf(&b, v, &vc)
		sum := 0
		pi := v / db.mirrors
		for i := db.first[pi]; i < db.first[pi+1]; i++ {
			sum += db.lookup(i, &vc[i])
		}
		h = max(h, sum)
	}
	return h
}
