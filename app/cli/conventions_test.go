package cli

import (
	"context"
	"encoding/csv"
	"encoding/json"
	"strings"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// failReader fails the test if a command reads its input: flags are
// checked before any board is.
type failReader struct{ t *testing.T }

func (r failReader) Read([]byte) (int, error) {
	r.t.Error("standard input was read despite a bad flag")
	return 0, nil
}

func TestConventionFlagsRejectBadValues(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"solve", "-ties", "fifo"}, `-ties: unknown tie rule "fifo" (want newest, oldest, board)`},
		{[]string{"solve", "-goal-test", "pop"}, `-goal-test: unknown goal test "pop" (want generate, expand)`},
		{[]string{"solve", "-order", "UDL"}, `-order: bad move order "UDL" (want the letters U, D, L and R, each once`},
		{[]string{"solve", "-order", "UDLL"}, `-order: bad move order "UDLL"`},
		{[]string{"compare", "-ties", "random", "123456708"}, `-ties: unknown tie rule "random"`},
		{[]string{"compare", "-order", "", "-random", "3"}, `-order: bad move order ""`},
	} {
		var out, errOut strings.Builder
		code := run(context.Background(), c.args, failReader{t}, &out, &errOut)
		if code != exitUsage || out.Len() != 0 || !strings.Contains(errOut.String(), c.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit %d and %q", c.args, code, out.String(), errOut.String(), exitUsage, c.want)
		}
	}
}

// solve runs under the conventions given, says so in JSON and text, and
// gives what the solver gives under them.
func TestSolveConventions(t *testing.T) {
	args := []string{"solve", "-json", "-algo", "astar-misplaced-blank", "-ties", "board", "-goal-test", "expand", "-order", "rldu", "-goal", "blank first", "702853614"}
	code, out, errOut := cli(t, "", args...)
	if code != exitOK {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	var raw struct {
		Conventions map[string]string `json:"conventions"`
	}
	if err := json.Unmarshal([]byte(out), &raw); err != nil {
		t.Fatal(err)
	}
	if c := raw.Conventions; c["ties"] != "board" || c["goal_test"] != "expand" || c["order"] != "RLDU" {
		t.Errorf("conventions in JSON: %v", c)
	}
	o, _ := solver.ParseOrder("RLDU")
	conv := solver.Conventions{Ties: solver.TiesBoard, GoalTest: solver.GoalOnExpand, Order: o}
	want, err := solver.Solve(context.Background(), "astar-misplaced-blank",
		solver.Problem{Start: solver.MustParse("702853614"), Goal: solver.GoalBlankFirst}, solver.Options{Conventions: conv})
	if err != nil {
		t.Fatal(err)
	}
	r := decodeLines(t, out)[0]
	if r.Expanded != want.Expanded || r.Conventions != conv || len(r.Moves) != want.Cost {
		t.Errorf("solve -json: expanded %d under %v, the solver %d", r.Expanded, r.Conventions, want.Expanded)
	}
	code, text, _ := cli(t, "", append([]string{"solve"}, args[2:]...)...)
	if code != exitOK || !strings.Contains(text, "conventions -ties board -goal-test expand -order RLDU") {
		t.Errorf("text report: %q", text)
	}
}

// compare's rows, CSV and batch summaries carry the conventions.
func TestCompareConventions(t *testing.T) {
	flags := []string{"-algos", "bfs,ucs,greedy-manhattan", "-ties", "oldest", "-goal-test", "expand", "-order", "DURL"}
	code, out, errOut := cli(t, "", append(append([]string{"compare", "-csv"}, flags...), "413726580")...)
	if code != exitOK {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	recs, err := csv.NewReader(strings.NewReader(out)).ReadAll()
	if err != nil || len(recs) != 4 {
		t.Fatalf("CSV %q: %v", out, err)
	}
	for _, rec := range recs[1:] {
		if got := strings.Join(rec[len(rec)-6:len(rec)-3], " "); got != "oldest expand DURL" {
			t.Errorf("CSV row %v ends %q", rec, got)
		}
	}
	code, out, _ = cli(t, "", append(append([]string{"compare", "-json"}, flags...), "-random", "2")...)
	var sum struct {
		Conventions solver.Conventions `json:"conventions"`
	}
	if err := json.Unmarshal([]byte(strings.SplitN(out, "\n", 2)[0]), &sum); code != exitOK || err != nil ||
		sum.Conventions.Ties != solver.TiesOldest || sum.Conventions.GoalTest != solver.GoalOnExpand || sum.Conventions.Order.String() != "DURL" {
		t.Errorf("batch summary JSON %q: %v, %+v", out, err, sum.Conventions)
	}
	code, out, _ = cli(t, "", append(append([]string{"compare"}, flags...), "413726580")...)
	if code != exitOK || !strings.Contains(out, "conventions -ties oldest -goal-test expand -order DURL") {
		t.Errorf("compare table: %q", out)
	}
}
