package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// TestSizePicker: the toolbar's size drop-down and the Puzzle menu's Size
// items set the size; the big board, the goal, their fields, the
// distance picker follow (the Solve tab's warning of an algorithm hopeless
// at the size: app/solve).
func TestSizePicker(t *testing.T) {
	h := newDefaultHarness(t)
	u, s := h.u, h.u.s
	// a fresh window's fields say what they take (the e2e finds them so)
	if ph := u.puzzle.field.Entry.PlaceHolder; ph != "type or paste a board: 123/456/780" {
		t.Errorf("the board field's placeholder is %q", ph)
	}
	if ph := u.puzzle.goal.field.Entry.PlaceHolder; ph != "goal: 123/456/780" {
		t.Errorf("the goal field's placeholder is %q", ph)
	}
	if got := len(u.toolbar.size.Options); got != 16 { // 2x2 to 5x5: fivebyfive_test.go
		t.Fatalf("%d sizes offered", got)
	}
	u.toolbar.size.SetSelected("4x4")
	sh := solver.Shape{Rows: 4, Cols: 4}
	if s.Shape() != sh {
		t.Fatalf("picked 4x4, the session has %v", s.Shape())
	}
	if u.puzzle.board.Shape() != sh || u.puzzle.goal.board.Shape() != sh {
		t.Errorf("boards %v and %v", u.puzzle.board.Shape(), u.puzzle.goal.board.Shape())
	}
	if got := u.puzzle.field.Entry.Text; got != "1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0" {
		t.Errorf("the board field reads %q", got)
	}
	if !u.toolbar.dist.Disabled() {
		t.Error("boards at a distance offered on 4x4, which has no table")
	}
	// typing a 4x4 board sets it
	test.Type(u.puzzle.field.Entry, "")
	u.puzzle.field.Entry.SetText("1 2 3 4/5 6 7 8/9 10 11 12/13 14 0 15")
	if b, _ := s.Puzzle(); b != solver.FromTiles([]int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 15}) {
		t.Errorf("typed board not taken: %s (%q)", sh.Format(b), u.puzzle.field.Problem())
	}
	// the Puzzle menu's Size item (found by name: File comes first)
	var size *fyne.MenuItem
	for _, m := range u.menu.main.Items {
		for _, it := range m.Items {
			if m.Label == "Puzzle" && it.Label == "Size" {
				size = it
			}
		}
	}
	if size == nil || size.ChildMenu == nil || len(size.ChildMenu.Items) != 16 {
		t.Fatal("no Size menu with sixteen sizes, 2x2 to 5x5")
	}
	for _, it := range size.ChildMenu.Items {
		if it.Label == shapeLabel(solver.Shape{Rows: 2, Cols: 3}) {
			it.Action()
		}
	}
	sh = solver.Shape{Rows: 2, Cols: 3}
	h.waitFor("the 2x3 table", s.TableReady)
	if s.Shape() != sh || u.toolbar.size.Selected != sh.String() || u.puzzle.board.Shape() != sh {
		t.Fatalf("after the menu: session %v, picker %q, board %v", s.Shape(), u.toolbar.size.Selected, u.puzzle.board.Shape())
	}
	if u.toolbar.dist.Disabled() || len(u.toolbar.dist.Options) != 22 {
		t.Errorf("2x3's distances: disabled %v, %d options (any and 1..21)", u.toolbar.dist.Disabled(), len(u.toolbar.dist.Options))
	}
	if got := u.puzzle.goal.field.Entry.Text; got != "123/450" {
		t.Errorf("the goal field reads %q", got)
	}
	u.puzzle.goal.presets.SetSelected("spiral")
	if _, g := s.Puzzle(); g != solver.FromTiles([]int{1, 2, 3, 0, 5, 4}) {
		t.Errorf("2x3 spiral goal %s", sh.Format(g))
	}
	s.SetShape(solver.Square3)
	h.waitFor("the 3x3 table", s.TableReady)
	if u.puzzle.board.Shape() != solver.Square3 || u.toolbar.size.Selected != "3x3" {
		t.Errorf("back to 3x3: board %v, picker %q", u.puzzle.board.Shape(), u.toolbar.size.Selected)
	}
}
