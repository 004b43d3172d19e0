package session

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/eightpuzzle/eightpuzzle/app/internal/memprefs"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

// a board 8 moves from the default goal: bfs expands over a hundred boards,
// A* about ten
var raceBoard = solver.FromTiles([]int{0, 1, 3, 7, 2, 5, 8, 4, 6})

// race starts a race of algs on b and waits for every racer to end.
func (h *fixture) race(b solver.Board, algs ...string) *Race {
	h.t.Helper()
	h.s.SetBoard(b)
	return h.raceOn(algs...)
}

// setRacers makes algs the racers, in order.
func (h *fixture) setRacers(algs ...string) *Race {
	h.t.Helper()
	r := h.s.Race()
	for len(r.Settings().Algorithms) < len(algs) {
		r.AddRacer()
	}
	for len(r.Settings().Algorithms) > len(algs) {
		r.RemoveRacer(len(r.Settings().Algorithms) - 1)
	}
	for i, a := range algs {
		if err := r.SetAlgorithm(i, a); err != nil {
			h.t.Fatal(err)
		}
	}
	return r
}

func TestRaceLockstepByExpansions(t *testing.T) {
	h := open(t, nil)
	r := h.race(raceBoard, "bfs", "astar-manhattan", "idastar-linear-conflict")
	xs := r.Racers()
	if len(xs) != 3 {
		t.Fatalf("%d racers", len(xs))
	}
	want := h.s.Distance()
	for _, x := range xs {
		if x.Result == nil || x.Result.Status != solver.Solved || x.Result.Cost != want {
			t.Fatalf("%s: result %+v, want solved in %d", x.Algorithm.Name, x.Result, want)
		}
		if x.Optimal != want {
			t.Errorf("%s: optimal %d, want %d", x.Algorithm.Name, x.Optimal, want)
		}
	}
	// every racer shows min(k, its last step) at step k
	for _, k := range []int64{0, 1, 5, 30, 1000} {
		r.SeekTo(k)
		pos, _ := r.Position()
		for _, x := range r.Racers() {
			if w := min(int(pos), x.Log.Len()); x.Step != w {
				t.Errorf("k=%d: %s at step %d, want %d", k, x.Algorithm.Name, x.Step, w)
			}
		}
	}
	r.ToStart()
	r.StepBy(3)
	r.StepBy(-1)
	if pos, _ := r.Position(); pos != 2 {
		t.Errorf("after +3 -1 the cursor is at %d", pos)
	}
	if r.Playing() {
		t.Error("stepping left the player playing")
	}
}

func TestRaceFinishOrder(t *testing.T) {
	h := open(t, nil)
	r := h.race(raceBoard, "bfs", "astar-manhattan")
	r.ToStart()
	for _, x := range r.Racers() {
		if x.Finished || x.Rank != 0 {
			t.Fatalf("%s finished at the start", x.Algorithm.Name)
		}
	}
	xs := r.Racers()
	bfs, astar := xs[0].Log.Len(), xs[1].Log.Len()
	if astar >= bfs {
		t.Fatalf("A* took %d steps, bfs %d: the board is too easy for this test", astar, bfs)
	}
	// at A*'s last step only A* has finished, first
	r.SeekTo(int64(astar))
	xs = r.Racers()
	if !xs[1].Finished || xs[1].Rank != 1 || xs[0].Finished {
		t.Fatalf("at step %d: bfs %+v, A* finished %v rank %d", astar, xs[0].Finished, xs[1].Finished, xs[1].Rank)
	}
	r.ToEnd()
	xs = r.Racers()
	if pos, _ := r.Position(); pos != int64(bfs) {
		t.Errorf("the end is %d, want bfs's %d steps", pos, bfs)
	}
	if !xs[0].Finished || xs[0].Rank != 2 || xs[0].End != int64(bfs) {
		t.Errorf("bfs at the end: finished %v rank %d end %d", xs[0].Finished, xs[0].Rank, xs[0].End)
	}
}

func TestRaceByWallTime(t *testing.T) {
	h := open(t, nil)
	r := h.race(raceBoard, "bfs", "greedy-manhattan")
	r.SetMode(RaceByTime)
	if r.Settings().Mode != RaceByTime || h.p[racePrefMode] != "time" {
		t.Fatalf("mode %v, saved %v", r.Settings().Mode, h.p[racePrefMode])
	}
	_, end := r.Position()
	if end <= 0 {
		t.Fatalf("the race lasted %d time units", end)
	}
	for _, at := range []int64{0, end / 3, end / 2, end} {
		r.SeekTo(at)
		for _, x := range r.Racers() {
			if w := x.Log.StepAt(time.Duration(at) * RaceTimeUnit); x.Step != w {
				t.Errorf("t=%d: %s at step %d, want %d", at, x.Algorithm.Name, x.Step, w)
			}
		}
	}
	if !strings.HasPrefix(r.PositionText(), "t = ") {
		t.Errorf("position %q", r.PositionText())
	}
	// every racer finished by the end, and ranks follow the finish times
	xs := r.Racers()
	for _, x := range xs {
		if !x.Finished {
			t.Errorf("%s not finished at the end", x.Algorithm.Name)
		}
	}
	if (xs[0].End < xs[1].End) != (xs[0].Rank < xs[1].Rank) && xs[0].End != xs[1].End {
		t.Errorf("ends %d %d, ranks %d %d", xs[0].End, xs[1].End, xs[0].Rank, xs[1].Rank)
	}
	// back by expansions: the cursor is where the furthest racer was at that time
	r.SeekTo(end / 2)
	r.SetMode(RaceByExpansions)
	pos, _ := r.Position()
	furthest := 0
	for _, x := range xs {
		furthest = max(furthest, x.Log.StepAt(time.Duration(end/2)*RaceTimeUnit))
	}
	if pos != int64(furthest) {
		t.Errorf("by expansions the cursor is at %d, want %d", pos, furthest)
	}
}

func TestRaceStaleAfterBoardChange(t *testing.T) {
	h := open(t, nil)
	r := h.race(raceBoard, "bfs", "astar-manhattan")
	if r.Stale() != "" {
		t.Fatalf("stale %q", r.Stale())
	}
	h.s.SetBoard(near)
	if r.Stale() != "the board has changed" {
		t.Fatalf("stale %q after an edit", r.Stale())
	}
	h.s.SetTab(RaceTab)
	h.statusHas("another puzzle")
	if len(r.Racers()) != 2 || r.Racers()[0].Result == nil {
		t.Error("the finished race was dropped, not kept and marked")
	}
	h.s.SetBoard(raceBoard) // back to the board raced: no longer stale
	if r.Stale() != "" {
		t.Errorf("stale %q on the board raced", r.Stale())
	}
}

func TestRaceEditWhileRunningDropsIt(t *testing.T) {
	h := open(t, nil)
	h.s.SetBoard(solver.FromTiles([]int{8, 6, 7, 2, 5, 4, 3, 0, 1})) // 31 moves: bfs records every board
	r := h.s.Race()
	r.Start()
	h.s.SetBoard(near)
	if r.Running() {
		t.Fatal("still running after an edit")
	}
	for _, x := range r.Racers() {
		if x.Result != nil && x.Err == nil {
			continue // ended before the edit came
		}
		if x.Err == nil || !strings.Contains(x.Err.Error(), "board has changed") {
			t.Errorf("%s: err %v", x.Algorithm.Name, x.Err)
		}
	}
	h.q.Drain() // the superseded results are dropped when they come
	for _, x := range r.Racers() {
		if x.Running {
			t.Errorf("%s running", x.Algorithm.Name)
		}
	}
}

func TestRaceStop(t *testing.T) {
	h := open(t, nil)
	h.s.SetBoard(solver.FromTiles([]int{8, 6, 7, 2, 5, 4, 3, 0, 1}))
	h.s.SetTab(RaceTab)
	r := h.s.Race()
	r.Start()
	if !r.Running() {
		t.Fatal("not running after Start")
	}
	h.statusHas("Racing")
	h.s.Escape()
	h.waitFor("the race to stop", func() bool { return !r.Running() })
	stopped := 0
	for _, x := range r.Racers() {
		if x.Result == nil {
			t.Fatalf("%s: no result (%v)", x.Algorithm.Name, x.Err)
		}
		if x.Result.Status == solver.Cancelled {
			stopped++
		}
	}
	if stopped == 0 {
		t.Error("Esc stopped no racer") // bfs on a 31-move board takes far longer than this
	}
}

func TestRaceCapStopsARacer(t *testing.T) {
	h := open(t, nil)
	h.s.Race().maxNodes = 60 // a small cap: bfs makes about 300 nodes here, A* about 30
	r := h.race(raceBoard, "bfs", "astar-manhattan")
	x := r.Racers()[0]
	if x.Result == nil {
		t.Fatalf("no result: %v", x.Err)
	}
	if y := r.Racers()[1]; y.Capped || y.Result.Status != solver.Solved {
		t.Errorf("A* under the cap: capped %v, status %v", y.Capped, y.Result.Status)
	}
	// the engine looks at its context every so many expansions, so a
	// small cap may let it finish; a record that full always shows
	if !x.Capped || x.Log.Len() >= int(x.Result.Expanded) {
		t.Errorf("bfs: capped %v status %v expanded %d", x.Capped, x.Result.Status, x.Result.Expanded)
	}
}

func TestRaceSettingsPersistAndDamage(t *testing.T) {
	p := memprefs.Prefs{}
	h := open(t, p)
	r := h.s.Race()
	if got := r.Settings(); len(got.Algorithms) != 4 || got.Mode != RaceByExpansions || got.Panel != RaceMap {
		t.Fatalf("defaults %+v", got)
	}
	r.RemoveRacer(3)
	r.RemoveRacer(2)
	r.RemoveRacer(1) // refused: two is the least
	if err := r.SetAlgorithm(1, "nope"); err == nil {
		t.Error("an unknown algorithm was taken")
	}
	if err := r.SetAlgorithm(1, "ucs"); err != nil {
		t.Fatal(err)
	}
	r.SetPanel(RaceTree)
	r.SetSpeed(2)
	s2, _ := newTestSession(t, p)
	got := s2.Race().Settings()
	if strings.Join(got.Algorithms, ",") != "bfs,ucs" || got.Panel != RaceTree || got.Speed != 2 {
		t.Errorf("restored %+v", got)
	}

	damaged := memprefs.Prefs{racePrefSaved: true, racePrefAlgorithms: "bfs,nope", racePrefMode: "sideways",
		racePrefPanel: 7, racePrefSpeed: 99}
	var s3 *Session
	lines := logged(func() { s3, _ = newTestSession(t, damaged) })
	got, def := s3.Race().Settings(), DefaultRaceSettings()
	if strings.Join(got.Algorithms, ",") != strings.Join(def.Algorithms, ",") || got.Mode != def.Mode ||
		got.Panel != def.Panel || got.Speed != def.Speed {
		t.Errorf("damaged prefs gave %+v", got)
	}
	for _, key := range []string{racePrefAlgorithms, racePrefMode, racePrefPanel, racePrefSpeed} {
		if !strings.Contains(strings.Join(lines, "\n"), key) {
			t.Errorf("no log line for %s in %q", key, lines)
		}
	}
}

func TestRacePlayerFollowsAndReplays(t *testing.T) {
	h := open(t, nil)
	r := h.race(raceBoard, "bfs", "astar-manhattan")
	h.waitFor("the player to stop at the end", func() bool { return !r.Playing() })
	pos, end := r.Position()
	if pos != end {
		t.Fatalf("live playing ended at %d of %d", pos, end)
	}
	r.SetSpeed(RaceSpeeds() - 2) // 10,000 steps/s: a replay of a few thousand steps
	r.TogglePlay()               // at the end: plays again from the start
	if !r.Playing() {
		t.Fatal("not playing")
	}
	if p, _ := r.Position(); p != 0 {
		t.Fatalf("replay started at %d", p)
	}
	h.waitFor("the replay to reach the end", func() bool { p, e := r.Position(); return p == e && !r.Playing() })
}

// The race's defaults and AddRacer's reserve are names, as the settings
// remember racers: each must be one the registry knows, and the reserve
// must hold a racer not yet racing whatever MaxRacers-1 of them race.
func TestRaceReserveIsKnown(t *testing.T) {
	reserve := raceReserve()
	seen := map[string]bool{}
	for _, n := range reserve {
		if _, err := solver.AlgorithmByName(n); err != nil || seen[n] {
			t.Errorf("reserve racer %q: %v (seen before: %v)", n, err, seen[n])
		}
		seen[n] = true
	}
	if len(reserve) < MaxRacers {
		t.Errorf("a reserve of %d for up to %d racers", len(reserve), MaxRacers)
	}
}

// A racer led by an expression with a comma in it is remembered whole
// (the list was written with commas); a damaged JSON list is the default.
func TestRaceRemembersYourHeuristic(t *testing.T) {
	p := memprefs.Prefs{}
	h := open(t, p)
	r := h.s.Race()
	name := "astar-max(manhattan, misplaced) + misplaced"
	if err := r.SetAlgorithm(0, name); err != nil {
		t.Fatal(err)
	}
	s2, _ := newTestSession(t, p)
	if got := s2.Race().Settings().Algorithms; got[0] != name || len(got) != 4 {
		t.Errorf("restored %q", got)
	}
	var s3 *Session
	logged(func() {
		s3, _ = newTestSession(t, memprefs.Prefs{racePrefSaved: true, racePrefAlgorithms: `["bfs", "astar-`})
	})
	if got, def := s3.Race().Settings().Algorithms, DefaultRaceSettings().Algorithms; !slices.Equal(got, def) {
		t.Errorf("damaged: %q", got)
	}
}

// TestRaceStatusIsTheTabs: on the Race tab the status line speaks of the
// race (it said the Solve tab's A* was hopeless at 4x4, under a race of
// four others): what Start does, where the replay is, then the verdict.
func TestRaceStatusIsTheTabs(t *testing.T) {
	h := open(t, nil)
	sq4 := solver.Shape{Rows: 4, Cols: 4}
	h.s.SetShape(sq4)
	h.s.SetBoard(sq4.Walk(rand.New(rand.NewPCG(3, 4)), sq4.Presets()[0].Board, 20))
	h.s.SetAlgorithm(solver.FamilyAStar.Algorithm(nil))
	h.s.SetTab(RaceTab)
	if h.s.Hopeless() == "" {
		t.Fatal("A* is not hopeless at 4x4: the test needs another algorithm")
	}
	st := h.s.Status()
	if !strings.HasPrefix(st.Text, "Start races 4 algorithms") {
		t.Errorf("before the race the status says %q", st.Text)
	}
	h.s.SetShape(solver.Square3)
	r := h.race(raceBoard, "bfs", "astar-manhattan")
	r.ToStart()
	if st := h.s.Status(); !strings.HasPrefix(st.Text, "Race run: ") {
		t.Errorf("at the race's start the status says %q", st.Text)
	}
	r.ToEnd()
	if st, v := h.s.Status(), r.Verdict(); v == "" || st.Text != "Race done: "+v || st.Kind != Success {
		t.Errorf("at the end the status says %q (%v), want the verdict %q", st.Text, st.Kind, v)
	}
}
