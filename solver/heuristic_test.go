package solver

import (
	"errors"
	"math"
	"math/rand/v2"
	"slices"
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
	var home [cells3]int
	for c, t := range want {
		home[t] = c
	}
	for c, t := range g {
		if t == 0 {
			continue
		}
		dr := float64(c/side3 - home[t]/side3)
		dc := float64(c%side3 - home[t]%side3)
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
	for line := range side3 {
		// goals, in order along the line, of the tiles that belong to it:
		// goal columns for a row, goal rows for a column
		var inRow, inCol []int
		for k := range side3 {
			if t := g[line*side3+k]; t != 0 && home[t]/side3 == line {
				inRow = append(inRow, home[t]%side3)
			}
			if t := g[k*side3+line]; t != 0 && home[t]%side3 == line {
				inCol = append(inCol, home[t]/side3)
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

// heuristicNames are the heuristics in the order of Heuristics.
var heuristicNames = []string{"misplaced", "misplaced-blank", "rowcol", "euclidean", "manhattan", "linear-conflict", "pdb"}

// Every heuristic, for every goal, on all 181,440 boards that reach it:
// equal to its definition (Euclidean within 1e-9 of the exact sum of
// straight-line distances, and never above Manhattan distance), zero
// exactly at the goal, admissible against the exact distance when it says
// so (misplaced-blank exceeds it by exactly its MaxExcess somewhere),
// consistent across every move when it says so, and its change per move,
// as the searches compute it, equal to the difference of full evaluations.
func TestHeuristicsExhaustive(t *testing.T) {
	gs := goals
	if testing.Short() {
		gs = goals[:2]
	}
	for _, goal := range gs {
		tr := truthFor(goal)
		tbls := make([]*hTable, len(Heuristics()))
		excess := make([]float64, len(Heuristics()))
		for i, h := range Heuristics() {
			if h.pattern {
				continue // package pdb checks its databases
			}
			if h.Name != heuristicNames[i] {
				t.Fatalf("heuristic %d is %s, want %s", i, h.Name, heuristicNames[i])
			}
			tbls[i] = h.table(Square3, goal)
		}
		for d, layer := range tr.byDist {
			for _, b := range layer {
				blank := b.Blank()
				manhattan := refH("manhattan", b, goal)
				for i, h := range Heuristics() {
					if h.pattern {
						continue
					}
					tb := tbls[i]
					e, err := h.Estimate(b, goal)
					if err != nil {
						t.Fatal(err)
					}
					model := refH(h.Name, b, goal)
					if h.Name == "euclidean" {
						exact := 0.0 // from the squares of the offsets, not Hypot
						g, want := unpack(b), unpack(goal)
						for c, tile := range g {
							if tile != 0 {
								k := slices.Index(want[:], tile)
								dr, dc := c/side3-k/side3, c%side3-k%side3
								exact += math.Sqrt(float64(dr*dr + dc*dc))
							}
						}
						if math.Abs(e-exact) > 1e-9 || math.Abs(e-model) > 1e-9 || e > manhattan+1e-9 {
							t.Fatalf("%s to %v: h(%v) = %v, exact %v, Manhattan %v", h.Name, goal, b, e, exact, manhattan)
						}
						// the search's integer units round each radical once,
						// by at most half a unit, and a tile has at most two
						if u := float64(tb.eval(b)) / float64(tb.unit); math.Abs(u-e) > float64(cells3-1)/exactUnit {
							t.Fatalf("%s to %v: h(%v) = %v in units, %v exact", h.Name, goal, b, u, e)
						}
					} else if e != model || e != float64(tb.eval(b))/float64(tb.unit) {
						t.Fatalf("%s to %v: h(%v) = %v (table %d), definition %v", h.Name, goal, b, e, tb.eval(b), model)
					}
					if (e == 0) != (b == goal) {
						t.Fatalf("%s to %v: h(%v) = %v", h.Name, goal, b, e)
					}
					excess[i] = max(excess[i], e-float64(d))
					if e > float64(d)+h.MaxExcess+1e-9 {
						t.Fatalf("%s to %v: h(%v) = %v exceeds the distance %d by more than %v", h.Name, goal, b, e, d, h.MaxExcess)
					}
					for _, s := range Square3.Successors(b) {
						next := tb.eval(s.Board)
						if h.Consistent && absInt(next-tb.eval(b)) > tb.unit {
							t.Fatalf("%s to %v: h goes from %v to %v units in one move (%v to %v)", h.Name, goal, e, next, b, s.Board)
						}
						want := next - tb.eval(b)
						if got := tb.delta(b, s.Board, blank, s.Board.Blank()); got != want {
							t.Fatalf("%s to %v: delta %v->%v = %d, want %d", h.Name, goal, b, s.Board, got, want)
						}
					}
				}
			}
		}
		for i, h := range Heuristics() {
			if h.MaxExcess > 0 && excess[i] != h.MaxExcess {
				t.Errorf("%s to %v exceeds the distance by at most %v, not %v", h.Name, goal, excess[i], h.MaxExcess)
			}
		}
	}
}

// The Euclidean distance is compared in integer units that round each
// radical once. That is exact if no two different sums x + b*sqrt(2) +
// c*sqrt(5) (x = moves so far plus the whole part, b and c the radicals'
// counts, at most 16 and 8 on a 3x3 board) are closer than the rounding
// error of their difference: then the units order f exactly as the reals
// do, and equal reals get equal units.
func TestEuclideanUnitsOrderExactly(t *testing.T) {
	r2, r5 := radicalUnits(1, 1), radicalUnits(1, 2)
	if r2 != int(math.Round(math.Sqrt2*exactUnit)) || r5 != int(math.Round(math.Sqrt(5)*exactUnit)) || radicalUnits(2, 2) != 2*r2 || radicalUnits(0, 2) != 2*exactUnit {
		t.Fatalf("radical units: sqrt2 %d, sqrt5 %d, sqrt8 %d, 2 %d", r2, r5, radicalUnits(2, 2), radicalUnits(0, 2))
	}
	for x := -64; x <= 64; x++ {
		for b := -16; b <= 16; b++ {
			for c := -8; c <= 8; c++ {
				real := float64(x) + float64(b)*math.Sqrt2 + float64(c)*math.Sqrt(5)
				units := x*exactUnit + b*r2 + c*r5
				zero := x == 0 && b == 0 && c == 0
				if zero != (units == 0) || !zero && (real < 0) != (units < 0) {
					t.Fatalf("%d + %d*sqrt2 + %d*sqrt5 = %v, in units %d", x, b, c, real, units)
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
			if h.pattern {
				continue
			}
			tbl := h.table(Square3, goal)
			b := Square3.Random(rng, goal)
			run := tbl.eval(b)
			for step := range 5000 {
				succ := Square3.Successors(b)
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
	names := heuristicNames
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

// misplaced-blank exceeds the distance (by one move), yet A* and IDA* with
// it find shortest paths: every other path is at least two moves longer.
// Checked beyond TestOptimalAgainstTruth's few boards, under every tie
// rule, since ties decide which of the boards it misjudges comes first.
func TestMisplacedBlankStillOptimal(t *testing.T) {
	n := 100
	if testing.Short() {
		n = 20
	}
	for _, goal := range goals {
		tr := truthFor(goal)
		for _, b := range append(sample(goal, n, 11), tr.byDist[tr.max()][0]) {
			for _, ties := range []Ties{TiesNewest, TiesOldest, TiesBoard} {
				for _, name := range []string{"astar-misplaced-blank", "idastar-misplaced-blank"} {
					if name == "idastar-misplaced-blank" && ties != TiesNewest {
						continue // ties mean nothing to a depth-first search
					}
					r := mustSolve(t, mustAlgo(t, name), Problem{Start: b, Goal: goal}, Options{Conventions: Conventions{Ties: ties}})
					if r.Cost != tr.dist[b] {
						t.Fatalf("%s %v->%v (ties %v): cost %d, shortest %d", name, b, goal, ties, r.Cost, tr.dist[b])
					}
				}
			}
		}
	}
}

// A description names its heuristic as a sentence would: lower case, but
// Manhattan and Euclid keep their capitals.
func TestDescriptionNamesTheHeuristic(t *testing.T) {
	for name, want := range map[string]string{
		"astar-manhattan":         "plus Manhattan distance;",
		"greedy-euclidean":        "by Euclidean distance;",
		"idastar-linear-conflict": "plus linear conflict,",
		"astar-misplaced":         "plus misplaced tiles;",
	} {
		a, err := AlgorithmByName(name)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(a.Description, want) {
			t.Errorf("%s: %q does not say %q", name, a.Description, want)
		}
	}
	a, _ := AlgorithmByName("astar-manhattan")
	if d, want := a.DescriptionFor(3), "plus 3 times Manhattan distance;"; !strings.Contains(d, want) {
		t.Errorf("astar-manhattan at weight 3: %q does not say %q", d, want)
	}
}
