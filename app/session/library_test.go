package session

import (
	"strings"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/app/internal/savedexpr"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

// Named expressions: saved from the typed one, renamed, deleted,
// remembered; the typed one with a saved one's text is that heuristic
// (one option in the pickers); a bad name is refused with why.
func TestNamedExpressions(t *testing.T) {
	p := newPrefs(nil)
	h := open(t, p)
	a := h.s.Accuracy()
	if err := a.SaveExpression("mine"); err == nil {
		t.Error("saved with nothing typed")
	}
	a.SetExpression("manhattan + misplaced")
	if err := a.SaveExpression("mine"); err != nil {
		t.Fatal(err)
	}
	a.SetExpression("2 * manhattan")
	for _, bad := range []string{"", " mine", "MINE", "manhattan", "md", "2", "a;b", strings.Repeat("x", 25)} {
		if err := a.SaveExpression(bad); err == nil {
			t.Errorf("saved as %q", bad)
		}
	}
	if err := a.SaveExpression("twice"); err != nil {
		t.Fatal(err)
	}
	if err := a.RenameExpression("twice", "mine"); err == nil {
		t.Error("renamed onto a taken name")
	}
	if err := a.RenameExpression("twice", "double"); err != nil {
		t.Fatal(err)
	}
	a.UseExpression("mine")
	got := a.Saved()
	if len(got) != 2 || got[0].Name != "mine" || got[1].Name != "double" || got[1].Text != "2 * manhattan" {
		t.Fatalf("saved %+v", got)
	}
	if x := a.Expression(); x.Text != "manhattan + misplaced" || x.Heuristic != got[0].Heuristic {
		t.Errorf("used: %q, the same heuristic %v", x.Text, x.Heuristic == got[0].Heuristic)
	}
	// led by a named one, the algorithm is remembered too
	alg, _ := solver.FamilyAStar.WithHeuristic(got[1].Heuristic)
	h.s.SetAlgorithm(alg)

	h2 := open(t, p)
	a2 := h2.s.Accuracy()
	got2 := a2.Saved()
	if len(got2) != 2 || got2[1].Name != "double" || got2[1].Heuristic == nil {
		t.Fatalf("remembered %+v", got2)
	}
	if alg2 := h2.s.Algorithm(); alg2.Name != alg.Name || alg2.Heuristic != got2[1].Heuristic {
		t.Errorf("algorithm remembered as %s", alg2.Name)
	}
	a2.DeleteExpression("mine")
	if got := open(t, p).s.Accuracy().Saved(); len(got) != 1 || got[0].Name != "double" {
		t.Errorf("after a delete: %+v", got)
	}
}

// A damaged list falls back to empty with a line in the log; an entry that
// no longer compiles is kept and shown with its error.
func TestNamedExpressionsDamaged(t *testing.T) {
	for _, bad := range []any{"{", `{"name":"x"}`, `[{"name":"","text":"manhattan"}]`,
		`[{"name":"a","text":"manhattan"},{"name":"A","text":"misplaced"}]`, 12,
		`[{"name":"a","text":"` + strings.Repeat("1+", 300) + `1"}]`} {
		var h *fixture
		lines := logged(func() { h = open(t, newPrefs(map[string]any{savedexpr.PrefKey: bad})) })
		if got := h.s.Accuracy().Saved(); len(got) != 0 {
			t.Errorf("%v: saved %+v", bad, got)
		}
		if !strings.Contains(strings.Join(lines, "\n"), savedexpr.PrefKey) {
			t.Errorf("%v: log %q", bad, lines)
		}
	}
	h := open(t, newPrefs(map[string]any{savedexpr.PrefKey: `[{"name":"old","text":"manhattan +"},{"name":"ok","text":"misplaced"}]`}))
	got := h.s.Accuracy().Saved()
	if len(got) != 2 || got[0].Heuristic != nil || got[0].Err == "" || got[0].Text != "manhattan +" || got[1].Heuristic == nil {
		t.Errorf("saved %+v", got)
	}
}

// Named expressions are judged too, one after another, once the tab is
// seen; what the judge found decides a search's promise.
func TestNamedExpressionsJudged(t *testing.T) {
	h := open(t, newPrefs(map[string]any{savedexpr.PrefKey: `[{"name":"twice","text":"2 * manhattan"},{"name":"half","text":"manhattan / 2 + misplaced / 2"}]`}))
	a := h.s.Accuracy()
	alg, _ := solver.FamilyAStar.WithHeuristic(a.Saved()[1].Heuristic)
	h.s.SetAlgorithm(alg)
	if g := h.s.Guarantee(); g != solver.NoGuarantee {
		t.Errorf("before judging: %v", g)
	}
	h.s.SetTab(HeuristicsTab)
	h.waitFor("both judged", func() bool {
		s := a.Saved()
		return s[0].Figures != nil && s[1].Figures != nil
	})
	s := a.Saved()
	if s[0].Figures.Verdict.Admissible || !s[1].Figures.Verdict.Admissible {
		t.Errorf("verdicts %+v, %+v", s[0].Figures.Verdict, s[1].Figures.Verdict)
	}
	if g := h.s.Guarantee(); g != solver.Shortest {
		t.Errorf("judged admissible: %v", g)
	}
}
