package solver

import (
	"context"
	"testing"
	"time"
)

// Elapsed is the search's own time: a database made first is reported
// apart (Prepared), built or loaded, and a database held in memory is not
// reported at all.
func TestElapsedLeavesOutPreparation(t *testing.T) {
	const build = 30 * time.Millisecond
	fromCache := false
	RegisterPatterns(func(ctx context.Context, shape Shape, goal Board, progress func(done, total int64)) (PatternDB, error) {
		t, err := TableFor(ctx, shape, goal)
		if err != nil || progress == nil {
			return tableDB{t}, err // held: no progress, nothing made
		}
		time.Sleep(build)
		progress(1, 1)
		return cachedDB{tableDB{t}, fromCache}, nil
	})
	defer registerStandIn()
	a, _ := AlgorithmByName("astar-pdb")
	p := Problem{Start: hardestBoards[0], Goal: GoalBlankLast}
	for _, cached := range []bool{false, true} {
		fromCache = cached
		r := mustSolve(t, a, p, Options{})
		switch pr := r.Prepared; {
		case pr == nil:
			t.Fatalf("cache %v: nothing prepared, want the database", cached)
		case pr.What != "pattern database for 3x3" || pr.Loaded != cached || pr.Took < build:
			t.Errorf("cache %v: prepared %+v, want the 3x3's, loaded %v, in %v or more", cached, *pr, cached, build)
		case r.Elapsed >= pr.Took:
			t.Errorf("cache %v: the search's %v counts the database's %v", cached, r.Elapsed, pr.Took)
		}
	}
	// the source gets no progress to report to when nothing asks for it:
	// the stand-in then answers as a database held in memory does
	RegisterPatterns(func(ctx context.Context, shape Shape, goal Board, _ func(done, total int64)) (PatternDB, error) {
		t, err := TableFor(ctx, shape, goal)
		return tableDB{t}, err
	})
	if r := mustSolve(t, a, p, Options{}); r.Prepared != nil {
		t.Errorf("a database held in memory: prepared %+v", *r.Prepared)
	}
}

type cachedDB struct {
	tableDB
	cached bool
}

func (d cachedDB) FromCache() bool { return d.cached }

// What the caller does in its callbacks, recording a trace or drawing
// progress, is not the search's time.
func TestElapsedLeavesOutCallbacks(t *testing.T) {
	a, _ := AlgorithmByName("astar-manhattan")
	p := Problem{Start: hardestBoards[0], Goal: GoalBlankLast}
	const pause = 5 * time.Microsecond
	var spent time.Duration
	slow := func() {
		at := time.Now()
		for time.Since(at) < pause {
		}
		spent += time.Since(at)
	}
	r := mustSolve(t, a, p, Options{Trace: func(Event) { slow() }})
	if r.Elapsed >= spent {
		t.Errorf("traced: the search's %v counts the %v spent recording", r.Elapsed, spent)
	}
	spent = 0
	r = mustSolve(t, a, p, Options{Interval: time.Nanosecond, Progress: func(Progress) { slow() }})
	if r.Elapsed >= spent {
		t.Errorf("reported: the search's %v counts the %v spent in the reports", r.Elapsed, spent)
	}
}

// A new workspace comes with its first arrays made and written, so that a
// first search does not count the fresh memory's page faults as its time.
func TestNewWorkspaceIsWarm(t *testing.T) {
	var held []*workspace
	for range cap(workspaces) + 1 { // past the pool: a new one
		held = append(held, getWorkspace())
	}
	w := held[len(held)-1]
	if cap(w.nodes) < warmNodes || len(w.set.e) < setMax {
		t.Errorf("a new workspace has room for %d nodes and %d set entries, want %d and %d", cap(w.nodes), len(w.set.e), warmNodes, setMax)
	}
	for _, w := range held {
		putWorkspace(w)
	}
}
