package session

import (
	"context"
	"errors"
	"fmt"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/accuracy"
)

// AccuracyChart is what the Heuristics tab draws.
type AccuracyChart int

const (
	// RangesChart is every heuristic's mean, least and greatest estimate
	// at each true distance, one line each.
	RangesChart AccuracyChart = iota
	// HeatChart is the heat map of one heuristic's estimates against the
	// true distance.
	HeatChart
)

var accuracyChartNames = []string{"ranges", "heat"}

// DefaultHeatHeuristic is the heuristic of the heat map until the user
// picks another: the one most people know.
const DefaultHeatHeuristic = "manhattan"

// Preference keys of the Heuristics tab.
const (
	prefAccChart     = "heuristics.chart"
	prefAccHeuristic = "heuristics.heat"
)

// maxCachedGoals bounds the goals whose figures are kept (about 60 KB each).
const maxCachedGoals = 16

// accuracyFor measures the heuristics; a variable so that the tests can
// count the computations and hold one back.
var accuracyFor = measureAccuracy

// measureAccuracy measures the heuristics over every board of sh that can
// reach goal, for a size with a distance table (up to 9 cells).
func measureAccuracy(ctx context.Context, sh solver.Shape, goal solver.Board) ([]accuracy.HeuristicAccuracy, error) {
	return accuracy.AccuracyOn(ctx, sh, goal)
}

// MeasuredHeuristics are the heuristics the tab measures, in the solver's
// order: those that can estimate in this program (the pattern database
// needs its package registered).
func MeasuredHeuristics() []*solver.Heuristic {
	var out []*solver.Heuristic
	for _, h := range solver.Heuristics() {
		if _, err := h.EstimateOn(solver.Square3, solver.GoalBlankLast, solver.GoalBlankLast); err == nil {
			out = append(out, h)
		}
	}
	return out
}

// accKey names the figures of one goal on one size: 2x3 and 3x2 share
// their default goal's nibbles, not its boards.
type accKey struct {
	shape solver.Shape
	goal  solver.Board
}

// accuracyEnv is what the accuracy takes from the session.
type accuracyEnv struct {
	do    func(func())
	prefs Prefs
	// background runs a function in a goroutine the session waits for
	background func(func())
	// goal is the session's goal, and whether its distance table is built
	goal func() (accKey, bool)
	// shown says whether the Heuristics tab is in view
	shown func() bool
	// setBoard puts a board on the puzzle (an expression's counterexample)
	setBoard func(solver.Board)
}

// Accuracy is the state of the Heuristics tab: each heuristic's estimate
// against the true distance over every board that can reach the session's
// goal, and which chart the user chose.
//
// The figures are computed in a session goroutine the first time the tab
// is shown, and again whenever the goal changes after that; each goal's
// are kept, so going back to a goal costs nothing. A computation for a
// goal that is no longer the session's is cancelled, and what it may still
// report is dropped by its generation number. A computation waits for the
// session's distance table of the goal, which it reads, so that the table
// is never built twice at once.
//
// Every method belongs to the UI goroutine.
type Accuracy struct {
	env       accuracyEnv
	chart     AccuracyChart
	heuristic string // of the heat map

	wanted  bool // the tab was shown once: the figures follow the goal
	gen     uint64
	cancel  context.CancelFunc
	running accKey // the goal being measured; zero when none is
	cache   map[accKey][]accuracy.HeuristicAccuracy
	failure map[accKey]string
	closed  bool
	expr    exprState // the user's own heuristic (expression.go)

	// Changed fires when the figures, the computation's state or the
	// choice of chart change.
	Changed Signal
}

// newAccuracy makes the tab's state over the session, following its goal
// and its tab.
func newAccuracy(s *Session) *Accuracy {
	env := accuracyEnv{do: s.do, prefs: s.prefs, background: s.background,
		goal:  func() (accKey, bool) { return accKey{s.shape, s.goal}, s.table != nil },
		shown: func() bool { return s.tab == HeuristicsTab }, setBoard: s.SetBoard}
	a := newAccuracyIn(env)
	s.PuzzleChanged.Watch(a.follow) // the goal, and its table being ready
	s.TabChanged.Watch(a.follow)
	a.Changed.Watch(s.Changed.emit)
	return a
}

func newAccuracyIn(env accuracyEnv) *Accuracy {
	a := &Accuracy{env: env, chart: RangesChart, heuristic: DefaultHeatHeuristic,
		cache: map[accKey][]accuracy.HeuristicAccuracy{}, failure: map[accKey]string{}}
	l := loader{env.prefs}
	if v, ok := l.string(prefAccChart, func(v string) error {
		if indexOf(accuracyChartNames, v) < 0 {
			return errors.New(tr("not a chart of the Heuristics tab"))
		}
		return nil
	}); ok {
		a.chart = AccuracyChart(indexOf(accuracyChartNames, v))
	}
	a.expr.judged, a.expr.failure = map[exprKey]ExpressionFigures{}, map[exprKey]string{}
	a.expr.saved = loadSaved(l)
	if v, ok := l.string(prefExpression, func(string) error { return nil }); ok && v != "" {
		a.expr.h, a.expr.err = a.compile(v)
		a.expr.text = v
	}
	// after the expressions: the heat map can be of one of them
	if v, ok := l.string(prefAccHeuristic, a.knownHeat); ok {
		a.heuristic = v
	}
	return a
}

func indexOf(names []string, v string) int {
	for i, n := range names {
		if n == v {
			return i
		}
	}
	return -1
}

// Accuracy is the Heuristics tab's state.
func (s *Session) Accuracy() *Accuracy { return s.accuracy }

// AccuracyFigures is what the tab shows: the figures of the session's
// goal, or why there are none yet.
type AccuracyFigures struct {
	Goal  solver.Board
	Shape solver.Shape
	// Missing says why there are no figures for this size ("" when there
	// are): they need the exact distance of every board.
	Missing   string
	Heuristic []accuracy.HeuristicAccuracy // in solver.Heuristics' order; nil until computed
	Computing bool                         // for Goal, under way
	Failure   string                       // why they could not be computed; "" when they could
}

// Figures are the figures of the session's goal.
func (a *Accuracy) Figures() AccuracyFigures {
	k, _ := a.env.goal()
	f := AccuracyFigures{Goal: k.goal, Shape: k.shape, Heuristic: a.cache[k], Computing: a.running == k && k.goal != 0,
		Failure: a.failure[k]}
	if !k.shape.Tabled() {
		f.Missing = fmt.Sprintf(tr("The Heuristics tab sets every heuristic beside the exact distance of every board, ")+
			tr("so it needs a size of up to 9 cells; %v has %s boards. Pick 3x3 or smaller in the size menu."),
			k.shape, count(int64(k.shape.Reachable())))
	}
	return f
}

// Chart is the chart chosen.
func (a *Accuracy) Chart() AccuracyChart { return a.chart }

// SetChart chooses the chart; an unknown one is ignored.
func (a *Accuracy) SetChart(c AccuracyChart) {
	if c != RangesChart && c != HeatChart || c == a.chart {
		return
	}
	a.chart = c
	changedOnly{a.env.prefs}.SetString(prefAccChart, accuracyChartNames[c])
	a.Changed.emit()
}

// HeatHeuristic is the heuristic of the heat map: a built-in, or one of
// the user's expressions (the typed one or a named one).
func (a *Accuracy) HeatHeuristic() *solver.Heuristic {
	if h, err := solver.HeuristicByName(a.heuristic); err == nil {
		return h
	}
	if h := a.heuristicFor(a.heuristic); h != nil {
		return h
	}
	// the expression was changed or deleted since it was chosen
	h, _ := solver.HeuristicByName(DefaultHeatHeuristic)
	return h
}

// HeatFigures are the heat map's figures on the session's goal: a
// built-in's from the measured ones, an expression's from what the judge
// found (none until it has judged).
func (a *Accuracy) HeatFigures() (accuracy.HeuristicAccuracy, bool) {
	h := a.HeatHeuristic()
	if text := h.Expression(); text != "" {
		f := a.judgedOn(text)
		if f == nil || f.Accuracy == nil {
			return accuracy.HeuristicAccuracy{}, false
		}
		return *f.Accuracy, true
	}
	k, _ := a.env.goal()
	for _, x := range a.cache[k] {
		if x.Name == h.Name {
			return x, true
		}
	}
	return accuracy.HeuristicAccuracy{}, false
}

// knownHeat says whether name can be the heat map's: a built-in's name,
// or the text of the typed or a named expression.
func (a *Accuracy) knownHeat(name string) error {
	if _, err := solver.HeuristicByName(name); err == nil || a.heuristicFor(name) != nil {
		return nil
	}
	return fmt.Errorf(tr("no heuristic %q"), name)
}

// SetHeatHeuristic chooses the heat map's heuristic: a built-in's name, or
// the text of one of the user's expressions; another is refused with an
// error naming it.
func (a *Accuracy) SetHeatHeuristic(name string) error {
	if err := a.knownHeat(name); err != nil {
		return err
	}
	if name == a.heuristic {
		return nil
	}
	a.heuristic = name
	changedOnly{a.env.prefs}.SetString(prefAccHeuristic, name)
	a.Changed.emit()
	return nil
}

// follow is called when the puzzle or the tab changes: it starts the
// figures of the goal when the tab wants them and the goal's table is
// ready, and cancels a computation for a goal that is gone.
func (a *Accuracy) follow() {
	if a.closed {
		return
	}
	if a.env.shown() {
		a.wanted = true
	}
	a.followExpr()
	goal, ready := a.env.goal()
	if a.running.goal != 0 && a.running != goal {
		a.supersede()
		a.Changed.emit()
	}
	if !a.wanted || !ready || a.running == goal || a.cache[goal] != nil || a.failure[goal] != "" {
		return
	}
	a.gen++
	gen := a.gen
	ctx, cancel := context.WithCancel(context.Background())
	a.cancel, a.running = cancel, goal
	a.env.background(func() {
		acc, err := accuracyFor(ctx, goal.shape, goal.goal)
		a.env.do(func() { a.finish(gen, goal, acc, err) })
	})
	a.Changed.emit()
}

// finish takes a computation's figures on the UI goroutine.
func (a *Accuracy) finish(gen uint64, goal accKey, acc []accuracy.HeuristicAccuracy, err error) {
	if gen != a.gen || a.closed {
		return // superseded: the goal changed, or the window is closing
	}
	a.cancel()
	a.running = accKey{}
	switch {
	case err == nil:
		if len(a.cache) >= maxCachedGoals {
			clear(a.cache) // rare: a person tries a handful of goals
		}
		a.cache[goal] = acc
	case errors.Is(err, context.Canceled):
		// cannot be ours: a cancel bumps the generation first
	default:
		a.failure[goal] = err.Error()
	}
	a.Changed.emit()
}

// supersede cancels the computation under way, whose figures would come
// for a goal that is no longer the session's.
func (a *Accuracy) supersede() {
	if a.running.goal == 0 {
		return
	}
	a.cancel()
	a.gen++
	a.running = accKey{}
}

func (a *Accuracy) shutdown() {
	a.supersede()
	a.supersedeExpr()
	a.closed = true
}
