package session

import (
	"context"
	"errors"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/searchlog"
	"github.com/eightpuzzle/eightpuzzle/solver/wide"
)

// The race on a side of 5. Its racers are solver/wide's searches, each
// recorded in a log of wide boards (searchlog.NewWide): the panels, the
// cursor, the verdict and the status read those logs as they read the
// engine's, so the race is the same race on every size. A racer that
// solver/wide does not run (bfs, the table, a database search other
// than idastar-pdb) does not start: its panel says why, as the Solve
// tab's menu greys it out; the others run under the Solve tab's limits
// and weight, exactly as Solve and `solve` run them.

// RaceRefused is why racer a does not run in a race on the puzzle's size,
// "" when it runs: on a side of 5, what solver/wide does not run.
func (r *Race) RaceRefused(a *solver.Algorithm) string {
	wp, ok := r.env.wide()
	if !ok {
		return ""
	}
	return RefusedAt(a, wp.Shape)
}

// startWide races the chosen algorithms on p, a board with a side of 5.
func (r *Race) startWide(p wide.Problem) {
	r.supersede()
	r.gen++
	gen := r.gen
	ctx, cancel := context.WithCancel(context.Background())
	r.cancel, r.board, r.goal, r.shape, r.stale = cancel, 0, 0, p.Shape.Norm(), ""
	r.wb, r.wg = p.Start, p.Goal
	r.racers, r.prepare = nil, Preparing{}
	prepare := prepareReporter(r.env.do, func() bool { return gen == r.gen && r.Running() }, func(p Preparing) {
		r.prepare = p
		r.Changed.emit()
	})
	type job struct {
		i   int
		x   *racer
		opt solver.Options
	}
	var jobs []job
	for _, n := range r.settings.Algorithms {
		a, err := solver.AlgorithmNamed(n)
		if err != nil {
			continue // loadRaceSettings keeps only known names
		}
		x := &racer{alg: a, optimal: -1, log: searchlog.NewWide(a, p, searchlog.Options{MaxNodes: r.maxNodes})}
		opt := r.env.options(a)
		x.weight = Weighted(a, opt.Weight)
		r.racers = append(r.racers, x)
		if why := r.RaceRefused(a); why != "" {
			x.err = errors.New(why) // under the panel's title, which names it
			continue
		}
		x.running = true
		jobs = append(jobs, job{len(r.racers) - 1, x, opt})
	}
	for _, j := range jobs {
		i := j.i
		r.env.wg.Add(1)
		go func() {
			defer r.env.wg.Done()
			rctx, stop := context.WithCancel(ctx)
			defer stop()
			l := j.x.log
			// a database the search needs (idastar-pdb's) is built before
			// the clock starts, its progress said as on the engine's sizes
			if err := wide.Prepare(rctx, j.x.alg, p, j.opt.MaxMemory, prepare); err != nil && rctx.Err() == nil {
				r.env.do(func() { r.finish(gen, i, solver.Result{}, err) })
				return
			}
			l.StartClock()
			res, err := wide.SolveTraced(rctx, j.x.alg, p, j.opt, func(e wide.Event) {
				l.TraceWide(e)
				if e.Kind == solver.Expand && l.Full() {
					stop() // its record is full: nothing more to show
				}
			})
			l.Finish(res.Result)
			r.env.do(func() { r.finish(gen, i, res.Result, err) })
		}()
	}
	r.pos, r.acc, r.follow = 0, 0, true
	if len(jobs) == 0 {
		cancel()
	}
	r.play()
	r.Changed.emit()
}

// wideOptimal is the shortest path's length on a side of 5 where it is
// known without a search: 0 at the goal; -1 otherwise (no table).
func wideOptimal(b, goal wide.Board) int {
	if b == goal {
		return 0
	}
	return -1
}

// BoardCells are the board and goal the race ran on, on any size.
func (r *Race) BoardCells() (board, goal Cells) {
	if wide.Needs(r.shape) {
		return Cells{r.shape, r.wb}, Cells{r.shape, r.wg}
	}
	return cellsOf(r.shape, r.board), cellsOf(r.shape, r.goal)
}
