package compare

import (
	"fmt"
	"fyne.io/fyne/v2/lang"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/internal/tabkit"
	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/app/widgets"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

// chooser picks the algorithms a comparison runs: a check for each, laid
// out the way courses teach them. The informed searches form a grid, a
// family per row and a heuristic per column, with a check for each row;
// each group has a check that flips all of it (partly checked when mixed).
// Every click is an intent on the comparison; the checks show its state.
type chooser struct {
	cmp     *session.Comparison
	s       *session.Session
	all     []*solver.Algorithm
	checks  map[string]*widget.Check // by algorithm name
	sets    []*checkSet              // the group and family checks
	syncing bool                     // checks being set from the state: not clicks
	refused *widget.Label            // on a side of 5: why some checks are greyed out
	content fyne.CanvasObject
	dlg     dialog.Dialog

	// the searches led by the user's heuristics (typed in the Heuristics
	// tab, and the named ones), below the grid: a row each, its checks'
	// names following it; rows are kept and hidden, not rebuilt
	yours     *fyne.Container
	yourRows  []*yourRow
	yourNames []string // every one, for the summary
}

// yourRow is one of the user's heuristics: its label and a check per
// informed family.
type yourRow struct {
	box    *fyne.Container
	label  *widget.Label
	checks []*widget.Check
	names  []string // the checks' algorithms
}

// checkSet is a check standing for several algorithms.
type checkSet struct {
	check *widget.Check
	names []string
}

func newChooser(cmp *session.Comparison, s *session.Session) *chooser {
	ch := &chooser{cmp: cmp, s: s, all: solver.Algorithms(), checks: map[string]*widget.Check{}}
	var uninformed, exact []fyne.CanvasObject
	groupNames := map[solver.Group][]string{}
	for _, a := range ch.all {
		name := a.Name
		c := widget.NewCheck("", func(on bool) { ch.set([]string{name}, on) })
		ch.checks[name] = c
		groupNames[a.Group] = append(groupNames[a.Group], name)
		switch a.Group {
		case solver.Uninformed:
			c.Text = session.AlgorithmTitle(a) + " (" + a.Name + ")"
			uninformed = append(uninformed, c)
		case solver.Exact:
			c.Text = session.AlgorithmTitle(a) + " (" + a.Name + ")"
			exact = append(exact, c)
		}
	}

	// the informed grid: a header row of heuristics, then a row per family
	grid := container.New(layout.NewGridLayoutWithColumns(len(solver.Heuristics()) + 1))
	grid.Add(widget.NewLabel(""))
	for _, h := range solver.Heuristics() {
		grid.Add(widget.NewLabelWithStyle(h.Name, fyne.TextAlignCenter, fyne.TextStyle{}))
	}
	var informed []int // the informed families' colour groups, in registry order
	for _, f := range solver.Families() {
		if m := f.Members(); m[0].Group == solver.Informed {
			informed = append(informed, familyOf(m[0].Name))
		}
	}
	for _, fam := range informed {
		set := ch.newSet(familyTitle(fam), nil)
		grid.Add(set.check)
		for _, h := range solver.Heuristics() {
			cell := fyne.CanvasObject(widget.NewLabel(""))
			for _, a := range ch.all {
				if a.Heuristic == h && familyOf(a.Name) == fam {
					set.names = append(set.names, a.Name)
					cell = container.NewCenter(ch.checks[a.Name])
				}
			}
			grid.Add(cell)
		}
	}

	group := func(g solver.Group, body fyne.CanvasObject) fyne.CanvasObject {
		set := ch.newSet(tabkit.GroupTitle(g), groupNames[g])
		return container.NewVBox(set.check, container.NewPadded(body))
	}
	every := names(ch.all, nil)
	manhattan, _ := solver.HeuristicByName("manhattan")
	quick := container.NewHBox(
		widget.NewButton(lang.L("All"), func() { ch.choose(every) }),
		widget.NewButton(lang.L("None"), func() { ch.choose(nil) }),
		// on 4x4 most algorithms run into a cap: those that can finish
		widget.NewButton(lang.L("Fit for the size"), func() {
			sh := ch.cmp.Shape()
			ch.choose(names(ch.all, func(a *solver.Algorithm) bool { return session.HopelessAt(a, sh, ch.cmp.Weight()) == "" }))
		}),
		widget.NewButton(lang.L("Optimal only"), func() { ch.choose(ch.optimal()) }),
		widget.NewButton(lang.L("One per family (Manhattan)"), func() {
			ch.choose(names(ch.all, func(a *solver.Algorithm) bool { return a.Heuristic == nil || a.Heuristic == manhattan }))
		}),
	)
	list := container.NewVBox(
		group(solver.Uninformed, container.NewGridWithColumns(2, uninformed...)),
		group(solver.Informed, container.NewVBox(grid, ch.newYours())),
		group(solver.Exact, container.NewVBox(exact...)),
	)
	if req := ch.newOnRequest(); req != nil {
		list.Add(req)
	}
	ch.refused = widget.NewLabel("")
	ch.refused.Wrapping = fyne.TextWrapWord
	ch.refused.Importance = widget.WarningImportance
	ch.refused.Hide()
	// the quick choices stay on top, outside the scrolling list
	ch.content = container.NewBorder(container.NewVBox(quick, ch.refused, widget.NewSeparator()), nil, nil, nil,
		widgets.NewVScroll(list))
	ch.showYours()
	return ch
}

// newOnRequest makes the checks of the searches on request (the 7-8),
// under a heading of their own that says why no quick choice takes them:
// their first run builds databases for minutes. Nil when there are none
// (in a browser).
func (ch *chooser) newOnRequest() fyne.CanvasObject {
	req := solver.OnRequest()
	if len(req) == 0 {
		return nil
	}
	box := container.NewVBox(widget.NewLabelWithStyle(lang.L("On request"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	why := widget.NewLabel(lang.L("Not in the quick choices: on 4x4 the first run builds its pattern databases, which takes minutes and about 2 GB of memory, then keeps them on disk."))
	why.Wrapping = fyne.TextWrapWord
	box.Add(why)
	for _, a := range req {
		name := a.Name
		c := widget.NewCheck(session.AlgorithmTitle(a)+" ("+a.Name+")", func(on bool) { ch.set([]string{name}, on) })
		ch.checks[name] = c
		box.Add(container.NewPadded(c))
	}
	return box
}

// newYours makes the box of the user's heuristics' rows.
func (ch *chooser) newYours() fyne.CanvasObject {
	ch.yours = container.NewVBox()
	return ch.yours
}

// yourRow is row i, made when first needed.
func (ch *chooser) yourRow(i int) *yourRow {
	for len(ch.yourRows) <= i {
		r := &yourRow{label: widget.NewLabel("")}
		r.box = container.NewHBox(r.label)
		for _, f := range solver.Families() {
			if _, err := f.WithHeuristic(solver.DefaultHeuristic()); err != nil {
				continue // takes no heuristic
			}
			j := len(r.checks)
			c := widget.NewCheck(f.Title(), func(on bool) {
				if j < len(r.names) {
					ch.set([]string{r.names[j]}, on)
				}
			})
			r.checks = append(r.checks, c)
			r.box.Add(c)
		}
		ch.yourRows = append(ch.yourRows, r)
		ch.yours.Add(r.box)
	}
	return ch.yourRows[i]
}

// showYours names each of the user's heuristics in its row, with the mark
// every picker gives it; rows with none are hidden.
func (ch *chooser) showYours() {
	ch.yourNames = nil
	n := 0
	for _, y := range tabkit.YourHeuristics(ch.s) {
		var names []string
		for _, f := range solver.Families() {
			if a, err := f.WithHeuristic(y.Heuristic); err == nil {
				names = append(names, a.Name)
			}
		}
		r := ch.yourRow(n)
		if len(names) != len(r.checks) {
			continue
		}
		n++
		r.names = names
		ch.yourNames = append(ch.yourNames, names...)
		r.label.SetText(y.Label())
		r.box.Show()
	}
	for _, r := range ch.yourRows[n:] {
		r.names = nil
		r.box.Hide()
	}
	ch.sync()
}

// optimal are the searches whose runs will promise a shortest path: not
// A* while the Solve tab's weight is above 1, and those led by the user's
// heuristics only where the judge found them admissible on this goal.
func (ch *chooser) optimal() []string {
	w := ch.cmp.Weight()
	out := names(ch.all, func(a *solver.Algorithm) bool { return a.Guarantee(w) == solver.Shortest })
	for _, y := range tabkit.YourSearches(ch.s) {
		if ch.s.GuaranteeOf(y.Algorithm, w) == solver.Shortest {
			out = append(out, y.Algorithm.Name)
		}
	}
	return out
}

func (ch *chooser) newSet(label string, names []string) *checkSet {
	s := &checkSet{names: names}
	s.check = widget.NewCheck(label, func(on bool) { ch.set(s.names, on) })
	ch.sets = append(ch.sets, s)
	return s
}

func names(all []*solver.Algorithm, keep func(*solver.Algorithm) bool) []string {
	var out []string
	for _, a := range all {
		if keep == nil || keep(a) {
			out = append(out, a.Name)
		}
	}
	return out
}

// set chooses or drops algorithms by name: a click on a check.
func (ch *chooser) set(names []string, on bool) {
	if ch.syncing {
		return
	}
	chosen := ch.cmp.Settings().Algorithms
	for _, n := range names {
		i := slices.Index(chosen, n)
		switch {
		case on && i < 0:
			chosen = append(chosen, n)
		case !on && i >= 0:
			chosen = slices.Delete(chosen, i, i+1)
		}
	}
	ch.choose(chosen)
}

func (ch *chooser) choose(names []string) {
	ch.cmp.SetAlgorithms(names)
	ch.sync() // also when nothing changed: a click may have left a check out of step
}

// sync shows the comparison's choice in the checks.
func (ch *chooser) sync() {
	ch.syncing = true
	defer func() { ch.syncing = false }()
	chosen := map[string]bool{}
	for _, n := range ch.cmp.Settings().Algorithms {
		chosen[n] = true
	}
	sh := ch.cmp.Shape()
	refused := 0
	for name, c := range ch.checks {
		if c.Checked != chosen[name] {
			c.SetChecked(chosen[name])
		}
		// greyed out where it does not run (a side of 5), still showing
		// whether it is chosen: it runs again on the other sizes
		a, _ := solver.AlgorithmNamed(name)
		if why := session.RefusedAt(a, sh); why != "" {
			refused++
			if !c.Disabled() {
				c.Disable()
			}
		} else if c.Disabled() {
			c.Enable()
		}
	}
	for _, r := range ch.yourRows {
		for j, c := range r.checks {
			on := j < len(r.names) && chosen[r.names[j]]
			if c.Checked != on {
				c.SetChecked(on)
			}
			if j >= len(r.names) {
				continue
			}
			if a, err := solver.AlgorithmNamed(r.names[j]); err == nil && session.RefusedAt(a, sh) != "" {
				refused++
				if !c.Disabled() {
					c.Disable()
				}
			} else if c.Disabled() {
				c.Enable()
			}
		}
	}
	note := ""
	if refused > 0 {
		note = fmt.Sprintf(lang.L("Greyed out: %d algorithms that do not run on %v. There, only IDA*, A* and greedy led by Manhattan distance or linear conflict, and IDA* with pattern databases, run; the others would search billions of boards. A run leaves the greyed-out ones aside."), refused, sh)
	}
	if ch.refused.Text != note {
		ch.refused.SetText(note)
		setVisible(ch.refused, note != "")
	}
	for _, s := range ch.sets {
		n := 0
		for _, name := range s.names {
			if chosen[name] {
				n++
			}
		}
		all, partial := n == len(s.names), n > 0 && n < len(s.names)
		if s.check.Checked != all || s.check.Partial != partial {
			s.check.Checked, s.check.Partial = all, partial
			s.check.Refresh()
		}
	}
}

// summary names the choice in a few words, for the button that opens it.
// "All" is every algorithm the quick choice All takes (the registry's), or
// every one there is; a count is out of every one there is: the registry's,
// those on request and those led by the user's heuristics.
func (ch *chooser) summary() string {
	chosen := ch.cmp.Settings().Algorithms
	total := len(ch.all) + len(solver.OnRequest()) + len(ch.yourNames)
	registry := len(chosen) == len(ch.all)
	for _, a := range ch.all {
		registry = registry && slices.Contains(chosen, a.Name)
	}
	switch n := len(chosen); {
	case registry || n == total:
		return fmt.Sprintf(lang.L("All %d algorithms"), n)
	case n == 0:
		return lang.L("No algorithm chosen")
	case n == 1:
		return chosen[0]
	default:
		return fmt.Sprintf(lang.L("%d of %d algorithms"), n, total)
	}
}

// show opens the chooser in a dialog over w. Every click applies at once;
// the dialog only closes. It is made once and shown again, so its checks
// stay the same widgets.
func (ch *chooser) show(w fyne.Window) {
	if ch.dlg == nil {
		ch.dlg = dialog.NewCustom(lang.L("Algorithms to compare"), "Done", ch.content, w)
	}
	ch.dlg.Resize(fyne.NewSize(min(800, w.Canvas().Size().Width-40), min(600, w.Canvas().Size().Height-40)))
	ch.dlg.Show()
}
