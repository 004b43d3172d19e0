package session

import (
	"fmt"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/wide"
)

// Kind says how a status line reads: plain, good news, a warning or an
// error. Views map it to a colour; the session never names one.
type Kind int

const (
	Info Kind = iota
	Success
	Warning
	Danger
)

// Status is one line for the status bar, computed from the state.
type Status struct {
	Text string
	Kind Kind
}

// note is a message about something the user just did (a hint, a theme,
// a board solved by hand). It holds only while the puzzle it was about is
// the one on screen, so it cannot outlive what it describes.
type note struct {
	Status
	board, goal solver.Board
	wb, wg      wide.Board // on a side of 5
	// text, when not nil, writes the note when shown: one made before
	// the window hands in its translator
	text func() string
}

func (s *Session) setNote(k Kind, text string) {
	s.note = &note{Status: Status{text, k}, board: s.board, goal: s.goal, wb: s.wboard, wg: s.wgoal}
	s.noteID++
	s.Changed.emit()
}

// Status is the status bar's line, derived from the state and from what
// is on screen: the tab's own activity or results (Compare, Explore, Race),
// else the running search, else the latest note that still holds, else the
// result the tab shows (the Replay's, which may be a Compare row's; the
// Solve tab's last search of this very board and goal), else what is known
// about the board. A tab never shows another tab's result.
func (s *Session) Status() Status {
	// the tab that does not run on 5x5 yet (Heuristics) says so itself;
	// Compare, Explore and the race do
	if st, ok := s.tabStatus(); ok && (!s.Wide() || s.tab == CompareTab || s.tab == ExploreTab || s.tab == RaceTab) {
		return st
	}
	if st, ok := s.searchStatus(); ok {
		return st
	}
	if s.thinking == s.board && s.thinking != 0 {
		if s.hintPrepare.What != "" {
			return Status{tr("Thinking about a hint: ") + uncapitalize(PrepareText(s.hintPrepare)) + tr(" (Esc stops)"), Info}
		}
		return Status{tr("Thinking about a hint… (Esc stops)"), Info}
	}
	if n := s.note; n != nil && n.board == s.board && n.goal == s.goal && n.wb == s.wboard && n.wg == s.wgoal {
		if n.text != nil {
			return Status{n.text(), n.Kind}
		}
		return n.Status
	}
	if p := s.LimitsProblem(); p != "" && s.tab == SolveTab {
		// the fields say it in small red letters; the line invited a
		// Solve that the field would refuse
		return Status{cannotSolve(p), Warning}
	}
	switch r := s.search.last; {
	case s.tab == ReplayTab && s.replay.res != nil:
		return s.resultStatus(*s.replay.res, s.replay.watched)
	case s.tab == SolveTab && r != nil && r.Problem == s.problem() && s.search.runForW == s.wideProblem():
		return s.resultStatus(*r, s.search.slowed)
	}
	switch d := s.Distance(); {
	case d == -1:
		return Status{tr("This board can never reach the goal: they differ in parity. Swap any two tiles to make it solvable."), Warning}
	case d == 0:
		return Status{tr("Press Random for a puzzle, or type one under the board; then Solve. F1 for help."), Info}
	case d > 0:
		return Status{fmt.Sprintf(tr("Solvable in %s at best. Press Solve (Ctrl+Enter), or slide the tiles yourself."), plural(d, "move", "moves")), Info}
	case d == Unknown:
		msg := tr("Solvable. Press Solve (Ctrl+Enter), or slide the tiles yourself.")
		if h := s.Hopeless(); h != "" {
			msg = fmt.Sprintf(tr("Solvable, but %s is hopeless at %s (the Solve tab says why): pick another algorithm, or Solve anyway."), AlgorithmTitle(s.search.algo), s.shape)
		}
		return Status{msg, Info}
	}
	return Status{tr("Measuring the distance to the goal…"), Info}
}

// tabStatus is the line of the Compare, Explore or Race tab in view about
// its own activity or results, when it has one.
func (s *Session) tabStatus() (Status, bool) {
	switch s.tab {
	case CompareTab:
		st := s.compare.Status()
		return st, st.Text != ""
	case ExploreTab:
		return s.explore.status()
	case RaceTab:
		st := s.race.Status()
		return st, st.Text != ""
	}
	return Status{}, false
}

// PuzzleInfo is the line under the board: whether it can reach the goal
// and how far it is, or where the replay is.
func (s *Session) PuzzleInfo() Status {
	if s.ShowsReplay() {
		return Status{fmt.Sprintf(tr("Replaying the solution: move %s of %s."),
			count(int64(s.replay.pos)), count(int64(s.replay.last()))), Info}
	}
	switch d := s.Distance(); d {
	case -1:
		return Status{tr("Unsolvable: this board can never reach the goal. Swap any two tiles to fix it."), Danger}
	case Measuring:
		return Status{tr("Solvable. Measuring the distance…"), Info}
	case Unknown:
		if s.shape == Square5 { // 7.76e+24 boards: more than a count writes
			return Status{fmt.Sprintf(tr("Solvable; the distance is unknown (%.3g boards). Hint is off on %v: a shortest move takes hours to find."),
				s.shape.Reachable(), s.shape), Info}
		}
		if s.Wide() {
			return Status{fmt.Sprintf(tr("Solvable; the distance is unknown: %v has %s boards, and no table. No hint here yet; Solve finds a path."),
				s.shape, count(int64(s.shape.Reachable()))), Info}
		}
		return Status{fmt.Sprintf(tr("Solvable. The distance is unknown: %v has %s boards, too many to table; a search finds it."),
			s.shape, count(int64(s.shape.Reachable()))), Info}
	case 0:
		return Status{tr("This is the goal. Press Random for a puzzle."), Success}
	default:
		return Status{fmt.Sprintf(tr("Solvable: %s from the goal at best."), plural(d, "move", "moves")), Success}
	}
}
