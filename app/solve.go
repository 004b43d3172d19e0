package app

import (
	"context"
	"fmt"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// watchSpeeds are the slow-motion rates, in boards expanded per second.
var watchSpeeds = []float64{0.5, 1, 2, 4, 8, 15, 30, 60}

const defaultWatchSpeed = 3

// solveState is the part of the controller that runs searches.
type solveState struct {
	algo      *solver.Algorithm
	depth     int           // dls only; 0: the engine's default
	maxNodes  int64         // 0: no limit
	timeout   time.Duration // 0: no limit
	limitErr  error         // a limit field holds text that is not a number
	watch     bool
	watchRate int // index into watchSpeeds

	// delay is the pause after each expanded board in slow motion, in ns.
	// The search goroutine reads it, so moving the slider acts at once.
	delay atomic.Int64

	gen      uint64 // bumped by every new search; a result of an older one is dropped
	cancel   context.CancelFunc
	running  bool
	runAlgo  *solver.Algorithm // the search running, or the last one run
	runWatch bool
	runLimit solver.Options
	progress solver.Progress // the latest numbers shown
	last     *solver.Result  // the last search to finish, nil while one runs
}

func (s *solveState) init() {
	s.algo, _ = solver.AlgorithmByName(solver.DefaultAlgorithm)
	s.watchRate = defaultWatchSpeed
}

// setAlgorithm picks the algorithm the next Solve uses.
func (c *controller) setAlgorithm(a *solver.Algorithm) {
	if a == nil || a == c.algo {
		return
	}
	c.algo = a
	c.remember()
	c.runChanged.emit()
}

// setLimits takes the limit fields; err names a field that does not parse.
func (c *controller) setLimits(depth int, nodes int64, timeout time.Duration, err error) {
	c.depth, c.maxNodes, c.timeout, c.limitErr = depth, nodes, timeout, err
	c.remember()
	c.runChanged.emit()
}

// setWatch turns slow motion on or off; a running search follows at once.
func (c *controller) setWatch(on bool) {
	c.watch = on
	if c.running {
		c.runWatch = on // the running search slows down or speeds up now: show it
	}
	c.remember()
	c.updateDelay()
	c.runChanged.emit()
}

// setWatchRate sets the slow-motion speed; a running search follows at once.
func (c *controller) setWatchRate(i int) {
	c.watchRate = max(0, min(i, len(watchSpeeds)-1))
	c.remember()
	c.updateDelay()
	c.runChanged.emit()
}

func (c *controller) updateDelay() {
	var d time.Duration
	if c.watch {
		d = time.Duration(float64(time.Second) / watchSpeeds[c.watchRate])
	}
	c.delay.Store(int64(d))
}

// solve starts a search of the current board in a goroutine. A search
// already running is cancelled and its result dropped.
func (c *controller) solve() {
	if c.limitErr != nil {
		c.setStatus(widget.DangerImportance, "Cannot solve: "+c.limitErr.Error()+".")
		return
	}
	c.supersede("")
	c.gen++
	gen := c.gen
	ctx, cancel := context.WithCancel(context.Background())
	c.cancel, c.running, c.last = cancel, true, nil
	c.runAlgo, c.runWatch = c.algo, c.watch
	c.progress = solver.Progress{Board: c.board}

	opt := solver.Options{MaxNodes: c.maxNodes, Timeout: c.timeout}
	if c.algo.Name == "dls" {
		opt.DepthLimit = c.depth
	}
	c.runLimit = opt
	show := newThrottle(c.do, time.Second/70, func(p solver.Progress) {
		if c.gen == gen && c.running {
			c.progress = p
			c.progressChanged.emit()
		}
	})
	// The engine ends with one more report that describes the result, not
	// an expansion (depth 0 and the start board when unsolved). It comes
	// after a cancel, or repeats the last count; the result itself brings
	// the final counts, so the panel keeps the last board really expanded.
	seen := int64(-1)
	opt.Progress = func(p solver.Progress) {
		if ctx.Err() != nil || p.Expanded == seen {
			return
		}
		seen = p.Expanded
		show.report(p)
		// The engine calls a callback that blocks at every expansion, so
		// sleeping here is what slows the search itself down in slow
		// motion. It wakes on cancel: Stop is still instant.
		sleep(ctx, time.Duration(c.delay.Load()))
	}
	if c.watch {
		opt.Interval = time.Nanosecond // a report for every expansion
	}

	algo, p := c.algo, solver.Problem{Start: c.board, Goal: c.goal}
	c.wg.Add(1)
	go func() {
		defer c.wg.Done()
		res, err := algo.Solve(ctx, p, opt)
		c.do(func() { c.finish(gen, res, err) })
	}()
	verb := "Solving"
	if c.watch {
		verb = "Watching"
	}
	c.setStatus(widget.MediumImportance, fmt.Sprintf("%s with %s… (Esc stops)", verb, c.algo.Title))
	c.runChanged.emit()
}

// sleep waits for d or until ctx is cancelled.
func sleep(ctx context.Context, d time.Duration) {
	if d <= 0 || ctx.Err() != nil {
		return
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
	case <-t.C:
	}
}

// stop cancels the running search. The engine notices within about 0.1 ms
// and its result, marked cancelled, still arrives with the final counts.
func (c *controller) stop() {
	if !c.running {
		return
	}
	c.cancel()
	c.setStatus(widget.MediumImportance, "Stopping…")
}

// supersede cancels a running search whose result no longer matters, and
// drops that result when it comes; reason, if any, is shown.
func (c *controller) supersede(reason string) {
	if !c.running {
		return
	}
	c.cancel()
	c.gen++
	c.running = false
	if reason != "" {
		c.setStatus(widget.WarningImportance, "Search cancelled: "+reason+".")
	}
	c.runChanged.emit()
}

// escape is what Esc does: stop a search, else pause the replay.
func (c *controller) escape() {
	if c.running {
		c.stop()
		return
	}
	c.pause()
}

// finish takes the result of search gen on the UI goroutine.
func (c *controller) finish(gen uint64, res solver.Result, err error) {
	if gen != c.gen {
		return // superseded: a newer search or an edit made it stale
	}
	c.cancel()
	c.running = false
	if err != nil {
		c.setStatus(widget.DangerImportance, "Cannot solve: "+err.Error()+".")
		c.runChanged.emit()
		return
	}
	c.last = &res
	c.progress.Expanded, c.progress.Generated = res.Expanded, res.Generated
	c.progress.MaxDepth, c.progress.MaxFrontier = res.MaxDepth, res.MaxFrontier
	c.progress.Elapsed = res.Elapsed
	if res.Status == solver.Solved {
		g := len(res.Path) - 1
		c.progress.Depth, c.progress.F, c.progress.Board = g, float64(g), res.Path[g]
	}
	c.runChanged.emit()
	c.progressChanged.emit()
	counts := fmt.Sprintf("%s boards expanded in %s", count(res.Expanded), duration(res.Elapsed))
	if c.runWatch {
		counts += " (slowed down to watch)"
	}
	switch res.Status {
	case solver.Solved:
		c.showResult(res)
		c.replay.watched = c.runWatch
		c.replayChanged.emit()
		c.setStatus(widget.SuccessImportance, fmt.Sprintf("Solved in %s%s by %s: %s. Space plays it.",
			plural(res.Cost, "move", "moves"), c.optimalNote(res), c.runAlgo.Title, counts))
	case solver.Unsolvable:
		c.setStatus(widget.WarningImportance, "No solution: this board cannot reach the goal "+
			"(they differ in parity). Swap any two tiles to make it solvable.")
	case solver.Limit:
		c.setStatus(widget.WarningImportance, c.limitMessage(res)+" "+counts+".")
	case solver.Cancelled:
		c.setStatus(widget.MediumImportance, "Stopped: "+counts+", no solution yet.")
	}
}

// optimalNote says whether a solution's length is the shortest possible.
func (c *controller) optimalNote(res solver.Result) string {
	if res.Problem.Goal != c.goal {
		return ""
	}
	switch d := c.tableDistance(res.Problem.Start); {
	case d < 0:
		return ""
	case d == res.Cost:
		return " (optimal)"
	default:
		return fmt.Sprintf(" (the shortest has %d)", d)
	}
}

// limitMessage names the limit that stopped a search.
func (c *controller) limitMessage(res solver.Result) string {
	o := c.runLimit
	switch {
	case o.MaxNodes > 0 && res.Expanded >= o.MaxNodes:
		return fmt.Sprintf("Node limit reached (%s boards) before the goal:", count(o.MaxNodes))
	case o.Timeout > 0 && res.Elapsed >= o.Timeout:
		return fmt.Sprintf("Time limit reached (%s) before the goal:", duration(o.Timeout))
	case c.runAlgo != nil && c.runAlgo.Name == "dls":
		d := o.DepthLimit
		if d == 0 {
			d = solver.DefaultDepthLimit
		}
		return fmt.Sprintf("No solution within depth %d; raise the depth limit:", d)
	}
	return "The search ended without reaching the goal:"
}
