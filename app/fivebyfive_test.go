package app

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/wide"
)

// TestFiveByFiveWindow: 5x5 picked in the toolbar gives a 5x5 board and
// goal, their fields and presets, a board typed in rows of 5, a solution
// replayed with its moves listed, the Explore and Race tabs' controls,
// and the tab that does not run there yet saying so (built on 3x3 before,
// as a person who visited it had it); back on 3x3 it shows its content
// again.
func TestFiveByFiveWindow(t *testing.T) {
	h := newDefaultHarness(t)
	u, s := h.u, h.u.s
	// Compare, Explore and Race run on 5x5 (solver/wide's searches): not among them
	engineTabs := []session.Tab{session.HeuristicsTab}
	for _, tab := range append(engineTabs, session.CompareTab, session.ExploreTab, session.RaceTab) {
		u.page(tab).Build()
	}
	if got := len(u.toolbar.size.Options); got != 16 || u.toolbar.size.Options[15] != "5x5" || !slices.Contains(u.toolbar.size.Options, "3x5") {
		t.Fatalf("sizes offered: %v", u.toolbar.size.Options)
	}
	u.toolbar.size.SetSelected("5x5")
	sh := session.Square5
	if s.Shape() != sh || u.puzzle.board.Shape() != sh || u.puzzle.goal.board.Shape() != sh {
		t.Fatalf("session %v, boards %v and %v", s.Shape(), u.puzzle.board.Shape(), u.puzzle.goal.board.Shape())
	}
	goal := "1 2 3 4 5/6 7 8 9 10/11 12 13 14 15/16 17 18 19 20/21 22 23 24 0"
	if got := u.puzzle.field.Entry.Text; got != goal {
		t.Errorf("the board field reads %q", got)
	}
	if got := u.puzzle.goal.presets.Options; strings.Join(got, ",") != "blank last,blank first,custom" {
		t.Errorf("goal presets on 5x5: %q", got)
	}
	if !u.puzzle.hint.Disabled() || u.toolbar.dist.Disabled() {
		t.Errorf("hint disabled %v, distances disabled %v", u.puzzle.hint.Disabled(), u.toolbar.dist.Disabled())
	}
	// no table: Random scrambles, at most that far
	if o := u.toolbar.dist.Options; len(o) != 61 || o[1] != "≤ 1 move" || o[60] != "≤ 60 moves" {
		t.Errorf("distances offered on 5x5: %d, %q", len(o), o[:min(3, len(o))])
	}
	u.toolbar.dist.SetSelected("≤ 30 moves")
	if s.RandomDistance() != 30 {
		t.Errorf("picked ≤ 30 moves: random distance %d", s.RandomDistance())
	}
	u.toolbar.dist.SetSelected("any distance")
	// a bad board says what is wrong and changes nothing; rows of 5 are taken
	test.Type(u.puzzle.field.Entry, "")
	u.puzzle.field.Entry.SetText("1 2 3 4 5/6 7 8 9 10")
	if u.puzzle.field.Problem() == "" || s.BoardCells().String() != goal {
		t.Errorf("a 2x5 board on 5x5: problem %q, board %v", u.puzzle.field.Problem(), s.BoardCells())
	}
	typed := "1 2 3 4 5/6 7 8 9 10/11 12 13 14 15/16 17 18 19 20/21 22 0 23 24"
	u.puzzle.field.Entry.SetText(typed)
	if s.BoardCells().String() != typed || u.puzzle.field.Problem() != "" {
		t.Fatalf("typed board: %v (%q)", s.BoardCells(), u.puzzle.field.Problem())
	}
	if l := h.label(s.PuzzleInfo().Text); l == nil || !strings.Contains(l.Text, "Hint is off on 5x5") {
		t.Errorf("the line under the board: %q", s.PuzzleInfo().Text)
	}
	// the goal's preset
	u.puzzle.goal.presets.SetSelected("blank first")
	if g := s.GoalCells().String(); !strings.HasPrefix(g, "0 1 2 3 4/") {
		t.Fatalf("blank-first goal %s", g)
	}
	u.puzzle.goal.presets.SetSelected("blank last")
	h.waitFor("the goal back", func() bool { return s.GoalCells().String() == goal })

	// solve and replay: two moves, listed as a person plays them
	s.Solve()
	h.waitFor("the search", func() bool { return !s.Running() })
	if s.Tab() != session.ReplayTab || s.Replay().Last != 2 {
		t.Fatalf("tab %v, replay of %d moves (status %q)", s.Tab(), s.Replay().Last, s.Status().Text)
	}
	var moves *widget.List
	for _, o := range all(u.page(session.ReplayTab).Build()) {
		if l, ok := o.(*widget.List); ok {
			moves = l
		}
	}
	if moves == nil || moves.Length() != 3 {
		t.Fatal("no list of the 2 moves and the start")
	}
	row := moves.CreateItem()
	moves.UpdateItem(1, row)
	if got := strings.Fields(row.(*widget.Label).Text); len(got) < 3 || got[1] != "23" || got[2] != "←" {
		t.Errorf("move 1 listed as %q", row.(*widget.Label).Text)
	}
	if h.button("Save as GIF…").Disabled() {
		t.Error("no GIF of a 5x5 solution")
	}
	s.Seek(2)
	if u.puzzle.board.Shape() != sh {
		t.Errorf("replay board %v", u.puzzle.board.Shape())
	}

	// the tabs that do not run on 5x5 say so
	for _, tab := range engineTabs {
		s.SetTab(tab)
		if l := h.label(unavailableText(tab, sh)); l == nil || !h.shown(l) {
			t.Errorf("tab %v: no message on 5x5", tab)
		}
	}
	// the race and the explorer run on 5x5: their controls, not a message
	s.SetTab(session.RaceTab)
	if !h.buttonShown("Start") {
		t.Error("the Race tab shows no Start on 5x5")
	}
	s.SetTab(session.ExploreTab)
	if !h.buttonShown("Open in Replay") {
		t.Error("the Explore tab shows no controls on 5x5")
	}
	if h.button("Step by step").Disabled() {
		t.Error("Step by step is off on 5x5")
	}
	s.SetShape(solver.Square3)
	h.waitFor("the 3x3 table", s.TableReady)
	for _, tab := range engineTabs {
		s.SetTab(tab)
		if l := h.label(unavailableText(tab, sh)); l != nil && h.shown(l) {
			t.Errorf("tab %v: the 5x5 message is still shown on 3x3", tab)
		}
	}
	if u.puzzle.board.Shape() != solver.Square3 || u.toolbar.size.Selected != "3x3" {
		t.Errorf("back to 3x3: board %v, picker %q", u.puzzle.board.Shape(), u.toolbar.size.Selected)
	}
}

// TestFiveByFivePresentedExplore: presenting the Explore tab on 5x5, the
// big board is the board being expanded, as its tiles (the log numbers a
// 5x5 board).
func TestFiveByFivePresentedExplore(t *testing.T) {
	h := newDefaultHarness(t)
	u, s := h.u, h.u.s
	s.SetShape(session.Square5)
	sh := session.Square5
	s.SetCells(session.Cells{Shape: sh, Tiles: wide.Scramble(sh, rand.New(rand.NewPCG(9, 9)), wide.Goal(sh), 12)})
	s.SetTab(session.ExploreTab)
	e := s.Exploration()
	e.Explore()
	h.waitFor("the exploration to end", func() bool { return !e.Running() && e.State().Log != nil })
	e.ToStart()
	h.press(fyne.KeyF11)
	if !s.Presenting() {
		t.Fatal("F11 did not present")
	}
	h.press(fyne.KeyPageDown)
	h.press(fyne.KeyPageDown)
	st := e.State()
	want, _ := st.Expanding()
	if got := u.puzzle.board.ShownTiles(); st.Step != 2 || !slices.Equal(got, st.Log.Tiles(want)) || len(got) != 25 {
		t.Fatalf("presenting step %d: the big board %v, want %v", st.Step, got, st.Log.Tiles(want))
	}
	h.press(fyne.KeyEscape)
}
