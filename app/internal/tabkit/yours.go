package tabkit

import (
	"fyne.io/fyne/v2/lang"

	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

// YourHeuristicMark is what a picker adds after the user's own heuristic
// (typed in the Heuristics tab): nothing when its terms prove it
// admissible or the judge found it so on the session's goal, else why a
// search led by it promises no shortest path. Every tab marks it alike.
func YourHeuristicMark(x session.ExpressionState) string {
	switch {
	case x.Heuristic == nil || x.Heuristic.Admissible():
		return ""
	case x.Figures == nil:
		return " " + lang.L("(not judged: no promise of a shortest path)")
	case !x.Figures.Verdict.Admissible:
		return " " + lang.L("(not admissible)")
	case x.Figures.Verdict.Sampled:
		return " " + lang.L("(admissible on a sample only: no promise of a shortest path)")
	}
	return ""
}

// YourHeuristicLabel is the user's heuristic as a heuristic picker lists
// it after the built-ins: "Yours: manhattan + misplaced (not admissible)".
func YourHeuristicLabel(x session.ExpressionState) string {
	return lang.L("Yours") + ": " + x.Text + YourHeuristicMark(x)
}

// YourSearches are the informed searches (A*, and so weighted A*, IDA*,
// greedy) led by the user's heuristic, in the registry's order, each
// with the mark of YourHeuristicMark: what pickers list after the
// registry's. None when there is no heuristic that compiles.
func YourSearches(s *session.Session) (algs []*solver.Algorithm, mark string) {
	x := s.Accuracy().Expression()
	if x.Heuristic == nil {
		return nil, ""
	}
	for _, f := range solver.Families() {
		if a, err := f.WithHeuristic(x.Heuristic); err == nil {
			algs = append(algs, a)
		}
	}
	return algs, YourHeuristicMark(x)
}

// YourAlgorithms are YourSearches by name, labelled with the name and the
// mark, for a picker of algorithms by name.
func YourAlgorithms(s *session.Session) Options[string] {
	algs, mark := YourSearches(s)
	var out Options[string]
	for _, a := range algs {
		out = append(out, Option[string]{Label: a.Name + mark, Value: a.Name})
	}
	return out
}
