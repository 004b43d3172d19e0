package solver

import "testing"

// A result of a search led by an expression names its algorithm
// FAMILY-EXPRESSION: AlgorithmNamed makes it again, so that the views
// title it and ask what it promises; the registry's names resolve as
// AlgorithmByName does, and a name of neither kind is an error.
func TestAlgorithmNamed(t *testing.T) {
	h, err := ParseHeuristic("manhattan + misplaced")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range []Family{FamilyAStar, FamilyIDAStar, FamilyGreedy} {
		a, err := f.WithHeuristic(h)
		if err != nil {
			t.Fatal(err)
		}
		b, err := AlgorithmNamed(a.Name)
		if err != nil {
			t.Fatalf("%s: %v", a.Name, err)
		}
		if b.Title != a.Title || b.Family != f || b.Heuristic.Expression() != "manhattan + misplaced" || b.Optimal {
			t.Errorf("%s made again as %s (%s, optimal %v)", a.Name, b.Name, b.Title, b.Optimal)
		}
	}
	if a, err := AlgorithmNamed("astar-manhattan"); err != nil || a.Heuristic.Expression() != "" {
		t.Errorf("astar-manhattan: %v, %v", a, err)
	}
	for _, bad := range []string{"astar-manhattan +", "nope", "bfs-manhattan", ""} {
		if _, err := AlgorithmNamed(bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}
