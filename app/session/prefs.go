package session

import (
	"fmt"
	"log"
	"math"
	"slices"
	"strconv"
	"time"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/wide"
)

// Prefs is where remembered settings live: fyne.Preferences satisfies it in
// the app, a map in tests. Only these typed accessors are used, so a value
// stored with another type reads as the fallback.
type Prefs interface {
	StringWithFallback(key, fallback string) string
	SetString(key, value string)
	IntWithFallback(key string, fallback int) int
	SetInt(key string, value int)
	FloatWithFallback(key string, fallback float64) float64
	SetFloat(key string, value float64)
	BoolWithFallback(key string, fallback bool) bool
	SetBool(key string, value bool)
}

// logf reports a remembered value that was damaged and not used. A
// variable so that tests can count the lines.
var logf = log.Printf

// Preference keys: what the window remembers between runs.
const (
	prefShape      = "shape"
	prefMemory     = "memoryCap" // MB; 0 the engine's default, -1 none
	prefBoard      = "board"
	prefGoal       = "goal"
	prefAlgorithm  = "algorithm"
	prefSpeed      = "replaySpeed"
	prefWatch      = "watch"
	prefWatchSpeed = "watchSpeed"
	prefDepth      = "depthLimit"
	prefNodes      = "nodeLimit"
	prefTime       = "timeLimit"
	prefTheme      = "theme"
	prefLanguage   = "language" // "" the system's
	prefTextSize   = "textSize" // percent, one of TextSizes
	prefRandomDist = "randomDistance"
	prefWidth      = "windowWidth"
	prefHeight     = "windowHeight"
	prefTies       = "ties"
	prefGoalTest   = "goalTest"
	prefOrder      = "moveOrder"
	prefShuffle    = "moveShuffle" // the seed in decimal: a uint64 is too large for an int preference
	// A*'s weight is not remembered (it was, as "astarWeight"): a weight
	// changes what a path promises, and a session must not start weighted
	// unseen
)

// missing is a fallback no real value equals, to tell "not stored" (use
// the default quietly) from "stored but damaged" (use it and say so).
const (
	missingString = "\x00missing"
	missingInt    = math.MinInt
)

// loader reads remembered values, each checked like a typed one: a file
// edited by hand, from an older version or half written must not put a bad
// board, an unknown algorithm or a huge limit into the window. A damaged
// value falls back to its default with one line in the log.
type loader struct{ p Prefs }

func (l loader) bad(key string, v any, why string) {
	logf("preferences: ignoring %s = %v: %s; using the default", key, v, why)
}

// absent is called when key has no value of the type wanted: it says so
// in the log when the key holds a value of another type.
func (l loader) absent(key, want string) {
	p := l.p
	present := p.StringWithFallback(key, missingString) != missingString ||
		p.IntWithFallback(key, missingInt) != missingInt ||
		!math.IsNaN(p.FloatWithFallback(key, math.NaN())) ||
		p.BoolWithFallback(key, false) == p.BoolWithFallback(key, true)
	if present {
		logf("preferences: ignoring %s: not a %s; using the default", key, want)
	}
}

func (l loader) string(key string, ok func(string) error) (string, bool) {
	v := l.p.StringWithFallback(key, missingString)
	if v == missingString {
		l.absent(key, "string")
		return "", false
	}
	if err := ok(v); err != nil {
		l.bad(key, v, err.Error())
		return "", false
	}
	return v, true
}

func (l loader) int(key string, lo, hi int) (int, bool) {
	v := l.p.IntWithFallback(key, missingInt)
	if v == missingInt {
		l.absent(key, "whole number")
		return 0, false
	}
	if v < lo || v > hi {
		l.bad(key, v, "out of range")
		return 0, false
	}
	return v, true
}

func (l loader) float(key string, lo, hi float64) (float64, bool) {
	v := l.p.FloatWithFallback(key, math.NaN())
	if v != v {
		l.absent(key, "number") // a stored NaN cannot come from us either
		return 0, false
	}
	if v < lo || v > hi {
		l.bad(key, v, "out of range")
		return 0, false
	}
	return v, true
}

func (l loader) bool(key string) (bool, bool) {
	v := l.p.BoolWithFallback(key, false)
	if v != l.p.BoolWithFallback(key, true) {
		l.absent(key, "true or false")
		return false, false
	}
	return v, true
}

// load restores the last session.
func (s *Session) load() {
	l := loader{s.prefs}
	parse := func(p func(string) (solver.Board, error)) func(string) error {
		return func(v string) error { _, err := p(v); return err }
	}
	if v, ok := l.string(prefShape, func(v string) error { _, err := parseShape(v); return err }); ok {
		s.shape, _ = parseShape(v)
	}
	s.compare.shapeLoaded(s.shape)
	// board and goal are read as boards of the remembered size: one of
	// another size (a file edited by hand) falls back to the default
	sh := s.shape
	parseShaped := func(v string) (solver.Board, error) { return ParseBoard(sh, v) }
	if s.Wide() {
		s.loadWide(l)
	} else {
		s.goal = sh.Goal()
		if v, ok := l.string(prefGoal, parse(parseShaped)); ok {
			s.goal, _ = parseShaped(v)
		}
		s.board = s.goal
		if v, ok := l.string(prefBoard, parse(parseShaped)); ok {
			s.board, _ = parseShaped(v)
		}
		s.playFrom = s.board
	}
	if v, ok := l.string(prefAlgorithm, func(v string) error { _, err := s.savedAlgorithm(v); return err }); ok {
		s.search.algo, _ = s.savedAlgorithm(v)
	}
	if v, ok := l.int(prefSpeed, 0, len(replaySpeeds)-1); ok {
		s.replay.speed = v
	}
	s.search.watch, _ = l.bool(prefWatch)
	if v, ok := l.int(prefWatchSpeed, 0, len(watchSpeeds)-1); ok {
		s.search.watchRate = v
	}
	s.updateDelay()
	// Limits: 0 (or missing) is "none"; the fields show what was stored.
	if v, ok := l.int(prefDepth, 0, maxDepth); ok && v > 0 {
		s.search.depth = v
		s.search.text[DepthField] = count(int64(v))
	}
	if v, ok := l.int(prefNodes, 0, math.MaxInt); ok && v > 0 && int64(v) <= maxNodes {
		s.search.maxNodes = int64(v)
		s.search.text[NodesField] = count(int64(v))
	} else if ok && int64(v) > maxNodes {
		l.bad(prefNodes, v, "out of range")
	}
	if v, ok := l.float(prefTime, 0, maxSeconds); ok && v > 0 {
		s.search.timeout = time.Duration(v * float64(time.Second))
		s.search.text[SecondsField] = formatSeconds(v)
	}
	if v, ok := l.int(prefMemory, -1, maxMemMB); ok && v != 0 {
		s.search.maxMemory = int64(v) << 20
		if v < 0 {
			s.search.maxMemory = -1
		}
		s.search.text[MemoryField] = MemoryText(s.search.maxMemory)
	}
	if v, ok := l.string(prefLanguage, func(v string) error {
		if !validLanguage(v) {
			return errString("not a language the window speaks")
		}
		return nil
	}); ok {
		s.language = v
	}
	if v, ok := l.int(prefRandomDist, 0, sh.Diameter()); ok {
		s.randomDist = v
	}
	if v, ok := l.string(prefTheme, func(v string) error {
		if !validTheme(Theme(v)) {
			return errString("not system, light, dark or contrast")
		}
		return nil
	}); ok {
		s.theme = Theme(v)
	}
	if v, ok := l.int(prefTextSize, TextSizes[0], TextSizes[len(TextSizes)-1]); ok {
		if slices.Contains(TextSizes, v) {
			s.text = v
		} else {
			l.bad(prefTextSize, v, "not one of the sizes offered")
		}
	}
	if v, ok := l.string(prefTies, func(v string) error { _, err := solver.ParseTies(v); return err }); ok {
		s.conv.Ties, _ = solver.ParseTies(v)
	}
	if v, ok := l.string(prefGoalTest, func(v string) error { _, err := solver.ParseGoalTest(v); return err }); ok {
		s.conv.GoalTest, _ = solver.ParseGoalTest(v)
	}
	if v, ok := l.string(prefOrder, func(v string) error { _, err := solver.ParseOrder(v); return err }); ok {
		s.conv.Order, _ = solver.ParseOrder(v)
	}
	if v, ok := l.string(prefShuffle, func(v string) error {
		if v == "0" {
			return nil
		}
		_, err := ParseSeed(v)
		return err
	}); ok {
		s.conv.Shuffle, _ = strconv.ParseUint(v, 10, 64)
	}
	w, okW := l.float(prefWidth, float64(MinSize.Width), 10000)
	h, okH := l.float(prefHeight, float64(MinSize.Height), 10000)
	if okW && okH {
		s.size = Size{float32(w), float32(h)}
	}
}

type errString string

func (e errString) Error() string { return string(e) }

func formatSeconds(v float64) string {
	return stripZeros(v)
}

// save writes the settings in one burst, and only the values that changed.
func (s *Session) save() {
	p := changedOnly{s.prefs}
	p.SetString(prefShape, s.shape.String())
	board, goal := s.shape.Format(s.board), s.shape.Format(s.goal)
	if s.Wide() {
		board, goal = wide.Format(s.shape, s.wboard), wide.Format(s.shape, s.wgoal)
	}
	p.SetString(prefBoard, board)
	p.SetString(prefGoal, goal)
	mem := int(s.search.maxMemory >> 20)
	if s.search.maxMemory < 0 {
		mem = -1
	}
	p.SetInt(prefMemory, mem)
	// led by the user's expression: FAMILY-EXPRESSION, which loads
	// (savedAlgorithm). On a side of 5, the one the user chose, not the
	// one the size put in its place (fitWide), which is put back with the
	// size: it was saved instead, and a restart on 5x5 then back to 3x3
	// left the size's choice, not the user's
	algo := s.search.algo
	if b := s.set5Aside(); b != nil {
		algo = b.algo
	}
	p.SetString(prefAlgorithm, algo.Name)
	p.SetInt(prefSpeed, s.replay.speed)
	p.SetBool(prefWatch, s.search.watch)
	p.SetInt(prefWatchSpeed, s.search.watchRate)
	p.SetInt(prefDepth, s.search.depth)
	p.SetInt(prefNodes, int(s.search.maxNodes))
	p.SetFloat(prefTime, s.search.timeout.Seconds())
	p.SetString(prefTheme, string(s.theme))
	p.SetString(prefLanguage, s.language)
	p.SetInt(prefTextSize, s.text)
	p.SetInt(prefRandomDist, s.randomDist)
	p.SetString(prefTies, s.conv.Ties.String())
	p.SetString(prefGoalTest, s.conv.GoalTest.String())
	p.SetString(prefOrder, s.conv.Order.String())
	p.SetString(prefShuffle, strconv.FormatUint(s.conv.Shuffle, 10))
}

// changedOnly writes a value only when it differs from the one stored:
// Fyne rewrites its whole file on every set, and a reload during a
// write is what logs "Preferences load error: EOF".
type changedOnly struct{ Prefs }

func (p changedOnly) SetString(k, v string) {
	if p.StringWithFallback(k, missingString) != v {
		p.Prefs.SetString(k, v)
	}
}

func (p changedOnly) SetInt(k string, v int) {
	if p.IntWithFallback(k, missingInt) != v {
		p.Prefs.SetInt(k, v)
	}
}

func (p changedOnly) SetFloat(k string, v float64) {
	if p.FloatWithFallback(k, math.NaN()) != v {
		p.Prefs.SetFloat(k, v)
	}
}

func (p changedOnly) SetBool(k string, v bool) {
	if p.BoolWithFallback(k, !v) != v {
		p.Prefs.SetBool(k, v)
	}
}

// savedAlgorithm is the algorithm a remembered name stands for: one of
// the registry's, or a family led by an expression the pickers list (the
// Heuristics tab's typed one or a named one) that still compiles; else
// an error, and the default is used.
func (s *Session) savedAlgorithm(name string) (*solver.Algorithm, error) {
	if a, err := solver.AlgorithmByName(name); err == nil {
		return a, nil
	}
	a, err := solver.AlgorithmNamed(name)
	if err != nil {
		return nil, err
	}
	h := s.accuracy.heuristicFor(a.Heuristic.Expression())
	if h == nil {
		return nil, fmt.Errorf("led by the expression %q, which is not the Heuristics tab's (%q) nor a named one", a.Heuristic.Expression(), s.accuracy.expr.text)
	}
	return a.Family.WithHeuristic(h)
}
