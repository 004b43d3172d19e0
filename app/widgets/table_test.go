package widgets

import (
	"fmt"
	"math"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// sample is a table of names and numbers, one number missing.
func sample() (*Table, []string, []float64) {
	names := []string{"delta", "alpha", "charlie", "bravo", "echo"}
	vals := []float64{4, 1, math.NaN(), 2, 3}
	cols := []Column{
		{Title: "Name", Sample: "charlie", Text: func(i int) (string, widget.Importance) {
			return names[i], widget.MediumImportance
		}},
		{Key: "n", Title: "Number", Sample: "1,000", Right: true,
			Text: func(i int) (string, widget.Importance) {
				if math.IsNaN(vals[i]) {
					return "—", widget.LowImportance
				}
				return fmt.Sprint(vals[i]), widget.MediumImportance
			},
			Value: func(i int) (float64, bool) { return vals[i], !math.IsNaN(vals[i]) }},
	}
	return NewTable(cols), names, vals
}

// headers are the header buttons as laid out in the window.
func headers(w fyne.Window) map[string]*widget.Button {
	out := map[string]*widget.Button{}
	for _, o := range test.LaidOutObjects(w.Content()) {
		if b, ok := o.(*widget.Button); ok && b.Visible() {
			out[b.Text] = b
		}
	}
	return out
}

func column(t *Table, col int) []string {
	var out []string
	for r := range len(t.Order()) {
		out = append(out, t.CellText(r, col))
	}
	return out
}

func TestTableSortsByTappedHeader(t *testing.T) {
	test.NewTempApp(t)
	tb, _, _ := sample()
	tb.SetRows(5)
	w := test.NewTempWindow(t, tb)
	w.Resize(fyne.NewSize(400, 300))

	var sorted []string
	tb.OnSorted = func(c string, desc bool) { sorted = append(sorted, fmt.Sprintf("%s %v", c, desc)) }
	if got := column(tb, 0); !slices.Equal(got, []string{"delta", "alpha", "charlie", "bravo", "echo"}) {
		t.Fatalf("data order %v", got)
	}
	hs := headers(w)
	if hs["Number"] == nil || hs["Name"] == nil {
		t.Fatalf("header buttons %v", hs)
	}
	test.Tap(hs["Number"])
	if got := column(tb, 1); !slices.Equal(got, []string{"1", "2", "3", "4", "—"}) {
		t.Errorf("ascending %v", got)
	}
	if hs["Number"].Icon != theme.MenuDropUpIcon() || hs["Name"].Icon != nil {
		t.Errorf("arrows: number %v, name %v", hs["Number"].Icon, hs["Name"].Icon)
	}
	test.Tap(hs["Number"])
	// descending: the row with no value stays last
	if got := column(tb, 1); !slices.Equal(got, []string{"4", "3", "2", "1", "—"}) {
		t.Errorf("descending %v", got)
	}
	if hs["Number"].Icon != theme.MenuDropDownIcon() {
		t.Errorf("descending arrow %v", hs["Number"].Icon)
	}
	test.Tap(hs["Name"])
	if got := column(tb, 0); !slices.Equal(got, []string{"alpha", "bravo", "charlie", "delta", "echo"}) {
		t.Errorf("by name %v", got)
	}
	if !slices.Equal(sorted, []string{"n false", "n true", "Name false"}) {
		t.Errorf("OnSorted got %v", sorted)
	}
	if c, d := tb.Sort(); c != "Name" || d {
		t.Errorf("Sort() = %q %v", c, d)
	}
}

func TestTableSetSortAndSelection(t *testing.T) {
	test.NewTempApp(t)
	tb, names, _ := sample()
	tb.SetRows(5)
	test.NewTempWindow(t, tb).Resize(fyne.NewSize(400, 300))
	chosen := -1
	tb.OnSelected = func(i int) { chosen = i }
	tb.OnSorted = func(string, bool) { t.Error("SetSort told OnSorted") }

	tb.SetSort("n", true)
	if o := tb.Order(); !slices.Equal(o, []int{0, 4, 3, 1, 2}) {
		t.Fatalf("order %v", o)
	}
	tb.table.Select(widget.TableCellID{Row: 1, Col: 0}) // as a click does
	if chosen != 4 || tb.Selected() != 4 {
		t.Fatalf("chose %d (%s), selected %d; want 4 (echo)", chosen, names[max(chosen, 0)], tb.Selected())
	}
	chosen = -1
	tb.SetSort("no such column", false) // back to the data order, selection kept
	if tb.Selected() != 4 || chosen != -1 {
		t.Errorf("after a sort: selected %d, chose %d", tb.Selected(), chosen)
	}
	tb.Unselect()
	if tb.Selected() != -1 {
		t.Errorf("selected %d after Unselect", tb.Selected())
	}
}

func TestTableRowsAreDense(t *testing.T) {
	test.NewTempApp(t)
	tb, _, _ := sample()
	tb.SetRows(5)
	w := test.NewTempWindow(t, tb)
	w.Resize(fyne.NewSize(400, 10*TableRowHeight()+tb.HeaderHeight()+2*theme.Padding()))
	if n := tb.VisibleRows(); n < 10 {
		t.Errorf("%d rows fit in the height of 10", n)
	}
}

// A cell's text wider than its column's sample still shows whole: the
// compare table cut "greedy-misplaced-blank" and "Greedy best-first".
// (The test driver lays out the first column's cells only: each list
// takes its turn there.)
func TestTableColumnsFitTheirText(t *testing.T) {
	for _, texts := range [][]string{
		{"bfs", "greedy-misplaced-blank", "idastar-misplaced-blank"},
		{"Uninformed", "Greedy best-first", "Iterative deepening A*"},
	} {
		test.NewTempApp(t)
		tb := NewTable([]Column{
			{Title: "Algorithm", Sample: "bfs", Text: func(i int) (string, widget.Importance) {
				return texts[i], widget.MediumImportance
			}},
			{Title: "Cost", Sample: "10", Right: true, Text: func(int) (string, widget.Importance) {
				return "1", widget.MediumImportance
			}},
		})
		tb.SetRows(len(texts))
		w := test.NewTempWindow(t, tb)
		w.Resize(fyne.NewSize(900, 300))
		shown := 0
		for _, o := range test.LaidOutObjects(w.Content()) {
			tx, ok := o.(*canvas.Text)
			if !ok || !tx.Visible() || !slices.Contains(texts, tx.Text) {
				continue
			}
			shown++
			if need := tx.MinSize().Width; need > tx.Size().Width+0.5 {
				t.Errorf("%q needs %.0f px, its cell gives %.0f", tx.Text, need, tx.Size().Width)
			}
		}
		if shown != len(texts) {
			t.Fatalf("%d cells laid out, want %d", shown, len(texts))
		}
	}
}

// Fewer rows than before, shown in a window: the rows the data no longer
// has are never asked for. Sizing a column refreshes the table, and it once
// did so before the order was rebuilt, asking the old order's row 13 of
// six (a Compare run after one with more algorithms, seen in the e2e walk).
func TestTableShrinks(t *testing.T) {
	test.NewTempApp(t)
	data := make([]string, 14)
	for i := range data {
		data[i] = fmt.Sprint("row ", i)
	}
	data[13] = "a row wider than the others" // its column narrows when it goes
	cols := []Column{
		{Title: "Name", Sample: "row 10", Text: func(i int) (string, widget.Importance) {
			return data[i], widget.MediumImportance
		}},
		{Key: "n", Title: "Number", Sample: "10", Right: true,
			Text:  func(i int) (string, widget.Importance) { return fmt.Sprint(len(data[i])), widget.MediumImportance },
			Value: func(i int) (float64, bool) { return float64(len(data[i])), true }},
	}
	tb := NewTable(cols)
	tb.SetRows(len(data))
	w := test.NewTempWindow(t, tb)
	w.Resize(fyne.NewSize(400, 600))
	tb.SetSort("n", true)
	data = data[:6] // the data is cut first, as a new run's results are
	tb.SetRows(len(data))
	if got := column(tb, 0); len(got) != 6 {
		t.Errorf("after shrinking, rows %v", got)
	}
}
