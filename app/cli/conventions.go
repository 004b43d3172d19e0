package cli

import (
	"flag"
	"strings"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// conventionFlags registers -ties, -goal-test, -order and -shuffle on fs,
// for every command that runs a search (solve, compare and trace), and
// returns the conventions they fill in. Each flag reads its value through
// the solver's own parser when fs.Parse meets it, so a bad value is an
// error of the flag, naming the allowed values, before any input is read,
// and the command exits with exitUsage as for any flag error.
func conventionFlags(fs *flag.FlagSet) *solver.Conventions {
	c := new(solver.Conventions)
	fs.TextVar(&c.Ties, "ties", c.Ties,
		"which of equal priorities ucs, greedy and astar take first: `"+strings.Join(solver.TiesNames(), "|")+
			"` (board: the smallest board read as digits, as aima-python does)")
	fs.TextVar(&c.GoalTest, "goal-test", c.GoalTest,
		"when bfs and bidir recognise the goal: `"+strings.Join(solver.GoalTestNames(), "|")+
			"` (when generated, or when taken off the queue)")
	fs.TextVar(&c.Order, "order", c.Order,
		"the order in which the blank's moves are tried: the `letters` U, D, L, R in any order")
	fs.Uint64Var(&c.Shuffle, "shuffle", 0,
		"instead of -order, a move order drawn for each board from this `seed` (0: the fixed -order)")
	return c
}
