package solver

import (
	"context"
	"math/rand/v2"
	"sync"
	"testing"
	"time"
)

// The benchmarks behind 'eightpuzzle help performance' and the issue's
// targets (on a 2-core machine): BuildTable <= 15 ms, astar-manhattan
// <= 60 µs/board over 1000 random boards and <= 500 µs on a 31-move board,
// idastar-linear-conflict <= 25 µs/board, table <= 2 µs per solve once
// built, ids on a 31-move board < 1 s, and a no-op progress callback
// costing < 5%. Targets are checked here only, never by timed unit tests.

// hardest is the 31-move board of the default goal used for the
// per-algorithm figures (BOARDS.md).
const hardest = "867254301"

// benchBoards are 1000 fixed random boards solvable to the default goal:
// the same boards on every run and every machine, so figures compare.
var benchBoards = sync.OnceValue(func() []Board {
	rng := rand.New(rand.NewPCG(2024, 8))
	bs := make([]Board, 1000)
	for i := range bs {
		bs[i] = Square3.Random(rng, GoalBlankLast)
	}
	return bs
})

func BenchmarkBuildTable(b *testing.B) {
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := BuildTable(ctx, Square3, GoalBlankLast); err != nil {
			b.Fatal(err)
		}
	}
}

// benchMean solves each of the 1000 boards once per iteration and reports
// the mean time per board, the figure the targets are stated in. On a
// shared machine a board now and then waits for the processor, so it also
// reports the mean over boards of each board's fastest time across the
// iterations ("ns/board-min"), which such waits do not reach.
func benchMean(b *testing.B, name string, opt Options) {
	a, err := AlgorithmByName(name)
	if err != nil {
		b.Fatal(err)
	}
	boards := benchBoards()
	ctx := context.Background()
	// warm the caches a real caller would have warm (heuristic tables, the
	// distance table, the workspace pool)
	if _, err := a.Solve(ctx, Problem{Start: boards[0], Goal: GoalBlankLast}, opt); err != nil {
		b.Fatal(err)
	}
	best := make([]time.Duration, len(boards))
	b.ResetTimer()
	for b.Loop() {
		for i, s := range boards {
			t0 := time.Now()
			r, err := a.Solve(ctx, Problem{Start: s, Goal: GoalBlankLast}, opt)
			d := time.Since(t0)
			if err != nil || r.Status != Solved {
				b.Fatalf("%s on %v: %v %v", name, s, r.Status, err)
			}
			if best[i] == 0 || d < best[i] {
				best[i] = d
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(boards)), "ns/board")
	b.ReportMetric(float64(sumDurations(best).Nanoseconds())/float64(len(boards)), "ns/board-min")
}

func sumDurations(ds []time.Duration) time.Duration {
	var t time.Duration
	for _, d := range ds {
		t += d
	}
	return t
}

func BenchmarkRandom1000(b *testing.B) {
	for _, name := range []string{"astar-manhattan", "astar-linear-conflict", "idastar-manhattan", "idastar-linear-conflict", "bidir", "table"} {
		b.Run(name, func(b *testing.B) { benchMean(b, name, Options{}) })
	}
}

// BenchmarkHardest runs every algorithm on one 31-move board: the figures
// for the algorithm table of the package documentation (doc.go).
func BenchmarkHardest(b *testing.B) {
	p := Problem{Start: MustParse(hardest), Goal: GoalBlankLast}
	ctx := context.Background()
	for _, a := range Algorithms() {
		b.Run(a.Name, func(b *testing.B) {
			if _, err := a.Solve(ctx, p, Options{}); err != nil { // warm-up
				b.Fatal(err)
			}
			var r Result
			b.ResetTimer()
			for b.Loop() {
				r, _ = a.Solve(ctx, p, Options{})
			}
			if r.Status != Solved {
				b.Fatalf("status %v", r.Status)
			}
			b.ReportMetric(float64(r.Cost), "moves")
			b.ReportMetric(float64(r.Expanded), "expanded")
		})
	}
}

// BenchmarkProgressOverhead times astar-manhattan over the 1000 boards
// without and with a no-op progress callback at the default rate. Each
// board is solved both ways in turn, the order alternating from board to
// board (the second run finds the caches warm), and each board counts with
// its fastest time of each kind across the iterations, so that other load
// on a shared machine, which comes in bursts, hits neither side.
func BenchmarkProgressOverhead(b *testing.B) {
	a, _ := AlgorithmByName("astar-manhattan")
	boards := benchBoards()
	ctx := context.Background()
	opts := [2]Options{{}, {Progress: func(Progress) {}}}
	best := [2][]time.Duration{make([]time.Duration, len(boards)), make([]time.Duration, len(boards))}
	for b.Loop() {
		for i, s := range boards {
			for k := range 2 {
				which := k ^ i&1
				t0 := time.Now()
				r, _ := a.Solve(ctx, Problem{Start: s, Goal: GoalBlankLast}, opts[which])
				d := time.Since(t0)
				if r.Status != Solved {
					b.Fatalf("status %v", r.Status)
				}
				if best[which][i] == 0 || d < best[which][i] {
					best[which][i] = d
				}
			}
		}
	}
	off, on := sumDurations(best[0]), sumDurations(best[1])
	n := float64(len(boards))
	b.ReportMetric(float64(off.Nanoseconds())/n, "ns/board-off")
	b.ReportMetric(float64(on.Nanoseconds())/n, "ns/board-on")
	b.ReportMetric(100*(float64(on)/float64(off)-1), "%overhead")
}

// BenchmarkCancelLatency measures the time from cancelling a running
// search to its return (the issue asks for 10 ms at most), with no progress
// callback, where the search checks its context every 1024 expansions, and
// with one at the default rate, as the window runs it.
func BenchmarkCancelLatency(b *testing.B) {
	p := Problem{Start: MustParse(hardest), Goal: GoalBlankLast}
	for _, name := range []string{"ids", "idastar-misplaced", "bfs", "astar-misplaced"} {
		a, _ := AlgorithmByName(name)
		for _, withProgress := range []bool{false, true} {
			opt := Options{}
			sub := name
			if withProgress {
				opt.Progress = func(Progress) {}
				sub += "/progress"
			}
			b.Run(sub, func(b *testing.B) {
				var lat spread
				for b.Loop() {
					ctx, cancel := context.WithCancel(context.Background())
					done := make(chan Status)
					go func() {
						r, _ := a.Solve(ctx, p, opt)
						done <- r.Status
					}()
					time.Sleep(time.Millisecond) // well into the search
					t0 := time.Now()
					cancel()
					st := <-done
					d := time.Since(t0)
					if st != Cancelled {
						// on a busy machine the sleep can outlast a short
						// search: nothing to measure then
						continue
					}
					lat.add(d)
				}
				lat.report(b, "µs", "every search finished before the cancel")
			})
		}
	}
}

// BenchmarkTimeoutOvershoot measures how far past a 2 ms timeout a search
// returns (TestTimeoutHonouredClosely checks, without a clock, that it reads
// the clock often enough). Each run has a new goal, so that the heuristic's
// tables, or the distance table for the table algorithm, are built within
// the time as well. Runs that solve within the time are not counted.
func BenchmarkTimeoutOvershoot(b *testing.B) {
	const limit = 2 * time.Millisecond
	for _, name := range []string{"bfs", "ucs", "dls", "ids", "astar-misplaced", "idastar-misplaced", "table"} {
		a, _ := AlgorithmByName(name)
		b.Run(name, func(b *testing.B) {
			rng := rand.New(rand.NewPCG(77, 78))
			var over spread
			for b.Loop() {
				goal := Square3.Random(rng, GoalBlankLast)
				start := MustParse(hardest)
				if !Square3.Solvable(start, goal) {
					start = Square3.Swap(start, 0, 1)
				}
				r, err := a.Solve(context.Background(), Problem{Start: start, Goal: goal}, Options{Timeout: limit})
				if err != nil {
					b.Fatal(err)
				}
				if r.Status != Limit {
					continue
				}
				over.add(max(r.Elapsed-limit, 0))
			}
			over.report(b, "µs-over", "every search finished within the time")
		})
	}
}

// spread gathers the times a benchmark reports the mean and the worst of.
type spread struct {
	total, worst time.Duration
	n            int
}

func (s *spread) add(d time.Duration) {
	s.n++
	s.total += d
	s.worst = max(s.worst, d)
}

// report reports them in microseconds as unit-mean and unit-max, and fails
// with none, saying why.
func (s *spread) report(b *testing.B, unit, none string) {
	if s.n == 0 {
		b.Fatal(none)
	}
	b.ReportMetric(float64(s.total.Microseconds())/float64(s.n), unit+"-mean")
	b.ReportMetric(float64(s.worst.Microseconds()), unit+"-max")
}

func BenchmarkRank(b *testing.B) {
	boards := benchBoards()
	var sink uint32
	for b.Loop() {
		for _, s := range boards {
			sink += s.Rank()
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(boards)), "ns/rank")
	_ = sink
}

// BenchmarkShapes solves seeded boards of every shape with IDA* (linear
// conflict and Manhattan) and A* (Manhattan): uniform random boards up to
// 12 cells, and on 4x4, where a random board takes these minutes, boards
// 40 moves of a random walk from the goal. It reports the mean time and
// expansions per board: the figures of the table of sizes in
// 'eightpuzzle help performance'.
func BenchmarkShapes(b *testing.B) {
	for _, s := range Shapes() {
		rng := rand.New(rand.NewPCG(uint64(s.Rows), uint64(s.Cols)))
		boards := make([]Board, 20)
		for i := range boards {
			if s.Cells() == 16 {
				boards[i] = s.Walk(rng, s.Goal(), 40)
			} else {
				boards[i] = s.Random(rng, s.Goal())
			}
		}
		for _, name := range []string{"idastar-linear-conflict", "idastar-manhattan", "astar-manhattan"} {
			b.Run(s.String()+"/"+name, func(b *testing.B) {
				var nodes int64
				for b.Loop() {
					for _, st := range boards {
						r, err := Solve(context.Background(), name, Problem{Start: st, Goal: s.Goal(), Shape: s}, Options{})
						if err != nil || r.Status != Solved {
							b.Fatalf("%v %s: %v %v", s, s.RowsText(st), r.Status, err)
						}
						nodes += r.Expanded
					}
				}
				n := float64(b.N * len(boards))
				b.ReportMetric(b.Elapsed().Seconds()*1e3/n, "ms/board")
				b.ReportMetric(float64(nodes)/n, "expanded/board")
				b.ReportMetric(0, "ns/op")
			})
		}
	}
}
