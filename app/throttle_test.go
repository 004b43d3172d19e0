package app

import (
	"testing"
	"time"

	"go.uber.org/goleak"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// TestThrottleCoalesces checks that a flood of reports queues one hand-over
// at a time and that the hand-over shows the latest report.
func TestThrottleCoalesces(t *testing.T) {
	q := &queue{}
	var shown []int64
	th := newThrottle(q.do, 0, func(p solver.Progress) { shown = append(shown, p.Expanded) })
	for i := range int64(1000) {
		th.report(solver.Progress{Expanded: i + 1})
	}
	if n := len(q.fns); n != 1 {
		t.Fatalf("%d hand-overs queued, want 1", n)
	}
	q.drain()
	if len(shown) != 1 || shown[0] != 1000 {
		t.Fatalf("shown %v, want just the latest, 1000", shown)
	}

	slow := newThrottle(q.do, time.Hour, func(p solver.Progress) { shown = append(shown, p.Expanded) })
	slow.report(solver.Progress{Expanded: 1})
	q.drain()
	slow.report(solver.Progress{Expanded: 2}) // within the interval: held back
	if len(q.fns) != 0 {
		t.Fatal("a report inside the interval was handed over")
	}
}

// TestSolveAndCancelLeaveNoGoroutines runs searches, stops one, supersedes
// another and replays, then checks that shutdown left nothing running.
func TestSolveAndCancelLeaveNoGoroutines(t *testing.T) {
	h := newHarness(t)
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	c := h.c
	c.setBoard(solver.MustParse("867/254/301"))
	c.setWatch(true)
	c.solve()
	h.waitFor("the watched search", func() bool { return c.progress.Expanded > 0 })
	c.stop()
	c.solve()
	c.setBoard(solver.MustParse("813/402/765")) // supersedes the running one
	c.setWatch(false)
	c.solve()
	h.waitFor("the solution", func() bool { return c.replay.res != nil })
	c.playReplay()
	c.shutdown()
	h.q.drain()
}
