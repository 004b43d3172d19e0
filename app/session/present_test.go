package session

import (
	"testing"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// TestPresentingRestoresTheTab: presentation mode ends on the tab it began
// on, whatever tabs were shown meanwhile, says so by its signal, and is
// not remembered between runs.
func TestPresentingRestoresTheTab(t *testing.T) {
	h := open(t, nil)
	s := h.s
	s.SetTab(ExploreTab)
	fired := 0
	s.PresentChanged.Watch(func() { fired++ })
	s.TogglePresenting()
	if !s.Presenting() || fired != 1 {
		t.Fatalf("after a toggle: presenting %v, %d signals", s.Presenting(), fired)
	}
	s.SetPresenting(true) // no change, no signal
	s.SetTab(ReplayTab)
	s.SetTab(CompareTab)
	s.SetPresenting(false)
	if s.Presenting() || s.Tab() != ExploreTab || fired != 2 {
		t.Fatalf("after leaving: presenting %v on tab %d, %d signals; want the Explore tab back", s.Presenting(), s.Tab(), fired)
	}
	s.SetPresenting(true)
	s.Shutdown()
	if again := open(t, h.p); again.s.Presenting() {
		t.Fatal("presentation mode was remembered: the next window opened presenting")
	}
}

// TestExpandingFollowsTheStep: the board an exploration shows is the start
// at step 0 and the board each expansion took after, as its log says.
func TestExpandingFollowsTheStep(t *testing.T) {
	h := open(t, nil)
	s := h.s
	start := solver.MustParse("123/456/078")
	s.SetBoard(start)
	e := s.Exploration()
	if _, ok := e.State().Expanding(); ok {
		t.Fatal("a board to show before anything was explored")
	}
	e.Explore()
	h.waitFor("the exploration to end", func() bool { return !e.Running() && e.State().Log != nil })
	e.ToStart()
	if b, ok := e.State().Expanding(); !ok || b != start {
		t.Fatalf("step 0 shows %v, want the start %v", b, start)
	}
	for k := 1; k <= e.State().Steps; k++ {
		e.StepForward()
		st := e.State()
		_, n, _ := st.Log.Step(k)
		if b, _ := st.Expanding(); st.Step != k || b != n.Board {
			t.Fatalf("step %d (at %d) shows %v, its expansion took %v", k, st.Step, b, n.Board)
		}
	}
}
