package app

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// solveView is the Solve tab: what to run, with which limits, and the live
// panel of the run.
type solveView struct {
	c          *controller
	picker     *algoPicker
	depth      *keyEntry
	nodes      *keyEntry
	seconds    *keyEntry
	limitErr   *widget.Label
	watch      *keyCheck
	watchRate  *keySlider
	watchLabel *widget.Label
	solve      *widget.Button
	stop       *widget.Button
	progress   *progressView
	content    fyne.CanvasObject
}

func newSolveView(c *controller) *solveView {
	v := &solveView{c: c, picker: newAlgoPicker(c)}
	v.depth = v.limitEntry(strconv.Itoa(solver.DefaultDepthLimit))
	v.nodes = v.limitEntry("none")
	v.seconds = v.limitEntry("none")
	if c.depth > 0 {
		v.depth.SetText(strconv.Itoa(c.depth))
	}
	if c.maxNodes > 0 {
		v.nodes.SetText(strconv.FormatInt(c.maxNodes, 10))
	}
	if c.timeout > 0 {
		v.seconds.SetText(strconv.FormatFloat(c.timeout.Seconds(), 'f', -1, 64))
	}
	v.limitErr = widget.NewLabel("")
	v.limitErr.Importance = widget.DangerImportance
	v.limitErr.Hide()

	v.watch = newKeyCheck("Watch in slow motion", c.setWatch, c.typedKey)
	v.watch.Checked = c.watch
	v.watchRate = newKeySlider(0, float64(len(watchSpeeds)-1), c.typedKey)
	v.watchRate.Value = float64(c.watchRate)
	v.watchRate.OnChanged = func(f float64) { c.setWatchRate(int(f)) }
	v.watchLabel = widget.NewLabel("")

	v.solve = widget.NewButtonWithIcon("Solve", theme.MediaPlayIcon(), c.solve)
	v.solve.Importance = widget.HighImportance
	v.stop = widget.NewButtonWithIcon("Stop", theme.MediaStopIcon(), c.stop)
	v.progress = newProgressView(c)

	limits := container.New(layout.NewGridLayoutWithColumns(3),
		labelled("Depth (DLS)", v.depth), labelled("Nodes", v.nodes), labelled("Seconds", v.seconds))
	form := container.New(layout.NewFormLayout(), v.picker.rows()...)
	form.Add(widget.NewLabel("Limits"))
	form.Add(container.NewVBox(limits, v.limitErr))
	watchRow := container.NewBorder(nil, nil, v.watch, withMinWidth(v.watchLabel, 110), withMinWidth(v.watchRate, 120))
	buttons := container.NewGridWithColumns(2, v.solve, v.stop)
	v.content = container.NewVScroll(container.NewVBox(
		form, watchRow, buttons, widget.NewSeparator(), v.progress.content))

	c.runChanged.watch(v.refresh)
	v.parseLimits()
	v.refresh()
	return v
}

// limitEntry is a field for a number; an empty one means no limit.
func (v *solveView) limitEntry(placeholder string) *keyEntry {
	e := newKeyEntry(v.c.escape)
	e.SetPlaceHolder(placeholder)
	e.OnChanged = func(string) { v.parseLimits() }
	e.OnSubmitted = func(string) { v.c.solve() }
	return e
}

// labelled puts a small caption above a field.
func labelled(caption string, o fyne.CanvasObject) fyne.CanvasObject {
	l := widget.NewLabel(caption)
	l.SizeName = theme.SizeNameCaptionText
	return container.NewBorder(l, nil, nil, nil, o)
}

// parseLimits reads the three limit fields. A field that does not parse is
// named under them and blocks Solve; its text stays as typed.
func (v *solveView) parseLimits() {
	var errs []string
	depth, err := parseLimit(v.depth.Text, 1<<16-2)
	if err != nil {
		errs = append(errs, "depth limit "+err.Error())
	}
	nodes, err := parseLimit(v.nodes.Text, 1e12)
	if err != nil {
		errs = append(errs, "node limit "+err.Error())
	}
	var timeout time.Duration
	if s := strings.TrimSpace(v.seconds.Text); s != "" {
		secs, perr := strconv.ParseFloat(s, 64)
		switch {
		case perr != nil || secs != secs:
			errs = append(errs, "time limit must be a number of seconds, like 2 or 0.5")
		case secs <= 0 || secs > 1e6:
			errs = append(errs, "time limit must be above 0 and at most 1000000 seconds")
		default:
			timeout = time.Duration(secs * float64(time.Second))
		}
	}
	if len(errs) > 0 {
		err = errors.New(strings.Join(errs, "; "))
		v.limitErr.SetText(err.Error())
		v.limitErr.Show()
	} else {
		err = nil
		v.limitErr.Hide()
	}
	v.c.setLimits(int(depth), nodes, timeout, err)
}

// parseLimit reads a whole number from 1 to max; empty is 0, no limit.
func parseLimit(s string, max int64) (int64, error) {
	s = strings.ReplaceAll(strings.TrimSpace(s), ",", "")
	if s == "" {
		return 0, nil
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n < 1 || n > max {
		return 0, fmt.Errorf("must be a whole number from 1 to %s, or empty for none", count(max))
	}
	return n, nil
}

func (v *solveView) refresh() {
	c := v.c
	enable(v.depth, c.algo.Name == "dls")
	enable(v.stop, c.running)
	rate := watchSpeeds[c.watchRate]
	if rate < 1 {
		v.watchLabel.SetText(fmt.Sprintf("1 board / %gs", 1/rate))
	} else {
		v.watchLabel.SetText(fmt.Sprintf("%g boards/s", rate))
	}
	if c.running {
		v.solve.SetText("Restart")
	} else {
		v.solve.SetText("Solve")
	}
}
