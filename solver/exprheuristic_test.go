package solver

import (
	"context"
	"errors"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
)

// builtinExprs types each built-in heuristic as an expression.
var builtinExprs = map[string]string{
	"misplaced":       "misplaced",
	"misplaced-blank": "misplaced_blank",
	"rowcol":          "rowcol",
	"euclidean":       "euclidean",
	"manhattan":       "manhattan",
	"linear-conflict": "linear_conflict",
	"pdb":             "pdb",
}

func TestBuiltinExprsCoverHeuristics(t *testing.T) {
	for _, h := range Heuristics() {
		if _, ok := builtinExprs[h.Name]; !ok {
			t.Errorf("no expression for the built-in %s", h.Name)
		}
	}
}

func mustParse(t testing.TB, src string) *Heuristic {
	t.Helper()
	h, err := ParseHeuristic(src)
	if err != nil {
		t.Fatalf("ParseHeuristic(%q): %v", src, err)
	}
	return h
}

func TestParseHeuristicErrors(t *testing.T) {
	for _, c := range []struct {
		src    string
		column int
		msg    string
	}{
		{"", 1, "empty"},
		{"manhatan", 1, "did you mean manhattan"},
		{"max(manhattan, linear_conflikt)", 16, "unknown term linear_conflikt"},
		{"manhattan +", 11, "unexpected token EOF"},
		{"  manhattan + foo", 15, "unknown term foo"},
		{"len(manhattan)", 1, "len() is not allowed"},
		{"manhattan % 2", 11, "operator %"},
		{"manhattan ** 2", 11, "operator **"},
		{`"a"`, 1, "text"},
		{"md", 1, "md[1]"},
		{"md[0]", 4, "no tile 0"},
		{"md[manhattan]", 4, "number written out"},
		{"manhattan[1]", 11, "one number"},
		{"sqrt(manhattan)", 1, "no function sqrt"},
		{"manhattan > 3", 1, "float64"},
		{"let x = 1; x", 5, "let is not allowed"},
		{"map([1], #)", 1, "map() is not allowed"},
		{"1..3", 2, "operator .."},
		{"$env", 1, "unknown term $env"},
		{strings.Repeat("1+", 300) + "1", MaxExpressionLength + 1, "characters long"},
	} {
		_, err := ParseHeuristic(c.src)
		var ee *ExprError
		if !errors.As(err, &ee) {
			t.Errorf("ParseHeuristic(%q) = %v, want an *ExprError", c.src, err)
			continue
		}
		if ee.Column != c.column || !strings.Contains(ee.Error(), c.msg) {
			t.Errorf("ParseHeuristic(%q) = %v, want column %d and %q", c.src, err, c.column, c.msg)
		}
	}
}

func TestExprCheckShape(t *testing.T) {
	h := mustParse(t, "md[1] + md[12]")
	if err := h.Check(Square3); err == nil || !strings.Contains(err.Error(), "column 12: a 3x3 board has tiles 1 to 8, no tile 12") {
		t.Errorf("md[12] on 3x3: %v", err)
	}
	if err := h.Check(Shape{4, 4}); err != nil {
		t.Errorf("md[12] on 4x4: %v", err)
	}
	if _, err := h.Judge(context.Background(), Square3, Square3.Goal()); err == nil {
		t.Error("judged md[12] on 3x3")
	}
	a, _ := FamilyAStar.WithHeuristic(h)
	if _, err := a.Solve(context.Background(), Problem{Shape: Square3, Start: Square3.Goal(), Goal: Square3.Goal()}, Options{}); err == nil {
		t.Error("solved with md[12] on 3x3")
	}
}

// bruteVerdict judges est by its definition: every board of the table,
// every move out of each.
func bruteVerdict(t *testing.T, shape Shape, goal Board, est func(Board) float64) (admissible, consistent bool, maxOver, meanRatio, exact float64) {
	tab, err := TableFor(context.Background(), shape, goal)
	if err != nil {
		t.Fatal(err)
	}
	admissible, consistent = true, true
	n, nonGoal, ex := 0, 0, 0
	ratio := 0.0
	tab.Boards(func(b Board, d int) bool {
		h := est(b)
		n++
		if h > float64(d)+1e-9 {
			admissible = false
			maxOver = max(maxOver, h-float64(d))
		}
		if math.Abs(h-float64(d)) < 1e-9 {
			ex++
		}
		if d > 0 {
			nonGoal++
			ratio += h / float64(d)
		}
		for _, s := range shape.Successors(b) {
			if h > 1+est(s.Board)+1e-9 {
				consistent = false
			}
		}
		return true
	})
	return admissible, consistent, maxOver, ratio / float64(nonGoal), float64(ex) / float64(n)
}

func TestExprJudgedAsBuiltins(t *testing.T) {
	ctx := context.Background()
	for _, shape := range []Shape{Square3, {2, 3}, {2, 4}} {
		goal := shape.Goal()
		for _, b := range Heuristics() {
			e := mustParse(t, builtinExprs[b.Name])
			got, err := e.Judge(ctx, shape, goal)
			if err != nil {
				t.Fatal(err)
			}
			want, err := b.Judge(ctx, shape, goal)
			if err != nil {
				t.Fatal(err)
			}
			if got != want {
				t.Errorf("%v %s: the expression is judged\n%+v\nthe built-in\n%+v", shape, b.Name, got, want)
			}
			est, _ := b.Estimator(ctx, shape, goal)
			adm, cons, over, ratio, exact := bruteVerdict(t, shape, goal, est)
			if got.Admissible != adm || got.Consistent != cons || math.Abs(got.MaxOverestimate-over) > 1e-9 ||
				math.Abs(got.MeanRatio-ratio) > 1e-9 || math.Abs(got.ExactShare-exact) > 1e-12 {
				t.Errorf("%v %s: judged %+v, brute force admissible %v consistent %v over %v ratio %v exact %v",
					shape, b.Name, got, adm, cons, over, ratio, exact)
			}
			if b.Name != "pdb" && (got.MaxOverestimate != b.MaxExcess || got.Consistent != b.Consistent) && shape == Square3 {
				t.Errorf("%s: judged excess %v consistent %v, the built-in claims %v %v", b.Name, got.MaxOverestimate, got.Consistent, b.MaxExcess, b.Consistent)
			}
			if !got.Admissible {
				if d := Distance(t, shape, goal, got.OverBoard); d != got.TrueDistance || est(got.OverBoard)-float64(d) != got.MaxOverestimate {
					t.Errorf("%s: overestimate board %s at %d, h %v", b.Name, shape.Format(got.OverBoard), d, est(got.OverBoard))
				}
			}
			if !got.Consistent {
				next, ok := shape.Apply(got.InconsistentBoard, got.InconsistentMove)
				if !ok || !(est(got.InconsistentBoard) > 1+est(next)) {
					t.Errorf("%s: %s then %v does not break consistency", b.Name, shape.Format(got.InconsistentBoard), got.InconsistentMove)
				}
			}
		}
	}
}

func Distance(t *testing.T, shape Shape, goal, b Board) int {
	tab, err := TableFor(context.Background(), shape, goal)
	if err != nil {
		t.Fatal(err)
	}
	return tab.Distance(b)
}

// TestExprSearchesAsBuiltins: a search led by a built-in typed as an
// expression expands and generates the same boards as the built-in's.
func TestExprSearchesAsBuiltins(t *testing.T) {
	ctx := context.Background()
	rng := rand.New(rand.NewPCG(23, 23))
	for _, shape := range []Shape{Square3, {2, 4}, {3, 4}} {
		goal := shape.Goal()
		starts := []Board{shape.Walk(rng, goal, 12), shape.Walk(rng, goal, 20), shape.Walk(rng, goal, 30)}
		for _, b := range Heuristics() {
			e := mustParse(t, builtinExprs[b.Name])
			for _, f := range []Family{FamilyAStar, FamilyIDAStar, FamilyGreedy} {
				if !shape.Tabled() && (b.Strength == Weak || f == FamilyIDAStar && b.pattern) {
					continue
				}
				ba, _ := f.WithHeuristic(b)
				ea, err := f.WithHeuristic(e)
				if err != nil {
					t.Fatal(err)
				}
				for _, start := range starts {
					p := Problem{Shape: shape, Start: start, Goal: goal}
					want, err1 := ba.Solve(ctx, p, Options{MaxNodes: 2_000_000})
					got, err2 := ea.Solve(ctx, p, Options{MaxNodes: 2_000_000})
					if err1 != nil || err2 != nil {
						t.Fatal(err1, err2)
					}
					if b.pattern && f == FamilyIDAStar {
						// the database's own IDA* is another loop: the
						// path's length is what must agree
						if got.Cost != want.Cost {
							t.Errorf("%v %s %v: cost %d, built-in %d", shape, ea.Name, shape.Format(start), got.Cost, want.Cost)
						}
						continue
					}
					if got.Expanded != want.Expanded || got.Generated != want.Generated || got.Cost != want.Cost {
						t.Errorf("%v %s on %s: expanded %d generated %d cost %d; built-in %d %d %d", shape, ea.Name, shape.Format(start),
							got.Expanded, got.Generated, got.Cost, want.Expanded, want.Generated, want.Cost)
					}
				}
			}
		}
	}
}

func TestExprGuarantee(t *testing.T) {
	ctx := context.Background()
	three := Problem{Shape: Square3, Start: Square3.Walk(rand.New(rand.NewPCG(1, 2)), Square3.Goal(), 40), Goal: Square3.Goal()}
	four := Problem{Shape: Shape{4, 4}, Start: Shape{4, 4}.Goal(), Goal: Shape{4, 4}.Goal()}
	for _, c := range []struct {
		src        string
		p          Problem
		w          float64
		want       Guarantee
		registered bool // a priori (Algorithm.Guarantee)
	}{
		{"max(manhattan, linear_conflict)", three, 1, Shortest, true},
		{"max(manhattan, linear_conflict)", four, 1, Shortest, true},
		{"max(manhattan, linear_conflict)", three, 2, Bounded, true},
		{"manhattan / 2 + 0", three, 1, Shortest, true},
		{"manhattan + misplaced", three, 1, NoGuarantee, false},
		{"manhattan + misplaced", three, 2, NoGuarantee, false},
		{"misplaced_blank", three, 1, Shortest, false},    // excess 1 < 2
		{"misplaced_blank", three, 2, NoGuarantee, false}, // weighted needs admissible
		{"manhattan + 0 * blank_row", three, 1, Shortest, false},
		{"manhattan + 0 * blank_row", four, 1, NoGuarantee, false}, // too large to judge
		{"2 * manhattan", three, 1, NoGuarantee, false},
	} {
		h := mustParse(t, c.src)
		a, err := FamilyAStar.WithHeuristic(h)
		if err != nil {
			t.Fatal(err)
		}
		if got := a.GuaranteeOn(ctx, c.p, c.w); got != c.want {
			t.Errorf("%s on %v weight %v: %v, want %v", c.src, c.p.Shape, c.w, got, c.want)
		}
		if (a.Guarantee(c.w) != NoGuarantee) != c.registered {
			t.Errorf("%s: a priori %v", c.src, a.Guarantee(c.w))
		}
		if c.p.Shape.Is3x3() {
			r, err := a.Solve(ctx, c.p, Options{Weight: c.w})
			if err != nil || r.Guarantee != c.want {
				t.Errorf("%s: solved with guarantee %v (%v)", c.src, r.Guarantee, err)
			}
		}
	}
	g, _ := FamilyGreedy.WithHeuristic(mustParse(t, "manhattan"))
	if g.GuaranteeOn(ctx, three, 1) != NoGuarantee {
		t.Error("greedy promises a path length")
	}
}

func TestExprProofs(t *testing.T) {
	for _, c := range []struct {
		src             string
		adm, consistent bool
	}{
		{"max(manhattan, linear_conflict)", true, true},
		{"min(manhattan, 2 * misplaced)", true, false},
		{"0.5 * euclidean", true, true},
		{"max(pdb, manhattan)", true, false},
		{"manhattan + misplaced", false, false},
		{"md[1] + md[2]", false, false},
		{"max(md[1], md[2])", true, true},
		{"manhattan - 1", true, true},
		{"3", false, true},
		{"manhattan > 2 ? manhattan : 0", false, false},
	} {
		h := mustParse(t, c.src)
		if h.Admissible() != c.adm || h.Consistent != c.consistent {
			t.Errorf("%s: admissible %v consistent %v, want %v %v", c.src, h.Admissible(), h.Consistent, c.adm, c.consistent)
		}
	}
}

func TestExprTerms(t *testing.T) {
	ctx := context.Background()
	shape := Square3
	goal := shape.Goal()
	b := shape.Walk(rand.New(rand.NewPCG(5, 5)), goal, 25)
	est := func(src string) float64 {
		v, err := mustParse(t, src).EstimateOn(shape, b, goal)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	sum := "0"
	for tile := 1; tile < 9; tile++ {
		sum += " + md[" + string(rune('0'+tile)) + "]"
	}
	man, _ := mustHeuristic("manhattan").Estimate(b, goal)
	if got := est(sum); got != man {
		t.Errorf("sum of md = %v, manhattan %v", got, man)
	}
	rc := "0"
	for tile := 1; tile < 9; tile++ {
		d := string(rune('0' + tile))
		rc += " + min(row_dist[" + d + "], 1) + min(col_dist[" + d + "], 1)"
	}
	want, _ := mustHeuristic("rowcol").Estimate(b, goal)
	if got := est(rc); got != want {
		t.Errorf("rowcol from rows and columns = %v, rowcol %v", got, want)
	}
	mis := "8"
	for tile := 1; tile < 9; tile++ {
		mis += " - home[" + string(rune('0'+tile)) + "]"
	}
	want, _ = mustHeuristic("misplaced").Estimate(b, goal)
	if got := est(mis); got != want {
		t.Errorf("8 less home = %v, misplaced %v", got, want)
	}
	blank := b.Blank()
	if est("blank_row * 10 + blank_col") != float64(blank/3*10+blank%3) {
		t.Errorf("blank at %d: %v", blank, est("blank_row * 10 + blank_col"))
	}
	if est("rows * cols") != 9 || est("-5") != 0 || est("1 / 0") != MaxEstimate || est("manhattan > 100 ? 1 : 2") != 2 {
		t.Error("constants, clamps or conditionals")
	}
	_ = ctx
}

func FuzzParseHeuristic(f *testing.F) {
	for _, s := range []string{"max(manhattan, linear_conflict)", "md[1] + home[2]", "manhattan > 3 ? 1 : 2",
		"abs(blank_row - 1) / 0", "pdb", "euclidean * 0.5", "min()", "-manhattan", "md[15]", "not true ? 1 : 0",
		"manhattan ?? 1", "manhattan |> max()", "[1,2][0]", "{a: 1}.a", "manhattan.x", "md?.[1]", "#", "let a=1; a"} {
		f.Add(s)
	}
	rng := rand.New(rand.NewPCG(1, 1))
	shapes := []Shape{Square3, {2, 2}, {4, 4}}
	var boards [][]Board
	for _, s := range shapes {
		boards = append(boards, []Board{s.Goal(), s.Walk(rng, s.Goal(), 30)})
	}
	f.Fuzz(func(t *testing.T, src string) {
		h, err := ParseHeuristic(src)
		if err != nil {
			var ee *ExprError
			if !errors.As(err, &ee) || ee.Column < 1 {
				t.Fatalf("%q: %v is not an error with a column", src, err)
			}
			return
		}
		for i, s := range shapes {
			if s.Cells() > 9 && h.expr.need&needPDB != 0 {
				continue // a 4x4 database is the fuzzer's minutes, not the expression's
			}
			est, err := h.Estimator(context.Background(), s, s.Goal())
			if err != nil {
				continue
			}
			for _, b := range boards[i] {
				if v := est(b); !(v >= 0 && v <= MaxEstimate) {
					t.Fatalf("%q on %s: %v", src, s.Format(b), v)
				}
			}
		}
	})
}

func BenchmarkExprMaxManhattanLC(b *testing.B) {
	h := mustParse(b, "max(manhattan, linear_conflict)")
	est, err := h.Estimator(context.Background(), Square3, Square3.Goal())
	if err != nil {
		b.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(1, 1))
	boards := make([]Board, 1024)
	for i := range boards {
		boards[i] = Square3.Random(rng, Square3.Goal())
	}
	b.ReportAllocs()
	cpu0 := cpuTime()
	sink := 0.0
	for i := 0; b.Loop(); i++ {
		sink += est(boards[i&1023])
	}
	// boards per second of this process's CPU time: on a shared machine
	// the wall clock counts the other processes' turns too (run with
	// -cpu 1 for one core)
	if d := cpuTime() - cpu0; d > 0 {
		b.ReportMetric(float64(b.N)/d.Seconds(), "boards/cpu-s")
	}
	_ = sink
}
