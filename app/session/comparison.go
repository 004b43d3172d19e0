package session

import (
	"context"
	"errors"
	"slices"
	"sync"
	"time"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/harness"
	"github.com/eightpuzzle/eightpuzzle/solver/wide"
)

// compareEnv is what the comparison takes from the session.
type compareEnv struct {
	do      func(func())
	prefs   Prefs
	wg      *sync.WaitGroup
	current func() solver.Problem // the board on screen, its goal and size
	// conventions are those the session runs every search under
	conventions func() solver.Conventions
	// weight is weighted A*'s, given to the A* searches (1: plain)
	weight func() float64
	// memory is the Solve tab's memory cap, every run's (0: the engine's)
	memory func() int64
	// solved is the Solve tab's last search, whole, as a run may take it
	// (nil: none to take)
	solved func() *solvedSearch
	// wide is the board on screen on a side of 5 (current's boards are
	// zero there)
	wide func() wide.Problem
}

// Comparison is the state of the Compare tab: its remembered settings and,
// for each mode, the run under way in its goroutine and the rows it
// brought back. Like a search, each run is counted, so that reports of a
// run that was cancelled or superseded are dropped when they arrive.
//
// An edit of the board cancels a comparison of the board, and a new goal
// cancels either kind: results for a board that is no longer on screen
// would be misread as results for the one that is. What did finish stays,
// marked as being for the old board, because a person who edits mid-run
// usually still wants to read what came in. A batch draws its own boards,
// so an edit of the board leaves it alone.
//
// Every method belongs to the UI goroutine.
type Comparison struct {
	env      compareEnv
	settings Settings
	runs     [2]run // by CompareMode
	// depthStored says the dls depth in settings was remembered, not a
	// default to fit to the size (shapeLoaded)
	depthStored bool
	// fieldProblem is what the Compare tab's fields say is wrong with
	// what was typed in them (SetFieldProblem), "" when nothing is
	fieldProblem string

	// Changed fires when the settings, a run's state or its rows change.
	Changed Signal
}

// SetFieldProblem says what is wrong with what was typed in the Compare
// tab's fields, "" when nothing is: the typed text never reaches the
// settings, so the view tells it, and the status line says why Run is
// off rather than inviting a run (it said "Run compares 29 algorithms"
// with Run greyed out by a field in red).
func (c *Comparison) SetFieldProblem(p string) {
	if p != c.fieldProblem {
		c.fieldProblem = p
		c.Changed.emit()
	}
}

// FieldProblem is the sentence that says what SetFieldProblem was told,
// "" when nothing is wrong: the Compare tab's note under its fields and
// the status line.
func (c *Comparison) FieldProblem() string {
	if c.fieldProblem == "" {
		return ""
	}
	return tr("Cannot run: ") + c.fieldProblem + "."
}

// run is one mode's latest run.
type run struct {
	gen        uint64 // bumped by every start and every supersede
	cancel     context.CancelFunc
	running    bool
	cancelling bool // the user asked to stop; the rows done are still to come

	// what the run was asked to do
	algs        []*solver.Algorithm
	board, goal solver.Board // board is unused by a batch
	shape       solver.Shape
	wp          wide.Problem        // the board and goal on a side of 5
	notRun      []*solver.Algorithm // chosen, but not run on a side of 5
	boards      int                 // 0 until a batch has drawn them

	rows      []harness.Row // runs finished so far; every row once the run ended
	progress  harness.CompareProgress
	prepare   Preparing // what the current run builds before its search
	ended     bool
	cancelled bool   // ended early at the user's request
	failure   string // why the run could not start; "" when it could
	stale     string // why the rows no longer match the puzzle; "" while they do

	sums  []harness.Summary     // batch: rows summed up per algorithm
	depth []harness.DepthSeries // batch: expanded against distance
}

func newComparison(env compareEnv) *Comparison {
	c := &Comparison{env: env}
	c.settings, c.depthStored = loadSettings(env.prefs)
	return c
}

// Settings are the comparison's settings.
func (c *Comparison) Settings() Settings {
	s := c.settings
	s.Algorithms = slices.Clone(s.Algorithms)
	return s
}

// Mode is the mode shown.
func (c *Comparison) Mode() CompareMode { return c.settings.Mode }

// Runs are the chosen algorithms a run makes on the size on screen: on a
// side of 5, those solver/wide runs.
func (c *Comparison) Runs() []*solver.Algorithm {
	runs, _ := c.runnable()
	return runs
}

// runnable splits the chosen algorithms into those a run makes on the
// size on screen and those it does not: on a side of 5, what solver/wide
// does not run (Refused).
func (c *Comparison) runnable() (runs, not []*solver.Algorithm) {
	algs := c.Algorithms()
	if !wide.Needs(c.env.current().Shape) {
		return algs, nil
	}
	return harness.WideRuns(algs)
}

// Algorithms are the chosen algorithms, in the registry's order.
func (c *Comparison) Algorithms() []*solver.Algorithm {
	var out []*solver.Algorithm
	for _, n := range c.settings.Algorithms {
		if a, err := solver.AlgorithmNamed(n); err == nil {
			out = append(out, a)
		}
	}
	return out
}

// SetMode shows the other mode. Each keeps its run going.
func (c *Comparison) SetMode(m CompareMode) {
	if m != OneBoard && m != Batch || m == c.settings.Mode {
		return
	}
	c.settings.Mode = m
	c.save()
}

// SetAlgorithms chooses the algorithms to compare; unknown names are
// ignored, and the order is the registry's, then the searches led by the
// user's heuristic in the order given.
func (c *Comparison) SetAlgorithms(names []string) {
	out, _ := registryOrder(names)
	if slices.Equal(out, c.settings.Algorithms) {
		return
	}
	c.settings.Algorithms = out
	c.save()
}

// SetLimits sets the caps of every later run; limits that do not pass
// Check are refused with its error and change nothing.
func (c *Comparison) SetLimits(l Limits) error {
	if err := l.Check(); err != nil {
		return err
	}
	if l != c.settings.Limits {
		c.settings.Limits = l
		c.save()
	}
	return nil
}

// SetBatch sets the boards of later batches, as SetLimits does the caps.
func (c *Comparison) SetBatch(b BatchSettings) error {
	if err := b.Check(); err != nil {
		return err
	}
	if b != c.settings.Batch {
		c.settings.Batch = b
		c.save()
	}
	return nil
}

// SetSort remembers a mode's table order; the chart draws its bars in it.
func (c *Comparison) SetSort(m CompareMode, s Sort) {
	if m != OneBoard && m != Batch || s == c.settings.Sorts[m] {
		return
	}
	c.settings.Sorts[m] = s
	c.save()
}

// SetChart remembers which chart a mode shows, by a key of the view's
// (lower-case letters, digits and dashes); another key is ignored.
func (c *Comparison) SetChart(m CompareMode, key string) {
	if m != OneBoard && m != Batch || !validKey(key) || key == c.settings.Charts[m] {
		return
	}
	c.settings.Charts[m] = key
	c.save()
}

func (c *Comparison) save() {
	saveSettings(changedOnly{c.env.prefs}, c.settings)
	c.Changed.emit()
}

// Shape is the size of the puzzle on screen, which a run compares on.
func (c *Comparison) Shape() solver.Shape { return c.env.current().Shape.Norm() }

// Weight is the weight a run gives its A* rows (the Solve tab's; 1 for
// none).
func (c *Comparison) Weight() float64 {
	if c.env.weight == nil {
		return 1
	}
	return c.env.weight()
}

// Running reports whether the mode shown has a run under way.
func (c *Comparison) Running() bool { return c.runs[c.settings.Mode].running }

// Run compares the chosen algorithms in the mode shown, within the limits:
// on the board beside, or on a batch drawn for the goal. A run of that mode
// already going is cancelled and its results dropped. With no algorithm
// chosen it does nothing (the status says why).
func (c *Comparison) Run() {
	mode := c.settings.Mode
	algs, notRun := c.runnable()
	if len(algs) == 0 {
		return
	}
	cur := c.env.current()
	board, goal, shape := cur.Start, cur.Goal, cur.Shape.Norm()
	isWide := wide.Needs(shape)
	var wp wide.Problem
	if isWide {
		wp = c.env.wide()
	}
	opt := harness.CompareOptions{Limits: c.settings.Limits.solver(), DepthLimit: c.settings.Limits.Depth}
	if c.env.conventions != nil && !isWide { // solver/wide keeps its own (see searchOptions)
		opt.Conventions = c.env.conventions()
	}
	if c.env.weight != nil {
		opt.Weight = c.env.weight()
	}
	if c.env.memory != nil {
		opt.MaxMemory = c.env.memory()
	}
	var problems func(context.Context) ([]solver.Problem, error)
	// A batch sums its rows up at every hand-over: ten a second keeps that
	// cheap even for thousands of rows (fewer in a browser: batchEvery).
	every := batchEvery
	if mode == OneBoard {
		opt.KeepPaths = true // the rows' solutions are what a click replays
		if c.env.solved != nil {
			// the same search as the Solve tab's last is that search, not
			// a second measurement of it: one search, one set of numbers
			if k := c.env.solved(); k != nil {
				opt.Known, opt.KnownWide = k.same, k.sameWide
			}
		}
		every = time.Second / 30
		problems = func(context.Context) ([]solver.Problem, error) {
			return []solver.Problem{cur}, nil
		}
	} else {
		problems = c.settings.Batch.problems(shape, goal)
	}

	r := &c.runs[mode]
	r.supersede()
	r.gen++
	gen := r.gen
	ctx, cancel := context.WithCancel(context.Background())
	*r = run{gen: gen, cancel: cancel, running: true, algs: algs, board: board, goal: goal, shape: shape, wp: wp, notRun: notRun}

	feed := &rowFeed{handover: handover{do: c.env.do, every: every}}
	feed.show = func(rows []harness.Row, p harness.CompareProgress) {
		if gen != r.gen || !r.running {
			return // a newer run, a cancel or an edit made these stale
		}
		r.rows = append(r.rows, rows...)
		r.progress = p
		if p.Total > 0 {
			r.boards = p.Total / len(r.algs)
		}
		r.sum(mode)
		c.Changed.emit()
	}
	opt.OnRow, opt.Progress = feed.row, feed.report
	opt.Prepare = prepareReporter(c.env.do, func() bool { return gen == r.gen && r.running }, func(p Preparing) {
		r.prepare = p
		c.Changed.emit()
	})
	c.env.wg.Add(1)
	if isWide {
		wideProblems := c.settings.Batch.wideProblems(wp)
		if mode == OneBoard {
			wideProblems = func() ([]wide.Problem, error) { return []wide.Problem{wp}, nil }
		}
		go func() {
			defer c.env.wg.Done()
			ps, err := wideProblems()
			var rows []harness.Row
			if err == nil {
				rows, err = harness.CompareWideBatch(ctx, ps, algs, opt)
			}
			c.env.do(func() { c.finish(mode, gen, len(ps), rows, err) })
		}()
		c.Changed.emit()
		return
	}
	go func() {
		defer c.env.wg.Done()
		ps, err := problems(ctx)
		var rows []harness.Row
		if err == nil {
			rows, err = harness.CompareBatch(ctx, ps, algs, opt)
		}
		c.env.do(func() { c.finish(mode, gen, len(ps), rows, err) })
	}()
	c.Changed.emit()
}

// finish takes a run's rows on the UI goroutine.
func (c *Comparison) finish(mode CompareMode, gen uint64, boards int, rows []harness.Row, err error) {
	r := &c.runs[mode]
	if gen != r.gen {
		return
	}
	r.cancel()
	r.running, r.ended = false, true
	r.boards = boards
	switch {
	case err == nil || errors.Is(err, context.Canceled):
		r.rows = rows
		r.cancelled = err != nil
	default:
		// bad input found before anything ran: the batch's spec, not the engine
		r.failure = err.Error()
	}
	r.cancelling = false
	r.sum(mode)
	c.Changed.emit()
}

// sum recomputes what a batch shows from its rows.
func (r *run) sum(mode CompareMode) {
	if mode == Batch {
		r.sums = harness.Summarize(r.rows)
		r.depth = harness.ExpandedByDepth(harness.KnownDistances(r.rows))
	}
}

// Cancel stops the run of the mode shown at the user's request. The
// engine stops within a fraction of a millisecond, and the rows it did
// finish still arrive.
func (c *Comparison) Cancel() {
	r := &c.runs[c.settings.Mode]
	if !r.running || r.cancelling {
		return
	}
	r.cancel()
	r.cancelling = true
	c.Changed.emit()
}

// supersede cancels a run whose later results no longer matter and drops
// them when they come; it reports whether there was one.
func (r *run) supersede() bool {
	if !r.running {
		return false
	}
	r.cancel()
	r.gen++
	r.running, r.ended, r.cancelling = false, true, false
	return true
}

// shapeChanged follows the size in the dls depth limit: one left at the
// old size's longest shortest solution (its default, 31 on 3x3) becomes
// the new size's (80 on 4x4), so that dls can solve every board there; a
// depth the user chose stays.
func (c *Comparison) shapeChanged(old, sh solver.Shape) {
	// (5x5 has no known diameter, and no comparison: the depth stays)
	if c.settings.Limits.Depth == old.Norm().Diameter() && old.Norm().Diameter() != sh.Diameter() && sh.Diameter() > 0 {
		c.settings.Limits.Depth = sh.Diameter()
		c.save()
	}
}

// shapeLoaded fits a dls depth that was not remembered (a first start, or
// a damaged value) to the remembered size, as picking the size would have:
// 80 on 4x4, not the 3x3's 31. It writes nothing: a first start stays quiet.
func (c *Comparison) shapeLoaded(sh solver.Shape) {
	if !c.depthStored && sh.Norm().Diameter() > 0 { // 5x5's is not known
		c.settings.Limits.Depth = sh.Norm().Diameter()
	}
}

// puzzleChanged marks results that are no longer for the board and goal
// on screen, cancelling their run if it is still going; and unmarks them
// when an undo brings that board back.
func (c *Comparison) puzzleChanged() {
	cur := c.env.current()
	board, goal := cur.Start, cur.Goal
	wideNow := wide.Needs(cur.Shape)
	var wp wide.Problem
	if wideNow {
		wp = c.env.wide()
	}
	changed := false
	for mode := range c.runs {
		r := &c.runs[mode]
		reason := ""
		switch {
		case r.algs == nil:
			continue
		case r.shape != cur.Shape.Norm():
			reason = "the size has changed"
		case r.goal != goal || wideNow && r.wp.Goal != wp.Goal:
			reason = "the goal has changed"
		case CompareMode(mode) == OneBoard && (r.board != board || wideNow && r.wp.Start != wp.Start):
			reason = "the board has changed"
		}
		switch {
		case reason == "" && r.stale != "" && !r.running:
			r.stale = ""
		case reason == "":
			continue
		case r.running:
			r.supersede()
			r.stale = reason
			r.cancelled = true
		case r.stale == "":
			r.stale = reason
		default:
			continue
		}
		changed = true
	}
	if changed {
		c.Changed.emit()
	}
}

func (c *Comparison) shutdown() {
	for i := range c.runs {
		c.runs[i].supersede()
	}
}

// rowFeed carries rows and progress from a comparison's goroutine to the
// UI goroutine, gathering the rows that finish between hand-overs, so that
// a batch of thousands of quick runs cannot flood the UI.
type rowFeed struct {
	handover
	show   func([]harness.Row, harness.CompareProgress) // on the UI goroutine
	rows   []harness.Row
	latest harness.CompareProgress
}

func (f *rowFeed) row(r harness.Row) {
	f.put(func() { f.rows = append(f.rows, r) }, f.flush)
}

func (f *rowFeed) report(p harness.CompareProgress) {
	f.put(func() { f.latest = p }, f.flush)
}

func (f *rowFeed) flush() {
	var rows []harness.Row
	var p harness.CompareProgress
	f.take(func() { rows, p, f.rows = f.rows, f.latest, nil })
	f.show(rows, p)
}
