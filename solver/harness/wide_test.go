package harness

import (
	"context"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/wide"
)

// A comparison on 5x5 gives the rows of wide.Solve's runs, with the
// boards in Row.Wide, CSV records naming them, and a path only when kept.
func TestCompareWideBatch(t *testing.T) {
	five := solver.Shape{Rows: 5, Cols: 5}
	ps, err := WideBatch{Shape: five, Scramble: 16, Count: 2, Seed: 3}.Problems()
	if err != nil || len(ps) != 2 {
		t.Fatalf("%d boards, %v", len(ps), err)
	}
	var algs []*solver.Algorithm
	for _, n := range []string{"idastar-linear-conflict", "astar-linear-conflict", "greedy-manhattan"} {
		a, _ := solver.AlgorithmByName(n)
		algs = append(algs, a)
	}
	opt := CompareOptions{Limits: DefaultLimits(), Weight: 4}
	rows, err := CompareWideBatch(context.Background(), ps, algs, opt)
	if err != nil || len(rows) != 6 {
		t.Fatalf("%d rows, %v", len(rows), err)
	}
	for i, r := range rows {
		p, a := ps[i/3], algs[i%3]
		o := solver.Options{MaxNodes: DefaultMaxNodes, Timeout: DefaultTimeout}
		if a.Weighted {
			o.Weight = 4
		}
		want, err := wide.Solve(context.Background(), a, p, o)
		if err != nil {
			t.Fatal(err)
		}
		if r.Wide == nil || r.Wide.Problem != p || r.Expanded != want.Expanded || r.Cost != want.Cost || r.Distance != -1 || r.Wide.Path != nil {
			t.Errorf("row %d: %+v, want wide.Solve's %+v", i, r, want.Result)
		}
		if r.Optimal != (a.Guarantee(4) == solver.Shortest) {
			t.Errorf("row %d (%s): optimal %v", i, r.Algorithm, r.Optimal)
		}
		if rec := RowRecord(r); rec[1] != wide.Format(five, p.Start) || rec[2] != wide.Format(five, p.Goal) {
			t.Errorf("row %d: CSV boards %q %q", i, rec[1], rec[2])
		}
	}
	one, err := CompareWide(context.Background(), ps[0], algs[:1], opt)
	if err != nil || len(one[0].Wide.Path) != one[0].Cost+1 {
		t.Errorf("one board keeps its path: %v, %+v", err, one)
	}
	if _, err := CompareWideBatch(context.Background(), ps, []*solver.Algorithm{solver.Algorithms()[0]}, opt); err == nil {
		t.Errorf("bfs on 5x5: no error")
	}
	lengths, err := WideBatch{Shape: five, UpTo: 3, Count: 2, Seed: 1}.Problems()
	if err != nil || len(lengths) != 6 {
		t.Fatalf("scrambles of 1 to 3 moves, 2 each: %d boards, %v", len(lengths), err)
	}
	for i, p := range lengths {
		row, err := CompareWide(context.Background(), p, algs[:1], opt)
		if err != nil || row[0].Cost > 1+i/2 {
			t.Errorf("board %d, scrambled %d moves: %d moves, %v", i, 1+i/2, row[0].Cost, err)
		}
	}
	if _, err := (WideBatch{Shape: five}).Boards(); err == nil {
		t.Errorf("an empty batch: no error")
	}
}

// Run's streaming twin stops at a cancel with the rows so far.
func TestRunWideCancel(t *testing.T) {
	five := solver.Shape{Rows: 5, Cols: 5}
	seq, _ := WideBatch{Shape: five, Random: 3}.Boards()
	a, _ := solver.AlgorithmByName("idastar-manhattan")
	ctx, cancel := context.WithCancel(context.Background())
	var got []Row
	n, err := RunWide(ctx, seq, 3, []*solver.Algorithm{a}, CompareOptions{
		Progress: func(p CompareProgress) {
			if p.Search.Expanded > 0 {
				cancel()
			}
		},
		Interval: 1,
		OnRow:    func(r Row) { got = append(got, r) },
	})
	if n != 0 || err != context.Canceled || len(got) != 1 || got[0].Status != solver.Cancelled {
		t.Errorf("%d boards, %v, rows %+v", n, err, got)
	}
}
