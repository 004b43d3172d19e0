package session

import (
	"context"
	"fmt"
	"time"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/wide"
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
	shape       solver.Shape // rows and columns of board and goal; never the zero Shape
	board, goal solver.Board
	// the board and goal on a side of 5 (wide.go), where board and goal stay 0
	wboard, wgoal, wfrom wide.Board
	// the algorithm and weight chosen before 5x5 picked one that finishes
	// there, and what it picked (wide.go)
	before5     *chosen
	after5      chosen
	table       *solver.Table // distances to goal; nil while it is built, or for a size with none
	tableCancel context.CancelFunc
	tableFailed bool // the table cannot be had for this shape: distances are unknown

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

	// A hint on a board without a table comes from a search in the
	// background; thinking is the board it is about, 0 when none runs.
	hintGen    uint64
	hintCancel context.CancelFunc
	thinking   solver.Board
	// hintPrepare is the progress of the pattern database the hint's
	// search builds first (seconds of work in a browser); zero when none
	hintPrepare Preparing
}

// undoStep is what Undo goes back to.
type undoStep struct {
	board     solver.Board
	moves     int
	playFrom  solver.Board
	wb, wfrom wide.Board // on a side of 5
}

func (p *puzzle) init() {
	p.shape = solver.Square3
	p.board, p.goal = p.shape.Goal(), p.shape.Goal()
	p.hint, p.picked, p.goalPicked = -1, -1, -1
}

// Puzzle is the board being worked on and the goal it is to reach.
func (s *Session) Puzzle() (board, goal solver.Board) { return s.board, s.goal }

// Shape is the size of the board and goal: rows and columns.
func (s *Session) Shape() solver.Shape { return s.shape }

// Problem is the puzzle as the engine takes it: board, goal and shape.
func (s *Session) Problem() solver.Problem { return s.problem() }

// SetShape changes the size of the puzzle: board and goal become the new
// shape's default goal, and every search, comparison and race of the old
// size is stopped and its results dropped, as after an edit.
func (s *Session) SetShape(sh solver.Shape) {
	sh = sh.Norm()
	if checkShape(sh) != nil || sh == s.shape {
		return
	}
	cancelled := s.supersede()
	s.stopHint()
	s.compare.shapeChanged(s.shape, sh)
	s.shape = sh
	s.goal, s.wgoal = 0, wide.Goal(sh) // a side of 5 has its boards in wboard and wgoal
	if !s.Wide() {
		s.goal = sh.Goal()
	}
	s.board, s.wboard = s.goal, s.wgoal
	s.moves, s.playFrom, s.wfrom = 0, s.goal, s.wgoal
	s.undo = nil // the old size's boards mean nothing on the new one
	s.picked, s.goalPicked, s.cursor = -1, -1, 0
	s.hint, s.hintFor = -1, 0
	s.randomDist = 0
	if s.tab == ReplayTab {
		s.showTab(SolveTab)
	}
	if s.replay.res != nil { // a solution of the old size: gone with it
		s.pause()
		s.replay.res, s.replay.pos = nil, 0
		s.emit(&s.ReplayChanged)
	}
	s.compare.puzzleChanged()
	s.race.puzzleChanged()
	s.loadTable()
	msg := fmt.Sprintf(tr("Size %v."), sh)
	if cancelled {
		msg += tr(" The search of the old size was stopped.")
	}
	if s.Wide() {
		msg += s.fitWide()
	} else {
		s.unfitWide()
	}
	s.setNote(Info, msg)
	s.emit(&s.PuzzleChanged)
}

// Tabled says whether the size has an exact distance table: distances,
// table hints and random boards at a distance.
func (s *Session) Tabled() bool { return s.shape.Tabled() && !s.tableFailed }

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
	if s.Wide() {
		return wideScrambleMax
	}
	return s.shape.Diameter() // the longest optimal solution of the size
}

// TableReady says whether the goal's distance table is built.
func (s *Session) TableReady() bool { return s.table != nil }

// What Distance says when it has no number.
const (
	Unreachable = -1 // the board cannot reach the goal
	Measuring   = -2 // the distance table is being built
	Unknown     = -3 // the size has no table: only a search can tell
)

// Distance is the optimal number of moves from the board to the goal, or
// Unreachable, Measuring or Unknown.
func (s *Session) Distance() int { return s.distanceOf(s.board) }

func (s *Session) distanceOf(b solver.Board) int {
	if s.Wide() {
		if b != s.board {
			return Unknown // an engine board asked on a side of 5: none is of this size
		}
		return s.wideDistance()
	}
	if !s.shape.Solvable(b, s.goal) {
		return Unreachable
	}
	if b == s.goal {
		return 0
	}
	if s.table == nil {
		if !s.Tabled() {
			return Unknown
		}
		return Measuring
	}
	return s.table.Distance(b)
}

// SetBoard replaces the board with one typed or pasted.
func (s *Session) SetBoard(b solver.Board) { s.change(b, 0, b) }

// change is the one way the board changes: the old board goes on the undo
// history, a search of it is cancelled, and the views are told.
func (s *Session) change(b solver.Board, moves int, playFrom solver.Board) {
	if !s.shape.Valid(b) || b == s.board {
		return
	}
	s.undo = append(s.undo, undoStep{board: s.board, moves: s.moves, playFrom: s.playFrom})
	if len(s.undo) > maxUndo {
		s.undo = append(s.undo[:0], s.undo[len(s.undo)-maxUndo:]...)
	}
	s.setBoard(b, moves, playFrom)
}

func (s *Session) setBoard(b solver.Board, moves int, playFrom solver.Board) {
	cancelled := s.supersede()
	s.stopHint()
	s.board, s.moves, s.playFrom = b, moves, playFrom
	s.picked = -1
	if s.tab == ReplayTab {
		s.showTab(SolveTab) // an edit is never made out of sight, behind the replay
	}
	s.compare.puzzleChanged()
	s.race.puzzleChanged()
	if cancelled {
		s.setNote(Warning, tr("Search stopped: the board changed."))
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
	if s.Wide() {
		s.setWideBoard(u.wb, u.moves, u.wfrom)
		return
	}
	s.setBoard(u.board, u.moves, u.playFrom)
}

// SetGoal replaces the goal and builds its distance table in the background.
func (s *Session) SetGoal(g solver.Board) {
	if !s.shape.Valid(g) || g == s.goal {
		return
	}
	cancelled := s.supersede()
	s.stopHint()
	s.goal = g
	s.goalPicked = -1
	s.compare.puzzleChanged()
	s.race.puzzleChanged()
	s.loadTable()
	if cancelled {
		s.setNote(Warning, tr("Search stopped: the goal changed."))
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
	s.table, s.tableFailed = nil, false
	sh, goal := s.shape, s.goal
	if !sh.Tabled() {
		s.tableCancel = nil
		return // hundreds of millions of boards and more: no table
	}
	ctx, cancel := context.WithCancel(context.Background())
	s.tableCancel = cancel
	s.background(func() {
		t, err := tableFor(ctx, sh, goal)
		if err != nil {
			if ctx.Err() == nil {
				// not a cancel: this engine has no table for the size
				s.do(func() {
					if s.goal == goal && s.shape == sh && !s.closed {
						s.tableFailed = true
						s.emit(&s.PuzzleChanged)
					}
				})
			}
			return // cancelled: a newer goal is being loaded
		}
		s.do(func() {
			if s.goal != goal || s.shape != sh || s.table != nil || s.closed {
				return
			}
			s.table = t
			s.randomDist = min(s.randomDist, t.Max())
			s.emit(&s.PuzzleChanged)
		})
	})
}

// Random draws a new board: uniform over the solvable boards other than
// the goal, or over those exactly RandomDistance moves from the goal.
// Either way it is never the board already shown: on a 2x2, where one
// draw in six would be the goal or the board before, a press of Random
// would otherwise seem to do nothing.
func (s *Session) Random() {
	if s.Wide() {
		s.randomWide() // no table: any solvable board
		return
	}
	draw := func() solver.Board { return s.shape.Random(s.rng, s.goal) }
	if s.randomDist > 0 && s.Tabled() {
		if s.table == nil {
			s.setNote(Warning, tr("The distance table is still being built; try again in a moment."))
			return
		}
		if s.randomDist > s.table.Max() {
			s.setNote(Warning, tr("No board is that far from this goal."))
			return
		}
		if s.table.Counts()[s.randomDist] == 1 && s.table.Distance(s.board) == s.randomDist {
			s.setNote(Info, fmt.Sprintf(tr("This is the only board %s from the goal."), plural(s.randomDist, "move", "moves")))
			return
		}
		draw = func() solver.Board { b, _ := s.table.RandomAt(s.rng, s.randomDist); return b }
	}
	b := draw()
	for b == s.board || b == s.goal { // every size has at least 12 boards: a few draws at most
		b = draw()
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
func (s *Session) Reset() {
	if s.Wide() {
		s.changeWide(s.wgoal, 0, s.wgoal)
		return
	}
	s.change(s.goal, 0, s.goal)
}

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
	if s.ShowsReplay() || cell < 0 || cell >= s.shape.Cells() {
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
		if s.Wide() {
			b := s.wboard
			b[first], b[cell] = b[cell], b[first]
			s.changeWide(b, 0, b)
			return
		}
		b := s.shape.Swap(s.board, first, cell)
		s.change(b, 0, b)
	}
}

// MoveCursor moves the keyboard cursor of the board in edit mode by rows
// and columns, staying on the board.
func (s *Session) MoveCursor(dr, dc int) {
	if s.mode != EditMode || s.ShowsReplay() {
		return
	}
	cols := s.shape.Cols
	r, c := s.cursor/cols, s.cursor%cols
	r = max(0, min(r+dr, s.shape.Rows-1))
	c = max(0, min(c+dc, cols-1))
	if cell := r*cols + c; cell != s.cursor {
		s.cursor = cell
		s.emit(&s.PuzzleChanged)
	}
}

// Cursor is the keyboard cursor's cell.
func (s *Session) Cursor() int { return s.cursor }

// TapGoalCell swaps tiles of the goal the same way.
func (s *Session) TapGoalCell(cell int) {
	if cell < 0 || cell >= s.shape.Cells() {
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
		if s.Wide() {
			g := s.wgoal
			g[first], g[cell] = g[cell], g[first]
			s.setWideGoal(g)
			return
		}
		s.SetGoal(s.shape.Swap(s.goal, first, cell))
		return
	}
	s.emit(&s.PuzzleChanged)
}

// slideCell plays the tile in cell into the blank, when they are neighbours.
func (s *Session) slideCell(cell int) {
	if s.Wide() {
		if next, ok := wideMoveTile(s.shape, s.wboard, cell); ok {
			s.playWide(next)
		}
		return
	}
	if next, _, ok := s.shape.MoveTile(s.board, cell); ok {
		s.play(next)
	}
}

// Slide plays the tile that would move in direction m (the direction the
// tile moves, as the arrow keys mean it) into the blank, in play mode.
func (s *Session) Slide(m solver.Move) {
	if s.mode != PlayMode || s.ShowsReplay() {
		return
	}
	if s.Wide() {
		if next, ok := wide.Apply(s.shape, s.wboard, m.Inverse()); ok {
			s.playWide(next)
		}
		return
	}
	if next, ok := s.shape.Apply(s.board, m.Inverse()); ok { // the blank moves the other way
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
	msg := tr("Solved by hand in ") + plural(s.moves, "move", "moves")
	if opt := s.distanceOf(from); opt >= 0 {
		if opt == s.moves {
			msg += tr(": optimal!")
		} else {
			msg += tr(" (the shortest solution has ") + plural(opt, "move", "moves") + ")"
		}
	}
	s.setNote(Success, msg+".")
}

// Hint marks the tile whose slide brings the board one move closer to the
// goal, and switches to play mode. With a distance table the answer is
// immediate; on a size without one a search finds it in the background
// (Thinking says so, Esc or an edit cancels it), within hintTimeout.
func (s *Session) Hint() {
	if s.Wide() {
		s.setNote(Info, s.HintOff())
		return
	}
	switch d := s.Distance(); {
	case d == Unreachable:
		s.setNote(Warning, tr("No hint: this board cannot reach the goal."))
		return
	case d == Measuring:
		s.setNote(Info, tr("The distance table is still being built; try again in a moment."))
		return
	case d == 0:
		s.setNote(Success, tr("This is the goal: nothing left to do."))
		return
	case d == Unknown:
		s.searchHint()
		return
	}
	_, next, ok := s.table.Hint(s.board)
	if !ok {
		return
	}
	s.showHint(next, s.table.Distance(next))
}

// showHint marks the slide to next, left moves from there.
func (s *Session) showHint(next solver.Board, left int) {
	s.SetMode(PlayMode)                       // a hint is a move to play
	s.hint, s.hintFor = next.Blank(), s.board // the tile to slide sits where the blank goes
	s.setNote(Info, tr("Hint: slide ")+TileMove(s.board, next)+tr("; then ")+
		plural(left, "move", "moves")+tr(" to go."))
	s.emit(&s.PuzzleChanged)
}

// The hint search: the strongest algorithm that needs no table, and how
// long it may think before it gives up.
var (
	hintAlgorithms = []string{"idastar-pdb", "idastar-linear-conflict"}
	hintTimeout    = 20 * time.Second
)

// Thinking says whether a hint is being searched for.
func (s *Session) Thinking() bool { return s.thinking != 0 }

// HintPreparing is the progress of the pattern database that the hint's
// search builds first; zero when none is being built.
func (s *Session) HintPreparing() Preparing { return s.hintPrepare }

// searchHint looks for a hint with a search of the board in the
// background: the first move of an optimal solution.
func (s *Session) searchHint() {
	if s.thinking == s.board {
		return // already on it
	}
	s.stopHint()
	var algos []*solver.Algorithm
	for _, n := range hintAlgorithms {
		if a, err := solver.AlgorithmByName(n); err == nil && a.Hopeless(s.shape) == "" {
			algos = append(algos, a)
		}
	}
	if len(algos) == 0 {
		s.setNote(Warning, tr("No hint: no algorithm of this engine can search this size."))
		return
	}
	s.hintGen++
	gen := s.hintGen
	ctx, cancel := context.WithCancel(context.Background())
	s.hintCancel, s.thinking = cancel, s.board
	p := s.problem()
	opt := solver.Options{Timeout: hintTimeout, MaxMemory: s.search.maxMemory}
	opt.Prepare = prepareReporter(s.do, func() bool { return gen == s.hintGen }, func(p Preparing) {
		s.hintPrepare = p
		// the status line's alone: on PuzzleChanged every tab redraws,
		// ten times a second for as long as the database takes
		s.Changed.emit()
	})
	s.background(func() {
		// the first that can run: the pattern database's needs its
		// package in the program
		var res solver.Result
		var err error
		for _, a := range algos {
			if res, err = a.Solve(ctx, p, opt); err == nil || ctx.Err() != nil {
				break
			}
		}
		s.do(func() { s.finishHint(gen, p, res, err) })
	})
	s.emit(&s.PuzzleChanged)
}

// finishHint takes the hint search's result on the UI goroutine.
func (s *Session) finishHint(gen uint64, p solver.Problem, res solver.Result, err error) {
	if gen != s.hintGen || s.closed {
		return // cancelled, or the board changed meanwhile
	}
	s.hintCancel()
	s.thinking, s.hintCancel, s.hintPrepare = 0, nil, Preparing{}
	switch {
	case err != nil:
		s.setNote(Danger, fmt.Sprintf(tr("No hint: %s."), err))
	case res.Status == solver.Solved && len(res.Path) > 1 && p == s.problem():
		s.showHint(res.Path[1], res.Cost-1)
		return
	case res.Status == solver.Limit:
		s.setNote(Warning, fmt.Sprintf(tr("No hint: no solution found within %s. Try a board nearer the goal."), duration(hintTimeout)))
	default:
		s.setNote(Info, tr("No hint: the search was stopped."))
	}
	s.emit(&s.PuzzleChanged)
}

// stopHint cancels the hint search under way and drops its result.
func (s *Session) stopHint() bool {
	if s.thinking == 0 {
		return false
	}
	s.hintCancel()
	s.hintGen++
	s.thinking, s.hintCancel, s.hintPrepare = 0, nil, Preparing{}
	return true
}

// StopHint is Esc while a hint is being searched for.
func (s *Session) StopHint() {
	if s.stopHint() {
		s.setNote(Info, tr("Hint stopped."))
		s.emit(&s.PuzzleChanged)
	}
}
