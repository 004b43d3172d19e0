package solver

import (
	"context"
	"math/rand/v2"
	"runtime"
	"testing"
)

// badBoards are values of type Board that are not boards: no blank, a
// repeated tile, a tile above 8, bits above cell 8, zero.
var badBoards = []Board{
	0,
	0x987654321,                           // tiles 1..9, no blank
	pack(grid{1, 1, 3, 4, 5, 6, 7, 8, 0}), // a repeated tile
	0xF87654320,                           // tile 15
	GoalBlankLast | 1<<40,                 // a tile beyond cell 8
	0xFFFFFFFFFFFFFFFF,
}

// Every exported function that takes a board, goal, cell or table answers
// bad values with an error or its documented zero result, never a panic.
// Before the fix, TableFor, Distance, Hint, Apply, Successors and Estimate
// panicked on a board without a blank.
func TestBadBoardsDoNotPanic(t *testing.T) {
	ctx := context.Background()
	tab, err := TableFor(ctx, Square3, GoalBlankLast)
	if err != nil {
		t.Fatal(err)
	}
	h, _ := HeuristicByName("linear-conflict")
	a, _ := AlgorithmByName("table")
	for _, b := range badBoards {
		t.Run(b.String(), func(t *testing.T) {
			if tb, err := TableFor(ctx, Square3, b); err == nil || tb != nil {
				t.Errorf("TableFor: %v, %v; want an error", tb, err)
			}
			if tb, err := BuildTable(ctx, Square3, b); err == nil || tb != nil {
				t.Errorf("BuildTable: %v, %v; want an error", tb, err)
			}
			if d := tab.Distance(b); d != -1 {
				t.Errorf("Distance = %d, want -1", d)
			}
			if _, _, ok := tab.Hint(b); ok {
				t.Error("Hint found a move")
			}
			for m := Up; m <= Right+1; m++ {
				if c, ok := Square3.Apply(b, m); ok || c != b {
					t.Errorf("Apply(%v) = %v, %v; want the board back and false", m, c, ok)
				}
			}
			if s := Square3.Successors(b); s != nil {
				t.Errorf("Successors = %v, want none", s)
			}
			for i := -1; i <= cells3; i++ {
				if _, _, ok := Square3.MoveTile(b, i); ok {
					t.Errorf("MoveTile(%d) moved", i)
				}
			}
			if v, err := h.Estimate(b, GoalBlankLast); err == nil {
				t.Errorf("Estimate(board) = %v, want an error", v)
			}
			if v, err := h.Estimate(GoalBlankLast, b); err == nil {
				t.Errorf("Estimate(goal) = %v, want an error", v)
			}
			if Square3.Solvable(b, GoalBlankLast) || Square3.Solvable(GoalBlankLast, b) {
				t.Error("Solvable with a bad board")
			}
			if r := Square3.Random(rand.New(rand.NewPCG(1, 2)), b); r != 0 {
				t.Errorf("Random to a bad goal = %v, want 0", r)
			}
			for _, p := range []Problem{{Start: b, Goal: GoalBlankLast}, {Start: GoalBlankLast, Goal: b}} {
				if _, err := a.Solve(ctx, p, Options{}); err == nil {
					t.Errorf("Solve(%v) without an error", p)
				}
			}
			_ = b.Rank() // meaningless, documented, but no panic
			_, _, _, _ = b.String(), b.Rows(), b.Grid(), Square3.Tiles(b)
			_ = b.Find(0)
		})
	}
}

func TestCellsOutOfRange(t *testing.T) {
	b := GoalBlankLast
	for _, c := range [][2]int{{-1, 0}, {0, cells3}, {3, 100}, {-5, -6}, {1 << 40, 2}} {
		if got := Square3.Swap(b, c[0], c[1]); got != b {
			t.Errorf("Swap(%d, %d) = %v, want the board unchanged", c[0], c[1], got)
		}
	}
	for _, i := range []int{-1, cells3 + 7, 1 << 40} {
		if _, _, ok := Square3.MoveTile(b, i); ok {
			t.Errorf("MoveTile(%d) moved", i)
		}
		_ = b.At(i)
	}
	if got := Unrank(NumRanks); got != 0 {
		t.Errorf("Unrank(NumRanks) = %v, want 0", got)
	}
	if got := Unrank(1<<32 - 1); got != 0 {
		t.Errorf("Unrank(max) = %v, want 0", got)
	}
}

// The zero Table and a nil one answer like a table of no boards; a nil
// rng draws from the global source.
func TestZeroTableAndNilRNG(t *testing.T) {
	for _, tab := range []*Table{nil, {}} {
		if tab.Distance(GoalBlankLast) != -1 || tab.Max() != -1 || tab.Counts() != nil {
			t.Errorf("%v: distance %d, max %d, counts %v", tab, tab.Distance(GoalBlankLast), tab.Max(), tab.Counts())
		}
		if _, _, ok := tab.Hint(MustParse("123456708")); ok {
			t.Errorf("%v: Hint found a move", tab)
		}
		if _, ok := tab.RandomAt(nil, 3); ok {
			t.Errorf("%v: RandomAt found a board", tab)
		}
	}
	tab, err := TableFor(context.Background(), Square3, GoalBlankLast)
	if err != nil {
		t.Fatal(err)
	}
	if b, ok := tab.RandomAt(nil, 5); !ok || tab.Distance(b) != 5 {
		t.Errorf("RandomAt(nil, 5) = %v, %v", b, ok)
	}
	if b := Square3.Random(nil, GoalBlankLast); !Square3.Valid(b) || !Square3.Solvable(b, GoalBlankLast) {
		t.Errorf("Square3.Random(nil) = %v", b)
	}
}

// The compiled heuristics are cached per goal, at most MaxHeuristicTables
// of them: before the bound, 3,000 goals held about 123 MB.
func TestHeuristicCacheBounded(t *testing.T) {
	h, _ := HeuristicByName("manhattan")
	rng := rand.New(rand.NewPCG(3, 4))
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	for range 3000 {
		g := Square3.Random(rng, GoalBlankLast)
		if _, err := h.Estimate(GoalBlankLast, g); err != nil {
			t.Fatal(err)
		}
	}
	runtime.GC()
	runtime.ReadMemStats(&after)
	if n := hCache.len(); n > MaxHeuristicTables {
		t.Errorf("%d heuristic tables cached, want at most %d", n, MaxHeuristicTables)
	}
	// 3,000 tables of 33 KB would be 100 MB; the bound keeps 64 (2 MB)
	if grew := int64(after.HeapAlloc) - int64(before.HeapAlloc); grew > 16<<20 {
		t.Errorf("the heap grew by %d MB over 3,000 goals", grew>>20)
	}
}

// The caches drop the least recently used entry, not the oldest.
func TestLRU(t *testing.T) {
	c := newLRU[int, string](2)
	c.add(1, "a")
	c.add(2, "b")
	c.get(1) // 1 is now the most recent: adding 3 drops 2
	c.add(3, "c")
	if _, ok := c.get(2); ok {
		t.Error("2 should have been dropped")
	}
	if v, ok := c.get(1); !ok || v != "a" {
		t.Errorf("1: %q %v, want kept", v, ok)
	}
	if v := c.add(3, "other"); v != "c" {
		t.Errorf("add of a present key returned %q, want the kept %q", v, "c")
	}
	if c.len() != 2 {
		t.Errorf("len %d, want 2", c.len())
	}
}

// The entry used last is answered without the lock and without losing its
// place: the order stays least recently used first.
func TestLRULastUsed(t *testing.T) {
	c := newLRU[int, string](2)
	c.add(1, "a")
	c.add(2, "b") // order: 2 1
	c.get(1)      // 1 2, and 1 is last
	c.get(1)      // answered from last
	c.add(3, "c") // drops 2, the least recently used
	if _, ok := c.get(2); ok {
		t.Error("2 should have been dropped")
	}
	if v, ok := c.get(1); !ok || v != "a" {
		t.Errorf("1: %q %v", v, ok)
	}
	c.add(4, "d") // drops 3
	if _, ok := c.get(3); ok {
		t.Error("3 should have been dropped")
	}
}
