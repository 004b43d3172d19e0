package session

import (
	"context"
	"fmt"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/harness"
)

// TestOneSearchOneTime: one search has one time wherever it is shown: the
// Solve tab's status, the Replay's numbers, and the Compare row of the
// same search, which is that search's result, not a second run's.
func TestOneSearchOneTime(t *testing.T) {
	h := open(t, nil)
	s := h.s
	board := solver.MustParse("867254301")
	s.SetBoard(board)
	s.SetAlgorithm(mustAlgo(t, "astar-manhattan"))
	h.solve()
	res := s.Run().Result
	if res == nil || res.Status != solver.Solved {
		t.Fatalf("the search: %+v", res)
	}
	time := TimeText(*res, false)
	h.statusHas(" expanded in " + time + ".")
	if rp := s.Replay().Result; rp == nil || rp.Elapsed != res.Elapsed || TimeText(*rp, s.Replay().Watched) != time {
		t.Fatalf("the Replay shows %+v, the search took %v", rp, res.Elapsed)
	}

	s.SetTab(CompareTab)
	c := s.Comparison()
	c.SetAlgorithms([]string{"astar-manhattan", "greedy-manhattan"})
	c.Run()
	h.waitFor("the comparison", func() bool { return !c.Running() })
	rows := map[string]harness.Row{}
	for _, r := range c.Results(OneBoard).Rows {
		rows[r.Algorithm] = r
	}
	if row := rows["astar-manhattan"]; row.Elapsed != res.Elapsed || row.Expanded != res.Expanded {
		t.Errorf("the Compare row of the same search: %v, %d expanded; the search: %v, %d", row.Elapsed, row.Expanded, res.Elapsed, res.Expanded)
	}
	if row := rows["greedy-manhattan"]; !row.Ran || row.Status != solver.Solved {
		t.Errorf("greedy's row %+v: want a run of its own", row)
	}

	// other conventions make another search: the comparison runs it
	s.SetConventions(solver.Conventions{Ties: solver.TiesOldest})
	c.Run()
	h.waitFor("the comparison", func() bool { return !c.Running() })
	for _, row := range c.Results(OneBoard).Rows {
		if row.Algorithm == "astar-manhattan" && (row.Conventions != s.Conventions() || row.Elapsed == res.Elapsed) {
			t.Errorf("under other conventions the row is %+v", row.Result)
		}
	}
}

// TestStatusSeparatesTheDatabase: a first search with a pattern database
// gives its own time, and the database's build (or load) apart from it.
func TestStatusSeparatesTheDatabase(t *testing.T) {
	t.Cleanup(func() { solver.RegisterPatterns(standInPatterns) })
	for _, cached := range []bool{false, true} {
		solver.RegisterPatterns(func(ctx context.Context, sh solver.Shape, goal solver.Board, progress func(done, total int64)) (solver.PatternDB, error) {
			db, err := standInPatterns(ctx, sh, goal, progress)
			return cachedDB{db, cached}, err
		})
		h := on4x4(t)
		s := h.s
		s.SetAlgorithm(mustAlgo(t, "idastar-pdb"))
		h.solve()
		res := s.Run().Result
		if res == nil || res.Status != solver.Solved || res.Prepared == nil {
			t.Fatalf("cache %v: the search %+v", cached, res)
		}
		how := "built"
		if cached {
			how = "loaded from the cache"
		}
		want := fmt.Sprintf(" expanded in %s (the pattern database for 4x4 was %s first, %s).",
			duration(res.Elapsed), how, duration(res.Prepared.Took))
		h.statusHas(want) // on the Replay, which the search opened
		s.SetTab(SolveTab)
		h.statusHas(want)
	}
}

type cachedDB struct {
	solver.PatternDB
	cached bool
}

func (d cachedDB) FromCache() bool { return d.cached }

// TestStatusFollowsTheScreen: the status line describes what is on screen:
// the Compare row opened in the Replay, not the Solve tab's last search;
// and no tab shows another tab's result.
func TestStatusFollowsTheScreen(t *testing.T) {
	h := open(t, nil)
	s := h.s
	s.SetBoard(solver.MustParse("867254301"))
	ids := mustAlgo(t, "ids")
	s.SetAlgorithm(ids)
	h.solve()
	idsText := "by " + ids.Title
	h.statusHas(idsText)

	s.SetTab(CompareTab)
	c := s.Comparison()
	c.SetAlgorithms([]string{"greedy-manhattan"})
	c.Run()
	h.waitFor("the comparison", func() bool { return !c.Running() })
	row := c.Results(OneBoard).Rows[0]
	if row.Status != solver.Solved || row.Cost == 31 {
		t.Fatalf("greedy's row %+v: want a solution longer than the shortest", row.Result)
	}
	s.OpenReplay(row.Result) // a click on the row
	if s.Tab() != ReplayTab {
		t.Fatalf("the row opened tab %v", s.Tab())
	}
	greedy := fmt.Sprintf("Solved in %d moves (the shortest has 31) by %s", row.Cost, mustAlgo(t, "greedy-manhattan").Title)
	h.statusHas(greedy)
	h.statusHasNot(idsText)

	for _, tab := range []Tab{ExploreTab, RaceTab, HeuristicsTab} {
		s.SetTab(tab)
		h.statusHasNot(idsText, greedy, "Solved in")
	}
	s.SetTab(SolveTab) // the Solve tab shows its own search
	h.statusHas(idsText)
	s.SetTab(ReplayTab)
	h.statusHas(greedy)
}
