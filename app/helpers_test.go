package app

import (
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"go.uber.org/goleak"
)

// TestMain fails the package if any test leaves a goroutine running: every
// search, table build and replay ticker must end by shutdown.
func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

// queue stands in for the main loop. Under the test driver fyne.Do runs a
// function at once on the calling goroutine, which would let a search
// goroutine touch widgets while the test does; the queue instead holds the
// functions until the test goroutine runs them, as the real loop would.
type queue struct {
	mu  sync.Mutex
	fns []func()
}

func (q *queue) do(f func()) { q.mu.Lock(); q.fns = append(q.fns, f); q.mu.Unlock() }

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
	q *queue
}

// newHarness builds the whole window on a test app of the given size and
// waits for the distance table, as a person would see it a moment after
// start.
func newHarness(t *testing.T, a fyne.App, size fyne.Size) *harness {
	t.Helper()
	q := &queue{}
	u := newUI(a, q.do)
	u.win.Resize(size)
	h := &harness{t: t, u: u, q: q}
	t.Cleanup(func() {
		u.s.Shutdown()
		q.drain()
		u.win.Close()
	})
	h.waitFor("the distance table", u.s.TableReady)
	return h
}

func newDefaultHarness(t *testing.T) *harness {
	return newHarness(t, test.NewTempApp(t), fyne.NewSize(1180, 800))
}

// waitFor runs queued UI work until cond holds, failing after a deadline.
func (h *harness) waitFor(what string, cond func() bool) {
	h.t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for h.q.drain(); !cond(); h.q.drain() {
		if time.Now().After(deadline) {
			h.t.Fatalf("timed out waiting for %s; status: %q", what, h.u.s.Status().Text)
		}
		time.Sleep(2 * time.Millisecond)
	}
}

// all lists every object in o's tree, every tab's content included.
func all(o fyne.CanvasObject) []fyne.CanvasObject {
	out := []fyne.CanvasObject{o}
	var kids []fyne.CanvasObject
	switch o := o.(type) {
	case *fyne.Container:
		kids = o.Objects
	case *container.Scroll:
		kids = []fyne.CanvasObject{o.Content}
	case *container.Split:
		kids = []fyne.CanvasObject{o.Leading, o.Trailing}
	case *container.AppTabs:
		for _, it := range o.Items {
			kids = append(kids, it.Content)
		}
	}
	for _, k := range kids {
		out = append(out, all(k)...)
	}
	return out
}

// bounds is where o is in the window.
func bounds(o fyne.CanvasObject) (fyne.Position, fyne.Size) {
	return fyne.CurrentApp().Driver().AbsolutePositionForObject(o), o.Size()
}
