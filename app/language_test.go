package app

import (
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"github.com/eightpuzzle/eightpuzzle/app/internal/locale"
	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/app/widgets"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

// TestLanguageMenuRemembersAndApplies: View > Language picks French; the
// choice is remembered, ticked, and the next window built on the same
// preferences speaks French (its tab titles, its status line); English
// again gives English.
func TestLanguageMenuRemembersAndApplies(t *testing.T) {
	defer locale.Use("en")
	a := test.NewTempApp(t)
	h := newHarness(t, a, fyne.NewSize(1180, 800))
	pick := func(u *ui, code string) {
		t.Helper()
		it := u.menu.langs[code]
		if it == nil {
			t.Fatalf("no View > Language item for %q", code)
		}
		it.Action()
		u.menu.refresh(u.s)
		if !it.Checked || u.s.Language() != code {
			t.Fatalf("after picking %q: checked %v, session's language %q", code, it.Checked, u.s.Language())
		}
	}
	pick(h.u, "fr")
	h.u.s.Shutdown() // saves, as closing the window does

	fr := newHarness(t, a, fyne.NewSize(1180, 800))
	if got := fr.u.tabs.Items[0].Text; got != "Résoudre" {
		t.Errorf("the next window's first tab is %q, want Résoudre", got)
	}
	if got := lang.L("Solve"); got != "Résoudre" {
		t.Errorf("lang.L(Solve) = %q in the French window", got)
	}
	pick(fr.u, "en")
	fr.u.s.Shutdown()
	en := newHarness(t, a, fyne.NewSize(1180, 800))
	if got := en.u.tabs.Items[0].Text; got != "Solve" {
		t.Errorf("back in English, the first tab is %q", got)
	}
}

// frenchHarness is the whole window in French, whatever the system's
// language, as View > Language leaves it at the next start.
func frenchHarness(t *testing.T, size fyne.Size) *harness {
	t.Helper()
	t.Cleanup(func() { useLanguage("en") })
	a := test.NewTempApp(t)
	a.Preferences().SetString("language", "fr")
	return newHarness(t, a, size)
}

// TestRegistryNamesInFrench: the names and descriptions of the solver's
// registry (English for the command line) read French in the French
// window: the Solve tab's algorithm button, heuristic and description,
// and Help's lists.
func TestRegistryNamesInFrench(t *testing.T) {
	h := frenchHarness(t, fyne.NewSize(1180, 800))
	var shown []string
	for _, o := range all(h.u.win.Content()) {
		if s := shownText(o); s != "" {
			shown = append(shown, s)
		}
	}
	text := strings.Join(shown, "\n")
	for _, want := range []string{"Recherche A*", "distance de Manhattan", "additionne, pour chaque pièce"} {
		if !strings.Contains(text, want) {
			t.Errorf("the French window shows no %q", want)
		}
	}
	for _, english := range []string{"A* search", "Manhattan distance", "sums each tile's", "expands the board"} {
		if strings.Contains(text, english) {
			t.Errorf("the French window shows the registry's English %q", english)
		}
	}
	var b strings.Builder
	for _, s := range helpSegments() {
		b.WriteString(s.Textual())
	}
	help := b.String()
	for _, english := range []string{"Breadth-first search", "Manhattan distance", "counts the tiles", "expands the board", "depth)"} {
		if strings.Contains(help, english) {
			t.Errorf("the French Help shows the registry's English %q", english)
		}
	}
	if !strings.Contains(help, "Recherche en largeur") || !strings.Contains(help, "une heuristique") {
		t.Errorf("the French Help lists no « Recherche en largeur » or no « une heuristique » for a family's estimate")
	}
}

// TestGoalPresetsInFrench: the goal's presets read French (they read
// "blank last") and picking one sets its goal; the goal shown names its
// preset in French, or « personnalisé ».
func TestGoalPresetsInFrench(t *testing.T) {
	h := frenchHarness(t, fyne.NewSize(1180, 800))
	g := h.u.puzzle.goal
	want := []string{"vide à la fin", "vide au début", "en spirale", "personnalisé"}
	if !slices.Equal(g.presets.Options, want) {
		t.Fatalf("the goal's presets are %q, want %q", g.presets.Options, want)
	}
	if g.presets.Selected != "vide à la fin" {
		t.Errorf("the usual goal names its preset %q", g.presets.Selected)
	}
	g.presets.SetSelected("vide au début")
	h.q.Drain()
	first, _ := h.u.s.Shape().PresetGoal("blank first")
	if _, goal := h.u.s.Puzzle(); goal != first {
		t.Errorf("picking « vide au début » set the goal %v", goal)
	}
}

// TestRaceInFrench: the race's position ("step 0") and its maps' legend
// and column heads ("not expanded", "distance  boards") read French.
func TestRaceInFrench(t *testing.T) {
	h := frenchHarness(t, fyne.NewSize(1180, 800))
	h.u.s.SetTab(session.RaceTab)
	h.q.Drain()
	var shown []string
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		for _, x := range all(o) {
			if s := shownText(x); s != "" {
				shown = append(shown, s)
			}
			switch x := x.(type) {
			case *canvas.Text:
				shown = append(shown, x.Text)
			case *widgets.StateSpaceMap:
				for _, k := range test.WidgetRenderer(x).Objects() {
					walk(k)
				}
			}
		}
	}
	walk(h.u.win.Content())
	text := strings.Join(shown, "\n")
	for _, want := range []string{"étape 0", "non développés", "plateaux"} {
		if !strings.Contains(text, want) {
			t.Errorf("the French race shows no %q", want)
		}
	}
	for _, english := range []string{"step 0", "not expanded", "solution path", "boards"} {
		if strings.Contains(text, english) {
			t.Errorf("the French race shows the English %q", english)
		}
	}
}

// TestKeysHelpInFrench: what every plain key does, as Help lists it,
// reads French in the French window (F5's line was left out of the
// catalogue and read English).
func TestKeysHelpInFrench(t *testing.T) {
	frenchHarness(t, fyne.NewSize(1180, 800))
	for _, kb := range keyBindings {
		if lang.L(kb.what) == kb.what {
			t.Errorf("%s: %q has no French", kb.name, kb.what)
		}
	}
}

// TestPatternBuildInFrench: the status line of a pattern database's
// build, and a result's time with what was built first, read French in
// the French window; they read « Construction de pattern database for
// 4x4 » and « la pattern database for 4x4 a été built d'abord ».
func TestPatternBuildInFrench(t *testing.T) {
	frenchHarness(t, fyne.NewSize(1180, 800))
	for _, seven8 := range []bool{false, true} {
		what := solver.PatternWhat(solver.Shape{Rows: 4, Cols: 4}, seven8)
		building := session.PrepareText(session.Preparing{What: what, Done: 45, Total: 100})
		took := session.TimeText(solver.Result{Elapsed: time.Second, Prepared: &solver.Prepared{What: what, Took: 25 * time.Second}}, false)
		for _, line := range []string{building, took} {
			if strings.Contains(line, "pattern") || strings.Contains(line, "built") || !strings.Contains(line, "la base de motifs") {
				t.Errorf("in French: %q", line)
			}
			if seven8 != strings.Contains(line, "7-8") {
				t.Errorf("%q: does it name the 7-8 databases? want %v", line, seven8)
			}
		}
	}
}
