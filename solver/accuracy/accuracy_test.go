package accuracy

import (
	"context"
	"math"
	"math/rand/v2"
	"reflect"
	"slices"
	"sync"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

var (
	once   sync.Once
	result []HeuristicAccuracy
	resErr error
)

// blankLast is Accuracy for 123456780, computed once for the tests.
func blankLast(t testing.TB) []HeuristicAccuracy {
	t.Helper()
	once.Do(func() { result, resErr = Accuracy(context.Background(), solver.GoalBlankLast) })
	if resErr != nil {
		t.Fatal(resErr)
	}
	return result
}

func byName(t *testing.T, acc []HeuristicAccuracy, name string) HeuristicAccuracy {
	t.Helper()
	for _, a := range acc {
		if a.Name == name {
			return a
		}
	}
	t.Fatalf("no heuristic %q", name)
	return HeuristicAccuracy{}
}

// the distance histogram of 123456780 from /work/shared/BOARDS.md
var histogram = []int{1, 2, 4, 8, 16, 20, 39, 62, 116, 152, 286, 396, 748, 1024, 1893, 2512, 4485,
	5638, 9529, 10878, 16993, 17110, 23952, 20224, 24047, 15578, 14560, 6274, 3910, 760, 221, 2}

func TestEveryHeuristicEveryBand(t *testing.T) {
	acc := blankLast(t)
	// package pdb is not in this test: its heuristic is left out
	hs := slices.DeleteFunc(solver.Heuristics(), func(h *solver.Heuristic) bool { return h.Name == "pdb" })
	if len(acc) != len(hs) {
		t.Fatalf("%d results for %d heuristics", len(acc), len(hs))
	}
	for i, a := range acc {
		if a.Name != hs[i].Name || a.Admissible != hs[i].Admissible() {
			t.Errorf("result %d is %q (admissible %v), want %q (%v)", i, a.Name, a.Admissible, hs[i].Name, hs[i].Admissible())
		}
		var counts []int
		for d, b := range a.Bands {
			counts = append(counts, b.Count)
			if b.Distance != d || !(b.Min <= b.Mean && b.Mean <= b.Max) {
				t.Errorf("%s band %d: %+v", a.Name, d, b)
			}
			if a.Admissible && b.Max > float64(d)+eps {
				t.Errorf("%s is admissible, yet h reaches %v at distance %d", a.Name, b.Max, d)
			}
			// the excess a heuristic declares is the most it ever has
			if b.Max > float64(d)+hs[i].MaxExcess+eps {
				t.Errorf("%s: h %v at distance %d, over its declared excess %v", a.Name, b.Max, d, hs[i].MaxExcess)
			}
			sum := 0
			for _, n := range a.Heat[d] {
				sum += n
			}
			if sum != b.Count || len(a.Heat[d]) != int(math.Round(a.MaxH))+1 {
				t.Errorf("%s heat row %d: %d boards in %d cells, want %d in %d", a.Name, d, sum, len(a.Heat[d]), b.Count, int(math.Round(a.MaxH))+1)
			}
		}
		if !slices.Equal(counts, histogram) {
			t.Errorf("%s band counts %v\nwant %v", a.Name, counts, histogram)
		}
		if a.Admissible != (a.Over == 0) {
			t.Errorf("%s: admissible %v but over on %d boards", a.Name, a.Admissible, a.Over)
		}
		if a.Bands[0].Max != 0 && a.Name != "misplaced-blank" {
			t.Errorf("%s: h of the goal is %v", a.Name, a.Bands[0].Max)
		}
		if !(a.MeanRatio > 0 && a.MeanRatio <= 1.1 && a.Exact > 0 && a.Exact < 1) {
			t.Errorf("%s: mean h/d %v, exact share %v", a.Name, a.MeanRatio, a.Exact)
		}
	}
}

// Misplaced tiles <= Manhattan <= linear conflict board by board, so in
// every band's mean, and the ratios and exact shares follow.
func TestDominance(t *testing.T) {
	acc := blankLast(t)
	mis, man, lc := byName(t, acc, "misplaced"), byName(t, acc, "manhattan"), byName(t, acc, "linear-conflict")
	for d := range mis.Bands {
		if !(mis.Bands[d].Mean <= man.Bands[d].Mean+eps && man.Bands[d].Mean <= lc.Bands[d].Mean+eps) {
			t.Errorf("band %d means: misplaced %v, manhattan %v, linear conflict %v", d, mis.Bands[d].Mean, man.Bands[d].Mean, lc.Bands[d].Mean)
		}
	}
	if !(mis.MeanRatio < man.MeanRatio && man.MeanRatio < lc.MeanRatio && lc.MeanRatio < 1) {
		t.Errorf("mean h/d: %v, %v, %v; want rising below 1", mis.MeanRatio, man.MeanRatio, lc.MeanRatio)
	}
	if !(mis.Exact < man.Exact && man.Exact < lc.Exact) {
		t.Errorf("exact shares: %v, %v, %v; want rising", mis.Exact, man.Exact, lc.Exact)
	}
}

// The bands near the goal, recomputed directly: the boards at each
// distance found by a plain breadth-first search, h from Estimate.
func TestMatchesDirectComputation(t *testing.T) {
	acc := blankLast(t)
	goal := solver.GoalBlankLast
	seen := map[solver.Board]bool{goal: true}
	layer := []solver.Board{goal}
	for d := 0; d <= 9; d++ {
		for _, ha := range acc { // the pdb heuristic is left out here: no databases
			h, _ := solver.HeuristicByName(ha.Name)
			lo, hi, sum := math.Inf(1), math.Inf(-1), 0.0
			for _, b := range layer {
				v, err := h.Estimate(b, goal)
				if err != nil {
					t.Fatal(err)
				}
				lo, hi, sum = min(lo, v), max(hi, v), sum+v
			}
			got := byName(t, acc, h.Name).Bands[d]
			if got.Count != len(layer) || got.Min != lo || got.Max != hi || math.Abs(got.Mean-sum/float64(len(layer))) > 1e-9 {
				t.Errorf("%s band %d: %+v, want %d boards, min %v, mean %v, max %v", h.Name, d, got, len(layer), lo, sum/float64(len(layer)), hi)
			}
		}
		var next []solver.Board
		for _, b := range layer {
			for _, s := range solver.Square3.Successors(b) {
				if !seen[s.Board] {
					seen[s.Board] = true
					next = append(next, s.Board)
				}
			}
		}
		layer = next
	}

	// random boards anywhere: each lies within its band's range and in
	// its heat-map cell
	tab, _ := solver.TableFor(context.Background(), solver.Square3, goal)
	rng := rand.New(rand.NewPCG(7, 8))
	for range 300 {
		b := solver.Square3.Random(rng, goal)
		d := tab.Distance(b)
		for _, a := range acc {
			h, _ := solver.HeuristicByName(a.Name)
			v, _ := h.Estimate(b, goal)
			if bd := a.Bands[d]; v < bd.Min || v > bd.Max || a.Heat[d][int(math.Round(v))] == 0 {
				t.Errorf("%s: %v at distance %d has h %v, outside %+v or its heat cell", h.Name, b, d, v, bd)
			}
		}
	}
}

func TestOtherGoalAndErrors(t *testing.T) {
	acc, err := Accuracy(context.Background(), solver.GoalSpiral)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(acc[0].Bands); n != 31 {
		t.Errorf("spiral goal: %d bands, want 31 (0..30)", n)
	}
	if _, err := Accuracy(context.Background(), solver.Board(0x123)); err == nil {
		t.Error("an invalid goal: no error")
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Accuracy(ctx, solver.GoalBlankFirst); err == nil {
		t.Error("a cancelled context: no error")
	}
}

// BenchmarkAccuracy measures every heuristic over all 181,440 boards, the
// distance table already built: what opening the view costs.
func BenchmarkAccuracy(b *testing.B) {
	if _, err := solver.TableFor(context.Background(), solver.Square3, solver.GoalBlankLast); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := Accuracy(context.Background(), solver.GoalBlankLast); err != nil {
			b.Fatal(err)
		}
	}
}

// On the other shapes with a table, each band holds the table's boards at
// that distance and the admissible heuristics never exceed it.
func TestOtherShapes(t *testing.T) {
	for _, s := range []solver.Shape{{Rows: 2, Cols: 3}, {Rows: 4, Cols: 2}, {Rows: 2, Cols: 2}} {
		for _, p := range s.Presets() {
			acc, err := AccuracyOn(context.Background(), s, p.Board)
			if err != nil {
				t.Fatal(err)
			}
			tab, _ := solver.TableFor(context.Background(), s, p.Board)
			counts := tab.Counts()
			for _, a := range acc {
				if len(a.Bands) != len(counts) {
					t.Fatalf("%v %s: %d bands, table %d", s, a.Name, len(a.Bands), len(counts))
				}
				for d, b := range a.Bands {
					if b.Count != counts[d] {
						t.Errorf("%v %s band %d: %d boards, table %d", s, a.Name, d, b.Count, counts[d])
					}
				}
				if a.Admissible && a.Over != 0 {
					t.Errorf("%v %s: over the distance on %d boards", s, a.Name, a.Over)
				}
			}
		}
	}
	if _, err := AccuracyOn(context.Background(), solver.Shape{Rows: 4, Cols: 4}, solver.Shape{Rows: 4, Cols: 4}.Goal()); err == nil {
		t.Error("accuracy on 4x4 did not fail")
	}
}

// Each built-in typed as an expression measures exactly as the built-in:
// the figures the Heuristics tab shows.
func TestOfExpressionAsBuiltin(t *testing.T) {
	names := map[string]string{"misplaced": "misplaced", "misplaced-blank": "misplaced_blank", "rowcol": "rowcol",
		"euclidean": "euclidean", "manhattan": "manhattan", "linear-conflict": "linear_conflict", "pdb": "pdb"}
	for _, shape := range []solver.Shape{solver.Square3, {Rows: 2, Cols: 3}} {
		goal := shape.Goal()
		all, err := AccuracyOn(context.Background(), shape, goal)
		if err != nil {
			t.Fatal(err)
		}
		for _, want := range all {
			h, err := solver.ParseHeuristic(names[want.Name])
			if err != nil {
				t.Fatal(err)
			}
			got, err := Of(context.Background(), shape, goal, h)
			if err != nil {
				t.Fatal(err)
			}
			got.Name, got.Title, got.Admissible = want.Name, want.Title, want.Admissible
			if !reflect.DeepEqual(got, want) {
				t.Errorf("%v %s: the expression measures\n%+v\nthe built-in\n%+v", shape, want.Name, got, want)
			}
		}
	}
}
