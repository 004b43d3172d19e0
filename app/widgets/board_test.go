package widgets

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
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
	for cell := range solver.Cells {
		test.TapAt(b, b.CellCenter(cell))
	}
	test.TapAt(b, fyne.NewPos(10, 150))
	test.TapAt(b, fyne.NewPos(390, 150))
	if len(got) != solver.Cells {
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
