package cli

import (
	"context"
	"encoding/csv"
	"encoding/json"
	"strings"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// solve -weight runs weighted A* and says so; -shuffle runs under the
// seed's move orders and says so; both give what the solver gives.
func TestSolveWeightAndShuffle(t *testing.T) {
	p := solver.Problem{Start: solver.MustParse("867254301"), Goal: solver.GoalBlankLast}
	for _, tc := range []struct {
		args []string
		opt  solver.Options
	}{
		{[]string{"-algo", "astar-manhattan", "-weight", "1.5"}, solver.Options{Weight: 1.5}},
		{[]string{"-algo", "astar-misplaced", "-weight", "3", "-shuffle", "11"}, solver.Options{Weight: 3, Conventions: solver.Conventions{Shuffle: 11}}},
		{[]string{"-algo", "dfs", "-shuffle", "3", "-max-nodes", "5000"}, solver.Options{MaxNodes: 5000, Conventions: solver.Conventions{Shuffle: 3}}},
		{[]string{"-algo", "greedy-manhattan", "-shuffle", "4"}, solver.Options{Conventions: solver.Conventions{Shuffle: 4}}},
	} {
		code, out, errOut := cli(t, "", append(append([]string{"solve", "-json"}, tc.args...), p.Start.String())...)
		if code != exitOK && code != exitLimit {
			t.Fatalf("%v: exit %d, stderr %q", tc.args, code, errOut)
		}
		a, _ := solver.AlgorithmByName(tc.args[1])
		want, err := a.Solve(context.Background(), p, tc.opt)
		if err != nil {
			t.Fatal(err)
		}
		r := decodeLines(t, out)[0]
		if r.Expanded != want.Expanded || r.Weight != want.Weight || r.Conventions != tc.opt.Conventions {
			t.Errorf("%v: expanded %d, weight %v, %v; the solver: %d, %v, %v", tc.args, r.Expanded, r.Weight, r.Conventions, want.Expanded, want.Weight, tc.opt.Conventions)
		}
		var raw map[string]any
		json.Unmarshal([]byte(out), &raw)
		conv, _ := raw["conventions"].(map[string]any)
		if _, has := raw["weight"]; has != (tc.opt.Weight > 1) {
			t.Errorf("%v: weight key %v in %s", tc.args, raw["weight"], out)
		}
		if _, has := conv["shuffle"]; has != (tc.opt.Conventions.Shuffle != 0) {
			t.Errorf("%v: shuffle key in %v", tc.args, conv)
		}
		if tc.opt.Weight > 1 && r.Cost != nil && float64(*r.Cost) > tc.opt.Weight*31 {
			t.Errorf("%v: %d moves, over %v × 31", tc.args, *r.Cost, tc.opt.Weight)
		}
	}
	// the text report names both
	_, text, _ := cli(t, "", "solve", "-weight", "2", "-shuffle", "5", "867254301")
	if !strings.Contains(text, "conventions -ties newest -goal-test generate -shuffle 5\n") ||
		!strings.Contains(text, "  guarantee: at most 2 times the shortest\n") || !strings.Contains(text, "weighted A*: -weight 2\n") {
		t.Errorf("text report:\n%s", text)
	}
	// plain A* is -weight 1, and says nothing of it
	_, plain, _ := cli(t, "", "solve", "-json", "-weight", "1", "867254301")
	_, def, _ := cli(t, "", "solve", "-json", "867254301")
	if a, b := decodeLines(t, plain)[0], decodeLines(t, def)[0]; a.Expanded != b.Expanded || strings.Contains(plain, "weight") {
		t.Errorf("-weight 1 is not plain A*: %s", plain)
	}
}

func TestWeightFlagRejected(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"solve", "-weight", "0"}, "-weight 0 is out of range: want a number from 1 (plain A*) to 100"},
		{[]string{"solve", "-weight", "100.5"}, "-weight 100.5 is out of range"},
		{[]string{"solve", "-weight", "inf"}, "-weight +Inf is out of range"},
		{[]string{"solve", "-weight", "x"}, `invalid value "x" for flag -weight`},
		{[]string{"solve", "-algo", "ucs", "-weight", "2"}, "the weight applies to the astar family only (weighted A*), not to ucs"},
		{[]string{"solve", "-shuffle", "seven"}, `invalid value "seven" for flag -shuffle`},
		{[]string{"compare", "-weight", "0.9", "123456708"}, "-weight 0.9 is out of range"},
		{[]string{"compare", "-algos", "bfs,greedy", "-weight", "2", "-random", "3"}, "-weight 2: the weight applies to the astar family only (weighted A*), and -algos has none of it"},
	} {
		var out, errOut strings.Builder
		code := run(context.Background(), c.args, failReader{t}, &out, &errOut)
		if code != exitUsage || out.Len() != 0 || !strings.Contains(errOut.String(), c.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit %d and %q", c.args, code, out.String(), errOut.String(), exitUsage, c.want)
		}
	}
}

// compare gives the weight to the astar members only, says so in its
// header, and its CSV and JSON carry weight and shuffle.
func TestCompareWeightAndShuffle(t *testing.T) {
	flags := []string{"compare", "-algos", "bfs,astar-manhattan", "-weight", "2", "-shuffle", "4"}
	code, out, errOut := cli(t, "", append(append(flags, "-csv"), "867254301")...)
	if code != exitOK {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	recs, err := csv.NewReader(strings.NewReader(out)).ReadAll()
	if err != nil || len(recs) != 3 {
		t.Fatalf("CSV %q: %v", out, err)
	}
	for i, want := range []string{"shuffle weight guarantee", "4  shortest", "4 2 bounded"} {
		if got := strings.Join(recs[i][len(recs[i])-3:], " "); got != want {
			t.Errorf("CSV line %d ends %q, want %q", i, got, want)
		}
	}
	_, out, _ = cli(t, "", append(append(flags, "-json"), "867254301")...)
	rs := decodeLines(t, out)
	if len(rs) != 2 || rs[0].Weight != 0 || rs[1].Weight != 2 || rs[0].Conventions.Shuffle != 4 || rs[1].Conventions.Shuffle != 4 {
		t.Errorf("JSON rows %+v", rs)
	}
	p := solver.Problem{Start: solver.MustParse("867254301"), Goal: solver.GoalBlankLast}
	want, _ := solver.Solve(context.Background(), "astar-manhattan", p, solver.Options{Weight: 2, Conventions: solver.Conventions{Shuffle: 4}})
	if len(rs) == 2 && rs[1].Expanded != want.Expanded {
		t.Errorf("weighted row expanded %d, the solver %d", rs[1].Expanded, want.Expanded)
	}
	_, out, _ = cli(t, "", append(flags, "867254301")...)
	if !strings.Contains(out, "conventions -ties newest -goal-test generate -shuffle 4, -weight 2 for the astar family (weighted A*: see each one's guarantee)") ||
		!strings.Contains(out, "at most 2 times the shortest") {
		t.Errorf("table header:\n%s", out)
	}
	_, out, _ = cli(t, "", append(flags, "-json", "-random", "3")...)
	var sums []struct {
		Algorithm string
		Weight    *float64
	}
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		var s struct {
			Algorithm string
			Weight    *float64
		}
		if err := json.Unmarshal([]byte(l), &s); err != nil {
			t.Fatal(err)
		}
		sums = append(sums, s)
	}
	if len(sums) != 2 || sums[0].Weight != nil || sums[1].Weight == nil || *sums[1].Weight != 2 {
		t.Errorf("batch summaries %s", out)
	}
}

// Every result the command line writes says what its path promises:
// solve's JSON and text, compare's JSON rows and summaries, its CSV, and
// trace's last line, for a plain, a weighted and an unguided search. A
// weighted A* whose estimate can exceed the distance promises nothing.
func TestGuaranteeEverywhere(t *testing.T) {
	const board = "867254301"
	for _, c := range []struct {
		args   []string
		want   string
		weight float64
		text   string
	}{
		{[]string{"-algo", "astar-manhattan"}, "shortest", 0, "guarantee: shortest\n"},
		{[]string{"-algo", "astar-manhattan", "-weight", "3"}, "bounded", 3, "guarantee: at most 3 times the shortest\n"},
		{[]string{"-algo", "astar-misplaced-blank", "-weight", "3"}, "none", 3, "guarantee: no guarantee\n"},
		{[]string{"-algo", "greedy-manhattan"}, "none", 0, "guarantee: no guarantee\n"},
		{[]string{"-algo", "bfs", "-goal-test", "generate"}, "shortest", 0, "guarantee: shortest\n"},
	} {
		var lines []map[string]any
		for _, cmd := range [][]string{{"solve", "-json"}, {"trace"}} {
			_, out, errOut := cli(t, "", append(append(cmd, c.args...), board)...)
			outLines := strings.Split(strings.TrimSpace(out), "\n")
			var m map[string]any
			if err := json.Unmarshal([]byte(outLines[len(outLines)-1]), &m); err != nil {
				t.Fatalf("%v %v: %v (stderr %q)", cmd, c.args, err, errOut)
			}
			lines = append(lines, m)
		}
		for i, m := range lines {
			w, _ := m["weight"].(float64)
			if m["guarantee"] != c.want || w != c.weight {
				t.Errorf("%v (line %d): guarantee %v, weight %v; want %s, %v", c.args, i, m["guarantee"], m["weight"], c.want, c.weight)
			}
		}
		_, text, _ := cli(t, "", append(append([]string{"solve"}, c.args...), board)...)
		if !strings.Contains(text, c.text) {
			t.Errorf("%v: text report without %q:\n%s", c.args, c.text, text)
		}
	}
	flags := []string{"compare", "-algos", "bfs,astar-manhattan,astar-misplaced-blank,greedy-manhattan", "-weight", "3"}
	want := []string{"shortest", "bounded", "none", "none"}
	_, out, _ := cli(t, "", append(append(flags, "-json"), board)...)
	for i, l := range strings.Split(strings.TrimSpace(out), "\n") {
		var m map[string]any
		if err := json.Unmarshal([]byte(l), &m); err != nil || i >= len(want) || m["guarantee"] != want[i] {
			t.Errorf("compare -json line %d: %s (%v)", i, l, err)
		}
	}
	_, out, _ = cli(t, "", append(flags, "-json", "-random", "2")...)
	for i, l := range strings.Split(strings.TrimSpace(out), "\n") {
		var m map[string]any
		if err := json.Unmarshal([]byte(l), &m); err != nil || i >= len(want) || m["guarantee"] != want[i] {
			t.Errorf("compare -json -random line %d: %s (%v)", i, l, err)
		}
	}
	for _, batch := range [][]string{{board}, {"-random", "2"}} {
		_, out, _ = cli(t, "", append(append(flags, "-csv"), batch...)...)
		recs, err := csv.NewReader(strings.NewReader(out)).ReadAll()
		if err != nil || len(recs) != len(want)+1 || recs[0][len(recs[0])-1] != "guarantee" {
			t.Fatalf("compare -csv %v: %q (%v)", batch, out, err)
		}
		for i, w := range want {
			if got := recs[i+1][len(recs[i+1])-1]; got != w {
				t.Errorf("compare -csv %v: %s's guarantee %q, want %q", batch, recs[i+1][0], got, w)
			}
		}
	}
}
