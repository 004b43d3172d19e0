package widgets

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/internal/human"
	"github.com/eightpuzzle/eightpuzzle/app/internal/locale"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

// SearchTree shows the tree of boards a search generated, live: the root
// at the top, children under their parent in generation order, each node
// marked by what became of it (expanded, on the frontier, pruned as a
// duplicate, cut off by a bound, on the solution path). Fitted, a big
// tree shows whole as dots; zoomed in, nodes become small boards. Drag to
// pan, scroll to zoom; a tap selects a node and shows its board, g, h, f
// and when it was generated and expanded.
//
// The caller fills it from the search's events with Append and Update, on
// the UI goroutine, as often as it refreshes (every call redraws). It keeps
// MaxTreeNodes nodes and counts the rest, and says how many are not drawn.
//
// The tree is one raster drawn by hand, only what is in view, so that
// thousands of nodes cost a few milliseconds a frame rather than thousands
// of Fyne objects.
type SearchTree struct {
	widget.BaseWidget

	// OnTapped is a tap on a node: its index and what it holds.
	OnTapped func(i int, n TreeNode)

	m      treeModel
	view   treeView
	follow bool  // refit after every change, until the user zooms or pans
	sel    int32 // selected node, -1 for none

	img    *image.RGBA // the raster's pixels, reused from frame to frame
	raster *canvas.Raster

	legend     *fyne.Container
	legendRow  *fyne.Container // the entries, wrapped to the tree's width
	legendBg   *canvas.Rectangle
	legendText [treeLegendItems]*canvas.Text
	swatches   [treeLegendItems]*canvas.Raster
	// the rings of the step shown: the board being expanded (thick) and
	// the boards it made (thin), listed while there are any
	ringItems   [2]*fyne.Container
	ringText    [2]*canvas.Text
	ringSwatch  [2]*canvas.Raster
	more        *fyne.Container
	moreBg      *canvas.Rectangle
	moreText    *canvas.Text
	details     *fyne.Container
	detailsBg   *canvas.Rectangle
	detailBoard *Board
	detailText  *widget.Label
}

const treeLegendItems = int(treeStates) + 1

// NewSearchTree is an empty tree.
func NewSearchTree() *SearchTree {
	t := &SearchTree{follow: true, sel: -1}
	t.m.dirty = true
	t.raster = canvas.NewRaster(t.paint)

	var items []fyne.CanvasObject
	for k := range treeLegendItems {
		t.swatches[k] = canvas.NewRaster(func(w, h int) image.Image {
			img := image.NewRGBA(image.Rect(0, 0, max(w, 1), max(h, 1)))
			pal := t.palette()
			col, shape := treeLegendLook(&pal, k)
			pal.bg = pal.panel()
			pal.swatch(img, col, shape)
			return img
		})
		t.swatches[k].SetMinSize(fyne.NewSquareSize(12))
		t.legendText[k] = canvas.NewText("", color.Black)
		t.legendText[k].TextSize = theme.CaptionTextSize()
		items = append(items, container.NewHBox(container.NewCenter(t.swatches[k]), t.legendText[k]))
	}
	for k := range t.ringItems {
		thick := k == 0
		t.ringSwatch[k] = canvas.NewRaster(func(w, h int) image.Image {
			img := image.NewRGBA(image.Rect(0, 0, max(w, 1), max(h, 1)))
			pal := t.palette()
			pal.bg = pal.panel()
			pal.ringSwatch(img, thick)
			return img
		})
		t.ringSwatch[k].SetMinSize(fyne.NewSquareSize(12))
		t.ringText[k] = canvas.NewText("", color.Black)
		t.ringText[k].TextSize = theme.CaptionTextSize()
		t.ringItems[k] = container.NewHBox(container.NewCenter(t.ringSwatch[k]), t.ringText[k])
		t.ringItems[k].Hide()
		items = append(items, t.ringItems[k])
	}
	t.legendBg = canvas.NewRectangle(color.Transparent)
	// one row where the tree is wide enough, wrapped where it is not (at
	// 800x600 the row ran past the tree's edge): see the renderer's Layout
	t.legendRow = WrapRow(theme.Padding(), 0, items...)
	t.legend = container.NewStack(t.legendBg, container.NewPadded(t.legendRow))

	t.moreText = canvas.NewText("", color.Black)
	t.moreText.TextStyle.Bold = true
	t.moreText.TextSize = theme.CaptionTextSize()
	t.moreBg = canvas.NewRectangle(color.Transparent)
	t.more = container.NewStack(t.moreBg, container.NewPadded(t.moreText))
	t.more.Hide()

	t.detailBoard = NewBoard(0, 18)
	t.detailText = widget.NewLabel("")
	t.detailText.SizeName = theme.SizeNameCaptionText
	t.detailsBg = canvas.NewRectangle(color.Transparent)
	t.details = container.NewStack(t.detailsBg,
		container.NewPadded(container.NewHBox(container.NewCenter(t.detailBoard), t.detailText)))
	t.details.Hide()

	t.ExtendBaseWidget(t)
	return t
}

// SetShape sets the rows and columns of the boards drawn in the nodes
// (3x3 until told otherwise); the nodes stay.
func (t *SearchTree) SetShape(sh solver.Shape) {
	sh = sh.Norm()
	if sh.Check() != nil || sh == t.m.shape.Norm() && t.m.tiles == nil {
		return
	}
	t.m.shape, t.m.tiles = sh, nil
	t.detailBoard.SetShape(sh, t.detailBoard.Shown())
	t.changed()
}

// SetBoards sets the shape of the boards drawn in the nodes and how a
// node's Board becomes its cells (0 the blank): for boards a solver.Board
// cannot hold (a side of 5, up to MaxSide), which the caller numbers and
// tiles turns back. A nil tiles is SetShape: the Boards are the engine's.
func (t *SearchTree) SetBoards(sh solver.Shape, tiles func(solver.Board) []int) {
	if tiles == nil {
		t.SetShape(sh)
		return
	}
	sh = sh.Norm()
	if sh.Rows < solver.MinSide || sh.Rows > MaxSide || sh.Cols < solver.MinSide || sh.Cols > MaxSide {
		return
	}
	t.m.shape, t.m.tiles = sh, tiles
	t.detailBoard.SetTiles(sh, make([]int, sh.Cells()))
	t.changed()
}

// Append adds nodes, each with its parent earlier. Parent -1 makes a
// root; a second root starts a tree of its own to the right (an IDS
// iteration kept beside the last, say). A node whose parent is not an
// earlier node keeps its index but stays out of the picture, and so do its
// descendants; the error names the first.
func (t *SearchTree) Append(nodes ...TreeNode) error {
	err := t.m.add(nodes)
	t.changed()
	return err
}

// Update changes what is shown of node i (its state, its place on the
// path, h or expansion order); its parent stays the one it was added with.
// A node past MaxTreeNodes is ignored.
func (t *SearchTree) Update(i int, n TreeNode) error {
	err := t.m.update(i, n)
	if err == nil {
		t.changed()
	}
	return err
}

// UpdateFrom changes nodes from, from+1, ... as Update does each, with one
// redraw for them all: a player that moves many steps a frame changes the
// state of hundreds of nodes, and a redraw each would cost a frame.
func (t *SearchTree) UpdateFrom(from int, nodes []TreeNode) error {
	var err error
	for i, n := range nodes {
		if e := t.m.update(from+i, n); e != nil && err == nil {
			err = e
		}
	}
	t.changed()
	return err
}

// Replace puts nodes in place of every node, as Reset and Append would,
// but keeps the view as the user left it (zoom, pan, the selection while
// it still exists): a player stepping back shows a smaller tree in the
// same place, rather than jumping back to a fitted view at every step.
func (t *SearchTree) Replace(nodes ...TreeNode) error {
	hidden := t.m.hidden
	t.m.reset()
	t.m.hidden = hidden
	err := t.m.add(nodes)
	t.changed()
	return err
}

// Reset empties the tree, and fits the view again.
func (t *SearchTree) Reset() {
	t.m.reset()
	t.sel, t.follow = -1, true
	t.changed()
}

// SetHidden is how many nodes the caller did not give (beyond a cap of
// its own): they are counted in the note of nodes not drawn.
func (t *SearchTree) SetHidden(n int) {
	t.m.hidden = max(n, 0)
	t.changed()
}

// Len is how many nodes the tree holds (including any out of the picture
// for a bad parent), NotDrawn how many more the search generated.
func (t *SearchTree) Len() int      { return len(t.m.nodes) }
func (t *SearchTree) NotDrawn() int { return t.m.notDrawn() }

// Node is node i, false if there is none.
func (t *SearchTree) Node(i int) (TreeNode, bool) {
	if i < 0 || i >= len(t.m.nodes) {
		return TreeNode{}, false
	}
	return t.m.nodes[i], true
}

// Select rings node i and shows its details, as a tap does but without
// telling OnTapped; -1 clears.
func (t *SearchTree) Select(i int) {
	t.sel = -1
	if i >= 0 && i < len(t.m.nodes) && t.m.depth[i] >= 0 {
		t.sel = int32(i)
	}
	t.Refresh()
}

// Selected is the selected node, -1 for none.
func (t *SearchTree) Selected() int { return int(t.sel) }

// ZoomIn and ZoomOut zoom around the middle of the view.
func (t *SearchTree) ZoomIn()  { t.zoomAt(1.5, t.Size().Width/2, t.Size().Height/2) }
func (t *SearchTree) ZoomOut() { t.zoomAt(1/1.5, t.Size().Width/2, t.Size().Height/2) }

// Fit shows the whole tree, and keeps showing it whole as it grows.
func (t *SearchTree) Fit() {
	t.follow = true
	t.raster.Refresh()
}

// NodePosition is the centre of node i in the widget, false when it is
// not in the tree or not in view.
func (t *SearchTree) NodePosition(i int) (fyne.Position, bool) {
	if i < 0 || i >= len(t.m.nodes) || t.m.depth[i] < 0 {
		return fyne.Position{}, false
	}
	v := t.currentView()
	x, y := t.m.pos(v, int32(i))
	s := t.Size()
	return fyne.NewPos(x, y), x >= 0 && y >= 0 && x <= s.Width && y <= s.Height
}

// Tapped selects the node under the tap; a tap beside every node clears
// the selection.
func (t *SearchTree) Tapped(ev *fyne.PointEvent) {
	if t.onOverlay(ev.Position) {
		return
	}
	i := t.m.nodeAt(t.currentView(), ev.Position.X, ev.Position.Y, 4)
	t.sel = i
	t.Refresh()
	if i >= 0 && t.OnTapped != nil {
		t.OnTapped(int(i), t.m.nodes[i])
	}
}

// Scrolled zooms around the pointer with the wheel; a sideways scroll pans.
func (t *SearchTree) Scrolled(ev *fyne.ScrollEvent) {
	if d := ev.Scrolled.DY; d != 0 {
		// the desktop driver gives 10 units a notch: a notch zooms by 1.2
		t.zoomAt(float32(math.Pow(1.2, float64(d)/10)), ev.Position.X, ev.Position.Y)
		return
	}
	t.panBy(ev.Scrolled.DX, 0)
}

// Dragged pans the tree with the pointer.
func (t *SearchTree) Dragged(ev *fyne.DragEvent) { t.panBy(ev.Dragged.DX, ev.Dragged.DY) }
func (t *SearchTree) DragEnd()                   {}

func (t *SearchTree) panBy(dx, dy float32) {
	if t.m.inTree() == 0 {
		return // nothing to move: the tree still fits itself when it comes
	}
	v := t.currentView()
	v.ox += dx
	v.oy += dy
	t.view, t.follow = t.m.clamp(v, t.Size().Width, t.Size().Height), false
	t.raster.Refresh()
}

func (t *SearchTree) zoomAt(f, x, y float32) {
	if t.m.inTree() == 0 {
		return
	}
	v := t.currentView().zoom(f, x, y)
	t.view, t.follow = t.m.clamp(v, t.Size().Width, t.Size().Height), false
	t.raster.Refresh()
}

// currentView is the view to draw and hit-test with.
func (t *SearchTree) currentView() treeView {
	t.m.layout()
	if t.follow || t.view.cx == 0 {
		s := t.Size()
		top, bottom := t.reserved()
		t.view = t.m.fit(s.Width, s.Height, top, bottom)
	}
	return t.view
}

// reserved is the room a fitted tree leaves for the notes above and below.
func (t *SearchTree) reserved() (top, bottom float32) {
	pad := theme.Padding()
	if t.more.Visible() {
		top = t.more.MinSize().Height + pad
	}
	return top, t.legend.MinSize().Height + pad
}

// onOverlay says whether p is on the legend, the note or the details,
// which are not part of the tree under them.
func (t *SearchTree) onOverlay(p fyne.Position) bool {
	for _, o := range []fyne.CanvasObject{t.legend, t.more, t.details} {
		q, s := o.Position(), o.Size()
		if o.Visible() && p.X >= q.X && p.Y >= q.Y && p.X < q.X+s.Width && p.Y < q.Y+s.Height {
			return true
		}
	}
	return false
}

func (t *SearchTree) changed() {
	if t.sel >= int32(len(t.m.nodes)) {
		t.sel = -1
	}
	t.Refresh()
}

// palette is the tree's colours in the app's theme: light or dark by the
// background's lightness, on that very background so it sits seamlessly.
func (t *SearchTree) palette() treePalette {
	th := t.Theme()
	v := fyne.CurrentApp().Settings().ThemeVariant()
	bg := color.NRGBAModel.Convert(th.Color(theme.ColorNameBackground, v)).(color.NRGBA)
	pal := treePaletteFor(int(bg.R)*299+int(bg.G)*587+int(bg.B)*114 < 128*1000)
	pal.bg = color.RGBA{bg.R, bg.G, bg.B, 0xff}
	return pal
}

// panel is the background of the notes over the tree: a shade off it.
func (p *treePalette) panel() color.RGBA {
	mix := func(a, b uint8) uint8 { return uint8((int(a)*9 + int(b)) / 10) }
	return color.RGBA{mix(p.bg.R, p.edge.R), mix(p.bg.G, p.edge.G), mix(p.bg.B, p.edge.B), 0xff}
}

// paint is the raster's generator: the tree at the pixel size asked for.
func (t *SearchTree) paint(w, h int) image.Image {
	w, h = max(w, 1), max(h, 1)
	if t.img == nil || t.img.Rect.Dx() != w || t.img.Rect.Dy() != h {
		t.img = image.NewRGBA(image.Rect(0, 0, w, h))
	}
	scale := float32(1)
	if s := t.Size(); s.Width > 0 {
		scale = float32(w) / s.Width
	}
	pal := t.palette()
	t.m.drawTree(newTreeCanvas(t.img), t.currentView(), scale, &pal, t.sel)
	return t.img
}

func (t *SearchTree) CreateRenderer() fyne.WidgetRenderer {
	return &searchTreeRenderer{t: t, objects: []fyne.CanvasObject{t.raster, t.more, t.legend, t.details}}
}

type searchTreeRenderer struct {
	t       *SearchTree
	objects []fyne.CanvasObject
}

func (r *searchTreeRenderer) Destroy()                     {}
func (r *searchTreeRenderer) Objects() []fyne.CanvasObject { return r.objects }
func (r *searchTreeRenderer) MinSize() fyne.Size           { return fyne.NewSize(240, 180) }

func (r *searchTreeRenderer) Layout(size fyne.Size) {
	t := r.t
	pad := theme.Padding()
	t.raster.Move(fyne.NewPos(0, 0))
	t.raster.Resize(size)
	place := func(o fyne.CanvasObject, right, bottom bool) {
		ms := o.MinSize()
		ms.Width = min(ms.Width, max(size.Width-2*pad, 0))
		p := fyne.NewPos(pad, pad)
		if right {
			p.X = size.Width - pad - ms.Width
		}
		if bottom {
			p.Y = size.Height - pad - ms.Height
		}
		o.Move(p)
		o.Resize(ms)
	}
	place(t.more, false, false)
	r.placeLegend(size)
	place(t.details, true, false)
}

// placeLegend puts the legend at the bottom left, as wide as its entries
// on one row, or as the tree: the first Resize lays the entries out at
// that width, and the height follows from the rows they take. Refresh
// calls it too, as the entries of the rings come and go.
func (r *searchTreeRenderer) placeLegend(size fyne.Size) {
	t := r.t
	pad := theme.Padding()
	row, n := 2*pad, 0
	for _, o := range t.legendRow.Objects {
		if o.Visible() {
			row += o.MinSize().Width
			n++
		}
	}
	row += pad * float32(max(n-1, 0))
	w := min(row, max(size.Width-2*pad, 0))
	t.legend.Resize(fyne.NewSize(w, t.legend.MinSize().Height))
	// at an unchanged size Resize lays nothing out, and an entry just
	// shown would keep no place
	t.legendRow.Layout.Layout(t.legendRow.Objects, t.legendRow.Size())
	h := t.legend.MinSize().Height
	t.legend.Resize(fyne.NewSize(w, h))
	t.legend.Move(fyne.NewPos(pad, size.Height-pad-h))
}

func (r *searchTreeRenderer) Refresh() {
	t := r.t
	th := t.Theme()
	v := fyne.CurrentApp().Settings().ThemeVariant()
	fg := th.Color(theme.ColorNameForeground, v)
	pal := t.palette()
	panel := pal.panel()

	counts := [treeLegendItems]int{}
	copy(counts[:], t.m.counts[:])
	counts[treeStates] = t.m.onPath
	for k, e := range treeLegendNames {
		t.legendText[k].Text = lang.L(e) + " " + human.Count(int64(counts[k]))
		t.legendText[k].Color = fg
		t.legendText[k].Refresh()
		t.swatches[k].Refresh()
	}
	var rings [2]int // the board being expanded, the boards it made
	for i := range t.m.nodes {
		if t.m.nodes[i].Current {
			rings[0]++
		} else if t.m.nodes[i].New {
			rings[1]++
		}
	}
	for k, name := range [2]string{lang.L("expanding"), lang.L("just made")} {
		t.ringText[k].Text = name + " " + human.Count(int64(rings[k]))
		t.ringText[k].Color = fg
		t.ringText[k].Refresh()
		t.ringSwatch[k].Refresh()
		if rings[k] > 0 {
			t.ringItems[k].Show()
		} else {
			t.ringItems[k].Hide()
		}
	}
	r.placeLegend(t.Size())
	t.legendBg.FillColor, t.legendBg.StrokeColor, t.legendBg.StrokeWidth = panel, pal.edge, 1
	t.legendBg.CornerRadius = theme.InputRadiusSize()
	t.legendBg.Refresh()

	if n := t.m.notDrawn(); n > 0 {
		t.moreText.Text = treeNotDrawn(t.m.inTree(), n)
		t.moreText.Color = th.Color(theme.ColorNameWarning, v)
		t.moreText.Refresh()
		t.moreBg.FillColor, t.moreBg.CornerRadius = panel, theme.InputRadiusSize()
		t.moreBg.Refresh()
		t.more.Show()
	} else {
		t.more.Hide()
	}

	if i := t.sel; i >= 0 {
		n := t.m.nodes[i]
		if tiles := t.m.tilesOf(n.Board); tiles != nil {
			t.detailBoard.SetTiles(t.m.shape, tiles)
		} else {
			t.detailBoard.SetBoard(n.Board)
		}
		t.detailText.SetText(TreeNodeText(n))
		t.detailsBg.FillColor, t.detailsBg.StrokeColor, t.detailsBg.StrokeWidth = panel, pal.edge, 1
		t.detailsBg.CornerRadius = theme.InputRadiusSize()
		t.detailsBg.Refresh()
		t.details.Show()
	} else {
		t.details.Hide()
	}
	r.Layout(t.Size())
	t.raster.Refresh()
}

// treeNotDrawn is the honest note on a capped tree.
func treeNotDrawn(shown, more int) string {
	return fmt.Sprintf(lang.L("showing the first %s nodes … and %s more not drawn"),
		human.Count(int64(shown)), human.Count(int64(more)))
}

// treeLegendNames are English (exported pictures and TreeLegend's callers
// keep them); the window's legend translates them (locale.Mark).
var treeLegendNames = [treeLegendItems]string{
	TreeFrontier: locale.Mark("frontier"), TreeExpanded: locale.Mark("expanded"), TreeDuplicate: locale.Mark("duplicate"),
	TreeCutoff: locale.Mark("cut off"), treeStates: locale.Mark("solution path"),
}

func treeLegendLook(pal *treePalette, k int) (color.RGBA, treeShape) {
	if k == int(treeStates) {
		return pal.path, shapeCircle
	}
	return pal.state[k], treeShapes[k]
}

// TreeLegendEntry is one line of the tree's legend, for a caller that
// shows the legend elsewhere.
type TreeLegendEntry struct {
	Label string
	Shape string // circle, diamond, square or small square
	Color color.Color
}

var treeShapeNames = [...]string{shapeCircle: "circle", shapeDiamond: "diamond", shapeSquare: "square",
	shapeSmallSquare: "small square"}

// TreeLegend is the marks of the states, and of the solution path, in the
// light or the dark palette.
func TreeLegend(dark bool) []TreeLegendEntry {
	pal := treePaletteFor(dark)
	out := make([]TreeLegendEntry, 0, treeLegendItems)
	for k, name := range treeLegendNames {
		col, shape := treeLegendLook(&pal, k)
		out = append(out, TreeLegendEntry{Label: name, Shape: treeShapeNames[shape], Color: col})
	}
	return out
}

// treeNodeStates are a node's state as its details say it, one board's
// (the legend's names are plurals in French).
var treeNodeStates = [treeStates]string{
	TreeFrontier: locale.Mark("waiting on the frontier"), TreeExpanded: locale.Mark("expanded board"),
	TreeDuplicate: locale.Mark("duplicate, pruned"), TreeCutoff: locale.Mark("cut off by the bound"),
}

// TreeNodeText describes a node in three lines: its state, g h f, and
// when it was generated and expanded, in the window's language.
func TreeNodeText(n TreeNode) string {
	var b strings.Builder
	b.WriteString(lang.L(treeNodeStates[n.state()]))
	if n.OnPath {
		b.WriteString(lang.L(", on the solution path"))
	}
	h, f := "—", "—"
	if n.HasH {
		h, f = treeNum(n.H), treeNum(n.F)
	}
	if n.NotByF && n.HasH {
		fmt.Fprintf(&b, "\ng %d   h %s %s\n", n.G, h, lang.L("(its order)"))
	} else {
		fmt.Fprintf(&b, "\ng %d   h %s   f %s\n", n.G, h, f)
	}
	if n.Generated == 0 {
		b.WriteString(lang.L("the root"))
	} else {
		fmt.Fprintf(&b, lang.L("generated #%s"), human.Count(int64(n.Generated)))
	}
	if n.Expanded > 0 {
		fmt.Fprintf(&b, lang.L(", expanded #%s"), human.Count(int64(n.Expanded)))
	} else {
		b.WriteString(lang.L(", not expanded"))
	}
	return b.String()
}

func treeNum(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }
