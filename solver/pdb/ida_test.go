package pdb

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// refIDA is a plain IDA* written apart from the package's: Manhattan
// distance, plus linear conflicts when lc is set, each board's estimate
// worked out from scratch. It returns the optimal cost and the nodes it
// expanded.
func refIDA(start, goal solver.Board, lc bool) (int, int64) {
	var home [cells]int
	for c := 0; c < cells; c++ {
		home[at(goal, c)] = c
	}
	h := func(b solver.Board) int {
		sum := 0
		for c := 0; c < cells; c++ {
			if t := at(b, c); t != 0 {
				sum += abs(c/side-home[t]/side) + abs(c%side-home[t]%side)
			}
		}
		if !lc {
			return sum
		}
		// per row and column, the tiles at home in that line must leave it
		// and come back, all but a longest in-order subsequence: two moves
		// each
		for line := 0; line < side; line++ {
			for _, col := range []bool{false, true} {
				var keys []int
				for j := 0; j < side; j++ {
					c := line*side + j
					if col {
						c = j*side + line
					}
					t := at(b, c)
					if t == 0 {
						continue
					}
					if !col && home[t]/side == line {
						keys = append(keys, home[t]%side)
					}
					if col && home[t]%side == line {
						keys = append(keys, home[t]/side)
					}
				}
				sum += 2 * (len(keys) - longestIncreasing(keys))
			}
		}
		return sum
	}
	var nodes int64
	var dfs func(b solver.Board, blank, parent, g, bound int) int
	dfs = func(b solver.Board, blank, parent, g, bound int) int {
		f := g + h(b)
		if f > bound {
			return f
		}
		if b == goal {
			return -1
		}
		nodes++
		next := 1 << 30
		for _, nb := range neighbours[blank] {
			if int(nb) == parent {
				continue
			}
			r := dfs(slide(b, blank, int(nb)), int(nb), blank, g+1, bound)
			if r < 0 {
				return -1 // found: the cost is the bound
			}
			next = min(next, r)
		}
		return next
	}
	bound := h(start)
	for {
		if r := dfs(start, blankOf(start), -1, 0, bound); r < 0 {
			return bound, nodes
		} else {
			bound = r
		}
	}
}

func longestIncreasing(keys []int) int {
	best := make([]int, len(keys))
	n := 0
	for i := range keys {
		best[i] = 1
		for j := 0; j < i; j++ {
			if keys[j] < keys[i] && best[j]+1 > best[i] {
				best[i] = best[j] + 1
			}
		}
		n = max(n, best[i])
	}
	return n
}

// checkPath checks a solved result: a legal path from start to goal,
// Cost and Moves matching it, and the estimate admissible along it.
func checkPath(t *testing.T, db *DB, start solver.Board, r solver.Result) {
	t.Helper()
	if r.Status != solver.Solved {
		t.Fatalf("%016x: status %v", uint64(start), r.Status)
	}
	p := r.Path
	if len(p) == 0 || p[0] != start || p[len(p)-1] != db.Goal() {
		t.Fatalf("%016x: path %x does not go from the start to the goal", uint64(start), p)
	}
	if r.Cost != len(p)-1 || len(r.Moves) != r.Cost {
		t.Fatalf("%016x: cost %d, %d moves, path of %d boards", uint64(start), r.Cost, len(r.Moves), len(p))
	}
	for i := 1; i < len(p); i++ {
		from, to := blankOf(p[i-1]), blankOf(p[i])
		legal := false
		for _, nb := range neighbours[from] {
			legal = legal || int(nb) == to
		}
		if !legal || slide(p[i-1], from, to) != p[i] {
			t.Fatalf("%016x: step %d from %016x to %016x is not a move", uint64(start), i, uint64(p[i-1]), uint64(p[i]))
		}
		want := map[int]solver.Move{-side: solver.Up, side: solver.Down, -1: solver.Left, 1: solver.Right}[to-from]
		if r.Moves[i-1] != want {
			t.Fatalf("%016x: move %d is %v, want %v", uint64(start), i, r.Moves[i-1], want)
		}
	}
	for i, b := range p {
		if h := db.Estimate(b); h > r.Cost-i {
			t.Fatalf("%016x: board %d of the path estimated at %d, %d moves from the goal", uint64(start), i, h, r.Cost-i)
		}
	}
}

// IDA* finds shortest paths: the cost of a plain Manhattan IDA*, for
// boards a few dozen random moves from the goal, for goals of each kind.
func TestSolveOptimal(t *testing.T) {
	rng := rand.New(rand.NewPCG(10, 10))
	for _, db := range testDBs(t) {
		for i := 0; i < 12; i++ {
			start := walk(rng, db.Goal(), 10+rng.IntN(40))
			want, _ := refIDA(start, db.Goal(), false)
			r, err := Solve(context.Background(), db, start, solver.Options{})
			if err != nil {
				t.Fatal(err)
			}
			checkPath(t, db, start, r)
			if r.Cost != want {
				t.Fatalf("goal %016x, start %016x: cost %d, reference %d", uint64(db.Goal()), uint64(start), r.Cost, want)
			}
			if r.Algorithm != Name || r.Problem.Start != start || r.Problem.Goal != db.Goal() {
				t.Errorf("result names %q %+v", r.Algorithm, r.Problem)
			}
		}
	}
}

// The counters follow solver.Result on boards small enough to count by
// hand.
func TestSolveCounters(t *testing.T) {
	db := sharedDB(t)
	r, err := Solve(context.Background(), db, GoalBlankLast, solver.Options{})
	if err != nil || r.Status != solver.Solved || r.Cost != 0 || len(r.Path) != 1 || r.Expanded != 0 || r.Generated != 0 || r.MaxDepth != 0 {
		t.Errorf("start at the goal: %+v, %v", r, err)
	}
	// one move away, blank in cell 14 with three neighbours: the start is
	// expanded, its three children generated, and the goal is the first
	// searched (it has the smallest estimate)
	one := slide(GoalBlankLast, 15, 14)
	r, err = Solve(context.Background(), db, one, solver.Options{})
	if err != nil || r.Cost != 1 || r.Expanded != 1 || r.Generated != 3 || r.MaxDepth != 1 || r.MaxFrontier != 3 {
		t.Errorf("one move away: cost %d expanded %d generated %d max depth %d max frontier %d, %v; want 1 1 3 1 3",
			r.Cost, r.Expanded, r.Generated, r.MaxDepth, r.MaxFrontier, err)
	}
	// two moves away along a row: blank 15 -> 14 -> 13; the second board
	// has two children besides its parent
	two := slide(one, 14, 13)
	r, err = Solve(context.Background(), db, two, solver.Options{})
	if err != nil || r.Cost != 2 || r.Expanded != 2 || r.Generated != 5 || r.MaxDepth != 2 {
		t.Errorf("two moves away: cost %d expanded %d generated %d max depth %d, %v; want 2 2 5 2",
			r.Cost, r.Expanded, r.Generated, r.MaxDepth, err)
	}
}

func TestSolveBadInput(t *testing.T) {
	db := sharedDB(t)
	ctx := context.Background()
	for _, tc := range []struct {
		db    *DB
		start solver.Board
		opt   solver.Options
		want  string
	}{
		{db, 0, solver.Options{}, "tile 0 appears twice"},
		{db, solver.GoalBlankLast, solver.Options{}, "not a 4x4 board"},
		{nil, GoalBlankLast, solver.Options{}, "no pattern databases"},
		{db, GoalBlankLast, solver.Options{MaxNodes: -1}, "node limit"},
		{db, GoalBlankLast, solver.Options{Timeout: -time.Second}, "time limit"},
		{db, GoalBlankLast, solver.Options{Conventions: solver.Conventions{Order: 1}}, "default order"},
	} {
		_, err := Solve(ctx, tc.db, tc.start, tc.opt)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("start %016x, %+v: %v, want an error saying %q", uint64(tc.start), tc.opt, err, tc.want)
		}
	}
	loyd := fromTiles(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, 0)
	r, err := Solve(ctx, db, loyd, solver.Options{})
	if err != nil || r.Status != solver.Unsolvable || r.Expanded != 0 {
		t.Errorf("14-15 puzzle: %v, %v, %d expanded; want unsolvable, no error, no search", r.Status, err, r.Expanded)
	}
}

// A board far from the usual goal (an 80-move board for the blank-first
// goal), which none of these limits lets finish.
var hardBoard = fromTiles(0, 12, 9, 13, 15, 11, 10, 14, 3, 7, 2, 5, 4, 8, 6, 1)

func TestSolveLimits(t *testing.T) {
	db := sharedDB(t)
	r, err := Solve(context.Background(), db, hardBoard, solver.Options{MaxNodes: 5000})
	if err != nil || r.Status != solver.Limit || r.Expanded != 5000 || r.Path != nil {
		t.Errorf("node limit: %v %v, %d expanded, want limit at 5000", r.Status, err, r.Expanded)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	r, err = Solve(ctx, db, hardBoard, solver.Options{})
	if err != nil || r.Status != solver.Cancelled || r.Expanded > checkEvery {
		t.Errorf("cancelled: %v %v, %d expanded", r.Status, err, r.Expanded)
	}
	r, err = Solve(context.Background(), db, hardBoard, solver.Options{Timeout: time.Millisecond})
	if err != nil || r.Status != solver.Limit {
		t.Errorf("timeout: %v %v", r.Status, err)
	}
	var reports []solver.Progress
	r, err = Solve(context.Background(), db, hardBoard, solver.Options{
		MaxNodes: 200000, Interval: time.Nanosecond,
		Progress: func(p solver.Progress) { reports = append(reports, p) },
	})
	if err != nil || r.Status != solver.Limit || len(reports) < 2 {
		t.Fatalf("progress: %v %v, %d reports", r.Status, err, len(reports))
	}
	for i := 1; i < len(reports); i++ {
		if reports[i].Expanded < reports[i-1].Expanded || reports[i].Generated < reports[i-1].Generated {
			t.Fatalf("progress went back: %+v then %+v", reports[i-1], reports[i])
		}
	}
	if last := reports[len(reports)-1]; last.Expanded != r.Expanded || last.Generated != r.Generated {
		t.Errorf("last report %+v, result expanded %d generated %d", last, r.Expanded, r.Generated)
	}
}

// With -pdb.long: optimal against a linear-conflict IDA* on 50 uniformly
// random boards.
func TestSolveRandomLong(t *testing.T) {
	if !*long {
		t.Skip("needs -pdb.long")
	}
	db := sharedDB(t)
	rng := rand.New(rand.NewPCG(11, 11))
	for i := 0; i < 50; i++ {
		start := random4(rng, GoalBlankLast)
		r, err := Solve(context.Background(), db, start, solver.Options{})
		if err != nil {
			t.Fatal(err)
		}
		checkPath(t, db, start, r)
		t0 := time.Now()
		want, nodes := refIDA(start, GoalBlankLast, true)
		t.Logf("%2d %016x: cost %d, %d nodes; linear conflicts %d nodes in %v", i, uint64(start), r.Cost, r.Expanded, nodes, time.Since(t0))
		if r.Cost != want {
			t.Fatalf("%016x: cost %d, linear-conflict IDA* %d", uint64(start), r.Cost, want)
		}
	}
}

// The frontier count (pending siblings along the path) comes back to 0
// after an iteration that does not reach the goal, whichever way each
// child left it: cut off by a view, by pathmax, or searched.
func TestPendingBalances(t *testing.T) {
	db := sharedDB(t)
	for _, s := range benchBoards(GoalBlankLast)[:10] {
		x := newIDA(context.Background(), db, solver.Options{}, time.Now())
		h := x.start(db, s)
		for bound := h; bound <= h+4; bound += 2 {
			x.bound, x.next = bound, noBound
			if x.visit(s, blankOf(s), fsmStart, 0, h) {
				break // solved: the siblings left on the path stay counted
			}
			if x.pending != 0 {
				t.Fatalf("%016x, bound %d: %d pending after the iteration", uint64(s), bound, x.pending)
			}
			if x.maxFrontier == 0 || x.expanded == 0 {
				t.Fatalf("%016x, bound %d: nothing searched", uint64(s), bound)
			}
		}
	}
}

// A traced run's Elapsed is the search's own, as the engine's: the time
// the search log's callback takes is not counted (solver.Result.Elapsed).
func TestElapsedLeavesOutTheTrace(t *testing.T) {
	db, err := BuildPartition(context.Background(), GoalBlankLast, smallPartition(GoalBlankLast), nil)
	if err != nil {
		t.Fatal(err)
	}
	start := walk(rand.New(rand.NewPCG(7, 7)), GoalBlankLast, 30)
	const pause = 20 * time.Microsecond
	var spent time.Duration
	r, err := Solve(context.Background(), db, start, solver.Options{Trace: func(solver.Event) {
		at := time.Now()
		for time.Since(at) < pause {
		}
		spent += time.Since(at)
	}})
	if err != nil || r.Status != solver.Solved {
		t.Fatalf("%v, %v", r.Status, err)
	}
	if r.Elapsed >= spent {
		t.Errorf("traced: the search's %v counts the %v spent recording", r.Elapsed, spent)
	}
}
