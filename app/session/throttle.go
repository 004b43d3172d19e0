package session

import (
	"time"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// throttle hands a search's latest progress to the UI.
type throttle struct {
	handover
	show   func(solver.Progress) // runs on the UI goroutine
	latest solver.Progress
}

func newThrottle(do func(func()), every time.Duration, show func(solver.Progress)) *throttle {
	return &throttle{handover: handover{do: do, every: every}, show: show}
}

// report is the solver's Progress callback.
func (t *throttle) report(p solver.Progress) {
	t.put(func() { t.latest = p }, t.flush)
}

func (t *throttle) flush() {
	var p solver.Progress
	t.take(func() { p = t.latest })
	t.show(p)
}
