package app

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// helpSegments explain the algorithms, read from the registry so that a
// new algorithm is explained as soon as it is added, and the keys. The
// text is built as rich-text segments rather than Markdown: names like A*
// and IDA* are not emphasis, and escaping them showed the backslashes.
func helpSegments() []widget.RichTextSegment {
	var segs []widget.RichTextSegment
	heading := func(text string, sub bool) {
		style := widget.RichTextStyleHeading
		if sub {
			style = widget.RichTextStyleSubHeading
		}
		style.Inline = false // Fyne's heading styles run on into what follows
		segs = append(segs, &widget.TextSegment{Text: text, Style: style})
	}
	// item is a paragraph that starts with a bold name
	item := func(name, text string) {
		bold := widget.RichTextStyleStrong
		bold.Inline = true
		plain := widget.RichTextStyleInline
		segs = append(segs,
			&widget.TextSegment{Text: "•  " + name, Style: bold},
			&widget.TextSegment{Text: text, Style: plain},
			&widget.TextSegment{Text: "", Style: widget.RichTextStyleParagraph})
	}
	heading("Algorithms", false)
	var group solver.Group
	for _, f := range families() {
		if f.Group != group {
			group = f.Group
			heading(groupTitles[group], true)
		}
		a := algorithmFor(f.Family, nil)
		desc := a.Description
		if a.Heuristic != nil {
			desc = strings.Replace(desc, strings.ToLower(a.Heuristic.Title), "a heuristic", 1)
		}
		opt := "not optimal"
		if a.Optimal {
			opt = "optimal"
		}
		item(f.Family.Title(), " ("+opt+"): "+desc+".")
	}
	heading("Heuristics", true)
	for _, h := range solver.Heuristics() {
		item(h.Title, ": "+h.Description+".")
	}
	heading("Keys", false)
	for _, k := range [][2]string{
		{"Ctrl+R", "random board; Ctrl+Enter solve; Esc stops the search (or the comparison, or pauses the replay)"},
		{"Arrows", "slide a tile in Slide mode; in Edit mode, with the board focused, move the cursor, and Space picks a tile to swap"},
		{"Ctrl+Z", "undo the last change to the board, an edit or a slide"},
		{"Replay tab", "Space plays or pauses, Left / Right step, Home / End go to the first and last board"},
		{"Explore tab", "the same keys over the search's expansions; Esc stops the search and the player"},
		{"Ctrl+Shift+F / T / M / D", "the explorer's frontier, tree, state-space map or depths"},
		{"Ctrl+Shift+Enter", "compare the chosen algorithms on the board (Esc cancels)"},
		{"Ctrl+1 … 6", "switch tabs (Solve, Replay, Compare, Explore, Race, Heuristics); Ctrl+E / Ctrl+P edit or slide; Ctrl+H hint; F1 this help; Tab moves between controls"},
	} {
		item(k[0], ": "+k[1]+".")
	}
	heading("Boards", false)
	segs = append(segs, &widget.TextSegment{Style: widget.RichTextStyleParagraph,
		Text: "Type or paste a board in any of these forms, the blank as 0, _ or .:  123456780,  " +
			"1 2 3 4 5 6 7 8 0,  123/456/780,  [[1,2,3],[4,5,6],[7,8,0]]."})
	segs = append(segs, &widget.TextSegment{Style: widget.RichTextStyleParagraph,
		Text: "Sizes from 2x2 to 4x4 are picked at the left of the toolbar or in Puzzle > Size. Other sizes are " +
			"written in rows split by /, the tiles of a row by spaces:  1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0.  " +
			"Up to 9 cells a size has exact distances (hints, boards at a distance, the map, the Heuristics tab); " +
			"above, a hint is searched for, and the algorithms that keep every board they reach are marked hopeless: " +
			"they run into the memory cap set beside the limits."})
	return segs
}

// showHelp opens the help: the one dialog of the window, and only on request.
func (u *ui) showHelp() {
	text := widget.NewRichText(helpSegments()...)
	text.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustom("Help", "Close", container.NewVScroll(text), u.win)
	sz := u.win.Canvas().Size()
	d.Resize(fyne.NewSize(min(760, sz.Width-40), min(620, sz.Height-40)))
	d.SetOnClosed(func() { u.help = nil })
	u.help = d
	d.Show()
}
