package heuristics

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/internal/tabkit"
	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/app/widgets"
)

// named is the manager of the user's named expressions, in a dialog the
// tab's "Named…" button opens: the typed expression saved under a name,
// and a row for each saved one (its name, editable, its text or its
// mistake, Use, Rename, Delete). Its widgets are made once; rows are kept
// and hidden, not rebuilt, so that a tap never lands on a replaced one.
type named struct {
	acc     *session.Accuracy
	w       fyne.Window
	name    *widget.Entry // the name to save the typed expression under
	saveAs  *widget.Button
	typed   *widget.Label // what would be saved
	note    *widget.Label // the outcome of the last click
	empty   *widget.Label
	list    *fyne.Container
	rows    []*namedRow
	content fyne.CanvasObject
	dlg     dialog.Dialog
}

// namedRow is one saved expression.
type namedRow struct {
	box      *fyne.Container
	name     *widget.Entry
	text     *widget.Label
	use      *widget.Button
	rename   *widget.Button
	del      *widget.Button
	saved    string // the name it shows, as saved
	compiles bool
}

func newNamed(acc *session.Accuracy, w fyne.Window) *named {
	m := &named{acc: acc, w: w}
	m.name = widget.NewEntry()
	m.name.SetPlaceHolder(lang.L("A name, e.g. mine"))
	m.name.OnSubmitted = func(string) { m.save() }
	m.saveAs = widget.NewButtonWithIcon(lang.L("Save the typed one"), theme.DocumentSaveIcon(), m.save)
	m.typed = widget.NewLabel("")
	m.typed.Wrapping = fyne.TextWrapWord
	m.note = widget.NewLabel("")
	m.note.Wrapping = fyne.TextWrapWord
	m.note.Hide()
	m.empty = widget.NewLabel(lang.L("No named expression yet: type one in the tab, name it here, and Solve, Compare, Race and Explore list it by its name."))
	m.empty.Wrapping = fyne.TextWrapWord
	m.list = container.NewVBox()
	top := container.NewVBox(m.typed, container.NewBorder(nil, nil, nil, m.saveAs, m.name), m.note, widget.NewSeparator())
	m.content = container.NewBorder(top, nil, nil, nil, widgets.NewVScroll(container.NewVBox(m.empty, m.list)))
	acc.Changed.Watch(m.refresh)
	m.refresh()
	return m
}

// show opens the manager over the window, sized to it.
func (m *named) show() {
	if m.dlg == nil {
		m.dlg = dialog.NewCustom(lang.L("Named expressions"), lang.L("Close"), m.content, m.w)
	}
	m.note.Hide()
	size := m.w.Canvas().Size()
	m.dlg.Resize(fyne.NewSize(min(size.Width*0.9, 720), min(size.Height*0.85, 560)))
	m.dlg.Show()
}

func (m *named) tell(imp widget.Importance, text string) { tabkit.Tell(m.note, imp, text) }

func (m *named) save() {
	name := m.name.Text
	if err := m.acc.SaveExpression(name); err != nil {
		m.tell(widget.DangerImportance, err.Error())
		return
	}
	m.name.SetText("")
	m.tell(widget.SuccessImportance, fmt.Sprintf(lang.L("Saved as %s: Solve, Compare, Race and Explore list it by that name."), name))
}

// row is row i, made when first needed.
func (m *named) row(i int) *namedRow {
	for len(m.rows) <= i {
		r := &namedRow{name: widget.NewEntry(), text: widget.NewLabel("")}
		r.text.Wrapping = fyne.TextWrapWord
		r.name.OnSubmitted = func(string) { m.rename(r) }
		r.use = widget.NewButton(lang.L("Use"), func() {
			m.acc.UseExpression(r.saved)
			m.tell(widget.MediumImportance, fmt.Sprintf(lang.L("%s is in the tab's expression row, judged there."), r.saved))
		})
		r.rename = widget.NewButton(lang.L("Rename"), func() { m.rename(r) })
		r.del = widget.NewButtonWithIcon("", theme.DeleteIcon(), func() {
			name := r.saved
			m.acc.DeleteExpression(name)
			m.tell(widget.MediumImportance, fmt.Sprintf(lang.L("%s deleted."), name))
		})
		buttons := container.NewHBox(r.use, r.rename, r.del)
		r.box = container.NewVBox(container.NewBorder(nil, nil, nil, buttons, r.name), r.text, widget.NewSeparator())
		m.rows = append(m.rows, r)
		m.list.Add(r.box)
	}
	return m.rows[i]
}

func (m *named) rename(r *namedRow) {
	if err := m.acc.RenameExpression(r.saved, r.name.Text); err != nil {
		m.tell(widget.DangerImportance, err.Error())
		r.name.SetText(r.saved)
		return
	}
	m.tell(widget.MediumImportance, fmt.Sprintf(lang.L("Renamed %s."), r.name.Text))
}

// refresh shows the saved list and the typed expression.
func (m *named) refresh() {
	x := m.acc.Expression()
	switch {
	case x.Heuristic != nil:
		m.typed.SetText(lang.L("Typed in the tab: ") + x.Text)
		m.saveAs.Enable()
	default:
		m.typed.SetText(lang.L("Type an expression that compiles in the tab's row to save it here."))
		m.saveAs.Disable()
	}
	saved := m.acc.Saved()
	for i, e := range saved {
		r := m.row(i)
		if r.saved != e.Name || r.name.Text != e.Name && !m.editing(r) {
			r.saved = e.Name
			r.name.SetText(e.Name)
		}
		text := e.Text + tabkit.YourHeuristicMark(e.ExpressionState)
		r.compiles = e.Heuristic != nil
		if !r.compiles {
			// kept, not dropped: the user can see why and delete it
			text = e.Text + "\n" + lang.L("Does not compile: ") + e.Err
			r.text.Importance = widget.DangerImportance
			r.use.Disable()
		} else {
			r.text.Importance = widget.MediumImportance
			r.use.Enable()
		}
		if r.text.Text != text {
			r.text.SetText(text)
		} else {
			r.text.Refresh()
		}
		r.box.Show()
	}
	for _, r := range m.rows[len(saved):] {
		r.saved = ""
		r.box.Hide()
	}
	if len(saved) == 0 {
		m.empty.Show()
	} else {
		m.empty.Hide()
	}
}

// editing says whether the user is typing a new name in the row: a
// refresh must not undo it.
func (m *named) editing(r *namedRow) bool {
	return m.w != nil && m.w.Canvas().Focused() == r.name
}
