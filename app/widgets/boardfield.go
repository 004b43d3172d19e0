package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// keyEntry is an Entry that lets Esc through to the window: a focused text
// field must not keep Esc from stopping a search.
type keyEntry struct {
	widget.Entry
	onEsc func()
}

func newKeyEntry(onEsc func()) *keyEntry {
	e := &keyEntry{onEsc: onEsc}
	e.ExtendBaseWidget(e)
	return e
}

func (e *keyEntry) TypedKey(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeyEscape && e.onEsc != nil {
		e.onEsc()
		return
	}
	e.Entry.TypedKey(ev)
}

// boardField is a text field for a board in any form the command line
// takes. It parses as the user types: a good board is handed on at once, a
// bad one leaves the last good board in place and says what is wrong under
// the field. The text itself is never rewritten while it is being typed.
type boardField struct {
	entry   *keyEntry
	problem *widget.Label
	parse   func(string) (solver.Board, error)
	onBoard func(solver.Board)
	content fyne.CanvasObject

	board   solver.Board // the last good board typed or shown
	setting bool         // the text is being set from outside, not typed
}

func newBoardField(parse func(string) (solver.Board, error), onBoard func(solver.Board), onEsc func()) *boardField {
	f := &boardField{entry: newKeyEntry(onEsc), parse: parse, onBoard: onBoard}
	f.problem = widget.NewLabel("")
	f.problem.Importance = widget.DangerImportance
	f.problem.Wrapping = fyne.TextWrapWord
	f.problem.SizeName = theme.SizeNameCaptionText // always there, empty when fine: the layout must not jump as one types
	f.entry.Validator = func(s string) error { _, err := parse(s); return err }
	f.entry.OnChanged = f.changed
	f.content = container.NewVBox(f.entry, f.problem)
	return f
}

func (f *boardField) changed(s string) {
	if f.setting {
		return
	}
	b, err := f.parse(s)
	if err != nil {
		f.problem.SetText(err.Error())
		return
	}
	f.problem.SetText("")
	f.board = b
	f.onBoard(b)
}

// show puts board b in the field when it changed elsewhere. Text being
// typed, even unfinished or wrong, stays until the board really changes.
func (f *boardField) show(b solver.Board) {
	if b == f.board {
		return
	}
	f.board = b
	f.setting = true
	f.entry.SetText(b.Rows())
	f.setting = false
	f.problem.SetText("")
}
