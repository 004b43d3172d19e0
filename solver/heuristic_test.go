package solver

import (
	"errors"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
)

// heuristicModel computes every heuristic from its definition, tile by
// tile, for the tests to compare with the package's tables; the result is
// in the order of Heuristics. Linear conflicts are counted by trying every
// subset of a line's tiles, rather than by the package's longest increasing
// subsequence.
func heuristicModel(b, goal Board) (h [5]float64) {
	const misplaced, rowcol, euclidean, manhattan, conflict = 0, 1, 2, 3, 4
	g, want := unpack(b), unpack(goal)
	var home [Cells]int
	for c, t := range want {
		home[t] = c
	}
	for c, t := range g {
		if t == 0 {
			continue
		}
		dr := float64(c/Side - home[t]/Side)
		dc := float64(c%Side - home[t]%Side)
		if c != home[t] {
			h[misplaced]++
		}
		if dr != 0 {
			h[rowcol]++
		}
		if dc != 0 {
			h[rowcol]++
		}
		h[euclidean] += math.Hypot(dr, dc)
		h[manhattan] += math.Abs(dr) + math.Abs(dc)
	}
	h[conflict] = h[manhattan]
	for line := range Side {
		// goals, in order along the line, of the tiles that belong to it:
		// goal columns for a row, goal rows for a column
		var inRow, inCol []int
		for k := range Side {
			if t := g[line*Side+k]; t != 0 && home[t]/Side == line {
				inRow = append(inRow, home[t]%Side)
			}
			if t := g[k*Side+line]; t != 0 && home[t]%Side == line {
				inCol = append(inCol, home[t]/Side)
			}
		}
		h[conflict] += 2 * float64(fewestToRemove(inRow)+fewestToRemove(inCol))
	}
	return h
}

// fewestToRemove is the least number of tiles to take out of a line so
// that the others are already in goal order, by trying every subset to keep.
func fewestToRemove(goals []int) int {
	best := len(goals)
	for keep := 0; keep < 1<<len(goals); keep++ {
		last, ok, n := -1, true, 0
		for i, x := range goals {
			if keep&(1<<i) == 0 {
				continue
			}
			ok = ok && x > last
			last = x
			n++
		}
		if ok {
			best = min(best, len(goals)-n)
		}
	}
	return best
}

// Every heuristic, for every goal, on all 181,440 boards that reach it:
// equal to its definition (Euclidean within the rounding down to 1/16 move
// per tile), zero exactly at the goal, admissible against the exact
// distance, consistent across every move when it says so, and its change
// per move, as the searches compute it, equal to the difference of full
// evaluations.
func TestHeuristicsExhaustive(t *testing.T) {
	gs := goals
	if testing.Short() {
		gs = goals[:2]
	}
	names := []string{"misplaced", "rowcol", "euclidean", "manhattan", "linear-conflict"}
	for _, goal := range gs {
		tr := truthFor(goal)
		tbls := make([]*hTable, len(Heuristics()))
		for i, h := range Heuristics() {
			if h.Name != names[i] {
				t.Fatalf("heuristic %d is %s, want %s", i, h.Name, names[i])
			}
			tbls[i] = h.table(goal)
		}
		for d, layer := range tr.byDist {
			for _, b := range layer {
				model := heuristicModel(b, goal)
				blank := b.Blank()
				for i, h := range Heuristics() {
					e := float64(tbls[i].eval(b)) / hScale
					if i == 2 { // euclidean, rounded down per tile
						if e > model[i]+1e-9 || e <= model[i]-float64(Cells-1)/hScale {
							t.Fatalf("%s to %v: h(%v) = %v, definition %v", h.Name, goal, b, e, model[i])
						}
					} else if e != model[i] {
						t.Fatalf("%s to %v: h(%v) = %v, definition %v", h.Name, goal, b, e, model[i])
					}
					if (e == 0) != (b == goal) {
						t.Fatalf("%s to %v: h(%v) = %v", h.Name, goal, b, e)
					}
					if e > float64(d) {
						t.Fatalf("%s to %v: h(%v) = %v exceeds the distance %d", h.Name, goal, b, e, d)
					}
					for _, s := range b.Successors() {
						next := tbls[i].eval(s.Board)
						if h.Consistent && math.Abs(e-float64(next)/hScale) > 1 {
							t.Fatalf("%s to %v: h goes from %v to %v in one move (%v to %v)", h.Name, goal, e, float64(next)/hScale, b, s.Board)
						}
						want := next - tbls[i].eval(b)
						if got := tbls[i].delta(b, s.Board, blank, s.Board.Blank()); got != want {
							t.Fatalf("%s to %v: delta %v->%v = %d, want %d", h.Name, goal, b, s.Board, got, want)
						}
					}
				}
			}
		}
		// Estimate is eval in moves, through the cached table
		for _, b := range sample(goal, 200, 1) {
			for i, h := range Heuristics() {
				if got, err := h.Estimate(b, goal); err != nil || got != float64(tbls[i].eval(b))/hScale {
					t.Fatalf("%s: Estimate(%v) = %v, %v; want %v", h.Name, b, got, err, float64(tbls[i].eval(b))/hScale)
				}
			}
		}
	}
}

// The searches carry h from board to board by delta; along long random
// walks the running sum must never drift from a full evaluation.
func TestHeuristicDeltaAlongWalks(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 9))
	for _, goal := range goals {
		for _, h := range Heuristics() {
			tbl := h.table(goal)
			b := Random(rng, goal)
			run := tbl.eval(b)
			for step := range 5000 {
				succ := b.Successors()
				next := succ[rng.IntN(len(succ))].Board
				run += tbl.delta(b, next, b.Blank(), next.Blank())
				b = next
				if full := tbl.eval(b); run != full {
					t.Fatalf("%s to %v: after %d steps the running h is %d, full evaluation %d", h.Name, goal, step+1, run, full)
				}
			}
		}
	}
}

func TestHeuristicByName(t *testing.T) {
	names := []string{"misplaced", "rowcol", "euclidean", "manhattan", "linear-conflict"}
	if len(Heuristics()) != len(names) {
		t.Fatalf("%d heuristics, want %d", len(Heuristics()), len(names))
	}
	for i, n := range names {
		h, err := HeuristicByName(n)
		if err != nil || h != Heuristics()[i] || h.Title == "" || h.Description == "" {
			t.Errorf("HeuristicByName(%q) = %v, %v", n, h, err)
		}
	}
	// like AlgorithmByName: an error naming the closest names
	h, err := HeuristicByName("manhatan")
	var un *UnknownNameError
	if h != nil || !errors.As(err, &un) || un.Kind != "heuristic" || len(un.Suggestions) == 0 || un.Suggestions[0] != "manhattan" {
		t.Errorf("HeuristicByName(manhatan) = %v, %v; want an error suggesting manhattan", h, err)
	}
	if h, err := HeuristicByName("hamming"); h != nil || err == nil || !strings.Contains(err.Error(), `unknown heuristic "hamming"`) {
		t.Errorf("HeuristicByName(hamming) = %v, %v", h, err)
	}
	list := Heuristics()
	list[0] = nil // a copy: callers cannot change the list
	if Heuristics()[0] == nil {
		t.Error("Heuristics returned the package's own slice")
	}
}

// Estimate refuses what it cannot estimate instead of panicking.
func TestEstimateBadInput(t *testing.T) {
	h, _ := HeuristicByName("linear-conflict")
	bad := []Board{0, 0x11, 0xFFFFFFFFF, pack(grid{1, 1, 3, 4, 5, 6, 7, 8, 0}), GoalBlankLast | 1<<40}
	for _, b := range bad {
		if v, err := h.Estimate(b, GoalBlankLast); err == nil {
			t.Errorf("Estimate(board %#x) = %v, want an error", uint64(b), v)
		}
		if v, err := h.Estimate(GoalBlankLast, b); err == nil {
			t.Errorf("Estimate(goal %#x) = %v, want an error", uint64(b), v)
		}
	}
	for _, h := range []*Heuristic{nil, {}, {Name: "manhattan"}} {
		if v, err := h.Estimate(GoalBlankLast, GoalBlankLast); err == nil {
			t.Errorf("Estimate on %v = %v, want an error", h, v)
		}
	}
}
