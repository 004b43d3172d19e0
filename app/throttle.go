package app

import (
	"sync"
	"time"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// throttle carries progress from a search goroutine to the UI goroutine.
// A search reports far more often than a screen redraws, so it keeps only
// the latest report and hands it over at most once per interval, with never
// more than one hand-over queued: a slow UI cannot be flooded.
type throttle struct {
	do    func(func())          // runs a function on the UI goroutine
	show  func(solver.Progress) // runs on the UI goroutine
	every time.Duration

	mu      sync.Mutex
	latest  solver.Progress
	pending bool
	last    time.Time
}

// report is the solver's Progress callback; it never blocks on the UI.
func (t *throttle) report(p solver.Progress) {
	t.mu.Lock()
	t.latest = p
	if t.pending || time.Since(t.last) < t.every {
		t.mu.Unlock()
		return // the final counts come with the result, so none is lost for good
	}
	t.pending, t.last = true, time.Now()
	t.mu.Unlock()
	t.do(t.flush)
}

func (t *throttle) flush() {
	t.mu.Lock()
	p := t.latest
	t.pending = false
	t.mu.Unlock()
	t.show(p)
}
