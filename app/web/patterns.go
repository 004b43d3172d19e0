package web

import (
	"compress/gzip"
	"context"
	"os"
	"path/filepath"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/pdb"
)

// WritePatterns writes the pattern databases of the standard 4x4 goal
// into dir, with a gzipped copy beside them: a browser's first 4x4 search
// with them fetches them (about 6 MB gzipped) rather than building them
// on the page's one thread, which takes minutes there. They come from the
// cache in pdb.DefaultDir, built there first if need be (half a minute).
func WritePatterns(ctx context.Context, dir string) error {
	goal := solver.Shape{Rows: 4, Cols: 4}.Goal()
	if _, err := pdb.Load(ctx, "", goal, nil); err != nil {
		return err
	}
	cache, err := pdb.DefaultDir()
	if err != nil {
		return err
	}
	name := pdb.CacheFile(goal)
	data, err := os.ReadFile(filepath.Join(cache, name))
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
		return err
	}
	f, err := os.Create(filepath.Join(dir, name+".gz"))
	if err != nil {
		return err
	}
	zw, _ := gzip.NewWriterLevel(f, gzip.BestCompression)
	if _, err := zw.Write(data); err != nil {
		f.Close()
		return err
	}
	if err := zw.Close(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
