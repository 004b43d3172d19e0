//go:build !js

package pdb

import (
	"context"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// Outside a browser, importing the package gives the engine the 7-8
// databases too (solver.RegisterPatterns78); a browser has no room for
// them (577 MB, or minutes of its one thread to build), and the engine
// does not offer the algorithms that use them there.
func init() { solver.RegisterPatterns78(Source78) }

// Source78 is the engine's source of the 7-8 databases: Patterns.Source78
// of the default source, with the cache files in DefaultDir.
func Source78(ctx context.Context, shape solver.Shape, goal solver.Board, progress func(done, total int64)) (solver.PatternDB, error) {
	return defaultPatterns.Source78(ctx, shape, goal, progress)
}
