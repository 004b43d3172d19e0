package compare

import (
	"fmt"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/chart"
	"github.com/eightpuzzle/eightpuzzle/app/internal/human"
	"github.com/eightpuzzle/eightpuzzle/app/internal/locale"
	"github.com/eightpuzzle/eightpuzzle/app/internal/tabkit"
	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/app/widgets"
	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/harness"
)

// batchPanel sums a batch up per algorithm: a table of means, maxima and
// counts, and charts of nodes expanded against solution depth, of b* and
// of the mean of each measure, in the table's order.
type batchPanel struct {
	v       *View
	table   *widgets.Table
	view    *widget.Select
	chart   *widgets.ChartView
	scroll  *container.Scroll
	tabs    *container.AppTabs
	content fyne.CanvasObject

	res   session.Results
	seen  tableState // what the table and chart were last drawn from
	bmax  float64
	bars  *chart.BarSpec  // the chart shown, titled, for a file: bars or lines
	lines *chart.LineSpec //
}

func newBatchPanel(v *View) *batchPanel {
	p := &batchPanel{v: v, bmax: 4}
	p.table = widgets.NewTable(p.columns())
	p.table.OnSorted = func(col string, desc bool) {
		v.cmp.SetSort(session.Batch, session.Sort{Column: col, Desc: desc})
	}
	srt := v.cmp.Settings().Sorts[session.Batch]
	p.table.SetSort(srt.Column, srt.Desc)
	charts := batchCharts()
	p.view = widget.NewSelect(charts.Labels(), nil)
	p.view.SetSelectedIndex(max(0, charts.Index(v.cmp.Settings().Charts[session.Batch])))
	p.view.OnChanged = func(string) {
		key, _ := charts.Value(max(0, p.view.SelectedIndex()))
		v.cmp.SetChart(session.Batch, key)
		p.refreshChart()
	}
	p.chart = widgets.NewChartView()
	p.scroll = widgets.NewScroll(p.chart) // a narrow or short tab scrolls rather than grow the window or shrink the labels
	p.tabs = container.NewAppTabs(
		container.NewTabItem(lang.L("Table"), p.table),
		container.NewTabItem(lang.L("Chart"), container.NewBorder(p.view, nil, nil, nil, p.scroll)),
	)
	p.tabs.OnSelected = func(*container.TabItem) { p.refreshChart() }
	p.content = p.tabs
	return p
}

// batchCharts are the charts offered, in order: the two a batch is for,
// then the mean of each measure; each with the key the comparison
// remembers it by.
func batchCharts() tabkit.Options[string] {
	opts := tabkit.Options[string]{
		{Label: lang.L("Nodes expanded against solution depth"), Value: "by-depth"},
		{Label: ebfMeasure, Value: "ebf"},
	}
	for _, m := range chart.Measures {
		opts = append(opts, tabkit.Option[string]{Label: capitalize(fmt.Sprintf(lang.L("Mean %s"), strings.ToLower(m.Axis()[:1])+m.Axis()[1:])), Value: "mean-" + m.String()})
	}
	return opts
}

func (p *batchPanel) refresh(res session.Results) {
	if res.Running && res.Runs == 0 {
		p.chart.Clear()
		p.table.Unselect()
	}
	p.res = res
	if res.Started() {
		p.bmax = solver.MaxBranching
	}
	srt := p.v.cmp.Settings().Sorts[session.Batch]
	if c, d := p.table.Sort(); c != srt.Column || d != srt.Desc {
		p.table.SetSort(srt.Column, srt.Desc)
	}
	if st := stateOf(res, srt); st != p.seen { // as the one board's
		p.seen = st
		p.table.SetRows(len(res.Summaries))
		p.refreshChart()
	}
}

func (p *batchPanel) refreshChart() {
	p.bars, p.lines = nil, nil
	if !p.res.Started() || p.res.Failure != "" {
		drawChart(p.tabs, p.chart, nil)
		return
	}
	var sums []harness.Summary
	for _, i := range p.table.Order() {
		sums = append(sums, p.res.Summaries[i])
	}
	switch i := max(0, p.view.SelectedIndex()); i {
	case 0:
		// lines in the table's order too, so the legend reads as it does
		byName := map[string]harness.DepthSeries{}
		for _, d := range p.res.Depth {
			byName[d.Algorithm] = d
		}
		var series []harness.DepthSeries
		for _, s := range sums {
			series = append(series, byName[s.Algorithm])
		}
		spec := chart.DepthLines(series)
		if !p.res.Running {
			// without a table a board's distance is known only from a
			// search that guarantees a shortest path (KnownDistances)
			spec.Empty = lang.L("no board's distance is known: none was solved by a search that guarantees a shortest path")
		}
		spec.Families = familyTitles()
		for j := range spec.Series {
			spec.Series[j].Family = familyOf(series[j].Algorithm)
		}
		p.lines = &spec
		screen := spec
		screen.Title = ""
		drawChart(p.tabs, p.chart, func(th chart.Theme) *chart.Chart { return chart.Lines(screen, th) })
	default:
		var spec chart.BarSpec
		if i == 1 {
			spec = chart.EBFBarsWithin(sums, p.bmax)
		} else {
			spec = chart.SummaryBars(sums, chart.Measures[i-2], false)
		}
		spec.Families = familyTitles()
		for j := range spec.Bars { // a bar per summary; its label may carry a weight
			spec.Bars[j].Family = familyOf(sums[j].Algorithm)
		}
		p.bars = &spec
		screen := spec
		screen.Title = ""
		drawChart(p.tabs, p.chart, func(th chart.Theme) *chart.Chart { return chart.Bars(screen, th) })
	}
	p.scroll.Refresh()
}

// shortest is the column of the runs known to be shortest: by the table,
// or where there is none by a guarantee of a shortest path; "—" for a
// search that promises less on a size with no table, where nothing shows
// whether its paths were shortest (it read 0).
func (p *batchPanel) shortest(title string) widgets.Column {
	known := func(s harness.Summary) bool { return p.res.Shape.Tabled() || s.Guarantee == solver.Shortest }
	return widgets.Column{Title: title, Sample: "10,000", Right: true,
		Text: func(i int) (string, widget.Importance) {
			s := p.res.Summaries[i]
			if !known(s) {
				return human.None, widget.LowImportance
			}
			return human.Count(int64(s.Optimal)), widget.MediumImportance
		},
		Value: func(i int) (float64, bool) {
			s := p.res.Summaries[i]
			return float64(s.Optimal), known(s)
		}}
}

// columns of the table of aggregates.
func (p *batchPanel) columns() []widgets.Column {
	sum := func(i int) harness.Summary { return p.res.Summaries[i] }
	text := func(s string) (string, widget.Importance) { return s, widget.MediumImportance }
	tally := func(title string, get func(harness.Summary) int) widgets.Column {
		return widgets.Column{Title: title, Sample: "10,000", Right: true,
			Text:  func(i int) (string, widget.Importance) { return text(human.Count(int64(get(sum(i))))) },
			Value: func(i int) (float64, bool) { return float64(get(sum(i))), true }}
	}
	// Cost is taken over solved runs only; every other measure counts the
	// runs a limit stopped too, and is then a lower bound, as in the charts.
	stat := func(title string, get func(harness.Summary) harness.Stat, unit chart.Unit, useMax, isCost bool) widgets.Column {
		return widgets.Column{Title: title, Sample: "≥5,000,000", Right: true,
			Text: func(i int) (string, widget.Importance) {
				s := sum(i)
				return statText(get(s), unit, useMax, s.Limited > 0 && !isCost)
			},
			Value: func(i int) (float64, bool) {
				st := get(sum(i))
				if useMax {
					return st.Max, st.N > 0
				}
				return st.Mean, st.N > 0
			}}
	}
	cols := []widgets.Column{
		{Title: lang.L("Algorithm"), Sample: "idastar-linear-conflict (hopeless)",
			Text: func(i int) (string, widget.Importance) {
				// an algorithm that cannot be expected to finish on this
				// size says so beside its name: its limited runs are why
				name := sum(i).Label()
				if a, err := solver.AlgorithmNamed(sum(i).Algorithm); err == nil && session.HopelessAt(a, p.res.Shape, sum(i).Weight) != "" {
					return name + " (hopeless)", widget.WarningImportance
				}
				return text(name)
			}},
		{Title: lang.L("Solved"), Sample: "10,000/10,000", Right: true,
			Text: func(i int) (string, widget.Importance) {
				s := sum(i)
				imp := widget.MediumImportance
				if s.Solved < s.Boards {
					imp = widget.WarningImportance
				}
				return fmt.Sprintf("%s/%s", human.Count(int64(s.Solved)), human.Count(int64(s.Boards))), imp
			},
			Value: func(i int) (float64, bool) { return float64(sum(i).Solved), true }},
		{Title: "b*", Sample: "2.83", Right: true,
			Text: func(i int) (string, widget.Importance) { return ebfText(sum(i).EBF, p.bmax) },
			Value: func(i int) (float64, bool) {
				b := sum(i).EBF
				return b, chart.EBFDefined(b, p.bmax)
			}},
	}
	// each title whole: "Mean " glued to "expanded" stayed English in the
	// French window; the English one keys the remembered sort
	measures := []struct {
		mean, max string
		get       func(harness.Summary) harness.Stat
		unit      chart.Unit
		isCost    bool
	}{
		{locale.Mark("Mean expanded"), locale.Mark("Max expanded"), func(s harness.Summary) harness.Stat { return s.Expanded }, chart.Count, false},
		{locale.Mark("Mean time"), locale.Mark("Max time"), func(s harness.Summary) harness.Stat { return s.Time }, chart.Seconds, false},
		{locale.Mark("Mean cost"), locale.Mark("Max cost"), func(s harness.Summary) harness.Stat { return s.Cost }, chart.Count, true},
		{locale.Mark("Mean generated"), locale.Mark("Max generated"), func(s harness.Summary) harness.Stat { return s.Generated }, chart.Count, false},
		{locale.Mark("Mean depth"), locale.Mark("Max depth"), func(s harness.Summary) harness.Stat { return s.MaxDepth }, chart.Count, false},
		{locale.Mark("Mean frontier"), locale.Mark("Max frontier"), func(s harness.Summary) harness.Stat { return s.MaxFrontier }, chart.Count, false},
	}
	for _, ms := range measures {
		mean, most := stat(lang.L(ms.mean), ms.get, ms.unit, false, ms.isCost), stat(lang.L(ms.max), ms.get, ms.unit, true, ms.isCost)
		mean.Key, most.Key = ms.mean, ms.max
		cols = append(cols, mean, most)
	}
	return append(cols,
		p.shortest(lang.L("Optimal")),
		tally(lang.L("Limited"), func(s harness.Summary) int { return s.Limited }),
		widgets.Column{Title: lang.L("Guarantee"), Sample: "≤ 100× shortest",
			Text:  func(i int) (string, widget.Importance) { return tabkit.GuaranteeBadge(sum(i).Guarantee, sum(i).Weight) },
			Value: func(i int) (float64, bool) { return guaranteeRank(sum(i).Guarantee), true }})
}

// statText prints a mean or maximum; bound marks a lower bound (runs
// stopped by a limit count only what they did before).
func statText(st harness.Stat, unit chart.Unit, useMax, bound bool) (string, widget.Importance) {
	if st.N == 0 {
		return human.None, widget.LowImportance
	}
	v := st.Mean
	if useMax {
		v = st.Max
	}
	var s string
	switch {
	case unit == chart.Seconds:
		s = human.Duration(time.Duration(v * float64(time.Second)))
	default:
		s = human.Number(v) // a mean cost of 10.5 moves, 1,203 boards

	}
	if bound {
		return "≥" + s, widget.WarningImportance
	}
	return s, widget.MediumImportance
}

// chartTab is the Chart tab's place in either panel's tabs.
const chartTab = 1

// drawChart hands a chart to its view when the Chart tab is the one
// shown; a panel's Chart tab refreshes its chart when selected. A chart
// nobody sees is not drawn: during a batch it would be drawn several times
// a second, and in a browser, where the window and the searches share one
// thread, each drawing lengthened a turn the page waited for (app/web's
// TestBrowserBatch). What a file gets (shownChart) is kept up to date
// either way.
func drawChart(tabs *container.AppTabs, v *widgets.ChartView, build func(chart.Theme) *chart.Chart) {
	if tabs.SelectedIndex() == chartTab {
		v.SetChart(build)
	}
}

// capitalize is s with a capital first letter: a label that begins with
// a name lowered for the middle of a sentence (« nœuds développés en
// moyenne »).
func capitalize(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}
