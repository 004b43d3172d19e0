package race

import (
	"fmt"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/internal/human"
	"github.com/eightpuzzle/eightpuzzle/app/internal/statespace"
	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/app/widgets"
	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/searchlog"
	"github.com/eightpuzzle/eightpuzzle/solver/wide"
)

// TreeCap is how many nodes of its tree a panel draws: enough to see the
// shape of the search, few enough that four panels redraw in a frame.
const TreeCap = 3000

// panel is one racer: its title, the board it is expanding, its counters,
// its place once finished, and its map or tree.
type panel struct {
	box      *fyne.Container
	title    *widget.Label
	board    *widgets.Board
	counters *widget.Label
	place    *widget.Label
	space    *widgets.StateSpaceMap
	tree     *widgets.SearchTree
	waiting  *widget.Label // while the map's layout is built
	noMap    string        // why there is no map on this size, "" where there is one

	// what the map and tree show, to draw only what changed
	log      *searchlog.Log
	marked   int  // steps marked on the map
	pathOn   bool // the solution path is drawn on the map
	treeK    int  // the step the tree shows; -1 for none
	treeLog  *searchlog.Log
	treeDone bool // the tree was drawn with the racer finished
}

func newPanel() *panel {
	p := &panel{treeK: -1}
	p.title = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	// a second line rather than a cut name: the panel beside the board
	// is narrower than "Greedy best-first (Manhattan distance)"
	p.title.Wrapping = fyne.TextWrapWord
	p.board = widgets.NewBoard(0, 16)
	p.counters = widget.NewLabel("")
	p.counters.TextStyle.Monospace = true
	p.counters.SizeName = theme.SizeNameCaptionText
	// a line too long for a narrow panel is cut, not drawn over the next
	// panel: a label asks for its whole text's width, and the grid gives
	// two panels 300 pixels each all the same
	p.counters.Truncation = fyne.TextTruncateEllipsis
	p.place = widget.NewLabel("")
	p.place.Importance = widget.SuccessImportance
	p.place.Wrapping = fyne.TextWrapWord
	p.space = widgets.NewStateSpaceMap()
	p.tree = widgets.NewSearchTree()
	p.waiting = widget.NewLabel(lang.L("Drawing the map…"))
	p.waiting.Wrapping = fyne.TextWrapWord
	p.waiting.Alignment = fyne.TextAlignCenter
	min := canvas.NewRectangle(nil)
	min.SetMinSize(fyne.NewSize(300, 250))
	view := container.NewStack(min, p.space, p.tree, container.NewVBox(layout.NewSpacer(), p.waiting, layout.NewSpacer()))
	head := container.NewBorder(nil, nil, p.board, nil, container.NewVBox(p.title, p.counters))
	p.box = container.NewBorder(container.NewVBox(head, p.place), nil, nil, nil, view)
	p.tree.Hide()
	p.waiting.Hide()
	return p
}

// setShape sizes the panel's board, and says in the map's place why there
// is no map (noMap, "" while the map is being drawn). Every size has its
// tree (showTree gives it the racer's boards).
func (p *panel) setShape(sh solver.Shape, noMap string) {
	if p.board.Shape() != sh.Norm() && !wide.Needs(sh) {
		p.board.SetShape(sh, p.board.Shown())
	}
	p.noMap = noMap
}

// setBoard shows board b of log l: a board of the engine's, or one of
// solver/wide's that the log numbers (a side of 5).
func (p *panel) setBoard(l *searchlog.Log, b solver.Board) {
	if l.Wide() {
		p.board.SetTiles(l.Problem().Shape, l.Tiles(b))
		return
	}
	p.board.SetBoard(b)
}

func (p *panel) setLayout(l *statespace.Layout) {
	p.space.SetLayout(l)
	p.marked, p.pathOn = 0, false
}

func (p *panel) themeChanged() {
	p.space.Refresh()
	p.tree.Refresh()
}

// idle shows what racer will run before the first race.
func (p *panel) idle(r *session.Race, name string, board solver.Board, sh solver.Shape, kind session.RacePanel, haveMap bool) {
	title := name
	if a, err := solver.AlgorithmNamed(name); err == nil {
		title = session.RunTitle(a, r.WeightOf(a))
	}
	setText(p.title, title)
	if wide.Needs(sh) {
		p.board.SetTiles(sh, r.Tiles())
	} else {
		p.board.SetBoard(board)
	}
	setText(p.counters, fmt.Sprintf(lang.L("step %s"), human.Count(0)))
	setText(p.place, "")
	p.showKind(kind, haveMap) // an empty map or tree: where the search will show
	if haveMap && (p.log != nil || p.marked != 0 || p.space.Count() > 0) {
		p.space.Restart(board)
		p.log, p.marked = nil, 0
	}
}

func (p *panel) showKind(kind session.RacePanel, haveMap bool) {
	text := lang.L("Drawing the map…")
	if p.noMap != "" {
		text = p.noMap
	}
	setText(p.waiting, text)
	if kind == session.RaceTree {
		p.space.Hide()
		p.waiting.Hide()
		p.tree.Show()
		return
	}
	p.tree.Hide()
	if haveMap {
		p.waiting.Hide()
		p.space.Show()
	} else {
		p.space.Hide()
		p.waiting.Show()
	}
}

// show draws racer x at its step.
func (p *panel) show(x session.Racer, kind session.RacePanel, haveMap bool) {
	k := x.Step
	setText(p.title, session.RunTitle(x.Algorithm, x.Weight))
	st, node, ok := x.Log.Step(k)
	if ok {
		p.setBoard(x.Log, node.Board)
	} else {
		p.setBoard(x.Log, x.Log.Problem().Start)
	}
	setText(p.counters, countersText(x, k, st, node, ok))
	setText(p.place, placeText(x))
	imp := placeImportance(x)
	if imp != p.place.Importance {
		p.place.Importance = imp
		p.place.Refresh()
	}
	p.showKind(kind, haveMap)
	if x.Log != p.log {
		p.log, p.marked, p.pathOn, p.treeK, p.treeLog = x.Log, -1, false, -1, nil
	}
	switch {
	case kind == session.RaceTree:
		p.showTree(x, k)
	case haveMap:
		p.showMap(x, k)
	}
}

// countersText is the panel's numbers at step k.
func countersText(x session.Racer, k int, st searchlog.Step, n searchlog.Node, ok bool) string {
	line := fmt.Sprintf(lang.L("step %s of %s"), human.Count(int64(k)), human.Count(int64(x.Log.Len())))
	if !ok {
		return line + lang.L("\nnot started")
	}
	// four short lines rather than fewer long ones: beside a 5x5 board,
	// "frontier 95,350  g 193  f 234" was cut after g
	line += fmt.Sprintf(lang.L("\nfrontier %s"), human.Count(int64(st.Frontier)))
	line += fmt.Sprintf("\ng %s", human.Count(int64(n.G)))
	// the number the search orders by, named for what it is: greedy's is
	// h, not f (the registry's Priority); g and depth are shown already
	if pr := x.Algorithm.Priority(); n.Flags&searchlog.HasH != 0 && (pr == solver.PriorityH || pr == solver.PriorityF) {
		line += "  " + session.PrioritySymbol(pr) + " " + num(pr.Of(int(n.G), n.H, n.F))
	}
	line += "\n"
	if st.Bound > 0 {
		line += "bound " + num(st.Bound) + "  "
	}
	return line + lang.L("wall") + " " + raceTime(st.Elapsed) // the race's clock, recording included
}

func num(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }

// placeText is "1st to finish · 27 moves, optimal", then "3,494 expanded",
// then "search (traced) 1.2 ms · wall time 12.3 ms" once finished, what is
// under way before. The place is the order of finishing, not a prize: the
// verdict says who did best.
func placeText(x session.Racer) string {
	switch {
	case x.Finished:
		res := x.Result
		return fmt.Sprintf(lang.L("%s to finish · %s\n%s expanded\n%s"), rankText(x.Rank), outcome(x),
			human.Count(res.Expanded), timesText(x))
	case x.Err != nil && x.Result == nil:
		return x.Err.Error()
	case x.Running && x.Step >= x.Log.Len():
		return lang.L("searching…")
	}
	return ""
}

// placeImportance colours a finished racer's place by what it found, not
// by when: green for a path known to be shortest, amber for a longer one
// or none, plain when nobody knows the shortest.
func placeImportance(x session.Racer) widget.Importance {
	switch {
	case !x.Finished:
		return widget.MediumImportance
	case x.Result == nil || x.Result.Status != solver.Solved:
		return widget.WarningImportance
	case x.Optimal < 0:
		return widget.MediumImportance
	case x.Result.Cost == x.Optimal:
		return widget.SuccessImportance
	}
	return widget.WarningImportance
}

// showMap marks the boards expanded up to step k, only the new ones when
// the cursor moved on; back, the map starts again.
func (p *panel) showMap(x session.Racer, k int) {
	if k < p.marked || p.marked < 0 {
		p.space.Restart(x.Log.Problem().Start) // one redraw, not two
		p.marked, p.pathOn = 0, false
	}
	if k > p.marked {
		var boards []solver.Board
		x.Log.Expanded(p.marked+1, k, func(b solver.Board, _ bool) { boards = append(boards, b) })
		p.space.Mark(boards...)
		p.marked = k
	}
	wantPath := x.Finished && x.Result != nil && x.Result.Status == solver.Solved
	if wantPath != p.pathOn {
		if wantPath {
			p.space.SetPath(x.Result.Path)
		} else {
			p.space.SetPath(nil)
		}
		p.pathOn = wantPath
	}
}

// showTree draws the tree made by step k (for the recursive searches, of
// its iteration), its first TreeCap nodes, with the path to the board
// being expanded marked.
func (p *panel) showTree(x session.Racer, k int) {
	if k == p.treeK && x.Log == p.treeLog && x.Finished == p.treeDone {
		return
	}
	p.treeK, p.treeLog, p.treeDone = k, x.Log, x.Finished
	// the boards of the race's size: on a side of 5 the log's numbers,
	// turned back into tiles by the log (the tree drew 3x3 boards before
	// it was told a size)
	var tiles func(solver.Board) []int
	if x.Log.Wide() {
		tiles = x.Log.Tiles
	}
	p.tree.SetBoards(x.Log.Problem().Shape, tiles)
	nodes, first, more := x.Log.Tree(k, TreeCap)
	out := treeNodes(nodes, first, k, x.Algorithm.Priority() != solver.PriorityF)
	// a finished search's solution: the path from the root to the goal,
	// the board its last step expanded (the legend calls it the solution
	// path, so a search under way marks none)
	solved := x.Finished && x.Result != nil && x.Result.Status == solver.Solved
	if st, _, ok := x.Log.Step(k); ok && solved {
		for i := int(st.Node - first); i >= 0 && i < len(out); i = int(out[i].Parent) {
			out[i].OnPath = true
		}
	}
	p.tree.Reset()
	p.tree.Append(out...) // parents come first in a log: no error to report
	p.tree.SetHidden(more)
}

// treeNodes turns a log's nodes into the tree widget's, indices from first.
func treeNodes(nodes []searchlog.Node, first int32, k int, notByF bool) []widgets.TreeNode {
	out := make([]widgets.TreeNode, len(nodes))
	for i, n := range nodes {
		parent := n.Parent - first
		if n.Parent < 0 || parent < 0 {
			parent = -1
		}
		out[i] = widgets.TreeNode{Parent: parent, Board: n.Board, G: int(n.G), H: n.H, F: n.F,
			HasH: n.Flags&searchlog.HasH != 0, NotByF: notByF, Generated: int(n.Gen), State: treeState(n.StateAt(k))}
		if n.Expanded > 0 && int(n.Expanded) <= k {
			out[i].Expanded = int(n.Expanded)
		}
	}
	return out
}

func treeState(s searchlog.TreeState) widgets.TreeState {
	switch s {
	case searchlog.Expanded:
		return widgets.TreeExpanded
	case searchlog.Pruned:
		return widgets.TreeDuplicate
	case searchlog.CutOff:
		return widgets.TreeCutoff
	}
	return widgets.TreeFrontier
}

// setText sets a label's text only when it changed: a label of wrapped
// text lays itself out again on every SetText, 30 times a second per panel.
func setText(l *widget.Label, text string) {
	if l.Text != text {
		l.SetText(text)
	}
}
