//go:build ignore

// gen_icon draws assets/icon.png: a 3x3 sliding board whose blank sits in the
// bottom row and whose "8" tile is part-way through the last move of a solve.
// Pure Go (golang.org/x/image/vector, already in go.sum through Fyne), so the
// PNG is the same on every machine and needs no fonts or ImageMagick.
//
//	go run assets/gen_icon.go        # from the module root
package main

import (
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"log"
	"os"

	"golang.org/x/image/vector"
)

const size = 512

// Layout in 512-px units. Every edge sits on a multiple of 32, which is a
// whole pixel at 16x16 (and two at 32x32), so the one-pixel gaps between
// tiles stay crisp instead of blurring into grey when the icon is tiny.
const (
	bgRadius = 88  // corner radius of the board, which fills the canvas
	origin   = 32  // left/top edge of the first tile: the board's frame
	tile     = 128 // tile side
	gap      = 32  // space between tiles
	tileR    = 24  // tile corner radius
	lip      = 12  // depth of the darker lower edge that makes tiles look raised
	slide    = 64  // how far the 8 has moved left toward the blank
)

var (
	bgTop    = rgb(0x3b, 0x6f, 0xf0)
	bgBottom = rgb(0x1c, 0x2f, 0x8a)
	faceTop  = rgb(0xff, 0xff, 0xff)
	faceBot  = rgb(0xdc, 0xe4, 0xf2)
	faceLip  = rgb(0x8a, 0x9b, 0xc4)
	gold1    = rgb(0xff, 0xd1, 0x4a)
	gold2    = rgb(0xf5, 0x9e, 0x0b)
	goldLip  = rgb(0xb4, 0x5a, 0x09)
	numeral  = rgb(0x7a, 0x35, 0x0c)
	trail    = color.NRGBA{0xff, 0xff, 0xff, 0xa0}
)

func main() {
	out := "assets/icon.png"
	if len(os.Args) > 1 {
		out = os.Args[1]
	}
	img := image.NewNRGBA(image.Rect(0, 0, size, size))

	fill(img, roundRect(0, 0, size, size, bgRadius), vgrad(bgTop, bgBottom, 0, size))

	// Goal order 1..8 with the blank at index 7: the final move slides the 8
	// from the bottom-right cell into the bottom-middle one.
	for i := 0; i < 9; i++ {
		if i == 7 {
			continue
		}
		x := float32(origin + (i%3)*(tile+gap))
		y := float32(origin + (i/3)*(tile+gap))
		if i == 8 {
			x -= slide
			drawTrail(img, x+tile, y)
			drawTile(img, x, y, gold1, gold2, goldLip)
			drawEight(img, x+tile/2, y+(tile-lip)/2)
			continue
		}
		drawTile(img, x, y, faceTop, faceBot, faceLip)
	}

	f, err := os.Create(out)
	if err != nil {
		log.Fatal(err)
	}
	if err := png.Encode(f, img); err != nil {
		log.Fatal(err)
	}
	if err := f.Close(); err != nil {
		log.Fatal(err)
	}
}

// drawTile draws a raised tile: a darker full-size slab under a face that
// stops lip pixels short of the bottom.
func drawTile(dst draw.Image, x, y float32, top, bottom, edge color.NRGBA) {
	fill(dst, roundRect(x, y, x+tile, y+tile, tileR), image.NewUniform(edge))
	fill(dst, roundRect(x, y, x+tile, y+tile-lip, tileR), vgrad(top, bottom, int(y), int(y+tile-lip)))
}

// drawEight draws the numeral as two stacked rings, so no font is needed.
// Each ring gets its own rasterizer: rings that share one would cancel each
// other where a hole meets the other ring's disc.
func drawEight(dst draw.Image, cx, cy float32) {
	const stroke = 13
	const rTop, rBot = 14, 17 // centre-line radii; the lower bowl is wider, as in most faces
	const height = 2*rTop + 2*rBot + stroke
	yTop := cy - height/2 + stroke/2 + rTop
	for _, c := range []struct{ y, r float32 }{{yTop, rTop}, {yTop + rTop + rBot, rBot}} {
		z := newRaster()
		ring(z, cx, c.y, c.r+stroke/2, c.r-stroke/2)
		fill(dst, z, image.NewUniform(numeral))
	}
}

// drawTrail leaves speed lines in the cell the 8 is leaving. They fade away
// from the tile and differ in length, so they read as motion, not as a
// "menu" glyph.
func drawTrail(dst draw.Image, x, y float32) {
	fade := hgrad(trail, color.NRGBA{trail.R, trail.G, trail.B, 0}, int(x), int(x+slide))
	for _, l := range []struct{ dy, len float32 }{{36, 40}, {57, 54}, {78, 34}} {
		fill(dst, roundRect(x+6, y+l.dy-4, x+6+l.len, y+l.dy+4, 4), fade)
	}
}

func rgb(r, g, b uint8) color.NRGBA { return color.NRGBA{r, g, b, 0xff} }

func newRaster() *vector.Rasterizer { return vector.NewRasterizer(size, size) }

func fill(dst draw.Image, z *vector.Rasterizer, src image.Image) {
	z.Draw(dst, dst.Bounds(), src, image.Point{})
}

// vgrad is a vertical gradient from a at row y0 to b at row y1.
func vgrad(a, b color.NRGBA, y0, y1 int) image.Image {
	g := image.NewNRGBA(image.Rect(0, 0, size, size))
	for y := 0; y < size; y++ {
		c := mix(a, b, float32(y-y0)/float32(y1-y0))
		for x := 0; x < size; x++ {
			g.SetNRGBA(x, y, c)
		}
	}
	return g
}

// hgrad is a horizontal gradient from a at column x0 to b at column x1.
func hgrad(a, b color.NRGBA, x0, x1 int) image.Image {
	g := image.NewNRGBA(image.Rect(0, 0, size, size))
	for x := 0; x < size; x++ {
		c := mix(a, b, float32(x-x0)/float32(x1-x0))
		for y := 0; y < size; y++ {
			g.SetNRGBA(x, y, c)
		}
	}
	return g
}

// mix blends a toward b by t, clamped to [0, 1].
func mix(a, b color.NRGBA, t float32) color.NRGBA {
	t = min(max(t, 0), 1)
	return color.NRGBA{lerp(a.R, b.R, t), lerp(a.G, b.G, t), lerp(a.B, b.B, t), lerp(a.A, b.A, t)}
}

func lerp(a, b uint8, t float32) uint8 { return uint8(float32(a) + (float32(b)-float32(a))*t + 0.5) }

// kappa places cubic control points so that a quarter curve matches a circle.
const kappa = 0.5523

func roundRect(x0, y0, x1, y1, r float32) *vector.Rasterizer {
	z := newRaster()
	k := r * (1 - kappa)
	z.MoveTo(x0+r, y0)
	z.LineTo(x1-r, y0)
	z.CubeTo(x1-k, y0, x1, y0+k, x1, y0+r)
	z.LineTo(x1, y1-r)
	z.CubeTo(x1, y1-k, x1-k, y1, x1-r, y1)
	z.LineTo(x0+r, y1)
	z.CubeTo(x0+k, y1, x0, y1-k, x0, y1-r)
	z.LineTo(x0, y0+r)
	z.CubeTo(x0, y0+k, x0+k, y0, x0+r, y0)
	z.ClosePath()
	return z
}

// ring adds an annulus; the inner circle runs the other way round, so its
// signed area cancels the outer disc and leaves a hole.
func ring(z *vector.Rasterizer, cx, cy, outer, inner float32) {
	circle(z, cx, cy, outer, false)
	circle(z, cx, cy, inner, true)
}

func circle(z *vector.Rasterizer, cx, cy, r float32, reverse bool) {
	k := r * kappa
	if !reverse {
		z.MoveTo(cx+r, cy)
		z.CubeTo(cx+r, cy+k, cx+k, cy+r, cx, cy+r)
		z.CubeTo(cx-k, cy+r, cx-r, cy+k, cx-r, cy)
		z.CubeTo(cx-r, cy-k, cx-k, cy-r, cx, cy-r)
		z.CubeTo(cx+k, cy-r, cx+r, cy-k, cx+r, cy)
	} else {
		z.MoveTo(cx+r, cy)
		z.CubeTo(cx+r, cy-k, cx+k, cy-r, cx, cy-r)
		z.CubeTo(cx-k, cy-r, cx-r, cy-k, cx-r, cy)
		z.CubeTo(cx-r, cy+k, cx-k, cy+r, cx, cy+r)
		z.CubeTo(cx+k, cy+r, cx+r, cy+k, cx+r, cy)
	}
	z.ClosePath()
}
