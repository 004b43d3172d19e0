package chart

import (
	"bytes"
	"context"
	"image/png"
	"math"
	"sync"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/accuracy"
)

var (
	accOnce sync.Once
	accRes  []accuracy.HeuristicAccuracy
	accErr  error
)

func blankLastAccuracy(t *testing.T) []accuracy.HeuristicAccuracy {
	t.Helper()
	accOnce.Do(func() { accRes, accErr = accuracy.Accuracy(context.Background(), solver.GoalBlankLast) })
	if accErr != nil {
		t.Fatal(accErr)
	}
	return accRes
}

func TestAccuracyRanges(t *testing.T) {
	acc := blankLastAccuracy(t)
	spec := AccuracyRanges(acc)
	// every heuristic but the pattern database where this program has none
	want := 0
	for _, h := range solver.Heuristics() {
		if _, err := h.EstimateOn(solver.Square3, solver.GoalBlankLast, solver.GoalBlankLast); err == nil {
			want++
		}
	}
	if len(spec.Series) != want || want < 6 {
		t.Fatalf("%d series for %d heuristics", len(spec.Series), want)
	}
	for i, se := range spec.Series {
		if len(se.X) != 32 || len(se.Lo) != 32 || len(se.Hi) != 32 {
			t.Fatalf("%s: %d points, %d ranges; want one for each of the 32 distances", se.Name, len(se.X), len(se.Lo))
		}
		if b := acc[i].Bands[24]; se.Y[24] != b.Mean || se.Lo[24] != b.Min || se.Hi[24] != b.Max {
			t.Errorf("%s at 24: %v (%v..%v), want %+v", se.Name, se.Y[24], se.Lo[24], se.Hi[24], b)
		}
	}
	for name, th := range themes {
		t.Run(name, func(t *testing.T) {
			var buf bytes.Buffer
			if err := Lines(spec, th).WriteSVG(&buf, 900, 560); err != nil {
				t.Fatal(err)
			}
			doc := readSVG(t, &buf)
			for _, want := range []string{IdentityName, "Misplaced tiles", "Linear conflict", "True distance to the goal (moves)", "Estimate h (moves)"} {
				if !doc.has(want) {
					t.Errorf("no text %q", want)
				}
			}
			// per series: a line, a legend entry, and three strokes (two
			// caps and the range) for each of its 32 whiskers
			for i := range spec.Series {
				if got, want := doc.stroke[hex(th.color(i))], 2+3*32; got < want {
					t.Errorf("series %d: %d stroked paths, want at least %d", i, got, want)
				}
			}
			if got := doc.stroke[hex(th.Muted)]; got < 2 {
				t.Errorf("the line h = d: %d stroked paths, want it and its legend entry", got)
			}
			if doc.has("Estimate h (moves) (log scale)") {
				t.Error("estimates on a log axis")
			}
			img := Lines(spec, th).Image(900, 560)
			for i := range spec.Series {
				if n := countColor(img, th.color(i)); n < 100 {
					t.Errorf("series %d: %d pixels of its colour", i, n)
				}
			}
		})
	}
}

func TestWhiskersSkipWhatCannotBeDrawn(t *testing.T) {
	nan := math.NaN()
	s := Series{X: []float64{1, 2, 3, 4}, Lo: []float64{1, nan, 0, 2}, Hi: []float64{2, 3, 5, math.Inf(1)}}
	if got := whiskers(s, false); len(got) != 2 || got[1] != [3]float64{3, 0, 5} {
		t.Errorf("linear whiskers %v, want (1, 1, 2) and (3, 0, 5)", got)
	}
	if got := whiskers(s, true); len(got) != 1 {
		t.Errorf("log whiskers %v, want only (1, 1, 2)", got)
	}
}

func TestHeatLevels(t *testing.T) {
	if heatLevel(1, 8887) != 0 || heatLevel(8887, 8887) != 1 || heatLevel(1, 1) != 1 {
		t.Error("the ramp does not run from one (0) to the most (1)")
	}
	for name, th := range themes {
		// more boards, more contrast with the background
		prev := 0.0
		for i := 0; i <= 10; i++ {
			c := contrast(heatColor(th, float64(i)/10), th.Background)
			if c < prev-0.05 {
				t.Errorf("%s: contrast falls from %.2f to %.2f at %d/10", name, prev, c, i)
			}
			prev = c
		}
		if prev < 4.5 {
			t.Errorf("%s: the most boards stand at contrast %.2f", name, prev)
		}
	}
}

func TestAccuracyHeat(t *testing.T) {
	acc := blankLastAccuracy(t)
	lc := acc[len(acc)-1]
	spec := AccuracyHeat(lc)
	cells, most := 0, 0
	for _, col := range spec.Counts {
		for _, n := range col {
			if n > 0 {
				cells++
			}
			most = max(most, n)
		}
	}
	for name, th := range themes {
		t.Run(name, func(t *testing.T) {
			var buf bytes.Buffer
			if err := Heat(spec, th).WriteSVG(&buf, 700, 520); err != nil {
				t.Fatal(err)
			}
			doc := readSVG(t, &buf)
			fills := 0
			for _, n := range doc.fills {
				fills += n
			}
			// the background, a rectangle per cell with boards and the
			// 48 steps of the colour key
			if want := 1 + cells + 48; fills != want {
				t.Errorf("%d filled shapes, want %d (%d cells)", fills, want, cells)
			}
			for _, want := range []string{"Linear conflict against the true distance, 181,440 boards", IdentityName, "boards", "1", "10", "100", "1,000", Count.Format(float64(most))} {
				if !doc.has(want) {
					t.Errorf("no text %q in %q", want, doc.texts)
				}
			}
			buf.Reset()
			if err := Heat(spec, th).WritePNG(&buf, 700, 520); err != nil {
				t.Fatal(err)
			}
			img, err := png.Decode(&buf)
			if err != nil {
				t.Fatal(err)
			}
			// the fullest cell in the darkest colour, single boards in the palest
			if n := countColor(img, heatColor(th, 1)); n < 20 {
				t.Errorf("%d pixels of the fullest colour", n)
			}
			if n := countColor(img, heatColor(th, 0)); n < 20 {
				t.Errorf("%d pixels of the colour of one board", n)
			}
			if px := Heat(spec, th).SmallestTextPx(Heat(spec, th).MinSize()); px < MinTextPx {
				t.Errorf("text at %.1f px at the smallest size", px)
			}
		})
	}
}

func TestDepthCompare(t *testing.T) {
	astar := []int64{1, 2, 3, 5, 8, 12, 20, 30, 25, 10, 0, 3}
	bfs := []int64{1, 2, 4, 8, 16, 20, 39, 62, 116, 152, 286, 396}
	spec := DepthCompare("A* Manhattan", astar, "BFS", bfs)
	if len(spec.Series) != 2 || spec.Series[1].Name != "BFS" || spec.Series[0].Y[7] != 30 || spec.Series[1].X[11] != 11 {
		t.Fatalf("series %+v", spec.Series)
	}
	for name, th := range themes {
		t.Run(name, func(t *testing.T) {
			var buf bytes.Buffer
			if err := Lines(spec, th).WriteSVG(&buf, 700, 420); err != nil {
				t.Fatal(err)
			}
			doc := readSVG(t, &buf)
			if !doc.has("Boards expanded (log scale)") || !doc.has("A* Manhattan") || !doc.has("BFS") {
				t.Errorf("texts %q: want a log axis (1 to 396) and both names", doc.texts)
			}
			// A*'s zero at depth 10 cannot be drawn on a log axis: 11 of
			// its 12 points (filled circles), one in the legend; its line
			// stops at depth 9, the point at 11 stands alone
			if got := doc.fills[hex(th.color(0))]; got != 11+1 {
				t.Errorf("A*: %d filled markers, want 11 and the legend's", got)
			}
			if got := doc.stroke[hex(th.color(0))]; got != 2 {
				t.Errorf("A*: %d stroked paths, want its line to depth 9 and the legend's", got)
			}
			// BFS: its line, 12 square markers, and the legend's two
			if got := doc.stroke[hex(th.color(1))]; got != 1+12+2 {
				t.Errorf("BFS: %d stroked paths, want 15", got)
			}
		})
	}
	buf := new(bytes.Buffer)
	Lines(DepthCompare("a", []int64{1, 2, 3}, "b", []int64{1, 4, 9}), Light()).WriteSVG(buf, 600, 400)
	if doc := readSVG(t, buf); !doc.has("Boards expanded") {
		t.Errorf("1 to 9 wants a linear axis; texts %q", doc.texts)
	}
}

func TestEmptyAccuracyCharts(t *testing.T) {
	for _, c := range []*Chart{
		Lines(AccuracyRanges(nil), Light()),
		Heat(HeatSpec{}, Dark()),
		Heat(HeatSpec{Counts: [][]int{{0, 0}, {}}}, Light()),
		Lines(DepthCompare("a", nil, "b", nil), Dark()),
	} {
		if b := c.Image(300, 200).Bounds(); b.Dx() != 300 || b.Dy() != 200 {
			t.Errorf("image %v, want 300x200", b)
		}
		var buf bytes.Buffer
		if err := c.WriteSVG(&buf, 300, 200); err != nil {
			t.Error(err)
		}
		readSVG(t, &buf)
	}
}
