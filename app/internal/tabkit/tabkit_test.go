package tabkit

import (
	"bytes"
	"fmt"
	"image/png"
	"io"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/chart"
)

// TestOptions: each label stays with its value, and an index a Select
// gives when nothing is selected stands for nothing.
func TestOptions(t *testing.T) {
	o := Options[int]{{"one", 1}, {"two", 2}, {"three", 3}}
	if got := fmt.Sprint(o.Labels()); got != "[one two three]" {
		t.Errorf("labels %s", got)
	}
	if o.Index(2) != 1 || o.Index(4) != -1 {
		t.Errorf("index of 2: %d, of 4: %d", o.Index(2), o.Index(4))
	}
	if v, ok := o.Value(2); !ok || v != 3 {
		t.Errorf("value 2: %d %v", v, ok)
	}
	for _, i := range []int{-1, 3} {
		if _, ok := o.Value(i); ok {
			t.Errorf("value %d: found", i)
		}
	}
}

// TestChartSize: a file of a chart is at least the slide size, and as
// large as the chart's labels need: a chart of many bars is taller.
func TestChartSize(t *testing.T) {
	spec := func(n int) chart.BarSpec {
		s := chart.BarSpec{Title: "t", Axis: "Nodes expanded"}
		for i := range n {
			s.Bars = append(s.Bars, chart.Bar{Label: fmt.Sprint("a", i), Value: float64(i + 1)})
		}
		return s
	}
	few := chart.Bars(spec(3), chart.Print())
	if w, h := ChartSize(few); w != ChartWidth || h != ChartHeight {
		t.Errorf("three bars: %dx%d", w, h)
	}
	many := chart.Bars(spec(80), chart.Print())
	mw, mh := many.MinSize()
	if w, h := ChartSize(many); w != max(ChartWidth, mw) || h != mh || h <= ChartHeight {
		t.Errorf("80 bars: %dx%d, the chart asks %dx%d", w, h, mw, mh)
	}
	var b bytes.Buffer
	if err := ChartWriter(many, ".png")(&b); err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(&b)
	if err != nil {
		t.Fatal(err)
	}
	if w, h := ChartSize(many); img.Bounds().Dx() != w || img.Bounds().Dy() != h {
		t.Errorf("the PNG is %v, want %dx%d", img.Bounds(), w, h)
	}
}

// TestChartItems: the three chart items, disabled while there is no
// chart, each saving under the base name with its extension.
func TestChartItems(t *testing.T) {
	test.NewTempApp(t)
	none := ChartItems("x", func(chart.Theme) *chart.Chart { return nil }, nil)
	if len(none) != 3 {
		t.Fatalf("%d items", len(none))
	}
	for _, it := range none {
		if !it.Disabled {
			t.Errorf("%q enabled with no chart", it.Label)
		}
	}
	var names []string
	c := chart.Bars(chart.BarSpec{Bars: []chart.Bar{{Label: "a", Value: 1}}}, chart.Print())
	for _, it := range ChartItems("base", func(chart.Theme) *chart.Chart { return c },
		func(name string, _ func(io.Writer) error) { names = append(names, name) }) {
		if it.Disabled {
			t.Errorf("%q disabled with a chart", it.Label)
		}
		it.Action()
	}
	if got := fmt.Sprint(names); got != "[base.png base.svg base.png]" {
		t.Errorf("saved as %s", got)
	}
}

// TestPopUpAndTell: a menu pops up under a button on a canvas and not
// under one that is not; Tell shows the note in its importance.
func TestPopUpAndTell(t *testing.T) {
	test.NewTempApp(t)
	menu := fyne.NewMenu("", fyne.NewMenuItem("x", func() {}))
	PopUp(widget.NewButton("off screen", nil), menu) // nothing to show it on: no crash
	b := widget.NewButton("Save", nil)
	note := widget.NewLabel("")
	note.Hide()
	w := test.NewTempWindow(t, container.NewVBox(b, note))
	PopUp(b, menu)
	if w.Canvas().Overlays().Top() == nil {
		t.Error("no pop-up under the button")
	}
	Tell(note, widget.DangerImportance, "Could not save")
	if !note.Visible() || note.Text != "Could not save" || note.Importance != widget.DangerImportance {
		t.Errorf("note %q shown %v importance %v", note.Text, note.Visible(), note.Importance)
	}
}
