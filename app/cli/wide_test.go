package cli

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/wide"
)

var five = solver.Shape{Rows: 5, Cols: 5}

// replayWide applies the moves of a JSON line to its start and returns
// the board reached, failing on an illegal move.
func replayWide(t *testing.T, s solver.Shape, r jsonResult) wide.Board {
	t.Helper()
	b, _, err := wide.ParseBoard(r.Start, s)
	if err != nil {
		t.Fatalf("start %q: %v", r.Start, err)
	}
	for _, name := range r.Moves {
		m, err := solver.ParseMove(name)
		if err != nil {
			t.Fatal(err)
		}
		var ok bool
		if b, ok = wide.Apply(s, b, m); !ok {
			t.Fatalf("move %s is illegal", name)
		}
	}
	return b
}

// solve -size 5x5 solves random boards with weighted A* and greedy, every
// line's moves leading to the goal, with the guarantee each states; a
// board of 25 tiles is 5x5 without -size.
func TestSolveFiveByFive(t *testing.T) {
	rng := rand.New(rand.NewPCG(26, 2))
	var boards []string
	for i := 0; i < 3; i++ {
		boards = append(boards, wide.Format(five, wide.Random(five, rng, wide.Goal(five))))
	}
	for _, c := range []struct {
		args      []string
		guarantee string
	}{
		{[]string{"-size", "5x5", "-algo", "astar-linear-conflict", "-weight", "5"}, "bounded"},
		{[]string{"-algo", "greedy-linear-conflict"}, "none"},
		{[]string{"-size", "5x5", "-algo", "greedy-manhattan", "-goal", "blank first"}, "none"},
	} {
		args := append(append([]string{"solve", "-json"}, c.args...), boards...)
		code, out, errOut := cli(t, "", args...)
		if code != exitOK || errOut != "" {
			t.Fatalf("%q: exit %d, %s", c.args, code, errOut)
		}
		lines := decodeLines(t, out)
		if len(lines) != len(boards) {
			t.Fatalf("%q: %d lines", c.args, len(lines))
		}
		for i, r := range lines {
			goal, _, err := wide.ParseBoard(r.Goal, five)
			if err != nil {
				t.Fatal(err)
			}
			if r.Size != "5x5" || r.Start != boards[i] || r.Status != "solved" || r.Guarantee != c.guarantee || *r.Cost != len(r.Moves) || replayWide(t, five, r) != goal {
				t.Fatalf("%q: line %d: %+v", c.args, i, r)
			}
		}
	}
}

// The text report shows the boards as grids, the guarantee and the
// conventions the search ran under; other rectangles with a side of 5
// are read from their rows.
func TestSolveFiveReport(t *testing.T) {
	start := "1 2 3 4 5/6 7 8 9 10/11 12 13 14 15/16 17 18 19 20/21 22 23 0 24"
	code, out, errOut := cli(t, "", "solve", "-algo", "idastar-linear-conflict", start)
	if code != exitOK || errOut != "" {
		t.Fatalf("exit %d, %s", code, errOut)
	}
	for _, want := range []string{"5x5 " + start + " -> ", "21 22 23  _ 24    21 22 23 24  _", "solved in 1 move", "guarantee: shortest", "moves of the blank: right", "solver/wide's own"} {
		if !strings.Contains(out, want) {
			t.Errorf("report lacks %q:\n%s", want, out)
		}
	}
	code, out, _ = cli(t, "", "solve", "-json", "1 2 3 4 5/6 7 8 0 9")
	if r := decodeLines(t, out); code != exitOK || len(r) != 1 || r[0].Size != "2x5" || *r[0].Cost != 1 {
		t.Fatalf("2x5: exit %d, %s", code, out)
	}
}

// Boards read one a line from the input, unsolvable ones and limits
// answered with the engine's exit statuses.
func TestSolveFiveStdinAndStatuses(t *testing.T) {
	g := wide.Goal(five)
	sw := g
	sw[0], sw[1] = sw[1], sw[0]
	code, out, _ := cli(t, wide.Format(five, sw)+"\n", "solve", "-size", "5x5")
	if code != exitUnsolvable || !strings.Contains(out, "unsolvable: the tiles' inversion parity differs") {
		t.Fatalf("unsolvable: exit %d\n%s", code, out)
	}
	hard := wide.Format(five, wide.Random(five, rand.New(rand.NewPCG(1, 1)), g))
	code, out, _ = cli(t, hard+"\n", "solve", "-algo", "idastar-manhattan", "-max-nodes", "2000")
	if code != exitLimit || !strings.Contains(out, "stopped by the node limit") {
		t.Fatalf("node limit: exit %d\n%s", code, out)
	}
}

func TestSolveFiveErrors(t *testing.T) {
	board := wide.Format(five, wide.Goal(five))
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-size", "5x5", "-algo", "bfs", board}, "-algo bfs: not run at 5x5"},
		{[]string{"-algo", "astar-pdb", board}, "astar-pdb: not run at 5x5: only Manhattan distance and linear conflict"},
		{[]string{"-size", "5x5", "-goal", "spiral", board}, "on 5x5 the presets are blank last and blank first"},
		{[]string{"-size", "5x5", "-goal", "1 2 3", board}, "-goal: wrong number of tiles: got 3, want 25 for 5x5"},
		{[]string{"-size", "5x5", "-order", "LRUD", board}, "conventions other than the default are not followed"},
		{[]string{"1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 0"}, "20 tiles fit both 4x5 and 5x4"},
		{[]string{"-size", "6x6", board}, "-size 6x6: rows and columns must each be 2 to 5"},
		{[]string{"-goal", board, "123456780"}, "the board 123456780 is 3x3 and the goal"},
	} {
		code, out, errOut := cli(t, "", append([]string{"solve"}, c.args...)...)
		if code != exitUsage || out != "" || !strings.Contains(errOut, c.want) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want %d and one line with %q", c.args, code, out, errOut, exitUsage, c.want)
		}
	}
}

// algorithms -size 5x5 marks every algorithm but greedy's and idastar-pdb
// as hopeless there, says how to solve any board in seconds, and what
// idastar-pdb solves within a minute.
func TestAlgorithmsFiveByFive(t *testing.T) {
	code, out, errOut := cli(t, "", "algorithms", "-size", "5x5")
	if code != exitOK || errOut != "" {
		t.Fatalf("exit %d, %s", code, errOut)
	}
	for _, want := range []string{"! not run at 5x5: an uninformed search", "! hopeless at 5x5 unweighted", "-algo astar-linear-conflict -weight 5", wide.PatternsReach} {
		if !strings.Contains(out, want) {
			t.Errorf("lacks %q:\n%s", want, out)
		}
	}
	code, out, _ = cli(t, "", "algorithms", "-json", "-size", "5x5")
	if code != exitOK {
		t.Fatalf("exit %d", code)
	}
	var fine []string
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		var e struct {
			Name     string  `json:"name"`
			Hopeless *string `json:"hopeless"`
		}
		if err := json.Unmarshal([]byte(line), &e); err != nil || e.Hopeless == nil {
			t.Fatalf("%q: %v", line, err)
		}
		if *e.Hopeless == "" {
			fine = append(fine, e.Name)
		}
	}
	// idastar-pdb and the 7-8 (on request: the 4x4's, idastar-pdb on every
	// other size) are optimal there; the parallel one is not run, as it
	// would be idastar-pdb on one processor under another name
	if strings.Join(fine, " ") != "greedy-manhattan greedy-linear-conflict idastar-pdb idastar-pdb78" {
		t.Fatalf("not hopeless on 5x5: %v", fine)
	}
}

// solve -algo idastar-pdb on a side of 5: the shortest solution (the
// length idastar-linear-conflict finds), the databases built first and
// said so on stderr and in the report, read from the cache by the next
// process; on 5x5 a memory cap too small for them refuses it, naming the
// need.
func TestSolveWidePatterns(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	for _, s := range []solver.Shape{{Rows: 2, Cols: 5}, {Rows: 5, Cols: 3}} {
		rng := rand.New(rand.NewPCG(5, uint64(s.Cols)))
		board := wide.Format(s, wide.Scramble(s, rng, wide.Goal(s), 40))
		code, out, errOut := cli(t, "", "solve", "-json", "-size", s.String(), "-algo", "idastar-linear-conflict", board)
		if code != exitOK {
			t.Fatalf("%v: exit %d, %s", s, code, errOut)
		}
		want := decodeLines(t, out)[0]
		code, out, errOut = cli(t, "", "solve", "-size", s.String(), "-algo", "idastar-pdb", board)
		if code != exitOK || !strings.Contains(out, fmt.Sprintf("%d moves", *want.Cost)) || !strings.Contains(out, "(the pattern database for "+s.String()+" was built first") {
			t.Fatalf("%v: exit %d\n%s\n%s", s, code, out, errOut)
		}
		if !strings.Contains(errOut, "building the pattern database for "+s.String()+": 0%") || !strings.Contains(errOut, "pattern database for "+s.String()+" built in") {
			t.Fatalf("%v: stderr %q", s, errOut)
		}
		code, out, _ = cli(t, "", "solve", "-json", "-size", s.String(), "-algo", "idastar-pdb", board)
		got := decodeLines(t, out)
		if code != exitOK || len(got) != 1 || got[0].Cost == nil || *got[0].Cost != *want.Cost || got[0].Guarantee != "shortest" {
			t.Fatalf("%v: exit %d, %+v, want %d moves", s, code, got, *want.Cost)
		}
		if b := replayWide(t, s, got[0]); b != wide.Goal(s) {
			t.Fatalf("%v: the moves end on %s", s, wide.Format(s, b))
		}
	}
	board := wide.Format(five, wide.Scramble(five, rand.New(rand.NewPCG(1, 1)), wide.Goal(five), 20))
	code, out, errOut := cli(t, "", "solve", "-max-memory", "50MB", "-algo", "idastar-pdb", board)
	if code != exitUsage || out != "" || !strings.Contains(errOut, "idastar-pdb needs") || !strings.Contains(errOut, "more than the memory cap") {
		t.Fatalf("memory cap: exit %d, %q, %q", code, out, errOut)
	}
}

// A side-5 run says the conventions solver/wide followed, not the
// engine's defaults it did not: JSON said goal_test "generate" beside a
// text report of "goal test on expansion", and ties for IDA*, which keeps
// no queue. The CSV of compare says the same.
func TestWideConventions(t *testing.T) {
	board := "1 2 3 4 5/6 7 8 9 10/11 12 13 14 15/16 17 18 19 20/21 22 23 0 24"
	for _, c := range []struct {
		algo string
		ties string
	}{{"idastar-linear-conflict", ""}, {"astar-linear-conflict", "h-then-newest"}, {"greedy-manhattan", "h-then-newest"}} {
		code, out, errOut := cli(t, "", "solve", "-json", "-algo", c.algo, board)
		if code != exitOK {
			t.Fatalf("%s: exit %d, %s", c.algo, code, errOut)
		}
		var raw struct {
			Conventions map[string]string `json:"conventions"`
		}
		if err := json.Unmarshal([]byte(out), &raw); err != nil {
			t.Fatal(err)
		}
		want := map[string]string{"goal_test": "expand", "order": "UDLR"}
		if c.ties != "" {
			want["ties"] = c.ties
		}
		if fmt.Sprint(raw.Conventions) != fmt.Sprint(want) {
			t.Errorf("solve -json -algo %s: conventions %v, want %v", c.algo, raw.Conventions, want)
		}
		_, text, _ := cli(t, "", "solve", "-algo", c.algo, board)
		if strings.Contains(text, "ties") != (c.ties != "") || !strings.Contains(text, "goal test on expansion") {
			t.Errorf("solve -algo %s: the conventions line says ties %v, want %v:\n%s", c.algo, strings.Contains(text, "ties"), c.ties != "", text)
		}
		code, csvOut, errOut := cli(t, "", "compare", "-csv", "-algos", c.algo, board)
		if code != exitOK {
			t.Fatalf("compare -csv -algos %s: exit %d, %s", c.algo, code, errOut)
		}
		lines := strings.Split(strings.TrimSpace(csvOut), "\n")
		head, row := strings.Split(lines[0], ","), strings.Split(lines[len(lines)-1], ",")
		got := map[string]string{}
		for _, col := range []string{"ties", "goal_test", "order"} {
			if i := slices.Index(head, col); i >= 0 && i < len(row) && row[i] != "" {
				got[col] = row[i]
			}
		}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("compare -csv -algos %s: conventions %v, want %v", c.algo, got, want)
		}
		// trace's last line is solve -json's
		code, out, errOut = cli(t, "", "trace", "-algo", c.algo, board)
		if code != exitOK {
			t.Fatalf("trace -algo %s: exit %d, %s", c.algo, code, errOut)
		}
		raw.Conventions = nil
		if err := json.Unmarshal([]byte(out[strings.LastIndex(strings.TrimSpace(out), "\n")+1:]), &raw); err != nil {
			t.Fatal(err)
		}
		if fmt.Sprint(raw.Conventions) != fmt.Sprint(want) {
			t.Errorf("trace -algo %s: the last line's conventions %v, want %v", c.algo, raw.Conventions, want)
		}
		// a batch's summaries, in CSV and JSON
		code, csvOut, errOut = cli(t, "", "compare", "-csv", "-size", "5x5", "-random", "2", "-scramble", "10", "-algos", c.algo)
		if code != exitOK {
			t.Fatalf("compare -csv -random: exit %d, %s", code, errOut)
		}
		lines = strings.Split(strings.TrimSpace(csvOut), "\n")
		head, row = strings.Split(lines[0], ","), strings.Split(lines[len(lines)-1], ",")
		got = map[string]string{}
		for _, col := range []string{"ties", "goal_test", "order"} {
			if i := slices.Index(head, col); i >= 0 && i < len(row) && row[i] != "" {
				got[col] = row[i]
			}
		}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("compare -csv -random -algos %s: conventions %v, want %v", c.algo, got, want)
		}
		code, out, errOut = cli(t, "", "compare", "-json", "-size", "5x5", "-random", "2", "-scramble", "10", "-algos", c.algo)
		if code != exitOK {
			t.Fatalf("compare -json -random: exit %d, %s", code, errOut)
		}
		raw.Conventions = nil
		if err := json.Unmarshal([]byte(strings.TrimSpace(out)), &raw); err != nil {
			t.Fatal(err)
		}
		if fmt.Sprint(raw.Conventions) != fmt.Sprint(want) {
			t.Errorf("compare -json -random -algos %s: conventions %v, want %v", c.algo, raw.Conventions, want)
		}
	}
}
