package heuristics

import (
	"fmt"
	"fyne.io/fyne/v2/lang"
	"math"
	"strconv"

	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/internal/human"
	"github.com/eightpuzzle/eightpuzzle/app/widgets"
	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/accuracy"
)

// columns of the table: one row per heuristic, in the solver's order
// (weakest first) until a header sorts it.
func (v *View) columns() []widgets.Column {
	row := func(i int) accuracy.HeuristicAccuracy { return v.rows[i] }
	text := func(s string) (string, widget.Importance) { return s, widget.MediumImportance }
	flag := func(get func(accuracy.HeuristicAccuracy) bool) func(int) (string, widget.Importance) {
		return func(i int) (string, widget.Importance) {
			if get(row(i)) {
				return lang.L("yes"), widget.SuccessImportance
			}
			return lang.L("no"), widget.WarningImportance
		}
	}
	flagValue := func(get func(accuracy.HeuristicAccuracy) bool) func(int) (float64, bool) {
		return func(i int) (float64, bool) { return b2f(get(row(i))), true }
	}
	admissible := func(a accuracy.HeuristicAccuracy) bool { return a.Over == 0 }
	return []widgets.Column{
		{Key: "heuristic", Title: lang.L("Heuristic"), Sample: lang.L("Misplaced tiles and blank"),
			Text: func(i int) (string, widget.Importance) { return text(lang.L(row(i).Title)) }},
		{Key: "admissible", Title: lang.L("Admissible"), Sample: "yes", Text: flag(admissible), Value: flagValue(admissible)},
		{Key: "consistent", Title: lang.L("Consistent"), Sample: "yes", Text: flag(v.consistent), Value: flagValue(v.consistent)},
		{Key: "ratio", Title: lang.L("Mean h/d"), Sample: "0.00", Right: true,
			Text: func(i int) (string, widget.Importance) {
				return text(human.Decimal(row(i).MeanRatio, 2))
			},
			Value: func(i int) (float64, bool) { return row(i).MeanRatio, true }},
		{Key: "exact", Title: "h = d", Sample: percent(1), Right: true,
			Text:  func(i int) (string, widget.Importance) { return text(percent(row(i).Exact)) },
			Value: func(i int) (float64, bool) { return row(i).Exact, true }},
		{Key: "excess", Title: lang.L("Max excess"), Sample: "0.00", Right: true,
			Text: func(i int) (string, widget.Importance) {
				e := maxExcess(row(i))
				if e > 0 {
					return "+" + strconv.FormatFloat(e, 'g', 3, 64), widget.WarningImportance
				}
				return "0", widget.MediumImportance
			},
			Value: func(i int) (float64, bool) { return maxExcess(row(i)), true }},
	}
}

// consistent is a built-in heuristic's own claim, which the solver's
// tests check over every move of every board: the figures here are per
// board, not per move, and cannot show it. The user's is the judge's word,
// over every move of every board.
func (v *View) consistent(a accuracy.HeuristicAccuracy) bool {
	if x := v.shown.exprAcc; x != nil && a.Name == x.Name && v.shown.exprJudged {
		return v.shown.exprVerdict.Consistent
	}
	h, err := solver.HeuristicByName(a.Name)
	return err == nil && h.Consistent
}

// maxExcess is the most h exceeds the true distance on any board; 0 when
// it never does.
func maxExcess(a accuracy.HeuristicAccuracy) float64 {
	e := 0.0
	for _, b := range a.Bands {
		if b.Count > 0 {
			e = max(e, b.Max-float64(b.Distance))
		}
	}
	if e < 1e-9 {
		return 0 // the rounding of a sum of square roots
	}
	return e
}

func percent(r float64) string { return human.Percent(r, 1) }

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// Lesson says in a line or two what the figures teach: the weakest of the
// heuristics that never overestimate, how weak, and which comes closest;
// and which overestimate. Every word comes from the figures.
func Lesson(acc []accuracy.HeuristicAccuracy) string {
	weak, close := -1, -1
	var over []int
	for i, a := range acc {
		if a.Over > 0 {
			over = append(over, i)
			continue
		}
		if weak < 0 || a.MeanRatio < acc[weak].MeanRatio {
			weak = i
		}
		if close < 0 || a.MeanRatio > acc[close].MeanRatio {
			close = i
		}
	}
	s := ""
	if weak >= 0 {
		s = fmt.Sprintf(lang.L("%s never overestimates but is weak: mean h is %s of the distance."),
			lang.L(acc[weak].Title), share(acc[weak].MeanRatio))
	}
	if close >= 0 && close != weak {
		s += fmt.Sprintf(lang.L(" %s comes closest: %s of it, exact on %s of the boards."),
			lang.L(acc[close].Title), share(acc[close].MeanRatio), percent(acc[close].Exact))
	}
	for _, i := range over {
		s += fmt.Sprintf(lang.L(" %s overestimates on %s boards."), lang.L(acc[i].Title), human.Count(int64(acc[i].Over)))
	}
	if len(s) > 0 && s[0] == ' ' {
		s = s[1:]
	}
	return s
}

// share is a ratio in words when it is near a simple fraction ("about a
// third"), else as a percentage.
func share(r float64) string {
	for _, f := range []struct {
		v    float64
		name string
	}{{1. / 4, lang.L("a quarter")}, {1. / 3, lang.L("a third")}, {1. / 2, lang.L("half")}, {2. / 3, lang.L("two thirds")}, {3. / 4, lang.L("three quarters")}} {
		if math.Abs(r-f.v) < 0.02 {
			return lang.L("about ") + f.name
		}
	}
	return human.Percent(r, 0)
}
