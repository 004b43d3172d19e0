package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// standInPatterns is the pdb heuristic's source in these tests, in place
// of package pdb's: building the 4x4 databases takes far longer than a
// test, and package pdb tests them itself. It reports its building in
// steps, as a real build does, so that the progress shown can be checked,
// and estimates by the exact distance where a shape has a table and by
// the Manhattan distance elsewhere: both admissible, so that every pdb
// run here is optimal.
func standInPatterns(ctx context.Context, shape solver.Shape, goal solver.Board, progress func(done, total int64)) (solver.PatternDB, error) {
	const steps = 8
	for i := int64(0); i <= steps; i++ {
		if progress != nil {
			progress(i, steps)
		}
	}
	if shape.Tabled() {
		t, err := solver.TableFor(ctx, shape, goal)
		if err != nil {
			return nil, err
		}
		return tableDB{t}, nil
	}
	h, err := solver.HeuristicByName("manhattan")
	if err != nil {
		return nil, err
	}
	est, err := h.Estimator(ctx, shape, goal)
	if err != nil {
		return nil, err
	}
	return estimateDB(est), nil
}

type tableDB struct{ t *solver.Table }

func (d tableDB) Estimate(b solver.Board) int { return d.t.Distance(b) }

type estimateDB func(solver.Board) float64

func (d estimateDB) Estimate(b solver.Board) int { return int(d(b)) }

// replayOn applies the moves to start on shape s, failing on an illegal
// move, and returns the board reached.
func replayOn(t *testing.T, s solver.Shape, start solver.Board, moves []string) solver.Board {
	t.Helper()
	b := start
	for i, name := range moves {
		m, err := solver.ParseMove(name)
		if err != nil {
			t.Fatalf("move %d: %v", i, err)
		}
		next, ok := s.Apply(b, m)
		if !ok {
			t.Fatalf("move %d (%s) is illegal on %s", i, name, s.Format(b))
		}
		b = next
	}
	return b
}

// Each syntax at each size, as an argument: the size read from the board
// (or given), the boards written back in Shape.Format, the goal preset of
// that size, the moves leading from the start to the goal.
func TestSolveEverySyntaxAndSize(t *testing.T) {
	for _, tc := range []struct {
		args        []string
		size        string // the JSON "size": "" for 3x3
		start, goal string
	}{
		{[]string{"1 2/0 3"}, "2x2", "1 2/0 3", "1 2/3 0"},
		{[]string{"[[0,1],[3,2]]"}, "2x2", "0 1/3 2", "1 2/3 0"},
		{[]string{"0132"}, "2x2", "0 1/3 2", "1 2/3 0"},
		{[]string{"-size", "2x2", "1,2,0,3"}, "2x2", "1 2/0 3", "1 2/3 0"},
		{[]string{"123/405"}, "2x3", "1 2 3/4 0 5", "1 2 3/4 5 0"},
		{[]string{"-size", "2x3", "123405"}, "2x3", "1 2 3/4 0 5", "1 2 3/4 5 0"},
		{[]string{"-size", "3x2", "1 2 3 4 0 5", "-goal", "blank first"}, "3x2", "1 2/3 4/0 5", "0 1/2 3/4 5"},
		{[]string{"12;34;05"}, "3x2", "1 2/3 4/0 5", "1 2/3 4/5 0"},
		{[]string{"1234/5607"}, "2x4", "1 2 3 4/5 6 0 7", "1 2 3 4/5 6 7 0"},
		{[]string{"-size", "4x2", "12345607", "-goal", "spiral"}, "4x2", "1 2/3 4/5 6/0 7", "1 2/0 3/7 4/6 5"},
		{[]string{"123456708"}, "", "123456708", "123456780"},
		{[]string{"123/456/708", "-size", "3x3"}, "", "123456708", "123456780"},
		{[]string{"1 2 3 4/5 6 7 8/9 10 0 11"}, "3x4", "1 2 3 4/5 6 7 8/9 10 0 11", "1 2 3 4/5 6 7 8/9 10 11 0"},
		{[]string{"-size", "3x4", "1,2,3,4,5,6,7,8,9,10,0,11"}, "3x4", "1 2 3 4/5 6 7 8/9 10 0 11", "1 2 3 4/5 6 7 8/9 10 11 0"},
		{[]string{"[[1,2,3],[4,5,6],[7,8,9],[10,0,11]]"}, "4x3", "1 2 3/4 5 6/7 8 9/10 0 11", "1 2 3/4 5 6/7 8 9/10 11 0"},
		{[]string{"1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15"}, "4x4", "1 2 3 4/5 6 7 8/9 10 11 12/13 14 0 15", "1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0"},
		{[]string{"-size", "4x4", "1 2 3 4/5 6 7 8/9 10 11 12/13 14 0 15"}, "4x4", "1 2 3 4/5 6 7 8/9 10 11 12/13 14 0 15", "1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0"},
		// a board split by the shell, tiles above 9 too
		{[]string{"1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "0", "15"}, "4x4", "1 2 3 4/5 6 7 8/9 10 11 12/13 14 0 15", "1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0"},
		{[]string{"-size", "2x3", "1", "2", "3", "4", "_", "5"}, "2x3", "1 2 3/4 0 5", "1 2 3/4 5 0"},
		// a flat list of 8 tiles takes the size of a goal written in rows
		{[]string{"-goal", "1234/5670", "12345607"}, "2x4", "1 2 3 4/5 6 0 7", "1 2 3 4/5 6 7 0"},
	} {
		code, out, errOut := cli(t, "", append([]string{"solve", "-json", "-algo", "idastar-manhattan"}, tc.args...)...)
		if code != exitOK {
			t.Errorf("%q: exit %d, stderr %q", tc.args, code, errOut)
			continue
		}
		rs := decodeLines(t, out)
		if len(rs) != 1 {
			t.Errorf("%q: %d results", tc.args, len(rs))
			continue
		}
		r := rs[0]
		if r.Size != tc.size || r.Start != tc.start || r.Goal != tc.goal || r.Status != "solved" {
			t.Errorf("%q: size %q start %q goal %q %s; want %q %q %q solved", tc.args, r.Size, r.Start, r.Goal, r.Status, tc.size, tc.start, tc.goal)
			continue
		}
		shape := solver.Square3
		if r.Size != "" {
			var err error
			if shape, err = solver.ParseShape(r.Size); err != nil {
				t.Fatal(err)
			}
		}
		start, _, err1 := solver.ParseBoard(r.Start, shape)
		goal, _, err2 := solver.ParseBoard(r.Goal, shape)
		if err1 != nil || err2 != nil {
			t.Fatalf("%q: JSON boards do not read back: %v, %v", tc.args, err1, err2)
		}
		if got := replayOn(t, shape, start, r.Moves); got != goal {
			t.Errorf("%q: moves end at %s, not the goal", tc.args, shape.Format(got))
		}
	}
}

// A batch on stdin reads each line in its own size, or all in -size.
func TestSolveBatchOfSizes(t *testing.T) {
	in := "1230\n123/405\n123456708\n1 2 3 4/5 6 7 8/9 10 0 11\n12/34/50/\n"
	code, out, errOut := cli(t, in, "solve", "-json", "-algo", "astar-manhattan")
	if code != exitOK {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	var sizes []string
	for _, r := range decodeLines(t, out) {
		sizes = append(sizes, r.Size)
	}
	if got := strings.Join(sizes, ","); got != "2x2,2x3,,3x4,3x2" {
		t.Errorf("sizes %q", got)
	}
	// with -size, flat lists are read in it and a line of another size is
	// an error of its own, the batch going on
	code, out, errOut = cli(t, "123405\n1 2 3/4 5 0\n12/34/50\n12345\n", "solve", "-size", "2x3", "-json")
	rs := decodeLines(t, out)
	if code != exitUsage || len(rs) != 2 || rs[0].Start != "1 2 3/4 0 5" || rs[1].Start != "1 2 3/4 5 0" {
		t.Errorf("exit %d, results %+v", code, rs)
	}
	want := []string{
		"eightpuzzle solve: line 3: row 1 has 2 tiles: a 2x3 board written in rows has 2 rows of 3 (the text is a 3x2 board, not 2x3)",
		"eightpuzzle solve: line 4: wrong number of tiles: got 5, want 6 for 2x3 (blank missing)",
	}
	if got := strings.TrimSpace(errOut); got != strings.Join(want, "\n") {
		t.Errorf("stderr:\n%s\nwant:\n%s", got, strings.Join(want, "\n"))
	}
}

// The ambiguous and mismatched cases: one message naming the problem and
// the sizes, exit 2.
func TestSolveSizeErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"123450"}, `argument 1 ("123450"): 6 tiles fit both 2x3 and 3x2 (ambiguous size): give the size (-size 2x3) or write the board in rows, as 123/450 for 2x3`},
		{[]string{"1 2 3 4 5 6 7 8 9 10 11 0"}, "12 tiles fit both 3x4 and 4x3 (ambiguous size)"},
		{[]string{"12345670"}, "8 tiles fit both 2x4 and 4x2 (ambiguous size)"},
		{[]string{"-goal", "123/450", "123456780"}, "the board 123456780 is 3x3 and the goal 1 2 3/4 5 0 is 2x3: give boards of one size (-size), or a preset goal"},
		{[]string{"-size", "3x3", "-goal", "123/450", "123456780"}, "-goal 123/450 is a 2x3 board and -size is 3x3"},
		{[]string{"-size", "2x3", "123456780"}, "tile 6 not allowed on 2x3: tiles are 1 to 5 and a blank (0, _ or .) (the text is a 3x3 board, not 2x3)"},
		{[]string{"-size", "4x4", "123456780"}, `digits run together at column 1 ("123456780")`},
		{[]string{"12345678910111213141150"}, `digits run together at column 1 ("123456789101..."): tiles above 9 have two digits, so separate the tiles`},
		{[]string{"1 2 3/4 5"}, "rows of unequal length: row 2 has 2 tiles and row 1 has 3"},
		{[]string{"1 2 3 4 5 6/7 8 9 10 11 0"}, "2 rows of 6 tiles: a board has 2 to 5 rows of 2 to 5 tiles"},
		{[]string{"1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 0"}, "too many tiles: got 17, and the largest board, 4x4, has 16"},
		{[]string{"1 2 3 4/5 6 7 8/9 10 11 12"}, "tile 12 not allowed on 3x4: tiles are 1 to 11 and a blank (0, _ or .)"},
		{[]string{"-size", "6x5", "1230"}, "-size 6x5: rows and columns must each be 2 to 5"},
		{[]string{"-size", "5x5", "1230"}, `digits run together at column 1 ("1230")`},
		{[]string{"-size", "3by3", "1230"}, `-size "3by3": want rows x columns such as 3x3 or 4x4`},
		{[]string{"-size", "0", "1230"}, "-size 0: rows and columns must each be 2 to 5"},
		{[]string{"-size", "4x4", "-algo", "table", "1230"}, "-algo table: no table at 4x4"},
		{[]string{"-algo", "table", "1 2 3 4/5 6 7 8/9 10 0 11"}, "table: no table at 3x4"},
	} {
		code, out, errOut := cli(t, "", append([]string{"solve"}, tc.args...)...)
		if code != exitUsage || out != "" || !strings.Contains(errOut, tc.want) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want %d and one line with %q", tc.args, code, out, errOut, exitUsage, tc.want)
		}
	}
}

// JSON keeps the 3x3 lines as they were, byte for byte but the time and
// the guarantee added at the end, and writes the other sizes in rows with
// a size key.
func TestSolveJSONRowForm(t *testing.T) {
	elapsed := regexp.MustCompile(`"elapsed_ns":\d+`)
	_, out, _ := cli(t, "", "solve", "-json", "-algo", "bfs", "123456708")
	want := `{"algorithm":"bfs","start":"123456708","goal":"123456780","solvable":true,"status":"solved","limit":null,"cost":1,"moves":["right"],"expanded":1,"generated":3,"max_depth":1,"max_frontier":3,"elapsed_ns":0,"conventions":{"ties":"newest","goal_test":"generate","order":"UDLR"},"guarantee":"shortest"}` + "\n"
	if got := elapsed.ReplaceAllString(out, `"elapsed_ns":0`); got != want {
		t.Errorf("3x3 line:\n%s\nwant:\n%s", got, want)
	}
	_, out, _ = cli(t, "", "solve", "-json", "-algo", "bfs", "1 2 3 4/5 6 7 8/9 10 0 11")
	want = `{"algorithm":"bfs","size":"3x4","start":"1 2 3 4/5 6 7 8/9 10 0 11","goal":"1 2 3 4/5 6 7 8/9 10 11 0","solvable":true,"status":"solved","limit":null,"cost":1,"moves":["right"],`
	if !strings.HasPrefix(out, want) {
		t.Errorf("3x4 line:\n%s\nwant it to start:\n%s", out, want)
	}
}

// The text report shows the size and the boards as grids.
func TestSolveTextGrids(t *testing.T) {
	_, out, _ := cli(t, "", "solve", "-algo", "bfs", "1 2 3 4/5 6 7 8/9 10 0 11")
	want := "3x4 1 2 3 4/5 6 7 8/9 10 0 11 -> 1 2 3 4/5 6 7 8/9 10 11 0  bfs\n" +
		"   1  2  3  4     1  2  3  4\n" +
		"   5  6  7  8 ->  5  6  7  8\n" +
		"   9 10  _ 11     9 10 11  _\n" +
		"  solved in 1 move\n"
	if !strings.HasPrefix(out, want) {
		t.Errorf("report:\n%s\nwant it to start:\n%s", out, want)
	}
	_, out, _ = cli(t, "", "solve", "-algo", "bfs", "2 1/3 0")
	if !strings.Contains(out, "unsolvable: the tiles' inversion parity plus the blank's row differs from the goal's (the board is 2 wide)") {
		t.Errorf("report:\n%s", out)
	}
	// 3x3 as before: one line, no grid
	_, out, _ = cli(t, "", "solve", "-algo", "bfs", "123456708")
	if !strings.HasPrefix(out, "123/456/708 -> 123/456/780  bfs\n  solved in 1 move\n") {
		t.Errorf("3x3 report:\n%s", out)
	}
}

func TestMaxMemoryFlag(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want int64
	}{
		{"0", 0}, {"none", -1}, {"-1", -1}, {"None", -1},
		{"2GiB", 2 << 30}, {"512MB", 512e6}, {"512MiB", 512 << 20}, {"1.5G", 3 << 29}, {"64 MiB", 64 << 20},
		{"100000", 100000}, {"4kb", 4000}, {"4KiB", 4096}, {"1TB", 1e12}, {"3b", 3},
	} {
		if got, err := parseMemory(tc.in); err != nil || got != tc.want {
			t.Errorf("parseMemory(%q) = %d, %v; want %d", tc.in, got, err, tc.want)
		}
	}
	for _, tc := range []struct{ in, want string }{
		{"", "empty"},
		{"lots", `"lots" is not a size`},
		{"2 GiBs", `"2 GiBs" is not a size`},
		{"-5MB", `"-5MB" is negative`},
		{"-2", `"-2" is negative`},
		{"0.1", `"0.1" is less than a byte`},
		{"9EB", `"9EB" is not a size`},
		{"99999999TiB", `"99999999TiB" is too large`},
		{"NaN", `"NaN" is not a size`},
		{"inf", `"inf" is not a size`},
	} {
		if got, err := parseMemory(tc.in); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("parseMemory(%q) = %d, %v; want an error with %q", tc.in, got, err, tc.want)
		}
	}
	// on the command line: a bad value is a flag error, the help shows
	// the default, and the values write back as they read
	code, _, errOut := cli(t, "", "solve", "-max-memory", "lots", "123456780")
	if code != exitUsage || !strings.Contains(errOut, `invalid value "lots" for flag -max-memory: "lots" is not a size`) {
		t.Errorf("exit %d, stderr %q", code, errOut)
	}
	for _, cmd := range []string{"solve", "trace", "compare"} {
		_, _, help := cli(t, "", cmd, "-h")
		if !strings.Contains(help, "-max-memory SIZE") || !strings.Contains(help, "0 is the default, 1GiB") || !strings.Contains(help, "-size RxC") {
			t.Errorf("%s -h lacks -max-memory's default or -size: %s", cmd, help)
		}
	}
	for _, v := range []int64{-1, 0, 1 << 30, 3 << 20, 512e6, 1000} {
		m := memoryFlag(v)
		again, err := parseMemory(m.String())
		if err != nil || again != v {
			t.Errorf("%d writes as %q, which reads %d, %v", v, m.String(), again, err)
		}
	}
}

// bfs on a 4x4 board stops at the memory cap with its counters, and says
// so; it does not take the machine's memory.
func TestBFSOn4x4StopsAtMemoryCap(t *testing.T) {
	const board = "12 1 10 2/7 11 4 14/5 0 9 15/8 13 6 3" // 51 moves from the goal
	code, out, errOut := cli(t, "", "solve", "-json", "-algo", "bfs", "-max-memory", "8MiB", board)
	rs := decodeLines(t, out)
	if code != exitLimit || len(rs) != 1 {
		t.Fatalf("exit %d, %d results, stderr %q", code, len(rs), errOut)
	}
	r := rs[0]
	if r.Status != "limit" || r.Limit == nil || *r.Limit != "memory" || r.Expanded == 0 || r.Generated == 0 || r.MaxFrontier == 0 || r.Size != "4x4" {
		t.Errorf("result %+v: want a limit at the memory cap, with counters", r)
	}
	code, out, _ = cli(t, "", "solve", "-algo", "bfs", "-max-memory", "8MiB", board)
	if code != exitLimit || !strings.Contains(out, "limit: stopped by the memory cap (8MiB; -max-memory sets it)") || !strings.Contains(out, "expanded ") {
		t.Errorf("exit %d, report:\n%s", code, out)
	}
	// the node limit stops it first when lower, and says so
	code, out, _ = cli(t, "", "solve", "-json", "-algo", "bfs", "-max-nodes", "1000", board)
	if rs := decodeLines(t, out); code != exitLimit || len(rs) != 1 || rs[0].Limit == nil || *rs[0].Limit != "nodes" {
		t.Errorf("exit %d, %s", code, out)
	}
}

// The building of a pattern database shows on stderr, a few lines when it
// is not a terminal, and never on stdout.
func TestPrepareProgressOnStderr(t *testing.T) {
	code, out, errOut := cli(t, "", "solve", "-json", "-algo", "idastar-pdb", "1 2 3 4/5 6 7 8/9 10 11 12/13 14 0 15")
	if code != exitOK || len(decodeLines(t, out)) != 1 {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	want := "eightpuzzle solve: building the pattern database for 4x4: 0%\n" +
		"eightpuzzle solve: building the pattern database for 4x4: 25%\n" +
		"eightpuzzle solve: building the pattern database for 4x4: 50%\n" +
		"eightpuzzle solve: building the pattern database for 4x4: 75%\n" +
		"eightpuzzle solve: pattern database for 4x4 built in "
	if !builtLines(errOut, want) {
		t.Errorf("stderr:\n%s\nwant:\n%s", errOut, want)
	}
	if strings.Contains(out, "pattern database") {
		t.Errorf("progress on stdout: %s", out)
	}
	// compare too, once however many runs use the database
	code, out, errOut = cli(t, "", "compare", "-json", "-algos", "astar-pdb,idastar-pdb", "1 2 3 4/5 6 7 8/9 10 11 12/13 14 0 15")
	if code != exitOK || strings.Contains(out, "pattern database") {
		t.Fatalf("compare: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	if wantCompare := strings.ReplaceAll(want, "eightpuzzle solve", "eightpuzzle compare"); !builtLines(errOut, wantCompare) {
		t.Errorf("compare's stderr:\n%s\nwant:\n%s", errOut, wantCompare)
	}
	// a source that reports every step: still a line a quarter
	var buf bytes.Buffer
	report := prepareReporter("x", &buf)
	for i := int64(0); i <= 1000; i++ {
		report("table", i, 1000)
	}
	if n := strings.Count(buf.String(), "\n"); n != 5 || !strings.Contains(buf.String(), "x: table built in ") {
		t.Errorf("%d lines for one build:\n%s", n, buf.String())
	}
	// a load from the cache (pdb's one report, at its end) is not a build
	// (issue 25: "a solve that loads the 4x4 database from its cache
	// still says 'pattern database for 4x4 built'")
	buf.Reset()
	report("pattern database for 4x4", 100, 100)
	if got := buf.String(); got != "x: pattern database for 4x4 loaded from the cache\n" {
		t.Errorf("a load from the cache: %q", got)
	}
	// on a terminal: one line redrawn, at most a few times a second, and
	// cleared at the end
	buf.Reset()
	report = progressTo("x", &buf, true)
	for i := int64(0); i <= 1000; i++ {
		report("table", i, 1000)
	}
	got := buf.String()
	if strings.Contains(got, "\n") || !strings.HasPrefix(got, "\r\033[Kx: building the table: 0%") || !strings.HasSuffix(got, "\r\033[K") || strings.Count(got, "\r") > 3 {
		t.Errorf("terminal progress %q", got)
	}
}

// builtLines: got is want, a build's lines ending in "built in ",
// followed by a time and a newline.
func builtLines(got, want string) bool {
	rest, ok := strings.CutPrefix(got, want)
	return ok && strings.HasSuffix(rest, "\n") && strings.Count(rest, "\n") == 1 && strings.ContainsAny(rest, "0123456789")
}

// trace writes every board of another size in the row form, with the size
// on the last line.
func TestTraceOtherSize(t *testing.T) {
	code, out, errOut := cli(t, "", "trace", "-algo", "bfs", "1 2 3/0 4 5")
	if code != exitOK {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	events, last := parseTrace(t, out)
	if last.Size != "2x3" || last.Start != "1 2 3/0 4 5" || last.Goal != "1 2 3/4 5 0" || last.Status != "solved" || len(events) == 0 {
		t.Fatalf("last line %+v, %d events", last, len(events))
	}
	shape := solver.Shape{Rows: 2, Cols: 3}
	for _, e := range events {
		for _, k := range []string{"board", "parent"} {
			v, ok := e.m[k].(string)
			if !ok {
				continue // a root's parent is null
			}
			b, s, err := solver.ParseBoard(v, shape)
			if err != nil || s != shape || shape.Format(b) != v {
				t.Fatalf("%s %q is not a 2x3 board in the row form: %v", k, v, err)
			}
		}
	}
	if events[0].m["board"] != "1 2 3/0 4 5" {
		t.Errorf("first event on %v", events[0].m["board"])
	}
}

// algorithms -size marks the hopeless algorithms with the reason the
// engine gives, in the text and in JSON; without it nothing changes.
func TestAlgorithmsHopeless(t *testing.T) {
	size := solver.Shape{Rows: 4, Cols: 4}
	code, out, errOut := cli(t, "", "algorithms", "-size", "4x4", "-json")
	if code != exitOK {
		t.Fatalf("exit %d, %s", code, errOut)
	}
	marked := 0
	for i, line := range strings.Split(strings.TrimSpace(out), "\n") {
		var e struct {
			Name     string
			Hopeless *string
		}
		if err := json.Unmarshal([]byte(line), &e); err != nil {
			t.Fatal(err)
		}
		a := append(solver.Algorithms(), solver.OnRequest()...)[i] // the on-request ones last
		if e.Name != a.Name || e.Hopeless == nil || *e.Hopeless != a.Hopeless(size) {
			t.Errorf("%s: hopeless %v, want %q", e.Name, e.Hopeless, a.Hopeless(size))
		}
		if e.Hopeless != nil && *e.Hopeless != "" {
			marked++
		}
	}
	if marked == 0 || marked == len(solver.Algorithms()) {
		t.Errorf("%d of %d marked hopeless on 4x4", marked, len(solver.Algorithms()))
	}
	_, text, _ := cli(t, "", "algorithms", "-size", "4x4")
	bfs, _ := solver.AlgorithmByName("bfs")
	marks := len(regexp.MustCompile(`(?m)^ +! `).FindAllString(text, -1))
	if !strings.Contains(text, "! "+bfs.Hopeless(size)+"\n") || marks != marked {
		t.Errorf("text marks %d, want %d:\n%s", marks, marked, text)
	}
	_, plain, _ := cli(t, "", "algorithms", "-json")
	if strings.Contains(plain, "hopeless") {
		t.Errorf("hopeless key without -size")
	}
	if code, _, errOut := cli(t, "", "algorithms", "-size", "9x9"); code != exitUsage || !strings.Contains(errOut, "-size 9x9") {
		t.Errorf("exit %d, %q", code, errOut)
	}
}

// compare takes -size and boards of every size, and draws a batch of that
// size.
func TestCompareOtherSizes(t *testing.T) {
	code, out, errOut := cli(t, "", "compare", "-json", "-algos", "bfs,astar-manhattan", "-size", "2x3", "123405")
	if code != exitOK {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		var r compareRowJSON
		if err := json.Unmarshal([]byte(line), &r); err != nil {
			t.Fatal(err)
		}
		if r.Size != "2x3" || r.Start != "1 2 3/4 0 5" || r.Cost == nil || *r.Cost != 1 {
			t.Errorf("row %s", line)
		}
	}
	// dls's depth limit is each size's own unless given: 2x4's 36 moves
	// reach this 34-move board, 3x3's 31 do not
	const far = "5 2 3 7/1 6 4 0"
	for _, cmd := range [][]string{{"compare", "-json", "-algos", "dls", far}, {"solve", "-json", "-algo", "dls", far}} {
		code, out, errOut = cli(t, "", cmd...)
		if code != exitOK || !strings.Contains(out, `"status":"solved"`) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", cmd, code, out, errOut)
		}
		depth := "-depth"
		if cmd[0] == "compare" {
			depth = "-dls-depth" // compare's -depth is a batch's
		}
		code, out, _ = cli(t, "", append(cmd[:4:4], depth, "31", far)...)
		if code != exitLimit || !strings.Contains(out, `"limit":"depth"`) {
			t.Errorf("%v with a depth limit of 31: exit %d, stdout %q", cmd, code, out)
		}
	}
	// greedy, not A*: A* on these two 3x4 boards takes 0.4 s natively, and
	// under -race on a loaded machine reached the 3 s limit of a run
	code, out, errOut = cli(t, "", "compare", "-algos", "greedy-manhattan", "-size", "3x4", "-random", "2")
	if code != exitOK || !strings.Contains(out, "2 boards to 3x4 1 2 3 4/5 6 7 8/9 10 11 0") {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	code, _, errOut = cli(t, "", "compare", "-size", "3x4", "-depth", "3")
	if code != exitUsage || !strings.Contains(errOut, "-depth 3: boards at each distance need the distance table, built only for boards of up to 9 cells, not 3x4: ask for random boards") {
		t.Errorf("exit %d, stderr %q", code, errOut)
	}
	// -max-memory caps every run
	code, out, errOut = cli(t, "", "compare", "-algos", "bfs", "-max-memory", "8MiB", "-csv", "12 1 10 2/7 11 4 14/5 0 9 15/8 13 6 3")
	if code != exitLimit || !strings.Contains(out, ",limit,") || !strings.Contains(out, ",memory,") {
		t.Errorf("exit %d, stdout %q, stderr %q; want bfs stopped by the memory cap", code, out, errOut)
	}
	code, out, errOut = cli(t, "", "compare", "-algos", "bfs", "-size", "2x2", "-depth", "6", "-per", "1", "-json")
	if code != exitOK || !strings.Contains(out, `"boards":6`) {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}
