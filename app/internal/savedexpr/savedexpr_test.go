package savedexpr

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestParseAndFormat(t *testing.T) {
	list := []Entry{{"mine", "manhattan + misplaced"}, {"broken", "manhattan +"}}
	got, err := Parse(Format(list))
	if err != nil || len(got) != 2 || got[0] != list[0] || got[1] != list[1] {
		t.Fatalf("round trip: %+v, %v", got, err)
	}
	if got, err := Parse(""); err != nil || got != nil {
		t.Errorf("empty: %+v, %v", got, err)
	}
	for _, bad := range []string{"{", `{"name":"a"}`, `[{"name":"manhattan","text":"1"}]`, `[{"name":"a","text":"1"},{"name":"A","text":"2"}]`} {
		if _, err := Parse(bad); err == nil {
			t.Errorf("%s: no error", bad)
		}
	}
}

// The command line reads the list the window keeps in its preferences
// file; no file is no list; a damaged one names the file.
func TestReadPrefs(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "preferences.json")
	if got, err := ReadPrefs(path); err != nil || got != nil {
		t.Errorf("no file: %+v, %v", got, err)
	}
	os.WriteFile(path, []byte(`{"algorithm":"astar-manhattan","heuristics.saved":"[{\"name\":\"mine\",\"text\":\"2 * manhattan\"}]"}`), 0o644)
	got, err := ReadPrefs(path)
	if e, ok := Find(got, "MINE"); err != nil || !ok || e.Text != "2 * manhattan" {
		t.Errorf("read %+v, %v", got, err)
	}
	os.WriteFile(path, []byte(`{"heuristics.saved":3}`), 0o644)
	if _, err := ReadPrefs(path); err == nil || !strings.Contains(err.Error(), path) {
		t.Errorf("damaged: %v", err)
	}
}

// Nothing a file holds makes Parse panic, and what it accepts formats
// back to a list it accepts again.
func FuzzParse(f *testing.F) {
	f.Add(`[{"name":"mine","text":"manhattan + misplaced"}]`)
	f.Add(`[{"name":"a b-c_d","text":"max(md[1], 2)"},{"name":"x","text":""}]`)
	f.Add(`{`)
	f.Add(`[{"name":"é","text":"1"}]`)
	f.Fuzz(func(t *testing.T, s string) {
		list, err := Parse(s)
		if err != nil {
			return
		}
		again, err := Parse(Format(list))
		if err != nil || len(again) != len(list) {
			t.Fatalf("%q: formatted again %+v, %v", s, again, err)
		}
	})
}
