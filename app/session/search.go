package session

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/eightpuzzle/eightpuzzle/app/internal/human"
	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/wide"
)

// WatchSpeeds are the slow-motion rates, in boards expanded per second.
var watchSpeeds = []float64{0.5, 1, 2, 4, 8, 15, 30, 60}

const defaultWatchSpeed = 3

// WatchSpeeds is how many slow-motion rates there are; WatchSpeedLabel
// names one.
func WatchSpeeds() int { return len(watchSpeeds) }

// WatchSpeedLabel names slow-motion rate i.
func WatchSpeedLabel(i int) string {
	r := watchSpeeds[max(0, min(i, len(watchSpeeds)-1))]
	if r < 1 {
		return fmt.Sprintf(tr("1 board / %gs"), 1/r)
	}
	return fmt.Sprintf(tr("%g boards/s"), r)
}

// Field is one of the limit fields of the Solve tab.
type Field int

const (
	DepthField   Field = iota // dls's depth limit
	NodesField                // expansions
	SecondsField              // wall time
	MemoryField               // the memory cap, in MB
	fieldCount
)

// Bounds of what the fields accept.
const (
	maxDepth   = 1<<16 - 2
	maxNodes   = 1_000_000_000_000
	maxSeconds = 1_000_000
	maxMemMB   = 1 << 20 // a terabyte
)

// search is the part of the session that runs searches.
type search struct {
	algo      *solver.Algorithm
	text      [fieldCount]string // the limit fields as typed
	fieldErr  [fieldCount]string // what is wrong with each; "" when fine
	depth     int                // parsed: 0 is the engine's default
	maxNodes  int64              // 0: no limit
	timeout   time.Duration      // 0: no limit
	maxMemory int64              // bytes; 0: the engine's default, negative: none
	watch     bool
	watchRate int

	// delay is the pause after each expanded board in slow motion, in ns.
	// The search goroutine reads it, so moving the slider acts at once.
	delay atomic.Int64

	gen      uint64 // bumped by every new search; a result of an older one is dropped
	cancel   context.CancelFunc
	running  bool
	stopping bool
	runAlgo  *solver.Algorithm // the search running, or the last one run
	runWatch bool              // the running search is watched in slow motion now
	slowed   bool              // it was, at some point: its time is mostly pauses
	runOpt   solver.Options
	runFor   solver.Problem
	runForW  wide.Problem    // the same on a side of 5 (runFor's boards are zero there)
	progress solver.Progress // the latest numbers shown
	prepare  Preparing       // the table or database built before the search, while it is
	last     *solver.Result  // the last search to finish
	lastW    []wide.Board    // its path on a side of 5, where last.Path is nil
}

func (s *search) init() {
	s.algo, _ = solver.AlgorithmByName(solver.DefaultAlgorithm)
	s.watchRate = defaultWatchSpeed
}

func (s *Session) problem() solver.Problem {
	return solver.Problem{Start: s.board, Goal: s.goal, Shape: s.shape}
}

// Preparing is what a search builds before it can start (a pattern
// database, the first time for a size and goal) and how far it got.
type Preparing struct {
	What        string // "pattern database for 4x4"; "" when nothing is built
	Done, Total int64
}

// Percent is how far the build is, 0 to 100.
func (p Preparing) Percent() int {
	if p.Total <= 0 {
		return 0
	}
	return int(min(100, p.Done*100/p.Total))
}

// Preparing is what the running search is building before it starts.
func (s *Session) Preparing() Preparing {
	if !s.search.running {
		return Preparing{}
	}
	return s.search.prepare
}

// Hopeless is why the chosen algorithm cannot be expected to finish on
// this size, "" when it can: the window warns, and runs it anyway.
func (s *Session) Hopeless() string { return s.HopelessFor(s.search.algo) }

// HopelessFor is Hopeless of another algorithm: the Solve tab's menu marks
// each with it.
func (s *Session) HopelessFor(a *solver.Algorithm) string {
	if s.Wide() {
		return s.wideHopeless(a)
	}
	return reason(a.HopelessReason(s.shape))
}

// Algorithm is the algorithm the next Solve runs.
func (s *Session) Algorithm() *solver.Algorithm { return s.search.algo }

// SetAlgorithm picks the algorithm the next Solve runs.
func (s *Session) SetAlgorithm(a *solver.Algorithm) {
	if a == nil || a == s.search.algo {
		return
	}
	s.search.algo = a
	s.emit(&s.SearchChanged)
}

// LimitText is a limit field as typed, and what is wrong with it ("" when
// nothing is).
func (s *Session) LimitText(f Field) (text, problem string) {
	if f < 0 || f >= fieldCount {
		return "", ""
	}
	return s.search.text[f], s.search.fieldErr[f]
}

// LimitsProblem is what is wrong with the limit fields, one sentence, or "".
func (s *Session) LimitsProblem() string {
	var errs []string
	for f := range fieldCount {
		if e := s.search.fieldErr[f]; e != "" && (f != DepthField || s.search.algo.DepthLimit) {
			errs = append(errs, e)
		}
	}
	return strings.Join(errs, "; ")
}

// SetLimitText takes a limit field as typed. A field that does not parse
// keeps its text and its last good value, and blocks Solve until mended.
func (s *Session) SetLimitText(f Field, text string) {
	if f < 0 || f >= fieldCount || text == s.search.text[f] {
		return
	}
	r := &s.search
	r.text[f] = text
	var err error
	switch f {
	case DepthField:
		var n int64
		if n, err = parseCount(text, maxDepth); err == nil {
			r.depth = int(n)
		}
	case NodesField:
		var n int64
		if n, err = parseCount(noneAsEmpty(text), maxNodes); err == nil {
			r.maxNodes = n
		}
	case SecondsField:
		var d time.Duration
		if d, err = parseSeconds(noneAsEmpty(text)); err == nil {
			r.timeout = d
		}
	case MemoryField:
		var n int64
		if n, err = parseMemory(text); err == nil {
			r.maxMemory = n
		}
	}
	r.fieldErr[f] = ""
	if err != nil {
		r.fieldErr[f] = tr(fieldNames[f]) + " " + err.Error()
	}
	s.emit(&s.SearchChanged)
}

// fieldNames are translated where shown: the table is made before the
// window hands in its translator.
var fieldNames = [fieldCount]string{mark("depth limit"), mark("node limit"), mark("time limit"), mark("memory cap")}

// noneAsEmpty is "" for the word the limit fields show for no limit
// ("none", or the window's word for it, « aucune »), which means what an
// empty field does; other text as it is.
func noneAsEmpty(text string) string {
	if isNone(text) {
		return ""
	}
	return text
}

func isNone(text string) bool {
	t := strings.ToLower(strings.TrimSpace(text))
	return t == "none" || t == "no" || t == "off" || t == strings.ToLower(tr("none"))
}

// MaxMemory is the memory cap of a search in bytes: 0 is the engine's
// default (solver.DefaultMaxMemory), negative none.
func (s *Session) MaxMemory() int64 { return s.search.maxMemory }

// parseMemory reads a memory cap: a number of megabytes, or with a unit
// (KB, MB, GB, each of 1024 of the one before), written as the window
// writes numbers or plainly (human.ParseDecimal); empty is the engine's
// default (0), "none" no cap (-1).
func parseMemory(text string) (int64, error) {
	t := strings.ToLower(strings.TrimSpace(text))
	if t == "" {
		return 0, nil
	}
	if isNone(t) { // the word the field shows, in the window's language too
		return -1, nil
	}
	unit := float64(1 << 20)
	for _, u := range []struct {
		suffix string
		size   float64
	}{{"kib", 1 << 10}, {"mib", 1 << 20}, {"gib", 1 << 30}, {"kb", 1 << 10}, {"mb", 1 << 20}, {"gb", 1 << 30}, {"k", 1 << 10}, {"m", 1 << 20}, {"g", 1 << 30}} {
		if strings.HasSuffix(t, u.suffix) {
			t, unit = strings.TrimSpace(strings.TrimSuffix(t, u.suffix)), u.size
			break
		}
	}
	v, err := human.ParseDecimal(t)
	if err != nil {
		return 0, fmt.Errorf(tr("must be a size such as 512 MB or 2 GB, none, or empty for %s"), MemoryText(0))
	}
	b := v * unit
	if b < 1<<20 || b > maxMemMB<<20 {
		return 0, fmt.Errorf(tr("must be from 1 MB to %s, none, or empty for %s"), MemoryText(maxMemMB<<20), MemoryText(0))
	}
	return int64(b), nil
}

// MemoryText writes a memory cap as the field shows it: "1 GB", "512 MB",
// "none"; 0 is the engine's default.
func MemoryText(b int64) string {
	switch {
	case b < 0:
		return tr("none")
	case b == 0:
		b = solver.DefaultMaxMemory
	}
	if b >= 1<<30 && b%(1<<30) == 0 {
		return count(b>>30) + " GB"
	}
	if b >= 1<<30 {
		return stripZeros(float64(b*100>>30)/100) + " GB"
	}
	return count((b+1<<19)>>20) + " MB"
}

// cannotSolve is the line that says Solve is refused for problem p (the
// limits'): after a click, and before one on the Solve tab.
func cannotSolve(p string) string { return fmt.Sprintf(tr("Cannot solve: %s."), p) }

// parseCount reads a whole number from 1 to max, grouped as the window
// writes it or not (human.ParseWhole); empty is 0, no limit.
func parseCount(s string, max int64) (int64, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return 0, nil
	}
	n, err := human.ParseWhole(s)
	if err != nil || n < 1 || n > max {
		return 0, fmt.Errorf(tr("must be a whole number from 1 to %s, or empty"), count(max))
	}
	return n, nil
}

// parseSeconds reads a time limit in seconds, with the window's decimal
// mark or a point (human.ParseDecimal: "0,5" in French, as its message
// says); empty is 0, no limit.
func parseSeconds(s string) (time.Duration, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return 0, nil
	}
	secs, err := human.ParseDecimal(s)
	switch {
	case err != nil:
		return 0, errors.New(tr("must be a number of seconds, like 2 or 0.5"))
	case secs <= 0 || secs > maxSeconds:
		return 0, fmt.Errorf(tr("must be above 0 and at most %s seconds"), count(maxSeconds))
	}
	return time.Duration(secs * float64(time.Second)), nil
}

// Watch says whether searches run in slow motion, and at which rate.
func (s *Session) Watch() (on bool, rate int) { return s.search.watch, s.search.watchRate }

// SetWatch turns slow motion on or off; a running search follows at once.
func (s *Session) SetWatch(on bool) {
	if on == s.search.watch {
		return
	}
	s.search.watch = on
	if s.search.running && !s.Wide() { // a 5x5 search is never slowed (Solve)
		s.search.runWatch = on // the running search slows down or speeds up now
		s.search.slowed = s.search.slowed || on
	}
	s.updateDelay()
	s.emit(&s.SearchChanged)
}

// SetWatchRate sets the slow-motion rate; a running search follows at once.
func (s *Session) SetWatchRate(i int) {
	i = max(0, min(i, len(watchSpeeds)-1))
	if i == s.search.watchRate {
		return
	}
	s.search.watchRate = i
	s.updateDelay()
	s.emit(&s.SearchChanged)
}

func (s *Session) updateDelay() {
	var d time.Duration
	if s.search.watch {
		d = time.Duration(float64(time.Second) / watchSpeeds[s.search.watchRate])
	}
	s.search.delay.Store(int64(d))
}

// Running says whether a search is under way.
func (s *Session) Running() bool { return s.search.running }

// Run describes the search running or last run, for the Solve tab's
// panel. Its numbers are those of a search of the board on screen only:
// after an edit the panel shows no numbers of the old board.
type Run struct {
	ID        uint64            // counts the searches started
	Algorithm *solver.Algorithm // nil: no search of this board yet
	Running   bool
	Watched   bool
	Progress  solver.Progress
	Result    *solver.Result // when it ended
	// Weight is the weight the search runs under, above 1 only for a
	// weighted A* (as its Result will report it)
	Weight float64
}

// Run is the search of the current board running or last run.
func (s *Session) Run() Run {
	r := &s.search
	if r.runAlgo == nil || r.runFor != s.problem() || r.runForW != s.wideProblem() {
		return Run{}
	}
	if !r.running && r.last == nil {
		return Run{} // superseded before it ended
	}
	run := Run{ID: r.gen, Algorithm: r.runAlgo, Running: r.running, Watched: r.runWatch, Progress: r.progress,
		Weight: Weighted(r.runAlgo, r.runOpt.Weight)}
	if !r.running {
		run.Result = r.last
	}
	return run
}

// Solve starts a search of the current board in a goroutine. A search
// already running is cancelled and its result dropped.
func (s *Session) Solve() {
	if p := s.LimitsProblem(); p != "" {
		s.setNote(Danger, cannotSolve(p))
		return
	}
	s.supersede()
	r := &s.search
	r.gen++
	gen := r.gen
	ctx, cancel := context.WithCancel(context.Background())
	r.cancel, r.running, r.stopping, r.last = cancel, true, false, nil
	watch := r.watch && !s.Wide() // a 5x5 search shows no board as it expands: never slowed
	r.runAlgo, r.runWatch, r.slowed, r.runFor, r.runForW = r.algo, watch, watch, s.problem(), s.wideProblem()
	r.progress = solver.Progress{Board: s.board}
	r.prepare = Preparing{}
	s.note = nil

	opt := s.searchOptions(r.algo)
	r.runOpt = opt
	show := newThrottle(s.do, time.Second/60, func(p solver.Progress) {
		if r.gen == gen && r.running {
			r.progress = p
			s.emit(&s.ProgressChanged)
		}
	})
	// The engine ends with one more report that describes the result, not
	// an expansion; the result itself brings the final counts, so the
	// panel keeps the last board really expanded.
	seen := int64(-1)
	wideRun := s.Wide()
	opt.Progress = func(p solver.Progress) {
		if ctx.Err() != nil || p.Expanded == seen {
			return
		}
		seen = p.Expanded
		show.report(p)
		// The engine calls a callback that blocks at every expansion, so
		// sleeping here is what slows the search itself down in slow
		// motion. It wakes on cancel: Stop is still instant.
		if !wideRun {
			sleep(ctx, time.Duration(r.delay.Load()))
		}
	}
	if watch {
		opt.Interval = time.Nanosecond // a report for every expansion
	}
	opt.Prepare = prepareReporter(s.do, func() bool { return r.gen == gen && r.running }, func(p Preparing) {
		r.prepare = p
		s.emit(&s.ProgressChanged)
	})
	algo, p, wp := r.algo, s.problem(), s.wideProblem()
	if s.Wide() {
		s.background(func() {
			res, err := wide.Solve(ctx, algo, wp, opt)
			// the engine's Result of the path, its boards left zero (a
			// solver.Board holds 16 cells at most), with the size
			res.Result.Problem.Shape = wp.Shape
			s.do(func() { s.finish(gen, res.Result, err, res.Path) })
		})
		s.emit(&s.SearchChanged)
		return
	}
	s.background(func() {
		res, err := algo.Solve(ctx, p, opt)
		s.do(func() { s.finish(gen, res, err, nil) })
	})
	s.emit(&s.SearchChanged)
}

// searchOptions are the options a search of algo runs under: the Solve
// tab's limits, the session's conventions and weight. The explorer runs
// with the same, so that its counts are the Solve tab's.
func (s *Session) searchOptions(algo *solver.Algorithm) solver.Options {
	r := &s.search
	opt := solver.Options{MaxNodes: r.maxNodes, Timeout: r.timeout, Conventions: s.conv, Weight: s.weightFor(algo),
		MaxMemory: r.maxMemory}
	if algo.DepthLimit {
		opt.DepthLimit = r.depth
	}
	if s.Wide() {
		// solver/wide keeps conventions of its own (WideConventionsText)
		// and refuses others: the panel's, kept for the other sizes, would
		// refuse every search of a side of 5 after a lesson's "ties oldest"
		opt.Conventions = solver.Conventions{}
	}
	return opt
}

// Stop cancels the running search. Its result, marked cancelled, still
// arrives with the final counts.
func (s *Session) Stop() {
	if !s.search.running || s.search.stopping {
		return
	}
	s.search.cancel()
	s.search.stopping = true
	s.emit(&s.SearchChanged)
}

// supersede cancels a running search whose result no longer matters, and
// drops that result when it comes. It says whether one was running.
func (s *Session) supersede() bool {
	r := &s.search
	if !r.running {
		return false
	}
	r.cancel()
	r.gen++
	r.running = false
	s.emit(&s.SearchChanged)
	return true
}

// Escape is what Esc does: stop a comparison in view, else a search, else
// pause the replay.
func (s *Session) Escape() {
	switch {
	case s.tab == CompareTab && s.compare.Running():
		s.compare.Cancel()
	case s.tab == ExploreTab && (s.explore.running || s.explore.playing):
		s.explore.Stop()
	case s.tab == RaceTab && s.race.Running():
		s.race.Stop()
	case s.search.running:
		s.Stop()
	case s.thinking != 0:
		s.StopHint()
	default:
		s.pause()
	}
}

// finish takes the result of search gen on the UI goroutine.
func (s *Session) finish(gen uint64, res solver.Result, err error, wpath []wide.Board) {
	r := &s.search
	if gen != r.gen || s.closed {
		return // superseded: a newer search or an edit made it stale
	}
	r.cancel()
	r.running, r.stopping = false, false
	if err != nil {
		s.setNote(Danger, fmt.Sprintf(tr("Cannot solve: %s."), err))
		s.emit(&s.SearchChanged)
		return
	}
	r.last, r.lastW = &res, wpath
	p := &r.progress
	p.Expanded, p.Generated = res.Expanded, res.Generated
	p.MaxDepth, p.MaxFrontier, p.Elapsed = res.MaxDepth, res.MaxFrontier, res.Elapsed
	if res.Status == solver.Solved {
		g := res.Cost
		p.Depth, p.F = g, float64(g)
		if len(res.Path) > g {
			p.Board = res.Path[g]
		}
	}
	s.note = nil
	if res.Status == solver.Solved {
		s.loadReplay(res, r.slowed, wpath)
	}
	s.emit(&s.SearchChanged)
	s.emit(&s.ProgressChanged)
}

// TimeText is a search's time as every view writes it: the search's own
// (Result.Elapsed: no recording, drawing or pauses in it), then what was
// built or loaded before it: "1.2 s (the pattern database for 4x4 was
// built first, 25.3 s)". watched: it ran in slow motion.
func TimeText(res solver.Result, watched bool) string {
	t := duration(res.Elapsed)
	if p := res.Prepared; p != nil {
		how := tr("built")
		if p.Loaded {
			how = tr("loaded from the cache")
		}
		t += fmt.Sprintf(tr(" (the %s was %s first, %s)"), preparedWhat(p.What), how, duration(p.Took))
	}
	if watched {
		t += tr(" (watched in slow motion; the pauses are not counted)")
	}
	return t
}

// solvedSearch is a whole search the Solve tab ran: its algorithm, its
// options and its result, taken on the UI goroutine, read on another.
type solvedSearch struct {
	alg   *solver.Algorithm
	opt   solver.Options
	res   solver.Result
	wp    wide.Problem // on a side of 5, the board searched (res.Problem's boards are zero)
	wpath []wide.Board // and the path found
}

// lastSolved is the Solve tab's last search when it ran to its end (solved,
// or found unsolvable) at full speed: a search watched in slow motion is
// timed between pauses, and a comparison measures its own.
func (s *Session) lastSolved() *solvedSearch {
	r := &s.search
	if r.running || r.last == nil || r.slowed || r.last.Status != solver.Solved && r.last.Status != solver.Unsolvable {
		return nil
	}
	return &solvedSearch{alg: r.runAlgo, opt: r.runOpt, res: *r.last, wp: r.runForW, wpath: r.lastW}
}

// same gives the search's result when a run of a on p under o is this
// very search (harness.CompareOptions.Known): the same algorithm, board,
// conventions, weight, depth limit and memory cap, and caps it stays within.
func (k *solvedSearch) same(a *solver.Algorithm, p solver.Problem, o solver.Options) (solver.Result, bool) {
	ko, res := k.opt, k.res
	weight := func(w float64) float64 {
		if a.Weighted && w > 1 {
			return w
		}
		return 1
	}
	depth := func(d int) int {
		if d == 0 {
			return p.Shape.Diameter()
		}
		return d
	}
	switch {
	case a != k.alg || p != res.Problem || o.Conventions != ko.Conventions || o.MaxMemory != ko.MaxMemory,
		weight(o.Weight) != weight(ko.Weight),
		a.DepthLimit && depth(o.DepthLimit) != depth(ko.DepthLimit),
		o.MaxNodes > 0 && res.Expanded > o.MaxNodes,
		o.Timeout > 0 && res.Elapsed >= o.Timeout:
		return solver.Result{}, false
	}
	return res, true
}

// sameWide is same for a board with a side of 5
// (harness.CompareOptions.KnownWide).
func (k *solvedSearch) sameWide(a *solver.Algorithm, p wide.Problem, o solver.Options) (wide.Result, bool) {
	if !wide.Needs(k.res.Problem.Shape) || p != k.wp {
		return wide.Result{}, false
	}
	res, ok := k.same(a, k.res.Problem, o)
	if !ok {
		return wide.Result{}, false
	}
	return wide.Result{Result: res, Problem: p, Path: k.wpath}, true
}

// resultStatus sums up a finished search for the status bar; watched: it
// ran in slow motion.
func (s *Session) resultStatus(res solver.Result, watched bool) Status {
	title := res.Algorithm
	if a, err := solver.AlgorithmNamed(res.Algorithm); err == nil {
		title = RunTitle(a, res.Weight) // a search led by an expression too
	}
	counts := fmt.Sprintf(tr("%s expanded in %s"), plural(int(res.Expanded), "board", "boards"), TimeText(res, watched))
	switch res.Status {
	case solver.Solved:
		return Status{fmt.Sprintf(tr("Solved in %s%s by %s: %s. Space plays it."),
			plural(res.Cost, "move", "moves"), s.optimalNote(res), title, counts), Success}
	case solver.Unsolvable:
		return Status{tr("No solution: this board cannot reach the goal (they differ in parity). ") +
			tr("Swap any two tiles to make it solvable."), Warning}
	case solver.Limit:
		return Status{s.limitMessage(res) + " " + counts + ".", Warning}
	}
	return Status{fmt.Sprintf(tr("Stopped: %s, no solution yet."), counts), Info}
}

// searchStatus is the line while a search runs.
func (s *Session) searchStatus() (Status, bool) {
	r := &s.search
	switch {
	case !r.running:
		return Status{}, false
	case r.stopping:
		return Status{tr("Stopping…"), Info}, true
	case r.prepare.What != "":
		return Status{PrepareText(r.prepare) + tr(" (Esc stops)"), Info}, true
	case r.runWatch:
		return Status{fmt.Sprintf(tr("Watching %s in slow motion… (Esc stops)"), RunTitle(r.runAlgo, r.runOpt.Weight)), Info}, true
	}
	return Status{fmt.Sprintf(tr("Solving with %s… (Esc stops)"), RunTitle(r.runAlgo, r.runOpt.Weight)), Info}, true
}

// optimalNote says whether a solution's length is the shortest possible:
// measured where the distance is known, else what the search promised. A
// shortest path from a search that promised less is said to be one this
// time, beside what was promised: "optimal" beside a badge's "no
// guarantee" read as a promise the search never made.
func (s *Session) optimalNote(res solver.Result) string {
	d := -1
	if res.Problem.Goal == s.goal {
		d = s.distanceOf(res.Problem.Start)
	}
	switch {
	case d < 0 && res.Guarantee != solver.NoGuarantee:
		return " (" + GuaranteeText(res.Guarantee, res.Weight) + ")"
	case d < 0:
		return ""
	case d == res.Cost && res.Guarantee == solver.Shortest:
		return tr(" (optimal)")
	case d == res.Cost:
		return fmt.Sprintf(tr(" (the shortest this time; promised: %s)"), GuaranteeText(res.Guarantee, res.Weight))
	default:
		return fmt.Sprintf(tr(" (the shortest has %d)"), d)
	}
}

// limitMessage names the limit that stopped a search.
func (s *Session) limitMessage(res solver.Result) string {
	return s.limitMessageFor(res, s.search.runAlgo, s.search.runOpt)
}

// limitMessageFor names the limit that stopped a search of alg under o.
func (s *Session) limitMessageFor(res solver.Result, alg *solver.Algorithm, o solver.Options) string {
	switch {
	case res.MemoryLimit:
		return fmt.Sprintf(tr("Memory cap reached (%s) before the goal; raise it beside the limits, or pick an algorithm that keeps fewer boards:"), MemoryText(o.MaxMemory))
	case o.MaxNodes > 0 && res.Expanded >= o.MaxNodes:
		return fmt.Sprintf(tr("Node limit reached (%s) before the goal:"), plural(int(o.MaxNodes), "board", "boards"))
	case o.Timeout > 0 && (res.TimeLimit || res.Elapsed >= o.Timeout):
		return fmt.Sprintf(tr("Time limit reached (%s) before the goal:"), duration(o.Timeout))
	case alg != nil && alg.DepthLimit:
		d := o.DepthLimit
		if d == 0 {
			d = res.Problem.Shape.Diameter()
		}
		return fmt.Sprintf(tr("No solution within depth %d; raise the depth limit:"), d)
	}
	return tr("The search ended without reaching the goal:")
}

// PrepareText is the line while a database is built: "Building pattern
// database for 4x4: 45%…".
func PrepareText(p Preparing) string {
	return fmt.Sprintf(tr("Building %s: %s…"), preparedWhat(p.What), percent(float64(p.Percent())/100, 0))
}

// preparedWhat is the engine's name of what it builds before a search
// (solver.PatternWhat's English) in the window's language.
func preparedWhat(what string) string {
	shape, seven8, ok := solver.ParsePatternWhat(what)
	switch {
	case !ok:
		return what
	case seven8:
		return fmt.Sprintf(tr("7-8 pattern database for %s"), shape)
	default:
		return fmt.Sprintf(tr("pattern database for %s"), shape)
	}
}

// prepareReporter is an Options.Prepare that hands the build's progress
// to show on the UI goroutine (through do), ten times a second at most,
// while live says the run still matters; the last report (done == total)
// always goes through, so that the line does not stay at 99%. Never more
// than one report waits for the UI, and it shows the latest progress when
// it runs: a UI slower than ten reports a second (a window under -race on
// a busy machine, each refresh laying out long lines) fell behind a queue
// that grew for as long as a 4x4 database was built, and stopped answering
// for tens of seconds.
func prepareReporter(do func(func()), live func() bool, show func(Preparing)) func(string, int64, int64) {
	var mu sync.Mutex
	var last time.Time
	var pending bool
	var latest Preparing
	deliver := func() {
		mu.Lock()
		p := latest
		pending = false
		mu.Unlock()
		if live() {
			show(p)
		}
	}
	return func(what string, done, total int64) {
		p := Preparing{What: what, Done: done, Total: total}
		if done >= total {
			p = Preparing{} // built: the search itself starts now
		}
		mu.Lock()
		latest = p
		if pending || done < total && time.Since(last) < time.Second/10 {
			mu.Unlock()
			return
		}
		pending, last = true, time.Now()
		mu.Unlock()
		do(deliver)
	}
}
