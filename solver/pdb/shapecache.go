package pdb

import (
	"bytes"
	"context"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"os"
	"path/filepath"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// The cache file of a shape other than 4x4: a header, then each
// pattern's table (one byte an entry: placements in rank order, within a
// placement the blank's free cells in order).
//
//	magic    8 bytes  "8PZLSHP\n"
//	version  uint32   shapeFormatVersion
//	rows     uint8
//	cols     uint8
//	goal     uint64   the goal board
//	parts    uint8    p, then per partition: patterns uint8 n, then per
//	                  pattern: size uint8, tiles [size]uint8
//	payload  uint64   the payload's length in bytes
//	checksum uint32   CRC-32C of the header before it and the payload
//
// Integers are little-endian. Anything that does not match what
// LoadShape asks for, or does not check out, is rebuilt.
const (
	shapeMagic         = "8PZLSHP\n"
	shapeFormatVersion = 1
)

// encodeShape writes the databases in the cache format.
func encodeShape(shape solver.Shape, goal solver.Board, parts []Partition, tabs [][]uint8) []byte {
	head := []byte(shapeMagic)
	head = binary.LittleEndian.AppendUint32(head, shapeFormatVersion)
	head = append(head, uint8(shape.Rows), uint8(shape.Cols))
	head = binary.LittleEndian.AppendUint64(head, uint64(goal))
	return seal(appendPartitions(head, parts), tabs)
}

// decodeShape parses a cache file. It checks the form only; whether the
// shape, goal and partitions are the ones wanted is the caller's
// business, and whether the entries are ones a search makes is
// checkShapeTable's. The tables share data's memory.
func decodeShape(data []byte) (shape solver.Shape, goal solver.Board, parts []Partition, tabs [][]uint8, err error) {
	fail := func(format string, a ...any) (solver.Shape, solver.Board, []Partition, [][]uint8, error) {
		return solver.Shape{}, 0, nil, nil, fmt.Errorf("pattern database cache: "+format, a...)
	}
	r := data
	if len(r) < len(shapeMagic)+4+2+8+1 || !bytes.Equal(r[:len(shapeMagic)], []byte(shapeMagic)) {
		return fail("not a pattern database file")
	}
	r = r[len(shapeMagic):]
	if v := binary.LittleEndian.Uint32(r); v != shapeFormatVersion {
		return solver.Shape{}, 0, nil, nil, fmt.Errorf("pattern database cache: version %d, want %d: %w", v, shapeFormatVersion, errStale)
	}
	shape = solver.Shape{Rows: int(r[4]), Cols: int(r[5])}
	goal = solver.Board(binary.LittleEndian.Uint64(r[6:]))
	if err := checkShape(shape, goal); err != nil {
		return fail("%v", err)
	}
	n := shape.Cells()
	parts, r, err = readPartitions(r[14:], n)
	if err != nil {
		return fail("%v", err)
	}
	if err := checkShapePartitions(n, parts); err != nil {
		return fail("%v", err)
	}
	var sizes []int
	for _, pat := range flatten(parts) {
		sizes = append(sizes, shapeEntries(n, len(pat)))
	}
	if tabs, err = unseal(data, r, sizes); err != nil {
		return fail("%v", err)
	}
	return shape, goal, parts, tabs, nil
}

// checkShapeTable reports an entry no search makes: every move of a
// pattern tile changes the Manhattan distance of the pattern's tiles by
// one, so an entry is at least that distance and of its parity, or
// unreached. A file can pass its checksum and still hold such entries
// when it was written by a faulty program; they could make the estimate
// too high.
func checkShapeTable(g *shapeGeom, goal solver.Board, tiles []int, vals []uint8) error {
	n, m := g.n, len(tiles)
	var home [shapeMaxCells]int
	for c := 0; c < n; c++ {
		home[goal.At(c)] = c
	}
	free := n - m
	var pos [shapeMaxCells]int8
	for r := 0; r*free < len(vals); r++ {
		shapeUnrank(n, r, pos[:m])
		md := 0
		for i, t := range tiles {
			c, h := int(pos[i]), home[t]
			md += abs(c/g.cols-h/g.cols) + abs(c%g.cols-h%g.cols)
		}
		for s, v := range vals[r*free : (r+1)*free] {
			if v == shapeUnreached {
				continue
			}
			if e := int(v) - md; e < 0 || e&1 != 0 {
				return fmt.Errorf("entry %d is %d, not the Manhattan distance %d plus an even number", r*free+s, v, md)
			}
		}
	}
	return nil
}

// shapeFileName names a cache file by shape, goal and partitions, so that
// databases of different goals live side by side (and beside the 4x4's,
// whose names start pdb4x4-).
func shapeFileName(shape solver.Shape, goal solver.Board, parts []Partition) string {
	h := crc32.New(castagnoli)
	for _, p := range parts {
		fmt.Fprintf(h, "%v/", p)
	}
	return fmt.Sprintf("pdb%v-%016x-%08x.bin", shape, uint64(goal), h.Sum32())
}

// LoadShape returns the default databases for goal on shape from the
// cache in dir ("" for DefaultDir), or builds them and writes the cache.
// A file that is damaged, truncated, of another format version, shape,
// goal or partition, or unreadable is rebuilt, never trusted. A cache
// that cannot be written is no error: see ShapeDB.CacheError.
func LoadShape(ctx context.Context, dir string, shape solver.Shape, goal solver.Board, progress func(done, total int64)) (*ShapeDB, error) {
	shape = shape.Norm()
	if err := checkShape(shape, goal); err != nil {
		return nil, err
	}
	parts := ShapePartitions(shape, goal)
	if dir == "" {
		d, err := DefaultDir()
		if err != nil {
			db, berr := BuildShapePartitions(ctx, shape, goal, parts, progress)
			if berr == nil {
				db.cacheErr = fmt.Errorf("no cache directory: %w", err)
			}
			return db, berr
		}
		dir = d
	}
	path := filepath.Join(dir, shapeFileName(shape, goal, parts))
	if db, err := readShapeCache(path, shape, goal, parts); err == nil {
		if progress != nil {
			total := shapeTotal(shape.Cells(), flatten(parts))
			progress(total, total)
		}
		return db, nil
	}
	db, err := BuildShapePartitions(ctx, shape, goal, parts, progress)
	if err != nil {
		return nil, err
	}
	tabs := make([][]uint8, len(db.tabs))
	for k := range db.tabs {
		tabs[k] = db.tabs[k].vals
	}
	db.cacheErr = writeCache(dir, path, encodeShape(shape, goal, db.parts, tabs))
	return db, nil
}

// readShapeCache reads and checks a cache file and assembles the
// databases. The tables keep the file's memory, one allocation.
func readShapeCache(path string, shape solver.Shape, goal solver.Board, parts []Partition) (*ShapeDB, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return shapeFromFile(data, path, shape, goal, parts)
}

// shapeFromFile is readShapeCache after reading.
func shapeFromFile(data []byte, path string, shape solver.Shape, goal solver.Board, parts []Partition) (*ShapeDB, error) {
	s, g, p, vals, err := decodeShape(data)
	if err != nil {
		return nil, err
	}
	if s != shape || g != goal || !equalParts(p, parts) {
		return nil, fmt.Errorf("%s holds %v, goal %016x, partitions %v, want %v, %016x, %v", path, s, uint64(g), p, shape, uint64(goal), parts)
	}
	geom := newShapeGeom(shape)
	pats := flatten(p)
	tabs := make([]shapeTable, len(pats))
	for k, pat := range pats {
		if err := checkShapeTable(&geom, goal, pat, vals[k]); err != nil {
			return nil, fmt.Errorf("%s: pattern %d: %w", path, k+1, err)
		}
		tabs[k] = shapeTable{tiles: pat, free: geom.n - len(pat), vals: vals[k]}
	}
	db := newShapeDB(geom, goal, p, tabs)
	db.fromCache = true
	return db, nil
}
