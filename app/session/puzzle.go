package session

import (
	"context"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// Mode says what a tap on the board does.
type Mode int

const (
	EditMode Mode = iota // tap two tiles to swap them
	PlayMode             // tap a tile beside the blank to slide it
)

// maxUndo bounds the undo history: enough for any session by hand, and a
// script that taps forever cannot grow it without end.
const maxUndo = 10000

// puzzle is the board and goal being worked on, with the goal's distance
// table, and what editing and playing did to them.
type puzzle struct {
	board, goal solver.Board
	table       *solver.Table // distances to goal; nil while it is built
	tableCancel context.CancelFunc

	mode     Mode
	undo     []undoStep   // the board before each change the user made
	moves    int          // slides played since the last edit: the play counter
	playFrom solver.Board // the board those slides started from

	hint       int          // cell of the tile a hint points at, while board is hintFor
	hintFor    solver.Board //
	cursor     int          // keyboard cursor on the board in edit mode
	picked     int          // edit mode: the cell tapped first, waiting for a second; -1: none
	goalPicked int          // the same for the small goal board

	randomDist int // Random draws at this exact distance; 0: any solvable board
}

// undoStep is what Undo goes back to.
type undoStep struct {
	board    solver.Board
	moves    int
	playFrom solver.Board
}

func (p *puzzle) init() {
	p.board, p.goal = solver.GoalBlankLast, solver.GoalBlankLast
	p.hint, p.picked, p.goalPicked = -1, -1, -1
}

// Puzzle is the board being worked on and the goal it is to reach.
func (s *Session) Puzzle() (board, goal solver.Board) { return s.board, s.goal }

// Mode is what a tap on the board does.
func (s *Session) Mode() Mode { return s.mode }

// Marks are the cells the big board outlines: the tile picked for a swap,
// the tile a hint points at and the keyboard cursor (-1: none).
func (s *Session) Marks() (picked, hint, cursor int) {
	hint = -1
	if s.hintFor == s.board {
		hint = s.hint
	}
	cursor = -1
	if s.mode == EditMode {
		cursor = s.cursor
	}
	return s.picked, hint, cursor
}

// GoalPicked is the goal's cell picked for a swap, or -1.
func (s *Session) GoalPicked() int { return s.goalPicked }

// Moves is the number of slides played since the last edit.
func (s *Session) Moves() int { return s.moves }

// CanUndo says whether there is a change to take back.
func (s *Session) CanUndo() bool { return len(s.undo) > 0 }

// RandomDistance is the distance Random draws at; 0 means any.
func (s *Session) RandomDistance() int { return s.randomDist }

// MaxDistance is the farthest any board is from the goal: the table's,
// or the engine's bound while the table is built.
func (s *Session) MaxDistance() int {
	if s.table != nil {
		return s.table.Max()
	}
	return solver.DefaultDepthLimit // the longest optimal solution the engine knows of
}

// TableReady says whether the goal's distance table is built.
func (s *Session) TableReady() bool { return s.table != nil }

// Distance is the optimal number of moves from the board to the goal: -1
// when it cannot reach the goal, -2 while the table is being built.
func (s *Session) Distance() int { return s.distanceOf(s.board) }

func (s *Session) distanceOf(b solver.Board) int {
	if !solver.Solvable(b, s.goal) {
		return -1
	}
	if s.table == nil {
		return -2
	}
	return s.table.Distance(b)
}

// SetBoard replaces the board with one typed or pasted.
func (s *Session) SetBoard(b solver.Board) { s.change(b, 0, b) }

// change is the one way the board changes: the old board goes on the undo
// history, a search of it is cancelled, and the views are told.
func (s *Session) change(b solver.Board, moves int, playFrom solver.Board) {
	if !b.Valid() || b == s.board {
		return
	}
	s.undo = append(s.undo, undoStep{s.board, s.moves, s.playFrom})
	if len(s.undo) > maxUndo {
		s.undo = append(s.undo[:0], s.undo[len(s.undo)-maxUndo:]...)
	}
	s.setBoard(b, moves, playFrom)
}

func (s *Session) setBoard(b solver.Board, moves int, playFrom solver.Board) {
	cancelled := s.supersede()
	s.board, s.moves, s.playFrom = b, moves, playFrom
	s.picked = -1
	if s.tab == ReplayTab {
		s.showTab(SolveTab) // an edit is never made out of sight, behind the replay
	}
	s.compare.puzzleChanged()
	s.race.puzzleChanged()
	if cancelled {
		s.setNote(Warning, "Search stopped: the board changed.")
	}
	s.emit(&s.PuzzleChanged)
}

// Undo takes back the last change to the board, an edit or a slide.
func (s *Session) Undo() {
	n := len(s.undo)
	if n == 0 {
		return
	}
	u := s.undo[n-1]
	s.undo = s.undo[:n-1]
	s.setBoard(u.board, u.moves, u.playFrom)
}

// SetGoal replaces the goal and builds its distance table in the background.
func (s *Session) SetGoal(g solver.Board) {
	if !g.Valid() || g == s.goal {
		return
	}
	cancelled := s.supersede()
	s.goal = g
	s.goalPicked = -1
	s.compare.puzzleChanged()
	s.race.puzzleChanged()
	s.loadTable()
	if cancelled {
		s.setNote(Warning, "Search stopped: the goal changed.")
	}
	s.emit(&s.PuzzleChanged)
}

// loadTable makes s.table the distance table of s.goal. Tables are cached
// by the solver, so after the first build this returns at once; a goal
// changed again meanwhile cancels the build and its result is dropped.
func (s *Session) loadTable() {
	if s.tableCancel != nil {
		s.tableCancel()
	}
	s.table = nil
	goal := s.goal
	ctx, cancel := context.WithCancel(context.Background())
	s.tableCancel = cancel
	s.background(func() {
		t, err := solver.TableFor(ctx, goal)
		if err != nil {
			return // cancelled: a newer goal is being loaded
		}
		s.do(func() {
			if s.goal != goal || s.table != nil || s.closed {
				return
			}
			s.table = t
			s.randomDist = min(s.randomDist, t.Max())
			s.emit(&s.PuzzleChanged)
		})
	})
}

// Random draws a new board: uniform over the solvable boards, or uniform
// over those exactly RandomDistance moves from the goal.
func (s *Session) Random() {
	b := solver.Random(s.rng, s.goal)
	if s.randomDist > 0 {
		if s.table == nil {
			s.setNote(Warning, "The distance table is still being built; try again in a moment.")
			return
		}
		var ok bool
		if b, ok = s.table.RandomAt(s.rng, s.randomDist); !ok {
			s.setNote(Warning, "No board is that far from this goal.")
			return
		}
	}
	s.change(b, 0, b)
}

// SetRandomDistance sets the distance Random draws at; 0 means any.
func (s *Session) SetRandomDistance(d int) {
	d = max(0, min(d, s.MaxDistance()))
	if d == s.randomDist {
		return
	}
	s.randomDist = d
	s.emit(&s.PuzzleChanged)
}

// Reset puts the board back to the goal.
func (s *Session) Reset() { s.change(s.goal, 0, s.goal) }

// SetMode switches between editing and playing.
func (s *Session) SetMode(m Mode) {
	if m != EditMode && m != PlayMode {
		return
	}
	if s.tab == ReplayTab && s.replay.res != nil {
		s.showTab(SolveTab) // the mode is about the user's board: show it
	}
	if m == s.mode {
		return
	}
	s.mode = m
	s.picked, s.goalPicked = -1, -1
	s.emit(&s.PuzzleChanged)
}

// ShowsReplay says whether the big board shows the replay rather than the
// user's board: it then takes no edits.
func (s *Session) ShowsReplay() bool { return s.tab == ReplayTab && s.replay.res != nil }

// TapCell is a tap (or Space) on a cell of the big board.
func (s *Session) TapCell(cell int) {
	if s.ShowsReplay() || cell < 0 || cell >= solver.Cells {
		return
	}
	s.cursor = cell // keys go on from the tile last touched
	if s.mode == PlayMode {
		s.slideCell(cell)
		return
	}
	switch {
	case s.picked < 0:
		s.picked = cell
		s.emit(&s.PuzzleChanged)
	case s.picked == cell:
		s.picked = -1 // tapping the picked tile again puts it down
		s.emit(&s.PuzzleChanged)
	default:
		first := s.picked
		s.picked = -1
		s.change(s.board.Swap(first, cell), 0, s.board.Swap(first, cell))
	}
}

// MoveCursor moves the keyboard cursor of the board in edit mode by rows
// and columns, staying on the board.
func (s *Session) MoveCursor(dr, dc int) {
	if s.mode != EditMode || s.ShowsReplay() {
		return
	}
	r, c := s.cursor/solver.Side, s.cursor%solver.Side
	r = max(0, min(r+dr, solver.Side-1))
	c = max(0, min(c+dc, solver.Side-1))
	if cell := r*solver.Side + c; cell != s.cursor {
		s.cursor = cell
		s.emit(&s.PuzzleChanged)
	}
}

// Cursor is the keyboard cursor's cell.
func (s *Session) Cursor() int { return s.cursor }

// TapGoalCell swaps tiles of the goal the same way.
func (s *Session) TapGoalCell(cell int) {
	if cell < 0 || cell >= solver.Cells {
		return
	}
	switch {
	case s.goalPicked < 0:
		s.goalPicked = cell
	case s.goalPicked == cell:
		s.goalPicked = -1
	default:
		first := s.goalPicked
		s.goalPicked = -1
		s.SetGoal(s.goal.Swap(first, cell))
		return
	}
	s.emit(&s.PuzzleChanged)
}

// slideCell plays the tile in cell into the blank, when they are neighbours.
func (s *Session) slideCell(cell int) {
	if next, _, ok := s.board.MoveTile(cell); ok {
		s.play(next)
	}
}

// Slide plays the tile that would move in direction m (the direction the
// tile moves, as the arrow keys mean it) into the blank, in play mode.
func (s *Session) Slide(m solver.Move) {
	if s.mode != PlayMode || s.ShowsReplay() {
		return
	}
	if next, ok := s.board.Apply(m.Inverse()); ok { // the blank moves the other way
		s.play(next)
	}
}

func (s *Session) play(next solver.Board) {
	from := s.playFrom
	if s.moves == 0 {
		from = s.board
	}
	s.change(next, s.moves+1, from)
	if next != s.goal {
		return
	}
	msg := "Solved by hand in " + plural(s.moves, "move", "moves")
	if opt := s.distanceOf(from); opt >= 0 {
		if opt == s.moves {
			msg += ": optimal!"
		} else {
			msg += " (the shortest solution has " + plural(opt, "move", "moves") + ")"
		}
	}
	s.setNote(Success, msg+".")
}

// Hint marks the tile whose slide brings the board one move closer to the
// goal, as found in the distance table, and switches to play mode.
func (s *Session) Hint() {
	switch d := s.Distance(); {
	case d == -1:
		s.setNote(Warning, "No hint: this board cannot reach the goal.")
		return
	case d == -2:
		s.setNote(Info, "The distance table is still being built; try again in a moment.")
		return
	case d == 0:
		s.setNote(Success, "This is the goal: nothing left to do.")
		return
	}
	_, next, ok := s.table.Hint(s.board)
	if !ok {
		return
	}
	s.SetMode(PlayMode)                       // a hint is a move to play
	s.hint, s.hintFor = next.Blank(), s.board // the tile to slide sits where the blank goes
	s.setNote(Info, "Hint: slide "+TileMove(s.board, next)+"; then "+
		plural(s.table.Distance(next), "move", "moves")+" to go.")
	s.emit(&s.PuzzleChanged)
}
