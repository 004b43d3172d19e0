package replay

import (
	"bytes"
	"context"
	"image/gif"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"go.uber.org/goleak"

	"github.com/eightpuzzle/eightpuzzle/app/anim"
	"github.com/eightpuzzle/eightpuzzle/app/internal/drivertest"
	"github.com/eightpuzzle/eightpuzzle/app/internal/memprefs"
	"github.com/eightpuzzle/eightpuzzle/app/internal/tabkit"
	"github.com/eightpuzzle/eightpuzzle/app/internal/uiqueue"
	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

// TestMain fails the package if any test leaves a goroutine running.
func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

// TestStatsNameTheConventions: the replay's numbers say which conventions
// produced them, as set in the Solve tab (app/solve sets them there),
// those the algorithm takes only (A*: no goal test); a weighted run's
// title, algorithm and guarantee name its weight.
func TestStatsNameTheConventions(t *testing.T) {
	order, err := solver.ParseOrder("RLDU")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		c      solver.Conventions
		weight float64
		want   string
	}{
		{solver.Conventions{Ties: solver.TiesOldest, Order: order}, 1, "ties oldest, moves RLDU"},
		{solver.Conventions{Shuffle: 7}, 1.5, "ties newest, moves shuffled (seed 7), weight 1.5"},
	} {
		test.NewTempApp(t)
		q := &uiqueue.Queue{}
		s := session.New(memprefs.Prefs{}, q.Do)
		w := test.NewTempWindow(t, widget.NewLabel(""))
		v := New(tabkit.Deps{Session: s, Window: w, Do: q.Do})
		w.SetContent(v.Content)
		w.Resize(fyne.NewSize(600, 650))
		status := func() string { return s.Status().Text }
		q.WaitFor(t, "the distance table", s.TableReady, status)
		s.SetConventions(tc.c)
		s.SetWeight(tc.weight)
		s.SetBoard(solver.MustParse("123/456/078"))
		s.Solve()
		q.WaitFor(t, "the replay", func() bool { return s.Replay().Result != nil }, status)
		if got := v.stats.values[statConventions].Text; got != tc.want {
			t.Errorf("the replay's numbers say %q, want %q", got, tc.want)
		}
		badge, algo, title := v.stats.values[statGuarantee].Text, v.stats.values[statAlgorithm].Text, v.title.Text
		if tc.weight > 1 && (badge != "≤ 1.5× shortest" || !strings.HasSuffix(algo, " w=1.5") ||
			!strings.Contains(title, "w=1.5") || !strings.Contains(title, "(at most 1.5× the shortest)")) {
			t.Errorf("weighted: guarantee %q, algorithm %q, title %q", badge, algo, title)
		}
		if tc.weight == 1 && (badge != "shortest" || strings.Contains(algo+title, "w=")) {
			t.Errorf("plain: guarantee %q, algorithm %q, title %q", badge, algo, title)
		}
		s.Shutdown()
		q.Drain()
	}
}

// TestMoveRowsFit: every row of the move list fits the list's width, the
// start's row of a 4x4 too ("start  1 2 3 4/5 6 7 8/9 10 11 12/13 14…" was
// cut off), at the tab's share of 1280x900 and of 800x600.
func TestMoveRowsFit(t *testing.T) {
	for _, tc := range []struct {
		size  fyne.Size
		board string
		shape solver.Shape
	}{
		{fyne.NewSize(600, 650), "123/456/078", solver.Square3},
		{fyne.NewSize(600, 650), "1 2 3 4/5 6 7 8/9 10 11 12/13 14 0 15", solver.Shape{Rows: 4, Cols: 4}},
		{fyne.NewSize(440, 500), "1 2 3 4/5 6 7 8/9 10 11 12/13 14 0 15", solver.Shape{Rows: 4, Cols: 4}},
		{fyne.NewSize(440, 500), "12/03", solver.Shape{Rows: 2, Cols: 2}},
	} {
		test.NewTempApp(t)
		q := &uiqueue.Queue{}
		s := session.New(memprefs.Prefs{}, q.Do)
		w := test.NewTempWindow(t, widget.NewLabel(""))
		v := New(tabkit.Deps{Session: s, Window: w, Do: q.Do})
		w.SetContent(v.Content)
		w.Resize(tc.size)
		status := func() string { return s.Status().Text }
		s.SetShape(tc.shape)
		q.WaitFor(t, "the size", func() bool { return s.Shape() == tc.shape }, status)
		b, err := session.ParseBoard(tc.shape, tc.board)
		if err != nil {
			t.Fatal(err)
		}
		s.SetBoard(b)
		s.Solve()
		q.WaitFor(t, "the replay", func() bool { return s.Replay().Result != nil }, status)
		room := v.moves.Size().Width - 2*theme.InnerPadding() - theme.ScrollBarSize()
		for id := range v.length() {
			text := v.moveText(id)
			if need := fyne.MeasureText(text, theme.TextSize(), fyne.TextStyle{Monospace: true}).Width; need > room {
				t.Errorf("%v at %v: row %d %q needs %.0f px, the list has %.0f", tc.shape, tc.size, id, text, need, room)
			}
		}
		s.Shutdown()
		q.Drain()
	}
}

// Save as GIF: off until there is a solution; then its GIF is the
// solution's, the start first and the goal last, a tile sliding at each
// move; tapping it asks the size and speed.
func TestSaveAsGIF(t *testing.T) {
	test.NewTempApp(t)
	q := &uiqueue.Queue{}
	s := session.New(memprefs.Prefs{}, q.Do)
	defer func() { s.Shutdown(); q.Drain() }()
	w := test.NewTempWindow(t, widget.NewLabel(""))
	v := New(tabkit.Deps{Session: s, Window: w, Do: q.Do})
	w.SetContent(v.Content)
	w.Resize(fyne.NewSize(600, 650))
	status := func() string { return s.Status().Text }
	q.WaitFor(t, "the distance table", s.TableReady, status)
	if !v.gif.Disabled() {
		t.Error("Save as GIF is on with nothing to replay")
	}
	s.SetBoard(solver.MustParse("123/456/078"))
	s.Solve()
	q.WaitFor(t, "the replay", func() bool { return s.Replay().Result != nil }, status)
	if v.gif.Disabled() {
		t.Fatal("Save as GIF is off with a solution to replay")
	}
	g, ok := v.gifSpec()
	if !ok || g.File != "replay-astar-manhattan-123456078.gif" {
		t.Fatalf("the GIF offered: %v, %q", ok, g.File)
	}
	var buf bytes.Buffer
	if err := g.Make(context.Background(), &buf, anim.Settings{Size: 300, Speed: 2}, 0, 0); err != nil {
		t.Fatal(err)
	}
	gf, err := gif.DecodeAll(&buf)
	if err != nil {
		t.Fatal(err)
	}
	// 2 moves: the start, then 6 frames of a slide and the board still, twice
	if len(gf.Image) != 1+2*7 || gf.Config.Width != 300 {
		t.Errorf("%d frames %d px wide, want 15 of 300", len(gf.Image), gf.Config.Width)
	}
	test.Tap(v.gif)
	if w.Canvas().Overlays().Top() == nil {
		t.Error("tapping Save as GIF shows no dialog")
	}
}

// TestScrollersComeBack: the numbers' scroller does not stay scrolled
// past the end of numbers that shrank (a 4x4 search's, then a 3x3's);
// Fyne's own scroller kept its offset until resized.
func TestScrollersComeBack(t *testing.T) {
	test.NewTempApp(t)
	q := &uiqueue.Queue{}
	s := session.New(memprefs.Prefs{}, q.Do)
	w := test.NewTempWindow(t, widget.NewLabel(""))
	v := New(tabkit.Deps{Session: s, Window: w, Do: q.Do})
	w.SetContent(v.Content)
	w.Resize(fyne.NewSize(600, 300))
	defer func() {
		s.Shutdown()
		q.Drain()
	}()
	q.WaitFor(t, "the distance table", s.TableReady, func() string { return s.Status().Text })
	s.SetBoard(solver.MustParse("123/456/078"))
	s.Solve()
	q.WaitFor(t, "the replay", func() bool { return s.Replay().Result != nil }, func() string { return s.Status().Text })
	for _, past := range drivertest.PastTheEnd(w.Content()) {
		t.Error(past)
	}
}
