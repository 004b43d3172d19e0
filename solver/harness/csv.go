package harness

import (
	"encoding/csv"
	"io"
	"math"
	"slices"
	"strconv"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/wide"
)

// RowsHeader names the columns of WriteRowsCSV, the same as the JSON
// fields of the command line so that a script can read either.
func RowsHeader() []string { return slices.Clone(rowsHeader) }

var rowsHeader = []string{"board", "start", "goal", "algorithm", "optimal_algorithm", "status",
	"cost", "distance", "optimal", "expanded", "generated", "max_depth", "max_frontier", "elapsed_ns", "limit",
	"ties", "goal_test", "order", "shuffle", "weight", "guarantee"}

// WriteRowsCSV writes one line per row of a comparison, after a header.
// Status is Row.Outcome, the word the command line's text and JSON use, and
// limit the LimitKind of a row a limit stopped (else empty). Cost is empty
// for a run that did not solve the board, distance when it is unknown.
// Numbers are plain decimals. The conventions close the row: ties,
// goal_test, order, then shuffle (the seed, empty for the fixed order) and
// weight (weighted A*'s, empty for none), and guarantee (what the path
// promises: shortest, bounded by the weight, or none), added after the
// others so that scripts reading columns by place still work.
// optimal_algorithm is whether the run promised a shortest path: false for
// a weighted A*.
func WriteRowsCSV(w io.Writer, rows []Row) error {
	cw := csv.NewWriter(w)
	cw.Write(rowsHeader)
	for _, r := range rows {
		cw.Write(RowRecord(r))
	}
	cw.Flush()
	return cw.Error()
}

// RowRecord is the CSV record WriteRowsCSV writes for r, for a caller that
// writes rows as they come.
func RowRecord(r Row) []string {
	optimalAlgo := r.Guarantee == solver.Shortest
	cost, dist := "", ""
	if r.Status == solver.Solved {
		cost = strconv.Itoa(r.Cost)
	}
	if r.Distance >= 0 {
		dist = strconv.Itoa(r.Distance)
	}
	start, goal := r.Problem.Shape.Format(r.Problem.Start), r.Problem.Shape.Format(r.Problem.Goal)
	conv := conventionsText(r.Conventions, r.Wide != nil, r.Algorithm)
	if w := r.Wide; w != nil { // the engine's Format holds 16 cells
		start, goal = wide.Format(w.Problem.Shape, w.Problem.Start), wide.Format(w.Problem.Shape, w.Problem.Goal)
	}
	return append([]string{
		strconv.Itoa(r.Index), start, goal, r.Algorithm,
		strconv.FormatBool(optimalAlgo), r.Outcome(), cost, dist, strconv.FormatBool(r.Optimal),
		i64(r.Expanded), i64(r.Generated), strconv.Itoa(r.MaxDepth), strconv.Itoa(r.MaxFrontier),
		i64(r.Elapsed.Nanoseconds()), string(r.LimitKind)},
		append(conv, weightText(r.Weight), r.Guarantee.String())...)
}

// conventionsText is the ties, goal_test, order and shuffle columns: the
// engine's conventions, or for a run of solver/wide (a side of 5) its own,
// which it follows whatever the engine's say.
func conventionsText(c solver.Conventions, isWide bool, algorithm string) []string {
	if isWide {
		w := wide.ConventionsNamed(algorithm)
		return []string{w.Ties, w.GoalTest, w.Order, ""}
	}
	return []string{c.Ties.String(), c.GoalTest.String(), c.Order.String(), shuffleText(c.Shuffle)}
}

// shuffleText is the seed of a shuffled move order, empty for the fixed one.
func shuffleText(seed uint64) string {
	if seed == 0 {
		return ""
	}
	return strconv.FormatUint(seed, 10)
}

// weightText is weighted A*'s w, empty when there is none.
func weightText(w float64) string {
	if w <= 1 {
		return ""
	}
	return f64(w)
}

// SummaryHeader names the columns of WriteSummariesCSV.
func SummaryHeader() []string { return slices.Clone(summaryHeader) }

var summaryHeader = []string{"algorithm", "boards", "solved", "optimal", "limited",
	"mean_cost", "max_cost", "mean_expanded", "max_expanded", "mean_generated", "max_generated",
	"mean_max_depth", "max_max_depth", "mean_max_frontier", "max_max_frontier",
	"mean_seconds", "max_seconds", "ebf", "ties", "goal_test", "order", "shuffle", "weight", "guarantee"}

// WriteSummariesCSV writes one line per algorithm of a batch, after a
// header; a measure with no rows is left empty, and so is ebf where b*
// means nothing (see Summary.EBF). Numbers are plain decimals.
func WriteSummariesCSV(w io.Writer, sums []Summary) error {
	cw := csv.NewWriter(w)
	cw.Write(summaryHeader)
	for _, s := range sums {
		rec := []string{s.Algorithm, strconv.Itoa(s.Boards), strconv.Itoa(s.Solved),
			strconv.Itoa(s.Optimal), strconv.Itoa(s.Limited)}
		for _, st := range []Stat{s.Cost, s.Expanded, s.Generated, s.MaxDepth, s.MaxFrontier, s.Time} {
			if st.N == 0 {
				rec = append(rec, "", "")
				continue
			}
			rec = append(rec, f64(st.Mean), f64(st.Max))
		}
		rec = append(rec, f64(s.EBF))
		rec = append(rec, conventionsText(s.Conventions, s.Wide, s.Algorithm)...)
		rec = append(rec, weightText(s.Weight), s.Guarantee.String())
		cw.Write(rec)
	}
	cw.Flush()
	return cw.Error()
}

func i64(n int64) string { return strconv.FormatInt(n, 10) }

// f64 writes v as a plain decimal, never with an exponent (1374660.5, not
// 1.37466e+06), in the fewest digits that read back as v.
func f64(v float64) string {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return ""
	}
	return strconv.FormatFloat(v, 'f', -1, 64)
}
