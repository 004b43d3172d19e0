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
	// FateParent: the move back to the parent. No search here makes it
	// (solver.Generate), so no Child has this fate: the narration says
	// the move back is not made (Explanation.Parent) instead of listing a
	// successor that was never generated. Kept so that the JSON's values
	// are named in one place.
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
	// Other is, for FateExpanded, FateWaiting and FateReplaced, the
	// earlier node of the same board (its g, and for FateExpanded the
	// step that expanded it); for a dropped board reached at the depth
	// limit earlier in the iteration, that one. OtherOK says it is set.
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
	// Optimal: the algorithm, under this weight, returns shortest paths.
	Optimal bool
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
	// TODO: filled in by the next commit
	_ = math.Inf
	return Explanation{}, false
}
