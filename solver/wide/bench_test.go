package wide

import (
	"context"
	"flag"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

var benchParts = flag.Int("wide.parts", 0, "BenchmarkFiveByFiveOptimal: idastar-pdb with only the first n default partitions (0: all)")

var benchRandom = flag.Bool("wide.random", false, "BenchmarkFiveByFiveOptimal: also 5 random 5x5 boards by idastar-pdb (minutes)")

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

// BenchmarkPatternBuild builds the 5x5's default databases (blank last)
// on every processor: the time a build, and the tables' size.
func BenchmarkPatternBuild(b *testing.B) {
	part := DefaultPartitions(s5, Goal(s5))
	for b.Loop() {
		db, err := BuildPatterns(context.Background(), s5, Goal(s5), part, 0, nil)
		if err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(db.Bytes())/1e6, "table-MB")
	}
}

// BenchmarkFiveByFiveOptimal solves 5x5 scrambles of 40 to 150 random
// moves (10 each, a fixed seed, blank last) optimally, by IDA* with linear
// conflict and by idastar-pdb (the databases made before the clock
// starts), each board under a limit of a minute: per board, the mean
// boards expanded and time, the slowest, and how many finished. With
// -args -wide.random, also 5 random boards by idastar-pdb.
func BenchmarkFiveByFiveOptimal(b *testing.B) {
	if *benchParts > 0 {
		// the first partitions only, held as if they were the default
		db, err := BuildPatterns(context.Background(), s5, Goal(s5), DefaultPartitions(s5, Goal(s5))[:*benchParts], 0, nil)
		if err != nil {
			b.Fatal(err)
		}
		held.mu.Lock()
		held.dbs = []*Patterns{db}
		held.mu.Unlock()
		defer func() {
			held.mu.Lock()
			held.dbs = nil
			held.mu.Unlock()
		}()
	}
	if _, _, err := patternsFor(context.Background(), s5, Goal(s5), nil); err != nil {
		b.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(40, 70))
	sets := map[string][]Board{}
	var names []string
	for _, moves := range []int{40, 50, 60, 70, 100, 150} {
		name := fmt.Sprintf("scramble%d", moves)
		names = append(names, name)
		for range 10 {
			sets[name] = append(sets[name], Scramble(s5, rng, Goal(s5), moves))
		}
	}
	if *benchRandom {
		names = append(names, "random")
		for range 5 {
			sets["random"] = append(sets["random"], Random(s5, rng, Goal(s5)))
		}
	}
	for _, set := range names {
		for _, name := range []string{"idastar-linear-conflict", "idastar-pdb"} {
			if set == "random" && name != "idastar-pdb" {
				continue
			}
			a, err := solver.AlgorithmByName(name)
			if err != nil {
				b.Fatal(err)
			}
			b.Run(set+"/"+name, func(b *testing.B) {
				var times []time.Duration
				var expanded, costs []int64
				finished := 0
				for b.Loop() {
					times, expanded, costs, finished = times[:0], expanded[:0], costs[:0], 0
					for _, s := range sets[set] {
						r, err := Solve(context.Background(), a, Problem{s, Goal(s5), s5}, solver.Options{Timeout: time.Minute})
						if err != nil {
							b.Fatal(err)
						}
						if r.Status == solver.Solved {
							finished++
							costs = append(costs, int64(r.Cost))
						}
						times = append(times, r.Elapsed)
						expanded = append(expanded, r.Expanded)
					}
				}
				var sum time.Duration
				for _, d := range times {
					sum += d
				}
				var nodes, moves int64
				for _, e := range expanded {
					nodes += e
				}
				for _, c := range costs {
					moves += c
				}
				n := float64(len(times))
				b.ReportMetric(float64(sum.Microseconds())/1e3/n, "mean-ms")
				b.ReportMetric(float64(slices.Max(times).Microseconds())/1e3, "max-ms")
				b.ReportMetric(float64(nodes)/n, "mean-expanded")
				b.ReportMetric(float64(finished), "finished")
				if finished > 0 {
					b.ReportMetric(float64(moves)/float64(finished), "mean-moves")
				}
			})
		}
	}
}
