package e2e

import (
	"fmt"
	"testing"
	"time"
)

// TestPresentation is issue 22's presentation mode in the real window, on
// a projector's screen of 1280x720 and of 1920x1080: F11 takes the whole
// screen in large type without the menu bar, the toolbar or any control but
// stepping; the big board shows the board being expanded; Page Down, Page
// Up and Space (a presentation clicker) step and play the exploration and,
// after Ctrl+2, the replay; Esc gives the window back as it was. The
// screenshots of Explore and Replay are kept with -out, to be looked at.
func TestPresentation(t *testing.T) {
	for _, screen := range [][2]int{{1280, 720}, {1920, 1080}} {
		t.Run(fmt.Sprintf("%dx%d", screen[0], screen[1]), func(t *testing.T) { present(t, screen) })
	}
}

func present(t *testing.T, screen [2]int) {
	s := startOn(t, screen)
	s.waitFor("the window ready", func(e event) bool { return e.Event == "board" && e.Table })
	const board = "752106438" // 18 moves
	s.click("entry", "type or paste a board")
	s.key("ctrl+a")
	s.typeText("752/106/438")
	s.waitFor("board "+board, func(e event) bool { return e.Event == "board" && e.Board == board })

	s.step("solve it, then explore it")
	m := s.mark()
	s.key("ctrl+Return")
	s.waitFrom(m, "the replay", func(e event) bool { return e.Event == "replay" && e.Of == 18 })
	m = s.mark()
	s.key("ctrl+4")
	s.waitFrom(m, "the Explore tab", func(e event) bool { return e.Event == "tab" && e.Tab == "explore" })
	m = s.mark()
	s.click("button", "Explore")
	done := s.waitFrom(m, "the search recorded to its end", func(e event) bool {
		return e.Event == "explore" && !e.Running && e.Status != ""
	})
	s.pointerAway()
	m = s.mark()
	s.key("Home")
	s.waitFrom(m, "step 0", func(e event) bool { return e.Event == "explore" && e.Step == 0 })
	s.waitLayout("the layout of step 0", func() bool { return s.layout.Tab == "explore" && !s.layout.Presenting })
	before := *s.layout
	if before.FullScreen || !before.Menu {
		t.Fatalf("before F11: full screen %v, menu bar %v", before.FullScreen, before.Menu)
	}

	s.step("F11: presentation mode")
	s.key("F11")
	sc := func() float32 { return max(s.layout.Scale, 1) }
	want := before.TextSize * float32(screen[1]) / 512 // app.presentLines
	s.waitLayout("the whole screen in large type", func() bool {
		l := s.layout
		return l.Presenting && l.FullScreen && int(l.W*sc()+0.5) == screen[0] && int(l.H*sc()+0.5) == screen[1] &&
			l.TextSize > 0.98*want && l.TextSize < 1.02*want
	})
	if s.layout.Menu {
		t.Error("presenting, the menu bar is still there")
	}
	for _, w := range s.layout.Widgets {
		switch {
		case w.Kind == "entry" || w.Kind == "select" || w.Kind == "check":
			t.Errorf("presenting, a %s (%q) is shown", w.Kind, w.Text+w.Value)
		case w.Kind == "button" && w.Text != "" && w.Text != "Leave presentation (Esc)":
			t.Errorf("presenting, the button %q is shown", w.Text)
		case w.X+w.W > s.layout.W+1 || w.Y+w.H > s.layout.H+1:
			t.Errorf("presenting, the %s %q is cut off at the screen's edge", w.Kind, w.Text)
		}
	}
	if s.find("button", "Leave presentation") == nil {
		t.Error("presenting, there is no button to leave it")
	}
	big := s.find("board")
	if big.H < s.layout.H/2 {
		t.Errorf("presenting, the big board is %.0f high on a screen of %.0f", big.H, s.layout.H)
	}
	s.checkBigBoard("step 0", s.lastExplore().Board)

	s.step("Page Down, Page Up and Space on Explore")
	for _, k := range []struct {
		key  string
		step int
	}{{"Next", 1}, {"Next", 2}, {"Next", 3}, {"Prior", 2}} {
		m = s.mark()
		s.key(k.key)
		e := s.waitFrom(m, fmt.Sprintf("%s to step %d", k.key, k.step), func(e event) bool { return e.Event == "explore" && e.Step == k.step })
		s.checkBigBoard(fmt.Sprintf("step %d", k.step), e.Board)
	}
	m = s.mark()
	s.key("space")
	s.waitFrom(m, "the exploration playing", func(e event) bool { return e.Event == "explore" && e.Playing })
	m = s.mark()
	s.key("space")
	e := s.waitFrom(m, "the exploration paused", func(e event) bool { return e.Event == "explore" && !e.Playing })
	if e.Step >= done.Steps {
		t.Logf("the exploration played to its end (%d) before Space paused it", e.Step)
	}
	s.checkBigBoard("the paused step", s.lastExplore().Board)
	name := fmt.Sprintf("present-%dx%d-explore", screen[0], screen[1])
	s.stableShot(name, nil, 15*time.Second)
	s.t.Logf("look at %s", s.path(name+".png"))

	s.step("Ctrl+2: the Replay, stepped by the clicker's keys")
	m = s.mark()
	s.key("ctrl+2")
	s.waitFrom(m, "the Replay tab", func(e event) bool { return e.Event == "tab" && e.Tab == "replay" })
	m = s.mark()
	s.key("End", "Home") // the trace writes changes: the replay may be at its start already
	s.waitFrom(m, "the replay's start", func(e event) bool { return e.Event == "replay" && e.Step == 0 })
	for _, k := range []struct {
		key  string
		step int
	}{{"Next", 1}, {"Next", 2}, {"Next", 3}, {"Prior", 2}} {
		m = s.mark()
		s.key(k.key)
		e := s.waitFrom(m, fmt.Sprintf("%s to move %d", k.key, k.step), func(e event) bool { return e.Event == "replay" && e.Step == k.step })
		s.checkBigBoard(fmt.Sprintf("move %d", k.step), e.Board)
	}
	m = s.mark()
	s.key("space")
	s.waitFrom(m, "the replay playing", func(e event) bool { return e.Event == "replay" && e.Playing })
	m = s.mark()
	s.key("space")
	s.waitFrom(m, "the replay paused", func(e event) bool { return e.Event == "replay" && !e.Playing })
	name = fmt.Sprintf("present-%dx%d-replay", screen[0], screen[1])
	s.waitLayout("the replay's layout", func() bool { return s.layout.Tab == "replay" })
	s.stableShot(name, nil, 15*time.Second)
	s.t.Logf("look at %s", s.path(name+".png"))

	s.step("every tab fits the screen: the way out is never below the fold")
	for _, tk := range tabKeys {
		m = s.mark()
		s.key(tk[0])
		if s.tab != tk[1] {
			s.waitFrom(m, "the "+tk[1]+" tab", func(e event) bool { return e.Event == "tab" && e.Tab == tk[1] })
		}
		shot := fmt.Sprintf("present-%dx%d-%s", screen[0], screen[1], tk[1])
		// a tab that needs more height than the screen has makes the type
		// smaller: a new theme, which takes a moment to draw
		var leave *widget
		onScreen := s.layoutWithin(45*time.Second, func() bool {
			leave = s.find("button", "Leave presentation")
			return s.layout.Tab == tk[1] && leave != nil && leave.Y+leave.H <= s.layout.H+1 && leave.X+leave.W <= s.layout.W+1
		})
		s.stableShot(shot, nil, 45*time.Second)
		if !onScreen {
			t.Errorf("presenting on %s, the button that leaves is not all on the screen: %+v (see %s)", tk[1], leave, s.path(shot+".png"))
		}
	}

	// The Heuristics tab's charts come in after it is shown, taller than the
	// screen in type that large (1,122 units of 1,080 here): the type
	// shrinks, a new theme that takes seconds to draw on a loaded machine.
	// Every tab's content counts in the window's height, so any tab will do.
	if !s.layoutWithin(45*time.Second, func() bool { return s.layout.MinH <= s.layout.H+1 }) {
		t.Errorf("presenting, the content needs %.0f units of height, the screen has %.0f", s.layout.MinH, s.layout.H)
	}

	s.step("Esc: the window as it was")
	s.key("Escape")
	s.waitLayout("the window back", func() bool { return !s.layout.Presenting && s.layout.Tab == "explore" })
	if !s.layoutWithin(5*time.Second, func() bool {
		l := s.layout
		return !l.FullScreen && l.Menu && l.W == before.W && l.H == before.H && l.TextSize == before.TextSize && l.Scale == before.Scale
	}) {
		l := s.layout
		t.Fatalf("after Esc: full screen %v, menu %v, %.0fx%.0f, text %.1f, scale %.2f; before: %.0fx%.0f, text %.1f, scale %.2f",
			l.FullScreen, l.Menu, l.W, l.H, l.TextSize, l.Scale, before.W, before.H, before.TextSize, before.Scale)
	}
	for _, ctl := range [][2]string{{"button", "Explore"}, {"button", "Random"}, {"entry", "type or paste a board"}} {
		if s.find(ctl[0], ctl[1]) == nil {
			t.Errorf("after Esc the %s %q is not back", ctl[0], ctl[1])
		}
	}
	s.stableShot(fmt.Sprintf("present-%dx%d-after", screen[0], screen[1]), nil, 15*time.Second)
	s.quit()
}

// checkBigBoard waits for the big board to show board (as the trace writes
// boards): the layout is polled, a moment after the step.
func (s *session) checkBigBoard(what, board string) {
	s.t.Helper()
	if board == "" {
		s.t.Fatalf("%s: the trace names no board", what)
	}
	if !s.layoutWithin(5*time.Second, func() bool { b := s.find("board"); return b != nil && b.Value == board }) {
		s.t.Fatalf("%s: the big board shows %s, want %s", what, s.find("board").Value, board)
	}
}
