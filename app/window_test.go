package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/app/widgets"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

// TestDropDownsStayAttached is defect 2: a drop-down that the window
// rebuilt or replaced while on screen was detached from its canvas between
// the tap and the pop-up, and Fyne crashed opening the menu. Every select
// must be the same widget, on the canvas, and open its menu after edits,
// solves, random boards, goal changes and tab switches.
func TestDropDownsStayAttached(t *testing.T) {
	h := newDefaultHarness(t)
	u, s := h.u, h.u.s
	selects := func() []*widgets.KeySelect {
		var out []*widgets.KeySelect
		for _, o := range all(u.win.Content()) {
			if sel, ok := o.(*widgets.KeySelect); ok {
				out = append(out, sel)
			}
		}
		return out
	}
	before := selects()
	if len(before) < 3 {
		t.Fatalf("found %d drop-downs, want the distance, goal preset and heuristic", len(before))
	}
	s.TapCell(0)
	s.TapCell(1)
	s.Random()
	s.Solve()
	h.waitFor("the solve", func() bool { return !s.Running() })
	s.SetGoal(solver.GoalBlankFirst)
	h.waitFor("the new table", s.TableReady)
	s.SetTab(session.CompareTab)
	s.SetTab(session.SolveTab)
	s.SetGoal(solver.GoalBlankLast)
	h.waitFor("the table", s.TableReady)
	after := selects()
	if len(after) != len(before) {
		t.Fatalf("%d drop-downs before, %d after", len(before), len(after))
	}
	for i, sel := range after {
		if sel != before[i] {
			t.Fatalf("drop-down %d was replaced", i)
		}
		if sel.Disabled() {
			continue
		}
		if fyne.CurrentApp().Driver().CanvasForObject(sel) == nil {
			t.Fatalf("drop-down %d is detached from the canvas", i)
		}
		test.Tap(sel)
		top := u.win.Canvas().Overlays().Top()
		if top == nil {
			t.Fatalf("tapping drop-down %d opened nothing", i)
		}
		u.win.Canvas().Overlays().Remove(top)
	}
}

// TestUsableAt800x600 is defect 6: the window grew itself, a limit error
// pushed Solve down under the pointer, opening Compare moved the divider,
// and in a small window the board shrank to the goal's size while Undo
// overlapped the mode buttons.
// A window shown wide, every tab in turn, can be made 800x600 again
// without a scroll bar. Rows that wrap used to keep the width of their
// last layout: after the Explore tab at 1180 wide, the window needed 839.
func TestNarrowsAfterWide(t *testing.T) {
	h := newHarness(t, test.NewTempApp(t), fyne.NewSize(1180, 800))
	u, s := h.u, h.u.s
	for tab := session.SolveTab; tab <= session.HeuristicsTab; tab++ {
		s.SetTab(tab)
		h.q.Drain()
		u.win.Resize(fyne.NewSize(1180, 800))
	}
	s.SetTab(session.SolveTab)
	u.win.Resize(fyne.NewSize(800, 600))
	h.q.Drain()
	for tab := session.SolveTab; tab <= session.HeuristicsTab; tab++ {
		s.SetTab(tab)
		h.q.Drain()
		if min := u.body.MinSize(); min.Width > 800 || min.Height > 600 {
			t.Errorf("at 800x600 after 1180x800, tab %d needs %v", tab, min)
		}
	}
}

func TestUsableAt800x600(t *testing.T) {
	h := newHarness(t, test.NewTempApp(t), fyne.NewSize(800, 600))
	u, s := h.u, h.u.s
	// Fyne grows a window to its content's minimum: the content must fit.
	if min := u.body.MinSize(); min.Width > 800 || min.Height > 600 {
		t.Fatalf("the window needs %v, more than 800x600", min)
	}
	for _, tab := range []session.Tab{session.SolveTab, session.ReplayTab, session.CompareTab, session.ExploreTab} {
		s.SetTab(tab)
		if min := u.body.MinSize(); min.Width > 800 || min.Height > 600 {
			t.Fatalf("with tab %d the window needs %v, more than 800x600", tab, min)
		}
	}
	s.SetTab(session.SolveTab)
	_, board := bounds(u.puzzle.board)
	_, thumb := bounds(u.puzzle.goal.board)
	if side := min(board.Width, board.Height); side < 2*max(thumb.Width, thumb.Height) {
		t.Errorf("the board (%v) is not much larger than the goal thumbnail (%v)", board, thumb)
	}
	pv := u.puzzle
	for _, left := range []*widget.Button{pv.edit, pv.play} {
		for _, right := range []*widget.Button{pv.undo, pv.hint} {
			lp, ls := bounds(left)
			rp, _ := bounds(right)
			if lp.X+ls.Width > rp.X {
				t.Errorf("%q (ends at %v) overlaps %q (starts at %v)", left.Text, lp.X+ls.Width, right.Text, rp.X)
			}
		}
	}

	// A limit error appears without moving Solve.
	solve := h.button("Solve")
	at, _ := bounds(solve)
	s.SetLimitText(session.NodesField, "many")
	h.q.Drain()
	if p := s.LimitsProblem(); p == "" || h.label(p) == nil {
		t.Fatal("a bad node limit shows no error")
	}
	if now, _ := bounds(solve); now != at {
		t.Errorf("the Solve button moved from %v to %v when the limit error appeared", at, now)
	}

	// Opening Compare leaves the divider and the board where they were.
	split := findSplit(t, u.win.Content())
	offset := split.Offset
	_, boardBefore := bounds(u.puzzle.board)
	s.SetTab(session.CompareTab)
	s.SetTab(session.SolveTab)
	if split.Offset != offset {
		t.Errorf("the divider moved from %v to %v", offset, split.Offset)
	}
	if _, b := bounds(u.puzzle.board); b != boardBefore {
		t.Errorf("the board changed from %v to %v", boardBefore, b)
	}
}

func findSplit(t *testing.T, o fyne.CanvasObject) *container.Split {
	for _, x := range all(o) {
		if s, ok := x.(*container.Split); ok {
			return s
		}
	}
	t.Fatal("no split in the window")
	return nil
}

// TestKeysAfterTypingABoard is defect 7: after typing a board and Enter,
// the status said "Space plays it" but Space went into the text field.
func TestKeysAfterTypingABoard(t *testing.T) {
	h := newDefaultHarness(t)
	u, s := h.u, h.u.s
	field := u.puzzle.field.Entry
	u.win.Canvas().Focus(field)
	field.SetText("123/456/078")
	field.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	h.waitFor("the replay", func() bool { return s.Replay().Result != nil })
	if !strings.Contains(s.Status().Text, "Space plays it") {
		t.Fatalf("status %q", s.Status().Text)
	}
	if f := u.win.Canvas().Focused(); f != nil {
		t.Fatalf("the keys still go to %T after the solution came up", f)
	}
	u.typedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	if !s.Replay().Playing {
		t.Fatal("Space did not play the replay")
	}
	u.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if s.Replay().Playing {
		t.Fatal("Esc did not pause the replay")
	}

	// Focusing the field during a replay leaves the replay in view.
	u.win.Canvas().Focus(field)
	h.q.Drain()
	if s.Tab() != session.ReplayTab {
		t.Fatal("clicking the board field left the replay")
	}
	// F1 in a field opens the help.
	field.TypedKey(&fyne.KeyEvent{Name: fyne.KeyF1})
	if u.win.Canvas().Overlays().Top() == nil {
		t.Fatal("F1 in a text field did not open the help")
	}
}

// TestOnePlayButtonAndUndoInEdit is defect 8: two buttons were called
// Play, and Undo was disabled in Edit mode.
func TestOnePlayButtonAndUndoInEdit(t *testing.T) {
	h := newDefaultHarness(t)
	u, s := h.u, h.u.s
	plays := 0
	for _, o := range all(u.win.Content()) {
		if b, ok := o.(*widget.Button); ok && strings.EqualFold(b.Text, "Play") {
			plays++
		}
	}
	if plays != 1 {
		t.Fatalf("%d buttons are called Play", plays)
	}
	test.Tap(u.puzzle.edit)
	s.TapCell(0)
	s.TapCell(1)
	if u.puzzle.undo.Disabled() {
		t.Fatal("Undo is disabled after a swap in Edit mode")
	}
	test.Tap(u.puzzle.undo)
	if b, g := s.Puzzle(); b != g {
		t.Fatalf("Undo left %v", b)
	}
}

// TestPolish is defect 9: help with literal backslashes, the slow-motion
// menu item without a tick.
func TestPolish(t *testing.T) {
	h := newDefaultHarness(t)
	u, s := h.u, h.u.s
	var text strings.Builder
	for _, seg := range helpSegments() {
		text.WriteString(seg.Textual())
	}
	if strings.Contains(text.String(), `\`) || !strings.Contains(text.String(), "A* search") ||
		!strings.Contains(text.String(), "IDA*") {
		t.Errorf("help reads %q", text.String())
	}
	s.SetWatch(true)
	if !u.menu.watch.Checked {
		t.Error("the Watch in slow motion item is not ticked while watching")
	}
	u.menu.watch.Action()
	if on, _ := s.Watch(); on || u.menu.watch.Checked {
		t.Error("the menu item did not turn slow motion off")
	}
}

// TestDamagedPreferencesOpenTheWindow: whatever the preferences hold, the
// window opens with its defaults where a value is damaged.
func TestDamagedPreferencesOpenTheWindow(t *testing.T) {
	for i, damage := range []func(fyne.Preferences){
		func(p fyne.Preferences) { p.SetString("depthLimit", "sixty"); p.SetString("nodeLimit", "1e3") },
		func(p fyne.Preferences) { p.SetInt("board", 123); p.SetString("goal", "999999999") },
		func(p fyne.Preferences) { p.SetFloat("timeLimit", 1e308); p.SetInt("replaySpeed", -4) },
		func(p fyne.Preferences) { p.SetBool("theme", true); p.SetString("algorithm", "astar") },
		func(p fyne.Preferences) { p.SetFloat("windowWidth", -1); p.SetString("windowHeight", "tall") },
		func(p fyne.Preferences) { p.SetInt("watchSpeed", 1<<40); p.SetString("watch", "yes") },
		func(p fyne.Preferences) { p.SetInt("randomDistance", 99); p.SetInt("depthLimit", 1<<20) },
	} {
		a := test.NewTempApp(t)
		damage(a.Preferences())
		h := newHarness(t, a, fyne.NewSize(1180, 800))
		if h.u.win.Content() == nil || h.u.puzzle.board.Shown() == 0 {
			t.Fatalf("damage %d: the window did not open with a board", i)
		}
		if sz := h.u.s.WindowSize(); sz.Width < session.MinSize.Width || sz.Height < session.MinSize.Height {
			t.Errorf("damage %d: window size %v", i, sz)
		}
	}
}

// TestLongMessagesDoNotGrowTheWindow: the random walk found the window
// growing from 800x600 to 800x625 when a long error wrapped under the goal
// in its narrow column. Fyne grows a window to its content's minimum.
func TestLongMessagesDoNotGrowTheWindow(t *testing.T) {
	h := newHarness(t, test.NewTempApp(t), fyne.NewSize(800, 600))
	u, s := h.u, h.u.s
	s.SetMode(session.PlayMode)
	u.puzzle.goal.field.Entry.SetText("99999999999999999999")
	u.puzzle.field.Entry.SetText("☃+|1~#{2é and then a great deal more text that is not a board at all")
	for _, tab := range []session.Tab{session.SolveTab, session.ReplayTab, session.CompareTab, session.ExploreTab} {
		s.SetTab(tab)
		if min := u.body.MinSize(); min.Width > 800 || min.Height > 560 {
			t.Errorf("tab %d: the window needs %v, more than 800x600 less its menu bar", tab, min)
		}
	}
	if u.puzzle.goal.field.Problem() == "" || u.puzzle.field.Problem() == "" {
		t.Fatal("the bad text shows no problem")
	}
}

// TestHelpReadsAndCloses: headings stand on their own lines, and Esc
// closes the help before it stops anything else.
func TestHelpReadsAndCloses(t *testing.T) {
	h := newDefaultHarness(t)
	u := h.u
	for _, seg := range helpSegments() {
		if ts, ok := seg.(*widget.TextSegment); ok && ts.Style.SizeName != "" &&
			(ts.Style.SizeName == widget.RichTextStyleHeading.SizeName || ts.Style.SizeName == widget.RichTextStyleSubHeading.SizeName) && ts.Style.Inline {
			t.Errorf("heading %q runs on into the next line", ts.Text)
		}
	}
	u.typedKey(&fyne.KeyEvent{Name: fyne.KeyF1})
	if u.help == nil || u.win.Canvas().Overlays().Top() == nil {
		t.Fatal("F1 did not open the help")
	}
	u.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if u.help != nil || u.win.Canvas().Overlays().Top() != nil {
		t.Fatal("Esc did not close the help")
	}
}

// TestEveryAlgorithmFits: no algorithm or heuristic makes the Solve tab so
// wide that the window grows past 800 (the walk saw 912: a long heuristic
// title or placeholder widens a drop-down).
func TestEveryAlgorithmFits(t *testing.T) {
	h := newHarness(t, test.NewTempApp(t), fyne.NewSize(800, 600))
	u, s := h.u, h.u.s
	families, heuristics := map[any]bool{}, map[*solver.Heuristic]bool{}
	for _, a := range solver.Algorithms() {
		if testing.Short() && families[a.Family] && heuristics[a.Heuristic] {
			continue // -short: each family and each heuristic once
		}
		families[a.Family], heuristics[a.Heuristic] = true, true
		s.SetAlgorithm(a)
		for _, tab := range []session.Tab{session.SolveTab, session.ReplayTab, session.CompareTab, session.ExploreTab} {
			s.SetTab(tab)
			if min := u.body.MinSize(); min.Width > 800 {
				t.Errorf("%s, tab %d: the window needs %v wide", a.Name, tab, min.Width)
			}
		}
	}
}

// TestBatchDoesNotWidenTheWindow: the walk saw the window grow to 921 wide
// after a batch: the batch chart's minimum width (its legend) reached the
// window through the tabs. Charts scroll instead.
func TestBatchDoesNotWidenTheWindow(t *testing.T) {
	h := newHarness(t, test.NewTempApp(t), fyne.NewSize(800, 600))
	u, s := h.u, h.u.s
	s.SetBoard(solver.MustParse("867254301"))
	s.SetTab(session.CompareTab)
	s.Comparison().SetAlgorithms([]string{"bfs", "astar-manhattan", "idastar-linear-conflict"}) // quick under -race
	for _, m := range []session.CompareMode{session.OneBoard, session.Batch} {
		s.Comparison().SetMode(m)
		before := u.body.MinSize()
		s.Comparison().Run()
		h.waitFor("the comparison", func() bool { return !s.Comparison().Running() })
		if min := u.body.MinSize(); min.Width > before.Width || min.Width > 800 || min.Height > 560 {
			t.Errorf("after a run in mode %d the window needs %v (before it, %v)", m, min, before)
		}
	}
}

// TestExploreStepByStepFromSolve: the Solve tab's way into the explorer
// shows the Explore tab and starts exploring the board; Space then plays
// or pauses it and the arrows step it, not the tiles.
func TestExploreStepByStepFromSolve(t *testing.T) {
	h := newDefaultHarness(t)
	u, s := h.u, h.u.s
	h.waitFor("the distance table", s.TableReady)
	s.SetBoard(solver.MustParse("123/456/078")) // two moves from the goal
	test.Tap(h.button("Step by step"))
	if s.Tab() != session.ExploreTab || u.tabs.SelectedIndex() != int(session.ExploreTab) {
		t.Fatalf("the tab in view is %d, want Explore", u.tabs.SelectedIndex())
	}
	e := s.Exploration()
	h.waitFor("the exploration to end", func() bool { return !e.Running() })
	if st := e.State(); st.Log == nil || st.Result == nil || st.Result.Status != solver.Solved {
		t.Fatalf("no exploration of the board: %+v", st.Result)
	}
	u.typedKey(&fyne.KeyEvent{Name: fyne.KeyHome})
	u.typedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	if k := e.State().Step; k != 1 {
		t.Fatalf("Home, Right: step %d, want 1", k)
	}
	board, _ := s.Puzzle()
	u.typedKey(&fyne.KeyEvent{Name: fyne.KeyLeft})
	if now, _ := s.Puzzle(); e.State().Step != 0 || now != board {
		t.Fatalf("Left: step %d, board %v (was %v): it should step back, not slide", e.State().Step, now, board)
	}
	u.typedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	if !e.State().Playing {
		t.Fatal("Space did not play the exploration")
	}
	u.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if e.State().Playing {
		t.Fatal("Esc did not stop the exploration")
	}
}

// TestFitsAt800x600Scaled is item 9 of issue 21: at 800x600 the content
// was about 855 pixels wide, a horizontal scroll bar cut off the
// Heuristics tab, the theme button, the optimal badge and more. That is
// 777.6 units at a scale of 1.1 (Fyne's scale for a screen of about 132
// dpi, a 14" laptop's), where 800x600 pixels are 727x545 units, the menu
// bar included. Every tab, with the conventions open or not, on every
// size of puzzle, must fit that width without scrolling sideways. (Its
// height is not asked: at that scale the Compare tab's wrapped controls
// need about 20 units more than there are, and the window scrolls.)
// French words run longer: the French window needed 788.6 of the 727.
func TestFitsAt800x600Scaled(t *testing.T) {
	for _, code := range []string{"en", "fr"} {
		t.Run(code, func(t *testing.T) { fitsAt800x600Scaled(t, code) })
	}
}

func fitsAt800x600Scaled(t *testing.T, code string) {
	const scale = 1.1
	room := fyne.NewSize(800/scale, 600/scale)
	t.Cleanup(func() { useLanguage("en") })
	a := test.NewTempApp(t)
	a.Preferences().SetString("language", code)
	h := newHarness(t, a, fyne.NewSize(800/scale, 600/scale))
	u, s := h.u, h.u.s
	var conventions *widget.Accordion
	for _, o := range all(u.win.Content()) {
		if a, ok := o.(*widget.Accordion); ok {
			conventions = a
		}
	}
	if conventions == nil {
		t.Fatal("no conventions panel")
	}
	for _, sh := range []solver.Shape{solver.Square3, {Rows: 4, Cols: 4}, {Rows: 2, Cols: 4}} {
		s.SetShape(sh)
		for _, open := range []bool{false, true} {
			if open {
				conventions.OpenAll()
			} else {
				conventions.CloseAll()
			}
			for tab := session.SolveTab; tab <= session.HeuristicsTab; tab++ {
				s.SetTab(tab)
				h.q.Drain()
				if m := u.body.MinSize(); m.Width > room.Width {
					t.Errorf("%v, conventions open %v, tab %s: the window needs %v, more than the %v of 800x600 at scale %v",
						sh, open, tabNames[tab], m, room, scale)
				}
			}
		}
	}
}

// The slow-motion caption under the big board names what the search
// orders by: greedy's h alone, weighted A*'s g + w·h, plain A*'s g + h.
func TestWatchCaptionNamesThePriority(t *testing.T) {
	p := solver.Progress{Depth: 5, F: 12}
	for _, c := range []struct {
		algo   string
		w      float64
		want   string
		refuse string
	}{
		{"greedy-manhattan", 1, "chosen by h = 7 alone", "f ="},
		{"astar-manhattan", 3, "f = g + 3·h = 5 + 3·7 = 26", "f = g + h ="},
		{"astar-manhattan", 1, "f = g + h = 5 + 7 = 12", "·"},
		{"bfs", 1, "5 moves from the start", "f ="},
	} {
		a, err := solver.AlgorithmByName(c.algo)
		if err != nil {
			t.Fatal(err)
		}
		got := watchCaption(p, a, c.w)
		if !strings.Contains(got, c.want) || strings.Contains(got, c.refuse) {
			t.Errorf("%s w=%v: %q, want %q and no %q", c.algo, c.w, got, c.want, c.refuse)
		}
	}
}

// TestEveryTabInReach: at 800x600, at scales 1 and 1.1, and at 1180x800,
// every tab's header is on the bar. Race and Heuristics were behind Fyne's
// "…" menu at the end of a bar too narrow for them, where a student would
// not look for them.
func TestEveryTabInReach(t *testing.T) {
	for _, size := range []fyne.Size{fyne.NewSize(800/1.1, 600/1.1), fyne.NewSize(800, 600), fyne.NewSize(1180, 800)} {
		h := newHarness(t, test.NewTempApp(t), size)
		h.q.Drain()
		content := map[fyne.CanvasObject]bool{}
		for _, it := range h.u.tabs.Items {
			content[it.Content] = true
		}
		var hidden func(o fyne.CanvasObject) bool
		hidden = func(o fyne.CanvasObject) bool {
			if o == nil || !o.Visible() || content[o] {
				return false
			}
			if _, ok := o.(*widget.Button); ok { // the bar's only plain button is its "…"
				return true
			}
			var kids []fyne.CanvasObject
			switch o := o.(type) {
			case *fyne.Container:
				kids = o.Objects
			case fyne.Widget:
				kids = test.WidgetRenderer(o).Objects()
			}
			for _, k := range kids {
				if hidden(k) {
					return true
				}
			}
			return false
		}
		if hidden(h.u.tabs) {
			t.Errorf("at %v some tabs are behind the tab bar's \"…\" (the tabs get %v)", size, h.u.tabs.Size())
		}
	}
}

// TestRaceControlsFitAt800x600Scaled: at 800x600 and a scale of 1.1 the
// Race tab's controls wrap into the tab's width, with nothing to scroll
// sideways; they were a row wider than the tab, under a sideways scroll.
func TestRaceControlsFitAt800x600Scaled(t *testing.T) {
	h := newHarness(t, test.NewTempApp(t), fyne.NewSize(800/1.1, 600/1.1))
	h.u.s.SetTab(session.RaceTab)
	h.q.Drain()
	for _, o := range all(h.u.tabs.Items[session.RaceTab].Content) {
		sc, ok := o.(*container.Scroll)
		if !ok || sc.Direction == container.ScrollVerticalOnly || sc.Direction == container.ScrollNone {
			continue
		}
		if need := sc.Content.MinSize().Width; need > sc.Size().Width {
			t.Errorf("a part of the Race tab scrolls sideways: it needs %v, it has %v", need, sc.Size().Width)
		}
	}
}
