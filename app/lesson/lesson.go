// Package lesson reads and writes lessons: small text files a teacher
// writes or saves from the window, and students open (File > Open lesson,
// a file dropped on the window, `eightpuzzle FILE`, or a link whose
// address carries one). A lesson sets up the window: the board, goal and
// size, the algorithm and heuristic, the conventions, the weight and the
// limits, the tab and the Explore view, the Explore step, and a note from
// the teacher shown at the top of the window.
//
// # The format
//
// UTF-8 text, at most MaxSize bytes. The first line names it and its
// version; then one "key: value" a line, in any order; blank lines and
// lines starting with # are skipped:
//
//	eightpuzzle lesson 1
//	size: 3x3
//	board: 867254301
//	goal: 123456780
//	algorithm: astar
//	heuristic: manhattan
//	ties: oldest
//	goal-test: generate
//	order: UDLR
//	tab: explore
//	view: tree
//	step: 12
//	note: Which board will A* expand after this one? Why?
//	note: Step once to check.
//
// Keys and values are those of the command line (board as it writes them,
// or any way it reads them; goal also a preset name: blank last, spiral;
// algorithm a family such as astar or a full name such as astar-manhattan;
// ties, goal-test, order, shuffle, weight, depth, max-nodes, timeout and
// max-memory as the flags of `eightpuzzle solve`). Each key may be given
// once, except note: each note line is one line of the note. A key left
// out takes its default: the shape the board is written in, the size's
// blank-last goal, A* with Manhattan distance, the engine's conventions,
// no limits, the Solve tab, the frontier view, no step.
//
// A file that is damaged (not text, too large, a key given twice, a board
// of the wrong size or one that cannot reach the goal, an unknown
// algorithm, a limit out of range) is an *Error that names the line and
// the problem; nothing of it is used. A lesson of a later version than
// Version is read as far as this version knows it: the keys it does not
// know are listed in Ignored, for the window to say so.
//
// # The name
//
// Files are saved as NAME.8puzzle (Ext): the app's own name, which no
// other program claims, so a desktop can send such files to the app. The
// reader goes by the first line, not the name: a lesson renamed .txt (to
// open it in a text editor with a double click) opens the same.
package lesson

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/wide"
)

// Version is the version of the format this package writes and reads in
// full.
const Version = 1

// Ext is the extension lessons are saved with.
const Ext = ".8puzzle"

// magic starts the first line: "eightpuzzle lesson 1".
const magic = "eightpuzzle lesson"

// Bounds on what a lesson may hold: a hand-written lesson is a few hundred
// bytes, and a file far larger is not one (or is hostile). The note is
// shown on a banner at the top of the window: a paragraph or two.
const (
	MaxSize     = 64 << 10 // bytes of the file
	MaxNote     = 2000     // characters of the note
	MaxNoteLine = 500      // characters of one note line
	MaxStep     = 1_000_000
)

// Limits bounds a lesson's values the way the window's fields do.
const (
	maxDepth   = 1<<16 - 2
	maxNodes   = 1_000_000_000_000
	maxSeconds = 1_000_000
	maxMemory  = int64(1) << 40 // a terabyte
)

// Tabs are the tabs a lesson may open, as written; Views the Explore
// tab's views.
var (
	Tabs  = []string{"solve", "replay", "compare", "explore", "race", "heuristics"}
	Views = []string{"frontier", "tree", "map", "depths"}
)

// NoStep is Lesson.Step when the lesson names none.
const NoStep = -1

// Lesson is what a lesson file says, checked: every field holds a value
// the window can use.
type Lesson struct {
	Shape       solver.Shape
	Board, Goal solver.Board
	// WideBoard and WideGoal are the board and goal on a side of 5
	// (wide.Needs(Shape)), which a solver.Board cannot hold; Board and Goal
	// are zero there.
	WideBoard, WideGoal wide.Board
	// Algorithm is the search, its heuristic included (Algorithm.Heuristic,
	// nil for an uninformed search).
	Algorithm   *solver.Algorithm
	Conventions solver.Conventions
	Weight      float64 // weighted A*'s w: 1 is plain A*; only a Weighted algorithm has another
	Limits      Limits
	Tab         string // one of Tabs
	View        string // one of Views
	Step        int    // the Explore step to open at, 0..MaxStep; NoStep for none
	Note        string // lines split by \n; "" for none

	// Read only: the version the file gave, and the keys of a later
	// version that were not understood, in the order met.
	FileVersion int
	Ignored     []string
}

// Limits are a search's limits, as the Solve tab takes them; zero is none
// (for MaxMemory, the engine's default cap; -1 is no cap at all).
type Limits struct {
	Depth     int // dls's depth limit; 0: the size's default
	MaxNodes  int64
	Timeout   time.Duration
	MaxMemory int64 // bytes
}

// Default is the lesson of a key-less file on the board b of sh: every
// field at its default.
func Default(sh solver.Shape, b solver.Board) Lesson {
	a, _ := solver.AlgorithmByName(solver.DefaultAlgorithm)
	sh = sh.Norm()
	l := Lesson{Shape: sh, Algorithm: a, Weight: 1,
		Tab: "solve", View: "frontier", Step: NoStep, FileVersion: Version}
	if wide.Needs(sh) {
		l.WideGoal = wide.Goal(sh)
		return l
	}
	l.Board, l.Goal = b, sh.Goal()
	return l
}

// DefaultWide is Default on a side of 5, on the board b.
func DefaultWide(sh solver.Shape, b wide.Board) Lesson {
	l := Default(sh, 0)
	l.WideBoard = b
	return l
}

// Wide says the lesson's board has a side of 5: WideBoard and WideGoal
// hold it.
func (l Lesson) Wide() bool { return wide.Needs(l.Shape) }

// BoardText is the board as the file writes it, on any size.
func (l Lesson) BoardText() string {
	if l.Wide() {
		return wide.Format(l.Shape, l.WideBoard)
	}
	return l.Shape.Format(l.Board)
}

// GoalText is the goal as the file writes it.
func (l Lesson) GoalText() string {
	if l.Wide() {
		return wide.Format(l.Shape, l.WideGoal)
	}
	return l.Shape.Format(l.Goal)
}

// solvable says the board reaches the goal, on any size.
func (l Lesson) solvable() bool {
	if l.Wide() {
		return wide.Solvable(l.Shape, l.WideBoard, l.WideGoal)
	}
	return l.Shape.Solvable(l.Board, l.Goal)
}

// Error is what is wrong with a lesson file: the line (0 for the file as
// a whole) and what.
type Error struct {
	Line int
	Msg  string
}

func (e *Error) Error() string {
	if e.Line == 0 {
		return e.Msg
	}
	return fmt.Sprintf("line %d: %s", e.Line, e.Msg)
}

func errorf(line int, format string, args ...any) *Error {
	return &Error{line, fmt.Sprintf(format, args...)}
}

// Parse reads a lesson. See the package comment for the format.
func Parse(data []byte) (Lesson, error) {
	if len(data) > MaxSize {
		return Lesson{}, errorf(0, "the file has %d bytes; a lesson has at most %d KB", len(data), MaxSize>>10)
	}
	data = bytes.TrimPrefix(data, []byte("\uFEFF")) // a BOM, as Windows' editors write
	if err := checkText(data); err != nil {
		return Lesson{}, err
	}
	lines := strings.Split(string(data), "\n")
	first := strings.TrimSpace(lines[0])
	version, err := parseMagic(first)
	if err != nil {
		return Lesson{}, err
	}
	p := parser{values: map[string]entry{}, version: version}
	for i, raw := range lines[1:] {
		if err := p.line(i+2, raw); err != nil {
			return Lesson{}, err
		}
	}
	l, err := p.lesson()
	if err != nil {
		return Lesson{}, err
	}
	l.FileVersion = version
	return l, nil
}

// Read reads a lesson file from r: at most MaxSize bytes are read, so a
// huge file (or a device that never ends) is refused after those.
func Read(r io.Reader) (Lesson, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxSize+1))
	if err != nil {
		return Lesson{}, err
	}
	if len(data) > MaxSize {
		return Lesson{}, errorf(0, "the file is over %d KB; a lesson has at most %d KB", MaxSize>>10, MaxSize>>10)
	}
	return Parse(data)
}

// checkText refuses what is not text: bytes that are not UTF-8, and
// control characters other than tab and line breaks (a binary file, or
// one built to garble the banner).
func checkText(data []byte) error {
	line := 1
	for i := 0; i < len(data); {
		r, w := utf8.DecodeRune(data[i:])
		switch {
		case r == utf8.RuneError && w == 1:
			return errorf(line, "not a text file: byte 0x%02X is not UTF-8", data[i])
		case r == '\n':
			line++
		case r == '\t' || r == '\r':
		case unicode.IsControl(r) || r == '\u2028' || r == '\u2029' || unicode.Is(unicode.Bidi_Control, r):
			return errorf(line, "not a text file: it holds the control character %U", r)
		}
		i += w
	}
	return nil
}

func parseMagic(first string) (int, error) {
	rest, ok := strings.CutPrefix(first, magic)
	if !ok {
		if len(first) > 40 {
			first = first[:40] + "…"
		}
		return 0, errorf(1, "not an eightpuzzle lesson: the first line is %q, want %q", first, fmt.Sprintf("%s %d", magic, Version))
	}
	v, err := strconv.Atoi(strings.TrimSpace(rest))
	if err != nil || v < 1 {
		return 0, errorf(1, "the lesson's version %q is not a whole number from 1", strings.TrimSpace(rest))
	}
	return v, nil
}

// keys are the keys of this version, in the order Format writes them.
var keys = []string{"size", "board", "goal", "algorithm", "heuristic", "weight", "ties", "goal-test", "order", "shuffle",
	"depth", "max-nodes", "timeout", "max-memory", "tab", "view", "step", "note"}

type entry struct {
	line  int
	value string
}

type parser struct {
	values  map[string]entry
	note    []string
	ignored []string
	version int
}

func (p *parser) line(n int, raw string) error {
	t := strings.TrimSpace(raw)
	if t == "" || strings.HasPrefix(t, "#") {
		return nil
	}
	k, v, ok := strings.Cut(t, ":")
	if !ok {
		return errorf(n, "%q is not key: value (a note of several lines has note: at the start of each)", clip(t))
	}
	k, v = strings.ToLower(strings.TrimSpace(k)), strings.TrimSpace(v)
	if !slices.Contains(keys, k) {
		if p.version > Version {
			if !slices.Contains(p.ignored, k) {
				p.ignored = append(p.ignored, k)
			}
			return nil
		}
		msg := fmt.Sprintf("unknown key %q", clip(k))
		if near := solver.Closest(k, keys); len(near) > 0 {
			msg += "; did you mean " + near[0] + "?"
		} else {
			msg += " (the keys are " + strings.Join(keys, ", ") + ")"
		}
		return errorf(n, "%s", msg)
	}
	if k == "note" {
		if utf8.RuneCountInString(v) > MaxNoteLine {
			return errorf(n, "a note line has %d characters; at most %d", utf8.RuneCountInString(v), MaxNoteLine)
		}
		p.note = append(p.note, v)
		return nil
	}
	if e, dup := p.values[k]; dup {
		return errorf(n, "%s is given twice (first on line %d)", k, e.line)
	}
	p.values[k] = entry{n, v}
	return nil
}

// sizeFlag is the parsers' advice for an ambiguous size, "give the size
// (-size 4x5)", which a lesson gives as a line.
var sizeFlag = regexp.MustCompile(`give the size \(-size (\S+)\)`)

// sized is a board of the engine's and its shape.
type sized struct {
	board solver.Board
	shape solver.Shape
}

// parseAnySize reads a board of shape sh (the zero Shape: the one the text
// shows) on any size up to 5x5: the engine's boards as the engine reads
// them, with its errors, and a board with a side of 5 that only wide reads.
func parseAnySize(text string, sh solver.Shape) (sized, wide.Board, error) {
	b, got, err := solver.ParseBoard(text, sh)
	if err == nil {
		return sized{b, got}, wide.Board{}, nil
	}
	if sh == (solver.Shape{}) {
		wb, wsh, werr := wide.ParseBoard(text, sh)
		rows, inRows := wide.RowsShape(text)
		switch {
		case werr == nil && wide.Needs(wsh):
			return sized{0, wsh}, wb, nil
		case errors.Is(werr, solver.ErrAmbiguousShape) && !errors.Is(err, solver.ErrAmbiguousShape),
			inRows && wide.Needs(rows), strings.Contains(err.Error(), "too many tiles"):
			// a board meant with a side of 5 (20 tiles: 4x5 or 5x4; rows
			// of 5), or more tiles than the engine's 16: wide's words,
			// not the engine's "the largest board, 4x4"
			return sized{}, wide.Board{}, werr
		}
	}
	return sized{}, wide.Board{}, err
}

// clip shortens text quoted in a message.
func clip(s string) string {
	if utf8.RuneCountInString(s) > 40 {
		return string([]rune(s)[:40]) + "…"
	}
	return s
}

// get runs parse on the value of key when the file gives it.
func (p *parser) get(key string, parse func(v string) error) error {
	e, ok := p.values[key]
	if !ok {
		return nil
	}
	if err := parse(e.value); err != nil {
		return errorf(e.line, "%s: %v", key, err)
	}
	return nil
}

func (p *parser) lesson() (Lesson, error) {
	if _, ok := p.values["board"]; !ok {
		return Lesson{}, errorf(0, "the lesson has no board: add a line such as \"board: 867254301\"")
	}
	var sh solver.Shape
	// sizes up to 5x5 (wide's); the engine's boards stop at 4x4
	err := p.get("size", func(v string) (err error) { sh, err = wide.ParseShape(v); return err })
	if err != nil {
		return Lesson{}, err
	}
	var b solver.Board
	var wb wide.Board
	err = p.get("board", func(v string) error {
		if wide.Needs(sh) {
			var err error
			wb, _, err = wide.ParseBoard(v, sh)
			return err
		}
		got, wgot, err := parseAnySize(v, sh)
		if errors.Is(err, solver.ErrAmbiguousShape) {
			// the parsers advise the command line's flag: a file has a line
			return errors.New(sizeFlag.ReplaceAllString(err.Error(), `add a line "size: $1"`))
		}
		if err == nil && sh == (solver.Shape{}) {
			sh = got.shape
		}
		b, wb = got.board, wgot
		return err
	})
	if err != nil {
		return Lesson{}, err
	}
	l := Default(sh, b)
	l.WideBoard = wb
	l.Ignored = p.ignored
	if err := p.get("goal", func(v string) (err error) {
		if l.Wide() {
			l.WideGoal, err = wide.ParseGoal(v, l.Shape)
		} else {
			l.Goal, err = solver.ParseGoal(v, l.Shape)
		}
		if err != nil {
			err = errors.New(strings.TrimPrefix(err.Error(), "goal: "))
		}
		return err
	}); err != nil {
		return Lesson{}, err
	}
	if !l.solvable() {
		e := p.values["board"]
		return Lesson{}, errorf(e.line, "board: %s cannot reach the goal %s: they differ in parity (swap two tiles of one to fix it)",
			l.BoardText(), l.GoalText())
	}
	if l.Algorithm, err = p.algorithm(); err != nil {
		return Lesson{}, err
	}
	if err := p.get("weight", func(v string) error {
		w, err := strconv.ParseFloat(v, 64)
		if err != nil || !(w >= 1 && w <= solver.MaxWeight) {
			return fmt.Errorf("%q: want a number from 1 to %d", v, solver.MaxWeight)
		}
		if w != 1 && !l.Algorithm.Weighted {
			return fmt.Errorf("%s takes no weight (only A* does)", l.Algorithm.Name)
		}
		l.Weight = w
		return nil
	}); err != nil {
		return Lesson{}, err
	}
	if err := p.conventions(&l.Conventions); err != nil {
		return Lesson{}, err
	}
	if err := p.limits(&l.Limits); err != nil {
		return Lesson{}, err
	}
	if err := p.get("tab", oneOf(Tabs, &l.Tab)); err != nil {
		return Lesson{}, err
	}
	if err := p.get("view", oneOf(Views, &l.View)); err != nil {
		return Lesson{}, err
	}
	_, tabGiven := p.values["tab"]
	if err := p.get("step", func(v string) error {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > MaxStep {
			return fmt.Errorf("%q: want a whole number from 0 to %d", v, MaxStep)
		}
		switch {
		case !tabGiven:
			l.Tab = "explore" // a step is one of Explore's
		case l.Tab != "explore":
			return fmt.Errorf("a step is one of the Explore tab's, and the lesson opens the %s tab (tab: explore)", l.Tab)
		}
		l.Step = n
		return nil
	}); err != nil {
		return Lesson{}, err
	}
	l.Note = CleanNote(strings.Join(p.note, "\n")) // a lone \r is a line end too
	if n := utf8.RuneCountInString(l.Note); n > MaxNote {
		return Lesson{}, errorf(0, "the note has %d characters; at most %d", n, MaxNote)
	}
	return l, nil
}

// algorithm reads algorithm and heuristic: a family (astar) with a
// heuristic, or a full name (astar-manhattan) as the command line takes
// it.
func (p *parser) algorithm() (*solver.Algorithm, error) {
	var h *solver.Heuristic
	if err := p.get("heuristic", func(v string) (err error) { h, err = heuristicFor(v); return err }); err != nil {
		return nil, err
	}
	a, _ := solver.AlgorithmByName(solver.DefaultAlgorithm)
	fam := a.Family
	e, given := p.values["algorithm"]
	if given {
		if full, err := solver.AlgorithmByName(e.value); err == nil {
			if h != nil && full.Heuristic == nil {
				return nil, errorf(p.values["heuristic"].line, "heuristic: %s takes no heuristic", full.Family)
			}
			if h != nil && full.Heuristic != h {
				return nil, errorf(p.values["heuristic"].line, "heuristic: %s, but the algorithm %s names another (write algorithm: %s)",
					h.Name, full.Name, full.Family)
			}
			if h == nil {
				return full, nil
			}
			fam = full.Family
		} else if f, ok := solver.FamilyByName(e.value); ok {
			fam = f
		} else {
			var names []string
			for _, f := range solver.Families() {
				names = append(names, f.String())
			}
			msg := fmt.Sprintf("algorithm: unknown algorithm %q", clip(e.value))
			if near := solver.Closest(e.value, names); len(near) > 0 {
				msg += "; did you mean " + near[0] + "?"
			}
			return nil, errorf(e.line, "%s (the algorithms are %s)", msg, strings.Join(names, ", "))
		}
	}
	a = fam.Algorithm(h)
	if h != nil && a.Heuristic != h {
		return nil, errorf(p.values["heuristic"].line, "heuristic: %s takes no heuristic", fam)
	}
	return a, nil
}

// heuristicFor finds the heuristic a lesson names. A lesson carries its
// heuristic as text, not as an index or a registry pointer, so that the
// heuristics typed as expressions (issue 23: "max(manhattan,
// linear_conflict)", or the name one was saved under) fit in the same
// line; they are resolved here: a built-in's name, else an expression.
// (A name an expression was saved under lives in one window's preferences:
// a lesson carries the text, which opens anywhere.)
func heuristicFor(text string) (*solver.Heuristic, error) {
	h, err := solver.HeuristicByName(text)
	if err == nil {
		return h, nil
	}
	h, perr := solver.ParseHeuristic(text)
	if perr != nil {
		return nil, fmt.Errorf("%v; as an expression, %v", err, perr)
	}
	return h, nil
}

func (p *parser) conventions(c *solver.Conventions) error {
	if err := p.get("ties", func(v string) (err error) { c.Ties, err = solver.ParseTies(v); return err }); err != nil {
		return err
	}
	if err := p.get("goal-test", func(v string) (err error) { c.GoalTest, err = solver.ParseGoalTest(v); return err }); err != nil {
		return err
	}
	if err := p.get("order", func(v string) (err error) { c.Order, err = solver.ParseOrder(v); return err }); err != nil {
		return err
	}
	return p.get("shuffle", func(v string) (err error) {
		c.Shuffle, err = strconv.ParseUint(v, 10, 64)
		if err != nil {
			return fmt.Errorf("%q: want a whole number from 0 (none) to %d", v, uint64(math.MaxUint64))
		}
		return nil
	})
}

func (p *parser) limits(lim *Limits) error {
	whole := func(max int64, set func(int64)) func(string) error {
		return func(v string) error {
			n, err := strconv.ParseInt(strings.ReplaceAll(v, ",", ""), 10, 64)
			if err != nil || n < 1 || n > max {
				return fmt.Errorf("%q: want a whole number from 1 to %d (leave the line out for no limit)", v, max)
			}
			set(n)
			return nil
		}
	}
	if err := p.get("depth", whole(maxDepth, func(n int64) { lim.Depth = int(n) })); err != nil {
		return err
	}
	if err := p.get("max-nodes", whole(maxNodes, func(n int64) { lim.MaxNodes = n })); err != nil {
		return err
	}
	if err := p.get("timeout", func(v string) error {
		d, err := parseTimeout(v)
		if err != nil {
			return fmt.Errorf("%q: want a time above 0 and at most %d seconds, such as 2s or 1m30s", v, maxSeconds)
		}
		lim.Timeout = d
		return nil
	}); err != nil {
		return err
	}
	return p.get("max-memory", func(v string) error {
		n, err := parseMemory(v)
		if err != nil {
			return fmt.Errorf("%q: want a size from 1MB to 1TB such as 512MB or 2GB, or none", v)
		}
		lim.MaxMemory = n
		return nil
	})
}

// parseTimeout reads a duration as Go writes it (2s, 1m30s) or a number
// of seconds.
func parseTimeout(v string) (time.Duration, error) {
	d, err := time.ParseDuration(v)
	if err != nil {
		s, err2 := strconv.ParseFloat(v, 64)
		if err2 != nil || s != s || s > maxSeconds {
			return 0, err
		}
		d = time.Duration(s * float64(time.Second))
	}
	if d <= 0 || d > maxSeconds*time.Second {
		return 0, errors.New("out of range")
	}
	return d, nil
}

// parseMemory reads "none" or a size with its unit: 512MB, 2GB (each unit
// 1024 of the one before), from 1MB to a terabyte.
func parseMemory(v string) (int64, error) {
	t := strings.ToLower(strings.Join(strings.Fields(v), ""))
	if t == "none" {
		return -1, nil
	}
	for _, u := range []struct {
		suffix string
		size   float64
	}{{"kib", 1 << 10}, {"mib", 1 << 20}, {"gib", 1 << 30}, {"tib", 1 << 40}, {"kb", 1 << 10}, {"mb", 1 << 20}, {"gb", 1 << 30}, {"tb", 1 << 40}} {
		if num, ok := strings.CutSuffix(t, u.suffix); ok {
			f, err := strconv.ParseFloat(num, 64)
			b := f * u.size
			if err != nil || !(b >= 1<<20 && b <= float64(maxMemory)) {
				return 0, errors.New("out of range")
			}
			return int64(b), nil
		}
	}
	return 0, errors.New("no unit")
}

// oneOf reads one of names into *dst.
func oneOf(names []string, dst *string) func(string) error {
	return func(v string) error {
		v = strings.ToLower(v)
		if !slices.Contains(names, v) {
			return fmt.Errorf("%q is not one of %s", clip(v), strings.Join(names, ", "))
		}
		*dst = v
		return nil
	}
}

// Check says what in l Format could not write so that Parse reads it back
// the same: a lesson built by hand rather than parsed.
func (l Lesson) Check() error {
	sh := l.Shape.Norm()
	switch {
	case wide.Needs(sh) && wide.Check(sh) != nil:
		return wide.Check(sh)
	case wide.Needs(sh) && (!wide.Valid(sh, l.WideBoard) || !wide.Valid(sh, l.WideGoal)):
		return errors.New("the board or goal is not one of the size")
	case !wide.Needs(sh) && sh.Check() != nil:
		return sh.Check()
	case !wide.Needs(sh) && (!sh.Valid(l.Board) || !sh.Valid(l.Goal)):
		return errors.New("the board or goal is not one of the size")
	case !l.solvable():
		return errors.New("the board cannot reach the goal")
	case l.Algorithm == nil:
		return errors.New("no algorithm")
	case l.Conventions.Valid() != nil:
		return l.Conventions.Valid()
	case !slices.Contains(Tabs, l.Tab) || !slices.Contains(Views, l.View):
		return errors.New("unknown tab or view")
	case l.Step != NoStep && (l.Step < 0 || l.Step > MaxStep || l.Tab != "explore"):
		return errors.New("a step out of range, or not on the Explore tab")
	}
	if l.Note != CleanNote(l.Note) {
		return errors.New("the note is not clean (CleanNote)")
	}
	return checkNote(l.Note)
}

// CleanNote is a note as a lesson keeps it: line ends of any platform
// made \n, each line and the whole trimmed of spaces around them.
func CleanNote(note string) string {
	note = strings.ReplaceAll(note, "\r\n", "\n")
	lines := strings.Split(strings.ReplaceAll(note, "\r", "\n"), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimSpace(l)
	}
	return strings.TrimSpace(strings.Join(lines, "\n"))
}

// checkNote says what keeps a note from being written in a lesson: too
// long, a line too long, a character that is not text.
func checkNote(note string) error {
	if n := utf8.RuneCountInString(note); n > MaxNote {
		return fmt.Errorf("the note has %d characters; at most %d", n, MaxNote)
	}
	for _, line := range strings.Split(note, "\n") {
		if n := utf8.RuneCountInString(line); n > MaxNoteLine {
			return fmt.Errorf("a note line has %d characters; at most %d", n, MaxNoteLine)
		}
	}
	if err := checkText([]byte(note)); err != nil {
		return errors.New(err.(*Error).Msg)
	}
	return nil
}

// Format writes l as a lesson file that Parse reads back as l (its
// Ignored and FileVersion aside): every key that differs from its
// default, and always the size, board, goal, algorithm, conventions and
// tab, so that a teacher sees them to edit.
func Format(l Lesson) []byte { return format(l, false) }

// Compact is Format without the keys at their defaults, for a link: Parse
// reads it back as l all the same.
func Compact(l Lesson) []byte { return format(l, true) }

func format(l Lesson, compact bool) []byte {
	var b bytes.Buffer
	put := func(k, v string) { fmt.Fprintf(&b, "%s: %s\n", k, v) }
	sh := l.Shape.Norm()
	def := Default(sh, l.Board)
	fmt.Fprintf(&b, "%s %d\n", magic, Version)
	put("size", sh.String())
	put("board", l.BoardText())
	if !compact || l.Goal != def.Goal || l.WideGoal != def.WideGoal {
		put("goal", l.GoalText())
	}
	if a := l.Algorithm; a != nil {
		if !compact || a != def.Algorithm {
			put("algorithm", a.Family.String())
			if a.Heuristic != nil {
				put("heuristic", a.Heuristic.Name)
			}
		}
		if a.Weighted && l.Weight > 1 {
			put("weight", strconv.FormatFloat(l.Weight, 'f', -1, 64))
		}
	}
	c := l.Conventions
	if !compact || c.Ties != 0 {
		put("ties", c.Ties.String())
	}
	if !compact || c.GoalTest != 0 {
		put("goal-test", c.GoalTest.String())
	}
	if !compact || c.Order != 0 {
		put("order", c.Order.String())
	}
	if c.Shuffle != 0 {
		put("shuffle", strconv.FormatUint(c.Shuffle, 10))
	}
	lim := l.Limits
	if lim.Depth > 0 {
		put("depth", strconv.Itoa(lim.Depth))
	}
	if lim.MaxNodes > 0 {
		put("max-nodes", strconv.FormatInt(lim.MaxNodes, 10))
	}
	if lim.Timeout > 0 {
		put("timeout", lim.Timeout.String())
	}
	if lim.MaxMemory != 0 {
		put("max-memory", memoryText(lim.MaxMemory))
	}
	if !compact || l.Tab != def.Tab {
		put("tab", l.Tab)
	}
	if l.View != "" && l.View != "frontier" {
		put("view", l.View)
	}
	if l.Step != NoStep {
		put("step", strconv.Itoa(l.Step))
	}
	if note := strings.TrimSpace(l.Note); note != "" {
		for _, line := range strings.Split(note, "\n") {
			put("note", strings.TrimSpace(line))
		}
	}
	return b.Bytes()
}

// memoryText writes a cap in the largest unit it is a whole number of
// (512MB, 2GB), or in KB; none for no cap.
func memoryText(n int64) string {
	switch {
	case n < 0:
		return "none"
	case n%(1<<40) == 0:
		return strconv.FormatInt(n>>40, 10) + "TB"
	case n%(1<<30) == 0:
		return strconv.FormatInt(n>>30, 10) + "GB"
	case n%(1<<20) == 0:
		return strconv.FormatInt(n>>20, 10) + "MB"
	}
	return strconv.FormatInt((n+1<<9)>>10, 10) + "KB"
}

// IgnoredText says which keys of a later version were not used, for the
// window's note; "" when none were.
func (l Lesson) IgnoredText() string {
	if len(l.Ignored) == 0 {
		return ""
	}
	q := make([]string, len(l.Ignored))
	for i, k := range l.Ignored {
		q[i] = strconv.Quote(clip(k))
	}
	return fmt.Sprintf("This lesson was written by a later version (lesson %d); this version ignored %s.",
		l.FileVersion, strings.Join(q, ", "))
}
