package solver

import (
	"context"
	"fmt"
	"math"
	"strconv"
)

// Guarantee is what a search promises about the length of the path it
// returns: derived once, here, from the algorithm, its heuristic and the
// weight it ran under, and carried on the Result so that every view and
// the command line say the same.
//
// The other knobs leave it as it is: ties, move order and shuffle only
// choose among paths of the same priority; the goal test on generation
// (bfs, bidir) is safe in breadth-first order, where the first goal
// generated is in the shallowest layer that holds it; the depth limit is
// dls's, which promises nothing anyway; node, time and memory limits stop
// a search without a path. TestGuaranteeAgainstTruth checks each case.
type Guarantee uint8

const (
	// NoGuarantee: any path (dfs, dls, greedy; an A* whose estimate can
	// exceed the distance by 2 or more, or a weighted one whose estimate
	// can exceed it at all).
	NoGuarantee Guarantee = iota
	// Shortest: no path is shorter.
	Shortest
	// Bounded: at most Weight times the shortest (weighted A* with an
	// admissible heuristic).
	Bounded
)

var guaranteeNames = [...]string{"none", "shortest", "bounded"}

// String is the guarantee as JSON and CSV write it: none, shortest, bounded.
func (g Guarantee) String() string {
	if int(g) < len(guaranteeNames) {
		return guaranteeNames[g]
	}
	return fmt.Sprintf("Guarantee(%d)", int(g))
}

// MarshalText writes the guarantee by name in JSON.
func (g Guarantee) MarshalText() ([]byte, error) { return []byte(g.String()), nil }

// Text says in a few words what a path with guarantee g of weight w
// promises: "shortest", "at most 3 times the shortest", "no guarantee".
// The command line prints it (in ASCII, as all its output); the window
// says the same through its translations.
func (g Guarantee) Text(w float64) string {
	switch g {
	case Shortest:
		return "shortest"
	case Bounded:
		return "at most " + WeightText(w) + " times the shortest"
	}
	return "no guarantee"
}

// WeightText writes a weight as used (to 1/1024) in at most three
// decimals: 1.2998046875 is the 1.3 asked for.
func WeightText(w float64) string {
	return strconv.FormatFloat(math.Round(w*1000)/1000, 'f', -1, 64)
}

// RunWeight is the weight a's search runs under when asked for w: w taken
// to 1/1024 for a weighted algorithm when above 1, else 1. It is what a
// Result's Weight holds (0 there for 1).
func (a *Algorithm) RunWeight(w float64) float64 {
	if !a.Weighted || !(w > 1) {
		return 1
	}
	return float64(int64(math.Round(w*weightUnit))) / weightUnit
}

// DescriptionFor is a's Description for a run asked for weight w: a
// weighted A*'s says what it orders by and what its path then promises,
// where the plain one says "shortest path".
func (a *Algorithm) DescriptionFor(w float64) string {
	rw := a.RunWeight(w)
	if rw <= 1 {
		return a.Description
	}
	what := "a path at most " + WeightText(rw) + " times the shortest, after far fewer boards"
	if a.Guarantee(w) != Bounded {
		what = "no guarantee on the path's length (the estimate can exceed the distance, and the weight multiplies it)"
	}
	return fmt.Sprintf("weighted A*: expands the board with the fewest moves so far plus %s times %s; %s",
		WeightText(rw), a.Heuristic.InSentence(), what)
}

// Guarantee is what a's path promises when it runs asked for weight w
// (Options.Weight; ignored by an algorithm that takes none).
//
// A* returns a path at most MaxExcess longer than the shortest: the
// algorithm's Optimal says whether that excess still leaves the shortest
// (see the registry). Weighted, with an admissible estimate, every board
// on a shortest path waits with g + w·h ≤ w·(g + h*) ≤ w·C*, so the goal
// leaves the queue at a cost of at most w·C* (boards reached again by a
// shorter path are queued again, which the bound needs). With an estimate
// that can exceed the distance by e, the bound is w·(C*+e): no multiple
// of the shortest, so no guarantee is claimed.
func (a *Algorithm) Guarantee(w float64) Guarantee {
	if rw := a.RunWeight(w); rw > 1 {
		if a.Heuristic != nil && a.Heuristic.Admissible() {
			return Bounded
		}
		return NoGuarantee
	}
	if a.Optimal {
		return Shortest
	}
	return NoGuarantee
}

// GuaranteeOn is Guarantee for a search of problem p: the same for the
// built-in heuristics, whose excess is known on every size. An expression
// not proved admissible by its terms promises what its judgement on p's
// shape and goal allows (Judge, over every board, kept once made), and
// nothing on a size too large to judge so or when the judgement stops.
func (a *Algorithm) GuaranteeOn(ctx context.Context, p Problem, w float64) Guarantee {
	h := a.Heuristic
	if h == nil || h.expr == nil || h.Admissible() || !p.Shape.Tabled() || !a.familyOptimal {
		return a.Guarantee(w)
	}
	v, err := h.Judge(ctx, p.Shape, p.Goal)
	if err != nil {
		return NoGuarantee
	}
	return a.GuaranteeFrom(v, w)
}

// GuaranteeFrom is what a's path promises under weight w on the size and
// goal of a verdict on its heuristic: what Solve gives its result when
// the heuristic is an expression. A verdict on a sample promises nothing.
func (a *Algorithm) GuaranteeFrom(v Verdict, w float64) Guarantee {
	switch {
	case v.Sampled || !a.familyOptimal:
		return NoGuarantee
	case a.RunWeight(w) > 1:
		if v.Admissible {
			return Bounded
		}
		return NoGuarantee
	case v.MaxOverestimate < 2:
		return Shortest
	}
	return NoGuarantee
}
