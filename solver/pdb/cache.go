package pdb

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

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// The cache file: a header, then each pattern's compact database (one
// byte an entry, placements in rank order).
//
//	magic    8 bytes  "8PZLPDB\n"
//	version  uint32   formatVersion
//	goal     uint64   the goal board
//	parts    uint8    p, then per partition: patterns uint8 n, then per
//	                  pattern: size uint8, tiles [size]uint8
//	payload  uint64   the payload's length in bytes
//	checksum uint32   CRC-32C of the header before it and the payload
//
// Integers are little-endian. Anything that does not match what Load asks
// for, or does not check out, is rebuilt.
const (
	magic         = "8PZLPDB\n"
	formatVersion = 1
)

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// encode writes the databases in the cache format.
func encode(goal solver.Board, parts []Partition, compact [][]uint8) []byte {
	head := []byte(magic)
	head = binary.LittleEndian.AppendUint32(head, formatVersion)
	head = binary.LittleEndian.AppendUint64(head, uint64(goal))
	return seal(appendPartitions(head, parts), compact)
}

// appendPartitions writes partitions into a cache file's header as
// readPartitions reads them: their count, then each one's count of
// patterns and each pattern's tiles, a byte each.
func appendPartitions(head []byte, parts []Partition) []byte {
	head = append(head, uint8(len(parts)))
	for _, part := range parts {
		head = append(head, uint8(len(part)))
		for _, pat := range part {
			head = append(head, uint8(len(pat)))
			for _, t := range pat {
				head = append(head, uint8(t))
			}
		}
	}
	return head
}

// seal ends a cache file's header with the payload's length and the
// CRC-32C of header and payload, and appends the payload: the tail both
// formats share.
func seal(head []byte, payload [][]uint8) []byte {
	n := 0
	for _, p := range payload {
		n += len(p)
	}
	head = binary.LittleEndian.AppendUint64(head, uint64(n))
	sum := crc32.Checksum(head, castagnoli)
	for _, p := range payload {
		sum = crc32.Update(sum, castagnoli, p)
	}
	out := make([]byte, 0, len(head)+4+n)
	out = append(out, head...)
	out = binary.LittleEndian.AppendUint32(out, sum)
	for _, p := range payload {
		out = append(out, p...)
	}
	return out
}

// unseal is seal's reverse, for data whose header fields before the seal
// have been read, r being the rest: it checks the payload's length against
// the tables' sizes and the CRC-32C of header and payload, and returns
// the payload cut into the tables.
func unseal(data, r []byte, sizes []int) ([][]uint8, error) {
	if len(r) < 12 {
		return nil, errors.New("truncated header")
	}
	payload := binary.LittleEndian.Uint64(r)
	sum := binary.LittleEndian.Uint32(r[8:])
	head := data[:len(data)-len(r)+8]
	r = r[12:]
	var want uint64
	for _, size := range sizes {
		want += uint64(size)
	}
	if payload != want || uint64(len(r)) != want {
		return nil, fmt.Errorf("payload of %d bytes (file has %d), want %d", payload, len(r), want)
	}
	// a megabyte at a time: 23 MB for the 4x4's, in a browser's one thread
	got := crc32.Checksum(head, castagnoli)
	for rest := r; len(rest) > 0; {
		solver.Yield()
		n := min(len(rest), 1<<20)
		got, rest = crc32.Update(got, castagnoli, rest[:n]), rest[n:]
	}
	if got != sum {
		return nil, fmt.Errorf("checksum %08x, want %08x", got, sum)
	}
	tabs := make([][]uint8, len(sizes))
	for k, size := range sizes {
		tabs[k], r = r[:size:size], r[size:]
	}
	return tabs, nil
}

// errStale marks a well-formed file of another format version.
var errStale = errors.New("cache of another format version")

// decode parses a cache file. It checks the form only; whether the goal
// and partitions are the ones wanted is the caller's business. The
// compact databases it returns, one per pattern of flatten(parts), share
// data's memory.
func decode(data []byte) (goal solver.Board, parts []Partition, compact [][]uint8, err error) {
	fail := func(format string, a ...any) (solver.Board, []Partition, [][]uint8, error) {
		return 0, nil, nil, fmt.Errorf("pattern database cache: "+format, a...)
	}
	r := data
	if len(r) < len(magic)+4+8+1 || !bytes.Equal(r[:len(magic)], []byte(magic)) {
		return fail("not a pattern database file")
	}
	r = r[len(magic):]
	if v := binary.LittleEndian.Uint32(r); v != formatVersion {
		return 0, nil, nil, fmt.Errorf("pattern database cache: version %d, want %d: %w", v, formatVersion, errStale)
	}
	goal = solver.Board(binary.LittleEndian.Uint64(r[4:]))
	if err := check(goal); err != nil {
		return fail("goal: %v", err)
	}
	parts, r, err = readPartitions(r[12:], cells)
	if err != nil {
		return fail("%v", err)
	}
	for i, part := range parts {
		if err := part.Check(); err != nil {
			return fail("partition %d: %v", i+1, err)
		}
	}
	var sizes []int
	for _, pat := range flatten(parts) {
		sizes = append(sizes, placements(len(pat)))
	}
	if compact, err = unseal(data, r, sizes); err != nil {
		return fail("%v", err)
	}
	return goal, parts, compact, nil
}

// DefaultDir is where Load keeps its files unless told otherwise: the
// user's cache directory, eightpuzzle/.
func DefaultDir() (string, error) {
	dir, err := os.UserCacheDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, "eightpuzzle"), nil
}

// fileName names a cache file by goal and partitions, so that databases
// of different goals live side by side.
func fileName(goal solver.Board, parts []Partition) string {
	h := crc32.New(castagnoli)
	for _, p := range parts {
		fmt.Fprintf(h, "%v/", p)
	}
	return fmt.Sprintf("pdb4x4-%016x-%08x.bin", uint64(goal), h.Sum32())
}

// CacheFile is the name of the cache file of goal's default databases,
// which Load keeps in its folder; make web puts the standard goal's beside
// the page, where a browser's Load fetches it.
func CacheFile(goal solver.Board) string {
	return fileName(goal, DefaultPartitions(goal))
}

func equalParts(a, b []Partition) bool {
	return slices.EqualFunc(a, b, Partition.equal)
}

// Load returns the default databases for goal from the cache in dir (""
// for DefaultDir), or builds them and writes the cache. A cache file that
// is damaged, truncated, of another format version, goal or partition, or
// unreadable is rebuilt, never trusted. ctx and progress are as for Build; loading
// reports once, at the end. A cache that cannot be written is no error:
// see DB.CacheError.
func Load(ctx context.Context, dir string, goal solver.Board, progress func(done, total int64)) (*DB, error) {
	if err := check(goal); err != nil {
		return nil, fmt.Errorf("goal: %w", err)
	}
	return LoadPartitions(ctx, dir, goal, DefaultPartitions(goal), progress)
}

// LoadPartitions is Load with partitions of one's own.
func LoadPartitions(ctx context.Context, dir string, goal solver.Board, parts []Partition, progress func(done, total int64)) (*DB, error) {
	if err := check(goal); err != nil {
		return nil, fmt.Errorf("goal: %w", err)
	}
	parts, err := checkPartitions(parts)
	if err != nil {
		return nil, err
	}
	if dir == "" {
		d, err := DefaultDir()
		if err != nil {
			// no folder (a browser): the copy make web puts beside the
			// page, if any, is seconds sooner than a build there
			if db, ferr := prebuilt(ctx, goal, parts, progress); ferr == nil || ctx.Err() != nil {
				return db, ferr
			}
			db, berr := BuildPartitions(ctx, goal, parts, progress)
			if berr == nil {
				// a browser's storage, where prebuilt finds them next time
				if kerr := keep(ctx, goal, parts, encode(db.goal, db.parts, db.compact)); kerr != nil {
					db.cacheErr = fmt.Errorf("no cache directory: %w", err)
				}
				db.compact = nil
			}
			return db, berr
		}
		dir = d
	}
	path := filepath.Join(dir, fileName(goal, parts))
	if db, err := readCache(path, goal, parts); err == nil {
		if progress != nil {
			var total int64
			for _, pat := range db.pats {
				total += int64(placements(len(pat)))
			}
			progress(total, total)
		}
		db.compact = nil // only the cache needs it
		return db, nil
	}
	db, err := BuildPartitions(ctx, goal, parts, progress)
	if err != nil {
		return nil, err
	}
	db.cacheErr = writeCache(dir, path, encode(db.goal, db.parts, db.compact))
	db.compact = nil
	return db, nil
}

// readCache reads and checks a cache file and assembles the databases.
func readCache(path string, goal solver.Board, parts []Partition) (*DB, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return fromCache(path, data, goal, parts)
}

// fromCache checks a cache file's data (read from path) and assembles
// the databases.
func fromCache(path string, data []byte, goal solver.Board, parts []Partition) (*DB, error) {
	g, p, compact, err := decode(data)
	if err != nil {
		return nil, err
	}
	if g != goal || !equalParts(p, parts) {
		return nil, fmt.Errorf("%s holds goal %016x, partitions %v, want %016x, %v", path, uint64(g), p, uint64(goal), parts)
	}
	db, err := newDB(goal, parts, compact)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	db.fromCache = true
	return db, nil
}

// writeCache writes data to path through a temporary file in the same
// directory and a rename, so that a reader never sees half a file.
func writeCache(dir, path string, data []byte) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, ".pdb-*.tmp")
	if err != nil {
		return err
	}
	_, err = f.Write(data)
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

// readPartitions reads the partitions of a cache file's header, which
// starts at r: their count, then each one's count of patterns and each
// pattern's tiles, a byte each, on a board of the given number of cells.
// It returns what follows them. Both formats (the 4x4's and the other
// sizes') write them so; each checks the tiles against its own rules.
func readPartitions(r []byte, cells int) ([]Partition, []byte, error) {
	if len(r) < 1 {
		return nil, nil, fmt.Errorf("truncated before the partitions")
	}
	np := int(r[0])
	r = r[1:]
	if np < 1 || np > maxPartitions {
		return nil, nil, fmt.Errorf("%d partitions", np)
	}
	parts := make([]Partition, np)
	for i := range parts {
		if len(r) < 1 {
			return nil, nil, fmt.Errorf("truncated in partition %d", i+1)
		}
		n := int(r[0])
		r = r[1:]
		if n < 1 || n > cells-1 {
			return nil, nil, fmt.Errorf("partition %d: %d patterns", i+1, n)
		}
		part := make(Partition, n)
		for k := range part {
			if len(r) < 1 {
				return nil, nil, fmt.Errorf("truncated in pattern %d", k+1)
			}
			m := int(r[0])
			if m < 1 || m > MaxPatternSize || len(r) < 1+m {
				return nil, nil, fmt.Errorf("pattern %d: %d tiles or truncated", k+1, m)
			}
			for _, t := range r[1 : 1+m] {
				part[k] = append(part[k], int(t))
			}
			r = r[1+m:]
		}
		parts[i] = part
	}
	return parts, r, nil
}
