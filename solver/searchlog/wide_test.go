package searchlog

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/wide"
)

var square5 = solver.Shape{Rows: 5, Cols: 5}

func runWide(t *testing.T, a *solver.Algorithm, p wide.Problem, opt solver.Options, max int) (*Log, wide.Result) {
	t.Helper()
	l := NewWide(a, p, Options{MaxNodes: max})
	r, err := wide.SolveTraced(context.Background(), a, p, opt, l.TraceWide)
	if err != nil {
		t.Fatal(err)
	}
	l.Finish(r.Result)
	return l, r
}

// A log of solver/wide's boards reads as the engine's: for every algorithm
// wide runs, on scrambles of 3x5 and 5x5, a step per expansion, no board
// expanded off the frontier, the frontier the search's size with the
// board expanded next at its head, and every step's board and path in
// tiles the search's own (the path one move at a time from the start).
func TestWideLogIsTheSearchs(t *testing.T) {
	rng := rand.New(rand.NewPCG(26, 5))
	shapes := []solver.Shape{{Rows: 3, Cols: 5}, square5}
	for _, a := range solver.Algorithms() {
		if !wide.Runs(a) || a.Parallel || a.Heuristic.Strength == solver.Strongest && testing.Short() {
			continue
		}
		for _, s := range shapes {
			p := wide.Problem{Start: wide.Scramble(s, rng, wide.Goal(s), 26), Goal: wide.Goal(s), Shape: s}
			opt := solver.Options{Timeout: time.Minute}
			if a.Family == solver.FamilyAStar {
				opt.Weight = 2
			}
			var expanded []wide.Board
			l := NewWide(a, p, Options{})
			r, err := wide.SolveTraced(context.Background(), a, p, opt, func(e wide.Event) {
				if e.Kind == solver.Expand {
					expanded = append(expanded, e.Board)
				}
				l.TraceWide(e)
			})
			if err != nil {
				t.Fatal(err)
			}
			l.Finish(r.Result)
			name := a.Name + " " + wide.Format(s, p.Start)
			if e, g := l.Counts(); e != r.Expanded || g != r.Generated || l.Len() != int(r.Expanded) || r.Expanded == 0 {
				t.Fatalf("%s: log counts %d/%d (%d steps), result %d/%d", name, e, g, l.Len(), r.Expanded, r.Generated)
			}
			if l.lost != 0 {
				t.Fatalf("%s: %d expansions of boards not on the frontier", name, l.lost)
			}
			if !l.Wide() || !slices.Equal(l.Tiles(l.Problem().Start), tiles(p.Start, s)) || !slices.Equal(l.Tiles(l.Problem().Goal), tiles(p.Goal, s)) {
				t.Fatalf("%s: the problem's tiles are not the search's", name)
			}
			for k := 1; k <= l.Len(); k += max(1, l.Len()/50) {
				st, n, _ := l.Step(k)
				if got := l.Tiles(n.Board); !slices.Equal(got, tiles(expanded[k-1], s)) {
					t.Fatalf("%s: step %d shows %v, the search expanded %v", name, k, got, expanded[k-1])
				}
				path := l.Path(k)
				b := p.Start
				for i, x := range path {
					wb, ok := l.WideBoard(x)
					if !ok || i == 0 && wb != p.Start || i > 0 && !oneMove(s, b, wb) {
						t.Fatalf("%s: step %d: the path's board %d is not one move on", name, k, i)
					}
					b = wb
				}
				_, total := l.Frontier(k, -1)
				if total != int(st.Frontier) {
					t.Fatalf("%s: step %d: %d waiting by the log, %d by the search", name, k, total, st.Frontier)
				}
				before, _ := l.Frontier(k-1, -1)
				checkHead(t, name, l, k, st, n, before)
			}
		}
	}
}

// The cap holds on a wide log: past MaxNodes it counts and records
// nothing, its table of boards no bigger than the nodes it keeps.
func TestWideLogCap(t *testing.T) {
	a, _ := solver.AlgorithmByName("idastar-manhattan")
	p := wide.Problem{Start: wide.Scramble(square5, rand.New(rand.NewPCG(1, 2)), wide.Goal(square5), 40), Goal: wide.Goal(square5), Shape: square5}
	l, r := runWide(t, a, p, solver.Options{}, 100)
	if e, g := l.Counts(); !l.Full() || e != r.Expanded || g != r.Generated || r.Expanded <= 100 {
		t.Fatalf("full %v, counts %d/%d, result %d/%d", l.Full(), e, g, r.Expanded, r.Generated)
	}
	if len(l.nodes) > 100 || len(l.wide.cells) > 100 {
		t.Errorf("%d nodes and %d boards kept under a cap of 100", len(l.nodes), len(l.wide.cells))
	}
	if _, ok := l.WideBoard(0); ok {
		t.Error("board 0 (a root's parent) is a board")
	}
}

func tiles(b wide.Board, s solver.Shape) []int {
	t := make([]int, s.Cells())
	for i := range t {
		t[i] = int(b[i])
	}
	return t
}

func oneMove(s solver.Shape, a, b wide.Board) bool {
	for _, n := range wide.Successors(s, a) {
		if n.Board == b {
			return true
		}
	}
	return false
}
