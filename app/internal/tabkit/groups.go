package tabkit

import "github.com/eightpuzzle/eightpuzzle/solver"

var groupTitles = map[solver.Group]string{
	solver.Uninformed: "Uninformed: blind to where the goal is",
	solver.Informed:   "Informed: guided by a heuristic",
	solver.Exact:      "Exact: looks the answer up",
}

// GroupTitle heads a group of algorithms the way courses teach them, in
// the Solve tab's menu, the Compare tab's chooser and the help alike.
func GroupTitle(g solver.Group) string { return groupTitles[g] }
