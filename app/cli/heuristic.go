package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/eightpuzzle/eightpuzzle/app/internal/savedexpr"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

// heuristicFlag reads -heuristic: a built-in heuristic by its name
// (linear-conflict), a name the window saved an expression under (read
// from its preferences file, savedPrefsFile), or an expression over the
// terms (eightpuzzle help heuristic). A word that is none of them is
// refused naming both what it is not; a mistake in an expression is shown
// under the text, at its column.
func heuristicFlag(text string) (*solver.Heuristic, error) {
	if h, err := solver.HeuristicByName(strings.TrimSpace(text)); err == nil {
		return h, nil
	}
	h, perr := solver.ParseHeuristic(text)
	if perr == nil {
		return h, nil
	}
	if !savedexpr.LooksLikeName(text) {
		return nil, fmt.Errorf("-heuristic: %w", exprMistake(text, perr))
	}
	path, list, lerr := savedHeuristics()
	if e, ok := savedexpr.Find(list, text); ok {
		h, err := solver.ParseHeuristic(e.Text)
		if err != nil {
			return nil, fmt.Errorf("-heuristic %s: the expression saved under that name in %s no longer compiles: %w", e.Name, path, exprMistake(e.Text, err))
		}
		return h, nil
	}
	var names string
	switch {
	case lerr != nil:
		names = fmt.Sprintf("the saved names could not be read: %v", lerr)
	case len(list) == 0:
		names = fmt.Sprintf("no name is saved in %s", path)
	default:
		var ns []string
		for _, e := range list {
			ns = append(ns, e.Name)
		}
		names = fmt.Sprintf("the names saved in %s are %s", path, strings.Join(ns, ", "))
	}
	return nil, fmt.Errorf("-heuristic %q: neither a saved heuristic's name (%s) nor a valid expression: %w", strings.TrimSpace(text), names, exprMistake(text, perr))
}

// savedPrefsFile is the window's preferences file on this system.
func savedPrefsFile() string {
	path, err := savedexpr.PrefsFile(savedexpr.AppID)
	if err != nil {
		return "(no configuration folder: " + err.Error() + ")"
	}
	return path
}

// savedHeuristics are the named expressions the window saved, and the
// file they were read from.
func savedHeuristics() (path string, list []savedexpr.Entry, err error) {
	path, err = savedexpr.PrefsFile(savedexpr.AppID)
	if err != nil {
		return "", nil, err
	}
	list, err = savedexpr.ReadPrefs(path)
	return path, list, err
}

// exprMistake adds to an expression's error the expression and a caret
// under the column, as compilers point at a mistake.
func exprMistake(text string, err error) error {
	var ee *solver.ExprError
	if !errors.As(err, &ee) || strings.ContainsAny(text, "\n\r") || len([]rune(text)) > 200 {
		return err
	}
	return fmt.Errorf("%w\n  %s\n  %s^", err, text, strings.Repeat(" ", ee.Column-1))
}

// heuristicAlgorithm is -algo NAME -heuristic H: the family NAME names
// (astar, or the family of astar-manhattan; the default algorithm's when
// -algo is not given) led by H.
func heuristicAlgorithm(algo string, algoSet bool, h *solver.Heuristic) (*solver.Algorithm, error) {
	name := strings.TrimSpace(algo)
	if !algoSet {
		name = solver.DefaultAlgorithm
	}
	f, ok := solver.FamilyByName(name)
	if !ok {
		a, err := solver.AlgorithmByName(name)
		if err != nil {
			return nil, fmt.Errorf("-algo: %w", nameError(err, false))
		}
		f = a.Family
	}
	a, err := f.WithHeuristic(h)
	if err != nil {
		return nil, fmt.Errorf("-algo %s -heuristic: %w", name, err)
	}
	return a, nil
}

// jsonVerdict is `eightpuzzle heuristic -json`: one object, its fields a
// contract with scripts (issue 23). Sample is there only for a size judged
// on a sample (more than 9 cells), where boards is the sample's.
type jsonVerdict struct {
	Expression        string  `json:"expression"`
	Size              string  `json:"size"`
	Boards            int     `json:"boards"`
	Admissible        bool    `json:"admissible"`
	Consistent        bool    `json:"consistent"`
	MaxOverestimate   float64 `json:"max_overestimate"`
	OverestimateBoard *string `json:"overestimate_board"`
	TrueDistance      *int    `json:"true_distance"`
	InconsistentBoard *string `json:"inconsistent_board"`
	InconsistentMove  *string `json:"inconsistent_move"`
	MeanRatio         float64 `json:"mean_ratio"`
	ExactShare        float64 `json:"exact_share"`
	Sample            bool    `json:"sample,omitempty"`
}

func verdictJSON(text string, v solver.Verdict) jsonVerdict {
	j := jsonVerdict{Expression: text, Size: v.Shape.String(), Boards: v.Boards, Admissible: v.Admissible,
		Consistent: v.Consistent, MaxOverestimate: v.MaxOverestimate, MeanRatio: v.MeanRatio, ExactShare: v.ExactShare, Sample: v.Sampled}
	if !v.Admissible {
		b, d := v.Shape.Format(v.OverBoard), v.TrueDistance
		j.OverestimateBoard, j.TrueDistance = &b, &d
	}
	if !v.Consistent {
		b, m := v.Shape.Format(v.InconsistentBoard), v.InconsistentMove.String()
		j.InconsistentBoard, j.InconsistentMove = &b, &m
	}
	return j
}

// heuristicCmd is `eightpuzzle heuristic [-goal BOARD] [-size RxC] [-json]
// EXPR`: the expression judged against the true distance of every board
// that can reach the goal (a sample, on sizes above 9 cells).
func heuristicCmd(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := newFlags("heuristic", "[flags] EXPR   (e.g. 'max(manhattan, linear_conflict)')", stderr)
	goalText := fs.String("goal", "blank last", "goal board or preset (blank last, blank first, spiral)")
	sizeText := sizeFlag(fs)
	asJSON := fs.Bool("json", false, "one JSON object")
	words, err := parseInterleaved(fs, args)
	if err != nil {
		return flagError(err)
	}
	fail := func(err error) int {
		fmt.Fprintln(stderr, "eightpuzzle heuristic:", err)
		return exitUsage
	}
	// an expression the shell split at its spaces is one expression
	text := strings.Join(words, " ")
	if strings.TrimSpace(text) == "" {
		return fail(errors.New("give an expression, e.g. 'max(manhattan, linear_conflict)' (eightpuzzle help heuristic)"))
	}
	size, err := checkSize(*sizeText)
	if err != nil {
		return fail(err)
	}
	goal, err := checkGoal(*goalText, size)
	if err != nil {
		return fail(err)
	}
	shape := size
	if shape == (solver.Shape{}) {
		shape = goal.shape
	}
	shape = shapeOf(shape).Norm()
	g, err := goal.forShape(shape, goal.board)
	if err != nil {
		return fail(err)
	}
	h, err := solver.ParseHeuristic(text)
	if err != nil {
		return fail(exprMistake(text, err))
	}
	if err := h.Check(shape); err != nil {
		return fail(exprMistake(text, err))
	}
	if !shape.Tabled() {
		fmt.Fprintf(stderr, "eightpuzzle heuristic: a %v board has %.3g boards: judging a sample of %d, their distances found by IDA* with the pattern databases\n",
			shape, shape.Reachable(), solver.JudgeSample)
	}
	v, err := h.Judge(ctx, shape, g)
	if err != nil {
		if ctx.Err() != nil {
			fmt.Fprintln(stderr, "eightpuzzle heuristic: interrupted")
			return exitInterrupted
		}
		return fail(err)
	}
	out := newOutput(stdout)
	if *asJSON {
		enc := json.NewEncoder(out)
		enc.SetEscapeHTML(false) // the expression as typed: manhattan > 3, not \u003e
		enc.Encode(verdictJSON(h.Expression(), v))
	} else {
		writeVerdict(out, h.Expression(), v)
	}
	return out.close("eightpuzzle heuristic", stderr, exitOK)
}

// writeVerdict is the verdict as text.
func writeVerdict(w io.Writer, text string, v solver.Verdict) {
	sh := v.Shape
	what := "every board that reaches"
	if v.Sampled {
		what = "a sample of random boards that reach"
	}
	fmt.Fprintf(w, "%s\n  judged on %s %s %s: %s %s\n", text, what, sh.RowsText(v.Goal), sh, count(int64(v.Boards)), plural(v.Boards, "board", "boards"))
	if v.Admissible {
		fmt.Fprintln(w, "  admissible: yes, never above the true distance")
	} else {
		fmt.Fprintf(w, "  admissible: no, it overestimates by up to %s %s: on %s, %d %s from the goal\n",
			movesText(v.MaxOverestimate), plural(int(v.MaxOverestimate), "move", "moves"), sh.RowsText(v.OverBoard), v.TrueDistance, plural(v.TrueDistance, "move", "moves"))
	}
	if v.Consistent {
		fmt.Fprintln(w, "  consistent: yes, no move lowers it by more than one")
	} else {
		fmt.Fprintf(w, "  consistent: no, on %s the blank moving %v lowers it by more than one move\n", sh.RowsText(v.InconsistentBoard), v.InconsistentMove)
	}
	fmt.Fprintf(w, "  mean h/d: %.3f (over the boards other than the goal)\n", v.MeanRatio)
	fmt.Fprintf(w, "  exact: %.1f%% of the boards\n", 100*v.ExactShare)
	if v.Sampled {
		fmt.Fprintln(w, "  (a sample: what holds on it may fail on other boards)")
	}
}

// movesText writes a number of moves as the estimate gives it: 2, or
// 0.414 for a sum of square roots.
func movesText(m float64) string {
	return strings.TrimSuffix(strings.TrimRight(fmt.Sprintf("%.3f", m), "0"), ".")
}
