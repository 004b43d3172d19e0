package session

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/harness"
)

// The registry's names and descriptions are English (the command line and
// its JSON read them); these put them in the window's language, and every
// view and status line shows them through here. The key of each is the
// registry's English text, so the catalogue test (app/internal/locale)
// enumerates the registry and wants French for every entry. They are for
// showing only: identities (selects, prefs, lessons) stay the registry's
// names.

// FamilyTitle is a family as shown: "A* search", « Recherche A* ».
func FamilyTitle(f solver.Family) string { return tr(f.Title()) }

// HeuristicTitle is a heuristic as shown: "Manhattan distance". An
// expression of the student's is its own text, untranslated.
func HeuristicTitle(h *solver.Heuristic) string {
	if h == nil {
		return ""
	}
	return tr(h.Title)
}

// HeuristicDescription is what a heuristic computes, in a line.
func HeuristicDescription(h *solver.Heuristic) string {
	if h == nil {
		return ""
	}
	return tr(h.Description)
}

// AlgorithmTitle is an algorithm as shown: its family's title, with its
// heuristic's in brackets for an informed search, as the registry builds
// it in English: "A* search (Manhattan distance)".
func AlgorithmTitle(a *solver.Algorithm) string {
	if a == nil {
		return ""
	}
	if a.Heuristic == nil {
		return tr(a.Title)
	}
	h := HeuristicTitle(a.Heuristic)
	if h != a.Heuristic.Title {
		// translated, the name is a common noun in the sentence
		// (« Recherche A* (distance de Manhattan) »); English's keeps its
		// capital, and an expression of the student's its own text
		h = lowerFirst(h)
	}
	if a.Patterns78 {
		// the same family and heuristic as idastar-pdb: its databases
		// tell it apart
		h = fmt.Sprintf(tr("%s 7-8"), h)
	}
	return fmt.Sprintf(tr("%s (%s)"), FamilyTitle(a.Family), h)
}

// AlgorithmDescription is what an algorithm does, in a line. One led by
// an expression has no entry of its own: it keeps the registry's English.
func AlgorithmDescription(a *solver.Algorithm) string {
	if a == nil {
		return ""
	}
	return tr(a.Description)
}

// FamilyDescription is what a family does whatever its heuristic: its
// default algorithm's description with "a heuristic" for the heuristic's
// name (Help lists families, not each pairing). A family with one
// heuristic only (parallel IDA*, on the pattern database) names it: its
// description reads "the pattern database", and "the a heuristic" would not
// do.
func FamilyDescription(f solver.Family) string {
	a := f.Algorithm(nil)
	if a == nil {
		return ""
	}
	desc := AlgorithmDescription(a)
	if a.Heuristic != nil && len(f.Members()) > 1 {
		for _, name := range []string{lowerFirst(HeuristicTitle(a.Heuristic)), a.Heuristic.InSentence()} {
			if strings.Contains(desc, name) {
				desc = strings.Replace(desc, name, tr("a heuristic"), 1)
				break
			}
		}
	}
	return desc
}

// heuristicInSentence is h's title inside a sentence in the window's
// language: English's keeps the capital of a name (solver's InSentence:
// "Manhattan distance"), a translation's is a common noun (« distance de
// Manhattan »).
func heuristicInSentence(h *solver.Heuristic) string {
	if t := HeuristicTitle(h); t != h.Title {
		return lowerFirst(t)
	}
	return h.InSentence()
}

// lowerFirst is s with its first letter in lower case, as a name reads
// inside a sentence (the rest kept: "distance de Manhattan").
func lowerFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToLower(r)) + s[n:]
}

// AlgorithmDescriptionFor is AlgorithmDescription for a search run asked
// for weight w: a weighted A* says what the weight costs
// (solver.Algorithm.DescriptionFor, in the window's language).
func AlgorithmDescriptionFor(a *solver.Algorithm, w float64) string {
	rw := a.RunWeight(w)
	if rw <= 1 || a.Heuristic == nil {
		return AlgorithmDescription(a)
	}
	what := fmt.Sprintf(tr("a path at most %s times the shortest, after far fewer boards"), solver.WeightText(rw))
	if a.Guarantee(w) != solver.Bounded {
		what = tr("no guarantee on the path's length (the estimate can exceed the distance, and the weight multiplies it)")
	}
	return fmt.Sprintf(tr("weighted A*: expands the board with the fewest moves so far plus %s times %s; %s"),
		solver.WeightText(rw), heuristicInSentence(a.Heuristic), what)
}

// PrioritySymbol is the letter a priority's number is shown with (f, h,
// g), or its word (depth), in the window's language.
func PrioritySymbol(p solver.Priority) string {
	if s := p.Symbol(); s != "" {
		return tr(s)
	}
	return ""
}

// PriorityFormula is what a search orders by, as Help says it: "f = g +
// h" (its letters are the same in every language), or PrioritySymbol.
func PriorityFormula(p solver.Priority, w float64) string {
	if p == solver.PriorityF {
		return p.Formula(w)
	}
	return PrioritySymbol(p)
}

// How a comparison's row ended (harness.Row.State: solver.Status's names
// and harness's limits), marked for the catalogue: the command line
// prints them as they are.
var _ = []string{mark("solved"), mark("unsolvable"), mark("limit"), mark("cancelled"), mark("not run"),
	mark("node limit"), mark("time limit"), mark("depth limit"), mark("memory cap"), mark("no table")}

// RowState is how a comparison's row ended, in the window's language:
// "solved", « résolu ».
func RowState(r harness.Row) string { return tr(r.State()) }
