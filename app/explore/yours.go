package explore

import (
	"fyne.io/fyne/v2/lang"
	"github.com/eightpuzzle/eightpuzzle/app/widgets"
	"slices"

	"github.com/eightpuzzle/eightpuzzle/app/internal/tabkit"
	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

// algoOptions are the registry's algorithms, then the searches led by the
// user's heuristic (typed in the Heuristics tab), marked while it
// promises no shortest path.
func (v *View) algoOptions() tabkit.Options[*solver.Algorithm] {
	var out tabkit.Options[*solver.Algorithm]
	for _, a := range solver.Algorithms() {
		out = append(out, tabkit.Option[*solver.Algorithm]{Label: session.AlgorithmTitle(a), Value: a})
	}
	for _, y := range tabkit.YourSearches(v.s) {
		out = append(out, tabkit.Option[*solver.Algorithm]{Label: y.Title(), Value: y.Algorithm})
	}
	v.plainWidth = widgets.OptionsWidth(out.Labels())
	if v.s.Wide() {
		// a drop-down has no greyed entries: on a side of 5 the searches
		// that do not run there or cannot finish say so, in the words of
		// the Solve tab's menu and the race's pickers
		sh := v.s.Shape().String()
		for i, o := range out {
			switch {
			case v.s.Refused(o.Value) != "":
				out[i].Label += lang.L("  · not run at ") + sh
			case v.s.HopelessFor(o.Value) != "":
				out[i].Label += lang.L("  · hopeless at ") + sh
			}
		}
	}
	return out
}

// showAlgorithm lists the options again when the user's heuristic or its
// verdict changed, and selects the session's algorithm: by name, as one
// led by the user's heuristic is made anew for each family.
func (v *View) showAlgorithm() {
	if opts := v.algoOptions(); !slices.Equal(opts.Labels(), v.algos.Labels()) {
		v.algos = opts
		v.algo.SetOptions(opts.Labels())
	}
	name := v.s.Algorithm().Name
	v.algo.SetSelectedIndex(slices.IndexFunc(v.algos, func(o tabkit.Option[*solver.Algorithm]) bool { return o.Value.Name == name }))
}
