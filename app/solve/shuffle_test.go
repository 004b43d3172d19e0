package solve

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

// TestShuffleAndWeightPanel: the Solve tab's move order (fixed, or
// shuffled with a seed) and A* weight are the session's, both ways, a bad
// value changes nothing, and a solve runs with them (the Replay tab's
// numbers then name them: app/replay).
func TestShuffleAndWeightPanel(t *testing.T) {
	f := newDefaultFixture(t)
	s, v := f.s, f.v
	if v.shuffle.Selected != orderFixed || !v.seed.Disabled() || v.order.Disabled() || v.weight.Text != "1" {
		t.Fatalf("a new panel shows %q, seed disabled %v, order disabled %v, weight %q", v.shuffle.Selected, v.seed.Disabled(), v.order.Disabled(), v.weight.Text)
	}
	v.shuffle.SetSelected(orderShuffled)
	if got := s.Conventions().Shuffle; got != 1 || v.seed.Disabled() || !v.order.Disabled() {
		t.Fatalf("shuffled: seed %d in the session, seed field disabled %v, order disabled %v", got, v.seed.Disabled(), v.order.Disabled())
	}
	v.seed.SetText("")
	test.Type(v.seed, "7")
	if got := s.Conventions().Shuffle; got != 7 {
		t.Fatalf("typed seed 7, the session has %d", got)
	}
	v.seed.SetText("x") // not a seed: the last good one stays
	if got := s.Conventions().Shuffle; got != 7 || v.seed.Validate() == nil {
		t.Fatalf("a bad seed: the session has %d, the field's error %v", got, v.seed.Validate())
	}
	v.seed.SetText("7")

	v.weight.SetText("1.5")
	if s.Weight() != 1.5 || v.weightNote.Text != "w 1.5: a path at most 1.5× the shortest" {
		t.Fatalf("weight %v, note %q", s.Weight(), v.weightNote.Text)
	}
	v.weight.SetText("0.5")
	if s.Weight() != 1.5 || v.weight.Validate() == nil {
		t.Fatalf("a weight below 1 was taken: %v (field error %v)", s.Weight(), v.weight.Validate())
	}
	v.weight.SetText("1.5")

	s.SetBoard(solver.MustParse("123/456/078"))
	test.Tap(v.solve)
	f.waitFor("the replay", func() bool { return s.Replay().Result != nil })
	r := s.Replay().Result
	if got, want := session.ResultConventionsText(*r), "ties newest, moves shuffled (seed 7), weight 1.5"; got != want {
		t.Fatalf("the solve ran with %q, want %q", got, want)
	}
	bfs, _ := solver.AlgorithmByName("bfs")
	s.SetAlgorithm(bfs)
	if v.weightNote.Text != "w 1.5: for A* only; Breadth-first search takes none" {
		t.Errorf("with bfs chosen the note says %q", v.weightNote.Text)
	}

	// set elsewhere (a reset, a restart): the panel follows
	s.SetConventions(solver.Conventions{Shuffle: 99})
	s.SetWeight(3)
	if v.shuffle.Selected != orderShuffled || v.seed.Text != "99" || v.weight.Text != "3" {
		t.Fatalf("the panel shows %q, seed %q, weight %q", v.shuffle.Selected, v.seed.Text, v.weight.Text)
	}
	s.SetConventions(solver.Conventions{})
	if v.shuffle.Selected != orderFixed || !v.seed.Disabled() || v.order.Disabled() || s.Conventions() != (solver.Conventions{}) {
		t.Fatalf("after a reset the panel shows %q (seed disabled %v, order disabled %v), the session %v", v.shuffle.Selected, v.seed.Disabled(), v.order.Disabled(), s.Conventions())
	}
}
