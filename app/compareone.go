package app

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/chart"
	"github.com/eightpuzzle/eightpuzzle/solver"
	harn "github.com/eightpuzzle/eightpuzzle/solver/harness" // the app tests have a type harness
)

// oneBoardPanel shows a comparison on one board: a table of the runs,
// which sorts by any column and replays the run of a selected row, and a
// bar chart of one measure per algorithm.
type oneBoardPanel struct {
	c       *controller
	m       *comparison
	header  *widget.Label
	table   *sortTable
	measure *widget.Select
	chart   *chartView
	content fyne.CanvasObject

	shown []harn.Row // the table's rows: finished runs, then one per run still to come
}

func newOneBoardPanel(c *controller, m *comparison, tools fyne.CanvasObject) *oneBoardPanel {
	p := &oneBoardPanel{c: c, m: m}
	p.header = widget.NewLabel("")
	p.header.Wrapping = fyne.TextWrapWord
	p.table = newSortTable(p.columns())
	p.table.onSelect = p.selected
	p.measure = measureSelect(func() { p.refreshChart() })
	p.chart = newChartView(c)
	chartBox := container.NewBorder(container.NewBorder(nil, nil, widget.NewLabel("Chart"), tools, p.measure),
		nil, nil, nil, p.chart)
	p.content = container.NewBorder(p.header, nil, nil, nil, tableAndChart(p.table.table, chartBox, 0.33))
	m.changed.watch(p.refresh)
	p.refresh()
	return p
}

// measureSelect offers the measures a bar chart can show.
func measureSelect(changed func()) *widget.Select {
	var opts []string
	for _, m := range chart.Measures {
		opts = append(opts, m.Axis())
	}
	s := widget.NewSelect(opts, nil)
	s.SetSelectedIndex(1) // nodes expanded: where the algorithms differ most
	s.OnChanged = func(string) { changed() }
	return s
}

func selectedMeasure(s *widget.Select) chart.Measure {
	return chart.Measures[max(0, s.SelectedIndex())]
}

func (p *oneBoardPanel) refresh() {
	m := p.m
	p.shown = append(p.shown[:0], m.rows...)
	if len(m.rows) < len(m.algs) {
		// runs still to come (or never run, after a cancel) keep their
		// place, so the table does not jump as results arrive
		for _, a := range m.algs[len(m.rows):] {
			p.shown = append(p.shown, harn.Row{Distance: -1,
				Result: solver.Result{Algorithm: a.Name, Problem: solver.Problem{Start: m.board, Goal: m.goal}, Status: solver.Cancelled}})
		}
	}
	if m.running && m.progress.Total == 0 { // just started
		p.chart.clear()
		p.table.unselect() // a new run: the old selection meant another row
	}
	p.table.setRows(len(p.shown))
	p.header.Importance = widget.MediumImportance
	switch {
	case m.algs == nil:
		p.header.SetText("Press Run all to run the chosen algorithms on the board beside, one after " +
			"another, each within the limits above. Then pick a row to replay its solution.")
		return
	case m.stale != "":
		p.header.Importance = widget.WarningImportance
		p.header.SetText(fmt.Sprintf("These runs are on %s, but %s since: run again to compare on the new one.",
			m.board.Rows(), m.stale))
	case m.running:
		p.header.SetText(p.problemText() + ": " + m.doing())
	case m.failure != "":
		p.header.Importance = widget.DangerImportance
		p.header.SetText(m.failure)
	default:
		p.header.SetText(p.problemText() + ": " + m.tally(" (✓)", " (≥)"))
	}
	p.refreshChart()
}

// problemText says what was compared.
func (p *oneBoardPanel) problemText() string {
	m := p.m
	s := fmt.Sprintf("%s → %s", m.board.Rows(), m.goal.Rows())
	if len(m.rows) > 0 && m.rows[0].Distance >= 0 {
		s += ", " + plural(m.rows[0].Distance, "move", "moves")
	} else if !solver.Solvable(m.board, m.goal) {
		s += ": no solution (they differ in parity)"
	}
	return s
}

func (p *oneBoardPanel) refreshChart() {
	if p.m.algs == nil {
		p.chart.setChart(nil)
		return
	}
	rows := p.shown
	if p.m.running {
		rows = p.m.rows // bars appear as runs finish
	}
	spec := chart.RowBars(append([]harn.Row(nil), rows...), selectedMeasure(p.measure))
	p.chart.setChart(func(th chart.Theme, titled bool) *chart.Chart { return chart.Bars(titledBars(spec, titled), th) })
}

// titledBars keeps or drops a bar chart's title.
func titledBars(s chart.BarSpec, titled bool) chart.BarSpec {
	if !titled {
		s.Title = ""
	}
	return s
}

// selected is a click (or Space) on a row: replay its solution.
func (p *oneBoardPanel) selected(i int) {
	r := p.shown[i]
	if r.Status != solver.Solved || len(r.Path) == 0 {
		p.c.setStatus(widget.WarningImportance, fmt.Sprintf("Nothing to replay: %s %s.", r.Algorithm, outcomeSentence(r, p.m.running)))
		return
	}
	// After the tap is done with the table (it focuses it next), or Fyne
	// would be asked to focus a table the switch to Replay just hid.
	p.c.do(func() { p.c.showResult(r.Result) })
}

// selectedRow is the row picked in the table, if any.
func (p *oneBoardPanel) selectedRow() (harn.Row, bool) {
	i := p.table.selectedData()
	if i < 0 || i >= len(p.shown) {
		return harn.Row{}, false
	}
	return p.shown[i], true
}

// outcomeSentence finishes "Nothing to replay: bfs ...".
func outcomeSentence(r harn.Row, running bool) string {
	switch {
	case !r.Ran && running:
		return "has not run yet"
	case !r.Ran:
		return "did not run"
	case r.HitLimit:
		return "stopped at its " + r.State()
	case r.Status == solver.Unsolvable:
		return "found the board unsolvable"
	}
	return "was cancelled"
}

// columns of the table of runs.
func (p *oneBoardPanel) columns() []column {
	row := func(i int) harn.Row { return p.shown[i] }
	finished := func(i int) bool { return row(i).Ran && row(i).Status != solver.Unsolvable }
	// a counter of a run stopped early is a lower bound
	counter := func(get func(harn.Row) int64) func(int) (string, widget.Importance) {
		return func(i int) (string, widget.Importance) {
			r := row(i)
			if !finished(i) {
				return "—", widget.LowImportance
			}
			s := count(get(r))
			if r.Status != solver.Solved {
				s = "≥" + s
			}
			return s, widget.MediumImportance
		}
	}
	key := func(get func(harn.Row) int64) func(int) (float64, bool) {
		return func(i int) (float64, bool) { return float64(get(row(i))), finished(i) }
	}
	expanded := func(r harn.Row) int64 { return r.Expanded }
	generated := func(r harn.Row) int64 { return r.Generated }
	depth := func(r harn.Row) int64 { return int64(r.MaxDepth) }
	frontier := func(r harn.Row) int64 { return int64(r.MaxFrontier) }
	return []column{
		{title: "Algorithm", sample: "idastar-linear-conflict",
			text: func(i int) (string, widget.Importance) { return row(i).Algorithm, widget.MediumImportance },
			name: func(i int) string { return row(i).Algorithm }},
		{title: "Guarantee", sample: "optimal",
			text: func(i int) (string, widget.Importance) {
				if algorithmOptimal(row(i).Algorithm) {
					return "optimal", widget.MediumImportance
				}
				return "none", widget.LowImportance
			},
			key: func(i int) (float64, bool) { return b2f(algorithmOptimal(row(i).Algorithm)), true }},
		{title: "Outcome", sample: "node limit",
			text: func(i int) (string, widget.Importance) { return p.outcome(row(i)) },
			name: func(i int) string { s, _ := p.outcome(row(i)); return s }},
		{title: "Cost", sample: "40,757 ✓", right: true,
			text: func(i int) (string, widget.Importance) { return costText(row(i)) },
			key: func(i int) (float64, bool) {
				r := row(i)
				return float64(r.Cost), r.Ran && r.Status == solver.Solved
			}},
		{title: "Expanded", sample: "≥5,000,000", right: true, text: counter(expanded), key: key(expanded)},
		{title: "Generated", sample: "≥5,000,000", right: true, text: counter(generated), key: key(generated)},
		{title: "Max depth", sample: "40,757", right: true, text: counter(depth), key: key(depth)},
		{title: "Max frontier", sample: "≥25,134", right: true, text: counter(frontier), key: key(frontier)},
		{title: "Time", sample: "145 ms", right: true,
			text: func(i int) (string, widget.Importance) {
				if !row(i).Ran {
					return "—", widget.LowImportance
				}
				return duration(row(i).Elapsed), widget.MediumImportance
			},
			key: func(i int) (float64, bool) { return row(i).Elapsed.Seconds(), row(i).Ran }},
	}
}

// outcome is the Outcome cell: the row's state, or where a run still to
// come stands.
func (p *oneBoardPanel) outcome(r harn.Row) (string, widget.Importance) {
	switch {
	case !r.Ran && p.m.running && r.Algorithm == p.m.progress.Algorithm:
		return "running…", widget.HighImportance
	case !r.Ran && p.m.running:
		return "waiting", widget.LowImportance
	case r.HitLimit, r.Status == solver.Unsolvable:
		return r.State(), widget.WarningImportance
	case !r.Finished():
		return r.State(), widget.LowImportance
	}
	return r.State(), widget.MediumImportance
}

// costText is the Cost cell: the moves, ticked when no solution is shorter.
func costText(r harn.Row) (string, widget.Importance) {
	switch {
	case !r.Ran || r.Status != solver.Solved:
		return "—", widget.LowImportance
	case r.Optimal:
		return count(int64(r.Cost)) + " ✓", widget.SuccessImportance
	case r.Distance >= 0:
		return count(int64(r.Cost)), widget.WarningImportance
	}
	return count(int64(r.Cost)), widget.MediumImportance
}

func algorithmOptimal(name string) bool {
	a, err := solver.AlgorithmByName(name)
	return err == nil && a.Optimal
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// rowSummary is a row in one line, for the clipboard.
func rowSummary(r harn.Row) string {
	s := fmt.Sprintf("%s on %s to %s: %s", r.Algorithm, r.Problem.Start.Rows(), r.Problem.Goal.Rows(), r.State())
	if r.Status == solver.Solved {
		s += " in " + plural(r.Cost, "move", "moves")
		if r.Optimal {
			s += " (optimal)"
		} else if r.Distance >= 0 {
			s += fmt.Sprintf(" (the shortest has %d)", r.Distance)
		}
	}
	if r.Ran {
		ge := ""
		if r.Status != solver.Solved {
			ge = "≥"
		}
		s += fmt.Sprintf(", %s%s expanded, %s%s generated, max depth %d, max frontier %s, %s",
			ge, count(r.Expanded), ge, count(r.Generated), r.MaxDepth, count(int64(r.MaxFrontier)), duration(r.Elapsed))
	}
	return s
}
