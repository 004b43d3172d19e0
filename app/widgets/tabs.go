package widgets

import (
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// FitTabs shows every tab's header in the width the tabs get, so that no
// tab hides behind the "…" menu Fyne puts at the end of a bar too narrow
// for them. The headers carry their icons and names where they fit, their
// names alone where those fit, then the icons alone but for the tab in
// view, and at last only icons. At 800x600 and a display scale of 1.1
// (800 pixels are 727 units) the Race and Heuristics tabs were in that
// menu, where a student would not look for them.
//
// The tabs' items keep their icons and texts as given while there is room;
// FitTabs takes one or the other away while the width is short. It
// chains the tabs' OnSelected: set that first.
func FitTabs(tabs *container.AppTabs) fyne.CanvasObject {
	l := &tabsFit{tabs: tabs}
	for _, it := range tabs.Items {
		l.full = append(l.full, header{it.Text, it.Icon})
	}
	selected := tabs.OnSelected
	tabs.OnSelected = func(it *container.TabItem) {
		l.show() // the tab in view keeps its name
		if selected != nil {
			selected(it)
		}
	}
	return container.New(l, tabs)
}

type header struct {
	text string
	icon fyne.Resource
}

// The ways to show the headers, widest first.
const (
	iconsAndNames = iota
	namesOnly
	nameInView // the tab in view with its icon and name, the others with icons
	iconsOnly
)

type tabsFit struct {
	tabs    *container.AppTabs
	full    []header // the items' headers as built
	mode    int
	changes int // how many times show changed the headers
}

// HeaderChanges says how many times FitTabs changed the headers of the
// tabs in o, a container FitTabs made (false for another object). Each
// change has Fyne build the tab bar again and recolour its icons: in a
// browser 0.15 s each at start.
func HeaderChanges(o fyne.CanvasObject) (int, bool) {
	if c, ok := o.(*fyne.Container); ok {
		if l, ok := c.Layout.(*tabsFit); ok {
			return l.changes, true
		}
	}
	return 0, false
}

func (l *tabsFit) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	l.mode = iconsOnly
	for m := iconsAndNames; m < iconsOnly; m++ {
		if barWidth(l.headers(m)) <= size.Width {
			l.mode = m
			break
		}
	}
	l.show()
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

// show gives the items the headers of the mode, and refreshes the tabs
// when that changed one.
func (l *tabsFit) show() {
	changed := false
	for i, h := range l.headers(l.mode) {
		if it := l.tabs.Items[i]; it.Text != h.text || it.Icon != h.icon {
			it.Text, it.Icon = h.text, h.icon
			changed = true
		}
	}
	if changed {
		l.changes++
		l.tabs.Refresh()
	}
}

// MinSize is the tabs' as wide as Fyne makes it (the widest tab's), but
// only as high as the tab in view needs: Fyne's is as high as the highest
// tab, and at 150 % Compare's controls made the window scroll, its status
// line out of view, with the Heuristics tab in view, which needs less.
func (l *tabsFit) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var m fyne.Size
	for _, o := range objs {
		m = m.Max(o.MinSize())
	}
	sel := l.tabs.Selected()
	if sel == nil || sel.Content == nil {
		return m
	}
	var highest float32
	for _, it := range l.tabs.Items {
		if it.Content != nil {
			highest = max(highest, it.Content.MinSize().Height)
		}
	}
	m.Height -= highest - sel.Content.MinSize().Height
	return m
}

func (l *tabsFit) headers(mode int) []header {
	hs := make([]header, len(l.full))
	inView := l.tabs.SelectedIndex()
	for i, h := range l.full {
		switch {
		case mode == namesOnly && h.text != "":
			h.icon = nil
		case (mode == iconsOnly || mode == nameInView && i != inView) && h.icon != nil:
			h.text = ""
		}
		hs[i] = h
	}
	return hs
}

// barWidth is the width Fyne's tab bar asks for these headers in a row:
// each button is its icon, a padding and its text between inner paddings
// (container/tabs.go, tabButtonRenderer.MinSize, Fyne 2.8.1), the buttons
// a padding apart (an HBox).
func barWidth(hs []header) float32 {
	var w float32
	for _, h := range hs {
		w += TabHeaderWidth(h.text, h.icon != nil)
	}
	return w + float32(max(len(hs)-1, 0))*theme.Padding()
}

// TabHeaderWidth is the width of a tab's header in Fyne's top tab bar.
func TabHeaderWidth(text string, icon bool) float32 {
	th := fyne.CurrentApp().Settings().Theme()
	pad, inner := th.Size(theme.SizeNamePadding), th.Size(theme.SizeNameInnerPadding)
	var w float32
	if icon {
		w += th.Size(theme.SizeNameInlineIcon)
	}
	if text != "" {
		if icon {
			w += pad
		}
		w += boldWidth(text, th.Size(theme.SizeNameText))
		return w + 2*inner
	}
	return w + inner
}

// TabHeaders are where the tabs' headers are as the bar lays them out,
// left to right from the tabs' top left corner, in the order of the items,
// and the bar's height: for the e2e trace, which clicks them.
func TabHeaders(tabs *container.AppTabs) (x, w []float32, h float32) {
	th := fyne.CurrentApp().Settings().Theme()
	var at float32
	for _, it := range tabs.Items {
		hw := TabHeaderWidth(it.Text, it.Icon != nil)
		x, w = append(x, at), append(w, hw)
		at += hw + theme.Padding()
	}
	text := fyne.MeasureText("Solve", th.Size(theme.SizeNameText), fyne.TextStyle{Bold: true}).Height
	return x, w, max(text, th.Size(theme.SizeNameInlineIcon)) + 2*th.Size(theme.SizeNameInnerPadding)
}

// boldWidth is the width of text in bold at size, measured once: the tabs
// ask for their headers' widths at every layout.
func boldWidth(text string, size float32) float32 {
	type key struct {
		text string
		size float32
	}
	measured.Lock()
	defer measured.Unlock()
	if measured.m == nil {
		measured.m = map[any]float32{}
	}
	k := key{text, size}
	w, ok := measured.m[k]
	if !ok {
		w = fyne.MeasureText(text, size, fyne.TextStyle{Bold: true}).Width
		measured.m[k] = w
	}
	return w
}

var measured struct {
	sync.Mutex
	m map[any]float32
}
