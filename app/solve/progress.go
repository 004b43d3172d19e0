package solve

import (
	"fmt"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/internal/human"
	"github.com/eightpuzzle/eightpuzzle/app/internal/locale"
	"github.com/eightpuzzle/eightpuzzle/app/internal/tabkit"
	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

// progressView is the live panel of a search: its counters while it runs
// (at most about 60 updates a second). In slow motion the board being
// expanded is the big board beside the tabs (app/puzzleview.go), in
// sight without scrolling. It shows numbers only of a search of the board
// on screen.
type progressView struct {
	s        *session.Session
	state    *widget.Label
	activity *widget.Activity
	values   [numCounters]*widget.Label
	fLabel   *widget.Label // names what the search orders by: f = g + h, f = g + 3·h, h, g, depth
	content  fyne.CanvasObject
}

// counter is one of the numbers shown, in reading order (two per row).
type counter int

const (
	counterExpanded counter = iota
	counterGenerated
	counterFrontier
	counterMaxFrontier
	counterDepth
	counterMaxDepth
	counterH
	counterF
	counterBound
	counterElapsed
	numCounters
)

// counterLabels name the counters on screen.
var counterLabels = [numCounters]string{
	counterExpanded: locale.Mark("Expanded"), counterGenerated: locale.Mark("Generated"),
	counterFrontier: locale.Mark("Frontier"), counterMaxFrontier: locale.Mark("Max frontier"),
	counterDepth: locale.Mark("Depth g"), counterMaxDepth: locale.Mark("Max depth"),
	counterH: locale.Mark("h"), counterF: locale.Mark("Priority"),
	counterBound: locale.Mark("Bound"), counterElapsed: locale.Mark("Time"), // the search's own, as Replay and Compare call it
}

func newProgressView(s *session.Session) *progressView {
	v := &progressView{s: s}
	v.state = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	v.state.Wrapping = fyne.TextWrapWord
	v.activity = widget.NewActivity()
	v.activity.Hide()
	// two forms side by side: each column only as wide as its own labels
	forms := [2]*fyne.Container{container.New(layout.NewFormLayout()), container.New(layout.NewFormLayout())}
	for i, name := range counterLabels {
		value := widget.NewLabelWithStyle("", fyne.TextAlignTrailing, fyne.TextStyle{Monospace: true})
		v.values[i] = value
		label := widget.NewLabel(lang.L(name))
		if counter(i) == counterF {
			v.fLabel = label
		}
		forms[i%2].Add(label)
		forms[i%2].Add(value)
	}
	grid := container.NewGridWithColumns(2, forms[0], forms[1])
	v.content = container.NewVBox(
		container.NewBorder(nil, nil, nil, v.activity, v.state),
		grid,
	)
	s.ProgressChanged.Watch(v.refresh)
	s.SearchChanged.Watch(v.refresh)
	s.PuzzleChanged.Watch(v.refresh)
	v.refresh()
	return v
}

func (v *progressView) refresh() {
	run := v.s.Run()
	p := run.Progress
	a := run.Algorithm
	switch {
	case a == nil:
		v.state.SetText(lang.L("No search of this board yet: press Solve."))
	case run.Running && v.s.Preparing().What != "":
		v.state.SetText(session.PrepareText(v.s.Preparing()))
	case run.Running && run.Watched:
		v.state.SetText(fmt.Sprintf(lang.L("Watching %s in slow motion…"), session.AlgorithmTitle(a)))
	case run.Running:
		v.state.SetText(fmt.Sprintf(lang.L("Searching with %s…"), session.AlgorithmTitle(a)))
	default:
		v.state.SetText(resultHeadline(run.Result, a))
	}
	if run.Running {
		v.activity.Show()
		v.activity.Start()
	} else {
		v.activity.Stop()
		v.activity.Hide()
	}
	set := func(c counter, val string) {
		if a == nil {
			val = human.None
		}
		if v.values[c].Text != val {
			v.values[c].SetText(val)
		}
	}
	set(counterExpanded, human.Count(p.Expanded))
	set(counterGenerated, human.Count(p.Generated))
	set(counterFrontier, human.Count(int64(p.Frontier)))
	set(counterMaxFrontier, human.Count(int64(p.MaxFrontier)))
	set(counterDepth, human.Count(int64(p.Depth)))
	set(counterMaxDepth, human.Count(int64(p.MaxDepth)))
	// h means something only to a search guided by a heuristic; the
	// priority is what the search orders by, from the registry: g + w·h
	// for A* (weighted: the weight it runs under), h alone for greedy, g
	// for uniform-cost, depth for breadth-first, nothing for DFS's stack
	h, f := human.None, human.None
	w := 0.0
	var pr solver.Priority
	if a != nil {
		w, pr = run.Weight, a.Priority()
	}
	if a != nil && a.Heuristic != nil {
		h = number(p.F - float64(p.Depth))
	}
	if pr != solver.PriorityNone {
		hv := p.F - float64(p.Depth)
		f = number(pr.Of(p.Depth, hv, float64(p.Depth)+max(w, 1)*hv))
	}
	set(counterH, h)
	set(counterF, f)
	label := lang.L("Priority")
	if pr != solver.PriorityNone {
		label = pr.Formula(w)
	}
	if v.fLabel.Text != label {
		v.fLabel.SetText(label)
	}
	bound := human.None
	if p.Bound > 0 {
		bound = number(p.Bound)
	}
	set(counterBound, bound)
	set(counterElapsed, human.Duration(p.Elapsed))
}

func number(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }

func itoa(n int) string { return strconv.Itoa(n) }

// resultHeadline sums up a finished search in a few words.
func resultHeadline(r *solver.Result, a *solver.Algorithm) string {
	if r == nil {
		return fmt.Sprintf(lang.L("%s: stopped."), session.AlgorithmTitle(a))
	}
	switch r.Status {
	case solver.Solved:
		// what the path promises beside its length: the result's own, which
		// a weight changed since does not alter
		return fmt.Sprintf(lang.L("%s: solved in %s (%s)."), session.RunTitle(a, r.Weight), session.Plural(r.Cost, "move", "moves"),
			tabkit.GuaranteeText(r.Guarantee, r.Weight))
	case solver.Unsolvable:
		return fmt.Sprintf(lang.L("%s: unsolvable board."), session.AlgorithmTitle(a))
	case solver.Limit:
		return fmt.Sprintf(lang.L("%s: stopped at a limit."), session.AlgorithmTitle(a))
	}
	return fmt.Sprintf(lang.L("%s: stopped."), session.AlgorithmTitle(a))
}
