package race

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
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

// rowText is one racer's line: "1st  astar-manhattan: 22 moves, optimal ·
// 471 expanded · 792 generated · 0.3 ms".
func rowText(x session.Racer) string {
	switch {
	case x.Finished:
		return fmt.Sprintf("%s  %s: %s · %s expanded · %s generated · %s", rankText(x.Rank), x.Algorithm.Name,
			outcome(x), human.Count(x.Result.Expanded), human.Count(x.Result.Generated), raceTime(x.Result.Elapsed))
	case x.Err != nil && x.Result == nil:
		return human.None + "  " + x.Algorithm.Name + ": " + x.Err.Error()
	}
	return human.None + "  " + x.Algorithm.Name + ": not finished at this point"
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
