package chart

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"math"
	"slices"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/solver/harness"
)

var families = []string{"Uninformed", "Greedy", "A*", "IDA*", "Exact"}

// familyBars is 22 bars as a comparison of every algorithm has them.
func familyBars() BarSpec {
	spec := BarSpec{Title: "Nodes expanded", Axis: "Nodes expanded", Families: families}
	fam := []int{0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 4}
	for i, f := range fam {
		spec.Bars = append(spec.Bars, Bar{Label: fmt.Sprintf("algorithm-%d", i), Family: f, Value: float64(100 * (i + 1))})
	}
	return spec
}

// colourCount counts the pixels of each exact colour of cs in img.
func colourCount(img image.Image, th Theme, pal []int) map[int]int {
	out := map[int]int{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, a := img.At(x, y).RGBA()
			for _, i := range pal {
				cr, cg, cb, ca := th.Families[i].RGBA()
				if r == cr && g == cg && bl == cb && a == ca {
					out[i]++
				}
			}
		}
	}
	return out
}

func TestBarsColouredByFamily(t *testing.T) {
	for name, th := range themes {
		t.Run(name, func(t *testing.T) {
			spec := familyBars()
			w, h := Bars(spec, th).MinSize()
			img := Bars(spec, th).Image(max(w, 600), h)
			counts := colourCount(img, th, []int{0, 1, 2, 3, 4, 5})
			for f := range families {
				if counts[f] < 50 {
					t.Errorf("family %d (%s): %d pixels of its colour", f, families[f], counts[f])
				}
			}
			if counts[5] != 0 {
				t.Errorf("a colour of no family shows in %d pixels", counts[5])
			}
			// a bar of one family is coloured like the others of it: the
			// cycling palette is not used
			others := th
			others.Palette = nil
			for _, c := range th.Palette {
				if !slices.ContainsFunc(th.Families, func(f color.Color) bool { return hex(f) == hex(c) }) {
					others.Palette = append(others.Palette, c)
				}
			}
			if n := barRuns(img, others); n != 0 {
				t.Errorf("%d bars in palette colours", n)
			}
		})
	}
}

func TestLegendNamesFamiliesShown(t *testing.T) {
	spec := familyBars()
	spec.Bars = spec.Bars[6:16] // greedy and A* only
	var buf bytes.Buffer
	if err := Bars(spec, Print()).WriteSVG(&buf, 700, 500); err != nil {
		t.Fatal(err)
	}
	doc := readSVG(t, &buf)
	for _, f := range []string{"Greedy", "A*", "Nodes expanded"} {
		if !doc.has(f) {
			t.Errorf("no %q in %q", f, doc.texts)
		}
	}
	for _, f := range []string{"Uninformed", "IDA*", "Exact"} {
		if doc.has(f) {
			t.Errorf("legend names %q, which has no bar", f)
		}
	}
}

// TestTextAtLeastMin: at its MinSize and larger, no text is smaller than
// MinTextPx; a chart shorter than that asks for its MinSize.
func TestTextAtLeastMin(t *testing.T) {
	for n := 1; n <= 40; n += 3 {
		spec := familyBars()
		for len(spec.Bars) < n {
			spec.Bars = append(spec.Bars, spec.Bars...)
		}
		spec.Bars = spec.Bars[:n]
		c := Bars(spec, Light())
		w, h := c.MinSize()
		for _, size := range [][2]int{{w, h}, {w + 300, h}, {1600, 1200}, {w, 3 * h}} {
			if px := c.SmallestTextPx(size[0], size[1]); px < MinTextPx {
				t.Errorf("%d bars at %dx%d: text %.1f px", n, size[0], size[1], px)
			}
		}
	}
	if px := Lines(sampleSeries(), Dark()).SmallestTextPx(300, 200); px < MinTextPx {
		t.Errorf("a small line chart: text %.1f px", px)
	}
	// 22 bars need more height than 300 px to print 11 px labels
	if _, h := Bars(familyBars(), Light()).MinSize(); h <= 300 || h > 700 {
		t.Errorf("22 bars ask for %d px of height", h)
	}
}

func TestEBFOnItsRange(t *testing.T) {
	sums := []harness.Summary{
		{Algorithm: "astar", EBF: 1.38}, {Algorithm: "bfs", EBF: 2.71},
		{Algorithm: "dls", EBF: 195553}, {Algorithm: "dfs", EBF: 0.5}, {Algorithm: "none", EBF: math.NaN()},
	}
	spec := EBFBarsWithin(sums, 4)
	if spec.Min != 1 || spec.Max != 4 || spec.Scale != LinearScale {
		t.Fatalf("axis %v..%v scale %v", spec.Min, spec.Max, spec.Scale)
	}
	for i, want := range []bool{true, true, false, false, false} {
		if got := !math.IsNaN(spec.Bars[i].Value); got != want {
			t.Errorf("%s: drawn %v, want %v", spec.Bars[i].Label, got, want)
		}
	}
	var buf bytes.Buffer
	Bars(spec, Light()).WriteSVG(&buf, 600, 400)
	doc := readSVG(t, &buf)
	if doc.hasPrefix("b* (log") || !doc.has("4") || !doc.has("1") || doc.has("195553") || doc.has("196k") {
		t.Errorf("want a linear axis 1..4 with no value out of range; texts %q", doc.texts)
	}
	if !doc.has("—  not defined") {
		t.Errorf("an undefined b* is not marked; texts %q", doc.texts)
	}
}

func TestFamilyContrast(t *testing.T) {
	for name, th := range themes {
		seen := map[string]bool{}
		for i, c := range th.Families {
			if k := contrast(c, th.Background); k < 3 {
				t.Errorf("%s: family colour %d %s has contrast %.2f, want 3", name, i, hex(c), k)
			}
			if seen[hex(c)] {
				t.Errorf("%s: family colour %d repeats", name, i)
			}
			seen[hex(c)] = true
		}
		if len(th.Families) < len(families) {
			t.Errorf("%s: %d family colours for %d families", name, len(th.Families), len(families))
		}
	}
}

// batch28 is the batch's depth chart of all 28 algorithms, in the
// registry's five families.
func batch28() LineSpec {
	spec := benchLines()
	spec.Series = nil
	spec.Families = []string{"Uninformed", "Greedy best-first", "A* search", "IDA*", "Exact"}
	sizes := []int{6, 7, 7, 7, 1}
	for f, n := range sizes {
		for k := range n {
			var s Series
			s.Name = fmt.Sprintf("%s-%d", spec.Families[f], k)
			s.Family = f
			for d := range 25 {
				s.X, s.Y = append(s.X, float64(d)), append(s.Y, float64((d+1)*(f+1)*(k+1)))
			}
			spec.Series = append(spec.Series, s)
		}
	}
	return spec
}

// TestManySeriesReadable: a chart of the batch's 28 lines is a panel per
// family (small multiples on the same axes), each panel's lines told
// apart by colours of their own, named in a legend of a few lines, with
// the other families faint behind; and its text stays legible at its
// smallest. It was one plot of 28 lines in five colours.
func TestManySeriesReadable(t *testing.T) {
	spec := batch28()
	panels := spec.panels()
	if len(panels) != len(spec.Families) {
		t.Fatalf("%d panels for %d families", len(panels), len(spec.Families))
	}
	n := 0
	for _, p := range panels {
		k := len(p.spec.Series)
		n += k
		if k > multiplesOver || k > len(Light().Palette) {
			t.Errorf("panel %q has %d lines: more than can be told apart", p.spec.Title, k)
		}
		if len(p.spec.Families) != 0 {
			t.Errorf("panel %q colours its lines by family: all one hue", p.spec.Title)
		}
		if k+len(p.context) != len(spec.Series) {
			t.Errorf("panel %q: %d lines and %d behind, of %d", p.spec.Title, k, len(p.context), len(spec.Series))
		}
	}
	if n != len(spec.Series) {
		t.Errorf("panels name %d lines of %d", n, len(spec.Series))
	}
	for _, th := range []Theme{Light(), Dark()} {
		c := Lines(spec, th)
		w, h := c.MinSize()
		if px := c.SmallestTextPx(w, h); px < MinTextPx {
			t.Errorf("at its smallest, %dx%d, text %.1f px", w, h, px)
		}
		if img := c.Image(w, h); img.Bounds().Dx() != w {
			t.Errorf("image %v", img.Bounds())
		}
	}
	// a few lines stay one plot
	few := batch28()
	few.Series = few.Series[:multiplesOver]
	if few.multiples() {
		t.Errorf("%d lines drawn as small multiples, want one plot", len(few.Series))
	}
}
