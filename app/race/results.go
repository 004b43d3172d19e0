package race

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/internal/human"
	"github.com/eightpuzzle/eightpuzzle/app/session"
)

var resultHeads = []string{"Place", "Algorithm", "Outcome", "Expanded", "Generated", "Time"}

// results is the table of what each racer paid, in finish order: a fixed
// grid of labels, set rather than rebuilt.
type results struct {
	box   *fyne.Container
	cells [session.MaxRacers][]*widget.Label
}

func newResults() *results {
	r := &results{}
	var objs []fyne.CanvasObject
	for _, h := range resultHeads {
		objs = append(objs, widget.NewLabelWithStyle(h, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	}
	for i := range r.cells {
		for range resultHeads {
			l := widget.NewLabel("")
			l.Truncation = fyne.TextTruncateEllipsis
			r.cells[i] = append(r.cells[i], l)
			objs = append(objs, l)
		}
	}
	r.box = container.NewGridWithColumns(len(resultHeads), objs...)
	return r
}

// Rows are the racers in finish order (finished first, by rank), then the
// rest as chosen.
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

func (r *results) show(xs []session.Racer, mode session.RaceMode) {
	rows := finishOrder(xs)
	for i := range r.cells {
		texts := make([]string, len(resultHeads))
		if i < len(rows) {
			x := rows[i]
			texts[1] = x.Algorithm.Name
			if x.Finished {
				texts[0] = rankText(x.Rank)
				texts[2] = outcome(x)
				texts[3] = human.Count(x.Result.Expanded)
				texts[4] = human.Count(x.Result.Generated)
				texts[5] = raceTime(x.Result.Elapsed)
			} else {
				texts[0] = "—"
				texts[2] = "racing"
				if x.Err != nil && x.Result == nil {
					texts[2] = x.Err.Error()
				}
			}
		}
		for j, l := range r.cells[i] {
			if l.Text != texts[j] {
				l.SetText(texts[j])
			}
		}
	}
}
