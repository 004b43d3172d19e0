package app

import (
	"image/color"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/internal/tabpage"
	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

// shown says whether o is in the window and it and everything it sits in
// are visible.
func (h *harness) shown(o fyne.CanvasObject) bool {
	var in func(root fyne.CanvasObject) bool
	in = func(root fyne.CanvasObject) bool {
		if !root.Visible() {
			return false
		}
		if root == o {
			return true
		}
		var kids []fyne.CanvasObject
		switch r := root.(type) {
		case *fyne.Container:
			kids = r.Objects
		case *container.Scroll:
			kids = []fyne.CanvasObject{r.Content}
		case *container.Split:
			kids = []fyne.CanvasObject{r.Leading, r.Trailing}
		case *container.AppTabs:
			if it := r.Selected(); it != nil {
				kids = []fyne.CanvasObject{it.Content}
			}
		case *tabpage.Page:
			kids = []fyne.CanvasObject{r.Content}
		}
		for _, k := range kids {
			if in(k) {
				return true
			}
		}
		return false
	}
	return in(h.u.win.Content())
}

// buttonShown says whether a button of that text is shown, in any tab.
func (h *harness) buttonShown(text string) bool {
	for _, o := range all(h.u.win.Content()) {
		if b, ok := o.(*widget.Button); ok && b.Text == text && h.shown(b) {
			return true
		}
	}
	return false
}

// TestPresentationMode is issue 22's presentation mode in the window: F11
// goes full screen in large, high-contrast type with the controls but
// stepping hidden and the board being expanded on the big board; Page
// Down, Page Up and Space step and play in Explore and in Replay; Esc
// restores the window as it was: size, tab, theme and menu.
func TestPresentationMode(t *testing.T) {
	h := newDefaultHarness(t)
	u, s := h.u, h.u.s
	s.SetTheme(session.ThemeLight)
	start := solver.MustParse("413/726/058")
	s.SetBoard(start)
	s.Solve()
	h.waitFor("the replay", func() bool { return s.Replay().Result != nil && !s.Running() })
	s.SetTab(session.ExploreTab)
	e := s.Exploration()
	e.Explore()
	h.waitFor("the exploration to end", func() bool { return !e.Running() && e.State().Log != nil })
	e.ToStart()
	before := u.win.Canvas().Size()
	text := theme.TextSize()
	if u.win.MainMenu() == nil || !h.buttonShown("Explore") || u.puzzle.board.Shown() != start {
		t.Fatal("the window does not start as the test expects")
	}

	h.press(fyne.KeyF11)
	if !s.Presenting() || !u.win.FullScreen() {
		t.Fatalf("F11: presenting %v, full screen %v", s.Presenting(), u.win.FullScreen())
	}
	u.win.Resize(fyne.NewSize(1280, 720)) // what full screen does on a 1280x720 projector
	h.q.Drain()                           // the type follows the size after the layout
	if got := theme.TextSize(); got < 1.39*text {
		t.Errorf("presenting at 1280x720, text %.1f, usually %.1f: not large", got, text)
	}
	if bg := theme.Color(theme.ColorNameBackground); bg != color.Black {
		t.Errorf("presenting, the background is %v, not black", bg)
	}
	if u.win.MainMenu() != nil {
		t.Error("presenting, the menu bar is still there")
	}
	for _, hidden := range []string{"Explore", "Open in Replay", "Save", "Random", "Edit", "Hint", "Predict", "Save CSV"} {
		if h.buttonShown(hidden) {
			t.Errorf("presenting, the button %q is shown", hidden)
		}
	}
	for _, o := range []fyne.CanvasObject{u.puzzle.field.Content, u.toolbar.content} {
		if h.shown(o) {
			t.Errorf("presenting, %T is shown", o)
		}
	}
	if !h.buttonShown("Leave presentation (Esc)") {
		t.Error("presenting, no button leaves it")
	}
	stepping := 0
	for _, o := range all(u.win.Content()) {
		if b, ok := o.(*widget.Button); ok && b.Text == "" && h.shown(b) && !b.Disabled() {
			stepping++
		}
	}
	if stepping < 4 {
		t.Errorf("presenting on Explore, %d stepping buttons shown, want the player's", stepping)
	}

	// Explore: the big board is the board being expanded
	for _, k := range []fyne.KeyName{fyne.KeyPageDown, fyne.KeyPageDown, fyne.KeyPageDown, fyne.KeyPageUp} {
		h.press(k)
	}
	st := e.State()
	want, _ := st.Expanding()
	if st.Step != 2 || u.puzzle.board.Shown() != want || want == start { // step 1 expands the start
		t.Fatalf("Page Down three times, Page Up: step %d, the big board %v; want step 2 and its board %v", st.Step, u.puzzle.board.Shown(), want)
	}
	h.press(fyne.KeySpace)
	if !e.State().Playing {
		t.Fatal("Space did not play the exploration")
	}
	h.press(fyne.KeySpace)
	if e.State().Playing {
		t.Fatal("Space again did not pause it")
	}

	// Replay, shown from the keyboard with the menu bar hidden: its Ctrl
	// keys are the canvas's meanwhile (the e2e test presses them)
	kept := map[string]bool{}
	for _, sc := range u.present.shortcuts {
		kept[sc.ShortcutName()] = true
	}
	for _, k := range []fyne.KeyName{fyne.Key2, fyne.Key4, fyne.KeyQ} {
		if !kept[ctrl(k).ShortcutName()] {
			t.Errorf("presenting without a menu bar, Ctrl+%s does nothing", k)
		}
	}
	s.SetTab(session.ReplayTab)
	s.Seek(0)
	h.press(fyne.KeyPageDown)
	h.press(fyne.KeyPageDown)
	h.press(fyne.KeyPageUp)
	b, _ := s.ReplayBoard()
	if s.Replay().Pos != 1 || u.puzzle.board.Shown() != b {
		t.Fatalf("Replay: Page Down twice, Page Up: move %d, want 1", s.Replay().Pos)
	}
	h.press(fyne.KeySpace)
	if !s.Replay().Playing {
		t.Fatal("Space did not play the replay")
	}
	h.press(fyne.KeySpace)

	h.press(fyne.KeyEscape)
	h.q.Drain()
	if s.Presenting() || u.win.FullScreen() {
		t.Fatalf("Esc: presenting %v, full screen %v", s.Presenting(), u.win.FullScreen())
	}
	if got := u.win.Canvas().Size(); got != before {
		t.Errorf("after Esc the window is %v, was %v", got, before)
	}
	if s.Tab() != session.ExploreTab || s.Theme() != session.ThemeLight {
		t.Errorf("after Esc: tab %d, theme %s; want Explore and light", s.Tab(), s.Theme())
	}
	if got := theme.TextSize(); got != text || theme.Color(theme.ColorNameBackground) == color.Black {
		t.Errorf("after Esc the type is %.1f (was %.1f), the background %v", got, text, theme.Color(theme.ColorNameBackground))
	}
	if u.win.MainMenu() == nil || !h.buttonShown("Explore") || !h.shown(u.toolbar.content) || h.buttonShown("Leave presentation (Esc)") {
		t.Error("after Esc the menu, the toolbar or the Explore button is not back, or the way out is still shown")
	}
	if u.puzzle.board.Shown() != start {
		t.Errorf("after Esc the big board shows %v, not the user's %v", u.puzzle.board.Shown(), start)
	}
}

// TestClickerStartsPresenting: a presentation clicker's start button sends
// F5, then Esc on its next press: F5 starts presentation mode on any tab,
// a second F5 keeps it, and Esc leaves it.
func TestClickerStartsPresenting(t *testing.T) {
	h := newDefaultHarness(t)
	s := h.u.s
	for _, tab := range []session.Tab{session.SolveTab, session.ExploreTab, session.HeuristicsTab} {
		s.SetTab(tab)
		h.press(fyne.KeyF5)
		if !s.Presenting() || !h.u.win.FullScreen() {
			t.Fatalf("tab %d, F5: presenting %v, full screen %v", tab, s.Presenting(), h.u.win.FullScreen())
		}
		h.press(fyne.KeyF5)
		if !s.Presenting() {
			t.Fatalf("tab %d, F5 again left presentation mode", tab)
		}
		h.press(fyne.KeyEscape)
		h.q.Drain()
		if s.Presenting() || h.u.win.FullScreen() {
			t.Fatalf("tab %d, Esc: presenting %v, full screen %v", tab, s.Presenting(), h.u.win.FullScreen())
		}
	}
}

// TestPresentingSlowMotion: presenting on the Solve tab, a search in slow
// motion shows the board it expands on the big board, with its caption,
// as it does outside presentation mode (TestSlowMotionOnTheBigBoard).
func TestPresentingSlowMotion(t *testing.T) {
	h := newDefaultHarness(t)
	u, s := h.u, h.u.s
	start := solver.MustParse("867/254/301") // 31 moves: in slow motion it runs until stopped
	s.SetBoard(start)
	s.SetPresenting(true)
	s.SetWatch(true)
	s.SetWatchRate(0)
	s.Solve()
	h.waitFor("the second expansion", func() bool {
		return s.Running() && s.Run().Progress.Expanded >= 2 && u.puzzle.board.Shown() != start
	})
	if got, want := u.puzzle.board.Shown(), s.Run().Progress.Board; got != want {
		t.Fatalf("presenting, the big board shows %v, the search expands %v", got, want)
	}
	if !h.shown(u.puzzle.mode) || !strings.Contains(u.puzzle.mode.Text, "Slow motion: expanding this board") {
		t.Errorf("presenting, the caption under the board is %q (shown %v)", u.puzzle.mode.Text, h.shown(u.puzzle.mode))
	}
	h.press(fyne.KeyEscape) // leaves presentation mode, and only that
	if s.Presenting() || !s.Running() {
		t.Fatalf("Esc: presenting %v, running %v; want out of presentation mode, the search still running", s.Presenting(), s.Running())
	}
	h.press(fyne.KeyEscape)
	h.waitFor("the search to stop", func() bool { return !s.Running() })
}

// TestPresentingFitsTheScreen: presenting at 1280x720 and 1920x1080, every
// tab fits the screen: the window's content needs no more than the screen,
// so nothing (the status line, the way out) is below the fold.
func TestPresentingFitsTheScreen(t *testing.T) {
	h := newDefaultHarness(t)
	u, s := h.u, h.u.s
	s.SetPresenting(true)
	for _, sz := range []fyne.Size{{Width: 1280, Height: 720}, {Width: 1920, Height: 1080}} {
		u.win.Resize(sz)
		h.q.Drain()
		for tab := session.SolveTab; tab <= session.HeuristicsTab; tab++ {
			s.SetTab(tab)
			// a real window is laid out again after a new theme; the test
			// driver waits for a refresh
			u.win.Content().Refresh()
			h.q.Drain()
			need := u.body.MinSize()
			if have := u.win.Canvas().Size(); need.Width > have.Width || need.Height > have.Height {
				t.Errorf("%.0fx%.0f, tab %s: the content needs %.0fx%.0f, the screen has %.0fx%.0f",
					sz.Width, sz.Height, tabNames[tab], need.Width, need.Height, have.Width, have.Height)
			}
		}
	}
}
