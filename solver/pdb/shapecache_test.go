package pdb

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// sameShapeEstimates checks two databases agree on random boards.
func sameShapeEstimates(t *testing.T, a, b *ShapeDB) {
	t.Helper()
	rng := rand.New(rand.NewPCG(7, 8))
	for i := 0; i < 2000; i++ {
		x := a.Shape().Random(rng, a.Goal())
		if a.Estimate(x) != b.Estimate(x) {
			t.Fatalf("%s: %d from one, %d from the other", a.Shape().Format(x), a.Estimate(x), b.Estimate(x))
		}
	}
}

func TestShapeCacheRoundTrip(t *testing.T) {
	dir := t.TempDir()
	ctx := context.Background()
	shape := solver.Shape{Rows: 4, Cols: 3}
	goal := shape.Goal()
	built, err := LoadShape(ctx, dir, shape, goal, nil)
	if err != nil || built.FromCache() || built.CacheError() != nil {
		t.Fatalf("first load: %v, from cache %v, cache error %v", err, built.FromCache(), built.CacheError())
	}
	var total int64
	var calls int
	loaded, err := LoadShape(ctx, dir, shape, goal, func(done, tot int64) { total, calls = tot, calls+1 })
	if err != nil || !loaded.FromCache() {
		t.Fatalf("second load: %v, from cache %v", err, loaded.FromCache())
	}
	if want := int64(shapePlacements(12, 6)*6 + shapePlacements(12, 5)*7); calls != 1 || total != want {
		t.Errorf("loading reported %d times, total %d, want once, %d", calls, total, want)
	}
	if !equalParts(loaded.Partitions(), built.Partitions()) || loaded.Goal() != goal || loaded.Shape() != shape {
		t.Errorf("loaded %v %v for %016x", loaded.Shape(), loaded.Partitions(), uint64(loaded.Goal()))
	}
	sameShapeEstimates(t, built, loaded)
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("cache directory holds %d files, want 1 (no temporary file left)", len(entries))
	}
	// another goal of the same shape lives beside it
	other, _ := shape.PresetGoal("spiral")
	if _, err := LoadShape(ctx, dir, shape, other, nil); err != nil {
		t.Fatal(err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 2 {
		t.Errorf("cache directory holds %d files, want 2", len(entries))
	}
}

// reChecksum rewrites the checksum of a file whose header or payload was
// changed on purpose, so that the other checks are the ones tested.
func reChecksum(data []byte, headLen int) []byte {
	sum := crc32.Update(crc32.Checksum(data[:headLen], castagnoli), castagnoli, data[headLen+4:])
	binary.LittleEndian.PutUint32(data[headLen:], sum)
	return data
}

// Every kind of damage leads to a rebuild, which rewrites the file: the
// next load reads it.
func TestShapeCacheDamageRebuilds(t *testing.T) {
	ctx := context.Background()
	shape := solver.Shape{Rows: 2, Cols: 4}
	goal := shape.Goal()
	otherShape := solver.Shape{Rows: 4, Cols: 2}
	otherGoal, _ := shape.PresetGoal("blank first")
	parts := ShapePartitions(shape, goal)
	// header: magic, version, rows, cols, goal, 1 partition of 2 patterns
	// of 4 and 3 tiles, payload length; then the checksum
	headLen := len(shapeMagic) + 4 + 2 + 8 + 1 + 1 + (1 + 4) + (1 + 3) + 8
	for _, tc := range []struct {
		name   string
		damage func(t *testing.T, data []byte) []byte
	}{
		{"payload bit", func(t *testing.T, d []byte) []byte { d[len(d)-5] ^= 4; return d }},
		{"header bit", func(t *testing.T, d []byte) []byte { d[len(shapeMagic)+6] ^= 1; return d }},
		{"truncated", func(t *testing.T, d []byte) []byte { return d[:len(d)-100] }},
		{"header only", func(t *testing.T, d []byte) []byte { return d[:headLen] }},
		{"empty", func(t *testing.T, d []byte) []byte { return nil }},
		{"longer", func(t *testing.T, d []byte) []byte { return append(d, 0) }},
		{"magic", func(t *testing.T, d []byte) []byte { d[0] = 'X'; return d }},
		{"stale version", func(t *testing.T, d []byte) []byte {
			binary.LittleEndian.PutUint32(d[len(shapeMagic):], shapeFormatVersion+1)
			if _, _, _, _, err := decodeShape(reChecksum(d, headLen)); !errors.Is(err, errStale) {
				t.Errorf("stale file: %v", err)
			}
			return d
		}},
		{"other goal", func(t *testing.T, d []byte) []byte {
			tabs := buildShapeT(t, shape, otherGoal).tabs
			return encodeShape(shape, otherGoal, parts, [][]uint8{tabs[0].vals, tabs[1].vals})
		}},
		{"other shape", func(t *testing.T, d []byte) []byte {
			db := buildShapeT(t, otherShape, otherShape.Goal())
			return encodeShape(otherShape, db.Goal(), db.parts, [][]uint8{db.tabs[0].vals, db.tabs[1].vals})
		}},
		{"other partition", func(t *testing.T, d []byte) []byte {
			p := []Partition{{{1, 2, 3, 4}, {5, 6, 7}}}
			db, err := BuildShapePartitions(ctx, shape, goal, p, nil)
			if err != nil {
				t.Fatal(err)
			}
			return encodeShape(shape, goal, p, [][]uint8{db.tabs[0].vals, db.tabs[1].vals})
		}},
		{"entry below Manhattan", func(t *testing.T, d []byte) []byte {
			// the last placement of the first pattern has its tiles far
			// from home; 0 there passes the checksum once rewritten, not
			// the entries' check
			d[headLen+4+shapePlacements(8, 4)*4-1] = 0
			return reChecksum(d, headLen)
		}},
		{"entry of the wrong parity", func(t *testing.T, d []byte) []byte {
			d[headLen+4+17]++
			return reChecksum(d, headLen)
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			first, err := LoadShape(ctx, dir, shape, goal, nil)
			if err != nil {
				t.Fatal(err)
			}
			path := filepath.Join(dir, shapeFileName(shape, goal, parts))
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, tc.damage(t, bytes.Clone(data)), 0o644); err != nil {
				t.Fatal(err)
			}
			again, err := LoadShape(ctx, dir, shape, goal, nil)
			if err != nil {
				t.Fatal(err)
			}
			if again.FromCache() {
				t.Fatal("damaged cache was trusted")
			}
			sameShapeEstimates(t, first, again)
			third, err := LoadShape(ctx, dir, shape, goal, nil)
			if err != nil || !third.FromCache() {
				t.Fatalf("after the rebuild: %v, from cache %v", err, third.FromCache())
			}
		})
	}
}

// A cache that cannot be written leaves working databases and says why.
func TestShapeCacheUnwritable(t *testing.T) {
	dir := t.TempDir()
	blocker := filepath.Join(dir, "file")
	if err := os.WriteFile(blocker, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	shape := solver.Shape{Rows: 2, Cols: 3}
	db, err := LoadShape(context.Background(), filepath.Join(blocker, "sub"), shape, shape.Goal(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if db.CacheError() == nil {
		t.Error("no cache error for a directory under a file")
	}
	if db.Estimate(shape.Goal()) != 0 {
		t.Error("the databases do not work")
	}
}

func FuzzDecodeShape(f *testing.F) {
	shape := solver.Shape{Rows: 2, Cols: 3}
	goal := shape.Goal()
	db, err := BuildShape(context.Background(), shape, goal, nil)
	if err != nil {
		f.Fatal(err)
	}
	good := encodeShape(shape, goal, db.parts, [][]uint8{db.tabs[0].vals, db.tabs[1].vals})
	f.Add(good)
	f.Add(good[:len(good)/2])
	f.Add([]byte(shapeMagic))
	bad := bytes.Clone(good)
	bad[len(bad)-3] ^= 1
	f.Add(bad)
	f.Fuzz(func(t *testing.T, data []byte) {
		s, g, p, tabs, err := decodeShape(data)
		if err != nil {
			return
		}
		if again := encodeShape(s, g, p, tabs); !bytes.Equal(again, data) {
			t.Fatalf("decoded %v %016x %v, which encodes differently", s, uint64(g), p)
		}
		// what passes the checksum may still hold entries no search
		// makes: assembling the databases must say so, not panic
		if db, err := shapeFromFile(data, "fuzz", s, g, p); err == nil {
			db.Estimate(g)
		}
	})
}
