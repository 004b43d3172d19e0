package app

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// TestGoalShownWhole: at every size and window, the goal's drop-down sits
// below the goal board's last row, and the goal field has room for the
// whole goal written out (the 4x4's showed "1 2 3 4/5 6 7 8/9").
func TestGoalShownWhole(t *testing.T) {
	for _, win := range []fyne.Size{{Width: 1280, Height: 900}, {Width: 800, Height: 600}} {
		for _, sh := range []solver.Shape{{Rows: 4, Cols: 4}, {Rows: 2, Cols: 2}, {Rows: 3, Cols: 4}, solver.Square3} {
			t.Run(fmt.Sprint(win, sh), func(t *testing.T) {
				h := newHarness(t, test.NewTempApp(t), win)
				u := h.u
				u.toolbar.size.SetSelected(sh.String())
				h.q.Drain()
				g := u.puzzle.goal
				bp, bs := bounds(g.board)
				pp, _ := bounds(g.presets)
				for _, o := range test.LaidOutObjects(g.board) {
					r, ok := o.(*canvas.Rectangle)
					if !ok || !r.Visible() || r.StrokeWidth > 0 {
						continue
					}
					if bottom := bp.Y + r.Position().Y + r.Size().Height; bottom > pp.Y {
						t.Errorf("a goal tile ends at y %.0f, under the drop-down at %.0f", bottom, pp.Y)
						break
					}
				}
				if bp.Y+bs.Height > pp.Y {
					t.Errorf("goal board %v+%v overlaps the drop-down at %v", bp, bs, pp)
				}
				e := g.field.Entry
				size := theme.TextSize()
				// as Fyne's entry lays it out: the text's padding, the icons
				need := fyne.MeasureText(e.Text, size, e.TextStyle).Width + 2*theme.InnerPadding() +
					theme.IconInlineSize() + theme.LineSpacing() + theme.InnerPadding()
				if e.Icon != nil {
					need += theme.IconInlineSize() + theme.LineSpacing()
				}
				if need > e.Size().Width {
					t.Errorf("goal field %.0f wide, %q needs %.0f", e.Size().Width, e.Text, need)
				}
			})
		}
	}
}
