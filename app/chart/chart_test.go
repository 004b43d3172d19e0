package chart

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"math"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/harness"
)

var themes = map[string]Theme{"light": Light(), "dark": Dark(), "print": Print()}

// sampleBars spans five orders of magnitude, with one bar that has no
// value: 7 bars drawn.
func sampleBars() BarSpec {
	spec := BarSpec{Title: "Nodes expanded", Axis: "Nodes expanded"}
	for i, v := range []float64{181347, 44185, math.NaN(), 6896, 31, 2702739, 100, 12452} {
		spec.Bars = append(spec.Bars, Bar{Label: fmt.Sprintf("alg-%d", i), Value: v})
	}
	spec.Bars[2].Note = "not run"
	return spec
}

const sampleDrawn = 7

// barRuns counts the bars a vertical scanline crosses: runs of pixels in
// exactly a palette colour (a bar's inside, free of anti-aliasing). The
// best column, near where the bars start, crosses them all.
func barRuns(img image.Image, th Theme) int {
	pal := map[[4]uint32]bool{}
	for _, c := range th.Palette {
		r, g, b, a := c.RGBA()
		pal[[4]uint32{r, g, b, a}] = true
	}
	best := 0
	bb := img.Bounds()
	for x := bb.Min.X; x < bb.Max.X; x++ {
		runs, in := 0, false
		for y := bb.Min.Y; y < bb.Max.Y; y++ {
			r, g, b, a := img.At(x, y).RGBA()
			on := pal[[4]uint32{r, g, b, a}]
			if on && !in {
				runs++
			}
			in = on
		}
		best = max(best, runs)
	}
	return best
}

func TestBarsPNG(t *testing.T) {
	for name, th := range themes {
		t.Run(name, func(t *testing.T) {
			img := Bars(sampleBars(), th).Image(640, 400)
			if b := img.Bounds(); b.Dx() != 640 || b.Dy() != 400 {
				t.Fatalf("image %v, want 640x400", b)
			}
			if n := barRuns(img, th); n != sampleDrawn {
				t.Errorf("a scanline crosses %d bars, want %d", n, sampleDrawn)
			}
			// the background is the theme's, and it is not all there is
			r0, g0, b0, _ := img.At(1, 1).RGBA()
			if r, g, b, _ := th.Background.RGBA(); r != r0 || g != g0 || b != b0 {
				t.Errorf("corner %v, want the theme background %v", img.At(1, 1), th.Background)
			}

			var buf bytes.Buffer
			if err := Bars(sampleBars(), th).WritePNG(&buf, 500, 300); err != nil {
				t.Fatal(err)
			}
			dec, err := png.Decode(&buf)
			if err != nil {
				t.Fatal(err)
			}
			if b := dec.Bounds(); b.Dx() != 500 || b.Dy() != 300 || barRuns(dec, th) != sampleDrawn {
				t.Errorf("PNG %v with %d bars, want 500x300 with %d", b, barRuns(dec, th), sampleDrawn)
			}
		})
	}
}

func TestImageScaled(t *testing.T) {
	img := Bars(sampleBars(), Light()).ImageScaled(320, 200, 2)
	if b := img.Bounds(); b.Dx() != 640 || b.Dy() != 400 {
		t.Errorf("image %v, want 640x400 for 320x200 at scale 2", b)
	}
	if n := barRuns(img, Light()); n != sampleDrawn {
		t.Errorf("%d bars at scale 2, want %d", n, sampleDrawn)
	}
}

// svgDoc is what the tests read back from an SVG.
type svgDoc struct {
	width  string
	fills  map[string]int // filled paths by fill colour
	stroke map[string]int // stroked paths by stroke colour
	texts  []string
}

func hex(c color.Color) string {
	r, g, b, _ := c.RGBA()
	return fmt.Sprintf("#%02X%02X%02X", r>>8, g>>8, b>>8)
}

// readSVG parses the whole document as XML, failing on any syntax error.
func readSVG(t *testing.T, r io.Reader) svgDoc {
	t.Helper()
	doc := svgDoc{fills: map[string]int{}, stroke: map[string]int{}}
	d := xml.NewDecoder(r)
	inText := false
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("SVG is not XML: %v", err)
		}
		switch e := tok.(type) {
		case xml.StartElement:
			for _, a := range e.Attr {
				switch {
				case e.Name.Local == "svg" && a.Name.Local == "width":
					doc.width = a.Value
				case e.Name.Local == "path" && a.Name.Local == "style":
					for _, kv := range strings.Split(a.Value, ";") {
						k, v, _ := strings.Cut(kv, ":")
						if k == "fill" && v != "none" {
							doc.fills[strings.ToUpper(v)]++
						}
						if k == "stroke" && v != "none" {
							doc.stroke[strings.ToUpper(v)]++
						}
					}
				}
			}
			inText = e.Name.Local == "text"
		case xml.CharData:
			if inText {
				doc.texts = append(doc.texts, string(e))
			}
		case xml.EndElement:
			inText = false
		}
	}
	return doc
}

func (d svgDoc) has(s string) bool {
	for _, t := range d.texts {
		if t == s {
			return true
		}
	}
	return false
}

func (d svgDoc) hasPrefix(s string) bool {
	for _, t := range d.texts {
		if strings.HasPrefix(t, s) {
			return true
		}
	}
	return false
}

func TestBarsSVG(t *testing.T) {
	for name, th := range themes {
		t.Run(name, func(t *testing.T) {
			var buf bytes.Buffer
			spec := sampleBars()
			if err := Bars(spec, th).WriteSVG(&buf, 800, 500); err != nil {
				t.Fatal(err)
			}
			doc := readSVG(t, &buf)
			if doc.width != "600pt" { // 800 px at 96 to the inch
				t.Errorf("width %q, want 600pt", doc.width)
			}
			bars := 0
			for _, c := range th.Palette {
				bars += doc.fills[hex(c)]
			}
			if bars != sampleDrawn {
				t.Errorf("%d filled bar rectangles, want %d", bars, sampleDrawn)
			}
			for _, b := range spec.Bars {
				if !doc.has(b.Label) {
					t.Errorf("no label %q", b.Label)
				}
				if v := spec.barLabel(b); !doc.has(v) {
					t.Errorf("no value label %q for %s", v, b.Label)
				}
			}
			if !doc.has("Nodes expanded (log scale)") || !doc.has("Nodes expanded") {
				t.Errorf("want the title and a log axis label; texts %q", doc.texts)
			}
			// every tick of a log count axis is a power of ten, with the
			// table's thousands separators, and millions in short
			for _, want := range []string{"10", "100", "1,000", "10,000", "100,000", "1M", "10M"} {
				if !doc.has(want) {
					t.Errorf("no tick label %q", want)
				}
			}
		})
	}
}

func TestBarsScaleAndNotes(t *testing.T) {
	spec := BarSpec{Title: "Cost", Axis: "Cost", Bars: []Bar{
		{Label: "a", Value: 31, Note: "optimal"}, {Label: "b", Value: 45}, {Label: "c", Value: 20000, AtLeast: true, Note: "node limit"},
	}}
	var buf bytes.Buffer
	if err := Bars(spec, Light()).WriteSVG(&buf, 600, 300); err != nil {
		t.Fatal(err)
	}
	doc := readSVG(t, &buf)
	for _, want := range []string{"31  optimal", "45", "≥20,000  node limit", "Cost (log scale)"} {
		if !doc.has(want) {
			t.Errorf("no text %q in %q", want, doc.texts)
		}
	}
	spec.Bars = spec.Bars[:2] // 31 and 45: well within two orders of magnitude
	buf.Reset()
	Bars(spec, Light()).WriteSVG(&buf, 600, 300)
	if doc := readSVG(t, &buf); doc.hasPrefix("Cost (log") || !doc.has("Cost") {
		t.Errorf("31 and 45 want a linear axis; texts %q", doc.texts)
	}
}

func TestUseLog(t *testing.T) {
	nan := math.NaN()
	for _, c := range []struct {
		vals  []float64
		scale Scale
		want  bool
	}{
		{[]float64{1, 50}, AutoScale, false},
		{[]float64{1, 99.9}, AutoScale, false},
		{[]float64{1, 100}, AutoScale, true},
		{[]float64{0, 5, 1000, nan}, AutoScale, true}, // zeros and gaps do not count
		{[]float64{0, 0}, AutoScale, false},
		{[]float64{1, 1e6}, LinearScale, false},
		{[]float64{3, 4}, LogScale, true},
		{[]float64{0, nan}, LogScale, false}, // nothing a log axis could show
		{nil, AutoScale, false},
	} {
		if got := useLog(c.vals, c.scale); got != c.want {
			t.Errorf("useLog(%v, %v) = %v, want %v", c.vals, c.scale, got, c.want)
		}
	}
}

func TestUnitFormat(t *testing.T) {
	for _, c := range []struct {
		u    Unit
		v    float64
		want string
	}{
		// a chart's labels read as the table beside it (app/internal/human)
		{Count, 0, "0"}, {Count, 31, "31"}, {Count, 6896, "6,896"}, {Count, 12452, "12,452"},
		{Count, 181347, "181,347"}, {Count, 5e6, "5.00M"}, {Count, 2702739, "2.70M"}, {Count, 3e9, "3.00G"},
		{Count, 21.97, "22.0"}, {Count, 4.25, "4.2"}, {Count, 444.4, "444"}, {Count, math.NaN(), "—"},
		{Seconds, 0, "< 1 µs"}, {Seconds, 5e-7, "< 1 µs"}, {Seconds, 1.5e-5, "15.0 µs"},
		{Seconds, 0.0123, "12.3 ms"}, {Seconds, 1e-3, "1.00 ms"}, {Seconds, 2.5, "2.50 s"},
		{Ratio, 1.3456, "1.35"}, {Ratio, 2, "2.00"}, {Ratio, 1.1, "1.10"}, {Ratio, 1.5, "1.50"},
	} {
		if got := c.u.Format(c.v); got != c.want {
			t.Errorf("%v.Format(%v) = %q, want %q", c.u, c.v, got, c.want)
		}
	}
}

func TestUnitTick(t *testing.T) {
	for _, c := range []struct {
		u    Unit
		v    float64
		want string
	}{
		{Count, 0, "0"}, {Count, 1000, "1,000"}, {Count, 6896, "6,896"}, {Count, 1e6, "1M"}, {Count, 2.5e6, "2.5M"},
		{Seconds, 0, "0"}, {Seconds, 1e-3, "1 ms"}, {Seconds, 1e-5, "10 µs"}, {Seconds, 2.5, "2.5 s"},
		{Ratio, 2, "2"}, {Ratio, 1.5, "1.5"},
	} {
		if got := c.u.Tick(c.v); got != c.want {
			t.Errorf("%v.Tick(%v) = %q, want %q", c.u, c.v, got, c.want)
		}
	}
}

func TestThemeContrast(t *testing.T) {
	for name, th := range themes {
		// WCAG: 4.5:1 for text, 3:1 for graphics such as bars and lines
		if c := contrast(th.Foreground, th.Background); c < 4.5 {
			t.Errorf("%s: text contrast %.2f, want 4.5", name, c)
		}
		if c := contrast(th.Muted, th.Background); c < 4.5 {
			t.Errorf("%s: muted text contrast %.2f, want 4.5", name, c)
		}
		if len(th.Palette) < 8 {
			t.Errorf("%s: %d colours, want 8 or more", name, len(th.Palette))
		}
		seen := map[color.Color]bool{}
		for i, p := range th.Palette {
			if c := contrast(p, th.Background); c < 3 {
				t.Errorf("%s: colour %d %s has contrast %.2f, want 3", name, i, hex(p), c)
			}
			if seen[p] {
				t.Errorf("%s: colour %d %s repeats", name, i, hex(p))
			}
			seen[p] = true
		}
	}
	if len(Light().Palette) != len(Dark().Palette) {
		t.Error("the palettes differ in length: an algorithm would change colour with the theme")
	}
}

func sampleSeries() LineSpec {
	spec := LineSpec{Title: "Nodes expanded against depth", XLabel: "Depth", YLabel: "Nodes expanded", Scale: LogScale}
	for i := range 12 { // more than the palette: some lines are dashed
		se := Series{Name: fmt.Sprintf("line-%d", i)}
		for d := 1; d <= 20; d++ {
			se.X = append(se.X, float64(d))
			se.Y = append(se.Y, math.Pow(1.2+0.1*float64(i), float64(d)))
		}
		spec.Series = append(spec.Series, se)
	}
	spec.Series[3].Y[5] = math.NaN() // a gap: that line comes in two pieces
	spec.Series[4].Y[0] = 0          // not drawable on a log axis
	return spec
}

func TestLines(t *testing.T) {
	for name, th := range themes {
		t.Run(name, func(t *testing.T) {
			spec := sampleSeries()
			var buf bytes.Buffer
			if err := Lines(spec, th).WriteSVG(&buf, 900, 500); err != nil {
				t.Fatal(err)
			}
			doc := readSVG(t, &buf)
			for _, se := range spec.Series {
				if !doc.has(se.Name) {
					t.Errorf("legend lacks %q", se.Name)
				}
			}
			if !doc.has("Nodes expanded (log scale)") || !doc.has("Depth") {
				t.Errorf("axis labels missing: %q", doc.texts)
			}
			// Each line is stroked in its colour once per piece, plus once in
			// the legend; series i and i+10 share a colour (one is dashed).
			for i, c := range th.Palette {
				want := 0
				for j := i; j < len(spec.Series); j += len(th.Palette) {
					want += 2
					if j == 3 {
						want++
					}
				}
				if got := doc.stroke[hex(c)]; got < want {
					t.Errorf("colour %d: %d stroked paths, want at least %d", i, got, want)
				}
			}
			img := Lines(spec, th).Image(900, 500)
			if b := img.Bounds(); b.Dx() != 900 || b.Dy() != 500 {
				t.Errorf("image %v, want 900x500", b)
			}
		})
	}
}

func TestRuns(t *testing.T) {
	nan := math.NaN()
	s := Series{X: []float64{1, 2, 3, 4, 5, 6}, Y: []float64{1, nan, 3, 0, 5, 6}}
	if got := runs(s, false); len(got) != 2 || len(got[0]) != 1 || len(got[1]) != 4 {
		t.Errorf("linear runs %v, want [1] and [3 0 5 6]", got)
	}
	if got := runs(s, true); len(got) != 3 || len(got[2]) != 2 {
		t.Errorf("log runs %v, want [1], [3] and [5 6]", got)
	}
}

func TestEmptyCharts(t *testing.T) {
	for _, c := range []*Chart{
		Bars(BarSpec{Title: "nothing"}, Dark()),
		Bars(BarSpec{Bars: []Bar{{Label: "a", Value: math.NaN(), Note: "not run"}}}, Light()),
		Lines(LineSpec{}, Light()),
		Lines(LineSpec{Series: []Series{{Name: "gap", X: []float64{1}, Y: []float64{math.NaN()}}}}, Dark()),
	} {
		if b := c.Image(300, 200).Bounds(); b.Dx() != 300 || b.Dy() != 200 {
			t.Errorf("image %v, want 300x200", b)
		}
		if err := c.WriteSVG(io.Discard, 300, 200); err != nil {
			t.Error(err)
		}
	}
	if b := Bars(sampleBars(), Light()).Image(0, 10).Bounds(); !b.Empty() {
		t.Errorf("a zero-width image is %v", b)
	}
}

// rows builds comparison rows by hand, one of each kind.
func rows() []harness.Row {
	p := solver.Problem{Start: solver.MustParse("867254301"), Goal: solver.GoalBlankLast}
	res := func(name string, st solver.Status, cost int, exp int64) solver.Result {
		return solver.Result{Algorithm: name, Problem: p, Status: st, Cost: cost, Expanded: exp, Generated: 2 * exp,
			MaxDepth: cost, MaxFrontier: 10, Elapsed: time.Duration(exp) * time.Microsecond}
	}
	promised := res("astar", solver.Solved, 31, 6896)
	promised.Guarantee = solver.Shortest
	return []harness.Row{
		{Result: promised, Ran: true, Distance: 31, Optimal: true},
		{Result: res("greedy", solver.Solved, 69, 100), Ran: true, Distance: 31},
		{Result: res("dfs", solver.Limit, 0, 1000), Ran: true, Distance: 31, HitLimit: true, LimitKind: harness.LimitNodes},
		{Result: res("ids", solver.Cancelled, 0, 0), Distance: 31},
	}
}

func TestRowBars(t *testing.T) {
	cost := RowBars(rows(), Cost)
	want := []struct {
		v       float64
		atLeast bool
		note    string
	}{{31, false, "optimal"}, {69, false, ""}, {math.NaN(), false, "node limit"}, {math.NaN(), false, "not run"}}
	for i, b := range cost.Bars {
		w := want[i]
		if b.Label != rows()[i].Algorithm || !(b.Value == w.v || math.IsNaN(b.Value) && math.IsNaN(w.v)) || b.AtLeast != w.atLeast || b.Note != w.note {
			t.Errorf("cost bar %d: %+v, want %+v", i, b, w)
		}
	}
	// found without the promise: not "optimal"
	lucky := rows()
	lucky[0].Guarantee = solver.NoGuarantee
	if b := RowBars(lucky, Cost).Bars[0]; b.Note != "shortest this time" {
		t.Errorf("a shortest path found by a search that promised none: note %q", b.Note)
	}
	exp := RowBars(rows(), Expanded)
	if b := exp.Bars[2]; b.Value != 1000 || !b.AtLeast || b.Note != "node limit" {
		t.Errorf("a limited run's expansions: %+v, want ≥1000 with its limit", b)
	}
	if b := RowBars(rows(), Time).Bars[0]; b.Value != 6896e-6 || RowBars(rows(), Time).Unit != Seconds {
		t.Errorf("time bar %+v, want 6.896 ms in seconds", b)
	}
	if !strings.Contains(cost.Title, "867254301") {
		t.Errorf("title %q does not name the board", cost.Title)
	}
}

func TestSummaryBarsAndLines(t *testing.T) {
	sums := harness.Summarize(rows())
	spec := SummaryBars(sums, Expanded, false)
	if len(spec.Bars) != 4 {
		t.Fatalf("%d bars, want 4", len(spec.Bars))
	}
	if b := spec.Bars[2]; b.Value != 1000 || !b.AtLeast {
		t.Errorf("dfs bar %+v, want a lower bound of 1000", b)
	}
	if b := spec.Bars[3]; !math.IsNaN(b.Value) || b.Note != "no result" {
		t.Errorf("ids bar %+v, want no value", b)
	}
	if b := SummaryBars(sums, Cost, true).Bars[2]; b.Note != "0 of 1 solved" {
		t.Errorf("dfs cost bar %+v, want 0 of 1 solved", b)
	}
	lines := DepthLines(harness.ExpandedByDepth(rows()))
	if len(lines.Series) != 4 || !strings.HasPrefix(lines.Series[2].Name, "dfs (") || lines.Series[0].Name != "astar" {
		t.Errorf("series %+v", lines.Series)
	}
	if s := lines.Series[0]; len(s.X) != 1 || s.X[0] != 31 || s.Y[0] != 6896 {
		t.Errorf("astar line %+v, want one point (31, 6896)", s)
	}
	if b := EBFBars(sums).Bars; len(b) != 4 || math.Abs(b[0].Value-harness.EffectiveBranching(2*6896, 31)) > 1e-12 {
		t.Errorf("EBF bars %+v", b)
	}
}

// The command line and the tests use this package without a display: it
// must not pull in Fyne, even through another package.
func TestNoFyne(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	if err != nil {
		t.Skipf("go list: %v", err)
	}
	for _, dep := range strings.Fields(string(out)) {
		if strings.HasPrefix(dep, "fyne.io/") {
			t.Errorf("chart depends on %s", dep)
		}
	}
}

// The window renders off its UI goroutine while another chart may be
// rendering: each render builds its own plot, and the shared font cache
// is locked, which the race detector checks here.
func TestConcurrentRenders(t *testing.T) {
	var wg sync.WaitGroup
	for i := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			th := ThemeFor(i%2 == 0)
			if i < 2 {
				Bars(sampleBars(), th).Image(300, 200)
			} else {
				Lines(sampleSeries(), th).WriteSVG(io.Discard, 300, 200)
			}
		}()
	}
	wg.Wait()
}
