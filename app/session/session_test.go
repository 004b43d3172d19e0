package session

import (
	"context"
	"strings"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

var (
	goal         = solver.GoalBlankLast
	hardest      = solver.MustParse("867/254/301") // 31 moves from goal
	unsolvable   = solver.MustParse("213/456/780") // one swap from the goal: other parity
	oneMoveAway  = solver.MustParse("123/456/708")
	twoMovesAway = solver.MustParse("123/456/078")
)

// boardAt finds a board exactly d moves from the goal.
func boardAt(t *testing.T, h *fixture, d int) solver.Board {
	t.Helper()
	b, ok := h.s.table.RandomAt(h.s.rng, d)
	if !ok {
		t.Fatalf("no board at distance %d", d)
	}
	return b
}

// TestStatusNeverOutlivesItsBoard is defect 3 of the window: an
// unsolvable verdict, a hint and a solve count stayed on screen through
// other boards. Every line must follow the board and goal on screen.
func TestStatusNeverOutlivesItsBoard(t *testing.T) {
	h := open(t, nil)
	s := h.s

	s.SetBoard(unsolvable)
	h.solve()
	h.statusHas("parity")
	for _, next := range []func(){
		func() { s.SetBoard(oneMoveAway) }, // typed or pasted
		s.Random,
		func() { s.TapCell(0); s.TapCell(1) }, // edited by hand
	} {
		s.SetBoard(unsolvable)
		h.solve()
		next()
		h.statusHasNot("parity", "No solution")
	}

	s.SetBoard(boardAt(t, h, 24))
	s.Hint()
	h.statusHas("Hint: slide")
	if _, hint, _ := s.Marks(); hint < 0 {
		t.Fatal("a hint marks no tile")
	}
	s.SetBoard(boardAt(t, h, 20))
	h.statusHasNot("Hint")
	if _, hint, _ := s.Marks(); hint >= 0 {
		t.Fatal("the hint's tile is still marked on another board")
	}
	s.Hint()
	s.SetGoal(solver.GoalBlankFirst)
	h.waitFor("the new goal's table", s.TableReady)
	h.statusHasNot("Hint")
	s.SetGoal(goal)
	h.waitFor("the table", s.TableReady)

	s.SetBoard(boardAt(t, h, 12))
	h.solve()
	h.statusHas("Solved in 12 moves")
	s.SetBoard(hardest)
	h.statusHasNot("12 moves")
	if run := s.Run(); run.Algorithm != nil || run.Result != nil {
		t.Fatalf("the Solve panel still shows the last board's search: %+v", run)
	}
	// back to the board that was solved: its result is true again
	s.Undo()
	h.statusHas("Solved in 12 moves")
}

// TestUndoInEditMode is defect 8: a wrong swap could not be undone.
func TestUndoInEditMode(t *testing.T) {
	h := open(t, nil)
	s := h.s
	if s.CanUndo() {
		t.Fatal("a fresh session has something to undo")
	}
	s.TapCell(0)
	s.TapCell(4)
	b, _ := s.Puzzle()
	if b == goal {
		t.Fatal("the swap did nothing")
	}
	if !s.CanUndo() {
		t.Fatal("a swap in edit mode cannot be undone")
	}
	s.Undo()
	if b, _ := s.Puzzle(); b != goal {
		t.Fatalf("undo gave %v, want the goal back", b)
	}

	// In play mode undo takes back slides and their count.
	s.SetBoard(twoMovesAway)
	s.SetMode(PlayMode)
	s.Slide(solver.Left)
	s.Slide(solver.Left)
	if b, _ := s.Puzzle(); b != goal || s.Moves() != 2 {
		t.Fatalf("after two slides: %v in %d moves", b, s.Moves())
	}
	h.statusHas("Solved by hand in 2 moves: optimal!")
	s.Undo()
	if b, _ := s.Puzzle(); b != oneMoveAway || s.Moves() != 1 {
		t.Fatalf("after undo: %v in %d moves, want %v in 1", b, s.Moves(), oneMoveAway)
	}
	h.statusHasNot("Solved by hand")
}

// TestSolveDropsSupersededResults: a search cancelled by an edit never
// reports, and the one after it does.
func TestSolveDropsSupersededResults(t *testing.T) {
	h := open(t, nil)
	s := h.s
	bfs, _ := solver.AlgorithmByName("bfs")
	s.SetAlgorithm(bfs)
	s.SetBoard(hardest)
	s.Solve()
	s.SetBoard(oneMoveAway) // cancels the search of the hardest board
	h.statusHas("Search stopped: the board changed")
	h.q.Drain()
	if r := s.Replay().Result; r != nil {
		t.Fatalf("a superseded search loaded a replay: %+v", r.Problem)
	}
	h.solve()
	r := s.Replay().Result
	if r == nil || r.Problem.Start != oneMoveAway || r.Cost != 1 {
		t.Fatalf("replay %+v, want the one-move board's solution", r)
	}
	if s.Tab() != ReplayTab {
		t.Fatal("a solution did not bring the Replay tab into view")
	}
}

// TestLimitsBlockSolveUntilMended: a field that does not parse keeps its
// text, is named, and Solve says why it cannot run.
func TestLimitsBlockSolveUntilMended(t *testing.T) {
	h := open(t, nil)
	s := h.s
	s.SetLimitText(NodesField, "ten")
	if p := s.LimitsProblem(); !strings.Contains(p, "node limit") {
		t.Fatalf("problem %q does not name the node limit", p)
	}
	// before a click the line says it too, on the tab with the fields:
	// it invited a Solve that would be refused
	s.SetTab(SolveTab)
	if st := s.Status(); !strings.HasPrefix(st.Text, "Cannot solve: node limit") || st.Kind != Warning {
		t.Errorf("with a bad limit, before Solve: %q", st.Text)
	}
	s.Solve()
	if s.Running() {
		t.Fatal("Solve ran with a bad limit")
	}
	h.statusHas("Cannot solve: node limit")
	// the depth field means nothing to A*: its error does not block it
	s.SetLimitText(NodesField, "1,000")
	s.SetLimitText(DepthField, "-3")
	if p := s.LimitsProblem(); p != "" {
		t.Fatalf("A* is blocked by the depth field: %q", p)
	}
	dls, _ := solver.AlgorithmByName("dls")
	s.SetAlgorithm(dls)
	if p := s.LimitsProblem(); !strings.Contains(p, "depth limit") {
		t.Fatalf("dls is not blocked by a bad depth: %q", p)
	}
	s.SetLimitText(DepthField, "5")
	s.SetBoard(hardest)
	h.solve()
	h.statusHas("No solution within depth 5")
}

// TestSlowMotionShowsNoHeuristicForBlindSearches is defect 10: the watch
// showed f = g + h for BFS and IDS, which have no h. The run says which
// algorithm ran, and the view asks it for its heuristic; the progress of
// an uninformed search carries f = g.
func TestWatchedRunsReportEachExpansion(t *testing.T) {
	h := open(t, nil)
	s := h.s
	ids, _ := solver.AlgorithmByName("ids")
	s.SetAlgorithm(ids)
	s.SetWatch(true)
	s.SetWatchRate(len(watchSpeeds) - 1)
	s.SetBoard(twoMovesAway)
	s.Solve()
	h.waitFor("progress", func() bool { return s.Run().Progress.Expanded > 0 || !s.Running() })
	run := s.Run()
	if !run.Watched || run.Algorithm.Heuristic != nil {
		t.Fatalf("run %+v: want a watched run of an algorithm without heuristic", run)
	}
	if p := run.Progress; p.F != float64(p.Depth) {
		t.Fatalf("an uninformed search reports f %v at depth %d", p.F, p.Depth)
	}
	s.Stop()
	h.waitFor("the stop", func() bool { return !s.Running() })
}

// TestStatusFollowsTheComparison: the status bar redraws on Changed, so a
// comparison's progress and end must fire it.
func TestStatusFollowsTheComparison(t *testing.T) {
	h := open(t, nil)
	s := h.s
	fired := 0
	s.Changed.Watch(func() { fired++ })
	s.SetTab(CompareTab)
	s.SetBoard(oneMoveAway)
	s.Comparison().SetAlgorithms([]string{"bfs", "astar-manhattan"})
	fired = 0
	s.Comparison().Run()
	h.waitFor("the comparison", func() bool { return !s.Comparison().Running() })
	if fired == 0 {
		t.Fatal("a comparison ran without a word to the status bar")
	}
	h.statusHas("done")
}

// TestConventionsReachEverySearch: the window's conventions are those of
// its searches and comparisons, and are remembered.
func TestConventionsReachEverySearch(t *testing.T) {
	p := newPrefs(nil)
	h := open(t, p)
	s := h.s
	order, _ := solver.ParseOrder("LRDU")
	c := solver.Conventions{Ties: solver.TiesOldest, GoalTest: solver.GoalOnExpand, Order: order}
	s.SetConventions(c)
	s.SetConventions(solver.Conventions{Order: solver.NumOrders}) // invalid: ignored
	if s.Conventions() != c {
		t.Fatalf("conventions %v, want %v", s.Conventions(), c)
	}
	board := solver.MustParse("702853614")
	s.SetBoard(board)
	for _, name := range []string{"astar-manhattan", "bfs"} {
		a, _ := solver.AlgorithmByName(name)
		s.SetAlgorithm(a)
		h.solve()
		want, _ := a.Solve(context.Background(), solver.Problem{Start: board, Goal: goal}, solver.Options{Conventions: c})
		got := s.Run().Result
		if got == nil || got.Conventions != c || got.Expanded != want.Expanded {
			t.Fatalf("%s in the window: %+v; under %v alone it expands %d", name, got, c, want.Expanded)
		}
	}
	s.SetTab(CompareTab)
	s.Comparison().SetAlgorithms([]string{"astar-manhattan"})
	s.Comparison().Run()
	h.waitFor("the comparison", func() bool { return !s.Comparison().Running() })
	if rows := s.Comparison().AllRows(OneBoard); len(rows) != 1 || rows[0].Conventions != c {
		t.Fatalf("comparison rows %+v, want one under %v", rows, c)
	}
	s.Shutdown()
	if got := open(t, p).s.Conventions(); got != c {
		t.Fatalf("after a restart: %v, want %v", got, c)
	}
	lines := logged(func() {
		if got := open(t, newPrefs(map[string]any{prefOrder: "UUDD"})).s.Conventions(); got != (solver.Conventions{}) {
			t.Errorf("a damaged order gave %v", got)
		}
	})
	if len(lines) != 1 {
		t.Errorf("a damaged order logged %q", lines)
	}
}

// TestSlowedRunsSayWhy: a search watched for any part of its run says its
// time was slowed down (and that its pauses are not counted), even when slow motion was turned off before it
// ended (the README's screenshot showed a watched run's 3 s unexplained).
func TestSlowedRunsSayWhy(t *testing.T) {
	h := open(t, nil)
	s := h.s
	s.SetBoard(solver.MustParse("123/405/786"))
	s.SetWatch(true)
	s.SetWatchRate(len(watchSpeeds) - 1)
	s.Solve()
	s.SetWatch(false)
	h.waitFor("the search", func() bool { return !s.Running() })
	h.statusHas("watched in slow motion; the pauses are not counted")
	if !s.Replay().Watched {
		t.Fatal("the replay does not know its search was slowed down")
	}
}
