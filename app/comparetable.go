package app

import (
	"cmp"
	"image/color"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// column is one column of a sortTable. Rows are given by their index in
// the data.
type column struct {
	title  string
	sample string // the widest value expected, to size the column
	text   func(i int) (string, widget.Importance)
	// key is the sort key of a number or flag; ok false means no value
	// (a run not finished, a cost not found), and such rows stay at the
	// bottom whichever way the column is sorted.
	key   func(i int) (v float64, ok bool)
	name  func(i int) string // the sort key of text, when key is nil
	right bool               // numbers read best aligned on the right
}

// sortTable is a widget.Table whose header buttons sort it by their
// column, a second press reversing the order. They are ordinary buttons,
// so Tab reaches them and Space sorts.
type sortTable struct {
	table    *widget.Table
	cols     []column
	n        int   // data rows
	order    []int // display row -> data index
	sortCol  int   // -1: data order
	desc     bool
	selRow   int         // display row selected, -1 for none (widget.Table keeps its own private)
	onSelect func(i int) // a row was selected: its data index
	syncing  bool        // selecting from code: not the user's choice
}

func newSortTable(cols []column) *sortTable {
	t := &sortTable{cols: cols, sortCol: -1, selRow: -1}
	t.table = widget.NewTable(
		func() (int, int) { return len(t.order), len(t.cols) },
		newCell,
		t.update,
	)
	t.table.ShowHeaderRow = true
	t.table.StickyColumnCount = 1 // the algorithm stays in view while scrolling across
	t.table.CreateHeader = func() fyne.CanvasObject {
		b := widget.NewButton("", nil)
		b.Importance = widget.LowImportance
		b.IconPlacement = widget.ButtonIconTrailingText
		return b
	}
	t.table.UpdateHeader = t.updateHeader
	t.table.OnSelected = func(id widget.TableCellID) {
		if id.Row < 0 || id.Row >= len(t.order) {
			return
		}
		t.selRow = id.Row
		if t.syncing {
			return
		}
		if t.onSelect != nil {
			t.onSelect(t.order[id.Row])
		}
	}
	t.sizeColumns()
	return t
}

// sizeColumns fits each column to its title (with room for the sort
// arrow) or its widest sample value, whichever is wider.
func (t *sortTable) sizeColumns() {
	size := theme.TextSize()
	pad := 2 * theme.InnerPadding()
	icon := theme.IconInlineSize() + theme.Padding()
	for i, col := range t.cols {
		head := fyne.MeasureText(col.title, size, fyne.TextStyle{}).Width + icon
		body := fyne.MeasureText(col.sample, size, fyne.TextStyle{Bold: i == 0}).Width
		t.table.SetColumnWidth(i, max(head, body)+pad+theme.Padding())
	}
}

// setRows shows n data rows, sorted as before; a selected row stays
// selected wherever the sort puts it.
func (t *sortTable) setRows(n int) {
	sel := t.selectedData()
	if sel >= n {
		sel = -1
	}
	h := rowHeight()
	for r := t.n; r < n; r++ {
		t.table.SetRowHeight(r, h) // else rows are as tall as the header buttons
	}
	t.n = n
	t.sort()
	t.selectData(sel)
	t.table.Refresh()
}

// unselect clears the selection: the rows are those of a new run.
func (t *sortTable) unselect() { t.selectData(-1) }

func (t *sortTable) sort() {
	t.order = t.order[:0]
	for i := range t.n {
		t.order = append(t.order, i)
	}
	if t.sortCol < 0 {
		return
	}
	col := t.cols[t.sortCol]
	slices.SortStableFunc(t.order, func(a, b int) int {
		var r int
		if col.key != nil {
			va, oka := col.key(a)
			vb, okb := col.key(b)
			switch {
			case !oka && !okb:
				return cmp.Compare(a, b)
			case !oka:
				return 1
			case !okb:
				return -1
			}
			r = cmp.Compare(va, vb)
		} else {
			r = cmp.Compare(col.name(a), col.name(b))
		}
		if t.desc {
			r = -r
		}
		return r
	})
}

// sortBy is a press on a column's header: sort by it, or reverse it.
func (t *sortTable) sortBy(col int) {
	if col == t.sortCol {
		t.desc = !t.desc
	} else {
		t.sortCol, t.desc = col, false
	}
	sel := t.selectedData()
	t.sort()
	t.selectData(sel)
	t.table.Refresh()
}

// selectedData is the data index of the selected row, -1 for none.
func (t *sortTable) selectedData() int {
	if t.selRow < 0 || t.selRow >= len(t.order) {
		return -1
	}
	return t.order[t.selRow]
}

// selectData selects the display row of data row i without telling
// onSelect: the rows moved, the user chose nothing.
func (t *sortTable) selectData(i int) {
	t.syncing = true
	defer func() { t.syncing = false }()
	for r, d := range t.order {
		if d == i {
			t.selRow = r
			t.table.Select(widget.TableCellID{Row: r, Col: 0})
			return
		}
	}
	t.selRow = -1
	t.table.UnselectAll()
}

func (t *sortTable) update(id widget.TableCellID, o fyne.CanvasObject) {
	txt := o.(*fyne.Container).Objects[0].(*canvas.Text)
	if id.Row >= len(t.order) || id.Col >= len(t.cols) {
		txt.Text = ""
		txt.Refresh()
		return
	}
	col := t.cols[id.Col]
	text, imp := col.text(t.order[id.Row])
	txt.Text = text
	txt.Alignment = fyne.TextAlignLeading
	if col.right {
		txt.Alignment = fyne.TextAlignTrailing
	}
	txt.Color = importanceColor(imp) // read each time: it follows the theme
	txt.TextSize = theme.TextSize()
	txt.TextStyle.Bold = id.Col == 0
	txt.Refresh()
}

// newCell is a table cell: bare text with a little padding. A Label's
// padding would make rows half again as tall, and a comparison has 22 of
// them to fit beside a chart.
func newCell() fyne.CanvasObject {
	return container.New(cellLayout{}, canvas.NewText("", theme.Color(theme.ColorNameForeground)))
}

// rowHeight is the height of a dense row.
func rowHeight() float32 {
	return fyne.MeasureText("Mg", theme.TextSize(), fyne.TextStyle{}).Height + 2*theme.Padding()
}

type cellLayout struct{}

func (cellLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	pad := theme.InnerPadding()
	for _, o := range objs {
		o.Move(fyne.NewPos(pad, 0))
		o.Resize(fyne.NewSize(size.Width-2*pad, size.Height))
	}
}

func (cellLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(2*theme.InnerPadding(), rowHeight())
}

// importanceColor is the text colour a Label of that importance has.
func importanceColor(imp widget.Importance) color.Color {
	name := theme.ColorNameForeground
	switch imp {
	case widget.LowImportance:
		name = theme.ColorNamePlaceHolder
	case widget.HighImportance:
		name = theme.ColorNamePrimary
	case widget.SuccessImportance:
		name = theme.ColorNameSuccess
	case widget.WarningImportance:
		name = theme.ColorNameWarning
	case widget.DangerImportance:
		name = theme.ColorNameError
	}
	return theme.Color(name)
}

func (t *sortTable) updateHeader(id widget.TableCellID, o fyne.CanvasObject) {
	b := o.(*widget.Button)
	if id.Col < 0 || id.Col >= len(t.cols) {
		return
	}
	col := id.Col
	b.SetText(t.cols[col].title)
	switch {
	case col != t.sortCol:
		b.SetIcon(nil)
	case t.desc:
		b.SetIcon(theme.MenuDropDownIcon())
	default:
		b.SetIcon(theme.MenuDropUpIcon())
	}
	b.OnTapped = func() { t.sortBy(col) }
}

// cellText is the text of a displayed cell, as the table writes it.
func (t *sortTable) cellText(row, col int) string {
	if row < 0 || row >= len(t.order) || col < 0 || col >= len(t.cols) {
		return ""
	}
	s, _ := t.cols[col].text(t.order[row])
	return s
}
