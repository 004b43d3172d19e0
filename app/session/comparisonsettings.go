package session

import (
	"context"
	"errors"
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/harness"
	"github.com/eightpuzzle/eightpuzzle/solver/wide"
)

// CompareMode is what the Compare tab compares: the board beside, or a batch of
// boards drawn for the goal. Each mode keeps its own run and results.
type CompareMode int

const (
	OneBoard CompareMode = iota
	Batch
)

// BatchKind is how a batch draws its boards.
type BatchKind int

const (
	ByDistance   BatchKind = iota // PerDistance boards at each distance 1..UpTo
	RandomBoards                  // Count boards drawn uniformly
)

// Limits cap every run of a comparison. They are the comparison's own,
// apart from the Solve tab's: a batch over many boards wants other caps
// than one search watched by hand.
type Limits struct {
	Nodes   int64   // expansions per run; 0 for none
	Seconds float64 // wall time per run; 0 for none
	Depth   int     // the depth limit of the algorithms that take one (dls)
}

// DefaultLimits keeps a slow algorithm (dfs, ids) to a fraction of a second
// and lets every other one finish on any 3x3 board.
func DefaultLimits() Limits {
	return Limits{Nodes: harness.DefaultMaxNodes, Seconds: harness.DefaultTimeout.Seconds(), Depth: solver.DefaultDepthLimit}
}

// Ranges of the settings, checked when set and when loaded.
const (
	MaxNodesLimit   = 1e12
	MaxSecondsLimit = 1e6
	MaxDepthLimit   = 1<<16 - 2 // the engine's bound
	MaxPerDistance  = 1000
	MaxUpTo         = 200 // the engine reports the real largest distance of the goal
	MaxRandomBoards = 10_000
)

// Check says what is wrong with the limits, in words for the user.
func (l Limits) Check() error {
	var errs []string
	if l.Nodes < 0 || l.Nodes > MaxNodesLimit {
		errs = append(errs, fmt.Sprintf(tr("the node limit must be a whole number up to %s, or none"), count(MaxNodesLimit)))
	}
	if math.IsNaN(l.Seconds) || l.Seconds < 0 || l.Seconds > MaxSecondsLimit {
		errs = append(errs, tr("the time limit must be a number of seconds above 0, or none"))
	}
	if l.Depth < 1 || l.Depth > MaxDepthLimit {
		errs = append(errs, fmt.Sprintf(tr("the depth limit must be a whole number from 1 to %d"), MaxDepthLimit))
	}
	if len(errs) > 0 {
		return errors.New(strings.Join(errs, "; "))
	}
	return nil
}

// solver turns the limits into the harness's convention (negative: none).
func (l Limits) solver() harness.Limits {
	// the harness's convention is ours: zero is no cap
	s := harness.Limits{MaxNodes: l.Nodes, Timeout: time.Duration(l.Seconds * float64(time.Second))}
	if l.Seconds > 0 {
		s.Timeout = max(s.Timeout, 1)
	}
	return s
}

// BatchSettings say which boards a batch draws.
type BatchSettings struct {
	Kind        BatchKind
	PerDistance int // boards at each distance, for ByDistance
	UpTo        int // the largest distance, for ByDistance
	Count       int // boards, for RandomBoards
	Seed        uint64
}

// DefaultBatch is small: every algorithm on 48 boards takes a few seconds.
func DefaultBatch() BatchSettings {
	return BatchSettings{Kind: ByDistance, PerDistance: 2, UpTo: 24, Count: 50, Seed: 1}
}

// Check says what is wrong with the batch settings.
func (b BatchSettings) Check() error {
	var errs []string
	if b.Kind != ByDistance && b.Kind != RandomBoards {
		errs = append(errs, tr("unknown kind of batch"))
	}
	if b.PerDistance < 1 || b.PerDistance > MaxPerDistance {
		errs = append(errs, fmt.Sprintf(tr("the boards at each distance must be a whole number from 1 to %d"), MaxPerDistance))
	}
	if b.UpTo < 1 || b.UpTo > MaxUpTo {
		errs = append(errs, fmt.Sprintf(tr("the largest distance must be a whole number from 1 to %d"), MaxUpTo))
	}
	if b.Count < 1 || b.Count > MaxRandomBoards {
		errs = append(errs, fmt.Sprintf(tr("the number of boards must be a whole number from 1 to %d"), MaxRandomBoards))
	}
	if b.Seed > math.MaxInt64 {
		errs = append(errs, tr("the seed is too large"))
	}
	if len(errs) > 0 {
		return errors.New(strings.Join(errs, "; "))
	}
	return nil
}

// Boards is how many boards the batch draws.
func (b BatchSettings) Boards() int {
	if b.Kind == RandomBoards {
		return b.Count
	}
	return b.PerDistance * b.UpTo
}

func (b BatchSettings) spec(goal solver.Board) harness.BatchSpec {
	s := harness.BatchSpec{Goal: goal, Seed: b.Seed}
	if b.Kind == RandomBoards {
		s.Random = b.Count
	} else {
		s.Depth, s.PerDepth = b.UpTo, b.PerDistance
	}
	return s
}

// problems draws the batch's boards for goal on shape sh.
func (b BatchSettings) problems(sh solver.Shape, goal solver.Board) func(context.Context) ([]solver.Problem, error) {
	spec := b.spec(goal)
	spec.Shape = sh
	return spec.Problems
}

// wideProblems draws the batch's boards for a side of 5, p's goal and
// size. No table gives boards at each distance there: ByDistance draws
// PerDistance boards scrambled d random moves from the goal for each d of
// 1..UpTo (at most d moves away), which the optimal searches solve, where
// a random 5x5 board is out of their reach.
func (b BatchSettings) wideProblems(p wide.Problem) func() ([]wide.Problem, error) {
	return func() ([]wide.Problem, error) {
		if b.Kind == RandomBoards {
			return harness.WideBatch{Shape: p.Shape, Goal: p.Goal, Random: b.Count, Seed: b.Seed}.Problems()
		}
		return harness.WideBatch{Shape: p.Shape, Goal: p.Goal, UpTo: b.UpTo, Count: b.PerDistance, Seed: b.Seed}.Problems()
	}
}

// Sort is a table's order: a column's key and the direction. An empty
// column is the order the runs were made in.
type Sort struct {
	Column string
	Desc   bool
}

// Settings is everything the comparison remembers.
type Settings struct {
	Mode       CompareMode
	Algorithms []string // chosen, in the registry's order
	Limits     Limits
	Batch      BatchSettings
	Sorts      [2]Sort   // by CompareMode
	Charts     [2]string // by Mode: the chart shown, by a key the view gives it; "" for its default
}

// DefaultSettings compares every algorithm on the board beside.
func DefaultSettings() Settings {
	s := Settings{Mode: OneBoard, Limits: DefaultLimits(), Batch: DefaultBatch()}
	for _, a := range solver.Algorithms() {
		s.Algorithms = append(s.Algorithms, a.Name)
	}
	return s
}

// The preference keys. cmpPrefSaved marks that the settings were saved once,
// so that a key missing after that is reported, and a first start is quiet.
const (
	cmpPrefSaved      = "compare.saved"
	cmpPrefMode       = "compare.mode"
	cmpPrefAlgorithms = "compare.algorithms"
	cmpPrefNodes      = "compare.nodes"
	cmpPrefSeconds    = "compare.seconds"
	cmpPrefDepth      = "compare.depth"
	cmpPrefBatchKind  = "compare.batch.kind"
	cmpPrefPer        = "compare.batch.per"
	cmpPrefUpTo       = "compare.batch.upto"
	cmpPrefCount      = "compare.batch.count"
	cmpPrefSeed       = "compare.batch.seed"
	cmpPrefSortOne    = "compare.sort.one"
	cmpPrefSortBatch  = "compare.sort.batch"
	cmpPrefChartOne   = "compare.chart.one"
	cmpPrefChartBatch = "compare.chart.batch"
)

var modeNames = []string{"one", "batch"}
var kindNames = []string{"distance", "random"}

// loadSettings reads the remembered settings. Every value is checked; one
// that is missing (after a first save), of the wrong type, unreadable or
// out of range gives way to its default with one line in the log.
//
// depthStored reports whether the dls depth came from prefs: when it did
// not, it is the 3x3's default, for the session to fit to its size.
func loadSettings(p Prefs) (s Settings, depthStored bool) {
	def := DefaultSettings()
	l := cmpLoader{p: p, saved: p.BoolWithFallback(cmpPrefSaved, false)}
	s = def
	s.Mode = CompareMode(l.choice(cmpPrefMode, modeNames, int(def.Mode)))
	s.Algorithms = l.algorithms(def.Algorithms)
	s.Limits.Nodes = int64(l.int(cmpPrefNodes, int(def.Limits.Nodes), 0, MaxNodesLimit))
	s.Limits.Seconds = l.float(cmpPrefSeconds, def.Limits.Seconds, 0, MaxSecondsLimit)
	s.Limits.Depth, depthStored = l.stored(cmpPrefDepth, def.Limits.Depth, 1, MaxDepthLimit)
	s.Batch.Kind = BatchKind(l.choice(cmpPrefBatchKind, kindNames, int(def.Batch.Kind)))
	s.Batch.PerDistance = l.int(cmpPrefPer, def.Batch.PerDistance, 1, MaxPerDistance)
	s.Batch.UpTo = l.int(cmpPrefUpTo, def.Batch.UpTo, 1, MaxUpTo)
	s.Batch.Count = l.int(cmpPrefCount, def.Batch.Count, 1, MaxRandomBoards)
	s.Batch.Seed = uint64(l.int(cmpPrefSeed, int(def.Batch.Seed), 0, math.MaxInt64))
	s.Sorts[OneBoard] = l.sort(cmpPrefSortOne)
	s.Sorts[Batch] = l.sort(cmpPrefSortBatch)
	s.Charts[OneBoard] = l.key(cmpPrefChartOne)
	s.Charts[Batch] = l.key(cmpPrefChartBatch)
	return s, depthStored
}

// saveSettings remembers the settings.
func saveSettings(p Prefs, s Settings) {
	p.SetString(cmpPrefMode, modeNames[s.Mode])
	p.SetString(cmpPrefAlgorithms, joinNames(s.Algorithms))
	p.SetInt(cmpPrefNodes, int(s.Limits.Nodes))
	p.SetFloat(cmpPrefSeconds, s.Limits.Seconds)
	p.SetInt(cmpPrefDepth, s.Limits.Depth)
	p.SetString(cmpPrefBatchKind, kindNames[s.Batch.Kind])
	p.SetInt(cmpPrefPer, s.Batch.PerDistance)
	p.SetInt(cmpPrefUpTo, s.Batch.UpTo)
	p.SetInt(cmpPrefCount, s.Batch.Count)
	p.SetInt(cmpPrefSeed, int(s.Batch.Seed))
	p.SetString(cmpPrefSortOne, sortText(s.Sorts[OneBoard]))
	p.SetString(cmpPrefSortBatch, sortText(s.Sorts[Batch]))
	p.SetString(cmpPrefChartOne, s.Charts[OneBoard])
	p.SetString(cmpPrefChartBatch, s.Charts[Batch])
	p.SetBool(cmpPrefSaved, true)
}

func sortText(s Sort) string {
	if s.Column == "" {
		return ""
	}
	if s.Desc {
		return s.Column + ":desc"
	}
	return s.Column + ":asc"
}

// cmpLoader reads typed values and reports each damaged one once.
type cmpLoader struct {
	p     Prefs
	saved bool // the settings were saved before: a missing key is damage
}

// unset is a fallback no stored value can equal, to tell "not there or of
// another type" from a value.
const unset = "\x00unset"

// bad logs why a value was not used.
func (l *cmpLoader) bad(key, why string, def any) {
	logf("preferences: %s %s; using the default %v", key, why, def)
}

// missing reports a key that could not be read as its type: stored with
// another type, or (after a first save) not stored at all.
func (l *cmpLoader) missing(key string, def any) {
	switch {
	case l.present(key):
		l.bad(key, "has the wrong type", def)
	case l.saved:
		l.bad(key, "is missing", def)
	}
}

// present says whether key holds a value of any type.
func (l *cmpLoader) present(key string) bool {
	return l.p.StringWithFallback(key, unset) != unset ||
		!math.IsNaN(l.p.FloatWithFallback(key, math.NaN())) ||
		l.p.BoolWithFallback(key, true) == l.p.BoolWithFallback(key, false)
}

func (l *cmpLoader) int(key string, def int, lo, hi float64) int {
	v, _ := l.stored(key, def, lo, hi)
	return v
}

// stored is int, and whether the value came from prefs rather than def.
func (l *cmpLoader) stored(key string, def int, lo, hi float64) (int, bool) {
	const none = math.MinInt
	v := l.p.IntWithFallback(key, none)
	if v == none {
		l.missing(key, def)
		return def, false
	}
	if f := l.p.FloatWithFallback(key, float64(v)); f != math.Trunc(f) || f < lo || f > hi {
		// a fraction, or a number too large for an int that Fyne truncated
		l.bad(key, fmt.Sprintf("is %v, outside %v..%v", f, lo, hi), def)
		return def, false
	}
	return v, true
}

func (l *cmpLoader) float(key string, def, lo, hi float64) float64 {
	v := l.p.FloatWithFallback(key, math.NaN())
	if math.IsNaN(v) {
		l.missing(key, def)
		return def
	}
	if v < lo || v > hi {
		l.bad(key, fmt.Sprintf("is %v, outside %v..%v", v, lo, hi), def)
		return def
	}
	return v
}

func (l *cmpLoader) choice(key string, names []string, def int) int {
	v := l.p.StringWithFallback(key, unset)
	if v == unset {
		l.missing(key, names[def])
		return def
	}
	for i, n := range names {
		if v == n {
			return i
		}
	}
	l.bad(key, fmt.Sprintf("is %q, not one of %s", v, strings.Join(names, ", ")), names[def])
	return def
}

// algorithms reads the chosen names; unknown ones are dropped (an older
// or newer version may have others), and if none is left of a non-empty
// list, every algorithm is chosen.
func (l *cmpLoader) algorithms(def []string) []string {
	v := l.p.StringWithFallback(cmpPrefAlgorithms, unset)
	if v == unset {
		l.missing(cmpPrefAlgorithms, "all")
		return def
	}
	if v == "" {
		return nil // none chosen: the user's choice
	}
	out, unknown := registryOrder(splitNames(v))
	if len(unknown) > 0 {
		if len(out) == 0 {
			l.bad(cmpPrefAlgorithms, "names no known algorithm", "all")
			return def
		}
		logf("preferences: %s: dropped unknown %s", cmpPrefAlgorithms, strings.Join(unknown, ", "))
	}
	return out
}

// sort reads "column:asc" or "column:desc"; the table drops a column it
// does not know.
func (l *cmpLoader) sort(key string) Sort {
	v := l.p.StringWithFallback(key, unset)
	switch {
	case v == unset:
		l.missing(key, "run order")
		return Sort{}
	case v == "":
		return Sort{}
	}
	col, dir, ok := strings.Cut(v, ":")
	if !ok || col == "" || (dir != "asc" && dir != "desc") || len(col) > 64 {
		l.bad(key, fmt.Sprintf("is %q, not column:asc or column:desc", v), "run order")
		return Sort{}
	}
	return Sort{Column: col, Desc: dir == "desc"}
}

// key reads a name the view gave (a chart's); the view falls back to its
// default for one it does not know.
func (l *cmpLoader) key(key string) string {
	v := l.p.StringWithFallback(key, unset)
	switch {
	case v == unset:
		l.missing(key, "the first")
		return ""
	case !validKey(v):
		l.bad(key, fmt.Sprintf("is %q, not a name", v), "the first")
		return ""
	}
	return v
}

// validKey says whether s can be a column's or a chart's key: short,
// lower-case letters, digits and dashes.
func validKey(s string) bool {
	if len(s) > 64 {
		return false
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-' || r == '*') {
			return false
		}
	}
	return true
}

// registryOrder keeps the names of algorithms: the registry's in its
// order (those on request last), then those led by an expression (solver.AlgorithmNamed) in the
// order given, once each; the others, quoted, are unknown.
func registryOrder(names []string) (out, unknown []string) {
	want := map[string]bool{}
	var led []string
	for _, n := range names {
		switch _, err := solver.AlgorithmByName(n); {
		case err == nil:
			want[n] = true
		case want[n]:
		default:
			if _, err := solver.AlgorithmNamed(n); err != nil {
				unknown = append(unknown, fmt.Sprintf("%q", n))
				continue
			}
			want[n] = true
			led = append(led, n)
		}
	}
	// the searches on request (the 7-8) after the registry's, as every
	// picker lists them
	for _, a := range append(solver.Algorithms(), solver.OnRequest()...) {
		if want[a.Name] {
			out = append(out, a.Name)
		}
	}
	return append(out, led...), unknown
}
