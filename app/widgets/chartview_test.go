package widgets

import (
	"fmt"
	"math"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/software"
	"fyne.io/fyne/v2/test"

	"github.com/eightpuzzle/eightpuzzle/app/chart"
	"github.com/eightpuzzle/eightpuzzle/app/internal/uiqueue"
)

func bars(n int) func(chart.Theme) *chart.Chart {
	spec := chart.BarSpec{Axis: "Nodes"}
	for i := range n {
		spec.Bars = append(spec.Bars, chart.Bar{Label: fmt.Sprint("a", i), Value: float64(i + 1)})
	}
	return func(th chart.Theme) *chart.Chart { return chart.Bars(spec, th) }
}

// drain runs what the renders hand over until none is under way.
func drain(q *uiqueue.Queue, v *ChartView) {
	for {
		v.Wait()
		if q.Drain() == 0 {
			return
		}
	}
}

// newChartTest shows a chart view in a test window whose renders hand
// over through a queue, drained when the test ends.
func newChartTest(t *testing.T) (*ChartView, *uiqueue.Queue, fyne.Window) {
	test.NewTempApp(t)
	v := NewChartView()
	q := &uiqueue.Queue{Timeout: 10 * time.Second}
	v.Do = q.Do
	t.Cleanup(func() { drain(q, v) })
	return v, q, test.NewTempWindow(t, v)
}

func TestChartViewRendersAtItsSize(t *testing.T) {
	v, q, w := newChartTest(t)
	w.Resize(fyne.NewSize(500, 400))
	v.SetChart(bars(3))
	q.WaitFor(t, "a render at the view's size", func() bool {
		img := v.Image()
		return img != nil && img.Bounds().Dx() >= int(v.Size().Width) && img.Bounds().Dy() >= int(v.Size().Height)
	}, nil)

	// a chart of more bars needs more height for 11 px labels
	small := v.MinSize()
	v.SetChart(bars(22))
	if big := v.MinSize(); big.Height <= small.Height {
		t.Errorf("MinSize %v for 22 bars, %v for 3", big, small)
	}
	v.SetChart(nil)
	q.WaitFor(t, "the view to clear", func() bool { return v.Image() == nil }, nil)
	if v.Chart(chart.Print()) != nil {
		t.Error("a cleared view still has a chart")
	}
}

// TestChartViewPixelForPixel: the image is the size Fyne's painter makes
// the view in pixels, rounded, at the canvas's scale, as a fractional
// layout gives it; one pixel off and the painter scales it (blurred, and
// in a browser slowly).
func TestChartViewPixelForPixel(t *testing.T) {
	for _, scale := range []float32{1, 1.5, 2} {
		t.Run(fmt.Sprint(scale), func(t *testing.T) {
			v, q, w := newChartTest(t)
			w.Canvas().(software.WindowlessCanvas).SetScale(scale)
			w.SetPadded(false)
			w.Resize(fyne.NewSize(500.6, 399.4))
			v.SetChart(bars(3))
			sz := v.Size()
			want := [2]int{int(math.Round(float64(sz.Width * scale))), int(math.Round(float64(sz.Height * scale)))}
			q.WaitFor(t, fmt.Sprintf("a render of %dx%d pixels for %v at scale %g", want[0], want[1], sz, scale), func() bool {
				img := v.Image()
				return img != nil && img.Bounds().Dx() == want[0] && img.Bounds().Dy() == want[1]
			}, nil)
		})
	}
}
