package statespace

import (
	"context"
	"math"
	"math/rand/v2"
	"runtime"
	"slices"
	"sort"
	"sync"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// blankLastHistogram is the number of boards at each distance from
// 123456780, from /work/shared/BOARDS.md (checked there by exhaustive BFS).
var blankLastHistogram = []int{1, 2, 4, 8, 16, 20, 39, 62, 116, 152, 286, 396, 748, 1024, 1893, 2512, 4485,
	5638, 9529, 10878, 16993, 17110, 23952, 20224, 24047, 15578, 14560, 6274, 3910, 760, 221, 2}

// bfsHistogram counts the boards at each distance from goal by a plain
// breadth-first search with a map, independent of the solver's table.
func bfsHistogram(goal solver.Board) []int {
	seen := map[solver.Board]bool{goal: true}
	layer := []solver.Board{goal}
	var hist []int
	for len(layer) > 0 {
		hist = append(hist, len(layer))
		var next []solver.Board
		for _, b := range layer {
			for _, s := range solver.Square3.Successors(b) {
				if !seen[s.Board] {
					seen[s.Board] = true
					next = append(next, s.Board)
				}
			}
		}
		layer = next
	}
	return hist
}

var (
	layoutsMu sync.Mutex
	layouts   = map[solver.Board]*Layout{}
)

func layoutFor(t testing.TB, goal solver.Board) *Layout {
	t.Helper()
	layoutsMu.Lock()
	defer layoutsMu.Unlock()
	if l, ok := layouts[goal]; ok {
		return l
	}
	l, err := LayoutFor(context.Background(), goal)
	if err != nil {
		t.Fatal(err)
	}
	layouts[goal] = l
	return l
}

func TestLayoutBandSizes(t *testing.T) {
	if got := layoutFor(t, solver.GoalBlankLast).BandSizes(); !slices.Equal(got, blankLastHistogram) {
		t.Errorf("bands of 123456780: %v\nwant %v", got, blankLastHistogram)
	}
	want := bfsHistogram(solver.GoalSpiral)
	got := layoutFor(t, solver.GoalSpiral).BandSizes()
	if !slices.Equal(got, want) || len(got) != 31 {
		t.Errorf("bands of the spiral goal: %v\nwant %v (31 bands, 0..30)", got, want)
	}
	if _, err := NewLayout(nil); err == nil {
		t.Error("a layout of no table: no error")
	}
}

// Every board on the map has its own place in its band, and keeps it.
func TestLayoutDistinctPlaces(t *testing.T) {
	l := layoutFor(t, solver.GoalBlankLast)
	tab, _ := solver.TableFor(context.Background(), solver.Square3, solver.GoalBlankLast)
	xs := make([][]float64, l.Bands())
	for r := range uint32(solver.NumRanks) {
		b := solver.Unrank(r)
		d, x, ok := l.Place(b)
		if want := tab.Distance(b); ok != (want >= 0) || ok && d != want {
			t.Fatalf("%v placed in band %d (%v), distance %d", b, d, ok, want)
		}
		if !ok {
			continue
		}
		if !(x >= 0 && x < 1) {
			t.Fatalf("%v at x = %v, outside [0, 1)", b, x)
		}
		xs[d] = append(xs[d], x)
	}
	for d, row := range xs {
		sort.Float64s(row)
		for i := 1; i < len(row); i++ {
			if row[i] <= row[i-1] {
				t.Fatalf("band %d: two boards at x = %v", d, row[i])
			}
		}
	}
	b := solver.MustParse("867254301")
	d1, x1, _ := l.Place(b)
	l2, err := LayoutFor(context.Background(), solver.GoalBlankLast)
	if err != nil {
		t.Fatal(err)
	}
	if d2, x2, _ := l2.Place(b); d1 != 31 || d2 != d1 || x2 != x1 {
		t.Errorf("867254301 at (%d, %v), then (%d, %v); want band 31 both times at one place", d1, x1, d2, x2)
	}
}

// Each board's pixel lies in its band's rectangle, and at a size with room
// for all of them no two boards share one.
func TestFitGeometry(t *testing.T) {
	l := layoutFor(t, solver.GoalBlankLast)
	for _, sz := range [][2]int{{800, 500}, {2000, 1400}, {40, 40}} {
		g := l.Fit(sz[0], sz[1])
		used := map[int32]bool{}
		clash := 0
		for r, p := range g.pix {
			d := l.band[r]
			if d == noBand {
				if p != -1 {
					t.Fatalf("rank %d is off the map but has pixel %d", r, p)
				}
				continue
			}
			x, y, br := int(p)%g.W, int(p)/g.W, g.Bands[d]
			if x < br.X || x >= br.X+br.W || y < br.Y || y >= br.Y+br.H {
				t.Fatalf("%dx%d: rank %d at (%d, %d), outside band %d %+v", sz[0], sz[1], r, x, y, d, br)
			}
			if used[p] {
				clash++
			}
			used[p] = true
		}
		if sz[0] == 2000 && clash > 0 {
			t.Errorf("2000x1400: %d boards share a pixel", clash)
		}
	}
}

// The exported views of a layout and a fit (what app/chart draws by) agree
// with the layout itself, board by board.
func TestSlotPixelPoint(t *testing.T) {
	l := layoutFor(t, solver.GoalBlankLast)
	g := l.Fitted(800, 500)
	for r := range uint32(solver.NumRanks) {
		b := solver.Unrank(r)
		d, i, ok := l.Slot(r)
		if rr, on := l.Rank(b); on != ok || on && rr != r {
			t.Fatalf("rank %d: Rank(%v) = %d, %v; Slot ok %v", r, b, rr, on, ok)
		}
		if !ok {
			if g.Pixel(r) != -1 {
				t.Fatalf("rank %d is off the map but has pixel %d", r, g.Pixel(r))
			}
			continue
		}
		if band, x, _ := l.Place(b); band != d || x != (float64(i)+0.5)/float64(l.sizes[d]) {
			t.Fatalf("rank %d: Slot (%d, %d), Place (%d, %v)", r, d, i, band, x)
		}
		x, y, on := g.Point(b)
		if p := int(g.Pixel(r)); !on || p != y*g.W+x || g.BandAt(y) != d {
			t.Fatalf("rank %d: pixel %d, Point (%d, %d, %v), band at row %d", r, p, x, y, on, g.BandAt(y))
		}
	}
	if _, _, ok := l.Slot(solver.NumRanks); ok {
		t.Error("a rank past the last is on the map")
	}
}

// Boards one move apart lie near each other along their bands: for each
// board, the nearest of its neighbours one band up is on average a small
// share of the band's width away (with boards in random order it would
// be about a fifth).
func TestLayoutLocality(t *testing.T) {
	l := layoutFor(t, solver.GoalBlankLast)
	rng := rand.New(rand.NewPCG(9, 10))
	sum, n := 0.0, 0
	for range 5000 {
		b := solver.Square3.Random(rng, solver.GoalBlankLast)
		d, x, _ := l.Place(b)
		if d == 0 {
			continue
		}
		near := 1.0
		for _, s := range solver.Square3.Successors(b) {
			if dn, xn, ok := l.Place(s.Board); ok && dn == d-1 {
				near = min(near, math.Abs(x-xn))
			}
		}
		sum += near
		n++
	}
	if mean := sum / float64(n); mean > 0.05 {
		t.Errorf("nearest neighbour one band up is %.3f of a band away on average, want under 0.05", mean)
	} else {
		t.Logf("nearest neighbour one band up: %.3f of a band away on average", mean)
	}
}

// A layout keeps the geometries of the last few sizes, most recent first,
// and hands the same one to every map of a size.
func TestLayoutSharesFits(t *testing.T) {
	l := layoutFor(t, solver.GoalBlankLast)
	a, b := l.Fitted(640, 400), l.Fitted(640, 400)
	if a != b {
		t.Fatal("two fits of one size made two geometries")
	}
	for i := range maxFits + 2 {
		l.Fitted(100+i, 80)
	}
	if len(l.fits) != maxFits || l.fits[0].W != 100+maxFits+1 {
		t.Fatalf("%d geometries kept, the first %dx%d", len(l.fits), l.fits[0].W, l.fits[0].H)
	}
	if g := l.Fitted(640, 400); g == a {
		t.Fatal("a geometry pushed out by newer sizes came back")
	}
}

// BenchmarkLayout lays out the boards of a goal whose distance table
// is built: what switching the map to another goal costs.
func BenchmarkLayout(b *testing.B) {
	tab, err := solver.TableFor(context.Background(), solver.Square3, solver.GoalBlankLast)
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := NewLayout(tab); err != nil {
			b.Fatal(err)
		}
	}
}

// TestLayoutPauses: the layout's search pauses (solver.Yield) every
// pauseEvery boards, so that in a browser the page gets turns while a map's
// layout is built (the Race tab's first show held it 1.9 s in one task),
// and a cancelled build stops at its next pause.
func TestLayoutPauses(t *testing.T) {
	tab, err := solver.TableFor(context.Background(), solver.Square3, solver.GoalBlankLast)
	if err != nil {
		t.Fatal(err)
	}
	pauses := 0
	pause = func() { pauses++ }
	t.Cleanup(func() { pause = solver.Yield })
	if _, err := NewLayout(tab); err != nil {
		t.Fatal(err)
	}
	if want := solver.NumRanks / 2 / pauseEvery; pauses < want {
		t.Errorf("a layout of %d boards paused %d times, want %d or more (every %d boards)", solver.NumRanks/2, pauses, want, pauseEvery)
	}
	ctx, cancel := context.WithCancel(context.Background())
	pause = cancel
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	_, err = newLayout(ctx, tab)
	runtime.ReadMemStats(&after)
	if err == nil {
		t.Error("a layout cancelled at its first pause was built to the end")
	}
	// The first pause comes before any of the work: in a browser the
	// build starts in a click's task (the Race tab's first show), which
	// its first steps joined (its 3 MB of tables made and filled, and the
	// first boards placed).
	if made := after.TotalAlloc - before.TotalAlloc; made > 64<<10 {
		t.Errorf("a layout cancelled at its first pause had allocated %d bytes, want its first pause before its tables", made)
	}
}
