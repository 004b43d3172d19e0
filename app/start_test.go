package app

import (
	"image"
	"image/draw"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/eightpuzzle/eightpuzzle/app/session"

	"github.com/eightpuzzle/eightpuzzle/app/internal/uiqueue"
	"github.com/eightpuzzle/eightpuzzle/app/widgets"
)

// BenchmarkNewWindow builds the window and draws its first frame, as the
// page does before anything shows (in a browser about 8 s of Go, at a
// load of 3 to 4, in one task).
func BenchmarkNewWindow(b *testing.B) {
	for b.Loop() {
		a := test.NewTempApp(b)
		q := &uiqueue.Queue{}
		u := newUI(a, q.Do)
		u.win.Resize(fyne.NewSize(1180, 800))
		u.win.Canvas().Capture()
		b.StopTimer()
		u.s.Shutdown()
		q.Drain()
		u.win.Close()
		b.StartTimer()
	}
}

// TestStartBuildsTheTabInView: building the window builds the content of
// the tab in view alone; the others are built once the first frame is
// drawn, each in a turn of the UI goroutine of its own, and a tab shown
// before then is built as it is shown.
func TestStartBuildsTheTabInView(t *testing.T) {
	a := test.NewTempApp(t)
	q := &uiqueue.Queue{}
	var u *ui
	built := func() (tabs []session.Tab) {
		for i := range u.tabs.Items {
			if u.page(session.Tab(i)).Built() {
				tabs = append(tabs, session.Tab(i))
			}
		}
		return tabs
	}
	most := 0 // the most tabs one function on the UI goroutine built
	u = newUI(a, func(f func()) {
		q.Do(func() {
			n := len(built())
			f()
			most = max(most, len(built())-n)
		})
	})
	t.Cleanup(func() {
		u.s.Shutdown()
		q.Drain()
		u.win.Close()
	})
	if got := built(); !slices.Equal(got, []session.Tab{u.s.Tab()}) {
		t.Fatalf("the window built the tabs %v before its first frame, want only the one in view, %v", got, u.s.Tab())
	}
	u.s.SetTab(session.CompareTab) // a key or a menu, before the first frame
	if !u.page(session.CompareTab).Built() || u.tabs.SelectedIndex() != int(session.CompareTab) {
		t.Fatalf("the Compare tab shown before the first frame is not built (built: %v)", built())
	}
	q.Drain()
	if got := built(); len(got) != 2 {
		t.Fatalf("before the first frame the tabs %v are built, want the two shown", got)
	}
	u.win.Resize(fyne.NewSize(1180, 800))
	u.win.Canvas().Capture() // the first frame
	q.WaitFor(t, "every tab built", func() bool { return len(built()) == len(u.tabs.Items) }, nil)
	if most != 1 {
		t.Errorf("one turn of the UI goroutine built %d tabs, want one a turn", most)
	}
}

// TestStartLaysTheTabsOutOnce: the window is laid out at its size from
// the start, so the tabs' headers are set once; laid out first at its
// least size, the headers lost their names and icons, then got them back,
// two builds of the tab bar more before the first frame.
func TestStartLaysTheTabsOutOnce(t *testing.T) {
	a := test.NewTempApp(t)
	q := &uiqueue.Queue{}
	u := newUI(a, q.Do)
	t.Cleanup(func() {
		u.s.Shutdown()
		q.Drain()
		u.win.Close()
	})
	found := false
	for _, o := range all(u.win.Content()) {
		if n, ok := widgets.HeaderChanges(o); ok {
			found = true
			if n != 0 {
				t.Errorf("building the window changed the tabs' headers %d times, want none (they fit at %v)", n, u.win.Canvas().Size())
			}
		}
	}
	if !found {
		t.Fatal("no tabs laid out by FitTabs in the window")
	}
}

// TestShownEarlyIsTheWindow: the window shown before it is built (the
// browser's start, NewShownEarly) ends as the window built before it is
// shown: its content, its menu and its first frame the same.
func TestShownEarlyIsTheWindow(t *testing.T) {
	frame := func(early bool) (*ui, *image.RGBA) {
		a := test.NewTempApp(t)
		q := &uiqueue.Queue{}
		u := buildUI(a, q.Do, early)
		t.Cleanup(func() {
			u.s.Shutdown()
			q.Drain()
			u.win.Close()
		})
		u.win.Resize(fyne.NewSize(1180, 800))
		q.Drain()
		img := u.win.Canvas().Capture()
		rgba := image.NewRGBA(img.Bounds())
		draw.Draw(rgba, rgba.Bounds(), img, img.Bounds().Min, draw.Src)
		return u, rgba
	}
	early, got := frame(true)
	_, want := frame(false)
	if c, ok := early.win.Content().(*fyne.Container); ok && len(c.Objects) == 0 {
		t.Error("the window shown early still holds the empty content it was shown with")
	}
	if m := early.win.MainMenu(); m == nil || len(m.Items) == 0 {
		t.Error("the window shown early has no menu")
	}
	if got.Bounds() != want.Bounds() || !slices.Equal(got.Pix, want.Pix) {
		t.Errorf("the window shown early draws another first frame (%v) than the one shown once built (%v)", got.Bounds(), want.Bounds())
	}
}
