package race

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/internal/human"
	"github.com/eightpuzzle/eightpuzzle/app/session"
)

// results is the finish order and what each racer paid: a line a racer,
// wrapped rather than cut off in a narrow tab, set rather than rebuilt.
type results struct {
	box  *fyne.Container
	rows [session.MaxRacers]*widget.Label
}

func newResults() *results {
	r := &results{box: container.NewVBox()}
	for i := range r.rows {
		r.rows[i] = widget.NewLabel("")
		r.rows[i].Wrapping = fyne.TextWrapWord
		r.box.Add(r.rows[i])
	}
	return r
}

// finishOrder is the racers finished first, by rank, then the rest as
// chosen.
func finishOrder(xs []session.Racer) []session.Racer {
	var done, rest []session.Racer
	for _, x := range xs {
		if x.Finished {
			done = append(done, x)
		} else {
			rest = append(rest, x)
		}
	}
	for i := 1; i < len(done); i++ { // a handful: insertion sort keeps ties in order
		for j := i; j > 0 && done[j].Rank < done[j-1].Rank; j-- {
			done[j], done[j-1] = done[j-1], done[j]
		}
	}
	return append(done, rest...)
}

// rowText is one racer's line: "1st  A* search (Manhattan distance): 22
// moves, optimal · 471 expanded · 792 generated · search (traced) 0.3 ms ·
// wall time 4.1 ms". It names the racer by its panel's title, as the
// verdict does.
func rowText(x session.Racer) string {
	switch {
	case x.Finished:
		return fmt.Sprintf(lang.L("%s  %s: %s · %s expanded · %s generated · %s"), rankText(x.Rank), session.RunTitle(x.Algorithm, x.Weight),
			outcome(x), human.Count(x.Result.Expanded), human.Count(x.Result.Generated), timesText(x))
	case x.Err != nil && x.Result == nil:
		return human.None + "  " + session.RunTitle(x.Algorithm, x.Weight) + ": " + x.Err.Error()
	}
	return human.None + "  " + session.RunTitle(x.Algorithm, x.Weight) + lang.L(": not finished at this point")
}

func (r *results) show(xs []session.Racer) {
	rows := finishOrder(xs)
	for i, l := range r.rows {
		if i >= len(rows) {
			l.Hide()
			continue
		}
		setText(l, rowText(rows[i]))
		l.Show()
	}
}

// timesText is a finished racer's two times: the search's own, written as
// every other tab writes it, and the race's clock, which counts more.
// "traced": recorded, a search runs the engine's general loops, slower
// than the untraced runs of the other tabs, and the label says so.
func timesText(x session.Racer) string {
	return lang.L("search (traced)"+
		" ") + session.TimeText(*x.Result, false) + " · " + lang.L("wall time") + " " + raceTime(x.Wall)
}

// timesHelp says what the two times are, under the finish order.
func timesHelp() string {
	return lang.L("Search (traced): the search's own time, recording it left out; but a traced search runs the " +
		"engine's general loops, slower than the untraced runs of the Solve and Compare tabs, and the racers share " +
		"the processor. Wall time: from its start to its last expansion by the clock, recording it for these panels " +
		"included; a race by wall time goes by it.")
}
