// Package solve is the Solve tab: the algorithm and its heuristic, the
// conventions and limits of a run, slow motion, and the live panel of the
// search. It reads the session through getters, changes it only through
// intent methods, and redraws when the search or the puzzle changes.
package solve

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/internal/tabkit"
	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/app/widgets"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

// View is the Solve tab: what to run, with which limits, and the live
// panel of the run. Content is what the window shows.
type View struct {
	Content fyne.CanvasObject

	s           *session.Session
	picker      *algoPicker
	limits      [4]*widgets.KeyEntry // by session.Field
	limitErr    *widget.Label
	conventions *widget.Accordion  // folds the conventions away behind their names
	wideNote    *widget.Label      // on a side of 5: the conventions are solver/wide's own
	ties        *widgets.KeySelect // the conventions: see session.Conventions
	goalTest    *widgets.KeySelect
	order       *widgets.KeySelect
	shuffle     *widgets.KeySelect // move order: fixed, or shuffled with seed
	seed        *widgets.KeyEntry
	weight      *widgets.KeyEntry // weighted A*'s w
	weightNote  *widget.Label     // what w costs
	watch       *widgets.KeyCheck
	watchRate   *widgets.KeySlider
	watchLabel  *widget.Label
	solve       *widget.Button
	stop        *widget.Button
	explore     *widget.Button // to the Explore tab, which runs the search step by step
	progress    *progressView
}

// depthHint is the depth field's placeholder: dls's default depth, the
// size's longest solution; none on 5x5, where it is not known (nor dls run).
func depthHint(sh solver.Shape) string {
	if d := sh.Diameter(); d > 0 {
		return itoa(d)
	}
	return "—"
}

// New builds the tab over the session.
func New(d tabkit.Deps) *View {
	s, pass := d.Session, d.Pass
	v := &View{s: s, picker: newAlgoPicker(s, pass)}
	placeholders := [4]string{depthHint(s.Shape()), lang.L("none"), lang.L("none"), session.MemoryText(0)}
	for f := range v.limits {
		e := widgets.NewKeyEntry(pass)
		e.SetPlaceHolder(placeholders[f])
		// The text is set before the handler exists: SetText fires
		// OnChanged at once, and a remembered limit must not run it
		// half-built (the crash on every start after setting a limit).
		text, _ := s.LimitText(session.Field(f))
		e.SetText(text)
		e.OnChanged = func(t string) { s.SetLimitText(session.Field(f), t) }
		e.OnSubmitted = func(string) { s.Solve() }
		v.limits[f] = e
	}
	v.limitErr = widget.NewLabel("")
	v.limitErr.Importance = widget.DangerImportance
	v.limitErr.Wrapping = fyne.TextWrapWord
	v.limitErr.SizeName = theme.SizeNameCaptionText

	v.ties = widgets.NewKeySelect(shownNames(solver.TiesNames()), func(label string) {
		c := s.Conventions()
		if t, err := solver.ParseTies(nameOf(solver.TiesNames(), label)); err == nil {
			c.Ties = t
			s.SetConventions(c)
		}
	}, pass)
	v.goalTest = widgets.NewKeySelect(shownNames(solver.GoalTestNames()), func(label string) {
		c := s.Conventions()
		if g, err := solver.ParseGoalTest(nameOf(solver.GoalTestNames(), label)); err == nil {
			c.GoalTest = g
			s.SetConventions(c)
		}
	}, pass)
	var orders []string
	for o := range solver.Order(solver.NumOrders) {
		orders = append(orders, o.String())
	}
	v.order = widgets.NewKeySelect(orders, func(name string) {
		c := s.Conventions()
		if o, err := solver.ParseOrder(name); err == nil {
			c.Order = o
			s.SetConventions(c)
		}
	}, pass)

	v.addShuffleAndWeight(pass)

	on, rate := s.Watch()
	v.watch = widgets.NewKeyCheck(lang.L("Slow motion"), nil, pass)
	v.watch.SetChecked(on)
	v.watch.OnChanged = s.SetWatch
	v.watchRate = widgets.NewKeySlider(0, float64(session.WatchSpeeds()-1), pass)
	v.watchRate.SetValue(float64(rate))
	v.watchRate.OnChanged = func(f float64) { s.SetWatchRate(int(f)) }
	v.watchLabel = widget.NewLabel("")

	v.solve = widget.NewButtonWithIcon(lang.L("Solve"), theme.MediaPlayIcon(), s.Solve)
	v.solve.Importance = widget.HighImportance
	v.stop = widget.NewButtonWithIcon(lang.L("Stop"), theme.MediaStopIcon(), s.Stop)
	v.progress = newProgressView(s)

	// four in a row, each allowed narrower than its placeholder asks: at
	// 800 wide they fit beside the board, and Solve stays in sight
	narrow := func(f session.Field) fyne.CanvasObject { return widgets.AtMostWidth(v.limits[f], 70) }
	limits := container.New(layout.NewGridLayoutWithColumns(4),
		labelled(lang.L("Depth (DLS)"), narrow(session.DepthField)),
		labelled(lang.L("Nodes"), narrow(session.NodesField)),
		labelled(lang.L("Seconds"), narrow(session.SecondsField)),
		labelled(lang.L("Memory"), narrow(session.MemoryField)))
	// Captions above the fields rather than a column of labels beside
	// them: the tab then fits beside the board in a window 800 wide at a
	// scale of 1.1 (a 14" laptop's), where 800 pixels are 727 units.
	form := container.NewVBox(v.picker.rows()...)
	// folded by default behind a line that names them: the settings a
	// course needs are one click away
	v.conventions = widget.NewAccordion(widget.NewAccordionItem("", container.NewVBox(container.New(layout.NewGridLayoutWithColumns(2),
		labelled(lang.L("Ties (best-first)"), v.ties), labelled(lang.L("Goal test (BFS)"), v.goalTest), labelled(lang.L("Move order"), v.order),
		labelled(lang.L("Moves per board"), v.shuffle), labelled(lang.L("Seed"), v.seed), labelled(lang.L("Weight w (A*)"), v.weight)),
		v.weightNote, v.wideNote)))
	// two caption lines are kept for an error, so nothing moves under
	// the pointer when one appears
	twoLines := fyne.NewSize(0, 2*fyne.CurrentApp().Settings().Theme().Size(theme.SizeNameCaptionText)*1.4)
	form.Add(labelled(lang.L("Conventions"), v.conventions))
	form.Add(labelled(lang.L("Limits"), container.NewVBox(limits, widgets.AtLeast(v.limitErr, twoLines))))
	watchRow := container.NewBorder(nil, nil, v.watch, widgets.WithMinWidthEm(v.watchLabel, 100), v.watchRate)
	// Slow motion shows the numbers change; the explorer shows the whole
	// search: frontier, tree and map, stepping back as well as forward.
	v.explore = widget.NewButtonWithIcon(lang.L("Step by step"), theme.VisibilityIcon(), s.ExploreStepByStep)
	buttons := container.NewBorder(nil, nil, nil, v.explore, container.NewGridWithColumns(2, v.solve, v.stop))
	// Solve, Stop and slow motion stay at the foot of the tab, out of the
	// scroller: in sight at any size, with the conventions open or not;
	// the settings and the live panel scroll above them.
	v.Content = container.NewBorder(nil,
		container.NewPadded(container.NewVBox(widget.NewSeparator(), watchRow, buttons)), nil, nil,
		widgets.NewVScroll(container.NewPadded(container.NewVBox(form, widget.NewSeparator(), v.progress.content))))

	s.SearchChanged.Watch(v.refresh)
	s.PuzzleChanged.Watch(v.refresh)
	v.refresh()
	return v
}

// labelled puts a small caption above a field.
func labelled(caption string, o fyne.CanvasObject) fyne.CanvasObject {
	l := widget.NewLabel(caption)
	l.SizeName = theme.SizeNameCaptionText
	return container.NewBorder(l, nil, nil, nil, o)
}

func (v *View) refresh() {
	s := v.s
	if title := s.ConventionsText(); v.conventions.Items[0].Title != title {
		v.conventions.Items[0].Title = title
		v.conventions.Refresh()
	}
	widgets.Enable(v.limits[session.DepthField], s.Algorithm().DepthLimit)
	// dls's default depth is the size's longest solution
	if ph := depthHint(s.Shape()); v.limits[session.DepthField].PlaceHolder != ph {
		v.limits[session.DepthField].SetPlaceHolder(ph)
	}
	for f, e := range v.limits {
		// a field being typed in keeps its text; one set elsewhere follows
		if text, _ := s.LimitText(session.Field(f)); e.Text != text {
			e.SetText(text)
		}
	}
	if p := s.LimitsProblem(); v.limitErr.Text != p {
		v.limitErr.SetText(p)
	}
	c := s.Conventions()
	for sel, want := range map[*widgets.KeySelect]string{v.ties: lang.L(c.Ties.String()), v.goalTest: lang.L(c.GoalTest.String()), v.order: c.Order.String()} {
		if sel.Selected != want {
			sel.SetSelected(want) // its callback sets what is already set: no-op
		}
	}
	v.refreshShuffleAndWeight()
	on, rate := s.Watch()
	if v.watch.Checked != on {
		v.watch.SetChecked(on)
	}
	if int(v.watchRate.Value) != rate {
		v.watchRate.SetValue(float64(rate))
	}
	v.watchLabel.SetText(session.WatchSpeedLabel(rate))
	// a 5x5 search shows no board as it expands: no slow motion there;
	// its step-by-step record is the Explore tab's, as on every size
	for _, w := range []fyne.Disableable{v.watch, v.watchRate} {
		widgets.Enable(w, !s.Wide())
	}
	widgets.Enable(v.stop, s.Running())
	if s.Running() {
		v.solve.SetText(lang.L("Restart"))
	} else {
		v.solve.SetText(lang.L("Solve"))
	}
}

// shownNames are the solver's names of a convention's values (newest,
// generate) as the select shows them, in the window's language; nameOf
// is the name of one shown. The names stay the identities.
func shownNames(names []string) []string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = lang.L(n)
	}
	return out
}

func nameOf(names []string, label string) string {
	for _, n := range names {
		if lang.L(n) == label {
			return n
		}
	}
	return label
}
