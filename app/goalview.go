package app

import (
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
	field    *widgets.BoardField
	fieldRow fyne.CanvasObject // the field, placed by the puzzle view under the board's
	shape    solver.Shape      // of the presets and the field
	content  fyne.CanvasObject
}

func newGoalView(s *session.Session, pass widgets.KeyPass) *goalView {
	_, goal := s.Puzzle()
	v := &goalView{s: s, board: widgets.NewBoard(goal, 24)}
	v.board.Duration = slideTime
	v.board.OnTapped = s.TapGoalCell
	// every size has the same three presets by name: the options never
	// change, only the boards they stand for
	// shown in the window's language (lang.L), known by the solver's names
	var names []string
	for _, p := range solver.Square3.Presets() {
		names = append(names, lang.L(p.Name))
	}
	v.presets = widgets.NewKeySelect(append(names, lang.L(customGoal)), func(label string) {
		name := label
		for _, p := range solver.Square3.Presets() {
			if lang.L(p.Name) == label {
				name = p.Name
			}
		}
		if b, ok := s.Shape().PresetGoal(name); ok && label != lang.L(customGoal) {
			s.SetGoal(b)
		}
	}, pass)
	v.field = widgets.NewBoardField(func(t string) (solver.Board, error) { return solver.ParseGoal(t, solver.Square3) }, s.SetGoal, pass)
	v.field.Entry.SetPlaceHolder(lang.L("goal: 123/456/780"))
	v.field.Show(goal)
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

func (v *goalView) refresh() {
	_, goal := v.s.Puzzle()
	sh := v.s.Shape()
	if sh != v.shape {
		v.shape = sh
		v.field.SetForm(func(t string) (solver.Board, error) { return session.ParseGoal(sh, t) },
			func(b solver.Board) string { return session.FormatBoard(sh, b) }, goal)
		ph := lang.L("goal: 123/456/780") // not 4x4's written out: an entry is as wide as its placeholder
		if !sh.Is3x3() {
			ph = lang.L("goal: a preset or rows")
		}
		v.field.Entry.SetPlaceHolder(ph)
	}
	v.board.SetShape(sh, goal)
	v.board.SetBoard(goal)
	v.board.SetMarks(v.s.GoalPicked(), -1, -1)
	v.field.Show(goal)
	name := lang.L(customGoal)
	for _, p := range sh.Presets() {
		if p.Board == goal {
			name = lang.L(p.Name)
		}
	}
	if v.presets.Selected != name {
		v.presets.SetSelected(name) // its callback sets the goal it already is: no-op
	}
}
