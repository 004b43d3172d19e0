package session

import (
	"context"
	"math/rand/v2"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/harness"
)

// checkPath fails unless res is a path of legal moves on sh from start to
// goal.
func checkPath(t *testing.T, sh solver.Shape, res *solver.Result, start, goal solver.Board) {
	t.Helper()
	if res.Status != solver.Solved || len(res.Path) != res.Cost+1 || res.Path[0] != start || res.Path[res.Cost] != goal {
		t.Fatalf("%v: %s ended %v with %d boards for cost %d", sh, res.Algorithm, res.Status, len(res.Path), res.Cost)
	}
	for i := 1; i < len(res.Path); i++ {
		ok := false
		for _, n := range sh.Successors(res.Path[i-1]) {
			ok = ok || n.Board == res.Path[i]
		}
		if !ok {
			t.Fatalf("%v: step %d of %s is not one move: %s to %s", sh, i, res.Algorithm, sh.Format(res.Path[i-1]), sh.Format(res.Path[i]))
		}
	}
}

// TestEveryShape: each of the nine sizes is set, drawn at random, solved
// optimally (checked against the size's table where it has one, against
// a second optimal algorithm where not) and hinted, the hint checked to
// bring the board one move closer.
func TestEveryShape(t *testing.T) {
	if len(solver.Shapes()) != 9 {
		t.Fatalf("%d shapes", len(solver.Shapes()))
	}
	h := open(t, nil)
	s := h.s
	rng := rand.New(rand.NewPCG(7, 7))
	ida, _ := solver.AlgorithmByName("idastar-linear-conflict")
	other, _ := solver.AlgorithmByName("idastar-manhattan")
	for _, sh := range solver.Shapes() {
		s.SetShape(sh)
		if got := s.Shape(); got != sh {
			t.Fatalf("shape %v after SetShape(%v)", got, sh)
		}
		if b, g := s.Puzzle(); b != sh.Goal() || g != sh.Goal() || s.Distance() != 0 {
			t.Fatalf("%v: puzzle %s to %s, distance %d; want the default goal", sh, sh.Format(b), sh.Format(g), s.Distance())
		}
		if sh.Tabled() {
			h.waitFor(sh.String()+"'s table", s.TableReady)
			if s.MaxDistance() != sh.Diameter() {
				t.Errorf("%v: farthest board %d, want %d", sh, s.MaxDistance(), sh.Diameter())
			}
		} else if s.TableReady() || s.Distance() != 0 || s.MaxDistance() != sh.Diameter() {
			t.Errorf("%v: a table without one; max %d", sh, s.MaxDistance())
		}

		// random boards: of the shape, able to reach the goal, and new
		seen := map[solver.Board]bool{}
		for range 20 {
			before, _ := s.Puzzle()
			s.Random()
			b, g := s.Puzzle()
			if !sh.Valid(b) || !sh.Solvable(b, g) {
				t.Fatalf("%v: random board %s cannot reach %s", sh, sh.Format(b), sh.Format(g))
			}
			if b == before || b == g {
				t.Fatalf("%v: Random left %s (the goal is %s)", sh, sh.Format(b), sh.Format(g))
			}
			seen[b] = true
		}
		if len(seen) < 3 {
			t.Errorf("%v: only %d different random boards in 20", sh, len(seen))
		}
		if sh.Tabled() {
			d := max(1, sh.Diameter()/2)
			s.SetRandomDistance(d)
			s.Random()
			if got := s.Distance(); got != d {
				t.Errorf("%v: random board at %d is %d away", sh, d, got)
			}
			s.SetRandomDistance(0)
		}

		// solve a board with an optimal algorithm
		var start solver.Board
		if sh.Tabled() {
			s.Random()
			start, _ = s.Puzzle()
		} else {
			start = sh.Walk(rng, sh.Goal(), 24) // near enough to solve in well under a second
			s.SetBoard(start)
		}
		s.SetAlgorithm(ida)
		h.solve()
		run := s.Run()
		if run.Result == nil {
			t.Fatalf("%v: no result; status %q", sh, s.Status().Text)
		}
		checkPath(t, sh, run.Result, start, sh.Goal())
		if run.Result.Problem.Shape.Norm() != sh {
			t.Errorf("%v: the search ran on %v", sh, run.Result.Problem.Shape)
		}
		want := -1
		if sh.Tabled() {
			tab, err := solver.TableFor(context.Background(), sh, sh.Goal())
			if err != nil {
				t.Fatal(err)
			}
			want = tab.Distance(start)
			if s.Distance() != want {
				t.Errorf("%v: the session says %d moves, the table %d", sh, s.Distance(), want)
			}
		} else {
			res, err := other.Solve(context.Background(), s.Problem(), solver.Options{})
			if err != nil {
				t.Fatal(err)
			}
			want = res.Cost
		}
		if run.Result.Cost != want {
			t.Errorf("%v: %s solved %s in %d moves, the shortest is %d", sh, ida.Name, sh.Format(start), run.Result.Cost, want)
		}

		// a hint: one move closer
		s.SetTab(SolveTab)
		s.Hint()
		if !sh.Tabled() {
			if !s.Thinking() || !strings.Contains(s.Status().Text, "Thinking") {
				t.Fatalf("%v: a hint without a table is not being searched for: %q", sh, s.Status().Text)
			}
			h.waitFor("the hint", func() bool { return !s.Thinking() })
		}
		_, hint, _ := s.Marks()
		next, _, ok := sh.MoveTile(start, hint)
		if hint < 0 || !ok || !strings.Contains(s.Status().Text, "Hint: slide") {
			t.Fatalf("%v: hint at cell %d (%v): %q", sh, hint, ok, s.Status().Text)
		}
		res, err := ida.Solve(context.Background(), solver.Problem{Start: next, Goal: sh.Goal(), Shape: sh}, solver.Options{})
		if err != nil || res.Cost != want-1 {
			t.Errorf("%v: the hinted move leaves %d moves (%v), want %d", sh, res.Cost, err, want-1)
		}
		if s.Mode() != PlayMode {
			t.Errorf("%v: a hint leaves the mode %v", sh, s.Mode())
		}
		s.SetMode(EditMode)
	}
}

// TestSetShapeDropsTheOldSizesRuns: a search of the old size is
// cancelled and its result never arrives; the replay of the old size goes.
func TestSetShapeDropsTheOldSizesRuns(t *testing.T) {
	h := open(t, nil)
	s := h.s
	s.SetBoard(hardest)
	h.solve()
	if s.Replay().Result == nil {
		t.Fatal("no replay")
	}
	bfs, _ := solver.AlgorithmByName("bfs")
	s.SetAlgorithm(bfs)
	s.SetShape(solver.Shape{Rows: 4, Cols: 4})
	s.SetBoard(s.Shape().Walk(rand.New(rand.NewPCG(1, 2)), s.Shape().Goal(), 60))
	s.Solve() // bfs on 4x4: runs until stopped
	if !s.Running() {
		t.Fatal("not running")
	}
	before := s.search.gen
	s.SetShape(solver.Shape{Rows: 2, Cols: 3})
	if s.Running() || s.Run().Algorithm != nil || s.search.gen == before {
		t.Fatalf("the 4x4 search still counts: running %v, run %+v", s.Running(), s.Run())
	}
	if !strings.Contains(s.Status().Text, "stopped") {
		t.Errorf("status %q does not say the search stopped", s.Status().Text)
	}
	h.waitFor("the 2x3 table", s.TableReady)
	h.settle() // the 4x4 search has ended: a result it sent has been taken
	if s.Run().Result != nil || s.Replay().Result != nil {
		t.Fatalf("a result of another size: run %+v, replay %v", s.Run(), s.Replay().Result != nil)
	}
	// Run shows only a result of the board on screen: the search's own
	// record says whether the 4x4 result was taken
	if s.search.last != nil {
		t.Fatalf("the 4x4 search's result was taken after the size changed: %v", s.search.last.Status)
	}
	if b, g := s.Puzzle(); b != g || g != s.Shape().Goal() || s.CanUndo() {
		t.Errorf("after the size change: %v to %v, undo %v", b, g, s.CanUndo())
	}
	// 2x3 and 3x2 share the goal's nibbles: a change between them is still one
	s.SetShape(solver.Shape{Rows: 3, Cols: 2})
	if s.Shape() != (solver.Shape{Rows: 3, Cols: 2}) {
		t.Fatalf("shape %v", s.Shape())
	}
	h.waitFor("the 3x2 table", s.TableReady)
	if s.MaxDistance() != 21 {
		t.Errorf("3x2's farthest board %d", s.MaxDistance())
	}
	// a bad shape changes nothing (the sides of 5 are TestEverySideOfFive's)
	for _, bad := range []solver.Shape{{Rows: 6, Cols: 6}, {Rows: 1, Cols: 5}, {Rows: 5, Cols: 6}, {Rows: 6, Cols: 3}} {
		s.SetShape(bad)
		if s.Shape() != (solver.Shape{Rows: 3, Cols: 2}) {
			t.Errorf("%v was taken: %v", bad, s.Shape())
		}
	}
}

// TestShapeRemembered: the size comes back with its board and goal; a
// damaged size falls back to 3x3, and a board of another size to the
// size's goal, each with a line in the log.
func TestShapeRemembered(t *testing.T) {
	p := newPrefs(nil)
	h := open(t, p)
	s := h.s
	sh := solver.Shape{Rows: 3, Cols: 4}
	s.SetShape(sh)
	spiral, _ := sh.PresetGoal("spiral")
	s.SetGoal(spiral)
	b := sh.Walk(rand.New(rand.NewPCG(3, 4)), spiral, 30)
	s.SetBoard(b)
	s.SetLimitText(MemoryField, "512 MB")
	s.Shutdown()
	if p[prefShape] != "3x4" {
		t.Errorf("stored shape %v", p[prefShape])
	}

	s2 := open(t, p).s
	if b2, g2 := s2.Puzzle(); s2.Shape() != sh || b2 != b || g2 != spiral {
		t.Fatalf("restored %v: %s to %s, want %s to %s", s2.Shape(), sh.Format(b2), sh.Format(g2), sh.Format(b), sh.Format(spiral))
	}
	if text, problem := s2.LimitText(MemoryField); text != "512 MB" || problem != "" || s2.MaxMemory() != 512<<20 {
		t.Errorf("memory cap %q (%q), %d bytes", text, problem, s2.MaxMemory())
	}

	for _, c := range []struct {
		name  string
		prefs map[string]any
		shape solver.Shape
		board solver.Board
		lines int // lines logged: one per damaged value
	}{
		// the 4x4 board is read as a 3x3 one, the size falling back: damaged too
		{"too big", map[string]any{prefShape: "6x6", prefBoard: "1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0"}, solver.Square3, solver.GoalBlankLast, 2},
		{"garbage", map[string]any{prefShape: "x", prefGoal: "123456780"}, solver.Square3, solver.GoalBlankLast, 1},
		{"not a string", map[string]any{prefShape: 33}, solver.Square3, solver.GoalBlankLast, 1},
		{"a 3x3 board on 2x3", map[string]any{prefShape: "2x3", prefBoard: "813/254/760"}, solver.Shape{Rows: 2, Cols: 3}, solver.Shape{Rows: 2, Cols: 3}.Goal(), 1},
		{"a 4x4 goal on 3x4", map[string]any{prefShape: "3x4", prefGoal: "1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0"}, solver.Shape{Rows: 3, Cols: 4}, solver.Shape{Rows: 3, Cols: 4}.Goal(), 1},
		{"memory cap out of range", map[string]any{prefMemory: -7}, solver.Square3, solver.GoalBlankLast, 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			var s *Session
			lines := logged(func() { s = open(t, newPrefs(c.prefs)).s })
			b, g := s.Puzzle()
			if s.Shape() != c.shape || b != c.board || g != c.shape.Goal() || s.MaxMemory() != 0 {
				t.Errorf("%v: %s to %s, memory %d", s.Shape(), c.shape.Format(b), c.shape.Format(g), s.MaxMemory())
			}
			if len(lines) != c.lines || !strings.Contains(lines[0], "ignoring") {
				t.Errorf("logged %q, want %d lines", lines, c.lines)
			}
		})
	}
}

// TestMemoryField: the cap is typed in megabytes or with a unit, none
// switches it off, empty is the engine's default; a bad one blocks Solve.
func TestMemoryField(t *testing.T) {
	h := open(t, nil)
	s := h.s
	for _, c := range []struct {
		text  string
		bytes int64
	}{{"", 0}, {"256", 256 << 20}, {"2 GB", 2 << 30}, {"1.5g", 3 << 29}, {"none", -1}, {"64MiB", 64 << 20}} {
		s.SetLimitText(MemoryField, c.text)
		if _, problem := s.LimitText(MemoryField); problem != "" || s.MaxMemory() != c.bytes {
			t.Errorf("%q: %d bytes (%q), want %d", c.text, s.MaxMemory(), problem, c.bytes)
		}
		if got := s.searchOptions(s.Algorithm()).MaxMemory; got != c.bytes {
			t.Errorf("%q: a search gets %d", c.text, got)
		}
	}
	for _, bad := range []string{"lots", "0", "-3", "2 TB", "0.5 MB"} {
		s.SetLimitText(MemoryField, bad)
		if _, problem := s.LimitText(MemoryField); !strings.Contains(problem, "memory cap") {
			t.Errorf("%q accepted: %q", bad, problem)
		}
	}
	s.Solve()
	if s.Running() || !strings.Contains(s.Status().Text, "memory cap") {
		t.Errorf("solved with a bad cap: %q", s.Status().Text)
	}
	if MemoryText(0) != "1 GB" || MemoryText(-1) != "none" || MemoryText(512<<20) != "512 MB" {
		t.Errorf("texts %q %q %q", MemoryText(0), MemoryText(-1), MemoryText(512<<20))
	}
}

// fakeDB is a pattern database that knows nothing: 0 everywhere.
type fakeDB struct{}

func (fakeDB) Estimate(solver.Board) int { return 0 }

// patternGate is the pattern source of the tests of what the window shows
// while a database is built: each build reports 45%, then waits until the
// gate opens or its caller gives up.
type patternGate struct {
	mu        sync.Mutex
	open      chan struct{} // closed: builds finish
	cancelled atomic.Bool   // a build was given up
}

// gatePatterns makes a closed patternGate the pattern source until the
// test ends.
func gatePatterns(t *testing.T) *patternGate {
	g := &patternGate{open: make(chan struct{})}
	solver.RegisterPatterns(func(ctx context.Context, sh solver.Shape, goal solver.Board, progress func(done, total int64)) (solver.PatternDB, error) {
		report := func(done int64) {
			if progress != nil {
				progress(done, 100)
			}
		}
		report(45)
		g.mu.Lock()
		wait := g.open
		g.mu.Unlock()
		select {
		case <-ctx.Done():
			g.cancelled.Store(true)
			return nil, ctx.Err()
		case <-wait:
		}
		report(100)
		return fakeDB{}, nil
	})
	t.Cleanup(func() {
		g.release()
		solver.RegisterPatterns(standInPatterns)
	})
	return g
}

// release lets the builds waiting, and those to come, finish.
func (g *patternGate) release() {
	g.mu.Lock()
	defer g.mu.Unlock()
	select {
	case <-g.open:
	default:
		close(g.open)
	}
}

// hold makes the builds to come wait again.
func (g *patternGate) hold() {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.open = make(chan struct{})
}

// on4x4 opens a session on a 4x4 board three moves from the goal.
func on4x4(t *testing.T) *fixture {
	h := open(t, nil)
	sh := solver.Shape{Rows: 4, Cols: 4}
	h.s.SetShape(sh)
	h.s.SetBoard(sh.Walk(rand.New(rand.NewPCG(5, 6)), sh.Goal(), 3))
	return h
}

// TestPatternDatabaseProgress: while a search builds its pattern
// database, the status says how far it is, and Esc stops the build.
func TestPatternDatabaseProgress(t *testing.T) {
	g := gatePatterns(t)
	h := on4x4(t)
	s := h.s
	s.SetAlgorithm(mustAlgo(t, "idastar-pdb"))
	s.Solve()
	h.waitFor("the build's progress", func() bool { return s.Preparing().Percent() == 45 })
	h.statusHas("Building pattern database for 4x4: 45%")
	s.Escape()
	h.waitFor("the search to end", func() bool { return !s.Running() })
	if !g.cancelled.Load() {
		t.Error("Esc did not cancel the build")
	}
	if s.Preparing().What != "" {
		t.Errorf("still preparing %+v", s.Preparing())
	}
	// built: the search runs and solves
	g.release()
	h.solve()
	if r := s.Run().Result; r == nil || r.Status != solver.Solved {
		t.Fatalf("after the build: %+v, %q", r, s.Status().Text)
	}
	h.statusHasNot("Building")
}

// While a comparison's run builds its pattern database, the status says
// which run and how far the build is; Esc cancels the build with the rest.
func TestComparisonPatternDatabaseProgress(t *testing.T) {
	g := gatePatterns(t)
	h := on4x4(t)
	s := h.s
	c := s.Comparison()
	c.SetAlgorithms([]string{"astar-manhattan", "idastar-pdb"})
	c.Run()
	h.waitFor("the build's progress", func() bool { return c.Results(OneBoard).Preparing.Percent() == 45 })
	want := "run 2 of 2: idastar-pdb, building pattern database for 4x4: 45%… (Esc cancels)"
	if st := c.Status().Text; !strings.HasSuffix(st, want) {
		t.Errorf("status %q, want it to end %q", st, want)
	}
	s.SetTab(CompareTab)
	s.Escape()
	h.waitFor("the comparison to end", func() bool { return !c.Running() })
	if !g.cancelled.Load() {
		t.Error("Esc did not cancel the build")
	}
	r := c.Results(OneBoard)
	if !r.Cancelled || len(r.Rows) != 2 || r.Rows[1].Status != solver.Cancelled || strings.Contains(c.Status().Text, "building") {
		t.Errorf("after Esc: cancelled %v, rows %d, status %q", r.Cancelled, len(r.Rows), c.Status().Text)
	}
}

// The race and the explorer say so while a pdb search's database is built
// (the race builds it before the racer's clock starts, untimed).
func TestRaceAndExplorePatternDatabaseProgress(t *testing.T) {
	g := gatePatterns(t)
	h := on4x4(t)
	s := h.s
	r := s.Race()
	for i, a := range []string{"astar-manhattan", "idastar-pdb"} {
		if err := r.SetAlgorithm(i, a); err != nil {
			t.Fatal(err)
		}
	}
	for len(r.Settings().Algorithms) > 2 {
		r.RemoveRacer(len(r.Settings().Algorithms) - 1)
	}
	r.Start()
	h.waitFor("the race's build", func() bool { return strings.Contains(r.Status().Text, "45%") })
	if got, want := r.Status().Text, "Racing A* search (Manhattan distance), IDA* (Pattern database): building pattern database for 4x4: 45%… (Esc stops)"; got != want {
		t.Errorf("race status %q, want %q", got, want)
	}
	g.release()
	h.waitFor("the race to end", func() bool { return !r.Running() })
	for _, x := range r.Racers() {
		if x.Result == nil || x.Result.Status != solver.Solved {
			t.Errorf("%s: %+v", x.Algorithm.Name, x.Result)
		}
	}
	if st := r.Status().Text; strings.Contains(st, "building") {
		t.Errorf("race status after the build %q", st)
	}

	g.hold()
	s.SetAlgorithm(mustAlgo(t, "idastar-pdb"))
	e := s.Exploration()
	e.Explore()
	h.waitFor("the explorer's build", func() bool { st, _ := e.status(); return strings.Contains(st.Text, "45%") })
	if st, _ := e.status(); !strings.HasSuffix(st.Text, ": building pattern database for 4x4: 45%… (Esc stops)") {
		t.Errorf("explorer status %q", st.Text)
	}
	g.release()
	h.waitFor("the exploration to end", func() bool { return !e.Running() })
	if st, _ := e.status(); st.Kind != Success {
		t.Errorf("explorer after the build: %q", st.Text)
	}
}

// A comparison's tally on a size without a table does not count paths as
// optimal or not: no true distance is known there.
func TestTallyWithoutTable(t *testing.T) {
	sh := solver.Shape{Rows: 4, Cols: 4}
	row := harness.Row{Result: solver.Result{Algorithm: "idastar-pdb", Status: solver.Solved, Cost: 40}, Ran: true, Distance: -1}
	r := Results{Mode: OneBoard, Shape: sh, Rows: []harness.Row{row}, Ended: true}
	if got := r.Tally(); !strings.Contains(got, "1 solved (no table at 4x4") || strings.Contains(got, "optimal") {
		t.Errorf("4x4 tally %q", got)
	}
	r.Shape = solver.Shape{Rows: 2, Cols: 3}
	if got := r.Tally(); !strings.Contains(got, "1 solved, 0 optimal") {
		t.Errorf("2x3 tally %q", got)
	}
}

// The comparison's dls depth follows the size while it is the size's
// default (its longest shortest solution), and stays where the user set it.
func TestCompareDepthFollowsSize(t *testing.T) {
	h := open(t, nil)
	s := h.s
	c := s.Comparison()
	if got := c.Settings().Limits.Depth; got != 31 {
		t.Fatalf("3x3 depth %d", got)
	}
	s.SetShape(solver.Shape{Rows: 4, Cols: 4})
	if got := c.Settings().Limits.Depth; got != 80 {
		t.Errorf("4x4 depth %d, want 80", got)
	}
	s.SetShape(solver.Shape{Rows: 2, Cols: 3})
	if got := c.Settings().Limits.Depth; got != 21 {
		t.Errorf("2x3 depth %d, want 21", got)
	}
	l := c.Settings().Limits
	l.Depth = 12
	if err := c.SetLimits(l); err != nil {
		t.Fatal(err)
	}
	s.SetShape(solver.Shape{Rows: 4, Cols: 4})
	if got := c.Settings().Limits.Depth; got != 12 {
		t.Errorf("a chosen depth became %d on 4x4", got)
	}
}

// A session that starts on a remembered size fits a dls depth it does not
// remember (a first comparison, or a damaged value) to that size, and keeps
// one it does, without writing anything.
func TestCompareDepthFitsRememberedSize(t *testing.T) {
	for _, c := range []struct {
		depth any // stored under compare.depth; nil: none
		want  int
	}{
		{nil, 80}, {"deep", 80}, {2.5, 80}, {0, 80}, {31, 31}, {50, 50},
	} {
		kv := map[string]any{"shape": "4x4"}
		if c.depth != nil {
			kv["compare.depth"] = c.depth
		}
		p := newPrefs(kv)
		h := open(t, p)
		if got := h.s.Comparison().Settings().Limits.Depth; got != c.want {
			t.Errorf("4x4 with compare.depth %v stored: depth %d, want %d", c.depth, got, c.want)
		}
		if _, ok := p["compare.saved"]; ok && c.depth == nil {
			t.Errorf("a first start wrote the comparison's settings: %v", p)
		}
	}
}

// TestRandomAlwaysNew: a press of Random never leaves the board as it was
// and never draws the goal, at any distance, on the smallest sizes where
// that is most likely; where one board alone is that far, it says so.
func TestRandomAlwaysNew(t *testing.T) {
	h := open(t, nil)
	s := h.s
	for _, sh := range []solver.Shape{{Rows: 2, Cols: 2}, {Rows: 2, Cols: 3}, {Rows: 3, Cols: 2}} {
		s.SetShape(sh)
		for _, preset := range []string{"blank last", "blank first"} {
			goal, ok := sh.PresetGoal(preset)
			if !ok {
				t.Fatalf("%v: no %s goal", sh, preset)
			}
			s.SetGoal(goal)
			h.waitFor(sh.String()+"'s table", s.TableReady)
			tab, err := solver.TableFor(context.Background(), sh, goal)
			if err != nil {
				t.Fatal(err)
			}
			counts := tab.Counts()
			for d := range counts { // 0 is any distance
				s.SetRandomDistance(d)
				seen := map[solver.Board]bool{}
				for range 200 {
					before, _ := s.Puzzle()
					s.Random()
					b, g := s.Puzzle()
					if g != goal {
						t.Fatalf("%v %s: the goal became %s", sh, preset, sh.Format(g))
					}
					if d > 0 && tab.Distance(b) != d {
						t.Fatalf("%v %s: a random board at %d is %s, %d away", sh, preset, d, sh.Format(b), tab.Distance(b))
					}
					if d > 0 && counts[d] == 1 && b == before {
						if want := "This is the only board " + Plural(d, "move", "moves"); !strings.HasPrefix(s.Status().Text, want) {
							t.Fatalf("%v %s: Random kept the one board %d away; status %q", sh, preset, d, s.Status().Text)
						}
						seen[b] = true
						continue
					}
					if b == before || b == goal || !sh.Solvable(b, goal) {
						t.Fatalf("%v %s at %d: Random went from %s to %s", sh, preset, d, sh.Format(before), sh.Format(b))
					}
					seen[b] = true
				}
				want := counts[d]
				if d == 0 {
					want = -1 // every board but the goal
					for _, n := range counts {
						want += n
					}
				}
				// with 12 boards or fewer, 200 presses miss one about once in
				// three million runs
				if want <= 12 && len(seen) != want {
					t.Errorf("%v %s at %d: %d different boards in 200 presses, want all %d", sh, preset, d, len(seen), want)
				}
			}
		}
	}
}

// A batch's tally counts runs, an algorithm on a board, and says so: "3,360
// solved" after "120 boards" read as 3,360 boards solved.
func TestBatchTallyCountsRuns(t *testing.T) {
	sum := harness.Summary{Boards: 3, Solved: 3, Optimal: 2}
	r := Results{Mode: Batch, Shape: solver.Shape{Rows: 3, Cols: 3}, Boards: 3,
		Algorithms: []string{"astar-manhattan", "greedy-manhattan"}, Summaries: []harness.Summary{sum, sum}, Ended: true}
	if got := r.Tally(); !strings.HasPrefix(got, "6 of 6 runs solved, 4 optimal") {
		t.Errorf("3x3 batch tally %q", got)
	}
	r.Shape = solver.Shape{Rows: 4, Cols: 4}
	if got := r.Tally(); !strings.HasPrefix(got, "6 of 6 runs solved (no table at 4x4") || strings.Contains(got, "optimal") {
		t.Errorf("4x4 batch tally %q", got)
	}
}
