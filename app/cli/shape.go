package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/wide"
)

// Boards of every size from 2x2 to 4x4: -size fixes the size, otherwise
// each board's own shape as written decides (solver.ParseBoard), and the
// goal follows it.

// sizeFlag registers -size on fs.
func sizeFlag(fs *flag.FlagSet) *string {
	return fs.String("size", "", "board size `RxC`, rows and columns each 2 to 4 (solve, trace, and compare of one board: 2 to 5), e.g. 3x4 (default: the size the board is written in)")
}

// checkSize reads -size: the zero Shape when not given.
func checkSize(text string) (solver.Shape, error) {
	if strings.TrimSpace(text) == "" {
		return solver.Shape{}, nil
	}
	s, err := solver.ParseShape(text)
	if err == nil && s == (solver.Shape{}) { // "0" or "0x0": not the default 3x3 by another name
		err = fmt.Errorf("size %s: rows and columns must each be %d to %d", strings.TrimSpace(text), solver.MinSide, solver.MaxSide)
	}
	if err != nil {
		if ws, werr := wide.ParseShape(text); werr == nil && wide.Needs(ws) {
			// a side of 5 is a size of solve's and compare's alone, so far: say so
			// rather than only that sides stop at 4
			return solver.Shape{}, fmt.Errorf("-size %v: only solve, compare and trace take boards with a side of 5 so far; this command's sizes are %dx%d to %dx%d", ws, solver.MinSide, solver.MinSide, solver.MaxSide, solver.MaxSide)
		}
		return solver.Shape{}, fmt.Errorf("-%w", err)
	}
	return s, nil
}

// goalSpec is -goal once read: a preset, resolved for each board's shape;
// a board of a known shape; or a flat list of tiles that fits two shapes,
// read when the start board's shape is known.
type goalSpec struct {
	text   string
	preset bool
	board  solver.Board
	shape  solver.Shape // of board; zero for a preset or a goal read later
	wide   wide.Board   // the board when its shape has a side of 5
}

// checkGoal reads -goal for boards of the shape size (zero: any). A bad
// goal is an error naming the flag, before any board is read.
func checkGoal(text string, size solver.Shape) (goalSpec, error) {
	g := goalSpec{text: text}
	if _, ok := solver.Square3.PresetGoal(text); ok { // every shape has the same names
		g.preset = true
		return g, nil
	}
	flagErr := func(err error) error {
		return fmt.Errorf("-goal: %s", strings.TrimPrefix(err.Error(), "goal: "))
	}
	isName := strings.IndexFunc(text, unicode.IsLetter) >= 0 && strings.IndexFunc(text, unicode.IsDigit) < 0
	if isName { // an unknown preset: the error lists the names
		_, err := solver.ParseGoal(text, size)
		return g, flagErr(err)
	}
	if wide.Needs(size) {
		b, err := wide.ParseGoal(text, size)
		if err != nil {
			return g, flagErr(err)
		}
		g.wide, g.shape = b, size
		return g, nil
	}
	b, s, err := solver.ParseBoard(text, solver.Shape{})
	if err != nil && size == (solver.Shape{}) {
		// a goal with a side of 5, for solve's boards of that size
		switch wb, ws, werr := wide.ParseBoard(text, solver.Shape{}); {
		case werr == nil && wide.Needs(ws):
			g.wide, g.shape = wb, ws
			return g, nil
		case errors.Is(werr, solver.ErrAmbiguousShape) && !errors.Is(err, solver.ErrAmbiguousShape):
			return g, nil // the start's shape will say which
		}
	}
	switch {
	case err == nil && size != (solver.Shape{}) && s != size:
		return g, fmt.Errorf("-goal %s is a %v board and -size is %v: give a goal of that size, or a preset (blank last, blank first, spiral)", text, s, size)
	case err == nil:
		g.board, g.shape = b, s
		return g, nil
	case size != (solver.Shape{}):
		b, err := solver.ParseGoal(text, size)
		if err != nil {
			return g, flagErr(err)
		}
		g.board, g.shape = b, size
		return g, nil
	case errors.Is(err, solver.ErrAmbiguousShape):
		return g, nil // the start's shape will say which
	}
	return g, flagErr(err)
}

// forShape returns the goal for a start board of shape s.
func (g goalSpec) forShape(s solver.Shape, start solver.Board) (solver.Board, error) {
	switch {
	case g.preset:
		b, _ := s.PresetGoal(g.text)
		return b, nil
	case g.shape == (solver.Shape{}):
		b, err := solver.ParseGoal(g.text, s)
		if err != nil {
			return 0, fmt.Errorf("-goal: %s", strings.TrimPrefix(err.Error(), "goal: "))
		}
		return b, nil
	case g.shape != s && wide.Needs(g.shape):
		return 0, fmt.Errorf("the board %s is %v and the goal %s is %v: give boards of one size (-size), or a preset goal", s.Format(start), s, wide.Format(g.shape, g.wide), g.shape)
	case g.shape != s:
		return 0, fmt.Errorf("the board %s is %v and the goal %s is %v: give boards of one size (-size), or a preset goal", s.Format(start), s, g.shape.Format(g.board), g.shape)
	}
	return g.board, nil
}

// readBoard reads a start board of the shape size (zero: as written) and
// its goal. A flat list of tiles that fits two shapes takes the goal's
// shape when the goal has one.
func readBoard(text string, size solver.Shape, goal goalSpec) (solver.Problem, error) {
	b, s, err := solver.ParseBoard(text, size)
	if errors.Is(err, solver.ErrAmbiguousShape) && goal.shape != (solver.Shape{}) {
		b, s, err = solver.ParseBoard(text, goal.shape)
	}
	if err != nil {
		return solver.Problem{}, err
	}
	g, err := goal.forShape(s, b)
	if err != nil {
		return solver.Problem{}, err
	}
	return solver.Problem{Start: b, Goal: g, Shape: shapeOf(s)}, nil
}

// shapeOf is the shape a Problem carries: the zero Shape for 3x3, as
// before sizes existed.
func shapeOf(s solver.Shape) solver.Shape {
	if s.Is3x3() {
		return solver.Shape{}
	}
	return s
}

// sizeKey is the JSON "size" of a problem: "" (left out) for 3x3, so that
// the 8-puzzle's output stays as it always was.
func sizeKey(s solver.Shape) string {
	if s.Is3x3() {
		return ""
	}
	return s.String()
}

// memoryFlag is -max-memory: bytes, 0 for the engine's default cap and -1
// for none, as solver.Options.MaxMemory takes them.
type memoryFlag int64

// memUnits are the suffixes -max-memory takes, lower-cased: the SI ones
// count in thousands, the IEC ones and the bare letters in 1024s.
var memUnits = []struct {
	suffix string
	bytes  float64
}{
	{"kib", 1 << 10}, {"mib", 1 << 20}, {"gib", 1 << 30}, {"tib", 1 << 40},
	{"kb", 1e3}, {"mb", 1e6}, {"gb", 1e9}, {"tb", 1e12},
	{"k", 1 << 10}, {"m", 1 << 20}, {"g", 1 << 30}, {"t", 1 << 40},
	{"b", 1},
}

func (m *memoryFlag) Set(text string) error {
	v, err := parseMemory(text)
	if err != nil {
		return err
	}
	*m = memoryFlag(v)
	return nil
}

func (m *memoryFlag) String() string {
	if m == nil {
		return "0"
	}
	switch {
	case *m < 0:
		return "none"
	case *m == 0:
		return "0"
	}
	return formatBytes(int64(*m))
}

// parseMemory reads a size in bytes: 2GiB, 512MB, 1.5G, 100000; 0 is the
// default cap and none (or -1) no cap.
func parseMemory(text string) (int64, error) {
	t := strings.ToLower(strings.Join(strings.Fields(text), ""))
	switch t {
	case "none", "-1", "off", "unlimited":
		return -1, nil
	case "":
		return 0, errors.New("empty: want a size such as 2GiB or 512MB, 0 for the default (1GiB), none for no cap")
	}
	mult := 1.0
	for _, u := range memUnits {
		if strings.HasSuffix(t, u.suffix) {
			t, mult = strings.TrimSuffix(t, u.suffix), u.bytes
			break
		}
	}
	v, err := strconv.ParseFloat(t, 64)
	switch {
	case err != nil || math.IsNaN(v) || math.IsInf(v, 0):
		return 0, fmt.Errorf("%q is not a size: want bytes with a unit, such as 2GiB or 512MB; 0 for the default (1GiB), none for no cap", strings.TrimSpace(text))
	case v < 0:
		return 0, fmt.Errorf("%q is negative: want a size such as 2GiB, 0 for the default (1GiB), none (or -1) for no cap", strings.TrimSpace(text))
	case v*mult >= math.MaxInt64:
		return 0, fmt.Errorf("%q is too large: want at most 8EiB, or none for no cap", strings.TrimSpace(text))
	case v > 0 && v*mult < 1:
		return 0, fmt.Errorf("%q is less than a byte", strings.TrimSpace(text))
	}
	return int64(v * mult), nil
}

// formatBytes writes n in the largest binary unit that divides it, else
// in bytes: 1GiB, 512MiB, 1500000B.
func formatBytes(n int64) string {
	for _, u := range []struct {
		name string
		size int64
	}{{"TiB", 1 << 40}, {"GiB", 1 << 30}, {"MiB", 1 << 20}, {"KiB", 1 << 10}} {
		if n >= u.size && n%u.size == 0 {
			return strconv.FormatInt(n/u.size, 10) + u.name
		}
	}
	return strconv.FormatInt(n, 10) + "B"
}

// memoryUsage is -max-memory's line in -help.
var memoryUsage = fmt.Sprintf("stop a search when the boards it keeps take more than `SIZE`, e.g. 2GiB or 512MB (KB, MB, GB count in 1000s; KiB, MiB, GiB, K, M, G in 1024s); 0 is the default, %s; none or -1: no cap", formatBytes(solver.DefaultMaxMemory))

// memoryCap is the cap a search ran under, in words, for the report.
func memoryCap(m int64) string {
	if m <= 0 {
		m = solver.DefaultMaxMemory
	}
	return formatBytes(m)
}

// prepareReporter shows the progress of a table or pattern database built
// before a search (solver.Options.Prepare) on stderr, never on stdout: on
// a terminal one line redrawn a few times a second and cleared at the
// end; otherwise a line at the start and at each quarter, so that a log
// shows why the first board took long without being flooded.
func prepareReporter(cmd string, stderr io.Writer) func(what string, done, total int64) {
	f, ok := stderr.(*os.File)
	return progressTo(cmd, stderr, ok && isTerminal(f))
}

// progressTo is prepareReporter writing to w, a terminal or not.
func progressTo(cmd string, w io.Writer, tty bool) func(what string, done, total int64) {
	stderr := w
	var last, began time.Time
	var lastWhat string
	quarter := int64(-1)
	return func(what string, done, total int64) {
		if what != lastWhat {
			lastWhat, quarter, last, began = what, -1, time.Time{}, time.Now()
		}
		pct := int64(0)
		if total > 0 {
			pct = min(done*100/total, 100)
		}
		finished := total > 0 && done >= total
		if tty {
			if finished {
				fmt.Fprint(stderr, "\r\033[K")
				return
			}
			if time.Since(last) < 200*time.Millisecond {
				return
			}
			last = time.Now()
			fmt.Fprintf(stderr, "\r\033[K%s: building the %s: %d%%", cmd, what, pct)
			return
		}
		if q := pct / 25; q > quarter {
			first := quarter == -1
			quarter = q
			switch {
			case finished && first:
				// its one report: pdb reports a load from its cache
				// once, at its end (the time is on the search's line)
				fmt.Fprintf(stderr, "%s: %s loaded from the cache\n", cmd, what)
			case finished:
				fmt.Fprintf(stderr, "%s: %s built in %s\n", cmd, what, duration(time.Since(began)))
			default:
				fmt.Fprintf(stderr, "%s: building the %s: %d%%\n", cmd, what, pct)
			}
		}
	}
}
