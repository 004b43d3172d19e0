package searchlog

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// explainConventions are the convention sets the narration is tested
// under: every tie rule, both goal tests, other move orders and shuffles.
var explainConventions = []solver.Conventions{
	{},
	{Ties: solver.TiesOldest, GoalTest: solver.GoalOnExpand, Order: 5},
	{Ties: solver.TiesBoard, Order: 11},
	{Ties: solver.TiesNewest, GoalTest: solver.GoalOnExpand, Shuffle: 3},
	{Ties: solver.TiesOldest, Shuffle: 7},
	{Ties: solver.TiesBoard, GoalTest: solver.GoalOnExpand, Order: 17},
}

// explainProblems are boards of several sizes: 2x2, 2x3 and 3x3 at a few
// depths, and a 4x4 scramble small enough for every search.
func explainProblems(t *testing.T) []solver.Problem {
	rng := rand.New(rand.NewPCG(22, 1))
	var ps []solver.Problem
	add := func(s solver.Shape, moves int) {
		g := s.Goal()
		b := s.Walk(rng, g, moves)
		if b == g {
			b = s.Walk(rng, g, moves+1)
		}
		ps = append(ps, solver.Problem{Shape: s, Start: b, Goal: g})
	}
	add(solver.Shape{Rows: 2, Cols: 2}, 5)
	add(solver.Shape{Rows: 2, Cols: 3}, 12)
	ps = append(ps, solver.Problem{Shape: solver.Square3, Start: boardAt(t, solver.GoalBlankLast, 7, 4), Goal: solver.GoalBlankLast})
	if !testing.Short() {
		ps = append(ps, solver.Problem{Shape: solver.Square3, Start: boardAt(t, solver.GoalSpiral, 11, 5), Goal: solver.GoalSpiral})
		add(solver.Shape{Rows: 4, Cols: 4}, 8)
	}
	return ps
}

// recorded runs a on p under c (and weight w) into a Log, and keeps the
// events as the search sent them, for the test to count from on its own.
func recorded(t *testing.T, a *solver.Algorithm, p solver.Problem, c solver.Conventions, w float64) (*Log, []solver.Event, solver.Result, bool) {
	t.Helper()
	l := New(a, p, c, Options{})
	var evs []solver.Event
	r, err := a.Solve(context.Background(), p, solver.Options{Conventions: c, Weight: w, MaxNodes: explainMaxNodes(),
		Trace: func(e solver.Event) { evs = append(evs, e); l.Trace(e) }})
	if err != nil {
		return nil, nil, r, false // not for this size (the table past 3x3)
	}
	l.Finish(r)
	return l, evs, r, true
}

// The narration agrees with the search log for every algorithm under
// every convention set, on boards of every size: the board taken has the
// rule's best key on the frontier just before, tied counts the boards
// sharing it there, every successor is the search's in the order it made
// them with a fate the log bears out, the last step is the goal reached,
// and the iterations of ids and idastar sum up as their events do.
func TestExplainAgreesWithTheLog(t *testing.T) {
	probs := explainProblems(t)
	convs := explainConventions
	if testing.Short() {
		convs = convs[:3]
	}
	for _, p := range probs {
		for _, a := range solver.Algorithms() {
			for ci, c := range convs {
				weights := []float64{0}
				if a.Weighted {
					weights = append(weights, 2.5)
				}
				for _, w := range weights {
					name := fmt.Sprintf("%v/%s/%s/%d/w%v", p.Shape, p.Shape.FileName(p.Start), a.Name, ci, w)
					l, evs, r, ok := recorded(t, a, p, c, w)
					if !ok {
						continue
					}
					t.Run(name, func(t *testing.T) { checkExplain(t, l, evs, r, p, c, w) })
				}
			}
		}
	}
}

func checkExplain(t *testing.T, l *Log, evs []solver.Event, r solver.Result, p solver.Problem, c solver.Conventions, w float64) {
	a := l.Algorithm()
	prio := a.Priority()
	// the expansions and each one's successors, as the search sent them
	type expansion struct {
		e    solver.Event
		kids []solver.Event
	}
	var xs []expansion
	for _, e := range evs {
		if e.Kind == solver.Expand {
			xs = append(xs, expansion{e: e})
		} else if len(xs) > 0 {
			xs[len(xs)-1].kids = append(xs[len(xs)-1].kids, e)
		}
	}
	if l.Len() != len(xs) {
		t.Fatalf("log has %d steps, the search sent %d expansions", l.Len(), len(xs))
	}
	wantRule := map[solver.Frontier]Rule{solver.FrontierQueue: "queue", solver.FrontierLayers: "queue", solver.FrontierStack: "stack",
		solver.FrontierPath: "depth-first", solver.FrontierWalk: "downhill"}[a.Frontier]
	if a.TakesTies() {
		wantRule = Rule("lowest " + prio.Symbol())
	}
	// check every step of small searches, a sample of big ones: the
	// frontier is read whole at each step checked
	every := max(1, len(xs)/300)
	board := func(b solver.Board) string { return p.Shape.Format(b) }
	// the step that first expanded each board (in this iteration, for the
	// recursive searches), counted from the events
	expandedAt := map[dirBoard]int{}
	for k := 1; k <= len(xs); k++ {
		x := xs[k-1]
		if x.e.Parent == 0 && a.Frontier == solver.FrontierPath {
			clear(expandedAt)
		}
		if _, ok := expandedAt[dirBoard{x.e.Board, x.e.Backward}]; !ok {
			expandedAt[dirBoard{x.e.Board, x.e.Backward}] = k
		}
		e, ok := l.Explain(k)
		if !ok {
			t.Fatalf("step %d: no explanation", k)
		}
		if e.Step != k || e.Board != x.e.Board || e.G != x.e.G || e.Goal {
			t.Fatalf("step %d: explained %v g %d, the search expanded %v g %d", k, e.Board, e.G, x.e.Board, x.e.G)
		}
		if e.Rule != wantRule {
			t.Fatalf("step %d: rule %q, want %q", k, e.Rule, wantRule)
		}
		if e.Weight > 0 != (w > 1) {
			t.Fatalf("step %d: weight %v for a run asked for %v", k, e.Weight, w)
		}
		// the children: the search's successors, in order, with fates the
		// log bears out
		if len(e.Children) != len(x.kids) {
			t.Fatalf("step %d: %d children, the search made %d", k, len(e.Children), len(x.kids))
		}
		for i, ch := range e.Children {
			checkChild(t, l, k, x.e, x.kids, i, ch, r, c, expandedAt)
		}
		if k%every != 0 && k > 3 && k < len(xs)-2 {
			continue
		}
		checkChoice(t, l, k, e, c)
		checkAgainstFrontier(t, l, k, e)
		checkText(t, e, board)
	}

	// the last step
	solved := r.Status == solver.Solved && !l.Full()
	if solved != (l.Steps() == l.Len()+1) {
		t.Fatalf("status %v, %d expansions: %d steps explained", r.Status, l.Len(), l.Steps())
	}
	if _, ok := l.Explain(l.Steps() + 1); ok {
		t.Fatalf("a step past the last (%d) is explained", l.Steps())
	}
	if _, ok := l.Explain(0); ok {
		t.Fatal("step 0 is explained")
	}
	if solved {
		g, _ := l.Explain(l.Steps())
		if !g.Goal || g.Board != p.Goal || g.Cost != r.Cost || g.Step != l.Len()+1 || len(g.Children) != 0 {
			t.Fatalf("last step %+v, want the goal reached in %d moves", g, r.Cost)
		}
		if g.Rule.Keyed() {
			checkChoice(t, l, g.Step, g, c)
		}
		checkText(t, g, board)
		if a.Optimal && w <= 1 && p.Shape.Tabled() {
			tb, err := solver.TableFor(context.Background(), p.Shape, p.Goal)
			if err != nil {
				t.Fatal(err)
			}
			if d := tb.Distance(p.Start); g.Cost != d || !g.Optimal {
				t.Fatalf("goal reached in %d moves (optimal %v); the table says %d", g.Cost, g.Optimal, d)
			}
		}
	}
	if a.Frontier == solver.FrontierPath {
		var exps []solver.Event
		var kids [][]solver.Event
		for _, x := range xs {
			exps, kids = append(exps, x.e), append(kids, x.kids)
		}
		checkIterations(t, l, exps, kids, r)
	}
}

// dirBoard is a board and the side of bidir that reached it.
type dirBoard struct {
	b        solver.Board
	backward bool
}

// checkChoice checks why step k's board was taken against the log's
// frontier just before it, read whole and counted here.
func checkChoice(t *testing.T, l *Log, k int, e Explanation, c solver.Conventions) {
	t.Helper()
	a := l.Algorithm()
	if !e.Rule.Keyed() {
		if e.Tied != 1 || e.HasKey || e.HasTies {
			t.Fatalf("step %d: rule %q with tied %d key %v ties %v", k, e.Rule, e.Tied, e.HasKey, e.HasTies)
		}
		return
	}
	fr, n := l.Frontier(k-1, -1)
	if n == 0 || fr[0].Board != e.Board {
		t.Fatalf("step %d: %v taken, the frontier's head is %v", k, e.Board, fr)
	}
	best, tied := math.Inf(1), 0
	for _, w := range fr {
		best = min(best, a.Priority().Of(int(w.G), w.H, w.F))
	}
	for _, w := range fr {
		if math.Abs(a.Priority().Of(int(w.G), w.H, w.F)-best) <= 1e-9 {
			tied++
		}
	}
	if !e.HasKey || math.Abs(e.Key-best) > 1e-9 {
		t.Fatalf("step %d: key %v, the frontier's best is %v", k, e.Key, best)
	}
	if e.Tied != tied || e.HasTies != (tied > 1) || e.Ties != c.Ties {
		t.Fatalf("step %d: tied %d (ties %v %v), the frontier has %d at %v", k, e.Tied, e.HasTies, e.Ties, tied, best)
	}
}

// checkChild checks successor i of step k (exp) against the event the
// search sent and the nodes of the log.
func checkChild(t *testing.T, l *Log, k int, exp solver.Event, kids []solver.Event, i int, ch Child, r solver.Result, c solver.Conventions, expandedAt map[dirBoard]int) {
	t.Helper()
	a := l.Algorithm()
	ev := kids[i]
	if ch.Board != ev.Board || ch.G != ev.G || ch.HasH != ev.HasH || ch.HasH && (ch.H != ev.H || ch.F != ev.F) || ch.Backward != ev.Backward {
		t.Fatalf("step %d child %d: %+v, the search made %+v", k, i, ch, ev)
	}
	if ch.Board == exp.Parent {
		t.Fatalf("step %d child %d: the move back to the parent was made", k, i)
	}
	fail := func(why string) {
		t.Helper()
		t.Fatalf("step %d child %d %v g %d: fate %q, but %s (other %+v ok %v)", k, i, ch.Board, ch.G, ch.Fate, why, ch.Other, ch.OtherOK)
	}
	dropped := ch.Fate == FateExpanded || ch.Fate == FateWaiting || ch.Fate == FateOverBound && ch.OtherOK
	if dropped != ev.Duplicate {
		fail(fmt.Sprintf("the search's duplicate flag is %v", ev.Duplicate))
	}
	if ch.OtherOK && ch.Other.Board != ch.Board {
		fail("the other node is another board")
	}
	path := a.Frontier == solver.FrontierPath
	switch ch.Fate {
	case FateExpanded:
		if ch.OtherOK && (ch.Other.Expanded < 1 || int(ch.Other.Expanded) >= k) || !ch.OtherOK && path {
			fail("its board was not expanded before")
		}
		if at, ok := expandedAt[dirBoard{ch.Board, ch.Backward}]; !ok || at >= k {
			fail("the search had not expanded its board")
		}
	case FateWaiting:
		if !ch.OtherOK || ch.Other.Expanded > 0 && int(ch.Other.Expanded) < k {
			fail("its board was not waiting")
		}
		if a.Frontier != solver.FrontierByH && a.Frontier != solver.FrontierStack && int(ch.Other.G) > ch.G {
			fail("the waiting one had a worse g")
		}
	case FateReplaced:
		if ev.Duplicate || !ch.OtherOK || int(ch.Other.G) <= ch.G || ch.Other.Flags&Superseded == 0 {
			fail("no worse path of its board gave way")
		}
	case FateOverBound:
		switch {
		case a.Frontier == solver.FrontierWalk:
			if i == len(kids)-1 {
				fail("it is the board the walk goes to")
			}
		case !path:
			fail("the search has no bound")
		case ch.OtherOK:
			if ch.Other.Expanded > 0 && int(ch.Other.Expanded) < k {
				fail("its board was expanded")
			}
		case ch.HasH && !(ch.F > exp.Bound):
			fail(fmt.Sprintf("f is within the bound %v", exp.Bound))
		case !ch.HasH && ch.G < int(exp.Bound):
			fail(fmt.Sprintf("the depth is below the limit %v", exp.Bound))
		}
	case FateGoal:
		onGen := a.TakesGoalTest() && c.GoalTest == solver.GoalOnGenerate
		switch {
		case a.Frontier == solver.FrontierLayers:
			if !onGen || !ch.Meets {
				fail("the sides do not meet there under this goal test")
			}
		case ch.Board != l.Problem().Goal || r.Status != solver.Solved:
			fail("it is not the goal the search reached")
		case !onGen && !path:
			fail("this search tests for the goal when a board leaves the frontier")
		}
	case FateAdded:
		if ev.Duplicate {
			fail("the search dropped it")
		}
		if a.Frontier == solver.FrontierWalk && i != len(kids)-1 {
			fail("the walk goes to the last successor only")
		}
		if path && (ch.HasH && ch.F > exp.Bound+1e-9 || !ch.HasH && ch.G >= int(exp.Bound)) {
			fail("it is over the bound")
		}
	default:
		fail("not a fate")
	}
}

// checkAgainstFrontier checks the fates that depend on what waited
// (added, waiting, replaced) against the log's frontier just before step
// k, read whole, for the searches that keep one board per node.
func checkAgainstFrontier(t *testing.T, l *Log, k int, e Explanation) {
	t.Helper()
	if f := l.Algorithm().Frontier; f == solver.FrontierPath || f == solver.FrontierWalk {
		return
	}
	fr, _ := l.Frontier(k-1, -1)
	for i, ch := range e.Children {
		var waits []Node
		for _, w := range fr {
			if w.Board == ch.Board && w.Flags&Backward != 0 == ch.Backward {
				waits = append(waits, w)
			}
		}
		worse := len(waits) > 0 && int(waits[0].G) > ch.G
		switch {
		case ch.Fate == FateAdded && len(waits) > 0:
			t.Fatalf("step %d child %d %v: added, yet it waited already with g %d", k, i, ch.Board, waits[0].G)
		case ch.Fate == FateReplaced && !worse:
			t.Fatalf("step %d child %d %v: replaced, yet no worse path of it waited (%v)", k, i, ch.Board, waits)
		case ch.Fate == FateExpanded && len(waits) > 0:
			t.Fatalf("step %d child %d %v: expanded, yet it waits with g %d", k, i, ch.Board, waits[0].G)
		case ch.Fate == FateWaiting && len(waits) == 0:
			t.Fatalf("step %d child %d %v: waiting, yet it is not on the frontier", k, i, ch.Board)
		}
	}
}

// checkText renders e and checks every template was filled in.
func checkText(t *testing.T, e Explanation, board func(solver.Board) string) {
	t.Helper()
	lines := e.Lines(English, board)
	if len(lines) < 2 {
		t.Fatalf("step %d: %q", e.Step, lines)
	}
	for _, s := range lines {
		if strings.Contains(s, "{{") || strings.Contains(s, "<no value>") || strings.TrimSpace(s) == "" {
			t.Fatalf("step %d: sentence %q", e.Step, s)
		}
	}
	// ChildLine is the narration's own sentence on each successor: the
	// successors' lines of the block, one each, in order
	if len(e.Children) > 0 {
		at := slices.Index(lines, e.ChildLine(0, English, board))
		for i := range e.Children {
			if at < 0 || at+i >= len(lines) || lines[at+i] != e.ChildLine(i, English, board) {
				t.Fatalf("step %d: ChildLine(%d) = %q is not the block's line for it: %q", e.Step, i, e.ChildLine(i, English, board), lines)
			}
		}
	}
	if e.ChildLine(len(e.Children), English, board) != "" || e.ChildLine(-1, English, board) != "" {
		t.Fatalf("step %d: ChildLine past the successors is not empty", e.Step)
	}
}

// checkIterations sums up the iterations of a recursive search from its
// events alone and compares: the bound, the boards expanded and expanded
// again, and the smallest value over the bound, which the next
// iteration's bound must be.
func checkIterations(t *testing.T, l *Log, exps []solver.Event, kids [][]solver.Event, r solver.Result) {
	t.Helper()
	type sum struct {
		bound       float64
		first, last int
		again       int
		next        float64
		informed    bool
	}
	var its []sum
	before := map[solver.Board]bool{} // expanded in an earlier iteration
	this := map[solver.Board]bool{}
	for k, e := range exps {
		if e.Parent == 0 {
			for b := range this {
				before[b] = true
			}
			clear(this)
			its = append(its, sum{bound: e.Bound, first: k + 1, next: math.Inf(1), informed: e.HasH})
		}
		s := &its[len(its)-1]
		s.last = k + 1
		if before[e.Board] {
			s.again++
		}
		this[e.Board] = true
		for _, c := range kids[k] {
			switch {
			case c.Duplicate:
			case c.HasH && c.F > s.bound+1e-9:
				s.next = min(s.next, c.F)
			case !c.HasH && float64(c.G) >= s.bound && c.Board != l.Problem().Goal:
				s.next = min(s.next, s.bound+1)
			}
		}
	}
	for i, s := range its {
		e, ok := l.Explain(s.last)
		if !ok || e.Iteration == nil {
			t.Fatalf("iteration %d: step %d has no summary", i+1, s.last)
		}
		it := e.Iteration
		if it.Number != i+1 || it.Bound != s.bound || it.First != s.first || it.Last != s.last || it.Expanded != s.last-s.first+1 || it.Again != s.again {
			t.Fatalf("iteration %d: %+v, the events say %+v", i+1, *it, s)
		}
		if !e.Ends {
			t.Fatalf("iteration %d: its last step %d does not end it", i+1, s.last)
		}
		if mid, _ := l.Explain(s.first); s.first < s.last && mid.Ends {
			t.Fatalf("iteration %d: its first step %d ends it", i+1, s.first)
		}
		if i+1 < len(its) {
			if !it.HasNext || it.Next != its[i+1].bound || it.Next != s.next {
				t.Fatalf("iteration %d: next bound %v (%v); the events say %v, the next iteration ran under %v", i+1, it.Next, it.HasNext, s.next, its[i+1].bound)
			}
			text := strings.Join(e.Lines(English, func(b solver.Board) string { return b.String() }), "\n")
			if !strings.Contains(text, fmt.Sprintf("Iteration %d ends", i+1)) || !strings.Contains(text, Num(it.Next)) {
				t.Fatalf("iteration %d's end is not said: %s", i+1, text)
			}
		}
	}
}

// explainMaxNodes keeps the searches that wander (dfs) to a size whose
// every step can be checked: fewer under -short, which -race runs.
func explainMaxNodes() int64 {
	if testing.Short() {
		return 3000
	}
	return 60_000
}
