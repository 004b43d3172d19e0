package wide

import "github.com/eightpuzzle/eightpuzzle/solver"

// Conventions are what this package's searches do where the engine's
// conventions (solver.Conventions) choose, in the words of the engine's
// flags, so that a report says what was followed rather than the engine's
// defaults, which were not: the best-first searches take, of the boards of
// one priority, the one with the fewest moves left (lowest h), then the
// newest (Ties, "h-then-newest"); every search tests for the goal when it
// expands a board (GoalTest, "expand"), and tries the blank's moves in the
// order UDLR. Ties is empty for IDA*, which keeps no queue.
type Conventions struct {
	Ties     string `json:"ties,omitempty"`
	GoalTest string `json:"goal_test"`
	Order    string `json:"order"`
}

// TiesRule is Conventions.Ties of the best-first searches.
const TiesRule = "h-then-newest"

// ConventionsOf are the conventions a's search here follows.
func ConventionsOf(a *solver.Algorithm) Conventions {
	c := Conventions{GoalTest: solver.GoalOnExpand.String(), Order: solver.Order(0).String()}
	if a != nil && a.TakesTies() {
		c.Ties = TiesRule
	}
	return c
}

// ConventionsNamed is ConventionsOf the algorithm of that name; an unknown
// name is taken as IDA*'s (no ties).
func ConventionsNamed(name string) Conventions {
	a, _ := solver.AlgorithmNamed(name)
	return ConventionsOf(a)
}

// String writes the conventions in words, for a text report.
func (c Conventions) String() string {
	ties := ""
	if c.Ties != "" {
		ties = "ties by fewest moves left, then newest; "
	}
	return "solver/wide's own (" + ties + "goal test on expansion; order " + c.Order + ")"
}
