package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// TestBoardGolden pins the look of the board in both themes: tiles with
// numbers, the empty cell, a picked tile and a hinted one.
func TestBoardGolden(t *testing.T) {
	for _, tc := range []struct {
		name  string
		theme themeChoice
	}{{"board_light.png", themeLight}, {"board_dark.png", themeDark}} {
		t.Run(tc.name, func(t *testing.T) {
			a := test.NewTempApp(t)
			a.Settings().SetTheme(themeFor(tc.theme))
			b := newBoardWidget(solver.MustParse("813/402/765"), 40)
			b.SetMarks(0, 7, -1)
			w := test.NewTempWindow(t, b)
			w.SetPadded(false)
			w.Resize(fyne.NewSize(240, 240))
			test.AssertImageMatches(t, tc.name, w.Canvas().Capture())
		})
	}
}

// TestBoardTapCells checks that a tap lands on the cell drawn under it,
// and that taps in the margin around the square board are ignored.
func TestBoardTapCells(t *testing.T) {
	test.NewTempApp(t)
	b := newBoardWidget(solver.GoalBlankLast, 40)
	var got []int
	b.OnTapped = func(c int) { got = append(got, c) }
	w := test.NewTempWindow(t, b)
	w.SetPadded(false)
	w.Resize(fyne.NewSize(400, 300)) // wider than tall: 50 px margins left and right
	g := geometryOf(b.Size())
	for cell := range solver.Cells {
		p := g.cellPos(cell).AddXY(g.cell/2, g.cell/2)
		test.TapAt(b, p)
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
