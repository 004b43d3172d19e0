package app

import (
	"strings"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"go.uber.org/goleak"
)

// TestMain fails the package if any test leaves a goroutine running: every
// search, table build and replay ticker must end by shutdown.
func TestMain(m *testing.M) {
	goleak.VerifyTestMain(m)
}

// queue stands in for the main loop. Under the test driver fyne.Do runs a
// function at once on the calling goroutine, which would let a search
// goroutine touch widgets while the test does; the queue instead holds the
// functions until the test goroutine runs them, as the real loop would.
type queue struct {
	mu  sync.Mutex
	fns []func()
}

func (q *queue) do(f func()) {
	q.mu.Lock()
	q.fns = append(q.fns, f)
	q.mu.Unlock()
}

func (q *queue) drain() {
	for {
		q.mu.Lock()
		fns := q.fns
		q.fns = nil
		q.mu.Unlock()
		if len(fns) == 0 {
			return
		}
		for _, f := range fns {
			f()
		}
	}
}

type harness struct {
	t *testing.T
	u *ui
	c *controller
	q *queue
}

// newHarness builds the whole window on a test app and waits for the
// distance table, as a person would see it a moment after start.
func newHarness(t *testing.T) *harness {
	t.Helper()
	a := test.NewTempApp(t)
	return newHarnessOn(t, a)
}

func newHarnessOn(t *testing.T, a fyne.App) *harness {
	t.Helper()
	q := &queue{}
	u := newUI(a, q.do)
	u.win.Resize(fyne.NewSize(1180, 800))
	h := &harness{t: t, u: u, c: u.c, q: q}
	t.Cleanup(func() {
		u.c.shutdown()
		q.drain()
		u.win.Close()
	})
	h.waitFor("the distance table", func() bool { return h.c.table != nil })
	return h
}

// waitFor runs queued UI work until cond holds, failing after a deadline.
func (h *harness) waitFor(what string, cond func() bool) {
	h.t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		h.q.drain()
		if cond() {
			return
		}
		if time.Now().After(deadline) {
			h.t.Fatalf("timed out waiting for %s; status: %q", what, h.c.status)
		}
		time.Sleep(2 * time.Millisecond)
	}
}

// waitText waits until a label's text contains want.
func (h *harness) waitText(what string, text func() string, want string) {
	h.t.Helper()
	h.waitFor(what+" to say "+want, func() bool { return strings.Contains(text(), want) })
}

func mustContain(t *testing.T, what, got, want string) {
	t.Helper()
	if !strings.Contains(got, want) {
		t.Fatalf("%s = %q, want it to contain %q", what, got, want)
	}
}

func keyEvent(name fyne.KeyName) *fyne.KeyEvent { return &fyne.KeyEvent{Name: name} }
