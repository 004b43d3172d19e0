package explore

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/eightpuzzle/eightpuzzle/app/internal/locale"
	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/searchlog"
)

// TestFrontierCaptionsFitInFrench: every line of a waiting board's
// caption, at its longest (the board being expanded, far down the line,
// made late), fits the width the list gives each item, which its template
// sets, in English and in French. In French the second line read
// « développement · #1 · généré 25 » and ran past both sides.
func TestFrontierCaptionsFitInFrench(t *testing.T) {
	test.NewTempApp(t)
	defer locale.Use("en")
	n := &searchlog.Node{G: 28, H: 31, F: 59, Gen: 9999, Flags: searchlog.HasH}
	widest := func(s string) (float32, string) {
		var w float32
		var which string
		for _, l := range strings.Split(s, "\n") {
			if m := fyne.MeasureText(l, theme.CaptionTextSize(), fyne.TextStyle{}).Width; m > w {
				w, which = m, l
			}
		}
		return w, which
	}
	for _, code := range []string{"en", "fr"} {
		if err := locale.Use(code); err != nil {
			t.Fatal(err)
		}
		room, _ := widest(lang.L("g 00 · h 00 · f 00\nexpanding · #000\nmade 0000"))
		for _, mark := range []int{markExpanding, markNew, markNone} {
			for _, ties := range []solver.Ties{solver.TiesNewest, solver.TiesBoard} {
				c := frontierCaption(999, n, solver.PriorityF, ties, mark, false)
				if w, line := widest(c); w > room+1 {
					t.Errorf("%s: the caption's line %q is %.0f wide, the item %.0f", code, line, w, room)
				}
			}
		}
	}
}
