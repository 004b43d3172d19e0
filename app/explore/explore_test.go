package explore

import (
	"bytes"
	"context"
	"encoding/xml"
	"errors"
	"image/gif"
	"image/png"
	"io"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"go.uber.org/goleak"

	"github.com/eightpuzzle/eightpuzzle/app/anim"
	"github.com/eightpuzzle/eightpuzzle/app/internal/memprefs"
	"github.com/eightpuzzle/eightpuzzle/app/internal/tabkit"
	"github.com/eightpuzzle/eightpuzzle/app/internal/uiqueue"
	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/app/widgets"
	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/searchlog"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

// The Explore tab's share of the smallest window, 800x600: the board
// keeps about 45% of the width, the toolbar, tab bar and status bar some
// height.
var smallShare = fyne.NewSize(430, 470)

type fixture struct {
	t testing.TB
	s *session.Session
	e *session.Exploration
	v *View
	w fyne.Window
	q *uiqueue.Queue
}

func newFixture(t testing.TB, size fyne.Size) *fixture {
	t.Helper()
	test.NewTempApp(t)
	q := &uiqueue.Queue{Timeout: 60 * time.Second}
	s := session.New(memprefs.Prefs{}, q.Do)
	w := test.NewTempWindow(t, widget.NewLabel(""))
	v := New(tabkit.Deps{Session: s, Window: w, Do: q.Do})
	w.SetContent(v.Content)
	w.Resize(size)
	h := &fixture{t: t, s: s, e: s.Exploration(), v: v, w: w, q: q}
	t.Cleanup(func() {
		s.Shutdown()
		h.drain()
	})
	h.wait("the distance table", s.TableReady)
	return h
}

func (h *fixture) drain() {
	for {
		h.v.depths.chart.Wait()
		if h.q.Drain() == 0 {
			return
		}
	}
}

func (h *fixture) wait(what string, cond func() bool) {
	h.t.Helper()
	h.q.WaitFor(h.t, what, cond, func() string { return h.s.Status().Text })
}

// boardAt is a board d moves from the goal, the same every run.
func boardAt(t testing.TB, d int) solver.Board {
	t.Helper()
	tab, err := solver.TableFor(context.Background(), solver.Square3, solver.GoalBlankLast)
	if err != nil {
		t.Fatal(err)
	}
	b, ok := tab.RandomAt(rand.New(rand.NewPCG(uint64(d), 7)), d)
	if !ok {
		t.Fatalf("no board at %d", d)
	}
	return b
}

// explore taps Explore on board b with algorithm alg and waits for the end.
func (h *fixture) explore(b solver.Board, alg string) session.ExploreState {
	h.t.Helper()
	a, err := solver.AlgorithmByName(alg)
	if err != nil {
		h.t.Fatal(err)
	}
	h.s.SetBoard(b)
	h.s.SetAlgorithm(a)
	if got := h.v.algo.Selected; got != a.Title {
		h.t.Fatalf("the algorithm shown is %q, want %q", got, a.Title)
	}
	test.Tap(h.v.run)
	h.wait("the exploration to end", func() bool { return !h.e.Running() })
	return h.e.State()
}

func TestStepsAndLabelsOfBFS(t *testing.T) {
	h := newFixture(t, fyne.NewSize(600, 700))
	st := h.explore(boardAt(t, 9), "bfs")
	if st.Result == nil || st.Result.Status != solver.Solved || st.Steps < 10 {
		t.Fatalf("result %+v after %d steps", st.Result, st.Steps)
	}
	test.Tap(h.v.toStart)
	if !strings.Contains(h.v.nowHead.Text, "Step 0") || h.v.stepLabel.Text != "step 0 of "+count(st.Steps) {
		t.Fatalf("at the start: %q, %q", h.v.nowHead.Text, h.v.stepLabel.Text)
	}
	for k := 1; k <= 3; k++ {
		test.Tap(h.v.fwd)
		step, n, _ := st.Log.Step(k)
		if h.e.State().Step != k || !strings.HasPrefix(h.v.nowHead.Text, "Step "+count(k)) {
			t.Fatalf("after %d taps of >: step %d, %q", k, h.e.State().Step, h.v.nowHead.Text)
		}
		if want := "g " + count(int(n.G)) + " · h — · f —"; h.v.nowNums.Text != want {
			t.Fatalf("step %d of BFS shows %q, want %q", k, h.v.nowNums.Text, want)
		}
		if h.v.now.Shown() != n.Board {
			t.Fatalf("step %d shows board %v, expanded %v", k, h.v.now.Shown(), n.Board)
		}
		if h.v.frontier.total != int(step.Frontier) || !strings.Contains(h.v.nowSets.Text, "frontier "+count(int(step.Frontier))) {
			t.Fatalf("step %d: frontier %d listed, %q shown, the search had %d", k, h.v.frontier.total, h.v.nowSets.Text, step.Frontier)
		}
		if !strings.Contains(h.v.nowSets.Text, "closed "+count(k)) {
			t.Fatalf("step %d: %q, want closed %d", k, h.v.nowSets.Text, k)
		}
		_, next, _ := st.Log.Step(k + 1)
		if len(h.v.frontier.nodes) == 0 || h.v.frontier.nodes[0].Board != next.Board {
			t.Fatalf("step %d: the frontier's first board is not the next one expanded (%v)", k, next.Board)
		}
		if got := len(h.v.pathBoardsShown()); got != int(n.G)+1 {
			t.Fatalf("step %d: %d boards on the path, want %d", k, got, n.G+1)
		}
	}
	test.Tap(h.v.back)
	if h.e.State().Step != 2 {
		t.Fatalf("< went to step %d, want 2", h.e.State().Step)
	}
	test.Tap(h.v.end)
	if h.v.scrub.Value != float64(st.Steps) || !strings.Contains(h.v.nowSets.Text, "generated") {
		t.Fatalf("at the end: slider %v of %d, %q", h.v.scrub.Value, st.Steps, h.v.nowSets.Text)
	}
	h.v.scrub.SetValue(5) // the user drags the scrubber
	if h.e.State().Step != 5 {
		t.Fatalf("the scrubber went to step %d, want 5", h.e.State().Step)
	}
	if h.v.replay.Disabled() {
		t.Fatal("Open in Replay is disabled after a solution")
	}
}

func (v *View) pathBoardsShown() []solver.Board {
	var out []solver.Board
	for _, b := range v.path {
		if b.Visible() {
			out = append(out, b.Shown())
		}
	}
	return out
}

func TestIterativeSearchShowsItsBound(t *testing.T) {
	h := newFixture(t, fyne.NewSize(600, 700))
	st := h.explore(boardAt(t, 12), "idastar-manhattan")
	k := st.Steps / 2
	h.e.Seek(k)
	step, n, _ := st.Log.Step(k)
	want := "g " + count(int(n.G)) + " · h " + num(n.H) + " · f " + num(n.F) + " · f bound " + num(step.Bound)
	if h.v.nowNums.Text != want {
		t.Fatalf("IDA* step %d shows %q, want %q", k, h.v.nowNums.Text, want)
	}
	if !strings.Contains(h.v.nowSets.Text, "no closed set") {
		t.Fatalf("IDA* shows %q: it keeps no closed set", h.v.nowSets.Text)
	}
	st = h.explore(boardAt(t, 7), "ids")
	h.e.Seek(st.Steps)
	step, _, _ = st.Log.Step(st.Steps)
	if !strings.Contains(h.v.nowNums.Text, "h — · f — · depth limit "+num(step.Bound)) {
		t.Fatalf("IDS shows %q, want its depth limit %v", h.v.nowNums.Text, step.Bound)
	}
}

func TestTreeAndMapFollowTheStep(t *testing.T) {
	h := newFixture(t, fyne.NewSize(600, 700))
	st := h.explore(boardAt(t, 14), "astar-manhattan")
	h.wait("the map's layout", func() bool { return h.e.MapLayout() != nil })

	h.v.tabs.SelectIndex(subTree)
	h.e.Seek(st.Steps)
	nodes, _, more := st.Log.Tree(st.Steps, treeMax)
	if h.v.tree.tree.Len() != len(nodes) || h.v.tree.tree.NotDrawn() != more {
		t.Fatalf("the tree holds %d nodes (%d not drawn), the log %d (%d more)",
			h.v.tree.tree.Len(), h.v.tree.tree.NotDrawn(), len(nodes), more)
	}
	onPath := 0
	for i := range h.v.tree.tree.Len() {
		if n, _ := h.v.tree.tree.Node(i); n.OnPath {
			onPath++
		}
	}
	if onPath != st.Result.Cost+1 {
		t.Fatalf("%d nodes on the path, want %d", onPath, st.Result.Cost+1)
	}
	h.e.Seek(3) // back: the tree starts again, smaller
	nodes, _, _ = st.Log.Tree(3, treeMax)
	if h.v.tree.tree.Len() != len(nodes) {
		t.Fatalf("at step 3 the tree holds %d nodes, want %d", h.v.tree.tree.Len(), len(nodes))
	}
	h.e.StepForward() // forward: grows by the successors of step 4
	nodes, _, _ = st.Log.Tree(4, treeMax)
	n, _ := h.v.tree.tree.Node(int(nodes[len(nodes)-1].Gen))
	if h.v.tree.tree.Len() != len(nodes) || n.Board != nodes[len(nodes)-1].Board {
		t.Fatalf("at step 4 the tree holds %d nodes, want %d", h.v.tree.tree.Len(), len(nodes))
	}
	_, exp, _ := st.Log.Step(4)
	if n, _ := h.v.tree.tree.Node(int(exp.Gen)); n.Expanded != 4 {
		t.Fatalf("the node expanded at step 4 shows expanded #%d", n.Expanded)
	}

	h.v.tabs.SelectIndex(subMap)
	distinct := func(k int) int {
		seen := map[solver.Board]bool{}
		st.Log.Expanded(1, k, func(b solver.Board, _ bool) { seen[b] = true })
		return len(seen)
	}
	for _, k := range []int{st.Steps, 10, 20} {
		h.e.Seek(k)
		if got, want := h.v.smap.m.Count(), distinct(k); got != want || want == 0 {
			t.Fatalf("at step %d the map lights %d boards, want %d", k, got, want)
		}
	}
}

func TestDepthsAndExports(t *testing.T) {
	h := newFixture(t, fyne.NewSize(600, 700))
	st := h.explore(boardAt(t, 12), "astar-manhattan")
	h.wait("BFS's depths", func() bool { d, _ := h.e.BFSDepths(); return d != nil })
	h.e.Seek(st.Steps / 2)
	for i := range h.v.tabs.Items {
		h.v.tabs.SelectIndex(i)
		h.wait("the map's layout", func() bool { return h.e.MapLayout() != nil })
		h.v.refreshHeavy(true)
		ex := h.v.exporterFor(i)
		if ex == nil {
			t.Fatalf("sub-view %d has nothing to save", i)
		}
		var p, s bytes.Buffer
		if err := ex.png(&p); err != nil {
			t.Fatalf("%s PNG: %v", ex.name, err)
		}
		img, err := png.Decode(&p)
		if err != nil || img.Bounds().Dx() < 300 {
			t.Fatalf("%s PNG does not decode (%v) or is tiny", ex.name, err)
		}
		// print-ready: a white page
		if r, g, b, _ := img.At(2, 2).RGBA(); r < 0xf000 || g < 0xf000 || b < 0xf000 {
			t.Errorf("%s PNG's corner is not white: %x %x %x", ex.name, r, g, b)
		}
		if err := ex.svg(&s); err != nil {
			t.Fatalf("%s SVG: %v", ex.name, err)
		}
		if err := wellFormed(s.Bytes()); err != nil || !bytes.Contains(s.Bytes(), []byte("<svg")) {
			t.Fatalf("%s SVG is not well-formed: %v", ex.name, err)
		}
		if name := h.v.fileName(ex, ".svg"); !strings.Contains(name, "astar-manhattan") || !strings.HasSuffix(name, ex.name+".svg") {
			t.Errorf("file name %q", name)
		}
	}
	if h.v.depths.spec == nil || len(h.v.depths.spec.Series) != 2 {
		t.Fatal("the Depths chart is not drawn against BFS")
	}
	if got := h.v.depths.spec.Series[0].Y[0]; got != 1 {
		t.Fatalf("A* expanded %v boards at depth 0, want 1", got)
	}
}

func wellFormed(b []byte) error {
	d := xml.NewDecoder(bytes.NewReader(b))
	for {
		if _, err := d.Token(); err != nil {
			if errors.Is(err, io.EOF) {
				return nil
			}
			return err
		}
	}
}

func TestStaleAfterAnEdit(t *testing.T) {
	h := newFixture(t, fyne.NewSize(600, 700))
	h.explore(boardAt(t, 8), "astar-manhattan")
	if h.v.banner.Visible() {
		t.Fatalf("a fresh exploration shows %q", h.v.banner.Text)
	}
	h.s.SetBoard(boardAt(t, 10))
	if !h.v.banner.Visible() || !strings.Contains(h.v.banner.Text, "Not this board's search") {
		t.Fatalf("after an edit the banner says %q", h.v.banner.Text)
	}
	if !h.v.replay.Disabled() {
		t.Fatal("Open in Replay offers another board's solution")
	}
}

// TestFitsTheSmallestWindow: at 800x600 the tab gets about 430x470; it
// must fit there at every sub-view and state, never grow the window.
func TestFitsTheSmallestWindow(t *testing.T) {
	h := newFixture(t, smallShare)
	check := func(when string) {
		for i := range h.v.tabs.Items {
			h.v.tabs.SelectIndex(i)
			if m := h.v.Content.MinSize(); m.Width > smallShare.Width || m.Height > smallShare.Height {
				t.Fatalf("%s, sub-view %d: the tab needs %v, more than %v", when, i, m, smallShare)
			}
		}
	}
	check("before any search")
	st := h.explore(boardAt(t, 16), "dfs") // a long path, a big frontier
	h.e.Seek(st.Steps)
	check("after DFS")
	h.s.SetBoard(boardAt(t, 5))
	check("stale")
}

// BenchmarkExploreRefresh is one refresh of the tab at full speed: the
// player jumps 700 steps (a frame's worth at a few tens of thousands of
// expansions a second) on a BFS of about 20,000 steps, with the frontier,
// the tree (capped at 5,000 nodes) or the map in sight. It measures the
// UI goroutine's work; the tree's and map's rasterizing, done when a frame
// is painted, have benchmarks of their own in app/widgets.
func BenchmarkExploreRefresh(b *testing.B) {
	for _, sub := range []struct {
		name string
		i    int
	}{{"frontier", subFrontier}, {"tree", subTree}, {"map", subMap}} {
		b.Run(sub.name, func(b *testing.B) {
			h := newFixture(b, fyne.NewSize(600, 700))
			st := h.explore(boardAt(b, 18), "bfs")
			h.wait("the map's layout", func() bool { return h.e.MapLayout() != nil })
			if st.Steps < 10000 {
				b.Fatalf("only %d steps", st.Steps)
			}
			h.v.tabs.SelectIndex(sub.i)
			h.e.Seek(st.Steps) // the list's items, the map's image: made once, before timing
			k := 0
			var worst time.Duration
			b.ResetTimer()
			for range b.N {
				k += 700
				if k > st.Steps {
					k = 700 // back to the start: the tree and map start again
				}
				t0 := time.Now()
				h.e.Seek(k)
				worst = max(worst, time.Since(t0))
			}
			b.ReportMetric(float64(worst.Microseconds())/1000, "worst-ms")
			b.ReportMetric(float64(st.Steps), "steps")
		})
	}
}

// The explorer labels the number each search orders by: greedy's
// frontier, numbers and tree nodes say h, not f; weighted A*'s caption
// says f = g + 3·h, and its frontier's f is g + 3·h.
func TestLabelsWhatEachOrdersBy(t *testing.T) {
	h := newFixture(t, fyne.NewSize(600, 700))
	st := h.explore(boardAt(t, 12), "greedy-manhattan")
	h.e.Seek(2)
	_, n, _ := st.Log.Step(2)
	if want := "g " + count(int(n.G)) + " · h " + num(n.H) + " (its order)"; h.v.nowNums.Text != want {
		t.Errorf("greedy shows %q, want %q", h.v.nowNums.Text, want)
	}
	if len(h.v.frontier.nodes) == 0 {
		t.Fatal("greedy: nothing waiting at step 2")
	}
	fn := h.v.frontier.nodes[0]
	if got, want := frontierItemText(0, &fn, h.v.frontier.prio), "#1 h "+num(fn.H); got != want {
		t.Errorf("greedy's frontier: %q, want %q", got, want)
	}
	if got := widgets.TreeNodeText(widgets.TreeNode{G: 2, H: 5, F: 7, HasH: true, NotByF: true}); strings.Contains(got, "f 7") {
		t.Errorf("a greedy tree node says %q", got)
	}
	h.s.SetWeight(3)
	st = h.explore(boardAt(t, 12), "astar-manhattan")
	if c := h.v.captions[subFrontier].Text; !strings.Contains(c, "f = g + 3·h") {
		t.Errorf("weighted A*'s caption %q", c)
	}
	h.e.Seek(2)
	fn = h.v.frontier.nodes[0]
	if got, want := frontierItemText(0, &fn, h.v.frontier.prio), "#1 f "+num(float64(fn.G)+3*fn.H); got != want {
		t.Errorf("weighted A*'s frontier: %q, want %q", got, want)
	}
}

// The algorithm picker shows every algorithm's name whole, at 800x600's
// share of the window too: it was 200 px, "A* search (Manhattan …".
func TestPickerShowsWholeNames(t *testing.T) {
	h := newFixture(t, smallShare)
	for _, name := range h.v.algo.Options {
		h.v.algo.SetSelected(name)
		h.drain()
		var shown []string
		for _, o := range test.LaidOutObjects(h.v.algo) {
			if tx, ok := o.(*canvas.Text); ok && tx.Visible() && tx.Text != "" {
				shown = append(shown, tx.Text)
			}
		}
		if got := strings.Join(shown, " "); got != name {
			t.Errorf("picker shows %q for %q (%.0f px wide)", got, name, h.v.algo.Size().Width)
		}
	}
	if m := h.v.Content.MinSize(); m.Width > smallShare.Width {
		t.Errorf("the tab needs %v, wider than %v", m, smallShare)
	}
}

// TestStepTextWhole: what the step shown says (its head, numbers and
// sets) is written whole at 800x600's share too, on as many lines as it
// takes: "frontier 526 · closed 922 · expanded 922 · generated 1…" was cut.
func TestStepTextWhole(t *testing.T) {
	h := newFixture(t, smallShare)
	h.explore(boardAt(t, 21), "astar-manhattan")
	test.Tap(h.v.end)
	h.drain()
	h.v.Content.Refresh() // as the window lays out the grown labels
	for _, l := range []*widget.Label{h.v.nowHead, h.v.nowNums, h.v.nowSets} {
		var lines []string
		for _, o := range test.LaidOutObjects(l) {
			if tx, ok := o.(*canvas.Text); ok && tx.Visible() && tx.Text != "" {
				lines = append(lines, strings.TrimSpace(tx.Text))
			}
		}
		if got := strings.Join(lines, " "); got != l.Text {
			t.Errorf("%q shown as %q", l.Text, got)
		}
	}
}

// richText is what a RichText shows, a paragraph a line.
func richText(r *widget.RichText) string {
	var b strings.Builder
	for _, s := range r.Segments {
		if t, ok := s.(*widget.TextSegment); ok {
			b.WriteString(t.Text + "\n")
		}
	}
	return b.String()
}

// The narration beside the step controls follows the step: at each step
// the log's own narration of it (the text `eightpuzzle explain` prints),
// at the last one the goal reached after it, and before any search a
// word on what it will show.
func TestNarrationFollowsTheStep(t *testing.T) {
	h := newFixture(t, fyne.NewSize(1180, 800))
	if got := richText(h.v.narration.text); !strings.Contains(got, "Press Explore") {
		t.Fatalf("before a search the narration says %q", got)
	}
	st := h.explore(boardAt(t, 6), "astar-manhattan")
	test.Tap(h.v.toStart)
	if got := richText(h.v.narration.text); !strings.HasPrefix(got, "Step 0: the start "+session.FormatBoard(st.Problem.Shape, st.Problem.Start)) {
		t.Fatalf("at step 0 the narration says %q", got)
	}
	for k := 1; k <= st.Steps; k++ {
		test.Tap(h.v.fwd)
		e, _ := st.Log.Explain(k)
		want := strings.Join(e.Lines(searchlog.English, func(b solver.Board) string { return session.FormatBoard(st.Problem.Shape, b) }), "\n") + "\n"
		got := richText(h.v.narration.text)
		if !strings.HasPrefix(got, want) {
			t.Fatalf("step %d: the narration says\n%s\nwant\n%s", k, got, want)
		}
		if k < st.Steps && strings.Contains(got, "goal reached") || k == st.Steps && !strings.Contains(got[len(want):], "goal reached") {
			t.Fatalf("step %d of %d: %s", k, st.Steps, got)
		}
	}
	if seg := h.v.narration.text.Segments[0].(*widget.TextSegment); !seg.Style.TextStyle.Bold {
		t.Error("a step's first sentence is not in bold")
	}
	if h.v.narration.text.Wrapping != fyne.TextWrapWord {
		t.Error("the narration does not wrap")
	}
}

// Save > Steps as GIF: off before a run; after one, its GIF is a range of
// the recorded steps from the step shown, a frame a step.
func TestStepsAsGIF(t *testing.T) {
	h := newFixture(t, fyne.NewSize(600, 700))
	gifItem := func() *fyne.MenuItem {
		items := h.v.saveMenu().Items
		return items[len(items)-1]
	}
	if it := gifItem(); it.Label != "Steps as GIF, for slides…" || !it.Disabled {
		t.Errorf("before a run: %q, disabled %v", it.Label, it.Disabled)
	}
	st := h.explore(boardAt(t, 12), "astar-manhattan")
	if gifItem().Disabled {
		t.Fatal("Steps as GIF is off after a run")
	}
	h.e.Seek(3)
	g, ok := h.v.gifSpec()
	if !ok || g.Steps != st.Steps || g.From != 3 || g.To != min(st.Steps, 52) {
		t.Fatalf("offered %v: steps %d, from %d to %d; recorded %d", ok, g.Steps, g.From, g.To, st.Steps)
	}
	var buf bytes.Buffer
	if err := g.Make(context.Background(), &buf, anim.Settings{Size: 300, Speed: 2}, 3, 7); err != nil {
		t.Fatal(err)
	}
	gf, err := gif.DecodeAll(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if len(gf.Image) != 5 {
		t.Errorf("%d frames for steps 3 to 7, want 5", len(gf.Image))
	}
}
