// Package verdict says in a sentence or two how the searches of a
// comparison or a race did: which found a shortest path with the least
// work, which was fastest and what it gave up for it. The window's Compare
// and Race tabs and the command line's compare all word it here, so they
// agree. A verdict claims a path is shortest only when that is known: from
// the distance table, or from a search that guarantees a shortest path
// (an optimal algorithm, not weighted).
package verdict

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/eightpuzzle/eightpuzzle/app/internal/human"
)

// Run is one search of one board as the verdict weighs it.
type Run struct {
	Name       string
	Solved     bool // found a path
	Unsolvable bool // proved there is none
	Cost       int  // the path's moves, when Solved
	Expanded   int64
	Elapsed    time.Duration
	// Exact: its algorithm guarantees a shortest path as it ran (optimal,
	// and not weighted), so its cost, once solved, is the shortest.
	Exact bool
	// Lookup: it reads a precomputed table of distances rather than
	// search. Its path counts as shortest, but its work and time are not
	// a search's: it is not crowned, unless nothing else found a path.
	Lookup bool
}

// Verdict is what the runs say. Best and Fastest index the runs given
// (several when tied); Shortest is the shortest path's length, -1 when
// not known.
type Verdict struct {
	Shortest int
	Best     []int // found a shortest path with the least work (or, shortest unknown, the shortest found)
	Fastest  []int // the least time among those that found a path
	Text     string
}

// Words put a verdict in a language: Tr is a sentence's English
// template (fmt verbs kept) in it, Plural writes n with its noun in the
// right form ("1 move", "1 234 coups"). The window fills them from its
// translator; English is the command line's, whose output scripts read.
type Words struct {
	Tr     func(key string) string
	Plural func(n int64, one, many string) string
}

// English is the verdict as the command line writes it.
var English = Words{
	Tr: func(key string) string { return key },
	Plural: func(n int64, one, many string) string {
		if n == 1 {
			return "1 " + one
		}
		return human.Count(n) + " " + many
	},
}

// One weighs the runs of one board in English; distance is the board's
// true distance from the table, -1 when there is none.
func One(runs []Run, distance int) Verdict { return English.One(runs, distance) }

// Batch weighs the summaries of a batch in English (Words.Batch).
func Batch(sums []Summary) Verdict { return English.Batch(sums) }

// One weighs the runs of one board in w's language; distance is the
// board's true distance from the table, -1 when there is none.
func (w Words) One(runs []Run, distance int) Verdict {
	// tr and plural by these names: the catalogue test (app/internal/locale)
	// reads their literal keys as it reads the session's
	tr, plural := w.Tr, w.Plural
	v := Verdict{Shortest: distance}
	var solved, looked []int // searches that found a path, lookups that did
	unsolvable := false
	for i, r := range runs {
		if r.Solved {
			if r.Lookup {
				looked = append(looked, i)
			} else {
				solved = append(solved, i)
			}
			if r.Exact && distance < 0 && (v.Shortest < 0 || r.Cost < v.Shortest) {
				v.Shortest = r.Cost
			}
		}
		unsolvable = unsolvable || r.Unsolvable
	}
	lookups := ""
	if len(solved) == 0 {
		solved, looked = looked, nil
	} else if len(looked) > 0 {
		lookups = w.notCounted(names(runs, looked))
	}
	switch {
	case len(runs) == 0:
		return v
	case len(solved) == 0 && unsolvable:
		v.Text = tr("No path: the board cannot reach the goal.")
		return v
	case len(solved) == 0:
		v.Text = tr("No search found a path: each stopped at a limit or was cancelled.")
		return v
	}

	var says []string
	say := func(format string, a ...any) { says = append(says, fmt.Sprintf(format, a...)) }
	moves := func(n int) string { return plural(int64(n), "move", "moves") }
	if v.Shortest >= 0 {
		var shortest []int
		for _, i := range solved {
			if runs[i].Cost == v.Shortest {
				shortest = append(shortest, i)
			}
		}
		v.Best = least(shortest, func(i int) int64 { return runs[i].Expanded })
		if len(v.Best) == 0 {
			say(tr("No search found a shortest path (%s)."), moves(v.Shortest))
		} else {
			say(tr("Shortest path (%s) with the least work: %s (%s)."), moves(v.Shortest),
				w.join(names(runs, v.Best)), w.expanded(runs[v.Best[0]].Expanded, len(v.Best)))
		}
	} else {
		// no table and no exact search: the shortest found is only that
		low := runs[solved[0]].Cost
		for _, i := range solved {
			low = min(low, runs[i].Cost)
		}
		var lowest []int
		for _, i := range solved {
			if runs[i].Cost == low {
				lowest = append(lowest, i)
			}
		}
		v.Best = least(lowest, func(i int) int64 { return runs[i].Expanded })
		say(tr("The shortest path is not known: no search that guarantees one finished. The shortest of the paths found: %s (%s, %s)."),
			w.join(names(runs, v.Best)), moves(low), w.expanded(runs[v.Best[0]].Expanded, len(v.Best)))
	}

	v.Fastest = least(solved, func(i int) int64 { return int64(runs[i].Elapsed) })
	f := runs[v.Fastest[0]]
	t := human.Duration(f.Elapsed)
	fastest := w.join(names(runs, v.Fastest))
	switch {
	case slices.Equal(v.Fastest, v.Best):
		say(tr("Also the fastest (%s)."), t)
	case !sameCost(runs, v.Fastest):
		say(tr("Fastest: %s (%s), their paths of different lengths."), fastest, t)
	case v.Shortest >= 0 && f.Cost == v.Shortest:
		say(tr("Fastest: %s (%s), with a shortest path too but more work."), fastest, t)
	case v.Shortest >= 0:
		say(tr("Fastest: %s (%s), but its path is %s, %s longer."), fastest, t,
			moves(f.Cost), human.Count(int64(f.Cost-v.Shortest)))
	case len(v.Best) > 0 && f.Cost > runs[v.Best[0]].Cost:
		say(tr("Fastest: %s (%s), but its path is %s, %s longer than the shortest found."), fastest, t,
			moves(f.Cost), human.Count(int64(f.Cost-runs[v.Best[0]].Cost)))
	default:
		say(tr("Fastest: %s (%s)."), fastest, t)
	}
	if lookups != "" {
		says = append(says, lookups)
	}
	v.Text = strings.Join(says, " ")
	return v
}

// Summary is one algorithm over a batch of boards as the verdict weighs it.
type Summary struct {
	Name   string
	Boards int // boards it ran on
	Solved int
	// Shortest is how many of its paths the table confirms shortest; -1
	// when the boards' size has no table.
	Shortest     int
	Exact        bool    // as Run.Exact
	Lookup       bool    // as Run.Lookup
	MeanCost     float64 // over the boards it solved
	MeanExpanded float64
	MeanTime     time.Duration
}

// Batch weighs the summaries of a batch in w's language. An algorithm
// found a shortest path on every board when the table says so, when it is
// exact and solved them all, or when it solved them all at the same total
// cost as one that did (no path is shorter than the shortest, so equal
// totals are equal paths).
func (w Words) Batch(sums []Summary) Verdict {
	tr, plural := w.Tr, w.Plural
	v := Verdict{Shortest: -1}
	boards := 0
	for _, s := range sums {
		boards = max(boards, s.Boards)
	}
	var all, looked []int // solved every board: searches, lookups
	for i, s := range sums {
		if s.Boards == boards && boards > 0 && s.Solved == boards {
			if s.Lookup {
				looked = append(looked, i)
			} else {
				all = append(all, i)
			}
		}
	}
	lookups := ""
	if len(all) == 0 {
		all, looked = looked, nil
	} else if len(looked) > 0 {
		lookups = w.notCounted(batchNames(sums, looked))
	}
	if len(all) == 0 {
		if boards > 0 {
			v.Text = fmt.Sprintf(tr("No algorithm solved all %s."), plural(int64(boards), "board", "boards"))
		}
		return v
	}
	total := func(i int) int64 { return int64(sums[i].MeanCost*float64(sums[i].Solved) + 0.5) }
	ref := -1 // an algorithm known to have found every shortest path
	for _, i := range append(slices.Clone(all), looked...) {
		if sums[i].Shortest == boards || sums[i].Exact && sums[i].Shortest < 0 {
			ref = i
			break
		}
	}
	shortest := func(i int) bool {
		switch {
		case sums[i].Shortest >= 0:
			return sums[i].Shortest == boards
		case ref < 0:
			return false
		}
		return total(i) == total(ref)
	}
	var says []string
	say := func(format string, a ...any) { says = append(says, fmt.Sprintf(format, a...)) }
	known := ref >= 0 || sums[all[0]].Shortest >= 0
	var best []int
	for _, i := range all {
		if shortest(i) {
			best = append(best, i)
		}
	}
	work := func(i int) int64 { return int64(sums[i].MeanExpanded + 0.5) }
	v.Best = least(best, work)
	switch {
	case len(v.Best) > 0:
		say(tr("Shortest path on all %s with the least work: %s (a mean of %s)."),
			plural(int64(boards), "board", "boards"), w.join(batchNames(sums, v.Best)), w.expanded(work(v.Best[0]), len(v.Best)))
	case known:
		say(tr("No search found a shortest path on all %s."), plural(int64(boards), "board", "boards"))
	default:
		says = append(says, tr("Whether the paths are shortest is not known: no search that guarantees one solved every board."))
	}
	v.Fastest = least(all, func(i int) int64 { return int64(sums[i].MeanTime) })
	f := sums[v.Fastest[0]]
	t := human.Duration(f.MeanTime)
	switch {
	case len(v.Best) > 0 && slices.Equal(v.Fastest, v.Best):
		say(tr("Also the fastest (a mean of %s)."), t)
	case len(v.Fastest) > 1:
		say(tr("Fastest: %s (a mean of %s)."), w.join(batchNames(sums, v.Fastest)), t)
	case shortest(v.Fastest[0]):
		say(tr("Fastest: %s (a mean of %s), with every path shortest too but more work."), f.Name, t)
	case ref >= 0:
		say(tr("Fastest: %s (a mean of %s), but its paths are longer: a mean of %s moves against %s."),
			f.Name, t, human.Number(f.MeanCost), human.Number(sums[ref].MeanCost))
	default:
		say(tr("Fastest: %s (a mean of %s), its paths a mean of %s moves."), f.Name, t, human.Number(f.MeanCost))
	}
	if lookups != "" {
		says = append(says, lookups)
	}
	v.Text = strings.Join(says, " ")
	return v
}

// expanded is the boards expanded, by one search or by each of several
// tied.
func (w Words) expanded(n int64, tied int) string {
	plural := w.Plural
	if tied > 1 {
		return plural(n, "board expanded each", "boards expanded each")
	}
	return plural(n, "board expanded", "boards expanded")
}

// notCounted names the lookups, which found their path without search.
func (w Words) notCounted(names []string) string {
	tr := w.Tr
	if len(names) > 1 {
		return fmt.Sprintf(tr("Not counted: %s, which read the distances from a precomputed table."), w.join(names))
	}
	return fmt.Sprintf(tr("Not counted: %s, which reads the distances from a precomputed table."), w.join(names))
}

// join lists names: "a", "a and b", "a, b and c".
func (w Words) join(n []string) string {
	tr := w.Tr
	if len(n) < 2 {
		return strings.Join(n, "")
	}
	return fmt.Sprintf(tr("%s and %s"), strings.Join(n[:len(n)-1], ", "), n[len(n)-1])
}

// least is those of is with the least key, in their order.
func least(is []int, key func(int) int64) []int {
	var out []int
	for _, i := range is {
		switch {
		case len(out) == 0 || key(i) < key(out[0]):
			out = []int{i}
		case key(i) == key(out[0]):
			out = append(out, i)
		}
	}
	return out
}

func sameCost(runs []Run, is []int) bool {
	for _, i := range is {
		if runs[i].Cost != runs[is[0]].Cost {
			return false
		}
	}
	return true
}

func names(runs []Run, is []int) []string {
	var n []string
	for _, i := range is {
		n = append(n, runs[i].Name)
	}
	return n
}

func batchNames(sums []Summary, is []int) []string {
	var n []string
	for _, i := range is {
		n = append(n, sums[i].Name)
	}
	return n
}
