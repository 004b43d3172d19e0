package chart

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// benchLines is the batch's depth chart at its busiest: 12 algorithms,
// depths 0 to 24, with whiskers.
func benchLines() LineSpec {
	rng := rand.New(rand.NewPCG(1, 2))
	spec := LineSpec{XLabel: "solution depth", YLabel: "boards expanded", Unit: Count, Scale: LogScale}
	for a := range 12 {
		var s Series
		s.Name = fmt.Sprintf("algorithm %d", a)
		s.Family = a % 5
		for d := range 25 {
			y := float64(d*d+1) * (1 + rng.Float64())
			s.X, s.Y = append(s.X, float64(d)), append(s.Y, y)
			s.Lo, s.Hi = append(s.Lo, y/2), append(s.Hi, y*2)
		}
		spec.Series = append(spec.Series, s)
	}
	spec.Families = []string{"a", "b", "c", "d", "e"}
	return spec
}

// BenchmarkRenderLines renders the batch's depth chart as the window does.
func BenchmarkRenderLines(b *testing.B) {
	spec := benchLines()
	for b.Loop() {
		Lines(spec, Light()).ImagePixels(700, 480, 1)
	}
}

// TestImagePixels: the image is exactly the size asked for, at every
// scale, so that a window shows it pixel for pixel.
func TestImagePixels(t *testing.T) {
	for _, scale := range []float64{1, 1.25, 1.5, 1.75, 2, 3} {
		for _, size := range [][2]int{{641, 479}, {240, 160}, {1003, 707}, {3, 2}} {
			img := Lines(benchLines(), Light()).ImagePixels(size[0], size[1], scale)
			if got := img.Bounds().Size(); got.X != size[0] || got.Y != size[1] {
				t.Errorf("ImagePixels(%d, %d, %g) is %dx%d", size[0], size[1], scale, got.X, got.Y)
			}
		}
	}
}

// TestRenderPauses: a render of small multiples stops at Pause after
// making its canvas and before each panel, so that in a browser the page
// gets turns within a render that would otherwise hold it past 100 ms
// (TestBrowserBatch: 108-136 ms tasks with the batch chart on screen).
func TestRenderPauses(t *testing.T) {
	spec := benchLines()
	ch := Lines(spec, Light())
	pauses := 0
	ch.Pause = func() { pauses++ }
	ch.ImagePixels(700, 480, 1)
	if want := 1 + len(spec.panels()); pauses != want {
		t.Errorf("a render of %d panels paused %d times, want %d (after the canvas, and before each panel)",
			len(spec.panels()), pauses, want)
	}
	// a chart not rendered by a view (a PNG for a file) has no Pause
	ch.Pause = nil
	ch.ImagePixels(700, 480, 1)
}
