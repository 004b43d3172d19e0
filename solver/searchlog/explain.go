package searchlog

import (
	"math"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// The narration: what happened at one step of a recorded search, as data
// (Explain) and as sentences (Explanation.Lines). The explorer's panel,
// `eightpuzzle explain` and the tests all call these, so that every
// sentence is derived from what the search did, once.

// Rule names how the search picked the board it expanded, as the JSON of
// `eightpuzzle explain` writes it.
type Rule string

const (
	RuleLowestF    Rule = "lowest f"    // astar, ties by Conventions.Ties
	RuleLowestG    Rule = "lowest g"    // ucs
	RuleLowestH    Rule = "lowest h"    // greedy
	RuleQueue      Rule = "queue"       // bfs, and each side of bidir: first in, first out
	RuleStack      Rule = "stack"       // dfs: last in, first out
	RuleDepthFirst Rule = "depth-first" // dls, ids, idastar: the next child along the path
	RuleDownhill   Rule = "downhill"    // table: the successor one move nearer the goal
)

// RuleOf is the rule by which a takes boards off its frontier, read from
// the registry's Frontier (never from a's name).
func RuleOf(a *solver.Algorithm) Rule {
	switch a.Frontier {
	case solver.FrontierByF:
		return RuleLowestF
	case solver.FrontierByG:
		return RuleLowestG
	case solver.FrontierByH:
		return RuleLowestH
	case solver.FrontierQueue, solver.FrontierLayers:
		return RuleQueue
	case solver.FrontierStack:
		return RuleStack
	case solver.FrontierPath:
		return RuleDepthFirst
	}
	return RuleDownhill
}

// Keyed reports whether the rule takes the board with the lowest number
// (a key that boards can tie on).
func (r Rule) Keyed() bool { return r == RuleLowestF || r == RuleLowestG || r == RuleLowestH }

// Fate is what became of a successor, as the JSON of `eightpuzzle explain`
// writes it.
type Fate string

const (
	// FateAdded: queued to wait for its expansion (for a recursive
	// search: searched below in its turn).
	FateAdded Fate = "added"
	// FateParent: the move back to the parent, skipped. No search here
	// makes it (solver.Generate), so no Child has this fate: the narration
	// says the move back is not made (Explanation.Parent), and the JSON
	// of `eightpuzzle explain` lists it last among the successors with
	// this fate.
	FateParent Fate = "parent"
	// FateExpanded: its board had been expanded already (in this
	// iteration, for a recursive search); dropped.
	FateExpanded Fate = "expanded"
	// FateWaiting: its board was already waiting with an equal or better
	// g (for greedy, with any g: it keeps first finds); dropped.
	FateWaiting Fate = "waiting"
	// FateReplaced: its board was waiting with a worse g; the new path
	// replaces it (Child.Other).
	FateReplaced Fate = "replaced"
	// FateOverBound: over IDA*'s f bound, or at dls's and ids's depth
	// limit, so not expanded in this iteration (for the table, a
	// successor that is not downhill: its exact f exceeds the distance).
	FateOverBound Fate = "over-bound"
	// FateGoal: the goal test succeeded on it as it was made (bfs and
	// bidir testing at generation; bidir: the two sides met) or, for a
	// recursive search, in its turn, within the bound: the search stops
	// there.
	FateGoal Fate = "goal"
)

// Child is one successor of an expansion.
type Child struct {
	Board    solver.Board
	G        int
	H, F     float64 // when HasH
	HasH     bool
	Fate     Fate
	Backward bool // bidir's search from the goal
	// Meets: bidir, the other side had reached this board.
	Meets bool
	// IsGoal: the child is the goal board, whatever its fate (A* queues
	// it and stops only when it takes it off the frontier).
	IsGoal bool
	// Other is, for FateWaiting and FateReplaced, the earlier node of
	// the same board (its g); for FateExpanded, the one expanded (and the
	// step that did) when a recursive search reached it in this
	// iteration; for a dropped board reached at the depth limit earlier
	// in the iteration, that one. OtherOK says it is set.
	Other   Node
	OtherOK bool
}

// Iteration sums up one iteration of a recursive search (dls, ids,
// idastar): its bound, the boards it expanded, and the smallest value
// over the bound, which is the next iteration's bound.
type Iteration struct {
	Number      int     // from 1
	Bound       float64 // the depth limit (dls, ids) or f bound (idastar)
	First, Last int     // its steps
	Expanded    int     // Last - First + 1
	Again       int     // of them, boards an earlier iteration expanded too
	// Next is the smallest f over the bound (idastar) or the limit plus
	// one when a board was left at the limit (ids): the next bound.
	// HasNext is false when nothing was over it: no iteration follows.
	Next    float64
	HasNext bool
	// Goal: the iteration ended by reaching the goal.
	Goal bool
}

// GoalTest says where a search recognises the goal.
type GoalTest uint8

const (
	// TestOnRemoval: when the goal is taken off the frontier (or visited,
	// for a recursive search): A*, ucs, greedy, dfs, dls, ids, idastar,
	// and bfs and bidir under solver.GoalOnExpand.
	TestOnRemoval GoalTest = iota
	// TestOnGeneration: when the goal (bidir: a board of the other side)
	// is generated: bfs and bidir under solver.GoalOnGenerate.
	TestOnGeneration
	// TestWalk: the table walks down exact distances to the goal.
	TestWalk
)

// Explanation is what happened at one step, every fact of it taken from
// the log.
type Explanation struct {
	// Step is the expansion (1..Len), or Len+1 for the last step of a
	// solved search: the goal reached (Goal).
	Step int
	Goal bool
	// Board and its numbers: g, and h and f when HasH.
	Board solver.Board
	G     int
	H, F  float64
	HasH  bool
	// Weight is weighted A*'s w in f = g + w·h when above 1, else 0.
	Weight   float64
	Backward bool // bidir: a board of the search back from the goal
	Bidir    bool // the search runs from both ends

	// Why this board: the rule, and for a keyed rule its value (Key),
	// how many waiting boards shared it just before the choice (Tied,
	// the chosen one included; 1 for the rules without a key), and the
	// tie rule that chose among them (HasTies: when Tied > 1).
	Rule    Rule
	Key     float64
	HasKey  bool
	Tied    int
	Ties    solver.Ties
	HasTies bool
	// Waiting is how many boards were on the frontier just before the
	// choice (for the recursive searches, along the path), the chosen
	// one included, as the log records them.
	Waiting int
	// Root: the board is the start of the search or of an iteration.
	Root bool

	// Bound is the depth limit or f bound of a recursive search.
	Bound    float64
	HasBound bool
	// Again: a recursive search expanded this board in an earlier
	// iteration too.
	Again bool

	// Parent is the board it was reached from (0 for a root): the move
	// back to it is not made.
	Parent   solver.Board
	Children []Child

	// The goal test.
	Test GoalTest
	// Optimal: the algorithm, under this weight, returns shortest paths;
	// Admissible: its estimate never exceeds the distance.
	Optimal, Admissible bool
	// Cost is the length of the path found (Goal only).
	Cost int

	// Iteration: for a recursive search, the iteration this step
	// belongs to; Ends when the step is its last.
	Iteration *Iteration
	Ends      bool
}

// Explain returns step k of the log: an expansion (1..Len), or Len+1, the
// goal reached, when the search was solved and recorded in full. False
// for any other k.
func (l *Log) Explain(k int) (Explanation, bool) {
	l.mu.RLock()
	defer l.mu.RUnlock()
	return l.explain(k)
}

// Steps is how many steps Explain takes: Len, and one more for the goal
// reached when the search was solved and recorded in full.
func (l *Log) Steps() int {
	l.mu.RLock()
	defer l.mu.RUnlock()
	n := len(l.steps)
	if l.goalStep() {
		n++
	}
	return n
}

func (l *Log) goalStep() bool {
	return l.done && l.res.Status == solver.Solved && !l.full && len(l.res.Path) > 0
}

func (l *Log) explain(k int) (Explanation, bool) {
	switch {
	case k == len(l.steps)+1 && l.goalStep():
		return l.explainGoal(k), true
	case k < 1 || k > len(l.steps):
		return Explanation{}, false
	}
	s := l.steps[k-1]
	n := &l.nodes[s.Node]
	e := l.common(k, n)
	e.Root = n.Parent < 0
	if n.Parent >= 0 {
		e.Parent = l.nodes[n.Parent].Board
	}
	if e.Rule.Keyed() {
		e.Tied = int(s.Tied)
		e.HasTies = e.Tied > 1
	}
	e.Waiting = 1
	if k > 1 && !e.Root {
		e.Waiting = int(l.steps[k-2].Frontier)
	}
	if e.HasBound {
		e.Bound, e.Again = s.Bound, s.Again
		e.Iteration, e.Ends = l.iterationOf(k)
	}
	for j := s.First; int(j) < len(l.nodes); j++ {
		c := &l.nodes[j]
		if c.Parent != s.Node || int(c.Born) != k {
			break
		}
		e.Children = append(e.Children, l.child(k, s, c, j == s.First+int32(l.kids(k))-1))
	}
	return e, true
}

// kids counts step k's successors in the log.
func (l *Log) kids(k int) int {
	s := l.steps[k-1]
	n := 0
	for j := int(s.First); j < len(l.nodes) && l.nodes[j].Parent == s.Node && int(l.nodes[j].Born) == k; j++ {
		n++
	}
	return n
}

// common fills in what every step of the log shares, and node n's own
// numbers.
func (l *Log) common(k int, n *Node) Explanation {
	a := l.alg
	e := Explanation{Step: k, Board: n.Board, G: int(n.G), H: n.H, F: n.F, HasH: n.Flags&HasH != 0,
		Backward: n.Flags&Backward != 0, Bidir: a.Frontier == solver.FrontierLayers,
		Rule: RuleOf(a), Tied: 1, Ties: l.conv.Ties, HasBound: a.Frontier == solver.FrontierPath}
	if a.Weighted && l.weight > 1+1e-9 {
		e.Weight = l.weight
	}
	w := e.Weight
	if w == 0 {
		w = 1
	}
	e.Optimal = a.Guarantee(w) == solver.Shortest
	e.Admissible = a.Heuristic != nil && a.Heuristic.Admissible()
	if e.Rule.Keyed() {
		e.Key, e.HasKey = a.Priority().Of(e.G, e.H, e.F), true
	}
	switch {
	case a.Frontier == solver.FrontierWalk:
		e.Test = TestWalk
	case a.TakesGoalTest() && l.conv.GoalTest == solver.GoalOnGenerate:
		e.Test = TestOnGeneration
	}
	return e
}

// child says what became of node c, a successor made at step k (s);
// last: the last successor the step made.
func (l *Log) child(k int, s Step, c *Node, last bool) Child {
	ch := Child{Board: c.Board, G: int(c.G), H: c.H, F: c.F, HasH: c.Flags&HasH != 0,
		Backward: c.Flags&Backward != 0, Meets: c.Flags&Meets != 0}
	ch.IsGoal = c.Board == l.rootOf(!ch.Backward)
	if c.Other >= 0 {
		ch.Other, ch.OtherOK = l.nodes[c.Other], true
	}
	a := l.alg
	switch {
	case c.Flags&Duplicate != 0:
		o := ch.Other
		switch {
		case !ch.OtherOK:
			// none of its board waits (the log keeps the waiting ones
			// only): the search took it off already
			ch.Fate = FateExpanded
		case o.Expanded > 0 && int(o.Expanded) < k:
			ch.Fate = FateExpanded
		case int(o.Expanded) > k || o.Expanded == 0 && int(o.End) > k:
			ch.Fate = FateWaiting
		case a.Frontier == solver.FrontierPath:
			ch.Fate = FateOverBound // reached before at the limit, and left there
		default:
			ch.Fate = FateWaiting
		}
	case ch.OtherOK:
		ch.Fate = FateReplaced
	case a.Frontier == solver.FrontierWalk:
		ch.Fate = FateOverBound
		if last {
			ch.Fate = FateAdded // the walk goes to the last successor made
		}
	case a.Frontier == solver.FrontierPath:
		over := ch.HasH && ch.F > s.Bound+1e-9 || !ch.HasH && ch.G >= int(s.Bound)
		switch {
		case ch.IsGoal && (!over || !ch.HasH) && l.endsAt(c):
			ch.Fate = FateGoal
		case over:
			ch.Fate = FateOverBound
		default:
			ch.Fate = FateAdded
		}
	case a.TakesGoalTest() && l.conv.GoalTest == solver.GoalOnGenerate:
		ch.Fate = FateAdded
		if a.Frontier == solver.FrontierLayers && ch.Meets || a.Frontier != solver.FrontierLayers && ch.IsGoal {
			ch.Fate = FateGoal
		}
	default:
		ch.Fate = FateAdded
	}
	return ch
}

// endsAt reports whether node c, a goal, is where the search stopped:
// the last board of its path, reached from the same board at the same
// depth. While the search runs, every goal within the bound may be.
func (l *Log) endsAt(c *Node) bool {
	if !l.done {
		return true
	}
	p := l.res.Path
	return l.res.Status == solver.Solved && len(p) >= 2 && len(p)-1 == int(c.G) &&
		p[len(p)-1] == c.Board && c.Parent >= 0 && p[len(p)-2] == l.nodes[c.Parent].Board
}

// explainGoal is the last step of a solved search: the goal reached.
func (l *Log) explainGoal(k int) Explanation {
	p := l.res.Path
	goal := p[len(p)-1]
	// the goal's node: the last one made of the goal board at the path's
	// length and not dropped (none when the start is the goal)
	var n *Node
	for i := len(l.nodes) - 1; i >= 0; i-- {
		c := &l.nodes[i]
		if c.Board == goal && int(c.G) == len(p)-1 && c.Flags&(Duplicate|Superseded|Backward) == 0 {
			n = c
			break
		}
	}
	if n == nil {
		n = &Node{Board: goal, G: int32(len(p) - 1), Parent: -1, Other: -1}
		if len(p) >= 2 {
			n.Parent = -2 // reached, but not recorded as a node: a meeting of bidir's sides
		}
	}
	e := l.common(k, n)
	e.Goal, e.Cost = true, len(p)-1
	if n.Parent >= 0 {
		e.Parent = l.nodes[n.Parent].Board
	} else if len(p) >= 2 {
		e.Parent = p[len(p)-2]
	}
	e.Root = len(p) == 1
	e.Waiting = 1
	if len(l.steps) > 0 {
		e.Waiting = int(l.steps[len(l.steps)-1].Frontier)
	}
	if e.Test == TestOnGeneration || e.Test == TestWalk || e.Bidir {
		e.HasKey = false
		return e
	}
	if e.Rule.Keyed() && n.Gen >= 0 {
		// the boards waiting with the goal's priority when it was taken
		key := e.Key
		e.Tied = 0
		for i := range l.nodes {
			c := &l.nodes[i]
			if c.Waiting(len(l.steps)) && math.Abs(l.alg.Priority().Of(int(c.G), c.H, c.F)-key) <= 1e-9 {
				e.Tied++
			}
		}
		e.Tied = max(e.Tied, 1)
		e.HasTies = e.Tied > 1
	}
	if e.HasBound && len(l.steps) > 0 {
		e.Bound = l.steps[len(l.steps)-1].Bound
		e.Iteration, _ = l.iterationOf(len(l.steps))
		e.Ends = true
	}
	return e
}

// iterationOf sums up the iteration step k belongs to and says whether k
// is its last step (known once a later iteration began or the search
// ended).
func (l *Log) iterationOf(k int) (*Iteration, bool) {
	its := l.iterations()
	for i := range its {
		if its[i].First <= k && k <= its[i].Last {
			it := its[i]
			ends := k == it.Last && (i+1 < len(its) || l.done)
			return &it, ends
		}
	}
	return nil, false
}

// iterations sums up the recursive search's iterations so far, kept
// until the log grows.
func (l *Log) iterations() []Iteration {
	l.itMu.Lock()
	defer l.itMu.Unlock()
	if l.itAt == len(l.steps) && l.itDone == l.done {
		return l.its
	}
	var its []Iteration
	for k := 1; k <= len(l.steps); {
		s := l.steps[k-1]
		it := Iteration{Number: len(its) + 1, Bound: s.Bound, First: k}
		end := k
		for end <= len(l.steps) && l.steps[end-1].Iteration == s.Iteration {
			if l.steps[end-1].Again {
				it.Again++
			}
			end++
		}
		it.Last, it.Expanded = end-1, end-k
		// the nodes the iteration made: from its root to the next one's
		last := len(l.nodes)
		if end <= len(l.steps) {
			last = int(l.steps[end-1].Iteration)
		}
		next := math.Inf(1)
		for i := int(s.Iteration); i < last; i++ {
			c := &l.nodes[i]
			if c.Flags&Duplicate != 0 {
				continue
			}
			switch {
			case c.Flags&HasH != 0 && c.F > it.Bound+1e-9:
				next = min(next, c.F)
			case c.Flags&HasH == 0 && float64(c.G) >= it.Bound && c.Board != l.prob.Goal:
				next = min(next, it.Bound+1)
			}
		}
		if !math.IsInf(next, 1) && !l.alg.DepthLimit {
			it.Next, it.HasNext = next, true
		}
		it.Goal = end > len(l.steps) && l.done && l.res.Status == solver.Solved
		its = append(its, it)
		k = end
	}
	l.its, l.itAt, l.itDone = its, len(l.steps), l.done
	return its
}
