package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// BoardField is a text field for a board in any form the command line
// takes. It parses as the user types: a good board is handed on at once, a
// bad one leaves the last good board in place and says what is wrong under
// the field. The text itself is never rewritten while it is being typed.
type BoardField struct {
	Entry   *KeyEntry
	problem *widget.Label
	parse   func(string) (solver.Board, error)
	format  func(solver.Board) string
	onBoard func(solver.Board)
	Content fyne.CanvasObject
	board   solver.Board // the last good board typed or shown
	setting bool         // the text is being set from outside, not typed
}

// NewBoardField parses with parse and hands each good board to onBoard.
func NewBoardField(parse func(string) (solver.Board, error), onBoard func(solver.Board), pass KeyPass) *BoardField {
	f := &BoardField{Entry: NewKeyEntry(pass), parse: parse, format: solver.Board.Rows, onBoard: onBoard}
	f.problem = widget.NewLabel("")
	f.problem.Importance = widget.DangerImportance
	f.problem.Wrapping = fyne.TextWrapWord
	f.problem.SizeName = theme.SizeNameCaptionText
	f.Entry.Validator = func(s string) error { _, err := f.parse(s); return err }
	f.Entry.OnChanged = f.changed
	// the problem line is always there, empty when fine: the layout must
	// not jump as one types
	f.Content = container.NewVBox(f.Entry, f.problem)
	return f
}

// Problem is what is wrong with the text typed, or "".
func (f *BoardField) Problem() string { return f.problem.Text }

func (f *BoardField) changed(s string) {
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

// SetForm changes how the field reads and writes boards (for another
// size) and shows b in the new form, whatever was typed.
func (f *BoardField) SetForm(parse func(string) (solver.Board, error), format func(solver.Board) string, b solver.Board) {
	f.parse, f.format = parse, format
	f.board = ^b // not b: Show writes it
	f.Show(b)
}

// Show puts board b in the field when it changed elsewhere. Text being
// typed, even unfinished or wrong, stays until the board really changes.
func (f *BoardField) Show(b solver.Board) {
	if b == f.board {
		return
	}
	f.board = b
	f.setting = true
	f.Entry.SetText(f.format(b))
	f.setting = false
	f.problem.SetText("")
}
