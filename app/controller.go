package app

import (
	"context"
	"math/rand/v2"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// mode says what a tap on the board does.
type mode int

const (
	editMode mode = iota // tap two tiles to swap them
	playMode             // tap a tile beside the blank to slide it
)

// The tabs beside the board, in order.
const (
	solveTab = iota
	replayTab
	compareTab
)

// signal is a list of views to tell when a part of the state changes. Every
// emit happens on the UI goroutine, so views may touch widgets directly.
type signal []func()

func (s *signal) watch(f func()) { *s = append(*s, f) }

func (s signal) emit() {
	for _, f := range s {
		f()
	}
}

// controller holds the whole state of the window; views read it and call
// its methods, and it tells them what changed through signals. All fields
// belong to the UI goroutine: goroutines it starts hand results back with do.
type controller struct {
	app       fyne.App
	do        func(func()) // runs f on the UI goroutine: fyne.Do, or a test's queue
	prefs     fyne.Preferences
	saveTimer *time.Timer // a pending write of the preferences
	rng       *rand.Rand
	wg        sync.WaitGroup // goroutines started here, so shutdown can wait for them

	board, goal solver.Board
	table       *solver.Table // distances to goal; nil while it is built
	tableCancel context.CancelFunc

	mode    mode
	history []solver.Board // boards before each play move, for undo
	hint    int            // cell of the tile a hint points at; -1: none
	cursor  int            // keyboard cursor on the board in edit mode; -1: none
	picked  int            // edit mode: the cell tapped first, waiting for a second; -1: none

	goalPicked int // the same for the small goal board

	randomDist int // Random draws at this exact distance; 0: any solvable board

	solveState // solve.go
	replay     replayState

	tab       int
	selectTab func(int) // set by the window: shows a tab
	help      func()    // set by the window: shows the help

	status     string
	statusKind widget.Importance
	theme      themeChoice

	puzzleChanged   signal // board, goal, table, mode, play moves, hint, selection
	runChanged      signal // a search started, stopped or finished; options changed
	progressChanged signal // new numbers from the running search
	replayChanged   signal // a result was loaded, or the replay moved
	statusChanged   signal
	tabChanged      signal

	compare *compareView // the Compare tab, which runs comparisons of its own (compare.go)

	trace *tracer // trace.go: what the end-to-end test reads; nil unless asked for
}

func newController(a fyne.App, do func(func())) *controller {
	c := &controller{
		app: a, do: do, prefs: a.Preferences(),
		rng:   rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64())),
		board: solver.GoalBlankLast, goal: solver.GoalBlankLast,
		hint: -1, cursor: -1, picked: -1, goalPicked: -1, tab: solveTab,
		selectTab: func(int) {}, help: func() {},
	}
	c.solveState.init()
	c.replay.speed = defaultSpeed
	c.load()
	c.trace = startTrace(c) // before loadTable, so the trace sees the table arrive
	c.loadTable()
	return c
}

// current returns the board being worked on and the goal: what a solve
// starts from. The compare view reads it.
func (c *controller) current() (board, goal solver.Board) { return c.board, c.goal }

// onPuzzleChange calls f whenever the board, the goal or anything shown
// with them changes (for the compare view: to know when its runs are stale).
func (c *controller) onPuzzleChange(f func()) { c.puzzleChanged.watch(f) }

// setStatus shows a one-line message in the status bar.
func (c *controller) setStatus(kind widget.Importance, text string) {
	c.status, c.statusKind = text, kind
	c.statusChanged.emit()
}

// showPuzzle brings the user's own board back into view when the replay is
// showing a solution on it, so an edit is never made out of sight.
func (c *controller) showPuzzle() {
	if c.tab == replayTab {
		c.selectTab(solveTab)
	}
}

// setTab records the tab the window shows; the window calls it.
func (c *controller) setTab(i int) {
	if i == c.tab {
		return
	}
	c.tab = i
	if i != replayTab {
		c.pause() // a replay nobody sees need not run
	}
	c.tabChanged.emit()
}

// setTheme applies and remembers the light/dark choice.
func (c *controller) setTheme(t themeChoice) {
	c.theme = t
	c.app.Settings().SetTheme(themeFor(t))
	c.remember()
	c.setStatus(widget.MediumImportance, "Theme: "+string(t)+".")
}

// shutdown stops every goroutine the controller started and waits for
// them: the window is closing, or a test is ending.
func (c *controller) shutdown() {
	c.supersede("")
	if c.compare != nil {
		c.compare.shutdown()
	}
	c.pause()
	if c.tableCancel != nil {
		c.tableCancel()
	}
	if c.saveTimer != nil {
		c.save()
	}
	c.wg.Wait()
	c.trace.stop() // last: the test reads "quit" as a clean shutdown
}
