package session

import (
	"sync"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// Tab is a page beside the board. The session decides which one should be
// in view (a finished search opens the Replay); the window watches it.
type Tab int

const (
	SolveTab Tab = iota
	ReplayTab
	CompareTab
)

// Session is the whole state of the window. See the package comment.
type Session struct {
	do    func(func())
	prefs Prefs
	wg    sync.WaitGroup // every goroutine started here, so Shutdown can wait

	board, goal solver.Board
	tab         Tab

	compare *Comparison

	// PuzzleChanged fires when the board, the goal or what is shown with
	// them changes; TabChanged when the tab in view should change.
	PuzzleChanged, TabChanged Signal
}

// New restores the remembered session from prefs. do runs a function on
// the UI goroutine: fyne.Do in the app, a queue in tests.
func New(prefs Prefs, do func(func())) *Session {
	s := &Session{do: do, prefs: prefs, board: solver.GoalBlankLast, goal: solver.GoalBlankLast}
	s.compare = newComparison(compareEnv{do: do, prefs: prefs, wg: &s.wg, current: s.Puzzle})
	return s
}

// Puzzle is the board being worked on and the goal it is to reach.
func (s *Session) Puzzle() (board, goal solver.Board) { return s.board, s.goal }

// Comparison is the Compare tab's state.
func (s *Session) Comparison() *Comparison { return s.compare }

// Tab is the tab that should be in view.
func (s *Session) Tab() Tab { return s.tab }

// OpenReplay loads a finished search into the replay and brings the
// Replay tab into view.
func (s *Session) OpenReplay(res solver.Result) {
	// TODO(lead): the replay model.
	s.tab = ReplayTab
	s.TabChanged.emit()
}

// Shutdown stops every goroutine the session started and waits for them.
func (s *Session) Shutdown() {
	s.compare.shutdown()
	s.wg.Wait()
}
