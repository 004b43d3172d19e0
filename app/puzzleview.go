package app

import (
	"fmt"
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/internal/human"
	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/app/widgets"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

// slideTime is how long a tile takes to slide when played by hand.
const slideTime = 140 * time.Millisecond

// puzzleView is the left side of the window: the big board, the goal
// beside it, the text field and what is known about the board.
type puzzleView struct {
	s     *session.Session
	board *widgets.FocusBoard
	field *widgets.BoardField[session.Cells]
	info  *widget.Label
	mode  *widget.Label // what a tap on the board does now
	edit  *widget.Button
	play  *widget.Button
	undo  *widget.Button
	hint  *widget.Button
	goal  *goalView
	shape solver.Shape // the size the field reads and writes
	// watching: the board shows the board a search in slow motion is
	// expanding, not the user's; taps and arrows then leave it alone
	watching bool
	// hidden in presentation mode: everything but the board, the goal's
	// picture and the caption
	controls []fyne.CanvasObject
	content  fyne.CanvasObject
}

func newPuzzleView(s *session.Session, pass widgets.KeyPass) *puzzleView {
	board, _ := s.Puzzle()
	v := &puzzleView{s: s, board: widgets.NewFocusBoard(board, 48)}
	v.board.OnTapped = func(cell int) {
		if !v.watching {
			s.TapCell(cell)
		}
	}
	v.board.OnKey = func(ev *fyne.KeyEvent) { boardKey(s, ev, pass) }
	v.field = widgets.NewBoardField(func(t string) (session.Cells, error) { return session.ParseCells(s.Shape(), t) }, s.SetCells, pass)
	v.field.Entry.OnSubmitted = func(string) { s.Solve() }
	v.field.Show(s.BoardCells())
	// v.shape stays the zero Shape: the first refresh sets the field's form and placeholder
	v.info = widget.NewLabel("")
	v.info.Wrapping = fyne.TextWrapWord
	v.mode = widget.NewLabel("")
	v.mode.Wrapping = fyne.TextWrapWord
	// "Edit" and "Slide" are the two things a tap on the board does; the
	// Replay tab's Play is the only button called Play.
	v.edit = widget.NewButtonWithIcon(lang.L("Edit"), theme.DocumentCreateIcon(), func() { s.SetMode(session.EditMode) })
	v.play = widget.NewButtonWithIcon(lang.L("Slide"), theme.ViewFullScreenIcon(), func() { s.SetMode(session.PlayMode) })
	v.undo = widget.NewButtonWithIcon(lang.L("Undo"), theme.ContentUndoIcon(), s.Undo)
	v.hint = widget.NewButtonWithIcon(lang.L("Hint"), theme.SearchIcon(), s.Hint)
	v.goal = newGoalView(s, pass)

	boardRow := container.NewBorder(nil, nil, nil, v.goal.content, v.board)
	// lines kept for the info and the mode, so the board does not jump
	// when they wrap
	twoLines := widget.NewLabel("1\n2").MinSize().Height
	info := widgets.AtLeast(v.info, fyne.NewSize(0, twoLines))
	// the pairs wrap, one under the other, where the side is narrower than
	// they are (French words, large text)
	buttons := widgets.WrapRow(theme.Padding(), theme.Padding(), widgets.Row(v.edit, v.play), widgets.Row(v.undo, v.hint))
	v.controls = []fyne.CanvasObject{v.field.Content, v.goal.fieldRow, v.goal.presets, info, buttons}
	bottom := container.NewVBox(
		v.field.Content,
		v.goal.fieldRow,
		info,
		widgets.AtLeast(v.mode, fyne.NewSize(0, twoLines)),
		buttons,
	)
	v.content = container.NewBorder(nil, bottom, nil, nil, boardRow)

	s.PuzzleChanged.Watch(v.refresh)
	s.ReplayChanged.Watch(v.refresh)
	s.TabChanged.Watch(v.refresh)
	s.SearchChanged.Watch(v.refresh)
	s.PresentChanged.Watch(v.refresh)
	// presenting, the board is the exploration's at its step
	s.Exploration().Changed.Watch(func() {
		if s.Presenting() && s.Tab() == session.ExploreTab {
			v.refresh()
		}
	})
	// in slow motion a few boards a second; a search at full speed
	// reports up to 60 times a second and changes nothing here
	s.ProgressChanged.Watch(func() {
		if v.watching || s.Run().Watched {
			v.refresh()
		}
	})
	v.refresh()
	return v
}

// expanding is the board a search in slow motion is expanding, while one
// runs and the Solve tab, where it was started, is in view.
func (v *puzzleView) expanding() (solver.Progress, *solver.Algorithm, bool) {
	run := v.s.Run()
	ok := run.Running && run.Watched && v.s.Tab() == session.SolveTab && v.s.Shape().Valid(run.Progress.Board)
	return run.Progress, run.Algorithm, ok
}

// exploring is the board the exploration shows at its step, in
// presentation mode on the Explore tab: there the big board shows it, as
// it shows a search in slow motion, rather than a thumbnail beside.
func (v *puzzleView) exploring() (session.ExploreState, solver.Board, bool) {
	if !v.s.Presenting() || v.s.Tab() != session.ExploreTab {
		return session.ExploreState{}, 0, false
	}
	st := v.s.Exploration().State()
	b, ok := st.Expanding()
	return st, b, ok
}

// exploreCaption says what the big board shows of an exploration.
func exploreCaption(st session.ExploreState) string {
	if st.Step == 0 {
		return lang.L("Explore, step 0: the start, waiting to be expanded.")
	}
	return lang.L("Explore, step {{.Step}} of {{.Steps}}: the board being expanded.",
		map[string]any{"Step": human.Count(int64(st.Step)), "Steps": human.Count(int64(st.Steps))})
}

// watchCaption names what a learner should see in the board being
// expanded: how deep it is and, for informed searches, how the number it
// was chosen by is made, from the registry's Priority (greedy's is h
// alone; weighted A*'s g + w·h, w the weight it runs under).
func watchCaption(p solver.Progress, a *solver.Algorithm, w float64) string {
	if a.Heuristic == nil {
		return fmt.Sprintf(lang.L("Slow motion: expanding this board, %s from the start."),
			session.Plural(p.Depth, "move", "moves"))
	}
	num := func(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }
	h := p.F - float64(p.Depth)
	switch pr := a.Priority(); {
	case pr == solver.PriorityH:
		return fmt.Sprintf(lang.L("Slow motion: expanding this board, g = %d, chosen by h = %s alone."), p.Depth, num(h))
	case w > 1:
		return fmt.Sprintf(lang.L("Slow motion: expanding this board, g = %d, %s = %d + %s·%s = %s."), p.Depth,
			pr.Formula(w), p.Depth, solver.WeightText(w), num(h), num(float64(p.Depth)+w*h))
	}
	return fmt.Sprintf(lang.L("Slow motion: expanding this board, g = %d, f = g + h = %d + %s = %s."), p.Depth, p.Depth, num(h), num(p.F))
}

func (v *puzzleView) refresh() {
	s := v.s
	board, _ := s.Puzzle()
	sh := s.Shape()
	relayout := sh != v.shape
	if sh != v.shape {
		v.shape = sh
		v.field.SetForm(func(t string) (session.Cells, error) { return session.ParseCells(sh, t) },
			session.Cells.String, s.BoardCells())
		// an entry asks for its placeholder's width: 4x4's goal written
		// out would widen the window past 800
		ph := lang.L("type or paste a board: 123/456/780")
		if !sh.Is3x3() {
			ph = lang.L("type or paste a board, rows split by /")
		}
		v.field.Entry.SetPlaceHolder(ph)
	}
	replayed := s.ShowsReplay()
	p, algo, watching := v.expanding()
	est, explored, exploring := v.exploring()
	v.watching = watching || exploring
	presenting := s.Presenting()
	for _, o := range v.controls {
		show(o, !presenting)
	}
	switch {
	case exploring:
		v.board.Duration = 0 // steps apart are not a move apart
		if est.Log.Wide() {  // a side of 5: the log numbers its boards
			v.board.SetTiles(est.Problem.Shape, est.Log.Tiles(explored))
		} else {
			v.board.SetShape(est.Problem.Shape.Norm(), explored)
			v.board.SetBoard(explored)
		}
		v.board.SetMarks(-1, -1, -1)
	case watching:
		v.board.Duration = 0 // boards expanded one after the other are not a move apart
		v.board.SetShape(sh, p.Board)
		v.board.SetBoard(p.Board)
		v.board.SetMarks(-1, -1, -1)
	case replayed:
		r := s.Replay()
		v.board.Duration = r.Slide
		if b, ok := s.ReplayBoard(); ok {
			v.board.SetShape(r.Result.Problem.Shape, b) // the replay's own size
			v.board.SetBoard(b)
		} else if c, ok := s.ReplayCells(); ok { // a side of 5
			v.board.SetTiles(c.Shape, c.List())
		}
		v.board.SetMarks(-1, -1, -1)
	case s.Wide():
		v.board.Duration = slideTime
		v.board.SetTiles(sh, s.BoardCells().List())
		v.board.SetMarks(s.Marks())
	default:
		v.board.Duration = slideTime
		v.board.SetShape(sh, board)
		v.board.SetBoard(board)
		v.board.SetMarks(s.Marks())
	}
	v.field.Show(s.BoardCells())
	if relayout {
		// the boards' minimum sizes changed with their rows and columns,
		// and the goal's beside them: their containers are told by a
		// refresh of this side, once per size change. Not of the window's
		// whole content: that applied the theme again to every widget of
		// every tab (each icon's SVG parsed again), 190 ms natively and a
		// task of 0.6 to 5 s in a browser (issue 21, item 14); the
		// driver lays out the containers above this side when its
		// minimum size changes (its canvas's EnsureMinSize, each frame).
		v.content.Refresh()
	}
	info := s.PuzzleInfo()
	edit, play := widget.MediumImportance, widget.MediumImportance
	mode := ""
	switch {
	case exploring:
		mode = exploreCaption(est)
	case watching:
		mode = watchCaption(p, algo, s.Run().Weight)
	case replayed && presenting: // the line under the board is hidden: its words go here
		mode = info.Text
	case replayed: // the replay's board takes no taps: neither mode applies
	case presenting: // no taps to explain to an audience
	case s.Mode() == session.EditMode:
		edit = widget.HighImportance
		mode = lang.L("Edit: tap two tiles to swap them.")
	default:
		play = widget.HighImportance
		mode = lang.L("Slide: tap a tile next to the gap, or use the arrows. Moves: ") + human.Count(int64(s.Moves())) + "."
	}
	if v.info.Text != info.Text || v.info.Importance != importance(info.Kind) {
		v.info.Importance, v.info.Text = importance(info.Kind), info.Text
		v.info.Refresh()
	}
	if v.mode.Text != mode {
		v.mode.SetText(mode)
	}
	if v.edit.Importance != edit || v.play.Importance != play {
		v.edit.Importance, v.play.Importance = edit, play
		v.edit.Refresh()
		v.play.Refresh()
	}
	widgets.Enable(v.undo, s.CanUndo() && !replayed)
	d := s.Distance()
	widgets.Enable(v.hint, (d > 0 || d == session.Unknown) && !replayed && s.HintOff() == "")
	hint := lang.L("Hint")
	if s.Thinking() {
		hint = lang.L("Thinking…")
	}
	if v.hint.Text != hint {
		v.hint.SetText(hint)
	}
}
