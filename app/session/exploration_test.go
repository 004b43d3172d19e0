package session

import (
	"strings"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

func mustAlgo(t *testing.T, name string) *solver.Algorithm {
	t.Helper()
	a, err := solver.AlgorithmByName(name)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// explored runs an exploration of b with alg to its end.
func explored(t *testing.T, h *fixture, b solver.Board, alg string) *Exploration {
	t.Helper()
	h.s.SetBoard(b)
	h.s.SetAlgorithm(mustAlgo(t, alg))
	e := h.s.Exploration()
	e.Explore()
	h.waitFor("the exploration to end", func() bool { return !e.Running() })
	return e
}

func TestExploreStepsOverTheRecord(t *testing.T) {
	h := open(t, nil)
	e := explored(t, h, boardAt(t, h, 10), "bfs")
	st := e.State()
	if st.Result == nil || st.Result.Status != solver.Solved {
		t.Fatalf("result %+v, want solved", st.Result)
	}
	exp, _ := st.Log.Counts()
	if st.Steps != st.Log.Len() || int64(st.Steps) != exp || st.Steps != int(st.Result.Expanded) {
		t.Fatalf("steps %d, log %d, counted %d, result %d: all should agree", st.Steps, st.Log.Len(), exp, st.Result.Expanded)
	}
	e.Seek(0)
	if e.State().Playing {
		t.Fatal("Seek left the player playing")
	}
	for _, c := range []struct {
		do   func()
		want int
	}{
		{e.StepBack, 0}, // clamped at the start
		{e.StepForward, 1},
		{e.StepForward, 2},
		{e.StepBack, 1},
		{e.ToEnd, st.Steps},
		{e.StepForward, st.Steps}, // clamped at the end
		{e.ToStart, 0},
		{func() { e.Seek(-7) }, 0},
		{func() { e.Seek(1 << 30) }, st.Steps},
		{func() { e.Seek(5) }, 5},
	} {
		c.do()
		if got := e.State().Step; got != c.want {
			t.Fatalf("step %d, want %d", got, c.want)
		}
	}
	if h.s.Tab() == ReplayTab {
		t.Fatal("the exploration's end took the user to the Replay")
	}
	if r := h.s.Replay().Result; r == nil || r.Cost != 10 {
		t.Fatalf("the replay holds %+v, want the 10-move solution", r)
	}
	e.OpenInReplay()
	if h.s.Tab() != ReplayTab {
		t.Fatal("Open in Replay did not show the Replay")
	}
}

func TestExplorePlaysAtItsSpeed(t *testing.T) {
	h := open(t, nil)
	h.s.SetTab(ExploreTab)
	e := h.s.Exploration()
	e.SetSpeed(ExploreSpeeds() - 1) // full
	if ExploreSpeedLabel(e.Speed()) != "full speed" || ExploreSpeedLabel(0) != "1 step/s" {
		t.Fatalf("labels %q, %q", ExploreSpeedLabel(e.Speed()), ExploreSpeedLabel(0))
	}
	explored(t, h, boardAt(t, h, 12), "astar-manhattan")
	h.waitFor("the player to reach the end", func() bool { st := e.State(); return !st.Playing && st.Step == st.Steps })

	// one step a second: after the first step comes, the player is near it
	e.SetSpeed(0)
	e.Seek(0)
	e.Play()
	h.waitFor("the first step", func() bool { return e.State().Step >= 1 })
	if k := e.State().Step; k > 2 {
		t.Fatalf("at 1 step/s the player is at step %d right after its first", k)
	}
	e.TogglePlay()
	if e.State().Playing {
		t.Fatal("TogglePlay did not pause")
	}
	// at the end, play starts again from the start
	e.ToEnd()
	e.Play()
	if st := e.State(); st.Step != 0 || !st.Playing {
		t.Fatalf("play at the end: step %d, playing %v; want 0, true", st.Step, st.Playing)
	}
	h.s.Escape()
	if e.State().Playing {
		t.Fatal("Esc in the Explore tab did not stop the player")
	}
}

func TestExploreStopAndStale(t *testing.T) {
	h := open(t, nil)
	h.s.SetTab(ExploreTab)
	h.s.SetBoard(hardest)
	h.s.SetAlgorithm(mustAlgo(t, "ids")) // minutes on a 31-move board
	e := h.s.Exploration()
	e.Explore()
	h.waitFor("some steps", func() bool { return e.Steps() > 1000 })
	h.s.Escape()
	h.waitFor("the search to stop", func() bool { return !e.Running() })
	st := e.State()
	if st.Result == nil || st.Result.Status != solver.Cancelled || st.Steps < 1000 {
		t.Fatalf("after Stop: result %+v, %d steps", st.Result, st.Steps)
	}
	if _, _, ok := st.Log.Step(st.Steps); !ok {
		t.Fatal("the recorded steps are gone after Stop")
	}

	// an edit while it runs: the search is dropped, the record marked stale
	e.Explore()
	h.waitFor("some steps", func() bool { return e.Steps() > 100 })
	h.s.SetBoard(oneMoveAway)
	st = e.State()
	if st.Running || st.Stale == "" {
		t.Fatalf("after an edit: running %v, stale %q", st.Running, st.Stale)
	}
	h.q.Drain()
	if e.State().Result != nil {
		t.Fatal("the dropped search's result arrived")
	}
	h.statusHas("stale")
	h.s.SetBoard(hardest)
	if e.State().Stale != "" {
		t.Fatalf("back on its board, still stale: %q", e.State().Stale)
	}
	h.s.SetAlgorithm(mustAlgo(t, "bfs"))
	if e.State().Stale == "" {
		t.Fatal("another algorithm did not make it stale")
	}
}

func TestExploreSupersededRunIsDropped(t *testing.T) {
	h := open(t, nil)
	h.s.SetBoard(hardest)
	h.s.SetAlgorithm(mustAlgo(t, "ids"))
	e := h.s.Exploration()
	e.Explore()
	h.waitFor("some steps", func() bool { return e.Steps() > 100 })
	first := e.State().Log
	easy := boardAt(t, h, 6)
	e2 := explored(t, h, easy, "bfs")
	st := e2.State()
	if st.Log == first || st.Result == nil || st.Result.Algorithm != "bfs" || st.Result.Problem.Start != easy {
		t.Fatalf("result %+v: want the second run's", st.Result)
	}
	h.waitFor("BFS's depths", func() bool { d, _ := e.BFSDepths(); return d != nil })
	d, limited := e.BFSDepths()
	want := st.Log.ByDepth(st.Steps)
	if limited || len(d) != len(want) || d[0] != 1 {
		t.Fatalf("BFS depths %v (limited %v), want %v", d, limited, want)
	}
	for i := range d {
		if d[i] != want[i] {
			t.Fatalf("BFS depths %v, want its own log's %v", d, want)
		}
	}
}

func TestExploreDepthsAgainstBFS(t *testing.T) {
	h := open(t, nil)
	e := explored(t, h, boardAt(t, h, 14), "astar-manhattan")
	h.waitFor("BFS's depths and the map", func() bool { d, _ := e.BFSDepths(); return d != nil && e.MapLayout() != nil })
	d, _ := e.BFSDepths()
	var bfs, astar int64
	for _, n := range d {
		bfs += n
	}
	for _, n := range e.State().Log.ByDepth(e.Steps()) {
		astar += n
	}
	if (len(d) != 14 && len(d) != 15) || d[0] != 1 || bfs <= astar { // the goal is found on generation, or on expansion
		t.Fatalf("BFS expanded %v (%d in all) against A*'s %d: want depths 0..13 or 0..14, more than A*", d, bfs, astar)
	}
}

func TestExploreRefusesBadLimits(t *testing.T) {
	h := open(t, nil)
	h.s.SetLimitText(NodesField, "lots")
	h.s.SetTab(ExploreTab)
	e := h.s.Exploration()
	e.Explore()
	if st := e.State(); st.Running || st.Log != nil {
		t.Fatalf("bad limits: running %v, log %v", st.Running, st.Log)
	}
	h.statusHas("node limit")
}

func TestExploreSpeedIsRemembered(t *testing.T) {
	p := newPrefs(nil)
	h := open(t, p)
	h.s.Exploration().SetSpeed(7)
	if got := open(t, p).s.Exploration().Speed(); got != 7 {
		t.Fatalf("a new session plays at speed %d, want the 7 chosen", got)
	}
	lines := logged(func() {
		if got := open(t, newPrefs(map[string]any{explorePrefSpeed: 99})).s.Exploration().Speed(); got != defaultExploreSpeed {
			t.Errorf("a damaged speed gave %d, want the default", got)
		}
	})
	if len(lines) != 1 || !strings.Contains(lines[0], "99") {
		t.Fatalf("logged %q, want one line naming the damaged value", lines)
	}
}

// The sub-view in sight is remembered; a damaged value falls back to the
// frontier, and one out of range is refused.
func TestExploreViewRemembered(t *testing.T) {
	f := open(t, nil)
	e := f.s.Exploration()
	if e.View() != FrontierView {
		t.Fatalf("a fresh session shows view %d", e.View())
	}
	changed := 0
	e.Changed.Watch(func() { changed++ })
	e.SetView(MapView)
	e.SetView(exploreViews)
	e.SetView(-1)
	if e.View() != MapView || changed != 1 {
		t.Fatalf("view %d after %d changes, want the map after one", e.View(), changed)
	}
	if g := open(t, f.p); g.s.Exploration().View() != MapView {
		t.Fatalf("the map was not remembered: view %d", g.s.Exploration().View())
	}
	for _, bad := range []any{7, -2, "tree"} {
		g := open(t, newPrefs(map[string]any{explorePrefView: bad}))
		if v := g.s.Exploration().View(); v != FrontierView {
			t.Errorf("a remembered view of %v gives %d, want the frontier", bad, v)
		}
	}
}
