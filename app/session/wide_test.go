package session

import (
	"math/rand/v2"
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

	var s3 *Session
	lines := logged(func() {
		s3 = open(t, newPrefs(map[string]any{prefShape: "5x5", prefBoard: "1 2 3/4 5 6"})).s
	})
	if s3.Shape() != Square5 || s3.BoardCells().Tiles != wide.Goal(Square5) || len(lines) != 1 {
		t.Fatalf("damaged board: %v %v, logged %q", s3.Shape(), s3.BoardCells(), lines)
	}
}

// TestFiveByFiveEngineTabs: Compare, Race and Explore start nothing on
// 5x5 (their tabs say they do not run there yet), and the status line on
// those tabs is the board's, not an invitation to run them.
func TestFiveByFiveEngineTabs(t *testing.T) {
	h := open(t, nil)
	s := h.s
	s.SetShape(Square5)
	s.Random()
	for _, tab := range []Tab{CompareTab, ExploreTab, HeuristicsTab} {
		s.SetTab(tab)
		h.statusHas("Solvable. Press Solve")
	}
	s.SetTab(CompareTab)
	s.Comparison().Run()
	s.ExploreStepByStep()
	h.settle()
	if r := s.Comparison().Results(s.Comparison().Settings().Mode); r.Algorithms != nil {
		t.Fatalf("a comparison of %d algorithms ran on 5x5: %s", len(r.Algorithms), r.Failure)
	}
	if s.Comparison().Running() || s.Exploration().State().Steps != 0 || s.Race().MapLayout() != nil {
		t.Fatal("a comparison, exploration or map ran on 5x5")
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

// TestFiveByFiveConventions: conventions other than the default are not
// followed by a 5x5 search; Solve says so rather than ignore them.
func TestFiveByFiveConventions(t *testing.T) {
	h := open(t, nil)
	s := h.s
	s.SetShape(Square5)
	s.Random()
	c := s.Conventions()
	c.Ties = solver.TiesOldest
	s.SetConventions(c)
	h.solve()
	h.statusHas("Cannot solve:")
	if s.Replay().Result != nil {
		t.Error("a search under conventions it does not follow was replayed")
	}
}
