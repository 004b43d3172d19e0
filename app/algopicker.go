package app

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/app/widgets"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

// families lists the first algorithm of every family, in the registry's
// order: the picker lists families and picks the heuristic separately, so
// the menu stays short.
func families() []*solver.Algorithm {
	var out []*solver.Algorithm
	seen := map[solver.Family]bool{}
	for _, a := range solver.Algorithms() {
		if !seen[a.Family] {
			seen[a.Family] = true
			out = append(out, a)
		}
	}
	return out
}

// algorithmFor is the algorithm of family with heuristic h, or with the
// default heuristic when h is nil or the family takes none.
func algorithmFor(family solver.Family, h *solver.Heuristic) *solver.Algorithm {
	return family.Algorithm(h)
}

var groupTitles = map[solver.Group]string{
	solver.Uninformed: "Uninformed: blind to where the goal is",
	solver.Informed:   "Informed: guided by a heuristic",
	solver.Exact:      "Exact: looks the answer up",
}

// algoPicker chooses the algorithm: a menu grouped the way courses teach
// them, the heuristic for the informed ones, and a line on what each does.
type algoPicker struct {
	s         *session.Session
	button    *widget.Button
	heuristic *widgets.KeySelect
	about     *widget.Label
	optimal   *widget.Label
	hopeless  *widget.Label // why the algorithm will not finish on this size; hidden when it will
}

func newAlgoPicker(s *session.Session, pass widgets.KeyPass) *algoPicker {
	p := &algoPicker{s: s}
	p.button = widget.NewButtonWithIcon("", theme.MenuDropDownIcon(), p.showMenu)
	p.button.IconPlacement = widget.ButtonIconTrailingText
	p.button.Alignment = widget.ButtonAlignLeading
	var names []string
	for _, h := range solver.Heuristics() {
		names = append(names, h.Title)
	}
	p.heuristic = widgets.NewKeySelect(names, func(title string) {
		for _, h := range solver.Heuristics() {
			if h.Title == title {
				s.SetAlgorithm(algorithmFor(s.Algorithm().Family, h))
			}
		}
	}, pass)
	p.about = widget.NewLabel("")
	p.about.Wrapping = fyne.TextWrapWord
	p.optimal = widget.NewLabel("")
	p.hopeless = widget.NewLabel("")
	p.hopeless.Importance = widget.WarningImportance
	p.hopeless.Wrapping = fyne.TextWrapWord
	p.hopeless.Hide()
	s.SearchChanged.Watch(p.refresh)
	s.PuzzleChanged.Watch(p.refresh) // the size decides what is hopeless
	p.refresh()
	return p
}

// menu lists the families under their group's heading, the chosen one
// ticked and the optimal ones marked. Headings are items that do nothing,
// in bold capitals with a separator above, so they read as headings.
func (p *algoPicker) menu() *fyne.Menu {
	cur := p.s.Algorithm()
	var items []*fyne.MenuItem
	var group solver.Group
	for _, f := range families() {
		if f.Group != group {
			if group != "" {
				items = append(items, fyne.NewMenuItemSeparator())
			}
			group = f.Group
			head := fyne.NewMenuItem(strings.ToUpper(groupTitles[group]), func() {})
			head.Icon = theme.InfoIcon()
			items = append(items, head)
		}
		label := "    " + f.Family.Title()
		if f.Optimal {
			label += "  · optimal"
		}
		family := f.Family
		if algorithmFor(family, cur.Heuristic).Hopeless(p.s.Shape()) != "" {
			label += "  · hopeless at " + p.s.Shape().String()
		}
		item := fyne.NewMenuItem(label, func() {
			// keep the heuristic when moving between informed searches
			p.s.SetAlgorithm(algorithmFor(family, p.s.Algorithm().Heuristic))
		})
		item.Checked = f.Family == cur.Family
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
	a := p.s.Algorithm()
	p.button.SetText(a.Family.Title())
	if h := a.Heuristic; h != nil {
		p.heuristic.Enable()
		if p.heuristic.Selected != h.Title {
			p.heuristic.SetSelected(h.Title)
		}
	} else {
		p.heuristic.ClearSelected()
		p.heuristic.PlaceHolder = "(not used by " + a.Family.Title() + ")"
		p.heuristic.Disable()
	}
	about := sentence(a.Description)
	if h := a.Heuristic; h != nil {
		about += "\nThe heuristic " + strings.TrimSuffix(h.Description, ".") + "."
	}
	p.about.SetText(about)
	if h := a.Hopeless(p.s.Shape()); h != "" {
		text := sentence(h) + " It runs if you ask."
		if p.hopeless.Text != text || !p.hopeless.Visible() {
			p.hopeless.SetText(text)
			p.hopeless.Show()
		}
	} else if p.hopeless.Visible() {
		p.hopeless.SetText("")
		p.hopeless.Hide()
	}
	if a.Optimal {
		p.optimal.Importance = widget.SuccessImportance
		p.optimal.SetText("optimal")
	} else {
		p.optimal.Importance = widget.WarningImportance
		p.optimal.SetText("not optimal")
	}
}

// sentence capitalises a registry description and ends it with a stop.
func sentence(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:] + "."
}

// rows are the picker's labelled rows for a form layout.
func (p *algoPicker) rows() []fyne.CanvasObject {
	return []fyne.CanvasObject{
		widget.NewLabel("Algorithm"), container.NewBorder(nil, nil, nil, p.optimal, p.button),
		widget.NewLabel("Heuristic"), p.heuristic,
		// room for the longest description, so the controls below stay
		// put when another algorithm is picked
		widget.NewLabel(""), // a wrapped label shown after being hidden asks for its whole text's
		// width until it is laid out: the window would grow to it
		container.NewVBox(widgets.AtMostWidth(widgets.AtLeast(p.about, fyne.NewSize(0, 112)), 100), widgets.AtMostWidth(p.hopeless, 100)),
	}
}
