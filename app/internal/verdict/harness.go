package verdict

import (
	"time"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/harness"
)

// Lookup says whether an algorithm reads a precomputed table of distances
// rather than search (solver.Algorithm.NeedsTable).
func Lookup(name string) bool {
	a, err := solver.AlgorithmByName(name)
	return err == nil && a.NeedsTable
}

// Exact says whether a search's path is sure to be shortest: its algorithm
// finds shortest paths, and ran without a weight (weighted A* only bounds
// its path).
func Exact(name string, weight float64) bool {
	a, err := solver.AlgorithmByName(name)
	return err == nil && a.Optimal && weight <= 1
}

// Rows weighs a comparison of one board in English, its rows as
// harness.Compare gives them.
func Rows(rows []harness.Row) Verdict { return English.Rows(rows) }

// Rows weighs a comparison of one board in w's language.
func (w Words) Rows(rows []harness.Row) Verdict {
	var runs []Run
	dist := -1
	for _, r := range rows {
		if r.Distance >= 0 {
			dist = r.Distance
		}
		runs = append(runs, Run{Name: r.Algorithm, Solved: r.Ran && r.Status == solver.Solved,
			Unsolvable: r.Ran && r.Status == solver.Unsolvable, Cost: r.Cost, Expanded: r.Expanded,
			Elapsed: r.Elapsed, Exact: Exact(r.Algorithm, r.Weight), Lookup: Lookup(r.Algorithm)})
	}
	return w.One(runs, dist)
}

// Summaries weighs a batch by its summaries, in English; tabled says the
// boards' size has a distance table (and so Summary.Optimal means
// something), weighted which algorithms ran with a weight.
func Summaries(sums []harness.Summary, tabled bool, weighted func(name string) bool) Verdict {
	return English.Summaries(sums, tabled, weighted)
}

// Summaries is the package's Summaries in w's language.
func (w Words) Summaries(sums []harness.Summary, tabled bool, weighted func(name string) bool) Verdict {
	var out []Summary
	for _, s := range sums {
		v := Summary{Name: s.Algorithm, Boards: s.Boards, Solved: s.Solved, Shortest: -1,
			Exact: Exact(s.Algorithm, 1) && !weighted(s.Algorithm), Lookup: Lookup(s.Algorithm), MeanCost: s.Cost.Mean,
			MeanExpanded: s.Expanded.Mean, MeanTime: time.Duration(s.Time.Mean * float64(time.Second))}
		if tabled {
			v.Shortest = s.Optimal
		}
		out = append(out, v)
	}
	return w.Batch(out)
}
