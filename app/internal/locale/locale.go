// Package locale puts the window in English or French: it loads the
// translation files (lang/*.json, go-i18n's format) into Fyne's lang
// package, whose lang.L, lang.N and lang.X every view calls, and sets how
// numbers are written (app/internal/human). The command line never calls
// it, so its messages and JSON stay English.
package locale

import (
	"embed"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	golocale "github.com/jeandeaual/go-locale"
	"golang.org/x/text/language"

	"github.com/eightpuzzle/eightpuzzle/app/internal/human"
)

// Languages are the codes the window speaks, in the order of the menu.
var Languages = []string{"en", "fr"}

// Names are the languages' names, each in its own language: a student
// who cannot read the current one still finds theirs.
var Names = map[string]string{"en": "English", "fr": "Français"}

//go:embed lang/*.json
var files embed.FS

// fyneTags are the languages of Fyne's own translations in v2.8.1 (its
// lang/translations, base.LANG.json, in the order Fyne reads them),
// after the English that Fyne puts first as its fallback. Fyne's lang has
// no way to pick a language: it matches the system's locales against the
// languages it has bundles for, and lang.L reads the bundle it lands on.
// Use loads the chosen language's messages under that one tag
// (fyneTag); loading them under every tag, each load rebuilding Fyne's
// localizer, took 0.37 s of a browser's start.
var fyneTags = []string{"en", "cs", "de", "el", "en", "es", "fr", "ja", "pl", "pt", "pt-BR", "ru", "sv", "ta", "uk", "zh-Hans"}

// fyneTag is the tag of the bundle that lang.L reads on this system, found
// as Fyne 2.8.1 finds it: lang's closestSupportedLocale matches the
// system's locales against the languages it has (the first when nothing
// matches), its localizer is made for that locale's LanguageString, and
// go-i18n's bundle matches that against the tags it holds (English, its
// default, first).
func fyneTag() string {
	locales, err := golocale.GetLocales()
	if err != nil {
		locales = []string{"en"}
	}
	supported := make([]language.Tag, len(fyneTags))
	for i, t := range fyneTags {
		supported[i] = language.Make(t)
	}
	wanted := make([]language.Tag, len(locales))
	for i, l := range locales {
		wanted[i], _ = language.Parse(l)
	}
	best, _, conf := language.NewMatcher(supported).Match(wanted...)
	if conf == language.No {
		best = supported[0]
	}
	var held []language.Tag // the bundle's tags, each once
	for _, t := range supported {
		if !slices.Contains(held, t) {
			held = append(held, t)
		}
	}
	tags, _, _ := language.ParseAcceptLanguage(fyne.Locale(localeFromTag(best)).LanguageString())
	_, i, _ := language.NewMatcher(held).Match(tags...)
	return held[i].String()
}

// localeFromTag is lang's: language, then region and script when there
// is a region.
func localeFromTag(t language.Tag) string {
	b, s, r := t.Raw()
	out := b.String()
	if r.String() != "ZZ" {
		out += "-" + r.String()
		if s.String() != "Zzzz" {
			out += "-" + s.String()
		}
	}
	return out
}

// System is the language of the system's locale if the window speaks it,
// else English.
func System() string {
	l := strings.ToLower(string(lang.SystemLocale()))
	for _, c := range Languages {
		if l == c || strings.HasPrefix(l, c+"-") || strings.HasPrefix(l, c+"_") {
			return c
		}
	}
	return "en"
}

// Resolve is the language to use for a saved choice: the choice if the
// window speaks it, else (none saved, or a damaged value) the system's.
func Resolve(saved string) string {
	for _, c := range Languages {
		if saved == c {
			return c
		}
	}
	return System()
}

var (
	current = "en"
	loaded  map[string]any // the messages Use put in place
)

// addTranslations loads a language's messages under a tag (a test looks).
var addTranslations = lang.AddTranslationsForLocale

// Current is the language last put in place by Use (English before).
func Current() string { return current }

// Use puts the window's strings and numbers in language code. Views read
// their strings when they are built: call it before building them.
func Use(code string) error {
	msgs, err := messages(code, code != "en" || loadedOther)
	if err != nil {
		return err
	}
	data, err := json.Marshal(msgs)
	if err != nil {
		return err
	}
	if err := addTranslations(data, fyne.Locale(fyneTag())); err != nil {
		return fmt.Errorf("loading the %s translations: %w", code, err)
	}
	// should Fyne land elsewhere than fyneTag says (another Fyne, a
	// system this was not tried on), one of its own strings shows it, and
	// the messages go under every tag it can land on, as before
	if probe, ok := msgs[probeKey].(string); ok && lang.L(probeKey) != probe {
		for _, t := range fyneTags {
			if err := addTranslations(data, fyne.Locale(t)); err != nil {
				return fmt.Errorf("loading the %s translations: %w", code, err)
			}
		}
	}
	current, loaded = code, msgs
	loadedOther = loadedOther || code != "en"
	human.SetStyle(styles[code])
	return nil
}

// probeKey is one of Fyne's own strings, which each of its languages
// translates and every language's messages carry (its dialogs' button).
const probeKey = "Cancel"

// N is plural message key ("{{.Count}} move") for n, with count (n as
// written) for {{.Count}}, in the current language by that language's
// rule. Fyne's lang.N would pick the form by the system's locale: French
// chosen on an English system would read "0 coups" (French says "0 coup").
func N(key string, n int, count string) string {
	var text string
	switch v := loaded[key].(type) {
	case string:
		text = v
	case map[string]any:
		form, _ := v[pluralForm(current, n)].(string)
		if form == "" {
			form, _ = v["other"].(string)
		}
		text = form
	}
	if text == "" { // a key with no entry: the English, as lang.N gives
		text = key
		if n != 1 {
			text += "s"
		}
	}
	return strings.ReplaceAll(text, "{{.Count}}", count)
}

// pluralForm is the CLDR plural category of n in language code, for the
// forms our files give (one, other): French counts 0 and 1 as one.
func pluralForm(code string, n int) string {
	if n == 1 || (code == "fr" && n == 0) {
		return "one"
	}
	return "other"
}

// styles are the ways of writing numbers: French groups thousands with a
// no-break space, writes a decimal comma and spaces the percent sign
// (1 234,5 and 28,7 %).
var styles = map[string]human.Style{
	"en": human.English,
	"fr": {Thousands: "\u00a0", Decimal: ",", Percent: "\u00a0%"},
}

// Messages are language code's messages by key, as Use loads them: the
// file's, Fyne's own (its dialogs' buttons) where there is a file of them,
// and for English every other language's keys as themselves, so that
// English replaces a French loaded before it.
func Messages(code string) (map[string]any, error) { return messages(code, true) }

// loadedOther says whether a language other than English has been loaded
// (Use) since the start: until then English needs none of the other
// languages' keys as themselves, only Fyne's (whose own translations a
// system in another language would show), and a window starting in
// English loads its few plural forms, not the 85 KB of French keys under
// each of fyneTags' tags: in a browser that took 1.8 s of Go's start
// (Chromium's profiler, at a load average of 10), the longest piece of it.
var loadedOther bool

// messages is Messages; for English without every other language's keys
// unless all.
func messages(code string, all bool) (map[string]any, error) {
	if _, ok := Names[code]; !ok {
		return nil, fmt.Errorf("no language %q", code)
	}
	out := map[string]any{}
	if code == "en" {
		for _, c := range Languages[1:] {
			files := []string{"fyne." + c + ".json", c + ".json"}
			if !all {
				files = files[:1]
			}
			for _, f := range files {
				m, err := read(f)
				if err != nil {
					return nil, err
				}
				for k := range m {
					out[k] = k
				}
			}
		}
	}
	for _, f := range []string{"fyne." + code + ".json", code + ".json"} {
		m, err := read(f)
		if err != nil {
			return nil, err
		}
		for k, v := range m {
			out[k] = v
		}
	}
	return out, nil
}

// read is one translation file; a missing one is empty.
func read(name string) (map[string]any, error) {
	data, err := files.ReadFile("lang/" + name)
	if err != nil {
		return map[string]any{}, nil
	}
	m := map[string]any{}
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return m, nil
}

// Mark marks a string of a table built before the language is known (a
// package-level var) as one to translate; the code that shows it calls
// lang.L on it then. It returns s: it is there for the catalogue test,
// which reads the marked strings as it reads lang.L's.
func Mark(s string) string { return s }
