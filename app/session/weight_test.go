package session

import (
	"context"
	"github.com/eightpuzzle/eightpuzzle/app/internal/human"
	"math"
	"strings"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// TestWeightAndShuffleReachEverySearch: the weight reaches the window's A*
// searches and the A* rows of its comparisons and nothing else, the
// shuffle seed every search; the seed is remembered, the weight is not: a
// next session starts with plain A*, which promises a shortest path,
// rather than quietly weighted.
func TestWeightAndShuffleReachEverySearch(t *testing.T) {
	p := newPrefs(nil)
	h := open(t, p)
	s := h.s
	if s.Weight() != 1 {
		t.Fatalf("a new session's weight is %v, want 1 (plain A*)", s.Weight())
	}
	c := solver.Conventions{Shuffle: 42}
	s.SetConventions(c)
	s.SetWeight(2.5)
	for _, bad := range []float64{0.5, 0, 101, math.NaN(), math.Inf(1)} {
		s.SetWeight(bad) // ignored
	}
	if s.Weight() != 2.5 || s.Conventions() != c {
		t.Fatalf("weight %v, conventions %v; want 2.5 and %v", s.Weight(), s.Conventions(), c)
	}
	board := solver.MustParse("867254301")
	s.SetBoard(board)
	for _, tc := range []struct {
		name   string
		weight float64
	}{{"astar-manhattan", 2.5}, {"greedy-manhattan", 0}, {"bfs", 0}} {
		a, _ := solver.AlgorithmByName(tc.name)
		s.SetAlgorithm(a)
		h.solve()
		want, _ := a.Solve(context.Background(), solver.Problem{Start: board, Goal: goal}, solver.Options{Conventions: c, Weight: tc.weight})
		got := s.Run().Result
		if got == nil || got.Conventions != c || got.Weight != want.Weight || got.Expanded != want.Expanded || got.Cost != want.Cost {
			t.Fatalf("%s in the window: %+v; alone with weight %v: expanded %d, weight %v", tc.name, got, tc.weight, want.Expanded, want.Weight)
		}
		if st := s.Status().Text; strings.Contains(st, "w=2.5") != (tc.weight > 1) || got.Guarantee != want.Guarantee {
			t.Errorf("%s: status %q (its weight named only if weighted), guarantee %v", tc.name, st, got.Guarantee)
		}
	}
	s.SetTab(CompareTab)
	s.Comparison().SetAlgorithms([]string{"astar-manhattan", "idastar-manhattan"})
	s.Comparison().Run()
	h.waitFor("the comparison", func() bool { return !s.Comparison().Running() })
	rows := s.Comparison().AllRows(OneBoard)
	if len(rows) != 2 || rows[0].Weight != 2.5 || rows[1].Weight != 0 || rows[0].Conventions != c || rows[1].Conventions != c {
		t.Fatalf("comparison rows %+v: want astar weighted 2.5, idastar not, both shuffled", rows)
	}
	s.Shutdown()
	if r := open(t, p).s; r.Weight() != 1 || r.Conventions() != c {
		t.Fatalf("after a restart: weight %v, conventions %v; want 1 and %v", r.Weight(), r.Conventions(), c)
	}
}

// TestDamagedWeightAndShuffle: a damaged saved weight or seed falls back to
// its default with one line in the log; the others are kept.
func TestDamagedWeightAndShuffle(t *testing.T) {
	for _, tc := range []struct {
		kv      map[string]any
		weight  float64
		shuffle uint64
		logs    int
	}{
		// a weight stored by an older version is not read: a session
		// starts with plain A*
		{map[string]any{"astarWeight": 1.75, prefShuffle: "18446744073709551615"}, 1, math.MaxUint64, 0},
		{map[string]any{"astarWeight": 0.5, prefShuffle: "7"}, 1, 7, 0},
		{map[string]any{"astarWeight": "heavy", prefShuffle: "-3"}, 1, 0, 1},
		{map[string]any{"astarWeight": 3.0, prefShuffle: "18446744073709551616"}, 1, 0, 1},
		{map[string]any{prefShuffle: 5}, 1, 0, 1},
		{map[string]any{prefShuffle: "0"}, 1, 0, 0},
	} {
		var got *Session
		lines := logged(func() { got = open(t, newPrefs(tc.kv)).s })
		if got.Weight() != tc.weight || got.Conventions().Shuffle != tc.shuffle || len(lines) != tc.logs {
			t.Errorf("%v: weight %v, shuffle %d, log %q; want %v, %d and %d lines", tc.kv, got.Weight(), got.Conventions().Shuffle, lines, tc.weight, tc.shuffle, tc.logs)
		}
	}
}

func TestWeightAndSeedTexts(t *testing.T) {
	for _, tc := range []struct {
		text string
		w    float64
		err  string
	}{{"", 1, ""}, {" 1.5 ", 1.5, ""}, {"100", 100, ""}, {"0.9", 0, "from 1 to 100"}, {"NaN", 0, `"NaN" is not a number`}, {"x", 0, `"x" is not a number`}, {"1,5", 0, `"1,5" is not a number`}} {
		w, err := ParseWeight(tc.text)
		if w != tc.w || (err == nil) != (tc.err == "") || err != nil && !strings.Contains(err.Error(), tc.err) {
			t.Errorf("ParseWeight(%q) = %v, %v; want %v, %q", tc.text, w, err, tc.w, tc.err)
		}
	}
	// in French a weight takes a decimal comma (or a point)
	human.SetStyle(human.Style{Thousands: "\u00a0", Decimal: ","})
	for text, want := range map[string]float64{"1,5": 1.5, "2.5": 2.5, " 3 ": 3} {
		if w, err := ParseWeight(text); w != want || err != nil {
			t.Errorf("in French ParseWeight(%q) = %v, %v; want %v", text, w, err, want)
		}
	}
	human.SetStyle(human.English)
	for text, want := range map[string]uint64{"7": 7, " 12 ": 12, "0": 0, "-1": 0, "": 0, "1e3": 0} {
		if seed, err := ParseSeed(text); seed != want || (err == nil) != (want != 0) {
			t.Errorf("ParseSeed(%q) = %d, %v", text, seed, err)
		}
	}
	astar, _ := solver.AlgorithmByName("astar-manhattan")
	blank, _ := solver.AlgorithmByName("astar-misplaced-blank")
	bfs, _ := solver.AlgorithmByName("bfs")
	table, _ := solver.AlgorithmByName("table")
	for _, tc := range []struct {
		a    *solver.Algorithm
		w    float64
		want string
	}{
		{astar, 1.5, "w 1.5: a path at most 1.5× the shortest"},
		{astar, 1, "w 1: plain A*, a shortest path"},
		{blank, 3, "w 3: no guarantee (the estimate can exceed the distance, and w multiplies it)"},
		{bfs, 3, "w 3: for A* only; Breadth-first search takes none"},
	} {
		if got := WeightNote(tc.a, tc.w); got != tc.want {
			t.Errorf("WeightNote(%s, %v) = %q, want %q", tc.a.Name, tc.w, got, tc.want)
		}
	}
	o, _ := solver.ParseOrder("RLDU")
	// a knob is named only for the searches it changes
	for _, tc := range []struct {
		a    *solver.Algorithm
		c    solver.Conventions
		w    float64
		want string
	}{
		{astar, solver.Conventions{Order: o}, 0, "ties newest, moves RLDU"},
		{astar, solver.Conventions{Ties: solver.TiesBoard, Shuffle: 9}, 1.2998046875, "ties board, moves shuffled (seed 9), weight 1.3"},
		{bfs, solver.Conventions{Ties: solver.TiesBoard}, 3, "goal test generate, moves UDLR"},
		{table, solver.Conventions{Order: o}, 3, "no conventions apply"},
	} {
		if got := ConventionsText(tc.a, tc.c, tc.w); got != tc.want {
			t.Errorf("ConventionsText(%s, %v, %v) = %q, want %q", tc.a.Name, tc.c, tc.w, got, tc.want)
		}
	}
}
