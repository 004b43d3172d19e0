package session

import (
	"fmt"
	"slices"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/wide"
)

// The 24-puzzle. A board with a side of 5 does not fit the engine's
// solver.Board (a uint64 of 16 cells); solver/wide holds it, a byte a cell.
// On such a size the puzzle's board and goal are wboard and wgoal, and board and
// goal stay zero (in wboard and wgoal); every intent that reads a board asks Wide first. The
// 3x3's path is the engine's, untouched.

// Square5 is the 24-puzzle, the largest size the window offers.
var Square5 = solver.Shape{Rows: 5, Cols: 5}

// Shapes are the sizes the window offers, by number of cells: the
// engine's (solver.Shapes stops at 4x4: every engine caller relies on it)
// and those with a side of 5, 2x5 to 5x5, which solver/wide holds.
func Shapes() []solver.Shape { return slices.Clone(shapes) }

var shapes = func() []solver.Shape {
	var out []solver.Shape
	for r := solver.MinSide; r <= wide.MaxSide; r++ {
		for c := solver.MinSide; c <= wide.MaxSide; c++ {
			out = append(out, solver.Shape{Rows: r, Cols: c})
		}
	}
	slices.SortStableFunc(out, func(a, b solver.Shape) int { return a.Cells() - b.Cells() })
	return out
}()

// checkShape reports a size the window does not take.
func checkShape(sh solver.Shape) error {
	if wide.Needs(sh) {
		return nil
	}
	return sh.Check()
}

// Wide says whether the size has a side of 5: its boards are solver/wide's,
// and only what runs there is offered (Solve, Replay, Compare, Explore,
// Race; no table, hint, state-space map or Heuristics yet).
func (s *Session) Wide() bool { return wide.Needs(s.shape) }

// Cells is a board of any size the window offers, as a value: its shape
// and its tiles cell by cell, 0 the blank. A board with a side of 5 exists
// in the window only in this form.
type Cells struct {
	Shape solver.Shape
	Tiles wide.Board
}

// List is the tiles cell by cell, as many as the shape has cells.
func (c Cells) List() []int {
	n := min(c.Shape.Cells(), wide.MaxCells)
	t := make([]int, n)
	for i := range t {
		t[i] = int(c.Tiles[i])
	}
	return t
}

// String writes the board the way ParseCells reads it back.
func (c Cells) String() string {
	if wide.Needs(c.Shape) {
		return wide.Format(c.Shape, c.Tiles)
	}
	return FormatBoard(c.Shape, solver.FromTiles(c.List()))
}

// engine is the board as the engine holds it, for a size it takes.
func (c Cells) engine() solver.Board { return solver.FromTiles(c.List()) }

func cellsOf(sh solver.Shape, b solver.Board) Cells {
	return Cells{sh, wide.FromTiles(sh.Tiles(b))}
}

// ParseCells reads a board of size sh as typed: the engine's forms, and on
// a side of 5 rows of 5 tiles or 25 tiles in a list.
func ParseCells(sh solver.Shape, text string) (Cells, error) {
	if !wide.Needs(sh) {
		b, err := ParseBoard(sh, text)
		return cellsOf(sh, b), err
	}
	b, _, err := wide.ParseBoard(text, sh)
	return Cells{sh, b}, err
}

// ParseGoalCells reads a goal of size sh: a preset's name or a board.
func ParseGoalCells(sh solver.Shape, text string) (Cells, error) {
	if !wide.Needs(sh) {
		b, err := ParseGoal(sh, text)
		return cellsOf(sh, b), err
	}
	b, err := wide.ParseGoal(text, sh)
	return Cells{sh, b}, err
}

// BoardCells is the board being worked on, on any size.
func (s *Session) BoardCells() Cells {
	if s.Wide() {
		return Cells{s.shape, s.wboard}
	}
	return cellsOf(s.shape, s.board)
}

// GoalCells is the goal, on any size.
func (s *Session) GoalCells() Cells {
	if s.Wide() {
		return Cells{s.shape, s.wgoal}
	}
	return cellsOf(s.shape, s.goal)
}

// SetCells replaces the board with one typed or pasted; one of another
// size is ignored.
func (s *Session) SetCells(c Cells) {
	switch {
	case c.Shape.Norm() != s.shape:
	case s.Wide():
		s.changeWide(c.Tiles, 0, c.Tiles)
	default:
		s.SetBoard(c.engine())
	}
}

// SetGoalCells replaces the goal; one of another size is ignored.
func (s *Session) SetGoalCells(c Cells) {
	switch {
	case c.Shape.Norm() != s.shape:
	case s.Wide():
		s.setWideGoal(c.Tiles)
	default:
		s.SetGoal(c.engine())
	}
}

// GoalPresets are the names of the size's preset goals, the default first:
// no spiral on a side of 5.
func (s *Session) GoalPresets() []string {
	var names []string
	if s.Wide() {
		return []string{"blank last", "blank first"}
	}
	for _, p := range s.shape.Presets() {
		names = append(names, p.Name)
	}
	return names
}

// GoalPreset is the goal the size's preset of that name stands for.
func (s *Session) GoalPreset(name string) (Cells, bool) {
	if s.Wide() {
		b, ok := wide.PresetGoal(s.shape, name)
		return Cells{s.shape, b}, ok
	}
	b, ok := s.shape.PresetGoal(name)
	return cellsOf(s.shape, b), ok
}

// wideProblem is the puzzle as solver/wide takes it.
func (s *Session) wideProblem() wide.Problem {
	return wide.Problem{Start: s.wboard, Goal: s.wgoal, Shape: s.shape}
}

func (s *Session) changeWide(b wide.Board, moves int, playFrom wide.Board) {
	if !wide.Valid(s.shape, b) || b == s.wboard {
		return
	}
	s.undo = append(s.undo, undoStep{moves: s.moves, wb: s.wboard, wfrom: s.wfrom})
	if len(s.undo) > maxUndo {
		s.undo = append(s.undo[:0], s.undo[len(s.undo)-maxUndo:]...)
	}
	s.setWideBoard(b, moves, playFrom)
}

func (s *Session) setWideBoard(b wide.Board, moves int, playFrom wide.Board) {
	s.wboard, s.wfrom = b, playFrom
	s.setBoard(0, moves, 0) // the rest of a change, as on every size
}

func (s *Session) setWideGoal(g wide.Board) {
	if !wide.Valid(s.shape, g) || g == s.wgoal {
		return
	}
	cancelled := s.supersede()
	s.wgoal = g
	s.goalPicked = -1
	if cancelled {
		s.setNote(Warning, tr("Search stopped: the goal changed."))
	}
	s.emit(&s.PuzzleChanged)
}

// wideDistance is Distance on a side of 5: no table, so only the goal
// itself and a board that cannot reach it are known.
func (s *Session) wideDistance() int {
	switch {
	case !wide.Solvable(s.shape, s.wboard, s.wgoal):
		return Unreachable
	case s.wboard == s.wgoal:
		return 0
	}
	return Unknown
}

// wideMoveTile slides the tile in cell into the blank beside it.
func wideMoveTile(sh solver.Shape, b wide.Board, cell int) (wide.Board, bool) {
	blank := b.Blank(sh)
	if blank < 0 || cell < 0 || cell >= sh.Cells() {
		return b, false
	}
	dr, dc := cell/sh.Cols-blank/sh.Cols, cell%sh.Cols-blank%sh.Cols
	if dr*dr+dc*dc != 1 {
		return b, false
	}
	b[blank], b[cell] = b[cell], 0
	return b, true
}

func (s *Session) playWide(next wide.Board) {
	from := s.wfrom
	if s.moves == 0 {
		from = s.wboard
	}
	s.changeWide(next, s.moves+1, from)
	if next == s.wgoal {
		s.setNote(Success, tr("Solved by hand in ")+plural(s.moves, "move", "moves")+".")
	}
}

// wideScrambleMax is the longest scramble Random offers on 5x5: IDA* with
// linear conflict finds the shortest solution of scrambles up to about 50
// moves in seconds there (solver/wide's doc), not of random boards.
const wideScrambleMax = 60

// randomWide draws a solvable board other than the goal and the one shown:
// any, or RandomDistance random moves from the goal (at most that far).
func (s *Session) randomWide() {
	draw := func() wide.Board { return wide.Random(s.shape, s.rng, s.wgoal) }
	if s.randomDist > 0 {
		draw = func() wide.Board { return wide.Scramble(s.shape, s.rng, s.wgoal, s.randomDist) }
	}
	b := draw()
	for b == s.wboard || b == s.wgoal { // a walk can come back: a few draws at most
		b = draw()
	}
	s.changeWide(b, 0, b)
}

// wideHopeless is Hopeless on a side of 5: what solver/wide says, except
// that a weighted A* at wide.DefaultWeight or more finishes in seconds,
// as its reason itself says.
func (s *Session) wideHopeless(a *solver.Algorithm) string { return HopelessAt(a, s.shape, s.weight) }

// reason is a reason the solver gives as a format and its arguments, in
// the window's language: the French window showed them in English.
func reason(format string, args []any) string {
	if format == "" {
		return ""
	}
	return fmt.Sprintf(tr(format), args...)
}

// wideReason is solver/wide's reason in the window's language and words:
// a weighted A* below wide.DefaultWeight is told of the weight field, not
// the command line's -weight.
func wideReason(a *solver.Algorithm, sh solver.Shape) string {
	if wide.Runs(a) && a.Family == solver.FamilyAStar && a.Weighted {
		w := solver.WeightText(wide.DefaultWeight)
		return fmt.Sprintf(tr("hopeless at %v below weight %s: keeps every board it reaches; at weight %s or more it finishes in seconds, at most that many times the shortest"), sh.Norm(), w, w)
	}
	return reason(wide.HopelessReason(a, sh))
}

// wideDefault is the algorithm the Solve tab offers first on a side of 5:
// weighted A* with linear conflict, which solved 50 random 5x5 boards in
// 71 ms at most at weight 5 (solver/wide's BenchmarkFiveByFive).
const wideDefault = "astar-linear-conflict"

// fitWide makes the chosen algorithm one that finishes on a side of 5, and
// says so: what was chosen before is kept, to come back with the size.
func (s *Session) fitWide() string {
	if s.wideHopeless(s.search.algo) == "" {
		return ""
	}
	a, err := solver.AlgorithmByName(wideDefault)
	if err != nil {
		return ""
	}
	s.before5 = &chosen{algo: s.search.algo, weight: s.weight}
	s.search.algo = a
	s.weight = max(s.weight, wide.DefaultWeight)
	s.after5 = chosen{algo: a, weight: s.weight}
	s.emit(&s.SearchChanged)
	return s.fitted()
}

// fitted says what fitWide chose.
func (s *Session) fitted() string {
	a := s.after5
	return fmt.Sprintf(tr(" Solve runs %s here: at most %s times the shortest."),
		RunTitle(a.algo, a.weight), weightText(a.weight))
}

// chosen is an algorithm and weight picked.
type chosen struct {
	algo   *solver.Algorithm
	weight float64
}

// unfitWide puts back the algorithm and weight chosen before a side of 5,
// unless the user chose others since.
func (s *Session) unfitWide() {
	if b := s.set5Aside(); b != nil {
		s.search.algo, s.weight = b.algo, b.weight
		s.emit(&s.SearchChanged)
	}
	s.before5 = nil
}

// set5Aside is the user's choice that fitWide set aside for a side of 5,
// while fitWide's own still stands; nil when there is none, or the user
// has chosen again since.
func (s *Session) set5Aside() *chosen {
	if b := s.before5; b != nil && s.search.algo == s.after5.algo && s.weight == s.after5.weight {
		return b
	}
	return nil
}

// HintOff is why there is no hint on this size, "" when there is one: on
// a side of 5 no search finds a shortest move in the time a hint may take.
func (s *Session) HintOff() string {
	if !s.Wide() {
		return ""
	}
	if s.shape == Square5 {
		return fmt.Sprintf(tr("No hint on %v: only an optimal search knows a move that brings the board closer, and it takes hours here."), s.shape)
	}
	// 2x5 to 5x4: an optimal search may well be quick, but the hint's
	// searches are the engine's, which stop at 4x4
	return fmt.Sprintf(tr("No hint on %v yet: hints come from searches of boards up to 4x4. Solve with an optimal search (IDA*) shows a shortest path."), s.shape)
}

// parseShape reads a remembered size: one the window offers.
func parseShape(v string) (solver.Shape, error) {
	sh, err := solver.ParseShape(v)
	if err == nil {
		return sh, nil
	}
	if ws, werr := wide.ParseShape(v); werr == nil && slices.Contains(Shapes(), ws) {
		return ws, nil
	}
	return sh, err
}

// loadWide restores board and goal of a side of 5; one that does not
// read falls back to the default goal, as on the engine's sizes.
func (s *Session) loadWide(l loader) {
	sh := s.shape
	s.board, s.goal, s.playFrom = 0, 0, 0
	s.wgoal = wide.Goal(sh)
	parse := func(v string) error { _, err := ParseCells(sh, v); return err }
	if v, ok := l.string(prefGoal, parse); ok {
		c, _ := ParseCells(sh, v)
		s.wgoal = c.Tiles
	}
	s.wboard = s.wgoal
	if v, ok := l.string(prefBoard, parse); ok {
		c, _ := ParseCells(sh, v)
		s.wboard = c.Tiles
	}
	s.wfrom = s.wboard
}

// RefusedAt is why a does not run at all on sh, "" when it does: on a
// side of 5, what solver/wide does not run (the Compare tab's chooser
// greys those out).
func RefusedAt(a *solver.Algorithm, sh solver.Shape) string {
	if !wide.Needs(sh) || wide.Runs(a) {
		return ""
	}
	return wideReason(a, sh)
}

// HopelessAt is why a, run under weight w, cannot be expected to finish
// on a typical board of sh, "" when it can: the engine's answer, or on a
// side of 5 solver/wide's, where a weighted A* at wide.DefaultWeight or
// more finishes (as wideHopeless says).
func HopelessAt(a *solver.Algorithm, sh solver.Shape, w float64) string {
	if wide.Needs(sh) {
		if wide.Runs(a) && a.Family == solver.FamilyAStar && a.Weighted && w >= wide.DefaultWeight {
			return ""
		}
		return wideReason(a, sh)
	}
	return reason(a.HopelessReason(sh))
}

// Refused is why a cannot run at all on this size, "" when it can: on a
// side of 5 only what solver/wide runs (IDA*, A* and greedy led by
// Manhattan distance or linear conflict). The Solve tab's menu disables
// those entries; Solve says the same.
func (s *Session) Refused(a *solver.Algorithm) string {
	return RefusedAt(a, s.shape)
}
