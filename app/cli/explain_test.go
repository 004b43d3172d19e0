package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"syscall"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/solver/searchlog"
)

// explainArgs are runs of every kind of search, under other conventions
// and sizes too.
var explainArgs = [][]string{
	{"-algo", "bfs", "582173460"},
	{"-algo", "bfs", "-goal-test", "expand", "-order", "LURD", "582173460"},
	{"-algo", "dfs", "-max-nodes", "300", traceBoard},
	{"-algo", "dls", "-depth", "13", "582173460"},
	{"-algo", "ids", "582173460"},
	{"-algo", "idastar-manhattan", traceBoard},
	{"-algo", "astar-euclidean", "-ties", "oldest", traceBoard},
	{"-algo", "astar-manhattan", "-weight", "2.5", "-shuffle", "7", traceBoard},
	{"-algo", "bidir", traceBoard},
	{"-algo", "bidir", "-goal-test", "expand", traceBoard},
	{"-algo", "table", traceBoard},
	{"-algo", "greedy-manhattan", "-ties", "board", traceBoard},
	{"-algo", "ucs", "-goal-test", "expand", "582173460"},
	{"-algo", "astar-manhattan", "1 2 3/4 0 5"},
	{"-algo", "idastar-linear-conflict", "1 2 3 4/5 6 7 8/9 10 0 11/13 14 15 12"},
}

var (
	explainKeys = []string{"step", "board", "g", "h", "f", "rule", "key", "tied", "tie_rule", "bound", "children"}
	childKeys   = []string{"board", "g", "h", "f", "fate"}
	rules       = []string{"lowest f", "lowest g", "lowest h", "queue", "stack", "depth-first", "downhill"}
	fates       = []string{"added", "parent", "expanded", "waiting", "replaced", "over-bound", "goal"}
)

// keysOf reads the keys of one JSON object in the order written.
func keysOf(t *testing.T, raw []byte) []string {
	t.Helper()
	dec := json.NewDecoder(bytes.NewReader(raw))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		t.Fatalf("%s: not an object", raw)
	}
	var keys []string
	for dec.More() {
		k, err := dec.Token()
		if err != nil {
			t.Fatal(err)
		}
		keys = append(keys, k.(string))
		var skip json.RawMessage
		if err := dec.Decode(&skip); err != nil {
			t.Fatal(err)
		}
	}
	return keys
}

// explain -json: a line per expansion with exactly the documented keys in
// order, its step and board those of trace's expand lines and its
// children trace's generate lines after it, in order; every rule and fate
// one of the documented values; then the line solve -json prints, with
// the same exit status.
func TestExplainJSONAgreesWithTrace(t *testing.T) {
	for _, args := range explainArgs {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			code, out, errOut := cli(t, "", append([]string{"explain", "-json"}, args...)...)
			tcode, traced, _ := cli(t, "", append([]string{"trace"}, args...)...)
			if code != tcode || code != exitOK && code != exitLimit {
				t.Fatalf("exit %d, trace's %d, stderr %q", code, tcode, errOut)
			}
			events, tlast := parseTrace(t, traced)
			lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
			last := decodeLines(t, lines[len(lines)-1])
			if len(last) != 1 || !reflect.DeepEqual(withoutElapsed(last[0]), withoutElapsed(tlast)) {
				t.Fatalf("last line %s; trace's %+v", lines[len(lines)-1], tlast)
			}
			var exps []traceLine
			kids := map[int][]traceLine{}
			for _, e := range events {
				if e.m["event"] == "expand" {
					exps = append(exps, e)
				} else {
					kids[len(exps)] = append(kids[len(exps)], e)
				}
			}
			steps := lines[:len(lines)-1]
			if len(steps) != len(exps) {
				t.Fatalf("%d step lines, %d expansions traced", len(steps), len(exps))
			}
			for i, line := range steps {
				if k := keysOf(t, []byte(line)); !slices.Equal(k, explainKeys) {
					t.Fatalf("line %d keys %v, want %v", i+1, k, explainKeys)
				}
				var s struct {
					Step     float64
					Board    string
					G        float64
					H, F     *float64
					Rule     string
					Key      *float64
					Tied     int
					TieRule  *string `json:"tie_rule"`
					Bound    *float64
					Children []json.RawMessage
				}
				if err := json.Unmarshal([]byte(line), &s); err != nil {
					t.Fatal(err)
				}
				x := exps[i]
				if s.Step != x.m["step"] || s.Board != x.m["board"] || s.G != x.m["g"] || (s.H == nil) != (x.m["h"] == nil) {
					t.Fatalf("line %d %s; trace expanded %v", i+1, line, x.m)
				}
				if !slices.Contains(rules, s.Rule) || s.Tied < 1 || (s.Key == nil) != (s.Rule == "queue" || s.Rule == "stack" || s.Rule == "depth-first" || s.Rule == "downhill") ||
					(s.TieRule != nil) != (s.Tied > 1) || (s.Bound == nil) != (x.m["bound"] == nil) {
					t.Fatalf("line %d: %s", i+1, line)
				}
				if s.Bound != nil && *s.Bound != x.m["bound"] {
					t.Fatalf("line %d: bound %v, trace's %v", i+1, *s.Bound, x.m["bound"])
				}
				// the move back to the parent, skipped, comes last for every
				// board but a root (g 0), with g one more and no h or f; the
				// parent is a board expanded earlier with g one less
				if n := len(s.Children); s.G > 0 {
					var p struct {
						Board string
						G     float64
						H, F  *float64
						Fate  string
					}
					if n > 0 {
						json.Unmarshal(s.Children[n-1], &p)
					}
					if p.Fate != "parent" || p.G != s.G+1 || p.H != nil || p.F != nil || !slices.ContainsFunc(exps[:i], func(e traceLine) bool {
						return e.m["board"] == p.Board && e.m["g"] == s.G-1
					}) {
						t.Fatalf("line %d: the last child %+v, want the move back to a parent expanded before, fate parent: %s", i+1, p, line)
					}
					s.Children = s.Children[:n-1]
				}
				gen := kids[i+1]
				if len(s.Children) != len(gen) {
					t.Fatalf("line %d: %d children, trace generated %d", i+1, len(s.Children), len(gen))
				}
				for j, raw := range s.Children {
					if k := keysOf(t, raw); !slices.Equal(k, childKeys) {
						t.Fatalf("line %d child %d keys %v", i+1, j, k)
					}
					var c struct {
						Board string
						G     float64
						H, F  *float64
						Fate  string
					}
					json.Unmarshal(raw, &c)
					ev := gen[j].m
					if c.Board != ev["board"] || c.G != ev["g"] || !slices.Contains(fates, c.Fate) || c.Fate == "parent" {
						t.Fatalf("line %d child %d %s; trace generated %v", i+1, j, raw, ev)
					}
					dropped := c.Fate == "expanded" || c.Fate == "waiting"
					if dropped && ev["duplicate"] != true || (c.Fate == "added" || c.Fate == "replaced" || c.Fate == "goal") && ev["duplicate"] != false {
						t.Fatalf("line %d child %d: fate %s, trace's duplicate %v", i+1, j, c.Fate, ev["duplicate"])
					}
				}
			}
		})
	}
}

// explain's text is the narration every view shows (searchlog's Lines in
// English), one block a step, the goal reached last when solved, then the
// report of solve.
func TestExplainTextIsTheNarration(t *testing.T) {
	for _, args := range [][]string{
		{"-algo", "astar-manhattan", "-ties", "oldest", traceBoard},
		{"-algo", "idastar-manhattan", "582173460"},
		{"-algo", "bfs", "1 2 3/4 0 5"},
	} {
		code, out, errOut := cli(t, "", append([]string{"explain"}, args...)...)
		if code != exitOK {
			t.Fatalf("%v: exit %d, stderr %q", args, code, errOut)
		}
		// the same run, recorded here
		sf := addSearchFlagsFor(t, args[:len(args)-1]...)
		setup, err := sf.check()
		if err != nil {
			t.Fatal(err)
		}
		prob, err := readBoard(args[len(args)-1], setup.size, setup.goal)
		if err != nil {
			t.Fatal(err)
		}
		l := searchlog.New(setup.algo, prob, setup.opt.Conventions, searchlog.Options{})
		opt := setup.opt
		opt.Trace = l.Trace
		r, err := setup.algo.Solve(context.Background(), prob, opt)
		if err != nil {
			t.Fatal(err)
		}
		l.Finish(r)
		var want strings.Builder
		for k := 1; k <= l.Steps(); k++ {
			e, _ := l.Explain(k)
			fmt.Fprintf(&want, "%s\n\n", e.Text(searchlog.English, prob.Shape.Format))
		}
		if !strings.HasPrefix(out, want.String()) {
			t.Fatalf("%v: the text is not the narration:\n%s\nwant it to start\n%s", args, out, want.String())
		}
		if blocks := strings.Count(out, "\nStep ") + 1; int64(blocks) != r.Expanded+1 || l.Steps() != blocks {
			t.Errorf("%v: %d blocks for %d expansions", args, blocks, r.Expanded)
		}
		if !strings.Contains(out, "goal reached") || !strings.Contains(out[len(want.String()):], "solved in") {
			t.Errorf("%v: no goal reached or no report:\n%s", args, out)
		}
	}
}

// explain takes trace's flags and input and fails as it does: bad flags
// and boards a message and exit 2 with nothing printed; unsolvable and
// limited runs their statuses, with the last line saying so; a full disk
// exit 1 with a message, a closed pipe 141; an interrupted run 130.
func TestExplainFaultsAreTraces(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-weight", "0.5", traceBoard}, "-weight 0.5 is out of range"},
		{[]string{"-algo", "bfs", "-weight", "2", traceBoard}, "astar family only"},
		{[]string{"-order", "UDL", traceBoard}, "-order: bad move order"},
		{[]string{"-ties", "random", traceBoard}, "unknown tie rule"},
		{[]string{"-algo", "astar", traceBoard}, `-algo: "astar" is a family`},
		{[]string{"-algo", "table", "1 2 3 4/5 6 7 8/9 10 0 11/13 14 15 12"}, "table"},
		{[]string{"12345678x"}, `board "12345678x": unexpected character 'x' at column 9`},
		{nil, "give one BOARD; got 0"},
		{[]string{"-json", traceBoard, "123456780"}, "give one BOARD; got 2"},
	} {
		var out, errOut strings.Builder
		code := run(context.Background(), append([]string{"explain"}, tc.args...), failReader{t}, &out, &errOut)
		if code != exitUsage || out.Len() != 0 || !strings.Contains(errOut.String(), tc.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit %d and %q", tc.args, code, out.String(), errOut.String(), exitUsage, tc.want)
		}
	}
	for _, tc := range []struct {
		args   []string
		code   int
		status string
		steps  int // -1: some
	}{
		{[]string{"213456780"}, exitUnsolvable, "unsolvable", 0},
		{[]string{"-algo", "bfs", "-max-nodes", "10", traceBoard}, exitLimit, "limit", 10},
		{[]string{"-algo", "dls", "-depth", "3", traceBoard}, exitLimit, "limit", -1},
		{[]string{"123456780"}, exitOK, "solved", 0},
	} {
		code, out, errOut := cli(t, "", append([]string{"explain", "-json"}, tc.args...)...)
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		last := decodeLines(t, lines[len(lines)-1])
		if code != tc.code || len(last) != 1 || last[0].Status != tc.status || tc.steps >= 0 && len(lines)-1 != tc.steps || tc.steps < 0 && len(lines) < 2 {
			t.Errorf("%v: exit %d, %d lines, last %s (stderr %q); want exit %d, %q", tc.args, code, len(lines), lines[len(lines)-1], errOut, tc.code, tc.status)
		}
	}
	for _, tc := range []struct {
		err  error
		code int
		want string
	}{
		{syscall.ENOSPC, exitError, "eightpuzzle explain: writing the output: no space left on device\n"},
		{syscall.EPIPE, exitPipe, ""},
	} {
		var errOut bytes.Buffer
		code := run(context.Background(), []string{"explain", "-algo", "bfs", traceBoard}, nil, failingWriter{tc.err}, &errOut)
		if code != tc.code || errOut.String() != tc.want {
			t.Errorf("%v: exit %d, stderr %q; want %d, %q", tc.err, code, errOut.String(), tc.code, tc.want)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var out, errOut bytes.Buffer
	code := run(ctx, []string{"explain", "-json", "-algo", "ids", "867254301"}, nil, &out, &errOut)
	if last := decodeLines(t, strings.TrimSpace(out.String())); code != exitInterrupted || len(last) != 1 || last[0].Status != "cancelled" ||
		!strings.Contains(errOut.String(), "eightpuzzle explain: interrupted") {
		t.Errorf("interrupted: exit %d, stdout %q, stderr %q", code, out.String(), errOut.String())
	}
}

// The usage lists explain, explain -h its flags and -json, and the help
// has its topic.
func TestExplainInUsage(t *testing.T) {
	if _, out, _ := cli(t, "", "help"); !strings.Contains(out, "eightpuzzle explain [flags] BOARD") {
		t.Errorf("the usage does not list explain:\n%s", out)
	}
	code, _, errOut := cli(t, "", "explain", "-h")
	for _, f := range []string{"-json", "-algo", "-goal", "-depth", "-max-nodes", "-timeout", "-weight", "-ties", "-goal-test", "-order", "-shuffle"} {
		if !strings.Contains(errOut, "  "+f+" ") && !strings.Contains(errOut, "  "+f+"\n") {
			t.Errorf("explain -h does not list %s", f)
		}
	}
	if code != exitOK {
		t.Errorf("explain -h: exit %d", code)
	}
	if code, out, _ := cli(t, "", "help", "explain"); code != exitOK || !strings.Contains(out, `"tie_rule"`) {
		t.Errorf("help explain: exit %d\n%s", code, out)
	}
}
