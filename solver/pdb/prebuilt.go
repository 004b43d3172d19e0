//go:build !js

package pdb

import (
	"context"
	"errors"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// prebuilt fetches the databases from beside a browser's page
// (prebuilt_js.go); a program with a folder has its cache instead.
func prebuilt(context.Context, solver.Board, []Partition, func(done, total int64)) (*DB, error) {
	return nil, errors.New("no page to fetch the databases from")
}

// keep keeps databases built in a browser's page in the browser's
// storage (prebuilt_js.go); a program with a folder writes its cache.
func keep(context.Context, solver.Board, []Partition, []byte) error {
	return errors.New("no page to keep the databases in")
}
