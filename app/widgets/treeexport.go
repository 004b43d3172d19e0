package widgets

import (
	"bufio"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"strings"

	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"

	"github.com/eightpuzzle/eightpuzzle/app/internal/human"

	"fyne.io/fyne/v2/lang"
)

// Exports are for print: the light palette on white, whatever the app's
// theme, with the legend and the note of nodes not drawn in the picture.

const treeExportMax = 1 << 14 // a PNG side; larger would take gigabytes

// WritePNG writes the whole tree, fitted into width by height pixels, as
// a PNG with a white background and the legend along the bottom.
func (t *SearchTree) WritePNG(w io.Writer, width, height int) error {
	if width < 64 || height < 64 || width > treeExportMax || height > treeExportMax {
		return fmt.Errorf("search tree: a PNG of %dx%d pixels: each side must be 64 to %d", width, height, treeExportMax)
	}
	return png.Encode(w, t.m.exportImage(width, height))
}

func (m *treeModel) exportImage(width, height int) *image.RGBA {
	pal := treePaletteFor(false)
	img := image.NewRGBA(image.Rect(0, 0, width, height))
	const lineH, textSize = 24, 13
	top := float32(0)
	if m.notDrawn() > 0 {
		top = lineH
	}
	v := m.fit(float32(width), float32(height), top, lineH+4)
	c := newTreeCanvas(img)
	m.drawTree(c, v, 1, &pal, -1)
	face := fontFace(textSize)
	if face == nil {
		return img
	}
	text := func(s string, x, baseline int, col color.RGBA) int {
		d := font.Drawer{Dst: img, Src: image.NewUniform(col), Face: face, Dot: fixed.P(x, baseline)}
		d.DrawString(s)
		return d.Dot.X.Ceil()
	}
	if m.notDrawn() > 0 {
		text(treeNotDrawn(m.inTree(), m.notDrawn()), treeFitPad, lineH-7, rgb(0xb35900))
	}
	x, y := treeFitPad, height-lineH/2
	for k, name := range treeLegendNames {
		col, shape := treeLegendLook(&pal, k)
		c.shape(shape, float32(x+6), float32(y), 5, col)
		x = text(fmt.Sprintf("%s %s", lang.L(name), countText(m.legendCounts()[k])), x+16, y+textSize/2-1, pal.text) + 18
	}
	return img
}

func (m *treeModel) legendCounts() [treeLegendItems]int {
	var c [treeLegendItems]int
	copy(c[:], m.counts[:])
	c[treeStates] = m.onPath
	return c
}

// The SVG lays the tree out at a size where every board is legible, its
// frame in the state's colour and dashed differently for each state, so
// that print in grey still tells them apart.
const (
	svgCol    = 46
	svgLevel  = 66
	svgBoard  = 36
	svgMargin = 24
	svgLegend = 40
)

var svgDash = [treeStates]string{TreeFrontier: "5 3", TreeExpanded: "", TreeDuplicate: "2 2", TreeCutoff: "8 2 2 2"}

// WriteSVG writes the whole tree as SVG: one group per node (class
// "node" and its state, a tooltip with its numbers), the edges, the
// solution path, the legend and the note of nodes not drawn.
func (t *SearchTree) WriteSVG(w io.Writer) error {
	bw := bufio.NewWriter(w)
	t.m.writeSVG(bw)
	return bw.Flush()
}

func (m *treeModel) writeSVG(w *bufio.Writer) {
	m.layout()
	pal := treePaletteFor(false)
	top := float32(svgMargin)
	if m.notDrawn() > 0 {
		top += 24
	}
	width := max(float32(m.cols)*svgCol, 560) + 2*svgMargin
	height := top + float32(len(m.levels))*svgLevel + svgLegend + svgMargin
	pos := func(i int32) (float32, float32) {
		return svgMargin + (m.x[i]+0.5)*svgCol, top + (float32(m.depth[i])+0.5)*svgLevel
	}
	hex := func(c color.RGBA) string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }

	fmt.Fprintf(w, `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="%.0f" height="%.0f" viewBox="0 0 %.0f %.0f" font-family="sans-serif">
<rect width="100%%" height="100%%" fill="#ffffff"/>
`, width, height, width, height)
	if n := m.notDrawn(); n > 0 {
		fmt.Fprintf(w, "<text x=\"%d\" y=\"%d\" font-size=\"14\" font-weight=\"bold\" fill=\"#b35900\">%s</text>\n",
			svgMargin, svgMargin+8, treeNotDrawn(m.inTree(), n))
	}

	var edges, path strings.Builder
	for _, i := range m.order {
		p := m.nodes[i].Parent
		if p < 0 {
			continue
		}
		px, py := pos(p)
		cx, cy := pos(i)
		b := &edges
		if m.nodes[i].OnPath && m.nodes[p].OnPath {
			b = &path
		}
		fmt.Fprintf(b, "M%.1f %.1fL%.1f %.1f", px, py+svgBoard/2, cx, cy-svgBoard/2)
	}
	if edges.Len() > 0 {
		fmt.Fprintf(w, "<path class=\"edges\" fill=\"none\" stroke=\"%s\" stroke-width=\"1\" d=\"%s\"/>\n", hex(pal.edge), edges.String())
	}
	if path.Len() > 0 {
		fmt.Fprintf(w, "<path class=\"solution\" fill=\"none\" stroke=\"%s\" stroke-width=\"3\" d=\"%s\"/>\n", hex(pal.path), path.String())
	}

	sh := m.shape.Norm()
	cell := (svgBoard - 6) / max(sh.Rows, sh.Cols)
	font := min(9, cell+2) // two digits in a 5x5's cell of 6
	for _, i := range m.order {
		n := &m.nodes[i]
		x, y := pos(i)
		col, _ := pal.nodeLook(n)
		s := n.state()
		class := "node " + strings.ReplaceAll(s.String(), " ", "-")
		width := 2.0
		if n.OnPath {
			class += " solution"
			width = 3.5
		}
		fmt.Fprintf(w, "<g class=\"%s\" id=\"n%d\" transform=\"translate(%.1f %.1f)\"><title>node %d: %s</title>",
			class, i, x, y, i, strings.ReplaceAll(TreeNodeText(*n), "\n", "; "))
		dash := ""
		if svgDash[s] != "" && !n.OnPath {
			dash = fmt.Sprintf(` stroke-dasharray="%s"`, svgDash[s])
		}
		fmt.Fprintf(w, `<rect x="%d" y="%d" width="%d" height="%d" rx="3" fill="#ffffff" stroke="%s" stroke-width="%.1f"%s/>`,
			-svgBoard/2, -svgBoard/2, svgBoard, svgBoard, hex(col), width, dash)
		fmt.Fprintf(w, `<text font-size="%d" text-anchor="middle" fill="%s">`, font, hex(pal.text))
		tiles := m.tilesOf(n.Board)
		for c := range sh.Cells() {
			if tile := at(n.Board, tiles, c); tile != 0 {
				fmt.Fprintf(w, `<tspan x="%d" y="%d">%d</tspan>`,
					-svgBoard/2+3+cell*(c%sh.Cols)+cell/2, -svgBoard/2+3+cell*(c/sh.Cols)+cell-2, tile)
			}
		}
		w.WriteString("</text></g>\n")
	}

	lx, ly := float32(svgMargin), height-svgMargin-svgLegend/2+8
	counts := m.legendCounts()
	w.WriteString("<g class=\"legend\" font-size=\"13\">")
	for k, name := range treeLegendNames {
		col, shape := treeLegendLook(&pal, k)
		switch shape {
		case shapeCircle:
			fmt.Fprintf(w, `<circle cx="%.1f" cy="%.1f" r="5" fill="%s"/>`, lx+5, ly-4, hex(col))
		case shapeDiamond:
			fmt.Fprintf(w, `<path d="M%.1f %.1fl6 6l-6 6l-6 -6z" fill="%s"/>`, lx+5, ly-10, hex(col))
		case shapeSquare:
			fmt.Fprintf(w, `<rect x="%.1f" y="%.1f" width="9" height="9" fill="%s"/>`, lx+0.5, ly-8.5, hex(col))
		default:
			fmt.Fprintf(w, `<rect x="%.1f" y="%.1f" width="6" height="6" fill="%s"/>`, lx+2, ly-7, hex(col))
		}
		label := lang.L(name) + " " + countText(counts[k])
		fmt.Fprintf(w, `<text x="%.1f" y="%.1f" fill="%s">%s</text>`, lx+14, ly, hex(pal.text), label)
		lx += 14 + float32(len(label))*7.5 + 16
	}
	w.WriteString("</g>\n</svg>\n")
}

func countText(n int) string { return human.Count(int64(n)) }
