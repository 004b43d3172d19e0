package session

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/eightpuzzle/eightpuzzle/app/internal/statespace"
	"github.com/eightpuzzle/eightpuzzle/app/internal/verdict"
	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/searchlog"
	"github.com/eightpuzzle/eightpuzzle/solver/wide"
)

// RaceMode is what the race's shared cursor counts.
type RaceMode int

const (
	// RaceByExpansions shows every racer at the same number of
	// expansions: a fair race of how much work each search does.
	RaceByExpansions RaceMode = iota
	// RaceByTime shows every racer where it was at the same wall time
	// since its start. The times include recording the search, and the
	// racers share the machine's cores.
	RaceByTime
)

// RacePanel is what each racer's panel draws beside its board.
type RacePanel int

const (
	RaceMap  RacePanel = iota // the state-space map of the boards it expanded
	RaceTree                  // the search tree it made
)

// Bounds of a race.
const (
	MinRacers = 2
	MaxRacers = 4
	// RaceMaxNodes caps each racer's record: four full logs fit in about
	// 120 MB. A search that reaches it is stopped and says so.
	RaceMaxNodes = 500_000
	// RaceTimeUnit is one position of the cursor in a race by wall time.
	RaceTimeUnit = 100 * time.Microsecond
	// raceEvery is how often a race refreshes the window: the eye needs no
	// more, and four panels redraw on each.
	raceEvery = time.Second / 30
)

// raceSpeeds are the player's rates in positions (expansions, or time
// units) per second; the last, 0, follows the searches at full speed.
var raceSpeeds = []float64{1, 2, 5, 10, 30, 100, 300, 1000, 3000, 10000, 0}

// RaceSpeeds is how many player speeds there are; RaceSpeedLabel names one.
func RaceSpeeds() int { return len(raceSpeeds) }

// RaceSpeedLabel names speed i in the units of mode m.
func RaceSpeedLabel(i int, m RaceMode) string {
	r := raceSpeeds[max(0, min(i, len(raceSpeeds)-1))]
	switch {
	case r == 0:
		return tr("full speed")
	case m == RaceByTime:
		return fmt.Sprintf("%s/s", raceDuration(time.Duration(r)*RaceTimeUnit))
	case r == 1:
		return tr("1 step/s")
	}
	return fmt.Sprintf(tr("%s steps/s"), count(int64(r)))
}

// RaceSettings is what the race remembers.
type RaceSettings struct {
	Algorithms []string // the racers, 2..4, by name; a name may come twice
	Mode       RaceMode
	Panel      RacePanel
	Speed      int // index into the player's speeds
}

// DefaultRaceSettings race an uninformed search against three informed ones.
func DefaultRaceSettings() RaceSettings {
	return RaceSettings{
		Algorithms: []string{"bfs", "astar-manhattan", "idastar-linear-conflict", "greedy-manhattan"},
		Speed:      len(raceSpeeds) - 1,
	}
}

// raceReserve is what AddRacer offers, the first not yet racing: the
// defaults, then one more uninformed search.
func raceReserve() []string {
	return append(DefaultRaceSettings().Algorithms, solver.FamilyUCS.Algorithm(nil).Name)
}

// raceEnv is what the race takes from the session.
type raceEnv struct {
	do          func(func())
	prefs       Prefs
	wg          *sync.WaitGroup
	current     func() solver.Problem // the board on screen, its goal and size
	conventions func() solver.Conventions
	options     func(a *solver.Algorithm) solver.Options // the Solve tab's limits and weight
	distance    func(b solver.Board) int                 // the true distance, -1 unknown
	shown       func() bool                              // the Race tab is in view
	// wide is the puzzle on a size with a side of 5 (solver/wide's
	// boards), false on the engine's sizes
	wide func() (wide.Problem, bool)
}

// Race is the Race tab's state: its settings and the racers of the latest
// race, each a search of the same board recorded in its own log, and a
// player whose cursor all panels share. Every method belongs to the UI
// goroutine; each search runs in a goroutine of its own and hands its
// result back through do. The race's ticker refreshes the window at most
// 30 times a second while a search runs or the player plays.
type Race struct {
	env      raceEnv
	settings RaceSettings
	maxNodes int // each racer's record: RaceMaxNodes but in tests

	gen         uint64 // bumped by every start and supersede: older results are dropped
	cancel      context.CancelFunc
	racers      []*racer
	board, goal solver.Board
	wb, wg      wide.Board // the board and goal raced on a side of 5 (board and goal stay 0)
	shape       solver.Shape
	stale       string    // why the race no longer matches the puzzle; "" while it does
	prepare     Preparing // what the racers build before they start

	pos     int64 // the cursor: expansions, or RaceTimeUnit since the start
	follow  bool  // the cursor follows the searches live
	playing bool
	acc     float64       // fraction of a position the player owes
	stop    chan struct{} // closed to end the ticker
	last    time.Time     // the last tick

	layout mapLayout // the state-space maps', of the race's goal

	// Changed fires after the settings, the racers, the cursor or the
	// maps' layout changed.
	Changed Signal
}

type racer struct {
	alg     *solver.Algorithm
	log     *searchlog.Log
	running bool
	res     *solver.Result
	err     error
	optimal int     // the true distance of the board; -1 unknown
	weight  float64 // the weight it runs under (above 1: a weighted A*)
}

func newRace(env raceEnv) *Race {
	r := &Race{env: env, settings: loadRaceSettings(env.prefs), maxNodes: RaceMaxNodes}
	r.layout = mapLayout{background: r.background, do: env.do, arrived: r.Changed.emit, who: "race"}
	return r
}

// background runs f in a goroutine that Shutdown waits for.
func (r *Race) background(f func()) {
	r.env.wg.Add(1)
	go func() {
		defer r.env.wg.Done()
		f()
	}()
}

// Settings are the race's settings.
// WeightOf is the weight a racer of a would run under now (the Solve
// tab's, for a weighted A*; 0 otherwise), for a panel's title before the
// race.
func (r *Race) WeightOf(a *solver.Algorithm) float64 { return Weighted(a, r.env.options(a).Weight) }

func (r *Race) Settings() RaceSettings {
	s := r.settings
	s.Algorithms = slices.Clone(s.Algorithms)
	return s
}

// SetAlgorithm makes racer i run the named algorithm from the next start.
func (r *Race) SetAlgorithm(i int, name string) error {
	if i < 0 || i >= len(r.settings.Algorithms) {
		return fmt.Errorf(tr("there is no racer %d"), i+1)
	}
	if _, err := solver.AlgorithmNamed(name); err != nil {
		return err
	}
	if r.settings.Algorithms[i] != name {
		r.settings.Algorithms[i] = name
		r.save()
	}
	return nil
}

// AddRacer adds a racer (up to MaxRacers): the first default algorithm
// not yet racing.
func (r *Race) AddRacer() {
	a := r.settings.Algorithms
	if len(a) >= MaxRacers {
		return
	}
	reserve := raceReserve()
	next := reserve[0]
	for _, n := range reserve {
		if !slices.Contains(a, n) {
			next = n
			break
		}
	}
	r.settings.Algorithms = append(a, next)
	r.save()
}

// RemoveRacer drops racer i, keeping at least MinRacers.
func (r *Race) RemoveRacer(i int) {
	if len(r.settings.Algorithms) <= MinRacers || i < 0 || i >= len(r.settings.Algorithms) {
		return
	}
	r.settings.Algorithms = slices.Delete(r.settings.Algorithms, i, i+1)
	r.save()
}

// SetMode races by expansions or by wall time; the cursor keeps to the
// same point of the race where it can.
func (r *Race) SetMode(m RaceMode) {
	if m != RaceByExpansions && m != RaceByTime || m == r.settings.Mode {
		return
	}
	// carry the cursor over: the expansions made by the furthest racer at
	// time t, or the time at which step k was made
	var pos int64
	for _, x := range r.racers {
		if m == RaceByTime {
			st, _, ok := x.log.Step(min(int(r.pos), x.log.Len()))
			if ok {
				pos = max(pos, int64(st.Elapsed/RaceTimeUnit))
			}
		} else {
			pos = max(pos, int64(x.log.StepAt(time.Duration(r.pos)*RaceTimeUnit)))
		}
	}
	r.settings.Mode, r.pos, r.acc = m, pos, 0
	r.save()
}

// SetPanel shows maps or trees in the panels.
func (r *Race) SetPanel(p RacePanel) {
	if p != RaceMap && p != RaceTree || p == r.settings.Panel {
		return
	}
	r.settings.Panel = p
	r.save()
}

// SetSpeed sets the player's speed (RaceSpeeds); the last follows live.
func (r *Race) SetSpeed(i int) {
	i = max(0, min(i, len(raceSpeeds)-1))
	if i == r.settings.Speed {
		return
	}
	r.settings.Speed = i
	r.follow = r.playing && raceSpeeds[i] == 0
	r.save()
}

func (r *Race) save() {
	saveRaceSettings(r.env.prefs, r.settings)
	r.Changed.emit()
}

// Start races the chosen algorithms on the board on screen, each under the
// session's conventions, weight and limits, and plays the race live.
func (r *Race) Start() {
	if wp, ok := r.env.wide(); ok {
		r.startWide(wp)
		return
	}
	r.supersede()
	p := r.env.current()
	board, goal := p.Start, p.Goal
	conv := r.env.conventions()
	r.gen++
	gen := r.gen
	ctx, cancel := context.WithCancel(context.Background())
	r.cancel, r.board, r.goal, r.shape, r.stale = cancel, board, goal, p.Shape.Norm(), ""
	r.wb, r.wg = wide.Board{}, wide.Board{}
	r.racers, r.prepare = nil, Preparing{}
	// one report for the racers that share a database, which the source
	// builds once for them all
	prepare := prepareReporter(r.env.do, func() bool { return gen == r.gen && r.Running() }, func(p Preparing) {
		r.prepare = p
		r.Changed.emit()
	})
	type job struct {
		x   *racer
		opt solver.Options
	}
	var jobs []job
	for _, n := range r.settings.Algorithms {
		a, err := solver.AlgorithmNamed(n) // a search led by the user's heuristic too
		if err != nil {
			continue // loadRaceSettings keeps only known names
		}
		x := &racer{alg: a, running: true, optimal: -1,
			log: searchlog.New(a, p, conv, searchlog.Options{MaxNodes: r.maxNodes})}
		opt := r.env.options(a)
		x.weight = Weighted(a, opt.Weight)
		opt.Conventions = conv
		opt.Trace = x.log.Trace
		r.racers = append(r.racers, x)
		jobs = append(jobs, job{x, opt})
	}
	for i, j := range jobs {
		r.env.wg.Add(1)
		go func() {
			defer r.env.wg.Done()
			// a racer whose record is full is stopped: counting on
			// without recording would leave nothing to show
			rctx, stop := context.WithCancel(ctx)
			defer stop()
			opt, l := j.opt, j.x.log
			opt.Trace = func(e solver.Event) {
				l.Trace(e)
				if e.Kind == solver.Expand && l.Full() {
					stop()
				}
			}
			// the clock starts when this search does, not when the
			// race was set up: four searches on two cores start apart,
			// and a database the search needs is built before, untimed
			// (an error here is the search's own, which Solve returns)
			_ = j.x.alg.Prepare(rctx, p, prepare)
			l.StartClock()
			res, err := j.x.alg.Solve(rctx, p, opt)
			l.Finish(res)
			r.env.do(func() { r.finish(gen, i, res, err) })
		}()
	}
	r.pos, r.acc, r.follow = 0, 0, true
	r.play()
	r.Changed.emit()
}

// finish takes racer i's result on the UI goroutine.
func (r *Race) finish(gen uint64, i int, res solver.Result, err error) {
	if gen != r.gen {
		return
	}
	x := r.racers[i]
	x.running, x.err = false, err
	if err == nil {
		x.res = &res
		x.optimal = r.env.distance(r.board)
		if wide.Needs(r.shape) {
			x.optimal = wideOptimal(r.wb, r.wg) // no table: known only at the goal
		}
	}
	if !r.Running() {
		r.cancel()
	}
	r.refresh()
}

// Running says whether a racer's search is under way.
func (r *Race) Running() bool {
	for _, x := range r.racers {
		if x.running {
			return true
		}
	}
	return false
}

// Stop cancels the searches; what they recorded stays to be stepped.
func (r *Race) Stop() {
	if r.Running() {
		r.cancel()
	}
}

// supersede cancels a race whose results no longer matter and drops them.
func (r *Race) supersede() {
	if r.cancel != nil {
		r.cancel()
	}
	r.gen++
	for _, x := range r.racers {
		x.running = false
	}
	r.pause()
}

// puzzleChanged stops a race of another board or goal, and marks what it
// recorded as being for the old one.
func (r *Race) puzzleChanged() {
	if r.racers == nil {
		return
	}
	p := r.env.current()
	board, goal := p.Start, p.Goal
	wp, _ := r.env.wide() // zero boards off a side of 5, as r.wb and r.wg
	reason := ""
	switch {
	case p.Shape.Norm() != r.shape:
		reason = tr("the size has changed")
	case goal != r.goal || wp.Goal != r.wg:
		reason = tr("the goal has changed")
	case board != r.board || wp.Start != r.wb:
		reason = tr("the board has changed")
	}
	if reason == r.stale {
		return
	}
	if reason != "" && r.Running() {
		for _, x := range r.racers {
			if x.running {
				x.err = fmt.Errorf(tr("stopped: %s"), reason)
			}
		}
		r.supersede()
	}
	r.stale = reason
	r.Changed.emit()
}

// Stale says why the race shown is not of the puzzle on screen ("the
// board has changed"), or "" when it is.
func (r *Race) Stale() string { return r.stale }

// Board is the board and goal the race ran on.
func (r *Race) Board() (board, goal solver.Board) { return r.board, r.goal }

// Tiles is the board the race ran on, cell by cell, on any size; before
// the first race, the puzzle's on screen.
func (r *Race) Tiles() []int {
	if len(r.racers) == 0 {
		if wp, ok := r.env.wide(); ok {
			return Cells{wp.Shape, wp.Start}.List()
		}
		p := r.env.current()
		return p.Shape.Tiles(p.Start)
	}
	if wide.Needs(r.shape) {
		return Cells{r.shape, r.wb}.List()
	}
	return r.shape.Tiles(r.board)
}

// Shape is the size of the board the race ran on.
func (r *Race) Shape() solver.Shape { return r.shape.Norm() }

// MapLayout is the state-space layout of the race's goal and size (before
// the first race, of the puzzle on screen), which every panel's map shares;
// nil while it is built, for a size without a map (MapMissing), and until
// a map is wanted: maps chosen, and the tab in view or a race run.
func (r *Race) MapLayout() *statespace.Layout {
	sh, goal := r.mapGoal()
	return r.layout.get(sh, goal)
}

// mapGoal is the size and goal the maps show.
func (r *Race) mapGoal() (solver.Shape, solver.Board) {
	if len(r.racers) > 0 {
		return r.shape, r.goal
	}
	p := r.env.current()
	return p.Shape.Norm(), p.Goal
}

// wantLayout starts building the maps' layout once a map is to be seen.
// It takes tens of milliseconds, and in a browser the page waits for it:
// not before anyone looks at a race. The session calls it whenever the
// race, the puzzle or the tab changed.
func (r *Race) wantLayout() {
	if r.settings.Panel != RaceMap || !r.env.shown() && len(r.racers) == 0 {
		return
	}
	sh, goal := r.mapGoal()
	if wide.Needs(sh) {
		return // no race on 5x5 yet
	}
	r.layout.ensure(sh, goal)
}

func (r *Race) shutdown() {
	r.layout.shutdown()
	r.supersede()
	if r.stop != nil {
		close(r.stop)
		r.stop = nil
	}
}

// Racer is one racer as the panel shows it at the cursor.
type Racer struct {
	Algorithm *solver.Algorithm
	// Weight is the weight its search runs under, above 1 only for a
	// weighted A* (as its Result reports it): its title names it.
	Weight  float64
	Log     *searchlog.Log
	Step    int  // the step shown, 0..Log.Len()
	Running bool // its search is under way
	// Result is the search's result once it ended; nil before (and for
	// a search that failed or was superseded: Err says why).
	Result *solver.Result
	Err    error
	// Finished: the search ended and the cursor reached its end. Rank
	// is then its place, 1 first; racers that end together share one.
	Finished bool
	Rank     int
	// End is where it finished on the cursor's scale (expansions or time
	// units); Capped says its record filled up and the search was stopped.
	End    int64
	Capped bool
	// Optimal is the shortest path's length: the board's true distance,
	// or where there is no table, the path of a racer that guarantees a
	// shortest one (optimal and not weighted); -1 while unknown.
	Optimal int
	// Wall is, once it ended, the wall time from the search's start to
	// its last expansion: recording it for the panels included, sharing
	// the cores with the other racers. A race by wall time goes by it;
	// Result.Elapsed is the search's own time, as the other tabs show.
	Wall time.Duration
}

// Racers are the racers of the latest race at the cursor.
func (r *Race) Racers() []Racer {
	out := make([]Racer, len(r.racers))
	ends := make([]int64, 0, len(r.racers))
	for i, x := range r.racers {
		o := Racer{Algorithm: x.alg, Weight: x.weight, Log: x.log, Running: x.running, Result: x.res, Err: x.err, Optimal: x.optimal}
		o.Step = r.stepOf(x)
		if x.res != nil {
			o.End = r.endOf(x)
			o.Finished = r.pos >= o.End
			o.Capped = x.log.Full()
			st, _, _ := x.log.Step(x.log.Len())
			o.Wall = st.Elapsed
			ends = append(ends, o.End)
		}
		out[i] = o
	}
	shortest := -1
	for _, x := range r.racers {
		if x.optimal >= 0 {
			shortest = x.optimal
			break
		}
		if x.res != nil && x.res.Status == solver.Solved && verdict.Exact(x.alg.Name, x.res.Weight) {
			shortest = x.res.Cost
		}
	}
	for i := range out {
		out[i].Optimal = shortest
		if out[i].Finished {
			out[i].Rank = 1
			for _, e := range ends {
				if e < out[i].End {
					out[i].Rank++
				}
			}
		}
	}
	return out
}

func (r *Race) stepOf(x *racer) int {
	if r.settings.Mode == RaceByTime {
		return x.log.StepAt(time.Duration(r.pos) * RaceTimeUnit)
	}
	return int(min(r.pos, int64(x.log.Len())))
}

// endOf is where an ended racer finishes on the cursor's scale.
func (r *Race) endOf(x *racer) int64 {
	n := x.log.Len()
	if r.settings.Mode == RaceByExpansions {
		return int64(n)
	}
	st, _, _ := x.log.Step(n)
	return int64((st.Elapsed + RaceTimeUnit - 1) / RaceTimeUnit)
}

// live is how far every racer has got: the cursor may not pass a running
// racer, whose next steps are not known yet.
func (r *Race) live() int64 {
	end, low := int64(0), int64(-1)
	for _, x := range r.racers {
		var at int64
		switch {
		case x.running && r.settings.Mode == RaceByTime:
			// a running search has got at least this far in time
			at = int64(time.Since(x.log.Began()) / RaceTimeUnit)
			if n := x.log.Len(); n > 0 {
				st, _, _ := x.log.Step(n)
				at = max(at-1, int64(st.Elapsed/RaceTimeUnit))
			}
		case x.running:
			at = int64(x.log.Len())
		default:
			at = r.endOf(x)
		}
		end = max(end, at)
		if x.running && (low < 0 || at < low) {
			low = at
		}
	}
	if low >= 0 {
		return low
	}
	return end
}

// Position is the cursor and the furthest it can go now.
func (r *Race) Position() (pos, end int64) { return r.pos, r.live() }

// PositionText says where the cursor is, in the race's units.
func (r *Race) PositionText() string {
	if r.settings.Mode == RaceByTime {
		return "t = " + raceDuration(time.Duration(r.pos)*RaceTimeUnit)
	}
	return fmt.Sprintf(tr("step %s"), count(r.pos))
}

// raceDuration prints a time on the race's clock as every search time is
// written; the cursor's start is 0, a place rather than a measure.
func raceDuration(d time.Duration) string {
	if d == 0 {
		return "0"
	}
	return duration(d)
}

// Playing says whether the player moves the cursor on its own.
func (r *Race) Playing() bool { return r.playing }

// TogglePlay plays or pauses; at the end, play starts again from the start.
func (r *Race) TogglePlay() {
	if r.playing {
		r.pause()
	} else {
		if r.pos >= r.live() && !r.Running() {
			r.pos = 0
		}
		r.follow = raceSpeeds[r.settings.Speed] == 0
		r.play()
	}
	r.Changed.emit()
}

// SeekTo moves the cursor to pos (clamped) and pauses.
func (r *Race) SeekTo(pos int64) {
	r.pause()
	r.pos = max(0, min(pos, r.live()))
	r.Changed.emit()
}

// StepBy moves the cursor n positions and pauses.
func (r *Race) StepBy(n int64) { r.SeekTo(r.pos + n) }

// ToStart and ToEnd move the cursor to either end and pause.
func (r *Race) ToStart() { r.SeekTo(0) }
func (r *Race) ToEnd()   { r.SeekTo(r.live()) }

// play starts the ticker that moves the cursor and refreshes the window.
func (r *Race) play() {
	if r.playing || r.racers == nil {
		return
	}
	r.playing, r.last = true, time.Now()
	r.ensureTicker()
}

func (r *Race) pause() {
	r.playing, r.follow, r.acc = false, false, 0
}

// ensureTicker starts the ticker goroutine unless one runs. It ticks while
// the player plays or a search runs, then ends itself.
func (r *Race) ensureTicker() {
	if r.stop != nil {
		return
	}
	stop := make(chan struct{})
	r.stop = stop
	ticks := tickOnUI(r.env.do, raceEvery, stop, func() {
		if r.stop == stop {
			r.tick()
		}
	})
	r.env.wg.Add(1)
	go func() {
		defer r.env.wg.Done()
		ticks()
	}()
}

// tick moves the cursor on by the time since the last and refreshes.
func (r *Race) tick() {
	now := time.Now()
	dt := now.Sub(r.last)
	r.last = now
	if r.playing {
		live := r.live()
		if rate := raceSpeeds[r.settings.Speed]; rate == 0 || r.follow {
			r.pos = live
		} else {
			r.acc += rate * dt.Seconds()
			step := int64(r.acc)
			r.acc -= float64(step)
			r.pos = min(r.pos+step, live)
		}
		if r.pos >= live && !r.Running() {
			r.pause()
		}
	}
	r.refresh()
}

// refresh tells the window, and ends the ticker when nothing moves.
func (r *Race) refresh() {
	if !r.playing && !r.Running() && r.stop != nil {
		close(r.stop)
		r.stop = nil
	}
	r.Changed.emit()
}

// Status is the status line while the Race tab is in view.
func (r *Race) Status() Status {
	switch {
	case r.stale != "":
		return Status{fmt.Sprintf(tr("The race shown is of another puzzle: %s. Start races the board on screen."), r.stale), Warning}
	case r.Running() && r.prepare.What != "":
		return Status{fmt.Sprintf(tr("Racing %s: %s (Esc stops)"), strings.Join(r.names(), ", "), uncapitalize(PrepareText(r.prepare))), Info}
	case r.Running():
		return Status{fmt.Sprintf(tr("Racing %s… (Esc stops)"), strings.Join(r.names(), ", ")), Info}
	case len(r.racers) == 0:
		// before a race the line is the tab's own, not the Solve tab's
		// algorithm (it said "A* search is hopeless at 4x4" under a race
		// of four others)
		return r.startStatus()
	case r.Verdict() != "":
		return Status{tr("Race done: ") + r.Verdict(), Success}
	}
	return Status{tr("Race run: play it, or step it to the end, for the verdict."), Info}
}

// startStatus is the line before a race: how many racers Start runs,
// and which it does not on this size (on 5x5 it said "Start races 4
// algorithms" when bfs, one of them, would not start).
func (r *Race) startStatus() Status {
	n := len(r.settings.Algorithms)
	var refused []string
	for _, name := range r.settings.Algorithms {
		if a, err := solver.AlgorithmNamed(name); err == nil && r.RaceRefused(a) != "" {
			refused = append(refused, RunTitle(a, r.WeightOf(a)))
		}
	}
	all := numbered(n, "algorithm", "algorithms")
	switch {
	case len(refused) == 0:
		return Status{fmt.Sprintf(tr("Start races %s on the board beside."), all), Info}
	case len(refused) == n:
		return Status{fmt.Sprintf(tr("None of the %s runs at %v: pick others in the panels."), all, r.env.current().Shape.Norm()), Warning}
	}
	return Status{fmt.Sprintf(tr("Start races %d of the %s on the board beside; not run at %v: %s."), n-len(refused), all, r.env.current().Shape.Norm(), strings.Join(refused, ", ")), Info}
}

// names are the racers' titles as their panels show them.
func (r *Race) names() []string {
	var n []string
	for _, x := range r.racers {
		n = append(n, x.title())
	}
	return n
}

// title is the racer's name on screen: its panel's title, with the
// weight its search runs under.
func (x *racer) title() string { return RunTitle(x.alg, x.weight) }

// The preference keys, as the comparison's.
const (
	racePrefSaved      = "race.saved"
	racePrefAlgorithms = "race.algorithms"
	racePrefMode       = "race.mode"
	racePrefPanel      = "race.panel"
	racePrefSpeed      = "race.speed"
)

var raceModeNames = []string{"expansions", "time"}
var racePanelNames = []string{"map", "tree"}

// loadRaceSettings reads the remembered settings; a damaged value gives
// way to its default with one line in the log.
func loadRaceSettings(p Prefs) RaceSettings {
	def := DefaultRaceSettings()
	l := cmpLoader{p: p, saved: p.BoolWithFallback(racePrefSaved, false)}
	s := def
	s.Algorithms = l.racers(def.Algorithms)
	s.Mode = RaceMode(l.choice(racePrefMode, raceModeNames, int(def.Mode)))
	s.Panel = RacePanel(l.choice(racePrefPanel, racePanelNames, int(def.Panel)))
	s.Speed = l.int(racePrefSpeed, def.Speed, 0, float64(len(raceSpeeds)-1))
	return s
}

func saveRaceSettings(p Prefs, s RaceSettings) {
	p.SetString(racePrefAlgorithms, joinNames(s.Algorithms))
	p.SetString(racePrefMode, raceModeNames[s.Mode])
	p.SetString(racePrefPanel, racePanelNames[s.Panel])
	p.SetInt(racePrefSpeed, s.Speed)
	p.SetBool(racePrefSaved, true)
}

// racers reads the racers' names: unknown ones are dropped, and a list
// left with fewer than MinRacers or more than MaxRacers gives way to def.
func (l *cmpLoader) racers(def []string) []string {
	v := l.p.StringWithFallback(racePrefAlgorithms, unset)
	if v == unset {
		l.missing(racePrefAlgorithms, strings.Join(def, ","))
		return def
	}
	var out []string
	names := splitNames(v)
	for _, n := range names {
		if _, err := solver.AlgorithmNamed(n); err == nil {
			out = append(out, n)
		}
	}
	if len(out) < MinRacers || len(out) > MaxRacers {
		l.bad(racePrefAlgorithms, fmt.Sprintf("is %q, not %d to %d known algorithms", v, MinRacers, MaxRacers), strings.Join(def, ","))
		return def
	}
	if len(out) < len(names) {
		logf("preferences: %s: dropped unknown names of %q", racePrefAlgorithms, v)
	}
	return out
}

// joinNames writes algorithms' names for the preferences: with commas, as
// always, unless a name holds one (a search led by an expression such as
// max(manhattan, misplaced)): then as a JSON list.
func joinNames(names []string) string {
	if !slices.ContainsFunc(names, func(n string) bool { return strings.Contains(n, ",") }) {
		return strings.Join(names, ",")
	}
	b, _ := json.Marshal(names) // strings: cannot fail
	return string(b)
}

// splitNames reads what joinNames wrote; a damaged JSON list is no names.
func splitNames(v string) []string {
	if !strings.HasPrefix(v, "[") {
		return strings.Split(v, ",")
	}
	var names []string
	if json.Unmarshal([]byte(v), &names) != nil {
		return nil
	}
	return names
}
