package wide

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// BenchmarkFiveByFive solves 50 random 5x5 boards (a fixed seed) with the
// fast non-optimal searches: per board, the mean and the slowest time,
// the mean and longest path, the most boards expanded. One iteration is
// all 50: run it with -benchtime 1x.
func BenchmarkFiveByFive(b *testing.B) {
	rng := rand.New(rand.NewPCG(24, 25))
	boards := make([]Board, 50)
	for i := range boards {
		boards[i] = Random(s5, rng, Goal(s5))
	}
	for _, c := range []struct {
		name   string
		weight float64
	}{
		{"astar-linear-conflict", 3},
		{"astar-linear-conflict", 5},
		{"astar-manhattan", 5},
		{"greedy-linear-conflict", 0},
		{"greedy-manhattan", 0},
	} {
		a, err := solver.AlgorithmByName(c.name)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(c.name+"-w"+solver.WeightText(c.weight), func(b *testing.B) {
			var times []time.Duration
			var costs, expanded []int
			for b.Loop() {
				times, costs, expanded = times[:0], costs[:0], expanded[:0]
				for _, s := range boards {
					t0 := time.Now()
					r, err := Solve(context.Background(), a, Problem{s, Goal(s5), s5}, solver.Options{Weight: c.weight})
					if err != nil || r.Status != solver.Solved {
						b.Fatalf("%v %v", r.Status, err)
					}
					times = append(times, time.Since(t0))
					costs = append(costs, r.Cost)
					expanded = append(expanded, int(r.Expanded))
				}
			}
			var sum time.Duration
			for _, d := range times {
				sum += d
			}
			total := 0
			for _, c := range costs {
				total += c
			}
			n := float64(len(boards))
			b.ReportMetric(float64(sum.Milliseconds())/n, "mean-ms")
			b.ReportMetric(float64(slices.Max(times).Milliseconds()), "max-ms")
			b.ReportMetric(float64(total)/n, "mean-moves")
			b.ReportMetric(float64(slices.Max(costs)), "max-moves")
			b.ReportMetric(float64(slices.Max(expanded)), "max-expanded")
		})
	}
}
