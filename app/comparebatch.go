package app

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/chart"
	"github.com/eightpuzzle/eightpuzzle/solver"
	harn "github.com/eightpuzzle/eightpuzzle/solver/harness" // the app tests have a type harness
)

// The two ways of drawing a batch's boards.
const (
	batchByDistance = "By distance"
	batchRandom     = "Random"
)

// batchPanel runs the chosen algorithms on many boards drawn for the goal
// and sums them up per algorithm: a table of means, maxima and counts, and
// charts of nodes expanded against solution depth, the effective branching
// factor and the mean of each measure.
type batchPanel struct {
	c       *controller
	m       *comparison
	kind    *widget.Select
	per     *keyEntry // boards at each distance
	upTo    *keyEntry // the largest distance
	count   *keyEntry // random boards
	seed    *keyEntry
	spec    fyne.CanvasObject // the row of fields above, shown in batch mode
	distBox *fyne.Container
	randBox *fyne.Container
	header  *widget.Label
	table   *sortTable
	view    *widget.Select
	chart   *chartView
	content fyne.CanvasObject

	sums []harn.Summary // the table's rows
}

func newBatchPanel(c *controller, m *comparison, tools fyne.CanvasObject, onEsc, onEnter func()) *batchPanel {
	p := &batchPanel{c: c, m: m}
	field := func(text string) *keyEntry {
		e := newKeyEntry(onEsc)
		e.SetText(text)
		e.OnChanged = func(string) { p.refresh() }
		e.OnSubmitted = func(string) { onEnter() }
		return e
	}
	// small defaults: every algorithm on 48 boards takes a few seconds
	p.per, p.upTo, p.count, p.seed = field("2"), field("24"), field("50"), field("1")
	p.kind = widget.NewSelect([]string{batchByDistance, batchRandom}, nil)
	p.kind.SetSelected(batchByDistance)
	p.kind.OnChanged = func(string) { p.refresh() }
	p.distBox = row(withMinWidth(p.per, 48), widget.NewLabel("per distance, 1 to"),
		withMinWidth(p.upTo, 48))
	p.randBox = row(withMinWidth(p.count, 72), widget.NewLabel("solvable boards"))
	p.spec = container.NewBorder(nil, nil, p.kind,
		row(widget.NewLabel("Seed"), withMinWidth(p.seed, 48)),
		container.NewStack(p.distBox, p.randBox))

	p.header = widget.NewLabel("")
	p.header.Wrapping = fyne.TextWrapWord
	p.table = newSortTable(p.columns())
	p.view = widget.NewSelect(batchCharts(), nil)
	p.view.SetSelectedIndex(0)
	p.view.OnChanged = func(string) { p.refreshChart() }
	p.chart = newChartView(c)
	chartBox := container.NewBorder(container.NewBorder(nil, nil, widget.NewLabel("Chart"), tools, p.view),
		nil, nil, nil, p.chart)
	p.content = container.NewBorder(p.header, nil, nil, nil, tableAndChart(p.table.table, chartBox, 0.33))
	m.changed.watch(p.refresh)
	p.refresh()
	return p
}

// batchCharts are the charts offered, in order: the two a batch is for,
// then the mean of each measure.
func batchCharts() []string {
	opts := []string{"Nodes expanded against solution depth", "Effective branching factor b*"}
	for _, m := range chart.Measures {
		opts = append(opts, "Mean "+strings.ToLower(m.Axis()[:1])+m.Axis()[1:])
	}
	return opts
}

// batchSpec reads the fields. A field that does not parse is named; its
// text stays as typed.
func (p *batchPanel) batchSpec(goal solver.Board) (harn.BatchSpec, error) {
	spec := harn.BatchSpec{Goal: goal}
	seed, err := strconv.ParseUint(strings.TrimSpace(p.seed.Text), 10, 64)
	if err != nil {
		return spec, errors.New("the seed must be a whole number, 0 or more")
	}
	spec.Seed = seed
	num := func(e *keyEntry, what string, hi int) (int, error) {
		n, err := parseLimit(e.Text, int64(hi))
		if err != nil || n == 0 {
			return 0, fmt.Errorf("%s must be a whole number from 1 to %s", what, count(int64(hi)))
		}
		return int(n), nil
	}
	if p.kind.Selected == batchRandom {
		spec.Random, err = num(p.count, "the number of boards", 10_000)
		return spec, err
	}
	if spec.PerDepth, err = num(p.per, "the boards at each distance", 1_000); err != nil {
		return spec, err
	}
	spec.Depth, err = num(p.upTo, "the largest distance", 31)
	return spec, err
}

// boards is how many boards the fields ask for; 0 when they do not parse.
func (p *batchPanel) boards() int {
	spec, err := p.batchSpec(solver.GoalBlankLast)
	if err != nil {
		return 0
	}
	return spec.Random + spec.Depth*spec.PerDepth
}

func (p *batchPanel) refresh() {
	m := p.m
	byDist := p.kind.Selected != batchRandom
	if byDist {
		p.distBox.Show()
		p.randBox.Hide()
	} else {
		p.distBox.Hide()
		p.randBox.Show()
	}
	p.sums = harn.Summarize(m.rows)
	if m.running && m.progress.Total == 0 { // just started
		p.chart.clear()
		p.table.unselect()
	}
	p.table.setRows(len(p.sums))
	p.header.Importance = widget.MediumImportance
	switch {
	case m.algs == nil:
		p.header.SetText("Runs the chosen algorithms on many boards drawn for the goal (not the board beside) " +
			"and sums up each algorithm: mean and largest of each measure, how many boards it solved, solved " +
			"optimally or stopped at a limit, and its effective branching factor b*.")
	case m.stale != "":
		p.header.Importance = widget.WarningImportance
		p.header.SetText(fmt.Sprintf("These boards were drawn for the goal %s, but %s since: run again for the new goal.",
			m.goal.Rows(), m.stale))
	case m.failure != "":
		p.header.Importance = widget.DangerImportance
		p.header.SetText(m.failure)
	case m.running && m.boards == 0:
		p.header.SetText("Drawing the boards for the goal " + m.goal.Rows() + "…")
	case m.running:
		p.header.SetText(fmt.Sprintf("%s to %s: %s The table sums up the runs so far.",
			plural(m.boards, "board", "boards"), m.goal.Rows(), m.doing()))
	default:
		p.header.SetText(fmt.Sprintf("%s to %s, %s: %s", plural(m.boards, "board", "boards"), m.goal.Rows(),
			plural(len(m.rows), "run", "runs"), m.tally("", " (≥: so some means are lower bounds)")))
	}
	p.refreshChart()
}

func (p *batchPanel) refreshChart() {
	if p.m.algs == nil || p.m.failure != "" {
		p.chart.setChart(nil)
		return
	}
	i := max(0, p.view.SelectedIndex())
	if i == 0 {
		spec := chart.DepthLines(harn.ExpandedByDepth(p.m.rows))
		p.chart.setChart(func(th chart.Theme, titled bool) *chart.Chart {
			s := spec // a copy: the file's chart keeps its title
			if !titled {
				s.Title = ""
			}
			return chart.Lines(s, th)
		})
		return
	}
	spec := chart.EBFBars(p.sums)
	if i > 1 {
		spec = chart.SummaryBars(p.sums, chart.Measures[i-2], false)
	}
	p.chart.setChart(func(th chart.Theme, titled bool) *chart.Chart { return chart.Bars(titledBars(spec, titled), th) })
}

// columns of the table of aggregates.
func (p *batchPanel) columns() []column {
	sum := func(i int) harn.Summary { return p.sums[i] }
	text := func(s string) (string, widget.Importance) { return s, widget.MediumImportance }
	tally := func(title string, get func(harn.Summary) int) column {
		return column{title: title, sample: "10,000", right: true,
			text: func(i int) (string, widget.Importance) { return text(count(int64(get(sum(i))))) },
			key:  func(i int) (float64, bool) { return float64(get(sum(i))), true }}
	}
	// Cost is taken over solved runs only; every other measure counts the
	// runs a limit stopped too, and is then a lower bound, as in the charts.
	stat := func(title string, get func(harn.Summary) harn.Stat, unit chart.Unit, useMax, isCost bool) column {
		return column{title: title, sample: "≥5,000,000", right: true,
			text: func(i int) (string, widget.Importance) {
				s := sum(i)
				return statText(get(s), unit, useMax, s.Limited > 0 && !isCost)
			},
			key: func(i int) (float64, bool) {
				st := get(sum(i))
				if useMax {
					return st.Max, st.N > 0
				}
				return st.Mean, st.N > 0
			}}
	}
	cols := []column{
		{title: "Algorithm", sample: "idastar-linear-conflict",
			text: func(i int) (string, widget.Importance) { return text(sum(i).Algorithm) },
			name: func(i int) string { return sum(i).Algorithm }},
		{title: "Solved", sample: "10,000/10,000", right: true,
			text: func(i int) (string, widget.Importance) {
				s := sum(i)
				imp := widget.MediumImportance
				if s.Solved < s.Boards {
					imp = widget.WarningImportance
				}
				return fmt.Sprintf("%s/%s", count(int64(s.Solved)), count(int64(s.Boards))), imp
			},
			key: func(i int) (float64, bool) { return float64(sum(i).Solved), true }},
		tally("Optimal", func(s harn.Summary) int { return s.Optimal }),
		tally("Limited", func(s harn.Summary) int { return s.Limited }),
	}
	measures := []struct {
		name string
		get  func(harn.Summary) harn.Stat
		unit chart.Unit
	}{
		{"cost", func(s harn.Summary) harn.Stat { return s.Cost }, chart.Count},
		{"expanded", func(s harn.Summary) harn.Stat { return s.Expanded }, chart.Count},
		{"generated", func(s harn.Summary) harn.Stat { return s.Generated }, chart.Count},
		{"depth", func(s harn.Summary) harn.Stat { return s.MaxDepth }, chart.Count},
		{"frontier", func(s harn.Summary) harn.Stat { return s.MaxFrontier }, chart.Count},
		{"time", func(s harn.Summary) harn.Stat { return s.Time }, chart.Seconds},
	}
	for _, ms := range measures {
		cols = append(cols,
			stat("Mean "+ms.name, ms.get, ms.unit, false, ms.name == "cost"),
			stat("Max "+ms.name, ms.get, ms.unit, true, ms.name == "cost"))
	}
	return append(cols, column{title: "b*", sample: "52,018", right: true,
		text: func(i int) (string, widget.Importance) { return text(ebfText(sum(i).EBF)) },
		key:  func(i int) (float64, bool) { e := sum(i).EBF; return e, !math.IsNaN(e) }})
}

// statText prints a mean or maximum; bound marks a lower bound (runs
// stopped by a limit count only what they did before).
func statText(st harn.Stat, unit chart.Unit, useMax, bound bool) (string, widget.Importance) {
	if st.N == 0 {
		return "—", widget.LowImportance
	}
	v := st.Mean
	if useMax {
		v = st.Max
	}
	var s string
	switch {
	case unit == chart.Seconds:
		s = durationSeconds(v)
	case v != math.Trunc(v) && v < 100:
		s = strconv.FormatFloat(v, 'f', 1, 64) // a mean cost of 10.5 moves
	default:
		s = count(int64(math.Round(v)))
	}
	if bound {
		return "≥" + s, widget.WarningImportance
	}
	return s, widget.MediumImportance
}

// ebfText prints b* to three significant digits, as the chart does.
func ebfText(b float64) string {
	if math.IsNaN(b) {
		return "—"
	}
	if b >= 1000 {
		return count(int64(math.Round(b)))
	}
	return chart.Ratio.Format(b)
}

// durationSeconds prints seconds the way the rest of the window prints
// a search's time.
func durationSeconds(s float64) string { return duration(time.Duration(s * float64(time.Second))) }
