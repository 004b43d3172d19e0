package session

import (
	"context"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/searchlog"
	"github.com/eightpuzzle/eightpuzzle/solver/wide"
)

// isBoard25 reports whether t is a 5x5 board: the tiles 0..24, each once.
func isBoard25(t []int) bool {
	if len(t) != 25 {
		return false
	}
	s := slices.Sorted(slices.Values(t))
	for i, v := range s {
		if v != i {
			return false
		}
	}
	return true
}

// TestExploreFiveByFive: on 5x5 the Explore tab records solver/wide's
// search, A* (the session's weight) and IDA* alike: its steps, counts,
// cost and path are those of the same search untraced; every board the
// frontier holds is a 5x5 board; the path found reaches the replay as
// tiles; no BFS runs for the Depths chart, which says why.
func TestExploreFiveByFive(t *testing.T) {
	h := open(t, nil)
	s := h.s
	s.SetShape(Square5)
	start := wide.Scramble(Square5, rand.New(rand.NewPCG(5, 26)), wide.Goal(Square5), 16)
	s.SetCells(Cells{Square5, start})
	s.SetTab(ExploreTab)
	e := s.Exploration()
	for _, name := range []string{"astar-linear-conflict", "idastar-linear-conflict", "greedy-manhattan"} {
		alg := mustAlgo(t, name)
		s.SetAlgorithm(alg)
		e.Explore()
		h.waitFor("the exploration to end", func() bool { return !e.Running() })
		st := e.State()
		if st.Failure != "" || st.Result == nil || st.Result.Status != solver.Solved {
			t.Fatalf("%s: failure %q, result %+v", name, st.Failure, st.Result)
		}
		plain, err := wide.Solve(context.Background(), alg, s.wideProblem(), s.searchOptions(alg))
		if err != nil {
			t.Fatal(err)
		}
		l := st.Log
		if !l.Wide() || st.Steps != l.Len() || int64(st.Steps) != plain.Expanded || st.Result.Generated != plain.Generated ||
			st.Result.Cost != plain.Cost || len(plain.Path) != plain.Cost+1 {
			t.Fatalf("%s: %d steps (log %d), %d generated, %d moves; untraced: %d expanded, %d generated, %d moves",
				name, st.Steps, l.Len(), st.Result.Generated, st.Result.Cost, plain.Expanded, plain.Generated, plain.Cost)
		}
		// the path, in the log's numbers, is the untraced search's
		if len(st.Result.Path) != len(plain.Path) {
			t.Fatalf("%s: a path of %d boards, untraced %d", name, len(st.Result.Path), len(plain.Path))
		}
		for i, b := range st.Result.Path {
			if wb, ok := l.WideBoard(b); !ok || wb != plain.Path[i] {
				t.Fatalf("%s: board %d of the path is %v, untraced %v", name, i, wb, plain.Path[i])
			}
		}
		// the last step expands the goal's parent (solver/wide tests a
		// successor for the goal): its path is the solution's but the goal,
		// read as the views read it
		e.ToEnd()
		last := l.Path(e.State().Step)
		if len(last) != plain.Cost {
			t.Fatalf("%s: the last step's path has %d boards, the solution %d", name, len(last), len(plain.Path))
		}
		for i, b := range last {
			if got := l.Tiles(b); !slices.Equal(got, Cells{Square5, plain.Path[i]}.List()) {
				t.Fatalf("%s: board %d of the last step's path %v, the solution's %v", name, i, got, plain.Path[i])
			}
		}
		if got := l.Tiles(st.Problem.Start); !slices.Equal(got, Cells{Square5, start}.List()) {
			t.Errorf("%s: the start explored %v", name, got)
		}
		// every board waiting, at every fifth step, is a 5x5 board
		for k := 0; k <= st.Steps; k += 5 {
			nodes, _ := l.Frontier(k, 50)
			for _, n := range nodes {
				if tiles := l.Tiles(n.Board); !isBoard25(tiles) {
					t.Fatalf("%s: step %d waits on %v (board %d)", name, k, tiles, n.Board)
				}
			}
		}
		if got := LogBoard(l, st.Problem.Start); got != wide.Format(Square5, start) {
			t.Errorf("%s: the start written %q", name, got)
		}
		// the replay holds the path as tiles, as after Solve
		if r := s.Replay().Result; r == nil || r.Cost != plain.Cost {
			t.Errorf("%s: the replay holds %+v", name, r)
		}
		if bfs, _ := e.BFSDepths(); bfs != nil || e.BFSMissing() == "" {
			t.Errorf("%s: BFS %v on 5x5, and missing %q", name, bfs, e.BFSMissing())
		}
		if e.Stale() != "" {
			t.Errorf("%s: stale at once: %q", name, e.Stale())
		}
		h.statusHas("solution after")
	}
	// Predict on 5x5: a wrong pick is answered with the board the search
	// took, written in rows of 5, and the step's narration
	l := e.State().Log
	e.Seek(0)
	e.StartPredict(30, false)
	var asked bool
	for !e.PredictState().Done {
		q := e.PredictState().Question
		_, want, _ := l.Step(q.Step + 1)
		i := slices.IndexFunc(q.Choices, func(n searchlog.Node) bool { return n.Gen != want.Gen })
		if q.Kind != PredictBoard || i < 0 {
			e.AnswerBoard(want.Gen)
			e.NextQuestion()
			continue
		}
		e.AnswerBoard(q.Choices[i].Gen)
		a := e.PredictState().Last
		if a.Right || !strings.Contains(a.Verdict, LogBoard(l, want.Board)) || !strings.Contains(a.Explanation, "/") ||
			!strings.Contains(a.Explanation, LogBoard(l, want.Board)) {
			t.Fatalf("a wrong pick: right %v, verdict %q, explanation %q", a.Right, a.Verdict, a.Explanation)
		}
		asked = true
		break
	}
	if !asked {
		t.Fatal("no question with a wrong board to pick")
	}
	var csv strings.Builder
	if err := e.WritePredictCSV(&csv); err != nil || !strings.Contains(csv.String(), LogBoard(l, l.Problem().Start)[:10]) {
		t.Errorf("the exercise's CSV (%v): %q", err, csv.String())
	}
	e.StopPredict()

	e.OpenInReplay()
	if s.Tab() != ReplayTab || s.Replay().Last == 0 {
		t.Fatalf("Open in Replay: tab %v, %d moves", s.Tab(), s.Replay().Last)
	}
	s.SetTab(ExploreTab)

	// a search solver/wide does not run says why, and records nothing
	s.SetAlgorithm(mustAlgo(t, "bfs"))
	e.Explore()
	h.waitFor("the refusal", func() bool { return !e.Running() })
	if st := e.State(); !strings.Contains(st.Failure, "not run at 5x5") || st.Steps != 0 {
		t.Fatalf("bfs on 5x5: failure %q, %d steps", st.Failure, st.Steps)
	}
	h.statusHas("Cannot explore")
}

// TestExploreFiveByFiveStale: a 5x5 exploration is stale once the board,
// the goal or the algorithm changes, and a search still running then is
// stopped, its last reports dropped; one hopeless there says so while it
// runs, and a new Explore supersedes it.
func TestExploreFiveByFiveStale(t *testing.T) {
	h := open(t, nil)
	s := h.s
	s.SetShape(Square5)
	s.SetTab(ExploreTab)
	rng := rand.New(rand.NewPCG(7, 7))
	s.SetCells(Cells{Square5, wide.Random(Square5, rng, wide.Goal(Square5))})
	s.SetAlgorithm(mustAlgo(t, "idastar-linear-conflict")) // hours on a random 5x5 board
	e := s.Exploration()
	e.Explore()
	h.waitFor("some steps", func() bool { return e.Steps() > 100 })
	h.statusHas("Exploring with IDA* (Linear conflict), hopeless at 5x5: an optimal search needs pattern databases here")
	old := e.State().Log

	// Explore again: the first run is superseded, its end never lands
	e.Explore()
	if e.State().Log == old || !e.Running() {
		t.Fatal("Explore again did not start a new record")
	}
	h.waitFor("some steps", func() bool { return e.Steps() > 100 })

	// another board: stopped and stale
	s.SetCells(Cells{Square5, wide.Scramble(Square5, rng, wide.Goal(Square5), 10)})
	if e.Running() {
		t.Fatal("the search goes on after the board changed")
	}
	if got := e.Stale(); !strings.HasPrefix(got, "it was of another board (") {
		t.Fatalf("after another board: stale %q", got)
	}
	h.settle()
	if st := e.State(); st.Result != nil || st.Running {
		t.Fatalf("the superseded run landed: %+v", st.Result)
	}

	// explored afresh, then another goal, another algorithm
	s.SetAlgorithm(mustAlgo(t, "astar-linear-conflict"))
	e.Explore()
	h.waitFor("the exploration to end", func() bool { return !e.Running() })
	if e.Stale() != "" || e.State().Result == nil {
		t.Fatalf("fresh: stale %q, result %v", e.Stale(), e.State().Result)
	}
	s.SetAlgorithm(mustAlgo(t, "greedy-linear-conflict"))
	if got := e.Stale(); !strings.HasPrefix(got, "it was of another algorithm") {
		t.Errorf("after another algorithm: stale %q", got)
	}
	s.SetAlgorithm(mustAlgo(t, "astar-linear-conflict"))
	if e.Stale() != "" {
		t.Errorf("back to the algorithm explored: stale %q", e.Stale())
	}
	g, _ := s.GoalPreset("blank first")
	s.SetGoalCells(g)
	if got := e.Stale(); got != "it was of another goal" {
		t.Errorf("after another goal: stale %q", got)
	}
	h.statusHas("stale")
}

// TestExploreFiveByFiveHopelessEnds: a search hopeless on 5x5 (IDA* on a
// random board) does not run for hours: it stops when its record is
// full, and the status says why.
func TestExploreFiveByFiveHopelessEnds(t *testing.T) {
	h := open(t, nil)
	s := h.s
	s.SetShape(Square5)
	s.SetTab(ExploreTab)
	s.SetCells(Cells{Square5, wide.Random(Square5, rand.New(rand.NewPCG(7, 8)), wide.Goal(Square5))})
	s.SetAlgorithm(mustAlgo(t, "idastar-linear-conflict"))
	e := s.Exploration()
	e.maxNodes = 100_000 // a million takes a while under the race detector
	e.Explore()
	h.waitFor("the exploration to stop at its cap", func() bool { return !e.Running() })
	st := e.State()
	if st.Result == nil || st.Result.Status != solver.Cancelled || !st.Log.Full() {
		t.Fatalf("result %+v, full %v", st.Result, st.Log.Full())
	}
	h.statusHas("Stopped when its record was full")
}
