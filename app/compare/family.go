package compare

import "github.com/eightpuzzle/eightpuzzle/solver"

// The families the charts colour by: the way courses group the searches.
const (
	famUninformed = iota
	famGreedy
	famAStar
	famIDAStar
	famExact
)

// familyNames are the legend's names, by family.
var familyNames = []string{"Uninformed", "Greedy", "A*", "IDA*", "Exact"}

// families maps each algorithm's name to its family, read from the
// registry: its Group, and for the informed searches their place in it.
// The registry lists the informed algorithms family by family, a run of
// one per heuristic, in the order greedy, A*, IDA*; greedy is the one that
// is not optimal. (The solver is getting a family accessor: this is the
// one place to switch to it.)
var families = func() map[string]int {
	out := map[string]int{}
	informed := -1 // runs of informed algorithms seen
	var seen map[*solver.Heuristic]bool
	optimalRuns := 0
	fam := famGreedy
	for _, a := range solver.Algorithms() {
		switch a.Group {
		case solver.Uninformed:
			out[a.Name] = famUninformed
			continue
		case solver.Exact:
			out[a.Name] = famExact
			continue
		}
		if informed < 0 || seen[a.Heuristic] {
			// a heuristic seen again: the next family's run begins
			informed++
			seen = map[*solver.Heuristic]bool{}
			switch {
			case !a.Optimal:
				fam = famGreedy
			case optimalRuns == 0:
				fam, optimalRuns = famAStar, 1
			default:
				fam = famIDAStar
			}
		}
		seen[a.Heuristic] = true
		out[a.Name] = fam
	}
	return out
}()

// familyOf is the family of the algorithm of that name; uninformed for a
// name the registry does not know (a row from an older file).
func familyOf(name string) int { return families[name] }

// maxBranching is the largest number of moves from any board of the
// goal's size: the largest branching factor, the top of b*'s range.
func maxBranching(goal solver.Board) float64 {
	best := 1
	for i := range solver.Cells {
		best = max(best, len(goal.Swap(goal.Blank(), i).Successors()))
	}
	return float64(best)
}
