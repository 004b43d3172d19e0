package explore

import (
	"fmt"
	"image/color"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/chart"
	"github.com/eightpuzzle/eightpuzzle/app/internal/human"
	"github.com/eightpuzzle/eightpuzzle/app/internal/statespace"
	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/app/widgets"
	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/searchlog"
)

func humanCount(n int64) string { return human.Count(n) }

// frontierMax is how many waiting boards the list holds: the ones the
// search takes next are what a person reads; the rest are counted.
const frontierMax = 500

// treeMax is how many nodes the tree draws: readable and smooth (see
// BenchmarkExploreRefresh); the rest are counted in its note.
const treeMax = 5000

// frontierView lists the waiting boards in the order the search takes them,
// after the board the step expanded, highlighted; boards its expansion
// added are marked new. During a Predict question it lists the boards
// waiting in the order they were made, and a tap answers.
type frontierView struct {
	note  *widget.Label
	list  *widget.GridWrap
	nodes []searchlog.Node
	total int
	head  *searchlog.Node // the board the step expanded, listed first; nil for none

	log   *searchlog.Log // what is shown: the log and step
	step  int
	shape solver.Shape    // of the boards listed
	prio  solver.Priority // what the search orders them by
	ties  solver.Ties
	quiz  bool // a Predict question: no places in line, a tap answers
	pick  func(gen int32)
}

const (
	markExpanding = iota
	markNew
	markNone
)

func newFrontierView() *frontierView {
	f := &frontierView{note: widget.NewLabel(""), step: -1}
	f.note.Truncation = fyne.TextTruncateEllipsis
	f.list = widget.NewGridWrap(
		func() int { return f.items() },
		func() fyne.CanvasObject {
			l := widget.NewLabel(lang.L("g 00 · h 00 · f 00\nexpanding · #000\nmade 0000"))
			l.SizeName = theme.SizeNameCaptionText
			l.Alignment = fyne.TextAlignCenter
			bg := canvas.NewRectangle(color.Transparent)
			bg.CornerRadius = 4
			// the board at the frontier's size: the list sizes every item
			// as this one (a 5x5 board takes more room than a 3x3)
			b := widgets.NewBoard(0, 14)
			if sh := f.shape.Norm(); sh.Check() == nil {
				b.SetShape(sh, 0)
			} else {
				b.SetTiles(sh, make([]int, sh.Cells()))
			}
			return container.NewStack(bg, container.NewVBox(container.NewCenter(b), l))
		},
		func(i widget.GridWrapItemID, o fyne.CanvasObject) {
			n, place, mark := f.item(i)
			if n == nil {
				return
			}
			stack := o.(*fyne.Container)
			box := stack.Objects[1].(*fyne.Container)
			b := box.Objects[0].(*fyne.Container).Objects[0].(*widgets.Board)
			if f.log != nil && f.log.Wide() {
				b.SetTiles(f.shape, f.log.Tiles(n.Board))
			} else {
				b.SetShape(f.shape, n.Board)
			}
			// the board takes the taps on it: a tap there answers as one on the caption
			gen := n.Gen
			b.OnTapped = func(int) { f.tapped(gen) }
			box.Objects[1].(*widget.Label).SetText(frontierCaption(place, n, f.prio, f.ties, mark, f.quiz))
			bg := stack.Objects[0].(*canvas.Rectangle)
			bg.FillColor = f.markColor(mark)
			bg.Refresh()
		})
	f.list.OnSelected = func(i widget.GridWrapItemID) {
		f.list.UnselectAll()
		if n, _, _ := f.item(i); n != nil {
			f.tapped(n.Gen)
		}
	}
	return f
}

// tapped answers a Predict question with the board made gen-th.
func (f *frontierView) tapped(gen int32) {
	if f.quiz && f.pick != nil {
		f.pick(gen)
	}
}

func (f *frontierView) items() int {
	if f.head != nil {
		return len(f.nodes) + 1
	}
	return len(f.nodes)
}

// item is the i-th board listed, its place in line (0 for the expanded
// one) and how it is marked.
func (f *frontierView) item(i int) (*searchlog.Node, int, int) {
	if f.head != nil {
		if i == 0 {
			return f.head, 0, markExpanding
		}
		i--
	}
	if i < 0 || i >= len(f.nodes) {
		return nil, 0, markNone
	}
	n := &f.nodes[i]
	if f.step > 0 && int(n.Born) == f.step {
		return n, i + 1, markNew
	}
	return n, i + 1, markNone
}

func (f *frontierView) markColor(mark int) color.Color {
	th := fyne.CurrentApp().Settings().Theme()
	v := fyne.CurrentApp().Settings().ThemeVariant()
	switch mark {
	case markExpanding:
		return withAlpha(th.Color(theme.ColorNamePrimary, v), 0x70)
	case markNew:
		return withAlpha(th.Color(theme.ColorNameSuccess, v), 0x38)
	}
	return color.Transparent
}

func withAlpha(c color.Color, a uint8) color.Color {
	r, g, b, _ := c.RGBA()
	return color.NRGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), a}
}

// frontierItemText is a waiting board's caption in the saved pictures:
// its place in line and the number the search orders it by (pr: greedy's
// is h, A*'s f).
func frontierItemText(i int, n *searchlog.Node, pr solver.Priority) string {
	if n.Flags&searchlog.HasH != 0 && (pr == solver.PriorityF || pr == solver.PriorityH) {
		return fmt.Sprintf("#%d %s %s", i+1, session.PrioritySymbol(pr), num(pr.Of(int(n.G), n.H, n.F)))
	}
	return fmt.Sprintf("#%d g %d", i+1, n.G)
}

// frontierCaption is a board's caption on screen: its g, h and f, then
// its place in line (none in a quiz: that is the question) and its tie
// key, the order it was made in (the convention on ties reads it) or,
// under the board convention, the board itself, drawn above.
func frontierCaption(place int, n *searchlog.Node, pr solver.Priority, ties solver.Ties, mark int, quiz bool) string {
	nums := fmt.Sprintf("g %d", n.G)
	if n.Flags&searchlog.HasH != 0 {
		if pr == solver.PriorityH {
			nums += " · h " + num(n.H) // greedy's f is no priority of its own
		} else {
			nums += " · h " + num(n.H) + " · f " + num(n.F)
		}
	}
	// the tie key on a line of its own: beside the mark and the place it
	// ran past the caption's width (« développement · #1 · généré 25 »)
	var second []string
	switch {
	case mark == markExpanding:
		second = append(second, lang.L("expanding"))
	case mark == markNew:
		second = append(second, lang.L("new"))
	}
	if place > 0 && !quiz {
		second = append(second, fmt.Sprintf("#%d", place))
	}
	keyed := pr == solver.PriorityF || pr == solver.PriorityH || pr == solver.PriorityG
	third := lang.L("made {{.N}}", map[string]any{"N": n.Gen})
	if keyed && ties == solver.TiesBoard {
		third = lang.L("tie: board")
	}
	return nums + "\n" + strings.Join(second, " · ") + "\n" + third
}

// show lists the frontier after the step shown; false if it was already.
// q is the Predict question in hand, nil for none.
func (f *frontierView) show(st session.ExploreState, q *session.PredictQuestion) bool {
	quiz := q != nil
	if st.Log == f.log && st.Step == f.step && quiz == f.quiz {
		return false
	}
	f.log, f.step, f.shape, f.prio, f.quiz = st.Log, st.Step, st.Problem.Shape, st.Algorithm.Priority(), quiz
	f.nodes, f.total, f.head = nil, 0, nil
	if st.Log != nil {
		f.ties = st.Log.Conventions().Ties
		if quiz {
			f.nodes, f.total = q.Choices, q.Waiting
		} else {
			f.nodes, f.total = st.Log.Frontier(st.Step, frontierMax)
			if _, n, ok := st.Log.Step(st.Step); ok {
				f.head = &n
			}
		}
	}
	switch {
	case st.Log == nil:
		f.note.SetText(lang.L("No search yet."))
	case quiz && q.Kind == session.PredictBound:
		f.note.SetText(lang.L("The iteration ended: nothing waits. Type the next bound above."))
	case quiz:
		f.note.SetText(lang.L("Tap the board the search expands next. {{.N}} waiting, in the order they were made.", map[string]any{"N": count(f.total)}))
	case f.total > len(f.nodes):
		f.note.SetText(fmt.Sprintf(lang.L("%s boards waiting: the first %s in order, … and %s more."),
			count(f.total), count(len(f.nodes)), count(f.total-len(f.nodes))))
	case f.total == 0:
		f.note.SetText(lang.L("Nothing waiting."))
	default:
		f.note.SetText(fmt.Sprintf(lang.L("%s waiting, in order."), session.Plural(f.total, "board", "boards")))
	}
	f.list.Refresh()
	f.list.ScrollToTop()
	return true
}

// treeView grows the search tree as the step moves: new nodes are
// appended and the state of the others updated in one batch; stepping
// back, or a new iteration of an iterative search, starts it again.
type treeView struct {
	tree  *widgets.SearchTree
	tools fyne.CanvasObject

	log   *searchlog.Log
	first int32 // the index of the tree's root in the log
	step  int
	n     int  // nodes given to the widget in the order made (lineages past the cap aside)
	path  bool // the solution path is marked
	more  int  // nodes past the cap
	quiz  bool // a Predict question is in hand: a tap on a waiting board answers
	pick  func(gen int32)
	extra int // of them, given to the widget for the lineages drawn
	buf   []widgets.TreeNode
}

func newTreeView() *treeView {
	t := &treeView{tree: widgets.NewSearchTree(), step: -1}
	t.tree.OnTapped = func(_ int, n widgets.TreeNode) {
		// during a Predict question a waiting board of the tree answers too
		if t.quiz && t.pick != nil && n.State == widgets.TreeFrontier {
			t.pick(int32(n.Generated))
		}
	}
	t.tools = container.NewHBox(
		widget.NewButtonWithIcon("", theme.ZoomInIcon(), t.tree.ZoomIn),
		widget.NewButtonWithIcon("", theme.ZoomOutIcon(), t.tree.ZoomOut),
		widget.NewButtonWithIcon(lang.L("Fit"), theme.ZoomFitIcon(), t.tree.Fit))
	return t
}

func (t *treeView) themeChanged() { t.tree.Refresh() }

// onPath says whether the solution path is to be marked: at the last
// step of a search of this board that found one.
func onPath(st session.ExploreState) bool {
	return st.Result != nil && st.Result.Status == solver.Solved && st.Step == st.Steps && st.Stale == ""
}

// show brings the tree to the step shown; false if it was there.
//
// Past treeMax nodes the tree holds the first treeMax, then the board the
// step expanded and the goal of a solution with their ancestors, so that
// the board in hand and the solution path are drawn however big the tree.
func (t *treeView) show(st session.ExploreState) bool {
	path := onPath(st)
	if st.Log == t.log && st.Step == t.step && path == t.path {
		return false
	}
	switch {
	case st.Log == nil:
	case st.Log.Wide():
		if st.Log != t.log { // the log's numbers, drawn as its tiles
			t.tree.SetBoards(st.Problem.Shape, st.Log.Tiles)
		}
	default:
		t.tree.SetShape(st.Problem.Shape)
	}
	if st.Log == nil {
		t.tree.Reset()
		t.log, t.step, t.n, t.path, t.extra = nil, -1, 0, false, 0
		return true
	}
	nodes, first, more := st.Log.Tree(st.Step, treeMax)
	// another search or iteration is another tree, fitted anew; stepping
	// back shrinks this one where the user has it
	other := st.Log != t.log || first != t.first
	back := st.Step < t.step || len(nodes) < t.n
	t.buf = treeNodes(t.buf[:0], nodes, first, st.Step, st.Algorithm.Priority() != solver.PriorityF)
	cur := int32(-1) // the node the step expanded, as an index in t.buf
	step, _, ok := st.Log.Step(st.Step)
	if ok && step.Node >= first && step.Node < first+int32(len(nodes)) {
		cur = step.Node - first
	}
	extra := 0
	if more > 0 {
		var want []int32
		if ok {
			want = append(want, step.Node)
		}
		if path {
			if i, found := st.Log.Reached(st.Result.Path[len(st.Result.Path)-1], st.Result.Cost); found {
				want = append(want, i)
			}
		}
		var at int32
		t.buf, at, extra = addLineages(t.buf, st.Log, first, int32(len(nodes)), st.Step, st.Algorithm.Priority() != solver.PriorityF, want, step.Node)
		if at >= 0 {
			cur = at
		}
	}
	if cur >= 0 {
		t.buf[cur].Current = true
	}
	if path {
		markPath(t.buf, st.Result)
	}
	n := len(nodes) // the nodes kept from one step to the next: lineages come and go
	switch {
	case other:
		t.tree.Reset()
		t.tree.Append(t.buf...)
	case back || extra > 0 || t.extra > 0:
		t.tree.Replace(t.buf...)
	default:
		t.tree.UpdateFrom(0, t.buf[:t.n])
		t.tree.Append(t.buf[t.n:]...)
	}
	t.tree.SetHidden(more - extra)
	t.log, t.first, t.step, t.n, t.path, t.more, t.extra = st.Log, first, st.Step, n, path, more, extra
	return true
}

// addLineages appends to out (the log's nodes first..first+n-1, as after
// step k) the nodes of want and their ancestors that are not in it, in
// the order they were made; mark is a node of want whose index in out it
// returns (-1 if it is not one of them), and how many it added.
func addLineages(out []widgets.TreeNode, l *searchlog.Log, first, n int32, k int, notByF bool, want []int32, mark int32) ([]widgets.TreeNode, int32, int) {
	pos := map[int32]int32{} // log index -> index in out, of the added
	var add []searchlog.Node
	var idx []int32
	for _, w := range want {
		nodes, is := l.Lineage(w, first+n)
		for j, i := range is {
			if _, dup := pos[i]; !dup {
				pos[i] = -1
				add, idx = append(add, nodes[j]), append(idx, i)
			}
		}
	}
	order := make([]int, len(idx))
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(a, b int) int { return int(idx[a] - idx[b]) })
	at := int32(-1)
	base := len(out)
	for _, o := range order {
		pos[idx[o]] = int32(len(out))
		if idx[o] == mark {
			at = int32(len(out))
		}
		out = treeNodes(out, add[o:o+1], first, k, notByF)
	}
	for j := base; j < len(out); j++ {
		// the added nodes' parents: in the first part, or added before them
		parent := add[order[j-base]].Parent
		if parent < first+n {
			out[j].Parent = parent - first
		} else {
			out[j].Parent = pos[parent]
		}
	}
	return out, at, len(out) - base
}

// treeStates maps the log's states to the tree's.
var treeStates = [...]widgets.TreeState{
	searchlog.Waiting: widgets.TreeFrontier, searchlog.Expanded: widgets.TreeExpanded,
	searchlog.Pruned: widgets.TreeDuplicate, searchlog.CutOff: widgets.TreeCutoff,
}

// treeNodes converts the log's nodes from index first to the tree's, as
// they are after step k.
func treeNodes(out []widgets.TreeNode, nodes []searchlog.Node, first int32, k int, notByF bool) []widgets.TreeNode {
	for i := range nodes {
		n := &nodes[i]
		p := n.Parent - first
		if n.Parent < first {
			p = -1
		}
		exp := int(n.Expanded)
		if exp > k {
			exp = 0
		}
		out = append(out, widgets.TreeNode{Parent: p, Board: n.Board, G: int(n.G), H: n.H, F: n.F,
			HasH: n.Flags&searchlog.HasH != 0, NotByF: notByF, Generated: int(n.Gen), Expanded: exp, State: treeStates[n.StateAt(k)],
			New: k > 0 && int(n.Born) == k && n.Parent >= 0})
	}
	return out
}

// markPath marks the solution's nodes: from the goal's node (the one at
// the solution's depth) up through its parents.
func markPath(nodes []widgets.TreeNode, res *solver.Result) {
	goal := res.Path[len(res.Path)-1]
	for i := len(nodes) - 1; i >= 0; i-- {
		if n := nodes[i]; n.Board == goal && n.G == res.Cost && n.State != widgets.TreeDuplicate {
			for j := int32(i); j >= 0; j = nodes[j].Parent {
				nodes[j].OnPath = true
			}
			return
		}
	}
}

// mapView lights the boards expanded up to the step shown.
type mapView struct {
	m       *widgets.StateSpaceMap
	missing *widget.Label // in the map's place, for a size without one
	content fyne.CanvasObject
	layout  *statespace.Layout
	log     *searchlog.Log
	step    int
	path    bool
	boards  []solver.Board
}

func newMapView() *mapView {
	mv := &mapView{m: widgets.NewStateSpaceMap(), step: -1, missing: widget.NewLabel("")}
	mv.missing.Wrapping = fyne.TextWrapWord
	mv.missing.Alignment = fyne.TextAlignCenter
	mv.missing.Importance = widget.WarningImportance
	mv.missing.Hide()
	mv.content = container.NewStack(mv.m, container.NewVBox(layout.NewSpacer(), mv.missing, layout.NewSpacer()))
	return mv
}

// show brings the map to the step shown; false if it was there. missing
// says why the size has no map ("" when it has one).
func (mv *mapView) show(st session.ExploreState, layout *statespace.Layout, missing string) bool {
	if missing != mv.missing.Text {
		mv.missing.SetText(missing)
	}
	if (missing != "") != mv.missing.Visible() {
		if missing != "" {
			mv.missing.Show()
			mv.m.Hide()
		} else {
			mv.missing.Hide()
			mv.m.Show()
		}
	}
	if layout != mv.layout {
		mv.m.SetLayout(layout)
		mv.layout, mv.log, mv.step = layout, nil, -1
	}
	path := onPath(st)
	if layout == nil || st.Log == mv.log && st.Step == mv.step && path == mv.path {
		return false
	}
	if st.Log == nil {
		mv.m.Reset()
		mv.log, mv.step, mv.path = nil, -1, false
		return true
	}
	from := mv.step + 1
	if st.Log != mv.log || st.Step < mv.step || path != mv.path {
		mv.m.Reset()
		mv.m.SetStart(st.Log.Problem().Start)
		from = 1
	}
	mv.boards = mv.boards[:0]
	st.Log.Expanded(from, st.Step, func(b solver.Board, _ bool) { mv.boards = append(mv.boards, b) })
	mv.m.Mark(mv.boards...)
	if path {
		mv.m.SetPath(st.Result.Path)
	}
	mv.log, mv.step, mv.path = st.Log, st.Step, path
	return true
}

// depthsView is the chart of expansions per depth against BFS's.
type depthsView struct {
	chart *widgets.ChartView
	note  *widget.Label
	log   *searchlog.Log // the run charted, nil for none
	bfs   []int64
	spec  *chart.LineSpec
}

func newDepthsView() *depthsView {
	d := &depthsView{chart: widgets.NewChartView(), note: widget.NewLabel("")}
	d.note.Wrapping = fyne.TextWrapWord
	return d
}

// show charts a finished search against BFS once both are in.
func (d *depthsView) show(st session.ExploreState, e *session.Exploration) bool {
	bfs, limited := e.BFSDepths()
	alone := e.BFSMissing() // a side of 5: this search's depths alone
	if st.Log == d.log && len(bfs) == len(d.bfs) && (st.Log == nil || d.spec != nil) {
		return false
	}
	switch {
	case st.Log != nil && st.Result != nil && alone != "":
		spec := chart.DepthCompare(session.AlgorithmTitle(st.Algorithm), st.Log.ByDepth(st.Log.Len()), "", nil)
		spec.Series = spec.Series[:1]
		d.spec = &spec
		d.chart.SetChart(func(th chart.Theme) *chart.Chart { return chart.Lines(spec, th) })
		d.note.SetText(alone)
		d.note.Show()
		d.log, d.bfs = st.Log, nil
		return true
	case st.Log == nil:
		d.note.SetText(lang.L("Explore a search first: when it ends, this chart sets its work at each depth against BFS's."))
	case st.Result == nil:
		d.note.SetText(lang.L("The chart comes when the search ends."))
	case bfs == nil:
		d.note.SetText(lang.L("Running breadth-first search on the same board to compare…"))
	}
	if st.Log == nil || st.Result == nil || bfs == nil {
		if d.spec != nil {
			d.chart.SetChart(nil)
		}
		d.log, d.bfs, d.spec = nil, nil, nil
		d.note.Show()
		return true
	}
	bfsName := lang.L("Breadth-first search")
	if limited {
		bfsName += fmt.Sprintf(lang.L(" (its first %s expansions)"), count(2_000_000))
	}
	spec := chart.DepthCompare(session.AlgorithmTitle(st.Algorithm), st.Log.ByDepth(st.Log.Len()), bfsName, bfs)
	d.spec = &spec
	d.chart.SetChart(func(th chart.Theme) *chart.Chart { return chart.Lines(spec, th) })
	d.note.Hide()
	d.log, d.bfs = st.Log, bfs
	return true
}
