package app

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// boardWidget draws a board as tiles around a visible empty cell, scaled to
// whatever size it is given, and turns taps into cell numbers. When a new
// board is one slide away from the old, the tile slides there.
type boardWidget struct {
	widget.BaseWidget

	board    solver.Board
	picked   int  // cell outlined as picked for a swap; -1: none
	hint     int  // cell of the tile a hint points at; -1: none
	cursor   int  // cell outlined as the keyboard cursor; -1: none
	focused  bool // draws the focus ring
	minCell  float32
	Duration time.Duration // length of a slide; 0 jumps

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

func newBoardWidget(b solver.Board, minCell float32) *boardWidget {
	w := &boardWidget{}
	w.init(b, minCell)
	w.ExtendBaseWidget(w)
	return w
}

func (w *boardWidget) init(b solver.Board, minCell float32) {
	w.board, w.minCell = b, minCell
	w.picked, w.hint, w.cursor = -1, -1, -1
}

// SetBoard shows b, sliding the moved tile when b is one move from the
// board shown.
func (w *boardWidget) SetBoard(b solver.Board) {
	old := w.board
	if b == old {
		return
	}
	w.stopSlide()
	w.board = b
	if cell := b.Blank(); w.Duration > 0 && old.Valid() && cell >= 0 {
		if next, _, ok := old.MoveTile(cell); ok && next == b {
			w.slide = slide{tile: old.At(cell), from: cell, to: old.Blank()}
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
	}
	w.Refresh()
}

func (w *boardWidget) stopSlide() {
	if w.anim != nil {
		w.anim.Stop()
		w.anim = nil
	}
	w.slide.tile = 0
}

// SetMarks sets the picked, hinted and cursor cells (-1 for none).
func (w *boardWidget) SetMarks(picked, hint, cursor int) {
	if picked == w.picked && hint == w.hint && cursor == w.cursor {
		return
	}
	w.picked, w.hint, w.cursor = picked, hint, cursor
	w.Refresh()
}

// Tapped reports the cell under the tap.
func (w *boardWidget) Tapped(ev *fyne.PointEvent) {
	if w.OnTapped == nil {
		return
	}
	if cell := geometryOf(w.Size()).cellAt(ev.Position); cell >= 0 {
		w.OnTapped(cell)
	}
}

// Cursor shows a hand over a board that takes taps.
func (w *boardWidget) Cursor() desktop.Cursor {
	if w.OnTapped == nil {
		return desktop.DefaultCursor
	}
	return desktop.PointerCursor
}

func (w *boardWidget) CreateRenderer() fyne.WidgetRenderer { return newBoardRenderer(w) }

// focusBoard is the main board: it also takes keyboard focus, so arrows
// slide tiles and Tab reaches it like any other control.
type focusBoard struct {
	boardWidget
	OnKey func(*fyne.KeyEvent)
}

var _ fyne.Focusable = (*focusBoard)(nil)

func newFocusBoard(b solver.Board, minCell float32) *focusBoard {
	w := &focusBoard{}
	w.init(b, minCell)
	w.ExtendBaseWidget(w)
	return w
}

// Tapped also takes the keyboard focus, so the arrow keys act on the
// board a person just clicked.
func (w *focusBoard) Tapped(ev *fyne.PointEvent) {
	if cv := fyne.CurrentApp().Driver().CanvasForObject(w); cv != nil && !w.focused {
		cv.Focus(w)
	}
	w.boardWidget.Tapped(ev)
}

func (w *focusBoard) FocusGained()   { w.focused = true; w.Refresh() }
func (w *focusBoard) FocusLost()     { w.focused = false; w.Refresh() }
func (w *focusBoard) TypedRune(rune) {}

func (w *focusBoard) TypedKey(ev *fyne.KeyEvent) {
	if w.OnKey != nil {
		w.OnKey(ev)
	}
}

// geometry is where the board sits in its widget: a square centred in it.
type geometry struct {
	x, y, side, gap, cell float32
}

func geometryOf(size fyne.Size) geometry {
	side := min(size.Width, size.Height)
	gap := max(2, side*0.025)
	cell := (side - gap*(solver.Side+1)) / solver.Side
	return geometry{x: (size.Width - side) / 2, y: (size.Height - side) / 2, side: side, gap: gap, cell: cell}
}

// cellPos is the top left corner of a cell.
func (g geometry) cellPos(i int) fyne.Position {
	r, c := i/solver.Side, i%solver.Side
	return fyne.NewPos(g.x+g.gap+float32(c)*(g.cell+g.gap), g.y+g.gap+float32(r)*(g.cell+g.gap))
}

// cellAt is the cell under p, or -1 outside the board or on a gap's edge.
func (g geometry) cellAt(p fyne.Position) int {
	step := g.cell + g.gap
	if step <= 0 {
		return -1
	}
	c := int((p.X - g.x - g.gap/2) / step)
	r := int((p.Y - g.y - g.gap/2) / step)
	if p.X < g.x || p.Y < g.y || c < 0 || r < 0 || c >= solver.Side || r >= solver.Side {
		return -1
	}
	return r*solver.Side + c
}
