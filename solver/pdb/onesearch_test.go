package pdb

import (
	"context"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/internal/hook"
)

// A name means one search: every algorithm of the registry, on every
// shape, run without a search log and with one, expands the same boards in
// the same order (the boards the untraced run expands are seen through
// hook.Expand, the traced run's are its Expand events) and returns the
// same counters and path. Here, rather than in package solver, because
// only here do the pdb algorithms run with the real databases (the 4x4's
// with their own IDA*); the engine's loops are the same. A node limit
// keeps the searches that cannot finish short: a limited run must agree
// too. -short leaves out the pdb algorithms from 3x4 up, whose databases
// take seconds to build under -race (the 4x4's a minute).
func TestOneSearch(t *testing.T) {
	dir := t.TempDir()
	if !testing.Short() {
		shared := sharedDB(t)
		if err := os.WriteFile(filepath.Join(dir, fileName(shared.goal, shared.parts)), encode(shared.goal, shared.parts, shared.compact), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// every shape's and goal's databases held, built once
	solver.RegisterPatterns(NewPatterns(dir, 32).Source)
	defer solver.RegisterPatterns(Source)

	type row struct {
		shape solver.Shape
		start solver.Board
		goal  solver.Board
		// limit: the node limit of every algorithm; finish: one that runs
		// to the end, without it
		limit  int64
		finish string
	}
	var rows []row
	rng := rand.New(rand.NewPCG(21, 2))
	boards, limit := 2, int64(1500)
	if testing.Short() {
		boards, limit = 1, 500
	}
	for _, s := range solver.Shapes() {
		for _, p := range s.Presets()[:2] {
			if s.Cells() >= shapeCacheCells && p.Name != "blank last" {
				continue // one goal where databases take seconds to build
			}
			for range boards {
				rows = append(rows, row{shape: s, start: s.Walk(rng, p.Board, 18+s.Cells()), goal: p.Board, limit: limit})
			}
		}
	}
	// the board on which the traced idastar-pdb once expanded 86,672
	// boards to the untraced one's 44,150: its log ran the engine's loop
	b, sh, err := solver.ParseBoard("8 2 6 7/5 14 10 9/15 0 4 12/13 3 1 11", solver.Shape{})
	if err != nil {
		t.Fatal(err)
	}
	rows = append(rows, row{shape: sh, start: b, goal: sh.Presets()[0].Board, limit: limit, finish: Name})

	ctx := context.Background()
	for _, a := range solver.Algorithms() {
		for _, r := range rows {
			if testing.Short() && a.Heuristic != nil && a.Heuristic.Name == "pdb" && r.shape.Cells() >= shapeCacheCells {
				continue // -short: no database that takes seconds to build
			}
			if a.NeedsTable && !r.shape.Tabled() {
				continue
			}
			p := solver.Problem{Start: r.start, Goal: r.goal, Shape: r.shape}
			name := a.Name + " " + r.shape.String() + " " + r.shape.Format(r.start)
			opt := solver.Options{MaxNodes: r.limit}
			if a.Name == r.finish {
				opt.MaxNodes = 0
			}

			var order []solver.Board
			hook.Expand = func(b uint64) { order = append(order, solver.Board(b)) }
			plain, err := a.Solve(ctx, p, opt)
			hook.Expand = nil
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if int64(len(order)) != plain.Expanded {
				t.Fatalf("%s: the hook saw %d expansions of %d", name, len(order), plain.Expanded)
			}

			var evs []solver.Event
			opt.Trace = func(e solver.Event) { evs = append(evs, e) }
			traced, err := a.Solve(ctx, p, opt)
			if err != nil {
				t.Fatalf("%s traced: %v", name, err)
			}
			// the clock, and a database made for the first run only
			// (Result.Prepared), are not the search
			plain.Elapsed, traced.Elapsed = 0, 0
			plain.Prepared, traced.Prepared = nil, nil
			if !reflect.DeepEqual(plain, traced) {
				t.Fatalf("%s: traced result differs:\n untraced %+v\n traced   %+v", name, plain, traced)
			}
			var logged []solver.Board
			var gen int64
			for _, e := range evs {
				if e.Kind == solver.Expand {
					logged = append(logged, e.Board)
				} else {
					gen++
				}
			}
			if i := firstDiff(order, logged); i >= 0 {
				t.Fatalf("%s: expansion %d of %d untraced, %d traced: %v untraced, %v in the log", name, i+1, len(order), len(logged), boardAt(order, i), boardAt(logged, i))
			}
			if gen != traced.Generated {
				t.Fatalf("%s: %d generate events, %d generated", name, gen, traced.Generated)
			}
			if a.Frontier == solver.FrontierPath {
				checkPathLog(t, name, evs)
			}
			if a.Family == solver.FamilyIDAStar {
				// ties and the goal test are not IDA*'s: the same search
				// (idastar-pdb on 4x4 once left its own for them)
				o := opt
				o.Trace, o.Conventions = nil, solver.Conventions{Ties: solver.TiesOldest, GoalTest: solver.GoalOnExpand}
				other, err := a.Solve(ctx, p, o)
				if err != nil {
					t.Fatalf("%s %v: %v", name, o.Conventions, err)
				}
				other.Elapsed, other.Conventions = 0, plain.Conventions
				if !reflect.DeepEqual(plain, other) {
					t.Fatalf("%s: under %v:\n default %+v\n other   %+v", name, o.Conventions, plain, other)
				}
			}
			if a.Name == r.finish && plain.Status != solver.Solved {
				t.Fatalf("%s: %v", name, plain.Status)
			}
		}
	}
}

// firstDiff is the first index where a and b differ, -1 when they are equal.
func firstDiff(a, b []solver.Board) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	if len(a) != len(b) {
		return min(len(a), len(b))
	}
	return -1
}

func boardAt(bs []solver.Board, i int) any {
	if i < len(bs) {
		return bs[i]
	}
	return "none"
}

// checkPathLog checks a recursive search's log the way package searchlog
// reads it: each board expanded below the root is one of the successors of
// the board expanded at the depth above, later in their order than the one
// taken before it (the siblings between were cut off), with the estimate
// its successor event gave; a board expanded is within the bound, and a
// successor passed over is over it.
func checkPathLog(t *testing.T, name string, evs []solver.Event) {
	t.Helper()
	var kids [][]solver.Event // per depth: the successors of the board expanded there
	var next []int            // per depth: how many of them were taken or passed over
	for i, e := range evs {
		switch e.Kind {
		case solver.Expand:
			if e.HasH && e.F > e.Bound+1e-9 {
				t.Fatalf("%s: event %d: %v expanded at f %v over the bound %v", name, i, e.Board, e.F, e.Bound)
			}
			if e.G > len(kids) || (e.G == 0) != (e.Parent == 0) {
				t.Fatalf("%s: event %d: %v at depth %d from %v, %d levels open", name, i, e.Board, e.G, e.Parent, len(kids))
			}
			if e.G > 0 {
				d := e.G - 1
				j := slices.IndexFunc(kids[d][next[d]:], func(k solver.Event) bool { return k.Board == e.Board })
				if j < 0 {
					t.Fatalf("%s: event %d: %v expanded, not among the successors still waiting at depth %d", name, i, e.Board, e.G)
				}
				for _, k := range kids[d][next[d] : next[d]+j] {
					if k.HasH && k.F <= e.Bound+1e-9 {
						t.Fatalf("%s: event %d: %v within the bound %v (f %v) passed over", name, i, k.Board, e.Bound, k.F)
					}
				}
				k := kids[d][next[d]+j]
				if k.H != e.H || k.Parent != e.Parent {
					t.Fatalf("%s: event %d: %v expanded with h %v from %v, generated with h %v from %v", name, i, e.Board, e.H, e.Parent, k.H, k.Parent)
				}
				next[d] += j + 1
			}
			kids, next = append(kids[:e.G], nil), append(next[:e.G], 0)
		case solver.Generate:
			d := len(kids) - 1
			if d < 0 || e.G != d+1 {
				t.Fatalf("%s: event %d: successor %v at depth %d after an expansion at %d", name, i, e.Board, e.G, d)
			}
			kids[d] = append(kids[d], e)
		}
	}
}
