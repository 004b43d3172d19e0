package wide

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"os"
	"path/filepath"
	"slices"
	"sync"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// The cache file, in the folder of solver/pdb's (the user's cache
// directory, eightpuzzle/): a header, then each pattern's table (a byte a
// placement, in rank order).
//
//	magic    8 bytes  "8PZLPDW\n"
//	version  uint32   patternFormat
//	shape    2 bytes  rows, columns
//	goal     25 bytes the goal's tiles, cell by cell
//	parts    uint8    p, then per partition: patterns uint8 n, then per
//	                  pattern: size uint8, tiles [size]uint8
//	payload  uint64   the payload's length in bytes
//	checksum uint32   CRC-32C of the header before it and the payload
//
// Integers are little-endian. A file that does not match what is asked
// for, or does not check out, is rebuilt and rewritten, never trusted.
const (
	patternMagic  = "8PZLPDW\n"
	patternFormat = 1
)

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// encode is the databases in the cache format.
func (db *Patterns) encode() []byte {
	out := db.sealedHeader()
	for _, t := range db.tabs {
		out = append(out, t...)
	}
	return out
}

// sealedHeader is the cache file up to the tables: the header, the
// payload's length and the checksum.
func (db *Patterns) sealedHeader() []byte {
	head := []byte(patternMagic)
	head = binary.LittleEndian.AppendUint32(head, patternFormat)
	head = append(head, uint8(db.shape.Rows), uint8(db.shape.Cols))
	head = append(head, db.goal[:]...)
	head = append(head, uint8(len(db.parts)))
	for _, part := range db.parts {
		head = append(head, uint8(len(part)))
		for _, pat := range part {
			head = append(head, uint8(len(pat)))
			for _, t := range pat {
				head = append(head, uint8(t))
			}
		}
	}
	head = binary.LittleEndian.AppendUint64(head, uint64(db.Bytes()))
	sum := crc32.Checksum(head, castagnoli)
	for _, t := range db.tabs {
		sum = crc32.Update(sum, castagnoli, t)
	}
	return binary.LittleEndian.AppendUint32(head, sum)
}

// decodePatterns reads a cache file's data as the databases of parts for
// goal on s; anything else, or anything damaged, is an error. The tables
// share data's memory.
func decodePatterns(data []byte, s solver.Shape, goal Board, parts []Partition) (*Patterns, error) {
	want := (&Patterns{shape: s.Norm(), goal: goal, parts: parts}).header()
	if len(data) < len(want)+12 || !bytes.Equal(data[:len(want)], want) {
		return nil, errors.New("not the pattern database file of this shape, goal and partition (or another format version)")
	}
	r := data[len(want):]
	payload := binary.LittleEndian.Uint64(r)
	sum := binary.LittleEndian.Uint32(r[8:])
	db, err := newPatterns(s, goal, parts)
	if err != nil {
		return nil, err
	}
	var size uint64
	for _, pat := range db.part {
		size += uint64(placements(db.n, len(pat)))
	}
	body := r[12:]
	if payload != size || uint64(len(body)) != size {
		return nil, fmt.Errorf("payload of %d bytes (file has %d), want %d", payload, len(body), size)
	}
	got := crc32.Checksum(data[:len(want)+8], castagnoli)
	for rest := body; len(rest) > 0; {
		solver.Yield()
		n := min(len(rest), 1<<20)
		got, rest = crc32.Update(got, castagnoli, rest[:n]), rest[n:]
	}
	if got != sum {
		return nil, fmt.Errorf("checksum %08x, want %08x", got, sum)
	}
	for _, pat := range db.part {
		n := placements(db.n, len(pat))
		db.tabs = append(db.tabs, body[:n:n])
		body = body[n:]
	}
	db.fromCache = true
	return db, nil
}

// header is the cache file's header up to the payload's length.
func (db *Patterns) header() []byte {
	data := (&Patterns{shape: db.shape, goal: db.goal, parts: db.parts}).sealedHeader()
	return data[:len(data)-12]
}

// DefaultDir is where the databases are cached unless told otherwise: the
// user's cache directory, eightpuzzle/, solver/pdb's folder.
func DefaultDir() (string, error) {
	dir, err := os.UserCacheDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, "eightpuzzle"), nil
}

// CacheFile is the name of the cache file of the databases of parts for
// goal on s, in its folder.
func CacheFile(s solver.Shape, goal Board, parts []Partition) string {
	h := crc32.New(castagnoli)
	h.Write(goal[:])
	for _, part := range parts {
		fmt.Fprintf(h, "%v/", part)
	}
	return fmt.Sprintf("pdb%v-%08x.bin", s.Norm(), h.Sum32())
}

// LoadPatterns returns the databases of parts for goal on s from the cache
// in dir ("" for DefaultDir), or builds them (as BuildPatterns) and
// writes the cache through a temporary file and a rename. A file that is
// damaged, truncated, of another version, shape, goal or partition, or
// unreadable is rebuilt. A cache that cannot be written is no error: see
// CacheError. Loading reports once, at the end.
func LoadPatterns(ctx context.Context, dir string, s solver.Shape, goal Board, parts []Partition, progress func(done, total int64)) (*Patterns, error) {
	if _, err := newPatterns(s, goal, parts); err != nil {
		return nil, err
	}
	if dir == "" {
		d, err := DefaultDir()
		if err != nil {
			db, berr := BuildPatterns(ctx, s, goal, parts, 0, progress)
			if berr == nil {
				db.cacheErr = fmt.Errorf("no cache directory: %w", err)
			}
			return db, berr
		}
		dir = d
	}
	path := filepath.Join(dir, CacheFile(s, goal, parts))
	if data, err := os.ReadFile(path); err == nil {
		if db, err := decodePatterns(data, s, goal, parts); err == nil {
			if progress != nil {
				progress(db.Bytes(), db.Bytes())
			}
			return db, nil
		}
	}
	db, err := BuildPatterns(ctx, s, goal, parts, 0, progress)
	if err != nil {
		return nil, err
	}
	// the tables written as they are, not copied into one buffer (52 MB
	// more at the peak on 5x5)
	db.cacheErr = writeFile(dir, path, append([][]byte{db.sealedHeader()}, db.tabs...))
	return db, nil
}

// writeFile writes the parts of data one after the other to path through
// a temporary file in the same folder and a rename, so that a reader
// never sees half a file.
func writeFile(dir, path string, data [][]byte) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, ".pdbw-*.tmp")
	if err != nil {
		return err
	}
	for _, d := range data {
		if err == nil {
			_, err = f.Write(d)
		}
	}
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(f.Name(), path)
	}
	if err != nil {
		os.Remove(f.Name())
	}
	return err
}

// PatternBytes is the most memory the default databases of goal on s take
// while they are made: the tables, and beside them the largest pattern's
// build four times over (the process holds the builds of the patterns
// before it until the collector frees them: solve's build of the 5x5's
// peaked at 183 MB resident, for 188 MB counted): what the memory cap is
// held against.
// patternBuildFactor: see PatternBytes.
const patternBuildFactor = 4

func PatternBytes(s solver.Shape, goal Board) int64 {
	parts := DefaultPartitions(s, goal)
	g := geo(s)
	if parts == nil || g == nil {
		return 0
	}
	var tabs, build int64
	for _, pat := range slices.Concat(parts...) {
		tabs += int64(placements(g.cells, len(pat)))
		build = max(build, patternBuildFactor*buildBytes(g.cells, len(pat)))
	}
	return tabs + build
}

// held keeps the databases used last (two: a program switches between a
// goal or two; a 5x5's take 26 MB), and makes one build at a time, which
// every caller that asks for the same databases meanwhile waits for.
var held struct {
	mu   sync.Mutex
	dbs  []*Patterns // most recently used first
	busy chan struct{}
	dir  string // "" for DefaultDir; set by tests
}

const heldKeep = 2

func init() { held.busy = make(chan struct{}, 1) }

// patternsFor returns the default databases of goal on s: from memory, or
// from the cache, or built; loaded reports that they were not in memory.
func patternsFor(ctx context.Context, s solver.Shape, goal Board, progress func(done, total int64)) (db *Patterns, loaded bool, err error) {
	s = s.Norm()
	find := func() *Patterns {
		held.mu.Lock()
		defer held.mu.Unlock()
		for i, d := range held.dbs {
			if d.shape == s && d.goal == goal {
				held.dbs = slices.Insert(slices.Delete(held.dbs, i, i+1), 0, d)
				return d
			}
		}
		return nil
	}
	if db := find(); db != nil {
		return db, false, nil
	}
	select {
	case held.busy <- struct{}{}:
	case <-ctx.Done():
		return nil, false, ctx.Err()
	}
	defer func() { <-held.busy }()
	if db := find(); db != nil { // made while this caller waited
		return db, false, nil
	}
	held.mu.Lock()
	dir := held.dir
	held.mu.Unlock()
	db, err = LoadPatterns(ctx, dir, s, goal, DefaultPartitions(s, goal), progress)
	if err != nil {
		return nil, false, err
	}
	held.mu.Lock()
	held.dbs = append([]*Patterns{db}, held.dbs...)
	if len(held.dbs) > heldKeep {
		held.dbs = held.dbs[:heldKeep]
	}
	held.mu.Unlock()
	return db, true, nil
}
