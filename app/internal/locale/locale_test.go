package locale

import (
	"encoding/json"
	"testing"

	"fyne.io/fyne/v2"

	"fyne.io/fyne/v2/lang"

	"github.com/eightpuzzle/eightpuzzle/app/internal/human"
)

// TestUseSwitchesBothWays: French replaces English and English French
// again, whatever the system's language, with plural forms and numbers
// following.
func TestUseSwitchesBothWays(t *testing.T) {
	defer Use("en")
	plural := func(n int) string { return N("{{.Count}} move", n, human.Count(int64(n))) }
	for _, tc := range []struct {
		code, solve, zero, one, many, count, pct string
	}{
		{"fr", "Résoudre", "0 coup", "1 coup", "1\u00a0234 coups", "1\u00a0234", "28,7\u00a0%"},
		{"en", "Solve", "0 moves", "1 move", "1,234 moves", "1,234", "28.7%"},
		{"fr", "Résoudre", "0 coup", "1 coup", "1\u00a0234 coups", "1\u00a0234", "28,7\u00a0%"},
	} {
		if err := Use(tc.code); err != nil {
			t.Fatal(err)
		}
		if got := lang.L("Solve"); got != tc.solve {
			t.Errorf("%s: Solve reads %q, want %q", tc.code, got, tc.solve)
		}
		// French rules whatever the system's language (English here)
		if got := plural(0); got != tc.zero {
			t.Errorf("%s: 0 moves reads %q, want %q", tc.code, got, tc.zero)
		}
		if got := human.Percent(0.287, 1); got != tc.pct {
			t.Errorf("%s: 28.7 percent reads %q, want %q", tc.code, got, tc.pct)
		}
		if got := plural(1); got != tc.one {
			t.Errorf("%s: 1 move reads %q, want %q", tc.code, got, tc.one)
		}
		if got := plural(1234); got != tc.many {
			t.Errorf("%s: 1234 moves reads %q, want %q", tc.code, got, tc.many)
		}
		if got := human.Count(1234); got != tc.count {
			t.Errorf("%s: 1234 reads %q, want %q", tc.code, got, tc.count)
		}
		if Current() != tc.code {
			t.Errorf("Current() = %q after Use(%q)", Current(), tc.code)
		}
	}
	if err := Use("xx"); err == nil {
		t.Error("Use(xx) took a language the window does not speak")
	}
}

// TestResolve: a saved language the window speaks is used; none, or a
// damaged value, falls back to the system's.
func TestResolve(t *testing.T) {
	for saved, want := range map[string]string{"fr": "fr", "en": "en", "": System(), "klingon": System(), "FR": System()} {
		if got := Resolve(saved); got != want {
			t.Errorf("Resolve(%q) = %q, want %q", saved, got, want)
		}
	}
}

// TestSystem follows the locale's language: French for any French
// locale, English for one the window does not speak.
func TestSystem(t *testing.T) {
	for env, want := range map[string]string{"fr_FR.UTF-8": "fr", "fr_CA.UTF-8": "fr", "de_DE.UTF-8": "en", "en_GB.UTF-8": "en"} {
		t.Setenv("LANGUAGE", "")
		t.Setenv("LC_ALL", env)
		if got := System(); got != want {
			t.Errorf("with LC_ALL=%s, System() = %q, want %q", env, got, want)
		}
	}
}

// TestEnglishFirstLoadsLittle: a window that starts in English loads its
// plural forms and Fyne's keys, not every French key as itself (1.8 s of
// a browser's start); English after French still replaces every French
// string (TestUseSwitchesBothWays).
func TestEnglishFirstLoadsLittle(t *testing.T) {
	fyneKeys, _ := read("fyne.fr.json")
	en, _ := read("en.json")
	all, err := Messages("en")
	if err != nil {
		t.Fatal(err)
	}
	was := loadedOther
	loadedOther = false
	var loaded []map[string]any
	addTranslations = func(data []byte, l fyne.Locale) error {
		m := map[string]any{}
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatal(err)
		}
		loaded = append(loaded, m)
		return nil
	}
	defer func() { addTranslations, loadedOther = lang.AddTranslationsForLocale, was }()
	if err := Use("en"); err != nil {
		t.Fatal(err)
	}
	if len(loaded) == 0 {
		t.Fatal("Use(en) loaded nothing")
	}
	for _, m := range loaded {
		if len(m) != len(fyneKeys)+len(en) || len(all) < 10*len(m) {
			t.Fatalf("English at the start loads %d messages under a tag, want Fyne's %d and the %d English plurals (all: %d)",
				len(m), len(fyneKeys), len(en), len(all))
		}
		for k := range fyneKeys {
			if m[k] != k {
				t.Errorf("Fyne's %q reads %v in English at the start", k, m[k])
			}
		}
	}
}
