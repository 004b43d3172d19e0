package cli

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// cli runs the command line in-process and returns its exit status and
// output streams.
func cli(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := run(context.Background(), args, strings.NewReader(stdin), &out, &errOut)
	return code, out.String(), errOut.String()
}

func decodeLines(t *testing.T, s string) []jsonResult {
	t.Helper()
	var rs []jsonResult
	sc := bufio.NewScanner(strings.NewReader(s))
	sc.Buffer(nil, 1<<24)
	for sc.Scan() {
		var r jsonResult
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatalf("bad JSON line %q: %v", sc.Text(), err)
		}
		rs = append(rs, r)
	}
	return rs
}

// replay applies the moves to start and reports the board reached, failing
// on an illegal move.
func replay(t *testing.T, start string, moves []string) solver.Board {
	t.Helper()
	b := solver.MustParse(start)
	for i, name := range moves {
		m, err := solver.ParseMove(name)
		if err != nil {
			t.Fatalf("move %d: %v", i, err)
		}
		next, ok := b.Apply(m)
		if !ok {
			t.Fatalf("move %d (%s) is illegal on %s", i, name, b)
		}
		b = next
	}
	return b
}

func TestSolveJSONFields(t *testing.T) {
	code, out, errOut := cli(t, "", "solve", "-json", "867254301")
	if code != exitOK {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	var raw map[string]any
	if err := json.Unmarshal([]byte(out), &raw); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"algorithm", "start", "goal", "solvable", "status", "cost", "moves",
		"expanded", "generated", "max_depth", "max_frontier", "elapsed_ns"} {
		if _, ok := raw[f]; !ok {
			t.Errorf("field %q missing from %s", f, out)
		}
	}
	r := decodeLines(t, out)[0]
	if r.Algorithm != solver.DefaultAlgorithm || r.Start != "867254301" || r.Goal != "123456780" ||
		!r.Solvable || r.Status != "solved" || r.Cost == nil || *r.Cost != 31 || len(r.Moves) != 31 {
		t.Errorf("unexpected result %+v", r)
	}
	if got := replay(t, r.Start, r.Moves); got.String() != r.Goal {
		t.Errorf("moves end at %s, want the goal %s", got, r.Goal)
	}
}

func TestSolveExitStatusAndOrder(t *testing.T) {
	// stdin batch: a solvable board, an unsolvable one, a malformed line, a
	// blank line and a comment; the output keeps input order
	in := "123456708\n213456780\n12345678x\n\n# note\n1 2 3 4 5 6 0 7 8\n"
	code, out, errOut := cli(t, in, "solve", "-json")
	if code != exitUsage {
		t.Errorf("exit %d, want %d for a malformed line", code, exitUsage)
	}
	if !strings.Contains(errOut, "line 3") || !strings.Contains(errOut, "unexpected character 'x' at column 9") {
		t.Errorf("stderr %q should name line 3 and the bad character", errOut)
	}
	rs := decodeLines(t, out)
	if len(rs) != 3 {
		t.Fatalf("got %d results, want 3: %s", len(rs), out)
	}
	wantStatus := []string{"solved", "unsolvable", "solved"}
	wantStart := []string{"123456708", "213456780", "123456078"}
	for i, r := range rs {
		if r.Status != wantStatus[i] || r.Start != wantStart[i] {
			t.Errorf("result %d: %s %s, want %s %s", i, r.Start, r.Status, wantStart[i], wantStatus[i])
		}
	}
	if rs[1].Solvable || rs[1].Cost != nil || rs[1].Moves != nil || rs[1].Expanded != 0 {
		t.Errorf("unsolvable result should have no cost, moves or search: %+v", rs[1])
	}

	if code, _, _ := cli(t, "123456708\n213456780\n", "solve"); code != exitUnsolved {
		t.Errorf("exit %d with an unsolvable board, want %d", code, exitUnsolved)
	}
	if code, _, _ := cli(t, "123456708\n", "solve"); code != exitOK {
		t.Errorf("exit %d with all solved, want %d", code, exitOK)
	}
}

func TestSolveArgumentsAndFlags(t *testing.T) {
	tests := []struct {
		name string
		args []string
		code int
		want string // in stdout
		err  string // in stderr
	}{
		{"board split by the shell", []string{"solve", "1", "2", "3", "4", "5", "6", "7", "0", "8"}, exitOK, "solved in 1 moves", ""},
		{"flags after the board", []string{"solve", "123456708", "-algo", "bfs"}, exitOK, "bfs", ""},
		{"several boards", []string{"solve", "123/456/708", "[[1,2,3],[4,5,6],[7,8,0]]"}, exitOK, "solved in 0 moves", ""},
		{"goal preset", []string{"solve", "-goal", "spiral", "123804765"}, exitOK, "solved in 0 moves", ""},
		{"unknown algorithm", []string{"solve", "-algo", "quantum", "123456780"}, exitUsage, "", `unknown algorithm "quantum"`},
		{"bad goal", []string{"solve", "-goal", "1234", "123456780"}, exitUsage, "", "goal: wrong number of tiles"},
		{"bad flag", []string{"solve", "-fast", "123456780"}, exitUsage, "", "flag provided but not defined"},
		{"bad board argument", []string{"solve", "123456789"}, exitUsage, "", "tile 9 not allowed"},
		{"zero depth", []string{"solve", "-algo", "dls", "-depth", "0", "123456708"}, exitUsage, "", "-depth must be positive"},
		{"depth limit too small", []string{"solve", "-algo", "dls", "-depth", "5", "867254301"}, exitUnsolved, "limit", ""},
		{"node limit", []string{"solve", "-algo", "bfs", "-max-nodes", "10", "867254301"}, exitUnsolved, "limit", ""},
		{"unknown command", []string{"frobnicate"}, exitUsage, "", `unknown command "frobnicate"`},
		{"help", []string{"help"}, exitOK, "Usage:", ""},
		{"solve help", []string{"solve", "-h"}, exitOK, "", "-max-nodes"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := cli(t, "", tc.args...)
			if code != tc.code {
				t.Errorf("exit %d, want %d (stderr %q)", code, tc.code, errOut)
			}
			if !strings.Contains(out, tc.want) {
				t.Errorf("stdout %q does not contain %q", out, tc.want)
			}
			if !strings.Contains(errOut, tc.err) {
				t.Errorf("stderr %q does not contain %q", errOut, tc.err)
			}
		})
	}
}

func TestSolveCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var out, errOut bytes.Buffer
	code := run(ctx, []string{"solve", "-json", "867254301", "647850321"}, strings.NewReader(""), &out, &errOut)
	rs := decodeLines(t, out.String())
	if code != exitUnsolved || len(rs) != 1 || rs[0].Status != "cancelled" {
		t.Errorf("exit %d, results %+v: want one cancelled result and exit %d", code, rs, exitUnsolved)
	}
}

func TestAlgorithmsListsRegistry(t *testing.T) {
	code, out, _ := cli(t, "", "algorithms", "-json")
	if code != exitOK {
		t.Fatalf("exit %d", code)
	}
	var names []string
	sc := bufio.NewScanner(strings.NewReader(out))
	for sc.Scan() {
		var e struct {
			Name        string
			Description string
		}
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
			t.Fatal(err)
		}
		if e.Description == "" {
			t.Errorf("%s has no description", e.Name)
		}
		names = append(names, e.Name)
	}
	all := solver.Algorithms()
	if len(names) != len(all) {
		t.Fatalf("listed %d algorithms, registry has %d", len(names), len(all))
	}
	for i, a := range all {
		if names[i] != a.Name {
			t.Errorf("entry %d is %s, want %s", i, names[i], a.Name)
		}
	}
	_, text, _ := cli(t, "", "algorithms")
	for _, want := range []string{"bfs", "idastar-linear-conflict", "table", "optimal"} {
		if !strings.Contains(text, want) {
			t.Errorf("algorithms output lacks %q", want)
		}
	}
}

// FuzzSolveInput feeds arbitrary text to `solve -json` on stdin: it must
// never panic, exit 0, 1 or 2, print only valid JSON lines, and print one
// for every line that parses as a board.
func FuzzSolveInput(f *testing.F) {
	for _, s := range []string{"123456780\n", "867254301\n12x\n", "[[1,2,3],[4,5,6],[7,8,0]]", "_12345678\n\n#\n9", "1 2 3\n4 5 6\n7 8 0"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		var out, errOut bytes.Buffer
		code := run(context.Background(), []string{"solve", "-json", "-algo", "table"}, strings.NewReader(in), &out, &errOut)
		if code < 0 || code > 2 {
			t.Fatalf("exit %d", code)
		}
		want := 0
		sc := bufio.NewScanner(strings.NewReader(in))
		for sc.Scan() {
			line := strings.TrimSpace(sc.Text())
			if line == "" || strings.HasPrefix(line, "#") {
				continue
			}
			if _, err := solver.Parse(line); err == nil {
				want++
			}
		}
		if sc.Err() != nil {
			return // a line too long for the scanner: reported as an input error
		}
		if got := len(decodeLines(t, out.String())); got != want {
			t.Fatalf("%d results for %d valid lines", got, want)
		}
	})
}
