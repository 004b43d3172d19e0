package widgets

import (
	"image/color"
	"math"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
)

// boardRenderer keeps one object per tile, found by tile number, so a
// sliding tile is the same object moving rather than a redraw of cells.
type boardRenderer struct {
	w       *Board
	frame   *canvas.Rectangle
	wells   []*canvas.Rectangle // the empty slots under the tiles
	shadows []*canvas.Rectangle // by tile number - 1
	tiles   []*canvas.Rectangle
	labels  []*canvas.Text
	picked  *canvas.Rectangle // outline of the cell picked for a swap
	hint    *canvas.Rectangle // outline of the tile a hint points at
	cursor  *canvas.Rectangle // outline of the keyboard cursor
	focus   *canvas.Rectangle // ring around the board when it has focus
	objects []fyne.CanvasObject
}

func newBoardRenderer(w *Board) *boardRenderer {
	r := &boardRenderer{w: w}
	r.build()
	r.Refresh()
	return r
}

// build makes the objects for the board's number of cells: again when its
// shape changes.
func (r *boardRenderer) build() {
	n := r.w.cells()
	r.frame = &canvas.Rectangle{}
	r.wells, r.shadows, r.tiles, r.labels = nil, nil, nil, nil
	r.objects = []fyne.CanvasObject{r.frame}
	for range n {
		well := &canvas.Rectangle{}
		r.wells = append(r.wells, well)
		r.objects = append(r.objects, well)
	}
	for i := range n - 1 {
		shadow, tile := &canvas.Rectangle{}, &canvas.Rectangle{}
		label := &canvas.Text{Text: strconv.Itoa(i + 1), Alignment: fyne.TextAlignCenter,
			TextStyle: fyne.TextStyle{Bold: true}}
		r.shadows, r.tiles, r.labels = append(r.shadows, shadow), append(r.tiles, tile), append(r.labels, label)
		r.objects = append(r.objects, shadow, tile, label)
	}
	r.picked, r.hint, r.cursor, r.focus = &canvas.Rectangle{}, &canvas.Rectangle{}, &canvas.Rectangle{}, &canvas.Rectangle{}
	r.objects = append(r.objects, r.picked, r.hint, r.cursor, r.focus)
}

func (r *boardRenderer) Destroy()                     {}
func (r *boardRenderer) Objects() []fyne.CanvasObject { return r.objects }

// MinDigitPx is the smallest a tile's number is drawn: below it a
// projected board is a grid of specks (Explore's path drew 5 px digits).
const MinDigitPx = 9

// Tile numbers are these fractions of a cell: two digits stay inside.
const (
	digitScale    = 0.46
	twoDigitScale = 0.40
)

func (r *boardRenderer) MinSize() fyne.Size {
	w := r.w
	// minCell is meant for 3 cells a side: the 3x3's minimum is the most
	// any shape asks for, a longer side fitting more, smaller cells in the
	// same room, so that a size change never pushes the layout around;
	// but never so small cells that their numbers go under MinDigitPx.
	gap3 := max(2, w.minCell*3*0.025)
	side := w.minCell*3 + gap3*4
	n := float32(max(3, w.rows, w.cols))
	cell := (side - gap3*(n+1)) / n
	scale := float32(digitScale)
	if w.cells() > 10 {
		scale = twoDigitScale
	}
	floor := float32(MinDigitPx / scale)
	if cell >= floor {
		return fyne.NewSize(side*float32(w.cols)/n, side*float32(w.rows)/n)
	}
	cell = floor
	// as geometry lays it out: the gap grows with the board
	c, rows := float32(w.cols), float32(w.rows)
	width := cell*c + gap3*(c+1)
	height := cell*rows + gap3*(rows+1)
	for range 3 { // geometry's gap is 2.5% of the shorter side
		gap := max(2, min(width, height)*0.025)
		width, height = cell*c+gap*(c+1), cell*rows+gap*(rows+1)
	}
	return fyne.NewSize(float32(math.Ceil(float64(width))), float32(math.Ceil(float64(height))))
}

func (r *boardRenderer) Layout(size fyne.Size) {
	w := r.w
	g := w.geometry(size)
	radius := g.cell * 0.12
	cellSize := fyne.NewSquareSize(g.cell)
	r.frame.Move(fyne.NewPos(g.x, g.y))
	r.frame.Resize(fyne.NewSize(g.width, g.height))
	r.frame.CornerRadius = radius + g.gap/2
	for i, well := range r.wells {
		well.Move(g.cellPos(i))
		well.Resize(cellSize)
		well.CornerRadius = radius
	}
	lift := max(1, g.cell*0.035) // how far a tile stands above its shadow
	for cell := range w.cells() {
		t := w.at(cell)
		if t == 0 || t > len(r.tiles) {
			continue
		}
		pos := g.cellPos(cell)
		if s := w.slide; s.tile == t {
			from := g.cellPos(s.from)
			pos = fyne.NewPos(from.X+(pos.X-from.X)*s.t, from.Y+(pos.Y-from.Y)*s.t)
		}
		tile, shadow, label := r.tiles[t-1], r.shadows[t-1], r.labels[t-1]
		shadow.Move(pos.AddXY(0, lift))
		shadow.Resize(cellSize)
		shadow.CornerRadius = radius
		tile.Move(pos)
		tile.Resize(cellSize)
		tile.CornerRadius = radius
		label.TextSize = g.cell * digitScale
		if t > 9 {
			label.TextSize = g.cell * twoDigitScale
		}
		h := label.MinSize().Height
		label.Move(pos.AddXY(0, (g.cell-h)/2))
		label.Resize(fyne.NewSize(g.cell, h))
	}
	outline(r.picked, g, w.picked, radius, max(2, g.cell*0.06))
	outline(r.hint, g, w.hint, radius, max(2, g.cell*0.06))
	cursor := w.cursor
	if !w.focused {
		cursor = -1 // a keyboard cursor only means something while keys go here
	}
	outline(r.cursor, g, cursor, radius, max(2, g.cell*0.03))
	r.focus.Move(fyne.NewPos(g.x-2, g.y-2))
	r.focus.Resize(fyne.NewSize(g.width+4, g.height+4))
	r.focus.CornerRadius = r.frame.CornerRadius + 2
	r.focus.StrokeWidth = 2
}

// outline places a ring on cell, or hides it for -1.
func outline(o *canvas.Rectangle, g geometry, cell int, radius, width float32) {
	if cell < 0 || cell >= g.rows*g.cols {
		o.Hide()
		return
	}
	o.Show()
	o.Move(g.cellPos(cell).SubtractXY(width/2, width/2))
	o.Resize(fyne.NewSquareSize(g.cell + width))
	o.CornerRadius = radius + width/2
	o.StrokeWidth = width
}

func (r *boardRenderer) Refresh() {
	w := r.w
	if len(r.wells) != w.cells() {
		r.build()
	}
	th := w.Theme()
	v := fyne.CurrentApp().Settings().ThemeVariant()
	col := func(n fyne.ThemeColorName) color.Color { return th.Color(n, v) }
	r.frame.FillColor = col(theme.ColorNameInputBorder)
	for _, well := range r.wells {
		well.FillColor = col(theme.ColorNameInputBackground)
	}
	for i := range r.tiles {
		r.tiles[i].Hide()
		r.shadows[i].Hide()
		r.labels[i].Hide()
	}
	for cell := range w.cells() {
		t := w.at(cell)
		if t == 0 || t > len(r.tiles) {
			continue
		}
		r.tiles[t-1].FillColor = col(theme.ColorNamePrimary)
		r.shadows[t-1].FillColor = col(theme.ColorNameShadow)
		r.labels[t-1].Color = col(theme.ColorNameForegroundOnPrimary)
		r.tiles[t-1].Show()
		r.shadows[t-1].Show()
		r.labels[t-1].Show()
	}
	r.picked.FillColor, r.picked.StrokeColor = color.Transparent, col(theme.ColorNameWarning)
	r.hint.FillColor, r.hint.StrokeColor = color.Transparent, col(theme.ColorNameSuccess)
	r.cursor.FillColor, r.cursor.StrokeColor = color.Transparent, col(theme.ColorNameForeground)
	r.focus.FillColor, r.focus.StrokeColor = color.Transparent, col(theme.ColorNameFocus)
	r.focus.Hidden = !w.focused
	r.Layout(w.Size())
	for _, o := range r.objects {
		o.Refresh()
	}
}
