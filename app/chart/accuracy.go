package chart

import (
	"fmt"

	"github.com/eightpuzzle/eightpuzzle/solver/accuracy"
)

// IdentityName names the line h = d in the accuracy charts.
var IdentityName = mark("h = true distance") // translated where drawn (tr)

// AccuracyRanges is the line chart of each heuristic's mean estimate at
// each true distance, with a whisker from its least to its greatest, and
// the line h = d for reference: the nearer a heuristic's line to it, the
// better it guides a search, and an admissible one's whiskers never cross
// it.
func AccuracyRanges(acc []accuracy.HeuristicAccuracy) LineSpec {
	spec := LineSpec{Title: tr("Heuristic estimates against the true distance (mean, least to greatest)"),
		XLabel: tr("True distance to the goal (moves)"), YLabel: tr("Estimate h (moves)"),
		Unit: Count, Scale: LinearScale, Identity: tr(IdentityName), Dodge: true}
	for _, a := range acc {
		se := Series{Name: tr(a.Title)}
		for _, b := range a.Bands {
			if b.Count == 0 {
				continue
			}
			se.X = append(se.X, float64(b.Distance))
			se.Y = append(se.Y, b.Mean)
			se.Lo = append(se.Lo, b.Min)
			se.Hi = append(se.Hi, b.Max)
		}
		spec.Series = append(spec.Series, se)
	}
	return spec
}

// AccuracyHeat is the heat map of one heuristic: how many boards at each
// true distance have each estimate, rounded to whole moves.
func AccuracyHeat(a accuracy.HeuristicAccuracy) HeatSpec {
	n := 0
	for _, b := range a.Bands {
		n += b.Count
	}
	return HeatSpec{
		Title:  fmt.Sprintf(tr("%s against the true distance, %s boards"), tr(a.Title), Thousands(n)),
		XLabel: tr("True distance to the goal (moves)"), YLabel: tr("Estimate h, rounded (moves)"),
		Counts: a.Heat, Identity: tr(IdentityName), CountLabel: tr("boards"),
	}
}

// DepthCompare is the line chart of the boards a search expanded at each
// depth g (counts[g]) beside the same for breadth-first search, on a log
// axis when the counts span two orders of magnitude or more. A depth with
// no expansions leaves a gap on a log axis.
func DepthCompare(name string, counts []int64, bfsName string, bfs []int64) LineSpec {
	spec := LineSpec{Title: tr("Boards expanded at each depth"), XLabel: tr("Depth g (moves from the start)"),
		YLabel: tr("Boards expanded"), Unit: Count, Scale: AutoScale}
	for _, s := range []struct {
		name string
		v    []int64
	}{{name, counts}, {bfsName, bfs}} {
		se := Series{Name: s.name}
		for g, n := range s.v {
			se.X = append(se.X, float64(g))
			se.Y = append(se.Y, float64(n))
		}
		spec.Series = append(spec.Series, se)
	}
	return spec
}
