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
