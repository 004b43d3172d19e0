package replay

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/internal/human"
	"github.com/eightpuzzle/eightpuzzle/app/internal/locale"
	"github.com/eightpuzzle/eightpuzzle/app/internal/tabkit"
	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

// statsView sums up the replayed search: what ran, what it cost, and
// whether its solution is as short as the distance table says is possible.
type statsView struct {
	s       *session.Session
	values  [numStats]*widget.Label
	content fyne.CanvasObject
}

// stat is one line of the summary, in reading order.
type stat int

const (
	statAlgorithm stat = iota
	statStart
	statGoal
	statCost
	statOptimal
	statGuarantee
	statExpanded
	statGenerated
	statMaxDepth
	statMaxFrontier
	statTime
	statConventions
	numStats
)

// statLabels name the lines on screen.
var statLabels = [numStats]string{
	statAlgorithm: locale.Mark("Algorithm"), statStart: locale.Mark("Start"), statGoal: locale.Mark("Goal"), statCost: locale.Mark("Cost"),
	statOptimal: locale.Mark("Optimal?"), statGuarantee: locale.Mark("Guarantee"), statExpanded: locale.Mark("Expanded"), statGenerated: locale.Mark("Generated"),
	statMaxDepth: locale.Mark("Max depth"), statMaxFrontier: locale.Mark("Max frontier"), statTime: locale.Mark("Time"),
	statConventions: locale.Mark("Conventions"),
}

func newStatsView(s *session.Session) *statsView {
	v := &statsView{s: s}
	form := container.New(&formOrStack{})
	for i, name := range statLabels {
		value := widget.NewLabel("")
		value.Wrapping = fyne.TextWrapWord
		v.values[i] = value
		form.Add(widget.NewLabelWithStyle(lang.L(name), fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}))
		form.Add(value)
	}
	v.content = form
	s.ReplayChanged.Watch(v.refresh)
	v.refresh()
	return v
}

func (v *statsView) refresh() {
	rp := v.s.Replay()
	r := rp.Result
	if r == nil {
		for _, l := range v.values {
			l.SetText(human.None)
		}
		return
	}
	title := r.Algorithm
	if a, err := solver.AlgorithmNamed(r.Algorithm); err == nil {
		title = session.RunTitle(a, r.Weight)
	}
	v.values[statAlgorithm].SetText(title)
	v.values[statStart].SetText(v.s.ReplayStart().String())
	v.values[statGoal].SetText(v.s.ReplayGoal().String())
	v.values[statCost].SetText(session.Plural(r.Cost, "move", "moves"))
	opt := v.values[statOptimal]
	switch d := rp.Optimal; {
	case d < 0 && !r.Problem.Shape.Tabled():
		// no table at this size: only the search's word (a weighted
		// A* promises no shortest path)
		opt.Importance = widget.MediumImportance
		opt.Text = lang.L("unknown: no distance table at ") + r.Problem.Shape.String()
		if r.Guarantee == solver.Shortest {
			opt.Importance = widget.SuccessImportance
			opt.Text = lang.L("yes: ") + title + lang.L(" finds a shortest path")
		}
	case d < 0:
		opt.Importance = widget.MediumImportance
		opt.Text = lang.L("checking…")
	case d == r.Cost:
		opt.Importance = widget.SuccessImportance
		opt.Text = fmt.Sprintf(lang.L("yes: the shortest is %s"), session.Plural(d, "move", "moves"))
	default:
		opt.Importance = widget.WarningImportance
		opt.Text = fmt.Sprintf(lang.L("no: %s longer than the shortest (%s)"), session.Plural(r.Cost-d, "move", "moves"), human.Count(int64(d)))
	}
	opt.Refresh()
	g := v.values[statGuarantee]
	g.Text, g.Importance = tabkit.GuaranteeBadge(r.Guarantee, r.Weight)
	g.Refresh()
	v.values[statExpanded].SetText(human.Count(r.Expanded))
	v.values[statGenerated].SetText(human.Count(r.Generated))
	v.values[statMaxDepth].SetText(human.Count(int64(r.MaxDepth)))
	v.values[statMaxFrontier].SetText(human.Count(int64(r.MaxFrontier)))
	// the status line's words: one search, one time wherever it is shown
	v.values[statTime].SetText(session.TimeText(*r, rp.Watched))
	v.values[statConventions].SetText(session.ResultConventionsText(*r))
}
