package widgets

import (
	"fmt"
	"image/color"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/app/internal/cvd"
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
