package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// savedIn writes the window's preferences file, holding list, under a
// configuration folder of the test's own.
func savedIn(t *testing.T, list string) string {
	t.Helper()
	dir := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", dir)
	t.Setenv("HOME", dir) // macOS's folder is under it
	path := savedPrefsFile()
	if !strings.HasPrefix(path, dir) {
		t.Skipf("the preferences file %s is not under the test's folder on this system", path)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if list != "" {
		if err := os.WriteFile(path, []byte(`{"heuristics.saved":`+list+`}`), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return path
}

// -heuristic NAME is an expression the window saved under that name.
func TestHeuristicBySavedName(t *testing.T) {
	savedIn(t, `"[{\"name\":\"twice\",\"text\":\"2 * manhattan\"}]"`)
	code, out, errOut := cli(t, "", "solve", "-json", "-algo", "astar", "-heuristic", "twice", "867254301")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	rs := decodeLines(t, out)
	if len(rs) != 1 || rs[0].Algorithm != "astar-2 * manhattan" {
		t.Errorf("ran %+v", rs)
	}
	code, out, errOut = cli(t, "", "compare", "-algos", "astar-manhattan", "-heuristic", "TWICE", "867254301")
	if code != exitOK || !strings.Contains(out, "astar-2 * manhattan") {
		t.Errorf("compare: exit %d, %s%s", code, out, errOut)
	}
}

// A word that is neither a saved name nor an expression gets one error
// naming both, and exit 2; so does a name whose expression no longer
// compiles, and a damaged file says which.
func TestHeuristicUnknownName(t *testing.T) {
	path := savedIn(t, `"[{\"name\":\"twice\",\"text\":\"2 * manhattan\"},{\"name\":\"old\",\"text\":\"manhattan + nope\"}]"`)
	for _, c := range []struct{ arg, want string }{
		{"mine", "neither a saved heuristic's name (the names saved in " + path + " are twice, old) nor a valid expression: column 1: unknown term mine"},
		{"old", "the expression saved under that name in " + path + " no longer compiles: column 13: unknown term nope"},
	} {
		code, _, errOut := cli(t, "", "solve", "-algo", "astar", "-heuristic", c.arg, "867254301")
		if code != exitUsage || !strings.Contains(errOut, c.want) {
			t.Errorf("%s: exit %d, %q", c.arg, code, errOut)
		}
	}
	os.WriteFile(path, []byte("{"), 0o644)
	code, _, errOut := cli(t, "", "trace", "-algo", "astar", "-heuristic", "mine", "867254301")
	if code != exitUsage || !strings.Contains(errOut, "the saved names could not be read: "+path) || !strings.Contains(errOut, "unknown term mine") {
		t.Errorf("damaged: exit %d, %q", code, errOut)
	}
	os.Remove(path)
	code, _, errOut = cli(t, "", "solve", "-algo", "astar", "-heuristic", "mine", "867254301")
	if code != exitUsage || !strings.Contains(errOut, "no name is saved in "+path) {
		t.Errorf("no file: exit %d, %q", code, errOut)
	}
}
