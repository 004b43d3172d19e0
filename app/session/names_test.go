package session

import (
	"strings"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// TestFamilyDescriptionKeepsAnOnlyHeuristic: Help says "a heuristic" for
// a family's heuristic, but a family that has one heuristic only names it
// (parallel IDA* read "led by the a heuristic").
func TestFamilyDescriptionKeepsAnOnlyHeuristic(t *testing.T) {
	for _, a := range solver.Algorithms() {
		f := a.Family
		desc := FamilyDescription(f)
		if strings.Contains(desc, "the a heuristic") {
			t.Errorf("%s: %q", f, desc)
		}
		if len(f.Members()) == 1 && a.Heuristic != nil && !strings.Contains(desc, strings.ToLower(a.Heuristic.Title)) {
			t.Errorf("%s has only %s, and does not name it: %q", f, a.Heuristic.Title, desc)
		}
	}
}

// A weighted A*'s description names its heuristic as a sentence does: in
// English Manhattan keeps its capital.
func TestWeightedDescriptionNamesTheHeuristic(t *testing.T) {
	a, err := solver.AlgorithmByName("astar-manhattan")
	if err != nil {
		t.Fatal(err)
	}
	if d, want := AlgorithmDescriptionFor(a, 3), "plus 3 times Manhattan distance;"; !strings.Contains(d, want) {
		t.Errorf("%q does not say %q", d, want)
	}
	a, _ = solver.AlgorithmByName("astar-linear-conflict")
	if d, want := AlgorithmDescriptionFor(a, 3), "plus 3 times linear conflict;"; !strings.Contains(d, want) {
		t.Errorf("%q does not say %q", d, want)
	}
}
