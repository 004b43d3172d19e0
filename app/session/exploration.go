package session

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/eightpuzzle/eightpuzzle/app/internal/human"
	"github.com/eightpuzzle/eightpuzzle/app/internal/statespace"
	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/searchlog"
	"github.com/eightpuzzle/eightpuzzle/solver/wide"
)

// exploreSpeeds are the player's rates in expansions a second; 0 is full
// speed: every frame jumps to the newest step recorded.
var exploreSpeeds = []float64{1, 2, 5, 10, 20, 50, 100, 250, 1000, 0}

const defaultExploreSpeed = 2 // 5 steps a second: slow enough to read a frontier

// explorePrefSpeed remembers the player's speed between runs, and
// explorePrefView the sub-view in sight.
const (
	explorePrefSpeed = "explore.speed"
	explorePrefView  = "explore.view"
)

// ExploreView is a view of the explored search beside its controls.
type ExploreView int

const (
	FrontierView ExploreView = iota // the boards waiting, in order
	TreeView                        // the search tree
	MapView                         // the state-space map
	DepthsView                      // boards expanded at each depth, against BFS
	exploreViews
)

// exploreFrame is the player's tick: about 30 a second is smooth to the
// eye and leaves the UI goroutine most of each frame.
const exploreFrame = time.Second / 30

// bfsDepthCap bounds the breadth-first run the Depths chart compares
// against: on a board far from the goal BFS would take minutes, and the
// first few million expansions already show its shape.
const bfsDepthCap = 2_000_000

// ExploreSpeeds is how many player speeds there are; ExploreSpeedLabel
// names one.
func ExploreSpeeds() int { return len(exploreSpeeds) }

// ExploreSpeedLabel names player speed i.
func ExploreSpeedLabel(i int) string {
	r := exploreSpeeds[max(0, min(i, len(exploreSpeeds)-1))]
	switch {
	case r == 0:
		return tr("full speed")
	case r == 1:
		return tr("1 step/s")
	}
	return fmt.Sprintf(tr("%s steps/s"), count(int64(r)))
}

// Exploration is the state of the Explore tab: one search of the board on
// screen, recorded in full (searchlog) at the engine's own speed in a
// goroutine, and a player cursor, the step shown, that walks over the
// recorded steps at the chosen speed or as the user steps and seeks.
// Recording and showing are apart so that stepping back, pausing or a slow
// speed never slow the search, and the counts are the engine's.
//
// It belongs to the board, goal, algorithm, conventions and weight it was
// started under: a change of any of them cancels a search still running
// and marks what was recorded as stale (Stale says why) rather than
// showing it as the current board's. Every method is for the UI goroutine.
type Exploration struct {
	s *Session

	gen    uint64 // bumped by every start and supersede: older reports are dropped
	cancel context.CancelFunc
	log    *searchlog.Log
	alg    *solver.Algorithm
	prob   solver.Problem // on a side of 5, the log's: its boards are the log's numbers
	opt    solver.Options
	// on a side of 5, the boards explored (solver/wide's) and the path
	// found; zero on the engine's sizes
	wprob wide.Problem
	wpath []wide.Board
	// why the algorithm is hopeless on the side of 5 explored, "" when it
	// is not: its search stops when its record is full
	hopeless string
	maxNodes int // the record's cap (searchlog.DefaultMaxNodes; less in tests)
	running  bool
	stopping bool
	prepare  Preparing // what the search builds before it starts
	res      *solver.Result
	failure  string

	step    int // the step shown: 0 before the first expansion
	target  int // a lesson's step to stop at once recorded; -1: none
	steps   int // steps recorded, as of the last tick
	playing bool
	speed   int
	view    ExploreView
	carry   float64   // part of a step owed by the player at slow speeds
	last    time.Time // of the last tick
	tick    chan struct{}

	bfs        []int64 // BFS's expansions at each depth, for the Depths chart
	bfsLimited bool    // BFS hit bfsDepthCap or was cut short: bfs is its first part
	bfsCancel  context.CancelFunc

	layout mapLayout // the state-space map's, of the explored goal

	predict prediction // the Predict exercise, over this search
	// predictKids: exercises also ask which successors are added
	predictKids bool

	// Changed fires after anything the tab shows changed: the step, the
	// steps recorded, the run's state, the BFS counts or the map's layout.
	Changed Signal
}

func newExploration(s *Session) *Exploration {
	e := &Exploration{s: s, speed: defaultExploreSpeed, target: -1, maxNodes: searchlog.DefaultMaxNodes}
	e.layout = mapLayout{background: s.background, do: s.do, arrived: e.emit, who: "explore"}
	if i := s.prefs.IntWithFallback(explorePrefSpeed, defaultExploreSpeed); i >= 0 && i < len(exploreSpeeds) {
		e.speed = i
	} else {
		logf("explore: a remembered speed of %d is not one of the %d; using the default", i, len(exploreSpeeds))
	}
	if v := s.prefs.IntWithFallback(explorePrefView, int(FrontierView)); v >= 0 && v < int(exploreViews) {
		e.view = ExploreView(v)
	} else {
		logf("explore: a remembered view of %d is not one of the %d; using the frontier", v, exploreViews)
	}
	// An edit, a new goal or another algorithm makes a recorded search
	// another board's: stop spending time on it.
	s.PuzzleChanged.Watch(e.checkStale)
	s.SearchChanged.Watch(e.checkStale)
	return e
}

// Exploration is the Explore tab's state.
func (s *Session) Exploration() *Exploration { return s.explore }

// ExploreState is what the Explore tab shows, a snapshot.
type ExploreState struct {
	Log       *searchlog.Log    // nil: nothing explored yet
	Algorithm *solver.Algorithm // of the run (the session's choice when none)
	Weight    float64           // the run's weight, above 1 only for a weighted A*
	Problem   solver.Problem    // of the run
	Step      int               // the step shown, 0..Steps
	Steps     int               // steps recorded so far
	Running   bool              // the search is still under way
	Stopping  bool
	Playing   bool
	Speed     int
	Result    *solver.Result // once the search ended
	Failure   string         // why it could not run; "" if it could
	Stale     string         // why it is not the board on screen's; "" while it is
}

// State is the exploration as it stands.
func (e *Exploration) State() ExploreState {
	st := ExploreState{Log: e.log, Algorithm: e.alg, Problem: e.prob, Step: e.step, Steps: e.steps,
		Running: e.running, Stopping: e.stopping, Playing: e.playing, Speed: e.speed,
		Result: e.res, Failure: e.failure, Stale: e.Stale()}
	if st.Algorithm == nil {
		st.Algorithm = e.s.search.algo
	} else {
		st.Weight = Weighted(e.alg, e.opt.Weight)
	}
	return st
}

// Running says whether its search is under way.
func (e *Exploration) Running() bool { return e.running }

// Stale says why the recorded search is not one of the board on screen
// under the current settings, "" when it is (or when there is none).
func (e *Exploration) Stale() string {
	s := e.s
	switch {
	case e.log == nil:
		return ""
	case e.prob.Shape.Norm() != s.shape:
		return fmt.Sprintf(tr("it was of another size (%s)"), e.prob.Shape)
	case e.log.Wide():
		// the log's numbers are its own: compare the boards themselves
		switch {
		case e.wprob.Goal != s.wgoal:
			return tr("it was of another goal")
		case e.wprob.Start != s.wboard:
			return fmt.Sprintf(tr("it was of another board (%s)"), wide.Format(e.wprob.Shape, e.wprob.Start))
		}
	case e.prob.Goal != s.goal:
		return tr("it was of another goal")
	case e.prob.Start != s.board:
		return fmt.Sprintf(tr("it was of another board (%s)"), FormatBoard(e.prob.Shape, e.prob.Start))
	}
	switch {
	case e.alg != s.search.algo:
		return fmt.Sprintf(tr("it was of another algorithm (%s)"), AlgorithmTitle(e.alg))
	case e.opt.Conventions != s.searchOptions(e.alg).Conventions || e.opt.Weight != s.weightFor(e.alg):
		// searchOptions: a side of 5 runs under solver/wide's own
		return tr("it ran under other conventions or another weight")
	}
	return ""
}

// checkStale cancels a running search that has become stale; what was
// recorded stays, marked as such, for review.
func (e *Exploration) checkStale() {
	if e.log == nil || e.Stale() == "" {
		return
	}
	changed := e.supersede()
	if e.playing {
		e.pause()
		changed = true
	}
	if changed {
		e.emit()
	} else {
		e.Changed.emit() // the Stale note is new
	}
}

// ExploreStepByStep is the Solve tab's way in: it brings the Explore tab
// into view and explores the board there.
func (s *Session) ExploreStepByStep() {
	s.SetTab(ExploreTab)
	s.explore.Explore()
}

// Explore starts a search of the board on screen with the Solve tab's
// algorithm, limits, conventions and weight, and plays it from the start.
func (e *Exploration) Explore() {
	s := e.s
	if s.closed {
		return
	}
	if p := s.LimitsProblem(); p != "" {
		s.setNote(Danger, fmt.Sprintf(tr("Cannot explore: %s."), p))
		return
	}
	e.supersede()
	e.pause()
	e.target = -1
	e.predict = prediction{} // its questions were of the last search
	e.gen++
	gen := e.gen
	ctx, cancel := context.WithCancel(context.Background())
	e.cancel, e.running, e.stopping = cancel, true, false
	e.alg, e.prob, e.opt = s.search.algo, s.problem(), s.searchOptions(s.search.algo)
	e.wprob, e.wpath, e.hopeless = wide.Problem{}, nil, ""
	if s.Wide() {
		e.wprob = s.wideProblem()
		e.log = searchlog.NewWide(e.alg, e.wprob, searchlog.Options{MaxNodes: e.maxNodes})
		e.prob = e.log.Problem()
		e.hopeless = s.wideHopeless(e.alg)
	} else {
		e.log = searchlog.New(e.alg, e.prob, e.opt.Conventions, searchlog.Options{MaxNodes: e.maxNodes})
	}
	e.res, e.failure, e.step, e.steps, e.bfs, e.bfsLimited = nil, "", 0, 0, nil, false
	if e.bfsCancel != nil {
		e.bfsCancel()
	}
	opt := e.opt
	e.prepare = Preparing{}
	opt.Prepare = prepareReporter(s.do, func() bool { return gen == e.gen && e.running }, func(p Preparing) {
		e.prepare = p
		e.emit()
	})
	alg, p, log := e.alg, e.prob, e.log
	if s.Wide() {
		e.exploreWide(ctx, gen, opt)
	} else {
		opt.Trace = e.log.Trace
		s.background(func() {
			res, err := alg.Solve(ctx, p, opt)
			if err == nil {
				log.Finish(res)
			}
			s.do(func() { e.finish(gen, res, err, nil) })
		})
	}
	e.layout.ensure(p.Shape, p.Goal)
	e.play()
	e.emit()
}

// exploreWide runs the search of a side of 5 into the log: solver/wide's,
// traced. What it builds first (idastar-pdb's databases) is built before
// the log's clock starts, as in a race; a search that fills its record
// (one hopeless here, say) is stopped there: nothing more would show.
func (e *Exploration) exploreWide(ctx context.Context, gen uint64, opt solver.Options) {
	s, alg, wp, log := e.s, e.alg, e.wprob, e.log
	s.background(func() {
		rctx, stop := context.WithCancel(ctx)
		defer stop()
		if err := wide.Prepare(rctx, alg, wp, opt.MaxMemory, opt.Prepare); err != nil && rctx.Err() == nil {
			s.do(func() { e.finish(gen, solver.Result{}, err, nil) })
			return
		}
		log.StartClock()
		res, err := wide.SolveTraced(rctx, alg, wp, opt, func(ev wide.Event) {
			log.TraceWide(ev)
			if ev.Kind == solver.Expand && log.Full() {
				stop()
			}
		})
		var r solver.Result
		if err == nil {
			r = log.FinishWide(res) // its path in the log's numbers
		}
		s.do(func() { e.finish(gen, r, err, res.Path) })
	})
}

// replayable is the result found as the replay takes it: on a side of 5,
// the engine's part with the size, the boards coming as wpath.
func (e *Exploration) replayable() solver.Result {
	r := *e.res
	if e.log.Wide() {
		r.Path, r.Problem = nil, solver.Problem{Shape: e.wprob.Shape}
	}
	return r
}

// finish takes the end of search gen on the UI goroutine; wpath is the
// path found on a side of 5.
func (e *Exploration) finish(gen uint64, res solver.Result, err error, wpath []wide.Board) {
	if gen != e.gen || e.s.closed {
		return
	}
	e.cancel()
	e.running, e.stopping = false, false
	e.steps = e.log.Len()
	if err != nil {
		why := err.Error()
		if r := e.s.Refused(e.alg); r != "" && e.log.Wide() {
			why = e.alg.Name + ": " + r // solver/wide's refusal, in the window's language
		}
		e.failure = fmt.Sprintf(tr("Cannot explore: %s."), why)
		e.pause()
		e.emit()
		return
	}
	e.res, e.wpath = &res, wpath
	if e.playing && exploreSpeeds[e.speed] == 0 {
		e.step = e.steps
	}
	e.reach()
	if res.Status == solver.Solved && len(res.Path) > 0 {
		// in the replay as after Solve, but the Explore tab stays in view:
		// the user is reading the search, and Open in Replay is a tap away
		e.s.setReplay(e.replayable(), false, e.wpath)
	}
	e.startBFS()
	e.emit()
}

// supersede cancels a running search and drops what it still reports;
// it says whether one was running.
func (e *Exploration) supersede() bool {
	if !e.running {
		return false
	}
	e.cancel()
	e.gen++
	e.running, e.stopping = false, false
	if e.log != nil {
		e.steps = e.log.Len()
	}
	return true
}

// Stop cancels the running search (its result, cancelled, still comes with
// what was recorded) and pauses the player.
func (e *Exploration) Stop() {
	changed := e.playing
	e.pause()
	if e.running && !e.stopping {
		e.cancel()
		e.stopping, changed = true, true
	}
	if changed {
		e.emit()
	}
}

// TogglePlay plays or pauses.
func (e *Exploration) TogglePlay() {
	if e.playing {
		e.Pause()
	} else {
		e.Play()
	}
}

// Play moves the step on at the chosen speed; at the end of a finished
// search it plays again from the start.
func (e *Exploration) Play() {
	if e.log == nil || e.playing || e.predict.active {
		return
	}
	if !e.running && e.step >= e.steps {
		e.step = 0
	}
	e.target = -1 // the user took over from the lesson
	e.play()
	e.emit()
}

// Pause stops the player where it is; the search goes on recording.
func (e *Exploration) Pause() {
	if e.playing {
		e.pause()
		e.emit()
	}
}

func (e *Exploration) play() {
	e.playing, e.carry = true, 0
	e.startTicker()
}

func (e *Exploration) pause() {
	e.playing, e.carry = false, 0
	if !e.running {
		e.stopTicker()
	}
}

// StepForward and StepBack move one expansion and pause.
func (e *Exploration) StepForward() { e.Seek(e.step + 1) }
func (e *Exploration) StepBack()    { e.Seek(e.step - 1) }

// ToStart and ToEnd go to before the first expansion, or to the newest.
func (e *Exploration) ToStart() { e.Seek(0) }
func (e *Exploration) ToEnd()   { e.Seek(e.Steps()) }

// Steps is how many steps are recorded by now.
func (e *Exploration) Steps() int {
	if e.log != nil {
		e.steps = e.log.Len()
	}
	return e.steps
}

// Seek shows step k (clamped to 0..Steps) and pauses.
func (e *Exploration) Seek(k int) {
	if e.log == nil || e.predict.active {
		return // an exercise moves the player itself: a seek would show its answers
	}
	k = max(0, min(k, e.Steps()))
	e.target = -1 // the user took over from the lesson
	wasPlaying := e.playing
	e.pause()
	if k != e.step || wasPlaying {
		e.step = k
		e.emit()
	}
}

// Speed is the player's speed, an index for ExploreSpeedLabel.
func (e *Exploration) Speed() int { return e.speed }

// SetSpeed sets the player's speed; a playing player goes on at it.
func (e *Exploration) SetSpeed(i int) {
	i = max(0, min(i, len(exploreSpeeds)-1))
	if i == e.speed {
		return
	}
	e.speed, e.carry = i, 0
	e.s.prefs.SetInt(explorePrefSpeed, i)
	e.emit()
}

// View is the sub-view in sight.
func (e *Exploration) View() ExploreView { return e.view }

// SetView brings a sub-view into sight (the tab shows it), remembered.
func (e *Exploration) SetView(v ExploreView) {
	if v < 0 || v >= exploreViews || v == e.view {
		return
	}
	e.view = v
	e.s.prefs.SetInt(explorePrefView, int(v))
	e.emit()
}

// OpenInReplay loads the solution found into the replay and shows it.
func (e *Exploration) OpenInReplay() {
	if e.res == nil || e.res.Status != solver.Solved || len(e.res.Path) == 0 {
		e.s.setNote(Warning, tr("Nothing to replay: the exploration found no solution."))
		return
	}
	e.s.loadReplay(e.replayable(), false, e.wpath)
}

// BFSDepths are the boards breadth-first search expands at each depth on
// the explored board and goal, for the Depths chart; nil while it runs or
// before the search ended. limited: BFS stopped early, these are its first part.
func (e *Exploration) BFSDepths() (counts []int64, limited bool) { return e.bfs, e.bfsLimited }

// BFSMissing says why the explored search has no BFS to be set against
// in the Depths chart, "" when it has (or will have, once BFS ran): on a
// side of 5 breadth-first search would go through boards by the billion.
func (e *Exploration) BFSMissing() string {
	if e.log == nil || !e.log.Wide() {
		return ""
	}
	return fmt.Sprintf(tr("No breadth-first search to set it against on %v: it would go through boards by the billion. The chart shows this search alone."), e.prob.Shape)
}

// MapLayout is the state-space layout of the explored goal, nil while it
// is built (or for none).
func (e *Exploration) MapLayout() *statespace.Layout {
	return e.layout.get(e.prob.Shape, e.prob.Goal)
}

// MapMissing says why the explored size has no state-space map, "" when
// it has one (or will, once laid out).
func (e *Exploration) MapMissing() string {
	sh := e.prob.Shape.Norm()
	if e.log == nil {
		sh = e.s.shape
	}
	return MapMissing(sh)
}

// MapMissing says why a size has no state-space map: the map shows every
// board that can reach the goal, so only sizes of up to 9 cells have one.
func MapMissing(sh solver.Shape) string {
	if !statespace.HasLayout(sh) {
		n := sh.Reachable()
		count := fmt.Sprintf("%.3g", n) // 5x5's 7.76e+24 is past an int64
		if n < 1e15 {
			count = human.Count(int64(n))
		}
		return fmt.Sprintf(tr("No state-space map for %v: it would hold %s boards; the map is drawn for sizes of up to 9 cells."), sh, count)
	}
	return ""
}

// startTicker runs the player's clock while the search runs or the player
// plays: each tick, on the UI goroutine, takes in the steps recorded since
// and moves the step on.
func (e *Exploration) startTicker() {
	if e.tick != nil || e.s.closed {
		return
	}
	stop := make(chan struct{})
	e.tick, e.last = stop, time.Now()
	e.s.background(tickOnUI(e.s.do, exploreFrame, stop, func() {
		if e.tick == stop {
			e.advance()
		}
	}))
}

func (e *Exploration) stopTicker() {
	if e.tick != nil {
		close(e.tick)
		e.tick = nil
	}
}

// advance is one tick of the player.
func (e *Exploration) advance() {
	now := time.Now()
	dt := now.Sub(e.last)
	e.last = now
	old, oldN, was := e.step, e.steps, e.playing
	n := e.Steps()
	e.reach()
	if e.playing {
		if r := exploreSpeeds[e.speed]; r == 0 {
			e.step = n
		} else {
			e.carry += dt.Seconds() * r
			adv := int(e.carry)
			e.carry -= float64(adv)
			e.step = min(e.step+adv, n)
		}
		if e.step >= n {
			e.carry = 0 // caught up with the search: owe nothing
			if !e.running {
				e.playing = false // played to the end
			}
		}
	}
	if !e.playing && !e.running {
		e.stopTicker()
	}
	if e.step != old || n != oldN || e.playing != was {
		e.emit()
	}
}

// openAt explores the board on screen, paused, and shows step k as soon
// as it is recorded: a lesson's "step: k".
func (e *Exploration) openAt(k int) {
	e.Explore()
	if e.log == nil || !e.running {
		return // it could not start; the status says why
	}
	e.pause()
	e.target = k
	e.reach()
	e.emit()
}

// reach shows the lesson's step once the search has recorded it; a
// search that ended before it stays at its last step, and says so.
func (e *Exploration) reach() {
	if e.target < 0 {
		return
	}
	switch n := e.steps; {
	case n >= e.target:
		e.step, e.target = e.target, -1
	case !e.running:
		e.step, e.target = n, -1
		e.s.setNote(Warning, fmt.Sprintf(tr("The lesson's step is past the end of the search: it ended after %s."), plural(n, "step", "steps")))
	}
}

// startBFS counts BFS's expansions per depth on the explored problem, the
// yardstick of the Depths chart. A BFS exploration is its own.
func (e *Exploration) startBFS() {
	if e.log == nil || e.log.Wide() { // none on a side of 5 (BFSMissing)
		return
	}
	bfs := solver.FamilyBFS.Algorithm(nil)
	if e.alg == bfs && !e.log.Full() && e.res != nil && e.res.Status != solver.Cancelled {
		e.bfs = e.log.ByDepth(e.log.Len())
		return
	}
	gen, p, conv := e.gen, e.prob, e.opt.Conventions
	ctx, cancel := context.WithCancel(context.Background())
	e.bfsCancel = cancel
	e.s.background(func() {
		defer cancel()
		var counts []int64
		opt := solver.Options{Conventions: conv, MaxNodes: bfsDepthCap, Trace: func(ev solver.Event) {
			if ev.Kind != solver.Expand {
				return
			}
			for len(counts) <= ev.G {
				counts = append(counts, 0)
			}
			counts[ev.G]++
		}}
		res, err := bfs.Solve(ctx, p, opt)
		if err != nil || ctx.Err() != nil {
			return
		}
		e.s.do(func() {
			if gen != e.gen || e.s.closed {
				return
			}
			e.bfs, e.bfsLimited = counts, res.Status == solver.Limit
			e.emit()
		})
	})
}

// shutdown stops the search, the player and the helpers.
func (e *Exploration) shutdown() {
	e.supersede()
	e.pause()
	e.stopTicker()
	if e.bfsCancel != nil {
		e.bfsCancel()
	}
	e.layout.shutdown()
}

func (e *Exploration) emit() {
	e.Changed.emit()
	e.s.Changed.emit()
}

// exploreStatus is the status bar's line while the Explore tab is in view.
func (e *Exploration) status() (Status, bool) {
	switch {
	case e.failure != "":
		return Status{e.failure, Danger}, true
	case e.log == nil:
		return Status{}, false
	case e.Stale() != "":
		return Status{fmt.Sprintf(tr("The exploration shown is stale: %s. Press Explore to search this one."), e.Stale()), Warning}, true
	case e.stopping:
		return Status{tr("Stopping…"), Info}, true
	case e.running && e.prepare.What != "":
		return Status{fmt.Sprintf(tr("Exploring with %s: %s (Esc stops)"), AlgorithmTitle(e.alg), uncapitalize(PrepareText(e.prepare))), Info}, true
	case e.running && e.hopeless != "":
		return Status{fmt.Sprintf(tr("Exploring with %s, %s. It stops when its record is full: %s steps recorded… (Esc stops)"),
			AlgorithmTitle(e.alg), e.hopeless, count(int64(e.steps))), Warning}, true
	case e.running:
		return Status{fmt.Sprintf(tr("Exploring with %s: %s steps recorded… (Esc stops)"), AlgorithmTitle(e.alg), count(int64(e.steps))), Info}, true
	case e.res != nil:
		exp, _ := e.log.Counts()
		switch e.res.Status {
		case solver.Solved:
			return Status{fmt.Sprintf(tr("%s found a %d-move solution after %s; step through it, or open it in the Replay."),
				AlgorithmTitle(e.alg), e.res.Cost, plural(int(exp), "expansion", "expansions")), Success}, true
		case solver.Cancelled:
			if e.log.Wide() && e.log.Full() { // stopped by exploreWide, not by the user
				return Status{fmt.Sprintf(tr("Stopped when its record was full, after %s: %s does not finish on most %v boards here. Pick another algorithm, or a board nearer the goal."),
					plural(int(exp), "expansion", "expansions"), AlgorithmTitle(e.alg), e.prob.Shape), Warning}, true
			}
			return Status{fmt.Sprintf(tr("Stopped after %s; what was recorded can still be stepped through."), plural(int(exp), "expansion", "expansions")), Info}, true
		case solver.Unsolvable:
			return Status{tr("No solution: this board cannot reach the goal."), Warning}, true
		}
		return Status{e.s.limitMessageFor(*e.res, e.alg, e.opt) + fmt.Sprintf(tr(" %s expanded."), plural(int(exp), "board", "boards")), Warning}, true
	}
	return Status{}, false
}

// LogBoard writes board b of log l as the window writes boards
// (867/254/301, or rows of 5 on a side of 5): a log of solver/wide's
// boards holds each as a number, which it turns back into tiles. A
// board of no log (l nil, answers of no exercise) is written as "".
func LogBoard(l *searchlog.Log, b solver.Board) string {
	switch {
	case l == nil:
		return ""
	case l.Wide():
		wb, _ := l.WideBoard(b)
		return wide.Format(l.Problem().Shape, wb)
	}
	return FormatBoard(l.Problem().Shape, b)
}

// LogFileName is board b of log l in a file's name, as
// solver.Shape.FileName writes the engine's boards.
func LogFileName(l *searchlog.Log, b solver.Board) string {
	if l.Wide() {
		return strings.NewReplacer(" ", "-", "/", "_").Replace(LogBoard(l, b))
	}
	return l.Problem().Shape.FileName(b)
}
