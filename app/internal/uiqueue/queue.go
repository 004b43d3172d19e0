// Package uiqueue stands in for Fyne's main loop in tests. Under the test
// driver fyne.Do runs a function at once on the calling goroutine, which
// would let a search goroutine touch widgets while the test does; a Queue
// instead holds the functions until the test goroutine runs them, as the
// real loop would.
package uiqueue

import (
	"sync"
	"testing"
	"time"
)

// Queue collects the functions handed to Do until Drain runs them.
type Queue struct {
	// Timeout is how long WaitFor waits; 0 means 20 seconds.
	Timeout time.Duration

	mu  sync.Mutex
	fns []func()
}

// Do queues f; it is what the session or a widget gets instead of fyne.Do.
func (q *Queue) Do(f func()) {
	q.mu.Lock()
	q.fns = append(q.fns, f)
	q.mu.Unlock()
}

// Drain runs queued functions, and those they queue, until none is left;
// it says how many it ran.
func (q *Queue) Drain() int {
	ran := 0
	for {
		q.mu.Lock()
		fns := q.fns
		q.fns = nil
		q.mu.Unlock()
		if len(fns) == 0 {
			return ran
		}
		for _, f := range fns {
			f()
		}
		ran += len(fns)
	}
}

// WaitFor drains until cond holds, failing t after the Timeout; status,
// if not nil, says what the app showed then.
func (q *Queue) WaitFor(t testing.TB, what string, cond func() bool, status func() string) {
	t.Helper()
	timeout := q.Timeout
	if timeout == 0 {
		timeout = 20 * time.Second
	}
	deadline := time.Now().Add(timeout)
	for q.Drain(); !cond(); q.Drain() {
		if time.Now().After(deadline) {
			if status != nil {
				t.Fatalf("timed out waiting for %s; status: %q", what, status())
			}
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(time.Millisecond)
	}
}
