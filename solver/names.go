package solver

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"
)

// UnknownNameError is what the ...ByName functions return for a name they
// do not know: the kind of thing looked up, the name, and the closest known
// names, so that a caller can offer them.
type UnknownNameError struct {
	Kind        string   // "algorithm", "heuristic"
	Name        string   // as given
	Suggestions []string // closest known names, best first; may be empty
	// Family: Name is a family of several algorithms (astar), and
	// Suggestions are its members.
	Family bool
}

func (e *UnknownNameError) Error() string {
	if e.Family {
		return fmt.Sprintf("%q is a family of %d %ss: name one of %s", e.Name, len(e.Suggestions), e.Kind, orList(e.Suggestions))
	}
	msg := fmt.Sprintf("unknown %s %q", e.Kind, e.Name)
	if len(e.Suggestions) > 0 {
		msg += "; did you mean " + orList(e.Suggestions) + "?"
	}
	return msg
}

// orList writes a, b or c.
func orList(xs []string) string {
	switch len(xs) {
	case 0:
		return ""
	case 1:
		return xs[0]
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " or " + xs[len(xs)-1]
}

// maxSuggestions keeps a suggestion short enough to read at a glance.
const maxSuggestions = 3

// Closest returns up to three of names nearest to name by edit distance
// (Levenshtein, on characters, ignoring case; a name's dash-separated parts
// count too, one edit further), nearest first and in the order given among
// equals. A name too far from all of them (more edits
// than half its length, and more than two) gets none: a suggestion that
// shares nothing with the name would only confuse.
func Closest(name string, names []string) []string {
	type cand struct {
		name string
		d    int
	}
	key := strings.ToLower(name)
	limit := max(2, utf8.RuneCountInString(key)/2)
	var cs []cand
	for _, n := range names {
		lower := strings.ToLower(n)
		d := editDistance(key, lower)
		// a name that starts with what was typed is near, however long
		if strings.HasPrefix(lower, key) && key != "" {
			d = min(d, 1)
		}
		// so is one with a part near it (manhatan: astar-manhattan), a
		// step further than the part itself
		if parts := strings.Split(lower, "-"); len(parts) > 1 {
			for _, part := range parts {
				d = min(d, editDistance(key, part)+1)
			}
		}
		if d <= limit {
			cs = append(cs, cand{n, d})
		}
	}
	slices.SortStableFunc(cs, func(a, b cand) int { return a.d - b.d })
	var out []string
	for _, c := range cs {
		if !slices.Contains(out, c.name) {
			out = append(out, c.name)
		}
		if len(out) == maxSuggestions {
			break
		}
	}
	return out
}

// editDistance is the Levenshtein distance between a and b in characters.
func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}
