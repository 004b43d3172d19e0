package pdb

import (
	"context"
	"flag"
	"math/rand/v2"
	"sync"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"go.uber.org/goleak"
)

// Build and Load start goroutines; none may outlive them.
func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

var long = flag.Bool("pdb.long", false, "also compare with a linear-conflict IDA* on 50 uniformly random boards (slow: minutes to hours)")

// The default databases for the usual goal, built once per test binary:
// every test that needs them shares the build.
var (
	sharedOnce sync.Once
	shared     *DB
	sharedErr  error
)

func sharedDB(tb testing.TB) *DB {
	tb.Helper()
	if testing.Short() {
		tb.Skip("-short: the 4x4's default databases take a minute to build under -race")
	}
	sharedOnce.Do(func() { shared, sharedErr = Build(context.Background(), GoalBlankLast, nil) })
	if sharedErr != nil {
		tb.Fatal(sharedErr)
	}
	return shared
}

// smallPartition splits the tiles into 5-5-5 by goal cell, row by row: a
// partition whose databases build in a fraction of a second, for tests
// that need databases for other goals.
func smallPartition(goal solver.Board) Partition {
	var p Partition
	var cur []int
	for c := 0; c < cells; c++ {
		if t := at(goal, c); t != 0 {
			cur = append(cur, t)
			if len(cur) == 5 {
				p = append(p, cur)
				cur = nil
			}
		}
	}
	return p
}

// walk makes n random moves from b, never straight back.
func walk(rng *rand.Rand, b solver.Board, n int) solver.Board {
	blank, prev := blankOf(b), -1
	for i := 0; i < n; i++ {
		nbs := neighbours[blank]
		for {
			nb := int(nbs[rng.IntN(len(nbs))])
			if nb != prev {
				b = slide(b, blank, nb)
				prev, blank = blank, nb
				break
			}
		}
	}
	return b
}

// fromTiles makes a board of 16 tiles given row by row.
func fromTiles(tiles ...int) solver.Board {
	var b solver.Board
	for i, t := range tiles {
		b |= solver.Board(t) << (4 * uint(i))
	}
	return b
}
