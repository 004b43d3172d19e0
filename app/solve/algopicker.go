package solve

import (
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/internal/tabkit"
	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/app/widgets"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

// Families lists the first algorithm of every family, in the registry's
// order: the picker lists families and picks the heuristic separately, so
// the menu stays short. The window's help lists them the same way.
func Families() []*solver.Algorithm {
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

// algoPicker chooses the algorithm: a menu grouped the way courses teach
// them, the heuristic for the informed ones, and a line on what each does.
type algoPicker struct {
	s          *session.Session
	button     *widget.Button
	heuristic  *widgets.KeySelect
	heuristics tabkit.Options[*solver.Heuristic] // the heuristic's options
	about      *widget.Label
	optimal    *widget.Label // what the chosen algorithm's path promises, under the session's weight
	hopeless   *widget.Label // why the algorithm will not finish on this size; hidden when it will
}

func newAlgoPicker(s *session.Session, pass widgets.KeyPass) *algoPicker {
	p := &algoPicker{s: s}
	p.button = widget.NewButtonWithIcon("", theme.MenuDropDownIcon(), func() { tabkit.PopUp(p.button, p.menu()) })
	p.button.IconPlacement = widget.ButtonIconTrailingText
	p.button.Alignment = widget.ButtonAlignLeading
	p.heuristics = heuristicOptions(s)
	p.heuristic = widgets.NewKeySelect(p.heuristics.Labels(), func(string) {
		// cleared (a search without a heuristic): nothing picked
		// the heuristic the algorithm has already (shown when another
		// is picked from the menu: an on-request search is not its
		// family's own with that heuristic) changes nothing
		if h, ok := p.heuristics.Value(p.heuristic.SelectedIndex()); ok && h != s.Algorithm().Heuristic {
			s.SetAlgorithm(s.Algorithm().Family.Algorithm(h))
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
	s.PuzzleChanged.Watch(p.refresh)      // the size decides what is hopeless
	s.Accuracy().Changed.Watch(p.refresh) // the user's own heuristic, and its verdict
	p.refresh()
	return p
}

// heuristicOptions are the built-in heuristics, then the user's own (typed
// in the Heuristics tab, and the named ones) that compile, marked when not
// known to be admissible on this size and goal.
func heuristicOptions(s *session.Session) tabkit.Options[*solver.Heuristic] {
	var out tabkit.Options[*solver.Heuristic]
	for _, h := range solver.Heuristics() {
		out = append(out, tabkit.Option[*solver.Heuristic]{Label: session.HeuristicTitle(h), Value: h})
	}
	for _, y := range tabkit.YourHeuristics(s) {
		out = append(out, tabkit.Option[*solver.Heuristic]{Label: y.Label(), Value: y.Heuristic})
	}
	return out
}

// menu lists the families under their group's heading, the chosen one
// ticked and those that promise something marked with what. Headings are items that do nothing,
// in bold capitals with a separator above, so they read as headings.
func (p *algoPicker) menu() *fyne.Menu {
	cur := p.s.Algorithm()
	var items []*fyne.MenuItem
	var group solver.Group
	for _, f := range Families() {
		if f.Group != group {
			if group != "" {
				items = append(items, fyne.NewMenuItemSeparator())
			}
			group = f.Group
			head := fyne.NewMenuItem(strings.ToUpper(tabkit.GroupTitle(group)), func() {})
			head.Icon = theme.InfoIcon()
			items = append(items, head)
		}
		family := f.Family
		alg := family.Algorithm(cur.Heuristic)
		label := "    " + session.FamilyTitle(f.Family) + p.marks(alg)
		item := fyne.NewMenuItem(label, func() {
			// keep the heuristic when moving between informed searches
			p.s.SetAlgorithm(family.Algorithm(p.s.Algorithm().Heuristic))
		})
		item.Checked = f.Family == cur.Family && !cur.Patterns78
		item.Disabled = p.s.Refused(alg) != "" // not run at all on this size (5x5)
		items = append(items, item)
	}
	// the searches a user asks for (their first run builds databases for
	// minutes): under a heading of their own, by their whole title
	for i, a := range solver.OnRequest() {
		if i == 0 {
			items = append(items, fyne.NewMenuItemSeparator())
			head := fyne.NewMenuItem(strings.ToUpper(lang.L("On request")), func() {})
			head.Icon = theme.InfoIcon()
			items = append(items, head)
		}
		label := "    " + session.AlgorithmTitle(a) + p.marks(a)
		if !a.Uses78(p.s.Shape()) {
			label += lang.L("  · 4x4 only")
		}
		item := fyne.NewMenuItem(label, func() { p.s.SetAlgorithm(a) })
		item.Checked = a == cur
		item.Disabled = p.s.Refused(a) != ""
		items = append(items, item)
	}
	return fyne.NewMenu(lang.L("Algorithm"), items...)
}

// marks is what a menu entry says of its algorithm beside its title: what
// its path promises under the session's weight, and whether it is hopeless
// on the board's size. The families and the searches on request say it
// alike (the 7-8's entry had no badge).
func (p *algoPicker) marks(alg *solver.Algorithm) string {
	var m string
	if g := alg.Guarantee(p.s.Weight()); g != solver.NoGuarantee {
		badge, _ := tabkit.GuaranteeBadge(g, alg.RunWeight(p.s.Weight()))
		m += "  · " + badge
	}
	switch {
	case p.s.Refused(alg) != "":
		m += lang.L("  · not run at ") + p.s.Shape().String()
	case p.s.HopelessFor(alg) != "":
		m += lang.L("  · hopeless at ") + p.s.Shape().String()
	}
	return m
}

func (p *algoPicker) refresh() {
	if opts := heuristicOptions(p.s); !slices.Equal(opts, p.heuristics) {
		p.heuristics = opts
		p.heuristic.SetOptions(opts.Labels())
	}
	a := p.s.Algorithm()
	if h := a.Heuristic; h != nil && h.Expression() != "" && p.heuristics.Index(h) < 0 {
		// the expression was changed or cleared in the Heuristics tab
		p.s.SetAlgorithm(a.Family.Algorithm(nil))
		return
	}
	title := session.FamilyTitle(a.Family)
	if a.Patterns78 {
		title = session.AlgorithmTitle(a) // not the family's own: say which
	}
	p.button.SetText(title)
	if h := a.Heuristic; h != nil {
		if len(a.Family.Members()) > 1 {
			p.heuristic.Enable()
		} else {
			p.heuristic.Disable() // a family of one search (Parallel IDA*): its heuristic is shown, not offered
		}
		if i := p.heuristics.Index(h); p.heuristic.SelectedIndex() != i {
			p.heuristic.SetSelectedIndex(i)
		}
	} else {
		p.heuristic.ClearSelected()
		p.heuristic.PlaceHolder = fmt.Sprintf(lang.L("(not used by %s)"), session.FamilyTitle(a.Family))
		p.heuristic.Disable()
	}
	about := sentence(session.AlgorithmDescriptionFor(a, p.s.Weight()))
	if h := a.Heuristic; h != nil {
		about += "\n" + fmt.Sprintf(lang.L("The heuristic %s."), strings.TrimSuffix(session.HeuristicDescription(h), "."))
	}
	p.about.SetText(about)
	if h := p.s.HopelessFor(a); h != "" {
		text := sentence(h) + lang.L(" It runs if you ask.")
		if p.s.Refused(a) != "" {
			text = sentence(h) + lang.L(" It does not run on this size.")
		}
		if p.hopeless.Text != text || !p.hopeless.Visible() {
			p.hopeless.SetText(text)
			p.hopeless.Show()
		}
	} else if p.hopeless.Visible() {
		p.hopeless.SetText("")
		p.hopeless.Hide()
	}
	text, imp := tabkit.GuaranteeBadge(p.s.Guarantee(), a.RunWeight(p.s.Weight()))
	if p.optimal.Text != text || p.optimal.Importance != imp {
		p.optimal.Importance = imp
		p.optimal.SetText(text)
	}
}

// sentence capitalises a registry description and ends it with a stop.
func sentence(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:] + "."
}

// rows are the picker's captioned rows, one above the other.
func (p *algoPicker) rows() []fyne.CanvasObject {
	return []fyne.CanvasObject{
		labelled(lang.L("Algorithm"), container.NewBorder(nil, nil, nil, p.optimal, p.button)),
		labelled(lang.L("Heuristic"), p.heuristic),
		// room for the longest description, so the controls below stay
		// put when another algorithm is picked; a wrapped label shown
		// after being hidden asks for its whole text's width until it is
		// laid out: the window would grow to it
		container.NewVBox(widgets.AtMostWidth(widgets.AtLeast(p.about, fyne.NewSize(0, 112)), 100), widgets.AtMostWidth(p.hopeless, 100)),
	}
}
