package app

import (
	"fmt"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// slideTime is how long a tile takes to slide when played by hand.
const slideTime = 140 * time.Millisecond

// puzzleView is the left side of the window: the big board, the goal
// beside it, the text field and what is known about the board.
type puzzleView struct {
	c        *controller
	board    *focusBoard
	field    *boardField
	info     *widget.Label
	edit     *widget.Button
	play     *widget.Button
	moves    *widget.Label
	undo     *widget.Button
	hint     *widget.Button
	goal     *goalView
	content  fyne.CanvasObject
	replayed bool // the board shows the replay, not the user's board
}

func newPuzzleView(c *controller) *puzzleView {
	v := &puzzleView{c: c, board: newFocusBoard(c.board, 64)}
	v.board.OnTapped = c.tapCell
	v.board.OnKey = c.boardKey
	v.field = newBoardField(solver.Parse, func(b solver.Board) { c.showPuzzle(); c.setBoard(b) }, c.escape)
	v.field.entry.SetPlaceHolder("type or paste a board: 123/456/780, 1 2 3 4 5 6 7 8 _")
	v.field.entry.OnSubmitted = func(string) { c.solve() }
	v.field.show(c.board)
	v.info = widget.NewLabel("")
	v.info.Wrapping = fyne.TextWrapWord
	v.edit = widget.NewButtonWithIcon("Edit", theme.DocumentCreateIcon(), func() { c.setMode(editMode) })
	v.play = widget.NewButtonWithIcon("Play", theme.MediaPlayIcon(), func() { c.setMode(playMode) })
	v.moves = widget.NewLabel("")
	v.undo = widget.NewButtonWithIcon("Undo", theme.ContentUndoIcon(), c.undo)
	v.hint = widget.NewButtonWithIcon("Hint", theme.SearchIcon(), c.showHint)
	v.goal = newGoalView(c)

	boardRow := container.NewBorder(nil, nil, nil, container.NewVBox(v.goal.content), v.board)
	// two lines kept for the info, so the board does not jump when it wraps
	twoLines := widget.NewLabel("1\n2").MinSize().Height
	bottom := container.NewVBox(
		v.field.content,
		container.New(minSizeLayout{fyne.NewSize(0, twoLines)}, v.info),
		row(v.edit, v.play, widget.NewSeparator(), v.moves, spacer(), v.undo, v.hint),
	)
	v.content = container.NewBorder(nil, bottom, nil, nil, boardRow)

	c.puzzleChanged.watch(v.refresh)
	c.replayChanged.watch(v.refresh)
	c.tabChanged.watch(v.refresh)
	v.refresh()
	return v
}

func (v *puzzleView) refresh() {
	c := v.c
	v.replayed = c.tab == replayTab && c.replay.res != nil
	if v.replayed {
		v.board.Duration = c.replay.slide()
		v.board.SetBoard(c.replay.board())
		v.board.SetMarks(-1, -1, -1)
	} else {
		v.board.Duration = slideTime
		v.board.SetBoard(c.board)
		cursor := -1
		if c.mode == editMode {
			cursor = max(c.cursor, 0)
		}
		v.board.SetMarks(c.picked, c.hint, cursor)
	}
	v.field.show(c.board)
	v.info.Importance, v.info.Text = v.describe()
	v.info.Refresh()

	v.edit.Importance, v.play.Importance = widget.MediumImportance, widget.MediumImportance
	if v.replayed {
		v.moves.SetText("") // the replay's board takes no taps
	} else if c.mode == editMode {
		v.edit.Importance = widget.HighImportance
		v.moves.SetText("Tap two tiles to swap them")
	} else {
		v.play.Importance = widget.HighImportance
		v.moves.SetText("Moves: " + count(int64(len(c.history))))
	}
	if v.replayed { // neither mode applies to the replay's board
		v.edit.Importance, v.play.Importance = widget.MediumImportance, widget.MediumImportance
	}
	v.edit.Refresh()
	v.play.Refresh()
	enable(v.undo, len(c.history) > 0 && !v.replayed)
	enable(v.hint, c.distance() > 0 && !v.replayed)
}

// describe says at once whether the board can reach the goal and how far.
func (v *puzzleView) describe() (widget.Importance, string) {
	c := v.c
	if v.replayed {
		r := &c.replay
		return widget.MediumImportance, fmt.Sprintf("Replaying the solution: move %s of %s.",
			count(int64(r.pos)), count(int64(r.last())))
	}
	switch d := c.distance(); d {
	case -1:
		return widget.DangerImportance, "✗ Unsolvable: this board can never reach the goal. " +
			"Swap any two tiles to fix it."
	case -2:
		return widget.MediumImportance, "✓ Solvable. Measuring the distance…"
	case 0:
		return widget.SuccessImportance, "✓ This is the goal. Press Random for a puzzle."
	default:
		return widget.SuccessImportance, fmt.Sprintf("✓ Solvable: %s from the goal at best.",
			plural(d, "move", "moves"))
	}
}

// enable enables or disables a widget.
func enable(w fyne.Disableable, on bool) {
	if on {
		w.Enable()
	} else {
		w.Disable()
	}
}
