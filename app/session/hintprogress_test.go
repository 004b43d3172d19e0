package session

import "testing"

// TestHintPatternDatabaseProgress: a hint on a size without a table
// searches with the pattern database, built at the first search; while it
// is built the status says how far it is (in a browser the build takes
// seconds), and Esc stops the hint. The progress is the status line's
// alone: each report fired PuzzleChanged, which every tab redraws on (ten
// times a second, tasks of up to 1.5 s in a browser, issue 21 item 14).
func TestHintPatternDatabaseProgress(t *testing.T) {
	g := gatePatterns(t)
	h := on4x4(t)
	s := h.s
	s.Hint()
	puzzle := 0
	s.PuzzleChanged.Watch(func() { puzzle++ })
	h.waitFor("the build's progress", func() bool { return s.HintPreparing().Percent() == 45 })
	h.statusHas("Thinking about a hint: building pattern database for 4x4: 45%… (Esc stops)")
	if puzzle != 0 {
		t.Errorf("the build's progress fired PuzzleChanged %d times: every view redraws on it", puzzle)
	}
	s.Escape()
	if s.Thinking() {
		t.Error("still thinking after Esc")
	}
	h.waitFor("the build given up", g.cancelled.Load)
	if p := s.HintPreparing(); p.What != "" {
		t.Errorf("still preparing %+v", p)
	}
	h.statusHasNot("building")
	// built: the hint comes
	g.release()
	s.Hint()
	h.waitFor("the hint", func() bool { return !s.Thinking() })
	h.statusHas("Hint: slide")
}
