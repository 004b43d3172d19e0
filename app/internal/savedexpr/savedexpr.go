// Package savedexpr is the user's named heuristics (issue 23) as they are
// remembered: a list of names and expressions kept as one JSON string in
// the window's preferences, which the command line reads too. No Fyne:
// the command line links it.
package savedexpr

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// AppID is the window's app ID (app.ID, which a test checks): the
// command line finds the window's preferences file by it.
const AppID = "io.github.eightpuzzle"

// PrefKey is the preference that holds the list.
const PrefKey = "heuristics.saved"

// MaxName bounds a name, in characters: a picker shows it whole.
const MaxName = 24

// MaxEntries bounds the list: every one is an option in four pickers.
const MaxEntries = 20

// Entry is one named expression. Text is kept as typed, even when it no
// longer compiles (it is shown with its error, not dropped).
type Entry struct {
	Name string `json:"name"`
	Text string `json:"text"`
}

// Parse reads a remembered list; a damaged one is an error (the caller
// falls back to an empty list).
func Parse(s string) ([]Entry, error) {
	if strings.TrimSpace(s) == "" {
		return nil, nil
	}
	var list []Entry
	if err := json.Unmarshal([]byte(s), &list); err != nil {
		return nil, fmt.Errorf("not a list of named expressions: %w", err)
	}
	if len(list) > MaxEntries {
		return nil, fmt.Errorf("%d named expressions, more than %d", len(list), MaxEntries)
	}
	for i, e := range list {
		if err := CheckName(e.Name, list[:i]); err != nil {
			return nil, err
		}
		if utf8.RuneCountInString(e.Text) > solver.MaxExpressionLength {
			return nil, fmt.Errorf("the expression named %q is longer than %d characters", e.Name, solver.MaxExpressionLength)
		}
	}
	return list, nil
}

// Format is the list as Parse reads it.
func Format(list []Entry) string {
	if len(list) == 0 {
		return ""
	}
	b, _ := json.Marshal(list) // strings only: cannot fail
	return string(b)
}

// Name errors, which the window translates.
var (
	ErrNameEmpty    = errors.New("a name is needed")
	ErrNameLong     = fmt.Errorf("a name has at most %d characters", MaxName)
	ErrNameChars    = errors.New("a name is letters, digits, spaces, - and _")
	ErrNameBuiltIn  = errors.New("that name is a built-in heuristic's or a term's")
	ErrNameIsExpr   = errors.New("that name reads as an expression")
	ErrNameTaken    = errors.New("that name is already used")
	ErrTooMany      = fmt.Errorf("at most %d named expressions", MaxEntries)
	ErrNameNotSaved = errors.New("no named expression by that name")
)

// CheckName says why name cannot name an expression beside others: empty,
// too long, odd characters, a built-in heuristic's or a term's name (the
// command line's -heuristic would not know which), or taken.
func CheckName(name string, others []Entry) error {
	switch {
	case strings.TrimSpace(name) == "":
		return ErrNameEmpty
	case name != strings.TrimSpace(name):
		return ErrNameChars
	case utf8.RuneCountInString(name) > MaxName:
		return ErrNameLong
	}
	for _, r := range name {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != ' ' && r != '-' && r != '_' {
			return ErrNameChars
		}
	}
	if _, err := solver.HeuristicByName(name); err == nil {
		return ErrNameBuiltIn
	}
	for _, t := range solver.ExprTerms() {
		if strings.EqualFold(t.Name, name) {
			return ErrNameBuiltIn
		}
	}
	if _, err := solver.ParseHeuristic(name); err == nil {
		return ErrNameIsExpr // -heuristic NAME would not know which
	}
	for _, o := range others {
		if strings.EqualFold(o.Name, name) {
			return ErrNameTaken
		}
	}
	return nil
}

// LooksLikeName says whether text could be a saved name (its characters
// are a name's): the command line looks it up only then, so that a
// mistake in an obvious expression reads as one.
func LooksLikeName(text string) bool {
	t := strings.TrimSpace(text)
	if t == "" || utf8.RuneCountInString(t) > MaxName {
		return false
	}
	for _, r := range t {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != ' ' && r != '-' && r != '_' {
			return false
		}
	}
	return true
}

// Find is the entry named name (case folded), and whether there is one.
func Find(list []Entry, name string) (Entry, bool) {
	for _, e := range list {
		if strings.EqualFold(e.Name, strings.TrimSpace(name)) {
			return e, true
		}
	}
	return Entry{}, false
}

// PrefsFile is where the window of app id keeps its preferences on this
// system (as Fyne 2.8 puts them): on Linux and the BSDs
// $XDG_CONFIG_HOME/fyne/ID/preferences.json (~/.config when unset), on
// macOS ~/Library/Preferences/fyne/ID/preferences.json, on Windows
// %AppData%\fyne\ID\preferences.json.
func PrefsFile(id string) (string, error) {
	var root string
	if runtime.GOOS == "darwin" {
		home, err := os.UserHomeDir()
		if err != nil {
			return "", err
		}
		root = filepath.Join(home, "Library", "Preferences")
	} else {
		dir, err := os.UserConfigDir()
		if err != nil {
			return "", err
		}
		root = dir
	}
	return filepath.Join(root, "fyne", id, "preferences.json"), nil
}

// maxPrefsFile bounds what ReadPrefs reads: the window's preferences are
// a few kilobytes.
const maxPrefsFile = 4 << 20

// ReadPrefs is the list kept in a preferences file; none when the file
// does not exist (the window never saved one).
func ReadPrefs(path string) ([]Entry, error) {
	f, err := os.Open(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var prefs map[string]any
	dec := json.NewDecoder(io.LimitReader(f, maxPrefsFile))
	if err := dec.Decode(&prefs); err != nil {
		return nil, fmt.Errorf("%s: not a preferences file: %w", path, err)
	}
	v, ok := prefs[PrefKey]
	if !ok {
		return nil, nil
	}
	s, ok := v.(string)
	if !ok {
		return nil, fmt.Errorf("%s: %s is not a string", path, PrefKey)
	}
	list, err := Parse(s)
	if err != nil {
		return nil, fmt.Errorf("%s: %s: %w", path, PrefKey, err)
	}
	return list, nil
}
