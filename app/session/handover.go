package session

import (
	"sync"
	"time"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// handover carries what a worker goroutine reports to the UI goroutine. A
// search reports far more often than a screen redraws, so what comes is
// gathered and handed over at most once per interval, with never more than
// one hand-over queued: a slow UI cannot be flooded. What is still gathered
// when the work ends comes with its result, so nothing is lost for good.
type handover struct {
	do    func(func()) // runs a function on the UI goroutine
	every time.Duration

	mu      sync.Mutex
	pending bool
	last    time.Time
}

// put runs store under the lock to keep what came, then queues deliver on
// the UI goroutine unless one is queued or the last went out too recently.
// It never blocks on the UI (in a browser it waits for the page's turn).
func (h *handover) put(store, deliver func()) {
	h.mu.Lock()
	store()
	if h.pending || time.Since(h.last) < h.every {
		h.mu.Unlock()
		return
	}
	h.pending, h.last = true, time.Now()
	h.mu.Unlock()
	// In a browser the window redraws in the worker's one thread: the
	// redraw gets a turn of the page to itself (solver.YieldToPage).
	solver.YieldToPage()
	h.do(deliver)
	solver.YieldToPage()
}

// take runs collect under the lock, on the UI goroutine, and lets the next
// put queue a hand-over again.
func (h *handover) take(collect func()) {
	h.mu.Lock()
	collect()
	h.pending = false
	h.mu.Unlock()
}
