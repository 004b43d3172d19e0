package cli

import (
	"encoding/csv"
	"encoding/json"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/eightpuzzle/eightpuzzle/solver/harness"
	"github.com/eightpuzzle/eightpuzzle/solver/wide"
)

// wideSummary is the part of a batch's JSON line the tests read.
type wideSummary struct {
	Algorithm     string
	Boards        int
	Solved        int
	Limited       int
	Optimal       int
	ShortestFound *int `json:"shortest_found"`
	Guarantee     string
	Cost          struct{ Mean *float64 }
	Expanded      struct{ Mean, Max *float64 }
}

func wideSummaries(t *testing.T, out string) []wideSummary {
	t.Helper()
	var sums []wideSummary
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		var s wideSummary
		if err := json.Unmarshal([]byte(line), &s); err != nil {
			t.Fatalf("%q: %v", line, err)
		}
		sums = append(sums, s)
	}
	return sums
}

// A batch of boards with a side of 5: the searches solver/wide runs, the
// columns of the 4x4's batch (shortest_found null for a search that does
// not promise a shortest path), the others named as not run.
func TestCompareFiveByFiveBatch(t *testing.T) {
	args := []string{"compare", "-size", "5x5", "-random", "3", "-scramble", "20", "-seed", "4",
		"-algos", "idastar-linear-conflict,idastar-manhattan,astar-linear-conflict,greedy-manhattan,bfs", "-weight", "3"}
	code, out, errs := cli(t, "", append(args, "-json")...)
	if code != exitOK {
		t.Fatalf("exit %d: %s%s", code, out, errs)
	}
	sums := wideSummaries(t, out)
	if len(sums) != 4 {
		t.Fatalf("%d summaries, want 4 (bfs is not run):\n%s", len(sums), out)
	}
	for i, s := range sums {
		if s.Boards != 3 || s.Solved != 3 {
			t.Errorf("%s: %d of %d boards solved, want 3 of 3", s.Algorithm, s.Solved, s.Boards)
		}
		if shortest := i < 2; shortest != (s.ShortestFound != nil) || shortest && *s.ShortestFound != 3 {
			t.Errorf("%s (%s): shortest_found %v", s.Algorithm, s.Guarantee, s.ShortestFound)
		}
	}
	if *sums[0].Cost.Mean != *sums[1].Cost.Mean || *sums[0].Expanded.Mean >= *sums[1].Expanded.Mean {
		t.Errorf("both IDA*s are optimal, linear conflict with less work: %+v %+v", sums[0], sums[1])
	}
	if !strings.Contains(errs, "Not run at 5x5") || !strings.Contains(errs, ": bfs.") {
		t.Errorf("stderr should name bfs as not run: %q", errs)
	}

	code, text, _ := cli(t, "", args...)
	for _, want := range []string{"3 boards scrambled 20 moves to 5x5 1 2 3 4 5/", "4 algorithms", "idastar-linear-conflict     3/3               3",
		"astar-linear-conflict       3/3         unknown", "Shortest path on all 3 boards with the least work: idastar-linear-conflict", "Not run at 5x5 (eightpuzzle algorithms -size 5x5 says why): bfs."} {
		if !strings.Contains(text, want) {
			t.Errorf("exit %d, want %q in\n%s", code, want, text)
		}
	}

	code, text, _ = cli(t, "", append(args, "-csv")...)
	recs, err := csv.NewReader(strings.NewReader(text)).ReadAll()
	if err != nil || code != exitOK || len(recs) != 5 || strings.Join(recs[0], ",") != strings.Join(harness.SummaryHeader(), ",") {
		t.Fatalf("CSV: exit %d, %v, %v", code, err, recs)
	}
	for i, rec := range recs[1:] {
		if rec[0] != sums[i].Algorithm || rec[5] != strconv.FormatFloat(*sums[i].Cost.Mean, 'f', -1, 64) {
			t.Errorf("CSV %v disagrees with JSON %+v", rec, sums[i])
		}
	}
}

// The batch's boards are those -seed draws, and each run is the one solve
// makes of that board: one search, one set of numbers.
func TestCompareFiveByFiveBatchSameAsSolve(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 0x8b0a7e55)) // harness.WideBatch's source
	goal := wide.Goal(five)
	var expanded float64
	for range 2 {
		board := wide.Format(five, wide.Random(five, rng, goal))
		code, out, errs := cli(t, "", "solve", "-json", "-algo", "astar-linear-conflict", "-weight", "5", board)
		if code != exitOK {
			t.Fatalf("solve %s: exit %d, %s", board, code, errs)
		}
		expanded += float64(decodeLines(t, out)[0].Expanded)
	}
	code, out, errs := cli(t, "", "compare", "-json", "-size", "5x5", "-random", "2", "-seed", "7", "-algos", "astar-linear-conflict", "-weight", "5")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if s := wideSummaries(t, out); len(s) != 1 || *s[0].Expanded.Mean != expanded/2 {
		t.Errorf("compare's mean of expanded boards %v, solve's %v", *s[0].Expanded.Mean, expanded/2)
	}
}

// -depth D -per K on a side of 5, where no table gives boards at each
// distance: K boards scrambled each length 1..D, as the window's batch
// "by distance" draws them; an optimal search solves each within D moves.
func TestCompareFiveByFiveBatchScrambles(t *testing.T) {
	code, out, errs := cli(t, "", "compare", "-json", "-size", "5x5", "-depth", "6", "-per", "2", "-algos", "idastar-manhattan")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	s := wideSummaries(t, out)
	if len(s) != 1 || s[0].Boards != 12 || s[0].Solved != 12 || s[0].ShortestFound == nil || *s[0].ShortestFound != 12 {
		t.Fatalf("%+v", s)
	}
	var max struct{ Cost struct{ Max float64 } }
	json.Unmarshal([]byte(out), &max)
	if max.Cost.Max > 6 {
		t.Errorf("a scramble of at most 6 moves solved in %v", max.Cost.Max)
	}
	_, text, _ := cli(t, "", "compare", "-size", "5x5", "-depth", "6", "-per", "2", "-algos", "idastar-manhattan")
	if !strings.Contains(text, "12 boards scrambled 1 to 6 moves (2 of each length) to 5x5") {
		t.Errorf("header:\n%s", text)
	}
}

// Every run has the limits; a run stopped by one is counted so, and the
// exit status says some search stopped at a limit.
func TestCompareFiveByFiveBatchLimits(t *testing.T) {
	code, out, errs := cli(t, "", "compare", "-json", "-size", "5x5", "-random", "2", "-max-nodes", "100", "-algos", "idastar-linear-conflict,astar-linear-conflict", "-weight", "5")
	if code != exitLimit {
		t.Fatalf("exit %d, want %d: %s%s", code, exitLimit, out, errs)
	}
	sums := wideSummaries(t, out)
	if len(sums) != 2 || sums[0].Limited != 2 || *sums[0].Expanded.Max != 100 {
		t.Errorf("IDA* on random 5x5 boards stops at 100 boards: %+v", sums)
	}
}

func TestCompareFiveByFiveBatchErrors(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-size", "5x5", "-scramble", "30"}, "-scramble 30: give -random N too"},
		{[]string{"-random", "3", "-scramble", "30"}, "on a side of 5 only"},
		{[]string{"-size", "5x5", "-random", "2", "-algos", "bfs,table"}, "none runs at 5x5"},
		{[]string{"-size", "5x5", "-random", "2", "-order", "LRUD"}, "not followed on a side of 5"},
		{[]string{"-size", "5x5", "-random", "2", "-goal", "spiral"}, "on 5x5 the presets are blank last and blank first"},
		{[]string{"-size", "5x5", "-random", "2", "-max-memory", "50MB", "-algos", "idastar-pdb"}, "more than the memory cap"},
		{[]string{"-size", "5x5", "-random", "2", "-scramble", "-1"}, "-scramble -1 is out of range"},
	} {
		args := append([]string{"compare"}, c.args...)
		if code, out, errs := cli(t, "", args...); code != exitUsage || !strings.Contains(errs, c.want) {
			t.Errorf("%v: exit %d, %q%q, want %q", c.args, code, out, errs, c.want)
		}
	}
}

// The pattern databases' IDA* in a batch, on 5x2, whose databases build
// in milliseconds: its paths are as short as IDA*'s with linear conflict.
// (5x2: TestSolveWidePatterns wants to build 2x5's, which the program
// would still hold.)
func TestCompareWidePatternsBatch(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	code, out, errs := cli(t, "", "compare", "-json", "-size", "5x2", "-random", "4", "-algos", "idastar-linear-conflict,idastar-pdb")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	sums := wideSummaries(t, out)
	if len(sums) != 2 || sums[1].Solved != 4 || *sums[0].Cost.Mean != *sums[1].Cost.Mean || *sums[1].ShortestFound != 4 {
		t.Errorf("%+v", sums)
	}
}

// Ctrl-C during a batch on a side of 5 stops at once, prints the
// summaries of the boards that finished (none: the first board's IDA*,
// without limits, does not finish on a random 5x5 board) and says how
// many.
func TestCompareFiveByFiveBatchInterrupt(t *testing.T) {
	first := onSearch(t, func(board int, algorithm string) bool { return board == 0 && algorithm == "idastar-manhattan" })
	cancel, ch := start(strings.NewReader(""), "compare", "-size", "5x5", "-random", "3", "-algos", "greedy-manhattan,idastar-manhattan", "-max-nodes", "0", "-timeout", "0")
	defer cancel()
	await(t, first, "the first board's IDA*")
	cancel()
	r := within(t, ch, 5*time.Second)
	if r.code != exitInterrupted || !strings.Contains(r.out, "interrupted after 0 of 3 random boards") || !strings.Contains(r.errOut, "interrupted after 0 of 3 boards") {
		t.Errorf("exit %d\n%s\n%s", r.code, r.out, r.errOut)
	}
}
