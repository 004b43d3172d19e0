package harness

import (
	"bytes"
	"encoding/csv"
	"math"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// Numbers in CSV are plain decimals that read back exactly: before, a mean
// of 1,374,660.5 nodes was written 1.37466e+06 and a mean of 0.9 µs
// 9e-07.
func TestCSVPlainDecimals(t *testing.T) {
	s := Summary{Algorithm: "bfs", Boards: 2, Solved: 2,
		Expanded: Stat{N: 2, Mean: 1374660.5, Max: 2749321},
		Time:     Stat{N: 2, Mean: 9e-7, Max: 1.5e-6},
		Cost:     Stat{N: 2, Mean: 21.5, Max: 31},
		EBF:      1.0625}
	var b bytes.Buffer
	if err := WriteSummariesCSV(&b, []Summary{s, {Algorithm: "dfs", EBF: math.NaN()}}); err != nil {
		t.Fatal(err)
	}
	recs, err := csv.NewReader(&b).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	col := map[string]int{}
	for i, h := range recs[0] {
		col[h] = i
	}
	for name, want := range map[string]float64{"mean_expanded": 1374660.5, "max_expanded": 2749321,
		"mean_seconds": 9e-7, "max_seconds": 1.5e-6, "mean_cost": 21.5, "ebf": 1.0625} {
		text := recs[1][col[name]]
		if strings.ContainsAny(text, "eE") {
			t.Errorf("%s written %q: want a plain decimal", name, text)
		}
		if v, err := strconv.ParseFloat(text, 64); err != nil || v != want {
			t.Errorf("%s written %q, reads %v; want %v", name, text, v, want)
		}
	}
	if recs[2][col["ebf"]] != "" || recs[2][col["mean_cost"]] != "" {
		t.Errorf("a summary without b* or cost: %v, want those cells empty", recs[2])
	}
}

// The status column uses the words of the command line's text and JSON
// (solved, unsolvable, limit, cancelled, not run), with the limit that
// stopped a run in a column of its own: before, CSV said "time limit"
// where JSON said "limit".
func TestCSVStatusWords(t *testing.T) {
	p := solver.Problem{Start: solver.MustParse("867254301"), Goal: solver.GoalBlankLast}
	rows := []Row{
		{Result: solver.Result{Algorithm: "bfs", Problem: p, Status: solver.Solved, Cost: 31}, Ran: true, Distance: 31, Optimal: true},
		{Result: solver.Result{Algorithm: "dfs", Problem: p, Status: solver.Limit, Elapsed: time.Second}, Ran: true, Distance: 31, HitLimit: true, LimitKind: LimitTime},
		{Result: solver.Result{Algorithm: "ids", Problem: p, Status: solver.Cancelled}, Ran: true, Distance: 31},
		{Result: solver.Result{Algorithm: "ucs", Problem: p, Status: solver.Cancelled}, Distance: 31},
		{Result: solver.Result{Algorithm: "bfs", Problem: solver.Problem{Start: solver.MustParse("213456780"), Goal: solver.GoalBlankLast}, Status: solver.Unsolvable}, Ran: true, Distance: -1},
	}
	var b bytes.Buffer
	if err := WriteRowsCSV(&b, rows); err != nil {
		t.Fatal(err)
	}
	recs, err := csv.NewReader(&b).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	want := [][2]string{{"solved", ""}, {"limit", "time"}, {"cancelled", ""}, {"not run", ""}, {"unsolvable", ""}}
	for i, w := range want {
		if got := [2]string{recs[i+1][5], recs[i+1][14]}; got != w {
			t.Errorf("row %d: status, limit %q, want %q", i, got, w)
		}
		if rows[i].Outcome() != w[0] {
			t.Errorf("row %d: Outcome %q, want %q", i, rows[i].Outcome(), w[0])
		}
	}
	if recs[0][5] != "status" || recs[0][14] != "limit" {
		t.Errorf("header %v", recs[0])
	}
}
