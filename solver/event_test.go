package solver

import (
	"context"
	"math"
	"reflect"
	"testing"
)

// record runs a with a Trace and returns the result and the events.
func record(t *testing.T, a *Algorithm, p Problem, opt Options) (Result, []Event) {
	t.Helper()
	var evs []Event
	opt.Trace = func(e Event) { evs = append(evs, e) }
	return mustSolve(t, a, p, opt), evs
}

// traceProblems keep every algorithm quick, ids and the weak IDA* included.
func traceProblems() []Problem {
	tr, sp := truthFor(GoalBlankLast), truthFor(GoalSpiral)
	return []Problem{
		{Start: tr.byDist[1][0], Goal: GoalBlankLast},
		{Start: tr.byDist[9][7], Goal: GoalBlankLast},
		{Start: tr.byDist[15][300], Goal: GoalBlankLast},
		{Start: sp.byDist[13][40], Goal: GoalSpiral},
		{Start: MustParse("702853614"), Goal: GoalBlankFirst},
	}
}

func traceConventions() []Conventions {
	return []Conventions{
		{},
		{Ties: TiesOldest, GoalTest: GoalOnExpand, Order: 7},
		{Ties: TiesBoard, Order: 23},
		{Shuffle: 12345},
	}
}

// slowTrace: algorithms too slow on the 27-move board under -race with a
// trace; they get the shorter problems only.
var slowTrace = map[string]bool{"ids": true, "idastar-misplaced": true, "idastar-misplaced-blank": true, "idastar-euclidean": true, "idastar-rowcol": true, "dls": true}

// The search log agrees with the result, and tracing changes nothing the
// search does: the same path and counters as without the trace.
func TestTraceAgreesWithResult(t *testing.T) {
	for _, a := range Algorithms() {
		for pi, p := range traceProblems() {
			if slowTrace[a.Name] && pi >= 3 {
				continue
			}
			if testing.Short() && pi >= 2 { // -short: the two shortest problems
				continue
			}
			for ci, c := range traceConventions() {
				if testing.Short() && ci%2 == 1 { // -short: half the conventions
					continue
				}
				opt := Options{Conventions: c}
				plain := mustSolve(t, a, p, opt)
				r, evs := record(t, a, p, opt)
				if !reflect.DeepEqual(withoutTime(plain), withoutTime(r)) {
					t.Fatalf("%s %v %v: traced result differs:\n%+v\n%+v", a.Name, p.Start, c, withoutTime(plain), withoutTime(r))
				}
				checkLog(t, a, p, r, evs)
			}
		}
	}
}

// checkLog tests what holds of every search log: counts, step numbers,
// that each successor follows the expansion of its parent, that each
// expanded board's parent was expanded before it, and that g and the
// estimate are the board's.
func checkLog(t *testing.T, a *Algorithm, p Problem, r Result, evs []Event) {
	t.Helper()
	name := a.Name + " " + p.Start.String() + " " + r.Conventions.String()
	var exp, gen int64
	expanded := map[[2]Board]bool{} // board, direction root
	var cur Event
	lastF := math.Inf(-1)
	for i, e := range evs {
		root := p.Start
		if e.Backward {
			root = p.Goal
		}
		switch e.Kind {
		case Expand:
			exp++
			if e.Step != exp {
				t.Fatalf("%s: event %d: step %d, want %d", name, i, e.Step, exp)
			}
			if e.Parent == 0 {
				if e.Board != root || e.G != 0 {
					t.Fatalf("%s: event %d: a root %v at g %d that is not the start", name, i, e.Board, e.G)
				}
			} else if !expanded[[2]Board{e.Parent, root}] {
				t.Fatalf("%s: event %d: %v expanded before its parent %v", name, i, e.Board, e.Parent)
			} else if _, ok := adjacent(e.Parent, e.Board); !ok {
				t.Fatalf("%s: event %d: parent %v is not one move from %v", name, i, e.Parent, e.Board)
			}
			if e.Frontier < 0 {
				t.Fatalf("%s: event %d: frontier %d", name, i, e.Frontier)
			}
			expanded[[2]Board{e.Board, root}] = true
			cur = e
			// BFS expands layer by layer, ucs by g, A* with a consistent
			// heuristic by f: what the views show must hold of the log
			switch {
			case a.Name == "bfs" || a.Name == "ucs":
				if float64(e.G) < lastF {
					t.Fatalf("%s: event %d: g %d after %v", name, i, e.G, lastF)
				}
				lastF = float64(e.G)
			case a.Family == FamilyAStar && a.Heuristic.Consistent && r.Weight == 0:
				if e.F < lastF-1e-9 {
					t.Fatalf("%s: event %d: f %v after %v", name, i, e.F, lastF)
				}
				lastF = e.F
			}
		case Generate:
			gen++
			if exp == 0 || e.Parent != cur.Board || e.G != cur.G+1 || e.Backward != cur.Backward {
				t.Fatalf("%s: event %d: successor %v of %v at g %d does not follow its parent's expansion (%v at %d)", name, i, e.Board, e.Parent, e.G, cur.Board, cur.G)
			}
			if _, ok := adjacent(e.Parent, e.Board); !ok || e.Board == cur.Parent {
				t.Fatalf("%s: event %d: %v is not a successor of %v", name, i, e.Board, e.Parent)
			}
		default:
			t.Fatalf("%s: event %d of kind %v", name, i, e.Kind)
		}
		if (a.Heuristic != nil) != e.HasH {
			t.Fatalf("%s: event %d: HasH %v", name, i, e.HasH)
		}
		if e.HasH {
			want, _ := a.Heuristic.Estimate(e.Board, p.Goal)
			if math.Abs(e.H-want) > 1e-6 || math.Abs(e.F-(float64(e.G)+max(r.Weight, 1)*e.H)) > 1e-6 {
				t.Fatalf("%s: event %d: h %v f %v for %v at g %d, want h %v", name, i, e.H, e.F, e.Board, e.G, want)
			}
		}
	}
	if exp != r.Expanded || gen != r.Generated {
		t.Fatalf("%s: %d expand and %d generate events, result %d and %d", name, exp, gen, r.Expanded, r.Generated)
	}
}

// A node limit stops the log where it stops the count.
func TestTraceUnderLimit(t *testing.T) {
	p := Problem{Start: MustParse("702853614"), Goal: GoalBlankFirst}
	for _, name := range []string{"bfs", "astar-manhattan", "idastar-linear-conflict", "ids", "bidir"} {
		a, _ := AlgorithmByName(name)
		r, evs := record(t, a, p, Options{MaxNodes: 100})
		if r.Status != Limit {
			t.Fatalf("%s: status %v", name, r.Status)
		}
		checkLog(t, a, p, r, evs)
	}
}

// A cancelled search sends nothing after it returns: the log is complete
// when Solve returns, so a recorder can close it then.
func TestTraceCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	a, _ := AlgorithmByName("bfs")
	n := 0
	r, err := a.Solve(ctx, Problem{Start: MustParse("867254301"), Goal: GoalBlankLast}, Options{Trace: func(e Event) {
		n++
		if n == 1000 {
			cancel()
		}
	}})
	if err != nil || r.Status != Cancelled {
		t.Fatalf("status %v, %v", r.Status, err)
	}
	if int64(n) != r.Expanded+r.Generated {
		t.Fatalf("%d events for %d expanded and %d generated", n, r.Expanded, r.Generated)
	}
}

// The iterative searches say the bound each board was expanded under, and
// IDA*'s bound never falls.
func TestTraceBound(t *testing.T) {
	p := traceProblems()[2]
	for _, name := range []string{"ids", "idastar-manhattan"} {
		a, _ := AlgorithmByName(name)
		_, evs := record(t, a, p, Options{})
		last := 0.0
		for _, e := range evs {
			if e.Bound < last || e.Bound == 0 && e.Kind == Expand && e.G > 0 {
				t.Fatalf("%s: bound %v after %v", name, e.Bound, last)
			}
			if e.Kind == Expand && (name == "ids" && float64(e.G) >= e.Bound || name != "ids" && e.F > e.Bound+1e-9) {
				t.Fatalf("%s: %v expanded at g %d f %v beyond the bound %v", name, e.Board, e.G, e.F, e.Bound)
			}
			last = e.Bound
		}
		if last != 15 {
			t.Fatalf("%s: last bound %v, want the 15-move solution's", name, last)
		}
	}
}

// Weighted A* returns a path at most w times the shortest, plain A* at
// w = 1, and is refused a weight below 1 or beyond MaxWeight.
func TestWeightedAStar(t *testing.T) {
	tr := truthFor(GoalBlankLast)
	for _, w := range []float64{1, 1.5, 2, 5} {
		for _, hn := range []string{"manhattan", "linear-conflict", "euclidean"} {
			a, _ := AlgorithmByName("astar-" + hn)
			worse := 0
			for _, b := range sample(GoalBlankLast, 60, 7) {
				p := Problem{Start: b, Goal: GoalBlankLast}
				r := mustSolve(t, a, p, Options{Weight: w})
				checkSolved(t, p, r)
				d := tr.dist[b]
				if max(r.Weight, 1) != w || float64(r.Cost) > w*float64(d)+1e-9 {
					t.Fatalf("%s w %v: cost %d for distance %d (weight %v)", a.Name, w, r.Cost, d, r.Weight)
				}
				if w == 1 {
					if plain := mustSolve(t, a, p, Options{}); !reflect.DeepEqual(withoutTime(plain), withoutTime(r)) {
						t.Fatalf("%s: weight 1 differs from plain A*", a.Name)
					}
				}
				if r.Cost > d {
					worse++
				}
			}
			p := Problem{Start: tr.byDist[16][9], Goal: GoalBlankLast}
			r, evs := record(t, a, p, Options{Weight: w})
			checkLog(t, a, p, r, evs)
			if w >= 2 && hn == "manhattan" && worse == 0 {
				t.Errorf("%s w %v: never longer than the shortest on 60 boards: is the weight used?", a.Name, w)
			}
		}
	}
	a, _ := AlgorithmByName("astar-manhattan")
	for _, w := range []float64{0.5, -1, math.NaN(), math.Inf(1), MaxWeight + 1} {
		if _, err := a.Solve(context.Background(), Problem{Start: GoalBlankFirst, Goal: GoalBlankLast}, Options{Weight: w}); err == nil {
			t.Errorf("weight %v accepted", w)
		}
	}
	// every other family ignores the weight and says so
	b, _ := AlgorithmByName("greedy-manhattan")
	if r := mustSolve(t, b, Problem{Start: tr.byDist[12][3], Goal: GoalBlankLast}, Options{Weight: 3}); r.Weight != 0 {
		t.Errorf("greedy reports weight %v", r.Weight)
	}
}

// A shuffled order is reproduced by its seed, differs between seeds, keeps
// the optimal algorithms optimal, and gives every board one order.
func TestShuffledOrder(t *testing.T) {
	tr := truthFor(GoalBlankLast)
	dfs, _ := AlgorithmByName("dfs")
	p := Problem{Start: tr.byDist[20][11], Goal: GoalBlankLast}
	costs := map[int]bool{}
	for seed := uint64(1); seed <= 6; seed++ {
		c := Conventions{Shuffle: seed}
		r1 := mustSolve(t, dfs, p, Options{Conventions: c})
		r2 := mustSolve(t, dfs, p, Options{Conventions: c})
		if !reflect.DeepEqual(withoutTime(r1), withoutTime(r2)) {
			t.Fatalf("seed %d: two runs differ", seed)
		}
		checkSolved(t, p, r1)
		costs[r1.Cost] = true
	}
	if len(costs) < 3 {
		t.Errorf("dfs found %d different path lengths over 6 seeds: the order barely changes", len(costs))
	}
	for _, name := range []string{"bfs", "ucs", "bidir", "ids", "astar-manhattan", "idastar-linear-conflict"} {
		a, _ := AlgorithmByName(name)
		for _, b := range sample(GoalBlankLast, 5, 3) {
			r := mustSolve(t, a, Problem{Start: b, Goal: GoalBlankLast}, Options{Conventions: Conventions{Shuffle: 99}})
			if r.Cost != tr.dist[b] {
				t.Fatalf("%s shuffled: cost %d, distance %d", name, r.Cost, tr.dist[b])
			}
		}
	}
	seen := map[Order]bool{}
	for _, b := range sample(GoalBlankLast, 500, 5) {
		seen[Conventions{Shuffle: 1}.shuffled(b)] = true
	}
	if len(seen) != NumOrders {
		t.Errorf("500 boards drew %d of the %d orders", len(seen), NumOrders)
	}
}
