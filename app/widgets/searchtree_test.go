package widgets

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/eightpuzzle/eightpuzzle/app/internal/locale"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

// bfsTree is the tree a breadth-first search from start generates up to
// n nodes: boards seen before are duplicates, the rest frontier until
// expanded; the path to the last frontier node is marked as a solution,
// and the deepest frontier nodes past a bound as cut off, so that every
// state appears.
func bfsTree(start solver.Board, n int) []TreeNode {
	nodes := []TreeNode{{Parent: -1, Board: start}}
	seen := map[solver.Board]bool{start: true}
	expanded := 0
	for q := 0; q < len(nodes) && len(nodes) < n; q++ {
		if nodes[q].State != TreeFrontier {
			continue
		}
		expanded++
		nodes[q].State, nodes[q].Expanded = TreeExpanded, expanded
		for _, s := range solver.Square3.Successors(nodes[q].Board) {
			if len(nodes) >= n {
				break
			}
			st := TreeFrontier
			if seen[s.Board] {
				st = TreeDuplicate
			}
			seen[s.Board] = true
			g := nodes[q].G + 1
			h := float64(misplaced(s.Board))
			nodes = append(nodes, TreeNode{Parent: int32(q), Board: s.Board, G: g, H: h, F: float64(g) + h,
				HasH: true, Generated: len(nodes), State: st})
		}
	}
	last := -1
	for i := range nodes {
		if nodes[i].State == TreeFrontier {
			last = i
		}
	}
	for i, cut := len(nodes)-1, 0; i >= 0 && cut < len(nodes)/20; i-- {
		if nodes[i].State == TreeFrontier && i != last {
			nodes[i].State = TreeCutoff
			cut++
		}
	}
	for i := int32(last); i >= 0; i = nodes[i].Parent {
		nodes[i].OnPath = true
	}
	return nodes
}

func misplaced(b solver.Board) int {
	n := 0
	for i := range solver.Square3.Cells() {
		if t := b.At(i); t != 0 && t != solver.GoalBlankLast.At(i) {
			n++
		}
	}
	return n
}

var treeStart = solver.MustParse("813/402/765")

// newTreeWindow shows a tree of the nodes in a w by h window.
func newTreeWindow(t *testing.T, nodes []TreeNode, w, h float32) (*SearchTree, fyne.Window) {
	tr := NewSearchTree()
	if err := tr.Append(nodes...); err != nil {
		t.Fatal(err)
	}
	win := test.NewTempWindow(t, tr)
	win.SetPadded(false)
	win.Resize(fyne.NewSize(w, h))
	return tr, win
}

// savePNG keeps an image for a person to look at when TREE_PNG names a
// folder.
func savePNG(t *testing.T, name string, img image.Image) {
	dir := os.Getenv("TREE_PNG")
	if dir == "" {
		return
	}
	f, err := os.Create(dir + "/" + name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}

// TestSearchTreeLook pins the look of a small tree (boards) with golden
// images in both themes, and with TREE_PNG=folder writes it at three sizes
// for a person to look at.
func TestSearchTreeLook(t *testing.T) {
	for _, tc := range []struct {
		name string
		v    fyne.ThemeVariant
	}{{"light", theme.VariantLight}, {"dark", theme.VariantDark}} {
		t.Run(tc.name, func(t *testing.T) {
			a := test.NewTempApp(t)
			a.Settings().SetTheme(variant{theme.DefaultTheme(), tc.v})
			sizes := []int{12}
			if os.Getenv("TREE_PNG") != "" {
				sizes = append(sizes, 60, 5000)
			}
			for _, n := range sizes {
				tr, win := newTreeWindow(t, bfsTree(treeStart, n), 1000, 700)
				tr.Select(5)
				img := win.Canvas().Capture()
				savePNG(t, fmt.Sprintf("tree_%s_%d.png", tc.name, n), img)
				if n == 12 {
					test.AssertImageMatches(t, "searchtree_"+tc.name+".png", img)
				}
				if n == 5000 && os.Getenv("TREE_PNG") != "" {
					for z := range 3 {
						tr.zoomAt(float32(math.Pow(5, float64(z+1))), 500, 300)
						savePNG(t, fmt.Sprintf("tree_%s_%d_zoom%d.png", tc.name, n, z), win.Canvas().Capture())
						tr.Fit()
					}
				}
			}
		})
	}
}

func TestSearchTreeTapReportsNode(t *testing.T) {
	test.NewTempApp(t)
	nodes := bfsTree(treeStart, 60)
	tr, _ := newTreeWindow(t, nodes, 1000, 700)
	got := -1
	tr.OnTapped = func(i int, n TreeNode) {
		got = i
		if n != nodes[i] {
			t.Errorf("tap on %d reported %+v, want %+v", i, n, nodes[i])
		}
	}
	check := func(when string) {
		t.Helper()
		tapped := 0
		for i := range nodes {
			p, ok := tr.NodePosition(i)
			if !ok || tr.onOverlay(p) {
				continue
			}
			got = -1
			test.TapAt(tr, p.AddXY(1, -1)) // a little off the centre, as fingers are
			if got != i || tr.Selected() != i {
				t.Fatalf("%s: tap on node %d at %v reported %d, selected %d", when, i, p, got, tr.Selected())
			}
			tapped++
		}
		if tapped < 5 {
			t.Fatalf("%s: only %d nodes in view to tap", when, tapped)
		}
	}
	check("fitted")
	tr.ZoomIn()
	tr.ZoomIn()
	tr.Dragged(&fyne.DragEvent{Dragged: fyne.NewDelta(120, -30)})
	check("zoomed in and dragged")

	// beside every node: nothing reported, the selection cleared
	got = -1
	p, _ := tr.NodePosition(0)
	test.TapAt(tr, p.AddXY(0, -tr.view.half()-12))
	if got != -1 || tr.Selected() != -1 {
		t.Errorf("a tap beside the nodes reported %d, selected %d", got, tr.Selected())
	}
}

// treePixel is the colour drawn at p.
func treePixel(img image.Image, p fyne.Position) color.RGBA {
	r, g, b, _ := img.At(int(p.X), int(p.Y)).RGBA()
	return color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), 0xff}
}

// stateTree is a root on the solution path with one child in each state
// and one more on the path, and filler frontier leaves under child 2 that
// make the tree wide (dots) when there are many.
func stateTree(filler int) []TreeNode {
	nodes := []TreeNode{{Parent: -1, State: TreeExpanded, OnPath: true, Board: treeStart}}
	for _, s := range []TreeState{TreeFrontier, TreeExpanded, TreeDuplicate, TreeCutoff, TreeExpanded} {
		nodes = append(nodes, TreeNode{Parent: 0, State: s, Board: treeStart, Generated: len(nodes)})
	}
	nodes[5].OnPath = true
	for range filler {
		nodes = append(nodes, TreeNode{Parent: 2, Board: treeStart, Generated: len(nodes)})
	}
	return nodes
}

// TestSearchTreeStateColours draws each state, and the path, in its own
// colour, different from the others and from the background, as dots and
// as boards, in the light and the dark theme.
func TestSearchTreeStateColours(t *testing.T) {
	for _, tc := range []struct {
		name string
		v    fyne.ThemeVariant
	}{{"light", theme.VariantLight}, {"dark", theme.VariantDark}} {
		for _, filler := range []int{0, 60} {
			t.Run(fmt.Sprint(tc.name, filler), func(t *testing.T) {
				a := test.NewTempApp(t)
				a.Settings().SetTheme(variant{theme.DefaultTheme(), tc.v})
				tr, win := newTreeWindow(t, stateTree(filler), 800, 450)
				img := win.Canvas().Capture()
				boards := tr.view.boards()
				if boards != (filler == 0) {
					t.Fatalf("boards %v with %d filler leaves", boards, filler)
				}
				pal := treePaletteFor(tc.v == theme.VariantDark)
				want := []color.RGBA{pal.path, pal.state[TreeFrontier], pal.state[TreeExpanded],
					pal.state[TreeDuplicate], pal.state[TreeCutoff], pal.path}
				seen := map[color.RGBA]int{}
				for i, w := range want {
					p, ok := tr.NodePosition(i)
					if !ok {
						t.Fatalf("node %d not in view", i)
					}
					if boards { // the frame, left of the middle
						p.X = float32(math.Round(float64(p.X-tr.view.size()/2))) + 1
					}
					got := treePixel(img, p)
					if got != w {
						t.Errorf("node %d (%v, path %v) drawn %v at %v, want %v", i, tr.m.nodes[i].State,
							tr.m.nodes[i].OnPath, got, p, w)
					}
					seen[got] = i
				}
				if len(seen) != 5 {
					t.Errorf("%d colours for 5 marks: %v", len(seen), seen)
				}
				bg := treePixel(img, fyne.NewPos(2, 300))
				if _, ok := seen[bg]; ok {
					t.Errorf("the background %v is also a node's colour", bg)
				}
			})
		}
	}
}

// randomTree is n nodes, each under a random earlier node (recent ones
// more likely, as in a search), in random states; now and then a new
// root, as when the caller keeps each iteration of IDS as its own tree.
func randomTree(rng *rand.Rand, n int) []TreeNode {
	nodes := []TreeNode{{Parent: -1}}
	for i := 1; i < n; i++ {
		p := max(int32(i-1-int(float64(i)*math.Pow(rng.Float64(), 3))), 0)
		if rng.IntN(200) == 0 {
			p = -1
		}
		nodes = append(nodes, TreeNode{Parent: p, State: TreeState(rng.IntN(int(treeStates))),
			OnPath: rng.IntN(10) == 0, Generated: i})
	}
	return nodes
}

// TestSearchTreeLayoutProperties checks on random trees, added in random
// batches as a live search adds them, that every child is a level below
// its parent, siblings run left to right in generation order with the
// parent centred over them, and no two nodes on a level are closer than a
// column (a node is drawn at most 0.8 of a column wide, so none overlap);
// and that adding nodes never moves a node left: a live tree grows rather
// than reshuffles.
func TestSearchTreeLayoutProperties(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for trial := range 200 {
		n := 1 + rng.IntN(400)
		nodes := randomTree(rng, n)
		var m treeModel
		var before []float32
		for k := 0; k < n; {
			step := min(1+rng.IntN(40), n-k)
			if err := m.add(nodes[k : k+step]); err != nil {
				t.Fatal(err)
			}
			k += step
			m.layout()
			for i, x := range before {
				if m.x[i] < x {
					t.Fatalf("trial %d: node %d moved left from %g to %g when nodes were added", trial, i, x, m.x[i])
				}
			}
			before = append(before[:0], m.x[:k]...)
		}
		checkLayout(t, &m)
	}
}

func checkLayout(t *testing.T, m *treeModel) {
	t.Helper()
	m.layout()
	n := len(m.nodes)
	placed := 0
	for d, lv := range m.levels {
		for k, i := range lv {
			placed++
			if int(m.depth[i]) != d {
				t.Fatalf("node %d on level %d has depth %d", i, d, m.depth[i])
			}
			if k > 0 && m.x[i]-m.x[lv[k-1]] < 1 {
				t.Fatalf("nodes %d and %d on level %d are %g columns apart", lv[k-1], i, d, m.x[i]-m.x[lv[k-1]])
			}
		}
	}
	if placed != n {
		t.Fatalf("%d of %d nodes placed", placed, n)
	}
	for i := range n {
		p := m.nodes[i].Parent
		if p < 0 {
			continue
		}
		if m.depth[i] != m.depth[p]+1 {
			t.Fatalf("node %d at depth %d under %d at depth %d", i, m.depth[i], p, m.depth[p])
		}
		if f, l := m.first[p], m.last[p]; m.x[p] != (m.x[f]+m.x[l])/2 {
			t.Fatalf("node %d at %g is not centred over its children %g..%g", p, m.x[p], m.x[f], m.x[l])
		}
		if nx := m.next[i]; nx >= 0 && (nx < int32(i) || m.x[nx] <= m.x[i]) {
			t.Fatalf("sibling %d (x %g) after %d (x %g)", nx, m.x[nx], i, m.x[i])
		}
	}
	// on screen: parents above children
	v := m.fit(800, 600, 0, 30)
	for i := range n {
		if p := m.nodes[i].Parent; p >= 0 {
			_, py := m.pos(v, p)
			_, cy := m.pos(v, int32(i))
			if py >= cy {
				t.Fatalf("parent %d at y %g is not above child %d at y %g", p, py, i, cy)
			}
		}
	}
}

// fitsInside fails unless every node is drawn wholly inside the widget.
func fitsInside(t *testing.T, tr *SearchTree) {
	t.Helper()
	s := tr.Size()
	h := tr.currentView().half()
	for i := range tr.Len() {
		p, _ := tr.NodePosition(i)
		if p.X-h < 0 || p.Y-h < 0 || p.X+h > s.Width || p.Y+h > s.Height {
			t.Fatalf("node %d of %d at %v (half %g) outside %v", i, tr.Len(), p, h, s)
		}
	}
}

func TestSearchTreeFitShowsEveryNode(t *testing.T) {
	test.NewTempApp(t)
	rng := rand.New(rand.NewPCG(3, 4))
	for _, size := range []fyne.Size{{Width: 1000, Height: 700}, {Width: 300, Height: 200}, {Width: 240, Height: 900}} {
		for _, nodes := range [][]TreeNode{bfsTree(treeStart, 5000), bfsTree(treeStart, 7), randomTree(rng, 3000),
			{{Parent: -1}}} {
			tr, _ := newTreeWindow(t, nodes, size.Width, size.Height)
			fitsInside(t, tr)
			tr.ZoomIn()
			tr.Fit()
			fitsInside(t, tr)
		}
	}
	// a chain, as a depth-first search makes: deep rather than wide
	chain := []TreeNode{{Parent: -1}}
	for i := 1; i < 2000; i++ {
		chain = append(chain, TreeNode{Parent: int32(i - 1)})
	}
	tr, _ := newTreeWindow(t, chain, 500, 400)
	fitsInside(t, tr)

	// fitted, the tree stays fitted as it grows live
	nodes := bfsTree(treeStart, 3000)
	tr, _ = newTreeWindow(t, nodes[:100], 800, 600)
	for k := 100; k < len(nodes); k += 700 {
		if err := tr.Append(nodes[k:min(k+700, len(nodes))]...); err != nil {
			t.Fatal(err)
		}
		fitsInside(t, tr)
	}
}

func TestSearchTreeZoomAndPan(t *testing.T) {
	test.NewTempApp(t)
	tr, win := newTreeWindow(t, bfsTree(treeStart, 500), 800, 600)
	gap := func() float32 {
		a, _ := tr.NodePosition(1)
		b, _ := tr.NodePosition(2)
		return b.X - a.X
	}
	fitted := gap()
	tr.ZoomIn()
	if g := gap(); g <= fitted*1.2 {
		t.Errorf("ZoomIn: nodes %g apart, were %g", g, fitted)
	}
	tr.ZoomOut()
	tr.ZoomOut()
	if g := gap(); g >= fitted {
		t.Errorf("ZoomOut: nodes %g apart, were %g fitted", g, fitted)
	}
	tr.Fit()

	// the wheel zooms around the pointer: the node under it stays put
	p, _ := tr.NodePosition(3)
	tr.Scrolled(&fyne.ScrollEvent{PointEvent: fyne.PointEvent{Position: p}, Scrolled: fyne.NewDelta(0, 30)})
	if q, _ := tr.NodePosition(3); abs32(q.X-p.X) > 0.01 || abs32(q.Y-p.Y) > 0.01 {
		t.Errorf("node under the wheel moved from %v to %v", p, q)
	}
	if gap() <= fitted*1.5 {
		t.Errorf("three notches of the wheel: nodes %g apart, were %g", gap(), fitted)
	}

	// a drag moves the tree with the pointer, and it is no longer refitted
	p, _ = tr.NodePosition(0)
	test.Drag(win.Canvas(), p, 40, 25)
	if q, _ := tr.NodePosition(0); abs32(q.X-p.X-40) > 0.01 || abs32(q.Y-p.Y-25) > 0.01 {
		t.Errorf("dragged by (40, 25): root from %v to %v", p, q)
	}
	p, _ = tr.NodePosition(0)
	if err := tr.Append(TreeNode{Parent: 0}); err != nil {
		t.Fatal(err)
	}
	if q, _ := tr.NodePosition(0); q.Y != p.Y {
		t.Errorf("after a drag, a new node moved the view: root from %v to %v", p, q)
	}
	// however far a drag goes, some of the tree stays in view
	for range 50 {
		tr.Dragged(&fyne.DragEvent{Dragged: fyne.NewDelta(-500, -500)})
	}
	visible := false
	for i := range tr.Len() {
		if _, ok := tr.NodePosition(i); ok {
			visible = true
			break
		}
	}
	if !visible {
		t.Error("dragged far away: no node left in view")
	}
}

// texts is the text of every canvas.Text shown in the window.
func texts(t *testing.T, w fyne.Window) string {
	var b strings.Builder
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if !o.Visible() {
			return
		}
		switch x := o.(type) {
		case *canvas.Text:
			b.WriteString(x.Text + "\n")
		case *fyne.Container:
			for _, k := range x.Objects {
				walk(k)
			}
		case fyne.Widget:
			for _, k := range test.TempWidgetRenderer(t, x).Objects() {
				walk(k)
			}
		}
	}
	walk(w.Content())
	return b.String()
}

func TestSearchTreeNotDrawn(t *testing.T) {
	test.NewTempApp(t)
	tr, win := newTreeWindow(t, bfsTree(treeStart, 50), 800, 600)
	if s := texts(t, win); strings.Contains(s, "not drawn") {
		t.Errorf("a whole tree says %q", s)
	}
	tr.SetHidden(12345)
	if s := texts(t, win); !strings.Contains(s, "showing the first 50 nodes … and 12,345 more not drawn") {
		t.Errorf("with 12,345 hidden the tree says %q", s)
	}
	fitsInside(t, tr)
	root, _ := tr.NodePosition(0)
	if p := tr.more.Position(); p.Y+tr.more.Size().Height > root.Y-tr.view.half() {
		t.Errorf("the note (%v, %v) runs into the root at %v", p, tr.more.Size(), root)
	}

	// past MaxTreeNodes the tree keeps counting, and draws the first part
	tr.SetHidden(0)
	extra := make([]TreeNode, MaxTreeNodes)
	for i := range extra {
		extra[i] = TreeNode{Parent: int32(i / 3)}
	}
	if err := tr.Append(extra...); err != nil {
		t.Fatal(err)
	}
	if tr.Len() != MaxTreeNodes || tr.NotDrawn() != 50 {
		t.Fatalf("holds %d, %d not drawn; want %d and 50", tr.Len(), tr.NotDrawn(), MaxTreeNodes)
	}
	if err := tr.Update(MaxTreeNodes+10, TreeNode{State: TreeExpanded}); err != nil {
		t.Errorf("an update of a node past the cap: %v", err)
	}
	if s := texts(t, win); !strings.Contains(s, "showing the first 20,000 nodes … and 50 more not drawn") {
		t.Errorf("past the cap the tree says %q", s)
	}
	tr.Reset()
	if s := texts(t, win); strings.Contains(s, "not drawn") || tr.NotDrawn() != 0 {
		t.Errorf("after Reset the tree says %q (%d not drawn)", s, tr.NotDrawn())
	}
}

func TestSearchTreeLegendCounts(t *testing.T) {
	test.NewTempApp(t)
	tr, win := newTreeWindow(t, stateTree(3), 800, 600)
	s := texts(t, win)
	for _, want := range []string{"frontier 4", "expanded 3", "duplicate 1", "cut off 1", "solution path 2"} {
		if !strings.Contains(s, want) {
			t.Errorf("legend %q lacks %q", s, want)
		}
	}
	n, _ := tr.Node(1)
	n.State, n.Expanded = TreeExpanded, 7
	if err := tr.Update(1, n); err != nil {
		t.Fatal(err)
	}
	if s := texts(t, win); !strings.Contains(s, "frontier 3") || !strings.Contains(s, "expanded 4") {
		t.Errorf("after an expansion the legend says %q", s)
	}
	// the rings of a step are listed while there are any
	if s := texts(t, win); strings.Contains(s, "expanding") || strings.Contains(s, "just made") {
		t.Errorf("with no step shown the legend says %q", s)
	}
	for i := 1; i <= 3; i++ {
		n, _ := tr.Node(i)
		n.Current, n.New = i == 1, i > 1
		if err := tr.Update(i, n); err != nil {
			t.Fatal(err)
		}
	}
	if s := texts(t, win); !strings.Contains(s, "expanding 1") || !strings.Contains(s, "just made 2") {
		t.Errorf("with a step shown the legend says %q, want its rings: expanding 1, just made 2", s)
	}
	for i := 1; i <= 3; i++ {
		n, _ := tr.Node(i)
		n.Current, n.New = false, false
		tr.Update(i, n)
	}
	if s := texts(t, win); strings.Contains(s, "expanding") || strings.Contains(s, "just made") {
		t.Errorf("with the rings gone the legend still says %q", s)
	}
	if got := TreeLegend(false); len(got) != 5 || got[TreeExpanded].Label != "expanded" || got[4].Label != "solution path" {
		t.Errorf("TreeLegend %+v", got)
	}
}

func TestSearchTreeDetails(t *testing.T) {
	test.NewTempApp(t)
	nodes := bfsTree(treeStart, 30)
	tr, _ := newTreeWindow(t, nodes, 800, 600)
	p, _ := tr.NodePosition(7)
	test.TapAt(tr, p)
	n := nodes[7]
	want := fmt.Sprintf("g %d   h %v   f %v", n.G, n.H, n.F)
	if s := tr.detailText.Text; !strings.Contains(s, want) || !strings.Contains(s, "generated #7") || !tr.details.Visible() {
		t.Errorf("details of node 7 %q (shown %v), want %q and generated #7", s, tr.details.Visible(), want)
	}
	if tr.detailBoard.Shown() != n.Board {
		t.Errorf("details board %v, want %v", tr.detailBoard.Shown(), n.Board)
	}
	if got := TreeNodeText(TreeNode{G: 3}); !strings.Contains(got, "h —   f —") || !strings.Contains(got, "not expanded") {
		t.Errorf("a node without h: %q", got)
	}
}

func TestSearchTreePNG(t *testing.T) {
	for _, v := range []fyne.ThemeVariant{theme.VariantDark, theme.VariantLight} {
		a := test.NewTempApp(t)
		a.Settings().SetTheme(variant{theme.DefaultTheme(), v})
		tr, _ := newTreeWindow(t, bfsTree(treeStart, 800), 600, 400)
		tr.SetHidden(99)
		var buf bytes.Buffer
		if err := tr.WritePNG(&buf, 900, 600); err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(&buf)
		if err != nil {
			t.Fatal(err)
		}
		if b := img.Bounds(); b.Dx() != 900 || b.Dy() != 600 {
			t.Fatalf("PNG of %v, want 900x600", b)
		}
		savePNG(t, fmt.Sprintf("export_%d.png", v), img)
		rgba, ok := img.(*image.RGBA)
		if !ok {
			t.Fatalf("the PNG decodes as %T", img)
		}
		white := 0
		colours := map[color.RGBA]bool{}
		for i := 0; i < len(rgba.Pix); i += 4 {
			c := color.RGBA{rgba.Pix[i], rgba.Pix[i+1], rgba.Pix[i+2], rgba.Pix[i+3]}
			if c == (color.RGBA{255, 255, 255, 255}) {
				white++
			}
			colours[c] = true
		}
		if white < 900*600/2 {
			t.Errorf("%d of %d pixels white", white, 900*600)
		}
		for _, corner := range []fyne.Position{{X: 0, Y: 0}, {X: 899, Y: 0}, {X: 899, Y: 599}} {
			if c := treePixel(img, corner); c != (color.RGBA{255, 255, 255, 255}) {
				t.Errorf("corner %v is %v, not white", corner, c)
			}
		}
		pal := treePaletteFor(false)
		for s, c := range pal.state {
			if !colours[c] {
				t.Errorf("no %v node (%v) in the PNG", TreeState(s), c)
			}
		}
		for _, bad := range [][2]int{{0, 100}, {100, 0}, {63, 64}, {1 << 15, 100}} {
			if err := tr.WritePNG(io.Discard, bad[0], bad[1]); err == nil {
				t.Errorf("a PNG of %dx%d: no error", bad[0], bad[1])
			}
		}
	}
}

func TestSearchTreeSVG(t *testing.T) {
	test.NewTempApp(t)
	nodes := bfsTree(treeStart, 300)
	tr, _ := newTreeWindow(t, nodes, 600, 400)
	tr.SetHidden(5)
	var buf bytes.Buffer
	if err := tr.WriteSVG(&buf); err != nil {
		t.Fatal(err)
	}
	if dir := os.Getenv("TREE_PNG"); dir != "" {
		if err := os.WriteFile(dir+"/export.svg", buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if !strings.Contains(buf.String(), "and 5 more not drawn") {
		t.Error("the SVG does not say how many nodes it leaves out")
	}
	dec := xml.NewDecoder(&buf)
	nodeGroups, states, root := 0, map[string]int{}, ""
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("the SVG does not parse: %v", err)
		}
		se, ok := tok.(xml.StartElement)
		if !ok {
			continue
		}
		if root == "" {
			root = se.Name.Local
		}
		for _, a := range se.Attr {
			if a.Name.Local == "class" && se.Name.Local == "g" && strings.HasPrefix(a.Value, "node ") {
				nodeGroups++
				states[strings.Fields(a.Value)[1]]++
			}
		}
	}
	if root != "svg" {
		t.Errorf("root element %q", root)
	}
	if nodeGroups != len(nodes) {
		t.Errorf("%d node groups for %d nodes", nodeGroups, len(nodes))
	}
	for _, s := range []string{"frontier", "expanded", "duplicate", "cut-off"} {
		if states[s] == 0 {
			t.Errorf("no %s node in the SVG: %v", s, states)
		}
	}
}

func TestSearchTreeReset(t *testing.T) {
	test.NewTempApp(t)
	tr, win := newTreeWindow(t, bfsTree(treeStart, 300), 400, 300)
	tr.Select(3)
	tr.Reset()
	if tr.Len() != 0 || tr.Selected() != -1 || tr.details.Visible() {
		t.Fatalf("after Reset: %d nodes, selected %d, details shown %v", tr.Len(), tr.Selected(), tr.details.Visible())
	}
	img := win.Canvas().Capture()
	bg := treePixel(img, fyne.NewPos(1, 1))
	for y := range 200 { // above the legend
		for x := range 400 {
			if c := treePixel(img, fyne.NewPos(float32(x), float32(y))); c != bg {
				t.Fatalf("an empty tree has %v at (%d, %d) on %v", c, x, y, bg)
			}
		}
	}
	// and it fills again from index 0
	if err := tr.Append(TreeNode{Parent: -1}, TreeNode{Parent: 0}); err != nil || tr.Len() != 2 {
		t.Fatalf("refill: %v, %d nodes", err, tr.Len())
	}
	if _, ok := tr.NodePosition(1); !ok {
		t.Error("a refilled tree does not show its nodes")
	}
}

// TestSearchTreeBadInput: parents that are not earlier nodes, unknown
// states, updates of nodes that do not exist and an empty or tiny widget
// give errors or nothing, never a panic.
func TestSearchTreeBadInput(t *testing.T) {
	test.NewTempApp(t)
	tr, win := newTreeWindow(t, nil, 400, 300)
	// empty: every action is harmless
	tr.ZoomIn()
	tr.ZoomOut()
	tr.Fit()
	test.TapAt(tr, fyne.NewPos(100, 100))
	tr.Scrolled(&fyne.ScrollEvent{Scrolled: fyne.NewDelta(0, 10)})
	tr.Dragged(&fyne.DragEvent{Dragged: fyne.NewDelta(10, 10)})
	if err := tr.WriteSVG(io.Discard); err != nil {
		t.Error(err)
	}
	if err := tr.WritePNG(io.Discard, 100, 100); err != nil {
		t.Error(err)
	}
	win.Canvas().Capture()

	err := tr.Append(TreeNode{Parent: -1}, TreeNode{Parent: 0}, TreeNode{Parent: 5}, TreeNode{Parent: -7},
		TreeNode{Parent: 2}, TreeNode{Parent: 1, State: 200})
	if err == nil || !strings.Contains(err.Error(), "node 2 has parent 5") {
		t.Errorf("bad parents: %v", err)
	}
	if tr.Len() != 6 {
		t.Errorf("%d nodes held, want 6 (bad ones keep their index)", tr.Len())
	}
	for _, i := range []int{2, 3, 4} {
		if _, ok := tr.NodePosition(i); ok {
			t.Errorf("node %d with a bad parent (or under one) is drawn", i)
		}
	}
	if _, ok := tr.NodePosition(5); !ok {
		t.Error("node 5 under a good parent is not drawn")
	}
	if err := tr.Update(99, TreeNode{}); err == nil {
		t.Error("an update of node 99 of 6: no error")
	}
	if err := tr.Update(-1, TreeNode{}); err == nil {
		t.Error("an update of node -1: no error")
	}
	if err := tr.Update(1, TreeNode{Parent: 4, State: TreeExpanded}); err != nil {
		t.Error(err)
	}
	if n, _ := tr.Node(1); n.Parent != 0 || n.State != TreeExpanded {
		t.Errorf("an update moved node 1 to parent %d (state %v)", n.Parent, n.State)
	}
	tr.Select(3) // out of the tree: nothing selected
	if tr.Selected() != -1 {
		t.Errorf("selected %d, a node out of the tree", tr.Selected())
	}
	for _, n := range []int{2, 3, 4} {
		test.TapAt(tr, fyne.NewPos(float32(n*40), 40))
	}
	if err := tr.WriteSVG(io.Discard); err != nil {
		t.Error(err)
	}
	win.Canvas().Capture()
	win.Resize(fyne.NewSize(1, 1))
	win.Canvas().Capture()
	if img := tr.paint(0, 0); img.Bounds().Dx() != 1 {
		t.Errorf("a raster of 0x0 is %v", img.Bounds())
	}
}

// benchModel is an n-node breadth-first tree (branching about 2.7, as
// the 8-puzzle's), laid out once.
func benchModel(n int) *treeModel {
	var m treeModel
	if err := m.add(bfsTree(treeStart, n)); err != nil {
		panic(err)
	}
	m.layout()
	return &m
}

// BenchmarkSearchTreeLayout5000 lays out 5,000 nodes, as after every
// refresh that added nodes.
func BenchmarkSearchTreeLayout5000(b *testing.B) {
	m := benchModel(5000)
	b.ReportAllocs()
	for b.Loop() {
		m.dirty = true
		m.layout()
	}
}

// benchDraw draws the model into a w by h image at the view zoom asks for
// (0: fitted, the heaviest: every node and edge in view).
func benchDraw(b *testing.B, n, w, h int, scale float32, zoom float32) {
	m := benchModel(n)
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	fw, fh := float32(w)/scale, float32(h)/scale
	v := m.fit(fw, fh, 0, 30)
	if zoom > 0 {
		v = v.zoom(zoom, fw/2, 40)
	}
	pal := treePaletteFor(false)
	b.ReportAllocs()
	for b.Loop() {
		m.drawTree(newTreeCanvas(img), v, scale, &pal, 5)
	}
}

// BenchmarkSearchTreeDraw5000 renders 5,000 nodes fitted into 1000x700.
func BenchmarkSearchTreeDraw5000(b *testing.B) { benchDraw(b, 5000, 1000, 700, 1, 0) }

// ...at twice the pixels, as on a HiDPI screen.
func BenchmarkSearchTreeDraw5000HiDPI(b *testing.B) { benchDraw(b, 5000, 2000, 1400, 2, 0) }

// ...zoomed in until the nodes are boards with numbers.
func BenchmarkSearchTreeDraw5000Boards(b *testing.B) { benchDraw(b, 5000, 1000, 700, 1, 120) }

// ...and the cap, MaxTreeNodes, fitted.
func BenchmarkSearchTreeDraw20000(b *testing.B) { benchDraw(b, MaxTreeNodes, 1000, 700, 1, 0) }

// BenchmarkSearchTreeFrame5000 is one live refresh: 50 nodes appended to
// 5,000, laid out, fitted and drawn at 1000x700.
func BenchmarkSearchTreeFrame5000(b *testing.B) {
	nodes := bfsTree(treeStart, 5050)
	img := image.NewRGBA(image.Rect(0, 0, 1000, 700))
	pal := treePaletteFor(false)
	var m treeModel
	b.ReportAllocs()
	for b.Loop() {
		b.StopTimer()
		m.reset()
		if err := m.add(nodes[:5000]); err != nil {
			b.Fatal(err)
		}
		m.layout()
		b.StartTimer()
		if err := m.add(nodes[5000:]); err != nil {
			b.Fatal(err)
		}
		v := m.fit(1000, 700, 0, 30)
		m.drawTree(newTreeCanvas(img), v, 1, &pal, -1)
	}
}

// TestReplaceKeepsTheView: a tree replaced by a smaller one (a player
// stepping back) keeps the user's zoom and selection, where Reset fits again.
func TestReplaceKeepsTheView(t *testing.T) {
	test.NewTempApp(t)
	tr := NewSearchTree()
	w := test.NewTempWindow(t, tr)
	w.Resize(fyne.NewSize(400, 300))
	nodes := []TreeNode{{Parent: -1}, {Parent: 0, Generated: 1}, {Parent: 0, Generated: 2}, {Parent: 1, Generated: 3}}
	if err := tr.Append(nodes...); err != nil {
		t.Fatal(err)
	}
	tr.ZoomIn()
	tr.Select(1)
	zoomed := tr.currentView()
	if err := tr.Replace(nodes[:3]...); err != nil {
		t.Fatal(err)
	}
	if tr.Len() != 3 || tr.Selected() != 1 || tr.currentView() != zoomed {
		t.Fatalf("after Replace: %d nodes, selected %d, view %+v (was %+v)", tr.Len(), tr.Selected(), tr.currentView(), zoomed)
	}
	tr.Reset()
	tr.Append(nodes[:3]...)
	if tr.Selected() != -1 || tr.currentView() == zoomed {
		t.Fatal("Reset kept the view: the test cannot tell Replace from it")
	}
}

// TestSearchTreeLegendFits: the legend's entries, the rings of a step
// among them, stay inside the tree however narrow it is: they wrap onto
// more rows (at 800x600 the one row ran past the tree's right edge, its
// last entries cut).
func TestSearchTreeLegendFits(t *testing.T) {
	test.NewTempApp(t)
	for _, w := range []float32{900, 420, 260} {
		tr, win := newTreeWindow(t, stateTree(3), w, 400)
		for i := 1; i <= 3; i++ {
			n, _ := tr.Node(i)
			n.Current, n.New = i == 1, i > 1
			tr.Update(i, n)
		}
		if s := texts(t, win); !strings.Contains(s, "just made 2") {
			t.Fatalf("at %v px the legend says %q", w, s)
		}
		for k, o := range tr.legendRow.Objects {
			if !o.Visible() {
				continue
			}
			// the entry's place in the tree: the row's, the padding's and its own
			x := tr.legend.Position().X + theme.Padding() + o.Position().X
			y := tr.legend.Position().Y + theme.Padding() + o.Position().Y
			if x < 0 || x+o.Size().Width > w+0.5 || y < 0 || y+o.Size().Height > 400+0.5 || o.Size().Width < o.MinSize().Width-0.5 {
				t.Errorf("at %v px legend entry %d is at %v, %v wide (needs %v): outside the tree or cut",
					w, k, fyne.NewPos(x, y), o.Size().Width, o.MinSize().Width)
			}
		}
		if w == 900 && tr.legend.Size().Height > 2*tr.legendRow.Objects[0].MinSize().Height+4*theme.Padding() {
			t.Errorf("at 900 px the legend takes %v px of height: it should be one row", tr.legend.Size().Height)
		}
	}
}

// In the French window a node's details are French: its state, its place
// on the path, when it was generated and expanded (they were English).
func TestTreeNodeTextInFrench(t *testing.T) {
	test.NewTempApp(t)
	if err := locale.Use("fr"); err != nil {
		t.Fatal(err)
	}
	defer locale.Use("en")
	got := TreeNodeText(TreeNode{State: TreeExpanded, G: 2, H: 5, F: 7, HasH: true, OnPath: true, Generated: 3, Expanded: 2})
	if want := "plateau développé, sur le chemin solution\ng 2   h 5   f 7\ngénéré n° 3, développé n° 2"; got != want {
		t.Errorf("details %q, want %q", got, want)
	}
	if got := TreeNodeText(TreeNode{G: 0}); !strings.Contains(got, "la racine, non développé") {
		t.Errorf("the root's details %q", got)
	}
}
