package verdict

import (
	"slices"
	"strings"
	"testing"
	"time"
	"unicode"
)

const ms = time.Millisecond

func TestOne(t *testing.T) {
	astar := Run{Name: "astar-linear-conflict", Solved: true, Cost: 31, Expanded: 1203, Elapsed: 4 * ms, Exact: true}
	bfs := Run{Name: "bfs", Solved: true, Cost: 31, Expanded: 181439, Elapsed: 90 * ms, Exact: true}
	greedy := Run{Name: "greedy-manhattan", Solved: true, Cost: 69, Expanded: 300, Elapsed: ms / 2}
	for _, c := range []struct {
		name          string
		runs          []Run
		distance      int
		best, fastest []int
		shortest      int
		text          []string // in the text, in order
		not           []string // nowhere in it
	}{
		{name: "greedy fastest but long", runs: []Run{bfs, astar, greedy}, distance: 31, best: []int{1}, fastest: []int{2}, shortest: 31,
			text: []string{"Shortest path (31 moves) with the least work: astar-linear-conflict (1,203 boards expanded).",
				"Fastest: greedy-manhattan (500 µs), but its path is 69 moves, 38 longer."}},
		{name: "no table: the exact search's cost is the shortest", runs: []Run{bfs, astar, greedy}, distance: -1, best: []int{1}, fastest: []int{2}, shortest: 31,
			text: []string{"Shortest path (31 moves)", "38 longer"}},
		{name: "all optimal, the least work also fastest", runs: []Run{bfs, astar}, distance: 31, best: []int{1}, fastest: []int{1}, shortest: 31,
			text: []string{"astar-linear-conflict (1,203 boards expanded). Also the fastest (4.00 ms)."}, not: []string{"Fastest:"}},
		{name: "ties share the crown", runs: []Run{astar, {Name: "twin", Solved: true, Cost: 31, Expanded: 1203, Elapsed: 4 * ms, Exact: true}, greedy},
			distance: 31, best: []int{0, 1}, fastest: []int{2}, shortest: 31,
			text: []string{"astar-linear-conflict and twin (1,203 boards expanded each)", "Fastest: greedy-manhattan"}},
		{name: "none finished", runs: []Run{{Name: "bfs"}, {Name: "dfs"}}, distance: 31, shortest: 31,
			text: []string{"No search found a path"}, not: []string{"Shortest path", "Fastest"}},
		{name: "unsolvable", runs: []Run{{Name: "bfs", Unsolvable: true}}, distance: -1, shortest: -1,
			text: []string{"No path: the board cannot reach the goal."}},
		{name: "no shortest known: claims none", runs: []Run{greedy, {Name: "dfs", Solved: true, Cost: 45, Expanded: 9000, Elapsed: 20 * ms},
			{Name: "astar", Exact: true}}, distance: -1, best: []int{1}, fastest: []int{0}, shortest: -1,
			text: []string{"The shortest path is not known", "The shortest of the paths found: dfs (45 moves, 9,000 boards expanded)",
				"Fastest: greedy-manhattan (500 µs), but its path is 69 moves, 24 longer than the shortest found."},
			not: []string{"Shortest path ("}},
		{name: "weighted A* is not exact: its 33 moves are not the shortest", runs: []Run{{Name: "astar w=2", Solved: true, Cost: 33, Expanded: 50, Elapsed: ms}},
			distance: -1, best: []int{0}, fastest: []int{0}, shortest: -1, text: []string{"The shortest path is not known"}},
		{name: "the table knows a shortest nobody found", runs: []Run{greedy}, distance: 31, fastest: []int{0}, shortest: 31,
			text: []string{"No search found a shortest path (31 moves).", "but its path is 69 moves, 38 longer"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			v := One(c.runs, c.distance)
			if !slices.Equal(v.Best, c.best) || !slices.Equal(v.Fastest, c.fastest) || v.Shortest != c.shortest {
				t.Errorf("best %v fastest %v shortest %d, want %v %v %d", v.Best, v.Fastest, v.Shortest, c.best, c.fastest, c.shortest)
			}
			rest := v.Text
			for _, w := range c.text {
				i := strings.Index(rest, w)
				if i < 0 {
					t.Fatalf("verdict %q: want %q (in order)", v.Text, w)
				}
				rest = rest[i+len(w):]
			}
			for _, w := range c.not {
				if strings.Contains(v.Text, w) {
					t.Errorf("verdict %q says %q", v.Text, w)
				}
			}
		})
	}
}

func TestBatch(t *testing.T) {
	astar := Summary{Name: "astar", Boards: 50, Solved: 50, Shortest: -1, Exact: true, MeanCost: 22.1, MeanExpanded: 1203, MeanTime: 4 * ms}
	ida := Summary{Name: "idastar", Boards: 50, Solved: 50, Shortest: -1, Exact: true, MeanCost: 22.1, MeanExpanded: 2500, MeanTime: 3 * ms}
	greedy := Summary{Name: "greedy", Boards: 50, Solved: 50, Shortest: -1, MeanCost: 45.2, MeanExpanded: 300, MeanTime: ms / 2}
	lucky := Summary{Name: "lucky", Boards: 50, Solved: 50, Shortest: -1, MeanCost: 22.1, MeanExpanded: 100, MeanTime: 5 * ms}
	dfs := Summary{Name: "dfs", Boards: 50, Solved: 20, Shortest: -1, MeanCost: 60, MeanExpanded: 90000, MeanTime: ms / 10}
	for _, c := range []struct {
		name          string
		sums          []Summary
		best, fastest []int
		text          []string
	}{
		{"greedy fastest", []Summary{astar, ida, greedy, dfs}, []int{0}, []int{2},
			[]string{"Shortest path on all 50 boards with the least work: astar (a mean of 1,203 boards expanded).",
				"Fastest: greedy (a mean of 500 µs), but its paths are longer: a mean of 45.2 moves against 22.1."}},
		{"equal totals are equal paths", []Summary{astar, lucky}, []int{1}, []int{0},
			[]string{"least work: lucky", "Fastest: astar (a mean of 4.00 ms), with every path shortest too but more work."}},
		{"nobody exact: unknown", []Summary{greedy, lucky}, nil, []int{0},
			[]string{"not known", "Fastest: greedy (a mean of 500 µs), its paths a mean of 45.2 moves."}},
		{"none solved all", []Summary{dfs}, nil, nil, []string{"No algorithm solved all 50 boards."}},
		{"the table confirms", []Summary{{Name: "greedy", Boards: 3, Solved: 3, Shortest: 1, MeanCost: 9, MeanTime: ms},
			{Name: "bfs", Boards: 3, Solved: 3, Shortest: 3, Exact: true, MeanCost: 7, MeanExpanded: 50, MeanTime: 2 * ms}}, []int{1}, []int{0},
			[]string{"Shortest path on all 3 boards with the least work: bfs", "but its paths are longer: a mean of 9 moves against 7."}},
	} {
		t.Run(c.name, func(t *testing.T) {
			v := Batch(c.sums)
			if !slices.Equal(v.Best, c.best) || !slices.Equal(v.Fastest, c.fastest) {
				t.Errorf("best %v fastest %v, want %v %v; %q", v.Best, v.Fastest, c.best, c.fastest, v.Text)
			}
			for _, w := range c.text {
				if !strings.Contains(v.Text, w) {
					t.Errorf("verdict %q: want %q", v.Text, w)
				}
			}
		})
	}
}

// The table algorithm reads the answer: it is not crowned for least work
// or time, but its path is the shortest.
func TestLookupNotCrowned(t *testing.T) {
	table := Run{Name: "table", Solved: true, Cost: 27, Expanded: 27, Elapsed: ms / 100, Exact: true, Lookup: true}
	astar := Run{Name: "astar", Solved: true, Cost: 27, Expanded: 2314, Elapsed: 2 * ms, Exact: true}
	greedy := Run{Name: "greedy", Solved: true, Cost: 49, Expanded: 157, Elapsed: ms / 10}
	v := One([]Run{table, astar, greedy}, -1)
	if !slices.Equal(v.Best, []int{1}) || !slices.Equal(v.Fastest, []int{2}) ||
		!strings.HasPrefix(v.Text, "Shortest path (27 moves) with the least work: astar") ||
		!strings.HasSuffix(v.Text, "Not counted: table, which reads the distances from a precomputed table.") {
		t.Errorf("best %v fastest %v: %q", v.Best, v.Fastest, v.Text)
	}
	if v := One([]Run{table}, 27); !slices.Equal(v.Best, []int{0}) || strings.Contains(v.Text, "Not counted") {
		t.Errorf("the table alone: best %v, %q", v.Best, v.Text)
	}
	b := Batch([]Summary{{Name: "table", Boards: 5, Solved: 5, Shortest: -1, Exact: true, Lookup: true, MeanCost: 20, MeanExpanded: 20},
		{Name: "greedy", Boards: 5, Solved: 5, Shortest: -1, MeanCost: 30, MeanExpanded: 50, MeanTime: ms}})
	if b.Best != nil || !slices.Equal(b.Fastest, []int{1}) || !strings.Contains(b.Text, "a mean of 30 moves against 20") {
		t.Errorf("batch: best %v fastest %v: %q", b.Best, b.Fastest, b.Text)
	}
}

// marked is a language that brackets what it translates, the values
// put in a template left outside: a verdict in it with a word outside the
// brackets, other than a run's name or a unit, has words that were never
// translated (the window's French verdict read English).
var marked = Words{
	Tr:     func(key string) string { return "⟨" + strings.ReplaceAll(key, "%s", "⟩%s⟨") + "⟩" },
	Plural: func(n int64, one, many string) string { return "⟨n " + many + "⟩" },
}

// untranslated is the words of s outside marked's brackets, but for
// names and units.
func untranslated(s string, names ...string) []string {
	var out strings.Builder
	depth := 0
	for _, r := range s {
		switch {
		case r == '⟨':
			depth++
			out.WriteRune(' ')
		case r == '⟩':
			depth--
			out.WriteRune(' ')
		case depth == 0:
			out.WriteRune(r)
		}
	}
	var words []string
	for _, w := range strings.FieldsFunc(out.String(), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		if !slices.Contains(names, w) && !slices.Contains([]string{"ms", "µs", "s"}, w) && strings.Trim(w, "0123456789") != "" {
			words = append(words, w)
		}
	}
	return words
}

// TestEverySentenceTranslated: every sentence, name list, count and
// joining word of every kind of verdict goes through the words given.
func TestEverySentenceTranslated(t *testing.T) {
	table := Run{Name: "table", Solved: true, Cost: 27, Expanded: 27, Elapsed: ms / 100, Exact: true, Lookup: true}
	astar := Run{Name: "astar", Solved: true, Cost: 27, Expanded: 2314, Elapsed: 2 * ms, Exact: true}
	twin := Run{Name: "twin", Solved: true, Cost: 27, Expanded: 2314, Elapsed: 2 * ms, Exact: true}
	slow := Run{Name: "bfs", Solved: true, Cost: 27, Expanded: 9000, Elapsed: 9 * ms, Exact: true}
	greedy := Run{Name: "greedy", Solved: true, Cost: 49, Expanded: 157, Elapsed: ms / 10}
	greedy2 := Run{Name: "greedy2", Solved: true, Cost: 51, Expanded: 150, Elapsed: ms / 10}
	fast := Run{Name: "fast", Solved: true, Cost: 27, Expanded: 3000, Elapsed: ms}
	ones := [][]Run{
		{{Name: "bfs", Unsolvable: true}},
		{{Name: "bfs"}, {Name: "dfs"}},
		{greedy},
		{astar, slow},
		{astar, twin, slow},
		{astar, greedy, greedy2},
		{astar, fast},
		{astar, greedy, table},
		{astar, greedy, table, {Name: "table2", Solved: true, Cost: 27, Expanded: 27, Lookup: true}},
		{greedy, {Name: "dfs", Solved: true, Cost: 45, Expanded: 9000, Elapsed: 20 * ms}},
		{{Name: "dfs", Solved: true, Cost: 45, Expanded: 9000, Elapsed: ms / 10}, {Name: "dfs2", Solved: true, Cost: 45, Expanded: 9000, Elapsed: ms / 10}},
	}
	for _, runs := range ones {
		var names []string
		for _, r := range runs {
			names = append(names, r.Name)
		}
		for _, d := range []int{27, -1} {
			if v := marked.One(runs, d); len(untranslated(v.Text, names...)) > 0 {
				t.Errorf("%q leaves %q untranslated", v.Text, untranslated(v.Text, names...))
			}
		}
	}
	a := Summary{Name: "astar", Boards: 50, Solved: 50, Shortest: -1, Exact: true, MeanCost: 22.1, MeanExpanded: 1203, MeanTime: 4 * ms}
	b := Summary{Name: "idastar", Boards: 50, Solved: 50, Shortest: -1, Exact: true, MeanCost: 22.1, MeanExpanded: 1203, MeanTime: 3 * ms}
	g := Summary{Name: "greedy", Boards: 50, Solved: 50, Shortest: -1, MeanCost: 45.2, MeanExpanded: 300, MeanTime: ms / 2}
	g2 := Summary{Name: "greedy2", Boards: 50, Solved: 50, Shortest: -1, MeanCost: 45.2, MeanExpanded: 300, MeanTime: ms / 2}
	tb := Summary{Name: "table", Boards: 50, Solved: 50, Shortest: -1, Exact: true, Lookup: true, MeanCost: 22.1, MeanExpanded: 22}
	d := Summary{Name: "dfs", Boards: 50, Solved: 20, Shortest: -1, MeanCost: 60, MeanExpanded: 90000, MeanTime: ms / 10}
	for _, sums := range [][]Summary{{a, b, g, d}, {a, b}, {a, tb, g}, {g, g2}, {g}, {d}, {b, a}, {a, b, tb, {Name: "t2", Boards: 50, Solved: 50, Shortest: -1, Lookup: true}},
		{{Name: "greedy", Boards: 3, Solved: 3, Shortest: 1, MeanCost: 9, MeanTime: ms}}} {
		var names []string
		for _, s := range sums {
			names = append(names, s.Name)
		}
		if v := marked.Batch(sums); len(untranslated(v.Text, names...)) > 0 {
			t.Errorf("%q leaves %q untranslated", v.Text, untranslated(v.Text, names...))
		}
	}
}
