package tabkit

import (
	"context"
	"errors"
	"io"
	"strings"
	"sync"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/anim"
	"github.com/eightpuzzle/eightpuzzle/app/internal/memprefs"
	"github.com/eightpuzzle/eightpuzzle/app/internal/uiqueue"
	"github.com/eightpuzzle/eightpuzzle/app/session"
)

type gifFixture struct {
	s    *session.Session
	q    *uiqueue.Queue
	w    fyne.Window
	told []string
	mu   sync.Mutex
	got  anim.Settings // what Make was given
	from int
	to   int
}

func newGIFFixture(t *testing.T) *gifFixture {
	test.NewTempApp(t)
	f := &gifFixture{q: &uiqueue.Queue{}}
	f.s = session.New(memprefs.Prefs{}, f.q.Do)
	f.w = test.NewTempWindow(t, widget.NewLabel("tab"))
	f.w.Resize(fyne.NewSize(900, 700))
	t.Cleanup(func() {
		f.s.Shutdown()
		f.q.Drain()
	})
	return f
}

func (f *gifFixture) tell(_ widget.Importance, text string) { f.told = append(f.told, text) }

// The dialog asks the size, the speed and the range of steps, hands them
// to Make off the UI goroutine with a progress bar shown, then offers the
// file with the save dialog.
func TestGIFDialogMakesTheGIF(t *testing.T) {
	f := newGIFFixture(t)
	g := GIF{Title: "Save steps as GIF", File: "steps.gif", Unit: "steps", Steps: 300, From: 1, To: 50,
		Make: func(ctx context.Context, w io.Writer, s anim.Settings, from, to int) error {
			f.mu.Lock()
			f.got, f.from, f.to = s, from, to
			f.mu.Unlock()
			for i := 1; i <= 3; i++ {
				s.Progress(i, 3)
			}
			_, err := w.Write([]byte("GIF89a"))
			return err
		}}
	v := newGIFDialog(f.s, f.w, g, f.tell)
	v.form.Show()
	if got := v.speed.Selected; got != "2 steps a second" || v.size.Selected != "600 px" {
		t.Errorf("first %q, %q; want 600 px, 2 steps a second", v.size.Selected, got)
	}
	v.size.SetSelectedIndex(2)
	v.speed.SetSelectedIndex(3)
	v.from.SetText("10")
	v.to.SetText("5")
	if v.from.Validate() != nil || v.to.Validate() == nil {
		t.Error("steps 10 to 5: want the end marked, not the start")
	}
	v.from.SetText("0")
	if v.from.Validate() == nil {
		t.Error("step 0 passes")
	}
	v.from.SetText("10")
	v.to.SetText("400")
	if err := v.to.Validate(); err != nil {
		t.Errorf("steps 10 to 400 of 300 (to the end): %v", err)
	}
	v.from.SetText("301")
	if err := v.to.Validate(); err == nil || !strings.Contains(err.Error(), "only 300 steps") {
		t.Errorf("steps 301 on: %v", err)
	}
	v.from.SetText("10")
	v.form.Hide()
	v.start()
	progress := f.w.Canvas().Overlays().Top()
	if progress == nil {
		t.Fatal("no progress shown")
	}
	f.q.WaitFor(t, "the GIF", func() bool { return f.s.Rendering() == 0 }, nil)
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.got.Size != 800 || f.got.Speed != 4 || f.from != 10 || f.to != 300 {
		t.Errorf("Make got %d px at %v, steps %d to %d; want 800 px at 4, steps 10 to 300", f.got.Size, f.got.Speed, f.from, f.to)
	}
	if w := f.got.Words; w.Tr == nil || w.Plural == nil || w.Count == nil || w.Ordinal == nil || w.Title == nil {
		t.Errorf("Make got the command line's English, not the window's words: %+v", w)
	}
	if len(f.told) != 0 {
		t.Errorf("told %q before the file was saved", f.told)
	}
	// the save dialog is up: the progress dialog went away
	if top := f.w.Canvas().Overlays().Top(); top == nil || top == progress {
		t.Errorf("no save dialog shown after the GIF was made")
	}
}

// Cancel stops the render at once and says so; an error of Make is said.
func TestGIFDialogCancelAndError(t *testing.T) {
	f := newGIFFixture(t)
	stopped := make(chan error, 1)
	started := make(chan struct{})
	v := newGIFDialog(f.s, f.w, GIF{Title: "t", File: "x.gif", Unit: "moves",
		Make: func(ctx context.Context, _ io.Writer, _ anim.Settings, _, _ int) error {
			close(started)
			<-ctx.Done()
			stopped <- ctx.Err()
			return ctx.Err()
		}}, f.tell)
	v.start()
	<-started
	test.Tap(v.cancel)
	if err := <-stopped; !errors.Is(err, context.Canceled) {
		t.Errorf("the render ended with %v", err)
	}
	f.q.WaitFor(t, "the render to end", func() bool { return f.s.Rendering() == 0 }, nil)
	if len(f.told) != 1 || f.told[0] != "GIF cancelled." {
		t.Errorf("told %q", f.told)
	}

	f.told = nil
	v = newGIFDialog(f.s, f.w, GIF{Title: "t", File: "x.gif", Unit: "moves",
		Make: func(context.Context, io.Writer, anim.Settings, int, int) error { return errors.New("out of frames") }}, f.tell)
	v.start()
	f.q.WaitFor(t, "the error", func() bool { return len(f.told) > 0 }, nil)
	if f.told[0] != "Could not make the GIF: out of frames." {
		t.Errorf("told %q", f.told)
	}
}
