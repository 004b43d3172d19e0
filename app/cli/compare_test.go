package cli

import (
	"encoding/csv"
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/harness"
)

func TestCompareOneBoardEveryAlgorithm(t *testing.T) {
	code, out, errOut := cli(t, "", "compare", "702853614")
	if code != exitOK {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	if !strings.Contains(out, "23 moves apart") {
		t.Errorf("header should give the true distance 23:\n%s", out)
	}
	for _, a := range solver.Algorithms() {
		if !strings.Contains(out, a.Name+" ") {
			t.Errorf("no row for %s", a.Name)
		}
	}
}

func TestCompareJSONAndCSVAgree(t *testing.T) {
	args := []string{"compare", "-algos", "bfs,dfs,greedy-manhattan,idastar-manhattan", "-goal", "blank first", "702853614"}
	code, out, _ := cli(t, "", append(args, "-json")...)
	if code != exitOK {
		t.Fatalf("exit %d", code)
	}
	var rows []compareRowJSON
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		var r compareRowJSON
		if err := json.Unmarshal([]byte(line), &r); err != nil {
			t.Fatal(err)
		}
		rows = append(rows, r)
	}
	if len(rows) != 4 {
		t.Fatalf("%d rows, want 4", len(rows))
	}
	// BOARDS.md: 702853614 is 27 moves from 012345678
	for _, r := range rows {
		if r.Distance == nil || *r.Distance != 27 {
			t.Errorf("%s: distance %v, want 27", r.Algorithm, r.Distance)
		}
		if r.Cost == nil {
			t.Fatalf("%s: not solved", r.Algorithm)
		}
		if r.Optimal != (*r.Cost == 27) {
			t.Errorf("%s: optimal=%v with cost %d", r.Algorithm, r.Optimal, *r.Cost)
		}
		if got := replay(t, r.Start, r.Moves); got.String() != "012345678" {
			t.Errorf("%s: moves end at %s", r.Algorithm, got)
		}
	}

	_, text, _ := cli(t, "", append(args, "-csv")...)
	recs, err := csv.NewReader(strings.NewReader(text)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != 5 || strings.Join(recs[0], ",") != strings.Join(harness.RowsHeader(), ",") {
		t.Fatalf("CSV has %d records, header %v", len(recs), recs[0])
	}
	col := map[string]int{}
	for i, h := range recs[0] {
		col[h] = i
	}
	for i, rec := range recs[1:] {
		if rec[col["algorithm"]] != rows[i].Algorithm || rec[col["cost"]] != jsonInt(rows[i].Cost) ||
			rec[col["expanded"]] != jsonInt64(rows[i].Expanded) {
			t.Errorf("CSV row %d %v disagrees with JSON %+v", i, rec, rows[i])
		}
	}
}

func jsonInt(p *int) string {
	if p == nil {
		return ""
	}
	b, _ := json.Marshal(*p)
	return string(b)
}

func jsonInt64(n int64) string { b, _ := json.Marshal(n); return string(b) }

func TestCompareBatch(t *testing.T) {
	code, out, errOut := cli(t, "", "compare", "-random", "6", "-algos", "bfs,astar-manhattan,greedy-manhattan", "-json")
	if code != exitOK {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	type stat struct{ Mean, Max *float64 }
	var sums []struct {
		Algorithm       string
		Boards, Optimal int
		Cost            stat
	}
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		var s struct {
			Algorithm       string
			Boards, Optimal int
			Cost            stat
		}
		if err := json.Unmarshal([]byte(line), &s); err != nil {
			t.Fatal(err)
		}
		sums = append(sums, s)
	}
	if len(sums) != 3 {
		t.Fatalf("%d summaries, want 3", len(sums))
	}
	// both optimal algorithms solve the same boards, so their mean costs agree
	if sums[0].Boards != 6 || sums[0].Optimal != 6 || sums[1].Optimal != 6 || *sums[0].Cost.Mean != *sums[1].Cost.Mean {
		t.Errorf("bfs and astar should agree on 6 optimal solutions: %+v", sums)
	}
	if *sums[2].Cost.Mean < *sums[0].Cost.Mean {
		t.Errorf("greedy mean cost %v below the optimal mean %v", *sums[2].Cost.Mean, *sums[0].Cost.Mean)
	}

	code, out, _ = cli(t, "", "compare", "-depth", "4", "-per", "2", "-algos", "ids")
	if code != exitOK || !strings.Contains(out, "8 boards") || !strings.Contains(out, "8/8") {
		t.Errorf("exit %d; -depth 4 -per 2 should run 8 boards:\n%s", code, out)
	}
}

func TestCompareErrors(t *testing.T) {
	tests := []struct {
		args []string
		err  string
	}{
		{[]string{"compare"}, "give one BOARD"},
		{[]string{"compare", "123456780", "867254301"}, "got 2"},
		{[]string{"compare", "-random", "3", "123456780"}, "not both"},
		{[]string{"compare", "-algos", "bfs,nope", "123456780"}, `-algos: unknown algorithm "nope"`},
		{[]string{"compare", "-csv", "-json", "123456780"}, "-csv and -json: choose one"},
		{[]string{"compare", "-depth", "40"}, "no board is 40 moves"},
		{[]string{"compare", "12345678"}, "wrong number of tiles"},
		{[]string{"compare", "-max-nodes", "-1", "123456780"}, "-max-nodes -1 is out of range: want a number of boards (0: no limit), 0 or more"},
	}
	for _, tc := range tests {
		code, _, errOut := cli(t, "", tc.args...)
		if code != exitUsage || !strings.Contains(errOut, tc.err) {
			t.Errorf("%v: exit %d, stderr %q; want %d and %q", tc.args, code, errOut, exitUsage, tc.err)
		}
	}
}

func TestCompareLimitRowsExitOne(t *testing.T) {
	code, out, _ := cli(t, "", "compare", "-algos", "bfs,table", "-max-nodes", "100", "867254301")
	if code != exitLimit || !strings.Contains(out, "limit (nodes)") {
		t.Errorf("exit %d, want %d and a 'limit (nodes)' row:\n%s", code, exitLimit, out)
	}
}

func TestCompareBatchCSV(t *testing.T) {
	args := []string{"compare", "-random", "4", "-seed", "9", "-algos", "astar-manhattan,dfs"}
	_, js, _ := cli(t, "", append(args, "-json")...)
	code, text, _ := cli(t, "", append(args, "-csv")...)
	if code != exitOK {
		t.Fatalf("exit %d", code)
	}
	recs, err := csv.NewReader(strings.NewReader(text)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != 3 || strings.Join(recs[0], ",") != strings.Join(harness.SummaryHeader(), ",") {
		t.Fatalf("CSV %v", recs)
	}
	lines := strings.Split(strings.TrimSpace(js), "\n")
	for i, rec := range recs[1:] {
		var s struct {
			Algorithm string
			Cost      struct{ Mean float64 }
		}
		if err := json.Unmarshal([]byte(lines[i]), &s); err != nil {
			t.Fatal(err)
		}
		if rec[0] != s.Algorithm || rec[5] != strconv.FormatFloat(s.Cost.Mean, 'f', -1, 64) {
			t.Errorf("CSV %v disagrees with JSON %s", rec, lines[i])
		}
	}
}

// The text table ends with the verdict the window shows: the least work
// among the shortest paths, and what the fastest gave up.
func TestCompareVerdict(t *testing.T) {
	_, text, _ := cli(t, "", "compare", "-algos", "greedy-manhattan,astar-manhattan,idastar-linear-conflict", "806547231")
	if !strings.Contains(text, "\nShortest path (27 moves) with the least work: idastar-linear-conflict (2,000 boards expanded).") {
		t.Errorf("no verdict:\n%s", text)
	}
	_, text, _ = cli(t, "", "compare", "-algos", "greedy-manhattan,astar-manhattan", "-random", "5")
	if !strings.Contains(text, "\nShortest path on all 5 boards with the least work: astar-manhattan") {
		t.Errorf("no batch verdict:\n%s", text)
	}
}

// The text output groups thousands as the window does, a path's length too.
func TestSolveTextSeparators(t *testing.T) {
	_, out, _ := cli(t, "", "solve", "-algo", "dfs", "806547231")
	if !strings.Contains(out, "solved in 63,351 moves\n") || !strings.Contains(out, "(63,291 more; -json lists them all)") {
		t.Errorf("want the moves grouped by thousands:\n%.300s", out)
	}
}

// The measured column says what it measures: "shortest found" beside the
// guarantee, not "optimal yes" beside "no guarantee"; JSON adds
// shortest_found and keeps optimal for scripts, and CSV's columns stay
// where scripts read them (optimal beside optimal_algorithm and guarantee).
func TestCompareShortestFoundIsNotAPromise(t *testing.T) {
	args := []string{"compare", "-algos", "greedy-manhattan,astar-manhattan", "123456708"}
	code, out, errOut := cli(t, "", args...)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var head string
	for _, l := range strings.Split(out, "\n") {
		if strings.Contains(l, "algorithm") && strings.Contains(l, "guarantee") {
			head = l
		}
	}
	if !strings.Contains(head, "shortest found") || strings.Contains(head, "optimal") {
		t.Errorf("header %q in %s", head, out)
	}
	code, out, _ = cli(t, "", append(args[:len(args)-1:len(args)-1], "-csv", "123456708")...)
	if head, _, _ := strings.Cut(out, "\n"); code != exitOK || !strings.HasSuffix(head, ",guarantee") || !strings.Contains(head, ",distance,optimal,") {
		t.Errorf("CSV header %q", head)
	}
	code, out, _ = cli(t, "", append(args[:len(args)-1:len(args)-1], "-json", "123456708")...)
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		var m map[string]any
		if err := json.Unmarshal([]byte(line), &m); code != exitOK || err != nil || m["shortest_found"] != true || m["optimal"] != true {
			t.Errorf("JSON %s", line)
		}
	}
	code, out, _ = cli(t, "", "compare", "-random", "3", "-algos", "greedy-manhattan", "-json")
	var m map[string]any
	if err := json.Unmarshal([]byte(out), &m); code != exitOK || err != nil || m["shortest_found"] != m["optimal"] || m["shortest_found"] == nil {
		t.Errorf("batch JSON %s", out)
	}
}

// Where no table gives the distance (4x4), an exact search's guarantee
// shows its path shortest, and the others are measured against it, or
// are not known: compare said "shortest found: no" for idastar-pdb
// beside its guarantee "shortest" and a verdict of "Shortest path".
func TestCompareShortestWithoutTable(t *testing.T) {
	board := "6 8 2 3/5 1 7 12/0 10 4 15/9 13 11 14" // 28 moves: IDA* expands about a thousand boards, greedy finds 216
	row := func(out, name string) string {
		for _, l := range strings.Split(out, "\n") {
			if f := strings.Fields(l); len(f) > 0 && f[0] == name {
				return l
			}
		}
		return ""
	}
	col := func(line string) string { // the "shortest found" cell: after status and cost
		if f := strings.Fields(line); len(f) > 3 {
			return f[3]
		}
		return ""
	}
	_, out, _ := cli(t, "", "compare", "-algos", "idastar-linear-conflict,greedy-manhattan", board)
	if got := col(row(out, "idastar-linear-conflict")); got != "yes" {
		t.Errorf("idastar-linear-conflict's shortest found %q:\n%s", got, out)
	}
	if got := col(row(out, "greedy-manhattan")); got != "no" {
		t.Errorf("greedy-manhattan's shortest found %q (its path is longer):\n%s", got, out)
	}
	_, out, _ = cli(t, "", "compare", "-algos", "greedy-manhattan", board)
	if got := col(row(out, "greedy-manhattan")); got != "unknown" {
		t.Errorf("greedy-manhattan alone: shortest found %q:\n%s", got, out)
	}
	_, out, _ = cli(t, "", "compare", "-json", "-algos", "idastar-linear-conflict,greedy-manhattan", board)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	want := []any{true, nil}
	for i, line := range lines {
		var m map[string]any
		if err := json.Unmarshal([]byte(line), &m); err != nil || i >= len(want) || m["shortest_found"] != want[i] {
			t.Errorf("JSON line %d: %s, want shortest_found %v", i, line, want[i%len(want)])
		}
	}
	_, out, _ = cli(t, "", "compare", "-size", "3x4", "-random", "2", "-algos", "idastar-linear-conflict,greedy-manhattan")
	if got := strings.Fields(row(out, "idastar-linear-conflict")); len(got) < 3 || got[2] != "2" {
		t.Errorf("batch: idastar-linear-conflict %v:\n%s", got, out)
	}
	if got := strings.Fields(row(out, "greedy-manhattan")); len(got) < 3 || got[2] != "unknown" {
		t.Errorf("batch: greedy-manhattan %v:\n%s", got, out)
	}
}

// compare takes one board with a side of 5: the algorithms solver/wide
// runs, in the table, CSV and JSON, the others named as not run; a batch
// of them, conventions it does not follow, or only algorithms it does not
// run are refused with the reason.
func TestCompareFiveByFive(t *testing.T) {
	board := "1 2 3 4 5/6 7 8 9 10/11 12 13 14 15/16 17 18 19 20/21 22 0 23 24" // two moves
	code, out, errs := cli(t, "", "compare", "-algos", "idastar-linear-conflict,greedy-manhattan,bfs", board)
	if code != exitOK {
		t.Fatalf("exit %d: %s%s", code, out, errs)
	}
	for _, want := range []string{"5x5 " + board + " -> ", "idastar-linear-conflict  solved     2             yes", "Not run at 5x5", ": bfs.\n", "Shortest path (2 moves)"} {
		if !strings.Contains(out, want) {
			t.Errorf("want %q in\n%s", want, out)
		}
	}
	code, out, errs = cli(t, "", "compare", "-json", "-algos", "idastar-manhattan,astar-linear-conflict", "-weight", "3", board)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != exitOK || len(lines) != 2 {
		t.Fatalf("JSON: exit %d, %s%s", code, out, errs)
	}
	for i, line := range lines {
		var m map[string]any
		if err := json.Unmarshal([]byte(line), &m); err != nil || m["size"] != "5x5" || m["start"] != board || m["cost"] != 2.0 {
			t.Errorf("JSON line %d: %s", i, line)
		}
		if want := []any{true, nil}[i]; m["shortest_found"] != want {
			t.Errorf("JSON line %d: shortest_found %v, want %v (weighted A* promises at most 3 times)", i, m["shortest_found"], want)
		}
	}
	code, out, _ = cli(t, "", "compare", "-csv", "-algos", "idastar-manhattan", board)
	if recs := strings.Split(strings.TrimSpace(out), "\n"); code != exitOK || len(recs) != 2 || !strings.Contains(recs[1], ","+board+",") {
		t.Errorf("CSV: exit %d, %s", code, out)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-algos", "bfs,table"}, "none runs at 5x5"},
		{[]string{"-order", "LRUD", "-algos", "idastar-manhattan"}, "not followed on a side of 5"},
	} {
		args := append(append([]string{"compare"}, c.args...), board)
		if c.args[0] == "-size" {
			args = append([]string{"compare"}, c.args...)
		}
		if code, _, errs := cli(t, "", args...); code != exitUsage || !strings.Contains(errs, c.want) {
			t.Errorf("%v: exit %d, %q, want %q", c.args, code, errs, c.want)
		}
	}
}
