package pdb

import (
	"context"
	"math/rand/v2"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// benchBoards are the 100 seeded random boards of BenchmarkSolve100,
// uniform over those that reach the goal.
func benchBoards(goal solver.Board) []solver.Board {
	rng := rand.New(rand.NewPCG(15, 2026))
	out := make([]solver.Board, 100)
	for i := range out {
		out[i] = random4(rng, goal)
	}
	return out
}

// BenchmarkSolve100 solves the 100 boards once per iteration and reports
// the mean and median time per board and the nodes (expansions).
func BenchmarkSolve100(b *testing.B) {
	db := sharedDB(b)
	boards := benchBoards(GoalBlankLast)
	var all []float64
	var nodes int64
	var total time.Duration
	// The thread's own CPU time, beside the wall clock: on a machine
	// shared with other work the clock counts their turns too.
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	cpu0 := threadCPU()
	b.ResetTimer()
	for b.Loop() {
		for _, s := range boards {
			t0 := time.Now()
			r, err := Solve(context.Background(), db, s, solver.Options{})
			el := time.Since(t0)
			if err != nil || r.Status != solver.Solved {
				b.Fatalf("%016x: %v %v", uint64(s), r.Status, err)
			}
			all = append(all, float64(el.Nanoseconds())/1e6)
			nodes += r.Expanded
			total += el
		}
	}
	cpu := threadCPU() - cpu0
	n := float64(len(all))
	slices.Sort(all)
	b.ReportMetric(total.Seconds()*1e3/n, "mean-ms")
	b.ReportMetric(all[len(all)/2], "median-ms")
	b.ReportMetric(all[len(all)-1], "max-ms")
	b.ReportMetric(float64(nodes)/n, "nodes/board")
	b.ReportMetric(float64(nodes)/total.Seconds(), "nodes/s")
	if cpu > 0 {
		b.ReportMetric(cpu.Seconds()*1e3/n, "cpu-mean-ms")
		b.ReportMetric(float64(nodes)/cpu.Seconds(), "cpu-nodes/s")
	}
}

// BenchmarkBuild builds the default databases from nothing and reports
// the process's peak resident memory (VmHWM, the whole test binary) and
// the memory the built databases hold.
func BenchmarkBuild(b *testing.B) {
	var db *DB
	for b.Loop() {
		var err error
		db, err = Build(context.Background(), GoalBlankLast, nil)
		if err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(db.Bytes())/1e6, "built-MB")
	if hwm := vmHWM(); hwm > 0 {
		b.ReportMetric(float64(hwm)/1e6, "peak-MB")
	}
}

// BenchmarkLoad reads the databases from a cache file written beforehand.
func BenchmarkLoad(b *testing.B) {
	dir := b.TempDir()
	if _, err := Load(context.Background(), dir, GoalBlankLast, nil); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		db, err := Load(context.Background(), dir, GoalBlankLast, nil)
		if err != nil || !db.FromCache() {
			b.Fatalf("not from the cache: %v", err)
		}
	}
}

// vmHWM reads the peak resident set of the process, in bytes (Linux).
func vmHWM() int64 {
	data, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(data), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			kb, err := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
			if err == nil {
				return kb * 1024
			}
		}
	}
	return 0
}

// threadCPU is the CPU time of the calling thread (Linux; 0 elsewhere).
func threadCPU() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(1 /* RUSAGE_THREAD */, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkEstimate is the cost of one estimate from scratch, as A* or
// greedy search would pay per board.
func BenchmarkEstimate(b *testing.B) {
	db := sharedDB(b)
	boards := benchBoards(GoalBlankLast)
	sum := 0
	for i := 0; b.Loop(); i++ {
		sum += db.Estimate(boards[i%len(boards)])
	}
	if sum < 0 {
		b.Fatal(sum)
	}
}
