package pdb

import (
	"context"
	"flag"
	"os"
	"runtime"
	"sync"
	"testing"
	"time"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

var dir78 = flag.String("pdb.dir78", "", "the cache folder of the 7-8 databases for the tests and benchmarks that need them: read from there, or built (minutes) and written there; empty: the user's cache folder for the benchmarks, a temporary folder for the tests")

// The 7-8 databases for the usual goal, built or loaded once per test
// binary.
var (
	once78 sync.Once
	db78   *DB
	err78  error
)

// sharedDB78 returns the 7-8 databases, from -pdb.dir78 (or def when it
// is empty), building them there when missing. It skips under -short, and
// under the race detector unless the folder holds them already.
func sharedDB78(tb testing.TB, def string) *DB {
	tb.Helper()
	if testing.Short() {
		tb.Skip("-short: the 7-8 databases take minutes to build (go test ./solver/pdb -run 78 -args -pdb.dir78 DIR keeps them in DIR)")
	}
	dir := *dir78
	if dir == "" {
		dir = def
	}
	if raceOn {
		if _, err := os.Stat(dir + "/" + fileName(GoalBlankLast, []Partition{Partition78(GoalBlankLast)})); err != nil {
			tb.Skip("race detector: building the 7-8 databases would take tens of minutes; build them without it first (go test ./solver/pdb -run 78 -args -pdb.dir78 DIR), then pass -pdb.dir78 DIR")
		}
	}
	once78.Do(func() {
		t0 := time.Now()
		db78, err78 = LoadPartitions(context.Background(), dir, GoalBlankLast, []Partition{Partition78(GoalBlankLast)}, nil)
		if err78 == nil {
			tb.Logf("7-8 databases in %s: %v (from the cache: %v)", dir, time.Since(t0).Round(time.Millisecond), db78.FromCache())
		}
	})
	if err78 != nil {
		tb.Fatal(err78)
	}
	return db78
}

// Every one of Korf's 100 that the 7-8 search finishes within a node
// limit takes its published optimal length, and the search needs fewer
// nodes than idastar-pdb's 6-6-3 on the same boards.
func TestKorf100Quick78(t *testing.T) {
	db := sharedDB78(t, t.TempDir())
	if db.Clamped() {
		t.Error("some 7-8 entry did not fit its 4 bits")
	}
	if !db.Reflected() || len(db.views) != 2 {
		t.Errorf("the 7-8 has %d views (reflected %v), want its sum plain and mirrored", len(db.views), db.Reflected())
	}
	const limit = 150_000
	checked := 0
	for i, in := range korf100(t) {
		r, err := Solve(context.Background(), db, in.start, solver.Options{MaxNodes: limit})
		if err != nil {
			t.Fatalf("instance %d: %v", i+1, err)
		}
		if r.Status == solver.Limit {
			continue
		}
		checked++
		if r.Status != solver.Solved || r.Cost != in.cost {
			t.Errorf("instance %d: %v cost %d, published %d", i+1, r.Status, r.Cost, in.cost)
		}
	}
	// the 6-6-3 solves 76 within this limit (TestKorf100Quick)
	if checked < 90 {
		t.Errorf("only %d of Korf's 100 solved within %d nodes, want at least 90", checked, limit)
	}
	t.Logf("%d of Korf's 100 solved within %d nodes by the 7-8, each at its published length", checked, limit)
}

// BenchmarkKorf100Of78 solves Korf's 100 instances (the first -pdb.korf)
// side by side on one locked thread: the plain 6-6-3 yardstick
// (-pdb.yardpart chooses its partition), Solve on the 6-6-3 databases
// (idastar-pdb) and Solve on the 7-8 (idastar-pdb78), and reports the
// thread CPU time and nodes of each and the ratios to the yardstick.
// Every length must be the published one. The 7-8 comes from -pdb.dir78,
// else the user's cache folder, built there first if missing (minutes:
// not timed here).
func BenchmarkKorf100Of78(b *testing.B) {
	def, err := DefaultDir()
	if err != nil {
		b.Fatal(err)
	}
	d78 := sharedDB78(b, def)
	db := sharedDB(b)
	inst := korf100(b)[:min(max(*korfN, 1), 100)]
	y := newYardstick(db, min(max(*korfPart, 0), len(db.parts)-1))
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	var yCPU, sCPU, eCPU time.Duration
	var yNodes, sNodes, eNodes int64
	runs := 0
	for b.Loop() {
		for i, in := range inst {
			t0 := threadCPU()
			cost, nodes := y.solve(in.start)
			t1 := threadCPU()
			r, err := Solve(context.Background(), db, in.start, solver.Options{})
			t2 := threadCPU()
			e, err78 := Solve(context.Background(), d78, in.start, solver.Options{})
			t3 := threadCPU()
			if cost != in.cost || err != nil || err78 != nil || r.Cost != in.cost || e.Status != solver.Solved || e.Cost != in.cost {
				b.Fatalf("instance %d: yardstick %d, 6-6-3 %d (%v), 7-8 %v %d (%v), published %d", i+1, cost, r.Cost, err, e.Status, e.Cost, err78, in.cost)
			}
			yCPU += t1 - t0
			sCPU += t2 - t1
			eCPU += t3 - t2
			yNodes += nodes
			sNodes += r.Expanded
			eNodes += e.Expanded
		}
		runs++
	}
	n := float64(runs * len(inst))
	b.ReportMetric(ms(yCPU)/n, "yard-ms/board")
	b.ReportMetric(ms(sCPU)/n, "pdb-ms/board")
	b.ReportMetric(ms(eCPU)/n, "p78-ms/board")
	b.ReportMetric(float64(yNodes)/n, "yard-nodes/board")
	b.ReportMetric(float64(sNodes)/n, "pdb-nodes/board")
	b.ReportMetric(float64(eNodes)/n, "p78-nodes/board")
	if yCPU > 0 {
		b.ReportMetric(sCPU.Seconds()/yCPU.Seconds(), "pdb-time-ratio")
		b.ReportMetric(eCPU.Seconds()/yCPU.Seconds(), "p78-time-ratio")
	}
}
