package cli

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"reflect"
	"runtime"
	"slices"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// wide5 is a 5x5 board 24 random moves from the goal.
const wide5 = "1 7 2 3 5/11 6 8 14 4/12 17 9 18 10/16 22 13 0 15/21 23 24 19 20"

// traceBoard is 16 moves from the goal: every search here solves it in a
// few thousand expansions at most.
const traceBoard = "820573146"

// traceLine is one event line, with its keys in the order written.
type traceLine struct {
	keys []string
	m    map[string]any
}

// parseTrace splits a trace into its event lines and its last line,
// checking that every line is one JSON object and keeping its key order.
func parseTrace(t *testing.T, out string) ([]traceLine, jsonResult) {
	t.Helper()
	var events []traceLine
	var last string
	sc := bufio.NewScanner(strings.NewReader(out))
	sc.Buffer(nil, 1<<24)
	for sc.Scan() {
		if last != "" {
			events = append(events, parseObject(t, last))
		}
		last = sc.Text()
	}
	if last == "" {
		t.Fatalf("no last line in %q", out)
	}
	rs := decodeLines(t, last)
	if len(rs) != 1 {
		t.Fatalf("last line %q", last)
	}
	return events, rs[0]
}

// parseObject reads one flat JSON object, keeping its keys in order.
func parseObject(t *testing.T, line string) traceLine {
	t.Helper()
	l := traceLine{m: map[string]any{}}
	if err := json.Unmarshal([]byte(line), &l.m); err != nil {
		t.Fatalf("line %q: %v", line, err)
	}
	dec := json.NewDecoder(strings.NewReader(line))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		t.Fatalf("line %q does not start an object", line)
	}
	for dec.More() {
		k, err := dec.Token()
		if err != nil {
			t.Fatalf("line %q: %v", line, err)
		}
		l.keys = append(l.keys, k.(string))
		if _, err := dec.Token(); err != nil { // the value: flat, no nesting
			t.Fatalf("line %q: %v", line, err)
		}
	}
	return l
}

// wantKeys is the documented key order of an event of algorithm a.
func wantKeys(kind string, a *solver.Algorithm, backward bool) []string {
	var k []string
	if kind == "expand" {
		k = []string{"event", "step", "board", "parent", "g", "h", "f", "frontier"}
		if a.Family == solver.FamilyDLS || a.Family == solver.FamilyIDS || a.Family == solver.FamilyIDAStar {
			k = append(k, "bound")
		}
	} else {
		k = []string{"event", "board", "parent", "g", "duplicate"}
		if a.Heuristic != nil {
			k = append(k, "h", "f")
		}
	}
	if backward {
		k = append(k, "direction")
	}
	return k
}

// withoutElapsed is r with its time zeroed, for comparing two runs.
func withoutElapsed(r jsonResult) jsonResult { r.ElapsedNS = 0; return r }

// The trace of each search: one expand line per expansion and one generate
// line per successor, as the last line counts them; that last line is what
// solve -json prints for the same run; every line is JSON with its keys in
// the documented order; each successor follows its expansion; a parent is
// null only for a root.
func TestTraceAgreesWithResult(t *testing.T) {
	const near = "582173460" // 12 moves: for the searches that expand thousands of boards per move
	for _, args := range [][]string{
		{"-algo", "bfs", near},
		{"-algo", "dfs", "-max-nodes", "2000", traceBoard},
		{"-algo", "dfs", "-order", "LURD", "-max-nodes", "3000", near},
		{"-algo", "dls", "-depth", "13", near},
		{"-algo", "ids", near},
		{"-algo", "idastar-manhattan", traceBoard},
		{"-algo", "astar-euclidean", traceBoard},
		{"-algo", "astar-manhattan", "-weight", "2.5", "-shuffle", "7", traceBoard},
		{"-algo", "bidir", traceBoard},
		{"-algo", "table", traceBoard},
		{"-algo", "greedy-manhattan", "-ties", "board", traceBoard},
		{"-algo", "ucs", "-goal-test", "expand", near},
		{"-algo", "bfs", "-goal", near, "-shuffle", "3", "123456780"},
		// a side of 5: solver/wide's searches, in the same lines
		{"-algo", "idastar-linear-conflict", "-size", "5x5", wide5},
		{"-algo", "idastar-manhattan", "-max-nodes", "50", wide5},
		{"-algo", "idastar-pdb", "2 3 5 8 10/1 6 12 4 13/11 7 0 14 9"},
		{"-algo", "astar-linear-conflict", "-weight", "5", "-goal", "blank first", wide5},
		{"-algo", "astar-manhattan", "-size", "4x5", "1 2 3 4 5/6 7 8 9 18/11 14 12 19 15/16 13 17 10 0"},
		{"-algo", "greedy-manhattan", "-size", "5x2", "3 1 5 2 7 0 9 4 8 6"},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			code, out, errOut := cli(t, "", append([]string{"trace"}, args...)...)
			if code != exitOK && code != exitLimit {
				t.Fatalf("exit %d, stderr %q", code, errOut)
			}
			events, last := parseTrace(t, out)
			a, _ := solver.AlgorithmByName(last.Algorithm)
			var expanded, generated int64
			var cur traceLine // the expansion the successors come from
			for i, e := range events {
				kind, _ := e.m["event"].(string)
				backward := e.m["direction"] == "backward"
				if want := wantKeys(kind, a, backward); !slices.Equal(e.keys, want) {
					t.Fatalf("line %d keys %v, want %v", i+1, e.keys, want)
				}
				if _, ok := e.m["direction"]; ok && (!backward || a.Name != "bidir") {
					t.Fatalf("line %d: direction %v from %s", i+1, e.m["direction"], a.Name)
				}
				if (e.m["h"] == nil) != (a.Heuristic == nil) || (e.m["f"] == nil) != (a.Heuristic == nil) {
					t.Fatalf("line %d: h %v f %v from %s", i+1, e.m["h"], e.m["f"], a.Name)
				}
				switch kind {
				case "expand":
					expanded++
					if e.m["step"] != float64(expanded) {
						t.Fatalf("line %d: step %v, want %d", i+1, e.m["step"], expanded)
					}
					root := last.Start
					if backward {
						root = last.Goal
					}
					if e.m["parent"] == nil && e.m["board"] != root || expanded == 1 && e.m["parent"] != nil {
						t.Fatalf("line %d: board %v with parent %v: null is for the root %s only", i+1, e.m["board"], e.m["parent"], root)
					}
					cur = e
				case "generate":
					generated++
					if cur.m == nil || e.m["parent"] != cur.m["board"] || e.m["g"] != cur.m["g"].(float64)+1 || e.m["direction"] != cur.m["direction"] {
						t.Fatalf("line %d %v does not follow its expansion %v", i+1, e.m, cur.m)
					}
					if _, ok := e.m["duplicate"].(bool); !ok {
						t.Fatalf("line %d: duplicate %v", i+1, e.m["duplicate"])
					}
				default:
					t.Fatalf("line %d: event %q", i+1, kind)
				}
			}
			if expanded != last.Expanded || generated != last.Generated {
				t.Errorf("%d expand and %d generate lines; the last line says expanded %d, generated %d", expanded, generated, last.Expanded, last.Generated)
			}
			if a.Name != "table" && expanded == 0 {
				t.Errorf("%s traced nothing", a.Name)
			}
			code2, solved, _ := cli(t, "", append([]string{"solve", "-json"}, args...)...)
			if want := decodeLines(t, solved); code2 != code || len(want) != 1 || !reflect.DeepEqual(withoutElapsed(want[0]), withoutElapsed(last)) {
				t.Errorf("last line %+v (exit %d)\nsolve -json %s (exit %d)", last, code, solved, code2)
			}
		})
	}
}

// The outcomes keep their exit statuses, with a last line each.
func TestTraceOutcomes(t *testing.T) {
	for _, tc := range []struct {
		args   []string
		code   int
		status string
		lines  int // event lines; -1: some
	}{
		{[]string{"213456780"}, exitUnsolvable, "unsolvable", 0},
		{[]string{"-algo", "bfs", "-max-nodes", "10", traceBoard}, exitLimit, "limit", -1},
		{[]string{"-algo", "dls", "-depth", "3", traceBoard}, exitLimit, "limit", -1},
		{[]string{"-algo", "table", "1", "2", "3", "4", "5", "6", "7", "0", "8"}, exitOK, "solved", -1},
	} {
		code, out, errOut := cli(t, "", append([]string{"trace"}, tc.args...)...)
		events, last := parseTrace(t, out)
		if code != tc.code || last.Status != tc.status {
			t.Errorf("%v: exit %d status %q, want %d %q (stderr %q)", tc.args, code, last.Status, tc.code, tc.status, errOut)
		}
		if tc.lines >= 0 && len(events) != tc.lines || tc.lines < 0 && len(events) == 0 {
			t.Errorf("%v: %d event lines", tc.args, len(events))
		}
	}
}

// Bad flags and boards: one message naming the problem, exit 2, nothing
// searched or printed.
func TestTraceRejectsBadInput(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-weight", "0.5", traceBoard}, "-weight 0.5 is out of range: want a number from 1 (plain A*) to 100"},
		{[]string{"-weight", "101", traceBoard}, "-weight 101 is out of range"},
		{[]string{"-weight", "NaN", traceBoard}, "-weight NaN is out of range"},
		{[]string{"-weight", "two", traceBoard}, `invalid value "two" for flag -weight`},
		{[]string{"-algo", "bfs", "-weight", "2", traceBoard}, "-weight 2: the weight applies to the astar family only (weighted A*), not to bfs"},
		{[]string{"-algo", "idastar-manhattan", "-weight", "1.5", traceBoard}, "astar family only"},
		{[]string{"-shuffle", "-1", traceBoard}, `invalid value "-1" for flag -shuffle`},
		{[]string{"-order", "UDL", traceBoard}, "-order: bad move order"},
		{[]string{"-depth", "0", traceBoard}, "-depth 0 is out of range"},
		{[]string{"-max-nodes", "-1", traceBoard}, "-max-nodes -1 is out of range"},
		{[]string{"-timeout", "-1s", traceBoard}, "-timeout -1s is out of range"},
		{[]string{"-algo", "astar", traceBoard}, `-algo: "astar" is a family`},
		{[]string{"-goal", "blank middle", traceBoard}, "-goal: unknown preset"},
		{[]string{"12345678x"}, `board "12345678x": unexpected character 'x' at column 9`},
		{nil, "give one BOARD; got 0"},
		{[]string{traceBoard, "123456780"}, "give one BOARD; got 2"},
	} {
		var out, errOut strings.Builder
		code := run(context.Background(), append([]string{"trace"}, tc.args...), failReader{t}, &out, &errOut)
		if code != exitUsage || out.Len() != 0 || !strings.Contains(errOut.String(), tc.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit %d and %q", tc.args, code, out.String(), errOut.String(), exitUsage, tc.want)
		}
	}
}

// A trace that cannot be written: a message and exit 1 on a full disk,
// exit 141 and nothing said for a closed pipe; and the search stops at the
// first failed write rather than running on for nobody.
func TestTraceWriteErrors(t *testing.T) {
	for _, tc := range []struct {
		err  error
		code int
		want string
	}{
		{syscall.ENOSPC, exitError, "eightpuzzle trace: writing the output: no space left on device\n"},
		{syscall.EPIPE, exitPipe, ""},
	} {
		var errOut bytes.Buffer
		code := run(context.Background(), []string{"trace", "-algo", "bfs", traceBoard}, nil, failingWriter{tc.err}, &errOut)
		if code != tc.code || errOut.String() != tc.want {
			t.Errorf("%v: exit %d, stderr %q; want %d, %q", tc.err, code, errOut.String(), tc.code, tc.want)
		}
	}
	// ids on a 31-move board expands 3.8 million boards; the output fails
	// at its first flush, 64 KiB into the trace
	set, err := addSearchFlagsFor(t, "-algo", "ids").check()
	if err != nil {
		t.Fatal(err)
	}
	out := &output{w: bufio.NewWriterSize(failingWriter{syscall.ENOSPC}, 64<<10)}
	res, err := traceRun(context.Background(), set, solver.Problem{Start: solver.MustParse("867254301"), Goal: solver.GoalBlankLast}, out)
	if err != nil || res.Status != solver.Cancelled || res.Expanded > 10_000 {
		t.Errorf("after the first failed write the search went on: %v, %d expanded (%v)", res.Status, res.Expanded, err)
	}
}

// addSearchFlagsFor parses args as the search flags of a command.
func addSearchFlagsFor(t *testing.T, args ...string) *searchFlags {
	t.Helper()
	fs := newFlags("test", "", io.Discard)
	sf := addSearchFlags(fs)
	if err := fs.Parse(args); err != nil {
		t.Fatal(err)
	}
	return sf
}

// countingWriter counts lines and drops them: a reader that keeps up.
type countingWriter struct{ lines atomic.Int64 }

func (w *countingWriter) Write(p []byte) (int, error) {
	w.lines.Add(int64(bytes.Count(p, []byte("\n"))))
	return len(p), nil
}

// A signal stops the trace within a second, with a last line saying
// cancelled and exit 130; the trace's memory does not grow with its
// length, as nothing of it is kept. The heap is read after traceLines
// lines, about what half a second wrote when this test slept that long;
// the search (ids on a 31-move board) would take far longer, so lines
// that come before its end are streamed.
const traceLines = 500_000

func TestTraceCancelledAndBounded(t *testing.T) {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	w := newLineSignal(traceLines)
	var errOut bytes.Buffer
	done := make(chan int, 1)
	began := time.Now()
	go func() {
		done <- run(ctx, []string{"trace", "-algo", "ids", "867254301"}, nil, w, &errOut)
	}()
	select {
	case <-w.reached:
	case code := <-done:
		t.Fatalf("the trace ended (exit %d) before %d lines were written", code, traceLines)
	case <-time.After(time.Minute):
		t.Fatalf("fewer than %d lines in a minute: the trace is not streamed", traceLines)
	}
	runtime.ReadMemStats(&after)
	t.Logf("%d lines in %v", traceLines, time.Since(began))
	cancel()
	var code int
	select {
	case code = <-done:
	case <-time.After(time.Second):
		t.Fatal("still running a second after the signal")
	}
	if code != exitInterrupted || !strings.Contains(errOut.String(), "eightpuzzle trace: interrupted after") {
		t.Errorf("exit %d, stderr %q", code, errOut.String())
	}
	if grew := int64(after.HeapAlloc) - int64(before.HeapAlloc); grew > 16<<20 {
		t.Errorf("the heap grew by %d MB in %d lines of trace", grew>>20, traceLines)
	}

	// the last line after a signal, sent once the trace has begun: status
	// cancelled, its counts those of the lines before it
	ctx, cancel = context.WithCancel(context.Background())
	var out bytes.Buffer
	begun := newLineSignal(1)
	go func() {
		done <- run(ctx, []string{"trace", "-algo", "ids", "867254301"}, nil, io.MultiWriter(&out, begun), io.Discard)
	}()
	select {
	case <-begun.reached:
	case <-time.After(time.Minute):
		t.Fatal("no line of trace in a minute")
	}
	cancel()
	if code := <-done; code != exitInterrupted {
		t.Errorf("exit %d", code)
	}
	s := out.String()
	lastLine := s[strings.LastIndex(strings.TrimSuffix(s, "\n"), "\n")+1:]
	last := decodeLines(t, lastLine)[0]
	ex, gen := int64(strings.Count(s, `{"event":"expand"`)), int64(strings.Count(s, `{"event":"generate"`))
	if last.Status != "cancelled" || last.Expanded != ex || last.Generated != gen || ex == 0 {
		t.Errorf("last line %s after %d expand and %d generate lines", lastLine, ex, gen)
	}
}

// BenchmarkTrace measures the trace's throughput in lines a second: bfs
// on a 31-move board writes 483,565 lines (181,347 expansions).
func BenchmarkTrace(b *testing.B) {
	w := new(countingWriter)
	for b.Loop() {
		if code := run(context.Background(), []string{"trace", "-algo", "bfs", "867254301"}, nil, w, io.Discard); code != exitOK {
			b.Fatalf("exit %d", code)
		}
	}
	b.ReportMetric(float64(w.lines.Load())/b.Elapsed().Seconds(), "lines/s")
}

func ExampleMain_trace() {
	Main([]string{"trace", "-algo", "astar-manhattan", "123456708"}, nil, exampleOut{}, io.Discard)
	// Output:
	// {"event":"expand","step":1,"board":"123456708","parent":null,"g":0,"h":1,"f":1,"frontier":3}
	// {"event":"generate","board":"123406758","parent":"123456708","g":1,"duplicate":false,"h":2,"f":3}
	// {"event":"generate","board":"123456078","parent":"123456708","g":1,"duplicate":false,"h":2,"f":3}
	// {"event":"generate","board":"123456780","parent":"123456708","g":1,"duplicate":false,"h":0,"f":1}
}

// exampleOut passes the event lines to standard output and drops the last,
// whose time differs from run to run.
type exampleOut struct{}

func (exampleOut) Write(p []byte) (int, error) {
	for _, l := range bytes.SplitAfter(p, []byte("\n")) {
		if bytes.HasPrefix(l, []byte(`{"event"`)) {
			fmt.Print(string(l))
		}
	}
	return len(p), nil
}

// The usage lists trace, and trace -h its flags, -weight and -shuffle too.
func TestTraceInUsage(t *testing.T) {
	if _, out, _ := cli(t, "", "help"); !strings.Contains(out, "eightpuzzle trace [flags] BOARD") {
		t.Errorf("the usage does not list trace:\n%s", out)
	}
	code, _, errOut := cli(t, "", "trace", "-h")
	for _, f := range []string{"-algo", "-goal", "-depth", "-max-nodes", "-timeout", "-weight", "-ties", "-goal-test", "-order", "-shuffle"} {
		if !strings.Contains(errOut, "  "+f+" ") {
			t.Errorf("trace -h does not list %s", f)
		}
	}
	if code != exitOK {
		t.Errorf("trace -h: exit %d", code)
	}
}

// On a side of 5 trace refuses what solve refuses, with solve's reason,
// and what solver/wide does not follow yet; exit 2, one line, no trace.
func TestTraceFiveByFiveRefuses(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-algo", "bfs"}, "not run at 5x5: an uninformed search"},
		{[]string{"-algo", "table"}, "no table at 5x5"},
		{[]string{"-algo", "astar-pdb"}, "not run at 5x5: only Manhattan distance and linear conflict"},
		{[]string{"-algo", "idastar-manhattan", "-ties", "oldest"}, "conventions other than the default are not followed on a side of 5"},
		{[]string{"-algo", "idastar-manhattan", "-goal", "spiral"}, "on 5x5 the presets are blank last and blank first"},
	} {
		args := append(append([]string{"trace"}, c.args...), wide5)
		code, out, errs := cli(t, "", args...)
		if code != exitUsage || out != "" || !strings.Contains(errs, c.want) || strings.Count(errs, "\n") != 1 {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 2 and %q", args, code, out, errs, c.want)
		}
		if strings.HasPrefix(c.args[1], "idastar") {
			continue
		}
		// solve says the same
		_, _, solveErrs := cli(t, "", append([]string{"solve"}, args[1:]...)...)
		if !strings.Contains(solveErrs, c.want) {
			t.Errorf("solve %v: %q", args[1:], solveErrs)
		}
	}
	code, _, errs := cli(t, "", "trace", "-size", "5x5", "1 2 3 4 5/6 7 8 9 10/11 12 13 14 15/16 17 18 19 20/21 22 23 24 24")
	if code != exitUsage || !strings.Contains(errs, "24") {
		t.Errorf("a repeated tile: exit %d, %q", code, errs)
	}
}

// FuzzTraceBoard gives trace any BOARD text, with and without -size 5x5:
// it must never panic; a board it takes (exit 0, 3 or 4) gives event
// lines whose counts are the last line's; one it refuses (exit 2) gives
// no output and one line on stderr.
func FuzzTraceBoard(f *testing.F) {
	for _, s := range []string{wide5, "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 0 24", "2 3 5 8 10/1 6 12 4 13/11 7 0 14 9",
		"3 1 5 2 7 0 9 4 8 6", "820573146", "1 2 3 4 5/6 7 8 9 10/11 12 13 14 15/16 17 18 19 20/21 22 23 24 24", "1 2 3 4 5/6 7", "26 1 2", "\xff", ""} {
		f.Add(s, true)
		f.Add(s, false)
	}
	f.Fuzz(func(t *testing.T, board string, sized bool) {
		args := []string{"trace", "-algo", "greedy-manhattan", "-max-nodes", "200"}
		if sized {
			args = append(args, "-size", "5x5")
		}
		var out, errOut bytes.Buffer
		code := run(context.Background(), append(args, "--", board), strings.NewReader(""), &out, &errOut)
		switch code {
		case exitOK, exitUnsolvable, exitLimit:
			events, last := parseTrace(t, out.String())
			var expanded, generated int64
			for _, e := range events {
				if e.m["event"] == "expand" {
					expanded++
				} else {
					generated++
				}
			}
			if expanded != last.Expanded || generated != last.Generated {
				t.Fatalf("%q: %d/%d lines, last line %d/%d", board, expanded, generated, last.Expanded, last.Generated)
			}
		case exitUsage:
			if out.Len() != 0 || strings.Count(errOut.String(), "\n") != 1 {
				t.Fatalf("%q: exit 2 with stdout %q, stderr %q", board, out.String(), errOut.String())
			}
		default:
			t.Fatalf("%q: exit %d, stderr %q", board, code, errOut.String())
		}
	})
}
