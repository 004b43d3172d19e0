package compare

import (
	"fyne.io/fyne/v2/lang"

	"github.com/eightpuzzle/eightpuzzle/app/internal/locale"
	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/harness"
)

// The charts colour bars by the way courses group the searches: every
// uninformed search alike, each informed family (greedy, A*, IDA*) on its
// own, and the exact table. The groups come from the registry: an
// algorithm's Group, and for the informed ones its Family.
var families, familyReps = func() (map[string]int, []*solver.Algorithm) {
	out := map[string]int{}
	var reps []*solver.Algorithm
	index := map[string]int{}
	for _, a := range append(solver.Algorithms(), solver.OnRequest()...) {
		key := string(a.Group)
		if a.Group == solver.Informed {
			key = "informed:" + a.Family.String()
		}
		i, ok := index[key]
		if !ok {
			i = len(reps)
			index[key] = i
			reps = append(reps, a)
		}
		out[a.Name] = i
	}
	return out, reps
}()

// groupNames name the groups that are one colour whatever the family.
var groupNames = map[solver.Group]string{solver.Uninformed: locale.Mark("Uninformed"), solver.Exact: locale.Mark("Exact")}

// familyTitle is colour group i as the legends and the chooser name it, in
// the window's language (read when shown: families is made before the
// language is known).
func familyTitle(i int) string {
	a := familyReps[i]
	if a.Group == solver.Informed {
		return session.FamilyTitle(a.Family)
	}
	return lang.L(groupNames[a.Group])
}

// familyTitles are every colour group's, in order.
func familyTitles() []string {
	out := make([]string, len(familyReps))
	for i := range out {
		out[i] = familyTitle(i)
	}
	return out
}

// familyText is the Family column of a run of the algorithm of that name
// under weight w (as its row reports it): "A* search w=3" when weighted.
func familyText(name string, w float64) string {
	return harness.RunLabel(familyTitle(familyOf(name)), w)
}

// familyOf is the colour group of the algorithm of that name: a search
// led by the user's heuristic is in its family's; the first (uninformed)
// for a name the registry does not know (a row from an older file).
func familyOf(name string) int {
	if i, ok := families[name]; ok {
		return i
	}
	if a, err := solver.AlgorithmNamed(name); err == nil {
		if rep := a.Family.Algorithm(nil); rep != nil {
			if i, ok := families[rep.Name]; ok {
				return i
			}
		}
	}
	return 0
}
