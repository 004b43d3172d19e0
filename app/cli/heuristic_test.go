package cli

import (
	"context"
	"encoding/json"
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// The fields of `heuristic -json`, exactly as issue 23 lists them.
var verdictFields = []string{"expression", "size", "boards", "admissible", "consistent", "max_overestimate",
	"overestimate_board", "true_distance", "inconsistent_board", "inconsistent_move", "mean_ratio", "exact_share"}

func heuristicJSON(t *testing.T, args ...string) map[string]any {
	t.Helper()
	code, out, errOut := cli(t, "", append([]string{"heuristic", "-json"}, args...)...)
	if code != exitOK {
		t.Fatalf("heuristic %v: exit %d, %s", args, code, errOut)
	}
	var m map[string]any
	if err := json.Unmarshal([]byte(out), &m); err != nil || strings.Count(out, "\n") != 1 {
		t.Fatalf("heuristic %v: %q is not one JSON object: %v", args, out, err)
	}
	keys := slices.Sorted(maps.Keys(m))
	if want := slices.Sorted(slices.Values(verdictFields)); !slices.Equal(keys, want) {
		t.Errorf("heuristic %v: fields %v, want %v", args, keys, want)
	}
	return m
}

func TestHeuristicJSON(t *testing.T) {
	m := heuristicJSON(t, "max(manhattan,", "linear_conflict)") // split by the shell
	if m["expression"] != "max(manhattan, linear_conflict)" || m["size"] != "3x3" || m["boards"] != 181440.0 ||
		m["admissible"] != true || m["consistent"] != true || m["max_overestimate"] != 0.0 ||
		m["overestimate_board"] != nil || m["true_distance"] != nil || m["inconsistent_board"] != nil || m["inconsistent_move"] != nil {
		t.Errorf("max(manhattan, linear_conflict): %v", m)
	}
	h, _ := solver.ParseHeuristic("manhattan + misplaced")
	v, err := h.Judge(context.Background(), solver.Square3, solver.Square3.Goal())
	if err != nil {
		t.Fatal(err)
	}
	m = heuristicJSON(t, "manhattan + misplaced")
	tab, _ := solver.TableFor(context.Background(), solver.Square3, solver.Square3.Goal())
	over, _ := m["overestimate_board"].(string)
	ob, _, err := solver.ParseBoard(over, solver.Square3)
	if err != nil || m["admissible"] != false || m["max_overestimate"] != v.MaxOverestimate ||
		m["true_distance"] != float64(tab.Distance(ob)) || m["mean_ratio"] != v.MeanRatio || m["exact_share"] != v.ExactShare {
		t.Errorf("manhattan + misplaced: %v, judged %+v", m, v)
	}
	if hv, _ := h.EstimateOn(solver.Square3, ob, solver.Square3.Goal()); hv-float64(tab.Distance(ob)) != v.MaxOverestimate {
		t.Errorf("the overestimate board %s: h %v, d %d", over, hv, tab.Distance(ob))
	}
	from, _, _ := solver.ParseBoard(m["inconsistent_board"].(string), solver.Square3)
	mv, err := solver.ParseMove(m["inconsistent_move"].(string))
	to, ok := solver.Square3.Apply(from, mv)
	ha, _ := h.EstimateOn(solver.Square3, from, solver.Square3.Goal())
	hb, _ := h.EstimateOn(solver.Square3, to, solver.Square3.Goal())
	if err != nil || !ok || !(ha > hb+1) || m["consistent"] != false {
		t.Errorf("inconsistent %v then %v: h %v then %v", m["inconsistent_board"], m["inconsistent_move"], ha, hb)
	}
	// another size and goal
	m = heuristicJSON(t, "-size", "2x3", "-goal", "blank first", "misplaced")
	if m["size"] != "2x3" || m["boards"] != 360.0 || m["admissible"] != true {
		t.Errorf("2x3: %v", m)
	}
}

func TestHeuristicText(t *testing.T) {
	code, out, errOut := cli(t, "", "heuristic", "misplaced_blank")
	if code != exitOK || errOut != "" || !strings.Contains(out, "admissible: no, it overestimates by up to 1 move: on ") ||
		!strings.Contains(out, "181,440 boards") || !strings.Contains(out, "consistent: no") {
		t.Errorf("exit %d, %q, %q", code, out, errOut)
	}
}

func TestHeuristicBadInput(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"heuristic", "max(manhattan, foo)"}, "column 16: unknown term foo\n  max(manhattan, foo)\n                 ^"},
		{[]string{"heuristic"}, "give an expression"},
		{[]string{"heuristic", "-size", "5x5", "manhattan"}, "-size"},
		{[]string{"heuristic", "-size", "2x2", "md[5]"}, "no tile 5"},
		{[]string{"heuristic", "-json", "manhattan % 2"}, "operator %"},
		{[]string{"solve", "-algo", "bfs", "-heuristic", "manhattan + 1", "123456708"}, "bfs takes no heuristic"},
		{[]string{"solve", "-algo", "astar", "-heuristic", "manhatan +", "123456708"}, "-heuristic: column"},
		{[]string{"solve", "-algo", "astar", "-heuristic", "md[12]", "123456708"}, "no tile 12"},
		{[]string{"trace", "-algo", "greedy", "-heuristic", "md[9]", "123456708"}, "no tile 9"},
		{[]string{"compare", "-algos", "bfs", "-heuristic", "manhattan", "123456708"}, "no family that takes one"},
	} {
		code, _, errOut := cli(t, "", c.args...)
		if code != exitUsage || !strings.Contains(errOut, c.want) {
			t.Errorf("%q: exit %d, stderr %q; want 2 and %q", c.args, code, errOut, c.want)
		}
	}
}

// A search led by an expression counts what the built-in's does, and its
// guarantee is what the judge allows.
func TestSolveWithHeuristic(t *testing.T) {
	const board = "867254301"
	solve := func(args ...string) jsonResult {
		t.Helper()
		code, out, errOut := cli(t, "", append([]string{"solve", "-json"}, append(args, board)...)...)
		rs := decodeLines(t, out)
		if code != exitOK || len(rs) != 1 {
			t.Fatalf("solve %v: exit %d, %s", args, code, errOut)
		}
		return rs[0]
	}
	for _, f := range []string{"astar", "idastar", "greedy"} {
		want := solve("-algo", f+"-linear-conflict")
		got := solve("-algo", f, "-heuristic", "linear_conflict")
		if got.Expanded != want.Expanded || got.Generated != want.Generated || *got.Cost != *want.Cost || got.Guarantee != want.Guarantee {
			t.Errorf("%s: with the expression %+v, the built-in %+v", f, got, want)
		}
		if got.Algorithm != f+"-linear_conflict" {
			t.Errorf("algorithm %q", got.Algorithm)
		}
	}
	if r := solve("-algo", "astar", "-heuristic", "manhattan + misplaced"); r.Guarantee != "none" {
		t.Errorf("an inadmissible expression promises %s", r.Guarantee)
	}
	if r := solve("-heuristic", "max(manhattan, linear_conflict)"); r.Guarantee != "shortest" || r.Algorithm != "astar-max(manhattan, linear_conflict)" {
		t.Errorf("the default family: %+v", r)
	}
	if r := solve("-algo", "astar", "-heuristic", "manhattan", "-weight", "2"); r.Guarantee != "bounded" || r.Algorithm != "astar-manhattan" {
		t.Errorf("a built-in by name, weighted: %+v", r)
	}
}

func TestTraceAndCompareWithHeuristic(t *testing.T) {
	code, out, errOut := cli(t, "", "trace", "-algo", "astar", "-heuristic", "max(misplaced, rowcol)", "123456708")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != exitOK || !strings.Contains(lines[len(lines)-1], `"algorithm":"astar-max(misplaced, rowcol)"`) {
		t.Errorf("trace: exit %d, %s, last line %s", code, errOut, lines[len(lines)-1])
	}
	code, out, errOut = cli(t, "", "compare", "-json", "-algos", "astar-manhattan,greedy-manhattan", "-heuristic", "manhattan + misplaced", "867254301")
	if code != exitOK || strings.Count(out, "\n") != 4 || !strings.Contains(out, "astar-manhattan + misplaced") || !strings.Contains(out, "greedy-manhattan + misplaced") {
		t.Errorf("compare: exit %d, %s\n%s", code, errOut, out)
	}
}
