package cli

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/harness"
	"github.com/eightpuzzle/eightpuzzle/solver/wide"
)

// Boards with a side of 5 (2x5 to 5x5) are solved by solver/wide, whose
// board holds 25 cells; solve and algorithms take them, the other
// commands keep to the engine's sizes, up to 4x4.

// checkWideSize reads -size for a command that takes a side of 5: the
// engine's sizes as checkSize reads them, and those of solver/wide.
func checkWideSize(text string) (solver.Shape, error) {
	s, err := checkSize(text)
	if err == nil {
		return s, nil
	}
	if ws, werr := wide.ParseShape(text); werr == nil && wide.Needs(ws) {
		return ws, nil
	}
	if _, werr := wide.ParseShape(text); werr != nil && strings.Contains(werr.Error(), "must each be") {
		return solver.Shape{}, fmt.Errorf("-%w", werr) // out of range: give the range this command takes
	}
	return solver.Shape{}, err
}

// hopelessOn is a.Hopeless(s), on a side of 5 solver/wide's answer.
func hopelessOn(a *solver.Algorithm, s solver.Shape) string {
	if wide.Needs(s) {
		return wide.Hopeless(a, s)
	}
	return a.Hopeless(s)
}

// readWide reads a start board with a side of 5 and its goal: ok is false
// when the text is not one (size is not such a shape, and the text does
// not read as one), and the caller keeps to the engine's boards.
//
// engineErr is what the engine said of the line: a line it read (nil) is
// an engine board, never one with a side of 5, and is not read again.
func readWide(text string, size solver.Shape, goal goalSpec, engineErr error) (p wide.Problem, ok bool, err error) {
	if engineErr == nil || size != (solver.Shape{}) && !wide.Needs(size) {
		return p, false, nil
	}
	b, s, err := wide.ParseBoard(text, size)
	if errors.Is(err, solver.ErrAmbiguousShape) && wide.Needs(goal.shape) {
		b, s, err = wide.ParseBoard(text, goal.shape)
	}
	if size == (solver.Shape{}) && errors.Is(err, solver.ErrAmbiguousShape) {
		// 10, 15 or 20 tiles fit a side of 5 two ways, and no board of
		// the engine: say so, rather than that no board has that many
		if _, _, eerr := solver.ParseBoard(text, solver.Shape{}); eerr != nil && !errors.Is(eerr, solver.ErrAmbiguousShape) {
			return p, true, err
		}
	}
	if rs, rows := wide.RowsShape(text); size == (solver.Shape{}) && err != nil && rows && (rs.Rows > solver.MaxSide || rs.Cols > solver.MaxSide) {
		return p, true, err // rows too long for the engine: the message of the sizes solve takes
	}
	if size == (solver.Shape{}) && (err != nil || !wide.Needs(s)) {
		return p, false, nil
	}
	if err != nil {
		return p, true, err
	}
	var g wide.Board
	switch {
	case goal.preset:
		var found bool
		if g, found = wide.PresetGoal(s, goal.text); !found {
			return p, true, fmt.Errorf("-goal %s: on %v the presets are blank last and blank first", goal.text, s)
		}
	case goal.shape == (solver.Shape{}):
		if g, err = wide.ParseGoal(goal.text, s); err != nil {
			return p, true, fmt.Errorf("-goal: %s", strings.TrimPrefix(err.Error(), "goal: "))
		}
	case goal.shape != s:
		return p, true, fmt.Errorf("the board %s is %v and the goal %s is %v: give boards of one size (-size), or a preset goal", wide.Format(s, b), s, goal.text, goal.shape)
	default:
		g = goal.wide
	}
	return wide.Problem{Start: b, Goal: g, Shape: s}, true, nil
}

// wideLine is the line of solve -json for a board with a side of 5: the
// engine's, but for the conventions.
type wideLine struct {
	jsonResult
	Conventions wide.Conventions `json:"conventions"` // over jsonResult's: the shallower field is the one written
}

// wideJSON is the line of solve -json for a board with a side of 5.
func wideJSON(r wide.Result, lim harness.Limits) wideLine {
	j := toJSON(r.Result, harness.LimitOf(r.Result, lim))
	sh := r.Problem.Shape
	j.Size, j.Start, j.Goal = sh.String(), wide.Format(sh, r.Problem.Start), wide.Format(sh, r.Problem.Goal)
	return wideLine{jsonResult: j, Conventions: wide.ConventionsNamed(r.Algorithm)}
}

// writeWideReport is writeReport for a board with a side of 5.
func writeWideReport(w io.Writer, r wide.Result, lim harness.Limits, maxMemory int64) {
	sh := r.Problem.Shape
	fmt.Fprintf(w, "%v %s -> %s  %s\n", sh, wide.Format(sh, r.Problem.Start), wide.Format(sh, r.Problem.Goal), r.Algorithm)
	fmt.Fprint(w, sideBySide(wide.Grid(sh, r.Problem.Start), wide.Grid(sh, r.Problem.Goal), "  "))
	writeOutcome(w, r.Result, sh, lim, maxMemory, "  conventions: "+wide.ConventionsNamed(r.Algorithm).String()+"\n")
}
