package web

import (
	"bytes"
	"compress/gzip"
	"context"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/pdb"
)

// WritePatterns puts beside the page the file a browser's Load fetches
// (pdb.CacheFile of the standard 4x4 goal), and a gzipped copy of the same
// bytes that Handler sends.
func TestWritePatterns(t *testing.T) {
	if testing.Short() {
		t.Skip("skipped in -short mode: it may build the 4x4 databases (half a minute)")
	}
	dir := t.TempDir()
	if err := WritePatterns(context.Background(), dir); err != nil {
		t.Fatal(err)
	}
	name := pdb.CacheFile(solver.Shape{Rows: 4, Cols: 4}.Goal())
	raw, err := os.ReadFile(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(filepath.Join(dir, name+".gz"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	unzipped, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(raw, unzipped) {
		t.Errorf("the gzipped copy holds %d bytes, not the file's %d", len(unzipped), len(raw))
	}
	// the file is Load's: a Load from dir reads it rather than building
	db, err := pdb.Load(context.Background(), dir, solver.Shape{Rows: 4, Cols: 4}.Goal(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if !db.FromCache() {
		t.Error("Load built the databases instead of reading the file")
	}
	t.Logf("%s: %.1f MB, gzipped %.1f MB", name, float64(len(raw))/1e6, sizeOf(t, f)/1e6)
}

func sizeOf(t *testing.T, f *os.File) float64 {
	st, err := f.Stat()
	if err != nil {
		t.Fatal(err)
	}
	return float64(st.Size())
}
