package pdb

import (
	"context"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"sync/atomic"
	"testing"
	"testing/quick"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// rankOf and unrankOf are inverse, and rankOf counts the placements in
// eachPlacement's order (the compact form's): for every size, random
// placements round-trip, and for small sizes every placement has the
// rank of its place in that order.
func TestRankRoundTrip(t *testing.T) {
	for m := 1; m <= MaxPatternSize; m++ {
		n := uint32(placements(m))
		f := func(r uint32) bool {
			r %= n
			idx := unrankOf(r, m)
			var used uint32
			for i := 0; i < m; i++ {
				c := idx >> (4 * uint(i)) & 0xF
				if used&(1<<c) != 0 {
					return false // two tiles in one cell: not a placement
				}
				used |= 1 << c
			}
			return rankOf(idx, m) == r
		}
		if err := quick.Check(f, &quick.Config{MaxCount: 20000, Rand: nil}); err != nil {
			t.Errorf("%d tiles: %v", m, err)
		}
	}
	for m := 1; m <= 4; m++ {
		r := uint32(0)
		eachPlacement(m, func(idx uint32) {
			if got := rankOf(idx, m); got != r {
				t.Fatalf("%d tiles: placement %08x has rank %d, want %d (its place in eachPlacement's order)", m, idx, got, r)
			}
			r++
		})
		if int(r) != placements(m) {
			t.Fatalf("%d tiles: %d placements, want %d", m, r, placements(m))
		}
	}
}

// The ranked build gives every placement the value the direct one gives
// it, on patterns small enough for both: by goal cells, a corner, the
// middle, and the default partitions' six-tile patterns, for the goal
// blank last and blank first.
func TestBuildRankedAgrees(t *testing.T) {
	type pat struct {
		goal  []int8 // the tiles' goal cells
		blank int
	}
	cases := []pat{
		{[]int8{0, 1, 4}, 15},
		{[]int8{5, 6, 9, 10}, 15},
		{[]int8{12, 13, 14, 8, 9}, 15},
		{[]int8{1, 2, 3, 4, 5}, 0},
	}
	if !testing.Short() {
		cases = append(cases,
			pat{[]int8{4, 5, 8, 9, 12, 13}, 0},    // a block, blank first
			pat{[]int8{14, 13, 11, 10, 7, 6}, 15}, // a staircase, blank last
		)
	}
	for _, p := range cases {
		var done atomic.Int64
		direct := compactOf(buildPattern(context.Background(), p.goal, p.blank, &done), len(p.goal))
		for _, workers := range []int{1, 3} {
			var done2 atomic.Int64
			got := buildRanked(context.Background(), p.goal, p.blank, &done2, workers)
			if len(got) != len(direct) {
				t.Fatalf("%v: %d entries, want %d", p.goal, len(got), len(direct))
			}
			for r := range direct {
				if got[r] != direct[r] {
					t.Fatalf("%v blank %d, %d workers: placement %08x (rank %d) is %d, the direct build's %d",
						p.goal, p.blank, workers, unrankOf(uint32(r), len(p.goal)), r, got[r], direct[r])
				}
			}
			if done2.Load() != int64(len(direct)) {
				t.Errorf("%v, %d workers: progress counted %d placements, want %d", p.goal, workers, done2.Load(), len(direct))
			}
			if slices.Contains(got, unreached) {
				t.Errorf("%v, %d workers: a placement was never reached", p.goal, workers)
			}
		}
	}
}

// A cancelled ranked build stops and returns nil.
func TestBuildRankedCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var done atomic.Int64
	if got := buildRanked(ctx, []int8{0, 1, 2, 3, 4, 5, 6}, 15, &done, 2); got != nil {
		t.Fatalf("a cancelled build returned %d entries", len(got))
	}
}

// excessRanked reads back what expand packed, for a seven-tile pattern's
// worth of placements taken at random from a small pattern's table
// extended by hand: expand's ranked packing and the lookup agree.
func TestRankedLookup(t *testing.T) {
	goal := GoalBlankLast
	mdist := manhattanTable(goal)
	tiles := []int{9, 10, 11, 12, 13, 14, 15}
	m := len(tiles)
	// a made-up database: the Manhattan distance plus an even excess
	// that depends on the rank, up to the largest a nibble holds
	compact := make([]uint8, placements(m))
	r := 0
	eachPlacement(m, func(idx uint32) {
		md := 0
		for i, tl := range tiles {
			md += int(mdist[tl][idx>>(4*uint(i))&0xF])
		}
		compact[r] = uint8(md + 2*(r%(excessRankMax+1)))
		r++
	})
	packed := make([]uint8, tableBytes(m))
	clamped, err := expand(packed, compact, tiles, &mdist)
	if err != nil || clamped {
		t.Fatalf("expand: clamped %v, %v", clamped, err)
	}
	rng := rand.New(rand.NewPCG(7, 8))
	for range 10000 {
		r := uint32(rng.IntN(placements(m)))
		if got, want := excessRanked(packed, unrankOf(r, m), m), uint8(int(r)%(excessRankMax+1)); got != want {
			t.Fatalf("rank %d: excess %d, want %d", r, got, want)
		}
	}
}

// Bytes counts the lookup tables of databases read from the cache, whose
// compact form Load drops (it indexed the dropped form, and panicked),
// and of a partition with a ranked pattern.
func TestBytesAfterLoad(t *testing.T) {
	dir := t.TempDir()
	part := smallPartition(GoalBlankLast)
	for i := range 2 {
		db, err := LoadPartitions(context.Background(), dir, GoalBlankLast, []Partition{part}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if want := int64(3 * tableBytes(5)); db.Bytes() != want || db.FromCache() != (i == 1) {
			t.Errorf("load %d: %d bytes (from the cache %v), want %d", i+1, db.Bytes(), db.FromCache(), want)
		}
	}
	if testing.Short() || raceOn {
		return // the 7-tile builds below take minutes, tens under the race detector
	}
	// a seven-tile pattern: 4 bits a placement, by rank
	p7 := Partition{{9, 10, 11, 12, 13, 14, 15}, {1, 2, 3, 4}, {5, 6, 7, 8}}
	db, err := LoadPartitions(context.Background(), dir, GoalBlankLast, []Partition{p7}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if want := int64(placements(7)/2 + 2*tableBytes(4)); db.Bytes() != want {
		t.Errorf("7-4-4: %d bytes, want %d", db.Bytes(), want)
	}
	// its cache file, cut short or with a byte changed, is rebuilt (the
	// same tables), never trusted; whole, it is read
	path := filepath.Join(dir, fileName(GoalBlankLast, []Partition{p7}))
	whole, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	board := solver.Board(0x0FEDCBA987654321) // any board: its estimate
	want := db.Estimate(walk(rand.New(rand.NewPCG(1, 2)), board, 40))
	damaged := slices.Clone(whole)
	damaged[len(damaged)/2] ^= 1
	for name, data := range map[string][]byte{"cut short": whole[:len(whole)-1000], "damaged": damaged, "whole": whole} {
		if err := os.WriteFile(path, data, 0o600); err != nil {
			t.Fatal(err)
		}
		if _, err := readCache(path, GoalBlankLast, []Partition{p7}); (err == nil) != (name == "whole") {
			t.Errorf("%s: reading the cache: %v", name, err)
		}
		got, err := LoadPartitions(context.Background(), dir, GoalBlankLast, []Partition{p7}, nil)
		if err != nil || got.FromCache() != (name == "whole") {
			t.Fatalf("%s: from the cache %v (%v)", name, got != nil && got.FromCache(), err)
		}
		if e := got.Estimate(walk(rand.New(rand.NewPCG(1, 2)), board, 40)); e != want {
			t.Errorf("%s: estimate %d, want %d", name, e, want)
		}
	}
}
