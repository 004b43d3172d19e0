package app

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/internal/locale"
	"github.com/eightpuzzle/eightpuzzle/app/internal/tabkit"
	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/app/solve"
	"github.com/eightpuzzle/eightpuzzle/app/widgets"
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
	heading(lang.L("The window"), false)
	for _, it := range windowHelp {
		item(lang.L(it[0]), lang.L(": ")+lang.L(it[1]))
	}
	heading(lang.L("Seeing the search"), true)
	segs = append(segs, &widget.TextSegment{Style: widget.RichTextStyleParagraph, Text: lang.L(searchViewsHelp)})
	for _, it := range searchViewHelp {
		item(lang.L(it[0]), lang.L(": ")+lang.L(it[1]))
	}
	heading(lang.L("Algorithms"), false)
	var group solver.Group
	for _, f := range solve.Families() {
		if f.Group != group {
			group = f.Group
			heading(tabkit.GroupTitle(group), true)
		}
		a := f.Family.Algorithm(nil)
		desc := session.FamilyDescription(f.Family)
		// what its path promises and what it orders by, from the
		// registry, in the words every tab uses
		about := tabkit.GuaranteeText(a.Guarantee(1), 1)
		if pr := a.Priority(); pr != solver.PriorityNone {
			about += lang.L("; orders by {{.P}}", map[string]any{"P": session.PriorityFormula(pr, 1)})
		}
		item(session.FamilyTitle(f.Family), " ("+about+")"+lang.L(": ")+desc+".")
	}
	heading(lang.L("Heuristics"), true)
	for _, h := range solver.Heuristics() {
		item(session.HeuristicTitle(h), lang.L(": ")+session.HeuristicDescription(h)+".")
	}
	heading(lang.L("Keys"), false)
	for _, k := range [][2]string{
		{lang.L("Ctrl+R"), locale.Mark("random board; Ctrl+Enter solve; Esc stops the search (or the comparison, the exploration or the race, or pauses the replay)")},
		{lang.L("Ctrl+Z"), locale.Mark("undo the last change to the board, an edit or a slide")},
		{lang.L("Ctrl+Shift+F / T / M / D"), locale.Mark("the explorer's frontier, tree, state-space map or depths")},
		{lang.L("Ctrl+Shift+Enter"), locale.Mark("compare the chosen algorithms on the board (Esc cancels)")},
		{lang.L("Ctrl+1 … 6"), locale.Mark("switch tabs (Solve, Replay, Compare, Explore, Race, Heuristics); Ctrl+E / Ctrl+P edit or slide; Ctrl+H hint; F1 this help (also from a text field); Tab moves between controls")},
		{lang.L("Ctrl+= / Ctrl+- / Ctrl+0"), locale.Mark("larger, smaller or usual text (View > Text size, 100 to 200%, remembered); View > High contrast theme is white on black, the toolbar's theme button cycles to it too")},
	} {
		item(k[0], lang.L(": ")+lang.L(k[1])+".")
	}
	// the plain keys, from the table the window itself follows
	segs = append(segs, &widget.TextSegment{Style: widget.RichTextStyleParagraph, Text: lang.L("The plain keys act on the tab in view. A control you clicked keeps the keys it uses (Space ticks a focused " +
		"check box or presses a focused button) until another tab is shown.")})
	for _, tabs := range [][]session.Tab{boardTabs, playerTabs, allTabs} {
		var names []string
		for _, t := range tabs {
			names = append(names, tabName(t))
		}
		if slices.Equal(tabs, allTabs) {
			names = []string{lang.L("every tab")}
		}
		for _, b := range keyBindings {
			if slices.Equal(b.tabs, tabs) {
				item(lang.L(b.name)+" ("+strings.Join(names, ", ")+")", lang.L(": ")+lang.L(b.what)+".")
			}
		}
	}
	heading(lang.L("Boards"), false)
	segs = append(segs, &widget.TextSegment{Style: widget.RichTextStyleParagraph,
		Text: lang.L("Type or paste a board in any of these forms, the blank as 0, _ or .:  123456780,  " +
			"1 2 3 4 5 6 7 8 0,  123/456/780,  [[1,2,3],[4,5,6],[7,8,0]].")})
	segs = append(segs, &widget.TextSegment{Style: widget.RichTextStyleParagraph,
		Text: lang.L("Sizes from 2x2 to 5x5 are picked at the left of the toolbar or in Puzzle > Size. Boards of sizes other than 3x3 are " +
			"written in rows split by /, the tiles of a row by spaces:  1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0.  " +
			"Up to 9 cells a size has exact distances (hints, boards at a distance, the map, the Heuristics tab); " +
			"above, a hint is searched for (up to 4x4), and the algorithms that keep every board they reach are marked hopeless: " +
			"they run into the memory cap set beside the limits.")})
	heading(lang.L("Conventions"), false)
	segs = append(segs, &widget.TextSegment{Style: widget.RichTextStyleParagraph, Text: lang.L(conventionsHelp)})
	for _, it := range conventionHelp {
		item(lang.L(it[0]), lang.L(": ")+lang.L(it[1]))
	}
	heading(lang.L("More"), false)
	segs = append(segs, &widget.TextSegment{Style: widget.RichTextStyleParagraph, Text: lang.L(moreHelp)})
	return segs
}

// The texts below are the window's part of the reference: what each part
// of the window does and the conventions (the command line's part is
// 'eightpuzzle help', the library's its package docs). Plain strings, no
// Markdown: see helpSegments.

// windowHelp is a tour of the window, a part a line.
var windowHelp = [][2]string{
	{locale.Mark("The size"), locale.Mark("3x3 by default; any from 2x2 to 5x5 (rows and columns each 2 to 5) from the drop-down at the left " +
		"of the toolbar (or Puzzle > Size), remembered. Everything below works on every size up to 4x4: random boards, play with " +
		"hints, solve, replay, explore, race, compare and batches. With a side of 5 (2x5 to 5x5) all of it but the hints and the " +
		"Heuristics tab, and Random's \"at ≤ N moves\" scrambles the goal N moves, as no table knows the distances there.")},
	{locale.Mark("The board"), locale.Mark("always in view. In Edit mode tap two tiles to swap them (or use the arrows and Space), or type or " +
		"paste a board into the field below it in any of the formats the command line takes: a mistake is shown under " +
		"the field as you type and the last good board stays. In Slide mode tap a tile next to the blank or use the " +
		"arrow keys, with a move counter and a Hint (the next move of a shortest solution, from the distance table). " +
		"Undo (Ctrl+Z) takes back any change to the board, a swap or a slide. Random draws a board uniformly from the " +
		"solvable ones, or at an exact distance from the goal that you pick, never the goal itself or the board " +
		"already shown (on a 2x2, one draw in six would be); Reset to goal puts the tiles back.")},
	{locale.Mark("The goal"), locale.Mark("shown small beside the board and edited the same way, with presets (blank last, blank first, " +
		"spiral). Whether the board can reach it, and in how many moves at best, is shown at once, before anyone " +
		"presses Solve.")},
	{locale.Mark("Solve"), locale.Mark("pick an algorithm (grouped uninformed, informed, exact, each with its description and a badge for what " +
		"its path promises: shortest, ≤ w× shortest for weighted A*, or no guarantee), a heuristic, the conventions (below), a depth limit for DLS and optional node and time limits. " +
		"The search runs in the background with live counters; Stop or Esc cancels it, and editing the board or " +
		"starting another search cancels it too. The status line and every number shown describe the board on " +
		"screen: edit it and the old search's numbers are gone. A search's time is its own wherever it is shown " +
		"(Solve, Replay, a Compare row of the same search): not the drawing, the recording or slow motion's pauses, " +
		"and not a pattern database built or loaded first, which the status gives apart.")},
	{locale.Mark("Slow motion"), locale.Mark("runs the search itself at a speed you set, showing each board as it is expanded with its depth g " +
		"and, for the searches guided by a heuristic, h and the number the search orders by, named for what it is: " +
		"f = g + h for A*, f = g + w·h weighted, h alone for greedy; so you can see BFS fan out and A* head for the goal. Its time counts the search, not the pauses.")},
	{locale.Mark("Teacher's knobs"), locale.Mark("on the Solve tab: weighted A* (f = g + w·h: its paths at most w times the shortest when " +
		"the heuristic never overestimates, no guarantee when it can), which every tab names wherever a weighted " +
		"result is shown (\"A* w=3\", \"≤ 3× shortest\") and which starts at 1, plain A*, in every session; and, " +
		"remembered, the order the blank's moves are tried (fixed, or shuffled per board with a seed), the tie rule " +
		"of the best-first searches (UCS, greedy, A*) and the goal test of BFS and bidirectional search. None of " +
		"these conventions changes what a path promises; the summary names only those the chosen algorithm takes.")},
	{locale.Mark("Replay"), locale.Mark("the solution plays back with sliding tiles: play/pause (Space), step (Left/Right), start/end " +
		"(Home/End), a scrub slider and a speed from half a move a second to instant, with the move list " +
		"(virtualized: a 60,000-move DFS path scrolls freely) and the search's numbers, including whether the path " +
		"is optimal and what the search promised.")},
	{locale.Mark("Compare"), locale.Mark("run every algorithm (or a chosen set) on the board, or a batch of random boards or boards at each " +
		"distance, with its own node, time and DLS depth limits. The table (sort by any column) and the charts are " +
		"sub-tabs of their own, so each gets the whole tab; bars follow the table's order and are coloured by family " +
		"(uninformed, greedy, A*, IDA*, exact), labels never under 11 px. b* is shown only where it means something " +
		"(for the searches that return a shortest path, between 1 and 4), on a linear axis; a batch adds means, " +
		"maxima and nodes expanded against depth. Tables save as CSV, charts as PNG or SVG, on screen or in a " +
		"light, print-ready theme; a row opens its solution in the replay. The " +
		"Guarantee column is each run's own promise; A* rows run with the Solve tab's weight say so in the headline, " +
		"the table and the charts (\"astar-manhattan w=3\"), and get no b*.")},
	{locale.Mark("Remembered"), locale.Mark("the board, goal, algorithm, conventions, limits, speeds, theme, comparison settings and window " +
		"size, but not A*'s weight: a session starts with plain A*, so that a weight set for one lesson never changes " +
		"the next one's results unseen; a damaged setting falls back to its default with a line in the log.")},
}

// searchViewsHelp introduces the views of a search.
var searchViewsHelp = locale.Mark("Four views show what a search does, not just what it found. All of them are drawn from one " +
	"record of the search, its search log: every expansion and every successor in the order the engine makes them " +
	"(the same events eightpuzzle trace prints), so what you see is what the search did. Each view saves a light, " +
	"print-ready PNG or SVG.")

// searchViewHelp is the Explore, Race and Heuristics tabs.
var searchViewHelp = [][2]string{
	{locale.Mark("Explore"), locale.Mark("(Ctrl+4, or Step by step beside Solve) runs the chosen algorithm and lets you walk through its " +
		"expansions: play, pause, step forward and back, jump to the start or end, at 1 step a second up to full " +
		"speed. At each step: the board being expanded with g, h and f (a dash where a search has no heuristic; " +
		"h alone, its order, for greedy), " +
		"the depth limit or f bound of DLS, IDS and IDA*, the frontier and closed-set sizes, and the path from the " +
		"start. Below, four views (Ctrl+Shift+F, T, M, D).")},
	{locale.Mark("Frontier"), locale.Mark("the boards waiting, in the order the search will take them: a queue for BFS, a stack for DFS, by " +
		"priority (with its tie rule) for UCS, greedy and A*, the siblings along the path for the depth-first " +
		"searches. A test checks at every step that the first board shown is the one the search expands next.")},
	{locale.Mark("Tree"), locale.Mark("every board generated, root at the top, drawn live: expanded, waiting, pruned as a duplicate, cut off " +
		"by the bound, and the solution path in green. Scroll to zoom, drag to pan, tap a node for its board, g, h, " +
		"f and when it was generated and expanded. For IDS and IDA* it is the current iteration's tree. Up to 5,000 " +
		"nodes are drawn; past that it says how many more there are.")},
	{locale.Mark("Map"), locale.Mark("all 181,440 boards that can reach the goal, in bands by their true distance from it (0 at the top, each " +
		"band as wide as it has boards). The boards the search expanded light up: BFS floods outward from the " +
		"start's band, band after band, over most of the space; A* with a good heuristic lights a few hundred boards " +
		"between the start's band and the goal.")},
	{locale.Mark("Depths"), locale.Mark("boards expanded at each depth g, against BFS on the same board: the work the heuristic saved, on a " +
		"log scale.")},
	{locale.Mark("Race"), locale.Mark("(Ctrl+5) two to four algorithms on the same board, side by side, stepped in lockstep by expansions or " +
		"by wall time, each with its board, counters and its map or tree; then the order they finished in and what " +
		"each paid: the search's own time (traced, so slower than on the other tabs), and the wall time a race by " +
		"wall time goes by (recording the search for the panels included, the racers sharing the processor).")},
	{locale.Mark("Heuristics"), locale.Mark("(Ctrl+6) for the current goal, each heuristic's estimate h against the true distance over every " +
		"reachable board: the mean with the least and greatest h per distance, or a heat map of one heuristic. " +
		"Misplaced tiles never overestimates but is weak (its mean is a third of the distance); linear conflict " +
		"comes closest (69% of it, for 123456780). A table gives each one's admissibility, consistency, mean h/d " +
		"and how often h is exact.")},
}

// conventionsHelp introduces the conventions of the Solve tab.
var conventionsHelp = locale.Mark("Run the same algorithm here and in the code a course gives out and the counts rarely " +
	"agree, even when both are right. The difference is in choices the textbook leaves open, which we call " +
	"conventions; pick the same ones and the numbers agree exactly. They are on the Solve tab, with the A* weight, " +
	"and are remembered. One more difference is not a convention here: some programs count the goal as expanded, " +
	"so their count is ours plus one.")

// conventionHelp is the table of conventions: each, its values (default
// first) and what it changes.
var conventionHelp = [][2]string{
	{locale.Mark("Ties (newest, oldest, board)"), locale.Mark("which of equal priorities UCS, greedy and A* take first: the board queued " +
		"last, the board queued first, or the smallest board read as nine digits (what aima-python does).")},
	{locale.Mark("Goal test (generate, expand)"), locale.Mark("whether BFS and bidirectional search recognise the goal when it is generated " +
		"or when it is taken off the queue.")},
	{locale.Mark("Move order (UDLR)"), locale.Mark("the order in which the blank's moves are tried, in every search but the table; it " +
		"changes which path DFS, DLS, IDS and the greedy searches find and how much any search expands.")},
	{locale.Mark("Shuffle (off)"), locale.Mark("instead of one order, a move order per board drawn from a seed, the same for a board every " +
		"time it is expanded.")},
}

// moreHelp says where the rest of the reference is.
var moreHelp = locale.Mark("The desktop program also works from a terminal, for scripts and batches: eightpuzzle help lists the " +
	"command line's topics (the flags, board formats, JSON fields, exit statuses, and the figures of aima-python " +
	"and course reports that the conventions reproduce: eightpuzzle help conventions).")

// showHelp opens the help: the one dialog of the window, and only on request.
func (u *ui) showHelp() {
	text := widget.NewRichText(helpSegments()...)
	text.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustom(lang.L("Help"), lang.L("Close"), widgets.NewVScroll(text), u.win)
	sz := u.win.Canvas().Size()
	d.Resize(fyne.NewSize(min(760, sz.Width-40), min(620, sz.Height-40)))
	d.SetOnClosed(func() { u.help = nil })
	u.help = d
	d.Show()
}
