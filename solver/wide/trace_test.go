package wide

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// traceCase is a board to trace: a scramble of n moves on shape s.
type traceCase struct {
	s     solver.Shape
	goal  Board
	moves int
}

func traceCases() []traceCase {
	var cs []traceCase
	for _, s := range []solver.Shape{{Rows: 2, Cols: 5}, {Rows: 3, Cols: 5}, {Rows: 4, Cols: 5}, s5} {
		cs = append(cs, traceCase{s, Goal(s), 30}, traceCase{s, GoalBlankFirst(s), 24})
	}
	return cs
}

// same reports how a traced Result differs from the untraced one, ""
// when it does not (the times aside).
func same(a, b Result) string {
	a.Elapsed, b.Elapsed, a.Prepared, b.Prepared = 0, 0, nil, nil
	switch {
	case a.Status != b.Status || a.Cost != b.Cost:
		return "status or cost"
	case a.Expanded != b.Expanded || a.Generated != b.Generated:
		return "expanded or generated"
	case a.MaxDepth != b.MaxDepth || a.MaxFrontier != b.MaxFrontier:
		return "depth or frontier"
	case len(a.Path) != len(b.Path):
		return "path"
	}
	for i := range a.Path {
		if a.Path[i] != b.Path[i] {
			return "path"
		}
	}
	return ""
}

// weightFor runs A* weighted on 5x5, where unweighted it is hopeless on
// some scrambles of 30.
func weightFor(a *solver.Algorithm, s solver.Shape) float64 {
	if a.Family == solver.FamilyAStar && s == s5 {
		return DefaultWeight
	}
	return 0
}

// A traced search is the untraced one: for every algorithm this package
// runs, on scrambles of every side-5 shape and both goals, the same
// counters and path, one Expand per expansion numbered in order and one
// Generate per successor, each successor after its parent's expansion,
// every expanded board (but the root) generated before, the estimates
// the whole board's; stopped at a node limit k, the untraced search has
// generated what the events say before the k-th, and traced it sends
// the events its counters say.
func TestTracedIsTheSameSearch(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the 5x5 pattern databases when not cached")
	}
	rng := rand.New(rand.NewPCG(26, 2))
	for _, a := range solver.Algorithms() {
		if !Runs(a) || a.Parallel {
			continue // the parallel one is idastar-pdb under another name
		}
		for _, c := range traceCases() {
			p := Problem{Start: Scramble(c.s, rng, c.goal, c.moves), Goal: c.goal, Shape: c.s}
			opt := solver.Options{Weight: weightFor(a, c.s), Timeout: time.Minute}
			plain, err := Solve(context.Background(), a, p, opt)
			if err != nil {
				t.Fatal(err)
			}
			var events []Event
			traced, err := SolveTraced(context.Background(), a, p, opt, func(e Event) { events = append(events, e) })
			if err != nil {
				t.Fatal(err)
			}
			name := a.Name + " on " + Format(c.s, p.Start)
			if d := same(plain, traced); d != "" {
				t.Errorf("%s: traced, the %s differ: %+v, untraced %+v", name, d, traced.Result, plain.Result)
				continue
			}
			gens := checkEvents(t, name, a, p, traced.Result, events)
			for _, k := range []int64{1, 2, 7, traced.Expanded / 2} {
				if k < 1 || k >= traced.Expanded {
					continue
				}
				o := opt
				o.MaxNodes = k
				r, err := Solve(context.Background(), a, p, o)
				if err != nil {
					t.Fatal(err)
				}
				// the k-th expansion is counted, its successors not
				before := int64(0)
				if k > 1 {
					before = gens[k-2]
				}
				if r.Expanded != k || r.Generated != before {
					t.Errorf("%s stopped at %d: %d expanded, %d generated; the trace says %d generated before expansion %d", name, k, r.Expanded, r.Generated, before, k)
				}
				var stopped []Event
				rt, err := SolveTraced(context.Background(), a, p, o, func(e Event) { stopped = append(stopped, e) })
				if err != nil {
					t.Fatal(err)
				}
				if d := same(r, rt); d != "" {
					t.Errorf("%s stopped at %d: traced, the %s differ", name, k, d)
				}
				checkEvents(t, name, a, p, rt.Result, stopped)
			}
		}
	}
}

// checkEvents checks the events of one search against its result, and
// returns the successors generated after each expansion.
func checkEvents(t *testing.T, name string, a *solver.Algorithm, p Problem, r solver.Result, events []Event) []int64 {
	t.Helper()
	k, lc := runs(a)
	tab := newTables(p.Shape, p.Goal, lc)
	estimate := tab.estimate
	if k == idaPatterns {
		db, _, err := patternsFor(context.Background(), p.Shape, p.Goal, nil)
		if err != nil {
			t.Fatal(err)
		}
		estimate = func(b *Board) int { return db.Estimate(*b) }
	}
	var gens []int64
	var expanded, generated int64
	var cur Event
	reached := map[[2]uint64]bool{}
	for i, e := range events {
		if !Valid(p.Shape, e.Board) || e.Event.Board != 0 || e.Event.Parent != 0 {
			t.Fatalf("%s: event %d: board %v", name, i, e.Board)
		}
		if !e.HasH || e.H != float64(estimate(&e.Board)) {
			t.Fatalf("%s: event %d: h %v, the board's estimate %d", name, i, e.H, estimate(&e.Board))
		}
		switch e.Kind {
		case solver.Expand:
			expanded++
			if e.Step != expanded {
				t.Fatalf("%s: expansion %d numbered %d", name, expanded, e.Step)
			}
			if e.Parent == (Board{}) {
				if e.Board != p.Start || e.G != 0 {
					t.Fatalf("%s: step %d: a root that is not the start", name, e.Step)
				}
			} else if !reached[e.Board.Key()] {
				t.Fatalf("%s: step %d expands a board never generated", name, e.Step)
			}
			cur = e
			gens = append(gens, generated)
		case solver.Generate:
			generated++
			gens[len(gens)-1] = generated
			if cur.Kind != solver.Expand || e.Parent != cur.Board || e.G != cur.G+1 {
				t.Fatalf("%s: event %d: a successor not of the board expanded before it", name, i)
			}
			if !adjacent(p.Shape, e.Parent, e.Board) {
				t.Fatalf("%s: event %d: not one move from its parent", name, i)
			}
			reached[e.Board.Key()] = true
		}
	}
	if expanded != r.Expanded || generated != r.Generated {
		t.Errorf("%s: %d expand and %d generate events; the result counts %d and %d", name, expanded, generated, r.Expanded, r.Generated)
	}
	return gens
}

// adjacent reports whether b is one move from a.
func adjacent(s solver.Shape, a, b Board) bool {
	for _, n := range Successors(s, a) {
		if n.Board == b {
			return true
		}
	}
	return false
}

// Prepare makes idastar-pdb's databases before its search, so that the
// search finds them ready (its Result says nothing was prepared); the
// other searches need nothing; a memory cap too small is refused as Solve
// refuses it.
func TestPrepare(t *testing.T) {
	s := solver.Shape{Rows: 2, Cols: 5}
	p := Problem{Start: Scramble(s, rand.New(rand.NewPCG(3, 3)), Goal(s), 30), Goal: Goal(s), Shape: s}
	called := false
	report := func(string, int64, int64) { called = true }
	if err := Prepare(context.Background(), algo(t, "astar-manhattan"), p, 0, report); err != nil || called {
		t.Fatalf("astar-manhattan: %v, reported %v", err, called)
	}
	pdb := algo(t, "idastar-pdb")
	if err := Prepare(context.Background(), pdb, p, 1<<10, report); err == nil || !strings.Contains(err.Error(), "memory cap") {
		t.Fatalf("a 1 KiB cap: %v", err)
	}
	if err := Prepare(context.Background(), pdb, p, 0, report); err != nil {
		t.Fatal(err)
	}
	r := solve(t, pdb, p, solver.Options{})
	if r.Status != solver.Solved || r.Prepared != nil {
		t.Errorf("after Prepare: %v, prepared %+v", r.Status, r.Prepared)
	}
}
