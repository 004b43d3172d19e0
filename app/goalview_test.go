package app

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/app/widgets"
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

// TestDropDownsShowWholeOptions: every drop-down on every tab is wide
// enough for its longest option, at 1280x900 and 800x600, 3x3 and 4x4.
func TestDropDownsShowWholeOptions(t *testing.T) {
	for _, win := range []fyne.Size{{Width: 1280, Height: 900}, {Width: 800, Height: 600}} {
		for _, sh := range []string{"3x3", "4x4", "2x2"} {
			t.Run(fmt.Sprint(win, sh), func(t *testing.T) {
				h := newHarness(t, test.NewTempApp(t), win)
				u := h.u
				u.toolbar.size.SetSelected(sh)
				h.q.Drain()
				for tab := session.SolveTab; tab <= session.HeuristicsTab; tab++ {
					u.s.SetTab(tab)
					h.q.Drain()
					for _, o := range test.LaidOutObjects(u.win.Content()) {
						var s *widget.Select
						switch x := o.(type) {
						case *widget.Select:
							s = x
						case *widgets.KeySelect:
							s = &x.Select
						}
						if s == nil || !s.Visible() || s.Size().Width <= 0 { // <= 0: in a closed accordion
							continue
						}
						if need := widgets.OptionsWidth(s.Options); s.Size().Width+0.5 < need {
							t.Errorf("tab %d: a drop-down %.0f px wide, %.0f needed for %q", tab, s.Size().Width, need, s.Options)
						}
					}
				}
			})
		}
	}
}
