package widgets

import (
	"bytes"
	"encoding/xml"
	"image"
	"image/color"
	"image/png"
	"io"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

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
		for _, s := range nodes[q].Board.Successors() {
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
	for i := range solver.Cells {
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

func TestSearchTreeLook(t *testing.T) {
	for _, v := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		a := test.NewTempApp(t)
		a.Settings().SetTheme(variant{theme.DefaultTheme(), v})
		for _, n := range []int{12, 60, 5000} {
			tr, win := newTreeWindow(t, bfsTree(treeStart, n), 1000, 700)
			tr.Select(5)
			savePNG(t, strings.ReplaceAll(t.Name(), "/", "_")+"_"+string(rune('0'+v))+"_"+itoa(n)+".png", win.Canvas().Capture())
		}
	}
}

func itoa(n int) string { return strings.TrimSpace(strings.Repeat(" ", 0) + fmtInt(n)) }
func fmtInt(n int) string {
	var b []byte
	for {
		b = append([]byte{byte('0' + n%10)}, b...)
		n /= 10
		if n == 0 {
			return string(b)
		}
	}
}

var (
	_ = bytes.NewBuffer
	_ = xml.NewDecoder
	_ = color.White
	_ = io.Discard
	_ = rand.New
	_ = canvas.NewText
)
