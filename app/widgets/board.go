package widgets

import (
	"slices"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// Board draws a board as tiles around a visible empty cell, scaled to
// whatever size it is given, and turns taps into cell numbers. When a new
// board is one slide away from the old, the tile slides there. Its shape
// (rows by columns) is the engine's; nothing below assumes a square of 3.
type Board struct {
	widget.BaseWidget
	board solver.Board
	// tiles, when not nil, is the board shown cell by cell (0 the blank)
	// instead of board: a side of 5, which a solver.Board cannot hold
	tiles      []int
	rows, cols int
	picked     int  // cell outlined as picked for a swap; -1: none
	hint       int  // cell of the tile a hint points at; -1: none
	cursor     int  // cell outlined as the keyboard cursor; -1: none
	focused    bool // draws the focus ring
	minCell    float32

	Duration time.Duration  // length of a slide; 0 jumps
	OnTapped func(cell int) // nil: the board only shows

	anim  *fyne.Animation
	slide slide
}

// slide is a tile on its way from one cell to the blank.
type slide struct {
	tile     int // 0: none moving
	from, to int
	t        float32 // 0..1 of the way
}

// NewBoard shows b with cells at least minCell wide.
func NewBoard(b solver.Board, minCell float32) *Board {
	w := &Board{}
	w.init(b, minCell)
	w.ExtendBaseWidget(w)
	return w
}

func (w *Board) init(b solver.Board, minCell float32) {
	w.board, w.minCell = b, minCell
	w.rows, w.cols = solver.Square3.Rows, solver.Square3.Cols
	w.picked, w.hint, w.cursor = -1, -1, -1
}

// Shape is the board's rows and columns.
func (w *Board) Shape() solver.Shape { return solver.Shape{Rows: w.rows, Cols: w.cols} }

// SetShape changes the rows and columns drawn (2 to 4 each; another shape
// is ignored) and shows b, a board of that shape, without a slide.
func (w *Board) SetShape(sh solver.Shape, b solver.Board) {
	sh = sh.Norm()
	if sh.Check() != nil {
		return
	}
	if sh == w.Shape() {
		w.SetBoard(b)
		return
	}
	w.stopSlide()
	w.rows, w.cols, w.board, w.tiles = sh.Rows, sh.Cols, b, nil
	w.picked, w.hint, w.cursor = -1, -1, -1
	w.Refresh() // the renderer makes the new number of tiles
}

// MaxSide is the longest side a Board draws: the 24-puzzle's 5, one more
// than the engine's solver.Board holds (those boards come as tiles).
const MaxSide = 5

// SetTiles shows a board given cell by cell, 0 for the blank, on a shape
// of 2 to MaxSide a side (another shape, or tiles of another count, are
// ignored): the way to show a board with a side of 5. A board one slide
// from the one shown slides its tile, as SetBoard does.
func (w *Board) SetTiles(sh solver.Shape, tiles []int) {
	sh = sh.Norm()
	if sh.Rows < solver.MinSide || sh.Rows > MaxSide || sh.Cols < solver.MinSide || sh.Cols > MaxSide || len(tiles) != sh.Cells() {
		return
	}
	if sh != w.Shape() {
		w.stopSlide()
		w.rows, w.cols, w.board, w.tiles = sh.Rows, sh.Cols, 0, slices.Clone(tiles)
		w.picked, w.hint, w.cursor = -1, -1, -1
		w.Refresh()
		return
	}
	old := w.tiles
	if old == nil {
		old = sh.Tiles(w.board)
	}
	if slices.Equal(old, tiles) && w.tiles != nil {
		return
	}
	w.stopSlide()
	w.tiles, w.board = slices.Clone(tiles), 0
	if from, to, ok := slid(sh, old, tiles); ok && w.Duration > 0 {
		w.startSlide(old[from], from, to)
	}
	w.Refresh()
}

// slid finds the one slide that makes next of old: the tile's cell
// before (the blank's after) and after (the blank's before).
func slid(sh solver.Shape, old, next []int) (from, to int, ok bool) {
	from, to = slices.Index(next, 0), slices.Index(old, 0)
	if from < 0 || to < 0 || from == to {
		return 0, 0, false
	}
	dr, dc := from/sh.Cols-to/sh.Cols, from%sh.Cols-to%sh.Cols
	if dr*dr+dc*dc != 1 || old[from] != next[to] {
		return 0, 0, false
	}
	for i := range old {
		if i != from && i != to && old[i] != next[i] {
			return 0, 0, false
		}
	}
	return from, to, true
}

// at is the tile in cell, 0 for the blank.
func (w *Board) at(cell int) int {
	if w.tiles != nil {
		if cell < len(w.tiles) {
			return w.tiles[cell]
		}
		return 0
	}
	return w.board.At(cell)
}

// Shown is the board shown (zero for one given as tiles: ShownTiles).
func (w *Board) Shown() solver.Board { return w.board }

// ShownTiles is the board shown cell by cell, 0 the blank, on any shape.
func (w *Board) ShownTiles() []int {
	t := make([]int, w.cells())
	for i := range t {
		t[i] = w.at(i)
	}
	return t
}

// cells is the number of cells.
func (w *Board) cells() int { return w.rows * w.cols }

// SetBoard shows b, sliding the moved tile when b is one move from the
// board shown.
func (w *Board) SetBoard(b solver.Board) {
	old := w.board
	if b == old && w.tiles == nil {
		return
	}
	w.stopSlide()
	w.board, w.tiles = b, nil
	if cell := b.Blank(); w.Duration > 0 && cell >= 0 {
		if next, _, ok := w.Shape().MoveTile(old, cell); ok && next == b {
			w.startSlide(old.At(cell), cell, old.Blank())
		}
	}
	w.Refresh()
}

// startSlide animates tile from cell from to cell to.
func (w *Board) startSlide(tile, from, to int) {
	w.slide = slide{tile: tile, from: from, to: to}
	w.anim = fyne.NewAnimation(w.Duration, func(t float32) {
		w.slide.t = t
		if t >= 1 {
			w.slide.tile = 0
		}
		w.Refresh()
	})
	w.anim.Curve = fyne.AnimationEaseInOut
	w.anim.Start()
}

func (w *Board) stopSlide() {
	if w.anim != nil {
		w.anim.Stop()
		w.anim = nil
	}
	w.slide.tile = 0
}

// SetMarks sets the picked, hinted and cursor cells (-1 for none).
func (w *Board) SetMarks(picked, hint, cursor int) {
	if picked == w.picked && hint == w.hint && cursor == w.cursor {
		return
	}
	w.picked, w.hint, w.cursor = picked, hint, cursor
	w.Refresh()
}

// CellCenter is the middle of a cell in the widget's coordinates.
func (w *Board) CellCenter(cell int) fyne.Position {
	g := w.geometry(w.Size())
	return g.cellPos(cell).AddXY(g.cell/2, g.cell/2)
}

// Tapped reports the cell under the tap.
func (w *Board) Tapped(ev *fyne.PointEvent) {
	if w.OnTapped == nil {
		return
	}
	if cell := w.geometry(w.Size()).cellAt(ev.Position); cell >= 0 {
		w.OnTapped(cell)
	}
}

// Cursor shows a hand over a board that takes taps.
func (w *Board) Cursor() desktop.Cursor {
	if w.OnTapped == nil {
		return desktop.DefaultCursor
	}
	return desktop.PointerCursor
}

func (w *Board) CreateRenderer() fyne.WidgetRenderer { return newBoardRenderer(w) }

// FocusBoard is the main board: it also takes keyboard focus, so arrows
// slide tiles and Tab reaches it like any other control.
type FocusBoard struct {
	Board
	OnKey func(*fyne.KeyEvent)
}

var _ fyne.Focusable = (*FocusBoard)(nil)

// NewFocusBoard is a board that takes the keyboard focus.
func NewFocusBoard(b solver.Board, minCell float32) *FocusBoard {
	w := &FocusBoard{}
	w.init(b, minCell)
	w.ExtendBaseWidget(w)
	return w
}

// Tapped also takes the keyboard focus, so the arrow keys act on the
// board a person just clicked.
func (w *FocusBoard) Tapped(ev *fyne.PointEvent) {
	if cv := fyne.CurrentApp().Driver().CanvasForObject(w); cv != nil && !w.focused {
		cv.Focus(w)
	}
	w.Board.Tapped(ev)
}

func (w *FocusBoard) FocusGained()   { w.focused = true; w.Refresh() }
func (w *FocusBoard) FocusLost()     { w.focused = false; w.Refresh() }
func (w *FocusBoard) TypedRune(rune) {}
func (w *FocusBoard) TypedKey(ev *fyne.KeyEvent) {
	if w.OnKey != nil {
		w.OnKey(ev)
	}
}

// geometry is where the board sits in its widget: centred, with square
// cells, as large as fits.
type geometry struct {
	x, y, width, height, gap, cell float32
	rows, cols                     int
}

func (w *Board) geometry(size fyne.Size) geometry {
	r, c := float32(w.rows), float32(w.cols)
	gap := max(2, min(size.Width, size.Height)*0.025)
	cell := min((size.Width-gap*(c+1))/c, (size.Height-gap*(r+1))/r)
	cell = max(cell, 0)
	width, height := cell*c+gap*(c+1), cell*r+gap*(r+1)
	return geometry{x: (size.Width - width) / 2, y: (size.Height - height) / 2, width: width, height: height,
		gap: gap, cell: cell, rows: w.rows, cols: w.cols}
}

// cellPos is the top left corner of a cell.
func (g geometry) cellPos(i int) fyne.Position {
	r, c := i/g.cols, i%g.cols
	return fyne.NewPos(g.x+g.gap+float32(c)*(g.cell+g.gap), g.y+g.gap+float32(r)*(g.cell+g.gap))
}

// cellAt is the cell under p, or -1 outside the board.
func (g geometry) cellAt(p fyne.Position) int {
	step := g.cell + g.gap
	if step <= 0 || p.X < g.x || p.Y < g.y {
		return -1
	}
	c := int((p.X - g.x - g.gap/2) / step)
	r := int((p.Y - g.y - g.gap/2) / step)
	if c < 0 || r < 0 || c >= g.cols || r >= g.rows {
		return -1
	}
	return r*g.cols + c
}
