package heuristics

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/eightpuzzle/eightpuzzle/app/chart"
	"github.com/eightpuzzle/eightpuzzle/app/session"
)

// Typing an expression: a mistake is shown with its column at once; a
// good one is judged in the background, its verdict shown, its line added
// to the chart, and one click puts its counterexample on the board.
func TestTypingAnExpression(t *testing.T) {
	f := newFixture(t, defaultShare)
	_, goal := f.s.Puzzle()
	f.open(goal)
	builtins := len(chart.AccuracyRanges(f.s.Accuracy().Figures().Heuristic).Series)

	test.Type(f.v.expr, "max(manhattan, foo)")
	if got := f.v.caption.Text; !strings.Contains(got, "column 16: unknown term foo") || f.v.counter.Visible() {
		t.Errorf("a mistake shows %q", got)
	}
	f.v.expr.SetText("")
	if !strings.Contains(f.v.caption.Text, "never overestimates") {
		t.Errorf("with no expression the caption is the lesson again: %q", f.v.caption.Text)
	}
	test.Type(f.v.expr, "manhattan + misplaced")
	f.q.WaitFor(t, "the verdict", func() bool { return f.s.Accuracy().Expression().Figures != nil }, nil)
	f.drain()
	if got := f.v.caption.Text; !strings.Contains(got, "not admissible: 8 moves too many on") || !f.v.counter.Visible() {
		t.Fatalf("the verdict shows %q, button shown %v", got, f.v.counter.Visible())
	}
	if n := len(f.v.screenSpecSeries()); n != builtins+1 {
		t.Errorf("the chart has %d lines, want the %d built-ins and the expression", n, builtins)
	}
	test.Tap(f.v.counter)
	b, _ := f.s.Puzzle()
	if over := f.s.Accuracy().Expression().Figures.Verdict.OverBoard; b != over {
		t.Errorf("the board is %v after the click, the counterexample %v", b, over)
	}
	if !strings.Contains(f.v.caption.Text, session.FormatBoard(f.s.Shape(), b)) {
		t.Errorf("the verdict %q does not name the board", f.v.caption.Text)
	}
}

// screenSpecSeries is the ranges chart's lines.
func (v *View) screenSpecSeries() []chart.Series {
	return chart.AccuracyRanges(v.withExpression(v.figures.Heuristic)).Series
}

// The user's heuristic, once judged, has a row of the table under the
// built-ins': its admissibility and consistency as the judge found them.
func TestExpressionInTheTable(t *testing.T) {
	f := newFixture(t, defaultShare)
	_, goal := f.s.Puzzle()
	f.open(goal)
	n := len(f.s.Accuracy().Figures().Heuristic)
	for _, c := range []struct{ text, admissible, consistent string }{
		{"manhattan + misplaced", "no", "no"},
		{"max(manhattan, misplaced)", "yes", "yes"},
	} {
		f.v.expr.SetText(c.text)
		f.q.WaitFor(t, "the verdict", func() bool { return f.s.Accuracy().Expression().Figures != nil }, nil)
		f.drain()
		var row []string
		for r := range len(f.v.table.Order()) {
			if f.v.table.CellText(r, 0) == c.text {
				for col := range 3 {
					row = append(row, f.v.table.CellText(r, col))
				}
			}
		}
		if want := []string{c.text, c.admissible, c.consistent}; strings.Join(row, "|") != strings.Join(want, "|") {
			t.Errorf("%s: row %q, want %q (of %d rows, %d built-in)", c.text, row, want, len(f.v.table.Order()), n)
		}
	}
	f.v.expr.SetText("")
	f.drain()
	if len(f.v.table.Order()) != n {
		t.Errorf("cleared: %d rows, want %d", len(f.v.table.Order()), n)
	}
}
