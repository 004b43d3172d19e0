package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

// The help says what each family promises and orders by, from the
// registry: greedy by h alone, A* by f = g + h; and that the weight is
// not remembered.
func TestHelpSaysWhatEachOrdersBy(t *testing.T) {
	test.NewTempApp(t)
	var b strings.Builder
	for _, s := range helpSegments() {
		b.WriteString(s.Textual()) // a name and its text are segments of one paragraph
	}
	text := b.String()
	for _, want := range []string{"Greedy best-first (no guarantee; orders by h)", "A* search (shortest; orders by f = g + h)",
		"Breadth-first search (shortest; orders by depth)", "not A*'s weight"} {
		if !strings.Contains(text, want) {
			t.Errorf("the help does not say %q", want)
		}
	}
	if strings.Contains(text, "(optimal)") {
		t.Error("the help still marks families \"(optimal)\"")
	}
}

// Help's size line names the smallest and the largest size the window
// offers (it said 2x2 to 4x4 once 5x5 was in the drop-down).
func TestHelpNamesTheSizes(t *testing.T) {
	shapes := session.Shapes()
	for _, p := range windowHelp {
		if p[0] != "The size" {
			continue
		}
		for _, sh := range []solver.Shape{shapes[0], shapes[len(shapes)-1]} {
			if !strings.Contains(p[1], sh.String()) {
				t.Errorf("Help's size line does not name %v: %q", sh, p[1])
			}
		}
		return
	}
	t.Fatal("Help has no size line")
}
