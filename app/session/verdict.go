package session

import (
	"github.com/eightpuzzle/eightpuzzle/app/internal/verdict"
	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/harness"
)

// words put the verdicts in the window's language (tr, pluralize); the
// command line's stay English.
func words() verdict.Words {
	return verdict.Words{Tr: tr, Plural: func(n int64, one, many string) string {
		return pluralize(int(n), one, many, count(n))
	}}
}

// verdictOf weighs a finished comparison: which found a shortest path with
// the least work, which was fastest and what it gave up. "" while it runs,
// and for a run cancelled, superseded or that could not start: the runs
// missing could change it.
func verdictOf(r Results, rows []harness.Row) string {
	if !r.Ended || r.Cancelled || r.Failure != "" || r.Stale != "" {
		return ""
	}
	if r.Mode == OneBoard {
		return words().Rows(rows).Text
	}
	weighted := map[string]bool{}
	for _, row := range rows {
		if row.Weight > 1 {
			weighted[row.Algorithm] = true
		}
	}
	return words().Summaries(r.Summaries, r.Shape.Tabled(), func(n string) bool { return weighted[n] }).Text
}

// Verdict weighs the race once every search has ended and the cursor has
// reached the last of them (a replay does not give the end away): which
// found a shortest path with the least work, which was fastest and what
// it gave up. "" before, and for a race of another puzzle. It names each
// racer by the title its panel shows (RunTitle, with its weight), not by
// the registry name: one search, one name on the screen.
func (r *Race) Verdict() string {
	if len(r.racers) == 0 || r.Running() || r.stale != "" || r.pos < r.live() {
		return ""
	}
	var runs []verdict.Run
	dist := -1
	for _, x := range r.racers {
		run := verdict.Run{Name: x.title()}
		if res := x.res; res != nil {
			run.Solved, run.Unsolvable = res.Status == solver.Solved, res.Status == solver.Unsolvable
			run.Cost, run.Expanded, run.Elapsed = res.Cost, res.Expanded, res.Elapsed
			run.Exact, run.Lookup = verdict.Exact(x.alg.Name, res.Weight), verdict.Lookup(x.alg.Name)
		}
		if x.optimal >= 0 {
			dist = x.optimal
		}
		runs = append(runs, run)
	}
	return words().One(runs, dist).Text
}
