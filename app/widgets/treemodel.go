package widgets

import (
	"fmt"
	"math"
	"slices"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// TreeState is what became of a generated board.
type TreeState uint8

const (
	TreeFrontier  TreeState = iota // generated, not yet expanded
	TreeExpanded                   // its successors were generated
	TreeDuplicate                  // pruned: its board was seen before
	TreeCutoff                     // not expanded: over the bound of IDS or IDA*
	treeStates
)

var treeStateNames = [...]string{"frontier", "expanded", "duplicate", "cut off"}

func (s TreeState) String() string {
	if s < treeStates {
		return treeStateNames[s]
	}
	return fmt.Sprintf("TreeState(%d)", uint8(s))
}

// TreeNode is one generated board, as the caller learns of it from the
// search's events.
type TreeNode struct {
	Parent int32 // index of the parent node, -1 for a root
	Board  solver.Board
	G      int
	H, F   float64
	HasH   bool // false for searches without a heuristic: h and f show as "—"
	// NotByF: the search does not order by f (greedy orders by h alone),
	// so f, which would look like its priority, is not shown
	NotByF    bool
	Generated int // 1-based order of generation (the root 0)
	Expanded  int // 1-based order of expansion, 0 if never expanded
	State     TreeState
	OnPath    bool // on the solution path
	Current   bool // the board being expanded at the step shown
	New       bool // made by the expansion of the step shown
}

// MaxTreeNodes is how many nodes a tree keeps and draws; nodes appended
// beyond it are only counted. A tree of this size still lays out and draws
// in a few milliseconds (see BenchmarkSearchTreeDraw5000 and its
// neighbours), well inside one frame.
const MaxTreeNodes = 20000

// treeModel is the tree's data and its layout, free of Fyne so that the
// drawing, the exports and the benchmarks share it.
//
// Layout: leaves take the next column left to right in depth-first order
// (children in generation order), a parent sits centred over its first and
// last child, and the depth is the row. New nodes only ever push columns
// to their right, so the picture grows rather than reshuffles. Every node
// has a range of columns [lo, hi] holding its subtree; ranges of nodes on
// one level are disjoint and sorted, which makes the nodes of a level
// sorted by x and gives culling and hit tests a binary search.
type treeModel struct {
	nodes   []TreeNode
	depth   []int32 // -1: not in the tree (its parent was bad)
	first   []int32 // first child, -1 for none
	last    []int32 // last child
	next    []int32 // next sibling
	roots   []int32
	dropped int // appended past MaxTreeNodes
	hidden  int // the caller's count of nodes it never gave
	counts  [treeStates]int
	onPath  int
	shape   solver.Shape // of the boards; the zero Shape is 3x3
	// tiles turns a node's Board into its cells when the boards are
	// numbers the caller keeps (a side of 5, which a solver.Board cannot
	// hold); nil: the Board is the engine's
	tiles func(solver.Board) []int

	// layout, valid when !dirty
	dirty  bool
	x      []float32 // centre, in columns
	lo, hi []int32   // columns of the subtree
	levels [][]int32 // nodes of each depth, left to right
	order  []int32   // preorder, kept to reuse its memory
	cols   int
}

func (m *treeModel) reset() {
	*m = treeModel{
		nodes: m.nodes[:0], depth: m.depth[:0], first: m.first[:0], last: m.last[:0], next: m.next[:0],
		roots: m.roots[:0], x: m.x, lo: m.lo, hi: m.hi, levels: m.levels[:0], order: m.order[:0], dirty: true,
		shape: m.shape, tiles: m.tiles,
	}
}

// tilesOf is node board b's cells when the boards are numbers (tiles
// set), nil when b is the engine's board.
func (m *treeModel) tilesOf(b solver.Board) []int {
	if m.tiles == nil {
		return nil
	}
	return m.tiles(b)
}

// at is the tile in cell i of b, or of its cells t when they are given.
func at(b solver.Board, t []int, i int) int {
	if t != nil {
		if i < len(t) {
			return t[i]
		}
		return 0
	}
	return b.At(i)
}

// state is n's state, an unknown value drawn as frontier rather than
// indexing past a table.
func (n *TreeNode) state() TreeState {
	if n.State >= treeStates {
		return TreeFrontier
	}
	return n.State
}

// add appends nodes. A node whose parent is not an earlier node is kept,
// so that the caller's indices still match, but stays out of the tree
// (and so do its descendants); the first such problem is reported.
func (m *treeModel) add(nodes []TreeNode) error {
	var err error
	for _, n := range nodes {
		if len(m.nodes) >= MaxTreeNodes {
			m.dropped++
			continue
		}
		i := int32(len(m.nodes))
		d := int32(-1)
		switch p := n.Parent; {
		case p == -1:
			d = 0
			m.roots = append(m.roots, i)
		case p < 0 || p >= i:
			if err == nil {
				err = fmt.Errorf("search tree: node %d has parent %d, which is not an earlier node", i, p)
			}
		case m.depth[p] < 0:
			if err == nil {
				err = fmt.Errorf("search tree: node %d hangs under node %d, which is not in the tree", i, p)
			}
		default:
			d = m.depth[p] + 1
			if m.first[p] < 0 {
				m.first[p] = i
			} else {
				m.next[m.last[p]] = i
			}
			m.last[p] = i
		}
		m.nodes = append(m.nodes, n)
		m.depth = append(m.depth, d)
		m.first = append(m.first, -1)
		m.last = append(m.last, -1)
		m.next = append(m.next, -1)
		if d >= 0 {
			m.count(n, 1)
		}
	}
	m.dirty = true
	return err
}

func (m *treeModel) count(n TreeNode, by int) {
	m.counts[n.state()] += by
	if n.OnPath {
		m.onPath += by
	}
}

// update changes what is shown of node i; its place in the tree stays.
func (m *treeModel) update(i int, n TreeNode) error {
	if i < 0 || i >= len(m.nodes) {
		if i >= MaxTreeNodes && i < MaxTreeNodes+m.dropped {
			return nil // a node past the cap: counted, never drawn
		}
		return fmt.Errorf("search tree: no node %d to update (%d nodes)", i, len(m.nodes))
	}
	old := m.nodes[i]
	n.Parent = old.Parent
	if m.depth[i] >= 0 {
		m.count(old, -1)
		m.count(n, 1)
	}
	m.nodes[i] = n
	return nil
}

// inTree is how many nodes are drawn.
func (m *treeModel) inTree() int {
	n := 0
	for _, c := range m.counts {
		n += c
	}
	return n
}

// notDrawn is how many nodes the search generated that are not drawn.
func (m *treeModel) notDrawn() int { return m.dropped + m.hidden }

// layout places every node; O(n), run only when nodes were added.
func (m *treeModel) layout() {
	if !m.dirty {
		return
	}
	m.dirty = false
	n := len(m.nodes)
	m.x = slices.Grow(m.x[:0], n)[:n]
	m.lo = slices.Grow(m.lo[:0], n)[:n]
	m.hi = slices.Grow(m.hi[:0], n)[:n]
	for d := range m.levels {
		m.levels[d] = m.levels[d][:0]
	}
	m.order = m.order[:0]
	col := int32(0)
	for _, r := range m.roots {
		// preorder without a stack: down to the first child, else on to the
		// next sibling of the nearest ancestor that has one
		i := r
		for {
			m.order = append(m.order, i)
			d := int(m.depth[i])
			if d >= len(m.levels) {
				m.levels = append(m.levels, nil)
			}
			m.levels[d] = append(m.levels[d], i)
			if m.first[i] >= 0 {
				i = m.first[i]
				continue
			}
			m.lo[i], m.hi[i], m.x[i] = col, col, float32(col)
			col++
			for i != r && m.next[i] < 0 {
				i = m.nodes[i].Parent
			}
			if i == r {
				break
			}
			i = m.next[i]
		}
	}
	// children come after their parent in preorder: backwards, a parent
	// finds its children placed
	for k := len(m.order) - 1; k >= 0; k-- {
		i := m.order[k]
		if f := m.first[i]; f >= 0 {
			l := m.last[i]
			m.lo[i], m.hi[i] = m.lo[f], m.hi[l]
			m.x[i] = (m.x[f] + m.x[l]) / 2
		}
	}
	for len(m.levels) > 0 && len(m.levels[len(m.levels)-1]) == 0 {
		m.levels = m.levels[:len(m.levels)-1]
	}
	m.cols = int(col)
}

// treeView maps the layout onto the widget, in Fyne units: a node's
// centre is at (ox + (x+0.5)*cx, oy + (depth+0.5)*ly). Columns and levels
// scale apart, since a search tree is many times wider than deep: fitted,
// columns may be a fraction of a pixel while levels stay apart. Zooming
// in widens columns first; levels only spread once boards need the room.
type treeView struct {
	cx, ox, oy float32
	lyMin      float32 // level height when columns are narrow
	minCx      float32 // how far zooming out may go
}

const (
	treeLevelRatio = 1.4  // level height per column width when showing boards
	treeMaxCx      = 96   // widest column: a board of about 77 units
	treeFitPad     = 10   // margin around a fitted tree
	treeBoardMin   = 30   // smallest node drawn as a board rather than a dot
	treeMaxDot     = 9    // largest dot radius
	treeMinDot     = 1.75 // smallest dot radius, so a fitted big tree stays visible
)

func (v treeView) ly() float32 { return max(v.lyMin, v.cx*treeLevelRatio) }

// size is the side of a node's square.
func (v treeView) size() float32 { return min(v.cx*0.8, v.ly()*0.62) }

func (v treeView) boards() bool { return v.size() >= treeBoardMin }

// radius is a dot's radius.
func (v treeView) radius() float32 { return max(min(v.size()/2, treeMaxDot), treeMinDot) }

// half is how far a node reaches from its centre.
func (v treeView) half() float32 {
	if v.boards() {
		return v.size() / 2
	}
	return v.radius()
}

func (m *treeModel) pos(v treeView, i int32) (x, y float32) {
	return v.ox + (m.x[i]+0.5)*v.cx, v.oy + (float32(m.depth[i])+0.5)*v.ly()
}

// fit shows the whole tree in w by h, leaving top and bottom free for
// the widget's notes.
func (m *treeModel) fit(w, h, top, bottom float32) treeView {
	m.layout()
	cols, levels := float32(max(m.cols, 1)), float32(max(len(m.levels), 1))
	aw, ah := max(w-2*treeFitPad, 1), max(h-top-bottom-2*treeFitPad, 1)
	v := treeView{lyMin: min(ah/levels, treeMaxCx*treeLevelRatio)}
	v.cx = min(aw/cols, treeMaxCx, v.lyMin/treeLevelRatio)
	if r := v.half(); 2*r > v.size() {
		// dots have a least size: pull the centres in so the outer ones fit
		if cols > 1 {
			v.cx = min(v.cx, max(aw-2*r, 0)/(cols-1))
		}
		if levels > 1 {
			v.lyMin = min(v.lyMin, max(ah-2*r, 0)/(levels-1))
		}
		v.cx = min(v.cx, v.lyMin/treeLevelRatio)
	}
	v.cx, v.lyMin = max(v.cx, 1e-3), max(v.lyMin, 1e-3) // never a zero scale to divide by
	hf := v.half()
	v.ox = treeFitPad + (aw-(cols-1)*v.cx)/2 - v.cx/2
	v.oy = top + treeFitPad + hf - v.ly()/2 // a tree hangs from the top
	v.minCx = v.cx / 2
	return v
}

// zoom scales the view by f around the point (px, py), in Fyne units.
func (v treeView) zoom(f, px, py float32) treeView {
	wx, wy := (px-v.ox)/v.cx, (py-v.oy)/v.ly()
	v.cx = min(max(v.cx*f, v.minCx), treeMaxCx*2)
	v.ox, v.oy = px-wx*v.cx, py-wy*v.ly()
	return v
}

// clamp keeps the middle of a w by h view over the tree, so a drag can
// never lose it: every column holds a leaf, so the tree is never far.
func (m *treeModel) clamp(v treeView, w, h float32) treeView {
	tw, th := float32(max(m.cols, 1))*v.cx, float32(max(len(m.levels), 1))*v.ly()
	v.ox = min(max(v.ox, w/2-tw), w/2)
	v.oy = min(max(v.oy, h/2-th), h/2)
	return v
}

// levelRange is the nodes of level d whose subtree columns meet [x0, x1].
func (m *treeModel) levelRange(d int, x0, x1 float32) []int32 {
	lv := m.levels[d]
	a, _ := slices.BinarySearchFunc(lv, x0, func(i int32, x float32) int {
		if float32(m.hi[i]) < x {
			return -1
		}
		return 1
	})
	b, _ := slices.BinarySearchFunc(lv[a:], x1, func(i int32, x float32) int {
		if float32(m.lo[i]) <= x {
			return -1
		}
		return 1
	})
	return lv[a : a+b]
}

// nodeAt is the node drawn nearest (px, py), within slop Fyne units of its
// edge, or -1.
func (m *treeModel) nodeAt(v treeView, px, py, slop float32) int32 {
	m.layout()
	if len(m.levels) == 0 {
		return -1
	}
	reach := v.half() + slop
	ly := v.ly()
	best, bestD := int32(-1), float32(0)
	d0 := int(math.Floor(float64((py-v.oy-reach)/ly - 0.5)))
	d1 := int(math.Ceil(float64((py-v.oy+reach)/ly - 0.5)))
	for d := max(d0, 0); d <= min(d1, len(m.levels)-1); d++ {
		x0, x1 := (px-reach-v.ox)/v.cx-0.5, (px+reach-v.ox)/v.cx-0.5
		for _, i := range m.levelRange(d, x0, x1) {
			nx, ny := m.pos(v, i)
			dx, dy := abs32(nx-px), abs32(ny-py)
			if dx > reach || dy > reach {
				continue
			}
			if dd := dx*dx + dy*dy; best < 0 || dd < bestD {
				best, bestD = i, dd
			}
		}
	}
	return best
}

func abs32(f float32) float32 {
	if f < 0 {
		return -f
	}
	return f
}
