package tabkit

import (
	"fyne.io/fyne/v2/lang"

	"github.com/eightpuzzle/eightpuzzle/app/internal/locale"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

var groupTitles = map[solver.Group]string{
	solver.Uninformed: locale.Mark("Uninformed: blind to where the goal is"),
	solver.Informed:   locale.Mark("Informed: guided by a heuristic"),
	solver.Exact:      locale.Mark("Exact: looks the answer up"),
}

// GroupTitle heads a group of algorithms the way courses teach them, in
// the Solve tab's menu, the Compare tab's chooser and the help alike.
func GroupTitle(g solver.Group) string { return lang.L(groupTitles[g]) }
