package app

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// algoChooser picks the algorithms a comparison runs: a check for each,
// laid out the way courses teach them. The informed searches form a grid,
// a family per row and a heuristic per column, with a check for each row;
// each group has a check that flips all of it (and shows partly checked
// when it is mixed).
type algoChooser struct {
	all      []*solver.Algorithm
	chosen   map[string]bool
	checks   map[string]*widget.Check // by algorithm name
	groups   []*checkSet              // the group and family checks
	onChange func()
	syncing  bool // checks being set from the state: not clicks
	content  fyne.CanvasObject
}

// checkSet is a check standing for several algorithms.
type checkSet struct {
	check *widget.Check
	names []string
}

func newAlgoChooser(onChange func()) *algoChooser {
	ch := &algoChooser{all: solver.Algorithms(), chosen: map[string]bool{},
		checks: map[string]*widget.Check{}, onChange: onChange}
	for _, a := range ch.all {
		ch.chosen[a.Name] = true
		name := a.Name
		ch.checks[name] = widget.NewCheck("", func(on bool) { ch.set([]string{name}, on) })
	}

	var uninformed, exact []fyne.CanvasObject
	var groupNames = map[solver.Group][]string{}
	for _, a := range ch.all {
		groupNames[a.Group] = append(groupNames[a.Group], a.Name)
		switch a.Group {
		case solver.Uninformed:
			ch.checks[a.Name].Text = a.Title + " (" + a.Name + ")"
			uninformed = append(uninformed, ch.checks[a.Name])
		case solver.Informed:
			// laid out by family and heuristic in the grid below
		default:
			ch.checks[a.Name].Text = a.Title + " (" + a.Name + ")"
			exact = append(exact, ch.checks[a.Name])
		}
	}

	// the informed grid: a header row of heuristics, then a row per family
	grid := container.New(layout.NewGridLayoutWithColumns(len(solver.Heuristics()) + 1))
	grid.Add(widget.NewLabel(""))
	for _, h := range solver.Heuristics() {
		// the short name, as in the algorithm names the table shows
		grid.Add(widget.NewLabelWithStyle(h.Name, fyne.TextAlignCenter, fyne.TextStyle{}))
	}
	for _, f := range families() {
		if !f.informed {
			continue
		}
		set := ch.newSet(f.title, nil)
		grid.Add(set.check)
		for _, h := range solver.Heuristics() {
			name := f.name + "-" + h.Name
			set.names = append(set.names, name)
			grid.Add(container.NewCenter(ch.checks[name]))
		}
	}

	group := func(g solver.Group, body fyne.CanvasObject) fyne.CanvasObject {
		set := ch.newSet(groupTitles[g], groupNames[g])
		return container.NewVBox(set.check, container.NewPadded(body))
	}
	buttons := container.NewHBox(
		widget.NewButton("All", func() { ch.set(names(ch.all, nil), true) }),
		widget.NewButton("None", func() { ch.set(names(ch.all, nil), false) }),
		widget.NewButton("Optimal only", func() {
			ch.set(names(ch.all, nil), false)
			ch.set(names(ch.all, func(a *solver.Algorithm) bool { return a.Optimal }), true)
		}),
		widget.NewButton("One per family (Manhattan)", func() {
			ch.set(names(ch.all, nil), false)
			ch.set(names(ch.all, func(a *solver.Algorithm) bool {
				return a.Heuristic == nil || a.Heuristic.Name == "manhattan"
			}), true)
		}),
	)
	// the quick choices stay on top, outside the scrolling list
	ch.content = container.NewBorder(container.NewVBox(buttons, widget.NewSeparator()), nil, nil, nil,
		container.NewVScroll(container.NewVBox(
			group(solver.Uninformed, container.NewGridWithColumns(3, uninformed...)),
			group(solver.Informed, grid),
			group(solver.Exact, container.NewVBox(exact...)),
		)))
	ch.sync()
	return ch
}

// newSet makes a check that flips all of names.
func (ch *algoChooser) newSet(label string, names []string) *checkSet {
	s := &checkSet{names: names}
	s.check = widget.NewCheck(label, func(on bool) { ch.set(s.names, on) })
	ch.groups = append(ch.groups, s)
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

// set chooses or drops algorithms by name.
func (ch *algoChooser) set(names []string, on bool) {
	if ch.syncing {
		return
	}
	for _, n := range names {
		ch.chosen[n] = on
	}
	ch.sync()
	if ch.onChange != nil {
		ch.onChange()
	}
}

// sync shows the state in the checks.
func (ch *algoChooser) sync() {
	ch.syncing = true
	defer func() { ch.syncing = false }()
	for name, c := range ch.checks {
		c.SetChecked(ch.chosen[name])
	}
	for _, s := range ch.groups {
		n := 0
		for _, name := range s.names {
			if ch.chosen[name] {
				n++
			}
		}
		s.check.SetChecked(n == len(s.names))
		if n > 0 && n < len(s.names) {
			s.check.Partial = true
			s.check.Refresh()
		}
	}
}

// algorithms are the chosen ones, in the registry's order.
func (ch *algoChooser) algorithms() []*solver.Algorithm {
	var out []*solver.Algorithm
	for _, a := range ch.all {
		if ch.chosen[a.Name] {
			out = append(out, a)
		}
	}
	return out
}

// summary names the choice in a few words, for the button that opens it.
func (ch *algoChooser) summary() string {
	switch n := len(ch.algorithms()); n {
	case len(ch.all):
		return fmt.Sprintf("All %d algorithms", n)
	case 0:
		return "No algorithm chosen"
	case 1:
		return ch.algorithms()[0].Name
	default:
		return fmt.Sprintf("%d of %d algorithms", n, len(ch.all))
	}
}

// show opens the chooser in a dialog over w. Every click applies at once;
// the dialog only closes.
func (ch *algoChooser) show(w fyne.Window) {
	d := dialog.NewCustom("Algorithms to compare", "Done", ch.content, w)
	d.Resize(fyne.NewSize(800, 600))
	d.Show()
}
