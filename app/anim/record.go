package anim

import (
	"context"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/searchlog"
)

// Record runs a on p and records the search in a log (of at most maxNodes
// boards; 0: searchlog's default), as the window's Explore and Race tabs
// do, for the command line's steps and races.
func Record(ctx context.Context, a *solver.Algorithm, p solver.Problem, opt solver.Options, maxNodes int) (*searchlog.Log, solver.Result, error) {
	l := searchlog.New(a, p, opt.Conventions, searchlog.Options{MaxNodes: maxNodes})
	opt.Trace = l.Trace
	res, err := a.Solve(ctx, p, opt)
	if err == nil {
		l.Finish(res)
	}
	return l, res, err
}
