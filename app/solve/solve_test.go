package solve

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"go.uber.org/goleak"

	"github.com/eightpuzzle/eightpuzzle/app/internal/drivertest"
	"github.com/eightpuzzle/eightpuzzle/app/internal/human"
	"github.com/eightpuzzle/eightpuzzle/app/internal/tabkit"
	"github.com/eightpuzzle/eightpuzzle/app/internal/uiqueue"
	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

// TestMain fails the package if any test leaves a goroutine running.
func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

// fixture is the Solve tab alone in a window of the size the tab gets,
// over a session restored from the app's preferences.
type fixture struct {
	t *testing.T
	s *session.Session
	v *View
	q *uiqueue.Queue
}

// The Solve tab's share of the default 1180x800 window: the board keeps
// about half the width, the toolbar and status bar some height.
var defaultShare = fyne.NewSize(600, 650)

// newFixture builds the tab on a, whose preferences the session reads,
// and waits for the distance table, as a person would see it a moment
// after start.
func newFixture(t *testing.T, a fyne.App) *fixture {
	t.Helper()
	q := &uiqueue.Queue{}
	s := session.New(a.Preferences(), q.Do)
	w := test.NewTempWindow(t, widget.NewLabel(""))
	v := New(tabkit.Deps{Session: s, Window: w, Do: q.Do})
	w.SetContent(v.Content)
	w.Resize(defaultShare)
	f := &fixture{t: t, s: s, v: v, q: q}
	t.Cleanup(func() {
		s.Shutdown()
		q.Drain()
	})
	f.waitFor("the distance table", s.TableReady)
	return f
}

func newDefaultFixture(t *testing.T) *fixture { return newFixture(t, test.NewTempApp(t)) }

// waitFor runs queued UI work until cond holds, failing after a deadline.
func (f *fixture) waitFor(what string, cond func() bool) {
	f.t.Helper()
	f.q.WaitFor(f.t, what, cond, func() string { return f.s.Status().Text })
}

// TestStartsWithRememberedLimits is defect 1: after a depth or node limit
// was saved, every start panicked in the Solve tab (a field's SetText ran
// its handler before the handler's state existed).
func TestStartsWithRememberedLimits(t *testing.T) {
	a := test.NewTempApp(t)
	p := a.Preferences()
	p.SetString("algorithm", "dls")
	p.SetInt("depthLimit", 60)
	p.SetInt("nodeLimit", 1000)
	p.SetFloat("timeLimit", 2.5)
	f := newFixture(t, a)
	for field, want := range map[session.Field]string{session.DepthField: "60", session.NodesField: "1,000", session.SecondsField: "2.5"} {
		if got := f.v.limits[field].Text; got != want {
			t.Errorf("limit field %d shows %q, want %q", field, got, want)
		}
	}
	if f.v.limits[session.DepthField].Disabled() {
		t.Error("the depth field is disabled for dls")
	}
}

// TestNoHeuristicShownForBlindSearches is defect 10: the watch showed
// f = g + h for BFS and IDS, which have no h. (The caption of the board
// being expanded is the big board's: app TestSlowMotionOnTheBigBoard.)
func TestNoHeuristicShownForBlindSearches(t *testing.T) {
	f := newDefaultFixture(t)
	v, s := f.v, f.s
	for _, name := range []string{"bfs", "ids", "astar-manhattan"} {
		a, _ := solver.AlgorithmByName(name)
		s.SetAlgorithm(a)
		s.SetBoard(solver.MustParse("123/456/078"))
		s.SetWatch(true)
		s.SetWatchRate(session.WatchSpeeds() - 1)
		s.Solve()
		f.waitFor(name+" to end", func() bool { return !s.Running() })
		s.SetTab(session.SolveTab)
		hv, fv := v.progress.values[counterH].Text, v.progress.values[counterF].Text
		// BFS and IDS order by depth: that is their priority, no f
		if a.Heuristic == nil && (hv != human.None || fv == human.None || v.progress.fLabel.Text != "depth") {
			t.Errorf("%s shows h %q, %s %q", name, hv, v.progress.fLabel.Text, fv)
		}
		if a.Heuristic != nil && hv == human.None {
			t.Errorf("%s shows h %q", name, hv)
		}
		s.Reset()
	}
}

// TestConventionsPanel: the Solve tab's conventions are the session's,
// both ways, and a solve runs with them (the Replay tab's numbers then
// name them: app/replay).
func TestConventionsPanel(t *testing.T) {
	f := newDefaultFixture(t)
	v, s := f.v, f.s
	v.ties.SetSelected("oldest")
	v.order.SetSelected("RLDU")
	if c := s.Conventions(); c.Ties != solver.TiesOldest || c.Order.String() != "RLDU" {
		t.Fatalf("the panel set %v", c)
	}
	s.SetBoard(solver.MustParse("123/456/078"))
	test.Tap(v.solve)
	f.waitFor("the replay", func() bool { return s.Replay().Result != nil })
	if r := s.Replay().Result; session.ResultConventionsText(*r) != "ties oldest, moves RLDU" {
		t.Fatalf("the solve ran with %q", session.ResultConventionsText(*r))
	}
	s.SetConventions(solver.Conventions{})
	if v.ties.Selected != "newest" || v.order.Selected != "UDLR" {
		t.Fatalf("the panel shows %q, %q after a reset", v.ties.Selected, v.order.Selected)
	}
}

// TestFiveByFiveConventionsPanel: on a side of 5 the panel shows the
// conventions solver/wide follows, and does not offer the ones it does
// not; back on 3x3 it offers the panel's again, kept as they were.
func TestFiveByFiveConventionsPanel(t *testing.T) {
	f := newDefaultFixture(t)
	v, s := f.v, f.s
	v.ties.SetSelected("oldest")
	s.SetShape(session.Square5)
	f.q.Drain()
	if title := v.conventions.Items[0].Title; !strings.Contains(title, "lowest h") || strings.Contains(title, "oldest") {
		t.Errorf("on 5x5 the conventions read %q, want solver/wide's own", title)
	}
	for name, w := range map[string]fyne.Disableable{"ties": v.ties, "goal test": v.goalTest, "order": v.order, "moves per board": v.shuffle} {
		if !w.Disabled() {
			t.Errorf("on 5x5 the %s drop-down is offered, though no 5x5 search follows it", name)
		}
	}
	if !v.wideNote.Visible() || !strings.Contains(v.wideNote.Text, "5x5") {
		t.Errorf("on 5x5 the panel's note is %q (shown %v), want why the choices are off", v.wideNote.Text, v.wideNote.Visible())
	}
	if s.Algorithm().Weighted && v.weight.Disabled() {
		t.Error("the weight, which 5x5 searches follow, is not offered")
	}
	s.SetShape(solver.Shape{Rows: 3, Cols: 3})
	f.waitFor("the 3x3 table", s.TableReady)
	f.q.Drain()
	if v.ties.Disabled() || v.ties.Selected != "oldest" || v.wideNote.Visible() {
		t.Errorf("back on 3x3: ties %q, offered %v, note shown %v", v.ties.Selected, !v.ties.Disabled(), v.wideNote.Visible())
	}
}

// TestHopelessBySize: an algorithm that will not finish on the size is
// marked, in the picker and its menu, and still runs; on a size it
// finishes it is not.
func TestHopelessBySize(t *testing.T) {
	f := newDefaultFixture(t)
	s, p := f.s, f.v.picker
	s.SetShape(solver.Shape{Rows: 4, Cols: 4})
	bfs, _ := solver.AlgorithmByName("bfs")
	s.SetAlgorithm(bfs)
	if !p.hopeless.Visible() || !strings.Contains(p.hopeless.Text, "4x4") {
		t.Errorf("bfs on 4x4: warning %q shown %v", p.hopeless.Text, p.hopeless.Visible())
	}
	marked := false
	for _, it := range p.menu().Items {
		marked = marked || strings.Contains(it.Label, "Breadth") && strings.Contains(it.Label, "hopeless at 4x4")
	}
	if !marked {
		t.Error("the algorithm menu does not mark breadth-first search hopeless at 4x4")
	}
	s.SetShape(solver.Shape{Rows: 2, Cols: 3})
	f.waitFor("the 2x3 table", s.TableReady)
	if p.hopeless.Visible() {
		t.Errorf("bfs on 2x3 is marked hopeless: %q", p.hopeless.Text)
	}
}

// With w = 3 the tab says what weighted A* promises, wherever it speaks
// of the search: the badge, the description, the priority's label, the
// caption and the headline of the result; greedy's priority is h alone;
// the conventions name only the knobs the algorithm takes.
func TestWeightedAStarSaysWhatItPromises(t *testing.T) {
	f := newDefaultFixture(t)
	v, s := f.v, f.s
	astar, _ := solver.AlgorithmByName("astar-manhattan")
	s.SetAlgorithm(astar)
	if v.picker.optimal.Text != "shortest" || v.picker.optimal.Importance != widget.SuccessImportance {
		t.Errorf("plain A*: badge %q", v.picker.optimal.Text)
	}
	s.SetWeight(3)
	if v.picker.optimal.Text != "≤ 3× shortest" || v.picker.optimal.Importance != widget.WarningImportance {
		t.Errorf("A* w=3: badge %q (importance %v)", v.picker.optimal.Text, v.picker.optimal.Importance)
	}
	if about := v.picker.about.Text; strings.Contains(about, "shortest path") || !strings.Contains(about, "at most 3 times the shortest") {
		t.Errorf("A* w=3 described as %q", about)
	}
	if title := v.conventions.Items[0].Title; strings.Contains(title, "goal test") || !strings.Contains(title, "weight 3") {
		t.Errorf("A* w=3: conventions %q", title)
	}
	s.SetBoard(solver.MustParse("867254301"))
	s.SetWatch(true)
	s.SetWatchRate(session.WatchSpeeds() - 1)
	s.Solve()
	f.waitFor("weighted A* to end", func() bool { return !s.Running() })
	if l := v.progress.fLabel.Text; l != "f = g + 3·h" {
		t.Errorf("A* w=3: the priority is labelled %q", l)
	}
	if h := v.progress.state.Text; !strings.Contains(h, "w=3") || !strings.Contains(h, "at most 3× the shortest") {
		t.Errorf("A* w=3: headline %q", h)
	}
	bfs, _ := solver.AlgorithmByName("bfs")
	s.SetAlgorithm(bfs)
	if v.picker.optimal.Text != "shortest" || strings.Contains(v.conventions.Items[0].Title, "weight") || strings.Contains(v.conventions.Items[0].Title, "ties") {
		t.Errorf("BFS with w=3 set: badge %q, conventions %q", v.picker.optimal.Text, v.conventions.Items[0].Title)
	}
	greedy, _ := solver.AlgorithmByName("greedy-manhattan")
	s.SetAlgorithm(greedy)
	if v.picker.optimal.Text != "no guarantee" {
		t.Errorf("greedy: badge %q", v.picker.optimal.Text)
	}
	s.Solve()
	f.waitFor("greedy to end", func() bool { return !s.Running() })
	if l := v.progress.fLabel.Text; l != "h" {
		t.Errorf("greedy: the priority is labelled %q", l)
	}
}

// TestScrolledTabComesBackWhenItShrinks: the tab scrolled to its end on
// 4x4 (where A* carries a note on why it will not finish) and then
// switched to 3x3 shows its content from where it can still scroll to,
// its algorithm button not above its top. It stayed scrolled past its
// end, the button out of sight, and at 1180x1000 with no scroll bar to
// bring it back (the e2e walk's seed 1795628089964937485).
func TestScrolledTabComesBackWhenItShrinks(t *testing.T) {
	f := newDefaultFixture(t)
	f.s.SetShape(solver.Shape{Rows: 4, Cols: 4})
	f.q.Drain()
	drivertest.LayOut(f.v.Content)
	var sc *container.Scroll
	for _, o := range f.v.Content.(*fyne.Container).Objects {
		if s, ok := o.(*container.Scroll); ok {
			sc = s
		}
	}
	if sc == nil {
		t.Fatal("no scroller in the tab")
	}
	for range 50 {
		sc.Scrolled(&fyne.ScrollEvent{Scrolled: fyne.NewDelta(0, -20)})
	}
	if sc.Offset.Y == 0 {
		t.Fatalf("the tab does not scroll at %v on 4x4", defaultShare)
	}
	f.s.SetShape(solver.Square3)
	f.q.Drain()
	drivertest.LayOut(f.v.Content)
	d := fyne.CurrentApp().Driver()
	top, button := d.AbsolutePositionForObject(sc).Y, d.AbsolutePositionForObject(f.v.picker.button).Y
	if end := sc.Content.MinSize().Height - sc.Size().Height; sc.Offset.Y > max(0, end) {
		t.Errorf("on 3x3 the tab is scrolled to %v, past its end at %v", sc.Offset.Y, end)
	}
	if sc.Content.MinSize().Height <= sc.Size().Height && button < top {
		t.Errorf("on 3x3 the whole tab fits, yet its algorithm button is %v above its top", top-button)
	}
}

// The 7-8 search is offered on request, under a heading of its own, by
// its whole title; picked from the menu after another heuristic, it stays
// picked (the heuristic shown follows it without choosing idastar-pdb),
// and the button says which databases lead it.
func TestPatterns78OnRequest(t *testing.T) {
	f := newDefaultFixture(t)
	s, p := f.s, f.v.picker
	s.SetShape(solver.Shape{Rows: 4, Cols: 4})
	lc, _ := solver.AlgorithmByName("idastar-linear-conflict")
	s.SetAlgorithm(lc)
	var item *fyne.MenuItem
	heading := false
	for _, it := range p.menu().Items {
		heading = heading || it.Label == "ON REQUEST"
		if strings.Contains(it.Label, "7-8") {
			item = it
		}
	}
	if item == nil || !heading {
		t.Fatalf("the menu has no on-request heading (%v) or no 7-8 search (%v)", heading, item)
	}
	item.Action()
	f.q.Drain()
	if a := s.Algorithm(); !a.Patterns78 {
		t.Fatalf("picked the 7-8 search from the menu: the session has %s", a.Name)
	}
	if got := p.button.Text; got != "IDA* (Pattern database 7-8)" {
		t.Errorf("the button reads %q", got)
	}
	if h, _ := p.heuristics.Value(p.heuristic.SelectedIndex()); h != s.Algorithm().Heuristic {
		t.Errorf("the heuristic shown is %v", h)
	}
	for _, it := range p.menu().Items {
		if it.Checked != strings.Contains(it.Label, "7-8") {
			t.Errorf("menu item %q ticked %v", it.Label, it.Checked)
		}
	}
	// its entry promises what the others promise (it had no badge), and
	// says where its databases apply
	for shape, only := range map[solver.Shape]bool{{Rows: 4, Cols: 4}: false, {Rows: 3, Cols: 3}: true} {
		s.SetShape(shape)
		f.q.Drain()
		for _, it := range p.menu().Items {
			if !strings.Contains(it.Label, "7-8") {
				continue
			}
			if !strings.Contains(it.Label, "· shortest") {
				t.Errorf("on %v the 7-8's entry %q has no badge", shape, it.Label)
			}
			if strings.Contains(it.Label, "4x4 only") != only {
				t.Errorf("on %v the 7-8's entry reads %q", shape, it.Label)
			}
		}
	}
}
