package session

import (
	"math"
	"strings"
	"testing"
	"time"

	"github.com/eightpuzzle/eightpuzzle/app/internal/memprefs"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

// TestSettingsSurviveARestart: what a session remembers comes back.
func TestSettingsSurviveARestart(t *testing.T) {
	p := newPrefs(nil)
	h := open(t, p)
	s := h.s
	dls, _ := solver.AlgorithmByName("dls")
	s.SetAlgorithm(dls)
	s.SetLimitText(DepthField, "60")
	s.SetLimitText(NodesField, "1000")
	s.SetLimitText(SecondsField, "2.5")
	s.SetWatch(true)
	s.SetWatchRate(1)
	s.SetReplaySpeed(7)
	s.SetGoal(solver.GoalSpiral)
	s.SetBoard(hardest)
	s.SetTheme(ThemeDark)
	s.SetRandomDistance(12)
	s.SetWindowSize(Size{1000, 700})
	s.Shutdown()

	s2 := open(t, p).s
	if s2.Algorithm() != dls {
		t.Errorf("algorithm %s, want dls", s2.Algorithm().Name)
	}
	for f, want := range map[Field]string{DepthField: "60", NodesField: "1,000", SecondsField: "2.5"} {
		if got, problem := s2.LimitText(f); got != want || problem != "" {
			t.Errorf("field %d reads %q (%q), want %q", f, got, problem, want)
		}
	}
	if s2.search.depth != 60 || s2.search.maxNodes != 1000 || s2.search.timeout != 2500*time.Millisecond {
		t.Errorf("limits %d, %d, %v", s2.search.depth, s2.search.maxNodes, s2.search.timeout)
	}
	if on, rate := s2.Watch(); !on || rate != 1 {
		t.Errorf("watch %v at %d", on, rate)
	}
	if r := s2.Replay(); r.Speed != 7 {
		t.Errorf("replay speed %d", r.Speed)
	}
	if b, g := s2.Puzzle(); b != hardest || g != solver.GoalSpiral {
		t.Errorf("puzzle %v to %v", b, g)
	}
	if s2.Theme() != ThemeDark || s2.RandomDistance() != 12 || s2.WindowSize() != (Size{1000, 700}) {
		t.Errorf("theme %v, random distance %d, size %v", s2.Theme(), s2.RandomDistance(), s2.WindowSize())
	}
}

// TestDamagedSettingsFallBack: every remembered value is checked on load.
// A corrupt, out-of-range or wrongly typed one falls back to its default
// with one line in the log; a missing one quietly. Defect 1 of the window
// was a crash on every start after a limit was saved: those are here too.
func TestDamagedSettingsFallBack(t *testing.T) {
	defaults := open(t, nil).s
	for _, tc := range []struct {
		key   string
		value any
		check func(*Session) bool
	}{
		{prefBoard, "12345678x", func(s *Session) bool { b, g := s.Puzzle(); return b == g }},
		{prefBoard, 42, func(s *Session) bool { b, g := s.Puzzle(); return b == g }},
		{prefGoal, "113456780", func(s *Session) bool { _, g := s.Puzzle(); return g == goal }},
		{prefGoal, "", func(s *Session) bool { _, g := s.Puzzle(); return g == goal }},
		{prefAlgorithm, "astar", func(s *Session) bool { return s.Algorithm() == defaults.Algorithm() }},
		{prefAlgorithm, true, func(s *Session) bool { return s.Algorithm() == defaults.Algorithm() }},
		{prefSpeed, 99, func(s *Session) bool { return s.Replay().Speed == defaultReplaySpeed }},
		{prefSpeed, -1, func(s *Session) bool { return s.Replay().Speed == defaultReplaySpeed }},
		{prefSpeed, "fast", func(s *Session) bool { return s.Replay().Speed == defaultReplaySpeed }},
		{prefWatch, "yes", func(s *Session) bool { on, _ := s.Watch(); return !on }},
		{prefWatchSpeed, 1e9, func(s *Session) bool { _, r := s.Watch(); return r == defaultWatchSpeed }},
		{prefDepth, 70000, func(s *Session) bool { txt, _ := s.LimitText(DepthField); return txt == "" }},
		{prefDepth, -5, func(s *Session) bool { txt, _ := s.LimitText(DepthField); return txt == "" }},
		{prefNodes, -1000, func(s *Session) bool { return s.search.maxNodes == 0 }},
		{prefNodes, 1e15, func(s *Session) bool { return s.search.maxNodes == 0 }},
		{prefNodes, "1000", func(s *Session) bool { return s.search.maxNodes == 0 }},
		{prefTime, -2.0, func(s *Session) bool { return s.search.timeout == 0 }},
		{prefTime, math.Inf(1), func(s *Session) bool { return s.search.timeout == 0 }},
		{prefTime, 1e300, func(s *Session) bool { return s.search.timeout == 0 }},
		{prefTheme, "purple", func(s *Session) bool { return s.Theme() == ThemeSystem }},
		{prefLanguage, "klingon", func(s *Session) bool { return s.Language() == "" }},
		{prefLanguage, 3, func(s *Session) bool { return s.Language() == "" }},
		{prefTextSize, 130, func(s *Session) bool { return s.TextSize() == 100 }},
		{prefTextSize, 5000, func(s *Session) bool { return s.TextSize() == 100 }},
		{prefTextSize, -150, func(s *Session) bool { return s.TextSize() == 100 }},
		{prefTextSize, "150", func(s *Session) bool { return s.TextSize() == 100 }},
		{prefRandomDist, 500, func(s *Session) bool { return s.RandomDistance() == 0 }},
		{prefWidth, 10.0, func(s *Session) bool { return s.WindowSize() == DefaultSize }},
		{prefHeight, 1e9, func(s *Session) bool { return s.WindowSize() == DefaultSize }},
		{prefWidth, "wide", func(s *Session) bool { return s.WindowSize() == DefaultSize }},
	} {
		var s *Session
		lines := logged(func() { s = open(t, newPrefs(map[string]any{tc.key: tc.value})).s })
		if !tc.check(s) {
			t.Errorf("%s = %#v: the session did not fall back to the default", tc.key, tc.value)
		}
		if len(lines) != 1 || !strings.Contains(lines[0], tc.key) {
			t.Errorf("%s = %#v: logged %q, want one line naming the key", tc.key, tc.value, lines)
		}
	}

	// Stored as they should be, the limits of defect 1 load without a word.
	lines := logged(func() {
		s := open(t, newPrefs(map[string]any{prefAlgorithm: "dls", prefDepth: 60, prefNodes: 1000.0, prefTime: 3.0})).s
		if txt, _ := s.LimitText(DepthField); txt != "60" {
			t.Errorf("depth field %q, want 60", txt)
		}
	})
	if len(lines) != 0 {
		t.Errorf("good settings logged %q", lines)
	}
}

// TestSaveWritesOnlyChanges: Fyne rewrites its whole file on every set,
// and a reload during a write logs "Preferences load error: EOF"; a save
// with nothing changed must write nothing.
func TestSaveWritesOnlyChanges(t *testing.T) {
	p := newPrefs(nil)
	h := open(t, p)
	h.s.save()
	writes := 0
	counting := &countingPrefs{Prefs: p, writes: &writes}
	h.s.prefs = counting
	h.s.save()
	if writes != 0 {
		t.Fatalf("a save with nothing changed wrote %d values", writes)
	}
	h.s.SetBoard(hardest)
	h.s.save()
	if writes != 1 {
		t.Fatalf("a save after one change wrote %d values, want 1", writes)
	}
}

type countingPrefs struct {
	memprefs.Prefs
	writes *int
}

func (c *countingPrefs) SetString(k, v string)        { *c.writes++; c.Prefs.SetString(k, v) }
func (c *countingPrefs) SetInt(k string, v int)       { *c.writes++; c.Prefs.SetInt(k, v) }
func (c *countingPrefs) SetFloat(k string, v float64) { *c.writes++; c.Prefs.SetFloat(k, v) }
func (c *countingPrefs) SetBool(k string, v bool)     { *c.writes++; c.Prefs.SetBool(k, v) }

// TestSettingsWrittenAsTheyChange: a browser tab closes without a
// Shutdown, so every setting must be in the preferences as soon as it is
// made, not only when the window closes.
func TestSettingsWrittenAsTheyChange(t *testing.T) {
	p := newPrefs(nil)
	s := open(t, p).s
	dls, _ := solver.AlgorithmByName("dls")
	s.SetAlgorithm(dls)
	s.SetBoard(hardest)
	s.SetLimitText(NodesField, "1000")
	s.SetTheme(ThemeDark)
	for k, want := range map[string]any{prefAlgorithm: "dls", prefBoard: hardest.String(), prefNodes: 1000, prefTheme: string(ThemeDark)} {
		if got := p[k]; got != want {
			t.Errorf("%s = %v before any Shutdown, want %v", k, got, want)
		}
	}
}

// TestSavesKeepASizeSavedSince is issue 21's item 13: the size was once
// remembered as 1180x600 after a resize to 1180x800. Every save wrote
// the size the window had opened at, so a size saved since (by a second
// window closing, at 1180x800) was undone by the next setting changed.
func TestSavesKeepASizeSavedSince(t *testing.T) {
	p := newPrefs(map[string]any{prefWidth: 1180.0, prefHeight: 600.0})
	h := open(t, p)
	p[prefHeight] = 800.0 // the other window closes at 1180x800
	h.s.SetBoard(hardest)
	if got := p[prefHeight]; got != 800.0 {
		t.Fatalf("a change of board wrote the height %v over the 800 saved since", got)
	}
	h.s.SetWindowSize(Size{1180, 700})
	if w, ht := p[prefWidth], p[prefHeight]; w != 1180.0 || ht != 700.0 {
		t.Fatalf("closing at 1180x700 remembered %vx%v", w, ht)
	}
}

// TestLookRemembered: the high-contrast theme and the text size are
// settings of their own, kept between runs like the others.
func TestLookRemembered(t *testing.T) {
	p := newPrefs(nil)
	s := open(t, p).s
	if s.TextSize() != 100 {
		t.Fatalf("text size %d at first, want 100", s.TextSize())
	}
	fired := 0
	s.ThemeChanged.Watch(func() { fired++ })
	s.SetTheme(ThemeContrast)
	s.SetTextSize(150)
	s.SetTextSize(130) // not offered: ignored
	if fired != 2 || s.Theme() != ThemeContrast || s.TextSize() != 150 {
		t.Errorf("theme %v, text %d, %d changes; want contrast, 150, 2", s.Theme(), s.TextSize(), fired)
	}
	s.Shutdown()
	s2 := open(t, p).s
	if s2.Theme() != ThemeContrast || s2.TextSize() != 150 {
		t.Errorf("reopened with theme %v, text %d; want contrast, 150", s2.Theme(), s2.TextSize())
	}
	// Ctrl+= and Ctrl+- walk the sizes and stop at the ends
	for _, c := range []struct{ by, want int }{{1, 200}, {1, 200}, {-1, 150}, {-1, 125}, {-1, 100}, {-1, 100}} {
		s2.GrowText(c.by)
		if s2.TextSize() != c.want {
			t.Errorf("GrowText(%d): %d, want %d", c.by, s2.TextSize(), c.want)
		}
	}
	if ThemeDark.Next() != ThemeContrast || ThemeContrast.Next() != ThemeSystem {
		t.Errorf("the theme button skips high contrast: dark -> %v -> %v", ThemeDark.Next(), ThemeContrast.Next())
	}
}
