package app

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

const anyDistance = "any distance"

// toolbar is the row above everything: new puzzles, help and the theme.
type toolbar struct {
	c       *controller
	random  *widget.Button
	dist    *keySelect
	reset   *widget.Button
	help    *widget.Button
	theme   *widget.Button
	max     int // the distance options offered are for a table with this maximum
	content fyne.CanvasObject
}

func newToolbar(c *controller, showHelp func()) *toolbar {
	t := &toolbar{c: c}
	t.random = widget.NewButtonWithIcon("Random", theme.ViewRefreshIcon(), c.random)
	t.random.Importance = widget.HighImportance
	t.dist = newKeySelect(nil, t.pickDistance, c.typedKey)
	t.reset = widget.NewButtonWithIcon("Reset to goal", theme.HomeIcon(), c.reset)
	t.help = widget.NewButtonWithIcon("Help", theme.HelpIcon(), showHelp)
	t.theme = widget.NewButtonWithIcon("", theme.ColorPaletteIcon(), func() { c.setTheme(c.theme.next()) })
	t.content = container.NewVBox(
		row(t.random, widget.NewLabel("at"), withMinWidth(t.dist, 150), t.reset, spacer(), t.help, t.theme),
		widget.NewSeparator(),
	)
	c.puzzleChanged.watch(t.refresh)
	c.statusChanged.watch(t.refresh) // the theme is announced there
	t.refresh()
	return t
}

// refresh offers the distances the goal's table has, once it is known.
func (t *toolbar) refresh() {
	c := t.c
	t.theme.SetText(string(c.theme))
	max := 31 // the farthest any 3x3 board can be, until the table says
	if c.table != nil {
		max = c.table.Max()
	}
	if max != t.max {
		t.max = max
		opts := []string{anyDistance}
		for d := 1; d <= max; d++ {
			opts = append(opts, plural(d, "move", "moves"))
		}
		t.dist.SetOptions(opts)
	}
	c.randomDist = min(c.randomDist, max)
	want := anyDistance
	if c.randomDist > 0 {
		want = plural(c.randomDist, "move", "moves")
	}
	if t.dist.Selected != want {
		t.dist.SetSelected(want)
	}
}

func (t *toolbar) pickDistance(s string) {
	d := 0
	if s != anyDistance {
		if _, err := fmt.Sscanf(s, "%d", &d); err != nil {
			d = 0
		}
	}
	t.c.randomDist = d
	t.c.remember()
}
