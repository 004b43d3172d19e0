// Package heuristics is the Heuristics tab: how close each heuristic comes
// to the true distance, over every board that can reach the goal. A chart
// (every heuristic's range of estimates at each distance, or one
// heuristic's heat map), a table of what the figures come to, and a line
// that says what they teach, all derived from the session's figures. The
// tab reads the session through getters, changes it only through intent
// methods, and makes its widgets once.
package heuristics

import (
	"fmt"
	"math"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/chart"
	"github.com/eightpuzzle/eightpuzzle/app/internal/human"
	"github.com/eightpuzzle/eightpuzzle/app/internal/locale"
	"github.com/eightpuzzle/eightpuzzle/app/internal/tabkit"
	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/app/widgets"
	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/accuracy"
)

// View is the tab; Content is what the window shows.
type View struct {
	Content fyne.CanvasObject

	s   *session.Session
	acc *session.Accuracy
	w   fyne.Window

	choice  *widgets.KeySelect // the chart: every heuristic's ranges, or one's heat map
	save    *widget.Button
	caption *widget.Label // what the figures teach, or where they are
	note    *widget.Label // the outcome of a save
	chart   *widgets.ChartView
	table   *widgets.Table
	body    *fyne.Container   // the chart over the table
	scroll  *container.Scroll // the body, in a short window

	// the user's own heuristic: its text, what the judge says (or the
	// mistake, with its column), and the board it overestimates most
	expr    *widget.Entry
	exprRow *fyne.Container // the expression and its worst board: with the ranges only
	counter *widget.Button
	named   *named         // the named expressions' manager (named.go)
	manage  *widget.Button // opens it

	heuristics []*solver.Heuristic               // those measured, a row of the table each
	choices    tabkit.Options[*solver.Heuristic] // the choice's: nil for every heuristic's ranges, else its heat map
	figures    session.AccuracyFigures
	rows       []accuracy.HeuristicAccuracy // the table's: the built-ins', then the user's once judged
	shown      shownKey                     // what the widgets show, to skip a refresh that would change nothing
}

// shownKey is everything the tab's widgets depend on.
type shownKey struct {
	goal      solver.Board
	shape     solver.Shape
	missing   string
	computing bool
	failure   string
	figures   *accuracy.HeuristicAccuracy // the first, standing for the slice
	chart     session.AccuracyChart
	heuristic string
	heatReady bool // the heat map's figures are in (an expression's once judged)
	choices   int
	// the expression's state
	exprText, exprErr, exprFailure string
	exprJudging, exprJudged        bool
	exprVerdict                    solver.Verdict
	exprAcc                        *accuracy.HeuristicAccuracy
}

// rangesOption is the choice's first option; the others are heat maps.
var rangesOption = locale.Mark("Every heuristic: mean, least and greatest h")

// New builds the tab over the session.
func New(d tabkit.Deps) *View {
	s := d.Session
	v := &View{s: s, acc: s.Accuracy(), w: d.Window, heuristics: session.MeasuredHeuristics()}
	v.choices = v.choiceOptions()
	v.choice = widgets.NewKeySelect(v.choices.Labels(), nil, d.Pass) // Esc and F1 go on to the window
	v.choice.SetSelectedIndex(v.choiceIndex())
	v.choice.OnChanged = func(string) { v.chosen(v.choice.SelectedIndex()) }
	v.save = widget.NewButtonWithIcon(lang.L("Save"), theme.DocumentSaveIcon(), func() { tabkit.PopUp(v.save, v.saveMenu()) })
	v.caption = widget.NewLabel("")
	v.caption.Wrapping = fyne.TextWrapWord
	v.note = widget.NewLabel("")
	v.note.Truncation = fyne.TextTruncateEllipsis
	v.note.Hide()

	v.chart = widgets.NewChartView()
	v.chart.Do = d.Do
	v.table = widgets.NewTable(v.columns())

	v.expr = widget.NewEntry()
	v.expr.SetPlaceHolder(lang.L("Your own heuristic, e.g. max(manhattan, linear_conflict)"))
	v.expr.SetText(v.acc.Expression().Text)
	v.expr.OnChanged = v.acc.SetExpression
	v.counter = widget.NewButton(lang.L("Show its worst board"), func() { v.acc.ShowOverestimate() })
	v.counter.Hide()
	v.named = newNamed(v.acc, d.Window)
	v.manage = widget.NewButtonWithIcon(lang.L("Named…"), theme.ListIcon(), v.named.show)

	// the expression on a row of its own under the choice (beside it, the
	// choice was cut at 800x600), its verdict in the caption's place, so
	// that the chart and the table keep their room; the row is shown with
	// the ranges chart, where the expression's line is, and not with a
	// heat map, which is of one built-in and needs the height
	v.exprRow = container.NewBorder(nil, nil, nil, container.NewHBox(v.counter, v.manage), v.expr)
	top := container.NewVBox(
		container.NewBorder(nil, nil, nil, v.save, v.choice),
		v.exprRow,
		v.caption,
		v.note,
	)
	v.body = container.New(&chartTableLayout{chart: v.chart, rows: len(v.heuristics)}, v.chart, v.table)
	// in a short window (800x600, with a verdict of three lines over it)
	// the body scrolls rather than squash the plot to a few pixels: its
	// minimum is the chart's over the table's least rows, and the
	// scroller's own stays small, so it never grows the window
	v.scroll = widgets.NewVScroll(v.body)
	v.Content = container.NewBorder(top, nil, nil, nil, v.scroll)

	v.acc.Changed.Watch(v.refresh)
	s.PuzzleChanged.Watch(v.refresh) // a new goal, whose figures may not be there yet
	v.refresh()
	return v
}

// choiceOptions are the ranges, then a heat map of each built-in and of
// each of the user's heuristics (the typed and the named ones).
func (v *View) choiceOptions() tabkit.Options[*solver.Heuristic] {
	out := tabkit.Options[*solver.Heuristic]{{Label: lang.L(rangesOption)}}
	for _, h := range v.heuristics {
		out = append(out, tabkit.Option[*solver.Heuristic]{Label: fmt.Sprintf(lang.L("Heat map: %s"), session.HeuristicTitle(h)), Value: h})
	}
	for _, y := range tabkit.YourHeuristics(v.s) {
		// by its short name: an expression's text would widen the
		// drop-down, and with it the window, past 800 pixels
		out = append(out, tabkit.Option[*solver.Heuristic]{Label: fmt.Sprintf(lang.L("Heat map: %s"), y.Short()), Value: y.Heuristic})
	}
	return out
}

// choiceIndex is the choice's option for the session's chart.
func (v *View) choiceIndex() int {
	if v.acc.Chart() == session.RangesChart {
		return 0
	}
	name := v.acc.HeatHeuristic().Name
	for i, c := range v.choices {
		if c.Value != nil && c.Value.Name == name {
			return i
		}
	}
	return 0
}

// chosen is the user's pick in the choice.
func (v *View) chosen(i int) {
	h, _ := v.choices.Value(i)
	if h == nil {
		v.acc.SetChart(session.RangesChart)
		return
	}
	// the heuristic first: one Changed shows both
	if err := v.acc.SetHeatHeuristic(h.Name); err != nil {
		v.tell(widget.DangerImportance, err.Error())
		return
	}
	v.acc.SetChart(session.HeatChart)
}

// refresh shows the session's figures and choice. It changes widgets'
// state only, and nothing at all when what it shows has not changed (the
// puzzle changes with every slide).
func (v *View) refresh() {
	f := v.acc.Figures()
	if opts := v.choiceOptions(); !slices.Equal(opts, v.choices) {
		// the user's heuristics changed: the widget kept, its options new
		v.choices = opts
		v.choice.SetOptions(opts.Labels())
	}
	_, heatReady := v.acc.HeatFigures()
	k := shownKey{goal: f.Goal, shape: f.Shape, missing: f.Missing, computing: f.Computing, failure: f.Failure,
		chart: v.acc.Chart(), heuristic: v.acc.HeatHeuristic().Name, heatReady: heatReady, choices: len(v.choices)}
	if len(f.Heuristic) > 0 {
		k.figures = &f.Heuristic[0]
	}
	x := v.acc.Expression()
	k.exprText, k.exprErr, k.exprFailure, k.exprJudging = x.Text, x.Err, x.Failure, x.Judging
	if x.Figures != nil {
		k.exprJudged, k.exprVerdict, k.exprAcc = true, x.Figures.Verdict, x.Figures.Accuracy
	}
	if k == v.shown {
		return
	}
	newFigures := k.goal != v.shown.goal || k.shape != v.shown.shape || k.figures != v.shown.figures ||
		k.exprAcc != v.shown.exprAcc || k.exprErr != v.shown.exprErr
	v.shown, v.figures = k, f
	v.rows = v.withExpression(f.Heuristic)
	heat := k.chart == session.HeatChart
	if heat == v.exprRow.Visible() {
		if heat {
			v.exprRow.Hide()
		} else {
			v.exprRow.Show()
		}
		// the tab's rows changed height: lay it out again now, not at the
		// next resize (a driver re-lays out only what it must)
		v.Content.Refresh()
	}
	lesson := heat || v.refreshExpression(x)
	if i := v.choiceIndex(); v.choice.SelectedIndex() != i {
		v.choice.SetSelectedIndex(i) // OnChanged asks for what the session has: no change
	}
	switch {
	case !lesson:
	case f.Missing != "":
		v.caption.Importance = widget.WarningImportance
		v.caption.SetText(f.Missing)
	case f.Failure != "":
		v.caption.Importance = widget.DangerImportance
		v.caption.SetText(lang.L("Could not measure the heuristics: ") + f.Failure + ".")
	case f.Heuristic == nil:
		v.caption.Importance = widget.MediumImportance
		v.caption.SetText(fmt.Sprintf(lang.L("Measuring every heuristic on every board that can reach %s…"), session.FormatBoard(f.Shape, f.Goal)))
	default:
		v.caption.Importance = widget.MediumImportance
		v.caption.SetText(Lesson(f.Heuristic))
	}
	if newFigures {
		v.table.SetRows(len(v.rows))
	}
	v.refreshChart()
}

// refreshExpression says what the judge found of the user's expression,
// or where its mistake is, in the caption's place; false when there is no
// expression, and the caption keeps the lesson.
func (v *View) refreshExpression(x session.ExpressionState) bool {
	if v.expr.Text != x.Text {
		v.expr.SetText(x.Text) // loaded from the preferences
	}
	shown := v.counter.Visible()
	defer func() {
		if v.counter.Visible() != shown {
			// the button sits in a box beside Named…: lay the row out
			// now, not at the next resize (it was drawn 0 wide, under
			// Named…, until then)
			v.exprRow.Refresh()
		}
	}()
	v.counter.Hide()
	text, imp := "", widget.MediumImportance
	switch {
	case x.Text == "":
		return true
	case x.Err != "":
		text, imp = x.Err, widget.DangerImportance
	case x.Failure != "":
		text, imp = lang.L("Could not judge it"+
			": ")+x.Failure, widget.DangerImportance
	case x.Figures == nil:
		text = lang.L("Judging it against the true distances…")
	default:
		text = VerdictText(x.Figures.Verdict)
		if !x.Figures.Verdict.Admissible {
			imp = widget.WarningImportance
			v.counter.Show()
		}
	}
	v.caption.Importance = imp
	v.caption.SetText(text)
	return false
}

// VerdictText is the judge's verdict in a few lines.
func VerdictText(vd solver.Verdict) string {
	sh := vd.Shape
	var out string
	if vd.Sampled {
		out = fmt.Sprintf(lang.L("On a sample of %d boards (distances from the pattern databases): "), vd.Boards)
	}
	if vd.Admissible {
		out += lang.L("admissible: never above the true distance")
	} else {
		out += fmt.Sprintf(lang.L("not admissible: %s moves too many on %s, %d moves from the goal"),
			movesText(vd.MaxOverestimate), session.FormatBoard(sh, vd.OverBoard), vd.TrueDistance)
	}
	if vd.Consistent {
		out += lang.L("; " +
			"consistent")
	} else {
		out += "; " + fmt.Sprintf(lang.L("not consistent: on %s, the blank moving %v lowers it by more than one"),
			session.FormatBoard(sh, vd.InconsistentBoard), vd.InconsistentMove)
	}
	return out + fmt.Sprintf(lang.L("; mean h/d %s; exact on %s of the boards"), human.Decimal(vd.MeanRatio, 2), human.Percent(vd.ExactShare, 1))
}

func movesText(m float64) string {
	return fmt.Sprintf("%g", math.Round(m*1000)/1000)
}

// refreshChart draws the chart chosen, without its title (the choice
// above names it), or blanks it while there are no figures.
func (v *View) refreshChart() {
	spec := v.screenSpec()
	if spec == nil {
		v.chart.Clear()
		v.chart.SetChart(nil)
	} else {
		v.chart.SetChart(spec)
	}
	// the chart's minimum height may have changed, and with it the
	// share of the table and the height the scroller gives the body
	v.scroll.Refresh()
	v.body.Refresh()
}

// screenSpec builds the chart shown, or nil.
func (v *View) screenSpec() func(chart.Theme) *chart.Chart {
	acc := v.figures.Heuristic
	if acc == nil {
		return nil
	}
	if v.acc.Chart() == session.RangesChart {
		spec := chart.AccuracyRanges(v.withExpression(acc))
		spec.Title = ""
		return func(th chart.Theme) *chart.Chart { return chart.Lines(spec, th) }
	}
	a, ok := v.acc.HeatFigures()
	if !ok {
		return nil
	}
	a.Title = v.heatTitle(a.Title)
	spec := chart.AccuracyHeat(a)
	spec.Title = ""
	return func(th chart.Theme) *chart.Chart { return chart.Heat(spec, th) }
}

// withExpression is the figures with the user's heuristic's after the
// built-ins', once judged.
func (v *View) withExpression(acc []accuracy.HeuristicAccuracy) []accuracy.HeuristicAccuracy {
	if v.shown.exprAcc == nil || v.shown.exprErr != "" {
		return acc
	}
	mine := *v.shown.exprAcc
	mine.Title = v.shown.exprText
	return append(slices.Clone(acc), mine)
}

// heatTitle is the heat map's heuristic's title: a built-in's own, or the
// user's by name and text.
func (v *View) heatTitle(title string) string {
	h := v.acc.HeatHeuristic()
	for _, y := range tabkit.YourHeuristics(v.s) {
		if y.Heuristic == h {
			return y.Short() + " = " + y.Text
		}
	}
	return title
}

func byName(acc []accuracy.HeuristicAccuracy, name string) (accuracy.HeuristicAccuracy, bool) {
	for _, a := range acc {
		if a.Name == name {
			return a, true
		}
	}
	return accuracy.HeuristicAccuracy{}, false
}

// tell shows the outcome of a click until the next one.
func (v *View) tell(imp widget.Importance, text string) { tabkit.Tell(v.note, imp, text) }

// chartTableLayout stacks the chart (objs[0]) over the table (objs[1]).
// The table gets every row when the chart can still have its minimum
// height; when there is less room, the chart gets up to its minimum while
// the table keeps its header and minRows rows, scrolling the rest; and
// whatever there is, the chart at least half. Its minimum is the chart's
// (at least minChartHeight) over minRows rows: in a short window the tab
// scrolls to it (View.scroll, whose own minimum is small, so it never
// grows the window) rather than squash the plot.
type chartTableLayout struct {
	chart fyne.CanvasObject
	rows  int // rows of the table
}

const minRows = 3

func (l *chartTableLayout) tableHeight(rows int) float32 {
	// a widget.Table puts a padding between its rows, and under the header
	pad := theme.Padding()
	return widget.NewButton(lang.L("Mg"), nil).MinSize().Height + pad + float32(rows)*(widgets.TableRowHeight()+pad) + pad
}

func (l *chartTableLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	h := size.Height
	want := l.chart.MinSize().Height
	if size.Width < narrowChart {
		// the legend goes under the plot (app/chart) and takes its rows
		// out of the chart's height
		want = max(want, minChartHeight)
	}
	chartH := h - l.tableHeight(l.rows)
	if chartH < want {
		chartH = min(want, h-l.tableHeight(minRows))
	}
	chartH = float32(math.Round(float64(max(chartH, h/2))))
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(fyne.NewSize(size.Width, chartH))
	objs[1].Move(fyne.NewPos(0, chartH))
	objs[1].Resize(fyne.NewSize(size.Width, h-chartH))
}

func (l *chartTableLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	// the chart at the height its labels need (and never less than a
	// readable plot) over the table's least rows; the tab scrolls to it
	return fyne.NewSize(120, max(l.chart.MinSize().Height, minChartHeight)+l.tableHeight(minRows))
}

// minChartHeight is the least height the chart is drawn at when it is
// narrower than narrowChart, its legend under the plot: a plot of the
// ranges a student can read (about 180 px high), with its axes and legend.
const (
	minChartHeight = 320
	narrowChart    = 520
)
