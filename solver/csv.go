package solver

import (
	"encoding/csv"
	"io"
	"math"
	"strconv"
)

// RowsHeader names the columns of WriteRowsCSV, the same as the JSON
// fields of the command line so that a script can read either; the last
// three are the conventions of the run.
var RowsHeader = []string{"board", "start", "goal", "algorithm", "optimal_algorithm", "status",
	"cost", "distance", "optimal", "expanded", "generated", "max_depth", "max_frontier", "elapsed_ns",
	"ties", "goal_test", "order"}

// WriteRowsCSV writes one line per row of a comparison, after a header.
// Cost is empty for a run that did not solve the board, distance when it
// is unknown.
func WriteRowsCSV(w io.Writer, rows []Row) error {
	cw := csv.NewWriter(w)
	cw.Write(RowsHeader)
	for _, r := range rows {
		optimalAlgo := false
		if a, err := AlgorithmByName(r.Algorithm); err == nil {
			optimalAlgo = a.Optimal
		}
		cost, dist := "", ""
		if r.Status == Solved {
			cost = strconv.Itoa(r.Cost)
		}
		if r.Distance >= 0 {
			dist = strconv.Itoa(r.Distance)
		}
		cw.Write([]string{
			strconv.Itoa(r.Index), r.Problem.Start.String(), r.Problem.Goal.String(), r.Algorithm,
			strconv.FormatBool(optimalAlgo), r.State(), cost, dist, strconv.FormatBool(r.Optimal),
			i64(r.Expanded), i64(r.Generated), strconv.Itoa(r.MaxDepth), strconv.Itoa(r.MaxFrontier),
			i64(r.Elapsed.Nanoseconds()),
			r.Conventions.Ties.String(), r.Conventions.GoalTest.String(), r.Conventions.Order.String(),
		})
	}
	cw.Flush()
	return cw.Error()
}

// SummaryHeader names the columns of WriteSummariesCSV.
var SummaryHeader = []string{"algorithm", "boards", "solved", "optimal", "limited",
	"mean_cost", "max_cost", "mean_expanded", "max_expanded", "mean_generated", "max_generated",
	"mean_max_depth", "max_max_depth", "mean_max_frontier", "max_max_frontier",
	"mean_seconds", "max_seconds", "ebf", "ties", "goal_test", "order"}

// WriteSummariesCSV writes one line per algorithm of a batch, after a
// header; a measure with no rows is left empty.
func WriteSummariesCSV(w io.Writer, sums []Summary) error {
	cw := csv.NewWriter(w)
	cw.Write(SummaryHeader)
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
		rec = append(rec, f64(s.EBF), s.Conventions.Ties.String(), s.Conventions.GoalTest.String(), s.Conventions.Order.String())
		cw.Write(rec)
	}
	cw.Flush()
	return cw.Error()
}

func i64(n int64) string { return strconv.FormatInt(n, 10) }

func f64(v float64) string {
	if math.IsNaN(v) {
		return ""
	}
	return strconv.FormatFloat(v, 'g', 6, 64)
}
