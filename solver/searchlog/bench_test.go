package searchlog

import (
	"context"
	"math/rand/v2"
	"runtime"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/wide"
)

// BenchmarkRecordHardest records whole searches on a 31-move board, ids
// among them (3.8 million expansions, past the cap), and reports the heap
// the log holds at the end: the cap must bound it whatever the search.
func BenchmarkRecordHardest(b *testing.B) {
	p := solver.Problem{Start: solver.MustParse("867254301"), Goal: solver.GoalBlankLast}
	for _, name := range []string{"bfs", "astar-manhattan", "ids"} {
		b.Run(name, func(b *testing.B) {
			a, _ := solver.AlgorithmByName(name)
			var l *Log
			var r solver.Result
			for b.Loop() {
				l = New(a, p, solver.Conventions{}, Options{})
				r, _ = a.Solve(context.Background(), p, solver.Options{Trace: l.Trace})
				l.Finish(r)
			}
			runtime.GC()
			var m runtime.MemStats
			runtime.ReadMemStats(&m)
			b.ReportMetric(float64(m.HeapInuse)/1e6, "heap-MB")
			b.ReportMetric(float64(r.Expanded), "expanded")
			b.ReportMetric(float64(l.Len()), "recorded")
			runtime.KeepAlive(l)
		})
	}
}

// BenchmarkFrontier reads the first 500 waiting boards at a step half way
// through a recorded search, as the explorer's list does while it plays:
// bfs's frontier there is tens of thousands of boards, ucs's as many in
// priority order, A*'s a few thousand.
func BenchmarkFrontier(b *testing.B) {
	p := solver.Problem{Start: solver.MustParse("867254301"), Goal: solver.GoalBlankLast}
	for _, name := range []string{"bfs", "dfs", "ucs", "astar-manhattan"} {
		a, _ := solver.AlgorithmByName(name)
		l := New(a, p, solver.Conventions{}, Options{})
		r, _ := a.Solve(context.Background(), p, solver.Options{Trace: l.Trace})
		l.Finish(r)
		k := l.Len() / 2
		b.Run(name, func(b *testing.B) {
			var total int
			for b.Loop() {
				_, total = l.Frontier(k, 500)
			}
			b.ReportMetric(float64(total), "waiting")
		})
	}
}

// BenchmarkRecordWide solves a random 5x5 board by weighted A* and by
// greedy search, untraced and recorded in a log of wide boards, and
// reports the time per expansion of each: what recording a search of
// solver/wide costs (a race's wall time beside its search time).
func BenchmarkRecordWide(b *testing.B) {
	s := solver.Shape{Rows: 5, Cols: 5}
	p := wide.Problem{Start: wide.Random(s, rand.New(rand.NewPCG(24, 25)), wide.Goal(s)), Goal: wide.Goal(s), Shape: s}
	for _, c := range []struct {
		name   string
		weight float64
	}{{"astar-linear-conflict", 5}, {"greedy-manhattan", 0}} {
		a, _ := solver.AlgorithmByName(c.name)
		opt := solver.Options{Weight: c.weight}
		for _, recorded := range []bool{false, true} {
			name := c.name + "/untraced"
			if recorded {
				name = c.name + "/recorded"
			}
			b.Run(name, func(b *testing.B) {
				var r wide.Result
				for b.Loop() {
					if recorded {
						l := NewWide(a, p, Options{})
						r, _ = wide.SolveTraced(context.Background(), a, p, opt, l.TraceWide)
						l.Finish(r.Result)
					} else {
						r, _ = wide.Solve(context.Background(), a, p, opt)
					}
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(r.Expanded), "ns/expansion")
				b.ReportMetric(float64(r.Expanded), "expanded")
			})
		}
	}
}
