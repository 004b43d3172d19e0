package widgets

import (
	"fmt"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/eightpuzzle/eightpuzzle/app/chart"
)

func bars(n int) func(chart.Theme) *chart.Chart {
	spec := chart.BarSpec{Axis: "Nodes"}
	for i := range n {
		spec.Bars = append(spec.Bars, chart.Bar{Label: fmt.Sprint("a", i), Value: float64(i + 1)})
	}
	return func(th chart.Theme) *chart.Chart { return chart.Bars(spec, th) }
}

// queue stands in for fyne.Do: the test runs what the renders hand over.
type queue chan func()

func (q queue) do(f func()) { q <- f }

// until runs what is handed over until cond holds.
func (q queue) until(t *testing.T, cond func() bool) {
	t.Helper()
	deadline := time.After(10 * time.Second)
	for !cond() {
		select {
		case f := <-q:
			f()
		case <-deadline:
			t.Fatal("timed out")
		}
	}
}

// drain runs what is handed over until the view is idle.
func (q queue) drain(v *ChartView) {
	for {
		v.Wait()
		select {
		case f := <-q:
			f()
		default:
			return
		}
	}
}

func TestChartViewRendersAtItsSize(t *testing.T) {
	test.NewTempApp(t)
	v := NewChartView()
	q := make(queue, 16)
	v.Do = q.do
	defer q.drain(v)
	w := test.NewTempWindow(t, v)
	w.Resize(fyne.NewSize(500, 400))
	v.SetChart(bars(3))
	q.until(t, func() bool {
		img := v.Image()
		return img != nil && img.Bounds().Dx() >= int(v.Size().Width) && img.Bounds().Dy() >= int(v.Size().Height)
	})

	// a chart of more bars needs more height for 11 px labels
	small := v.MinSize()
	v.SetChart(bars(22))
	if big := v.MinSize(); big.Height <= small.Height {
		t.Errorf("MinSize %v for 22 bars, %v for 3", big, small)
	}
	v.SetChart(nil)
	q.until(t, func() bool { return v.Image() == nil })
	if v.Chart(chart.Print()) != nil {
		t.Error("a cleared view still has a chart")
	}
}
