package session

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/wide"
)

// TestFiveByFive: the 24-puzzle from the size picker to the replay, and
// back to 3x3 with the algorithm chosen before.
func TestFiveByFive(t *testing.T) {
	h := open(t, nil)
	s := h.s
	before := s.Algorithm()
	s.SetShape(Square5)
	if !s.Wide() || s.Shape() != Square5 {
		t.Fatalf("size %v, wide %v", s.Shape(), s.Wide())
	}
	goal := wide.Goal(Square5)
	if b, g := s.BoardCells(), s.GoalCells(); b.Tiles != goal || g.Tiles != goal || len(b.List()) != 25 {
		t.Fatalf("board %v goal %v, want the 5x5 goal", b, g)
	}
	if a := s.Algorithm(); a.Name != wideDefault || s.Weight() != wide.DefaultWeight || s.Hopeless() != "" {
		t.Fatalf("on 5x5: %s w=%g, hopeless %q", a.Name, s.Weight(), s.Hopeless())
	}
	h.statusHas("at most 5 times the shortest")

	// edit: two taps swap two tiles, and Undo takes them back
	s.SetMode(EditMode)
	s.TapCell(0)
	s.TapCell(24)
	want := goal
	want[0], want[24] = want[24], want[0]
	if got := s.BoardCells().Tiles; got != want {
		t.Fatalf("after a swap: %v", s.BoardCells())
	}
	if s.Distance() != Unreachable {
		t.Errorf("a swap from the goal: distance %d, want unreachable", s.Distance())
	}
	s.Undo()
	if s.BoardCells().Tiles != goal || s.Distance() != 0 {
		t.Fatalf("undo: %v, distance %d", s.BoardCells(), s.Distance())
	}

	// slide: the tile above the blank comes down into it
	s.SetMode(PlayMode)
	s.TapCell(19)
	if got := s.BoardCells().Tiles; got[24] != 20 || got[19] != 0 || s.Moves() != 1 {
		t.Fatalf("after a slide: %v, %d moves", s.BoardCells(), s.Moves())
	}
	s.Slide(solver.Up) // the tile below the blank goes up: back to the goal
	if s.BoardCells().Tiles != goal {
		t.Fatalf("slid back: %v", s.BoardCells())
	}
	h.statusHas("Solved by hand in 2 moves")

	// Random, Solve, and the replay of its path
	s.Random()
	start := s.BoardCells()
	if start.Tiles == goal || !wide.Solvable(Square5, start.Tiles, goal) || s.Distance() != Unknown {
		t.Fatalf("random board %v, distance %d", start, s.Distance())
	}
	h.solve()
	run := s.Run()
	if run.Result == nil || run.Result.Status != solver.Solved || run.Result.Guarantee != solver.Bounded {
		t.Fatalf("run %+v", run)
	}
	r := s.Replay()
	if s.Tab() != ReplayTab || r.Last != run.Result.Cost || r.Last < 1 {
		t.Fatalf("replay of %d moves, tab %v, for a path of %d", r.Last, s.Tab(), run.Result.Cost)
	}
	if c, ok := s.ReplayCells(); !ok || c != start || s.ReplayStart() != start {
		t.Fatalf("replay starts at %v", c)
	}
	b := start.Tiles
	for i := 1; i <= r.Last; i++ {
		tile, arrow, ok := s.ReplayMove(i)
		if !ok || arrow == "" {
			t.Fatalf("move %d: %d %q", i, tile, arrow)
		}
		cell := -1
		for j, x := range b {
			if int(x) == tile {
				cell = j
			}
		}
		if b, ok = wideMoveTile(Square5, b, cell); !ok {
			t.Fatalf("move %d: tile %d cannot slide", i, tile)
		}
	}
	if b != goal {
		t.Fatalf("the moves listed end at %v", Cells{Square5, b})
	}
	s.Seek(r.Last)
	if c, _ := s.ReplayCells(); c.Tiles != goal {
		t.Fatalf("the replay ends at %v", c)
	}
	h.statusHas("at most 5× the shortest")

	// back to 3x3: the algorithm chosen before comes back, and the replay goes
	s.SetShape(solver.Square3)
	if s.Wide() || s.Algorithm() != before || s.Weight() != 1 || s.Replay().Result != nil {
		t.Fatalf("back on 3x3: %s w=%g, wide %v", s.Algorithm().Name, s.Weight(), s.Wide())
	}
	if b, g := s.Puzzle(); b != solver.GoalBlankLast || g != solver.GoalBlankLast {
		t.Fatalf("3x3 board %v goal %v", b, g)
	}
}

// TestFiveByFiveStaleDropped: a result for a board changed meanwhile is
// dropped, and an algorithm that cannot run there is refused with why.
func TestFiveByFiveStaleDropped(t *testing.T) {
	h := open(t, nil)
	s := h.s
	s.SetShape(Square5)
	s.Random()
	s.Solve() // its result waits in the queue, behind the edit
	s.Random()
	h.settle()
	if s.Running() || s.Run().Result != nil || s.Replay().Result != nil {
		t.Fatalf("a stale result was kept: %+v", s.Run())
	}
	bfs, _ := solver.AlgorithmByName("bfs")
	s.SetAlgorithm(bfs)
	if !strings.Contains(s.Hopeless(), "not run at 5x5") {
		t.Fatalf("bfs hopeless %q", s.Hopeless())
	}
	h.solve()
	h.statusHas("Cannot solve: bfs: not run at 5x5")
	idastar, _ := solver.AlgorithmByName("idastar-linear-conflict")
	if s.HopelessFor(idastar) == "" {
		t.Error("idastar not marked hopeless on 5x5")
	}
	s.Hint()
	h.statusHas("No hint on 5x5")
}

// TestFiveByFiveRemembered: the 5x5 size, board and goal come back at the
// next start; a damaged board falls back to the goal.
func TestFiveByFiveRemembered(t *testing.T) {
	p := newPrefs(nil)
	h := open(t, p)
	s := h.s
	s.SetShape(Square5)
	goal, _ := s.GoalPreset("blank first")
	s.SetGoalCells(goal)
	b := wide.Scramble(Square5, rand.New(rand.NewPCG(5, 5)), goal.Tiles, 40)
	s.SetCells(Cells{Square5, b})
	s.Shutdown()
	if p[prefShape] != "5x5" {
		t.Fatalf("stored shape %v", p[prefShape])
	}
	h2 := open(t, p)
	s2 := h2.s
	if s2.Shape() != Square5 || s2.BoardCells().Tiles != b || s2.GoalCells() != goal {
		t.Fatalf("restored %v: %v to %v", s2.Shape(), s2.BoardCells(), s2.GoalCells())
	}
	// the weight is not remembered: the search that finishes is chosen
	// again, and said so
	if s2.Hopeless() != "" || s2.Weight() != wide.DefaultWeight {
		t.Errorf("restored on 5x5 with %s w=%g: %q", s2.Algorithm().Name, s2.Weight(), s2.Hopeless())
	}
	h2.statusHas("at most 5 times the shortest")
	// the algorithm saved was the user's (A* with Manhattan distance,
	// the default), not the one 5x5 put in its place: back on 3x3 after
	// the restart it is the user's again (it was A* with linear conflict)
	s2.SetShape(solver.Square3)
	if a := s2.Algorithm(); a.Name != "astar-manhattan" || s2.Weight() != 1 {
		t.Errorf("back on 3x3 after a restart on 5x5: %s w=%g (saved %v), want the user's astar-manhattan", a.Name, s2.Weight(), p[prefAlgorithm])
	}

	var s3 *Session
	lines := logged(func() {
		s3 = open(t, newPrefs(map[string]any{prefShape: "5x5", prefBoard: "1 2 3/4 5 6"})).s
	})
	if s3.Shape() != Square5 || s3.BoardCells().Tiles != wide.Goal(Square5) || len(lines) != 1 {
		t.Fatalf("damaged board: %v %v, logged %q", s3.Shape(), s3.BoardCells(), lines)
	}
}

// TestFiveByFiveEngineTabs: the status line on the Explore and
// Heuristics tabs is the board's before anything ran, not an invitation
// to run what does not (Heuristics); Step by step explores a 5x5 board
// (solver/wide's search), with no state-space map or BFS built for it.
func TestFiveByFiveEngineTabs(t *testing.T) {
	h := open(t, nil)
	s := h.s
	s.SetShape(Square5)
	s.Random()
	for _, tab := range []Tab{ExploreTab, HeuristicsTab} {
		s.SetTab(tab)
		h.statusHas("Solvable. Press Solve")
	}
	s.SetTab(ExploreTab)
	s.ExploreStepByStep()
	e := s.Exploration()
	h.waitFor("the exploration", func() bool { return !e.Running() })
	e.Pause() // the player's ticker stops: settle waits for every goroutine
	h.settle()
	if st := e.State(); st.Steps == 0 || st.Result == nil || st.Result.Status != solver.Solved {
		t.Fatalf("Step by step on 5x5: %d steps, result %+v (%q)", st.Steps, st.Result, st.Failure)
	}
	if e.MapLayout() != nil || s.Race().MapLayout() != nil || e.MapMissing() == "" {
		t.Fatal("a map was laid out on 5x5")
	}
	if bfs, _ := e.BFSDepths(); bfs != nil {
		t.Fatal("BFS ran on 5x5")
	}
}

// TestFiveByFiveCancel: a long 5x5 search reports its counters as it runs,
// and Esc stops it with them.
func TestFiveByFiveCancel(t *testing.T) {
	h := open(t, nil)
	s := h.s
	s.SetShape(Square5)
	s.Random()
	ida, _ := solver.AlgorithmByName("idastar-linear-conflict")
	s.SetAlgorithm(ida) // hopeless on a random 5x5 board: hours
	s.Solve()
	h.waitFor("counters", func() bool { return s.Run().Progress.Expanded > 0 })
	h.statusHas("Esc stops")
	s.Escape()
	h.waitFor("the stop", func() bool { return !s.Running() })
	r := s.Run()
	if r.Result == nil || r.Result.Status != solver.Cancelled || r.Result.Expanded < r.Progress.Expanded || r.Result.Expanded == 0 {
		t.Fatalf("after Esc: %+v", r)
	}
	if s.Replay().Result != nil {
		t.Error("a stopped search was replayed")
	}
}

// TestFiveByFiveNotSlowed: slow motion does not slow a 5x5 search, which
// shows no board as it expands: it runs at full speed, and says so.
func TestFiveByFiveNotSlowed(t *testing.T) {
	h := open(t, nil)
	s := h.s
	s.SetShape(Square5)
	s.Random()
	s.SetWatch(true)
	s.SetWatchRate(0) // a board every 2 s: a 5x5 solve would take hours
	h.solve()
	if r := s.Run(); r.Result == nil || r.Result.Status != solver.Solved || r.Watched {
		t.Fatalf("run %+v", r)
	}
	h.statusHasNot("slow motion")
}

// TestFiveByFiveScramble: Random at a distance on 5x5 scrambles that many
// moves from the goal, which an optimal IDA* then solves in at most as
// many, with the shortest promised.
func TestFiveByFiveScramble(t *testing.T) {
	h := open(t, nil)
	s := h.s
	s.SetShape(Square5)
	if s.MaxDistance() != wideScrambleMax {
		t.Fatalf("5x5 offers scrambles up to %d", s.MaxDistance())
	}
	s.SetRandomDistance(20)
	s.Random()
	if b := s.BoardCells(); b.Tiles == wide.Goal(Square5) || s.Distance() != Unknown {
		t.Fatalf("scrambled %v, distance %d", b, s.Distance())
	}
	ida, _ := solver.AlgorithmByName("idastar-linear-conflict")
	s.SetAlgorithm(ida)
	h.solve()
	r := s.Run()
	if r.Result == nil || r.Result.Status != solver.Solved || r.Result.Cost > 20 || r.Result.Cost%2 != 0 || r.Result.Guarantee != solver.Shortest {
		t.Fatalf("a 20-move scramble solved: %+v", r.Result)
	}
	h.statusHas("(shortest")
}

// FuzzParseCells: any text typed in the board field of any size the window
// offers is a valid board of that size that reads back the same, or an
// error; never a panic.
func FuzzParseCells(f *testing.F) {
	for _, seed := range []string{
		"1 2 3 4 5/6 7 8 9 10/11 12 13 14 15/16 17 18 19 20/21 22 23 24 0",
		"0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24",
		"123/456/780", "1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0", "1 2 3 4 5/6 7 8 9 10",
		"1 1 2", "[[1,2],[3,0]]", "", "25 24 23", "\xff", "blank last",
	} {
		f.Add(seed)
	}
	shapes := Shapes()
	f.Fuzz(func(t *testing.T, text string) {
		for _, sh := range shapes {
			c, err := ParseCells(sh, text)
			if err != nil {
				continue
			}
			if c.Shape.Norm() != sh.Norm() || !wide.Valid(sh, c.Tiles) {
				t.Fatalf("%v: %q read as %v (%v)", sh, text, c, c.Shape)
			}
			back, err := ParseCells(sh, c.String())
			if err != nil || back != c {
				t.Fatalf("%v: %q read as %v, which reads back as %v (%v)", sh, text, c, back, err)
			}
		}
	})
}

// TestFiveByFiveFirstStartSavesNoDamage: a first start on 5x5 (a size
// picked in an earlier version's file, say) writes nothing the next start
// calls damaged (it once saved dls's depth as 5x5's unknown diameter, 0).
func TestFiveByFiveFirstStartSavesNoDamage(t *testing.T) {
	p := newPrefs(map[string]any{prefShape: "5x5"})
	h := open(t, p)
	h.s.Comparison().SetMode(Batch) // any compare setting saved writes them all
	h.s.Shutdown()
	if lines := logged(func() { open(t, p) }); len(lines) != 0 {
		t.Errorf("the next start logged %q", lines)
	}
}

// TestFiveByFiveConventions: a 5x5 search follows solver/wide's own
// conventions, and everything that shows them says so; the panel's are
// kept for the other sizes. (A 5x5 search refused every board after a
// lesson had set "ties oldest", and the panel said "ties newest" of a
// search that takes the fewest moves left first.)
func TestFiveByFiveConventions(t *testing.T) {
	h := open(t, nil)
	s := h.s
	s.SetShape(Square5)
	s.Random()
	c := s.Conventions()
	c.Ties = solver.TiesOldest
	s.SetConventions(c)
	if got := s.ConventionsText(); !strings.Contains(got, "lowest h") || strings.Contains(got, "oldest") {
		t.Errorf("the panel's conventions on 5x5 read %q, want solver/wide's", got)
	}
	h.solve()
	r := s.Replay().Result
	if r == nil || r.Status != solver.Solved {
		t.Fatalf("a 5x5 board with the panel's ties at oldest: no solution (%v); status %q", r, s.Status().Text)
	}
	if got := ResultConventionsText(*r); !strings.Contains(got, "lowest h") {
		t.Errorf("the result's conventions read %q, want solver/wide's", got)
	}
	s.SetShape(solver.Shape{Rows: 3, Cols: 3})
	if s.Conventions().Ties != solver.TiesOldest || !strings.Contains(s.ConventionsText(), "oldest") {
		t.Errorf("back on 3x3 the conventions are %v (%q), want the panel's ties oldest", s.Conventions(), s.ConventionsText())
	}
}

// TestEverySideOfFive: the window offers every size with a side of 5,
// 2x5 to 5x4 beside 5x5, as the engine's sizes: the goal, a random board,
// a slide, Solve and its replay to the goal, the hint's reason true of
// the size, and back to 3x3 with the algorithm chosen before.
func TestEverySideOfFive(t *testing.T) {
	h := open(t, nil)
	s := h.s
	before := s.Algorithm()
	offered := 0
	for _, sh := range Shapes() {
		if !wide.Needs(sh) {
			continue
		}
		offered++
		s.SetShape(sh)
		if s.Shape() != sh || !s.Wide() {
			t.Fatalf("%v: size %v, wide %v", sh, s.Shape(), s.Wide())
		}
		goal := wide.Goal(sh)
		if b := s.BoardCells(); b.Tiles != goal || len(b.List()) != sh.Cells() {
			t.Fatalf("%v: board %v, want the goal", sh, b)
		}
		if s.Hopeless() != "" {
			t.Fatalf("%v: the algorithm offered, %s, is hopeless: %s", sh, s.Algorithm().Name, s.Hopeless())
		}
		off := s.HintOff()
		if off == "" || strings.Contains(off, "hours") != (sh == Square5) || !strings.Contains(off, sh.String()) {
			t.Errorf("%v: the hint's reason %q", sh, off)
		}
		s.Random()
		start := s.BoardCells()
		if start.Tiles == goal || !wide.Solvable(sh, start.Tiles, goal) {
			t.Fatalf("%v: random board %v", sh, start)
		}
		if st := s.PuzzleInfo().Text; !strings.Contains(st, "unknown") || strings.Contains(st, "hours") != (sh == Square5) {
			t.Errorf("%v: status %q", sh, st)
		}
		h.solve()
		run := s.Run()
		if run.Result == nil || run.Result.Status != solver.Solved || run.Result.Problem.Shape != sh {
			t.Fatalf("%v: run %+v", sh, run)
		}
		s.Seek(s.Replay().Last)
		if c, _ := s.ReplayCells(); c.Tiles != goal {
			t.Fatalf("%v: the replay ends at %v", sh, c)
		}
	}
	if offered != 7 {
		t.Errorf("the window offers %d sizes with a side of 5, want 2x5, 5x2, 3x5, 5x3, 4x5, 5x4 and 5x5", offered)
	}
	s.SetShape(solver.Square3)
	if s.Wide() || s.Algorithm() != before {
		t.Fatalf("back on 3x3: %s, wide %v", s.Algorithm().Name, s.Wide())
	}
}

// TestCompareFiveByFive: the Compare tab on 5x5 runs what solver/wide
// runs, leaves the others aside by name, takes the Solve tab's search of
// the board as it is (one search, one set of numbers), replays a row, and
// runs a batch of random boards, and one of scrambles for "by distance".
func TestCompareFiveByFive(t *testing.T) {
	h := open(t, nil)
	s := h.s
	s.SetShape(Square5)
	s.SetRandomDistance(16)
	s.Random()
	start := s.BoardCells()
	h.solve() // weighted A* with linear conflict, w = 5
	solved := *s.Run().Result
	c := s.Comparison()
	s.SetTab(CompareTab)
	c.SetAlgorithms([]string{"bfs", "astar-linear-conflict", "idastar-linear-conflict"})
	if n := len(c.Runs()); n != 2 {
		t.Fatalf("%d algorithms to run on 5x5, want 2", n)
	}
	h.statusHas("Run compares 2 algorithms on the board beside")
	c.Run()
	h.waitFor("the comparison", func() bool { return !c.Running() })
	r := c.Results(OneBoard)
	if len(r.Rows) != 2 || !slices.Equal(r.NotRun, []string{"bfs"}) || r.BoardText() != start.String() {
		t.Fatalf("rows %d, not run %v, board %s: %s", len(r.Rows), r.NotRun, r.BoardText(), r.Failure)
	}
	astar, ida := r.Rows[0], r.Rows[1]
	if astar.Expanded != solved.Expanded || astar.Elapsed != solved.Elapsed || astar.Cost != solved.Cost || astar.Weight != 5 {
		t.Errorf("Compare's A* %+v, the Solve tab's %+v: one search, one set of numbers", astar.Result, solved)
	}
	if ida.Status != solver.Solved || !ida.Optimal || ida.Wide == nil || len(ida.Wide.Path) != ida.Cost+1 || ida.Cost > 16 {
		t.Fatalf("IDA*: %+v", ida)
	}
	if r.Verdict == "" {
		t.Errorf("no verdict")
	}
	h.statusHas("Comparison done")

	s.OpenRow(ida)
	if s.Tab() != ReplayTab || s.ReplayStart() != start || s.Replay().Last != ida.Cost {
		t.Fatalf("replay of the IDA* row: tab %v, from %v, %d moves", s.Tab(), s.ReplayStart(), s.Replay().Last)
	}
	if end, _ := s.ReplayCells(); end != start {
		t.Fatalf("the replay starts at %v", end)
	}
	s.Seek(ida.Cost)
	if end, _ := s.ReplayCells(); end.Tiles != wide.Goal(Square5) {
		t.Fatalf("the replay ends at %v", end)
	}

	s.SetTab(CompareTab)
	s.Random()
	if r := c.Results(OneBoard); r.Stale == "" {
		t.Errorf("a new board: the results are not marked out of date")
	}

	c.SetMode(Batch)
	if err := c.SetBatch(BatchSettings{Kind: RandomBoards, Count: 3, PerDistance: 1, UpTo: 1, Seed: 2}); err != nil {
		t.Fatal(err)
	}
	c.SetAlgorithms([]string{"astar-linear-conflict", "greedy-linear-conflict"})
	c.Run()
	h.waitFor("the batch", func() bool { return !c.Running() })
	r = c.Results(Batch)
	if r.Failure != "" || len(r.Summaries) != 2 || r.Summaries[0].Boards != 3 || r.Summaries[1].Solved != 3 || r.Verdict == "" {
		t.Fatalf("batch: %q, %+v", r.Failure, r.Summaries)
	}
	h.statusHas("Batch done: 6 of 6 runs solved")

	// no table gives boards at each distance: scrambles of 1 to 12 moves
	// instead, 2 of each, which an optimal search solves
	if err := c.SetBatch(BatchSettings{Kind: ByDistance, Count: 3, PerDistance: 2, UpTo: 12, Seed: 2}); err != nil {
		t.Fatal(err)
	}
	c.SetAlgorithms([]string{"idastar-manhattan"})
	c.Run()
	h.waitFor("the batch", func() bool { return !c.Running() })
	r = c.Results(Batch)
	if r.Failure != "" || r.Boards != 24 || len(r.Summaries) != 1 || r.Summaries[0].Solved != 24 || r.Summaries[0].Optimal != 24 || r.Summaries[0].Cost.Max > 12 {
		t.Errorf("scrambles on 5x5: %q, %d boards, %+v", r.Failure, r.Boards, r.Summaries)
	}
	// the chart of nodes expanded by depth reads the distances the optimal
	// search found (it was empty: no table gives them on 5x5)
	if len(r.Depth) != 1 || len(r.Depth[0].Points) == 0 {
		t.Fatalf("expanded by depth on 5x5: %+v", r.Depth)
	}
	boards := 0
	for _, p := range r.Depth[0].Points {
		if p.Depth < 1 || p.Depth > 12 {
			t.Errorf("a point at depth %d", p.Depth)
		}
		boards += p.Boards
	}
	if boards != 24 {
		t.Errorf("%d boards by depth, want 24", boards)
	}
}

// TestHopelessAtWeighted: on 5x5 a weighted A* at the weight the Solve
// tab picks there finishes: a Compare row of it was marked hopeless.
func TestHopelessAtWeighted(t *testing.T) {
	a, _ := solver.AlgorithmByName("astar-linear-conflict")
	if why := HopelessAt(a, Square5, wide.DefaultWeight); why != "" {
		t.Errorf("astar-linear-conflict w=%d on 5x5: %q", wide.DefaultWeight, why)
	}
	if HopelessAt(a, Square5, 1) == "" || HopelessAt(a, solver.Square3, 1) != "" {
		t.Errorf("plain A* on 5x5 is hopeless, on 3x3 not")
	}
}

// TestCompareFiveByFiveConventions: the panel's conventions, kept for the
// other sizes, do not stop a comparison on a side of 5, whose searches
// follow their own (a comparison there failed after a lesson's "ties
// oldest", as Solve did).
func TestCompareFiveByFiveConventions(t *testing.T) {
	h := open(t, nil)
	s := h.s
	c := s.Conventions()
	c.Ties = solver.TiesOldest
	s.SetConventions(c)
	s.SetShape(solver.Shape{Rows: 3, Cols: 5})
	s.Random()
	cmp := s.Comparison()
	s.SetTab(CompareTab)
	cmp.SetAlgorithms([]string{"astar-linear-conflict", "greedy-linear-conflict"})
	cmp.Run()
	h.waitFor("the comparison", func() bool { return !cmp.Running() })
	r := cmp.Results(OneBoard)
	if r.Failure != "" || len(r.Rows) != 2 || r.Rows[0].Status != solver.Solved {
		t.Fatalf("a comparison on 3x5 with the panel's ties at oldest: %q, %d rows", r.Failure, len(r.Rows))
	}
}
