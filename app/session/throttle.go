package session

import (
	"sync/atomic"
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

// tickOnUI is the body of a goroutine that runs tick on the UI goroutine
// (through do) every interval until stop is closed. A tick still waiting
// for the UI makes the next ones skip rather than pile up behind it, so a
// busy window slows the animation instead of queueing a backlog. Each
// player (the replay, the explorer, the race) runs one.
func tickOnUI(do func(func()), every time.Duration, stop <-chan struct{}, tick func()) func() {
	return func() {
		var queued atomic.Bool
		t := time.NewTicker(every)
		defer t.Stop()
		for {
			select {
			case <-stop:
				return
			case <-t.C:
				if !queued.CompareAndSwap(false, true) {
					continue
				}
				do(func() {
					queued.Store(false)
					tick()
				})
			}
		}
	}
}
