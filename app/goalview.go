package app

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	"github.com/eightpuzzle/eightpuzzle/app/internal/locale"
	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/app/widgets"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

var customGoal = locale.Mark("custom")

// goalView shows the goal small beside the board and edits it the way the
// board is edited: tap two tiles to swap them, pick a preset, or type it.
// Its widgets are made once and only change state: a drop-down rebuilt
// while it opens is what crashed Fyne's pop-up (fyne-io/fyne#5965).
type goalView struct {
	s        *session.Session
	board    *widgets.Board
	presets  *widgets.KeySelect
	field    *widgets.BoardField[session.Cells]
	fieldRow fyne.CanvasObject // the field, placed by the puzzle view under the board's
	shape    solver.Shape      // of the presets and the field
	content  fyne.CanvasObject
}

func newGoalView(s *session.Session, pass widgets.KeyPass) *goalView {
	_, goal := s.Puzzle()
	v := &goalView{s: s, board: widgets.NewBoard(goal, 24)}
	v.board.Duration = slideTime
	v.board.OnTapped = s.TapGoalCell
	// the engine's sizes have the same three presets by name, 5x5 the
	// first two (no spiral there): the options change only with the size,
	// the boards they stand for with it
	// shown in the window's language (lang.L), known by the solver's names
	v.presets = widgets.NewKeySelect(v.presetLabels(), func(label string) {
		for _, name := range s.GoalPresets() {
			if c, ok := s.GoalPreset(name); ok && lang.L(name) == label {
				s.SetGoalCells(c)
			}
		}
	}, pass)
	v.field = widgets.NewBoardField(func(t string) (session.Cells, error) { return session.ParseGoalCells(s.Shape(), t) }, s.SetGoalCells, pass)
	v.field.Entry.SetPlaceHolder(lang.L("goal: 123/456/780"))
	v.field.Show(s.GoalCells())
	// v.shape stays the zero Shape: the first refresh sets the field's form and placeholder
	v.content = container.NewVBox(
		widgets.Heading(lang.L("Goal")),
		container.NewCenter(v.board),
		v.presets,
	)
	// The field goes under the board's own, as wide: in the goal's narrow
	// column a 4x4 goal showed as "1 2 3 4/5 6 7 8/9". The home icon is
	// Reset to goal's: a label would leave a 4x4 goal no room at 800x600.
	v.field.Entry.Icon = theme.HomeIcon()
	v.fieldRow = v.field.Content
	s.PuzzleChanged.Watch(v.refresh)
	v.refresh()
	return v
}

// presetLabels are the size's preset goals and "custom", in the window's
// language.
func (v *goalView) presetLabels() []string {
	var labels []string
	for _, name := range v.s.GoalPresets() {
		labels = append(labels, lang.L(name))
	}
	return append(labels, lang.L(customGoal))
}

func (v *goalView) refresh() {
	_, goal := v.s.Puzzle()
	sh := v.s.Shape()
	if sh != v.shape {
		v.shape = sh
		v.field.SetForm(func(t string) (session.Cells, error) { return session.ParseGoalCells(sh, t) },
			session.Cells.String, v.s.GoalCells())
		if labels := v.presetLabels(); !slices.Equal(labels, v.presets.Options) {
			v.presets.SetOptions(labels)
		}
		ph := lang.L("goal: 123/456/780") // not 4x4's written out: an entry is as wide as its placeholder
		if !sh.Is3x3() {
			ph = lang.L("goal: a preset or rows")
		}
		v.field.Entry.SetPlaceHolder(ph)
	}
	if v.s.Wide() {
		v.board.SetTiles(sh, v.s.GoalCells().List())
	} else {
		v.board.SetShape(sh, goal)
		v.board.SetBoard(goal)
	}
	v.board.SetMarks(v.s.GoalPicked(), -1, -1)
	v.field.Show(v.s.GoalCells())
	name := lang.L(customGoal)
	for _, p := range v.s.GoalPresets() {
		if c, _ := v.s.GoalPreset(p); c == v.s.GoalCells() {
			name = lang.L(p)
		}
	}
	if v.presets.Selected != name {
		v.presets.SetSelected(name) // its callback sets the goal it already is: no-op
	}
}
