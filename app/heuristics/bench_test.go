package heuristics

import (
	"io"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/app/chart"
	"github.com/eightpuzzle/eightpuzzle/app/internal/tabkit"
	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/app/widgets"
)

// The tab's calls on the UI goroutine, at the 800x600 window's share.
// The budget is 16 ms for any of them.

// BenchmarkRefreshNewFigures is the UI goroutine's work when the figures
// arrive: the table, the caption, and the chart built (not drawn: that
// runs in the chart view's goroutine).
func BenchmarkRefreshNewFigures(b *testing.B) {
	f := newFixture(b, smallShare)
	_, goal := f.s.Puzzle()
	f.open(goal)
	b.ResetTimer()
	for b.Loop() {
		f.v.shown = shownKey{} // as if the figures were new
		f.v.refresh()
		b.StopTimer()
		f.drain()
		b.StartTimer()
	}
}

// BenchmarkSwitchChart is a pick in the choice: ranges to a heat map and
// back.
func BenchmarkSwitchChart(b *testing.B) {
	f := newFixture(b, smallShare)
	_, goal := f.s.Puzzle()
	f.open(goal)
	i := 0
	b.ResetTimer()
	for b.Loop() {
		i = (i + 1) % 7
		f.v.chosen(i)
		b.StopTimer()
		f.drain()
		b.StartTimer()
	}
}

// BenchmarkRender is the chart view's draw, off the UI goroutine, at the
// tab's share of 800x600 and at 800x600 itself, for comparison.
func BenchmarkRender(b *testing.B) {
	f := newFixture(b, smallShare)
	_, goal := f.s.Puzzle()
	f.open(goal)
	th := widgets.ChartTheme()
	for _, c := range []session.AccuracyChart{session.RangesChart, session.HeatChart} {
		f.s.Accuracy().SetChart(c)
		ch := f.v.screenSpec()(th)
		for _, sz := range [][2]int{{430, 300}, {800, 600}} {
			b.Run(map[session.AccuracyChart]string{session.RangesChart: "ranges", session.HeatChart: "heat"}[c]+
				"-"+map[int]string{430: "tab", 800: "800x600"}[sz[0]], func(b *testing.B) {
				for b.Loop() {
					ch.Image(sz[0], sz[1])
				}
			})
		}
	}
}

// BenchmarkSavePNG is writing a saved chart, which download.Save runs on
// the UI goroutine once the file is chosen.
func BenchmarkSavePNG(b *testing.B) {
	f := newFixture(b, smallShare)
	_, goal := f.s.Puzzle()
	f.open(goal)
	w := tabkit.ChartWriter(f.v.fileChart(chart.Print()), ".png")
	for b.Loop() {
		if err := w(io.Discard); err != nil {
			b.Fatal(err)
		}
	}
}
