package pdb

import (
	"flag"
	"sync"
	"testing"
)

var long = flag.Bool("pdb.long", false, "also compare with a linear-conflict IDA* on 50 uniformly random boards (minutes)")

// The default databases for the usual goal, built once per test binary:
// every test that needs them shares the build.
var (
	sharedOnce sync.Once
	shared     *DB
	sharedErr  error
)

func sharedDB(tb testing.TB) *DB {
	tb.Helper()
	sharedOnce.Do(func() { shared, sharedErr = Build(GoalBlankLast, nil) })
	if sharedErr != nil {
		tb.Fatal(sharedErr)
	}
	return shared
}
