package widgets

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

func sixTabs() *container.AppTabs {
	var items []*container.TabItem
	for _, n := range []string{"Solve", "Replay", "Compare", "Explore", "Race", "Heuristics"} {
		items = append(items, container.NewTabItemWithIcon(n, theme.InfoIcon(), widget.NewLabel(n)))
	}
	return container.NewAppTabs(items...)
}

// overflowing says whether Fyne's tab bar put some tabs behind its "…"
// button, and which headers it draws, left to right, relative to the tabs.
func overflowing(tabs *container.AppTabs) (more bool, xs, ws []float32) {
	content := map[fyne.CanvasObject]bool{}
	for _, it := range tabs.Items {
		content[it.Content] = true
	}
	origin := fyne.CurrentApp().Driver().AbsolutePositionForObject(tabs)
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if o == nil || !o.Visible() || content[o] {
			return
		}
		if b, ok := o.(*widget.Button); ok { // the bar's only plain button
			more = more || b.Icon != nil
			return
		}
		if fmt.Sprintf("%T", o) == "*container.tabButton" {
			p := fyne.CurrentApp().Driver().AbsolutePositionForObject(o).Subtract(origin)
			xs, ws = append(xs, p.X), append(ws, o.Size().Width)
			return
		}
		switch o := o.(type) {
		case *fyne.Container:
			for _, c := range o.Objects {
				walk(c)
			}
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(o).Objects() {
				walk(c)
			}
		}
	}
	walk(tabs)
	return more, xs, ws
}

// TestFitTabsShowsEveryTab: six tabs in less room than their icons and
// names need show their names alone, in less than that their icons alone
// but for the tab in view, and at last icons alone; never some of them
// behind Fyne's "…"; with room, icons and names. Fyne's own bar hides the
// last tabs (Race and Heuristics at 800x600, scale 1.1).
func TestFitTabsShowsEveryTab(t *testing.T) {
	test.NewTempApp(t)
	l := FitTabs(sixTabs()).(*fyne.Container).Layout.(*tabsFit)
	full, names := barWidth(l.headers(iconsAndNames)), barWidth(l.headers(namesOnly))
	t.Logf("the headers need %v with icons, %v with names alone", full, names)
	for _, c := range []struct {
		width       float32
		names, icon bool
	}{{full + 1, true, true}, {full - 1, true, false}, {names + 1, true, false}, {names - 1, false, true}, {200, false, true}} {
		tabs := sixTabs()
		w := test.NewTempWindow(t, FitTabs(tabs))
		w.SetPadded(false)
		w.Resize(fyne.NewSize(c.width, 300))
		if more, _, _ := overflowing(tabs); more {
			t.Errorf("at %v wide some tabs are behind the \"…\"", c.width)
		}
		it := tabs.Items[5]
		if (it.Text != "") != c.names || (it.Icon != nil) != c.icon {
			t.Errorf("at %v wide the headers read %q with icon %v, want names %v, icons %v", c.width, it.Text, it.Icon != nil, c.names, c.icon)
		}
		if c.width == names-1 { // the tab in view keeps its name, wherever the user goes
			for _, sel := range []int{0, 5} {
				tabs.SelectIndex(sel)
				for i, it := range tabs.Items {
					if (it.Text != "") != (i == sel) || it.Icon == nil {
						t.Errorf("at %v wide with tab %d in view, tab %d reads %q with icon %v", c.width, sel, i, it.Text, it.Icon != nil)
					}
				}
				if more, _, _ := overflowing(tabs); more {
					t.Errorf("at %v wide with tab %d in view some tabs are behind the \"…\"", c.width, sel)
				}
			}
		}
		w.Resize(fyne.NewSize(full+50, 300))
		if it := tabs.Items[5]; it.Text != "Heuristics" || it.Icon == nil {
			t.Errorf("back at %v wide from %v the header reads %q with icon %v", full+50, c.width, it.Text, it.Icon != nil)
		}
	}
}

// TestTabHeadersWhereFyneDrawsThem: the model of Fyne's tab bar that
// FitTabs and the e2e trace use puts each header where Fyne draws it, in
// each way of showing them.
func TestTabHeadersWhereFyneDrawsThem(t *testing.T) {
	test.NewTempApp(t)
	for _, width := range []float32{800, 450, 300} {
		tabs := sixTabs()
		w := test.NewTempWindow(t, FitTabs(tabs))
		w.Resize(fyne.NewSize(width, 300))
		_, xs, ws := overflowing(tabs)
		mx, mw, _ := TabHeaders(tabs)
		if len(xs) != len(mx) {
			t.Fatalf("at %v wide Fyne draws %d headers, the model %d", width, len(xs), len(mx))
		}
		for i := range xs {
			if d := xs[i] - mx[i]; d*d > 0.01 || (ws[i]-mw[i])*(ws[i]-mw[i]) > 0.01 {
				t.Errorf("at %v wide header %d is at %v, %v wide; the model says %v, %v", width, i, xs[i], ws[i], mx[i], mw[i])
			}
		}
	}
}
