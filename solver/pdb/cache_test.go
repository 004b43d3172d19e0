package pdb

import (
	"bytes"
	"context"
	"encoding/binary"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// sameEstimates checks two databases agree on random boards.
func sameEstimates(t *testing.T, a, b *DB) {
	t.Helper()
	rng := rand.New(rand.NewPCG(12, 12))
	for i := 0; i < 2000; i++ {
		x := random4(rng, a.Goal())
		if a.Estimate(x) != b.Estimate(x) {
			t.Fatalf("%016x: %d from one, %d from the other", uint64(x), a.Estimate(x), b.Estimate(x))
		}
	}
}

func TestCacheRoundTrip(t *testing.T) {
	dir := t.TempDir()
	part := smallPartition(GoalBlankLast)
	built, err := LoadPartitions(context.Background(), dir, GoalBlankLast, []Partition{part}, nil)
	if err != nil || built.FromCache() || built.CacheError() != nil {
		t.Fatalf("first load: %v, from cache %v, cache error %v", err, built.FromCache(), built.CacheError())
	}
	var total int64
	var calls int
	loaded, err := LoadPartitions(context.Background(), dir, GoalBlankLast, []Partition{part}, func(done, tot int64) { total, calls = tot, calls+1 })
	if err != nil || !loaded.FromCache() {
		t.Fatalf("second load: %v, from cache %v", err, loaded.FromCache())
	}
	if calls != 1 || total != 3*int64(placements(5)) {
		t.Errorf("loading reported %d times, total %d", calls, total)
	}
	if !equalParts(loaded.Partitions(), []Partition{part}) || loaded.Goal() != GoalBlankLast {
		t.Errorf("loaded %v for %016x", loaded.Partitions(), uint64(loaded.Goal()))
	}
	sameEstimates(t, built, loaded)
	// no temporary file left behind
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("cache directory holds %d files, want 1", len(entries))
	}
}

// Every kind of damage leads to a rebuild, which rewrites the file: the
// next load reads it.
func TestCacheDamageRebuilds(t *testing.T) {
	part := smallPartition(GoalBlankLast)
	otherGoal := GoalBlankFirst
	for i, tc := range []struct {
		name   string
		damage func(data []byte) []byte
	}{
		{"flipped payload byte", func(d []byte) []byte { d[len(d)-1000] ^= 0x10; return d }},
		{"flipped header byte", func(d []byte) []byte { d[len(magic)+5] ^= 0x01; return d }},
		{"flipped checksum", func(d []byte) []byte { d[headerLen(d)-1] ^= 0x80; return d }},
		{"truncated", func(d []byte) []byte { return d[:len(d)-1] }},
		{"truncated header", func(d []byte) []byte { return d[:20] }},
		{"empty", func(d []byte) []byte { return nil }},
		{"longer", func(d []byte) []byte { return append(d, 0) }},
		{"other version", func(d []byte) []byte {
			binary.LittleEndian.PutUint32(d[len(magic):], formatVersion+1)
			return d
		}},
		{"other goal", func(d []byte) []byte {
			// a well-formed file with the right checksum, for another goal
			db, err := BuildPartition(context.Background(), otherGoal, smallPartition(otherGoal), nil)
			if err != nil {
				t.Fatal(err)
			}
			return encode(db.goal, db.parts, db.compact)
		}},
		{"other partition", func(d []byte) []byte {
			p := smallPartition(GoalBlankLast)
			p[0], p[1] = p[1], p[0]
			db, err := BuildPartition(context.Background(), GoalBlankLast, p, nil)
			if err != nil {
				t.Fatal(err)
			}
			return encode(db.goal, db.parts, db.compact)
		}},
	} {
		if testing.Short() && i%3 != 0 {
			continue // -short: one kind of damage in three, each a rebuild
		}
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			good, err := LoadPartitions(context.Background(), dir, GoalBlankLast, []Partition{part}, nil)
			if err != nil {
				t.Fatal(err)
			}
			path := filepath.Join(dir, fileName(GoalBlankLast, []Partition{part}))
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, tc.damage(bytes.Clone(data)), 0o644); err != nil {
				t.Fatal(err)
			}
			db, err := LoadPartitions(context.Background(), dir, GoalBlankLast, []Partition{part}, nil)
			if err != nil || db.FromCache() || db.CacheError() != nil {
				t.Fatalf("damaged: %v, from cache %v, cache error %v; want a rebuild", err, db.FromCache(), db.CacheError())
			}
			sameEstimates(t, good, db)
			again, err := LoadPartitions(context.Background(), dir, GoalBlankLast, []Partition{part}, nil)
			if err != nil || !again.FromCache() {
				t.Fatalf("after the rebuild: %v, from cache %v", err, again.FromCache())
			}
			if fixed, _ := os.ReadFile(path); !bytes.Equal(fixed, data) {
				t.Error("the rewritten file differs from the first")
			}
		})
	}
}

// headerLen is where the payload starts.
func headerLen(d []byte) int {
	n := len(magic) + 4 + 8
	parts := int(d[n])
	n++
	for j := 0; j < parts; j++ {
		pats := int(d[n])
		n++
		for i := 0; i < pats; i++ {
			n += 1 + int(d[n])
		}
	}
	return n + 8 + 4
}

// An unreadable cache (here a directory where the file should be) is
// rebuilt, and the failure to write it reported, not returned.
func TestCacheUnwritable(t *testing.T) {
	dir := t.TempDir()
	part := smallPartition(GoalBlankLast)
	if err := os.Mkdir(filepath.Join(dir, fileName(GoalBlankLast, []Partition{part})), 0o755); err != nil {
		t.Fatal(err)
	}
	db, err := LoadPartitions(context.Background(), dir, GoalBlankLast, []Partition{part}, nil)
	if err != nil || db.FromCache() || db.CacheError() == nil {
		t.Fatalf("%v, from cache %v, cache error %v; want a rebuild and a cache error", err, db.FromCache(), db.CacheError())
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("cache directory holds %d entries, want only the directory", len(entries))
	}
}

func TestLoadBadInput(t *testing.T) {
	if _, err := Load(context.Background(), t.TempDir(), solver.GoalBlankLast, nil); err == nil {
		t.Error("Load took a 3x3 goal")
	}
	if _, err := LoadPartitions(context.Background(), t.TempDir(), GoalBlankLast, []Partition{{{1}}}, nil); err == nil {
		t.Error("LoadPartitions took a partition that misses tiles")
	}
}

// The decoder is a parser of files anyone could have written: it must not
// panic, and what it accepts must be what encode writes.
func FuzzDecode(f *testing.F) {
	part := Partition{{1}, {2}, {3}, {4}, {5}, {6}, {7}, {8}, {9}, {10}, {11}, {12}, {13}, {14}, {15}}
	db, err := BuildPartition(context.Background(), GoalBlankLast, part, nil)
	if err != nil {
		f.Fatal(err)
	}
	good := encode(db.goal, db.parts, db.compact)
	f.Add(good)
	f.Add(good[:len(good)/2])
	f.Add([]byte(magic))
	bad := bytes.Clone(good)
	bad[len(bad)-3] ^= 1
	f.Add(bad)
	f.Fuzz(func(t *testing.T, data []byte) {
		goal, p, compact, err := decode(data)
		if err != nil {
			return
		}
		if again := encode(goal, p, compact); !bytes.Equal(again, data) {
			t.Fatalf("decoded %016x %v, which encodes differently", uint64(goal), p)
		}
		// what passes the checksum may still hold entries no search
		// makes: assembling the databases must say so, not panic
		newDB(goal, p, compact)
	})
}
