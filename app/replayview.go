package app

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// replayView is the Replay tab: transport buttons, a scrub slider and a
// speed slider over the list of moves and the search's stats. The board
// itself plays on the big board beside the tabs.
type replayView struct {
	c        *controller
	title    *widget.Label
	start    *widget.Button
	back     *widget.Button
	play     *widget.Button
	next     *widget.Button
	end      *widget.Button
	position *widget.Label
	scrub    *keySlider
	speed    *keySlider
	speedLbl *widget.Label
	moves    *widget.List
	stats    *statsView
	content  fyne.CanvasObject

	shown   *solver.Result // the result the list and slider were set up for
	syncing bool           // setting widgets from the state: ignore their callbacks
}

func newReplayView(c *controller) *replayView {
	v := &replayView{c: c}
	v.title = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	v.title.Wrapping = fyne.TextWrapWord
	v.start = widget.NewButtonWithIcon("Start", theme.MediaSkipPreviousIcon(), func() { c.pause(); c.seek(0) })
	v.back = widget.NewButtonWithIcon("Back", theme.NavigateBackIcon(), func() { c.step(-1) })
	v.play = widget.NewButtonWithIcon("Play", theme.MediaPlayIcon(), c.togglePlay)
	v.play.Importance = widget.HighImportance
	v.next = widget.NewButtonWithIcon("Next", theme.NavigateNextIcon(), func() { c.step(1) })
	v.end = widget.NewButtonWithIcon("End", theme.MediaSkipNextIcon(), func() { c.pause(); c.seek(c.replay.last()) })
	v.position = widget.NewLabel("")

	v.scrub = newKeySlider(0, 1, c.typedKey)
	v.scrub.OnChanged = func(f float64) {
		if !v.syncing {
			c.pause()
			c.seek(int(f))
		}
	}
	v.speed = newKeySlider(0, float64(len(replaySpeeds)-1), c.typedKey)
	v.speed.Value = float64(c.replay.speed)
	v.speed.OnChanged = func(f float64) {
		if !v.syncing {
			c.setSpeed(int(f))
		}
	}
	v.speedLbl = widget.NewLabel("")

	// A path can have tens of thousands of moves: the list makes rows only
	// for what is on screen.
	v.moves = widget.NewList(v.length, func() fyne.CanvasObject {
		return widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Monospace: true})
	}, func(id widget.ListItemID, o fyne.CanvasObject) {
		o.(*widget.Label).SetText(v.moveText(id))
	})
	v.moves.OnSelected = func(id widget.ListItemID) {
		if !v.syncing {
			c.pause()
			c.seek(id)
		}
	}
	v.stats = newStatsView(c)

	transport := container.NewGridWithColumns(5, v.start, v.back, v.play, v.next, v.end)
	speedRow := container.NewBorder(nil, nil, widget.NewLabel("Speed"), withMinWidth(v.speedLbl, 110), v.speed)
	scrubRow := container.NewBorder(nil, nil, nil, withMinWidth(v.position, 130), v.scrub)
	top := container.NewVBox(v.title, transport, scrubRow, speedRow, widget.NewSeparator())
	movesBox := container.NewBorder(heading("Moves"), nil, nil, nil, v.moves)
	statsBox := container.NewVScroll(container.NewVBox(heading("Search"), v.stats.content))
	body := container.NewHSplit(movesBox, statsBox)
	body.Offset = 0.4
	v.content = container.NewBorder(top, nil, nil, nil, body)

	c.replayChanged.watch(v.refresh)
	c.tabChanged.watch(func() {
		// a list scrolled while its tab was hidden had no height to scroll in
		if c.tab == replayTab && c.replay.res != nil {
			v.moves.ScrollTo(c.replay.pos)
		}
	})
	v.refresh()
	return v
}

func (v *replayView) length() int {
	if r := v.c.replay.res; r != nil {
		return len(r.Path)
	}
	return 0
}

// moveText is one row of the move list: the tile that slides and where,
// as a person plays it, and the blank's move, as the command line and the
// solver name it, so the two can be read side by side.
func (v *replayView) moveText(id int) string {
	r := v.c.replay.res
	if r == nil || id < 0 || id >= len(r.Path) {
		return ""
	}
	if id == 0 {
		return "    start  " + r.Path[0].Rows()
	}
	tile, arrow, _, ok := slideBetween(r.Path[id-1], r.Path[id])
	if !ok || id > len(r.Moves) {
		return fmt.Sprintf("%5d  jump", id)
	}
	// the arrow alone is enough for the tile, leaving room for the words
	return fmt.Sprintf("%5d  %d %s  blank %s", id, tile, arrow, r.Moves[id-1])
}

func (v *replayView) refresh() {
	c := v.c
	r := &c.replay
	v.syncing = true
	defer func() { v.syncing = false }()

	has := r.res != nil
	for _, b := range []*widget.Button{v.start, v.back, v.play, v.next, v.end} {
		enable(b, has && r.last() > 0)
	}
	enable(v.scrub, has && r.last() > 0)
	if r.playing {
		v.play.SetText("Pause")
		v.play.SetIcon(theme.MediaPauseIcon())
	} else {
		v.play.SetText("Play")
		v.play.SetIcon(theme.MediaPlayIcon())
	}
	v.speed.SetValue(float64(r.speed))
	v.speedLbl.SetText(replaySpeeds[r.speed].label)
	if !has {
		v.title.SetText("Nothing to replay yet: solve a board, and its solution plays here.")
		v.position.SetText("")
		if v.shown != nil {
			v.shown = nil
			v.moves.Refresh()
		}
		return
	}
	if v.shown != r.res { // a new result: the list and slider start over
		v.shown = r.res
		title := r.res.Algorithm
		if a, err := solver.AlgorithmByName(title); err == nil {
			title = a.Title
		}
		v.title.SetText(fmt.Sprintf("%s: %s from %s", title, plural(r.res.Cost, "move", "moves"),
			r.res.Problem.Start.Rows()))
		v.scrub.Max = float64(max(1, r.last()))
		v.moves.UnselectAll()
		v.moves.Refresh()
		v.moves.ScrollToTop()
	}
	v.scrub.SetValue(float64(r.pos))
	v.position.SetText(fmt.Sprintf("move %s of %s", count(int64(r.pos)), count(int64(r.last()))))
	v.moves.Select(r.pos) // highlights the row and scrolls it into view
}
