// Package statespace lays out the state space of a goal for a map: every
// board that can reach it, in the band of its distance, at a fixed place
// along it, and where each lands in a raster of a given size. It is the
// computation only, with no drawing: the session builds layouts off the
// UI goroutine and hands them to the views, and app/chart draws them.
package statespace

import (
	"context"
	"errors"
	"math"
	"slices"
	"sync"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// Layout places every board that can reach one goal on the state-space
// map: in the band of its true distance from the goal, at a fixed position
// along it. Within a band the boards stand in the order a breadth-first
// search back from the goal first reaches them, so the boards one move
// from a stretch of one band fill about the same stretch of the next:
// a search that keeps near one path lights up a narrow beam, one that
// floods lights up whole bands. The order is fixed (moves in the solver's
// order up, down, left, right), so a board is always at the same spot.
// It is pure data, never changed once made: the window's map and the
// exported pictures may share one across goroutines.
type Layout struct {
	goal  solver.Board
	shape solver.Shape
	pad   solver.Board // fills the cells past a small shape's last, so that boards rank as 3x3 ones
	band  []uint8      // by rank: true distance, or noBand when the goal is out of reach
	index []uint32     // by rank: position within its band, 0 .. band size-1
	sizes []int        // boards in each band

	// the last few rasters' geometries: a race's four maps share one
	// size, and placing 181,440 boards is most of a map's first draw
	mu   sync.Mutex
	fits []*Fit
}

// maxFits is how many geometries a layout keeps (each about 0.7 MB).
const maxFits = 4

// Fitted is Fit, shared: the layout keeps the last few geometries made,
// and a geometry is never changed once made. Safe for concurrent use.
func (l *Layout) Fitted(w, h int) *Fit {
	l.mu.Lock()
	defer l.mu.Unlock()
	for i, g := range l.fits {
		if g.W == w && g.H == h {
			copy(l.fits[1:i+1], l.fits[:i]) // most recent first
			l.fits[0] = g
			return g
		}
	}
	g := l.Fit(w, h)
	if len(l.fits) < maxFits {
		l.fits = append(l.fits, nil)
	}
	copy(l.fits[1:], l.fits)
	l.fits[0] = g
	return g
}

// noBand marks the ranks of boards that cannot reach the goal.
const noBand = 0xFF

// NewLayout lays out the boards of a distance table's goal. A nil
// table, or one solver.BuildTable did not make, is an error. It takes
// about 25 ms: a window builds it off its UI goroutine when the goal
// changes, and keeps it.
func NewLayout(t *solver.Table) (*Layout, error) { return newLayout(context.Background(), t) }

// pauseEvery is how many boards the layout's search places between two
// pauses: in a browser, where the build shares the page's one thread,
// the whole search held the page for 1.9 s in one task when the Race tab
// was first shown (app/web's TestBrowserWaits, at a load average of 10);
// a pause costs a clock read elsewhere. 4096 boards were 30 ms of a task
// there (profiled), against the 10 ms slice a search takes.
const pauseEvery = 1024

// pause is where the build lets a browser's page have its turn
// (solver.Yield; a test counts the calls).
var pause = solver.Yield

// newLayout is NewLayout, stopped by ctx.
func newLayout(ctx context.Context, t *solver.Table) (*Layout, error) {
	if t == nil || t.Max() < 0 {
		return nil, errors.New("state-space layout: no distance table")
	}
	goal, sh := t.Goal, t.Shape.Norm()
	if !HasLayout(sh) {
		return nil, errors.New("state-space layout: no map for " + sh.String())
	}
	// a turn of the page first: the build is started by a click (the
	// Race tab's first show), and its first steps would otherwise join
	// that click's task (making and filling 1.8 MB of tables, and the
	// first pauseEvery boards: 50-70 ms of a 515 ms task in Chromium)
	pause()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	// A board of fewer than 9 cells ranks as the 3x3 board with tile i in
	// each cell i past its last (as the engine's tables do): distinct
	// boards keep distinct ranks below NumRanks.
	var pad solver.Board
	for c := sh.Cells(); c < 9; c++ {
		pad |= solver.Board(c) << (4 * uint(c))
	}
	l := &Layout{
		goal:  goal,
		shape: sh,
		pad:   pad,
		band:  make([]uint8, solver.NumRanks),
		index: make([]uint32, solver.NumRanks),
		sizes: []int{1},
	}
	for i := range l.band {
		l.band[i] = noBand
	}
	// and after the tables are made: making them can run Go's garbage
	// collector's marking on this goroutine (41 ms in a browser, after a
	// frame of 94 ms in the same task: the Race tab's first show)
	pause()
	// the table knows each board's distance but not the order in which
	// its search reached them: search again, keeping the order
	queue := make([]solver.Board, 1, solver.NumRanks/2)
	pause()
	queue[0] = goal
	l.band[(goal | pad).Rank()] = 0
	for head := 0; head < len(queue); head++ {
		if head%pauseEvery == pauseEvery-1 {
			pause()
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		b := queue[head]
		d := l.band[(b|pad).Rank()] + 1
		for m := solver.Up; m <= solver.Right; m++ {
			c, ok := sh.Apply(b, m)
			if !ok {
				continue
			}
			if r := (c | pad).Rank(); l.band[r] == noBand {
				if int(d) == len(l.sizes) {
					l.sizes = append(l.sizes, 0)
				}
				l.band[r], l.index[r] = d, uint32(l.sizes[d])
				l.sizes[d]++
				queue = append(queue, c)
			}
		}
	}
	if !slices.Equal(l.sizes, t.Counts()) { // cannot happen with a table BuildTable made
		return nil, errors.New("state-space layout: the distance table disagrees with the search")
	}
	return l, nil
}

// LayoutFor lays out the boards of goal, from the solver's cached
// distance table (built first if need be, which ctx may cancel).
func LayoutFor(ctx context.Context, goal solver.Board) (*Layout, error) {
	t, err := solver.TableFor(ctx, solver.Square3, goal)
	if err != nil {
		return nil, err
	}
	return newLayout(ctx, t)
}

// Goal is the goal the boards are laid out around.
func (l *Layout) Goal() solver.Board { return l.goal }

// Bands is the number of bands: the largest distance plus one.
func (l *Layout) Bands() int { return len(l.sizes) }

// BandSizes is the number of boards at each distance 0, 1, ...: the
// distance histogram (a copy).
func (l *Layout) BandSizes() []int { return append([]int(nil), l.sizes...) }

// Place gives a board's band and its position x along the band, in [0, 1);
// false for a board that is not Valid or cannot reach the goal.
func (l *Layout) Place(b solver.Board) (band int, x float64, ok bool) {
	r, ok := l.Rank(b)
	if !ok {
		return 0, 0, false
	}
	d := l.band[r]
	return int(d), (float64(l.index[r]) + 0.5) / float64(l.sizes[d]), true
}

// Rank is b's rank (below solver.NumRanks) when b is on the map: the
// index a map keeps its marks by.
func (l *Layout) Rank(b solver.Board) (uint32, bool) {
	if l == nil || !l.shape.Valid(b) {
		return 0, false
	}
	r := (b | l.pad).Rank()
	return r, l.band[r] != noBand
}

// Slot is the band of the board of rank r and its position in it, 0 ..
// band size-1; false for a rank not on the map.
func (l *Layout) Slot(r uint32) (band, index int, ok bool) {
	if l == nil || r >= uint32(len(l.band)) || l.band[r] == noBand {
		return 0, 0, false
	}
	return int(l.band[r]), int(l.index[r]), true
}

// BandY is the rows y0 <= y < y1 band d takes in a raster of the given
// height (its last row left empty as a gap when the band has room), for
// labels drawn beside it.
func (l *Layout) BandY(d, height int) (y0, y1 int) {
	nb := max(len(l.sizes), 1)
	return d * height / nb, (d + 1) * height / nb
}

// Fit is a layout fitted to a raster of W x H pixels: where each band
// lies and which pixel shows each board. Several boards share a pixel
// where a band is crowded (about three in the widest band at 800x500).
// It is never changed once made.
type Fit struct {
	W, H  int
	Bands []Rect // by band: its rectangle in the raster

	l   *Layout
	pix []int32 // by rank: y*W + x, or -1 for a board not on the map
	row []int16 // by pixel row: the band drawn there, or -1
}

// Rect is a rectangle of pixels: its top left corner and its size.
type Rect struct{ X, Y, W, H int }

// Fit lays the bands out in a w x h raster, distance 0 at the top, each
// band as wide as its share of the widest, and assigns every board a pixel.
func (l *Layout) Fit(w, h int) *Fit {
	g := &Fit{W: w, H: h, Bands: make([]Rect, len(l.sizes)), l: l, pix: make([]int32, solver.NumRanks)}
	widest := 0
	for _, n := range l.sizes {
		widest = max(widest, n)
	}
	for d, n := range l.sizes {
		y0, y1 := l.BandY(d, h)
		bh := y1 - y0
		if bh >= 4 { // a pixel's gap keeps the bands apart where there is room
			bh--
		}
		bh = max(bh, 1)
		// proportional, but never so narrow that its boards pile up more
		// than the widest band's do, nor less than a pixel
		bw := int(math.Round(float64(n) / float64(widest) * float64(w)))
		bw = min(max(bw, (n+bh-1)/bh, 1), w)
		g.Bands[d] = Rect{X: (w - bw) / 2, Y: y0, W: bw, H: bh}
	}
	g.row = make([]int16, h)
	for y := range g.row {
		g.row[y] = -1
	}
	for d, b := range g.Bands {
		for y := b.Y; y < b.Y+b.H && y < h; y++ {
			g.row[y] = int16(d)
		}
	}
	for r := range g.pix {
		// in a browser a fit on the UI goroutine (a race's maps resized
		// when it starts) held the page 63 ms of a 284 ms task
		if r%(64*pauseEvery) == 64*pauseEvery-1 {
			pause()
		}
		d := l.band[r]
		if d == noBand {
			g.pix[r] = -1
			continue
		}
		br, n := g.Bands[d], l.sizes[d]
		cells := br.W * br.H
		// column by column, so that x follows the order in the band; the
		// half cell centres a band of fewer boards than pixels
		c := (2*int(l.index[r]) + 1) * cells / (2 * n)
		x, y := br.X+c/br.H, br.Y+c%br.H
		g.pix[r] = int32(y*w + x)
	}
	return g
}

// Point is the centre of board b's pixel in the raster; false when b is
// not on the map.
func (g *Fit) Point(b solver.Board) (x, y int, ok bool) {
	r, ok := g.l.Rank(b)
	if !ok {
		return 0, 0, false
	}
	p := int(g.pix[r])
	return p % g.W, p / g.W, true
}

// Pixel is the pixel (y*W + x) that shows the board of rank r, -1 for a
// rank not on the map.
func (g *Fit) Pixel(r uint32) int32 { return g.pix[r] }

// BandAt is the band whose rows hold row y, or -1 (a gap between bands).
func (g *Fit) BandAt(y int) int { return int(g.row[y]) }

// HasLayout says whether boards of shape sh can be laid out on the map:
// every board that reaches the goal gets a spot, so only the sizes the
// engine tables (up to 9 cells) have one.
func HasLayout(sh solver.Shape) bool { return sh.Norm().Tabled() }

// LayoutOn lays out the boards of goal on shape sh; a shape without a map
// (HasLayout) is an error.
func LayoutOn(ctx context.Context, sh solver.Shape, goal solver.Board) (*Layout, error) {
	if !HasLayout(sh) {
		return nil, errors.New("state-space layout: no map for " + sh.String())
	}
	t, err := solver.TableFor(ctx, sh, goal)
	if err != nil {
		return nil, err
	}
	return newLayout(ctx, t)
}

// Shape is the size of the boards laid out.
func (l *Layout) Shape() solver.Shape { return l.shape }
