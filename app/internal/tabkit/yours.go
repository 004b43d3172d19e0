package tabkit

import (
	"slices"

	"fyne.io/fyne/v2/lang"

	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

// YourHeuristicMark is what a picker adds after the user's own heuristic
// (typed in the Heuristics tab): nothing when its terms prove it
// admissible or the judge found it so on the session's goal, else why a
// search led by it promises no shortest path. Every tab marks it alike.
func YourHeuristicMark(x session.ExpressionState) string {
	long, _ := yourHeuristicMarks(x)
	return long
}

// yourHeuristicMarks are both marks of x, decided once: YourHeuristicMark,
// and the same in a word or two for a drop-down that shares a narrow row
// (Race's), whose meaning is said where the search's outcome is.
func yourHeuristicMarks(x session.ExpressionState) (long, short string) {
	switch {
	case x.Heuristic == nil || x.Heuristic.Admissible():
		return "", ""
	case x.Figures == nil:
		return " " + lang.L("(not judged: no promise of a shortest path)"), " " + lang.L("(not judged)")
	case !x.Figures.Verdict.Admissible:
		return " " + lang.L("(not admissible)"), " " + lang.L("(not admissible)")
	case x.Figures.Verdict.Sampled:
		return " " + lang.L("(admissible on a sample only: no promise of a shortest path)"), " " + lang.L("(sample only)")
	}
	return "", ""
}

// Yours is one of the user's heuristics as the pickers list it: the
// expression typed in the Heuristics tab, or a named one.
type Yours struct {
	// Name is the saved name, or "" for the typed expression
	Name      string
	Text      string
	Heuristic *solver.Heuristic
	Mark      string // YourHeuristicMark
	ShortMark string // the mark in a word or two (yourHeuristicMarks)
}

// Label is how a heuristic picker lists it: a named one by its name
// ("mine (not admissible)"), the typed one with its text
// ("Yours: manhattan + misplaced (not admissible)").
func (y Yours) Label() string {
	if y.Name == "" {
		return lang.L("Yours") + ": " + cut(y.Text) + y.Mark
	}
	return y.Name + y.Mark
}

// maxShown is as much of an expression as a drop-down's option shows: a
// drop-down is as wide as its longest option, and a long expression made
// the window wider than 800 pixels. The Heuristics tab shows it whole.
const maxShown = 28

// cut is text, cut to maxShown characters.
func cut(text string) string {
	if r := []rune(text); len(r) > maxShown {
		return string(r[:maxShown-1]) + "…"
	}
	return text
}

// Short is the heuristic's name without its mark: the saved name, or
// "yours" for the typed expression (whose text a picker shows elsewhere).
func (y Yours) Short() string {
	if y.Name == "" {
		return lang.L("yours")
	}
	return y.Name
}

// YourHeuristics are the user's heuristics that compile, as pickers list
// them after the built-ins: the typed expression (unless a named one has
// its text: it is listed by that name), then the named ones in order.
func YourHeuristics(s *session.Session) []Yours {
	acc := s.Accuracy()
	saved := acc.Saved()
	var out []Yours
	if x := acc.Expression(); x.Heuristic != nil && !slices.ContainsFunc(saved, func(e session.SavedExpression) bool { return e.Text == x.Text }) {
		mark, short := yourHeuristicMarks(x)
		out = append(out, Yours{Text: x.Text, Heuristic: x.Heuristic, Mark: mark, ShortMark: short})
	}
	for _, e := range saved {
		if e.Heuristic != nil {
			mark, short := yourHeuristicMarks(e.ExpressionState)
			out = append(out, Yours{Name: e.Name, Text: e.Text, Heuristic: e.Heuristic, Mark: mark, ShortMark: short})
		}
	}
	return out
}

// YourSearch is an informed search led by one of the user's heuristics.
type YourSearch struct {
	Algorithm *solver.Algorithm
	Yours
}

// Title is how a picker of algorithms by title lists the search: the
// algorithm's title with the typed expression, the family's with a name
// ("A* · mine"), then the mark.
func (y YourSearch) Title() string {
	if y.Name == "" {
		return session.FamilyTitle(y.Algorithm.Family) + " (" + cut(y.Text) + ")" + y.Mark
	}
	return session.FamilyTitle(y.Algorithm.Family) + " · " + y.Name + y.Mark
}

// YourSearches are the informed searches (A*, and so weighted A*, IDA*,
// greedy) led by each of the user's heuristics, in the registry's order
// for each: what pickers list after the registry's.
func YourSearches(s *session.Session) []YourSearch {
	var out []YourSearch
	for _, y := range YourHeuristics(s) {
		for _, f := range solver.Families() {
			if a, err := f.WithHeuristic(y.Heuristic); err == nil {
				out = append(out, YourSearch{Algorithm: a, Yours: y})
			}
		}
	}
	return out
}

// YourAlgorithms are YourSearches by algorithm name, for a picker of
// algorithms by name, labelled short and whole: the family's name, the
// heuristic's short name, its short mark ("astar-mine (not judged)"); the
// typed expression's text is not in the label (it can be long: a closed
// drop-down cuts it), YourText says it.
func YourAlgorithms(s *session.Session) Options[string] {
	var out Options[string]
	for _, y := range YourSearches(s) {
		out = append(out, Option[string]{Label: y.Algorithm.Family.String() + "-" + y.Short() + y.ShortMark, Value: y.Algorithm.Name})
	}
	return out
}

// YourText is the heuristic of an algorithm picked by name, when one of
// the user's leads it: "mine = manhattan + misplaced"; "" otherwise.
func YourText(s *session.Session, name string) string {
	for _, y := range YourSearches(s) {
		if y.Algorithm.Name == name {
			return y.Short() + " = " + y.Text
		}
	}
	return ""
}
