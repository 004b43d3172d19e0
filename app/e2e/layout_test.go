package e2e

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"
)

// resizeSurely resizes the window and waits for a layout at that size,
// asking again when none comes: without a window manager Fyne sometimes
// sets the window back to the size it knew (see walker.resizeTo).
func (s *session) resizeSurely(size [2]int) {
	s.t.Helper()
	at := func() bool {
		sc := max(s.layout.Scale, 1)
		return int(s.layout.W*sc+0.5) == size[0] && int(s.layout.H*sc+0.5) == size[1]
	}
	for try := 1; try <= 5; try++ {
		s.mustXdotool("windowsize", s.win, strconv.Itoa(size[0]), strconv.Itoa(size[1]))
		if s.layoutWithin(3*time.Second, at) {
			return
		}
		s.t.Logf("no layout at %dx%d after try %d: asking again", size[0], size[1], try)
	}
	s.t.Fatalf("the window never took %dx%d", size[0], size[1])
}

// The tabs by the key that shows them.
var tabKeys = [][2]string{{"ctrl+1", "solve"}, {"ctrl+2", "replay"}, {"ctrl+3", "compare"},
	{"ctrl+4", "explore"}, {"ctrl+5", "race"}, {"ctrl+6", "heuristics"}}

// TestFitsAt800x600 is issue 21's item 9 in the real window: at 800x600
// the content was about 855 pixels wide (777.6 units at a scale of 1.1,
// a 14" laptop's), a horizontal scroll bar cut off the theme button, the
// Replay's step and end buttons, Compare's Copy and more, and Solve was
// below the fold. At scales 1 and 1.1, on every tab, the content must need
// no more width than the window has, and the named controls must be whole.
func TestFitsAt800x600(t *testing.T) {
	for _, scale := range []string{"1", "1.1"} {
		t.Run("scale"+scale, func(t *testing.T) {
			s := startWith(t, "FYNE_SCALE="+scale)
			s.waitFor("the window ready", func(e event) bool { return e.Event == "board" && e.Table })
			s.resizeSurely([2]int{800, 600})
			for _, tk := range tabKeys {
				s.tabKey(tk[0], tk[1])
				s.waitLayout("the "+tk[1]+" tab at 800x600", func() bool { return s.layout.Tab == tk[1] && s.layout.W > 0 })
				l := s.layout
				if l.MinW > l.W+0.5 {
					t.Errorf("scale %s, %s tab: the content needs %.1f wide, the window has %.1f: it scrolls sideways", scale, tk[1], l.MinW, l.W)
				}
				whole := func(what string, w *widget) {
					t.Helper()
					if w == nil {
						t.Errorf("scale %s, %s tab: no %s", scale, tk[1], what)
					} else if w.X < 0 || w.Y < 0 || w.X+w.W > l.W+0.5 || w.Y+w.H > l.H+0.5 {
						t.Errorf("scale %s, %s tab: the %s (%.0f,%.0f %.0fx%.0f) is cut off by the window's %.0fx%.0f",
							scale, tk[1], what, w.X, w.Y, w.W, w.H, l.W, l.H)
					}
				}
				whole("theme button", s.findRight("button", "system"))
				whole("Help button", s.find("button", "Help"))
				switch tk[1] {
				case "solve":
					whole("Solve button", s.find("button", "Solve"))
				case "replay":
					for i := range l.Widgets { // the player's buttons are icons: step back, forward, to the start, end
						if w := &l.Widgets[i]; w.Kind == "button" && w.Text == "" {
							whole("replay button", w)
						}
					}
				case "compare":
					whole("Copy button", s.find("button", "Copy"))
				}
				s.shot(fmt.Sprintf("scale%s-800x600-%s", scale, tk[1]))
			}
			s.quit()
		})
	}
}

// TestSolveInViewAndKeys is items 8 and 9 at 1180x800: with the
// conventions open, Solve and the board being expanded in slow motion are
// in view without scrolling; after Ctrl+Enter, Space plays the replay as
// the status line says (it ticked the hidden Slow motion box, which had
// the focus); on the Explore tab Up does not slide a tile under the
// explorer, and Right steps it.
func TestSolveInViewAndKeys(t *testing.T) {
	s := start(t)
	s.waitFor("the window ready", func(e event) bool { return e.Event == "board" && e.Table })
	s.resizeSurely([2]int{1180, 800})
	inView := func(what string, w *widget) {
		t.Helper()
		l := s.layout
		if w == nil || w.Y < 0 || w.Y+w.H > l.H+0.5 || w.X+w.W > l.W+0.5 {
			t.Fatalf("the %s is not in view in the %.0fx%.0f window: %+v", what, l.W, l.H, w)
		}
	}

	s.step("open the conventions, slow motion on, solve a random board")
	s.click("accordion")
	s.waitLayout("the conventions open", func() bool { a := s.find("accordion"); return a != nil && a.Checked })
	m := s.mark()
	s.click("button", "Random")
	user := s.waitFrom(m, "a random board", func(e event) bool { return e.Event == "board" && e.Board != goal }).Board
	m = s.mark()
	s.click("check", slowMotion...)
	s.waitFrom(m, "slow motion on", func(e event) bool { return e.Event == "algorithm" && e.Watch })
	inView("Solve button", s.find("button", "Solve"))
	m = s.mark()
	s.click("button", "Solve")
	s.waitFrom(m, "a few boards expanded", func(e event) bool { return e.Event == "progress" && e.Expanded >= 2 })
	s.waitLayout("the big board showing a board being expanded", func() bool {
		b := s.find("board")
		return b != nil && b.Value != "" && b.Value != user
	})
	inView("board being expanded", s.find("board"))
	inView("Solve button (Restart while a search runs)", s.find("button", "Restart", "Solve"))
	s.shot("1180x800-slow-motion")
	m = s.mark()
	s.key("Escape")
	s.waitFrom(m, "the search stopped", func(e event) bool { return e.Event == "result" || e.Event == "run" && !e.Running })

	s.step("slow motion off by its box, which keeps the focus; Ctrl+Enter, then Space plays")
	m = s.mark()
	s.click("check", slowMotion...)
	s.waitFrom(m, "slow motion off", func(e event) bool { return e.Event == "algorithm" && !e.Watch })
	m = s.mark()
	s.key("ctrl+Return")
	s.waitFrom(m, "the replay", func(e event) bool { return e.Event == "tab" && e.Tab == "replay" })
	s.waitFrom(m, "the solution", func(e event) bool { return e.Event == "result" && e.Status == "solved" })
	m = s.mark()
	s.key("space")
	s.waitFrom(m, "the replay playing", func(e event) bool { return e.Event == "replay" && e.Playing })
	for _, e := range s.events[m:] {
		if e.Event == "algorithm" && e.Watch {
			t.Fatal("Space ticked the Slow motion box on the hidden Solve tab")
		}
	}
	s.key("Escape")

	s.step("Explore: Up leaves the board, Right steps")
	m = s.mark()
	s.key("ctrl+p")
	s.waitFrom(m, "Slide mode", func(e event) bool { return e.Event == "board" && e.Mode == "play" })
	s.tabKey("ctrl+4", "explore")
	m = s.mark()
	s.click("button", "Explore")
	s.waitFrom(m, "the exploration", func(e event) bool { return e.Event == "explore" && e.Status == "solved" && !e.Running })
	m = s.mark()
	s.key("Home")
	s.waitFrom(m, "the start of the exploration", func(e event) bool { return e.Event == "explore" && e.Step == 0 && !e.Playing })
	m = s.mark()
	s.key("Up", "Down", "Right")
	s.waitFrom(m, "Right to step", func(e event) bool { return e.Event == "explore" && e.Step == 1 })
	for _, e := range s.events[m:] {
		if e.Event == "board" && e.Board != user {
			t.Fatalf("Up or Down on the Explore tab slid a tile: %s", e.Board)
		}
		if e.Event == "explore" && e.Stale {
			t.Fatal("the exploration went stale")
		}
	}
	s.quit()
}

// TestResizeDuringThemeChange resizes the window from outside while a
// theme change is being applied (a second and more under -race), a
// person dragging its edge just after clicking the theme button, and
// checks the window keeps the size it was given and lays its content out
// at it. Fyne v2.8.1's GLFW driver ends a theme change by setting the
// window to the size it had before (RescaleContext), which undid the
// resize every time it came in time: three tries in six failed, and the
// e2e walk (seed 1795680524779556330) met it once. The app is built with
// Fyne's driver fixed (modpatch.Desktop; the patch for upstream beside
// it): none fails. (A fix in the app that gave the size back when the
// display reported the outside size and the old one in one batch made the
// walk fail otherwise, and was taken out.)
func TestResizeDuringThemeChange(t *testing.T) {
	s := start(t)
	s.waitFor("the window ready", func(e event) bool { return e.Event == "board" && e.Table })
	sizes := [][2]int{{1400, 620}, {1180, 800}}
	for i := range 6 {
		sz := sizes[i%2]
		delay := time.Duration(i) * 80 * time.Millisecond
		// the theme button names the theme it shows
		s.readTrace()
		th := s.find("button", "system", "light", "dark", "high contrast")
		if th == nil {
			t.Fatal("no theme button")
		}
		m := s.mark()
		s.clickAt(th.X+th.W/2, th.Y+th.H/2)
		time.Sleep(delay)
		s.xdotool("windowsize", s.win, strconv.Itoa(sz[0]), strconv.Itoa(sz[1]))
		s.waitFrom(m, "the theme to change", func(e event) bool { return e.Event == "status" && strings.HasPrefix(e.Text, "Theme: ") })
		time.Sleep(3 * time.Second) // the change applied, and what follows it (an undo comes in it)
		// On a loaded machine the app may still be busy (building its
		// tabs, the first try comes at its start) and its trace's layout
		// behind the window: the layout is read once it has caught up with
		// the window's size. (A check right after the sleep took that for
		// a window whose content stayed at the old size, and the next
		// try's click missed the moved theme button.)
		var got [2]int
		settled := s.layoutWithin(20*time.Second, func() bool {
			got = s.geometry()
			return [2]int{int(s.layout.W), int(s.layout.H)} == got
		})
		if got != sz {
			s.shot(fmt.Sprintf("undone-%d", i))
			t.Errorf("try %d: resized to %dx%d %v after a click on the theme button, the window is %dx%d once the theme is applied",
				i, sz[0], sz[1], delay, got[0], got[1])
		} else if !settled {
			t.Errorf("try %d: the window is %dx%d, its content still laid out at %.0fx%.0f 20 s later", i, sz[0], sz[1], s.layout.W, s.layout.H)
		}
	}
}
