package compare

import (
	"fmt"
	"fyne.io/fyne/v2/lang"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/chart"
	"github.com/eightpuzzle/eightpuzzle/app/internal/human"
	"github.com/eightpuzzle/eightpuzzle/app/internal/tabkit"
	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/app/widgets"
	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/harness"
)

// onePanel shows a comparison on the board beside: a table of the runs,
// which sorts by any column and replays the run of a chosen row, and a bar
// chart of one measure, its bars in the table's order. Table and chart are
// sub-tabs, so that each has the tab's whole height.
type onePanel struct {
	v       *View
	table   *widgets.Table
	measure *widget.Select
	chart   *widgets.ChartView
	scroll  *container.Scroll
	tabs    *container.AppTabs
	content fyne.CanvasObject

	res  session.Results // what the table shows
	seen tableState      // what the table and chart were last drawn from
	bmax float64         // the top of b*'s range for the board compared
	spec chart.BarSpec   // the chart shown, titled, for a file
}

// ebfMeasure is the chart of b* after the chart package's measures.
const ebfMeasure = "Effective branching factor b*"

// oneCharts are the measure picker's charts, in its order, each with the
// key the comparison remembers it by.
func oneCharts() tabkit.Options[string] {
	var opts tabkit.Options[string]
	for _, m := range chart.Measures {
		opts = append(opts, tabkit.Option[string]{Label: m.Axis(), Value: m.String()})
	}
	return append(opts, tabkit.Option[string]{Label: ebfMeasure, Value: "ebf"})
}

func newOnePanel(v *View) *onePanel {
	p := &onePanel{v: v, bmax: 4}
	p.table = widgets.NewTable(p.columns())
	p.table.OnSelected = p.selected
	p.table.OnSorted = func(col string, desc bool) {
		v.cmp.SetSort(session.OneBoard, session.Sort{Column: col, Desc: desc})
	}
	srt := v.cmp.Settings().Sorts[session.OneBoard]
	p.table.SetSort(srt.Column, srt.Desc)

	charts := oneCharts()
	p.measure = widget.NewSelect(charts.Labels(), nil)
	// nodes expanded unless another was chosen: where the algorithms differ most
	p.measure.SetSelectedIndex(max(1, charts.Index(v.cmp.Settings().Charts[session.OneBoard])))
	p.measure.OnChanged = func(string) {
		key, _ := charts.Value(max(0, p.measure.SelectedIndex()))
		v.cmp.SetChart(session.OneBoard, key)
		p.refreshChart()
	}
	p.chart = widgets.NewChartView()
	p.scroll = widgets.NewScroll(p.chart) // a narrow or short tab scrolls rather than grow the window or shrink the labels
	p.tabs = container.NewAppTabs(
		container.NewTabItem(lang.L("Table"), p.table),
		container.NewTabItem(lang.L("Chart"), container.NewBorder(p.measure, nil, nil, nil, p.scroll)),
	)
	p.tabs.OnSelected = func(*container.TabItem) { p.refreshChart() }
	p.content = p.tabs
	return p
}

func (p *onePanel) refresh(res session.Results) {
	if res.Running && res.Progress.Total == 0 && res.Runs == 0 {
		// a new run: the old selection and bars meant other rows
		p.chart.Clear()
		p.table.Unselect()
	}
	p.res = res
	if res.Started() {
		p.bmax = solver.MaxBranching
	}
	srt := p.v.cmp.Settings().Sorts[session.OneBoard]
	if c, d := p.table.Sort(); c != srt.Column || d != srt.Desc {
		p.table.SetSort(srt.Column, srt.Desc)
	}
	// the table and chart are drawn again only when what they show
	// changed: a database's build reports ten times a second, and a
	// whole table's redraw on each kept a slow window from answering
	if st := stateOf(res, srt); st != p.seen {
		p.seen = st
		p.table.SetRows(len(res.Rows))
		p.refreshChart()
	}
}

// tableState is what a panel's table and chart show of the results: the
// rows and which one runs, but not the progress of the run under way.
type tableState struct {
	started, running, ended, cancelled bool
	stale, failure, current            string
	rows, runs, boards, summaries      int
	verdict                            string
	sort                               session.Sort
}

func stateOf(r session.Results, srt session.Sort) tableState {
	return tableState{sort: srt, started: r.Started(), running: r.Running, ended: r.Ended, cancelled: r.Cancelled,
		stale: r.Stale, failure: r.Failure, current: r.Progress.Algorithm,
		rows: len(r.Rows), runs: r.Runs, boards: r.Boards, summaries: len(r.Summaries), verdict: r.Verdict}
}

// ordered is the rows in the table's order; while a run goes, only those
// finished, so that bars appear as runs end.
func (p *onePanel) ordered() []harness.Row {
	var out []harness.Row
	for _, i := range p.table.Order() {
		if r := p.res.Rows[i]; r.Ran || !p.res.Running {
			out = append(out, r)
		}
	}
	return out
}

func (p *onePanel) refreshChart() {
	if !p.res.Started() {
		p.spec = chart.BarSpec{}
		drawChart(p.tabs, p.chart, nil)
		return
	}
	rows := p.ordered()
	var spec chart.BarSpec
	if i := p.measure.SelectedIndex(); i >= 0 && i < len(chart.Measures) {
		spec = chart.RowBars(rows, chart.Measures[i])
	} else {
		spec = p.ebfBars(rows)
	}
	spec.Families = familyTitles()
	for i := range spec.Bars { // a bar per row; its label may carry a weight
		spec.Bars[i].Family = familyOf(rows[i].Algorithm)
	}
	p.spec = spec
	screen := spec
	screen.Title = "" // the picker above names it
	drawChart(p.tabs, p.chart, func(th chart.Theme) *chart.Chart { return chart.Bars(screen, th) })
	p.scroll.Refresh() // the chart's height follows its bars
}

// ebfBars is the b* of each run on the range where it means something.
func (p *onePanel) ebfBars(rows []harness.Row) chart.BarSpec {
	board, goal := fmt.Sprint(p.res.Board), fmt.Sprint(p.res.Goal)
	if p.res.OnWide() {
		board, goal = p.res.BoardText(), p.res.GoalText()
	}
	spec := chart.BarSpec{Title: fmt.Sprintf(lang.L("Effective branching factor b*, %s to %s"), board, goal),
		Axis: lang.L("b* (from nodes generated)"), Unit: chart.Ratio, Scale: chart.LinearScale, Min: 1, Max: p.bmax}
	for _, r := range rows {
		b := chart.Bar{Label: r.Label(), Value: rowEBF(r)}
		switch {
		case !r.Finished():
			b.Value, b.Note = math.NaN(), stateText(r)
		case r.Status != solver.Solved:
			b.Value, b.Note = math.NaN(), stateText(r)
		case !chart.EBFDefined(b.Value, p.bmax):
			b.Value, b.Note = math.NaN(), lang.L("not defined")
		}
		spec.Bars = append(spec.Bars, b)
	}
	return spec
}

// rowEBF is a run's b*: NaN unless it solved the board.
func rowEBF(r harness.Row) float64 {
	if !r.Ran || r.Status != solver.Solved {
		return math.NaN()
	}
	return r.EBF()
}

// ebfText prints b* where it means something, else "—".
func ebfText(b, bmax float64) (string, widget.Importance) {
	if !chart.EBFDefined(b, bmax) {
		return human.None, widget.LowImportance
	}
	return human.Ratio(b), widget.MediumImportance
}

// selected is a click (or Space) on a row: replay its solution.
func (p *onePanel) selected(i int) {
	r := p.res.Rows[i]
	if r.Status != solver.Solved || !r.Ran || len(r.Path) == 0 && (r.Wide == nil || len(r.Wide.Path) == 0) {
		p.v.tell(widget.WarningImportance, fmt.Sprintf(lang.L("Nothing to replay: %s %s."), r.Label(), outcome(r, p.res.Running)))
		return
	}
	p.v.s.OpenRow(r)
}

// outcome says how a row ended, as a sentence's end.
func outcome(r harness.Row, running bool) string {
	switch {
	case !r.Ran && running:
		return lang.L("has not run yet")
	case !r.Ran:
		return lang.L("did not run")
	case r.HitLimit:
		return fmt.Sprintf(lang.L("stopped at a limit (%s)"), session.RowState(r))
	case r.Status == solver.Unsolvable:
		return lang.L("found no solution: the boards differ in parity")
	}
	return fmt.Sprintf(lang.L("was %s"), session.RowState(r))
}

func (p *onePanel) columns() []widgets.Column {
	row := func(i int) harness.Row { return p.res.Rows[i] }
	finished := func(i int) bool { return row(i).Ran && row(i).Status != solver.Unsolvable }
	// a counter of a run stopped early is a lower bound
	counter := func(get func(harness.Row) int64) func(int) (string, widget.Importance) {
		return func(i int) (string, widget.Importance) {
			r := row(i)
			if !finished(i) {
				return human.None, widget.LowImportance
			}
			s := human.Count(get(r))
			if r.Status != solver.Solved {
				s = "≥" + s
			}
			return s, widget.MediumImportance
		}
	}
	value := func(get func(harness.Row) int64) func(int) (float64, bool) {
		return func(i int) (float64, bool) { return float64(get(row(i))), finished(i) }
	}
	expanded := func(r harness.Row) int64 { return r.Expanded }
	generated := func(r harness.Row) int64 { return r.Generated }
	depth := func(r harness.Row) int64 { return int64(r.MaxDepth) }
	frontier := func(r harness.Row) int64 { return int64(r.MaxFrontier) }
	return []widgets.Column{
		// a weighted A* row is named with its weight: the widest name then
		{Title: lang.L("Algorithm"), Sample: "astar-misplaced-blank w=3",
			Text: func(i int) (string, widget.Importance) { return row(i).Label(), widget.MediumImportance }},
		{Title: lang.L("Outcome"), Sample: "node limit",
			Text: func(i int) (string, widget.Importance) { return p.outcomeCell(row(i)) }},
		{Title: lang.L("Cost"), Sample: "40,757 ✓", Right: true,
			Text: func(i int) (string, widget.Importance) { return costText(row(i)) },
			Value: func(i int) (float64, bool) {
				r := row(i)
				return float64(r.Cost), r.Ran && r.Status == solver.Solved
			}},
		{Title: lang.L("Expanded"), Sample: "≥5,000,000", Right: true, Text: counter(expanded), Value: value(expanded)},
		{Title: lang.L("Time"), Sample: "145 ms", Right: true,
			Text: func(i int) (string, widget.Importance) {
				if !row(i).Ran {
					return human.None, widget.LowImportance
				}
				return human.Duration(row(i).Elapsed), widget.MediumImportance
			},
			Value: func(i int) (float64, bool) { return row(i).Elapsed.Seconds(), row(i).Ran }},
		{Title: "b*", Sample: "2.83", Right: true,
			Text: func(i int) (string, widget.Importance) { return ebfText(rowEBF(row(i)), p.bmax) },
			Value: func(i int) (float64, bool) {
				b := rowEBF(row(i))
				return b, chart.EBFDefined(b, p.bmax)
			}},
		{Title: lang.L("Generated"), Sample: "≥5,000,000", Right: true, Text: counter(generated), Value: value(generated)},
		{Title: lang.L("Max depth"), Sample: "40,757", Right: true, Text: counter(depth), Value: value(depth)},
		{Title: lang.L("Max frontier"), Sample: "≥25,134", Right: true, Text: counter(frontier), Value: value(frontier)},
		{Title: lang.L("Family"), Sample: "Uninformed",
			Text: func(i int) (string, widget.Importance) {
				return familyText(row(i).Algorithm, row(i).Weight), widget.MediumImportance
			},
			Value: func(i int) (float64, bool) { return float64(familyOf(row(i).Algorithm)), true }},
		{Title: lang.L("Guarantee"), Sample: "≤ 100× shortest",
			Text: func(i int) (string, widget.Importance) {
				// the run's own promise, from the engine: a weighted A*'s
				// is w times the shortest, not the shortest
				return tabkit.GuaranteeBadge(row(i).Guarantee, row(i).Weight)
			},
			Value: func(i int) (float64, bool) { return guaranteeRank(row(i).Guarantee), true }},
	}
}

// outcomeCell is the Outcome cell: the row's state, or where a run still
// to come stands.
func (p *onePanel) outcomeCell(r harness.Row) (string, widget.Importance) {
	switch {
	case !r.Ran && p.res.Running && r.Algorithm == p.res.Progress.Algorithm:
		return lang.L("running…"), widget.HighImportance
	case !r.Ran && p.res.Running:
		return lang.L("waiting"), widget.LowImportance
	case r.HitLimit, r.Status == solver.Unsolvable:
		return stateText(r), widget.WarningImportance
	case !r.Finished():
		return stateText(r), widget.LowImportance
	}
	return stateText(r), widget.MediumImportance
}

// hopeless says whether the row's algorithm cannot be expected to finish
// on the row's size (solver.Algorithm.Hopeless).
func hopeless(r harness.Row) bool {
	a, err := solver.AlgorithmNamed(r.Algorithm)
	sh := r.Problem.Shape
	if r.Wide != nil {
		sh = r.Wide.Problem.Shape
	}
	return err == nil && session.HopelessAt(a, sh, r.Weight) != ""
}

// stateText is the row's state, marked when a cap stopped an algorithm
// that was hopeless on this size from the start: "memory cap, hopeless".
func stateText(r harness.Row) string {
	if r.Ran && r.Status != solver.Solved && hopeless(r) {
		return fmt.Sprintf(lang.L("%s (hopeless)"), session.RowState(r)) // the size is the table's; Hopeless's reason is on the Solve tab
	}
	return session.RowState(r)
}

// costText is the Cost cell: the moves, ticked when no solution is shorter.
func costText(r harness.Row) (string, widget.Importance) {
	switch {
	case !r.Ran || r.Status != solver.Solved:
		return human.None, widget.LowImportance
	case r.Optimal:
		return human.Count(int64(r.Cost)) + " ✓", widget.SuccessImportance
	case r.Distance >= 0:
		return human.Count(int64(r.Cost)), widget.WarningImportance
	}
	return human.Count(int64(r.Cost)), widget.MediumImportance
}

// guaranteeRank sorts guarantees from the strongest: shortest, bounded,
// none.
func guaranteeRank(g solver.Guarantee) float64 {
	switch g {
	case solver.Shortest:
		return 2
	case solver.Bounded:
		return 1
	}
	return 0
}
