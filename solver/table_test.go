package solver

import (
	"context"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"
)

// BOARDS.md: boards at each optimal distance from 123456780, found there by
// exhaustive search; the test's own search must find the same.
var blankLastCounts = []int{1, 2, 4, 8, 16, 20, 39, 62, 116, 152, 286, 396, 748, 1024, 1893, 2512,
	4485, 5638, 9529, 10878, 16993, 17110, 23952, 20224, 24047, 15578, 14560, 6274, 3910, 760, 221, 2}

// The figures every 8-puzzle text quotes, from BOARDS.md, checked against
// the tests' own backward search before it is used to check the package.
func TestTruthMatchesKnownFigures(t *testing.T) {
	for _, tc := range []struct {
		goal    Board
		max     int
		hardest []string
	}{
		{GoalBlankLast, 31, []string{"647850321", "867254301"}},
		{GoalBlankFirst, 31, []string{"806547231", "876041253"}},
		{GoalSpiral, 30, nil},
	} {
		tr := truthFor(tc.goal)
		if tr.max() != tc.max || len(tr.dist) != NumRanks/2 {
			t.Errorf("goal %v: max %d over %d boards, want %d over %d", tc.goal, tr.max(), len(tr.dist), tc.max, NumRanks/2)
		}
		if tc.hardest != nil {
			var got []string
			for _, b := range tr.byDist[tr.max()] {
				got = append(got, b.String())
			}
			slices.Sort(got)
			if !slices.Equal(got, tc.hardest) {
				t.Errorf("goal %v: hardest boards %v, want %v", tc.goal, got, tc.hardest)
			}
		}
	}
	if got := truthFor(GoalBlankLast).counts; !slices.Equal(got, blankLastCounts) {
		t.Errorf("boards per distance from 123456780:\n got %v\nwant %v", got, blankLastCounts)
	}
	sum := 0
	for d, n := range blankLastCounts {
		sum += d * n
	}
	if mean := float64(sum) / float64(NumRanks/2); mean < 21.965 || mean >= 21.975 {
		t.Errorf("mean distance %.3f, BOARDS.md says 21.97", mean)
	}
}

// The table must hold the exact distance of every one of the 9! boards
// (-1 for those of the other parity), count the boards at each distance,
// and hint the first move in the fixed order that leads one move closer.
func TestTableAgainstTruth(t *testing.T) {
	for _, goal := range goals {
		tr := truthFor(goal)
		tb, err := BuildTable(context.Background(), Square3, goal)
		if err != nil {
			t.Fatal(err)
		}
		if tb.Goal != goal || tb.Max() != tr.max() || !slices.Equal(tb.Counts(), tr.counts) {
			t.Fatalf("goal %v: table max %d counts %v, want %d %v", goal, tb.Max(), tb.Counts(), tr.max(), tr.counts)
		}
		for _, b := range allBoards() {
			d, ok := tr.dist[b]
			if !ok {
				d = -1
			}
			if got := tb.Distance(b); got != d {
				t.Fatalf("goal %v: Distance(%v) = %d, want %d", goal, b, got, d)
			}
			m, next, ok := tb.Hint(b)
			if d <= 0 {
				if ok {
					t.Fatalf("goal %v: Hint(%v) = %v, but the board is %d away", goal, b, m, d)
				}
				continue
			}
			// the first move, in the order up, down, left, right, whose board
			// is one move closer
			var want Move
			found := false
			for _, s := range Square3.Successors(b) {
				if tr.dist[s.Board] == d-1 && (!found || s.Move < want) {
					want, found = s.Move, true
				}
			}
			if !ok || m != want {
				t.Fatalf("goal %v: Hint(%v) = %v %v, want %v", goal, b, m, ok, want)
			}
			if mv, adj := adjacent(b, next); !adj || mv != m {
				t.Fatalf("goal %v: Hint(%v) gives board %v, not the move %v", goal, b, next, m)
			}
		}
	}
}

func TestTableCounts(t *testing.T) {
	tb, err := TableFor(context.Background(), Square3, GoalBlankLast)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(tb.Counts(), blankLastCounts) || tb.Max() != 31 {
		t.Fatalf("counts %v max %d", tb.Counts(), tb.Max())
	}
	c := tb.Counts()
	c[0] = 99 // a copy: the caller cannot corrupt the table
	if tb.Counts()[0] != 1 {
		t.Errorf("Counts returned the table's own slice")
	}
}

// RandomAt draws boards at exactly the distance asked, and all of them:
// both 31-move boards show up.
func TestRandomAt(t *testing.T) {
	goal := GoalBlankLast
	tr := truthFor(goal)
	tb, err := TableFor(context.Background(), Square3, goal)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for d := 0; d <= tb.Max(); d++ {
		for range 20 {
			b, ok := tb.RandomAt(rng, d)
			if !ok || tr.dist[b] != d {
				t.Fatalf("RandomAt(%d) = %v %v, which is %d away", d, b, ok, tr.dist[b])
			}
		}
	}
	seen := map[Board]bool{}
	for range 200 {
		b, _ := tb.RandomAt(rng, 31)
		seen[b] = true
	}
	if len(seen) != 2 {
		t.Errorf("200 draws at distance 31 gave %d boards, want both", len(seen))
	}
	for _, d := range []int{-1, 32, 100} {
		if b, ok := tb.RandomAt(rng, d); ok {
			t.Errorf("RandomAt(%d) = %v, want none", d, b)
		}
	}
}

func TestTableForCachesAndCancels(t *testing.T) {
	ctx := context.Background()
	a, err1 := TableFor(ctx, Square3, GoalSpiral)
	b, err2 := TableFor(ctx, Square3, GoalSpiral)
	if err1 != nil || err2 != nil || a != b {
		t.Errorf("TableFor twice: %p %v, %p %v; want the same table", a, err1, b, err2)
	}

	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	// a goal no other test uses, so it cannot be cached already
	goal := MustParse("876543210")
	if tb, err := BuildTable(cancelled, Square3, goal); err != context.Canceled || tb != nil {
		t.Errorf("BuildTable cancelled: %v, %v", tb, err)
	}
	if tb, err := TableFor(cancelled, Square3, goal); err != context.Canceled || tb != nil {
		t.Errorf("TableFor cancelled: %v, %v", tb, err)
	}
	// nothing was kept: the next call builds it
	if tb, err := TableFor(ctx, Square3, goal); err != nil || tb.Distance(goal) != 0 || tb.Max() < 30 {
		t.Errorf("TableFor after a cancelled build: %v, %v", tb, err)
	}
}

// Callers building the same table at once all get one table, and the cache
// stays bounded however many goals are asked for.
func TestTableForConcurrent(t *testing.T) {
	goal := MustParse("481302675")
	var wg sync.WaitGroup
	got := make([]*Table, 4)
	for i := range got {
		wg.Go(func() {
			tb, err := TableFor(context.Background(), Square3, goal)
			if err != nil {
				t.Error(err)
			}
			got[i] = tb
		})
	}
	wg.Wait()
	for _, tb := range got[1:] {
		if tb != got[0] {
			t.Fatalf("concurrent TableFor gave different tables")
		}
	}
	if testing.Short() {
		return
	}
	rng := rand.New(rand.NewPCG(5, 6))
	for range MaxTables + 2 {
		if _, err := TableFor(context.Background(), Square3, Square3.Random(rng, GoalBlankLast)); err != nil {
			t.Fatal(err)
		}
	}
	if n := tables.len(); n > MaxTables {
		t.Errorf("cache holds %d tables, limit %d", n, MaxTables)
	}
}
