package race

import (
	"bytes"
	"context"
	"encoding/xml"
	"fmt"
	"image/gif"
	"image/png"
	"io"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/anim"
	"github.com/eightpuzzle/eightpuzzle/app/internal/memprefs"
	"github.com/eightpuzzle/eightpuzzle/app/internal/tabkit"
	"github.com/eightpuzzle/eightpuzzle/app/internal/uiqueue"
	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

// a board 22 moves from the goal, and one 8 moves out
var (
	board22 = solver.FromTiles([]int{5, 2, 8, 4, 1, 7, 0, 3, 6})
	board8  = solver.FromTiles([]int{0, 1, 3, 7, 2, 5, 8, 4, 6})
)

type fixture struct {
	t testing.TB
	s *session.Session
	r *session.Race
	v *View
	w fyne.Window
	q *uiqueue.Queue
}

func newFixture(t testing.TB) *fixture {
	t.Helper()
	test.NewTempApp(t)
	q := &uiqueue.Queue{Timeout: 60 * time.Second}
	s := session.New(memprefs.Prefs{}, q.Do)
	w := test.NewTempWindow(t, widget.NewLabel(""))
	v := New(tabkit.Deps{Session: s, Window: w, Do: q.Do})
	w.SetContent(v.Content)
	w.Resize(fyne.NewSize(1000, 800))
	h := &fixture{t: t, s: s, r: s.Race(), v: v, w: w, q: q}
	t.Cleanup(func() {
		s.Shutdown()
		q.Drain()
	})
	q.WaitFor(t, "the distance table", s.TableReady, nil)
	return h
}

// race chooses algs, taps Start and waits for the end and the map.
func (h *fixture) race(b solver.Board, algs ...string) {
	h.t.Helper()
	h.s.SetBoard(b)
	for len(h.r.Settings().Algorithms) < len(algs) {
		test.Tap(h.v.add)
	}
	for len(h.r.Settings().Algorithms) > len(algs) {
		test.Tap(h.v.remove[len(h.r.Settings().Algorithms)-1])
	}
	for i, a := range algs {
		h.choose(i, a)
	}
	test.Tap(h.v.start)
	// the map's layout is built for maps only
	h.q.WaitFor(h.t, "the race and the map", func() bool {
		return !h.r.Running() && (h.r.Settings().Panel != session.RaceMap || h.v.layout != nil)
	}, nil)
}

// choose picks racer i's algorithm as a person does, by the drop-down's
// words: a registry algorithm by its name's title, the user's by its label.
func (h *fixture) choose(i int, alg string) {
	h.t.Helper()
	if k := h.v.options.Index(alg); k >= 0 {
		alg = h.v.options[k].Label
	}
	h.v.pick[i].SetSelected(alg)
}

// checkPanels compares every panel with its racer's log at its step.
func (h *fixture) checkPanels() {
	h.t.Helper()
	for i, x := range h.r.Racers() {
		p := h.v.panels[i]
		if !p.box.Visible() {
			h.t.Fatalf("panel %d hidden", i)
		}
		if p.title.Text != session.RunTitle(x.Algorithm, x.Weight) {
			h.t.Errorf("panel %d titled %q, racer %s", i, p.title.Text, x.Algorithm.Title)
		}
		st, n, ok := x.Log.Step(x.Step)
		want := fmt.Sprintf("step %d of %d", x.Step, x.Log.Len())
		if x.Log.Len() >= 1000 {
			want = "step " // thousands are grouped: check the numbers below
		}
		if !strings.HasPrefix(p.counters.Text, want) {
			h.t.Errorf("%s: counters %q, want %q", x.Algorithm.Name, p.counters.Text, want)
		}
		if ok {
			if p.board.Shown() != n.Board {
				h.t.Errorf("%s at step %d shows %v, expanded %v", x.Algorithm.Name, x.Step, p.board.Shown(), n.Board)
			}
			if !strings.Contains(p.counters.Text, fmt.Sprintf("g %d", n.G)) || !strings.Contains(p.counters.Text, fmt.Sprintf("frontier %d", st.Frontier)) && st.Frontier < 1000 {
				h.t.Errorf("%s at step %d: counters %q, want g %d frontier %d", x.Algorithm.Name, x.Step, p.counters.Text, n.G, st.Frontier)
			}
			// the clock is the race's, and says so
			if want := "wall " + raceTime(st.Elapsed); !strings.Contains(p.counters.Text, want) {
				h.t.Errorf("%s at step %d: counters %q, want %q", x.Algorithm.Name, x.Step, p.counters.Text, want)
			}
		}
		if p.space.Visible() && p.space.Count() == 0 && x.Step > 0 {
			h.t.Errorf("%s: map shows no board at step %d", x.Algorithm.Name, x.Step)
		}
	}
}

func TestRaceOfTwo(t *testing.T) {
	h := newFixture(t)
	h.race(board8, "bfs", "astar-manhattan")
	if h.v.panels[2].box.Visible() || h.v.panels[3].box.Visible() {
		t.Error("panels of absent racers shown")
	}
	h.r.ToStart()
	h.checkPanels()
	for range 5 {
		h.r.StepBy(1)
	}
	if pos, _ := h.r.Position(); pos != 5 {
		t.Fatalf("cursor at %d after 5 steps", pos)
	}
	h.checkPanels()
	xs := h.r.Racers()
	for i, x := range xs {
		if x.Step != min(5, x.Log.Len()) {
			t.Errorf("racer %d at %d", i, x.Step)
		}
		if got := h.v.panels[i].space.Count(); got > 5 || got < 1 {
			t.Errorf("%s: %d boards marked at step 5", x.Algorithm.Name, got)
		}
	}
	// the end: A* finished first; the table and the panels say so
	h.r.ToEnd()
	h.checkPanels()
	if got := h.v.results.rows[0].Text; !strings.HasPrefix(got, "1st  A* search (Manhattan distance): 8 moves, optimal") {
		t.Errorf("first in the finish order: %q", got)
	}
	if got := h.v.results.rows[1].Text; !strings.HasPrefix(got, "2nd  Breadth-first search: 8 moves, optimal") {
		t.Errorf("second in the finish order: %q", got)
	}
	if got := h.v.panels[1].place.Text; !strings.HasPrefix(got, "1st to finish · 8 moves, optimal") {
		t.Errorf("A*'s panel says %q", got)
	}
	if got := h.v.panels[0].place.Text; !strings.HasPrefix(got, "2nd to finish · 8 moves, optimal") {
		t.Errorf("bfs's panel says %q", got)
	}
}

func TestRaceOfFourInTrees(t *testing.T) {
	h := newFixture(t)
	h.v.panel.SetSelected("Trees")
	if h.r.Settings().Panel != session.RaceTree {
		t.Fatal("the tree choice did not reach the race")
	}
	h.race(board22, "bfs", "astar-manhattan", "idastar-linear-conflict", "greedy-manhattan")
	for i := range 4 {
		if !h.v.panels[i].tree.Visible() || h.v.panels[i].space.Visible() {
			t.Errorf("panel %d does not show its tree alone", i)
		}
	}
	_, end := h.r.Position()
	h.r.SeekTo(end / 2)
	h.checkPanels()
	for i, x := range h.r.Racers() {
		nodes, _, more := x.Log.Tree(x.Step, TreeCap)
		if got := h.v.panels[i].tree.Len(); got != len(nodes) {
			t.Errorf("%s: tree of %d nodes, log %d", x.Algorithm.Name, got, len(nodes))
		}
		if got := h.v.panels[i].tree.NotDrawn(); got != more {
			t.Errorf("%s: %d not drawn, log says %d more", x.Algorithm.Name, got, more)
		}
	}
	h.r.ToEnd()
	if got := h.v.results.rows[0].Text; !strings.HasPrefix(got, "1st  ") {
		t.Errorf("first line of the finish order: %q", got)
	}
	for i := range 4 {
		if got := h.v.results.rows[i].Text; strings.Contains(got, "not finished") {
			t.Errorf("at the end: %q", got)
		}
	}
}

func TestModeSwitch(t *testing.T) {
	h := newFixture(t)
	h.race(board8, "bfs", "greedy-manhattan")
	h.v.mode.SetSelected("By wall time")
	if h.r.Settings().Mode != session.RaceByTime {
		t.Fatal("mode not switched")
	}
	if !strings.HasPrefix(h.v.where.Text, "t = ") || !strings.Contains(h.v.note.Text, "include recording") {
		t.Errorf("where %q, note %q", h.v.where.Text, h.v.note.Text)
	}
	if !strings.HasSuffix(h.v.speed.Selected, "/s") && h.v.speed.Selected != "full speed" {
		t.Errorf("speed %q", h.v.speed.Selected)
	}
	_, end := h.r.Position()
	h.r.SeekTo(end / 2)
	for _, x := range h.r.Racers() {
		pos, _ := h.r.Position()
		if x.Step != x.Log.StepAt(time.Duration(pos)*session.RaceTimeUnit) {
			t.Errorf("%s at %d", x.Algorithm.Name, x.Step)
		}
	}
	h.checkPanels()
}

func TestExportWritesPNGAndSVG(t *testing.T) {
	h := newFixture(t)
	if err := h.v.WritePNG(io.Discard); err == nil {
		t.Error("a PNG of no race was written")
	}
	h.race(board8, "bfs", "astar-manhattan", "dfs")
	for _, kind := range []string{"Maps", "Trees"} {
		h.v.panel.SetSelected(kind)
		var b bytes.Buffer
		if err := h.v.WritePNG(&b); err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(&b)
		if err != nil {
			t.Fatal(err)
		}
		w, hgt := pageSize(3)
		if img.Bounds().Dx() != w || img.Bounds().Dy() != hgt {
			t.Errorf("%s PNG is %v", kind, img.Bounds())
		}
		// print-ready: a white page
		if r, g, bl, _ := img.At(2, 2).RGBA(); r != 0xffff || g != 0xffff || bl != 0xffff {
			t.Errorf("%s PNG corner is not white", kind)
		}
		b.Reset()
		if err := h.v.WriteSVG(&b); err != nil {
			t.Fatal(err)
		}
		svg := b.String()
		d := xml.NewDecoder(strings.NewReader(svg))
		for {
			if _, err := d.Token(); err == io.EOF {
				break
			} else if err != nil {
				t.Fatalf("%s SVG: %v", kind, err)
			}
		}
		for _, want := range []string{"<svg", "Breadth-first", "1st", "data:image/svg+xml;base64,"} {
			if !strings.Contains(svg, want) {
				t.Errorf("%s SVG lacks %q", kind, want)
			}
		}
	}
}

func TestStaleAfterBoardChange(t *testing.T) {
	h := newFixture(t)
	h.race(board8, "bfs", "astar-manhattan")
	h.s.SetBoard(board22)
	if !strings.Contains(h.v.note.Text, "another puzzle") {
		t.Errorf("note %q after an edit", h.v.note.Text)
	}
	test.Tap(h.v.start)
	h.q.WaitFor(t, "the new race", func() bool { return !h.r.Running() }, nil)
	if strings.Contains(h.v.note.Text, "another puzzle") {
		t.Errorf("note %q after a new race", h.v.note.Text)
	}
	if b, _ := h.r.Board(); b != board22 {
		t.Errorf("raced %v", b)
	}
}

func TestUsableAt800x600(t *testing.T) {
	h := newFixture(t)
	h.race(board8, "bfs", "astar-manhattan", "dfs", "ucs")
	// the tab's share of an 800x600 window: the board keeps about half
	if m := h.v.Content.MinSize(); m.Width > 350 || m.Height > 450 {
		t.Errorf("the tab needs %v", m)
	}
	h.w.Resize(fyne.NewSize(400, 450))
	if got := h.w.Canvas().Size(); got.Width > 400 || got.Height > 450 {
		t.Errorf("the window grew to %v", got)
	}
}

// BenchmarkRaceRefresh is one refresh of four panels (bfs, dfs, A*, IDA*
// on a 22-move board), the cursor moving on by a thirtieth of the race each
// time as the player does at full speed: what the UI goroutine does per
// frame. ns/op over 16 ms would drop frames.
func BenchmarkRaceRefresh(b *testing.B) {
	for _, kind := range []string{"Maps", "Trees"} {
		b.Run(kind, func(b *testing.B) {
			h := newFixture(b)
			h.v.panel.SetSelected(kind)
			h.race(board22, "bfs", "dfs", "astar-manhattan", "idastar-manhattan")
			_, end := h.r.Position()
			stride := max(end/30, 1)
			h.r.ToStart()
			b.ResetTimer()
			for b.Loop() {
				pos, _ := h.r.Position()
				if pos >= end {
					pos = -stride // back to the start: the maps start again too
				}
				h.r.SeekTo(pos + stride) // refreshes every panel
			}
			b.ReportMetric(float64(end), "steps")
		})
	}
}

// BenchmarkRaceJump is the worst single refresh: the cursor jumps from the
// start to the end of the same race, so each map marks every board its
// search expanded at once (and back: each map starts again).
func BenchmarkRaceJump(b *testing.B) {
	h := newFixture(b)
	h.race(board22, "bfs", "dfs", "astar-manhattan", "idastar-manhattan")
	for b.Loop() {
		h.r.ToStart()
		h.r.ToEnd()
	}
}

// The map's layout costs tens of milliseconds (and in a browser the page
// waits for it): it is built when the tab is first in view, not before.
func TestLayoutOnlyWhenShown(t *testing.T) {
	h := newFixture(t)
	h.s.SetBoard(board22)
	h.q.Drain()
	if h.v.layout != nil || h.r.MapLayout() != nil { // the session's side: session.TestRaceLayoutOnlyWhenSeen
		t.Fatal("the map's layout was built before the Race tab was shown")
	}
	h.s.SetTab(session.RaceTab)
	h.q.WaitFor(t, "the map's layout", func() bool { return h.v.layout != nil }, nil)
}

// TestRaceOnOtherSizes races on 2x3, whose map is drawn for its 360
// boards, and on 4x4, which has no map: the panels' boards take the size
// and the map's place says why it is missing.
func TestRaceOnOtherSizes(t *testing.T) {
	h := newFixture(t)
	sh := solver.Shape{Rows: 2, Cols: 3}
	h.s.SetShape(sh)
	h.q.WaitFor(t, "the 2x3 table", h.s.TableReady, nil)
	b := solver.FromTiles([]int{1, 5, 2, 4, 0, 3}) // three moves from 123/450
	h.race(b, "bfs", "astar-manhattan")
	if h.v.layout == nil || h.v.layout.Shape() != sh || h.r.MapLayout() != h.v.layout {
		t.Fatalf("no 2x3 layout: %v", h.v.layout)
	}
	if n := h.v.layout.BandSizes(); len(n) == 0 || sum(n) != 360 {
		t.Errorf("the 2x3 map places %v boards, want 360", n)
	}
	for i, x := range h.r.Racers() {
		if x.Result == nil || x.Result.Status != solver.Solved {
			t.Fatalf("racer %d did not solve", i)
		}
		p := h.v.panels[i]
		if p.board.Shape() != sh || !p.space.Visible() || p.waiting.Visible() {
			t.Errorf("panel %d: board %v, map shown %v, note shown %v", i, p.board.Shape(), p.space.Visible(), p.waiting.Visible())
		}
	}
	h.checkPanels()

	sh = solver.Shape{Rows: 4, Cols: 4}
	h.s.SetShape(sh)
	if h.r.Stale() == "" {
		t.Error("the 2x3 race is not stale on 4x4")
	}
	b = solver.FromTiles([]int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 15})
	h.s.SetBoard(b)
	for len(h.r.Settings().Algorithms) > 2 {
		test.Tap(h.v.remove[len(h.r.Settings().Algorithms)-1])
	}
	h.choose(0, "idastar-linear-conflict")
	h.choose(1, "greedy-manhattan")
	test.Tap(h.v.start)
	h.q.WaitFor(t, "the 4x4 race", func() bool { return !h.r.Running() }, nil)
	for i, x := range h.r.Racers() {
		if x.Result == nil || x.Result.Status != solver.Solved || x.Result.Problem.Shape != sh {
			t.Fatalf("racer %d on 4x4: %+v", i, x.Result)
		}
		p := h.v.panels[i]
		if p.board.Shape() != sh || p.space.Visible() || !p.waiting.Visible() || !strings.Contains(p.waiting.Text, "No state-space map for 4x4") {
			t.Errorf("panel %d: board %v, map shown %v, note %q shown %v", i, p.board.Shape(), p.space.Visible(), p.waiting.Text, p.waiting.Visible())
		}
	}
	// the trees draw 4x4 boards (the panels' trees were never told the
	// size, and drew every board as a 3x3 one)
	h.r.SetPanel(session.RaceTree)
	h.v.refresh()
	for i := range h.r.Racers() {
		var svg bytes.Buffer
		if err := h.v.panels[i].tree.WriteSVG(&svg); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(svg.String(), ">15</tspan>") {
			t.Errorf("panel %d: the tree's boards are not 4x4 ones", i)
		}
	}
}

func sum(xs []int) int {
	n := 0
	for _, x := range xs {
		n += x
	}
	return n
}

// A panel labels the number its search orders by: greedy's is h, A*'s f
// (weighted: g + w·h, and its title names w); the finish order names the
// weight too.
func TestPanelsLabelWhatEachOrdersBy(t *testing.T) {
	h := newFixture(t)
	h.s.SetWeight(3)
	h.race(board22, "greedy-manhattan", "astar-manhattan")
	h.r.ToStart()
	for range 3 {
		h.r.StepBy(1)
	}
	xs := h.r.Racers()
	_, g, _ := xs[0].Log.Step(xs[0].Step)
	if c := h.v.panels[0].counters.Text; strings.Contains(c, " f ") || !strings.Contains(c, fmt.Sprintf("  h %v", g.H)) {
		t.Errorf("greedy's counters %q: want h %v, no f", c, g.H)
	}
	_, a, _ := xs[1].Log.Step(xs[1].Step)
	if c := h.v.panels[1].counters.Text; !strings.Contains(c, fmt.Sprintf("  f %v", float64(a.G)+3*a.H)) {
		t.Errorf("weighted A*'s counters %q: want f = %d + 3·%v", c, a.G, a.H)
	}
	if title := h.v.panels[1].title.Text; title != "A* search (Manhattan distance) w=3" {
		t.Errorf("weighted A*'s panel is titled %q", title)
	}
	h.r.ToEnd()
	found := false
	for _, row := range h.v.results.rows {
		found = found || strings.Contains(row.Text, "A* search (Manhattan distance) w=3: ")
	}
	if !found {
		t.Errorf("the finish order does not name the weight: %q, %q", h.v.results.rows[0].Text, h.v.results.rows[1].Text)
	}
}

// TestRaceTimesSayWhatTheyCount: a finished racer shows the search's own
// time, as the other tabs do, and the race's wall time, named as such.
func TestRaceTimesSayWhatTheyCount(t *testing.T) {
	h := newFixture(t)
	h.race(board22, "bfs", "astar-manhattan")
	h.r.ToEnd()
	for i, x := range h.r.Racers() {
		if !x.Finished || x.Result == nil || x.Wall <= 0 {
			t.Fatalf("racer %s: finished %v, result %v, wall %v", x.Algorithm.Name, x.Finished, x.Result, x.Wall)
		}
		want := "search (traced) " + session.TimeText(*x.Result, false) + " · wall time " + raceTime(x.Wall)
		if got := h.v.panels[i].place.Text; !strings.HasSuffix(got, want) {
			t.Errorf("%s's panel says %q, want it to end %q", x.Algorithm.Name, got, want)
		}
		found := false
		for _, row := range h.v.results.rows {
			found = found || strings.HasPrefix(strings.TrimLeft(row.Text, "1234567890stndrh "), session.RunTitle(x.Algorithm, x.Weight)+":") && strings.HasSuffix(row.Text, want)
		}
		if !found {
			t.Errorf("no line of the finish order ends %q for %s", want, x.Algorithm.Name)
		}
	}
}

// Four panels side by side never draw over each other: each panel keeps
// to its own rectangle, and no text in it asks for more width than it got
// (a label draws its whole text whatever its size: IDA*'s counters once
// ran under the next panel's board).
func TestPanelsDoNotOverlap(t *testing.T) {
	h := newFixture(t)
	h.race(board22, "bfs", "astar-manhattan", "idastar-linear-conflict", "greedy-manhattan")
	h.r.ToEnd()
	d := fyne.CurrentApp().Driver()
	type rect struct{ x0, y0, x1, y1 float32 }
	bounds := func(o fyne.CanvasObject) rect {
		p := d.AbsolutePositionForObject(o)
		return rect{p.X, p.Y, p.X + o.Size().Width, p.Y + o.Size().Height}
	}
	// as laid out (test.LaidOutObjects lays out again at the minimum size)
	var labelsIn func(o fyne.CanvasObject) []*widget.Label
	labelsIn = func(o fyne.CanvasObject) []*widget.Label {
		switch o := o.(type) {
		case *fyne.Container:
			var out []*widget.Label
			for _, c := range o.Objects {
				if c.Visible() {
					out = append(out, labelsIn(c)...)
				}
			}
			return out
		case *widget.Label:
			return []*widget.Label{o}
		}
		return nil
	}
	// the tab's share of 1280x900, of the default 1180x800, and of 800x600
	for _, width := range []float32{700, 640, 600, 400} {
		h.w.Resize(fyne.NewSize(width, 800))
		var boxes []rect
		for i, p := range h.v.panels {
			b := bounds(p.box)
			for _, q := range boxes {
				if b.x0 < q.x1-0.5 && q.x0 < b.x1-0.5 && b.y0 < q.y1-0.5 && q.y0 < b.y1-0.5 {
					t.Errorf("width %v: panel %d %v overlaps %v", width, i, b, q)
				}
			}
			boxes = append(boxes, b)
			for _, l := range labelsIn(p.box) {
				r := bounds(l)
				if l.MinSize().Width > l.Size().Width+0.5 || r.x0 < b.x0-0.5 || r.x1 > b.x1+0.5 {
					t.Errorf("width %v: panel %d's label %q needs %v, has %v at %v, the panel %v",
						width, i, l.Text, l.MinSize().Width, l.Size().Width, r, b)
				}
			}
		}
	}
}

// Greedy finishes first with a longer path: its place is not green, and
// the verdict under the note crowns the least work among shortest paths.
func TestFirstToFinishIsNotCrowned(t *testing.T) {
	h := newFixture(t)
	h.race(board22, "astar-manhattan", "greedy-manhattan")
	h.r.ToStart()
	if h.v.verdict.Visible() {
		t.Errorf("a verdict at the start of the replay: %q", h.v.verdict.Text)
	}
	h.r.ToEnd()
	astar, greedy := h.v.panels[0].place, h.v.panels[1].place
	if !strings.HasPrefix(greedy.Text, "1st to finish · 24 moves, shortest is 22") || greedy.Importance == widget.SuccessImportance {
		t.Errorf("greedy's place %q in %v", greedy.Text, greedy.Importance)
	}
	if !strings.HasPrefix(astar.Text, "2nd to finish · 22 moves, optimal") || astar.Importance != widget.SuccessImportance {
		t.Errorf("A*'s place %q in %v", astar.Text, astar.Importance)
	}
	if !h.v.verdict.Visible() || !strings.HasPrefix(h.v.verdict.Text, "Shortest path (22 moves) with the least work: A* search (Manhattan distance) (") {
		t.Errorf("verdict shown %v: %q", h.v.verdict.Visible(), h.v.verdict.Text)
	}
}

// Narrowed to the 800x600 window's share, the tab goes to one column of
// panels rather than keep two and scroll the second out of view.
func TestOneColumnWhenNarrowed(t *testing.T) {
	h := newFixture(t)
	h.race(board8, "bfs", "astar-manhattan", "idastar-linear-conflict", "greedy-manhattan")
	h.w.Resize(fyne.NewSize(700, 800))
	if a, b := h.v.panels[0].box.Position(), h.v.panels[1].box.Position(); a.Y != b.Y {
		t.Errorf("at 700 the first two panels are not side by side: %v %v", a, b)
	}
	h.w.Resize(fyne.NewSize(400, 600))
	if a, b := h.v.panels[0].box.Position(), h.v.panels[1].box.Position(); a.X != b.X || b.Y <= a.Y {
		t.Errorf("at 400 the panels are not one under the other: %v %v", a, b)
	}
	if g, c := h.v.grid.Size().Width, h.v.Content.Size().Width; g > c {
		t.Errorf("the panels are %v wide in a tab of %v", g, c)
	}
	// the scroller measured again: the panels, now taller, are all in
	// what it scrolls, and the finish order under them
	sc := h.v.Content.(*container.Scroll)
	if has, needs := sc.Content.Size().Height, sc.Content.MinSize().Height; has < needs-0.5 {
		t.Errorf("in one column the scroller's content is %v high, and needs %v", has, needs)
	}
	last := h.v.panels[len(h.v.panels)-1].box
	if bottom, under := last.Position().Y+last.Size().Height, h.v.results.box.Position().Y; under < bottom {
		t.Errorf("the finish order at y %v, over the last panel, which ends at %v", under, bottom)
	}
}

// A panel's title names its racer whole, at the widths a panel gets:
// "A* search (Manhattan distanc…" was cut with the panel's width beside it.
func TestPanelTitlesWhole(t *testing.T) {
	h := newFixture(t)
	h.race(board8, "bfs", "astar-manhattan", "idastar-linear-conflict", "greedy-manhattan")
	for _, size := range []fyne.Size{{Width: 1000, Height: 800}, {Width: 640, Height: 700}, {Width: 400, Height: 450}} {
		h.w.Resize(size)
		h.q.Drain()
		for i, p := range h.v.panels[:4] {
			if shown := shownText(p.title); shown != p.title.Text {
				t.Errorf("at %v, panel %d titled %q shows %q (%.0f px wide)", size, i, p.title.Text, shown, p.title.Size().Width)
			}
		}
	}
}

// shownText is the text a label draws, its lines joined by spaces: a
// truncated label draws less, ending in "…".
func shownText(l *widget.Label) string {
	var lines []string
	for _, o := range test.LaidOutObjects(l) {
		if tx, ok := o.(*canvas.Text); ok && tx.Visible() && tx.Text != "" {
			lines = append(lines, strings.TrimSpace(tx.Text))
		}
	}
	return strings.Join(lines, " ")
}

// Race as GIF: after a race, its GIF has every racer's panel side by side
// at the chosen width, up to 100 moments of the race.
func TestRaceAsGIF(t *testing.T) {
	h := newFixture(t)
	if _, ok := h.v.gifSpec(); ok {
		t.Error("a GIF offered before any race")
	}
	h.race(board8, "bfs", "astar-manhattan")
	g, ok := h.v.gifSpec()
	if !ok || g.File != "race.gif" || g.Size != 1200 {
		t.Fatalf("offered %v, %q", ok, g.File)
	}
	var buf bytes.Buffer
	if err := g.Make(context.Background(), &buf, anim.Settings{Size: 400, Speed: 10}, 0, 0); err != nil {
		t.Fatal(err)
	}
	gf, err := gif.DecodeAll(&buf)
	if err != nil {
		t.Fatal(err)
	}
	// moments that look the same (a short race has fewer steps than
	// moments) make one frame shown longer
	if len(gf.Image) < 10 || len(gf.Image) > anim.DefaultRaceFrames || gf.Config.Width != 400 {
		t.Errorf("%d frames %d px wide, want up to %d of 400", len(gf.Image), gf.Config.Width, anim.DefaultRaceFrames)
	}
}

// The pickers offer the registry's algorithms by their titles, in the
// window's language, and race them by name: they showed the command
// line's astar-manhattan in both languages.
func TestPickersShowTitles(t *testing.T) {
	h := newFixture(t)
	opts := h.v.pick[0].Options
	a, _ := solver.AlgorithmNamed("astar-manhattan")
	want := session.AlgorithmTitle(a)
	if want != "A* search (Manhattan distance)" || !slices.Contains(opts, want) {
		t.Fatalf("no %q among the options %q", want, opts)
	}
	for _, o := range opts {
		if _, err := solver.AlgorithmNamed(o); err == nil {
			t.Errorf("option %q is a registry name", o)
		}
	}
	if n := len(slices.Compact(slices.Sorted(slices.Values(opts)))); n != len(opts) {
		t.Errorf("%d options, %d different: two read alike", len(opts), n)
	}
	h.v.pick[1].SetSelected(want)
	if got := h.r.Settings().Algorithms[1]; got != "astar-manhattan" {
		t.Errorf("picking %q races %q", want, got)
	}
	if h.v.pick[1].Selected != want {
		t.Errorf("racer 2 shows %q", h.v.pick[1].Selected)
	}
}

// TestRaceOnRequest: the searches on request (the 7-8) can race from the
// window, picked by their words, and say so in the picker; off 4x4 the
// 7-8 runs the size's own databases.
func TestRaceOnRequest(t *testing.T) {
	req := solver.OnRequest()
	if len(req) == 0 {
		t.Skip("no search on request in this program")
	}
	h := newFixture(t)
	a := req[0]
	k := h.v.options.Index(a.Name)
	if k < 0 {
		t.Fatalf("no %s among the race's choices", a.Name)
	}
	if l := h.v.options[k].Label; !strings.Contains(l, session.AlgorithmTitle(a)) || !strings.Contains(l, "on request") {
		t.Errorf("its choice reads %q, want its title and that it is on request", l)
	}
	b := solver.FromTiles([]int{1, 2, 3, 4, 5, 6, 0, 7, 8})
	h.race(b, "astar-manhattan", a.Name)
	x := h.r.Racers()
	if len(x) != 2 || x[1].Algorithm != a {
		t.Fatalf("racers %v, want astar-manhattan and %s", x, a.Name)
	}
	if x[1].Result == nil || x[1].Result.Status != solver.Solved || len(x[1].Result.Path) != 3 {
		t.Fatalf("%s: %+v, want solved in 2 moves", a.Name, x[1].Result)
	}
	h.checkPanels()
}

// TestOutOfViewRefreshesLater: a change of size while the Race tab is out
// of view refreshes it a turn of the page later (tabkit's WhenShown), not
// in the click's task (in a browser the hidden tabs' refresh was 100 ms of
// a 3x3 to 4x4 switch's 170); in view, at once.
func TestOutOfViewRefreshesLater(t *testing.T) {
	h := newFixture(t)
	h.q.Drain()
	shape := func() solver.Shape { return h.v.panels[0].board.Shape() }
	sq3, sq4 := solver.Shape{Rows: 3, Cols: 3}, solver.Shape{Rows: 4, Cols: 4}
	if shape() != sq3 {
		t.Fatalf("the first panel's board is %v, want 3x3", shape())
	}
	h.s.SetShape(sq4)
	if shape() != sq3 {
		t.Errorf("out of view, the race's panels changed size in the size change's own task (to %v)", shape())
	}
	// a turn later: the queue gets the refresh once the page has had its
	// turn (at once, off a browser)
	h.q.WaitFor(t, "the race's panels in 4x4", func() bool { return shape() == sq4 }, nil)
	h.s.SetTab(session.RaceTab)
	h.q.Drain()
	h.s.SetShape(sq3)
	if shape() != sq3 {
		t.Errorf("in view, the first panel's board is %v right after the switch back to 3x3", shape())
	}
}

// The pickers' width is remembered between layouts (each slot asks at
// each one), but follows the text size and the options: a larger text
// widens them, and so does a longer option.
func TestPickWidthFollowsTextAndOptions(t *testing.T) {
	h := newFixture(t)
	before := h.v.pickWidth()
	if again := h.v.pickWidth(); again != before {
		t.Fatalf("two answers without a change: %v, %v", before, again)
	}
	settings := fyne.CurrentApp().Settings()
	was := settings.Theme()
	t.Cleanup(func() { settings.SetTheme(was) })
	settings.SetTheme(largerText{was})
	larger := h.v.pickWidth()
	if larger <= before {
		t.Errorf("at a larger text size the pickers are %v wide, before %v", larger, before)
	}
	settings.SetTheme(was)
	if back := h.v.pickWidth(); back != before {
		t.Errorf("back at the text size of the start the pickers are %v wide, not %v", back, before)
	}
	h.v.plain = append(slices.Clone(h.v.plain), strings.Repeat("a much longer option ", 6))
	if longer := h.v.pickWidth(); longer <= before {
		t.Errorf("with a longer option the pickers are %v wide, before %v", longer, before)
	}
}

// largerText is a theme whose text is twice its base's size.
type largerText struct{ fyne.Theme }

func (l largerText) Size(n fyne.ThemeSizeName) float32 {
	if n == theme.SizeNameText {
		return 2 * l.Theme.Size(n)
	}
	return l.Theme.Size(n)
}

// TestRaceNamesEachSearchOnce: the verdict, the finish order and the
// status line name each racer by the title its panel shows, never by the
// registry name (they said "astar-manhattan" under a panel titled "A*
// search (Manhattan distance)": one search, two names on one screen).
func TestRaceNamesEachSearchOnce(t *testing.T) {
	h := newFixture(t)
	h.race(board22, "greedy-manhattan", "astar-manhattan", "bfs")
	h.r.ToEnd()
	xs := h.r.Racers()
	var texts []string
	for _, l := range h.v.results.rows {
		if l.Visible() {
			texts = append(texts, l.Text)
		}
	}
	texts = append(texts, h.v.verdict.Text, h.s.Status().Text)
	for i, x := range xs {
		title := h.v.panels[i].title.Text
		if title != session.RunTitle(x.Algorithm, x.Weight) {
			t.Errorf("panel %d is titled %q", i, title)
		}
		named := 0
		for _, text := range texts {
			if strings.Contains(text, x.Algorithm.Name) {
				t.Errorf("%q names %s by its registry name, its panel %q", text, x.Algorithm.Name, title)
			}
			if strings.Contains(text, title) {
				named++
			}
		}
		if named == 0 {
			t.Errorf("%q appears in none of %q", title, texts)
		}
	}
	if !strings.Contains(h.v.verdict.Text, "A* search (Manhattan distance) (") || !strings.Contains(h.v.verdict.Text, "Fastest: Greedy best-first (Manhattan distance) (") {
		t.Errorf("verdict %q", h.v.verdict.Text)
	}
}
