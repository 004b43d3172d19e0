package race

import (
	"bytes"
	"encoding/base64"
	"io"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/wide"
)

// TestFiveByFiveRaceTab: on 5x5 the tab races solver/wide's searches, as
// tapped: the pickers mark what does not run there and what is hopeless;
// before a race the panels show the 5x5 board; after it, each panel shows
// its board being expanded (in tiles: the start at step 1), its counters,
// its place, and the tree of its search in 5x5 boards; a racer that
// does not run says why; the verdict shows.
func TestFiveByFiveRaceTab(t *testing.T) {
	h := newFixture(t)
	s := h.s
	s.SetShape(session.Square5)
	start := wide.Scramble(session.Square5, rand.New(rand.NewPCG(9, 9)), wide.Goal(session.Square5), 26)
	s.SetCells(session.Cells{Shape: session.Square5, Tiles: start})
	s.SetTab(session.RaceTab)
	h.v.refresh()
	tiles := session.Cells{Shape: session.Square5, Tiles: start}.List()
	if got := h.v.panels[0].board.ShownTiles(); !slices.Equal(got, tiles) {
		t.Fatalf("before the race the panel shows %v, want the 5x5 board %v", got, tiles)
	}
	labels := strings.Join(h.v.pick[0].Options, "\n")
	for _, want := range []string{"· not run at 5x5", "· hopeless at 5x5"} {
		if !strings.Contains(labels, want) {
			t.Errorf("the pickers never say %q:\n%s", want, labels)
		}
	}
	h.r.SetPanel(session.RaceTree)
	h.race(0, "bfs", "astar-linear-conflict", "greedy-manhattan")
	xs := h.r.Racers()
	if len(xs) != 3 || xs[0].Err == nil || xs[1].Result == nil || xs[2].Result == nil {
		t.Fatalf("racers %+v", xs)
	}
	if got := h.v.panels[0].place.Text; !strings.Contains(got, "not run at 5x5") {
		t.Errorf("bfs's panel says %q", got)
	}
	h.r.SeekTo(1)
	for i, x := range xs[1:] {
		p := h.v.panels[i+1]
		if got := p.board.ShownTiles(); !slices.Equal(got, tiles) {
			t.Errorf("%s at step 1 shows %v, want the start", x.Algorithm.Name, got)
		}
		if !strings.Contains(p.counters.Text, "step 1 of") {
			t.Errorf("%s's counters: %q", x.Algorithm.Name, p.counters.Text)
		}
		if p.waiting.Visible() || !p.tree.Visible() || p.tree.Len() == 0 {
			t.Errorf("%s: the tree's place says %q (shown %v), tree shown %v with %d nodes", x.Algorithm.Name, p.waiting.Text, p.waiting.Visible(), p.tree.Visible(), p.tree.Len())
		}
		// the tree draws 5x5 boards, their tiles from the log: a number of
		// the log's drawn as a board of the engine's has no tile 24
		var svg bytes.Buffer
		if err := p.tree.WriteSVG(&svg); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(svg.String(), ">24</tspan>") {
			t.Errorf("%s: the tree's boards are not 5x5 ones", x.Algorithm.Name)
		}
	}
	h.r.ToEnd()
	for i, x := range xs[1:] {
		_, n, _ := x.Log.Step(x.Log.Len())
		if got, want := h.v.panels[i+1].board.ShownTiles(), x.Log.Tiles(n.Board); !slices.Equal(got, want) {
			t.Errorf("%s at its end shows %v, its last step expanded %v", x.Algorithm.Name, got, want)
		}
		if res := x.Result; res.Status != solver.Solved || !strings.Contains(h.v.panels[i+1].place.Text, "to finish") {
			t.Errorf("%s: %v, place %q", x.Algorithm.Name, res.Status, h.v.panels[i+1].place.Text)
		}
	}
	if !h.v.verdict.Visible() || h.v.verdict.Text == "" {
		t.Error("no verdict at the end")
	}
	// saved as a page (each panel's tree, of 5x5 boards: at step 1 a tree
	// small enough to draw its boards) and as a GIF: the menu said "not on
	// 5x5 yet"
	if _, ok := h.v.gifSpec(); !ok {
		t.Error("no GIF of the 5x5 race")
	}
	h.r.SeekTo(1)
	var page bytes.Buffer
	if err := h.v.WriteSVG(&page); err != nil {
		t.Fatalf("the race as SVG: %v", err)
	}
	inner := regexp.MustCompile(`base64,([A-Za-z0-9+/=]+)"`).FindAllStringSubmatch(page.String(), -1)
	if len(inner) != len(xs) {
		t.Fatalf("the page holds %d pictures for %d racers", len(inner), len(xs))
	}
	for i, m := range inner[1:] { // bfs's tree is empty: it did not run
		svg, err := base64.StdEncoding.DecodeString(m[1])
		if err != nil || !strings.Contains(string(svg), ">24</tspan>") {
			t.Errorf("%s's picture on the page: %v, 5x5 boards in it %v", xs[i+1].Algorithm.Name, err, strings.Contains(string(svg), ">24</tspan>"))
		}
	}
	if err := h.v.WritePNG(io.Discard); err != nil {
		t.Errorf("the race as PNG: %v", err)
	}
	test.Tap(h.v.start) // a second race, on the same board, runs again
	h.q.WaitFor(t, "the second race", func() bool { return !h.r.Running() }, nil)
}

// The marks of a side of 5 ("· not run at 5x5") do not widen the pickers:
// they made the tab wider than its share of an 800x600 window, its right
// side cut.
func TestFiveByFiveMarksKeepPickersWidth(t *testing.T) {
	h := newFixture(t)
	h.v.refresh()
	plain := h.v.pickWidth()
	h.s.SetShape(session.Square5)
	h.v.refresh()
	if !strings.Contains(strings.Join(h.v.pick[0].Options, ""), "· not run at 5x5") {
		t.Fatal("no marks on 5x5")
	}
	if got := h.v.pickWidth(); got > plain {
		t.Errorf("a picker is %v wide on 5x5, %v on 3x3", got, plain)
	}
}

// TestCountersFitTheirPanel: every line of a panel's counters fits the
// panel at its narrowest (two to a row, as in a 1180-wide window), on a
// random 5x5 board (the widest board beside them, the largest numbers):
// "frontier 95,350  g 193  f 234" was one line there, cut after g.
func TestCountersFitTheirPanel(t *testing.T) {
	h := newFixture(t)
	h.s.SetShape(session.Square5)
	start := wide.Random(session.Square5, rand.New(rand.NewPCG(3, 5)), wide.Goal(session.Square5))
	h.s.SetCells(session.Cells{Shape: session.Square5, Tiles: start})
	h.s.SetTab(session.RaceTab)
	h.r.SetPanel(session.RaceTree) // no map of 5x5 boards to wait for
	h.race(0, "astar-manhattan", "greedy-manhattan")
	h.r.ToEnd()
	// the narrowest the panels get: two to a row at their least width
	for w := float32(560); ; w += 2 {
		h.w.Resize(fyne.NewSize(w, 800))
		if h.v.grid.Layout.(*panelGrid).cols == 2 {
			break
		}
		if w > 1000 {
			t.Fatal("the panels never came two to a row")
		}
	}
	t.Logf("two panels to a row in a %v wide grid", h.v.grid.Size().Width)
	for i, x := range h.r.Racers() {
		if x.Result == nil || x.Result.Status != solver.Solved {
			t.Fatalf("%s did not solve the board: %+v", x.Algorithm.Name, x.Result)
		}
		c := h.v.panels[i].counters
		room := c.Size().Width - 2*theme.InnerPadding()
		t.Logf("%s: %.0f wide for its counters", x.Algorithm.Name, room)
		lines := strings.Split(c.Text, "\n")
		if len(lines) < 4 || !strings.Contains(c.Text, "frontier ") || !strings.Contains(c.Text, "wall ") {
			t.Errorf("%s's counters: %q", x.Algorithm.Name, c.Text)
		}
		for _, line := range lines {
			w := fyne.MeasureText(line, theme.CaptionTextSize(), fyne.TextStyle{Monospace: true}).Width
			if w > room {
				t.Errorf("%s's counters: %q is %.0f wide, the panel has %.0f", x.Algorithm.Name, line, w, room)
			}
		}
	}
}
