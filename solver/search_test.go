package solver

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

// The two boards 31 moves from 123456780, the most any board needs.
var hardestBoards = []Board{MustParse("867254301"), MustParse("647850321")}

// Optimal algorithms differ in speed by four orders of magnitude, and -race
// slows them twenty to thirty times more, so each gets as many boards as it
// can check in a few seconds there.
const (
	fast   = iota // 300 random boards a goal, and every board 29 moves or more from 123456780
	medium        // 100 random boards a goal, and some of the farthest
	slow          // 3 random boards a goal, and a farthest one for 123456780
)

var speed = map[string]int{
	"astar-manhattan": fast, "astar-linear-conflict": fast,
	"idastar-manhattan": fast, "idastar-linear-conflict": fast, "table": fast,
	"astar-pdb": fast, "idastar-pdb": fast, "idastar-par-pdb": fast,
	"bidir": medium, "astar-rowcol": medium, "astar-euclidean": medium, "idastar-rowcol": medium,
	"bfs": slow, "ucs": slow, "ids": slow,
	"astar-misplaced": slow, "idastar-misplaced": slow, "idastar-euclidean": slow,
	"astar-misplaced-blank": slow, "idastar-misplaced-blank": slow,
}

// optimalSample is the boards an algorithm of the given speed is checked on
// for goal.
func optimalSample(goal Board, class int) []Board {
	tr := truthFor(goal)
	farthest := tr.byDist[tr.max()]
	short := testing.Short()
	switch {
	case class == slow:
		boards := sample(goal, 3, 1)
		if goal == GoalBlankLast {
			boards = append(boards, farthest[0])
		}
		return boards
	case class == medium || short:
		return append(sample(goal, 100, 1), farthest[:min(len(farthest), 4)]...)
	case goal == GoalBlankLast:
		return append(sample(goal, 300, 1), tr.atLeast(29)...)
	}
	return append(sample(goal, 300, 1), farthest[:min(len(farthest), 10)]...)
}

func mustSolve(t *testing.T, a *Algorithm, p Problem, opt Options) Result {
	t.Helper()
	r, err := a.Solve(context.Background(), p, opt)
	if err != nil {
		t.Fatalf("%s %v->%v: %v", a.Name, p.Start, p.Goal, err)
	}
	if r.Algorithm != a.Name || r.Problem != p {
		t.Fatalf("%s: result names %q and %v", a.Name, r.Algorithm, r.Problem)
	}
	return r
}

// Every optimal algorithm must find a shortest path, as exhaustive search
// measures it, for all three goals, including the hardest boards.
func TestOptimalAgainstTruth(t *testing.T) {
	for _, a := range Algorithms() {
		if !a.Optimal {
			continue
		}
		class, ok := speed[a.Name]
		if !ok {
			t.Fatalf("%s: optimal but not in the speed table of this test", a.Name)
		}
		t.Run(a.Name, func(t *testing.T) {
			t.Parallel()
			for _, goal := range goals {
				tr := truthFor(goal)
				boards := optimalSample(goal, class)
				for _, b := range boards {
					p := Problem{Start: b, Goal: goal}
					r := mustSolve(t, a, p, Options{})
					checkSolved(t, p, r)
					checkCounters(t, r)
					if r.Cost != tr.dist[b] {
						t.Fatalf("%s %v->%v: cost %d, the shortest is %d", a.Name, b, goal, r.Cost, tr.dist[b])
					}
				}
			}
		})
	}
}

// The algorithms that do not promise a shortest path must still return a
// legal one, never shorter than the shortest; dls within its depth limit.
func TestNonOptimalPathsReplay(t *testing.T) {
	for _, a := range Algorithms() {
		if a.Optimal {
			continue
		}
		t.Run(a.Name, func(t *testing.T) {
			t.Parallel()
			for _, goal := range goals {
				tr := truthFor(goal)
				n := 40
				if a.Name == "dfs" || a.Name == "dls" {
					n = 5 // each explores much of the space
				}
				boards := append(sample(goal, n, 2), tr.byDist[tr.max()][0])
				for _, b := range boards {
					p := Problem{Start: b, Goal: goal}
					r := mustSolve(t, a, p, Options{})
					checkSolved(t, p, r)
					checkCounters(t, r)
					if r.Cost < tr.dist[b] || (a.Name == "dls" && r.Cost > DefaultDepthLimit) {
						t.Fatalf("%s %v->%v: cost %d, shortest %d", a.Name, b, goal, r.Cost, tr.dist[b])
					}
				}
			}
		})
	}
}

// dls finds a path exactly when one fits within its limit: with the limit
// at the shortest distance it must return a shortest path, one below it
// there is none.
func TestDepthLimit(t *testing.T) {
	a, _ := AlgorithmByName("dls")
	tr := truthFor(GoalBlankLast)
	boards := sample(GoalBlankLast, 12, 3)
	boards = append(boards, hardestBoards[0])
	for _, b := range boards {
		d := tr.dist[b]
		p := Problem{Start: b, Goal: GoalBlankLast}
		r := mustSolve(t, a, p, Options{DepthLimit: d})
		checkSolved(t, p, r)
		if r.Cost != d {
			t.Errorf("dls limit %d on %v: cost %d", d, b, r.Cost)
		}
		if d < 2 {
			continue // a limit of 0 means the default
		}
		r = mustSolve(t, a, p, Options{DepthLimit: d - 1})
		if r.Status != Limit || r.Path != nil || r.Moves != nil || r.Cost != 0 {
			t.Errorf("dls limit %d on %v (%d away): %v cost %d", d-1, b, d, r.Status, r.Cost)
		}
		checkCounters(t, r)
		if r.MaxDepth > d-1 {
			t.Errorf("dls limit %d went to depth %d", d-1, r.MaxDepth)
		}
	}
}

func TestStartIsGoal(t *testing.T) {
	for _, a := range Algorithms() {
		for _, goal := range goals {
			r := mustSolve(t, a, Problem{Start: goal, Goal: goal}, Options{})
			if r.Status != Solved || r.Cost != 0 || !slices.Equal(r.Path, []Board{goal}) || len(r.Moves) != 0 || r.Expanded != 0 || r.Generated != 0 {
				t.Errorf("%s from the goal %v: %+v", a.Name, goal, r)
			}
		}
	}
}

// unsolvablePairs pairs boards of different parity, so that neither can
// reach the other: each goal with two tiles swapped, and random boards of
// the other half against each goal.
func unsolvablePairs() []Problem {
	var ps []Problem
	rng := rand.New(rand.NewPCG(7, 8))
	for _, goal := range goals {
		i, j := 0, 1
		if goal.At(0) == 0 {
			i = 2
		}
		ps = append(ps, Problem{Start: Square3.Swap(goal, i, j), Goal: goal}, Problem{Start: goal, Goal: Square3.Swap(goal, i, j)})
		other := Square3.Swap(goal, i, j)
		for range 3 {
			ps = append(ps, Problem{Start: Square3.Random(rng, other), Goal: goal})
		}
	}
	return ps
}

// reaches looks a pair up in the exhaustive search of whichever of its
// boards is a preset goal (moves are reversible, so either way round).
func reaches(p Problem) bool {
	for _, g := range goals {
		if p.Goal == g {
			_, ok := truthFor(g).dist[p.Start]
			return ok
		}
		if p.Start == g {
			_, ok := truthFor(g).dist[p.Goal]
			return ok
		}
	}
	panic("neither board is a preset goal")
}

// An unsolvable pair is answered at once: no board expanded or generated.
func TestUnsolvable(t *testing.T) {
	for _, p := range unsolvablePairs() {
		if reaches(p) {
			t.Fatalf("%v reaches %v: not an unsolvable pair", p.Start, p.Goal)
		}
		for _, a := range Algorithms() {
			reports := 0
			r := mustSolve(t, a, p, Options{Progress: func(Progress) { reports++ }})
			r.Elapsed = 0
			// what the algorithm promises is on every result, unsolvable too
			want := Result{Algorithm: a.Name, Problem: p, Status: Unsolvable, Guarantee: a.Guarantee(0)}
			if !reflect.DeepEqual(r, want) || reports != 1 {
				t.Errorf("%s %v->%v: %+v after %d reports, want %+v and one report", a.Name, p.Start, p.Goal, r, reports, want)
			}
		}
	}
}

func TestBadInput(t *testing.T) {
	a, err := AlgorithmByName(DefaultAlgorithm)
	if err != nil {
		t.Fatal(err)
	}
	ok := Problem{Start: hardestBoards[0], Goal: GoalBlankLast}
	for _, tc := range []struct {
		p    Problem
		opt  Options
		want string
	}{
		{Problem{Start: pack(grid{1, 1, 3, 4, 5, 6, 7, 8, 0}), Goal: GoalBlankLast}, Options{}, "start is not a 3x3 board"},
		{Problem{Start: GoalBlankLast, Goal: 0}, Options{}, "goal is not a 3x3 board"},
		{ok, Options{DepthLimit: -1}, "depth limit -1 out of range"},
		{ok, Options{DepthLimit: 1 << 16}, "depth limit 65536 out of range"},
		{ok, Options{MaxNodes: -5}, "node limit -5 is negative"},
		{ok, Options{Timeout: -time.Second}, "time limit -1s is negative"},
	} {
		r, err := a.Solve(context.Background(), tc.p, tc.opt)
		if err == nil || !strings.Contains(err.Error(), tc.want) || !reflect.DeepEqual(r, Result{}) {
			t.Errorf("Solve(%v, %+v) = %v, %v; want error %q", tc.p, tc.opt, r.Status, err, tc.want)
		}
	}
	if _, err := Solve(context.Background(), "astar-hamming", ok, Options{}); err == nil || !strings.Contains(err.Error(), `"astar-hamming"`) {
		t.Errorf("Solve with an unknown algorithm: %v", err)
	}
	if r, err := Solve(context.Background(), "astar-manhattan", ok, Options{}); err != nil || r.Cost != 31 {
		t.Errorf("Solve by name: %v %v", r.Cost, err)
	}
}

func TestRegistry(t *testing.T) {
	var names []string
	for _, a := range Algorithms() {
		names = append(names, a.Name)
		if a.Title == "" || a.Description == "" || strings.ContainsAny(a.Description, "\n\r") {
			t.Errorf("%s: title %q, description %q: want both, on one line", a.Name, a.Title, a.Description)
		}
		if (a.Group == Informed) != (a.Heuristic != nil) || (a.Heuristic != nil && !strings.HasSuffix(a.Name, "-"+a.Heuristic.Name)) {
			t.Errorf("%s: group %s, heuristic %v", a.Name, a.Group, a.Heuristic)
		}
		// the names were chosen as family-heuristic; the family itself comes
		// from the registry, and this checks the two agree
		family := strings.SplitN(a.Name, "-", 2)[0]
		if a.Heuristic != nil {
			family = strings.TrimSuffix(a.Name, "-"+a.Heuristic.Name)
		}
		if a.Family.String() != family {
			t.Errorf("%s: family %q, want %q", a.Name, a.Family, family)
		}
		// from the issue: only these do not promise a shortest path (with
		// misplaced-blank, A* and IDA* still do: TestOptimalAgainstTruth)
		if want := family != "dfs" && family != "dls" && family != "greedy"; a.Optimal != want {
			t.Errorf("%s: Optimal = %v", a.Name, a.Optimal)
		}
		if a.DepthLimit != (a.Name == "dls") {
			t.Errorf("%s: DepthLimit = %v", a.Name, a.DepthLimit)
		}
		if b, err := AlgorithmByName(a.Name); err != nil || b != a {
			t.Errorf("AlgorithmByName(%q) = %v, %v", a.Name, b, err)
		}
	}
	var want []string
	want = append(want, "bfs", "dfs", "dls", "ids", "ucs", "bidir")
	for _, f := range []string{"greedy", "astar", "idastar"} {
		for _, h := range []string{"misplaced", "misplaced-blank", "rowcol", "euclidean", "manhattan", "linear-conflict", "pdb"} {
			want = append(want, f+"-"+h)
		}
	}
	want = append(want, "idastar-par-pdb", "table")
	if !slices.Equal(names, want) {
		t.Errorf("algorithms %v\nwant %v", names, want)
	}
	list := Algorithms()
	list[0] = nil // a copy: callers cannot change the registry
	if Algorithms()[0] == nil {
		t.Errorf("Algorithms returned the registry itself")
	}
	if _, err := AlgorithmByName(DefaultAlgorithm); err != nil || DefaultAlgorithm != "astar-manhattan" {
		t.Errorf("default algorithm %q: %v", DefaultAlgorithm, err)
	}
	if _, err := AlgorithmByName("nope"); err == nil || !strings.Contains(err.Error(), `"nope"`) {
		t.Errorf("AlgorithmByName(nope): %v", err)
	}
}

func TestFamilies(t *testing.T) {
	want := []string{"bfs", "dfs", "dls", "ids", "ucs", "bidir", "greedy", "astar", "idastar", "idastar-par", "table"}
	var got []string
	for _, f := range Families() {
		got = append(got, f.String())
	}
	if !slices.Equal(got, want) {
		t.Errorf("Families() = %v, want %v", got, want)
	}
	total := 0
	for _, f := range Families() {
		members := FamilyMembers(f.String())
		total += len(members)
		if !slices.Equal(members, f.Members()) {
			t.Errorf("FamilyMembers(%s) = %v, %s.Members() = %v", f, members, f, f.Members())
		}
		for _, a := range members {
			if a.Family != f {
				t.Errorf("FamilyMembers(%s) holds %s of family %s", f, a.Name, a.Family)
			}
		}
	}
	if total != len(Algorithms()) {
		t.Errorf("the families hold %d algorithms, the registry %d", total, len(Algorithms()))
	}
	if n := len(FamilyMembers("astar")); n != len(Heuristics()) {
		t.Errorf("astar has %d members, want one per heuristic (%d)", n, len(Heuristics()))
	}
	if FamilyMembers("astar-manhattan") != nil || FamilyMembers("") != nil {
		t.Error("FamilyMembers of a non-family should be nil")
	}
	// A family of one is its algorithm; a family of several is an error
	// that lists its members.
	if a, err := AlgorithmByName("bfs"); err != nil || a.Family != FamilyBFS {
		t.Errorf("AlgorithmByName(bfs) = %v, %v", a, err)
	}
	a, err := AlgorithmByName("astar")
	var un *UnknownNameError
	if a != nil || !errors.As(err, &un) || !un.Family || len(un.Suggestions) != len(Heuristics()) || un.Suggestions[0] != "astar-misplaced" {
		t.Fatalf("AlgorithmByName(astar) = %v, %v; want a family error listing its %d members", a, err, len(Heuristics()))
	}
	if !strings.Contains(err.Error(), "astar-manhattan") {
		t.Errorf("family error %q does not list astar-manhattan", err)
	}
	// typos get the nearest names
	for _, tc := range []struct{ in, want string }{
		{"astar-manhatan", "astar-manhattan"},
		{"bsf", "bfs"},
		{"tabel", "table"},
		{"IDS", "ids"},
		{"manhatan", "greedy-manhattan"}, // a part of the name, in registry order
	} {
		_, err := AlgorithmByName(tc.in)
		if !errors.As(err, &un) || len(un.Suggestions) == 0 || un.Suggestions[0] != tc.want {
			t.Errorf("AlgorithmByName(%q): %v; want %s suggested first", tc.in, err, tc.want)
		}
	}
	if _, err := AlgorithmByName("quantum-annealing"); !errors.As(err, &un) || len(un.Suggestions) != 0 {
		t.Errorf("AlgorithmByName(quantum-annealing): %v; want no suggestion for a name far from all", err)
	}
}

func TestSolveBadAlgorithm(t *testing.T) {
	p := Problem{Start: hardestBoards[0], Goal: GoalBlankLast}
	for _, a := range []*Algorithm{nil, {}, {Name: "bfs"}} {
		if r, err := a.Solve(context.Background(), p, Options{}); err == nil {
			t.Errorf("Solve on %+v = %v, want an error", a, r.Status)
		}
	}
}

func TestStatusNames(t *testing.T) {
	for s, want := range map[Status]string{Solved: "solved", Unsolvable: "unsolvable", Limit: "limit", Cancelled: "cancelled", 9: "Status(9)"} {
		text, err := s.MarshalText()
		if s.String() != want || string(text) != want || err != nil {
			t.Errorf("status %d: %q %q %v", s, s.String(), text, err)
		}
	}
}

// withoutTime drops the fields that differ between identical runs: the
// time, and whether a database had to be made first.
func withoutTime(r Result) Result {
	r.Elapsed, r.Prepared = 0, nil
	return r
}

// determinismBoards keeps every algorithm quick: ids and the weak IDA*
// take seconds on the farthest boards.
func determinismBoards() []Problem {
	tr, sp := truthFor(GoalBlankLast), truthFor(GoalSpiral)
	return []Problem{
		{Start: tr.byDist[10][5], Goal: GoalBlankLast},
		{Start: tr.byDist[16][100], Goal: GoalBlankLast},
		{Start: sp.byDist[14][30], Goal: GoalSpiral},
	}
}

// The same input gives the same path and counters, run after run, and run
// from many goroutines at once (under -race this also checks that searches
// share nothing they should not).
func TestDeterministicAndConcurrent(t *testing.T) {
	problems := determinismBoards()
	algos := Algorithms()
	want := make(map[string][]Result)
	for _, a := range algos {
		for _, p := range problems {
			r1 := mustSolve(t, a, p, Options{})
			r2 := mustSolve(t, a, p, Options{})
			if !reflect.DeepEqual(withoutTime(r1), withoutTime(r2)) {
				t.Errorf("%s %v: two runs differ:\n%+v\n%+v", a.Name, p.Start, withoutTime(r1), withoutTime(r2))
			}
			want[a.Name] = append(want[a.Name], withoutTime(r1))
		}
	}
	var wg sync.WaitGroup
	for w := range 4 {
		wg.Go(func() {
			// each goroutine goes through half the algorithms, starting at
			// its own place, so that each runs in two goroutines at once
			for n := range algos {
				k := (n + 5*w) % len(algos)
				if (k+w)%2 != 0 {
					continue
				}
				a := algos[k]
				for i, p := range problems {
					r, err := a.Solve(context.Background(), p, Options{})
					if err != nil || !reflect.DeepEqual(withoutTime(r), want[a.Name][i]) {
						t.Errorf("%s %v in goroutine %d: %v, differs from a lone run", a.Name, p.Start, w, err)
					}
				}
			}
		})
	}
	wg.Wait()
}

// A node limit of N lets exactly N boards be expanded: a search that needs
// E expansions solves with a limit of E, returns the same result as without
// a limit, and stops at E-1 with status limit and E-1 boards expanded.
func TestNodeLimit(t *testing.T) {
	tr := truthFor(GoalBlankLast)
	mid := Problem{Start: tr.byDist[14][7], Goal: GoalBlankLast}
	hard := Problem{Start: hardestBoards[0], Goal: GoalBlankLast}
	for _, a := range Algorithms() {
		full := mustSolve(t, a, mid, Options{})
		e := full.Expanded
		r := mustSolve(t, a, mid, Options{MaxNodes: e})
		if !reflect.DeepEqual(withoutTime(r), withoutTime(full)) {
			t.Errorf("%s with a limit of the %d expansions it needs:\n%+v\nwant\n%+v", a.Name, e, withoutTime(r), withoutTime(full))
		}
		r = mustSolve(t, a, mid, Options{MaxNodes: e - 1})
		if r.Status != Limit || r.Expanded != e-1 || r.Path != nil || r.Cost != 0 {
			t.Errorf("%s with a limit of %d: %v, %d expanded, cost %d", a.Name, e-1, r.Status, r.Expanded, r.Cost)
		}
		checkCounters(t, r)

		r = mustSolve(t, a, hard, Options{MaxNodes: 20})
		if r.Status != Limit || r.Expanded != 20 || r.Path != nil {
			t.Errorf("%s on %v with a limit of 20: %v, %d expanded", a.Name, hard.Start, r.Status, r.Expanded)
		}
		checkCounters(t, r)
	}
}

// A time limit stops a long search with status limit, after the limit.
func TestTimeout(t *testing.T) {
	p := Problem{Start: hardestBoards[0], Goal: GoalBlankLast}
	// each takes several milliseconds or more on this board
	for _, name := range []string{"bfs", "ucs", "dls", "ids", "astar-misplaced", "idastar-misplaced"} {
		a, _ := AlgorithmByName(name)
		r := mustSolve(t, a, p, Options{Timeout: time.Millisecond})
		if r.Status != Limit || r.Path != nil || r.Elapsed < time.Millisecond {
			t.Errorf("%s with a 1 ms limit: %v after %v", name, r.Status, r.Elapsed)
		}
		checkCounters(t, r)
	}
	a, _ := AlgorithmByName("astar-manhattan")
	if r := mustSolve(t, a, p, Options{Timeout: time.Hour}); r.Status != Solved {
		t.Errorf("astar-manhattan with an hour to spare: %v", r.Status)
	}
}

// steppedClock stands in for the clock deadlines are read from (timeNow).
// Reading i (from 1) moves it on by tickAt(i); from reading jump on it reads
// a day on, past any deadline the tests set. It counts its readings.
type steppedClock struct {
	ticks []time.Duration // the last repeats
	jump  int
	at    time.Time
	reads int
}

func (c *steppedClock) tickAt(i int) time.Duration { return c.ticks[min(i, len(c.ticks))-1] }

func (c *steppedClock) now() time.Time {
	c.reads++
	if c.reads >= c.jump {
		return c.at.Add(24 * time.Hour)
	}
	c.at = c.at.Add(c.tickAt(c.reads))
	return c.at
}

// use makes c the clock until the test ends.
func (c *steppedClock) use(t *testing.T) {
	c.at = time.Now()
	timeNow = c.now
	t.Cleanup(func() { timeNow = time.Now })
}

// maxExpanded is the most expansions a search may make before it reads c
// for the jump'th time, by the rule it sets its pace with: the search reads
// the clock as it starts, then after one expansion, and it halves the gap
// after a reading that shows more than deadlineGap since the last and
// doubles it, up to maxStride, after one that shows less than a quarter.
func (c *steppedClock) maxExpanded() int64 {
	var total, gap int64 = 0, 1
	for i := 2; i <= c.jump; i++ {
		total += gap
		switch since := c.tickAt(i); {
		case since > deadlineGap && gap > 1:
			gap /= 2
		case since < deadlineGap/4 && gap < maxStride:
			gap *= 2
		}
	}
	return total
}

// A timeout is honoured closely, checked without timing anything (how close
// in time is BenchmarkTimeoutOvershoot's figure): every search, and the
// distance table's build that the table algorithm does first for a new
// goal, reads the clock often and stops at the first reading past the
// deadline, reading nothing after it. A clock that moves fast between
// readings makes the search read it more often (how a slow start, fresh
// memory faulting in, is kept from running past a short timeout), and a
// slow one never stretches the gap past maxStride expansions. Before the
// fix a 2 ms timeout ran to 4.4 ms, and the table's build ignored it.
func TestTimeoutHonouredClosely(t *testing.T) {
	rng := rand.New(rand.NewPCG(77, 78))
	big := Shape{4, 4}
	const fast, slow = 2 * deadlineGap, time.Nanosecond
	type run struct {
		name  string
		shape Shape
		ticks []time.Duration
		jump  int
	}
	var runs []run
	for _, c := range []struct {
		name  string
		shape Shape
	}{
		{"bfs", Shape{}}, {"ucs", Shape{}}, {"dls", Shape{}}, {"ids", Shape{}}, {"bidir", Shape{}},
		{"astar-misplaced", Shape{}}, {"astar-manhattan", Shape{}}, {"greedy-manhattan", Shape{}},
		{"idastar-misplaced", Shape{}}, {"idastar-linear-conflict", Shape{}}, {"table", Shape{}},
		// the general loops, with hash sets instead of ranked arrays
		{"bfs", big}, {"bidir", big}, {"ids", big}, {"astar-manhattan", big}, {"idastar-manhattan", big},
	} {
		// A fast clock keeps a reading at each expansion; a slow one
		// doubles the gap each time, so seven readings come within 63
		// expansions, fewer than the quickest of these searches makes.
		runs = append(runs, run{c.name, c.shape, []time.Duration{fast}, 12}, run{c.name, c.shape, []time.Duration{slow}, 7})
	}
	// long enough for the gap to reach maxStride and stay there, and for
	// it to come down again when the clock speeds up
	slowThenFast := []time.Duration{slow, slow, slow, slow, slow, slow, slow, slow, slow, slow, slow, slow, fast}
	runs = append(runs, run{"bfs", Shape{}, []time.Duration{slow}, 20}, run{"ids", big, []time.Duration{slow}, 20},
		run{"bfs", Shape{}, slowThenFast, 20}, run{"ids", big, slowThenFast, 20})

	for _, c := range runs {
		a, err := AlgorithmByName(c.name)
		if err != nil {
			t.Fatal(err)
		}
		// a new goal each time, so that no table or heuristic is ready
		var p Problem
		if c.shape.Is3x3() {
			p.Goal = Square3.Random(rng, GoalBlankLast)
			p.Start = hardestBoards[0] // far from any goal: thousands of expansions or more
			if !Square3.Solvable(p.Start, p.Goal) {
				p.Start = Square3.Swap(hardestBoards[0], 0, 1)
			}
		} else {
			p = Problem{Shape: c.shape, Goal: c.shape.Random(rng, c.shape.Goal())}
			p.Start = c.shape.Walk(rng, p.Goal, 60)
		}
		clock := &steppedClock{ticks: c.ticks, jump: c.jump}
		clock.use(t)
		r := mustSolve(t, a, p, Options{Timeout: time.Hour})
		what := fmt.Sprintf("%s on %v, ticks %v", c.name, c.shape, c.ticks)
		if r.Status != Limit || r.Path != nil {
			t.Errorf("%s: %v after %d expansions and %d readings, want limit", what, r.Status, r.Expanded, clock.reads)
		}
		if clock.reads != c.jump {
			t.Errorf("%s: read the clock %d times, want %d: stop at the first reading past the deadline", what, clock.reads, c.jump)
		}
		most := clock.maxExpanded()
		switch {
		case c.name == "table" && r.Expanded != 0:
			// its build reads the clock once for every 1024 boards,
			// about 180 times in all: the deadline must stop it there
			t.Errorf("%s: stopped in the walk after %d expansions, not in the build", what, r.Expanded)
		case c.name == "table":
		case r.Expanded > most:
			t.Errorf("%s: %d expansions in %d readings, want %d at most", what, r.Expanded, c.jump, most)
		case c.jump == 20 && r.Expanded < most/2:
			t.Errorf("%s: only %d expansions in %d readings, want about %d", what, r.Expanded, c.jump, most)
		}
	}
}

// usePatterns makes src the pattern source until the test ends.
func usePatterns(t *testing.T, src PatternSource) {
	patternMu.Lock()
	old := patternSource
	patternMu.Unlock()
	RegisterPatterns(src)
	t.Cleanup(func() { RegisterPatterns(old) })
}

// A pattern database's build does not count against a time limit: the
// stand-in source here takes two hours by the stepped clock, and the
// one-hour limit still leaves the search its hour. Elapsed, by the real
// clock, is unaffected.
func TestTimeoutExcludesPatternBuild(t *testing.T) {
	sh := Shape{4, 4}
	clock := &steppedClock{ticks: []time.Duration{time.Microsecond}, jump: math.MaxInt}
	clock.use(t)
	builds := 0
	usePatterns(t, func(ctx context.Context, shape Shape, goal Board, progress func(done, total int64)) (PatternDB, error) {
		builds++
		clock.at = clock.at.Add(2 * time.Hour)
		h, _ := HeuristicByName("manhattan")
		return manhattanDB{h.table(shape, goal)}, nil
	})
	p := Problem{Shape: sh, Goal: sh.Goal(), Start: sh.Walk(rand.New(rand.NewPCG(3, 4)), sh.Goal(), 30)}
	for _, name := range []string{"astar-pdb", "idastar-pdb", "greedy-pdb"} {
		a, _ := AlgorithmByName(name)
		r := mustSolve(t, a, p, Options{Timeout: time.Hour})
		if r.Status != Solved {
			t.Errorf("%s after a two-hour build with a one-hour limit: %v after %d expansions", name, r.Status, r.Expanded)
		}
	}
	if builds != 3 {
		t.Errorf("%d builds, want one a search (the stand-in keeps nothing)", builds)
	}
	// the table algorithm's build is its search, and does count
	a, _ := AlgorithmByName("table")
	clock.jump = clock.reads + 3
	if r := mustSolve(t, a, Problem{Goal: Square3.Random(rand.New(rand.NewPCG(9, 9)), GoalBlankLast), Start: hardestBoards[0]}, Options{Timeout: time.Hour}); r.Status == Solved {
		t.Errorf("table solved past its limit")
	}
}

// Algorithm.Prepare gets a pdb algorithm's database, with its progress
// named as Options.Prepare names it, and asks nothing of the source for
// the other algorithms.
func TestAlgorithmPrepare(t *testing.T) {
	var asked []Shape
	usePatterns(t, func(ctx context.Context, shape Shape, goal Board, progress func(done, total int64)) (PatternDB, error) {
		asked = append(asked, shape)
		if progress != nil {
			progress(1, 2)
			progress(2, 2)
		}
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		h, _ := HeuristicByName("manhattan")
		return manhattanDB{h.table(shape, goal)}, nil
	})
	sh := Shape{3, 4}
	p := Problem{Shape: sh, Goal: sh.Goal(), Start: sh.Goal()}
	for _, a := range Algorithms() {
		asked = nil
		var seen []string
		err := a.Prepare(context.Background(), p, func(what string, done, total int64) {
			seen = append(seen, fmt.Sprintf("%s %d/%d", what, done, total))
		})
		pdb := a.Heuristic != nil && a.Heuristic.Name == "pdb"
		switch {
		case err != nil:
			t.Errorf("%s: %v", a.Name, err)
		case pdb && (len(asked) != 1 || asked[0] != sh || strings.Join(seen, ", ") != "pattern database for 3x4 1/2, pattern database for 3x4 2/2"):
			t.Errorf("%s: asked for %v, progress %q", a.Name, asked, seen)
		case !pdb && (asked != nil || seen != nil):
			t.Errorf("%s prepared %v, progress %q", a.Name, asked, seen)
		}
	}
	a, _ := AlgorithmByName("astar-pdb")
	if err := a.Prepare(context.Background(), p, nil); err != nil {
		t.Errorf("no progress wanted: %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := a.Prepare(ctx, p, nil); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
	if err := a.Prepare(context.Background(), Problem{Shape: Shape{5, 5}}, nil); err == nil {
		t.Errorf("5x5 prepared")
	}
}

// A context cancelled before the call is answered without a search.
func TestCancelledBeforeStart(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	p := Problem{Start: hardestBoards[0], Goal: GoalBlankLast}
	for _, a := range Algorithms() {
		r, err := a.Solve(ctx, p, Options{})
		if err != nil || r.Status != Cancelled || r.Expanded != 0 || r.Path != nil {
			t.Errorf("%s: %v %v, %d expanded", a.Name, err, r.Status, r.Expanded)
		}
	}
}

// Every algorithm stops at its next check once its context is cancelled:
// here from the first progress report, on a board that takes every one of
// them 31 expansions or more.
func TestCancelDuringSearch(t *testing.T) {
	p := Problem{Start: hardestBoards[0], Goal: GoalBlankLast}
	for _, a := range Algorithms() {
		ctx, cancel := context.WithCancel(context.Background())
		reports := 0
		r, err := a.Solve(ctx, p, Options{Interval: time.Nanosecond, Progress: func(Progress) {
			reports++
			cancel()
		}})
		cancel()
		// the first report comes within the first expansions: the check runs
		// at every expansion until it has found the interval long past
		if err != nil || r.Status != Cancelled || r.Path != nil || r.Expanded > 16 || reports < 2 {
			t.Errorf("%s: %v %v after %d expanded and %d reports", a.Name, err, r.Status, r.Expanded, reports)
		}
		checkCounters(t, r)
	}
}

// Cancelling from another goroutine, as the window does: the search
// returns cancelled, without a path, so before it finished. The first
// progress report holds the search until the cancel, so that even a slow
// machine cannot let it finish first. The time it takes to return is
// logged; BenchmarkCancelLatency measures it.
func TestCancelFromAnotherGoroutine(t *testing.T) {
	p := Problem{Start: hardestBoards[0], Goal: GoalBlankLast}
	for _, name := range []string{"ids", "idastar-misplaced", "bfs", "dfs", "bidir", "astar-misplaced"} {
		a, _ := AlgorithmByName(name)
		ctx, cancel := context.WithCancel(context.Background())
		started, cancelled := make(chan struct{}), make(chan struct{})
		var once sync.Once
		done := make(chan Result)
		go func() {
			r, _ := a.Solve(ctx, p, Options{Interval: time.Nanosecond, Progress: func(Progress) {
				once.Do(func() {
					close(started)
					<-cancelled
				})
			}})
			done <- r
		}()
		<-started
		t0 := time.Now()
		cancel()
		close(cancelled)
		r := <-done
		latency := time.Since(t0)
		if r.Status != Cancelled || r.Path != nil {
			t.Errorf("%s: %v after %d expansions", name, r.Status, r.Expanded)
		}
		t.Logf("%s: returned %v after the cancel", name, latency)
	}
}

// Progress reports: monotonic counters, snapshots consistent with the
// search (h of the board as the search carries it equal to the heuristic),
// and a last report equal to the result.
func TestProgressReports(t *testing.T) {
	p := Problem{Start: truthFor(GoalBlankLast).byDist[20][321], Goal: GoalBlankLast}
	for _, a := range Algorithms() {
		if speed[a.Name] == slow && a.Name != "bfs" {
			continue // millions of reports
		}
		var snaps []Progress
		r := mustSolve(t, a, p, Options{Interval: time.Nanosecond, Progress: func(s Progress) { snaps = append(snaps, s) }})
		checkSolved(t, p, r)
		if len(snaps) < 2 {
			t.Fatalf("%s: %d reports", a.Name, len(snaps))
		}
		last := snaps[len(snaps)-1]
		if last.Expanded != r.Expanded || last.Generated != r.Generated || last.MaxDepth != r.MaxDepth ||
			last.MaxFrontier != r.MaxFrontier || last.Elapsed != r.Elapsed || last.Board != p.Goal {
			t.Errorf("%s: last report %+v, result %+v", a.Name, last, withoutTime(r))
		}
		// with a 1 ns interval a report comes at every expansion
		if int64(len(snaps)) < r.Expanded {
			t.Errorf("%s: %d reports for %d expansions", a.Name, len(snaps), r.Expanded)
		}
		for i, s := range snaps {
			if i > 0 {
				q := snaps[i-1]
				if s.Expanded < q.Expanded || s.Generated < q.Generated || s.MaxDepth < q.MaxDepth ||
					s.MaxFrontier < q.MaxFrontier || s.Elapsed < q.Elapsed {
					t.Fatalf("%s: report %d went back: %+v after %+v", a.Name, i, s, q)
				}
			}
			if !Square3.Valid(s.Board) || s.Frontier > s.MaxFrontier || s.Expanded > r.Expanded {
				t.Fatalf("%s: report %d: %+v", a.Name, i, s)
			}
			if i == len(snaps)-1 {
				break // the last report is at the goal, at the depth of the solution
			}
			if s.Depth > s.MaxDepth {
				t.Fatalf("%s: report %d: expanding at depth %d beyond the maximum %d", a.Name, i, s.Depth, s.MaxDepth)
			}
			if h := a.Heuristic; h != nil {
				est, err := h.Estimate(s.Board, p.Goal)
				if err != nil {
					t.Fatal(err)
				}
				diff := s.F - float64(s.Depth) - est
				// a sum of square roots is rounded once in F and once in
				// est, each within far less than 1e-9; whole values exactly
				if diff != 0 && (h.Name != "euclidean" || math.Abs(diff) > 1e-9) {
					t.Fatalf("%s: report %d: f %v at depth %d, but h(%v) = %v", a.Name, i, s.F, s.Depth, s.Board, est)
				}
			} else if s.F != float64(s.Depth) {
				t.Fatalf("%s: report %d: f %v at depth %d", a.Name, i, s.F, s.Depth)
			}
			if strings.HasPrefix(a.Name, "idastar") && s.F > s.Bound {
				t.Fatalf("%s: report %d: f %v above the bound %v", a.Name, i, s.F, s.Bound)
			}
			if (a.Name == "ids" || a.Name == "dls") && float64(s.Depth) >= s.Bound {
				t.Fatalf("%s: report %d: expanding at depth %d with limit %v", a.Name, i, s.Depth, s.Bound)
			}
		}
	}
}

// Reports come at the rate asked for: each but the last needs a whole
// interval since the one before, so there are at most elapsed/interval of
// them; with no interval given, DefaultInterval. A search that runs for
// many intervals reports along the way.
func TestProgressRate(t *testing.T) {
	a, _ := AlgorithmByName("bfs")
	p := Problem{Start: hardestBoards[0], Goal: GoalBlankLast}
	for _, interval := range []time.Duration{0, 500 * time.Microsecond} {
		n := 0
		r := mustSolve(t, a, p, Options{Interval: interval, Progress: func(Progress) { n++ }})
		if interval == 0 {
			interval = DefaultInterval
		}
		if limit := int(r.Elapsed / interval); n-1 > limit {
			t.Errorf("interval %v: %d reports in %v", interval, n, r.Elapsed)
		}
		// the search looks at the clock every 1024 expansions at most, a
		// fraction of a millisecond: only a stall of many intervals right at
		// its end could leave a long search without a report before the last
		if n < 1 || (r.Elapsed > 20*interval && n < 2) {
			t.Errorf("interval %v: %d reports in %v", interval, n, r.Elapsed)
		}
	}
	// no callback: the interval alone changes nothing
	r1 := mustSolve(t, a, p, Options{Interval: time.Nanosecond})
	r2 := mustSolve(t, a, p, Options{})
	if !reflect.DeepEqual(withoutTime(r1), withoutTime(r2)) {
		t.Errorf("an interval without a callback changed the result")
	}
}

// A callback that blocks for longer than the interval slows the search down
// to one expansion per report: how the window plays a search in slow
// motion.
func TestProgressSlowMotion(t *testing.T) {
	a, _ := AlgorithmByName("ids")
	p := Problem{Start: hardestBoards[0], Goal: GoalBlankLast}
	const pause, interval = 2 * time.Millisecond, time.Millisecond
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var seen []int64
	r, err := a.Solve(ctx, p, Options{Interval: interval, Progress: func(s Progress) {
		seen = append(seen, s.Expanded)
		if len(seen) == 30 {
			cancel()
			return
		}
		time.Sleep(pause)
	}})
	if err != nil || r.Status != Cancelled {
		t.Fatalf("%v %v", r.Status, err)
	}
	// after the first report every expansion is reported: once the
	// callback has taken a whole interval, the search checks at each one
	for i := 2; i < 30; i++ {
		if seen[i]-seen[i-1] != 1 {
			t.Fatalf("reports at expansions %v: want consecutive ones after the first", seen)
		}
	}
	// the search's time is its own: the callback's pauses are not in it
	if r.Elapsed >= 28*pause {
		t.Errorf("29 blocking reports of %v counted in the search's time: %v", pause, r.Elapsed)
	}
}

// TestWarmPauses: a new workspace's first writes pause (in a browser, the
// page's turn) every warmPiece entries: a race's four searches warmed
// theirs in one turn of the page, 200 ms.
func TestWarmPauses(t *testing.T) {
	pauses := 0
	warmPause = func() { pauses++ }
	defer func() { warmPause = func() { yield() } }()
	new(workspace).warm()
	if want := (warmNodes + setMax) / warmPiece; pauses < want {
		t.Errorf("a workspace's warm-up paused %d times, want %d (every %d entries)", pauses, want, warmPiece)
	}
}
