package compare

import (
	"strings"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/harness"
)

// The charts colour bars by the way courses group the searches: every
// uninformed search alike, each informed family (greedy, A*, IDA*) on its
// own, and the exact table. The groups come from the registry: an
// algorithm's Group, and for the informed ones its Family.
var families, familyNames = func() (map[string]int, []string) {
	out := map[string]int{}
	var names []string
	index := map[string]int{}
	for _, a := range solver.Algorithms() {
		key, title := string(a.Group), strings.ToUpper(string(a.Group[:1]))+string(a.Group[1:])
		if a.Group == solver.Informed {
			key, title = "informed:"+a.Family.String(), a.Family.Title()
		}
		i, ok := index[key]
		if !ok {
			i = len(names)
			index[key] = i
			names = append(names, title)
		}
		out[a.Name] = i
	}
	return out, names
}()

// familyText is the Family column of a run of the algorithm of that name
// under weight w (as its row reports it): "A* search w=3" when weighted.
func familyText(name string, w float64) string {
	return harness.RunLabel(familyNames[familyOf(name)], w)
}

// familyOf is the colour group of the algorithm of that name; the first
// (uninformed) for a name the registry does not know (a row from an older
// file).
func familyOf(name string) int { return families[name] }
