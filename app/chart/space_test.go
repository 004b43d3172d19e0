package chart

import (
	"bytes"
	"context"
	"image"
	"image/color"
	"image/png"
	"math/rand/v2"
	"strings"
	"sync"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/app/internal/statespace"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

var (
	layoutsMu sync.Mutex
	layouts   = map[solver.Board]*statespace.Layout{}
)

func layoutFor(t testing.TB, goal solver.Board) *statespace.Layout {
	t.Helper()
	layoutsMu.Lock()
	defer layoutsMu.Unlock()
	if l, ok := layouts[goal]; ok {
		return l
	}
	l, err := statespace.LayoutFor(context.Background(), goal)
	if err != nil {
		t.Fatal(err)
	}
	layouts[goal] = l
	return l
}

func same(a, b color.Color) bool {
	r1, g1, b1, a1 := a.RGBA()
	r2, g2, b2, a2 := b.RGBA()
	return r1 == r2 && g1 == g2 && b1 == b2 && a1 == a2
}

func countColor(img image.Image, c color.Color) int {
	n := 0
	bb := img.Bounds()
	for y := bb.Min.Y; y < bb.Max.Y; y++ {
		for x := bb.Min.X; x < bb.Max.X; x++ {
			if same(img.At(x, y), c) {
				n++
			}
		}
	}
	return n
}

func TestSpaceMapMarks(t *testing.T) {
	for name, th := range map[string]Theme{"light": Light(), "dark": Dark()} {
		t.Run(name, func(t *testing.T) {
			l := layoutFor(t, solver.GoalBlankLast)
			m := NewSpaceMap(l, th)
			img := m.Raster(800, 500)
			if !same(img.At(0, 0), th.Background) {
				t.Errorf("corner %v, want the background %v", img.At(0, 0), th.Background)
			}
			if n := countColor(img, SpaceColor(th)); n < 30000 {
				t.Errorf("%d pixels of boards, want tens of thousands", n)
			}
			if n := countColor(img, MarkColor(th)); n != 0 {
				t.Errorf("%d marked pixels before any mark", n)
			}
			// a board in the crowded middle, marked after the raster was
			// drawn: painted in place
			tab, _ := solver.TableFor(context.Background(), solver.Square3, solver.GoalBlankLast)
			b, _ := tab.RandomAt(rand.New(rand.NewPCG(1, 2)), 24)
			x, y, ok := m.Pixel(b)
			if !ok {
				t.Fatalf("no pixel for %v", b)
			}
			if same(img.At(x, y), MarkColor(th)) {
				t.Fatal("the pixel is marked already")
			}
			if n := m.Mark(b, b); n != 1 || !m.Marked(b) || m.Count() != 1 {
				t.Errorf("Mark of a board twice: %d new, marked %v, count %d; want 1, true, 1", n, m.Marked(b), m.Count())
			}
			if !same(m.Raster(800, 500).At(x, y), MarkColor(th)) {
				t.Errorf("marked board's pixel %v, want the mark colour %v", img.At(x, y), MarkColor(th))
			}
			// the same after a full redraw at another size
			big := m.Raster(1000, 700)
			// a mark is its board's pixel and the block of up to 2x2 below
			// and right of it, so a few hundred marks can be seen
			if x, y, _ := m.Pixel(b); !same(big.At(x, y), MarkColor(th)) || countColor(big, MarkColor(th)) > 4 {
				t.Errorf("after a resize: pixel %v, %d marked pixels; want its block of at most 4", big.At(x, y), countColor(big, MarkColor(th)))
			}

			// boards that are not on the map are ignored, never a panic
			bad := []solver.Board{0, 0x123, ^solver.Board(0), solver.MustParse("213456780") /* other parity */}
			if n := m.Mark(bad...); n != 0 || m.Count() != 1 {
				t.Errorf("Mark of invalid boards: %d new, count %d", n, m.Count())
			}

			m.Reset()
			if m.Count() != 0 || countColor(m.Raster(1000, 700), MarkColor(th)) != 0 {
				t.Error("Reset left marks")
			}
		})
	}
}

// pathOf walks the table from b to the goal.
func pathOf(t *testing.T, b solver.Board) []solver.Board {
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

func TestSpaceMapStartPathGoal(t *testing.T) {
	th := Light()
	m := NewSpaceMap(layoutFor(t, solver.GoalBlankLast), th)
	start := solver.MustParse("867254301")
	path := pathOf(t, start)
	m.SetStart(start)
	m.SetPath(path)
	img := m.Raster(800, 500)
	for _, c := range []struct {
		b   solver.Board
		col color.Color
	}{{start, StartColor(th)}, {solver.GoalBlankLast, GoalColor(th)}, {path[15], PathColor(th)}} {
		x, y, _ := m.Pixel(c.b)
		if !same(img.At(x, y), c.col) {
			t.Errorf("%v at (%d, %d) is %v, want %v", c.b, x, y, img.At(x, y), c.col)
		}
	}
	// a mark does not paint over the path
	x, y, _ := m.Pixel(path[15])
	m.Mark(path...)
	if !same(img.At(x, y), PathColor(th)) {
		t.Errorf("a marked path board shows %v, want the path colour", img.At(x, y))
	}
	if m.Count() != len(path) {
		t.Errorf("%d marked, want the %d boards of the path", m.Count(), len(path))
	}
}

func TestSpaceMapExport(t *testing.T) {
	m := NewSpaceMap(layoutFor(t, solver.GoalBlankLast), Dark()) // exports are in the print theme whatever the screen's
	start := solver.MustParse("867254301")
	m.SetStart(start)
	m.SetPath(pathOf(t, start))
	var boards []solver.Board
	onMap := 0
	for r := range uint32(40000) {
		b := solver.Unrank(r)
		boards = append(boards, b)
		if _, _, ok := m.Layout().Place(b); ok {
			onMap++
		}
	}
	if n := m.Mark(boards...); n != onMap {
		t.Errorf("%d of the first 40,000 ranks marked, %d of them on the map", n, onMap)
	}

	var buf bytes.Buffer
	if err := m.WritePNG(&buf, 900, 600); err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != 900 || b.Dy() != 600 {
		t.Errorf("PNG %v, want 900x600", b)
	}
	if !same(img.At(2, 2), color.White) || !same(img.At(899, 599), color.White) {
		t.Errorf("corners %v %v, want white", img.At(2, 2), img.At(899, 599))
	}
	pr := Print()
	for what, c := range map[string]color.Color{"boards": SpaceColor(pr), "marks": MarkColor(pr), "path": PathColor(pr), "start": StartColor(pr)} {
		if n := countColor(img, c); n < 5 {
			t.Errorf("%d pixels of %s in the PNG", n, what)
		}
	}
	if err := m.WritePNG(&buf, 0, 10); err == nil {
		t.Error("a PNG of width 0: no error")
	}

	buf.Reset()
	if err := m.WriteSVG(&buf, 900, 600); err != nil {
		t.Fatal(err)
	}
	size := buf.Len()
	doc := readSVG(t, &buf)
	for _, want := range []string{"distance", "boards", "31", "24,047", "expanded", "not expanded", "start", "goal", "solution path"} {
		if !doc.has(want) {
			t.Errorf("SVG lacks the text %q", want)
		}
	}
	cells := 0
	for _, n := range doc.fills {
		cells += n
	}
	if cells < 200 || size > 1<<20 {
		t.Errorf("SVG of %d filled shapes in %d bytes: want some hundreds of cells in well under 1 MB", cells, size)
	}
	if !doc.hasPrefix("The 181,440 boards that reach 123456780") || !strings.Contains(strings.Join(doc.texts, " "), Thousands(onMap)+" expanded") {
		t.Errorf("title missing or wrong: %q", doc.texts[:3])
	}
}

// The labels of an exported map stay legible however short it is: they
// thin out rather than shrink below MinTextPx.
func TestSpaceMapLabelSize(t *testing.T) {
	m := NewSpaceMap(layoutFor(t, solver.GoalBlankLast), Light())
	for _, h := range []int{200, 400, 900} {
		f := m.frame(800, h, Print())
		if px := ptToPx(f.size); px < MinTextPx-1e-9 {
			t.Errorf("height %d: labels at %.1f px", h, px)
		}
		rowPx := float64(f.plot.Dy()) / float64(m.layout.Bands())
		if gap := rowPx * float64(f.every); gap < ptToPx(f.size)*1.2 {
			t.Errorf("height %d: labels %.1f px apart at %.1f px text", h, gap, ptToPx(f.size))
		}
	}
}

// BenchmarkSpaceExport writes the 900x600 PNG of a map with marks.
func BenchmarkSpaceExport(b *testing.B) {
	m := NewSpaceMap(layoutFor(b, solver.GoalBlankLast), Light())
	for r := uint32(0); r < solver.NumRanks; r += 3 {
		m.Mark(solver.Unrank(r))
	}
	for b.Loop() {
		m.Image(900, 600, Print())
	}
}

// A path set on a map already drawn is painted in place: the picture is
// the one a full redraw gives, pixel for pixel, marks made after it too.
func TestSpaceMapPathInPlace(t *testing.T) {
	th := Light()
	start := solver.MustParse("867254301")
	path := pathOf(t, start)
	tab, _ := solver.TableFor(context.Background(), solver.Square3, solver.GoalBlankLast)
	rng := rand.New(rand.NewPCG(3, 4))
	var marks []solver.Board
	for range 3000 {
		b, _ := tab.RandomAt(rng, 1+rng.IntN(30))
		marks = append(marks, b)
	}
	m := NewSpaceMap(layoutFor(t, solver.GoalBlankLast), th)
	m.SetStart(start)
	m.Raster(800, 500)
	m.Mark(marks[:2000]...)
	m.SetPath(path) // in place
	m.Mark(marks[2000:]...)
	inPlace := image.NewNRGBA(image.Rect(0, 0, 800, 500))
	copy(inPlace.Pix, m.Raster(800, 500).Pix)

	full := NewSpaceMap(layoutFor(t, solver.GoalBlankLast), th)
	full.SetStart(start)
	full.SetPath(path)
	full.Mark(marks...)
	want := full.Raster(800, 500)
	if n := countDiff(inPlace, want); n != 0 {
		t.Fatalf("%d pixels differ between the path painted in place and a full redraw", n)
	}
}

func countDiff(a, b *image.NRGBA) int {
	n := 0
	for i := 0; i < len(a.Pix); i += 4 {
		if [4]uint8(a.Pix[i:i+4]) != [4]uint8(b.Pix[i:i+4]) {
			n++
		}
	}
	return n
}

// Maps of one layout and size share its geometry (statespace.Layout.Fitted).
func TestSpaceMapsShareFits(t *testing.T) {
	l := layoutFor(t, solver.GoalBlankLast)
	a, b := NewSpaceMap(l, Light()), NewSpaceMap(l, Dark())
	a.Raster(640, 400)
	b.Raster(640, 400)
	if a.geom != b.geom {
		t.Fatal("two maps of one size made two geometries")
	}
}

// dfsPath is a depth-first search's path from 867254301: tens of
// thousands of moves, the longest a map shows.
func dfsPath(t testing.TB) []solver.Board {
	t.Helper()
	a, err := solver.AlgorithmNamed("dfs")
	if err != nil {
		t.Fatal(err)
	}
	p := solver.Problem{Shape: solver.Square3, Start: solver.MustParse("867254301"), Goal: solver.GoalBlankLast}
	res, err := a.Solve(context.Background(), p, solver.Options{})
	if err != nil || len(res.Path) < 1000 {
		t.Fatalf("dfs: %v, a path of %d", err, len(res.Path))
	}
	return res.Path
}

// A map redrawn (a race's player stepping back and forth, a new size or
// theme) after a path was drawn gives the picture a fresh map gives, pixel
// for pixel: the path's pixels, worked out once for a geometry, follow
// each change of path, size and start.
func TestSpaceMapRedrawsPath(t *testing.T) {
	long, short := dfsPath(t), pathOf(t, solver.MustParse("867254301"))
	l := layoutFor(t, solver.GoalBlankLast)
	m := NewSpaceMap(l, Light())
	steps := []struct {
		w, h  int
		th    Theme
		start solver.Board
		path  []solver.Board
	}{
		{300, 250, Light(), short[0], long},
		{300, 250, Light(), short[0], nil},
		{300, 250, Light(), short[0], long},
		{300, 250, Light(), short[3], short[3:]},
		{300, 250, Dark(), short[3], short[3:]},
		{500, 240, Dark(), short[3], short[3:]},
		{500, 240, Dark(), short[0], long[:len(long)/2]},
		{500, 240, Dark(), short[0], long},
		{300, 250, Light(), short[0], long},
	}
	for i, s := range steps {
		m.SetTheme(s.th)
		m.Reset()
		m.SetStart(s.start)
		m.Raster(s.w, s.h)
		m.Mark(long[:200]...)
		m.SetPath(s.path)
		got := m.Raster(s.w, s.h)
		fresh := NewSpaceMap(l, s.th)
		fresh.SetStart(s.start)
		fresh.SetPath(s.path)
		fresh.Mark(long[:200]...)
		if n := countDiff(got, fresh.Raster(s.w, s.h)); n != 0 {
			t.Errorf("step %d: %d pixels differ from a fresh map's", i, n)
		}
	}
}

// BenchmarkSpaceMapPath is a race panel's map redrawn at the end of a
// depth-first search, whose path has tens of thousands of moves: cleared
// (the player back at the start), then the path drawn again, as the
// player jumping between the ends does (BenchmarkRaceJump in app/race).
func BenchmarkSpaceMapPath(b *testing.B) {
	path := dfsPath(b)
	m := NewSpaceMap(layoutFor(b, solver.GoalBlankLast), Light())
	for b.Loop() {
		m.Reset()
		m.SetStart(path[0])
		m.Raster(300, 250)
		m.SetPath(path)
	}
	b.ReportMetric(float64(len(path)), "moves")
}

// Maps of one geometry and colours share their unmarked picture: a race's
// four panels draw it once, not four times (in a browser 117 ms of a
// race's start, Chromium's profiler at a load average of 10); a map in
// other colours gets its own.
func TestSpaceMapsShareBase(t *testing.T) {
	l := layoutFor(t, solver.GoalBlankLast)
	a, b, c := NewSpaceMap(l, Light()), NewSpaceMap(l, Light()), NewSpaceMap(l, Dark())
	a.Raster(320, 200)
	b.Raster(320, 200)
	if &a.base[0] != &b.base[0] {
		t.Error("two maps of one size and theme drew their boards twice")
	}
	c.Raster(320, 200)
	if &c.base[0] == &a.base[0] || countDiff(a.Raster(320, 200), c.Raster(320, 200)) == 0 {
		t.Error("a dark map took a light one's boards")
	}
}
