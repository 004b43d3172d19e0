package app

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

func TestRandomThenSolveThenReplay(t *testing.T) {
	h := newHarness(t)
	u, c := h.u, h.c
	mustContain(t, "info", u.puzzle.info.Text, "This is the goal")

	test.Tap(u.toolbar.random)
	if c.board == c.goal {
		t.Fatal("Random left the goal on the board")
	}
	if u.puzzle.board.board != c.board {
		t.Fatalf("board widget shows %v, controller has %v", u.puzzle.board.board, c.board)
	}
	if got := u.puzzle.field.entry.Text; got != c.board.Rows() {
		t.Fatalf("board field = %q, want %q", got, c.board.Rows())
	}
	d := c.table.Distance(c.board)
	mustContain(t, "info", u.puzzle.info.Text, fmt.Sprintf("Solvable: %s from the goal", plural(d, "move", "moves")))

	test.Tap(u.solve.solve)
	h.waitFor("the replay tab", func() bool { return u.tabs.SelectedIndex() == replayTab })
	mustContain(t, "status", u.status.text.Text, fmt.Sprintf("Solved in %s (optimal) by A* search", plural(d, "move", "moves")))
	mustContain(t, "replay title", u.replay.title.Text, "A* search (Manhattan distance)")
	mustContain(t, "position", u.replay.position.Text, fmt.Sprintf("move 0 of %d", d))
	mustContain(t, "optimal stat", u.replay.stats.values["Optimal?"].Text, "yes")
	mustContain(t, "progress", u.solve.progress.state.Text, "solved in")
}

func TestReplayControls(t *testing.T) {
	h := newHarness(t)
	u, c := h.u, h.c
	start := solver.MustParse("813/402/765")
	c.setBoard(start)
	test.Tap(u.solve.solve)
	h.waitFor("the solution", func() bool { return c.replay.res != nil })
	path := c.replay.res.Path
	last := len(path) - 1
	shown := func() solver.Board { return u.puzzle.board.board }
	if shown() != start {
		t.Fatalf("replay starts on %v, want the start %v", shown(), start)
	}

	test.Tap(u.replay.next)
	mustContain(t, "position", u.replay.position.Text, fmt.Sprintf("move 1 of %d", last))
	if shown() != path[1] {
		t.Fatalf("after Next the board is %v, want %v", shown(), path[1])
	}
	test.Tap(u.replay.end)
	mustContain(t, "position", u.replay.position.Text, fmt.Sprintf("move %d of %d", last, last))
	if shown() != c.goal {
		t.Fatalf("after End the board is %v, want the goal", shown())
	}
	test.Tap(u.replay.back)
	if shown() != path[last-1] {
		t.Fatal("Back did not step back one move")
	}
	test.Tap(u.replay.start)
	if shown() != start {
		t.Fatal("Start did not go back to the first board")
	}

	u.replay.scrub.SetValue(5) // what dragging the slider does
	if c.replay.pos != 5 || shown() != path[5] {
		t.Fatalf("scrubbing to 5 shows board %d", c.replay.pos)
	}
	if sel := u.replay.moves.OnSelected; sel == nil {
		t.Fatal("move list takes no taps")
	}
	u.replay.moves.Select(2) // a tap on row 2
	if c.replay.pos != 2 {
		t.Fatalf("selecting row 2 moved the replay to %d", c.replay.pos)
	}

	u.replay.speed.SetValue(6) // 60 moves a second
	test.Tap(u.replay.play)
	if u.replay.play.Text != "Pause" {
		t.Fatalf("while playing the button says %q", u.replay.play.Text)
	}
	h.waitFor("the replay to reach the end", func() bool { return c.replay.pos == last })
	h.waitText("play button", func() string { return u.replay.play.Text }, "Play")

	// Space plays again from the start; Esc pauses.
	c.typedKey(keyEvent("Space"))
	if !c.replay.playing || c.replay.pos != 0 {
		t.Fatalf("Space at the end should replay from the start: playing %v at %d", c.replay.playing, c.replay.pos)
	}
	c.typedKey(keyEvent("Escape"))
	if c.replay.playing {
		t.Fatal("Esc did not pause the replay")
	}
	c.typedKey(keyEvent("End"))
	if c.replay.pos != last {
		t.Fatal("End key did not jump to the last board")
	}
	c.typedKey(keyEvent("Left"))
	if c.replay.pos != last-1 {
		t.Fatal("Left key did not step back")
	}
	c.typedKey(keyEvent("Home"))
	if c.replay.pos != 0 {
		t.Fatal("Home key did not jump to the first board")
	}

	u.replay.speed.SetValue(float64(len(replaySpeeds) - 1)) // instant
	test.Tap(u.replay.play)
	if c.replay.pos != last {
		t.Fatal("instant speed did not jump to the end")
	}
}

func TestStopWatchedSearch(t *testing.T) {
	h := newHarness(t)
	u, c := h.u, h.c
	c.setBoard(solver.MustParse("867/254/301")) // 31 moves: the search takes a long time at this speed
	u.solve.watch.SetChecked(true)
	u.solve.watchRate.SetValue(float64(len(watchSpeeds) - 1))
	test.Tap(u.solve.solve)
	mustContain(t, "status", u.status.text.Text, "Watching")
	if u.solve.stop.Disabled() {
		t.Fatal("Stop is disabled while a search runs")
	}
	h.waitFor("a few boards expanded", func() bool { return c.progress.Expanded >= 3 })
	if u.solve.progress.watchBox.Hidden {
		t.Fatal("slow motion shows no board")
	}
	mustContain(t, "watch caption", u.solve.progress.expands.Text, "expanding at depth")
	if u.solve.progress.board.board != c.progress.Board {
		t.Fatal("the watch board is not the board being expanded")
	}

	test.Tap(u.solve.stop)
	h.waitText("status", func() string { return u.status.text.Text }, "Stopped")
	if c.running || !u.solve.stop.Disabled() {
		t.Fatal("search still marked running after Stop")
	}
	if c.replay.res != nil {
		t.Fatal("a stopped search put something in the replay")
	}
	mustContain(t, "progress", u.solve.progress.state.Text, "stopped")
}

func TestEditCancelsSearchAndDropsResult(t *testing.T) {
	h := newHarness(t)
	u, c := h.u, h.c
	c.setBoard(solver.MustParse("867/254/301"))
	c.setWatch(true)
	c.setWatchRate(len(watchSpeeds) - 1)
	test.Tap(u.solve.solve)
	gen := c.gen
	h.waitFor("the search to start", func() bool { return c.progress.Expanded > 0 })

	u.puzzle.field.entry.SetText("")
	test.Type(u.puzzle.field.entry, "123 456 708")
	if c.board != solver.MustParse("123456708") {
		t.Fatalf("typed board not taken: %v", c.board)
	}
	mustContain(t, "status", u.status.text.Text, "Search cancelled: the board changed")
	if c.running || c.gen == gen {
		t.Fatal("editing the board did not cancel the search")
	}
	c.shutdown() // waits for the cancelled goroutine; its result is queued
	h.q.drain()
	if c.last != nil || c.replay.res != nil {
		t.Fatal("the cancelled search's late result was shown")
	}
}

func TestNewSolveSupersedesRunning(t *testing.T) {
	h := newHarness(t)
	u, c := h.u, h.c
	c.setBoard(solver.MustParse("867/254/301"))
	c.setWatch(true)
	test.Tap(u.solve.solve)
	h.waitFor("the first search to start", func() bool { return c.progress.Expanded > 0 })
	c.setWatch(false) // the second runs at full speed
	test.Tap(u.solve.solve)
	h.waitFor("the second search", func() bool { return c.replay.res != nil })
	if c.replay.res.Cost != 31 {
		t.Fatalf("replay has a %d-move path, want 31", c.replay.res.Cost)
	}
}

func TestTypedBoardErrorsInline(t *testing.T) {
	h := newHarness(t)
	u, c := h.u, h.c
	before := c.board
	f := u.puzzle.field
	f.entry.SetText("")
	test.Type(f.entry, "1234")
	mustContain(t, "error", f.problem.Text, "wrong number of tiles: got 4")
	if c.board != before {
		t.Fatal("a bad board replaced the last good one")
	}
	test.Type(f.entry, "x")
	mustContain(t, "error", f.problem.Text, "unexpected character")
	f.entry.SetText("8 1 3 4 _ 2 7 6 5")
	if f.problem.Text != "" {
		t.Fatalf("error still shown for a good board: %q", f.problem.Text)
	}
	if c.board != solver.MustParse("813402765") {
		t.Fatalf("board = %v", c.board)
	}
	if f.entry.Text != "8 1 3 4 _ 2 7 6 5" {
		t.Fatalf("the field rewrote what was typed: %q", f.entry.Text)
	}
}

func TestUnsolvableShownAtOnceAndOnSolve(t *testing.T) {
	h := newHarness(t)
	u, c := h.u, h.c
	u.puzzle.field.entry.SetText("213/456/780")
	mustContain(t, "info", u.puzzle.info.Text, "Unsolvable")
	if u.puzzle.info.Importance != widget.DangerImportance {
		t.Fatal("unsolvable is not shown as an error")
	}
	test.Tap(u.solve.solve)
	h.waitText("status", func() string { return u.status.text.Text }, "No solution")
	if c.replay.res != nil {
		t.Fatal("unsolvable board replayed")
	}
}

func TestLimitsReported(t *testing.T) {
	h := newHarness(t)
	u, c := h.u, h.c
	c.setBoard(solver.MustParse("867/254/301"))
	c.setAlgorithm(mustAlgo(t, "bfs"))
	test.Type(u.solve.nodes, "100")
	test.Tap(u.solve.solve)
	h.waitText("status", func() string { return u.status.text.Text }, "Node limit reached (100 boards)")

	u.solve.nodes.SetText("")
	c.setAlgorithm(mustAlgo(t, "dls"))
	if u.solve.depth.Disabled() {
		t.Fatal("depth field disabled for DLS")
	}
	test.Type(u.solve.depth, "3")
	test.Tap(u.solve.solve)
	h.waitText("status", func() string { return u.status.text.Text }, "No solution within depth 3")

	u.solve.seconds.SetText("soon")
	mustContain(t, "limit error", u.solve.limitErr.Text, "time limit must be a number")
	test.Tap(u.solve.solve)
	mustContain(t, "status", u.status.text.Text, "Cannot solve")
	if c.running {
		t.Fatal("a search started with a bad limit")
	}
}

func TestPlayModeUndoHint(t *testing.T) {
	h := newHarness(t)
	u, c := h.u, h.c
	start := solver.MustParse("123/456/708") // one move from the goal
	c.setBoard(start)
	test.Tap(u.puzzle.play)
	mustContain(t, "moves", u.puzzle.moves.Text, "Moves: 0")

	c.tapCell(6) // tile 7, beside the blank: slides right
	if c.board != solver.MustParse("123/456/078") {
		t.Fatalf("tap did not slide: %v", c.board)
	}
	mustContain(t, "moves", u.puzzle.moves.Text, "Moves: 1")
	c.tapCell(0) // not beside the blank: nothing
	mustContain(t, "moves", u.puzzle.moves.Text, "Moves: 1")
	test.Tap(u.puzzle.undo)
	if c.board != start {
		t.Fatal("Undo did not take the move back")
	}
	test.Tap(u.puzzle.hint)
	if c.hint != 8 || u.puzzle.board.hint != 8 {
		t.Fatalf("hint marks cell %d, want 8 (tile 8 slides left)", c.hint)
	}
	mustContain(t, "status", u.status.text.Text, "Hint: slide 8 ← left")

	c.typedKey(keyEvent("Left")) // the tile right of the blank slides left
	if c.board != c.goal {
		t.Fatalf("Left arrow gave %v", c.board)
	}
	mustContain(t, "status", u.status.text.Text, "Solved by hand in 1 move: optimal!")
}

func TestEditModeSwapsAndKeyboardCursor(t *testing.T) {
	h := newHarness(t)
	u, c := h.u, h.c
	test.Tap(u.puzzle.edit)
	c.tapCell(0)
	if u.puzzle.board.picked != 0 {
		t.Fatal("first tap did not pick the tile")
	}
	c.tapCell(8)
	if c.board != solver.MustParse("023/456/781") {
		t.Fatalf("swap gave %v", c.board)
	}
	mustContain(t, "info", u.puzzle.info.Text, "Unsolvable")

	// keyboard: the cursor starts on the tile last tapped (cell 8); up to
	// cell 5 and pick, down to cell 8 and swap
	c.boardKey(keyEvent("Up"))
	c.boardKey(keyEvent("Space"))
	c.boardKey(keyEvent("Down"))
	c.boardKey(keyEvent("Space"))
	if c.board != solver.MustParse("023/451/786") {
		t.Fatalf("keyboard swap gave %v", c.board)
	}
}

func TestGoalPresetsAndRandomAtDistance(t *testing.T) {
	h := newHarness(t)
	u, c := h.u, h.c
	u.puzzle.goal.presets.SetSelected("spiral")
	if c.goal != solver.GoalSpiral {
		t.Fatalf("goal = %v", c.goal)
	}
	if u.puzzle.goal.field.entry.Text != "123/804/765" {
		t.Fatalf("goal field = %q", u.puzzle.goal.field.entry.Text)
	}
	h.waitFor("the spiral's table", func() bool { return c.table != nil && c.table.Goal == solver.GoalSpiral })
	if n := len(u.toolbar.dist.Options); n != 31 { // any distance, then 1..30
		t.Fatalf("distance options = %d, want 31", n)
	}
	u.toolbar.dist.SetSelected("12 moves")
	for range 5 {
		test.Tap(u.toolbar.random)
		if d := c.table.Distance(c.board); d != 12 {
			t.Fatalf("Random at 12 moves gave a board %d moves away", d)
		}
	}
	u.puzzle.goal.field.entry.SetText("blank first")
	if c.goal != solver.GoalBlankFirst || u.puzzle.goal.presets.Selected != "blank first" {
		t.Fatal("typing a preset name did not set the goal")
	}
	c.tapGoalCell(0)
	c.tapGoalCell(1)
	if c.goal != solver.MustParse("102/345/678") || u.puzzle.goal.presets.Selected != customGoal {
		t.Fatalf("goal swap gave %v (%s)", c.goal, u.puzzle.goal.presets.Selected)
	}
}

func TestPreferencesRestored(t *testing.T) {
	a := test.NewTempApp(t)
	h := newHarnessOn(t, a)
	c := h.c
	c.setGoal(solver.GoalBlankFirst)
	c.setBoard(solver.MustParse("102/345/678"))
	c.setAlgorithm(mustAlgo(t, "idastar-linear-conflict"))
	c.setSpeed(5)
	c.setTheme(themeDark)
	c.shutdown() // as on closing the window: writes what has not been written yet

	h2 := newHarnessOn(t, a)
	c2 := h2.c
	if c2.goal != solver.GoalBlankFirst || c2.board != solver.MustParse("102/345/678") {
		t.Fatalf("restored goal %v board %v", c2.goal, c2.board)
	}
	if c2.algo.Name != "idastar-linear-conflict" || c2.replay.speed != 5 || c2.theme != themeDark {
		t.Fatalf("restored %s speed %d theme %s", c2.algo.Name, c2.replay.speed, c2.theme)
	}
	mustContain(t, "picker", h2.u.solve.picker.button.Text, "IDA*")
	if h2.u.solve.picker.heuristic.Selected != "Linear conflict" {
		t.Fatalf("heuristic shown: %q", h2.u.solve.picker.heuristic.Selected)
	}

	a.Preferences().SetString(prefBoard, "not a board")
	a.Preferences().SetString(prefAlgorithm, "quantum")
	a.Preferences().SetInt(prefSpeed, 99)
	h3 := newHarnessOn(t, a)
	if h3.c.board != h3.c.goal || h3.c.algo.Name != solver.DefaultAlgorithm || h3.c.replay.speed != len(replaySpeeds)-1 {
		t.Fatal("bad stored preferences were not replaced by defaults")
	}
}

func TestAlgorithmPicker(t *testing.T) {
	h := newHarness(t)
	u, c := h.u, h.c
	p := u.solve.picker
	menu := p.menu()
	var labels []string
	for _, it := range menu.Items {
		labels = append(labels, it.Label)
	}
	want := []string{groupTitles[solver.Uninformed], "Breadth-first search  · optimal"}
	for i, w := range want {
		if labels[i] != w {
			t.Fatalf("menu item %d = %q, want %q (all: %q)", i, labels[i], w, labels)
		}
	}
	for _, it := range menu.Items {
		if it.Label == "Greedy best-first" {
			it.Action()
		}
	}
	if c.algo.Name != "greedy-manhattan" {
		t.Fatalf("picked %s", c.algo.Name)
	}
	mustContain(t, "optimal", p.optimal.Text, "not optimal")
	p.heuristic.SetSelected("Misplaced tiles")
	if c.algo.Name != "greedy-misplaced" {
		t.Fatalf("heuristic change gave %s", c.algo.Name)
	}
	for _, it := range p.menu().Items {
		if it.Label == "Depth-limited search" {
			it.Action()
		}
	}
	if c.algo.Name != "dls" || !p.heuristic.Disabled() || u.solve.depth.Disabled() {
		t.Fatal("DLS should disable the heuristic and enable the depth limit")
	}
}

func TestEveryAlgorithmSolvesInTheWindow(t *testing.T) {
	h := newHarness(t)
	u, c := h.u, h.c
	c.setBoard(solver.MustParse("813/402/765"))
	opt := c.table.Distance(c.board)
	for _, a := range solver.Algorithms() {
		c.setAlgorithm(a)
		c.selectTab(solveTab)
		c.replay.res = nil
		test.Tap(u.solve.solve)
		h.waitFor(a.Name+" to finish", func() bool { return !c.running })
		if c.replay.res == nil {
			t.Fatalf("%s: no solution; status %q", a.Name, c.status)
		}
		if a.Optimal && c.replay.res.Cost != opt {
			t.Fatalf("%s: %d moves, want %d", a.Name, c.replay.res.Cost, opt)
		}
	}
}

func TestLongPathReplays(t *testing.T) {
	h := newHarness(t)
	u, c := h.u, h.c
	// 60,000 moves of the blank going back and forth: longer than any
	// path DFS returns, to show nothing in the replay is linear per move.
	const n = 60000
	a := solver.GoalBlankLast
	b, _ := a.Apply(solver.Left)
	path := make([]solver.Board, n+1)
	for i := range path {
		path[i] = a
		if i%2 == 1 {
			path[i] = b
		}
	}
	c.showResult(solver.Result{Algorithm: "dfs", Status: solver.Solved, Path: path, Cost: n,
		Problem: solver.Problem{Start: a, Goal: a}})
	if u.replay.moves.Length() != n+1 {
		t.Fatalf("list length %d", u.replay.moves.Length())
	}
	for _, i := range []int{n, 30000, 1, n - 1, 45678} {
		u.replay.scrub.SetValue(float64(i))
		if c.replay.pos != i {
			t.Fatalf("scrub to %d gave %d", i, c.replay.pos)
		}
	}
	mustContain(t, "position", u.replay.position.Text, "move 45,678 of 60,000")
	mustContain(t, "row", u.replay.moveText(45678), "45678")
	mustContain(t, "title", u.replay.title.Text, "Depth-first search: 60,000 moves")
}

func TestMenuShortcuts(t *testing.T) {
	h := newHarness(t)
	u, c := h.u, h.c
	find := func(label string) func() {
		for _, m := range u.win.MainMenu().Items {
			for _, it := range m.Items {
				if it.Label == label {
					return it.Action
				}
			}
		}
		t.Fatalf("no menu item %q", label)
		return nil
	}
	find("Random board")()
	if c.board == c.goal {
		t.Fatal("Random board did nothing")
	}
	find("Solve")()
	h.waitFor("solve from the menu", func() bool { return c.replay.res != nil })
	find("Solve tab")()
	if u.tabs.SelectedIndex() != solveTab {
		t.Fatal("Solve tab item did not switch tabs")
	}
}

func mustAlgo(t *testing.T, name string) *solver.Algorithm {
	t.Helper()
	a, err := solver.AlgorithmByName(name)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

func TestEscInTextFieldStopsSearch(t *testing.T) {
	h := newHarness(t)
	u, c := h.u, h.c
	c.setBoard(solver.MustParse("867/254/301"))
	c.setWatch(true)
	test.Tap(u.solve.solve)
	h.waitFor("the search to start", func() bool { return c.progress.Expanded > 0 })
	u.win.Canvas().Focus(u.solve.nodes)
	u.solve.nodes.TypedKey(keyEvent(fyne.KeyEscape)) // what the window sends the focused field
	h.waitText("status", func() string { return u.status.text.Text }, "Stopped")
}

func TestWindowTitleThemeAndHelp(t *testing.T) {
	h := newHarness(t)
	u, c := h.u, h.c
	if got := u.win.Title(); got != "8-puzzle" { // the .desktop file's name: see window.go
		t.Errorf("title %q, want 8-puzzle", got)
	}
	if m := u.win.Content().MinSize(); m.Width > 1000 || m.Height > 650 {
		t.Fatalf("minimum size %v is too large for a laptop screen", m)
	}
	for _, want := range []themeChoice{themeLight, themeDark, themeSystem} {
		test.Tap(u.toolbar.theme)
		if c.theme != want || u.toolbar.theme.Text != string(want) {
			t.Fatalf("theme button gave %s (%q), want %s", c.theme, u.toolbar.theme.Text, want)
		}
	}
	text := helpText()
	for _, f := range families() {
		mustContain(t, "help", text, strings.ReplaceAll(f.title, "*", `\*`))
	}
	for _, hs := range solver.Heuristics() {
		mustContain(t, "help", text, hs.Title)
	}
}

func TestUnfinishedTextSurvivesTabSwitches(t *testing.T) {
	h := newHarness(t)
	u, c := h.u, h.c
	test.Tap(u.toolbar.random)
	test.Tap(u.solve.solve)
	h.waitFor("the replay", func() bool { return u.tabs.SelectedIndex() == replayTab })
	c.selectTab(solveTab)
	f := u.puzzle.field
	f.entry.SetText("1 2 3 4")
	c.selectTab(replayTab)
	c.step(1)
	if u.tabs.SelectedIndex() != replayTab {
		t.Fatal("the replay tab bounced back to Solve")
	}
	if f.entry.Text != "1 2 3 4" || f.problem.Text == "" {
		t.Fatalf("unfinished text lost: %q (%q)", f.entry.Text, f.problem.Text)
	}
	test.Tap(u.toolbar.random) // a new board replaces it: that is what Random is for
	if f.entry.Text != c.board.Rows() || f.problem.Text != "" {
		t.Fatalf("field = %q (%q) after Random", f.entry.Text, f.problem.Text)
	}
}

// The move list names the tile a person slides and the blank's move the
// command line prints, which point opposite ways.
func TestMoveListNamesTileAndBlank(t *testing.T) {
	h := newHarness(t)
	u, c := h.u, h.c
	start := solver.MustParse("123456708") // one move: the blank goes right, tile 8 slides left
	res, err := solver.Solve(context.Background(), "bfs", solver.Problem{Start: start, Goal: c.goal}, solver.Options{})
	if err != nil {
		t.Fatal(err)
	}
	c.showResult(res)
	row := u.replay.moveText(1)
	for _, want := range []string{"8 ←", "blank right"} {
		mustContain(t, "move row", row, want)
	}
}

// A clicked check box, slider or select keeps the focus; Esc must still
// stop the search and Space still play the replay.
func TestEscAndSpaceReachWindowFromFocusedControls(t *testing.T) {
	h := newHarness(t)
	u, c := h.u, h.c
	c.setBoard(solver.MustParse("867/254/301"))
	test.Tap(u.solve.watch) // a tap focuses the check box, as a click does
	if !c.watch {
		t.Fatal("tapping the check box did not turn slow motion on")
	}
	for _, f := range []fyne.Focusable{u.solve.watch, u.solve.watchRate, u.toolbar.dist} {
		test.Tap(u.solve.solve)
		h.waitFor("the search to start", func() bool { return c.running && c.progress.Expanded > 0 })
		u.win.Canvas().Focus(f)
		f.TypedKey(keyEvent(fyne.KeyEscape)) // what the window sends the focused control
		h.waitFor("Esc to stop the search", func() bool { return !c.running })
		mustContain(t, "status", u.status.text.Text, "Stopped")
	}

	c.setWatch(false)
	c.setBoard(solver.MustParse("123/456/708"))
	test.Tap(u.solve.solve)
	h.waitFor("the solution", func() bool { return c.replay.res != nil })
	c.selectTab(replayTab)
	u.win.Canvas().Focus(u.replay.scrub)
	u.replay.scrub.TypedKey(keyEvent(fyne.KeySpace))
	if !c.replay.playing {
		t.Fatal("Space on the focused scrub slider did not start the replay")
	}
}
