package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
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
