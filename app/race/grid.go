package race

import "fyne.io/fyne/v2"

// panelGrid lays the panels out two to a row when the tab is wide enough
// for two, else one under the other: at 800 pixels the tab has room for
// one, and a second panel off to the right is easily missed. Its minimum
// height follows the columns it last laid out; when that changes it
// tells the scroller around it to measure again.
type panelGrid struct {
	cols     int
	relayout func() // on the UI goroutine, after the columns changed
}

const gridGap = 8

// twoColumnWidth is the narrowest a panel may be, two to a row: the map
// asks for a little more (for its whole legend), but side by side is what
// a race is for, and at this width (the default window's tab is about
// 630 wide) the map is narrower and only the legend's last entries are cut.
const twoColumnWidth = 300

func (g *panelGrid) colsFor(width float32) int {
	if width >= 2*twoColumnWidth+gridGap {
		return 2
	}
	return 1
}

func visible(objs []fyne.CanvasObject) []fyne.CanvasObject {
	var out []fyne.CanvasObject
	for _, o := range objs {
		if o.Visible() {
			out = append(out, o)
		}
	}
	return out
}

func (g *panelGrid) Layout(all []fyne.CanvasObject, size fyne.Size) {
	objs := visible(all)
	cols := g.colsFor(size.Width)
	changed := cols != g.cols
	g.cols = cols
	cw := (size.Width - gridGap*float32(cols-1)) / float32(cols)
	y := float32(0)
	for i := 0; i < len(objs); i += cols {
		h := float32(0)
		for _, o := range objs[i:min(i+cols, len(objs))] {
			h = max(h, o.MinSize().Height)
		}
		for j, o := range objs[i:min(i+cols, len(objs))] {
			o.Move(fyne.NewPos(float32(j)*(cw+gridGap), y))
			o.Resize(fyne.NewSize(cw, h))
		}
		y += h + gridGap
	}
	if changed && g.relayout != nil {
		g.relayout()
	}
}

func (g *panelGrid) MinSize(all []fyne.CanvasObject) fyne.Size {
	objs := visible(all)
	cols := max(g.cols, 1)
	var w, hsum float32
	for i := 0; i < len(objs); i += cols {
		h := float32(0)
		for _, o := range objs[i:min(i+cols, len(objs))] {
			m := o.MinSize()
			w, h = max(w, m.Width), max(h, m.Height)
		}
		hsum += h + gridGap
	}
	// the width of one column, whatever it laid out last: asking for two
	// made the scroller around it keep two columns once it had them, and
	// at 800 pixels the second was out of view to the right
	return fyne.NewSize(min(w, twoColumnWidth), max(hsum-gridGap, 0))
}
