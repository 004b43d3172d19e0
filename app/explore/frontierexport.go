package explore

import (
	"bufio"
	"errors"
	"fmt"
	"fyne.io/fyne/v2/lang"
	"html"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"io"
	"sync"

	"fyne.io/fyne/v2/theme"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"

	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/searchlog"
)

// The frontier is saved as a grid of boards in the print look: black on
// white, each with its place in line and its priority, so that a teacher
// can put "what A* takes next" on a slide.

const (
	fxTile    = 26 // a tile's side, px
	fxGap     = 14 // between boards
	fxCaption = 18 // the caption under each board
	fxMargin  = 16
	fxTitle   = 30
)

var (
	fxInk   = color.RGBA{0x20, 0x20, 0x20, 0xff}
	fxTileC = color.RGBA{0xe4, 0xe8, 0xee, 0xff}
	fxEdge  = color.RGBA{0x70, 0x78, 0x84, 0xff}
)

// frontierTitle heads the saved picture.
func frontierTitle(st session.ExploreState, total, shown int) string {
	t := fmt.Sprintf(lang.L("%s, step %s: %s waiting"), session.AlgorithmTitle(st.Algorithm), count(st.Step), count(total))
	if shown < total {
		t += fmt.Sprintf(lang.L(" (the first %s in order)"), count(shown))
	}
	return t
}

// frontierGeom is where board i sits.
func frontierGeom(sh solver.Shape, n int) (w, h int, at func(i int) (x, y int)) {
	sh = sh.Norm()
	side := max(sh.Rows, sh.Cols) * fxTile
	cellW, cellH := side+fxGap, side+fxCaption+fxGap
	cols := min(n, frontierExportCols)
	rows := (n + frontierExportCols - 1) / frontierExportCols
	w = 2*fxMargin + max(cols*cellW-fxGap, 420)
	h = 2*fxMargin + fxTitle + rows*cellH - fxGap
	return w, h, func(i int) (int, int) {
		return fxMargin + i%frontierExportCols*cellW, fxMargin + fxTitle + i/frontierExportCols*cellH
	}
}

var fxFont struct {
	once sync.Once
	f    *opentype.Font
}

func fxFace(size float64) (font.Face, error) {
	fxFont.once.Do(func() { fxFont.f, _ = opentype.Parse(theme.DefaultTextFont().Content()) })
	if fxFont.f == nil {
		return nil, errors.New(lang.L("the theme's font cannot be read"))
	}
	return opentype.NewFace(fxFont.f, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingFull})
}

// writeFrontierPNG draws the boards waiting, nodes of log l, as a PNG.
func writeFrontierPNG(w io.Writer, title string, l *searchlog.Log, nodes []searchlog.Node, pr solver.Priority) error {
	sh := l.Problem().Shape.Norm()
	if len(nodes) == 0 {
		return errNothing
	}
	W, H, at := frontierGeom(sh, len(nodes))
	img := image.NewRGBA(image.Rect(0, 0, W, H))
	draw.Draw(img, img.Bounds(), image.White, image.Point{}, draw.Src)
	big, err := fxFace(15)
	if err != nil {
		return err
	}
	small, err := fxFace(12)
	if err != nil {
		return err
	}
	text := func(face font.Face, s string, x, y int, centre bool) {
		d := &font.Drawer{Dst: img, Src: image.NewUniform(fxInk), Face: face}
		if centre {
			x -= d.MeasureString(s).Round() / 2
		}
		d.Dot = fixed.P(x, y)
		d.DrawString(s)
	}
	text(big, title, fxMargin, fxMargin+18, false)
	for i := range nodes {
		x0, y0 := at(i)
		b := l.Tiles(nodes[i].Board) // a side of 5's boards are the log's numbers
		for c := range sh.Cells() {
			x, y := x0+c%sh.Cols*fxTile, y0+c/sh.Cols*fxTile
			r := image.Rect(x, y, x+fxTile, y+fxTile)
			draw.Draw(img, r, image.NewUniform(fxEdge), image.Point{}, draw.Src)
			fill := color.RGBA{0xff, 0xff, 0xff, 0xff}
			if b[c] != 0 {
				fill = fxTileC
			}
			draw.Draw(img, r.Inset(1), image.NewUniform(fill), image.Point{}, draw.Src)
			if t := b[c]; t != 0 {
				text(big, fmt.Sprint(t), x+fxTile/2, y+fxTile/2+5, true)
			}
		}
		side := max(sh.Rows, sh.Cols) * fxTile
		text(small, frontierItemText(i, &nodes[i], pr), x0+side/2, y0+side+14, true)
	}
	return png.Encode(w, img)
}

// writeFrontierSVG writes the same picture as SVG.
func writeFrontierSVG(w io.Writer, title string, l *searchlog.Log, nodes []searchlog.Node, pr solver.Priority) error {
	sh := l.Problem().Shape.Norm()
	if len(nodes) == 0 {
		return errNothing
	}
	W, H, at := frontierGeom(sh, len(nodes))
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif">`+"\n", W, H, W, H)
	fmt.Fprintf(bw, `<rect width="%d" height="%d" fill="#fff"/>`+"\n", W, H)
	fmt.Fprintf(bw, `<text x="%d" y="%d" font-size="15" fill="#202020">%s</text>`+"\n", fxMargin, fxMargin+18, html.EscapeString(title))
	side := max(sh.Rows, sh.Cols) * fxTile
	for i := range nodes {
		x0, y0 := at(i)
		b := l.Tiles(nodes[i].Board)
		fmt.Fprintf(bw, `<g class="board" data-board="%s">`, boardAttr(l, nodes[i].Board))
		for c := range sh.Cells() {
			x, y := x0+c%sh.Cols*fxTile, y0+c/sh.Cols*fxTile
			fill := "#fff"
			if b[c] != 0 {
				fill = "#e4e8ee"
			}
			fmt.Fprintf(bw, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s" stroke="#707884"/>`, x, y, fxTile, fxTile, fill)
			if t := b[c]; t != 0 {
				fmt.Fprintf(bw, `<text x="%d" y="%d" font-size="15" text-anchor="middle" fill="#202020">%d</text>`, x+fxTile/2, y+fxTile/2+5, t)
			}
		}
		fmt.Fprintf(bw, `<text x="%d" y="%d" font-size="12" text-anchor="middle" fill="#202020">%s</text></g>`+"\n",
			x0+side/2, y0+side+14, html.EscapeString(frontierItemText(i, &nodes[i], pr)))
	}
	bw.WriteString("</svg>\n")
	return bw.Flush()
}

// boardAttr is board b of l as the SVG's data-board gives it: the
// engine's Format, or on a side of 5 solver/wide's rows.
func boardAttr(l *searchlog.Log, b solver.Board) string {
	if l.Wide() {
		return session.LogBoard(l, b)
	}
	return l.Problem().Shape.Norm().Format(b)
}
