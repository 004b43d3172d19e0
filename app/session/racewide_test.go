package session

import (
	"context"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/wide"
)

// raceOn starts a race of algs on the board shown and waits for its end.
func (h *fixture) raceOn(algs ...string) *Race {
	h.t.Helper()
	r := h.setRacers(algs...)
	r.Start()
	h.waitFor("the race to end", func() bool { return !r.Running() })
	return r
}

// TestFiveByFiveRace: on 5x5 the racers are solver/wide's searches; one it
// does not run says why and starts nothing; the others' panels read their
// record (a step per expansion, the board expanded in tiles) and end with
// the counts and path length of the same search untraced and of the Solve
// tab; the verdict and status come at the end; a changed board makes the
// race stale.
func TestFiveByFiveRace(t *testing.T) {
	h := open(t, nil)
	s := h.s
	s.SetShape(Square5)
	start := wide.Scramble(Square5, rand.New(rand.NewPCG(5, 5)), wide.Goal(Square5), 30)
	s.SetCells(Cells{Square5, start})
	s.SetTab(RaceTab)
	// the default racers: breadth-first search does not run at 5x5, and
	// the line before the race said "Start races 4 algorithms"
	h.statusHas("Start races 3 of the 4 algorithms on the board beside; not run at 5x5: Breadth-first search.")
	r := h.raceOn("bfs", "astar-linear-conflict", "idastar-linear-conflict", "greedy-manhattan")
	p := s.wideProblem()
	if got := r.Tiles(); !slices.Equal(got, Cells{Square5, start}.List()) || r.Shape() != Square5 {
		t.Fatalf("the race's board %v on %v", got, r.Shape())
	}
	xs := r.Racers()
	if len(xs) != 4 {
		t.Fatalf("%d racers", len(xs))
	}
	if x := xs[0]; x.Err == nil || !strings.Contains(x.Err.Error(), "not run at 5x5") || x.Result != nil || x.Log.Len() != 0 || x.Running {
		t.Fatalf("bfs on 5x5: err %v, result %v, %d steps", x.Err, x.Result, x.Log.Len())
	}
	for _, x := range xs[1:] {
		res := x.Result
		if x.Err != nil || res == nil || res.Status != solver.Solved {
			t.Fatalf("%s: err %v, result %+v", x.Algorithm.Name, x.Err, res)
		}
		if e, g := x.Log.Counts(); x.Log.Len() != int(res.Expanded) || e != res.Expanded || g != res.Generated {
			t.Errorf("%s: %d steps, counts %d/%d, result %d/%d", x.Algorithm.Name, x.Log.Len(), e, g, res.Expanded, res.Generated)
		}
		plain, err := wide.Solve(context.Background(), x.Algorithm, p, s.raceOptions(x.Algorithm))
		if err != nil {
			t.Fatal(err)
		}
		if plain.Expanded != res.Expanded || plain.Generated != res.Generated || plain.Cost != res.Cost || plain.Weight != res.Weight {
			t.Errorf("%s raced: %d/%d, %d moves, w %g; untraced %d/%d, %d moves, w %g", x.Algorithm.Name,
				res.Expanded, res.Generated, res.Cost, res.Weight, plain.Expanded, plain.Generated, plain.Cost, plain.Weight)
		}
		// the first step expands the start, as the panel shows it
		if _, n, ok := x.Log.Step(1); !ok || !slices.Equal(x.Log.Tiles(n.Board), Cells{Square5, start}.List()) {
			t.Errorf("%s: step 1 shows %v", x.Algorithm.Name, x.Log.Tiles(n.Board))
		}
	}
	r.ToEnd()
	if v := r.Verdict(); v == "" {
		t.Fatal("no verdict at the end")
	}
	h.statusHas("Race done")

	// the Solve tab's run of the same search counts the same
	s.SetAlgorithm(xs[1].Algorithm)
	h.solve()
	if run := s.Run(); run.Result == nil || run.Result.Expanded != xs[1].Result.Expanded || run.Result.Cost != xs[1].Result.Cost {
		t.Errorf("Solve: %+v; the race: %d expanded, %d moves", run.Result, xs[1].Result.Expanded, xs[1].Result.Cost)
	}

	s.SetTab(RaceTab)
	s.Random()
	if r.Stale() != "the board has changed" {
		t.Errorf("after Random the race is stale for %q", r.Stale())
	}
}

// TestRaceStatusCountsRefused: before a race on 5x5 the status line
// counts the racers Start runs and names those it does not; with none
// that runs it says so; on 3x3 the same racers all run.
func TestRaceStatusCountsRefused(t *testing.T) {
	h := open(t, nil)
	s := h.s
	s.SetShape(Square5)
	s.SetTab(RaceTab)
	h.setRacers("bfs", "astar-linear-conflict", "table", "greedy-manhattan")
	h.statusHas("Start races 2 of the 4 algorithms on the board beside; not run at 5x5: Breadth-first search, Distance table.")
	h.setRacers("bfs", "dfs")
	h.statusHas("None of the 2 algorithms runs at 5x5")
	s.SetShape(solver.Shape{Rows: 3, Cols: 3})
	h.statusHas("Start races 2 algorithms on the board beside.")
}
