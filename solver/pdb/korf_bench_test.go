package pdb

import (
	"bufio"
	"context"
	"flag"
	"math/rand/v2"
	"os"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

var (
	korfN    = flag.Int("pdb.korf", 100, "BenchmarkKorf100 solves the first n of Korf's 100 instances")
	korfPart = flag.Int("pdb.yardpart", 0, "the yardstick's 6-6-3 partition: 0 Korf and Felner's blocks, 1 the staircase (see DefaultPartitions)")
	korfRefl = flag.Bool("pdb.yardreflect", false, "the yardstick also looks its partition up on the mirrored board (not plain: to compare with published figures)")
)

// korfInstance is one of Korf's 100, turned for the blank-last goal (see
// TestKorfInstances), with its published optimal length.
type korfInstance struct {
	start solver.Board
	cost  int
}

// korf100 reads testdata/korf100.txt (a copy of the list in the shared
// notes): 16 tiles row by row, blank first goal, then the optimal length.
func korf100(tb testing.TB) []korfInstance {
	tb.Helper()
	f, err := os.Open("testdata/korf100.txt")
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var out []korfInstance
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Fields(line)
		if len(fields) != cells+1 {
			tb.Fatalf("korf100.txt: %q has %d fields, want 17", line, len(fields))
		}
		turned := make([]int, cells)
		for i, s := range fields[:cells] {
			tile, err := strconv.Atoi(s)
			if err != nil {
				tb.Fatalf("korf100.txt: %q: %v", line, err)
			}
			if tile != 0 {
				tile = cells - tile
			}
			turned[cells-1-i] = tile
		}
		cost, err := strconv.Atoi(fields[cells])
		if err != nil {
			tb.Fatalf("korf100.txt: %q: %v", line, err)
		}
		out = append(out, korfInstance{solver.FromTiles(turned), cost})
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	if len(out) != 100 {
		tb.Fatalf("korf100.txt has %d instances, want 100", len(out))
	}
	return out
}

// yardstick is the plain IDA* the issue measures against: one additive
// 6-6-3 partition (Korf and Felner's, the first default partition), a
// byte a placement indexed by the tiles' cells, the moved tile's pattern
// looked up again at each move, the move back to the parent pruned, no
// reflection, no duplicate automaton, no ordering of the children, no
// pathmax. It is written for the benchmark, kept simple and honest: the
// same lookup trick (no ranking) the real search uses.
type yardstick struct {
	tabs  [3][]uint8
	pat   [cells]uint8 // tile -> its pattern
	shift [cells]uint8 // tile -> its nibble in the pattern's index
	goal  solver.Board
	nodes int64
	bound int
	next  int
	idx   [3]uint32
	val   [3]int

	// the mirrored lookup, for -pdb.yardreflect only (solveReflected)
	rpat, rshift [cells]uint8
	ridx         [3]uint32
	rval         [3]int
}

// newYardstick takes the databases of db's partition part and sets
// them out a byte an entry.
func newYardstick(db *DB, part int) *yardstick {
	y := &yardstick{goal: db.goal}
	first := 0
	for _, p := range db.parts[:part] {
		first += len(p)
	}
	for k, pat := range db.parts[part] {
		y.tabs[k] = make([]uint8, 1<<(4*len(pat)))
		r := 0
		eachPlacement(len(pat), func(idx uint32) {
			y.tabs[k][idx] = db.compact[first+k][r]
			r++
		})
		for i, t := range pat {
			y.pat[t], y.shift[t] = uint8(k), uint8(4*i)
		}
	}
	// tile t in cell c stands, mirrored, for sigma(t) in the mirrored
	// cell, sigma(t) being the tile whose goal cell mirrors t's (see view)
	var cellOf [cells]int
	for c := 0; c < cells; c++ {
		cellOf[at(db.goal, c)] = c
	}
	for t := 1; t < cells; t++ {
		s := at(db.goal, transposeCell(cellOf[t]))
		y.rpat[t], y.rshift[t] = y.pat[s], y.shift[s]
	}
	return y
}

// solveReflected is solve with the estimate the larger of the plain and
// the mirrored sums: not the yardstick, a figure to set beside published
// ones that look the reflection up too.
func (y *yardstick) solveReflected(b solver.Board) (int, int64) {
	y.nodes = 0
	y.idx, y.ridx = [3]uint32{}, [3]uint32{}
	for c := 0; c < cells; c++ {
		if t := at(b, c); t != 0 {
			y.idx[y.pat[t]] |= uint32(c) << y.shift[t]
			y.ridx[y.rpat[t]] |= uint32(transposeCell(c)) << y.rshift[t]
		}
	}
	h, rh := 0, 0
	for k := range y.val {
		y.val[k], y.rval[k] = int(y.tabs[k][y.idx[k]]), int(y.tabs[k][y.ridx[k]])
		h += y.val[k]
		rh += y.rval[k]
	}
	for y.bound = max(h, rh); ; y.bound = y.next {
		y.next = noBound
		if y.dfsReflected(b, blankOf(b), -1, 0, h, rh) {
			return y.bound, y.nodes
		}
	}
}

func (y *yardstick) dfsReflected(b solver.Board, blank, parent, g, h, rh int) bool {
	if f := g + max(h, rh); f > y.bound {
		y.next = min(y.next, f)
		return false
	}
	if b == y.goal {
		return true
	}
	y.nodes++
	for _, nb8 := range neighbours[blank] {
		nb := int(nb8)
		if nb == parent {
			continue
		}
		t := at(b, nb)
		k, rk := y.pat[t], y.rpat[t]
		old, oldVal, rold, roldVal := y.idx[k], y.val[k], y.ridx[rk], y.rval[rk]
		y.idx[k] = uint32(int(old) + (blank-nb)<<y.shift[t])
		y.val[k] = int(y.tabs[k][y.idx[k]])
		y.ridx[rk] = uint32(int(rold) + (transposeCell(blank)-transposeCell(nb))<<y.rshift[t])
		y.rval[rk] = int(y.tabs[rk][y.ridx[rk]])
		found := y.dfsReflected(slide(b, blank, nb), nb, blank, g+1, h-oldVal+y.val[k], rh-roldVal+y.rval[rk])
		y.idx[k], y.val[k], y.ridx[rk], y.rval[rk] = old, oldVal, rold, roldVal
		if found {
			return true
		}
	}
	return false
}

// solve returns the optimal length from b and the boards expanded.
func (y *yardstick) solve(b solver.Board) (int, int64) {
	y.nodes = 0
	y.idx = [3]uint32{}
	for c := 0; c < cells; c++ {
		if t := at(b, c); t != 0 {
			y.idx[y.pat[t]] |= uint32(c) << y.shift[t]
		}
	}
	h := 0
	for k := range y.val {
		y.val[k] = int(y.tabs[k][y.idx[k]])
		h += y.val[k]
	}
	for y.bound = h; ; y.bound = y.next {
		y.next = noBound
		if y.dfs(b, blankOf(b), -1, 0, h) {
			return y.bound, y.nodes
		}
	}
}

func (y *yardstick) dfs(b solver.Board, blank, parent, g, h int) bool {
	if f := g + h; f > y.bound {
		y.next = min(y.next, f)
		return false
	}
	if b == y.goal {
		return true
	}
	y.nodes++
	for _, nb8 := range neighbours[blank] {
		nb := int(nb8)
		if nb == parent {
			continue
		}
		t := at(b, nb)
		k := y.pat[t]
		old, oldVal := y.idx[k], y.val[k]
		// the tile goes from nb to blank: its nibble changes by the difference
		y.idx[k] = uint32(int(old) + (blank-nb)<<y.shift[t])
		y.val[k] = int(y.tabs[k][y.idx[k]])
		found := y.dfs(slide(b, blank, nb), nb, blank, g+1, h-oldVal+y.val[k])
		y.idx[k], y.val[k] = old, oldVal
		if found {
			return true
		}
	}
	return false
}

// BenchmarkKorf100 solves Korf's 100 instances (the first -pdb.korf of
// them) with the yardstick and with Solve, side by side in one run, each
// board by one and then the other on the same locked thread, and reports
// the thread CPU time and nodes of each and their ratio. Every length
// must be the published one.
func BenchmarkKorf100(b *testing.B) {
	db := sharedDB(b)
	inst := korf100(b)[:min(max(*korfN, 1), 100)]
	y := newYardstick(db, min(max(*korfPart, 0), len(db.parts)-1))
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	var yCPU, sCPU time.Duration
	var yNodes, sNodes int64
	runs := 0
	for b.Loop() {
		for i, in := range inst {
			t0 := threadCPU()
			cost, nodes := 0, int64(0)
			if *korfRefl {
				cost, nodes = y.solveReflected(in.start)
			} else {
				cost, nodes = y.solve(in.start)
			}
			t1 := threadCPU()
			r, err := Solve(context.Background(), db, in.start, solver.Options{})
			t2 := threadCPU()
			if cost != in.cost || err != nil || r.Status != solver.Solved || r.Cost != in.cost {
				b.Fatalf("instance %d: yardstick %d, %s %v %d (%v), published %d", i+1, cost, Name, r.Status, r.Cost, err, in.cost)
			}
			yCPU += t1 - t0
			sCPU += t2 - t1
			yNodes += nodes
			sNodes += r.Expanded
		}
		runs++
	}
	n := float64(runs * len(inst))
	b.ReportMetric(yCPU.Seconds()*1e3/n, "yard-ms/board")
	b.ReportMetric(sCPU.Seconds()*1e3/n, "pdb-ms/board")
	b.ReportMetric(float64(yNodes)/n, "yard-nodes/board")
	b.ReportMetric(float64(sNodes)/n, "pdb-nodes/board")
	if yCPU > 0 {
		b.ReportMetric(sCPU.Seconds()/yCPU.Seconds(), "time-ratio")
	}
	b.ReportMetric(float64(sNodes)/float64(yNodes), "node-ratio")
}

// The yardstick is exact: on boards a few dozen random moves from the
// goal it finds the lengths Solve finds, with either partition.
func TestYardstickAgrees(t *testing.T) {
	db := sharedDB(t)
	rng := rand.New(rand.NewPCG(26, 1))
	for part := range db.parts {
		y := newYardstick(db, part)
		for i := 0; i < 20; i++ {
			b := walk(rng, db.goal, 20+rng.IntN(30))
			cost, _ := y.solve(b)
			rcost, _ := y.solveReflected(b)
			r, err := Solve(context.Background(), db, b, solver.Options{})
			if err != nil || r.Cost != cost || r.Cost != rcost {
				t.Fatalf("partition %d, %016x: yardstick %d, reflected %d, %s %d (%v)", part, uint64(b), cost, rcost, Name, r.Cost, err)
			}
		}
	}
}
