package pdb

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// The default partition is 6-6-3, disjoint and covering, for the blank in
// every cell and tiles in any order.
func TestDefaultPartition(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 3))
	for blank := 0; blank < cells; blank++ {
		for trial := 0; trial < 5; trial++ {
			goal := random4(rng, GoalBlankLast)
			goal = swapCells(goal, blankOf(goal), blank) // the blank anywhere: any goal is allowed
			if blankOf(goal) != blank || check(goal) != nil {
				t.Fatalf("test goal %016x: blank not in cell %d", uint64(goal), blank)
			}
			ps := DefaultPartitions(goal)
			if len(ps) != 2 {
				t.Fatalf("goal %016x: %d partitions", uint64(goal), len(ps))
			}
			for _, p := range ps {
				if err := p.Check(); err != nil {
					t.Fatalf("goal %016x: %v", uint64(goal), err)
				}
				sizes := []int{len(p[0]), len(p[1]), len(p[2])}
				if len(p) != 3 || sizes[0] != 6 || sizes[1] != 6 || sizes[2] != 3 {
					t.Errorf("goal %016x: sizes %v, want 6 6 3", uint64(goal), sizes)
				}
			}
		}
	}
	// for the usual goal: the two 3x2 blocks of the top three rows and
	// the bottom row; the six cells before the blank, the staircase of
	// six in the top-left corner and the three cells left
	if got, want := Partition78(GoalBlankLast).String(), "15 14 13 12 11 10 9|8 7 6 5 4 3 2 1"; got != want {
		t.Errorf("blank last, the 7-8: %s, want %s", got, want)
	}
	ps := DefaultPartitions(GoalBlankLast)
	for i, want := range []string{"12 11 8 7 4 3|10 9 6 5 2 1|15 14 13", "15 14 13 12 11 10|9 6 5 3 2 1|8 7 4"} {
		if got := ps[i].String(); got != want {
			t.Errorf("blank last, partition %d: %s, want %s", i+1, got, want)
		}
	}
}

func swapCells(b solver.Board, i, j int) solver.Board {
	ti, tj := solver.Board(at(b, i)), solver.Board(at(b, j))
	return b&^(0xF<<(4*uint(i))|0xF<<(4*uint(j))) | tj<<(4*uint(i)) | ti<<(4*uint(j))
}

func TestPartitionCheck(t *testing.T) {
	for _, tc := range []struct {
		p    Partition
		want string
	}{
		{nil, "0 patterns"},
		{Partition{{1, 2, 3, 4, 5, 6}, {7, 8, 9, 10, 11, 12, 13, 14, 15}}, "pattern 2 has 9 tiles"},
		{Partition{{1, 2, 3}, {3, 4, 5, 6, 7, 8}, {9, 10, 11, 12, 13, 14}, {15}}, "tile 3 is in two patterns"},
		{Partition{{1, 2, 3}, {4, 5, 6, 7, 8}, {9, 10, 11, 12, 13, 14}}, "tile 15 is in no pattern"},
		{Partition{{0, 1, 2}, {3, 4, 5, 6, 7, 8}, {9, 10, 11, 12, 13, 14}, {15}}, "tile 0, not one of 1..15"},
		{Partition{{1, 2, 3}, {}, {4, 5}}, "pattern 2 has 0 tiles"},
	} {
		err := tc.p.Check()
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: %v, want an error saying %q", tc.p, err, tc.want)
		}
	}
	if _, err := BuildPartition(context.Background(), GoalBlankLast, Partition{{1, 2}}, nil); err == nil {
		t.Error("BuildPartition took a partition that misses tiles")
	}
	if _, err := Build(context.Background(), 0, nil); err == nil {
		t.Error("Build took a goal that is not a board")
	}
}
