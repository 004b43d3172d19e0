package session

import "github.com/eightpuzzle/eightpuzzle/solver"

// presentation is presentation mode's state: on, and the tab to go back
// to when it ends. What presenting looks like (full screen, large type,
// high contrast, the stepping controls alone) is the window's to decide;
// the window keeps its own size and look to restore, as the session keeps
// the tab.
type presentation struct {
	on   bool
	from Tab
}

// Presenting says whether the window is in presentation mode, for a
// projector.
func (s *Session) Presenting() bool { return s.present.on }

// SetPresenting enters or leaves presentation mode. Leaving it brings back
// the tab that was in view when it began: a teacher may show the Replay and
// the Explore tab in turn, and finds the window as it was.
func (s *Session) SetPresenting(on bool) {
	if on == s.present.on {
		return
	}
	s.present.on = on
	if on {
		s.present.from = s.tab
	} else {
		s.SetTab(s.present.from)
	}
	s.emit(&s.PresentChanged)
}

// TogglePresenting enters presentation mode, or leaves it.
func (s *Session) TogglePresenting() { s.SetPresenting(!s.present.on) }

// Expanding is the board the exploration shows at its step: the one being
// expanded, or the start before the first expansion; false when nothing
// is recorded.
func (st ExploreState) Expanding() (solver.Board, bool) {
	if st.Log == nil {
		return 0, false
	}
	if _, n, ok := st.Log.Step(st.Step); ok {
		return n.Board, true
	}
	return st.Log.Problem().Start, true
}
