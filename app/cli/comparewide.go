package cli

import (
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"iter"
	"strings"

	"github.com/eightpuzzle/eightpuzzle/app/internal/verdict"
	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/harness"
	"github.com/eightpuzzle/eightpuzzle/solver/wide"
)

// wideRuns splits algs into those solver/wide runs on shape s and the
// others, refusing what it cannot run at all: none of algs, or the
// engine's conventions other than the default (bad input, exit 2).
func wideRuns(s solver.Shape, algs []*solver.Algorithm, opt harness.CompareOptions, stderr io.Writer) (runs, skipped []*solver.Algorithm, code int) {
	runs, skipped = harness.WideRuns(algs)
	if len(runs) == 0 {
		a := algs[0]
		fmt.Fprintf(stderr, "eightpuzzle compare: -algos: none runs at %v (%s: %s)\n", s, a.Name, wide.Hopeless(a, s))
		return nil, nil, exitUsage
	}
	if opt.Conventions != (solver.Conventions{}) {
		fmt.Fprintf(stderr, "eightpuzzle compare: -ties, -goal-test and -order are not followed on a side of 5 yet: leave them at their defaults\n")
		return nil, nil, exitUsage
	}
	return runs, skipped, exitOK
}

// notRunText names the algorithms not run at s, "" when there are none.
func notRunText(s solver.Shape, skipped []*solver.Algorithm) string {
	if len(skipped) == 0 {
		return ""
	}
	var names []string
	for _, a := range skipped {
		names = append(names, a.Name)
	}
	return fmt.Sprintf("Not run at %v (eightpuzzle algorithms -size %v says why): %s.\n", s, s, strings.Join(names, ", "))
}

// compareWide is compareOne for a board with a side of 5: the algorithms
// solver/wide runs, one after the other, each row streamed as CSV or JSON
// as its run ends, or tabled at the end with the verdict. Those it does
// not run are named after the table (on stderr for CSV and JSON); when
// none of algs runs there, that is bad input. No table gives the distance:
// a row is shortest when its guarantee says so (harness.Row.Optimal).
func compareWide(ctx context.Context, p wide.Problem, algs []*solver.Algorithm, opt harness.CompareOptions, f outputFormat, stdout, stderr io.Writer) int {
	runs, skipped, code := wideRuns(p.Shape, algs, opt, stderr)
	if code != exitOK {
		return code
	}
	out := newOutput(stdout)
	cw := csv.NewWriter(out)
	enc := json.NewEncoder(out)
	if f == asCSV {
		cw.Write(harness.RowsHeader())
	}
	var o outcomes
	var shown []harness.Row
	finished := 0
	runCtx, stop := context.WithCancel(ctx)
	defer stop()
	opt.Progress = withSearchStarting(opt.Progress)
	opt.OnRow = func(row harness.Row) {
		shown = append(shown, row)
		if row.Finished() {
			finished++
			o.add(row)
		}
		switch f {
		case asCSV:
			cw.Write(harness.RowRecord(row))
			cw.Flush()
		case asJSON:
			enc.Encode(wideRowJSON(row))
		}
		if !out.Flush() {
			stop() // nobody can read the rest
		}
	}
	if _, err := harness.CompareWide(runCtx, p, runs, opt); err != nil && ctx.Err() == nil && !out.failed() {
		out.Flush()
		fmt.Fprintln(stderr, "eightpuzzle compare:", err)
		return exitUsage // a memory cap below the pattern databases'
	}
	notRun := notRunText(p.Shape, skipped)
	if f == asText && !out.failed() {
		fmt.Fprintf(out, "%v %s -> %s, conventions: %s%s\n\n", p.Shape, wide.Format(p.Shape, p.Start), wide.Format(p.Shape, p.Goal), wideConventionsText, weightNote(opt.Weight))
		writeRowTable(out, shown)
		if ctx.Err() == nil {
			fmt.Fprintf(out, "\n%s\n", verdict.Rows(shown).Text)
		}
		if notRun != "" {
			fmt.Fprintf(out, "\n%s", notRun)
		}
	} else if notRun != "" {
		out.Flush()
		fmt.Fprint(stderr, "eightpuzzle compare: "+notRun)
	}
	if ctx.Err() != nil {
		o.interrupted = true
		out.Flush()
		fmt.Fprintf(stderr, "eightpuzzle compare: interrupted after %d of %d %s\n", finished, len(runs), plural(len(runs), "algorithm", "algorithms"))
	}
	return out.close("eightpuzzle compare", stderr, o.code())
}

// wideRowJSON is a run's line on a side of 5: rowJSON with the boards,
// size and conventions of solver/wide's.
func wideRowJSON(r harness.Row) any {
	j := rowJSON(r)
	w := r.Wide.Problem
	j.Size, j.Start, j.Goal = w.Shape.String(), wide.Format(w.Shape, w.Start), wide.Format(w.Shape, w.Goal)
	return struct {
		compareRowJSON
		Conventions wide.Conventions `json:"conventions"` // over the engine's: the shallower field is the one written
	}{j, wide.ConventionsNamed(r.Algorithm)}
}

// compareWideBatch is compareBatch for boards with a side of 5: the
// summaries of the algorithms solver/wide runs over seq, those it does
// not run named after the table (on stderr for CSV and JSON).
func compareWideBatch(ctx context.Context, seq iter.Seq[wide.Problem], total int, shape solver.Shape, goal wide.Board, what string, algs []*solver.Algorithm, opt harness.CompareOptions, f outputFormat, stdout, stderr io.Writer) int {
	runs, skipped, code := wideRuns(shape, algs, opt, stderr)
	if code != exitOK {
		return code
	}
	return writeBatch(ctx, batch{
		run:    func(opt harness.CompareOptions) (int, error) { return harness.RunWide(ctx, seq, total, runs, opt) },
		algs:   len(runs),
		total:  total,
		what:   what,
		to:     fmt.Sprintf("%v %s", shape, wide.Format(shape, goal)),
		conv:   ": " + wideConventionsText,
		notRun: notRunText(shape, skipped),
	}, opt, f, stdout, stderr)
}

// compareWideCmd is compare's batch on a side of 5: -random N boards,
// drawn at random or -scramble moves from the goal; or, since no table
// gives boards at each distance there, -depth D -per K boards scrambled
// 1..D moves, K of each, as the window's batch "by distance" draws them.
func compareWideCmd(ctx context.Context, size solver.Shape, goal goalSpec, random, depth, per, scramble int, seed uint64, algs []*solver.Algorithm, opt harness.CompareOptions, f outputFormat, stdout, stderr io.Writer) int {
	shape := size
	if shape == (solver.Shape{}) {
		shape = goal.shape
	}
	shape = shape.Norm()
	var g wide.Board
	switch {
	case goal.preset:
		var found bool
		if g, found = wide.PresetGoal(shape, goal.text); !found {
			fmt.Fprintf(stderr, "eightpuzzle compare: -goal %s: on %v the presets are blank last and blank first\n", goal.text, shape)
			return exitUsage
		}
	case goal.shape != shape:
		fmt.Fprintf(stderr, "eightpuzzle compare: -size %v and the goal %s (%v) differ: give a goal of that size, or a preset\n", shape, goal.text, goal.shape)
		return exitUsage
	default:
		g = goal.wide
	}
	spec := harness.WideBatch{Shape: shape, Goal: g, Random: random, Seed: seed}
	what := plural(random, "random board", "random boards")
	switch {
	case scramble > 0:
		spec.Random, spec.Scramble, spec.Count = 0, scramble, random
		what = fmt.Sprintf("%s scrambled %s %s", plural(random, "board", "boards"), count(int64(scramble)), plural(scramble, "move", "moves"))
	case depth > 0:
		// no table gives boards at each distance: scrambles of each length
		spec.UpTo, spec.Count = depth, per
		what = fmt.Sprintf("%s scrambled 1 to %s moves (%s of each length)", plural(spec.Len(), "board", "boards"), count(int64(depth)), count(int64(per)))
	}
	seq, err := spec.Boards()
	if err != nil {
		fmt.Fprintf(stderr, "eightpuzzle compare: %s\n", strings.TrimPrefix(err.Error(), "batch: "))
		return exitUsage
	}
	return compareWideBatch(ctx, seq, spec.Len(), shape, g, what, algs, opt, f, stdout, stderr)
}

// wideConventionsText heads a comparison on a side of 5: what every search
// there follows (wide.Conventions, which say it per search).
const wideConventionsText = "solver/wide's own (goal test on expansion, order UDLR; the best-first searches take the fewest moves left, then the newest, among equals)"
