package anim

import (
	"bytes"
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// marked brackets what it puts in a language, the values a template takes
// left outside: a frame's line with a word outside the brackets has
// English that never went through the window's words (the window's GIFs
// were English in French).
var marked = Words{
	Tr: func(key string) string {
		return "⟨" + strings.ReplaceAll(strings.ReplaceAll(key, "%s", "⟩%s⟨"), "%d", "⟩%d⟨") + "⟩"
	},
	Plural:  func(n int, one, many string) string { return "⟨n " + many + "⟩" },
	Count:   func(n int64) string { return "⟨n⟩" },
	Ordinal: func(n int) string { return "⟨nth⟩" },
	Title:   func(a *solver.Algorithm) string { return "⟨" + a.Title + "⟩" },
}

// untranslated is the words of s outside marked's brackets: not the
// numbers and the letters of g = 3, h = 2, f = 5, t = 1.5ms.
func untranslated(s string) []string {
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
	for _, w := range strings.FieldsFunc(out.String(), func(r rune) bool { return !unicode.IsLetter(r) }) {
		if !slices.Contains([]string{"g", "h", "f", "t", "ms", "µs", "s"}, w) {
			words = append(words, w)
		}
	}
	return words
}

// drawn is every line the frames of make write.
func drawn(t *testing.T, make func() error) []string {
	t.Helper()
	var lines []string
	drawnText = func(s string) { lines = append(lines, s) }
	defer func() { drawnText = nil }()
	if err := make(); err != nil {
		t.Fatal(err)
	}
	return lines
}

// gifs draws a replay, steps of a bidirectional and of an IDA* search
// (a bound, the goal's side) and a race with s, and gives their lines.
func gifs(t *testing.T, s Settings) []string {
	t.Helper()
	res, p := solve(t, "astar-manhattan", "413726580")
	var lines []string
	lines = append(lines, drawn(t, func() error {
		return Replay(context.Background(), &bytes.Buffer{}, solver.Square3, res.Path, "⟨title⟩", s)
	})...)
	var racers []Racer
	for _, name := range []string{"bidir", "idastar-manhattan", "greedy-manhattan"} {
		a, _ := solver.AlgorithmByName(name)
		l, _, err := Record(context.Background(), a, p, solver.Options{}, 0)
		if err != nil {
			t.Fatal(err)
		}
		lines = append(lines, drawn(t, func() error {
			return Steps(context.Background(), &bytes.Buffer{}, l, 1, l.Len(), true, s)
		})...)
		racers = append(racers, Racer{Title: "⟨" + a.Name + "⟩", Log: l}) // the caller's title: the window's in its language
	}
	lines = append(lines, drawn(t, func() error {
		return Race(context.Background(), &bytes.Buffer{}, racers, false, 5, s)
	})...)
	return lines
}

// TestGIFWordsFollowTheWindow: every line of every kind of GIF goes
// through the words it is given; given none, they read English, as the
// command line's.
func TestGIFWordsFollowTheWindow(t *testing.T) {
	s := Settings{Size: 300, Speed: 50, Words: marked}
	for _, line := range gifs(t, s) {
		if w := untranslated(line); len(w) > 0 {
			t.Errorf("%q: %q not put in the language", line, w)
		}
	}
	english := strings.Join(gifs(t, Settings{Size: 300, Speed: 50}), "\n")
	for _, want := range []string{"start: 8 moves to the goal", "move 1 of 8", "goal reached in 8 moves",
		"Bidirectional search", "(from the goal)", "bound ", "frontier: ", " waiting", "step 1 of ", "1st: 8 moves", "2nd: 8 moves", " expanded"} {
		if !strings.Contains(english, want) {
			t.Errorf("the English GIFs say no %q", want)
		}
	}
}

// TestCheckStepsInWords: the GIF dialog's message on a bad range of steps
// is in the window's words (it was English in a French window), and the
// command line's stays as it was.
func TestCheckStepsInWords(t *testing.T) {
	marked := Words{
		Tr:     func(key string) string { return "«" + key + "»" },
		Plural: func(n int, one, many string) string { return fmt.Sprintf("‹%d %s›", n, many) },
	}
	for _, c := range []struct{ from, to, n int }{{1, 2, 0}, {0, 2, 5}, {3, 2, 5}, {7, 9, 5}, {1, MaxFrames + 1, MaxFrames + 5}} {
		err := marked.CheckSteps(c.from, c.to, c.n)
		if err == nil || !strings.HasPrefix(err.Error(), "«") {
			t.Errorf("steps %d to %d of %d: %v, not in the words given", c.from, c.to, c.n, err)
		}
		english := CheckSteps(c.from, c.to, c.n)
		if english == nil || strings.ContainsAny(english.Error(), "«‹") {
			t.Errorf("steps %d to %d of %d in English: %v", c.from, c.to, c.n, english)
		}
	}
	if err := marked.CheckSteps(7, 9, 5); !strings.Contains(err.Error(), "‹5 steps›") {
		t.Errorf("the count of steps is not in the words' plural: %v", err)
	}
	if got := CheckSteps(7, 9, 5).Error(); got != "steps 7 to 9: the search made only 5 steps" {
		t.Errorf("the command line's message changed: %q", got)
	}
	if err := marked.CheckSteps(1, 3, 5); err != nil {
		t.Errorf("a good range: %v", err)
	}
}
