package widgets

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

// Column is one column of a Table. Rows are given by their index in the
// data; the table keeps the order they are shown in.
type Column struct {
	Key    string // names the column in a remembered sort; the title if empty
	Title  string
	Sample string // the widest value expected, to size the column
	Right  bool   // numbers read best aligned on the right
	Text   func(row int) (string, widget.Importance)
	// Value is the sort key of a number or flag; ok false means no value
	// (a run not finished, a cost not found), and such rows stay at the
	// bottom whichever way the column is sorted. Without it the column
	// sorts by its text.
	Value func(row int) (v float64, ok bool)
}

func (c Column) key() string {
	if c.Key != "" {
		return c.Key
	}
	return c.Title
}

// Table is a dense table whose header buttons sort it by their column, a
// second press reversing the order; an arrow shows the sort. The header
// cells are ordinary buttons, so Tab reaches them and Space sorts. Rows are
// virtualized (a widget.Table), and the first column stays in view while
// the others scroll across.
type Table struct {
	widget.BaseWidget
	table   *widget.Table
	cols    []Column
	n       int   // data rows
	order   []int // display row -> data index
	sortCol int   // -1: data order
	desc    bool
	selRow  int  // display row selected, -1 for none (widget.Table keeps its own private)
	syncing bool // selecting from code: not the user's choice

	// OnSelected is a row chosen by the user: its data index.
	OnSelected func(row int)
	// OnSorted is a press on a header: the new sort.
	OnSorted func(column string, desc bool)
}

// NewTable makes a table of the columns, with no rows yet.
func NewTable(cols []Column) *Table {
	t := &Table{cols: cols, sortCol: -1, selRow: -1}
	t.table = widget.NewTable(
		func() (int, int) { return len(t.order), len(t.cols) },
		newTableCell,
		t.update,
	)
	t.table.ShowHeaderRow = true
	t.table.StickyColumnCount = 1
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
		if !t.syncing && t.OnSelected != nil {
			t.OnSelected(t.order[id.Row])
		}
	}
	t.sizeColumns()
	t.ExtendBaseWidget(t)
	return t
}

func (t *Table) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(t.table) }

// sizeColumns fits each column to its title (with room for the sort
// arrow), its sample value or the widest text of its rows, whichever is
// widest: a sample is a guess, and a cell cut off ("greedy-misplaced-bla")
// names another thing or nothing.
func (t *Table) sizeColumns() {
	size := theme.TextSize()
	pad := 2 * theme.InnerPadding()
	icon := theme.IconInlineSize() + theme.Padding()
	for i, col := range t.cols {
		style := fyne.TextStyle{Bold: i == 0}
		w := max(fyne.MeasureText(col.Title, size, fyne.TextStyle{}).Width+icon,
			fyne.MeasureText(col.Sample, size, style).Width)
		for r := range t.n {
			text, _ := col.Text(r)
			w = max(w, fyne.MeasureText(text, size, style).Width)
		}
		t.table.SetColumnWidth(i, w+pad+theme.Padding())
	}
}

// SetRows shows n data rows, sorted as before; the rows' contents may
// have changed too. A selected row stays selected wherever the sort puts
// it.
func (t *Table) SetRows(n int) {
	sel := t.Selected()
	if sel >= n {
		sel = -1
	}
	h := TableRowHeight()
	for r := t.n; r < n; r++ {
		t.table.SetRowHeight(r, h) // else rows are as tall as the header buttons
	}
	t.n = n
	// the order first: sizing a column refreshes the table, which reads
	// t.order, and the old one can name rows the data no longer has
	t.sort()
	t.sizeColumns()
	t.selectData(sel)
	t.table.Refresh()
}

// SetSort sorts by the column of that key (by the data's order if there
// is none), without telling OnSorted: the sort was remembered, not chosen.
func (t *Table) SetSort(column string, desc bool) {
	t.sortCol, t.desc = -1, false
	for i, c := range t.cols {
		if c.key() == column {
			t.sortCol, t.desc = i, desc
		}
	}
	t.resort()
}

// Sort is the column sorted by ("" for the data's order) and its direction.
func (t *Table) Sort() (column string, desc bool) {
	if t.sortCol < 0 {
		return "", false
	}
	return t.cols[t.sortCol].key(), t.desc
}

// Order is the data indices in the order shown.
func (t *Table) Order() []int { return slices.Clone(t.order) }

// Selected is the data index of the selected row, -1 for none.
func (t *Table) Selected() int {
	if t.selRow < 0 || t.selRow >= len(t.order) {
		return -1
	}
	return t.order[t.selRow]
}

// Unselect clears the selection without telling OnSelected.
func (t *Table) Unselect() { t.selectData(-1) }

// CellText is the text of a shown cell, as the table writes it.
func (t *Table) CellText(row, col int) string {
	if row < 0 || row >= len(t.order) || col < 0 || col >= len(t.cols) {
		return ""
	}
	s, _ := t.cols[col].Text(t.order[row])
	return s
}

// Columns is how many columns the table has.
func (t *Table) Columns() int { return len(t.cols) }

// ScrollToColumn scrolls the table across until column col is in view.
func (t *Table) ScrollToColumn(col int) {
	t.table.ScrollTo(widget.TableCellID{Row: 0, Col: col})
}

// TableRowHeight is the height of a dense row in the current theme.
func TableRowHeight() float32 {
	return fyne.MeasureText("Mg", theme.TextSize(), fyne.TextStyle{}).Height + 2*theme.Padding()
}

// HeaderHeight is the height of the header row.
func (t *Table) HeaderHeight() float32 { return widget.NewButton("Mg", nil).MinSize().Height }

// VisibleRows is how many whole rows the table shows at its size.
func (t *Table) VisibleRows() int {
	return int((t.Size().Height - t.HeaderHeight()) / TableRowHeight())
}

func (t *Table) sort() {
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
		if col.Value != nil {
			va, oka := col.Value(a)
			vb, okb := col.Value(b)
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
			sa, _ := col.Text(a)
			sb, _ := col.Text(b)
			r = cmp.Compare(sa, sb)
		}
		if t.desc {
			r = -r
		}
		return r
	})
}

// sortBy is a press on a column's header: sort by it, or reverse it.
func (t *Table) sortBy(col int) {
	if col == t.sortCol {
		t.desc = !t.desc
	} else {
		t.sortCol, t.desc = col, false
	}
	t.resort()
	if t.OnSorted != nil {
		t.OnSorted(t.Sort())
	}
}

func (t *Table) resort() {
	sel := t.Selected()
	t.sort()
	t.selectData(sel)
	t.table.Refresh()
}

// selectData selects the display row of data row i without telling
// OnSelected: the rows moved, the user chose nothing.
func (t *Table) selectData(i int) {
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

func (t *Table) update(id widget.TableCellID, o fyne.CanvasObject) {
	txt := o.(*fyne.Container).Objects[0].(*canvas.Text)
	if id.Row >= len(t.order) || id.Col >= len(t.cols) {
		txt.Text = ""
		txt.Refresh()
		return
	}
	col := t.cols[id.Col]
	text, imp := col.Text(t.order[id.Row])
	txt.Text = text
	txt.Alignment = fyne.TextAlignLeading
	if col.Right {
		txt.Alignment = fyne.TextAlignTrailing
	}
	txt.Color = ImportanceColor(imp) // read each time: it follows the theme
	txt.TextSize = theme.TextSize()
	txt.TextStyle.Bold = id.Col == 0
	txt.Refresh()
}

func (t *Table) updateHeader(id widget.TableCellID, o fyne.CanvasObject) {
	b := o.(*widget.Button)
	if id.Col < 0 || id.Col >= len(t.cols) {
		return
	}
	col := id.Col
	b.SetText(t.cols[col].Title)
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

// newTableCell is a table cell: bare text with a little padding. A Label's
// padding would make rows half again as tall, and a comparison has 22 of
// them to show.
func newTableCell() fyne.CanvasObject {
	return container.New(tableCellLayout{}, canvas.NewText("", theme.Color(theme.ColorNameForeground)))
}

type tableCellLayout struct{}

func (tableCellLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	pad := theme.InnerPadding()
	for _, o := range objs {
		o.Move(fyne.NewPos(pad, 0))
		o.Resize(fyne.NewSize(size.Width-2*pad, size.Height))
	}
}

func (tableCellLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(2*theme.InnerPadding(), TableRowHeight())
}

// ImportanceColor is the text colour a Label of that importance has.
func ImportanceColor(imp widget.Importance) color.Color {
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
