package chart

import (
	"image/color"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/app/internal/cvd"
)

// minColourDistance is the least CIEDE2000 difference two colours that
// mean different things may show under any vision cvd checks (normal,
// protanopia, deuteranopia, tritanopia: Machado et al. 2009 at severity
// 1.0): 2 is barely noticeable side by side; 10 is told apart at a glance
// in marks a few pixels wide.
const minColourDistance = 10

// black is the high-contrast theme's background, which dark charts and
// maps are drawn on as well.
var black = rgb(0x000000)

// TestColoursSeenByEveryReader: the family colours and the state-space
// map's classes stay apart from one another and from the background for
// readers without red, green or blue cones.
func TestColoursSeenByEveryReader(t *testing.T) {
	for _, c := range []struct {
		name string
		th   Theme
		bg   []color.Color
	}{
		{"light", Light(), []color.Color{Light().Background}},
		{"print", Print(), []color.Color{Print().Background}},
		{"dark", Dark(), []color.Color{Dark().Background, black}},
	} {
		sp := colorsOf(c.th)
		palettes := []struct {
			name  string
			pal   []color.Color
			names []string
			// ground: how many leading colours are the ground the others
			// sit on, checked against them but not against the background
			ground int
		}{
			{"families", c.th.Families, []string{"uninformed", "greedy", "A*", "IDA*", "exact", "sixth"}, 0},
			{"map", []color.Color{sp.space, sp.mark, sp.path, sp.start, sp.goal},
				[]string{"boards not expanded", "expanded", "path", "start", "goal"}, 1},
		}
		for _, p := range palettes {
			if w := cvd.Closest(p.pal); w.Distance < minColourDistance {
				t.Errorf("%s %s: %s (%s) and %s (%s) only %.1f apart under %v, want %d",
					c.name, p.name, p.names[w.I], hex(p.pal[w.I]), p.names[w.J], hex(p.pal[w.J]), w.Distance, w.Vision, minColourDistance)
			}
			for _, bg := range c.bg {
				if w := cvd.ClosestTo(p.pal[p.ground:], bg); w.Distance < minColourDistance {
					t.Errorf("%s %s: %s (%s) only %.1f from the background %s under %v, want %d",
						c.name, p.name, p.names[p.ground+w.I], hex(p.pal[p.ground+w.I]), w.Distance, hex(bg), w.Vision, minColourDistance)
				}
			}
		}
	}
}
