package widgets

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// BoardField is a text field for a board in any form the command line
// takes. It parses as the user types: a good board is handed on at once, a
// bad one leaves the last good board in place and says what is wrong under
// the field. The text itself is never rewritten while it is being typed.
//
// B is the board's type: a solver.Board, or a value that holds any size
// (the window's, with the 24-puzzle's boards).
type BoardField[B comparable] struct {
	Entry   *KeyEntry
	problem *widget.Label
	parse   func(string) (B, error)
	format  func(B) string
	onBoard func(B)
	Content fyne.CanvasObject
	board   B    // the last good board typed or shown
	shown   bool // board was shown or typed: a zero B is a board too
	setting bool // the text is being set from outside, not typed
}

// NewBoardField parses with parse and hands each good board to onBoard;
// it writes boards with fmt until SetForm gives it a form.
func NewBoardField[B comparable](parse func(string) (B, error), onBoard func(B), pass KeyPass) *BoardField[B] {
	f := &BoardField[B]{Entry: NewKeyEntry(pass), parse: parse, format: func(b B) string { return fmt.Sprint(b) }, onBoard: onBoard}
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
func (f *BoardField[B]) Problem() string { return f.problem.Text }

func (f *BoardField[B]) changed(s string) {
	if f.setting {
		return
	}
	b, err := f.parse(s)
	if err != nil {
		f.problem.SetText(err.Error())
		return
	}
	f.problem.SetText("")
	f.board, f.shown = b, true
	f.onBoard(b)
}

// SetForm changes how the field reads and writes boards (for another
// size) and shows b in the new form, whatever was typed.
func (f *BoardField[B]) SetForm(parse func(string) (B, error), format func(B) string, b B) {
	f.parse, f.format = parse, format
	f.shown = false // Show writes it
	f.Show(b)
}

// Show puts board b in the field when it changed elsewhere. Text being
// typed, even unfinished or wrong, stays until the board really changes.
func (f *BoardField[B]) Show(b B) {
	if f.shown && b == f.board {
		return
	}
	f.board, f.shown = b, true
	f.setting = true
	f.Entry.SetText(f.format(b))
	f.setting = false
	f.problem.SetText("")
}
