package anim

import (
	"bufio"
	"bytes"
	"context"
	"image"
	"image/color"
	"image/gif"
	"io"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// palette is fixed and small: the theme's colours, ramps between the
// pairs that meet at an antialiased edge (a digit on a tile, text on the
// page, a tile on its well), and a transparent entry that frame
// differencing uses for the pixels a frame leaves as they were.
var palette, transparent = buildPalette()

func buildPalette() (color.Palette, uint8) {
	p := color.Palette{colBackground, colForeground, colFrame, colWell, colPrimary, colSuccess, colWarning, colMuted, colShadowWell, color.RGBA{}}
	tr := uint8(len(p) - 1)
	ramp := func(a, b color.RGBA, n int) {
		for i := 1; i <= n; i++ {
			t := float64(i) / float64(n+1)
			m := func(x, y uint8) uint8 { return uint8(float64(x)*(1-t) + float64(y)*t + 0.5) }
			p = append(p, color.RGBA{m(a.R, b.R), m(a.G, b.G), m(a.B, b.B), 0xff})
		}
	}
	// text: fine ramps, so digits and words keep their shapes
	ramp(colOnPrimary, colPrimary, 14)
	ramp(colForeground, colBackground, 14)
	ramp(colSuccess, colBackground, 8)
	ramp(colWarning, colBackground, 8)
	ramp(colMuted, colBackground, 8)
	// edges: a few steps are enough at a rounded corner
	for _, e := range [][2]color.RGBA{
		{colPrimary, colWell}, {colPrimary, colShadowWell}, {colPrimary, colFrame},
		{colShadowWell, colWell}, {colShadowWell, colFrame}, {colWell, colFrame},
		{colFrame, colBackground}, {colSuccess, colFrame}, {colPrimary, colBackground},
	} {
		ramp(e[0], e[1], 4)
	}
	return p, tr
}

// encoder collects a GIF's frames. Each frame after the first keeps only
// the rectangle that changed, and inside it marks what stayed as
// transparent, so a sliding tile costs the tile's area rather than the
// picture's; a frame the same as the one before lengthens that one.
type encoder struct {
	g     gif.GIF
	prev  *image.RGBA
	index map[[3]uint8]uint8 // colour -> palette entry, filled as colours appear
}

func newEncoder(w, h int) *encoder {
	return &encoder{
		g:     gif.GIF{Config: image.Config{ColorModel: palette, Width: w, Height: h}},
		index: map[[3]uint8]uint8{},
	}
}

// add appends img, shown for delay hundredths of a second. img is the
// caller's canvas: it is copied where needed.
func (e *encoder) add(img *image.RGBA, delay int) {
	delay = max(delay, 2) // below 2, browsers wait 10
	r := img.Bounds()
	if e.prev != nil {
		r = changed(e.prev, img)
		if r.Empty() {
			e.g.Delay[len(e.g.Delay)-1] += delay
			return
		}
	}
	pm := image.NewPaletted(r, palette)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		i := img.PixOffset(r.Min.X, y)
		o := pm.PixOffset(r.Min.X, y)
		for x := r.Min.X; x < r.Max.X; x, i, o = x+1, i+4, o+1 {
			px := img.Pix[i : i+3 : i+3]
			if e.prev != nil {
				q := e.prev.Pix[i : i+3 : i+3]
				if q[0] == px[0] && q[1] == px[1] && q[2] == px[2] {
					pm.Pix[o] = transparent
					continue
				}
			}
			pm.Pix[o] = e.lookup([3]uint8{px[0], px[1], px[2]})
		}
	}
	// the canvas as drawn, not as the palette shows it: equal colours
	// map to equal entries, so an unchanged pixel is one whose drawn
	// colour is unchanged (comparing with the palette's colours would
	// see every antialiased pixel as changed, every frame)
	if e.prev == nil {
		e.prev = image.NewRGBA(img.Bounds())
	}
	for y := r.Min.Y; y < r.Max.Y; y++ {
		i := img.PixOffset(r.Min.X, y)
		copy(e.prev.Pix[i:i+4*r.Dx()], img.Pix[i:i+4*r.Dx()])
	}
	e.g.Image = append(e.g.Image, pm)
	e.g.Delay = append(e.g.Delay, delay)
	e.g.Disposal = append(e.g.Disposal, gif.DisposalNone)
}

// lookup is the palette entry nearest to c, never the transparent one.
func (e *encoder) lookup(c [3]uint8) uint8 {
	if k, ok := e.index[c]; ok {
		return k
	}
	best, bestD := 0, 1<<62
	for i, pc := range palette {
		if uint8(i) == transparent {
			continue
		}
		p := pc.(color.RGBA)
		dr, dg, db := int(p.R)-int(c[0]), int(p.G)-int(c[1]), int(p.B)-int(c[2])
		if d := dr*dr + dg*dg + db*db; d < bestD {
			best, bestD = i, d
		}
	}
	e.index[c] = uint8(best)
	return uint8(best)
}

// changed is the smallest rectangle outside which a and b agree.
func changed(a, b *image.RGBA) image.Rectangle {
	r := b.Bounds()
	minX, minY, maxX, maxY := r.Max.X, r.Max.Y, r.Min.X-1, r.Min.Y-1
	w := 4 * r.Dx()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		i := b.PixOffset(r.Min.X, y)
		ra, rb := a.Pix[i:i+w], b.Pix[i:i+w]
		if bytes.Equal(ra, rb) { // most rows: a frame changes a tile's
			continue
		}
		lo := 0
		for ra[lo] == rb[lo] {
			lo++
		}
		hi := w - 1
		for ra[hi] == rb[hi] {
			hi--
		}
		minX, maxX = min(minX, r.Min.X+lo/4), max(maxX, r.Min.X+hi/4)
		minY, maxY = min(minY, y), max(maxY, y)
	}
	if maxX < minX {
		return image.Rectangle{}
	}
	return image.Rect(minX, minY, maxX+1, maxY+1)
}

// write encodes the frames, looping forever. The encoding is most of a
// GIF's work (the LZW compression of every frame), and image/gif does it
// in one call: it writes through a turnWriter, so that in a browser the
// page gets its turns and a cancel stops it between two writes.
func (e *encoder) write(ctx context.Context, w io.Writer) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	bw := bufio.NewWriterSize(&turnWriter{ctx: ctx, w: w}, turnBytes)
	if err := gif.EncodeAll(bw, &e.g); err != nil {
		return err
	}
	return bw.Flush()
}

// turnBytes is how much encoded GIF passes between two turns: image/gif
// writes through the bufio.Writer it is given, which hands on this much
// at a time; a few ms of compression.
const turnBytes = 4 << 10

// pageTurn lets a browser's page have its turn (solver.Yield, time-sliced;
// nothing elsewhere); a test counts the calls.
var pageTurn = solver.Yield

// turnWriter gives the page a turn and checks for a cancel at each write.
type turnWriter struct {
	ctx context.Context
	w   io.Writer
}

func (t *turnWriter) Write(p []byte) (int, error) {
	pageTurn()
	if err := t.ctx.Err(); err != nil {
		return 0, err
	}
	return t.w.Write(p)
}
