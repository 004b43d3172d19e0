package cli

import (
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/eightpuzzle/eightpuzzle/app/internal/verdict"
	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/harness"
	"github.com/eightpuzzle/eightpuzzle/solver/wide"
)

// compareWide is compareOne for a board with a side of 5: the algorithms
// solver/wide runs, one after the other, each row streamed as CSV or JSON
// as its run ends, or tabled at the end with the verdict. Those it does
// not run are named after the table (on stderr for CSV and JSON); when
// none of algs runs there, that is bad input. No table gives the distance:
// a row is shortest when its guarantee says so (harness.Row.Optimal).
func compareWide(ctx context.Context, p wide.Problem, algs []*solver.Algorithm, opt harness.CompareOptions, f outputFormat, stdout, stderr io.Writer) int {
	var runs, skipped []*solver.Algorithm
	for _, a := range algs {
		if wide.Runs(a) {
			runs = append(runs, a)
		} else {
			skipped = append(skipped, a)
		}
	}
	if len(runs) == 0 {
		a := algs[0]
		fmt.Fprintf(stderr, "eightpuzzle compare: -algos: none runs at %v (%s: %s)\n", p.Shape, a.Name, wide.Hopeless(a, p.Shape))
		return exitUsage
	}
	if opt.Conventions != (solver.Conventions{}) {
		fmt.Fprintf(stderr, "eightpuzzle compare: -ties, -goal-test and -order are not followed on a side of 5 yet: leave them at their defaults\n")
		return exitUsage
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
	for _, a := range runs {
		if ctx.Err() != nil || out.failed() {
			break
		}
		lim := opt.LimitsFor(a.Name)
		so := solver.Options{MaxNodes: lim.MaxNodes, Timeout: lim.Timeout, MaxMemory: opt.MaxMemory, Prepare: opt.Prepare}
		if a.Weighted {
			so.Weight = opt.Weight
		}
		if searchStarting != nil {
			searchStarting(0, a.Name) // the one board
		}
		res, err := wide.Solve(ctx, a, p, so)
		if err != nil { // the flags and board were checked: not expected
			out.Flush()
			fmt.Fprintf(stderr, "eightpuzzle compare: %s: %v\n", a.Name, err)
			return exitError
		}
		row := harness.Row{Result: res.Result, Distance: -1, Ran: true, Limits: lim}
		row.LimitKind = harness.LimitOf(res.Result, lim)
		row.HitLimit = row.LimitKind != ""
		row.Optimal = res.Status == solver.Solved && res.Guarantee == solver.Shortest
		shown = append(shown, row)
		if row.Finished() {
			finished++
			o.add(row)
		}
		switch f {
		case asCSV:
			rec := harness.RowRecord(row)
			rec[1], rec[2] = wide.Format(p.Shape, p.Start), wide.Format(p.Shape, p.Goal) // the engine's Format holds 16 cells
			// not the engine's defaults, which it did not follow
			c := wideConventionsOf(a)
			rec[csvColumn("ties")], rec[csvColumn("goal_test")], rec[csvColumn("order")] = c.Ties, c.GoalTest, c.Order
			cw.Write(rec)
			cw.Flush()
		case asJSON:
			line := wideJSON(res, lim)
			j := rowJSON(row)
			j.jsonResult = line.jsonResult
			enc.Encode(struct {
				compareRowJSON
				Conventions wideConventions `json:"conventions"` // over the engine's: the shallower field is the one written
			}{j, line.Conventions})
		}
		out.Flush()
	}
	var names []string
	for _, a := range skipped {
		names = append(names, a.Name)
	}
	notRun := ""
	if len(skipped) > 0 {
		notRun = fmt.Sprintf("Not run at %v (eightpuzzle algorithms -size %v says why): %s.\n", p.Shape, p.Shape, strings.Join(names, ", "))
	}
	if f == asText && !out.failed() {
		fmt.Fprintf(out, "%v %s -> %s, conventions: solver/wide's own (goal test on expansion, order UDLR; the best-first searches take the fewest moves left, then the newest, among equals)%s\n\n", p.Shape, wide.Format(p.Shape, p.Start), wide.Format(p.Shape, p.Goal), weightNote(opt.Weight))
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

// csvColumn is the place of a column of harness.RowsHeader.
func csvColumn(name string) int { return slices.Index(harness.RowsHeader(), name) }
