package cli

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"regexp"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"go.uber.org/goleak"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/harness"
)

// The command line under the faults issue 13 lists: each test here failed
// before its fix.

// TestMain checks that no test leaves a goroutine behind, with the pdb
// algorithms on a stand-in source (standInPatterns).
func TestMain(m *testing.M) {
	solver.RegisterPatterns(standInPatterns)
	goleak.VerifyTestMain(m)
}

// result of a run started in the background.
type result struct {
	code        int
	out, errOut string
}

// start runs the command line on its own goroutine with stdin, returning
// the cancel that stands for a signal and a channel for the result.
func start(stdin io.Reader, args ...string) (context.CancelFunc, <-chan result) {
	return startTo(stdin, nil, args...)
}

// startTo is start with the standard output also written to watch, when
// not nil, as the command writes it.
func startTo(stdin io.Reader, watch io.Writer, args ...string) (context.CancelFunc, <-chan result) {
	ctx, cancel := context.WithCancel(context.Background())
	ch := make(chan result, 1)
	go func() {
		var out, errOut bytes.Buffer
		var w io.Writer = &out
		if watch != nil {
			w = io.MultiWriter(&out, watch)
		}
		code := run(ctx, args, stdin, w, &errOut)
		ch <- result{code, out.String(), errOut.String()}
	}()
	return cancel, ch
}

// The tests below signal at an event, not after a sleep: a sleep guessed
// how long the work before the signal takes, and a loaded machine (or the
// race detector) made the guess wrong.

// onSearch sets searchStarting for the test: the channel it returns is
// closed when a search for which pick holds begins.
func onSearch(t *testing.T, pick func(board int, algorithm string) bool) <-chan struct{} {
	t.Helper()
	ch := make(chan struct{})
	var once sync.Once
	searchStarting = func(board int, algorithm string) {
		if pick(board, algorithm) {
			once.Do(func() { close(ch) })
		}
	}
	t.Cleanup(func() { searchStarting = nil })
	return ch
}

// lineSignal is a writer that counts the lines written to it, drops
// them, and closes reached once there are n.
type lineSignal struct {
	n, lines int64
	reached  chan struct{}
}

func newLineSignal(n int64) *lineSignal { return &lineSignal{n: n, reached: make(chan struct{})} }

func (w *lineSignal) Write(p []byte) (int, error) {
	before := w.lines
	w.lines += int64(bytes.Count(p, []byte("\n")))
	if before < w.n && w.lines >= w.n {
		close(w.reached)
	}
	return len(p), nil
}

// await waits for ch, failing the test after a minute: far longer than
// any of these events takes, but a test that cannot see it must end.
func await(t *testing.T, ch <-chan struct{}, what string) {
	t.Helper()
	select {
	case <-ch:
	case <-time.After(time.Minute):
		t.Fatalf("%s: not within a minute", what)
	}
}

// within waits for the result at most d after the signal.
func within(t *testing.T, ch <-chan result, d time.Duration) result {
	t.Helper()
	select {
	case r := <-ch:
		return r
	case <-time.After(d):
		t.Fatalf("still running %v after the signal", d)
	}
	return result{}
}

// Ctrl-C while solve waits on standard input stops it at once: before, it
// was ignored until the next line came, and the run exited 0.
func TestSignalWhileReadingStdin(t *testing.T) {
	pr, pw := io.Pipe()
	defer pw.Close() // ends the goroutine still blocked reading the pipe
	answered := newLineSignal(1)
	cancel, ch := startTo(pr, answered, "solve", "-json", "-algo", "table")
	defer cancel()
	if _, err := io.WriteString(pw, "123456708\n"); err != nil {
		t.Fatal(err)
	}
	// the first line's answer is written just before the next read
	// blocks: signal then
	await(t, answered.reached, "the first line's answer")
	signalled := time.Now()
	cancel()
	r := within(t, ch, time.Second)
	t.Logf("returned %v after the signal", time.Since(signalled))
	if r.code != exitInterrupted {
		t.Errorf("exit %d, want %d", r.code, exitInterrupted)
	}
	if rs := decodeLines(t, r.out); len(rs) != 1 || rs[0].Status != "solved" {
		t.Errorf("the line answered before the signal is gone: %q", r.out)
	}
	if !strings.Contains(r.errOut, "interrupted after 1 board") {
		t.Errorf("stderr %q does not say it was interrupted", r.errOut)
	}
}

// A signal during a huge batch stops it within a second and prints the
// summary of the boards that finished, headed by how many: before, the
// batch drew all its boards first (ignoring Ctrl-C meanwhile) and a
// summary said "2000 boards" when 33 had run.
func TestSignalDuringBatch(t *testing.T) {
	for _, f := range []string{"", "-json", "-csv"} {
		t.Run("format"+f, func(t *testing.T) {
			args := []string{"compare", "-algos", "table,astar-manhattan", "-random", "100000000"}
			if f != "" {
				args = append(args, f)
			}
			// the second board begins once the first has finished
			second := onSearch(t, func(board int, _ string) bool { return board == 1 })
			cancel, ch := start(strings.NewReader(""), args...)
			await(t, second, "the second board's search")
			signalled := time.Now()
			cancel()
			r := within(t, ch, time.Second)
			t.Logf("returned %v after the signal", time.Since(signalled))
			if r.code != exitInterrupted {
				t.Fatalf("exit %d, want %d; stderr %q", r.code, exitInterrupted, r.errOut)
			}
			m := regexp.MustCompile(`interrupted after (\d+) of 100,000,000 boards`).FindStringSubmatch(r.errOut)
			if m == nil || m[1] == "0" {
				t.Fatalf("stderr %q: want how many boards finished", r.errOut)
			}
			var boards int
			fmt.Sscan(m[1], &boards)
			switch f {
			case "":
				if !strings.HasPrefix(r.out, m[0]+" to 123/456/780, 2 algorithms") {
					t.Errorf("the summary is not headed by the interruption:\n%s", r.out)
				}
				if !strings.Contains(r.out, fmt.Sprintf("%d/%d", boards, boards)) {
					t.Errorf("the summary does not cover the %d finished boards:\n%s", boards, r.out)
				}
			case "-json":
				for _, line := range strings.Split(strings.TrimSpace(r.out), "\n") {
					var s struct{ Boards, Solved int }
					if err := json.Unmarshal([]byte(line), &s); err != nil || s.Boards != boards || s.Solved != boards {
						t.Errorf("summary %s: want %d boards, all solved (%v)", line, boards, err)
					}
				}
			case "-csv":
				recs, err := csv.NewReader(strings.NewReader(r.out)).ReadAll()
				if err != nil || len(recs) != 3 || recs[1][1] != m[1] {
					t.Errorf("CSV %v (%v): want two summaries of %s boards", recs, err, m[1])
				}
			}
		})
	}
}

// The interrupt of a comparison on one board prints the rows that finished.
func TestSignalDuringCompareOne(t *testing.T) {
	ids := onSearch(t, func(_ int, algorithm string) bool { return algorithm == "ids" }) // table has finished
	cancel, ch := start(strings.NewReader(""), "compare", "-algos", "table,ids,bfs", "-max-nodes", "0", "-timeout", "0", "867254301")
	await(t, ids, "the ids run")
	cancel()
	r := within(t, ch, time.Second)
	if r.code != exitInterrupted || !strings.Contains(r.errOut, "of 3 algorithms") {
		t.Fatalf("exit %d, stderr %q", r.code, r.errOut)
	}
	if !regexp.MustCompile(`table +solved`).MatchString(r.out) || !regexp.MustCompile(`ids +cancelled`).MatchString(r.out) || strings.Contains(r.out, "bfs ") {
		t.Errorf("want the finished table row, ids cut short and no row for bfs, which did not run:\n%s", r.out)
	}
}

// failingWriter fails every write with err.
type failingWriter struct{ err error }

func (w failingWriter) Write([]byte) (int, error) { return 0, w.err }

// Output that cannot be written is an error with a message and a non-zero
// exit; a closed pipe ends quietly. Before, `solve 123456708 > /dev/full`
// exited 0 without a word, as did compare and algorithms.
func TestWriteErrors(t *testing.T) {
	commands := [][]string{
		{"solve", "123456708"},
		{"solve", "-json", "123456708"},
		{"compare", "-algos", "table", "123456708"},
		{"compare", "-algos", "table", "-json", "123456708"},
		{"compare", "-algos", "table", "-random", "5"},
		{"compare", "-algos", "table", "-random", "5", "-csv"},
		{"algorithms"},
		{"algorithms", "-json"},
		{"help"},
	}
	for _, args := range commands {
		var errOut bytes.Buffer
		code := run(context.Background(), args, strings.NewReader(""), failingWriter{syscall.ENOSPC}, &errOut)
		if code != exitError || !strings.Contains(errOut.String(), "writing the output: no space left on device") {
			t.Errorf("%v to a full disk: exit %d, stderr %q", args, code, errOut.String())
		}
		errOut.Reset()
		code = run(context.Background(), args, strings.NewReader(""), failingWriter{syscall.EPIPE}, &errOut)
		if code != exitPipe || errOut.Len() != 0 {
			t.Errorf("%v to a closed pipe: exit %d, stderr %q; want %d and nothing said", args, code, errOut.String(), exitPipe)
		}
	}
	// the real thing, where there is one
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Skip("no /dev/full:", err)
	}
	defer full.Close()
	var errOut bytes.Buffer
	if code := run(context.Background(), []string{"solve", "123456708"}, strings.NewReader(""), full, &errOut); code != exitError || !strings.Contains(errOut.String(), "no space left") {
		t.Errorf("solve > /dev/full: exit %d, stderr %q", code, errOut.String())
	}
}

// countingReader counts the bytes read through it, safely from the goroutine
// that reads the input while the test looks.
type countingReader struct {
	r io.Reader
	n atomic.Int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n.Add(int64(n))
	return n, err
}

// A write error stops a long run instead of solving on for nobody.
func TestWriteErrorStopsStdinBatch(t *testing.T) {
	in := strings.Repeat("123456708\n", 200_000)
	stdin := &countingReader{r: strings.NewReader(in)}
	var errOut bytes.Buffer
	code := run(context.Background(), []string{"solve", "-json", "-algo", "table"}, stdin, failingWriter{syscall.ENOSPC}, &errOut)
	if code != exitError || strings.Count(errOut.String(), "\n") != 1 {
		t.Errorf("exit %d, stderr %q; want one message", code, errOut.String())
	}
	// counted, not timed: the output's buffer fills within a few hundred
	// boards, and the input is read ahead by no more than a buffer or two
	if read := stdin.n.Load(); read > 256<<10 {
		t.Errorf("read %d of %d bytes of input after the first failed write", read, len(in))
	}
}

// Input of any shape: an over-long line is one bad line with its number
// and the lines after it are solved (before: "bufio.Scanner: token too
// long" ended the batch, without a line number); a byte-order mark and CRLF
// endings are accepted; columns count characters from the start of the line
// as written (before, an indented line's column was counted after trimming);
// a byte that is not UTF-8 is named as a byte.
func TestSolveInputOfAnyShape(t *testing.T) {
	in := "\uFEFF123456708\r\n" + // BOM and CRLF
		strings.Repeat("1 ", 50_000) + "\n" + // 100 KB: over-long
		"   12345678x\n" + // indented: x is character 12
		"\t12\xff345678\r\n" + // a byte that is not UTF-8, character 4
		"123456780\n"
	code, out, errOut := cli(t, in, "solve", "-json", "-algo", "table")
	if code != exitUsage {
		t.Errorf("exit %d, want %d", code, exitUsage)
	}
	rs := decodeLines(t, out)
	if len(rs) != 2 || rs[0].Start != "123456708" || rs[1].Start != "123456780" {
		t.Errorf("results %+v: want lines 1 and 5 solved", rs)
	}
	want := []string{
		"eightpuzzle solve: line 2: line longer than 64 KiB: not a board",
		"eightpuzzle solve: line 3: unexpected character 'x' at column 12",
		"eightpuzzle solve: line 4: unexpected byte 0xFF at column 4 (not UTF-8)",
	}
	if got := strings.Split(strings.TrimSpace(errOut), "\n"); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("stderr:\n%s\nwant:\n%s", errOut, strings.Join(want, "\n"))
	}
	// a very long line with no line ending at all, at the end
	code, out, errOut = cli(t, "123456708\n"+strings.Repeat("9", 1<<20), "solve", "-algo", "table")
	if code != exitUsage || !strings.Contains(out, "solved in 1 move\n") || !strings.Contains(errOut, "line 2: line longer than") {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}

// Every flag is checked once, before any input is read, and its error
// names the flag and what it takes. Before, -depth 70000 printed its error
// once per input line, -dls-depth's errors did not name it, and one range
// error named several flags.
func TestFlagsCheckedOnce(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"solve", "-algo", "dls", "-depth", "70000"}, "-depth 70000 is out of range: want a number of moves from 1 to 65534"},
		{[]string{"solve", "-depth", "0"}, "-depth 0 is out of range"},
		{[]string{"solve", "-max-nodes", "-3"}, "-max-nodes -3 is out of range: want a number of boards (0: no limit), 0 or more"},
		{[]string{"solve", "-timeout", "-1s"}, "-timeout -1s is out of range"},
		{[]string{"solve", "-goal", "blank middle"}, `-goal: unknown preset "blank middle": the presets are blank last, blank first and spiral`},
		{[]string{"solve", "-algo", "astar"}, astarFamily()},
		{[]string{"solve", "-algo", "astar-manhatan"}, "did you mean astar-manhattan"},
		{[]string{"compare", "-dls-depth", "0", "-random", "3"}, "-dls-depth 0 is out of range: want a number of moves from 1 to 65534"},
		{[]string{"compare", "-dls-depth", "99999", "-random", "3"}, "-dls-depth 99999 is out of range"},
		{[]string{"compare", "-per", "0", "-depth", "3"}, "-per 0 is out of range: want a number of boards, 1 or more"},
		{[]string{"compare", "-random", "-5"}, "-random -5 is out of range"},
		{[]string{"compare", "-depth", "31", "-per", "9000000000000000000"}, "-per 9000000000000000000 is out of range: with -depth 31, want at most 297528130221121800"},
		{[]string{"compare", "-depth", "40"}, "-depth 40: no board is 40 moves from 123456780; the most is 31"},
		{[]string{"compare", "-random", "3", "-depth", "3"}, "-random and -depth"},
		{[]string{"compare", "-goal", "spirale", "-random", "3"}, "the presets are blank last, blank first and spiral"},
	}
	for _, tc := range tests {
		in := "123456708\n867254301\n647850321\n"
		code, out, errOut := cli(t, in, tc.args...)
		if code != exitUsage || out != "" {
			t.Errorf("%v: exit %d, stdout %q; want %d and nothing solved", tc.args, code, out, exitUsage)
		}
		if !strings.Contains(errOut, tc.want) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%v: stderr %q; want one line with %q", tc.args, errOut, tc.want)
		}
	}
}

// astarFamily is the error of -algo astar, listing the family as the
// registry has it.
func astarFamily() string {
	var names []string
	for _, a := range solver.FamilyMembers("astar") {
		names = append(names, a.Name)
	}
	last := len(names) - 1
	return fmt.Sprintf(`-algo: "astar" is a family of %d algorithms: name one of %s or %s`, len(names), strings.Join(names[:last], ", "), names[last])
}

// compare -algos takes family names for all their members, and an unknown
// name gets the closest names and a pointer to the list. Before, -algos
// astar was rejected.
func TestCompareFamilies(t *testing.T) {
	code, out, errOut := cli(t, "", "compare", "-algos", "astar,bfs,astar-manhattan", "-json", "123456708")
	if code != exitOK {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	var names []string
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		var r struct{ Algorithm string }
		if err := json.Unmarshal([]byte(line), &r); err != nil {
			t.Fatal(err)
		}
		names = append(names, r.Algorithm)
	}
	var want string
	for _, a := range solver.FamilyMembers("astar") {
		want += a.Name + " "
	}
	if want += "bfs"; strings.Join(names, " ") != want {
		t.Errorf("algorithms %v, want %s (a family in registry order, no repeats)", names, want)
	}
	for _, tc := range []struct{ name, want string }{
		{"astr", `unknown algorithm "astr"; did you mean astar`},
		{"idastra", "did you mean idastar"},
		{"bestfirst", "The algorithms are bfs, dfs, dls, ids, ucs, bidir, greedy-misplaced"},
	} {
		code, _, errOut := cli(t, "", "compare", "-algos", tc.name, "123456708")
		if code != exitUsage || !strings.Contains(errOut, tc.want) || !strings.Contains(errOut, "eightpuzzle algorithms") {
			t.Errorf("-algos %s: exit %d, stderr %q; want %q and a pointer to the list", tc.name, code, errOut, tc.want)
		}
	}
	if _, out, _ := cli(t, "", "algorithms"); !strings.Contains(out, fmt.Sprintf("astar (%d)", len(solver.FamilyMembers("astar")))) {
		t.Errorf("algorithms does not name the families:\n%s", out)
	}
}

// Interrupted, limited and unsolvable runs each have their own exit status
// and JSON status.
func TestOutcomesDistinguishable(t *testing.T) {
	tests := []struct {
		args   []string
		code   int
		status string
	}{
		{[]string{"solve", "-json", "123456708"}, exitOK, "solved"},
		{[]string{"solve", "-json", "213456780"}, exitUnsolvable, "unsolvable"},
		{[]string{"solve", "-json", "-algo", "bfs", "-max-nodes", "10", "867254301"}, exitLimit, "limit"},
		{[]string{"compare", "-json", "-algos", "bfs", "-max-nodes", "10", "867254301"}, exitLimit, "limit"},
		{[]string{"compare", "-json", "-algos", "bfs", "213456780"}, exitUnsolvable, "unsolvable"},
	}
	for _, tc := range tests {
		code, out, errOut := cli(t, "", tc.args...)
		var r struct {
			Status string
			Limit  *string
		}
		if err := json.Unmarshal([]byte(strings.TrimSpace(out)), &r); err != nil {
			t.Errorf("%v: %v in %q", tc.args, err, out)
		}
		if code != tc.code || r.Status != tc.status {
			t.Errorf("%v: exit %d status %q, want %d %q (stderr %q)", tc.args, code, r.Status, tc.code, tc.status, errOut)
		}
		if (r.Limit != nil) != (tc.status == "limit") || r.Limit != nil && *r.Limit != "nodes" {
			t.Errorf("%v: limit %v", tc.args, r.Limit)
		}
	}
	// interrupted: 130, distinct from them all
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var out, errOut bytes.Buffer
	if code := run(ctx, []string{"compare", "-json", "123456708"}, strings.NewReader(""), &out, &errOut); code != exitInterrupted {
		t.Errorf("interrupted compare: exit %d", code)
	}
}

// The same status words in text, CSV and JSON: before, CSV said "time
// limit" where JSON said "limit".
func TestSameStatusWords(t *testing.T) {
	args := []string{"compare", "-algos", "bfs,table", "-max-nodes", "100", "867254301"}
	_, text, _ := cli(t, "", args...)
	_, js, _ := cli(t, "", append(args, "-json")...)
	_, cs, _ := cli(t, "", append(args, "-csv")...)
	recs, err := csv.NewReader(strings.NewReader(cs)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(js), "\n")
	for i, want := range []string{"limit", "solved"} {
		var r struct{ Status string }
		json.Unmarshal([]byte(lines[i]), &r)
		if r.Status != want || recs[i+1][5] != want {
			t.Errorf("row %d: JSON %q, CSV %q, want %q", i, r.Status, recs[i+1][5], want)
		}
	}
	if !regexp.MustCompile(`bfs +limit \(nodes\)`).MatchString(text) || !regexp.MustCompile(`table +solved`).MatchString(text) {
		t.Errorf("text does not use the same words:\n%s", text)
	}
}

// Numbers in JSON are plain decimals: encoding/json writes a mean time of
// a microsecond as 1e-06.
func TestJSONPlainDecimals(t *testing.T) {
	_, out, _ := cli(t, "", "compare", "-algos", "table", "-random", "50", "-json")
	if regexp.MustCompile(`\d[eE][-+]?\d`).MatchString(out) {
		t.Errorf("a number with an exponent in %s", out)
	}
	var s struct{ Seconds struct{ Mean float64 } }
	if err := json.Unmarshal([]byte(out), &s); err != nil || s.Seconds.Mean <= 0 || s.Seconds.Mean > 0.01 {
		t.Errorf("mean seconds %v (%v)", s.Seconds.Mean, err)
	}
}

// b* in a batch over distances 1-20: absent for dfs and dls (15,122 and
// 52,017 before), within 1 and 4 for the rest.
func TestBatchEBF(t *testing.T) {
	code, out, errOut := cli(t, "", "compare", "-algos", "dfs,dls,bfs,astar-manhattan", "-depth", "20", "-per", "1", "-max-nodes", "100000", "-json")
	if code != exitOK && code != exitLimit {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		var s struct {
			Algorithm string
			EBF       *float64
		}
		if err := json.Unmarshal([]byte(line), &s); err != nil {
			t.Fatal(err)
		}
		switch s.Algorithm {
		case "dfs", "dls":
			if s.EBF != nil {
				t.Errorf("%s: b* %v, want none", s.Algorithm, *s.EBF)
			}
		default:
			if s.EBF == nil || *s.EBF < 1 || *s.EBF > 4 {
				t.Errorf("%s: b* %v, want within 1 and 4", s.Algorithm, s.EBF)
			}
		}
	}
	_, text, _ := cli(t, "", "compare", "-algos", "dfs", "-random", "3", "-max-nodes", "100000")
	if !regexp.MustCompile(`dfs .* —\s+no guarantee\s*$`).MatchString(strings.Split(strings.TrimSpace(text), "\n")[3]) {
		t.Errorf("the text table should show no b* for dfs:\n%s", text)
	}
}

// Plurals: "1 move", "1 algorithm", "1 board".
func TestPlurals(t *testing.T) {
	_, out, _ := cli(t, "", "solve", "123456708")
	if !strings.Contains(out, "solved in 1 move\n") {
		t.Errorf("%q", out)
	}
	_, out, _ = cli(t, "", "compare", "-algos", "table", "-random", "1")
	if !strings.HasPrefix(out, "1 board to 123/456/780, 1 algorithm, conventions") {
		t.Errorf("%q", out)
	}
	_, out, _ = cli(t, "", "compare", "-algos", "table", "123456708")
	if !strings.HasPrefix(out, "123/456/708 -> 123/456/780, 1 move apart, conventions") {
		t.Errorf("%q", out)
	}
}

// A batch's memory does not grow with its size: before, the command line
// drew every board first (a million boards peaked at 419 MB, two billion
// died out of memory). The heap is read after batchBoards boards, about
// what half a second ran of them when this test slept that long.
const batchBoards = 50_000

func TestBatchMemoryBounded(t *testing.T) {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	began := time.Now()
	reached := onSearch(t, func(board int, _ string) bool { return board == batchBoards })
	cancel, ch := start(strings.NewReader(""), "compare", "-algos", "table", "-random", "2000000000")
	await(t, reached, fmt.Sprintf("board %d of the batch", batchBoards))
	runtime.ReadMemStats(&after)
	t.Logf("%d boards in %v", batchBoards, time.Since(began))
	cancel()
	r := within(t, ch, time.Second)
	if r.code != exitInterrupted {
		t.Errorf("exit %d, stderr %q", r.code, r.errOut)
	}
	if grew := int64(after.HeapAlloc) - int64(before.HeapAlloc); grew > 32<<20 {
		t.Errorf("the heap grew by %d MB in %d boards of a two-billion-board batch", grew>>20, batchBoards)
	}
}

// A mean under a microsecond, as the table algorithm's is on a fast
// machine, is still a plain decimal: encoding/json alone writes 9e-07.
func TestSummaryJSONSmallNumbers(t *testing.T) {
	s := harness.Summary{Algorithm: "table", Boards: 1, Solved: 1,
		Time: harness.Stat{N: 1, Mean: 9e-7, Max: 9e-7}, EBF: 1.0000001,
		EBFByDepth: []harness.EBFPoint{{Depth: 20, EBF: 1.0000001, Boards: 1}}}
	b, err := json.Marshal(summaryJSON(s, true))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), `"seconds":{"mean":0.0000009,"max":0.0000009}`) || regexp.MustCompile(`\d[eE][-+]?\d`).Match(b) {
		t.Errorf("%s: want plain decimals", b)
	}
}

// A signal during a search: the board it was on is not dropped but shown
// with status cancelled, apart from those answered.
func TestSignalDuringSolve(t *testing.T) {
	// the first board takes microseconds, the second far longer
	second := onSearch(t, func(board int, _ string) bool { return board == 1 })
	cancel, ch := start(strings.NewReader(""), "solve", "-json", "-algo", "ids", "123456708", "867254301", "647850321")
	await(t, second, "the second board's search")
	cancel()
	r := within(t, ch, time.Second)
	rs := decodeLines(t, r.out)
	if r.code != exitInterrupted || len(rs) != 2 || rs[0].Status != "solved" || rs[1].Status != "cancelled" || rs[1].Start != "867254301" {
		t.Errorf("exit %d, results %+v", r.code, rs)
	}
	if !strings.Contains(r.errOut, "interrupted after 1 of 3 boards") {
		t.Errorf("stderr %q", r.errOut)
	}
}
