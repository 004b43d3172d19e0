package chart

import (
	"fmt"
	"math"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/harness"
)

// Measure is what a bar chart of a comparison shows.
type Measure int

const (
	Cost Measure = iota
	Expanded
	Generated
	MaxDepth
	MaxFrontier
	Time
)

// Measures lists them in the order the compare view offers them.
var Measures = []Measure{Cost, Expanded, Time, MaxDepth, Generated, MaxFrontier}

var measureNames = [...]struct{ name, axis string }{
	Cost:        {"cost", mark("Solution cost (moves)")},
	Expanded:    {"expanded", mark("Nodes expanded")},
	Generated:   {"generated", mark("Nodes generated")},
	MaxDepth:    {"depth", mark("Maximum search depth (moves)")},
	MaxFrontier: {"frontier", mark("Maximum frontier (boards)")},
	Time:        {"time", "Time"},
}

// String is a short name for file names and flags: cost, expanded, time...
func (m Measure) String() string { return measureNames[m].name }

// Axis is the axis label: "Nodes expanded".
func (m Measure) Axis() string { return tr(measureNames[m].axis) }

// Unit is how the measure's values print.
func (m Measure) Unit() Unit {
	if m == Time {
		return Seconds
	}
	return Count
}

// row picks the measure from one row.
func (m Measure) row(r harness.Row) float64 {
	switch m {
	case Cost:
		return float64(r.Cost)
	case Expanded:
		return float64(r.Expanded)
	case Generated:
		return float64(r.Generated)
	case MaxDepth:
		return float64(r.MaxDepth)
	case MaxFrontier:
		return float64(r.MaxFrontier)
	}
	return r.Elapsed.Seconds()
}

func (m Measure) stat(s harness.Summary) harness.Stat {
	switch m {
	case Cost:
		return s.Cost
	case Expanded:
		return s.Expanded
	case Generated:
		return s.Generated
	case MaxDepth:
		return s.MaxDepth
	case MaxFrontier:
		return s.MaxFrontier
	}
	return s.Time
}

// RowBars is the bar chart of one measure over the rows of a one-board
// comparison, a bar per row in order. A row that did not finish has no
// bar; a row stopped by a limit shows its counters as lower bounds (≥) and
// no cost; an optimal cost is marked so, "shortest this time" where the
// run did not promise it.
func RowBars(rows []harness.Row, m Measure) BarSpec {
	spec := BarSpec{Title: m.Axis(), Axis: m.Axis(), Unit: m.Unit()}
	if len(rows) > 0 {
		spec.Title = fmt.Sprintf(tr("%s, %s to %s"), m.Axis(), rows[0].Problem.Start, rows[0].Problem.Goal)
	}
	for _, r := range rows {
		b := Bar{Label: r.Label(), Value: m.row(r)}
		switch {
		case !r.Finished():
			b.Value, b.Note = math.NaN(), tr(r.State())
		case r.Status == solver.Unsolvable:
			b.Value, b.Note = math.NaN(), tr("unsolvable")
		case r.HitLimit && m == Cost:
			b.Value, b.Note = math.NaN(), tr(r.State())
		case r.HitLimit:
			b.AtLeast, b.Note = true, tr(r.State())
		case m == Cost && r.Optimal && r.Guarantee == solver.Shortest:
			b.Note = tr("optimal")
		case m == Cost && r.Optimal:
			// found, not promised (greedy, or led by an expression that
			// overestimates): "optimal" read as the promise
			b.Note = tr("shortest this time")
		}
		spec.Bars = append(spec.Bars, b)
	}
	return spec
}

// SummaryBars is the bar chart of the mean of one measure per algorithm
// over a batch (the maximum with max set). Means that include runs stopped
// by a limit are lower bounds and say how many.
func SummaryBars(sums []harness.Summary, m Measure, useMax bool) BarSpec {
	what := "Mean"
	if useMax {
		what = "Largest"
	}
	boards := 0
	for _, s := range sums {
		boards = max(boards, s.Boards)
	}
	spec := BarSpec{
		Title: fmt.Sprintf(tr("%s %s over %d boards"), what, lowerFirst(m.Axis()), boards),
		Axis:  m.Axis(), Unit: m.Unit(),
	}
	for _, s := range sums {
		st := m.stat(s)
		b := Bar{Label: s.Label(), Value: st.Mean}
		if useMax {
			b.Value = st.Max
		}
		switch {
		case m == Cost && s.Solved < s.Boards:
			b.Note = fmt.Sprintf(tr("%s of %s solved"), Thousands(s.Solved), Thousands(s.Boards))
			if st.N == 0 {
				b.Value = math.NaN()
			}
		case st.N == 0:
			b.Value, b.Note = math.NaN(), tr("no result")
		case m != Cost && s.Limited > 0:
			b.AtLeast, b.Note = true, fmt.Sprintf(tr("%s of %s at a limit"), Thousands(s.Limited), Thousands(s.Boards))
		}
		spec.Bars = append(spec.Bars, b)
	}
	return spec
}

// EBFBars is the bar chart of each algorithm's mean effective branching
// factor. Mostly between 1 and 3, but a search that finds a shallow goal
// only after a deep search (dls) has b* = N at depth 1, so the scale is
// left to choose itself.
func EBFBars(sums []harness.Summary) BarSpec {
	spec := BarSpec{Title: tr("Effective branching factor b* (mean, from nodes generated)"),
		Axis: "b*", Unit: Ratio}
	for _, s := range sums {
		b := Bar{Label: s.Label(), Value: s.EBF}
		if math.IsNaN(s.EBF) {
			b.Note = tr("nothing solved")
		}
		spec.Bars = append(spec.Bars, b)
	}
	return spec
}

// EBFBarsWithin is the bar chart of b* on a linear axis from 1 to the
// largest branching factor maxB of the puzzle: the range in which b*
// means something. A b* that is not defined (NaN) or lies outside that
// range (a search that went far deeper than the solution it found) has no
// bar, and says so.
func EBFBarsWithin(sums []harness.Summary, maxB float64) BarSpec {
	spec := EBFBars(sums)
	spec.Min, spec.Max, spec.Scale = 1, maxB, LinearScale
	for i := range spec.Bars {
		b := &spec.Bars[i]
		if !EBFDefined(b.Value, maxB) {
			b.Value = math.NaN()
			if b.Note == "" {
				b.Note = tr("not defined")
			}
		}
	}
	return spec
}

// EBFDefined reports whether a b* is a branching factor of the puzzle:
// a number from 1 to its largest branching factor.
func EBFDefined(b, maxB float64) bool { return b >= 1 && b <= maxB }

// DepthLines is the line chart of mean nodes expanded against optimal
// solution depth, one line per algorithm, on a log axis. An algorithm that
// hit a limit at some depth says so in the legend: there its line is a
// lower bound.
func DepthLines(series []harness.DepthSeries) LineSpec {
	spec := LineSpec{Title: tr("Nodes expanded against solution depth"), XLabel: tr("Optimal solution depth (moves)"),
		YLabel: tr("Mean nodes expanded"), Unit: Count, Scale: LogScale}
	for _, s := range series {
		se := Series{Name: s.Label()}
		limited := false
		for _, p := range s.Points {
			se.X = append(se.X, float64(p.Depth))
			se.Y = append(se.Y, p.Expanded)
			limited = limited || p.Limited > 0
		}
		if limited {
			se.Name += " (" + geq() + tr(", hit limits)")
		}
		spec.Series = append(spec.Series, se)
	}
	return spec
}

func lowerFirst(s string) string {
	if s == "" || s[0] < 'A' || s[0] > 'Z' {
		return s
	}
	return string(s[0]+'a'-'A') + s[1:]
}
