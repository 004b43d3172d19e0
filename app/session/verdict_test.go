package session

import (
	"strings"
	"testing"

	"go.uber.org/goleak"

	"github.com/eightpuzzle/eightpuzzle/app/internal/memprefs"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

// 27 moves from the goal: greedy finds a path of 49 with a hundred-odd
// expansions, IDA* with linear conflict the shortest with 2,000, A* with
// Manhattan the shortest with 2,314.
var greedyLong = solver.FromTiles([]int{8, 0, 6, 5, 4, 7, 2, 3, 1})

// A comparison ends with a verdict that crowns the least work among the
// shortest paths, never greedy's long one, whatever its time.
func TestComparisonVerdict(t *testing.T) {
	defer goleak.VerifyNone(t)
	s, q := newTestSession(t, memprefs.Prefs{})
	s.board = greedyLong
	c := s.Comparison()
	c.SetAlgorithms([]string{"greedy-manhattan", "astar-manhattan", "idastar-linear-conflict"})
	c.Run()
	if v := c.Results(OneBoard).Verdict; v != "" {
		t.Errorf("a verdict while running: %q", v)
	}
	q.WaitFor(t, "the comparison", func() bool { return !c.Running() }, nil)
	v := c.Results(OneBoard).Verdict
	if !strings.HasPrefix(v, "Shortest path (27 moves) with the least work: idastar-linear-conflict (2,000 boards expanded).") {
		t.Errorf("verdict %q", v)
	}
	// greedy is named only as the fastest, with what its speed cost
	if strings.Contains(v, "greedy") && (!strings.Contains(v, "Fastest: greedy-manhattan (") || !strings.Contains(v, "49 moves, 22 longer")) {
		t.Errorf("verdict %q", v)
	}
}

// A comparison cut short has no verdict: the runs missing could change it.
func TestComparisonCancelledHasNoVerdict(t *testing.T) {
	defer goleak.VerifyNone(t)
	s, q := newTestSession(t, memprefs.Prefs{})
	s.board = solver.FromTiles([]int{8, 6, 7, 2, 5, 4, 3, 0, 1})
	c := s.Comparison()
	c.SetAlgorithms([]string{"ids", "dfs", "bfs"})
	c.SetLimits(Limits{Depth: 31})
	c.Run()
	c.Cancel()
	q.WaitFor(t, "the comparison", func() bool { return !c.Running() }, nil)
	if r := c.Results(OneBoard); !r.Cancelled || r.Verdict != "" {
		t.Errorf("cancelled %v, verdict %q", r.Cancelled, r.Verdict)
	}
}

// Every run stopped at a limit: no path, and nothing crowned.
func TestComparisonVerdictNoneFinished(t *testing.T) {
	defer goleak.VerifyNone(t)
	s, q := newTestSession(t, memprefs.Prefs{})
	s.board = greedyLong
	c := s.Comparison()
	c.SetAlgorithms([]string{"bfs", "astar-manhattan"})
	c.SetLimits(Limits{Nodes: 10, Depth: 31})
	c.Run()
	q.WaitFor(t, "the comparison", func() bool { return !c.Running() }, nil)
	if v := c.Results(OneBoard).Verdict; v != "No search found a path: each stopped at a limit or was cancelled." {
		t.Errorf("verdict %q", v)
	}
}

func TestComparisonBatchVerdict(t *testing.T) {
	defer goleak.VerifyNone(t)
	s, q := newTestSession(t, memprefs.Prefs{})
	c := s.Comparison()
	c.SetMode(Batch)
	c.SetAlgorithms([]string{"bfs", "astar-manhattan"})
	if err := c.SetBatch(BatchSettings{Kind: ByDistance, PerDistance: 2, UpTo: 5, Count: 1, Seed: 7}); err != nil {
		t.Fatal(err)
	}
	c.Run()
	q.WaitFor(t, "the comparison", func() bool { return !c.Running() }, nil)
	// both find every shortest path; A* with less work
	if v := c.Results(Batch).Verdict; !strings.HasPrefix(v, "Shortest path on all 10 boards with the least work: astar-manhattan (a mean of ") {
		t.Errorf("verdict %q", v)
	}
}

// The race's verdict waits for the cursor to reach the end, and does not
// crown greedy, which finishes first.
func TestRaceVerdict(t *testing.T) {
	h := open(t, nil)
	r := h.race(greedyLong, "greedy-manhattan", "astar-manhattan", "idastar-linear-conflict")
	r.ToEnd()
	v := r.Verdict()
	if !strings.HasPrefix(v, "Shortest path (27 moves) with the least work: IDA* (Linear conflict) (2,000 boards expanded). Fastest: Greedy best-first (Manhattan distance) (") {
		t.Errorf("verdict %q", v)
	}
	r.ToStart()
	if v := r.Verdict(); v != "" {
		t.Errorf("verdict at the start of the replay: %q", v)
	}
}
