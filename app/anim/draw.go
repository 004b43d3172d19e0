package anim

import (
	"image"
	"image/color"
	"math"
	"strconv"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// The window's light theme (Fyne 2.8's light palette, and the app's darker
// success and warning of app/theme.go), so that a GIF on a slide looks
// like the app it was made in. A test pins them against Fyne's own.
var (
	colBackground = color.RGBA{0xff, 0xff, 0xff, 0xff}
	colForeground = color.RGBA{0x56, 0x56, 0x56, 0xff}
	colFrame      = color.RGBA{0xe3, 0xe3, 0xe3, 0xff} // InputBorder: the board's frame
	colWell       = color.RGBA{0xf3, 0xf3, 0xf3, 0xff} // InputBackground: an empty slot
	colPrimary    = color.RGBA{0x29, 0x6f, 0xf6, 0xff} // the tiles
	colOnPrimary  = color.RGBA{0xff, 0xff, 0xff, 0xff} // their numbers
	colSuccess    = color.RGBA{0x1b, 0x80, 0x36, 0xff}
	colWarning    = color.RGBA{0xb0, 0x5a, 0x00, 0xff}
	colMuted      = color.RGBA{0x88, 0x88, 0x88, 0xff} // Placeholder: secondary text
	// Shadow is black at 0x44 alpha, here over a well
	colShadowWell = shade(colWell)
)

func shade(c color.RGBA) color.RGBA {
	f := func(v uint8) uint8 { return uint8(int(v) * (0xff - 0x44) / 0xff) }
	return color.RGBA{f(c.R), f(c.G), f(c.B), 0xff}
}

// fonts are Go's own, parsed once: the CLI has no Fyne and so no Noto
// Sans; Go Bold's digits read as the window's do.
var fonts = sync.OnceValues(func() ([2]*opentype.Font, error) {
	b, err := opentype.Parse(gobold.TTF)
	if err != nil {
		return [2]*opentype.Font{}, err
	}
	r, err := opentype.Parse(goregular.TTF)
	return [2]*opentype.Font{r, b}, err
})

// canvas is one frame being drawn. It keeps its faces by size: a face is
// not safe for concurrent use, so each render has its own canvas.
type canvas struct {
	img   *image.RGBA
	faces map[faceKey]font.Face
	base  []byte // what clear restores: the parts every frame shares
}

type faceKey struct {
	size float64
	bold bool
}

func newCanvas(w, h int) *canvas {
	return &canvas{img: image.NewRGBA(image.Rect(0, 0, w, h)), faces: map[faceKey]font.Face{}}
}

// keep makes what is drawn now the base every frame starts from: the
// title, the board's frame and wells do not change from frame to frame,
// and drawing them again took most of a frame's time.
func (c *canvas) keep() { c.base = append(c.base[:0], c.img.Pix...) }

// clear starts a frame: from the base kept, else white.
func (c *canvas) clear() {
	if c.base != nil {
		copy(c.img.Pix, c.base)
		return
	}
	p := c.img.Pix
	for i := 0; i < len(p); i += 4 {
		p[i], p[i+1], p[i+2], p[i+3] = 0xff, 0xff, 0xff, 0xff
	}
}

func (c *canvas) face(size float64, bold bool) font.Face {
	k := faceKey{math.Round(size*4) / 4, bold}
	if f, ok := c.faces[k]; ok {
		return f
	}
	fs, err := fonts()
	if err != nil { // the fonts are compiled in: not expected
		panic("anim: the Go fonts do not parse: " + err.Error())
	}
	i := 0
	if bold {
		i = 1
	}
	f, err := opentype.NewFace(fs[i], &opentype.FaceOptions{Size: k.size, DPI: 72, Hinting: font.HintingFull})
	if err != nil {
		panic("anim: " + err.Error())
	}
	c.faces[k] = f
	return f
}

// roundRect fills a rectangle with rounded corners, its edges
// antialiased (the blends fall on the palette's ramps).
func (c *canvas) roundRect(x0, y0, x1, y1, r float64, col color.RGBA) {
	r = min(r, (x1-x0)/2, (y1-y0)/2)
	b := c.img.Bounds()
	ix0, iy0 := max(int(math.Floor(x0)), b.Min.X), max(int(math.Floor(y0)), b.Min.Y)
	ix1, iy1 := min(int(math.Ceil(x1)), b.Max.X), min(int(math.Ceil(y1)), b.Max.Y)
	for y := iy0; y < iy1; y++ {
		py := float64(y) + 0.5
		// rows clear of the corners: only the two edge pixels are partly
		// covered, the span between them is filled at once
		lo, hi := ix1, ix1 // the span filled at once, none by default
		if py-0.5 >= y0+r && py+0.5 <= y1-r {
			lo, hi = max(int(math.Ceil(x0)), ix0), min(int(math.Floor(x1)), ix1)
			c.span(lo, hi, y, col)
		}
		for x := ix0; x < ix1; x++ {
			if x == lo && hi > lo {
				x = hi - 1
				continue
			}
			px := float64(x) + 0.5
			// signed distance to the rounded rectangle's edge
			qx := max(x0+r-px, px-(x1-r), 0)
			qy := max(y0+r-py, py-(y1-r), 0)
			var d float64
			if qx > 0 && qy > 0 {
				d = math.Hypot(qx, qy) - r
			} else {
				d = max(x0-px, px-x1, y0-py, py-y1)
			}
			cov := min(max(0.5-d, 0), 1)
			if cov <= 0 {
				continue
			}
			c.blend(x, y, col, cov)
		}
	}
}

// span fills pixels x0..x1-1 of row y.
func (c *canvas) span(x0, x1, y int, col color.RGBA) {
	if x1 <= x0 {
		return
	}
	i := c.img.PixOffset(x0, y)
	p := c.img.Pix[i : i+4*(x1-x0)]
	for j := 0; j < len(p); j += 4 {
		p[j], p[j+1], p[j+2], p[j+3] = col.R, col.G, col.B, 0xff
	}
}

func (c *canvas) blend(x, y int, col color.RGBA, cov float64) {
	i := c.img.PixOffset(x, y)
	p := c.img.Pix[i : i+4 : i+4]
	if cov >= 1 {
		p[0], p[1], p[2], p[3] = col.R, col.G, col.B, 0xff
		return
	}
	mix := func(a, b uint8) uint8 { return uint8(math.Round(float64(a)*cov + float64(b)*(1-cov))) }
	p[0], p[1], p[2], p[3] = mix(col.R, p[0]), mix(col.G, p[1]), mix(col.B, p[2]), 0xff
}

// align places text about x.
type align int

const (
	left align = iota
	center
	right
)

// fit is the size at which s fits width, size at most.
func (c *canvas) fit(s string, size, width float64, bold bool) float64 {
	w := float64(font.MeasureString(c.face(size, bold), s)) / 64
	if w > width {
		return size * width / w
	}
	return size
}

// drawnText, set by the package's tests only, is told every line a frame
// writes: a picture's words cannot be read back from its pixels.
var drawnText func(string)

// text draws s with its baseline at y, shrunk to fit width when it is
// wider (0: no limit); it returns the size used.
func (c *canvas) text(s string, x, y, size, width float64, bold bool, a align, col color.RGBA) float64 {
	if drawnText != nil {
		drawnText(s)
	}
	f := c.face(size, bold)
	w := float64(font.MeasureString(f, s)) / 64
	if width > 0 && w > width {
		size *= width / w
		f = c.face(size, bold)
		w = float64(font.MeasureString(f, s)) / 64
	}
	switch a {
	case center:
		x -= w / 2
	case right:
		x -= w
	}
	d := font.Drawer{Dst: c.img, Src: image.NewUniform(col), Face: f, Dot: fixed.P(int(math.Round(x)), int(math.Round(y)))}
	d.DrawString(s)
	return size
}

// geometry is where a board's cells go inside a box, as the window's
// board lays them out: a gap of 2.5% of the shorter side, square cells.
type geometry struct {
	x, y, cell, gap float64
	rows, cols      int
}

func boardGeometry(sh solver.Shape, x, y, w, h float64) geometry {
	sh = sh.Norm()
	rows, cols := float64(sh.Rows), float64(sh.Cols)
	gap := max(2, min(w, h)*0.025)
	cell := min((w-gap*(cols+1))/cols, (h-gap*(rows+1))/rows)
	bw, bh := cell*cols+gap*(cols+1), cell*rows+gap*(rows+1)
	return geometry{x: x + (w-bw)/2, y: y + (h-bh)/2, cell: cell, gap: gap, rows: sh.Rows, cols: sh.Cols}
}

func (g geometry) width() float64  { return g.cell*float64(g.cols) + g.gap*float64(g.cols+1) }
func (g geometry) height() float64 { return g.cell*float64(g.rows) + g.gap*float64(g.rows+1) }

// cellPos is the top left corner of cell i.
func (g geometry) cellPos(i int) (float64, float64) {
	r, c := i/g.cols, i%g.cols
	return g.x + g.gap + float64(c)*(g.cell+g.gap), g.y + g.gap + float64(r)*(g.cell+g.gap)
}

// slide is a tile on its way between two cells: at t = 0 in from, at 1 in
// the cell the board has it in.
type slide struct {
	tile, from int
	t          float64
}

// A board is drawn as the window's board draws it: a frame, wells, and
// each tile a rounded square over its shadow with its number in bold;
// boardBase draws the board without its tiles: the frame and the wells.
func (c *canvas) boardBase(g geometry) {
	radius := g.cell * 0.12
	c.roundRect(g.x, g.y, g.x+g.width(), g.y+g.height(), radius+g.gap/2, colFrame)
	for i := range g.rows * g.cols {
		x, y := g.cellPos(i)
		c.roundRect(x, y, x+g.cell, y+g.cell, radius, colWell)
	}
}

// tiles draws b's tiles over a board's base.
func (c *canvas) tiles(g geometry, b board, s slide) {
	radius := g.cell * 0.12
	n := g.rows * g.cols
	lift := max(1, g.cell*0.035)
	type placed struct {
		t    int
		x, y float64
	}
	tiles := make([]placed, 0, n)
	for i := range n {
		t := b.At(i)
		if t == 0 {
			continue
		}
		x, y := g.cellPos(i)
		if s.tile == t && s.t < 1 {
			fx, fy := g.cellPos(s.from)
			x, y = fx+(x-fx)*s.t, fy+(y-fy)*s.t
		}
		tiles = append(tiles, placed{t, x, y})
	}
	// shadows first: a sliding tile's shadow must not cover its neighbour
	for _, p := range tiles {
		// black at Fyne's shadow alpha over a well; over the frame's
		// thin gap the same grey, a shade lighter than Fyne's there
		c.roundRect(p.x, p.y+lift, p.x+g.cell, p.y+lift+g.cell, radius, colShadowWell)
	}
	size := g.cell * 0.46
	if n > 10 {
		size = g.cell * 0.40
	}
	for _, p := range tiles {
		c.roundRect(p.x, p.y, p.x+g.cell, p.y+g.cell, radius, colPrimary)
		// the number centred on the cell, by its digits' height
		c.text(strconv.Itoa(p.t), p.x+g.cell/2, p.y+g.cell/2+size*0.36, size, 0, true, center, colOnPrimary)
	}
}

// bar draws a progress bar: a frame-coloured track filled to frac.
func (c *canvas) bar(x, y, w, h, frac float64, col color.RGBA) {
	c.roundRect(x, y, x+w, y+h, h/2, colFrame)
	if frac > 0 {
		c.roundRect(x, y, x+max(h, w*min(frac, 1)), y+h, h/2, col)
	}
}
