package pdb

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"sync/atomic"
	"testing"
)

// bruteForce computes a pattern's database the plain way, as an
// independent reference: shortest paths over every (placement, blank
// cell), blank moves through other cells costing 0 and moves of pattern
// tiles 1, by a label-correcting search; then the minimum over the blank's
// cells.
func bruteForce(goalCells []int8, goalBlank int) []uint8 {
	m := len(goalCells)
	size := 1 << (4 * m)
	const inf = 1 << 30
	d := make([]int, size*cells)
	for i := range d {
		d[i] = inf
	}
	type state struct{ idx, blank int }
	idx0 := 0
	for i, c := range goalCells {
		idx0 |= int(c) << (4 * i)
	}
	d[idx0*cells+goalBlank] = 0
	queue := []state{{idx0, goalBlank}}
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		here := d[s.idx*cells+s.blank]
		for _, nb8 := range neighbours[s.blank] {
			nb := int(nb8)
			tile := -1
			for i := 0; i < m; i++ {
				if s.idx>>(4*i)&0xF == nb {
					tile = i
				}
			}
			next, cost := s.idx, 0
			if tile >= 0 {
				next, cost = s.idx+(s.blank-nb)<<(4*tile), 1
			}
			if here+cost < d[next*cells+nb] {
				d[next*cells+nb] = here + cost
				queue = append(queue, state{next, nb})
			}
		}
	}
	out := make([]uint8, size)
	for i := range out {
		best := inf
		for b := 0; b < cells; b++ {
			best = min(best, d[i*cells+b])
		}
		out[i] = unreached
		if best < inf {
			out[i] = uint8(best)
		}
	}
	return out
}

// The breadth-first search over (placement, blank region) gives the same
// database as the brute force, for patterns of 1 to 4 tiles in random
// places and the blank in random cells.
func TestBuildPatternMatchesBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 4))
	for trial := 0; trial < 12; trial++ {
		m := 1 + trial%4
		perm := rng.Perm(cells)
		gc := make([]int8, m)
		for i := range gc {
			gc[i] = int8(perm[i])
		}
		blank := perm[m]
		var done atomic.Int64
		got := buildPattern(context.Background(), gc, blank, &done)
		want := bruteForce(gc, blank)
		if done.Load() != int64(placements(m)) {
			t.Errorf("tiles at %v: %d placements counted, want %d", gc, done.Load(), placements(m))
		}
		if !slices.Equal(got, want) {
			for i := range got {
				if got[i] != want[i] {
					t.Fatalf("tiles at %v, blank %d: entry %x is %d, brute force %d", gc, blank, i, got[i], want[i])
				}
			}
		}
	}
}

// rank and unrank are inverse, and rank numbers placements in the order
// eachPlacement lists them.
func TestRank(t *testing.T) {
	for m := 1; m <= 3; m++ {
		r := 0
		pos := make([]int8, m)
		eachPlacement(m, func(idx uint32) {
			for i := range pos {
				pos[i] = int8(idx >> (4 * i) & 0xF)
			}
			if got, _ := shapeRank(cells, pos); got != r {
				t.Fatalf("m=%d: rank(%v) = %d, want %d", m, pos, got, r)
			}
			back := make([]int8, m)
			shapeUnrank(cells, r, back)
			if !slices.Equal(back, pos) {
				t.Fatalf("m=%d: unrank(%d) = %v, want %v", m, r, back, pos)
			}
			r++
		})
		if r != placements(m) {
			t.Errorf("m=%d: %d placements listed, want %d", m, r, placements(m))
		}
	}
}

// Progress reports climb to the total and end there, on the caller's
// goroutine.
func TestBuildProgress(t *testing.T) {
	var last, total int64
	calls := 0
	_, err := BuildPartition(context.Background(), GoalBlankLast, smallPartition(GoalBlankLast), func(done, tot int64) {
		if done < last || done > tot || (total != 0 && tot != total) {
			t.Errorf("progress %d/%d after %d/%d", done, tot, last, total)
		}
		last, total = done, tot
		calls++
	})
	if err != nil {
		t.Fatal(err)
	}
	if calls == 0 || last != total || total != 3*int64(placements(5)) {
		t.Errorf("%d calls, last %d/%d, want it to end at %d", calls, last, total, 3*placements(5))
	}
}

// The lookup tables give each database's entry, or when its excess over
// the Manhattan distance is more than the tables hold, the Manhattan
// distance plus the largest excess they hold: never more than the entry.
func TestLookupMatchesCompact(t *testing.T) {
	db := sharedDB(t)
	rng := rand.New(rand.NewPCG(12, 12))
	clamped, exact := 0, 0
	for i := 0; i < 4000; i++ {
		b := random4(rng, db.Goal())
		if i%2 == 1 {
			b = walk(rng, db.Goal(), rng.IntN(30))
		}
		got := db.PatternEstimates(b)
		for k, pat := range db.pats[:len(got)] {
			pos := make([]int8, len(pat))
			md := 0
			for c := 0; c < cells; c++ {
				if j := slices.Index(pat, at(b, c)); j >= 0 {
					pos[j] = int8(c)
					md += int(db.mdist[at(b, c)][c])
				}
			}
			r, _ := shapeRank(cells, pos)
			entry := int(db.compact[k][r])
			want := min(entry, md+2*excessMax)
			if got[k] != want {
				t.Fatalf("%016x: pattern %d reads %d, database %d, Manhattan %d: want %d", uint64(b), k+1, got[k], entry, md, want)
			}
			if want < entry {
				clamped++
			} else {
				exact++
			}
		}
	}
	if clamped > 0 && !db.Clamped() {
		t.Errorf("%d lookups clamped, Clamped() = %v", clamped, db.Clamped())
	}
	t.Logf("%d lookups exact, %d clamped", exact, clamped)
}

// A cancelled build stops and says so, as BuildShape does, rather than
// return databases with patterns missing.
func TestBuildCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	db, err := BuildPartition(ctx, GoalBlankLast, smallPartition(GoalBlankLast), nil)
	if db != nil || !errors.Is(err, context.Canceled) {
		t.Fatalf("BuildPartition on a cancelled context = %v, %v; want nil, context.Canceled", db, err)
	}
}
