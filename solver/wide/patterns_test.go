package wide

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// useCacheDir makes the databases' cache a fresh folder and forgets the
// ones held in memory, until the test ends.
func useCacheDir(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	held.mu.Lock()
	old, oldDBs := held.dir, held.dbs
	held.dir, held.dbs = dir, nil
	held.mu.Unlock()
	t.Cleanup(func() {
		held.mu.Lock()
		held.dir, held.dbs = old, oldDBs
		held.mu.Unlock()
	})
	return dir
}

func TestRankCellsRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, c := range []struct{ n, m int }{{10, 1}, {10, 3}, {10, 5}, {15, 4}, {25, 2}, {25, 3}, {25, 5}, {25, 6}} {
		size := placements(c.n, c.m)
		for k := 0; k < 20000; k++ {
			r := uint32(k)
			if size > 20000 {
				r = uint32(rng.IntN(size))
			} else if k >= size {
				break
			}
			var cs [MaxPatternSize]uint8
			unrankCells(r, c.m, c.n, &cs)
			var used uint32
			for _, x := range cs[:c.m] {
				if int(x) >= c.n || used&(1<<x) != 0 {
					t.Fatalf("n=%d m=%d rank %d: cells %v", c.n, c.m, r, cs[:c.m])
				}
				used |= 1 << x
			}
			if got := rankCells(&cs, c.m, c.n); got != r {
				t.Fatalf("n=%d m=%d: rank %d unranks to %v, which ranks %d", c.n, c.m, r, cs[:c.m], got)
			}
		}
	}
}

// patternBFS is a pattern's table found independently: a 0-1
// breadth-first search over (the pattern's cells, the blank's cell) from
// the goal's, a move of a pattern tile costing 1 and of another tile 0;
// the entry of a placement is the least over the blank's cells, 255 where
// none is reached.
func patternBFS(s solver.Shape, goal Board, pat []int) map[[MaxPatternSize]uint8]uint8 {
	g := geo(s)
	type state struct {
		cs    [MaxPatternSize]uint8
		blank uint8
	}
	var start state
	for i, tile := range pat {
		start.cs[i] = uint8(slices.Index(goal[:g.cells], uint8(tile)))
	}
	start.blank = uint8(goal.Blank(s))
	dist := map[state]int{start: 0}
	deque := []state{start}
	for len(deque) > 0 {
		x := deque[0]
		deque = deque[1:]
		d := dist[x]
		for _, st := range g.steps[x.blank] {
			y := x
			y.blank = uint8(st.to)
			cost := 0
			if i := slices.Index(x.cs[:len(pat)], uint8(st.to)); i >= 0 {
				y.cs[i] = x.blank
				cost = 1
			}
			if old, ok := dist[y]; ok && old <= d+cost {
				continue
			}
			dist[y] = d + cost
			if cost == 0 {
				deque = append([]state{y}, deque...)
			} else {
				deque = append(deque, y)
			}
		}
	}
	out := map[[MaxPatternSize]uint8]uint8{}
	for x, d := range dist {
		if old, ok := out[x.cs]; !ok || uint8(d) < old {
			out[x.cs] = uint8(d)
		}
	}
	return out
}

// The builder's tables equal an independent breadth-first search's, entry
// for entry, on patterns of 1 to 4 tiles of several shapes and both goals,
// on one worker and on three.
func TestBuildPatternAgreesWithBFS(t *testing.T) {
	cases := []struct {
		s solver.Shape
		m []int
	}{
		{solver.Shape{Rows: 2, Cols: 5}, []int{1, 3, 4}},
		{solver.Shape{Rows: 5, Cols: 2}, []int{2, 4}},
		{solver.Shape{Rows: 3, Cols: 5}, []int{3}},
		{solver.Shape{Rows: 5, Cols: 5}, []int{2}},
	}
	if testing.Short() {
		cases = cases[:2]
	}
	for _, c := range cases {
		for _, goal := range []Board{Goal(c.s), GoalBlankFirst(c.s)} {
			part := DefaultPartitions(c.s, goal)[0]
			for _, m := range c.m {
				pat := part[0][:min(m, len(part[0]))]
				if m > len(part[0]) {
					t.Fatalf("%v: first pattern of %d tiles", c.s, len(part[0]))
				}
				want := patternBFS(c.s, goal, pat)
				n := c.s.Cells()
				cells := make([]uint8, len(pat))
				for i, tile := range pat {
					cells[i] = uint8(slices.Index(goal[:n], uint8(tile)))
				}
				for _, workers := range []int{1, 3} {
					var done atomic.Int64
					tab := buildPattern(context.Background(), newCellMasks(geo(c.s)), cells, goal.Blank(c.s), &done, workers)
					if len(tab) != placements(n, len(pat)) {
						t.Fatalf("%v %v: %d entries", c.s, pat, len(tab))
					}
					reached := 0
					for r := range tab {
						var cs [MaxPatternSize]uint8
						unrankCells(uint32(r), len(pat), n, &cs)
						w, ok := want[cs]
						if !ok {
							w = unreached
						} else {
							reached++
						}
						if tab[r] != w {
							t.Fatalf("%v goal %s pattern %v (%d workers): placement %v has %d, breadth-first %d", c.s, Format(c.s, goal), pat, workers, cs[:len(pat)], tab[r], w)
						}
					}
					if done.Load() != int64(reached) {
						t.Fatalf("%v %v: %d placements counted done, %d reached", c.s, pat, done.Load(), reached)
					}
				}
			}
		}
	}
}

// On 2x5 and 5x2 (either goal), the default databases never exceed the
// distance (over every board reachable), and idastar-pdb finds the
// breadth-first length.
func TestPatternsExactOnNarrow(t *testing.T) {
	useCacheDir(t)
	rng := rand.New(rand.NewPCG(7, 7))
	type pair struct {
		s    solver.Shape
		goal Board
	}
	var pairs []pair
	for _, s := range []solver.Shape{{Rows: 2, Cols: 5}, {Rows: 5, Cols: 2}} {
		pairs = append(pairs, pair{s, Goal(s)}, pair{s, GoalBlankFirst(s)})
	}
	if testing.Short() || raceOn {
		pairs = pairs[:1] // under the race detector, a minute for each
	}
	a := algo(t, "idastar-pdb")
	for _, c := range pairs {
		s, goal := c.s, c.goal
		{
			db, err := BuildPatterns(context.Background(), s, goal, DefaultPartitions(s, goal), 0, nil)
			if err != nil {
				t.Fatal(err)
			}
			// every board, layer by layer of a breadth-first search
			dist := map[[2]uint64]uint8{key(&goal): 0}
			layer := []Board{goal}
			exact := 0
			for d := 0; len(layer) > 0; d++ {
				var next []Board
				for _, b := range layer {
					if h := db.Estimate(b); h > d {
						t.Fatalf("%v %s: estimate %d, distance %d", s, Format(s, b), h, d)
					} else if h == d {
						exact++
					}
					for _, x := range Successors(s, b) {
						if k := key(&x.Board); dist[k] == 0 && x.Board != goal {
							dist[k] = uint8(d + 1)
							next = append(next, x.Board)
						}
					}
				}
				layer = next
			}
			if len(dist) != 1814400 {
				t.Fatalf("%v: %d boards reach the goal, want 10!/2", s, len(dist))
			}
			t.Logf("%v goal %s: %v, exact on %d of %d boards", s, Format(s, goal), db.Partitions(), exact, len(dist))
			for i := 0; i < 30; i++ {
				b := Random(s, rng, goal)
				p := Problem{b, goal, s}
				r := solve(t, a, p, solver.Options{})
				checkPath(t, p, r)
				if want := int(dist[key(&b)]); r.Cost != want || r.Guarantee != solver.Shortest {
					t.Fatalf("idastar-pdb on %v %s: %d moves (%v), breadth-first %d", s, Format(s, b), r.Cost, r.Guarantee, want)
				}
			}
		}
	}
}

// mirrored is b reflected about the main diagonal with each tile renamed
// as db does: as far from the goal as b.
func mirrored(db *Patterns, b Board) Board {
	var m Board
	for c := 0; c < db.n; c++ {
		m[db.mcell[c]] = db.mtile[b[c]]
	}
	return m
}

// On 5x5, idastar-pdb finds the length idastar-linear-conflict finds on
// scrambles of up to 50 moves, either goal; the estimate is the same for a
// board and its mirror image, and never below the Manhattan distance.
func TestPatternsFiveByFive(t *testing.T) {
	if raceOn {
		t.Skip("building the 5x5's databases under the race detector takes minutes: the small patterns' tests run instead")
	}
	useCacheDir(t)
	rng := rand.New(rand.NewPCG(26, 2))
	n := 16
	if testing.Short() {
		n = 4
	}
	pdb, lc := algo(t, "idastar-pdb"), algo(t, "idastar-linear-conflict")
	goals := []Board{Goal(s5), GoalBlankFirst(s5)}
	if testing.Short() {
		goals = goals[:1] // a build is 5-15 s
	}
	for _, goal := range goals {
		for i := 0; i < n; i++ {
			moves := 10 + 40*i/max(n-1, 1)
			p := Problem{Scramble(s5, rng, goal, moves), goal, s5}
			want := solve(t, lc, p, solver.Options{})
			got := solve(t, pdb, p, solver.Options{})
			checkPath(t, p, got)
			if got.Cost != want.Cost || got.Guarantee != solver.Shortest {
				t.Fatalf("%s: idastar-pdb %d moves (%v), idastar-linear-conflict %d", Format(s5, p.Start), got.Cost, got.Guarantee, want.Cost)
			}
			db, _, err := patternsFor(context.Background(), s5, goal, nil)
			if err != nil {
				t.Fatal(err)
			}
			if !db.mirror {
				t.Fatal("the 5x5's goal allows the reflection, not looked up")
			}
			h := db.Estimate(p.Start)
			if m := db.Estimate(mirrored(db, p.Start)); m != h {
				t.Fatalf("%s: estimate %d, of its mirror image %d", Format(s5, p.Start), h, m)
			}
			if md := Estimate(s5, goal, p.Start, false); h < md || h > want.Cost {
				t.Fatalf("%s: estimate %d, Manhattan %d, distance %d", Format(s5, p.Start), h, md, want.Cost)
			}
		}
	}
}

// The databases go to the cache and come back the same; a damaged or
// truncated file is rebuilt, not trusted, and rewritten.
func TestPatternCache(t *testing.T) {
	dir := t.TempDir()
	s := solver.Shape{Rows: 2, Cols: 5} // builds in milliseconds, even under -race
	goal := Goal(s)
	part := DefaultPartitions(s, goal)
	ctx := context.Background()
	built, err := LoadPatterns(ctx, dir, s, goal, part, nil)
	if err != nil || built.FromCache() || built.CacheError() != nil {
		t.Fatalf("first load: from cache %v, %v, %v", built != nil && built.FromCache(), err, built.CacheError())
	}
	path := filepath.Join(dir, CacheFile(s, goal, part))
	good, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if want := built.Bytes() + int64(len(built.header())) + 12; int64(len(good)) != want {
		t.Fatalf("file of %d bytes, want %d", len(good), want)
	}
	loaded, err := LoadPatterns(ctx, dir, s, goal, part, nil)
	if err != nil || !loaded.FromCache() {
		t.Fatalf("second load: from cache %v, %v", loaded != nil && loaded.FromCache(), err)
	}
	if !slices.EqualFunc(built.tabs, loaded.tabs, slices.Equal) {
		t.Fatal("the tables read back differ from the ones built")
	}
	for _, damage := range []struct {
		name string
		data []byte
	}{
		{"a byte of a table", func() []byte { d := slices.Clone(good); d[len(d)-100] ^= 1; return d }()},
		{"a byte of the header", func() []byte { d := slices.Clone(good); d[9] ^= 1; return d }()},
		{"truncated", good[:len(good)-1]},
		{"empty", nil},
		{"another goal's", func() []byte {
			other := GoalBlankFirst(s)
			db, err := BuildPatterns(ctx, s, other, DefaultPartitions(s, other), 1, nil)
			if err != nil {
				t.Fatal(err)
			}
			return db.encode()
		}()},
	} {
		if err := os.WriteFile(path, damage.data, 0o644); err != nil {
			t.Fatal(err)
		}
		db, err := LoadPatterns(ctx, dir, s, goal, part, nil)
		if err != nil || db.FromCache() {
			t.Fatalf("%s: from cache %v, %v", damage.name, db != nil && db.FromCache(), err)
		}
		if !slices.EqualFunc(built.tabs, db.tabs, slices.Equal) {
			t.Fatalf("%s: rebuilt tables differ", damage.name)
		}
		if again, _ := os.ReadFile(path); !slices.Equal(again, good) {
			t.Fatalf("%s: the file was not rewritten", damage.name)
		}
	}
}

// A build stops when its context is done, and a search waiting for one
// ends cancelled; the goroutines end (goleak, TestMain).
func TestPatternBuildCancel(t *testing.T) {
	useCacheDir(t)
	ctx, cancel := context.WithCancel(context.Background())
	var calls atomic.Int64
	db, err := BuildPatterns(ctx, s5, Goal(s5), DefaultPartitions(s5, Goal(s5)), 2, func(done, total int64) {
		if calls.Add(1) == 1 {
			cancel()
		}
	})
	if db != nil || !errors.Is(err, context.Canceled) {
		t.Fatalf("databases made %v, error %v; want none, cancelled", db != nil, err)
	}
	ctx, cancel = context.WithCancel(context.Background())
	r, err := Solve(ctx, algo(t, "idastar-pdb"), Problem{Scramble(s5, rand.New(rand.NewPCG(1, 1)), Goal(s5), 30), Goal(s5), s5},
		solver.Options{Prepare: func(string, int64, int64) { cancel() }})
	if err != nil || r.Status != solver.Cancelled {
		t.Fatalf("%v, %v", r.Status, err)
	}
}

// Under a memory cap too small for the databases idastar-pdb refuses,
// saying what it needs.
func TestPatternMemoryCap(t *testing.T) {
	useCacheDir(t)
	p := Problem{Scramble(s5, rand.New(rand.NewPCG(1, 1)), Goal(s5), 20), Goal(s5), s5}
	_, err := Solve(context.Background(), algo(t, "idastar-pdb"), p, solver.Options{MaxMemory: 20 << 20})
	need := fmt.Sprintf("needs %d MiB", (PatternBytes(s5, Goal(s5))+1<<20-1)>>20)
	if err == nil || !strings.Contains(err.Error(), need) || !strings.Contains(err.Error(), "memory cap of 20 MiB") {
		t.Fatalf("%v", err)
	}
}

// The making of the databases is reported (Options.Prepare, then
// Result.Prepared) and kept out of the search's time; the next search
// finds them in memory, the one after a restart in the cache.
func TestPatternPrepare(t *testing.T) {
	useCacheDir(t)
	s := solver.Shape{Rows: 5, Cols: 3} // a build of a second or so, even under -race
	rng := rand.New(rand.NewPCG(3, 3))
	a := algo(t, "idastar-pdb")
	var last, total int64
	var whats []string
	opt := solver.Options{Prepare: func(what string, done, tot int64) {
		if done < last {
			t.Errorf("progress went back: %d after %d", done, last)
		}
		last, total = done, tot
		if len(whats) == 0 || whats[len(whats)-1] != what {
			whats = append(whats, what)
		}
	}}
	p := Problem{Scramble(s, rng, Goal(s), 30), Goal(s), s}
	r := solve(t, a, p, opt)
	checkPath(t, p, r)
	if r.Prepared == nil || r.Prepared.Loaded || r.Prepared.What != "pattern database for 5x3" || last != total || total != int64(2*placements(15, 5)+placements(15, 4)) {
		t.Fatalf("prepared %+v, progress %d of %d, %q", r.Prepared, last, total, whats)
	}
	if r.Elapsed >= r.Prepared.Took {
		t.Logf("search %v, build %v", r.Elapsed, r.Prepared.Took)
	}
	if r2 := solve(t, a, p, opt); r2.Prepared != nil || r2.Cost != r.Cost {
		t.Fatalf("second search: prepared %+v, %d moves", r2.Prepared, r2.Cost)
	}
	held.mu.Lock()
	held.dbs = nil // as a new process
	held.mu.Unlock()
	if r3 := solve(t, a, p, opt); r3.Prepared == nil || !r3.Prepared.Loaded || r3.Cost != r.Cost {
		t.Fatalf("after a restart: prepared %+v, %d moves", r3.Prepared, r3.Cost)
	}
}

// The default partitions split the tiles of every shape with a side of 5,
// for either goal and a goal with the blank in the middle; on 5x5 the two
// partitions and their mirror images are four different splits (a split
// looked up twice would add nothing).
func TestDefaultPartitions(t *testing.T) {
	for _, s := range allShapes() {
		if !Needs(s) {
			continue
		}
		mid := Goal(s)
		c := s.Cells() / 2
		mid[c], mid[s.Cells()-1] = 0, mid[c]
		for _, goal := range []Board{Goal(s), GoalBlankFirst(s), mid} {
			parts := DefaultPartitions(s, goal)
			db, err := newPatterns(s, goal, parts)
			if err != nil {
				t.Fatalf("%v goal %s: %v", s, Format(s, goal), err)
			}
			if s != s5 {
				continue
			}
			if len(parts) != 2 || parts[0].String() != "5-5-5-5-4" {
				t.Fatalf("5x5: %v", parts)
			}
			if !db.mirror {
				if goal != mid {
					t.Fatalf("goal %s: no reflection", Format(s, goal))
				}
				continue
			}
			// a split as sets of tiles, sorted, in each view
			var splits []string
			for v := 0; v < db.views(); v++ {
				pi := v / db.mirrors
				var groups []string
				for _, pat := range parts[pi] {
					var tiles []int
					for _, tile := range pat {
						if v%db.mirrors == 1 {
							tile = slices.Index(db.mtile[:], uint8(tile))
						}
						tiles = append(tiles, tile)
					}
					slices.Sort(tiles)
					groups = append(groups, fmt.Sprint(tiles))
				}
				slices.Sort(groups)
				splits = append(splits, strings.Join(groups, " "))
			}
			if len(slices.Compact(slices.Sorted(slices.Values(splits)))) != 4 {
				t.Fatalf("goal %s: the views are not four different splits: %q", Format(s, goal), splits)
			}
		}
	}
}

// In a browser idastar-pdb runs where its databases build in seconds, and
// says why not on 5x5; elsewhere it runs on every side-5 shape.
func TestBrowserRefuses(t *testing.T) {
	for _, s := range allShapes() {
		if !Needs(s) {
			continue
		}
		if why := solver.Reason(browserRefuses(s, "linux")); why != "" {
			t.Errorf("%v on linux: %q", s, why)
		}
		why := solver.Reason(browserRefuses(s, "js"))
		if (s == s5) != (why != "") || s == s5 && !strings.Contains(why, "not in a browser at 5x5") {
			t.Errorf("%v in a browser: %q", s, why)
		}
	}
}

// The pattern databases' IDA* stops at exactly its node limit, as the
// other searches do: it ran to the next 1,024 ("stopped by the node limit
// (10 boards)" after 1,024), its count kept apart from theirs.
func TestPatternNodeLimit(t *testing.T) {
	useCacheDir(t)
	s := solver.Shape{Rows: 5, Cols: 3} // a build of a second or so, even under -race
	p := Problem{Random(s, rand.New(rand.NewPCG(5, 5)), Goal(s)), Goal(s), s}
	r, err := Solve(context.Background(), algo(t, "idastar-pdb"), p, solver.Options{MaxNodes: 10})
	if err != nil {
		t.Fatal(err)
	}
	if r.Status != solver.Limit || r.Expanded != 10 {
		t.Errorf("node limit 10: %v after %d boards", r.Status, r.Expanded)
	}
}
