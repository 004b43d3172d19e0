package cli

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/harness"
	"github.com/eightpuzzle/eightpuzzle/solver/wide"
)

// traceCmd prints a search as it happens: one JSON line per expansion and
// per successor (solver.Event), in the order the search makes them, then
// the line `solve -json` prints for the run. The lines are written as they
// come, through a buffer, and never kept: an ids run of millions of
// expansions prints gigabytes in the memory of one line.
func traceCmd(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := newFlags("trace", "[flags] BOARD   (one JSON line per expansion and per successor, then the result)", stderr)
	sf := addSearchFlags(fs)
	sf.wideSizes = true // a board with a side of 5: solver/wide's searches, traced
	set, p, code, ok := oneSearch("trace", fs, sf, args, stderr)
	if !ok {
		return code
	}
	set.opt.Prepare = prepareReporter("eightpuzzle trace", stderr)

	// a larger buffer than solve's: the lines come by the million
	out := &output{w: bufio.NewWriterSize(stdout, 64<<10)}
	var res solver.Result
	var last any
	var err error
	if set.wide != nil {
		var wr wide.Result
		wr, err = traceWide(ctx, set, *set.wide, out)
		res, last = wr.Result, wideJSON(wr, set.lim)
	} else {
		res, err = traceRun(ctx, set, p, out)
		last = toJSON(res, harness.LimitOf(res, set.lim))
	}
	if err != nil { // the flags were checked: not expected
		out.Flush()
		fmt.Fprintln(stderr, "eightpuzzle trace:", err)
		return exitError
	}
	if out.failed() {
		return out.close("eightpuzzle trace", stderr, exitError)
	}
	json.NewEncoder(out).Encode(last)
	var o outcomes
	switch res.Status {
	case solver.Unsolvable:
		o.unsolvable = true
	case solver.Limit:
		o.limited = true
	}
	if ctx.Err() != nil {
		o.interrupted = true
		out.Flush()
		fmt.Fprintf(stderr, "eightpuzzle trace: interrupted after %s %s\n", count(res.Expanded), plural(int(res.Expanded), "expansion", "expansions"))
	}
	return out.close("eightpuzzle trace", stderr, o.code())
}

// oneSearch parses the flags and the one BOARD of a command that runs one
// search (trace, explain): the setup and the problem, or the exit status
// of bad flags or input, said on stderr.
func oneSearch(cmd string, fs *flag.FlagSet, sf *searchFlags, args []string, stderr io.Writer) (searchSetup, solver.Problem, int, bool) {
	boards, err := parseInterleaved(fs, args)
	if err != nil {
		return searchSetup{}, solver.Problem{}, flagError(err), false
	}
	fail := func(err error) (searchSetup, solver.Problem, int, bool) {
		fmt.Fprintf(stderr, "eightpuzzle %s: %v\n", cmd, err)
		return searchSetup{}, solver.Problem{}, exitUsage, false
	}
	set, err := sf.check()
	if err != nil {
		return fail(err)
	}
	boards = joinTiles(boards)
	if len(boards) != 1 {
		return fail(fmt.Errorf("give one BOARD; got %d", len(boards)))
	}
	p, err := readBoard(boards[0], set.size, set.goal)
	if wp, isWide, werr := readWide(boards[0], set.size, set.goal, err); isWide && sf.wideSizes {
		// a side of 5: refused where solve refuses it
		if werr == nil && !wide.Runs(set.algo) {
			werr = fmt.Errorf("%s: %s", set.algo.Name, wide.Hopeless(set.algo, wp.Shape))
		}
		if werr == nil && set.opt.Conventions != (solver.Conventions{}) {
			werr = errors.New("conventions other than the default are not followed on a side of 5 yet: solver/wide's searches have their own")
		}
		if werr != nil {
			return fail(fmt.Errorf("board %q: %v", boards[0], werr))
		}
		set.wide = &wp
		return set, p, 0, true
	}
	if err == nil && set.algo.NeedsTable && !p.Shape.Tabled() {
		err = fmt.Errorf("%s: %s", set.algo.Name, set.algo.Hopeless(p.Shape))
	}
	if err == nil && set.algo.Heuristic != nil {
		err = set.algo.Heuristic.Check(p.Shape) // an expression's tile the size lacks
	}
	if err != nil {
		return fail(fmt.Errorf("board %q: %v", boards[0], err))
	}
	return set, p, 0, true
}

// traceRun runs the search, writing its events to out, and stops it at
// the first write that fails: nobody can read the rest.
func traceRun(ctx context.Context, set searchSetup, p solver.Problem, out *output) (solver.Result, error) {
	runCtx, stop := context.WithCancel(ctx)
	defer stop()
	tw := traceWriter{out: out, bound: hasBound(set.algo), shape: p.Shape}
	opt := set.opt
	opt.Trace = func(e solver.Event) {
		if !tw.write(e) {
			stop()
		}
	}
	return set.algo.Solve(runCtx, p, opt)
}

// traceWide is traceRun for a board with a side of 5: solver/wide's
// search, traced, in the same lines.
func traceWide(ctx context.Context, set searchSetup, p wide.Problem, out *output) (wide.Result, error) {
	runCtx, stop := context.WithCancel(ctx)
	defer stop()
	tw := traceWriter{out: out, bound: hasBound(set.algo), shape: p.Shape}
	return wide.SolveTraced(runCtx, set.algo, p, set.opt, func(e wide.Event) {
		if !tw.writeWide(e) {
			stop()
		}
	})
}

// hasBound reports whether a's expansions happen under a depth limit or f
// bound worth printing: the searches along one path (dls, ids, idastar).
func hasBound(a *solver.Algorithm) bool { return a.Frontier == solver.FrontierPath }

// traceWriter writes events as JSON lines by hand, keys in the documented
// order: encoding/json would sort a map's keys and allocate per line, and
// a trace is millions of lines.
type traceWriter struct {
	out   *output
	bound bool         // print the expansions' bound
	shape solver.Shape // of the boards, written as solver.Shape.Format does
	buf   []byte
	we    *wide.Event // the event being written, when its boards are solver/wide's
}

// writeWide writes an event of solver/wide's search as write does the
// engine's.
func (t *traceWriter) writeWide(e wide.Event) bool {
	t.we = &e
	defer func() { t.we = nil }()
	return t.write(e.Event)
}

// write writes e and reports whether the output still takes writes.
func (t *traceWriter) write(e solver.Event) bool {
	b := t.buf[:0]
	if e.Kind == solver.Expand {
		b = append(b, `{"event":"expand","step":`...)
		b = strconv.AppendInt(b, e.Step, 10)
		b = t.appendBoards(b, e)
		if e.HasH {
			b = append(b, `,"h":`...)
			b = strconv.AppendFloat(b, e.H, 'f', -1, 64)
			b = append(b, `,"f":`...)
			b = strconv.AppendFloat(b, e.F, 'f', -1, 64)
		} else {
			b = append(b, `,"h":null,"f":null`...)
		}
		b = append(b, `,"frontier":`...)
		b = strconv.AppendInt(b, int64(e.Frontier), 10)
		if t.bound {
			b = append(b, `,"bound":`...)
			b = strconv.AppendFloat(b, e.Bound, 'f', -1, 64)
		}
	} else {
		b = append(b, `{"event":"generate"`...)
		b = t.appendBoards(b, e)
		b = append(b, `,"duplicate":`...)
		b = strconv.AppendBool(b, e.Duplicate)
		if e.HasH {
			b = append(b, `,"h":`...)
			b = strconv.AppendFloat(b, e.H, 'f', -1, 64)
			b = append(b, `,"f":`...)
			b = strconv.AppendFloat(b, e.F, 'f', -1, 64)
		}
	}
	if e.Backward {
		b = append(b, `,"direction":"backward"`...)
	}
	b = append(b, "}\n"...)
	t.buf = b
	_, err := t.out.Write(b)
	return err == nil
}

// appendBoards writes the board, parent (null for a root) and g keys.
func (t *traceWriter) appendBoards(b []byte, e solver.Event) []byte {
	b = append(b, `,"board":`...)
	if t.we != nil {
		b = t.appendWide(b, t.we.Board)
		b = append(b, `,"parent":`...)
		if t.we.Parent == (wide.Board{}) {
			b = append(b, "null"...)
		} else {
			b = t.appendWide(b, t.we.Parent)
		}
		b = append(b, `,"g":`...)
		return strconv.AppendInt(b, int64(e.G), 10)
	}
	b = t.appendBoard(b, e.Board)
	b = append(b, `,"parent":`...)
	if e.Parent == 0 {
		b = append(b, "null"...)
	} else {
		b = t.appendBoard(b, e.Parent)
	}
	b = append(b, `,"g":`...)
	return strconv.AppendInt(b, int64(e.G), 10)
}

// appendBoard writes a board quoted as solver.Shape.Format does: on 3x3
// nine digits (Board.String without its allocation), on the other sizes
// rows split by / of tiles split by spaces.
func (t *traceWriter) appendBoard(b []byte, x solver.Board) []byte {
	b = append(b, '"')
	if t.shape.Is3x3() {
		for i := range solver.Square3.Cells() {
			b = append(b, byte('0'+x.At(i)))
		}
		return append(b, '"')
	}
	s := t.shape
	for i := range s.Cells() {
		switch {
		case i == 0:
		case i%s.Cols == 0:
			b = append(b, '/')
		default:
			b = append(b, ' ')
		}
		b = strconv.AppendInt(b, int64(x.At(i)), 10)
	}
	return append(b, '"')
}

// appendWide writes a board of solver/wide quoted as wide.Format does:
// rows split by / of tiles split by spaces.
func (t *traceWriter) appendWide(b []byte, x wide.Board) []byte {
	b = append(b, '"')
	s := t.shape
	for i := range s.Cells() {
		switch {
		case i == 0:
		case i%s.Cols == 0:
			b = append(b, '/')
		default:
			b = append(b, ' ')
		}
		b = strconv.AppendInt(b, int64(x[i]), 10)
	}
	return append(b, '"')
}
