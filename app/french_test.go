package app

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/internal/tabkit"
	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/app/widgets"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

// englishWords are words a French sentence never has: one of them on a
// French screen is a sentence that never went through the translator.
// (Not "but", "table", "on", "a", "optimal", "distance"...: French has
// them too.)
var englishWords = []string{
	"the", "with", "and", "of", "was", "which", "solved", "done", "moves", "move",
	"fastest", "least", "work", "boards", "board", "expanded", "shortest", "path",
	"found", "search", "searches", "each", "also", "mean", "longer", "counted",
	"reads", "waiting", "running", "not", "known", "guarantee", "step", "steps",
	"limit", "cancelled", "hopeless", "run", "ran", "cost", "depth", "frontier",
	"time", "node", "nodes", "unsolvable", "from", "its", "their", "is",
	"are", "no", "by", "at", "than", "comparison", "race", "finished", "best",
}

// englishIn is the English words of what a French screen shows. The
// command line's names (astar-manhattan) and the registry's heuristic
// names are the same in both languages: they are taken out first.
func englishIn(text string) []string {
	for _, a := range solver.Algorithms() {
		text = strings.ReplaceAll(text, a.Name, " ")
	}
	for _, hr := range solver.Heuristics() {
		text = strings.ReplaceAll(text, hr.Name, " ")
	}
	var out []string
	for _, w := range strings.FieldsFunc(text, func(r rune) bool { return !unicode.IsLetter(r) }) {
		if slices.Contains(englishWords, strings.ToLower(w)) && !slices.Contains(out, w) {
			out = append(out, w)
		}
	}
	return out
}

// colonUnspaced: French puts a space before a colon, a semicolon, a
// question or an exclamation mark (« but : »).
var colonUnspaced = regexp.MustCompile(`\pL[:;?!]`)

// drawn is every text the window draws now: labels, rich text, table
// cells, buttons, selects, the status line, as their renderers lay them
// out (a tab not shown draws nothing).
func drawn(w fyne.Window) []string {
	var out []string
	for _, o := range test.LaidOutObjects(w.Content()) {
		if !o.Visible() {
			continue
		}
		switch o := o.(type) {
		case *canvas.Text:
			out = append(out, o.Text)
		case *widget.Select:
			out = append(out, o.Selected)
		case *widget.Label:
			out = append(out, o.Text)
		case *widgets.Table:
			// virtual: every cell, scrolled to or not
			for r := range len(o.Order()) {
				for c := range o.Columns() {
					out = append(out, o.CellText(r, c))
				}
			}
		}
	}
	return out
}

// TestNoEnglishInFinishedTabs: a finished Solve, Replay, Compare (Run all
// and a batch), Race and Explore, and the Heuristics tab, in the French
// window show no English word and no colon glued to its word. The catalogue test reads only the
// keys handed to the translator: Compare's verdict, its Outcome column
// and its status line never reached it, and read English.
func TestNoEnglishInFinishedTabs(t *testing.T) {
	h := frenchHarness(t, fyne.NewSize(1280, 900))
	u, s := h.u, h.u.s
	s.SetBoard(solver.FromTiles([]int{8, 0, 6, 5, 4, 7, 2, 3, 1})) // 27 moves
	check := func(what string) {
		t.Helper()
		h.q.Drain()
		relayout(u.win.Content())
		for _, line := range drawn(u.win) {
			if en := englishIn(line); len(en) > 0 {
				t.Errorf("%s: %q reads English (%s)", what, line, strings.Join(en, ", "))
			}
			if m := colonUnspaced.FindString(line); m != "" {
				t.Errorf("%s: %q has %q, no space before the sign", what, line, m)
			}
		}
	}

	s.SetTab(session.SolveTab)
	s.Solve()
	h.waitFor("the solve", func() bool { return !s.Running() })
	check("Solve")

	s.SetTab(session.ReplayTab)
	check("Replay")

	c := s.Comparison()
	s.SetTab(session.CompareTab)
	c.SetMode(session.OneBoard)
	var all []string
	for _, a := range solver.Algorithms() {
		if a.Hopeless(solver.Square3) == "" {
			all = append(all, a.Name)
		}
	}
	c.SetAlgorithms(all)
	c.Run()
	h.waitFor("the comparison", func() bool { return !c.Running() })
	check("Compare, one board")

	c.SetMode(session.Batch)
	if err := c.SetBatch(session.BatchSettings{Kind: session.ByDistance, PerDistance: 1, UpTo: 8, Count: 1, Seed: 1}); err != nil {
		t.Fatal(err)
	}
	c.Run()
	h.waitFor("the batch", func() bool { return !c.Running() })
	check("Compare, a batch")

	r := s.Race()
	s.SetTab(session.RaceTab)
	r.Start()
	h.waitFor("the race", func() bool { return !r.Running() })
	r.ToEnd()
	check("Race")

	e := s.Exploration()
	s.SetTab(session.ExploreTab)
	e.Explore()
	h.waitFor("the exploration", func() bool { return !e.Running() })
	e.ToEnd()
	check("Explore")

	s.SetTab(session.HeuristicsTab)
	h.waitFor("the heuristics' figures", func() bool { return s.Accuracy().Figures().Heuristic != nil })
	for _, c := range []session.AccuracyChart{session.RangesChart, session.HeatChart} {
		s.Accuracy().SetChart(c)
		check("Heuristics")
	}
}

// TestGIFWordsInFrench: the window's GIFs (tabkit.GIFWords, which its GIF
// dialog hands to app/anim) speak the window's language: their lines,
// counts, places and the algorithm's title were English in French.
func TestGIFWordsInFrench(t *testing.T) {
	frenchHarness(t, fyne.NewSize(1180, 800))
	w := tabkit.GIFWords()
	a, _ := solver.AlgorithmNamed("astar-manhattan")
	for got, want := range map[string]string{
		fmt.Sprintf(w.Tr("move %d of %d"), 3, 27):                                 "coup 3 sur 27",
		fmt.Sprintf(w.Tr("start: %s to the goal"), w.Plural(27, "move", "moves")): "départ : 27 coups jusqu'au but",
		w.Count(1234):   "1\u00a0234",
		w.Ordinal(1):    "1er",
		w.Ordinal(2):    "2e",
		w.Title(a):      "Recherche A* (distance de Manhattan)",
		w.Tr("stopped"): "arrêté",
	} {
		if got != want {
			t.Errorf("%q, want %q", got, want)
		}
	}
}
