package widgets

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/internal/cvd"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

// minColourDistance: as the charts' (app/chart), the least CIEDE2000
// difference two node states may show under normal vision, protanopia,
// deuteranopia or tritanopia (Machado et al. 2009, severity 1.0).
const minColourDistance = 10

// TestTreeColoursSeenByEveryReader: the states of the tree's nodes, the
// path and the board being expanded stay apart from one another and from
// the background (light, dark, and the high-contrast theme's black) for
// readers without red, green or blue cones. Their shapes differ as well
// (treeShapes), so colour is not the only sign.
func TestTreeColoursSeenByEveryReader(t *testing.T) {
	names := []string{"frontier", "expanded", "duplicate", "cut off", "path", "being expanded"}
	for _, c := range []struct {
		dark bool
		bg   []color.RGBA
	}{{false, []color.RGBA{rgb(0xffffff)}}, {true, []color.RGBA{rgb(0x17171a), rgb(0x000000)}}} {
		p := treePaletteFor(c.dark)
		pal := []color.Color{p.state[TreeFrontier], p.state[TreeExpanded], p.state[TreeDuplicate], p.state[TreeCutoff], p.path, p.current}
		hex := func(c color.Color) string {
			r, g, b, _ := c.RGBA()
			return fmt.Sprintf("#%02X%02X%02X", r>>8, g>>8, b>>8)
		}
		if w := cvd.Closest(pal); w.Distance < minColourDistance {
			t.Errorf("dark %v: %s (%s) and %s (%s) only %.1f apart under %v, want %d",
				c.dark, names[w.I], hex(pal[w.I]), names[w.J], hex(pal[w.J]), w.Distance, w.Vision, minColourDistance)
		}
		for _, bg := range c.bg {
			if w := cvd.ClosestTo(pal, bg); w.Distance < minColourDistance {
				t.Errorf("dark %v: %s (%s) only %.1f from the background %s under %v, want %d",
					c.dark, names[w.I], hex(pal[w.I]), w.Distance, hex(bg), w.Vision, minColourDistance)
			}
		}
	}
}

// bigText is Fyne's theme with every size times k, as View > Text size.
type bigText struct {
	fyne.Theme
	k float32
}

func (t bigText) Size(n fyne.ThemeSizeName) float32 { return t.Theme.Size(n) * t.k }

// TestMinWidthEmGrowsWithText: a width given in units of the usual text
// grows with the text size, read each time it is measured; WithMinWidth's
// stays as given.
func TestMinWidthEmGrowsWithText(t *testing.T) {
	a := test.NewTempApp(t)
	em := WithMinWidthEm(widget.NewSlider(0, 1), 110)
	fixed := WithMinWidth(widget.NewSlider(0, 1), 110)
	if w := em.MinSize().Width; w != 110 {
		t.Errorf("at the usual size: %v wide, want 110", w)
	}
	a.Settings().SetTheme(bigText{theme.DefaultTheme(), 1.5})
	if w := em.MinSize().Width; w != 165 {
		t.Errorf("at 150%%: %v wide, want 165", w)
	}
	if TextScale() != 1.5 {
		t.Errorf("TextScale at 150%% is %v", TextScale())
	}
	if w := fixed.MinSize().Width; w != 110 {
		t.Errorf("WithMinWidth at 150%%: %v wide, want 110", w)
	}
}

// TestTreeBoardsDifferInMoreThanColour: zoomed in, where nodes are boards
// in frames of their state's colour, two states still look different
// with every state given one colour: the badge's shape tells them apart.
func TestTreeBoardsDifferInMoreThanColour(t *testing.T) {
	pal := treePaletteFor(false)
	for i := range pal.state {
		pal.state[i] = pal.state[TreeFrontier]
	}
	draw := func(st TreeState) *image.RGBA {
		img := image.NewRGBA(image.Rect(0, 0, 80, 80))
		c := newTreeCanvas(img)
		c.clear(pal.bg)
		c.boardNode(&TreeNode{Board: solver.GoalBlankLast, State: st}, solver.Square3, 40, 40, 60, &pal)
		return img
	}
	states := []TreeState{TreeFrontier, TreeExpanded, TreeDuplicate, TreeCutoff}
	names := []string{"frontier", "expanded", "duplicate", "cut off"}
	for i := range states {
		for j := i + 1; j < len(states); j++ {
			if bytes.Equal(draw(states[i]).Pix, draw(states[j]).Pix) {
				t.Errorf("in one colour, boards %s and %s are drawn alike", names[i], names[j])
			}
		}
	}
}
