package compare

import (
	"fmt"
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/internal/human"
	"github.com/eightpuzzle/eightpuzzle/app/internal/tabkit"
	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/app/widgets"
	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/harness"
)

// Run runs the comparison of the mode shown, as the Run button does: for
// the window's Ctrl+Enter. A field that does not read holds it back.
func (v *View) Run() { v.start() }

// start runs the comparison of the mode shown, unless a field is wrong.
func (v *View) start() {
	if !v.canRun() {
		return
	}
	v.note.Hide()
	v.cmp.Run()
}

// canRun says whether Run would run: something chosen, and every field
// of the mode shown readable (else Run would use the last good values
// while the field shows another).
func (v *View) canRun() bool {
	bad := len(v.limitErrs) > 0 || v.cmp.Mode() == session.Batch && len(v.batchErrs) > 0
	return !bad && len(v.cmp.Runs()) > 0
}

// refresh shows the comparison's state: the mode, its controls and its
// results. It changes widgets' state only, never which widgets there are.
func (v *View) refresh() {
	mode := v.cmp.Mode()
	if want := lang.L(modeNames[mode]); v.mode.Selected != want {
		v.mode.SetSelected(want) // OnChanged asks for the mode it already has: no change
	}
	batch := mode == session.Batch
	setVisible(v.batchRow, batch)
	setVisible(v.one.content, !batch)
	setVisible(v.batch.content, batch)
	rand := v.kind.Selected == lang.L(kindRand)
	setVisible(v.distBox, !rand)
	// no table on a side of 5: boards scrambled 1 to N moves, not at each distance
	if dist := distText(v.s.Wide()); v.distLabel.Text != dist {
		v.distLabel.SetText(dist)
	}
	setVisible(v.randBox, rand)
	v.showFieldErrors()
	// the session moves the dls depth with the size (31 on 3x3, 80 on
	// 4x4) unless the user chose one; a field being corrected is left be
	if d := strconv.Itoa(v.cmp.Settings().Limits.Depth); v.depth.Text != d && len(v.limitErrs) == 0 {
		v.depth.SetText(d)
	}
	// the depth limits only the searches that take one (dls): with none
	// of them among the runs (on 5x5 none runs) the field is greyed out,
	// as it promised a limit nothing followed
	if slices.ContainsFunc(v.cmp.Runs(), func(a *solver.Algorithm) bool { return a.DepthLimit }) {
		v.depth.Enable()
	} else {
		// a depth being corrected goes back to the one in force: greyed
		// out, its error would hold Run with no way to mend it
		if d := strconv.Itoa(v.cmp.Settings().Limits.Depth); v.depth.Text != d {
			v.depth.SetText(d)
		}
		v.depth.Disable()
	}

	v.algos.SetText(v.chooser.summary() + "…")
	v.chooser.sync()
	v.refreshRun()

	res := v.cmp.Results(mode)
	if res.Running {
		v.progress.Max = float64(max(res.Progress.Total, 1))
		v.progress.SetValue(float64(res.Progress.Done))
	}
	if v.progressBox.Visible() != res.Running {
		setVisible(v.progressBox, res.Running)
		// Fyne lays nothing out again when an object is shown or hidden:
		// the headline would keep the bar's room, cut off beside a gap
		v.headRow.Refresh()
	}
	imp := widget.MediumImportance
	switch {
	case res.Stale != "":
		imp = widget.WarningImportance
	case res.Failure != "":
		imp = widget.DangerImportance
	}
	// the weight first: a headline too long for the tab is cut at its end;
	// a label cut with an ellipsis is shaped again on every refresh: a dear
	// one (under -race, a good part of a second for a 4x4's headline), not
	// to repeat for the same text
	if h := v.weightNote(res) + headline(res, v.cmp.Settings()); v.header.Text != h || v.header.Importance != imp {
		v.header.Importance = imp
		v.header.SetText(h)
	}
	if v.verdict.Text != res.Verdict {
		v.verdict.SetText(res.Verdict)
	}
	setVisible(v.verdict, res.Verdict != "")
	if batch {
		v.batch.refresh(res)
	} else {
		v.one.refresh(res)
	}
}

// distText labels the boards of a batch "By distance": on a side of 5,
// where no table gives a distance, they are scrambles of 1 to N moves
// (at most that far from the goal).
func distText(wide bool) string {
	if wide {
		return lang.L("per scramble length, 1 to")
	}
	return lang.L("per distance, 1 to")
}

// refreshRun names and enables Run and Cancel.
func (v *View) refreshRun() {
	if v.run == nil || v.mode == nil {
		return // still being built
	}
	res := v.cmp.Results(v.cmp.Mode())
	n := len(v.cmp.Runs())
	switch {
	case res.Running:
		v.run.SetText(lang.L("Restart"))
	case n == len(v.chooser.all):
		v.run.SetText(lang.L("Run all"))
	default:
		v.run.SetText(lang.L("Run ") + strconv.Itoa(n))
	}
	enable(v.run, v.canRun())
	enable(v.cancel, res.Running && !res.Cancelling)
}

// headline says in a line what the results shown are.
func headline(r session.Results, set session.Settings) string {
	switch {
	case !r.Started() && r.Mode == session.OneBoard:
		return lang.L("Run, then pick a row to replay its solution.")
	case !r.Started():
		return fmt.Sprintf(lang.L("Runs each chosen algorithm on %s drawn for the goal."),
			boardsText(set.Batch.Boards()))
	case r.Failure != "":
		return fmt.Sprintf(lang.L("Could not run: %s."), r.Failure)
	case r.Stale != "" && r.Mode == session.OneBoard:
		return fmt.Sprintf(lang.L("Runs on %s, but %s since: run again."), r.BoardText(), r.Stale)
	case r.Stale != "":
		return fmt.Sprintf(lang.L("Boards drawn for the goal %s, but %s since: run again."), r.GoalText(), r.Stale)
	case r.Mode == session.OneBoard:
		// the board and goal are the ones beside (else the results are
		// stale, above): written out they took the line's room, and a
		// 4x4's two took a line of their own
		s := lang.L("The board beside")
		if len(r.Rows) > 0 && r.Rows[0].Distance >= 0 {
			s = fmt.Sprintf(lang.L("%d moves from the goal"), r.Rows[0].Distance)
		}
		if r.Running {
			return fmt.Sprintf(lang.L("%s: %s"), s, r.Doing())
		}
		return fmt.Sprintf(lang.L("%s: %s"), s, r.Tally())
	case r.Running:
		return r.Doing()
	}
	return fmt.Sprintf(lang.L("%s to %s: %s"), boardsText(r.Boards), r.GoalText(), r.Tally())
}

// weightNote names the weight the comparison's A* rows ran (or, before
// a run, will run) under, so that the headline never hides it: "A*
// search w=3 (at most 3× the shortest) · ". Empty when none is weighted.
func (v *View) weightNote(r session.Results) string {
	if r.Failure != "" || r.Stale != "" {
		return ""
	}
	note := func(name string, w float64) string {
		a, err := solver.AlgorithmNamed(name)
		if err != nil || w <= 1 {
			return ""
		}
		return harness.RunLabel(session.FamilyTitle(a.Family), w) + " (" + tabkit.GuaranteeText(a.Guarantee(w), w) + ") · "
	}
	if !r.Started() {
		for _, name := range v.cmp.Settings().Algorithms {
			if a, err := solver.AlgorithmNamed(name); err == nil {
				if n := note(name, session.Weighted(a, v.s.Weight())); n != "" {
					return n
				}
			}
		}
		return ""
	}
	for _, row := range r.Rows {
		if n := note(row.Algorithm, row.Weight); n != "" {
			return n
		}
	}
	for _, s := range r.Summaries {
		if n := note(s.Algorithm, s.Weight); n != "" {
			return n
		}
	}
	return ""
}

func boardsText(n int) string { return session.Plural(n, "board", "boards") }

// progressText is written on the progress bar: how many runs are done.
func (v *View) progressText() string {
	p := v.cmp.Results(v.cmp.Mode()).Progress
	if p.Total == 0 {
		return lang.L("starting…")
	}
	return fmt.Sprintf(lang.L("%s of %s runs"), human.Count(int64(p.Done)), human.Count(int64(p.Total)))
}

// tell shows the outcome of a click (saved, copied, nothing to replay)
// until the next run.
func (v *View) tell(imp widget.Importance, text string) { tabkit.Tell(v.note, imp, text) }

func setVisible(o fyne.CanvasObject, on bool) {
	if on && !o.Visible() {
		o.Show()
	} else if !on && o.Visible() {
		o.Hide()
	}
}

func enable(w fyne.Disableable, on bool) {
	if on && w.Disabled() {
		w.Enable()
	} else if !on && !w.Disabled() {
		w.Disable()
	}
}

// fixedWidth gives an entry a width: an HBox would shrink it to nothing.
func fixedWidth(o fyne.CanvasObject, w float32) fyne.CanvasObject {
	return container.New(widthLayout(w), o)
}

// widthLayout lays its objects out at a width of at least its value, in
// units of the usual text size (it grows with View > Text size).
type widthLayout float32

func (widthLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (w widthLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	m := objs[0].MinSize()
	return fyne.NewSize(max(float32(w)*widgets.TextScale(), m.Width), m.Height)
}
