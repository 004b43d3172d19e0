package app

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// helpText explains the algorithms, read from the registry so that a new
// algorithm is explained as soon as it is added, and the keys.
func helpText() string {
	var b strings.Builder
	b.WriteString("## Algorithms\n\n")
	var group solver.Group
	for _, f := range families() {
		if f.group != group {
			group = f.group
			fmt.Fprintf(&b, "### %s\n\n", groupTitles[group])
		}
		a := algorithmFor(f, nil)
		desc := a.Description
		if f.informed {
			desc = strings.Replace(desc, strings.ToLower(a.Heuristic.Title), "a heuristic", 1)
		}
		opt := "not optimal"
		if f.optimal {
			opt = "optimal"
		}
		fmt.Fprintf(&b, "- **%s** (%s): %s.\n", strings.ReplaceAll(f.title, "*", `\*`), opt, desc) // A* is not emphasis
	}
	b.WriteString("\n### Heuristics\n\n")
	for _, h := range solver.Heuristics() {
		fmt.Fprintf(&b, "- **%s**: %s.\n", h.Title, h.Description)
	}
	b.WriteString(`
## Keys

- **Ctrl+R** random board, **Ctrl+Enter** solve, **Esc** stop the search (or pause the replay)
- **Arrows** slide a tile in play mode; in edit mode, with the board focused, move the cursor and **Space** picks a tile to swap
- In the Replay tab: **Space** play or pause, **Left / Right** step, **Home / End** first and last board
- **Ctrl+Shift+Enter** compare every algorithm on the board (Esc cancels)
- **Ctrl+1 / 2 / 3** switch tabs, **Ctrl+E / Ctrl+P** edit or play mode, **Ctrl+H** hint, **Tab** moves between controls

## Boards

Type or paste a board in any of these forms, the blank as 0, _ or .: ` +
		"`123456780`, `1 2 3 4 5 6 7 8 0`, `123/456/780`, `[[1,2,3],[4,5,6],[7,8,0]]`.\n")
	return b.String()
}

// showHelp opens the help: the one dialog of the window, and only on request.
func (u *ui) showHelp() {
	text := widget.NewRichTextFromMarkdown(helpText())
	text.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustom("Help", "Close", container.NewVScroll(text), u.win)
	d.Resize(fyne.NewSize(760, 620))
	d.Show()
}
