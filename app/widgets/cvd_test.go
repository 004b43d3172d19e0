package widgets

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"math"
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
		c.boardNode(&TreeNode{Board: solver.GoalBlankLast, State: st}, &treeModel{shape: solver.Square3}, 40, 40, 60, &pal)
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

// TestTreeBoardTiles: a tree of boards the caller numbers (a side of 5,
// SetBoards) draws each node's tiles as the caller's lookup gives them,
// not the number: the blank's cell is the board's background, every
// other cell a tile.
func TestTreeBoardTiles(t *testing.T) {
	pal := treePaletteFor(false)
	sh := solver.Shape{Rows: 5, Cols: 5}
	blankAt := map[solver.Board]int{1: 24, 2: 1, 3: 12}
	tiles := func(b solver.Board) []int {
		out := make([]int, 25)
		n := 1
		for i := range out {
			if i != blankAt[b] {
				out[i], n = n, n+1
			}
		}
		return out
	}
	const s, cx, cy = 100, 60, 60
	for b, blank := range blankAt {
		img := image.NewRGBA(image.Rect(0, 0, 120, 120))
		c := newTreeCanvas(img)
		c.clear(pal.bg)
		c.boardNode(&TreeNode{Board: b, State: TreeExpanded}, &treeModel{shape: sh, tiles: tiles}, cx, cy, s, &pal)
		// the cells as board() lays them out
		x0 := int(math.Round(cx - s/2))
		bw := max(1, int(math.Round(s*0.07)))
		inner := float32(s - 2*bw)
		gap := max(1, float32(math.Round(float64(inner)*0.04)))
		cell := (inner - gap*6) / 5
		for i := 1; i < 25; i++ { // cell 0 is under the state's badge
			x := float32(x0+bw) + gap + float32(i%5)*(cell+gap) + cell/2
			y := float32(x0+bw) + gap + float32(i/5)*(cell+gap) + cell/2
			got := img.RGBAAt(int(x), int(y))
			if empty := got == pal.boardBg; empty != (i == blank) {
				t.Fatalf("board %d (blank at %d): cell %d drawn %v, background %v", b, blank, i, got, pal.boardBg)
			}
		}
	}
}
