package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"go.uber.org/goleak"

	"github.com/eightpuzzle/eightpuzzle/app/internal/tabpage"
	"github.com/eightpuzzle/eightpuzzle/app/internal/uiqueue"
)

// TestMain fails the package if any test leaves a goroutine running: every
// search, table build and replay ticker must end by shutdown.
func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

type harness struct {
	t *testing.T
	u *ui
	q *uiqueue.Queue
}

// newHarness builds the whole window on a test app of the given size and
// waits for the distance table, as a person would see it a moment after
// start.
func newHarness(t *testing.T, a fyne.App, size fyne.Size) *harness {
	t.Helper()
	q := &uiqueue.Queue{}
	u := newUI(a, q.Do)
	u.win.Resize(size)
	h := &harness{t: t, u: u, q: q}
	t.Cleanup(func() {
		u.s.Shutdown()
		q.Drain()
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
	h.q.WaitFor(h.t, what, cond, func() string { return h.u.s.Status().Text })
}

// all lists every object in o's tree, every tab's content included (built
// if it was not yet).
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
	case *tabpage.Page:
		// every tab's content, as a moment after the first frame (the
		// window builds the tabs not in view then)
		kids = []fyne.CanvasObject{o.Build()}
	}
	for _, k := range kids {
		out = append(out, all(k)...)
	}
	return out
}

// button is the window's button of that text, in whichever tab; the test
// fails if there is none or more than one.
func (h *harness) button(text string) *widget.Button {
	h.t.Helper()
	var found []*widget.Button
	for _, o := range all(h.u.win.Content()) {
		if b, ok := o.(*widget.Button); ok && b.Text == text {
			found = append(found, b)
		}
	}
	if len(found) != 1 {
		h.t.Fatalf("%d buttons say %q, want one", len(found), text)
	}
	return found[0]
}

// label is a label of the window that says text, or nil.
func (h *harness) label(text string) *widget.Label {
	for _, o := range all(h.u.win.Content()) {
		if l, ok := o.(*widget.Label); ok && l.Text == text {
			return l
		}
	}
	return nil
}

// bounds is where o is in the window.
func bounds(o fyne.CanvasObject) (fyne.Position, fyne.Size) {
	return fyne.CurrentApp().Driver().AbsolutePositionForObject(o), o.Size()
}
