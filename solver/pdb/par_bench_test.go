package pdb

import (
	"context"
	"flag"
	"runtime"
	"syscall"
	"testing"
	"time"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

var (
	parWorkers = flag.Int("pdb.workers", 2, "BenchmarkKorf100Par's workers for SolveParallel")
	par78      = flag.Bool("pdb.par78", false, "BenchmarkKorf100Par runs both searches on the 7-8 databases (see -pdb.dir78) instead of the 6-6-3")
)

// BenchmarkKorf100Par solves Korf's 100 instances (the first -pdb.korf of
// them) with Solve (one worker) and SolveParallel (-pdb.workers, 2 by
// default), side by side in one run, each board by one and then the
// other, and reports the wall time of each, their ratio, the CPU time the
// process used for each (both cores' for the parallel one), and the nodes:
// the counted ones, which must be equal, those expanded in all (past the
// goal's subtree too, and the top of each split iteration's tree walked
// once more), and those on the longest line of work, whose ratio to the
// counted ones bounds the speed-up on an idle machine (see critical). Every length must be the published one. The
// first ten boards are logged one by one. Run it with GOMAXPROCS at least
// the workers, on a machine otherwise idle: the wall clock counts other
// programs' turns.
func BenchmarkKorf100Par(b *testing.B) {
	var db *DB
	if *par78 {
		def, err := DefaultDir()
		if err != nil {
			b.Fatal(err)
		}
		db = sharedDB78(b, def)
	} else {
		db = sharedDB(b)
	}
	inst := korf100(b)[:min(max(*korfN, 1), 100)]
	workers := max(*parWorkers, 1)
	ctx := context.Background()
	var sWall, pWall, sCPU, pCPU time.Duration
	var sNodes, pWork, pCrit int64
	runs := 0
	for b.Loop() {
		for i, in := range inst {
			c0, t0 := processCPU(), time.Now()
			s, err := Solve(ctx, db, in.start, solver.Options{})
			c1, t1 := processCPU(), time.Now()
			w0, cr0 := worked.Load(), critical.Load()
			p, perr := SolveParallel(ctx, db, in.start, solver.Options{}, workers)
			c2, t2 := processCPU(), time.Now()
			work, crit := worked.Load()-w0, critical.Load()-cr0
			if err != nil || perr != nil || s.Cost != in.cost || p.Cost != in.cost || s.Expanded != p.Expanded || s.Generated != p.Generated {
				b.Fatalf("instance %d: %s %d moves, %d nodes (%v); %s %d moves, %d nodes (%v); published %d",
					i+1, Name, s.Cost, s.Expanded, err, ParName, p.Cost, p.Expanded, perr, in.cost)
			}
			if runs == 0 && i < 10 {
				b.Logf("instance %2d: %2d moves, %9d nodes counted by both; %s %7.1f ms, %s %7.1f ms on %d workers (%.2f of the time); %9d expanded in all, %9d on the longest line (speed-up bound %.2f)",
					i+1, in.cost, s.Expanded, Name, ms(t1.Sub(t0)), ParName, ms(t2.Sub(t1)), workers, t2.Sub(t1).Seconds()/t1.Sub(t0).Seconds(), work, crit, float64(s.Expanded)/float64(crit))
			}
			sWall += t1.Sub(t0)
			pWall += t2.Sub(t1)
			sCPU += c1 - c0
			pCPU += c2 - c1
			sNodes += s.Expanded
			pWork += work
			pCrit += crit
		}
		runs++
	}
	n := float64(runs * len(inst))
	b.ReportMetric(ms(sWall)/n, "seq-ms/board")
	b.ReportMetric(ms(pWall)/n, "par-ms/board")
	b.ReportMetric(pWall.Seconds()/sWall.Seconds(), "time-ratio")
	b.ReportMetric(ms(sCPU)/n, "seq-cpu-ms/board")
	b.ReportMetric(ms(pCPU)/n, "par-cpu-ms/board")
	b.ReportMetric(float64(sNodes)/n, "nodes/board")
	b.ReportMetric(float64(pWork)/n, "par-worked-nodes/board")
	b.ReportMetric(float64(pCrit)/n, "par-critical-nodes/board")
	b.ReportMetric(float64(sNodes)/float64(pCrit), "speedup-bound")
	b.ReportMetric(float64(runtime.GOMAXPROCS(0)), "gomaxprocs")
}

func ms(d time.Duration) float64 { return d.Seconds() * 1e3 }

// processCPU is the CPU time of the whole process, every thread's (Linux;
// 0 elsewhere).
func processCPU() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
