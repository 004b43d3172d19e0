package session

import (
	"errors"
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// Mode is what the Compare tab compares: the board beside, or a batch of
// boards drawn for the goal. Each mode keeps its own run and results.
type Mode int

const (
	OneBoard Mode = iota
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
	return Limits{Nodes: solver.DefaultMaxNodes, Seconds: solver.DefaultTimeout.Seconds(), Depth: solver.DefaultDepthLimit}
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
		errs = append(errs, "the node limit must be a whole number up to 10^12, or none")
	}
	if math.IsNaN(l.Seconds) || l.Seconds < 0 || l.Seconds > MaxSecondsLimit {
		errs = append(errs, "the time limit must be a number of seconds above 0, or none")
	}
	if l.Depth < 1 || l.Depth > MaxDepthLimit {
		errs = append(errs, fmt.Sprintf("the depth limit must be a whole number from 1 to %d", MaxDepthLimit))
	}
	if len(errs) > 0 {
		return errors.New(strings.Join(errs, "; "))
	}
	return nil
}

// solver turns the limits into the harness's convention (negative: none).
func (l Limits) solver() solver.Limits {
	s := solver.Limits{MaxNodes: l.Nodes, Timeout: time.Duration(l.Seconds * float64(time.Second))}
	if l.Nodes == 0 {
		s.MaxNodes = -1
	}
	if l.Seconds == 0 {
		s.Timeout = -1
	} else {
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
		errs = append(errs, "unknown kind of batch")
	}
	if b.PerDistance < 1 || b.PerDistance > MaxPerDistance {
		errs = append(errs, fmt.Sprintf("the boards at each distance must be a whole number from 1 to %d", MaxPerDistance))
	}
	if b.UpTo < 1 || b.UpTo > MaxUpTo {
		errs = append(errs, fmt.Sprintf("the largest distance must be a whole number from 1 to %d", MaxUpTo))
	}
	if b.Count < 1 || b.Count > MaxRandomBoards {
		errs = append(errs, fmt.Sprintf("the number of boards must be a whole number from 1 to %d", MaxRandomBoards))
	}
	if b.Seed > math.MaxInt64 {
		errs = append(errs, "the seed is too large")
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

func (b BatchSettings) spec(goal solver.Board) solver.BatchSpec {
	s := solver.BatchSpec{Goal: goal, Seed: b.Seed}
	if b.Kind == RandomBoards {
		s.Random = b.Count
	} else {
		s.Depth, s.PerDepth = b.UpTo, b.PerDistance
	}
	return s
}

// Sort is a table's order: a column's key and the direction. An empty
// column is the order the runs were made in.
type Sort struct {
	Column string
	Desc   bool
}

// Settings is everything the comparison remembers.
type Settings struct {
	Mode       Mode
	Algorithms []string // chosen, in the registry's order
	Limits     Limits
	Batch      BatchSettings
	Sorts      [2]Sort   // by Mode
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

// The preference keys. prefSaved marks that the settings were saved once,
// so that a key missing after that is reported, and a first start is quiet.
const (
	prefSaved      = "compare.saved"
	prefMode       = "compare.mode"
	prefAlgorithms = "compare.algorithms"
	prefNodes      = "compare.nodes"
	prefSeconds    = "compare.seconds"
	prefDepth      = "compare.depth"
	prefBatchKind  = "compare.batch.kind"
	prefPer        = "compare.batch.per"
	prefUpTo       = "compare.batch.upto"
	prefCount      = "compare.batch.count"
	prefSeed       = "compare.batch.seed"
	prefSortOne    = "compare.sort.one"
	prefSortBatch  = "compare.sort.batch"
	prefChartOne   = "compare.chart.one"
	prefChartBatch = "compare.chart.batch"
)

var modeNames = []string{"one", "batch"}
var kindNames = []string{"distance", "random"}

// loadSettings reads the remembered settings. Every value is checked; one
// that is missing (after a first save), of the wrong type, unreadable or
// out of range gives way to its default with one line in the log.
func loadSettings(p Prefs) Settings {
	def := DefaultSettings()
	l := loader{p: p, saved: p.BoolWithFallback(prefSaved, false)}
	s := def
	s.Mode = Mode(l.choice(prefMode, modeNames, int(def.Mode)))
	s.Algorithms = l.algorithms(def.Algorithms)
	s.Limits.Nodes = int64(l.int(prefNodes, int(def.Limits.Nodes), 0, MaxNodesLimit))
	s.Limits.Seconds = l.float(prefSeconds, def.Limits.Seconds, 0, MaxSecondsLimit)
	s.Limits.Depth = l.int(prefDepth, def.Limits.Depth, 1, MaxDepthLimit)
	s.Batch.Kind = BatchKind(l.choice(prefBatchKind, kindNames, int(def.Batch.Kind)))
	s.Batch.PerDistance = l.int(prefPer, def.Batch.PerDistance, 1, MaxPerDistance)
	s.Batch.UpTo = l.int(prefUpTo, def.Batch.UpTo, 1, MaxUpTo)
	s.Batch.Count = l.int(prefCount, def.Batch.Count, 1, MaxRandomBoards)
	s.Batch.Seed = uint64(l.int(prefSeed, int(def.Batch.Seed), 0, math.MaxInt64))
	s.Sorts[OneBoard] = l.sort(prefSortOne)
	s.Sorts[Batch] = l.sort(prefSortBatch)
	s.Charts[OneBoard] = l.key(prefChartOne)
	s.Charts[Batch] = l.key(prefChartBatch)
	return s
}

// saveSettings remembers the settings.
func saveSettings(p Prefs, s Settings) {
	p.SetString(prefMode, modeNames[s.Mode])
	p.SetString(prefAlgorithms, strings.Join(s.Algorithms, ","))
	p.SetInt(prefNodes, int(s.Limits.Nodes))
	p.SetFloat(prefSeconds, s.Limits.Seconds)
	p.SetInt(prefDepth, s.Limits.Depth)
	p.SetString(prefBatchKind, kindNames[s.Batch.Kind])
	p.SetInt(prefPer, s.Batch.PerDistance)
	p.SetInt(prefUpTo, s.Batch.UpTo)
	p.SetInt(prefCount, s.Batch.Count)
	p.SetInt(prefSeed, int(s.Batch.Seed))
	p.SetString(prefSortOne, sortText(s.Sorts[OneBoard]))
	p.SetString(prefSortBatch, sortText(s.Sorts[Batch]))
	p.SetString(prefChartOne, s.Charts[OneBoard])
	p.SetString(prefChartBatch, s.Charts[Batch])
	p.SetBool(prefSaved, true)
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

// loader reads typed values and reports each damaged one once.
type loader struct {
	p     Prefs
	saved bool // the settings were saved before: a missing key is damage
}

// unset is a fallback no stored value can equal, to tell "not there or of
// another type" from a value.
const unset = "\x00unset"

// bad logs why a value was not used.
func (l *loader) bad(key, why string, def any) {
	logf("preferences: %s %s; using the default %v", key, why, def)
}

// missing reports a key that could not be read as its type: stored with
// another type, or (after a first save) not stored at all.
func (l *loader) missing(key string, def any) {
	switch {
	case l.present(key):
		l.bad(key, "has the wrong type", def)
	case l.saved:
		l.bad(key, "is missing", def)
	}
}

// present says whether key holds a value of any type.
func (l *loader) present(key string) bool {
	return l.p.StringWithFallback(key, unset) != unset ||
		!math.IsNaN(l.p.FloatWithFallback(key, math.NaN())) ||
		l.p.BoolWithFallback(key, true) == l.p.BoolWithFallback(key, false)
}

func (l *loader) int(key string, def int, lo, hi float64) int {
	const none = math.MinInt
	v := l.p.IntWithFallback(key, none)
	if v == none {
		l.missing(key, def)
		return def
	}
	if f := l.p.FloatWithFallback(key, float64(v)); f != math.Trunc(f) || f < lo || f > hi {
		// a fraction, or a number too large for an int that Fyne truncated
		l.bad(key, fmt.Sprintf("is %v, outside %v..%v", f, lo, hi), def)
		return def
	}
	return v
}

func (l *loader) float(key string, def, lo, hi float64) float64 {
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

func (l *loader) choice(key string, names []string, def int) int {
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
func (l *loader) algorithms(def []string) []string {
	v := l.p.StringWithFallback(prefAlgorithms, unset)
	if v == unset {
		l.missing(prefAlgorithms, "all")
		return def
	}
	if v == "" {
		return nil // none chosen: the user's choice
	}
	chosen := map[string]bool{}
	var unknown []string
	for _, n := range strings.Split(v, ",") {
		if _, err := solver.AlgorithmByName(n); err != nil {
			unknown = append(unknown, fmt.Sprintf("%q", n))
			continue
		}
		chosen[n] = true
	}
	var out []string
	for _, a := range solver.Algorithms() {
		if chosen[a.Name] {
			out = append(out, a.Name)
		}
	}
	if len(unknown) > 0 {
		if len(out) == 0 {
			l.bad(prefAlgorithms, "names no known algorithm", "all")
			return def
		}
		logf("preferences: %s: dropped unknown %s", prefAlgorithms, strings.Join(unknown, ", "))
	}
	return out
}

// sort reads "column:asc" or "column:desc"; the table drops a column it
// does not know.
func (l *loader) sort(key string) Sort {
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
func (l *loader) key(key string) string {
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
