package app

import (
	"context"

	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// The controller's puzzle: the board and goal being worked on, with their
// distance table, and what editing and playing do to them.

// setBoard replaces the board. Anything that changes the board goes through
// here: a search of the old board is cancelled and play history starts over.
func (c *controller) setBoard(b solver.Board) { c.changeBoard(b, nil) }

// changeBoard sets the board with the play history that led to it.
func (c *controller) changeBoard(b solver.Board, history []solver.Board) {
	if !b.Valid() || b == c.board {
		return
	}
	c.supersede("the board changed")
	c.board = b
	c.history = history
	c.hint, c.picked = -1, -1
	c.remember()
	c.puzzleChanged.emit()
}

// setGoal replaces the goal and builds its distance table in the background.
func (c *controller) setGoal(g solver.Board) {
	if !g.Valid() || g == c.goal {
		return
	}
	c.supersede("the goal changed")
	c.goal = g
	c.hint, c.goalPicked = -1, -1
	c.remember()
	c.loadTable()
	c.puzzleChanged.emit()
}

// loadTable makes c.table the distance table of c.goal. Tables are cached
// by the solver, so after the first build this returns at once; a goal
// changed again meanwhile cancels the build and its result is dropped.
func (c *controller) loadTable() {
	if c.tableCancel != nil {
		c.tableCancel()
	}
	c.table = nil
	goal := c.goal
	ctx, cancel := context.WithCancel(context.Background())
	c.tableCancel = cancel
	c.wg.Add(1)
	go func() {
		defer c.wg.Done()
		t, err := solver.TableFor(ctx, goal)
		if err != nil {
			return // cancelled: a newer goal is being loaded
		}
		c.do(func() {
			if c.goal != goal || c.table != nil {
				return
			}
			c.table = t
			c.puzzleChanged.emit()
		})
	}()
}

// distance is the optimal number of moves from the board to the goal: -1
// when it cannot reach the goal, -2 while the table is being built.
func (c *controller) distance() int {
	if !solver.Solvable(c.board, c.goal) {
		return -1
	}
	if c.table == nil {
		return -2
	}
	return c.table.Distance(c.board)
}

// random draws a new board: uniform over the solvable boards, or uniform
// over those exactly randomDist moves from the goal.
func (c *controller) random() {
	b := solver.Random(c.rng, c.goal)
	if c.randomDist > 0 {
		if c.table == nil {
			c.setStatus(widget.WarningImportance, "The distance table is still being built; try again in a moment.")
			return
		}
		var ok bool
		if b, ok = c.table.RandomAt(c.rng, c.randomDist); !ok {
			c.setStatus(widget.WarningImportance, "No board is that far from this goal.")
			return
		}
	}
	c.showPuzzle()
	c.setBoard(b)
}

// reset puts the board back to the goal.
func (c *controller) reset() {
	c.showPuzzle()
	c.setBoard(c.goal)
}

// setMode switches between editing and playing.
func (c *controller) setMode(m mode) {
	c.showPuzzle()
	if m == c.mode {
		return
	}
	c.mode = m
	c.history = nil
	c.hint, c.picked, c.goalPicked = -1, -1, -1
	c.puzzleChanged.emit()
}

// tapCell is a tap (or Space) on a cell of the big board.
func (c *controller) tapCell(cell int) {
	if c.tab == replayTab && c.replay.res != nil {
		return // the board shows the replay: not the user's board to change
	}
	c.cursor = cell // keys go on from the tile last touched
	if c.mode == playMode {
		c.slideCell(cell)
		return
	}
	switch {
	case c.picked < 0:
		c.picked = cell
		c.puzzleChanged.emit()
	case c.picked == cell:
		c.picked = -1 // tapping the picked tile again puts it down
		c.puzzleChanged.emit()
	default:
		first := c.picked
		c.picked = -1
		c.setBoard(c.board.Swap(first, cell))
	}
}

// tapGoalCell swaps tiles of the goal the same way.
func (c *controller) tapGoalCell(cell int) {
	switch {
	case c.goalPicked < 0:
		c.goalPicked = cell
	case c.goalPicked == cell:
		c.goalPicked = -1
	default:
		first := c.goalPicked
		c.goalPicked = -1
		c.setGoal(c.goal.Swap(first, cell))
	}
	c.puzzleChanged.emit()
}

// slideCell plays the tile in cell into the blank, when they are neighbours.
func (c *controller) slideCell(cell int) {
	next, _, ok := c.board.MoveTile(cell)
	if !ok {
		return
	}
	c.play(next)
}

// slideDir plays the tile that would move in direction m (the direction
// the tile moves, as the arrow keys mean it) into the blank.
func (c *controller) slideDir(m solver.Move) {
	next, ok := c.board.Apply(m.Inverse()) // the blank moves the other way
	if !ok {
		return
	}
	c.play(next)
}

func (c *controller) play(next solver.Board) {
	history := append(c.history, c.board)
	c.changeBoard(next, history)
	if next == c.goal {
		msg := "Solved by hand in " + plural(len(history), "move", "moves")
		if opt := c.tableDistance(history[0]); opt >= 0 {
			if opt == len(history) {
				msg += ": optimal!"
			} else {
				msg += " (the shortest solution has " + plural(opt, "move", "moves") + ")"
			}
		}
		c.setStatus(widget.SuccessImportance, msg)
	}
}

// undo takes back the last play move.
func (c *controller) undo() {
	n := len(c.history)
	if n == 0 {
		return
	}
	c.changeBoard(c.history[n-1], c.history[:n-1])
}

// showHint marks the tile whose slide brings the board one move closer to
// the goal, as found in the distance table.
func (c *controller) showHint() {
	switch d := c.distance(); {
	case d == -1:
		c.setStatus(widget.WarningImportance, "No hint: this board cannot reach the goal.")
		return
	case d == -2:
		c.setStatus(widget.MediumImportance, "The distance table is still being built; try again in a moment.")
		return
	case d == 0:
		c.setStatus(widget.SuccessImportance, "This is the goal: nothing left to do.")
		return
	}
	_, next, ok := c.table.Hint(c.board)
	if !ok {
		return
	}
	c.setMode(playMode)   // a hint is a move to play
	c.hint = next.Blank() // the tile to slide sits where the blank goes
	c.setStatus(widget.MediumImportance, "Hint: slide "+tileMove(c.board, next)+"; then "+
		plural(c.table.Distance(next), "move", "moves")+" to go.")
	c.puzzleChanged.emit()
}

// tableDistance is the optimal distance of b to the current goal, or -1
// when unknown or unreachable.
func (c *controller) tableDistance(b solver.Board) int {
	if c.table == nil || !solver.Solvable(b, c.goal) {
		return -1
	}
	return c.table.Distance(b)
}
