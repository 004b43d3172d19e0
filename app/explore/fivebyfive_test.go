package explore

import (
	"bytes"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/app/widgets"
	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/wide"
)

// boardsIn are the Boards under o, depth first.
func boardsIn(o fyne.CanvasObject) []*widgets.Board {
	var out []*widgets.Board
	var walk func(fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *widgets.Board:
			out = append(out, x)
			return
		case *fyne.Container:
			for _, c := range x.Objects {
				walk(c)
			}
			return
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(x).Objects() {
				walk(c)
			}
		}
	}
	walk(o)
	return out
}

// TestExploreFiveByFiveView: on 5x5 the tab explores solver/wide's search
// and draws its boards as tiles, not as the log's numbers for them: the
// board expanded, the path to it, a frontier entry, a tree node's
// details, the narration; the map says why there is none and the Depths
// chart charts the search alone; the saved frontier and tree hold 5x5
// boards.
func TestExploreFiveByFiveView(t *testing.T) {
	h := newFixture(t, fyne.NewSize(1000, 800))
	s := h.s
	s.SetShape(session.Square5)
	start := wide.Scramble(session.Square5, rand.New(rand.NewPCG(3, 25)), wide.Goal(session.Square5), 14)
	s.SetCells(session.Cells{Shape: session.Square5, Tiles: start})
	a, err := solver.AlgorithmByName("astar-linear-conflict")
	if err != nil {
		t.Fatal(err)
	}
	s.SetAlgorithm(a)
	test.Tap(h.v.run)
	h.wait("the exploration to end", func() bool { return !h.e.Running() })
	st := h.e.State()
	if st.Result == nil || st.Result.Status != solver.Solved || !st.Log.Wide() {
		t.Fatalf("result %+v (failure %q)", st.Result, st.Failure)
	}
	l := st.Log
	k := min(3, st.Steps)
	h.e.Seek(k)
	_, n, _ := l.Step(k)
	want := l.Tiles(n.Board)
	if len(want) != 25 || !slices.Equal(h.v.now.ShownTiles(), want) || h.v.now.Shape() != session.Square5 {
		t.Fatalf("step %d shows %v on %v, want %v", k, h.v.now.ShownTiles(), h.v.now.Shape(), want)
	}
	path := l.Path(k)
	for i, b := range h.v.path[:len(path)] {
		if !slices.Equal(b.ShownTiles(), l.Tiles(path[i])) {
			t.Fatalf("path board %d shows %v, want %v", i, b.ShownTiles(), l.Tiles(path[i]))
		}
	}

	// the frontier: the board expanded first, then the boards waiting
	h.v.tabs.SelectIndex(subFrontier)
	h.v.refreshHeavy(true)
	nodes, _ := l.Frontier(k, frontierMax)
	if len(nodes) == 0 || h.v.frontier.items() != len(nodes)+1 {
		t.Fatalf("%d boards listed, the log has %d waiting", h.v.frontier.items(), len(nodes))
	}
	item := h.v.frontier.list.CreateItem()
	// the list sizes every item as a new one: its board is a 5x5's, with
	// the room it takes
	if bs := boardsIn(item); len(bs) != 1 || bs[0].Shape() != session.Square5 || item.MinSize().Height < bs[0].MinSize().Height {
		t.Fatalf("a new frontier item holds %d boards, the first of %v", len(bs), bs[0].Shape())
	}
	h.v.frontier.list.UpdateItem(1, item)
	bs := boardsIn(item)
	if len(bs) != 1 || !slices.Equal(bs[0].ShownTiles(), l.Tiles(nodes[0].Board)) || len(bs[0].ShownTiles()) != 25 {
		t.Fatalf("the first board waiting shows %v, want %v", bs[0].ShownTiles(), l.Tiles(nodes[0].Board))
	}

	// the tree: a node tapped shows its board in the details
	h.v.tabs.SelectIndex(subTree)
	h.v.refreshHeavy(true)
	tr := h.v.tree.tree
	tn, ok := tr.Node(2)
	if !ok {
		t.Fatal("no node 2 in the tree")
	}
	tr.Select(2)
	var details []int
	for _, b := range boardsIn(tr) {
		if b.Visible() && len(b.ShownTiles()) == 25 {
			details = b.ShownTiles()
		}
	}
	if !slices.Equal(details, l.Tiles(tn.Board)) {
		t.Fatalf("tree node 2's details show %v, want %v", details, l.Tiles(tn.Board))
	}
	var svg bytes.Buffer
	if err := tr.WriteSVG(&svg); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(svg.String(), ">24</tspan>") {
		t.Error("the saved tree draws no tile 24")
	}

	// the narration writes boards in rows of 5
	story := strings.Join(slices.Concat(narrate(h.e.State())...), " ")
	if !strings.Contains(story, wide.Format(session.Square5, start)) && !strings.Contains(story, session.LogBoard(l, n.Board)) {
		t.Errorf("the narration of step %d names no 5x5 board: %q", k, story)
	}

	// the map: a note, not an empty panel
	h.v.tabs.SelectIndex(subMap)
	h.v.refreshHeavy(true)
	if m := h.v.smap.missing; !m.Visible() || !strings.Contains(m.Text, "7.76e+24") || h.v.smap.m.Visible() {
		t.Errorf("the map on 5x5: note %q shown %v", m.Text, m.Visible())
	}
	// the depths: this search alone, and why
	h.v.tabs.SelectIndex(subDepths)
	h.v.refreshHeavy(true)
	if d := h.v.depths; d.spec == nil || len(d.spec.Series) != 1 || !d.note.Visible() || !strings.Contains(d.note.Text, "breadth-first") {
		t.Errorf("the depths on 5x5: spec %v, note %q", d.spec, d.note.Text)
	}

	// the saved frontier holds the boards' tiles
	h.v.tabs.SelectIndex(subFrontier)
	h.v.refreshHeavy(true)
	ex := h.v.exporterFor(subFrontier)
	if ex == nil {
		t.Fatal("nothing to save of the frontier")
	}
	var fs bytes.Buffer
	if err := ex.svg(&fs); err != nil {
		t.Fatal(err)
	}
	if w := `data-board="` + session.LogBoard(l, nodes[0].Board) + `"`; !strings.Contains(fs.String(), w) {
		t.Errorf("the saved frontier has no %s", w)
	}
	if name := h.v.fileName(ex, ".svg"); !strings.Contains(name, "_") || strings.Count(name, "-") < 20 {
		t.Errorf("file name %q", name)
	}
}

// TestPickerMarksFiveByFive: on 5x5 the algorithm picker marks what does
// not run there and what cannot finish, as the race's pickers do (a
// drop-down has no greyed entries: picking bfs said "Cannot explore" only
// after Explore); back on 3x3 no entry is marked, and the marks do not
// widen the picker.
func TestPickerMarksFiveByFive(t *testing.T) {
	h := newFixture(t, fyne.NewSize(1000, 800))
	s := h.s
	label := func(name string) string {
		for _, o := range h.v.algos {
			if o.Value.Name == name {
				return o.Label
			}
		}
		t.Fatalf("no option %s", name)
		return ""
	}
	width := h.v.algo.MinSize().Width
	s.SetShape(session.Square5)
	h.v.refresh()
	if got := label("bfs"); !strings.HasSuffix(got, "· not run at 5x5") {
		t.Errorf("bfs on 5x5: %q", got)
	}
	if got := label("idastar-manhattan"); !strings.HasSuffix(got, "· hopeless at 5x5") {
		t.Errorf("IDA* (Manhattan) on 5x5: %q", got)
	}
	if got := label("greedy-manhattan"); strings.Contains(got, "·") {
		t.Errorf("greedy on 5x5: %q", got)
	}
	if w := h.v.algo.MinSize().Width; w > width+0.5 {
		t.Errorf("the marks widened the picker from %v to %v", width, w)
	}
	s.SetShape(solver.Shape{Rows: 3, Cols: 3})
	h.v.refresh()
	for _, o := range h.v.algos {
		if strings.Contains(o.Label, "·") {
			t.Errorf("3x3: %q", o.Label)
		}
	}
}
