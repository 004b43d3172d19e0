package widgets

import (
	"bytes"
	"context"
	"encoding/xml"
	"image"
	"image/color"
	"image/png"
	"io"
	"math/rand/v2"
	"strings"
	"sync"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/eightpuzzle/eightpuzzle/app/chart"
	"github.com/eightpuzzle/eightpuzzle/app/internal/statespace"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

var (
	spaceOnce   sync.Once
	spaceLayout *statespace.Layout
	spaceErr    error
)

// blankLastLayout is the layout of 123456780, built once for all tests.
func blankLastLayout(t testing.TB) *statespace.Layout {
	t.Helper()
	spaceOnce.Do(func() { spaceLayout, spaceErr = statespace.LayoutFor(context.Background(), solver.GoalBlankLast) })
	if spaceErr != nil {
		t.Fatal(spaceErr)
	}
	return spaceLayout
}

func sameColor(a, b color.Color) bool {
	r1, g1, b1, a1 := a.RGBA()
	r2, g2, b2, a2 := b.RGBA()
	return r1 == r2 && g1 == g2 && b1 == b2 && a1 == a2
}

// solutionOf walks the distance table from b to the goal.
func solutionOf(t *testing.T, b solver.Board) []solver.Board {
	tab, err := solver.TableFor(context.Background(), solver.Square3, solver.GoalBlankLast)
	if err != nil {
		t.Fatal(err)
	}
	path := []solver.Board{b}
	for {
		_, next, ok := tab.Hint(b)
		if !ok {
			return path
		}
		b = next
		path = append(path, b)
	}
}

// texts lists the canvas texts shown in a widget's renderer.
func spaceTexts(t *testing.T, o fyne.Widget) []*canvas.Text {
	var out []*canvas.Text
	for _, c := range test.WidgetRenderer(o).Objects() {
		if tx, ok := c.(*canvas.Text); ok && tx.Visible() {
			out = append(out, tx)
		}
	}
	return out
}

func TestStateSpaceMap(t *testing.T) {
	for _, tc := range []struct {
		name string
		v    fyne.ThemeVariant
	}{{"light", theme.VariantLight}, {"dark", theme.VariantDark}} {
		t.Run(tc.name, func(t *testing.T) {
			a := test.NewTempApp(t)
			a.Settings().SetTheme(variant{theme.DefaultTheme(), tc.v})
			m := NewStateSpaceMap()
			m.SetLayout(blankLastLayout(t))
			w := test.NewTempWindow(t, m)
			w.SetPadded(false)
			w.Resize(fyne.NewSize(900, 600))
			th := ChartTheme()

			start := solver.MustParse("867254301")
			path := solutionOf(t, start)
			m.SetStart(start)
			m.SetPath(path)
			tab, _ := solver.TableFor(context.Background(), solver.Square3, solver.GoalBlankLast)
			b, _ := tab.RandomAt(rand.New(rand.NewPCG(3, 4)), 22)
			m.Mark(b, 0, ^solver.Board(0), solver.MustParse("213456780")) // the invalid and the unreachable are ignored
			if m.Count() != 1 || !m.Marked(b) {
				t.Fatalf("count %d, marked %v after marking one good board among bad ones", m.Count(), m.Marked(b))
			}

			shot := w.Canvas().Capture()
			at := m.ImageObject().Position()
			pixel := func(b solver.Board) color.Color {
				x, y, ok := m.Pixel(b)
				if !ok {
					t.Fatalf("no pixel for %v", b)
				}
				return shot.At(int(at.X)+x, int(at.Y)+y)
			}
			for _, c := range []struct {
				what string
				b    solver.Board
				col  color.Color
			}{
				{"expanded", b, chart.MarkColor(th)}, {"start", start, chart.StartColor(th)},
				{"path", path[12], chart.PathColor(th)}, {"goal", solver.GoalBlankLast, chart.GoalColor(th)},
			} {
				if got := pixel(c.b); !sameColor(got, c.col) {
					t.Errorf("%s board %v shows %v, want %v", c.what, c.b, got, c.col)
				}
			}
			if !sameColor(shot.At(int(at.X)+2, int(at.Y)+2), th.Background) {
				t.Errorf("beside the top band: %v, want the background %v", shot.At(int(at.X)+2, int(at.Y)+2), th.Background)
			}

			// band labels: distance and count, legible, one per band here
			var labels []string
			for _, tx := range spaceTexts(t, m) {
				if tx.TextSize < 11 {
					t.Errorf("text %q at %v px", tx.Text, tx.TextSize)
				}
				if !sameColor(tx.Color, th.Foreground) {
					t.Errorf("text %q in %v, want %v", tx.Text, tx.Color, th.Foreground)
				}
				labels = append(labels, strings.Join(strings.Fields(tx.Text), " "))
			}
			all := strings.Join(labels, "|")
			for _, want := range []string{"24 24,047", "0 1", "31 2", "expanded", "not expanded", "solution path", "start", "goal"} {
				if !strings.Contains("|"+all+"|", "|"+want+"|") {
					t.Errorf("no label %q among %q", want, labels)
				}
			}

			// a new batch of marks shows without a full redraw; Reset clears
			img := m.ImageObject().Image.(*image.NRGBA)
			var batch []solver.Board
			for range 3000 {
				b, _ := tab.RandomAt(nil, 24)
				batch = append(batch, b)
			}
			m.Mark(batch...)
			if m.ImageObject().Image != img {
				t.Error("a mark replaced the image instead of painting it")
			}
			// a board of the batch whose pixel no board of the path, the start
			// or the goal shares: those are drawn over the marks (the batch is
			// random, and a band has fewer pixels than boards)
			onPath := map[[2]int]bool{}
			for _, pb := range append([]solver.Board{start, solver.GoalBlankLast}, path...) {
				x, y, _ := m.Pixel(pb)
				onPath[[2]int{x, y}] = true
			}
			probe := batch[0]
			for _, bb := range batch {
				if x, y, _ := m.Pixel(bb); !onPath[[2]int{x, y}] {
					probe = bb
					break
				}
			}
			if x, y, _ := m.Pixel(probe); !sameColor(img.At(x, y), chart.MarkColor(th)) {
				t.Errorf("a board of the batch shows %v", img.At(x, y))
			}
			m.Reset()
			if m.Count() != 0 {
				t.Error("Reset kept marks")
			}
			if x, y, _ := m.Pixel(probe); sameColor(m.ImageObject().Image.At(x, y), chart.MarkColor(th)) {
				t.Error("Reset left the marks drawn")
			}
		})
	}
}

// Switching the theme redraws the map in the new one.
func TestStateSpaceMapTheme(t *testing.T) {
	a := test.NewTempApp(t)
	a.Settings().SetTheme(variant{theme.DefaultTheme(), theme.VariantLight})
	m := NewStateSpaceMap()
	m.SetLayout(blankLastLayout(t))
	w := test.NewTempWindow(t, m)
	w.Resize(fyne.NewSize(700, 500))
	light := m.ImageObject().Image.At(1, 1)
	a.Settings().SetTheme(variant{theme.DefaultTheme(), theme.VariantDark})
	m.Refresh()
	dark := m.ImageObject().Image.At(1, 1)
	if sameColor(light, dark) || !sameColor(dark, ChartTheme().Background) {
		t.Errorf("background %v in light, %v in dark; want the dark theme's %v", light, dark, ChartTheme().Background)
	}
}

func TestStateSpaceMapEmptyAndExport(t *testing.T) {
	test.NewTempApp(t)
	m := NewStateSpaceMap()
	w := test.NewTempWindow(t, m)
	w.Resize(fyne.NewSize(500, 400))
	m.Mark(solver.GoalBlankLast) // no layout yet: nothing, no panic
	m.SetPath([]solver.Board{0, 1})
	if m.Count() != 0 || m.ImageObject().Image != nil {
		t.Error("a map without a layout drew or counted something")
	}
	if err := m.WritePNG(io.Discard, 400, 300); err == nil {
		t.Error("exporting an empty map: no error")
	}

	m.SetLayout(blankLastLayout(t))
	m.Mark(solver.MustParse("123456708"))
	var buf bytes.Buffer
	if err := m.WritePNG(&buf, 800, 500); err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if !sameColor(img.At(0, 0), color.White) || img.Bounds().Dx() != 800 {
		t.Errorf("PNG %v with corner %v, want 800 wide on white", img.Bounds(), img.At(0, 0))
	}
	buf.Reset()
	if err := m.WriteSVG(&buf, 800, 500); err != nil {
		t.Fatal(err)
	}
	for d := xml.NewDecoder(&buf); ; {
		if _, err := d.Token(); err == io.EOF {
			break
		} else if err != nil {
			t.Fatalf("SVG is not XML: %v", err)
		}
	}
}

// BenchmarkStateSpaceMark marks a batch of 4096 new boards on a map shown
// at 800x500, as a live search reports them: the UI goroutine's share.
func BenchmarkStateSpaceMark(b *testing.B) {
	a := test.NewApp()
	defer a.Quit()
	m := NewStateSpaceMap()
	m.SetLayout(blankLastLayout(b))
	w := test.NewWindow(m)
	defer w.Close()
	w.SetPadded(false)
	w.Resize(fyne.NewSize(800+m.ImageObject().Position().X, 500+m.ImageObject().Position().Y))
	var boards []solver.Board
	for r := range uint32(solver.NumRanks) {
		bd := solver.Unrank(r)
		if _, _, ok := m.Layout().Place(bd); ok {
			boards = append(boards, bd)
		}
	}
	rand.New(rand.NewPCG(5, 6)).Shuffle(len(boards), func(i, j int) { boards[i], boards[j] = boards[j], boards[i] })
	const batch = 4096
	next := 0
	b.ResetTimer()
	for b.Loop() {
		if next+batch > len(boards) {
			b.StopTimer()
			m.Reset()
			next = 0
			b.StartTimer()
		}
		m.Mark(boards[next : next+batch]...)
		next += batch
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/batch, "ns/board")
}

// BenchmarkStateSpaceRender draws the whole 800x500 raster again, half the
// boards marked: what a resize, a theme change or a new path costs.
func BenchmarkStateSpaceRender(b *testing.B) {
	m := chart.NewSpaceMap(blankLastLayout(b), chart.Light())
	for r := uint32(0); r < solver.NumRanks; r += 2 {
		m.Mark(solver.Unrank(r))
	}
	m.SetStart(solver.MustParse("867254301"))
	for b.Loop() {
		m.SetTheme(chart.Light())
		m.Raster(800, 500)
	}
}

// BenchmarkStateSpaceResize draws the raster at a new size: the boards'
// pixels placed again, then everything drawn.
func BenchmarkStateSpaceResize(b *testing.B) {
	m := chart.NewSpaceMap(blankLastLayout(b), chart.Light())
	for r := uint32(0); r < solver.NumRanks; r += 2 {
		m.Mark(solver.Unrank(r))
	}
	i := 0
	for b.Loop() {
		i++
		m.Raster(800+i%2, 500)
	}
}
