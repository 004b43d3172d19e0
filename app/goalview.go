package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

const customGoal = "custom"

// goalView shows the goal small beside the board and edits it the way the
// board is edited: tap two tiles to swap them, pick a preset, or type it.
type goalView struct {
	c       *controller
	board   *boardWidget
	presets *keySelect
	field   *boardField
	content fyne.CanvasObject
}

func newGoalView(c *controller) *goalView {
	v := &goalView{c: c, board: newBoardWidget(c.goal, 26)}
	v.board.Duration = slideTime
	v.board.OnTapped = c.tapGoalCell
	var names []string
	for _, p := range solver.Presets() {
		names = append(names, p.Name)
	}
	v.presets = newKeySelect(append(names, customGoal), func(name string) {
		for _, p := range solver.Presets() {
			if p.Name == name {
				c.setGoal(p.Board)
			}
		}
	}, c.typedKey)
	v.field = newBoardField(solver.ParseGoal, c.setGoal, c.escape)
	v.field.entry.SetPlaceHolder("goal, e.g. 123/456/780")
	v.field.show(c.goal)
	v.content = container.NewVBox(
		heading("Goal"),
		container.NewCenter(v.board),
		v.presets,
		withMinWidth(v.field.content, 150),
	)
	c.puzzleChanged.watch(v.refresh)
	v.refresh()
	return v
}

func (v *goalView) refresh() {
	c := v.c
	v.board.SetBoard(c.goal)
	v.board.SetMarks(c.goalPicked, -1, -1)
	v.field.show(c.goal)
	name := customGoal
	for _, p := range solver.Presets() {
		if p.Board == c.goal {
			name = p.Name
		}
	}
	if v.presets.Selected != name {
		v.presets.SetSelected(name) // its callback sets the goal it already is: no-op
	}
}
