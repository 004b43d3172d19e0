package widgets

import (
	"image/color"
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// variant is the default theme held to one variant.
type variant struct {
	fyne.Theme
	v fyne.ThemeVariant
}

func (t variant) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return t.Theme.Color(n, t.v)
}

// TestBoardGolden pins the look of the board in both themes: tiles with
// numbers, the empty cell, a picked tile and a hinted one.
func TestBoardGolden(t *testing.T) {
	for _, tc := range []struct {
		name string
		v    fyne.ThemeVariant
	}{{"board_light.png", theme.VariantLight}, {"board_dark.png", theme.VariantDark}} {
		t.Run(tc.name, func(t *testing.T) {
			a := test.NewTempApp(t)
			a.Settings().SetTheme(variant{theme.DefaultTheme(), tc.v})
			b := NewBoard(solver.MustParse("813/402/765"), 40)
			b.SetMarks(0, 7, -1)
			w := test.NewTempWindow(t, b)
			w.SetPadded(false)
			w.Resize(fyne.NewSize(240, 240))
			test.AssertImageMatches(t, tc.name, w.Canvas().Capture())
		})
	}
}

// TestBoardTapCells checks that a tap lands on the cell drawn under it,
// and that taps in the margin around the board are ignored.
func TestBoardTapCells(t *testing.T) {
	test.NewTempApp(t)
	b := NewBoard(solver.GoalBlankLast, 40)
	var got []int
	b.OnTapped = func(c int) { got = append(got, c) }
	w := test.NewTempWindow(t, b)
	w.SetPadded(false)
	w.Resize(fyne.NewSize(400, 300)) // wider than tall: 50 px margins left and right
	for cell := range solver.Square3.Cells() {
		test.TapAt(b, b.CellCenter(cell))
	}
	test.TapAt(b, fyne.NewPos(10, 150))
	test.TapAt(b, fyne.NewPos(390, 150))
	if len(got) != solver.Square3.Cells() {
		t.Fatalf("taps landed on %v, want cells 0..8 once each", got)
	}
	for i, c := range got {
		if c != i {
			t.Fatalf("tap on cell %d landed on %d", i, c)
		}
	}
}

// TestBoardShapes lays boards of other shapes out with square cells that
// fit the widget, and taps still find their cells.
func TestBoardShapes(t *testing.T) {
	test.NewTempApp(t)
	for _, shape := range [][2]int{{2, 2}, {2, 4}, {4, 3}, {4, 4}} {
		b := NewBoard(solver.GoalBlankLast, 20)
		b.rows, b.cols = shape[0], shape[1]
		size := fyne.NewSize(300, 200)
		g := b.geometry(size)
		if g.width > size.Width+0.01 || g.height > size.Height+0.01 {
			t.Errorf("%dx%d: board %gx%g does not fit %v", shape[0], shape[1], g.width, g.height, size)
		}
		for cell := range shape[0] * shape[1] {
			p := g.cellPos(cell).AddXY(g.cell/2, g.cell/2)
			if got := g.cellAt(p); got != cell {
				t.Errorf("%dx%d: the middle of cell %d is found as %d", shape[0], shape[1], cell, got)
			}
		}
		if got := g.cellAt(fyne.NewPos(g.x-1, g.y+1)); got != -1 {
			t.Errorf("%dx%d: a point left of the board is cell %d", shape[0], shape[1], got)
		}
	}
}

// TestBoardSetShape draws 2x3 and 4x4 boards through SetShape: one tile
// per cell but the blank, each label inside its tile (two digits too),
// every cell tappable, a slide animated by the shape's own moves, and a
// golden picture of each.
func TestBoardSetShape(t *testing.T) {
	for _, tc := range []struct {
		shape solver.Shape
		board string
		moved string // one slide from board
		size  fyne.Size
	}{
		{solver.Shape{Rows: 2, Cols: 3}, "125/430", "120/435", fyne.NewSize(300, 200)},
		{solver.Shape{Rows: 4, Cols: 4}, "12 1 3 4/5 6 7 8/9 10 11 2/13 14 15 0", "12 1 3 4/5 6 7 8/9 10 11 0/13 14 15 2", fyne.NewSize(320, 320)},
	} {
		t.Run(tc.shape.String(), func(t *testing.T) {
			a := test.NewTempApp(t)
			a.Settings().SetTheme(variant{theme.DefaultTheme(), theme.VariantLight})
			parse := func(s string) solver.Board {
				var tiles []int
				for _, row := range strings.Split(s, "/") {
					f := strings.Fields(row)
					if len(f) == 1 {
						f = strings.Split(row, "")
					}
					for _, x := range f {
						n, err := strconv.Atoi(x)
						if err != nil {
							t.Fatal(err)
						}
						tiles = append(tiles, n)
					}
				}
				b := solver.FromTiles(tiles)
				if !tc.shape.Valid(b) {
					t.Fatalf("%q is not a %v board", s, tc.shape)
				}
				return b
			}
			start := parse(tc.board)
			b := NewBoard(solver.GoalBlankLast, 30)
			b.SetShape(tc.shape, start)
			if b.Shape() != tc.shape || b.Shown() != start {
				t.Fatalf("shape %v, board %v", b.Shape(), b.Shown())
			}
			var got []int
			b.OnTapped = func(c int) { got = append(got, c) }
			w := test.NewTempWindow(t, b)
			w.SetPadded(false)
			w.Resize(tc.size)
			test.AssertImageMatches(t, "board_"+tc.shape.String()+".png", w.Canvas().Capture())

			r := test.WidgetRenderer(b).(*boardRenderer)
			if len(r.tiles) != tc.shape.Cells()-1 || len(r.wells) != tc.shape.Cells() {
				t.Fatalf("%d tiles and %d wells for %v", len(r.tiles), len(r.wells), tc.shape)
			}
			for i, tile := range r.tiles {
				l := r.labels[i]
				if !tile.Visible() || l.Text != strconv.Itoa(i+1) {
					t.Fatalf("tile %d: shown %v, label %q", i+1, tile.Visible(), l.Text)
				}
				if l.MinSize().Width > tile.Size().Width*0.9 || l.Position().Y < tile.Position().Y ||
					l.Position().Y+l.Size().Height > tile.Position().Y+tile.Size().Height+1 {
					t.Errorf("label %q (%v at %v) spills out of its tile (%v at %v)", l.Text, l.MinSize(), l.Position(), tile.Size(), tile.Position())
				}
			}
			for cell := range tc.shape.Cells() {
				test.TapAt(b, b.CellCenter(cell))
			}
			if len(got) != tc.shape.Cells() {
				t.Fatalf("taps landed on %v", got)
			}
			for i, c := range got {
				if c != i {
					t.Fatalf("tap on cell %d landed on %d", i, c)
				}
			}
			// a slide on this shape animates (the test driver ticks it
			// to the end at once) and ends on the new board
			b.Duration = time.Second
			b.SetBoard(parse(tc.moved))
			if b.anim == nil {
				t.Error("a one-move change did not slide")
			}
			if b.Shown() != parse(tc.moved) {
				t.Errorf("shows %v", b.Shown())
			}
			// back to 3x3: nine cells again
			b.SetShape(solver.Square3, solver.GoalBlankLast)
			b.Refresh()
			if r := test.WidgetRenderer(b).(*boardRenderer); len(r.wells) != 9 {
				t.Errorf("%d wells after going back to 3x3", len(r.wells))
			}
		})
	}
}

// Every board the window draws, down to Explore's path thumbnails and the
// goal beside the 4x4, writes its numbers at MinDigitPx or larger when
// given the room it asks for.
func TestBoardDigitsLegible(t *testing.T) {
	test.NewTempApp(t)
	w := test.NewTempWindow(t, container.NewStack())
	for _, minCell := range []float32{11, 14, 16, 18, 22, 24, 36, 48} {
		for rows := 2; rows <= 4; rows++ {
			for cols := 2; cols <= 4; cols++ {
				sh := solver.Shape{Rows: rows, Cols: cols}
				goal, _ := sh.PresetGoal("blank last")
				b := NewBoard(goal, minCell)
				b.SetShape(sh, goal)
				w.SetContent(container.NewCenter(b))
				w.Resize(fyne.NewSize(600, 600))
				if b.Size() != b.MinSize() {
					t.Fatalf("board laid out at %v, asks for %v", b.Size(), b.MinSize())
				}
				n := 0
				for _, o := range test.LaidOutObjects(b) {
					if tx, ok := o.(*canvas.Text); ok && tx.Visible() && tx.Text != "" {
						n++
						if tx.TextSize < MinDigitPx-0.01 {
							t.Errorf("%v board, min cell %v: tile %s drawn %.1f px high, want %d or more",
								sh, minCell, tx.Text, tx.TextSize, MinDigitPx)
						}
					}
				}
				if n != rows*cols-1 {
					t.Errorf("%v board: %d numbers drawn, want %d", sh, n, rows*cols-1)
				}
			}
		}
	}
}

// TestBoardTiles: a 5x5 board given as tiles draws 24 numbered tiles at a
// legible size, takes taps on its 25 cells, slides a tile one move away,
// ignores tiles of the wrong count, and goes back to a solver.Board.
func TestBoardTiles(t *testing.T) {
	test.NewTempApp(t)
	sh := solver.Shape{Rows: 5, Cols: 5}
	goal := make([]int, 25)
	for i := range 24 {
		goal[i] = i + 1
	}
	b := NewBoard(solver.GoalBlankLast, 24)
	var got []int
	b.OnTapped = func(c int) { got = append(got, c) }
	b.SetTiles(sh, goal)
	w := test.NewTempWindow(t, container.NewCenter(b))
	w.Resize(fyne.NewSize(600, 600))
	if b.Shape() != sh || b.Size() != b.MinSize() {
		t.Fatalf("shape %v, laid out at %v for %v", b.Shape(), b.Size(), b.MinSize())
	}
	n := 0
	for _, o := range test.LaidOutObjects(b) {
		if tx, ok := o.(*canvas.Text); ok && tx.Visible() && tx.Text != "" {
			n++
			if tx.TextSize < MinDigitPx-0.01 {
				t.Errorf("tile %s drawn %.1f px high", tx.Text, tx.TextSize)
			}
		}
	}
	if n != 24 {
		t.Fatalf("%d numbers drawn, want 24", n)
	}
	for cell := range 25 {
		test.TapAt(b, b.CellCenter(cell))
	}
	if len(got) != 25 || got[24] != 24 {
		t.Fatalf("taps landed on %v", got)
	}
	// 20 slides down into the blank
	moved := append([]int(nil), goal...)
	moved[19], moved[24] = 0, 20
	b.Duration = time.Second
	b.SetTiles(sh, moved)
	if b.anim == nil {
		t.Error("a one-move change did not slide")
	}
	if b.at(24) != 20 || b.at(19) != 0 {
		t.Errorf("cells 19 and 24 hold %d and %d", b.at(19), b.at(24))
	}
	// two tiles swapped is no slide
	b.anim = nil
	swapped := append([]int(nil), moved...)
	swapped[0], swapped[1] = swapped[1], swapped[0]
	b.SetTiles(sh, swapped)
	if b.anim != nil {
		t.Error("a swap slid")
	}
	b.SetTiles(sh, goal[:24]) // 24 tiles for 25 cells: ignored
	b.SetTiles(solver.Shape{Rows: 6, Cols: 5}, append(goal, make([]int, 5)...))
	if b.Shape() != sh || b.at(0) != 2 {
		t.Fatalf("bad tiles taken: %v, cell 0 holds %d", b.Shape(), b.at(0))
	}
	b.SetShape(solver.Square3, solver.GoalBlankLast)
	if b.Shown() != solver.GoalBlankLast || b.at(0) != 1 || b.tiles != nil {
		t.Errorf("back to 3x3: %v, cell 0 holds %d", b.Shown(), b.at(0))
	}
}
