package app

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// family is an algorithm apart from its heuristic: A* rather than A* with
// Manhattan distance. The picker lists families and picks the heuristic
// separately, so the menu stays short.
type family struct {
	name, title string
	group       solver.Group
	optimal     bool
	informed    bool
}

// familyOf splits an algorithm name like "astar-manhattan" into "astar".
func familyOf(a *solver.Algorithm) family {
	f := family{name: a.Name, title: a.Title, group: a.Group, optimal: a.Optimal}
	if h := a.Heuristic; h != nil {
		f.name = strings.TrimSuffix(a.Name, "-"+h.Name)
		f.title = strings.TrimSuffix(a.Title, " ("+h.Title+")")
		f.informed = true
	}
	return f
}

// families lists every family once, in the registry's order.
func families() []family {
	var out []family
	seen := map[string]bool{}
	for _, a := range solver.Algorithms() {
		if f := familyOf(a); !seen[f.name] {
			seen[f.name] = true
			out = append(out, f)
		}
	}
	return out
}

// algorithmFor joins a family and a heuristic back into an algorithm.
func algorithmFor(f family, h *solver.Heuristic) *solver.Algorithm {
	name := f.name
	if f.informed {
		if h == nil {
			h, _ = solver.HeuristicByName("manhattan")
		}
		name += "-" + h.Name
	}
	a, _ := solver.AlgorithmByName(name)
	return a
}

var groupTitles = map[solver.Group]string{
	solver.Uninformed: "Uninformed: blind to where the goal is",
	solver.Informed:   "Informed: guided by a heuristic",
	solver.Exact:      "Exact: looks the answer up",
}

// algoPicker chooses the algorithm: a menu grouped the way courses teach
// them, the heuristic for the informed ones, and a line on what each does.
type algoPicker struct {
	c         *controller
	button    *widget.Button
	heuristic *keySelect
	about     *widget.Label
	optimal   *widget.Label
}

func newAlgoPicker(c *controller) *algoPicker {
	p := &algoPicker{c: c}
	p.button = widget.NewButtonWithIcon("", theme.MenuDropDownIcon(), p.showMenu)
	p.button.IconPlacement = widget.ButtonIconTrailingText
	p.button.Alignment = widget.ButtonAlignLeading
	var names []string
	for _, h := range solver.Heuristics() {
		names = append(names, h.Title)
	}
	p.heuristic = newKeySelect(names, func(title string) {
		for _, h := range solver.Heuristics() {
			if h.Title == title {
				c.setAlgorithm(algorithmFor(familyOf(c.algo), h))
			}
		}
	}, c.typedKey)
	p.about = widget.NewLabel("")
	p.about.Wrapping = fyne.TextWrapWord
	p.optimal = widget.NewLabel("")
	c.runChanged.watch(p.refresh)
	p.refresh()
	return p
}

// menu lists the families under their group's heading, the chosen one
// ticked and the optimal ones marked.
func (p *algoPicker) menu() *fyne.Menu {
	cur := familyOf(p.c.algo)
	var items []*fyne.MenuItem
	var group solver.Group
	for _, f := range families() {
		if f.group != group {
			if group != "" {
				items = append(items, fyne.NewMenuItemSeparator())
			}
			group = f.group
			head := fyne.NewMenuItem(groupTitles[group], nil)
			head.Disabled = true
			items = append(items, head)
		}
		label := f.title
		if f.optimal {
			label += "  · optimal"
		}
		item := fyne.NewMenuItem(label, func() {
			h := p.c.algo.Heuristic // keep the heuristic when moving between informed searches
			p.c.setAlgorithm(algorithmFor(f, h))
		})
		item.Checked = f.name == cur.name
		items = append(items, item)
	}
	return fyne.NewMenu("Algorithm", items...)
}

func (p *algoPicker) showMenu() {
	cv := fyne.CurrentApp().Driver().CanvasForObject(p.button)
	if cv == nil {
		return
	}
	widget.ShowPopUpMenuAtRelativePosition(p.menu(), cv, fyne.NewPos(0, p.button.Size().Height), p.button)
}

func (p *algoPicker) refresh() {
	a := p.c.algo
	f := familyOf(a)
	p.button.SetText(f.title)
	if h := a.Heuristic; h != nil {
		p.heuristic.Enable()
		if p.heuristic.Selected != h.Title {
			p.heuristic.SetSelected(h.Title)
		}
	} else {
		p.heuristic.ClearSelected()
		p.heuristic.PlaceHolder = "(not used by " + f.title + ")"
		p.heuristic.Disable()
	}
	about := sentence(a.Description)
	if h := a.Heuristic; h != nil {
		about += "\nThe heuristic " + sentenceLower(h.Description) + "."
	}
	p.about.SetText(about)
	if a.Optimal {
		p.optimal.Importance = widget.SuccessImportance
		p.optimal.SetText("✓ optimal")
	} else {
		p.optimal.Importance = widget.WarningImportance
		p.optimal.SetText("✗ not optimal")
	}
}

// sentence capitalises a registry description and ends it with a stop.
func sentence(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:] + "."
}

func sentenceLower(s string) string { return strings.TrimSuffix(s, ".") }

// pickerRows are the picker's labelled rows for a form layout.
func (p *algoPicker) rows() []fyne.CanvasObject {
	return []fyne.CanvasObject{
		widget.NewLabel("Algorithm"), container.NewBorder(nil, nil, nil, p.optimal, p.button),
		widget.NewLabel("Heuristic"), p.heuristic,
		// room for the longest description, so the controls below stay
		// put when another algorithm is picked
		widget.NewLabel(""), container.New(minSizeLayout{fyne.NewSize(0, 112)}, container.NewVBox(p.about)),
	}
}
