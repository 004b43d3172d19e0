package explore

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
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

// TestNarrationBelowKeepsThePlayer: with the narration below the controls
// (a narrow tab, or French's longer names at 1180x800), the controls keep
// the height that shows the actions and the player, where the narration
// keeps a few lines; half and half hid the player's buttons. Beside, the
// two share the width as before.
func TestNarrationBelowKeepsThePlayer(t *testing.T) {
	test.NewTempApp(t)
	controls, story := canvas.NewRectangle(nil), canvas.NewRectangle(nil)
	controls.SetMinSize(fyne.NewSize(500, 50))
	keep := float32(230)
	l := besideOrBelow{keep: func() float32 { return keep }}
	l.Layout([]fyne.CanvasObject{controls, story}, fyne.NewSize(640, 325))
	if controls.Size().Height != 230 || story.Position().Y != 230 || story.Size().Height != 95 {
		t.Fatalf("below: controls %v, narration at %v, %v", controls.Size(), story.Position(), story.Size())
	}
	keep = 400 // more than there is: the narration keeps its lines
	l.Layout([]fyne.CanvasObject{controls, story}, fyne.NewSize(640, 325))
	if line := theme.TextSize() * 1.5; story.Size().Height < storyLinesBelow*line-0.5 {
		t.Fatalf("below, the controls wanting it all: narration %v high", story.Size().Height)
	}
	keep = 50 // less than half: half
	l.Layout([]fyne.CanvasObject{controls, story}, fyne.NewSize(640, 325))
	if controls.Size().Height != 162.5 {
		t.Fatalf("below, little to keep: controls %v", controls.Size())
	}
	controls.SetMinSize(fyne.NewSize(300, 50))
	l.Layout([]fyne.CanvasObject{controls, story}, fyne.NewSize(900, 325))
	if story.Position().Y != 0 || controls.Size().Height != 325 || story.Position().X != controls.Size().Width {
		t.Fatalf("beside: controls %v, narration at %v", controls.Size(), story.Position())
	}
}
