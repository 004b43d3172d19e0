package session

import "testing"

// TestHintPatternDatabaseProgress: a hint on a size without a table
// searches with the pattern database, built at the first search; while it
// is built the status says how far it is (in a browser the build takes
// seconds), and Esc stops the hint.
func TestHintPatternDatabaseProgress(t *testing.T) {
	g := gatePatterns(t)
	h := on4x4(t)
	s := h.s
	s.Hint()
	h.waitFor("the build's progress", func() bool { return s.HintPreparing().Percent() == 45 })
	h.statusHas("Thinking about a hint: building pattern database for 4x4: 45%… (Esc stops)")
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
