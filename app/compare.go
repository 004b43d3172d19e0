package app

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/solver"
	harn "github.com/eightpuzzle/eightpuzzle/solver/harness" // the app tests have a type harness
)

// The Compare tab's two modes.
const (
	modeOne   = "One board"
	modeBatch = "Batch"
)

// compareView is the Compare tab: every chosen algorithm run on the board
// beside (or on a batch of boards), in the background, with tables and
// charts of how they did. The controls on top serve both modes; each mode
// keeps its own run and results, so switching between them loses nothing.
//
// An edit of the board cancels a comparison of the board, and a new goal
// cancels either: results for a board that is no longer on screen would
// be misread as results for the one that is. What did finish stays in the
// table, marked as being for the old board, because a person who edits
// mid-run usually still wants to read what came in. A batch draws its
// own boards, so an edit of the board leaves it alone.
type compareView struct {
	c          *controller
	one, batch *comparison
	onePanel   *oneBoardPanel
	batchPanel *batchPanel

	mode     *widget.RadioGroup
	chooser  *algoChooser
	algos    *widget.Button
	nodes    *keyEntry
	seconds  *keyEntry
	limitErr *widget.Label
	run      *widget.Button
	cancel   *widget.Button
	progress *widget.ProgressBar
	content  fyne.CanvasObject
}

// newCompareView builds the Compare tab; the window shows what it returns.
func newCompareView(c *controller) fyne.CanvasObject {
	v := &compareView{c: c}
	c.compare = v
	v.one = &comparison{c: c, what: "comparison"}
	v.batch = &comparison{c: c, what: "batch"}
	v.chooser = newAlgoChooser(v.refresh)
	v.algos = widget.NewButtonWithIcon("", theme.ListIcon(), func() {
		if w := windowOf(c.app, v.content); w != nil {
			v.chooser.show(w)
		}
	})
	v.algos.Alignment = widget.ButtonAlignLeading

	onEsc := func() {
		if !v.stop() {
			c.escape()
		}
	}
	v.nodes = v.limitField(strconv.Itoa(harn.DefaultMaxNodes), onEsc)
	v.seconds = v.limitField(strconv.FormatFloat(harn.DefaultTimeout.Seconds(), 'f', -1, 64), onEsc)
	v.limitErr = widget.NewLabel("")
	v.limitErr.Importance = widget.DangerImportance
	v.limitErr.Wrapping = fyne.TextWrapWord
	v.limitErr.Hide()

	v.run = widget.NewButtonWithIcon("Run all", theme.MediaPlayIcon(), v.start)
	v.run.Importance = widget.HighImportance
	v.cancel = widget.NewButtonWithIcon("Cancel", theme.MediaStopIcon(), func() { v.stop() })
	v.progress = widget.NewProgressBar()
	v.progress.TextFormatter = v.progressText

	v.onePanel = newOneBoardPanel(c, v.one, v.exportTools())
	v.batchPanel = newBatchPanel(c, v.batch, v.exportTools(), onEsc, v.start)
	v.mode = widget.NewRadioGroup([]string{modeOne, modeBatch}, nil)
	v.mode.Horizontal = true
	v.mode.Required = true
	v.mode.SetSelected(modeOne)
	v.mode.OnChanged = func(string) { v.refresh() }

	// Rows kept narrow enough for the tab's share of a 1,000-pixel window.
	limits := row(widget.NewLabel("Limits"), withMinWidth(v.nodes, 84), widget.NewLabel("nodes"),
		withMinWidth(v.seconds, 44), widget.NewLabel("s"))
	top := container.NewVBox(
		container.NewBorder(nil, nil, v.mode, nil, v.algos),
		row(v.run, v.cancel, limits),
		v.batchPanel.spec,
		v.limitErr,
		v.progress,
	)
	body := container.NewStack(v.onePanel.content, v.batchPanel.content)
	v.content = container.NewBorder(top, nil, nil, nil, body)

	for _, m := range []*comparison{v.one, v.batch} {
		m.changed.watch(v.refresh)
	}
	c.onPuzzleChange(v.puzzleChanged)
	v.refresh()
	return v.content
}

// exportTools are a Save and a Copy button, each opening a menu of what
// the mode shown offers; each panel has its pair above its chart.
func (v *compareView) exportTools() fyne.CanvasObject {
	var save, cp *widget.Button
	save = widget.NewButtonWithIcon("Save", theme.DocumentSaveIcon(), func() { v.popUp(save, v.saveMenu()) })
	cp = widget.NewButtonWithIcon("Copy", theme.ContentCopyIcon(), func() { v.popUp(cp, v.copyMenu()) })
	return row(save, cp)
}

// limitField is a field for a per-run limit; empty means none.
func (v *compareView) limitField(text string, onEsc func()) *keyEntry {
	e := newKeyEntry(onEsc)
	e.SetText(text)
	e.SetPlaceHolder("none")
	e.OnChanged = func(string) { v.refresh() }
	e.OnSubmitted = func(string) { v.start() }
	return e
}

func (v *compareView) isBatch() bool { return v.mode.Selected == modeBatch }

// shownRun is the comparison of the mode on screen.
func (v *compareView) shownRun() *comparison {
	if v.isBatch() {
		return v.batch
	}
	return v.one
}

// limits reads the limit fields: a count of nodes and a number of seconds,
// each empty for none.
func (v *compareView) limits() (harn.Limits, error) {
	var l harn.Limits
	var errs []string
	n, err := parseLimit(v.nodes.Text, 1e12)
	switch {
	case err != nil:
		errs = append(errs, "the node limit "+err.Error())
	case n == 0:
		l.MaxNodes = 0 // none
	default:
		l.MaxNodes = n
	}
	if s := strings.TrimSpace(v.seconds.Text); s == "" {
		l.Timeout = 0 // none
	} else if secs, err := strconv.ParseFloat(s, 64); err != nil || secs != secs || secs <= 0 || secs > 1e6 {
		errs = append(errs, "the time limit must be a number of seconds above 0, like 3 or 0.5, or empty for none")
	} else {
		l.Timeout = max(time.Duration(secs*float64(time.Second)), 1)
	}
	if len(errs) > 0 {
		return l, errors.New(strings.Join(errs, "; "))
	}
	return l, nil
}

// start runs the comparison of the mode shown; one already running is
// cancelled and its results dropped, as a new Solve does.
func (v *compareView) start() {
	c := v.c
	algs := v.chooser.algorithms()
	if len(algs) == 0 {
		c.setStatus(widget.WarningImportance, "Choose at least one algorithm to compare.")
		return
	}
	lim, err := v.limits()
	if err != nil {
		c.setStatus(widget.DangerImportance, "Cannot compare: "+err.Error()+".")
		return
	}
	opt := harn.CompareOptions{Limits: lim, DepthLimit: c.depth}
	board, goal := c.current()
	if !v.isBatch() {
		opt.KeepPaths = true // the rows' solutions are what a click replays
		v.one.start(compareRun{algs: algs, opt: opt, board: board, goal: goal,
			problems: func(context.Context) ([]solver.Problem, error) {
				return []solver.Problem{{Start: board, Goal: goal}}, nil
			}})
		c.setStatus(widget.MediumImportance, fmt.Sprintf("Comparing %s on %s… (Esc cancels)",
			plural(len(algs), "algorithm", "algorithms"), board.Rows()))
		return
	}
	spec, err := v.batchPanel.batchSpec(goal)
	if err != nil {
		c.setStatus(widget.DangerImportance, "Cannot run the batch: "+err.Error()+".")
		return
	}
	v.batch.start(compareRun{algs: algs, opt: opt, goal: goal, problems: spec.Problems})
	c.setStatus(widget.MediumImportance, fmt.Sprintf("Running %s on %s… (Esc cancels)",
		plural(len(algs), "algorithm", "algorithms"), plural(v.batchPanel.boards(), "board", "boards")))
}

// stop cancels what runs in the mode shown, or else anything running;
// it reports whether there was something to cancel.
func (v *compareView) stop() bool {
	return v.shownRun().stop() || v.one.stop() || v.batch.stop()
}

// shutdown drops every run: the window is closing.
func (v *compareView) shutdown() {
	v.one.supersede("")
	v.batch.supersede("")
}

// puzzleChanged marks results that are no longer for the board and goal
// on screen, cancelling their run if it is still going; and unmarks them
// when an undo brings that board back.
func (v *compareView) puzzleChanged() {
	board, goal := v.c.current()
	check := func(m *comparison, reason string) {
		switch {
		case m.algs == nil:
		case reason == "":
			if m.stale != "" && !m.running {
				m.stale = ""
				m.changed.emit()
			}
		case m.running:
			m.supersede(reason)
		case m.stale == "":
			m.stale = reason
			m.changed.emit()
		}
	}
	reason := ""
	switch {
	case v.one.goal != goal:
		reason = "the goal has changed"
	case v.one.board != board:
		reason = "the board has changed"
	}
	check(v.one, reason)
	reason = ""
	if v.batch.goal != goal {
		reason = "the goal has changed"
	}
	check(v.batch, reason)
}

// refresh shows the mode and the state of its run in the shared controls.
func (v *compareView) refresh() {
	if v.mode == nil {
		return // still being built
	}
	batch := v.isBatch()
	m := v.shownRun()
	if batch {
		v.onePanel.content.Hide()
		v.batchPanel.content.Show()
		v.batchPanel.spec.Show()
	} else {
		v.batchPanel.content.Hide()
		v.batchPanel.spec.Hide()
		v.onePanel.content.Show()
	}

	v.algos.SetText(v.chooser.summary() + "…")
	if _, err := v.limits(); err != nil {
		v.limitErr.SetText("Cannot run: " + err.Error() + ".")
		v.limitErr.Show()
	} else {
		v.limitErr.Hide()
	}
	n := len(v.chooser.algorithms())
	switch {
	case m.running:
		v.run.SetText("Restart")
	case n == len(v.chooser.all):
		v.run.SetText("Run all")
	default:
		v.run.SetText("Run " + strconv.Itoa(n))
	}
	enable(v.run, n > 0)
	enable(v.cancel, m.running)

	// The bar shows only while a run goes: the header says how it ended.
	if m.running {
		v.progress.Max = float64(max(m.progress.Total, 1))
		v.progress.SetValue(float64(m.progress.Done))
		v.progress.Show()
	} else {
		v.progress.Hide()
	}
}

// progressText is written on the progress bar: how many runs are done.
func (v *compareView) progressText() string {
	m := v.shownRun()
	if m.progress.Total == 0 {
		return "starting…"
	}
	return fmt.Sprintf("%d of %d runs", m.progress.Done, m.progress.Total)
}

// popUp shows a menu under a button; the keyboard works in it too.
func (v *compareView) popUp(b *widget.Button, menu *fyne.Menu) {
	cv := v.c.app.Driver().CanvasForObject(b)
	if cv == nil {
		return
	}
	widget.ShowPopUpMenuAtRelativePosition(menu, cv, fyne.NewPos(0, b.Size().Height), b)
}

// widenForCompare gives the Compare tab more of the window while it is
// shown: its tables and charts need width more than the board needs size.
// The divider stays where the user last put it on either side of a switch.
func widenForCompare(c *controller, split *container.Split) {
	other, wide, in := split.Offset, 0.32, false
	c.tabChanged.watch(func() {
		switch {
		case c.tab == compareTab && !in:
			other, in = split.Offset, true
			split.SetOffset(wide)
		case c.tab != compareTab && in:
			wide, in = split.Offset, false
			split.SetOffset(other)
		}
	})
}

// tableAndChart puts a chart below its table, or beside it when there is
// room across (a maximised window): a 22-bar chart needs some 400 pixels
// of height to print its labels at a readable size. The divider can be
// dragged either way.
func tableAndChart(table, chart fyne.CanvasObject, offset float64) fyne.CanvasObject {
	split := container.NewVSplit(table, chart)
	split.Offset = offset
	return container.New(&shapeLayout{split: split}, split)
}

// shapeLayout turns its split sideways when it is wide enough for both.
type shapeLayout struct{ split *container.Split }

// wideEnough is the width from which the table and chart go side by side.
const wideEnough = 1150

func (l *shapeLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	if across := size.Width >= wideEnough; across != l.split.Horizontal {
		l.split.Horizontal = across
		l.split.Refresh()
	}
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (l *shapeLayout) MinSize(objs []fyne.CanvasObject) fyne.Size { return objs[0].MinSize() }
