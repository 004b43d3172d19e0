package app

import (
	"fmt"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// progressView is the live panel of a search: its counters while it runs
// (at most about 60 updates a second, through the throttle) and, in slow
// motion, the board being expanded with its depth and f.
type progressView struct {
	c        *controller
	state    *widget.Label
	activity *widget.Activity
	values   map[string]*widget.Label
	board    *boardWidget
	expands  *widget.Label
	watchBox *fyne.Container // hidden unless the run is watched
	content  fyne.CanvasObject
}

// the counters shown, in reading order (two per row)
var progressNames = []string{
	"Expanded", "Generated",
	"Frontier", "Max frontier",
	"Depth", "Max depth",
	"f = g + h", "Bound",
	"Elapsed", "",
}

func newProgressView(c *controller) *progressView {
	v := &progressView{c: c, values: map[string]*widget.Label{}}
	v.state = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	v.activity = widget.NewActivity()
	v.activity.Hide()
	grid := container.New(layout.NewGridLayoutWithColumns(4))
	for _, name := range progressNames {
		value := widget.NewLabelWithStyle("", fyne.TextAlignTrailing, fyne.TextStyle{Monospace: true})
		v.values[name] = value
		grid.Add(widget.NewLabel(name))
		grid.Add(value)
	}
	v.board = newBoardWidget(c.board, 40)
	v.expands = widget.NewLabel("")
	v.expands.Alignment = fyne.TextAlignCenter
	v.expands.SizeName = theme.SizeNameCaptionText
	// beside the counters rather than under them, so the tab needs no scrolling
	v.watchBox = withMinWidth(container.NewVBox(container.NewCenter(v.board), v.expands), 170)
	v.content = container.NewVBox(
		row(v.state, v.activity),
		container.NewBorder(nil, nil, nil, v.watchBox, grid),
	)
	c.progressChanged.watch(v.refresh)
	c.runChanged.watch(v.refresh)
	v.refresh()
	return v
}

func (v *progressView) refresh() {
	c := v.c
	p := c.progress
	switch {
	case c.running && c.runWatch:
		v.state.SetText("Watching " + c.runAlgo.Title + " in slow motion…")
	case c.running:
		v.state.SetText("Searching with " + c.runAlgo.Title + "…")
	case c.last != nil:
		v.state.SetText(resultHeadline(c.last, c.runAlgo))
	default:
		v.state.SetText("No search yet: press Solve.")
	}
	if c.running {
		v.activity.Show()
		v.activity.Start()
	} else {
		v.activity.Stop()
		v.activity.Hide()
	}
	started := c.running || c.last != nil
	set := func(name, val string) {
		if !started {
			val = "–"
		}
		v.values[name].SetText(val)
	}
	set("Expanded", count(p.Expanded))
	set("Generated", count(p.Generated))
	set("Frontier", count(int64(p.Frontier)))
	set("Max frontier", count(int64(p.MaxFrontier)))
	set("Depth", count(int64(p.Depth)))
	set("Max depth", count(int64(p.MaxDepth)))
	set("f = g + h", strconv.FormatFloat(p.F, 'f', -1, 64))
	bound := "–"
	if p.Bound > 0 {
		bound = strconv.FormatFloat(p.Bound, 'f', -1, 64)
	}
	set("Bound", bound)
	set("Elapsed", duration(p.Elapsed))
	v.values[""].SetText("")

	if !c.runWatch || !started {
		v.watchBox.Hide()
		return
	}
	v.watchBox.Show()
	if p.Board.Valid() {
		v.board.SetBoard(p.Board)
	}
	v.expands.SetText(watchCaption(p, c.runAlgo))
}

// watchCaption names what a learner should see in the board being
// expanded: how deep it is and, for informed searches, how f is made.
func watchCaption(p solver.Progress, a *solver.Algorithm) string {
	if a == nil || a.Heuristic == nil {
		return fmt.Sprintf("expanding at depth %d", p.Depth)
	}
	h := strconv.FormatFloat(p.F-float64(p.Depth), 'f', -1, 64)
	return fmt.Sprintf("expanding at depth %d\nf = %d + %s = %s", p.Depth, p.Depth, h,
		strconv.FormatFloat(p.F, 'f', -1, 64))
}

// resultHeadline sums up a finished search in a few words.
func resultHeadline(r *solver.Result, a *solver.Algorithm) string {
	name := r.Algorithm
	if a != nil {
		name = a.Title
	}
	switch r.Status {
	case solver.Solved:
		return fmt.Sprintf("%s: solved in %s.", name, plural(r.Cost, "move", "moves"))
	case solver.Unsolvable:
		return name + ": unsolvable board."
	case solver.Limit:
		return name + ": stopped at a limit."
	}
	return name + ": stopped."
}
