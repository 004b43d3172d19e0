package session

import (
	"context"
	"errors"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/accuracy"
)

// countAccuracy makes accuracyFor count its calls, by goal, for the test.
func countAccuracy(t *testing.T) func() []solver.Board {
	var mu sync.Mutex
	var goals []solver.Board
	old := accuracyFor
	accuracyFor = func(ctx context.Context, sh solver.Shape, goal solver.Board) ([]accuracy.HeuristicAccuracy, error) {
		mu.Lock()
		goals = append(goals, goal)
		mu.Unlock()
		return old(ctx, sh, goal)
	}
	t.Cleanup(func() { accuracyFor = old })
	return func() []solver.Board {
		mu.Lock()
		defer mu.Unlock()
		return slices.Clone(goals)
	}
}

func (h *fixture) figures(goal solver.Board) AccuracyFigures {
	h.t.Helper()
	a := h.s.Accuracy()
	h.waitFor("the accuracy of "+goal.String(), func() bool {
		f := a.Figures()
		return f.Goal == goal && (f.Heuristic != nil || f.Failure != "")
	})
	return a.Figures()
}

func TestAccuracyComputedOncePerGoal(t *testing.T) {
	calls := countAccuracy(t)
	h := open(t, nil)
	s, a := h.s, h.s.Accuracy()
	_, goal := s.Puzzle()
	h.q.Drain()
	if n := len(calls()); n != 0 || a.Figures().Computing {
		t.Fatalf("computed %d times before the tab was shown", n)
	}
	s.SetTab(HeuristicsTab)
	if f := a.Figures(); !f.Computing || f.Goal != goal {
		t.Fatalf("showing the tab: %+v, want a computation for %v", f, goal)
	}
	f := h.figures(goal)
	measurable := measurableHeuristics(t, solver.Square3, goal)
	if f.Computing || f.Failure != "" || len(f.Heuristic) != len(measurable) {
		t.Fatalf("figures: computing %v, failure %q, %d heuristics, want %d", f.Computing, f.Failure, len(f.Heuristic), len(measurable))
	}
	for i, hs := range measurable {
		if f.Heuristic[i].Name != hs.Name || f.Heuristic[i].Admissible != hs.Admissible() {
			t.Errorf("heuristic %d is %q, admissible %v", i, f.Heuristic[i].Name, f.Heuristic[i].Admissible)
		}
	}
	// leaving and coming back reuses them
	s.SetTab(SolveTab)
	s.SetTab(HeuristicsTab)
	h.q.Drain()
	if got := calls(); !slices.Equal(got, []solver.Board{goal}) {
		t.Fatalf("computed for %v, want once for %v", got, goal)
	}

	// a new goal is measured even while another tab is shown, so that
	// the figures are ready when the tab comes back
	s.SetTab(SolveTab)
	s.SetGoal(solver.GoalBlankFirst)
	h.figures(solver.GoalBlankFirst)
	if got := calls(); !slices.Equal(got, []solver.Board{goal, solver.GoalBlankFirst}) {
		t.Fatalf("computed for %v", got)
	}
	// and the first goal's are still there
	s.SetGoal(goal)
	h.waitFor("the table", s.TableReady)
	if f := a.Figures(); f.Goal != goal || f.Heuristic == nil || f.Computing {
		t.Fatalf("back to %v: %+v", goal, f)
	}
	if n := len(calls()); n != 2 {
		t.Fatalf("computed %d times for two goals", n)
	}
}

func TestAccuracyDropsStaleFigures(t *testing.T) {
	release, returned := make(chan struct{}), make(chan struct{})
	var calls atomic.Int32
	old := accuracyFor
	// The first computation ignores its cancellation and returns after
	// the goal has changed; the second returns at once.
	accuracyFor = func(ctx context.Context, sh solver.Shape, goal solver.Board) ([]accuracy.HeuristicAccuracy, error) {
		if calls.Add(1) == 1 {
			defer close(returned)
			<-release
		}
		return []accuracy.HeuristicAccuracy{{Name: "for " + goal.String()}}, nil
	}
	t.Cleanup(func() { accuracyFor = old })

	h := open(t, nil)
	s, a := h.s, h.s.Accuracy()
	_, first := s.Puzzle()
	var seen []string
	a.Changed.Watch(func() {
		if f := a.Figures(); f.Heuristic != nil {
			seen = append(seen, f.Goal.String()+" shows "+f.Heuristic[0].Name)
		}
	})
	s.SetTab(HeuristicsTab)
	if !a.Figures().Computing {
		t.Fatal("not computing")
	}
	s.SetGoal(solver.GoalBlankFirst)
	if f := a.Figures(); f.Computing || f.Heuristic != nil {
		t.Fatalf("before the new goal's table: %+v", f)
	}
	close(release)
	<-returned
	f := h.figures(solver.GoalBlankFirst)
	if got := f.Heuristic[0].Name; got != "for "+solver.GoalBlankFirst.String() {
		t.Fatalf("the new goal shows %q", got)
	}
	h.q.Drain()
	if _, ok := a.cache[accKey{solver.Square3, first}]; ok {
		t.Fatalf("the stale figures of %v were kept", first)
	}
	for _, line := range seen {
		if strings.Contains(line, first.String()) {
			t.Errorf("stale figures reached the tab: %s", line)
		}
	}
	if n := calls.Load(); n != 2 {
		t.Errorf("%d computations, want 2", n)
	}
}

func TestAccuracyFailureAndShutdown(t *testing.T) {
	old := accuracyFor
	t.Cleanup(func() { accuracyFor = old })
	accuracyFor = func(context.Context, solver.Shape, solver.Board) ([]accuracy.HeuristicAccuracy, error) {
		return nil, errors.New("accuracy: broken")
	}
	h := open(t, nil)
	h.s.SetTab(HeuristicsTab)
	_, goal := h.s.Puzzle()
	if f := h.figures(goal); f.Failure != "accuracy: broken" || f.Computing {
		t.Fatalf("figures %+v", f)
	}

	// Shutdown stops a computation under way: it waits on its context
	accuracyFor = func(ctx context.Context, _ solver.Shape, _ solver.Board) ([]accuracy.HeuristicAccuracy, error) {
		<-ctx.Done()
		return nil, ctx.Err()
	}
	h.s.SetGoal(solver.GoalBlankFirst)
	h.waitFor("a computation", func() bool { return h.s.Accuracy().Figures().Computing })
	h.s.Shutdown() // goleak (TestMain) fails the package if it is left running
	if h.s.Accuracy().Figures().Computing {
		t.Error("still computing after Shutdown")
	}
}

func TestAccuracyChoicesRemembered(t *testing.T) {
	p := newPrefs(nil)
	h := open(t, p)
	a := h.s.Accuracy()
	if a.Chart() != RangesChart || a.HeatHeuristic().Name != DefaultHeatHeuristic {
		t.Fatalf("defaults: chart %v, heuristic %q", a.Chart(), a.HeatHeuristic().Name)
	}
	changes := 0
	a.Changed.Watch(func() { changes++ })
	a.SetChart(HeatChart)
	if err := a.SetHeatHeuristic("linear-conflict"); err != nil {
		t.Fatal(err)
	}
	if err := a.SetHeatHeuristic("clairvoyant"); err == nil || !strings.Contains(err.Error(), "clairvoyant") {
		t.Fatalf("an unknown heuristic: %v", err)
	}
	a.SetChart(AccuracyChart(7))
	if changes != 2 || a.Chart() != HeatChart || a.HeatHeuristic().Name != "linear-conflict" {
		t.Fatalf("%d changes, chart %v, heuristic %q", changes, a.Chart(), a.HeatHeuristic().Name)
	}
	h.s.Shutdown()

	again := open(t, p).s.Accuracy()
	if again.Chart() != HeatChart || again.HeatHeuristic().Name != "linear-conflict" {
		t.Fatalf("reopened: chart %v, heuristic %q", again.Chart(), again.HeatHeuristic().Name)
	}
}

func TestAccuracyDamagedChoicesFallBack(t *testing.T) {
	for _, kv := range []map[string]any{
		{prefAccChart: "pie", prefAccHeuristic: "clairvoyant"},
		{prefAccChart: 1, prefAccHeuristic: true},
	} {
		var a *Accuracy
		lines := logged(func() { a = open(t, newPrefs(kv)).s.Accuracy() })
		if a.Chart() != RangesChart || a.HeatHeuristic().Name != DefaultHeatHeuristic {
			t.Errorf("%v: chart %v, heuristic %q", kv, a.Chart(), a.HeatHeuristic().Name)
		}
		n := 0
		for _, l := range lines {
			if strings.Contains(l, "heuristics.") {
				n++
			}
		}
		if n != 2 {
			t.Errorf("%v: logged %q, want a line for each damaged value", kv, lines)
		}
	}
}

// measurableHeuristics are the heuristics that can estimate on sh, in the
// solver's order: all but the pattern database in a program without one.
func measurableHeuristics(t *testing.T, sh solver.Shape, goal solver.Board) []*solver.Heuristic {
	t.Helper()
	var out []*solver.Heuristic
	for _, h := range solver.Heuristics() {
		if _, err := h.EstimateOn(sh, goal, goal); err == nil {
			out = append(out, h)
		} else if !strings.Contains(err.Error(), "pdb") {
			t.Errorf("%s cannot estimate on %v: %v", h.Name, sh, err)
		}
	}
	if len(out) < 6 {
		t.Fatalf("only %d heuristics estimate on %v", len(out), sh)
	}
	return out
}
