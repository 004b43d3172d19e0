package lesson

import (
	"strings"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// A lesson carries a heuristic typed as an expression by its text: it is
// written, read back, and leads the family named; an old lesson naming a
// built-in opens as before; a heuristic that is neither is an error that
// says both.
func TestLessonCarriesAnExpression(t *testing.T) {
	h, err := solver.ParseHeuristic("max(manhattan, misplaced) + 1")
	if err != nil {
		t.Fatal(err)
	}
	a, err := solver.FamilyIDAStar.WithHeuristic(h)
	if err != nil {
		t.Fatal(err)
	}
	l := Default(solver.Square3, solver.MustParse("867254301"))
	l.Algorithm = a
	text := Format(l)
	if !strings.Contains(string(text), "heuristic: max(manhattan, misplaced) + 1\n") {
		t.Fatalf("written:\n%s", text)
	}
	got, err := Parse(text)
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	if got.Algorithm.Name != a.Name || got.Algorithm.Heuristic.Expression() != "max(manhattan, misplaced) + 1" {
		t.Errorf("read back %s", got.Algorithm.Name)
	}
	old, err := Parse([]byte("eightpuzzle lesson 1\nboard: 867/254/301\nalgorithm: astar\nheuristic: linear-conflict\n"))
	if err != nil || old.Algorithm.Name != "astar-linear-conflict" {
		t.Errorf("an old lesson: %v, %v", old.Algorithm, err)
	}
	_, err = Parse([]byte("eightpuzzle lesson 1\nboard: 867/254/301\nalgorithm: astar\nheuristic: manhatan +\n"))
	if err == nil || !strings.Contains(err.Error(), "unknown heuristic") || !strings.Contains(err.Error(), "as an expression") {
		t.Errorf("a mistake: %v", err)
	}
}
