package widgets

import (
	"fmt"
	"image"
	"image/color"
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

// zoomedTheme is the test theme with every size times f, as View > Text
// size makes the app's.
type zoomedTheme struct {
	fyne.Theme
	f float32
}

func (t zoomedTheme) Size(n fyne.ThemeSizeName) float32 { return t.Theme.Size(n) * t.f }

// labelHeight is the height in pixels of the first line of text down the
// left edge of img (a bar's label): the first band of rows with ink.
func labelHeight(img image.Image) int {
	b := img.Bounds()
	bg := color.NRGBAModel.Convert(img.At(b.Min.X, b.Min.Y)).(color.NRGBA)
	ink := func(y int) bool {
		for x := b.Min.X; x < b.Min.X+b.Dx()/20; x++ {
			c := color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA)
			if d := int(c.R) - int(bg.R) + int(c.G) - int(bg.G) + int(c.B) - int(bg.B); d > 120 || d < -120 {
				return true
			}
		}
		return false
	}
	top := -1
	for y := b.Min.Y; y < b.Max.Y; y++ {
		switch {
		case ink(y) && top < 0:
			top = y
		case !ink(y) && top >= 0:
			return y - top
		}
	}
	return 0
}

// TestChartTextFollowsTextSize: at a text size of 150 % a chart's labels
// are half as large again, in a view as much larger (its MinSize); they
// stayed 8 to 10 px beside the window's larger text.
func TestChartTextFollowsTextSize(t *testing.T) {
	heights := map[float32]int{}
	for _, zoom := range []float32{1, 1.5} {
		v, q, w := newChartTest(t)
		fyne.CurrentApp().Settings().SetTheme(zoomedTheme{test.Theme(), zoom})
		w.SetPadded(false)
		v.SetChart(bars(3))
		w.Resize(v.MinSize())
		q.WaitFor(t, "a render at the view's size", func() bool {
			img := v.Image()
			return img != nil && img.Bounds().Dx() == int(math.Round(float64(v.Size().Width)))
		}, nil)
		heights[zoom] = labelHeight(v.Image())

		t.Logf("text at %g: a label %d px high, the view %v", zoom, heights[zoom], v.Size())
	}
	if heights[1] < 5 || float64(heights[1.5]) < 1.4*float64(heights[1]) {
		t.Errorf("a label is %d px high at 150 %%, %d at 100 %%: want at least 1.4 times", heights[1.5], heights[1])
	}
}
