// Package replay is the Replay tab: a solution played back on the big
// board beside the tabs, with transport buttons, a scrub and a speed
// slider, the list of moves and the numbers of the search that found it.
// It reads the session through getters, changes it only through intent
// methods, and redraws when the replay changes.
package replay

import (
	"context"
	"fmt"
	"io"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/anim"
	"github.com/eightpuzzle/eightpuzzle/app/internal/human"
	"github.com/eightpuzzle/eightpuzzle/app/internal/tabkit"
	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/app/widgets"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

// View is the Replay tab: transport buttons, a scrub slider and a speed
// slider over the list of moves and the search's stats. The board itself
// plays on the big board beside the tabs. Content is what the window
// shows.
type View struct {
	Content fyne.CanvasObject

	s        *session.Session
	title    *widget.Label
	start    *widget.Button
	back     *widget.Button
	play     *widget.Button
	next     *widget.Button
	end      *widget.Button
	position *widget.Label
	scrub    *widgets.KeySlider
	speed    *widgets.KeySlider
	speedLbl *widget.Label
	moves    *widget.List
	stats    *statsView
	gif      *widget.Button // Save as GIF…
	note     *widget.Label  // how the save went

	notStepping []fyne.CanvasObject // hidden in presentation mode: the scrub and the speed

	shown   *solver.Result // the result the list and slider were set up for
	syncing bool           // setting widgets from the state: ignore their callbacks
}

// New builds the tab over the session.
func New(d tabkit.Deps) *View {
	s, pass := d.Session, d.Pass
	v := &View{s: s}
	v.title = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	v.title.Wrapping = fyne.TextWrapWord
	// Icons alone for the steps, so the row fits half of an 800-wide window.
	v.start = widget.NewButtonWithIcon("", theme.MediaSkipPreviousIcon(), func() { s.Seek(0) })
	v.back = widget.NewButtonWithIcon("", theme.NavigateBackIcon(), func() { s.Step(-1) })
	v.play = widget.NewButtonWithIcon(lang.L("Play"), theme.MediaPlayIcon(), s.TogglePlay)
	v.play.Importance = widget.HighImportance
	v.next = widget.NewButtonWithIcon("", theme.NavigateNextIcon(), func() { s.Step(1) })
	v.end = widget.NewButtonWithIcon("", theme.MediaSkipNextIcon(), func() { s.Seek(s.Replay().Last) })
	v.position = widget.NewLabel("")
	v.scrub = widgets.NewKeySlider(0, 1, pass)
	v.scrub.OnChanged = func(f float64) {
		if !v.syncing {
			s.Seek(int(f))
		}
	}
	v.speed = widgets.NewKeySlider(0, float64(session.ReplaySpeeds()-1), pass)
	v.speed.SetValue(float64(s.Replay().Speed))
	v.speed.OnChanged = func(f float64) {
		if !v.syncing {
			s.SetReplaySpeed(int(f))
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
			s.Seek(id)
		}
	}
	v.stats = newStatsView(s)
	v.gif = widget.NewButtonWithIcon(lang.L("Save as GIF…"), theme.DocumentSaveIcon(), func() { v.saveGIF(d.Window) })
	v.note = widget.NewLabel("")
	v.note.Wrapping = fyne.TextWrapWord
	v.note.Hide()

	transport := container.NewBorder(nil, nil, widgets.Row(v.start, v.back), widgets.Row(v.next, v.end), v.play)
	speedRow := container.NewBorder(nil, nil, widget.NewLabel(lang.L("Speed")), widgets.WithMinWidthEm(v.speedLbl, 100), v.speed)
	scrubRow := container.NewBorder(nil, nil, nil, widgets.WithMinWidthEm(v.position, 120), v.scrub)
	gifRow := container.NewBorder(nil, nil, v.gif, nil, v.note)
	top := container.NewVBox(v.title, transport, scrubRow, speedRow, gifRow, widget.NewSeparator())
	v.notStepping = []fyne.CanvasObject{v.scrub, speedRow, gifRow}
	// the list as wide as its longest row: a split at 45% of 800x600's
	// tab cut "blank right" to "blank r"
	// measured with the theme of the moment: presentation mode's type is larger
	widest := func() float32 {
		return fyne.MeasureText(v.moveRow(99999, 15, "←", lang.L("right")), theme.TextSize(), fyne.TextStyle{Monospace: true}).Width +
			2*theme.InnerPadding() + theme.ScrollBarSize()
	}
	movesBox := container.NewBorder(widgets.Heading(lang.L("Moves")), nil, nil, nil, container.New(minWidth(widest), v.moves))
	statsBox := widgets.NewVScroll(container.NewVBox(widgets.Heading(lang.L("Search")), v.stats.content))
	body := container.NewHSplit(movesBox, statsBox)
	body.Offset = 0.45
	v.Content = container.NewPadded(container.NewBorder(top, nil, nil, nil, body))
	s.ReplayChanged.Watch(v.refresh)
	// presenting, the stepping buttons stay, with the position in words
	s.PresentChanged.Watch(func() {
		for _, o := range v.notStepping {
			if s.Presenting() {
				o.Hide()
			} else {
				o.Show()
			}
		}
	})
	s.TabChanged.Watch(func() {
		// a list scrolled while its tab was hidden had no height to scroll in
		if r := s.Replay(); s.Tab() == session.ReplayTab && r.Result != nil {
			v.moves.ScrollTo(r.Pos)
		}
	})
	v.refresh()
	return v
}

func (v *View) length() int {
	if r := v.s.Replay(); r.Result != nil {
		return r.Last + 1 // the boards of the path, the start's included
	}
	return 0
}

// moveText is one row of the move list: the tile that slides and where,
// as a person plays it, and the blank's move, as the command line and the
// solver name it, so the two can be read side by side.
func (v *View) moveText(id int) string {
	rp := v.s.Replay()
	r := rp.Result
	if r == nil || id < 0 || id > rp.Last {
		return ""
	}
	if id == 0 {
		// a board of two-digit tiles written out is twice a move's row and
		// was cut off in the list; the title above writes it whole
		if b := v.s.ReplayStart().String(); len(b) <= len("123/456/780") {
			return "    " + lang.L("start") + "  " + b
		}
		return "    " + lang.L("start")
	}
	tile, arrow, ok := v.s.ReplayMove(id)
	if !ok || id > len(r.Moves) {
		return fmt.Sprintf(lang.L("%5d  jump"), id)
	}
	return v.moveRow(id, tile, arrow, lang.L(r.Moves[id-1].String())) // the session's words for the directions
}

func (v *View) moveRow(id, tile int, arrow, blank string) string {
	return fmt.Sprintf(lang.L("%5d  %2d %s  blank %s"), id, tile, arrow, blank)
}

func (v *View) refresh() {
	r := v.s.Replay()
	v.syncing = true
	defer func() { v.syncing = false }()
	has := r.Result != nil
	for _, b := range []*widget.Button{v.start, v.back, v.play, v.next, v.end} {
		widgets.Enable(b, has && r.Last > 0)
	}
	widgets.Enable(v.scrub, has && r.Last > 0)
	widgets.Enable(v.gif, has)
	if r.Playing {
		v.play.SetText(lang.L("Pause"))
		v.play.SetIcon(theme.MediaPauseIcon())
	} else {
		v.play.SetText(lang.L("Play"))
		v.play.SetIcon(theme.MediaPlayIcon())
	}
	v.speed.SetValue(float64(r.Speed))
	v.speedLbl.SetText(session.ReplaySpeedLabel(r.Speed))
	if !has {
		v.title.SetText(lang.L("Nothing to replay yet: solve a board, and its solution plays here."))
		v.position.SetText("")
		return
	}
	if v.shown != r.Result { // a new result: the list and slider start over
		v.shown = r.Result
		title := r.Result.Algorithm
		if a, err := solver.AlgorithmNamed(title); err == nil {
			title = session.RunTitle(a, r.Result.Weight)
		}
		// what the path promises beside it: a weighted A*'s is not the shortest
		v.title.SetText(fmt.Sprintf(lang.L("%s: %s from %s (%s)"), title, session.Plural(r.Result.Cost, "move", "moves"),
			v.s.ReplayStart().String(),
			tabkit.GuaranteeText(r.Result.Guarantee, r.Result.Weight)))
		v.scrub.Max = float64(max(1, r.Last))
		v.moves.UnselectAll()
		v.moves.Refresh()
		v.moves.ScrollToTop()
	}
	v.scrub.SetValue(float64(r.Pos))
	v.position.SetText(fmt.Sprintf(lang.L("move %s of %s"), human.Count(int64(r.Pos)), human.Count(int64(r.Last))))
	v.moves.Select(r.Pos) // highlights the row and scrolls it into view
}

// saveGIF offers the solution replayed as an animated GIF for slides: the
// dialog asks its size and speed, the session draws it in the background.
func (v *View) saveGIF(w fyne.Window) {
	if g, ok := v.gifSpec(); ok {
		tabkit.SaveGIF(v.s, w, g, func(imp widget.Importance, text string) { tabkit.Tell(v.note, imp, text) })
	}
}

// gifSpec is the GIF of the replay's solution; false when there is none.
func (v *View) gifSpec() (tabkit.GIF, bool) {
	r := v.s.Replay().Result
	if r == nil {
		return tabkit.GIF{}, false
	}
	title := r.Algorithm
	if a, err := solver.AlgorithmNamed(title); err == nil {
		title = session.RunTitle(a, r.Weight)
	}
	res := *r // a finished result: its path is not written again
	file := "replay-" + res.Algorithm + "-" + res.Problem.Shape.FileName(res.Problem.Start) + ".gif"
	draw := func(ctx context.Context, out io.Writer, st anim.Settings, _, _ int) error {
		return anim.Replay(ctx, out, res.Problem.Shape, res.Path, title, st)
	}
	if _, engine := v.s.ReplayBoard(); !engine { // 5x5: its boards as tiles
		path := v.s.ReplayPath()
		file = "replay-" + res.Algorithm + "-" + res.Problem.Shape.String() + ".gif"
		draw = func(ctx context.Context, out io.Writer, st anim.Settings, _, _ int) error {
			return anim.ReplayTiles(ctx, out, res.Problem.Shape, path, title, st)
		}
	}
	return tabkit.GIF{Title: lang.L("Save the replay as GIF"), File: file, Unit: lang.L("moves"), Make: draw}, true
}
