package solver

import (
	"context"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// idastar-pdb78 is on request: found by name, in no list of every
// algorithm and no family's members, and not offered at all in a browser.
func TestPatterns78OnRequest(t *testing.T) {
	a, err := AlgorithmByName("idastar-pdb78")
	if err != nil {
		t.Fatal(err)
	}
	if !a.Patterns78 || a.Family != FamilyIDAStar || a.Heuristic == nil || !a.Optimal {
		t.Errorf("idastar-pdb78: %+v", a)
	}
	if slices.Contains(Algorithms(), a) || slices.Contains(FamilyIDAStar.Members(), a) || FamilyIDAStar.Algorithm(a.Heuristic) == a {
		t.Error("idastar-pdb78 is among every algorithm or its family's: a default would build its databases")
	}
	if !slices.Contains(OnRequest(), a) {
		t.Error("idastar-pdb78 is not on request")
	}
	for _, b := range Algorithms() {
		if b.Patterns78 {
			t.Errorf("%s uses the 7-8 and is among every algorithm", b.Name)
		}
	}
	if got := onRequestFor("js"); len(got) != 0 {
		t.Errorf("a browser is offered %d on-request algorithms, want none", len(got))
	}
	if got := onRequestFor("windows"); len(got) != 1 || got[0].Name != "idastar-pdb78" {
		t.Errorf("a desktop is offered %v", got)
	}
}

// A memory cap below what the 7-8 databases take refuses the search on
// 4x4 with a message naming the need; the default cap, none, and other
// sizes go ahead.
func TestPatterns78MemoryCap(t *testing.T) {
	a, _ := AlgorithmByName("idastar-pdb78")
	var asked []bool
	RegisterPatterns78(func(ctx context.Context, shape Shape, goal Board, progress func(done, total int64)) (PatternDB, error) {
		asked = append(asked, true)
		return manhattanDB{mustHeuristic("manhattan").table(shape, goal)}, nil
	})
	defer RegisterPatterns78(nil)
	p4 := problem4x4(12)
	_, err := a.Solve(context.Background(), p4, Options{MaxMemory: 100 << 20})
	if err == nil || !strings.Contains(err.Error(), "needs 275 MiB") || !strings.Contains(err.Error(), "memory cap of 100 MiB") {
		t.Errorf("a cap of 100 MB: %v, want an error naming the need", err)
	}
	if len(asked) != 0 {
		t.Errorf("the databases were asked for %d times under a cap too small", len(asked))
	}
	if err := a.Prepare(context.Background(), p4, nil); err != nil {
		t.Errorf("prepare under the default cap: %v", err)
	}
	for _, mem := range []int64{0, -1, 1 << 30} {
		r, err := a.Solve(context.Background(), p4, Options{MaxMemory: mem})
		if err != nil || r.Status != Solved {
			t.Errorf("cap %d: %v %v", mem, r.Status, err)
		}
	}
	if len(asked) != 4 {
		t.Errorf("the 7-8 source was asked %d times, want 4 (a prepare and three searches)", len(asked))
	}
	// on 3x3 the pdb heuristic's own databases lead it, whatever the cap
	asked = nil
	r, err := a.Solve(context.Background(), Problem{Start: hardestBoards[0], Goal: GoalBlankLast}, Options{MaxMemory: 1 << 20})
	if err != nil || r.Status != Solved || len(asked) != 0 {
		t.Errorf("3x3: %v %v, the 7-8 source asked %d times", r.Status, err, len(asked))
	}
}

// Without a 7-8 source the algorithm says so on 4x4.
func TestPatterns78Missing(t *testing.T) {
	a, _ := AlgorithmByName("idastar-pdb78")
	RegisterPatterns78(nil)
	p4 := problem4x4(12)
	if _, err := a.Solve(context.Background(), p4, Options{}); err != ErrNoPatterns78 {
		t.Errorf("no 7-8 source: %v, want %v", err, ErrNoPatterns78)
	}
}

// problem4x4 is a 4x4 board n random moves from the goal.
func problem4x4(n int) Problem {
	sh := Shape{Rows: 4, Cols: 4}
	return Problem{Shape: sh, Start: sh.Walk(rand.New(rand.NewPCG(78, 1)), sh.Goal(), n), Goal: sh.Goal()}
}
