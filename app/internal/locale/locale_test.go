package locale

import (
	"bytes"
	"encoding/json"
	"fmt"
	"log"
	"os"
	"strings"
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
		fyneEn, _ := read("fyne.en.json")
		for k := range fyneKeys {
			var want any = k
			if v, ok := fyneEn[k]; ok { // an id, as "file.parent": Fyne's English
				want = v
			}
			if fmt.Sprint(m[k]) != fmt.Sprint(want) {
				t.Errorf("Fyne's %q reads %v in English at the start, want %v", k, m[k], want)
			}
		}
	}
}

// TestUseLoadsOnce: Use loads a language's messages once, under the tag
// Fyne's lang.L reads on the system (fyneTag), not under each of Fyne's
// languages (15 loads, each rebuilding Fyne's localizer: 0.37 s of a
// browser's start), and the window reads the chosen language whatever
// the system's, without Fyne logging a translation failure.
func TestUseLoadsOnce(t *testing.T) {
	defer Use("en")
	var logged bytes.Buffer
	log.SetOutput(&logged)
	defer log.SetOutput(os.Stderr)
	loads := 0
	addTranslations = func(data []byte, l fyne.Locale) error {
		loads++
		return lang.AddTranslationsForLocale(data, l)
	}
	defer func() { addTranslations = lang.AddTranslationsForLocale }()
	for _, system := range []struct{ language, all string }{
		{"", "en_US.UTF-8"}, {"", "en_GB.UTF-8"}, {"", "fr_FR.UTF-8"}, {"", "fr_CA.UTF-8"}, {"", "de_DE.UTF-8"},
		{"", "pt_BR.UTF-8"}, {"", "pt_PT.UTF-8"}, {"", "zh_CN.UTF-8"}, {"", "zh_TW.UTF-8"}, {"", "sr_RS.UTF-8"},
		{"", "ja_JP.UTF-8"}, {"", "nb_NO.UTF-8"}, {"", "es_MX.UTF-8"}, {"", "uk_UA.UTF-8"}, {"", "C"},
		{"de:fr", "de_DE.UTF-8"}, {"sr:ru", "sr_RS.UTF-8"},
	} {
		t.Setenv("LANGUAGE", system.language)
		t.Setenv("LC_ALL", system.all)
		for _, want := range []struct{ code, solve, cancel string }{
			{"fr", "Résoudre", "Annuler"}, {"en", "Solve", "Cancel"}, {"fr", "Résoudre", "Annuler"}, {"en", "Solve", "Cancel"},
		} {
			loads = 0
			if err := Use(want.code); err != nil {
				t.Fatal(err)
			}
			if loads != 1 {
				t.Errorf("LANGUAGE=%q LC_ALL=%s: Use(%s) loaded its messages %d times, want once", system.language, system.all, want.code, loads)
			}
			if got := lang.L("Solve"); got != want.solve {
				t.Errorf("LANGUAGE=%q LC_ALL=%s: in %s Solve reads %q, want %q", system.language, system.all, want.code, got, want.solve)
			}
			if got := lang.L("Cancel"); got != want.cancel {
				t.Errorf("LANGUAGE=%q LC_ALL=%s: in %s Fyne's Cancel reads %q, want %q", system.language, system.all, want.code, got, want.cancel)
			}
		}
	}
	if logged.Len() > 0 {
		t.Errorf("Fyne logged:\n%s", logged.String())
	}
}

// TestFyneIDsInEnglish: Fyne's strings looked up by an id (lang.X, as the
// file dialog's "(Parent)" folder) read in English as Fyne writes them,
// at the start and after French; the window showed "(file.parent)", the
// id, as English put every key of Fyne's French as itself. Every id in
// fyne.fr.json (a key with a dot and no space) has its English.
func TestFyneIDsInEnglish(t *testing.T) {
	fr, _ := read("fyne.fr.json")
	en, _ := read("fyne.en.json")
	for k := range fr {
		if strings.Contains(k, ".") && !strings.Contains(k, " ") {
			if _, ok := en[k]; !ok {
				t.Errorf("Fyne's id %q has French and no English (fyne.en.json)", k)
			}
		}
	}
	defer func() {
		if err := Use("en"); err != nil {
			t.Fatal(err)
		}
	}()
	for _, code := range []string{"en", "fr", "en"} {
		if err := Use(code); err != nil {
			t.Fatal(err)
		}
		want := map[string][2]string{"en": {"Parent", "Name"}, "fr": {"Parent", "Nom"}}[code]
		if p, n := lang.X("file.parent", "Parent"), lang.X("file.name", "Name"); p != want[0] || n != want[1] {
			t.Errorf("in %s the file dialog reads (%s) and %q, want (%s) and %q", code, p, n, want[0], want[1])
		}
	}
}
