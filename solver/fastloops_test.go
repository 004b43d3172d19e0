package solver

import (
	"context"
	"math/rand/v2"
	"reflect"
	"testing"
	"time"
)

// TestFastLoops checks the 3x3's specialised loops (bestFirstFast,
// visitFast) against the general ones they copy, directly: every algorithm
// runs on each board twice, as it runs by default and sent to the general
// loops (Options.general), and both runs must expand the same boards in
// the same order, with the same counters at each, and return the same
// result. A progress report at every expansion records the order; a node
// limit bounds the slow algorithms (a limited run must agree too).
func TestFastLoops(t *testing.T) {
	// a clock that moves a second a reading: every check reports
	at := time.Now()
	timeNow = func() time.Time { at = at.Add(time.Second); return at }
	t.Cleanup(func() { timeNow = time.Now })

	n := 12
	if testing.Short() {
		n = 3
	}
	rng := rand.New(rand.NewPCG(24, 6))
	type problem struct{ start, goal Board }
	var problems []problem
	for _, goal := range []Board{GoalBlankLast, GoalSpiral, GoalBlankFirst} {
		for range n {
			problems = append(problems, problem{Square3.Random(rng, goal), goal})
		}
	}
	// the general loops differ in what they do once the set outgrows
	// itself: a limit past that point covers the move to ranked arrays
	const limit = 40000

	run := func(a *Algorithm, p problem, general bool) (Result, []Progress, error) {
		var log []Progress
		opt := Options{MaxNodes: limit, Interval: time.Millisecond, general: general,
			Progress: func(pr Progress) { pr.Elapsed = 0; log = append(log, pr) }}
		r, err := a.Solve(context.Background(), Problem{Start: p.start, Goal: p.goal}, opt)
		r.Elapsed, r.Prepared = 0, nil
		return r, log, err
	}
	for _, a := range Algorithms() {
		if a.Heuristic == nil && a.Frontier != FrontierByG {
			continue // neither a best-first nor an IDA* loop: nothing to compare
		}
		t.Run(a.Name, func(t *testing.T) {
			for _, p := range problems {
				fast, fastLog, err1 := run(a, p, false)
				gen, genLog, err2 := run(a, p, true)
				if (err1 == nil) != (err2 == nil) {
					t.Fatalf("%v -> %v: errors %v and %v", p.start, p.goal, err1, err2)
				}
				if err1 != nil {
					continue // the same error both ways (no pattern source here)
				}
				if fast.Expanded > 0 && int64(len(fastLog)) != fast.Expanded {
					t.Fatalf("%v -> %v: %d reports for %d expansions: the log misses some", p.start, p.goal, len(fastLog), fast.Expanded)
				}
				if len(fastLog) != len(genLog) {
					t.Fatalf("%v -> %v: %d expansions by default, %d by the general loop", p.start, p.goal, len(fastLog), len(genLog))
				}
				for i := range fastLog {
					if fastLog[i] != genLog[i] {
						t.Fatalf("%v -> %v: expansion %d differs:\n default %+v\n general %+v", p.start, p.goal, i, fastLog[i], genLog[i])
					}
				}
				if !reflect.DeepEqual(fast, gen) {
					t.Fatalf("%v -> %v: results differ:\n default %+v\n general %+v", p.start, p.goal, fast, gen)
				}
			}
		})
	}
}
