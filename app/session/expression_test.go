package session

import (
	"strings"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/app/lesson"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

func (h *fixture) expression(goal solver.Board) ExpressionState {
	h.t.Helper()
	a := h.s.Accuracy()
	h.waitFor("the expression judged on "+goal.String(), func() bool {
		st := a.Expression()
		return st.Figures != nil || st.Failure != ""
	})
	return a.Expression()
}

func TestExpressionJudgedAndShown(t *testing.T) {
	h := open(t, nil)
	s, a := h.s, h.s.Accuracy()
	_, goal := s.Puzzle()
	s.SetTab(HeuristicsTab)

	a.SetExpression("max(manhattan, foo)")
	if st := a.Expression(); st.Column != 16 || !strings.Contains(st.Err, "unknown term foo") || st.Judging {
		t.Fatalf("a mistake: %+v", st)
	}
	a.SetExpression("manhattan + misplaced")
	if st := a.Expression(); st.Err != "" || !st.Judging {
		t.Fatalf("a good expression is judged: %+v", st)
	}
	st := h.expression(goal)
	v := st.Figures.Verdict
	if st.Failure != "" || v.Admissible || v.Boards != 181440 || st.Figures.Accuracy == nil {
		t.Fatalf("judged: %+v", st)
	}
	if !a.ShowOverestimate() {
		t.Fatal("no counterexample shown")
	}
	if b, _ := s.Puzzle(); b != v.OverBoard {
		t.Errorf("the board is %v, the counterexample %v", b, v.OverBoard)
	}
	if got := h.p.StringWithFallback(prefExpression, ""); got != "manhattan + misplaced" {
		t.Errorf("remembered %q", got)
	}
	// an admissible one has no counterexample
	a.SetExpression("max(manhattan, linear_conflict)")
	if st := h.expression(goal); !st.Figures.Verdict.Admissible || a.ShowOverestimate() {
		t.Errorf("admissible: %+v", st)
	}
}

// A new text while one is judged drops the first: what shows is the last
// text's verdict.
func TestExpressionSuperseded(t *testing.T) {
	h := open(t, nil)
	s, a := h.s, h.s.Accuracy()
	_, goal := s.Puzzle()
	s.SetTab(HeuristicsTab)
	a.SetExpression("misplaced + 100")
	a.SetExpression("misplaced")
	h.expression(goal)
	h.q.Drain()
	st := a.Expression()
	if st.Text != "misplaced" || st.Figures == nil || !st.Figures.Verdict.Admissible {
		t.Errorf("after two texts: %+v", st)
	}
}

func TestExpressionRemembered(t *testing.T) {
	p := newPrefs(map[string]any{prefExpression: "md[1] + md[2]"})
	h := open(t, p)
	if st := h.s.Accuracy().Expression(); st.Text != "md[1] + md[2]" || st.Heuristic == nil {
		t.Errorf("loaded: %+v", st)
	}
}

// One search, one guarantee: A* led by an inadmissible expression finds
// the shortest path on this board by luck; the status line says so
// without calling it optimal beside the badge's "no guarantee", and
// names the search by its title (it named it astar-manhattan + misplaced).
func TestInadmissibleSearchPromisesNothing(t *testing.T) {
	h := open(t, nil)
	s, a := h.s, h.s.Accuracy()
	a.SetExpression("manhattan + misplaced")
	alg, err := solver.FamilyAStar.WithHeuristic(a.Expression().Heuristic)
	if err != nil {
		t.Fatal(err)
	}
	s.SetAlgorithm(alg)
	s.SetBoard(solver.MustParse("867254301"))
	h.solve()
	st := s.Status().Text
	if !strings.Contains(st, "Solved in 31 moves") || strings.Contains(st, "optimal") || !strings.Contains(st, "no guarantee") {
		t.Errorf("status %q", st)
	}
	if !strings.Contains(st, "A* search (manhattan + misplaced)") {
		t.Errorf("status names the search: %q", st)
	}
	if g := s.Guarantee(); g != solver.NoGuarantee {
		t.Errorf("guarantee %v", g)
	}
}

// A chosen algorithm led by the user's expression is remembered as such
// (it fell back to its family's default); one whose expression no longer
// compiles, or is not the Heuristics tab's, falls back to the default
// with a line in the log.
func TestAlgorithmLedByExpressionRemembered(t *testing.T) {
	p := newPrefs(nil)
	h := open(t, p)
	a := h.s.Accuracy()
	a.SetExpression("max(manhattan, misplaced) + 1")
	ida, err := solver.FamilyIDAStar.WithHeuristic(a.Expression().Heuristic)
	if err != nil {
		t.Fatal(err)
	}
	h.s.SetAlgorithm(ida)
	h2 := open(t, p)
	got := h2.s.Algorithm()
	if got.Name != "idastar-max(manhattan, misplaced) + 1" || got.Heuristic != h2.s.Accuracy().Expression().Heuristic {
		t.Errorf("restored %s", got.Name)
	}
	for _, c := range []struct{ algo, expr, why string }{
		{"astar-manhattan +", "manhattan +", "does not compile"},
		{"greedy-misplaced * 2", "misplaced * 3", "not the Heuristics tab's"},
		{"astar-misplaced * 2", "", "not the Heuristics tab's"},
		{"astar-misplaced * 2", "misplaced", "nor a named one"},
	} {
		var h3 *fixture
		lines := logged(func() { h3 = open(t, newPrefs(map[string]any{prefAlgorithm: c.algo, prefExpression: c.expr})) })
		if got := h3.s.Algorithm(); got.Name != solver.DefaultAlgorithm {
			t.Errorf("%q: restored %s", c.algo, got.Name)
		}
		if log := strings.Join(lines, "\n"); !strings.Contains(log, c.why) {
			t.Errorf("%q: log %q", c.algo, log)
		}
	}
}

// A lesson whose search is led by an expression sets the Heuristics
// tab's expression to it, and its search is led by the tab's heuristic
// (so that the pickers keep it); saved again, it carries the text.
func TestLessonLedByExpression(t *testing.T) {
	h := open(t, nil)
	s := h.s
	text := "eightpuzzle lesson 1\nboard: 867/254/301\nalgorithm: greedy\nheuristic: manhattan * 2\n"
	if err := s.OpenLesson("mine.8puzzle", strings.NewReader(text)); err != nil {
		t.Fatal(err)
	}
	a, x := s.Algorithm(), s.Accuracy().Expression()
	if a.Name != "greedy-manhattan * 2" || x.Text != "manhattan * 2" || a.Heuristic != x.Heuristic {
		t.Errorf("opened: %s, the tab's expression %q", a.Name, x.Text)
	}
	if saved := string(lesson.Format(s.Lesson(""))); !strings.Contains(saved, "heuristic: manhattan * 2\n") {
		t.Errorf("saved:\n%s", saved)
	}
}
