package widgets

import (
	"image"
	"image/color"
	"math"
	"sync"

	"fyne.io/fyne/v2/theme"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// The tree is drawn by hand into one image: thousands of Fyne objects
// would cost far more to lay out and paint than a few thousand shapes
// rasterized straight into pixels, and only what is in view is drawn.

// treeShape is how a state looks besides its colour, so that the states
// stay apart for readers who cannot tell the colours apart, and in print.
type treeShape uint8

const (
	shapeCircle treeShape = iota
	shapeDiamond
	shapeSquare
	shapeSmallSquare
)

// treeLayer is the order nodes are drawn in: pruned ones first, the
// solution path last, so what matters most is on top where dots crowd.
var treeLayer = [treeStates]int{TreeFrontier: 2, TreeExpanded: 3, TreeDuplicate: 0, TreeCutoff: 1}

const treePathLayer = 4

var treeShapes = [treeStates]treeShape{
	TreeFrontier: shapeDiamond, TreeExpanded: shapeCircle, TreeDuplicate: shapeSmallSquare, TreeCutoff: shapeSquare,
}

// treePalette is every colour of a drawing. The state colours are the
// Okabe-Ito colour-blind-safe set, a lighter blue and green on dark, with
// the greys and the dark theme's blue and red moved in lightness until
// every two stay apart under protanopia, deuteranopia and tritanopia
// (TestTreeColoursSeenByEveryReader).
type treePalette struct {
	bg, edge, ring, boardBg, tile, digit, text color.RGBA
	state                                      [treeStates]color.RGBA
	path                                       color.RGBA
	current                                    color.RGBA // the board being expanded
}

func rgb(v uint32) color.RGBA { return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff} }

func treePaletteFor(dark bool) treePalette {
	if dark {
		return treePalette{
			bg: rgb(0x17171a), edge: rgb(0x5c5f66), ring: rgb(0xffffff), boardBg: rgb(0x202226),
			tile: rgb(0x3b3f46), digit: rgb(0xf2f2f2), text: rgb(0xe8e8e8),
			state: [treeStates]color.RGBA{TreeFrontier: rgb(0xe69f00), TreeExpanded: rgb(0x9ad2f2),
				TreeDuplicate: rgb(0x808080), TreeCutoff: rgb(0xcc79a7)},
			path: rgb(0x2ec28f), current: rgb(0xe65f37),
		}
	}
	return treePalette{
		bg: rgb(0xffffff), edge: rgb(0xb4b8bf), ring: rgb(0x000000), boardBg: rgb(0xffffff),
		tile: rgb(0xe4e9f0), digit: rgb(0x1a1a1a), text: rgb(0x1a1a1a),
		state: [treeStates]color.RGBA{TreeFrontier: rgb(0xe69f00), TreeExpanded: rgb(0x0072b2),
			TreeDuplicate: rgb(0xb8b8b8), TreeCutoff: rgb(0xcc79a7)},
		path: rgb(0x009e73), current: rgb(0xd55e00),
	}
}

// nodeLook is the colour and shape of a node.
func (p *treePalette) nodeLook(n *TreeNode) (color.RGBA, treeShape) {
	if n.OnPath {
		return p.path, shapeCircle
	}
	s := n.state()
	return p.state[s], treeShapes[s]
}

// treeCanvas draws anti-aliased shapes into an opaque RGBA image.
type treeCanvas struct {
	img  *image.RGBA
	w, h int
}

func newTreeCanvas(img *image.RGBA) *treeCanvas {
	return &treeCanvas{img: img, w: img.Rect.Dx(), h: img.Rect.Dy()}
}

func (c *treeCanvas) clear(col color.RGBA) {
	pix := c.img.Pix
	if len(pix) == 0 {
		return
	}
	pix[0], pix[1], pix[2], pix[3] = col.R, col.G, col.B, 0xff
	for n := 4; n < len(pix); n *= 2 {
		copy(pix[n:], pix[:n])
	}
}

// blend lays col over pixel (x, y) with coverage a in 0..1.
func (c *treeCanvas) blend(x, y int, col color.RGBA, a float32) {
	if x < 0 || y < 0 || x >= c.w || y >= c.h || a <= 0 {
		return
	}
	i := y*c.img.Stride + x*4
	p := c.img.Pix[i : i+3 : i+3]
	if a >= 1 {
		p[0], p[1], p[2] = col.R, col.G, col.B
		return
	}
	k := uint32(a*256 + 0.5)
	p[0] = uint8((uint32(p[0])*(256-k) + uint32(col.R)*k) >> 8)
	p[1] = uint8((uint32(p[1])*(256-k) + uint32(col.G)*k) >> 8)
	p[2] = uint8((uint32(p[2])*(256-k) + uint32(col.B)*k) >> 8)
}

func (c *treeCanvas) fillRect(x0, y0, x1, y1 int, col color.RGBA) {
	x0, y0, x1, y1 = max(x0, 0), max(y0, 0), min(x1, c.w), min(y1, c.h)
	for y := y0; y < y1; y++ {
		row := c.img.Pix[y*c.img.Stride:]
		for x := x0; x < x1; x++ {
			row[4*x], row[4*x+1], row[4*x+2] = col.R, col.G, col.B
		}
	}
}

// line draws a segment width pixels wide, walking its longer axis and
// covering each row (or column) by how much of it the stroke overlaps. It
// is the hot loop of a fitted big tree (a million pixels of edges), so it
// works in whole pixels and a 0..256 coverage.
func (c *treeCanvas) line(x0, y0, x1, y1, width float32, col color.RGBA) {
	dx, dy := x1-x0, y1-y0
	steep := abs32(dy) >= abs32(dx)
	if !steep { // walk columns: swap the axes, and back when plotting
		x0, y0, x1, y1, dx, dy = y0, x0, y1, x1, dy, dx
	}
	if dy == 0 {
		return
	}
	if y0 > y1 {
		x0, y0, x1, y1, dx, dy = x1, y1, x0, y0, -dx, -dy
	}
	// along is the walked axis's pixel count, across the other's; step is
	// the distance in Pix from one pixel to the next across
	along, across, stride, step := c.h, c.w, c.img.Stride, 4
	if !steep {
		along, across, stride, step = c.w, c.h, 4, c.img.Stride
	}
	slope := dx / dy
	ya, yb := max(floorInt(y0), 0), min(floorInt(y1), along-1)
	pix := c.img.Pix
	cr, cg, cb := uint32(col.R), uint32(col.G), uint32(col.B)
	mix := func(i int, k uint32) {
		if k >= 256 {
			pix[i], pix[i+1], pix[i+2] = col.R, col.G, col.B
			return
		}
		p := pix[i : i+3 : i+3]
		p[0] = uint8((uint32(p[0])*(256-k) + cr*k) >> 8)
		p[1] = uint8((uint32(p[1])*(256-k) + cg*k) >> 8)
		p[2] = uint8((uint32(p[2])*(256-k) + cb*k) >> 8)
	}
	if width <= 1 {
		// a hairline, as most edges are: two pixels a row shared by
		// where the line's middle falls (Wu's line)
		for y := ya; y <= yb; y++ {
			fy := float32(y)
			yc := min(max(fy+0.5, y0), y1)
			xm := x0 + (yc-y0)*slope - 0.5
			xi := floorInt(xm)
			k := uint32((xm - float32(xi)) * 256)
			if xi >= 0 && xi < across {
				mix(y*stride+xi*step, 256-k)
			}
			if xi+1 >= 0 && xi+1 < across && k > 0 {
				mix(y*stride+(xi+1)*step, k)
			}
		}
		return
	}
	hw := width / 2 * float32(math.Sqrt(float64(1+slope*slope)))
	for y := ya; y <= yb; y++ {
		fy := float32(y)
		vc := min(min(fy+1, y1)-max(fy, y0), 1)
		if vc <= 0 {
			continue
		}
		yc := min(max(fy+0.5, y0), y1)
		xc := x0 + (yc-y0)*slope
		a, b := xc-hw, xc+hw
		fa, fb := floorInt(a), floorInt(b)
		full := uint32(vc * 256)
		if fa == fb { // the stroke within one pixel
			if fa >= 0 && fa < across {
				mix(y*stride+fa*step, uint32((b-a)*vc*256))
			}
			continue
		}
		// partly covered ends, wholly covered pixels between
		if fa >= 0 && fa < across {
			mix(y*stride+fa*step, uint32((float32(fa+1)-a)*vc*256))
		}
		if fb >= 0 && fb < across {
			mix(y*stride+fb*step, uint32((b-float32(fb))*vc*256))
		}
		xa, xb := max(fa+1, 0), min(fb-1, across-1)
		for x, i := xa, y*stride+xa*step; x <= xb; x, i = x+1, i+step {
			mix(i, full)
		}
	}
}

// floorInt is math.Floor for the pixel range, without float64 round trips.
func floorInt(f float32) int {
	i := int(f)
	if float32(i) > f {
		i--
	}
	return i
}

func clamp01(f float32) float32 { return min(max(f, 0), 1) }

// stamp is a shape's coverage, worked out once per draw and then laid
// on thousands of dots: a fitted big tree is mostly dots.
type stamp struct {
	side, ext int
	cov       []float32
}

func newStamp(s treeShape, r float32) *stamp {
	switch s {
	case shapeDiamond:
		r *= 1.25 // a diamond's corners reach further for the same weight
	case shapeSquare:
		r *= 0.85
	case shapeSmallSquare:
		r = max(r*0.6, 1.2)
	}
	ext := int(math.Ceil(float64(r))) + 1
	st := &stamp{side: 2*ext + 1, ext: ext}
	st.cov = make([]float32, st.side*st.side)
	for y := range st.side {
		dy := abs32(float32(y - ext))
		for x := range st.side {
			dx := abs32(float32(x - ext))
			var cov float32
			switch s {
			case shapeCircle:
				cov = r - float32(math.Sqrt(float64(dx*dx+dy*dy))) + 0.5
			case shapeDiamond:
				cov = (r-dx-dy)/math.Sqrt2 + 0.5
			default:
				cov = min(r-dx+0.5, r-dy+0.5)
			}
			st.cov[y*st.side+x] = clamp01(cov)
		}
	}
	return st
}

// stamp lays st on the pixel holding (cx, cy): half a pixel off at most,
// which no one sees at the sizes of dots.
func (c *treeCanvas) stamp(st *stamp, cx, cy float32, col color.RGBA) {
	x0, y0 := floorInt(cx)-st.ext, floorInt(cy)-st.ext
	for y := range st.side {
		row := st.cov[y*st.side : (y+1)*st.side]
		for x, a := range row {
			if a > 0 {
				c.blend(x0+x, y0+y, col, a)
			}
		}
	}
}

// shape fills a node's shape of radius r centred on (cx, cy).
func (c *treeCanvas) shape(s treeShape, cx, cy, r float32, col color.RGBA) {
	c.stamp(newStamp(s, r), cx, cy, col)
}

// ring draws a circle's outline of radius r, width wide.
func (c *treeCanvas) ring(cx, cy, r, width float32, col color.RGBA) {
	ext := r + width/2 + 1
	for y := max(int(cy-ext), 0); y <= min(int(cy+ext)+1, c.h-1); y++ {
		dy := float32(y) + 0.5 - cy
		for x := max(int(cx-ext), 0); x <= min(int(cx+ext)+1, c.w-1); x++ {
			dx := float32(x) + 0.5 - cx
			d := abs32(float32(math.Sqrt(float64(dx*dx+dy*dy))) - r)
			c.blend(x, y, col, clamp01(width/2-d+0.5))
		}
	}
}

// frame draws a rectangle's outline, width pixels inside (x0, y0, x1, y1).
func (c *treeCanvas) frame(x0, y0, x1, y1, width int, col color.RGBA) {
	c.fillRect(x0, y0, x1, y0+width, col)
	c.fillRect(x0, y1-width, x1, y1, col)
	c.fillRect(x0, y0, x0+width, y1, col)
	c.fillRect(x1-width, y0, x1, y1, col)
}

// boardNode draws a node as a board framed in its colour, with its
// shape (the dot it is when zoomed out) as a badge on the frame's top
// left corner: the frames of a frontier and an expanded board differ in
// more than colour, for a reader who cannot tell the colours apart and
// on paper.
func (c *treeCanvas) boardNode(n *TreeNode, m *treeModel, cx, cy, s float32, pal *treePalette) {
	col, shape := pal.nodeLook(n)
	c.board(n.Board, m.tilesOf(n.Board), m.shape, cx, cy, s, col, n.OnPath, pal)
	r := max(3, s*0.12)
	bx, by := cx-s/2+r*0.6, cy-s/2+r*0.6
	c.shape(shapeCircle, bx, by, r*1.45, pal.bg) // sets the badge off the frame
	c.shape(shape, bx, by, r, col)
}

// board draws a node as a small board of side s pixels centred on
// (cx, cy): a frame in the node's colour around its tiles, with numbers
// once the cells are large enough to read them. tiles, when not nil, are
// b's cells (a board the caller numbers).
func (c *treeCanvas) board(b solver.Board, tiles []int, sh solver.Shape, cx, cy, s float32, frameCol color.RGBA, thick bool, pal *treePalette) {
	sh = sh.Norm()
	rows, cols := sh.Rows, sh.Cols
	side := int(math.Round(float64(s)))
	x0, y0 := int(math.Round(float64(cx-s/2))), int(math.Round(float64(cy-s/2)))
	bw := max(1, int(math.Round(float64(s)*0.07)))
	if thick {
		bw = max(2, int(math.Round(float64(s)*0.11)))
	}
	c.fillRect(x0, y0, x0+side, y0+side, frameCol)
	c.fillRect(x0+bw, y0+bw, x0+side-bw, y0+side-bw, pal.boardBg)
	inner := float32(side - 2*bw)
	gap := max(1, float32(math.Round(float64(inner)*0.04)))
	// square cells, as many as the longer side needs; the shorter side
	// is centred
	n := float32(max(rows, cols))
	cell := (inner - gap*(n+1)) / n
	if cell < 1 {
		return
	}
	offX := (inner - (cell*float32(cols) + gap*float32(cols+1))) / 2
	offY := (inner - (cell*float32(rows) + gap*float32(rows+1))) / 2
	var gl *glyphSet
	// smaller numbers are a smudge: the tiles alone still show the blank,
	// and zooming in brings the numbers
	if px := int(cell * 0.62); px >= MinDigitPx {
		gl = digitGlyphs(px)
	}
	for i := range rows * cols {
		t := at(b, tiles, i)
		if t == 0 {
			continue
		}
		r, col := i/cols, i%cols
		tx := float32(x0+bw) + offX + gap + float32(col)*(cell+gap)
		ty := float32(y0+bw) + offY + gap + float32(r)*(cell+gap)
		ix0, iy0 := int(math.Round(float64(tx))), int(math.Round(float64(ty)))
		ix1, iy1 := int(math.Round(float64(tx+cell))), int(math.Round(float64(ty+cell)))
		c.fillRect(ix0, iy0, ix1, iy1, pal.tile)
		if gl != nil {
			c.number(gl, t, float32(ix0+ix1)/2, float32(iy0+iy1)/2, pal.digit)
		}
	}
}

// number writes n centred on (cx, cy).
func (c *treeCanvas) number(gl *glyphSet, n int, cx, cy float32, col color.RGBA) {
	var digits [4]int
	k := 0
	for {
		digits[k] = n % 10
		k++
		n /= 10
		if n == 0 || k == len(digits) {
			break
		}
	}
	width := 0
	for j := range k {
		width += gl.adv[digits[j]]
	}
	x := int(math.Round(float64(cx) - float64(width)/2))
	y := int(math.Round(float64(cy) - float64(gl.height)/2))
	for j := k - 1; j >= 0; j-- {
		m := gl.masks[digits[j]]
		for yy := range gl.height {
			row := m.Pix[yy*m.Stride:]
			for xx := range m.Rect.Dx() {
				if a := row[xx]; a > 0 {
					c.blend(x+xx, y+yy, col, float32(a)/255)
				}
			}
		}
		x += gl.adv[digits[j]]
	}
}

// glyphSet is the digits at one pixel size, cropped to the digits' height.
type glyphSet struct {
	masks  [10]*image.Alpha
	adv    [10]int
	height int
}

var treeFont struct {
	once   sync.Once
	font   *opentype.Font
	mu     sync.Mutex
	digits map[int]*glyphSet
	faces  map[float64]font.Face
}

// fontFace is the theme's bold font at size pixels; nil if it cannot be
// read, and then boards show no numbers and exports no words, rather
// than fail.
func fontFace(size float64) font.Face {
	treeFont.once.Do(func() {
		treeFont.font, _ = opentype.Parse(theme.DefaultTextBoldFont().Content())
		treeFont.digits = map[int]*glyphSet{}
		treeFont.faces = map[float64]font.Face{}
	})
	if treeFont.font == nil {
		return nil
	}
	treeFont.mu.Lock()
	defer treeFont.mu.Unlock()
	if f, ok := treeFont.faces[size]; ok {
		return f
	}
	f, err := opentype.NewFace(treeFont.font, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingFull})
	if err != nil {
		f = nil
	}
	treeFont.faces[size] = f
	return f
}

// digitGlyphs renders the ten digits once per size: a frame at a board
// zoom writes hundreds of them.
func digitGlyphs(px int) *glyphSet {
	px = max(px, 4)
	face := fontFace(float64(px))
	if face == nil {
		return nil
	}
	treeFont.mu.Lock()
	defer treeFont.mu.Unlock()
	if g, ok := treeFont.digits[px]; ok {
		return g
	}
	bounds, _ := font.BoundString(face, "0123456789")
	top, bottom := bounds.Min.Y.Floor(), bounds.Max.Y.Ceil()
	g := &glyphSet{height: bottom - top}
	for d := range 10 {
		s := string(rune('0' + d))
		adv := font.MeasureString(face, s).Ceil()
		m := image.NewAlpha(image.Rect(0, 0, adv, g.height))
		dr := font.Drawer{Dst: m, Src: image.Opaque, Face: face, Dot: fixed.P(0, -top)}
		dr.DrawString(s)
		g.masks[d], g.adv[d] = m, adv
	}
	treeFont.digits[px] = g
	return g
}

// drawTree draws what of the tree falls in the image, at scale pixels per
// Fyne unit, with a ring around node sel (-1: none).
func (m *treeModel) drawTree(c *treeCanvas, v treeView, scale float32, pal *treePalette, sel int32) {
	m.layout()
	c.clear(pal.bg)
	if len(m.levels) == 0 {
		return
	}
	W, H := float32(c.w)/scale, float32(c.h)/scale
	half, ly, boards := v.half(), v.ly(), v.boards()
	margin := half + 4
	x0, x1 := (-margin-v.ox)/v.cx-0.5, (W+margin-v.ox)/v.cx-0.5
	dmin := max(int(math.Floor(float64((-margin-v.oy)/ly-0.5))), 0)
	dmax := min(int(math.Ceil(float64((H+margin-v.oy)/ly-0.5))), len(m.levels)-1)
	if dmin > dmax {
		return
	}

	// edges: from the level above the view down, the path's last and wider
	edgeW := max(scale*0.9, 1)
	if v.cx*scale < 3 {
		edgeW = 1 // packed edges make a texture: hairlines draw it at half the cost on HiDPI
	}
	// where columns are narrower than a few pixels the edges would merge
	// into a grey wall hiding the dots: fainter there
	edgeCol := pal.edge
	if f := clamp01(v.cx * scale / 4); f < 1 {
		edgeCol = mixRGB(pal.bg, pal.edge, max(f, 0.4))
	}
	var pathEdges [][4]float32
	for d := max(dmin-1, 0); d <= dmax; d++ {
		for _, p := range m.levelRange(d, x0, x1) {
			if m.first[p] < 0 {
				continue
			}
			px, py := m.pos(v, p)
			if boards {
				py += half
			}
			if f, l := m.first[p], m.last[p]; (m.x[l]-m.x[f])*v.cx*scale < 1.5 && f != l &&
				!m.nodes[p].OnPath {
				// children closer than a pixel or two: their edges would be
				// drawn over one another, one line reads the same
				cx, cy := m.pos(v, f)
				lx, _ := m.pos(v, l)
				if boards {
					cy -= half
				}
				c.line(px*scale, py*scale, (cx+lx)/2*scale, cy*scale, edgeW, edgeCol)
				continue
			}
			for ch := m.first[p]; ch >= 0; ch = m.next[ch] {
				cx, cy := m.pos(v, ch)
				if boards {
					cy -= half
				}
				e := [4]float32{px * scale, py * scale, cx * scale, cy * scale}
				if m.nodes[ch].OnPath && m.nodes[p].OnPath {
					pathEdges = append(pathEdges, e)
					continue
				}
				c.line(e[0], e[1], e[2], e[3], edgeW, edgeCol)
			}
		}
	}
	for _, e := range pathEdges {
		c.line(e[0], e[1], e[2], e[3], max(scale*2.5, 2), pal.path)
	}

	// nodes, layer by layer
	var layers [treePathLayer + 1][]int32
	for d := dmin; d <= dmax; d++ {
		for _, i := range m.levelRange(d, x0, x1) {
			if x := m.x[i]; x < x0 || x > x1 {
				continue
			}
			n := &m.nodes[i]
			l := treeLayer[n.state()]
			if n.OnPath {
				l = treePathLayer
			}
			layers[l] = append(layers[l], i)
		}
	}
	size, r := v.size()*scale, v.radius()*scale
	var stamps [treeStates]*stamp
	pathStamp := newStamp(shapeCircle, r*1.15)
	for k, sh := range treeShapes {
		stamps[k] = newStamp(sh, r)
	}
	for _, layer := range layers {
		lastX, lastY, lastCol := -1, -1, color.RGBA{}
		for _, i := range layer {
			n := &m.nodes[i]
			x, y := m.pos(v, i)
			col, _ := pal.nodeLook(n) // its shape is in stamps
			if boards {
				c.boardNode(n, m, x*scale, y*scale, size, pal)
				continue
			}
			// fitted, several leaves share a pixel: the same dot again
			// would change nothing (a layer runs left to right by level)
			ix, iy := int(x*scale), int(y*scale)
			if ix == lastX && iy == lastY && col == lastCol {
				continue
			}
			lastX, lastY, lastCol = ix, iy, col
			st := stamps[n.state()]
			if n.OnPath {
				st = pathStamp
			}
			c.stamp(st, x*scale, y*scale, col)
		}
	}

	// the board being expanded, ringed, and the boards it made, ringed
	// thinly; where columns are wide enough (a small tree, or zoomed in)
	// each dot carries the number the search orders it by
	var gl *glyphSet
	if px := int(min(v.cx*scale*0.55, 11*scale)); !boards && px >= MinDigitPx {
		gl = digitGlyphs(px)
	}
	for _, layer := range layers {
		for _, i := range layer {
			n := &m.nodes[i]
			if !n.Current && !n.New && gl == nil {
				continue
			}
			x, y := m.pos(v, i)
			x, y = x*scale, y*scale
			switch {
			case n.Current && boards:
				o := size/2 + 3*scale
				c.frame(int(x-o), int(y-o), int(x+o+1), int(y+o+1), int(max(3*scale, 3)), pal.current)
			case n.Current:
				c.ring(x, y, r*1.5+2*scale, max(2.5*scale, 2.5), pal.current)
			case n.New && !boards:
				c.ring(x, y, r*1.3+scale, max(scale, 1), pal.current)
			}
			if gl != nil {
				c.number(gl, treeLabel(n), x, y+r+float32(gl.height)/2+2*scale, pal.text)
			}
		}
	}

	if sel >= 0 && int(sel) < len(m.nodes) && m.depth[sel] >= 0 {
		x, y := m.pos(v, sel)
		x, y = x*scale, y*scale
		w := max(2*scale, 2)
		if boards {
			o := size/2 + w + 1
			c.frame(int(x-o), int(y-o), int(x+o+1), int(y+o+1), int(w), pal.ring)
		} else {
			c.ring(x, y, r*1.3+w+1.5*scale, w, pal.ring)
		}
	}
}

// swatch draws a legend entry's mark into a w by h image.
func (p *treePalette) swatch(img *image.RGBA, col color.RGBA, shape treeShape) {
	c := newTreeCanvas(img)
	c.clear(p.bg)
	c.shape(shape, float32(c.w)/2, float32(c.h)/2, float32(min(c.w, c.h))*0.36, col)
}

// ringSwatch draws the legend's mark of the rings the step shown puts
// round its boards: thick round the board being expanded, thin round the
// boards it made, as paint draws them.
func (p *treePalette) ringSwatch(img *image.RGBA, thick bool) {
	c := newTreeCanvas(img)
	c.clear(p.bg)
	r := float32(min(c.w, c.h)) * 0.36
	if thick {
		c.ring(float32(c.w)/2, float32(c.h)/2, r, max(r*0.45, 2.5), p.current)
	} else {
		c.ring(float32(c.w)/2, float32(c.h)/2, r, max(r*0.2, 1), p.current)
	}
}

// mixRGB is a + (b-a)*f.
func mixRGB(a, b color.RGBA, f float32) color.RGBA {
	m := func(x, y uint8) uint8 { return uint8(float32(x) + (float32(y)-float32(x))*f + 0.5) }
	return color.RGBA{m(a.R, b.R), m(a.G, b.G), m(a.B, b.B), 0xff}
}

// treeLabel is the number a dot carries: the f it is ordered by, h for a
// search by h alone, g for one without a heuristic; rounded (a weighted
// f is not whole).
func treeLabel(n *TreeNode) int {
	switch {
	case n.HasH && n.NotByF:
		return int(math.Round(n.H))
	case n.HasH:
		return int(math.Round(n.F))
	}
	return n.G
}
