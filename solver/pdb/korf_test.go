package pdb

import (
	"context"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// The first three of Korf's 100 random 15-puzzle instances (1985), with
// their published optimal solution lengths. Korf's goal has the blank
// first; turned half a turn, with tile t renamed 16-t, a board keeps its
// distance and that goal becomes blank-last, the shared databases' goal.
func TestKorfInstances(t *testing.T) {
	db := sharedDB(t)
	for _, tc := range []struct {
		tiles []int
		cost  int
	}{
		{[]int{14, 13, 15, 7, 11, 12, 9, 5, 6, 0, 2, 1, 4, 8, 10, 3}, 57},
		{[]int{13, 5, 4, 10, 9, 12, 8, 14, 2, 3, 7, 1, 0, 15, 11, 6}, 55},
		{[]int{14, 7, 8, 2, 13, 11, 10, 4, 9, 12, 5, 0, 3, 6, 1, 15}, 59},
	} {
		turned := make([]int, 16)
		for i, tile := range tc.tiles {
			if tile != 0 {
				tile = 16 - tile
			}
			turned[15-i] = tile
		}
		r, err := Solve(context.Background(), db, solver.FromTiles(turned), solver.Options{})
		if err != nil || r.Status != solver.Solved || r.Cost != tc.cost {
			t.Errorf("%v: %v cost %d, published %d (%v)", tc.tiles, r.Status, r.Cost, tc.cost, err)
		}
	}
}

// Every one of Korf's 100 that Solve finishes within a node limit takes
// its published optimal length (the benchmark, BenchmarkKorf100, checks
// all 100); the limit keeps the test to the quick ones, some sixty.
func TestKorf100Quick(t *testing.T) {
	db := sharedDB(t)
	const limit = 150_000
	checked := 0
	for i, in := range korf100(t) {
		r, err := Solve(context.Background(), db, in.start, solver.Options{MaxNodes: limit})
		if err != nil {
			t.Fatalf("instance %d: %v", i+1, err)
		}
		if r.Status == solver.Limit {
			continue
		}
		checked++
		if r.Status != solver.Solved || r.Cost != in.cost {
			t.Errorf("instance %d: %v cost %d, published %d", i+1, r.Status, r.Cost, in.cost)
		}
	}
	if checked < 50 {
		t.Errorf("only %d of Korf's 100 solved within %d nodes, want at least 50", checked, limit)
	}
	t.Logf("%d of Korf's 100 solved within %d nodes, each at its published length", checked, limit)
}
