package cli

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/wide"
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
		// A side-5 line says solver/wide's conventions, whose ties are
		// not one of the engine's: those lines keep the rest.
		var r struct {
			jsonResult
			Conventions json.RawMessage `json:"conventions"`
		}
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatalf("bad JSON line %q: %v", sc.Text(), err)
		}
		if err := json.Unmarshal(r.Conventions, &r.jsonResult.Conventions); err != nil {
			if sh, _ := solver.ParseShape(r.Size); sh != (solver.Shape{}) || !strings.Contains(r.Size, "5") {
				t.Fatalf("bad conventions in the JSON line %q: %v", sc.Text(), err)
			}
			var c wide.Conventions
			if err := json.Unmarshal(r.Conventions, &c); err != nil || c.GoalTest != "expand" {
				t.Fatalf("bad side-5 conventions in the JSON line %q: %v", sc.Text(), err)
			}
		}
		rs = append(rs, r.jsonResult)
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
		next, ok := solver.Square3.Apply(b, m)
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

	if code, _, _ := cli(t, "123456708\n213456780\n", "solve"); code != exitUnsolvable {
		t.Errorf("exit %d with an unsolvable board, want %d", code, exitUnsolvable)
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
		{"board split by the shell", []string{"solve", "1", "2", "3", "4", "5", "6", "7", "0", "8"}, exitOK, "solved in 1 move\n", ""},
		{"flags after the board", []string{"solve", "123456708", "-algo", "bfs"}, exitOK, "bfs", ""},
		{"several boards", []string{"solve", "123/456/708", "[[1,2,3],[4,5,6],[7,8,0]]"}, exitOK, "solved in 0 moves", ""},
		{"goal preset", []string{"solve", "-goal", "spiral", "123804765"}, exitOK, "solved in 0 moves", ""},
		{"unknown algorithm", []string{"solve", "-algo", "quantum", "123456780"}, exitUsage, "", `-algo: unknown algorithm "quantum"`},
		{"bad goal", []string{"solve", "-goal", "12345678", "123456780"}, exitUsage, "", "-goal: wrong number of tiles: got 8, want 9 (blank missing)"},
		{"bad goal of the size", []string{"solve", "-size", "3x3", "-goal", "1234", "123456780"}, exitUsage, "", "-goal: wrong number of tiles: got 4, want 9"},
		{"bad flag", []string{"solve", "-fast", "123456780"}, exitUsage, "", "flag provided but not defined"},
		{"bad board argument", []string{"solve", "123456789"}, exitUsage, "", "tile 9 not allowed"},
		{"zero depth", []string{"solve", "-algo", "dls", "-depth", "0", "123456708"}, exitUsage, "", "-depth 0 is out of range: want a number of moves from 1 to 65534"},
		{"depth limit too small", []string{"solve", "-algo", "dls", "-depth", "5", "867254301"}, exitLimit, "limit: no path within the depth limit", ""},
		{"node limit", []string{"solve", "-algo", "bfs", "-max-nodes", "10", "867254301"}, exitLimit, "limit: stopped by the node limit (10 boards)", ""},
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

// A run cancelled (by a signal, in Main) before it starts answers nothing,
// says so and exits 130.
func TestSolveCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var out, errOut bytes.Buffer
	code := run(ctx, []string{"solve", "-json", "867254301", "647850321"}, strings.NewReader(""), &out, &errOut)
	if code != exitInterrupted || out.Len() != 0 || !strings.Contains(errOut.String(), "interrupted after 0 of 2 boards") {
		t.Errorf("exit %d, stdout %q, stderr %q: want nothing answered and exit %d", code, out.String(), errOut.String(), exitInterrupted)
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
	all := append(solver.Algorithms(), solver.OnRequest()...) // the on-request ones last
	if len(names) != len(all) {
		t.Fatalf("listed %d algorithms, registry has %d", len(names), len(all))
	}
	for i, a := range all {
		if names[i] != a.Name {
			t.Errorf("entry %d is %s, want %s", i, names[i], a.Name)
		}
	}
	_, text, _ := cli(t, "", "algorithms")
	for _, want := range []string{"bfs", "idastar-linear-conflict", "table", "optimal", "On request", "idastar-pdb78"} {
		if !strings.Contains(text, want) {
			t.Errorf("algorithms output lacks %q", want)
		}
	}
}

// FuzzSolveInput feeds arbitrary text to `solve -json` on stdin: it must
// never panic, must exit 0, 2 or 3, print only valid JSON lines, one for
// every line that is a board of a size the table covers, and one error for every other line that is
// not blank or a comment, naming its line. Lines are read as the command
// reads them (LF or CRLF endings, a byte-order mark first ignored) but
// counted here independently; nothing is excused, over-long lines
// included.
func FuzzSolveInput(f *testing.F) {
	for _, s := range []string{"123456780\n", "867254301\n12x\n", "1 2 3/4 0 5\n12/30\n123450\n1 2 3 4/5 6 7 8/9 10 11 0\n", "[[1,2,3],[4,5,6],[7,8,0]]", "_12345678\n\n#\n9", "1 2 3\n4 5 6\n7 8 0",
		"\uFEFF123456780\r\n213456780\r\n", "  12345678x\n", "12\xff45678\n", "123456780\r"} {
		// (an over-long line is left to TestSolveInputOfAnyShape: the
		// fuzzer spends its time minimising a 64 KiB seed)
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		var out, errOut bytes.Buffer
		code := run(context.Background(), []string{"solve", "-json", "-algo", "table"}, strings.NewReader(in), &out, &errOut)
		boards, bad := 0, 0
		lines := strings.Split(in, "\n")
		if strings.HasSuffix(in, "\n") {
			lines = lines[:len(lines)-1] // the last line ended; nothing after it
		}
		var badLines []int
		for i, line := range lines {
			if i == 0 {
				line = strings.TrimPrefix(line, "\uFEFF")
			}
			line = strings.TrimSuffix(line, "\r")
			if len(line) > maxLine {
				bad++
				badLines = append(badLines, i+1)
				continue
			}
			if trimmed := strings.TrimSpace(line); trimmed == "" || strings.HasPrefix(trimmed, "#") {
				continue
			}
			// a board of any size; but the table is built only up to 9 cells
			if _, s, err := solver.ParseBoard(line, solver.Shape{}); err == nil && s.Tabled() {
				boards++
			} else {
				bad++
				badLines = append(badLines, i+1)
			}
		}
		wantCode := map[int]bool{exitOK: true, exitUnsolvable: true}
		if bad > 0 {
			wantCode = map[int]bool{exitUsage: true}
		}
		if !wantCode[code] {
			t.Fatalf("exit %d with %d bad lines; stderr %q", code, bad, errOut.String())
		}
		if got := len(decodeLines(t, out.String())); got != boards {
			t.Fatalf("%d results for %d boards", got, boards)
		}
		msgs := strings.Split(strings.TrimSuffix(errOut.String(), "\n"), "\n")
		if bad == 0 {
			msgs = nil
			if errOut.Len() != 0 {
				t.Fatalf("stderr %q with no bad line", errOut.String())
			}
		}
		if len(msgs) != bad {
			t.Fatalf("%d messages for %d bad lines: %q", len(msgs), bad, errOut.String())
		}
		for i, m := range msgs {
			if want := fmt.Sprintf("eightpuzzle solve: line %d: ", badLines[i]); !strings.HasPrefix(m, want) {
				t.Fatalf("message %q, want it to start %q", m, want)
			}
		}
	})
}

// TestLimitSaysHopeless: a search stopped at a limit on a size where it
// is hopeless says so, and where to look for one that finishes (the
// default A* runs into its cap on most 4x4 and 5x5 boards and said only
// "limit"); one that is not hopeless there does not.
func TestLimitSaysHopeless(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"solve", "-max-nodes", "1000", "8 2 6 7/5 14 10 9/15 0 4 12/13 3 1 11"},
			"astar-manhattan is hopeless at 4x4: keeps every board it reaches"},
		{[]string{"solve", "-size", "5x5", "-max-nodes", "1000", "3 14 23 22 24/18 10 11 1 6/20 8 12 5 15/2 7 16 21 0/9 4 13 17 19"},
			"astar-manhattan is hopeless at 5x5 unweighted"},
		{[]string{"solve", "-max-nodes", "10", "-algo", "idastar-linear-conflict", "8 2 6 7/5 14 10 9/15 0 4 12/13 3 1 11"}, ""},
	} {
		code, out, errs := cli(t, "", c.args...)
		if code != 4 || !strings.Contains(out, "limit: stopped by the node limit") { // 4: a limit stopped it
			t.Fatalf("%v: exit %d, %s%s", c.args, code, out, errs)
		}
		switch {
		case c.want != "" && (!strings.Contains(out, c.want) || !strings.Contains(out, "(algorithms -size ")):
			t.Errorf("%v:\n%s\nwant %q and where to look", c.args, out, c.want)
		case c.want == "" && strings.Contains(out, "hopeless"):
			t.Errorf("%v says hopeless:\n%s", c.args, out)
		}
	}
}

// TestSideOfFiveElsewhere: the commands that do not take a side of 5 say
// which do, not only that sides stop at 4.
func TestSideOfFiveElsewhere(t *testing.T) {
	for _, cmd := range []string{"explain"} {
		for _, size := range []string{"5x5", "4x5", "5x2"} {
			code, _, errs := cli(t, "", cmd, "-size", size, "1 2 3/4 5 6/7 8 0")
			if code != 2 || !strings.Contains(errs, "-size "+size+": only solve, compare and trace take boards with a side of 5") {
				t.Errorf("%s -size %s: exit %d, %q", cmd, size, code, errs)
			}
		}
	}
	if code, _, errs := cli(t, "", "explain", "-size", "6x6", "1 2 3/4 5 6/7 8 0"); code != 2 || !strings.Contains(errs, "must each be 2 to 4") {
		t.Errorf("trace -size 6x6: exit %d, %q", code, errs)
	}
}
