package wide

import (
	"context"
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// idaPDB is IDA* led by the additive pattern databases: the board changed
// in place, and for each view (plain, mirrored) the cells of each pattern
// and the sum of their entries, of which only the moved tile's pattern
// changes with a move.
type idaPDB struct {
	*search
	db     *Patterns
	b      Board
	blank  int
	views  int
	cells  [maxViews]viewCells
	val    [maxViews][maxPartitions * MaxCells]uint8 // each pattern's entry, by view
	sum    [maxViews]int
	moves  []solver.Move
	next   int
	wait   int
	halted bool
}

// prepareFits refuses databases that the memory cap cannot hold, naming
// what they need.
func prepareFits(a *solver.Algorithm, s solver.Shape, goal Board, maxMemory int64) error {
	if maxMemory <= 0 {
		maxMemory = solver.DefaultMaxMemory
	}
	if need := PatternBytes(s, goal); need > maxMemory {
		return fmt.Errorf("%s needs %d MiB of memory for its %v pattern databases on %v, more than the memory cap of %d MiB: raise the cap or use astar-linear-conflict -weight %s",
			a.Name, (need+1<<20-1)>>20, partitionsText(DefaultPartitions(s, goal)), s.Norm(), maxMemory>>20, solver.WeightText(DefaultWeight))
	}
	return nil
}

// idaPatterns runs IDA* on db from s.p.Start.
func (s *search) idaPatterns(db *Patterns) {
	st := &idaPDB{search: s, db: db, b: s.p.Start, blank: s.p.Start.Blank(s.p.Shape), views: db.views()}
	s.traceIDA(&st.b, func(b *Board) int { return db.Estimate(*b) })
	for v := 0; v < st.views; v++ {
		db.cellsOf(&st.b, v, &st.cells[v])
		pi := v / db.mirrors
		for i := db.first[pi]; i < db.first[pi+1]; i++ {
			st.val[v][i] = uint8(db.lookup(i, &st.cells[v][i]))
			st.sum[v] += int(st.val[v][i])
		}
	}
	for bound := st.h(); ; {
		st.next = math.MaxInt
		if st.dfs(0, bound, -1, st.t.g.steps[st.blank]) {
			path := make([]Board, 0, len(st.moves)+1)
			b := s.p.Start
			path = append(path, b)
			for _, m := range st.moves {
				b, _ = Apply(s.p.Shape, b, m)
				path = append(path, b)
			}
			s.found(path, st.moves)
			return
		}
		if st.halted {
			return
		}
		if st.next == math.MaxInt {
			s.res.Status = solver.Limit
			return
		}
		bound = st.next
	}
}

// h is the estimate of the board in st: the largest view's sum.
func (st *idaPDB) h() int {
	h := st.sum[0]
	for v := 1; v < st.views; v++ {
		h = max(h, st.sum[v])
	}
	return h
}

// dfs searches below the board in st within bound, through steps (the
// blank's, but the one back to back; ida.dfs); true when it reached the
// goal, with st.moves the way there.
func (st *idaPDB) dfs(g, bound, back int, steps []step) bool {
	h := st.h()
	if f := g + h; f > bound {
		if f < st.next {
			st.next = f
		}
		return false
	}
	if h == 0 { // every pattern's tiles home: the goal
		return true
	}
	if st.expand(g, h, bound, back, st.blank, &st.wait) {
		st.halted = true
		return false
	}
	db := st.db
	for _, sp := range steps {
		to := int(sp.to)
		st.wait--
		blank := st.blank
		tile := st.b[to]
		st.b[blank], st.b[to], st.blank = tile, 0, to
		// the tile goes from to to blank: in each view, its pattern's
		// entry is looked up again, until one puts the child over the
		// bound (the mirrored lookup is saved on most children of the
		// last iteration)
		var pat [maxViews]int8
		var slot [maxViews]uint8
		var oldCell [maxViews]uint8
		var oldVal [maxViews]uint8
		looked, cut := 0, false
		for v := 0; v < st.views && !cut; v++ {
			t, cell := tile, uint8(blank)
			if v%db.mirrors == 1 {
				t, cell = db.mtile[tile], db.mcell[blank]
			}
			pi := v / db.mirrors
			p, k := db.patOf[pi][t], db.slot[pi][t]
			pat[v], slot[v] = p, k
			oldCell[v], oldVal[v] = st.cells[v][p][k], st.val[v][p]
			st.cells[v][p][k] = cell
			nv := uint8(db.lookup(int(p), &st.cells[v][p]))
			st.val[v][p] = nv
			st.sum[v] += int(nv) - int(oldVal[v])
			looked++
			if f := g + 1 + st.sum[v]; f > bound {
				// as dfs would find it: a lower f than the child's
				// whole estimate at worst, which IDA* allows
				st.next = min(st.next, f)
				cut = true
			}
		}
		if !cut {
			st.moves = append(st.moves, sp.move)
			if st.dfs(g+1, bound, blank, st.t.g.onward[to][sp.back]) {
				return true
			}
			st.moves = st.moves[:len(st.moves)-1]
		}
		st.b[to], st.b[blank], st.blank = tile, 0, blank
		for v := 0; v < looked; v++ {
			p := pat[v]
			st.cells[v][p][slot[v]] = oldCell[v]
			st.sum[v] += int(oldVal[v]) - int(st.val[v][p])
			st.val[v][p] = oldVal[v]
		}
		if st.halted {
			return false
		}
	}
	return false
}

// prepare gets the databases of p's shape and goal, reporting their
// making through report (as solver.Options.Prepare: "pattern database for
// 5x5", done, total); the Prepared it returns says how they were made
// when they were not in memory already, nil when they were.
func prepare(ctx context.Context, p Problem, report func(what string, done, total int64)) (*Patterns, *solver.Prepared, error) {
	what := solver.PatternWhat(p.Shape, false)
	var progress func(done, total int64)
	if report != nil {
		progress = func(done, total int64) { report(what, done, total) }
	}
	at := time.Now()
	db, loaded, err := patternsFor(ctx, p.Shape, p.Goal, progress)
	if err != nil || !loaded {
		return db, nil, err
	}
	return db, &solver.Prepared{What: what, Loaded: db.FromCache(), Took: time.Since(at)}, nil
}

// partitionsText is the partitions' sizes, "5-5-5-5-4 and 5-5-5-5-4".
func partitionsText(parts []Partition) string {
	var s []string
	for _, p := range parts {
		s = append(s, p.String())
	}
	return strings.Join(s, " and ")
}
