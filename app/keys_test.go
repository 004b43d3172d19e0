package app

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/app/widgets"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

// press sends a key the way the driver does: to the focused control if
// there is one, else to the window; Space comes as a key and a rune (a
// check box ticks on the rune).
func (h *harness) press(k fyne.KeyName) {
	ev := &fyne.KeyEvent{Name: k}
	cv := h.u.win.Canvas()
	if f := cv.Focused(); f != nil {
		f.TypedKey(ev)
		if k == fyne.KeySpace {
			f.TypedRune(' ')
		}
		return
	}
	cv.OnTypedKey()(ev)
	if r := cv.OnTypedRune(); r != nil && k == fyne.KeySpace {
		r(' ')
	}
}

// TestSpacePlaysAfterCtrlEnter is issue 21's item 8: with the Slow motion
// box clicked, Ctrl+Enter solved and brought up the Replay, whose status
// says "Space plays it"; Space ticked the hidden box instead, and the next
// solve ran in slow motion.
func TestSpacePlaysAfterCtrlEnter(t *testing.T) {
	h := newDefaultHarness(t)
	u, s := h.u, h.u.s
	var watch *widgets.KeyCheck
	for _, o := range all(u.win.Content()) {
		if c, ok := o.(*widgets.KeyCheck); ok && c.Text == "Slow motion" {
			watch = c
		}
	}
	if watch == nil {
		t.Fatal("no Slow motion check box")
	}
	s.SetBoard(solver.MustParse("123/456/078"))
	u.win.Canvas().Focus(watch) // a click on it, as a person would
	s.Solve()                   // Ctrl+Enter: the check box has no use for it, so the window runs it
	h.waitFor("the replay", func() bool { return s.Replay().Result != nil && s.Tab() == session.ReplayTab })
	if !strings.Contains(s.Status().Text, "Space") {
		t.Logf("the status no longer names Space: %q", s.Status().Text)
	}
	h.press(fyne.KeySpace)
	if on, _ := s.Watch(); on || watch.Checked {
		t.Fatal("Space ticked the hidden Slow motion box")
	}
	if !s.Replay().Playing {
		t.Fatal("Space did not play the replay in view")
	}
}

// TestPlayerKeysKeepTheBoard: on the tabs with a player the arrows step
// it; Up and Down used to slide a tile in Slide mode and make the
// exploration (or the race) stale without a word.
func TestPlayerKeysKeepTheBoard(t *testing.T) {
	h := newDefaultHarness(t)
	s := h.u.s
	s.SetBoard(solver.MustParse("123/456/078"))
	s.SetMode(session.PlayMode)
	s.SetTab(session.ExploreTab)
	e := s.Exploration()
	e.Explore()
	h.waitFor("the exploration to end", func() bool { return !e.Running() && e.State().Log != nil })
	board, _ := s.Puzzle()
	for _, tab := range []session.Tab{session.ExploreTab, session.RaceTab, session.ReplayTab} {
		s.SetTab(tab)
		for _, k := range []fyne.KeyName{fyne.KeyUp, fyne.KeyDown, fyne.KeyLeft, fyne.KeyRight} {
			h.press(k)
			if now, _ := s.Puzzle(); now != board {
				t.Fatalf("tab %s, %s slid a tile: %v, was %v", tabNames[tab], k, now, board)
			}
		}
	}
	if st := e.State(); st.Stale != "" {
		t.Fatalf("the exploration went stale: %s", st.Stale)
	}
	s.SetTab(session.ExploreTab)
	h.press(fyne.KeyHome)
	h.press(fyne.KeyRight)
	if k := e.State().Step; k != 1 {
		t.Fatalf("Home, Right on Explore: step %d, want 1", k)
	}
	// on the Solve tab the arrows are the board's
	s.SetTab(session.SolveTab)
	h.press(fyne.KeyLeft) // the 7 right of the blank slides left
	if now, _ := s.Puzzle(); now == board {
		t.Fatal("Left on the Solve tab in Slide mode did not slide a tile")
	}
}

// TestOneMeaningPerKey: no plain key has two meanings on a tab, and the
// help lists every meaning the window gives a key.
func TestOneMeaningPerKey(t *testing.T) {
	var help strings.Builder
	for _, seg := range helpSegments() {
		help.WriteString(seg.Textual())
	}
	for tab := session.SolveTab; tab <= session.HeuristicsTab; tab++ {
		seen := map[fyne.KeyName]string{}
		for _, b := range keyBindings {
			for _, k := range b.keys {
				if !slices.Contains(b.tabs, tab) {
					continue
				}
				if prev, ok := seen[k]; ok {
					t.Errorf("tab %s: %s means %q and %q", tabNames[tab], k, prev, b.what)
				}
				seen[k] = b.what
			}
		}
	}
	for _, b := range keyBindings {
		if !strings.Contains(help.String(), b.name) || !strings.Contains(help.String(), b.what) {
			t.Errorf("the help does not say %s: %s", b.name, b.what)
		}
	}
}

// TestSlowMotionOnTheBigBoard is item 9's teacher at 1180x800: the board
// being expanded in slow motion was a small board below the fold and the
// big board never changed. Now the big board shows it, with g, h and f
// (none for a search without a heuristic), and takes no taps or arrows
// meant for the user's board meanwhile.
func TestSlowMotionOnTheBigBoard(t *testing.T) {
	h := newDefaultHarness(t)
	u, s := h.u, h.u.s
	start := solver.MustParse("413/726/058")
	s.SetMode(session.PlayMode)
	for _, name := range []string{"astar-manhattan", "bfs"} {
		a, _ := solver.AlgorithmByName(name)
		s.SetAlgorithm(a)
		s.SetBoard(start)
		s.SetWatch(true)
		s.SetWatchRate(0) // the slowest: the search is still running when looked at
		s.Solve()
		h.waitFor(name+"'s second expansion", func() bool {
			return s.Running() && s.Run().Progress.Expanded >= 2 && u.puzzle.board.Shown() != start
		})
		p := s.Run().Progress
		if got := u.puzzle.board.Shown(); got != p.Board {
			t.Fatalf("%s: the big board shows %v, the search expands %v", name, got, p.Board)
		}
		caption := u.puzzle.mode.Text
		if a.Heuristic == nil && (strings.Contains(caption, "f =") || !strings.Contains(caption, "from the start")) ||
			a.Heuristic != nil && !strings.Contains(caption, "f = g + h") {
			t.Errorf("%s: caption %q", name, caption)
		}
		u.puzzle.board.OnTapped(7)
		h.press(fyne.KeyRight)
		if b, _ := s.Puzzle(); b != start || !s.Running() {
			t.Fatalf("%s: a tap or an arrow on the search's board changed the user's to %v", name, b)
		}
		h.press(fyne.KeyEscape)
		h.waitFor("the search to stop", func() bool { return !s.Running() })
		if got := u.puzzle.board.Shown(); got != start {
			t.Fatalf("%s: after Esc the big board shows %v, not the user's %v", name, got, start)
		}
	}
}
