package session

import (
	"strings"
	"testing"
	"time"

	"github.com/eightpuzzle/eightpuzzle/app/internal/human"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

// TestLanguageRemembered: the language picked in the window is saved and
// is there in the next session; an unknown code changes nothing.
func TestLanguageRemembered(t *testing.T) {
	p := newPrefs(nil)
	h := open(t, p)
	if h.s.Language() != "" {
		t.Fatalf("a new session's language is %q, want the system's (\"\")", h.s.Language())
	}
	h.s.SetLanguage("fr")
	h.s.SetLanguage("xx")
	if h.s.Language() != "fr" {
		t.Fatalf("language %q after SetLanguage(fr), SetLanguage(xx)", h.s.Language())
	}
	if got := open(t, p).s.Language(); got != "fr" {
		t.Errorf("the next session's language is %q, want fr", got)
	}
}

// TestNoneInTheWindowsLanguage: a limit field shows "none" in the
// window's language and takes the word typed in it, as well as English's.
// The session's lines and the registry's names go through the translator
// too, one template a line.
func TestNoneInTheWindowsLanguage(t *testing.T) {
	fr := map[string]string{"none": "aucune", "A* search": "Recherche A*", "Manhattan distance": "Distance de Manhattan",
		"%s (%s)": "%s (%s)", "ties %s": "égalités : %s", "newest": "le plus récent", "moves %s": "coups : %s"}
	translateWith(t, fr)
	if got := MemoryText(-1); got != "aucune" {
		t.Errorf("no memory cap reads %q, want aucune", got)
	}
	for _, typed := range []string{"aucune", "Aucune", "none"} {
		if b, err := parseMemory(typed); err != nil || b != -1 {
			t.Errorf("typed %q: %d, %v; want no cap (-1)", typed, b, err)
		}
	}
	h := open(t, newPrefs(nil))
	for _, f := range []Field{NodesField, SecondsField} {
		h.s.SetLimitText(f, "aucune")
		if _, problem := h.s.LimitText(f); problem != "" {
			t.Errorf("field %d: « aucune » typed: %s", f, problem)
		}
	}
	a, err := solver.AlgorithmByName("astar-manhattan")
	if err != nil {
		t.Fatal(err)
	}
	// the heuristic inside the brackets reads as a common noun in French
	if got, want := AlgorithmTitle(a), "Recherche A* (distance de Manhattan)"; got != want {
		t.Errorf("A* with Manhattan reads %q, want %q", got, want)
	}
	if got := ConventionsText(a, solver.Conventions{}, 1); !strings.Contains(got, "égalités : le plus récent") || !strings.Contains(got, "coups : UDLR") {
		t.Errorf("A*'s conventions read %q", got)
	}
}

// FuzzLimitText: whatever is typed in a limit field (the word for none in
// either language, a number with a unit, garbage), the field keeps the
// text, and either takes it or says what is wrong; never a panic. A cap
// read is never below the 1 MB the engine needs, unless none.
func FuzzLimitText(f *testing.F) {
	for _, s := range []string{"", "none", "aucune", "AUCUNE", " none ", "off", "5000000", "5,000,000", "2 GB", "512mb",
		"1e999", "NaN", "-1", "0.5", "aucune GB", "\xff"} {
		f.Add(s)
	}
	translateWith(f, map[string]string{"none": "aucune"})
	f.Fuzz(func(t *testing.T, text string) {
		h := open(t, newPrefs(nil))
		for _, fl := range []Field{DepthField, NodesField, SecondsField, MemoryField} {
			h.s.SetLimitText(fl, text)
			if got, _ := h.s.LimitText(fl); got != text {
				t.Errorf("field %d: typed %q, it shows %q", fl, text, got)
			}
		}
		if b, err := parseMemory(text); err == nil && b > 0 && b < 1<<20 {
			t.Errorf("%q: a cap of %d bytes", text, b)
		}
	})
}

// The note of a size change is in the window's language: it said "Size
// 5x5." in a French window.
func TestSizeNoteTranslated(t *testing.T) {
	translateWith(t, map[string]string{"Size %v.": "Taille %v."})
	h := open(t, newPrefs(nil))
	h.s.SetShape(Square5)
	h.statusHas("Taille 5x5.")
}

// TestHopelessInTheWindowsLanguage: why a search cannot finish is said in
// the window's language, the engine's reasons and solver/wide's (a French
// window said "Hopeless at 5x5 unweighted: … with -weight 5 …" in
// English); on 5x5 a weighted A* below weight 5 is told of the weight,
// not the command line's -weight.
func TestHopelessInTheWindowsLanguage(t *testing.T) {
	fr := map[string]string{
		"hopeless at %v: holds whole layers of %.3g boards; runs into the memory cap":                                                                     "sans espoir en %v : des couches de %.3g plateaux",
		"hopeless at %v below weight %s: keeps every board it reaches; at weight %s or more it finishes in seconds, at most that many times the shortest": "sans espoir en %v sous le poids %s (%s)",
		"not run at %v: an uninformed search of %.3g boards":                                                                                              "ne tourne pas en %v : %.3g plateaux",
	}
	translateWith(t, fr)
	h := open(t, newPrefs(nil))
	s := h.s
	s.SetShape(solver.Shape{Rows: 4, Cols: 4})
	if got := s.HopelessFor(mustAlgo(t, "bfs")); got != "sans espoir en 4x4 : des couches de 1.05e+13 plateaux" {
		t.Errorf("bfs at 4x4: %q", got)
	}
	s.SetShape(Square5)
	if got := s.Refused(mustAlgo(t, "bfs")); got != "ne tourne pas en 5x5 : 7.76e+24 plateaux" {
		t.Errorf("bfs at 5x5: %q", got)
	}
	s.SetAlgorithm(mustAlgo(t, "astar-linear-conflict"))
	s.SetWeight(2)
	if got := s.Hopeless(); got != "sans espoir en 5x5 sous le poids 5 (5)" {
		t.Errorf("A* w=2 at 5x5: %q", got)
	}
	if got := HopelessAt(mustAlgo(t, "astar-linear-conflict"), Square5, 1); strings.Contains(got, "-weight") {
		t.Errorf("Compare's reason names the command line's flag: %q", got)
	}
	s.SetWeight(5)
	if got := s.Hopeless(); got != "" {
		t.Errorf("A* w=5 at 5x5: %q", got)
	}
}

// translateWith makes fr the session's translations until the test ends:
// a key it does not hold stays English.
func translateWith(tb testing.TB, fr map[string]string) {
	tr, pl, na := translate, pluralize, narrate // as they are now: SetTranslator sets these
	tb.Cleanup(func() { SetTranslator(tr, pl, na) })
	SetTranslator(func(k string) string {
		if v, ok := fr[k]; ok {
			return v
		}
		return k
	}, pluralize, narrate)
}

// TestLimitsReadFrenchNumbers: in a French window the Solve tab's limit
// fields read numbers as French writes them: "0,5" s (its message's own
// example, which the field refused), "5 000 000" nodes, "1,5 GB"; a comma
// there is a decimal mark, not a separator to drop.
func TestLimitsReadFrenchNumbers(t *testing.T) {
	human.SetStyle(human.Style{Thousands: "\u00a0", Decimal: ",", Percent: "\u00a0%"})
	defer human.SetStyle(human.English)
	h := open(t, newPrefs(nil))
	for _, c := range []struct {
		f    Field
		text string
	}{{SecondsField, "0,5"}, {NodesField, "5\u00a0000\u00a0000"}, {NodesField, "5 000 000"}, {MemoryField, "1,5 GB"}, {DepthField, "20"}} {
		h.s.SetLimitText(c.f, c.text)
		if _, problem := h.s.LimitText(c.f); problem != "" {
			t.Errorf("%q: %s", c.text, problem)
		}
	}
	if r := &h.s.search; r.timeout != 500*time.Millisecond || r.maxNodes != 5_000_000 || r.maxMemory != 3<<29 {
		t.Errorf("read %v, %d nodes, %d bytes", r.timeout, r.maxNodes, r.maxMemory)
	}
	h.s.SetLimitText(NodesField, "1,5")
	if _, problem := h.s.LimitText(NodesField); problem == "" {
		t.Error("a node limit of 1,5 was taken")
	}
}
