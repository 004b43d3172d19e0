package cli

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/eightpuzzle/eightpuzzle/app/anim"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

// raceMaxNodes caps each racer's record as the window's race does
// (session.RaceMaxNodes): four full records fit in about 120 MB.
const raceMaxNodes = 500_000

// gifFrame, set only by tests, is told of each frame drawn: a test
// interrupts a GIF at a frame of its choosing rather than after a sleep.
var gifFrame func(done, total int)

// gifCmd writes an animated GIF for slides: the solution replayed with its
// tiles sliding (the default), a range of the search's steps (-steps), or
// a race of searches side by side (-race). The search is the one solve
// would run, with the same flags.
func gifCmd(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := newFlags("gif", "[flags] -o FILE BOARD   (an animated GIF: the solution replayed, -steps A:B of the search, or -race a,b,...)", stderr)
	sf := addSearchFlags(fs)
	px := fs.Int("px", anim.DefaultSize, fmt.Sprintf("the picture's width in pixels, %d to %d (the replay and the steps are square)", anim.MinSize, anim.MaxSize))
	speed := fs.Float64("speed", 0, "moves (replay), steps (-steps) or frames (-race) a second, 0.25 to 50 (default 2, 2 and 10)")
	steps := fs.String("steps", "", "animate the search's steps `A:B` (the board expanded at each, with g, h, f) instead of the replay; A: runs to the end")
	frontier := fs.Bool("frontier", true, "with -steps: show how many boards wait on the frontier")
	race := fs.String("race", "", "race these algorithms `a,b,...` (2 to 4, by expansions) instead of the replay; -algo is then not used")
	frames := fs.Int("frames", anim.DefaultRaceFrames, fmt.Sprintf("with -race: how many moments of the race, 2 to %d", anim.MaxFrames))
	outName := fs.String("o", "", "the GIF file to write (- for standard output); required")
	boards, err := parseInterleaved(fs, args)
	if err != nil {
		return flagError(err)
	}
	fail := func(err error) int {
		fmt.Fprintln(stderr, "eightpuzzle gif:", err)
		return exitUsage
	}
	set, err := sf.check()
	if err != nil {
		return fail(err)
	}
	var racers []*solver.Algorithm
	var from, to int
	switch {
	case *steps != "" && *race != "":
		return fail(errors.New("-steps and -race: give one of them (or neither, for the replay)"))
	case *race != "" && (isSet(fs, "algo") || isSet(fs, "heuristic")):
		// the racers are named by -race: an -algo or -heuristic would be
		// dropped without a word
		return fail(errors.New("-race names the searches: -algo and -heuristic are for the replay and -steps"))
	case *steps != "":
		if from, to, err = stepsFlag(*steps); err != nil {
			return fail(err)
		}
	case *race != "":
		if racers, err = raceFlag(*race); err != nil {
			return fail(err)
		}
		if err := checkRange("frames", int64(*frames), 2, anim.MaxFrames, "a number of frames"); err != nil {
			return fail(err)
		}
	}
	if !isSet(fs, "speed") {
		*speed = 2
		if racers != nil {
			*speed = 10
		}
	}
	st := anim.Settings{Size: *px, Speed: *speed}
	if err := checkRange("px", int64(*px), anim.MinSize, anim.MaxSize, "a width in pixels"); err != nil {
		return fail(err)
	}
	if !(*speed >= anim.MinSpeed && *speed <= anim.MaxSpeed) {
		return fail(fmt.Errorf("-speed %v is out of range: want %v to %v a second", *speed, anim.MinSpeed, anim.MaxSpeed))
	}
	if *outName == "" {
		return fail(errors.New("-o FILE is required: the GIF goes there (- for standard output)"))
	}
	boards = joinTiles(boards)
	if len(boards) != 1 {
		return fail(fmt.Errorf("give one BOARD; got %d", len(boards)))
	}
	p, err := readBoard(boards[0], set.size, set.goal)
	if err == nil && racers == nil && set.algo.NeedsTable && !p.Shape.Tabled() {
		err = fmt.Errorf("%s: %s", set.algo.Name, set.algo.Hopeless(p.Shape))
	}
	for _, a := range racers {
		if err == nil && a.NeedsTable && !p.Shape.Tabled() {
			err = fmt.Errorf("%s: %s", a.Name, a.Hopeless(p.Shape))
		}
	}
	if err != nil {
		return fail(fmt.Errorf("board %q: %v", boards[0], err))
	}
	set.opt.Prepare = prepareReporter("eightpuzzle gif", stderr)

	prog := newProgress(stderr)
	st.Progress = func(done, total int) {
		prog.show(done, total)
		if gifFrame != nil {
			gifFrame(done, total)
		}
	}
	var render func(io.Writer) error
	var what string
	switch {
	case racers != nil:
		var rs []anim.Racer
		for _, a := range racers {
			opt := set.opt
			if !a.Weighted {
				opt.Weight = 1
			}
			prog.say(fmt.Sprintf("searching with %s", a.Name))
			l, _, err := anim.Record(ctx, a, p, opt, raceMaxNodes)
			if err != nil {
				return fail(err)
			}
			rs = append(rs, anim.Racer{Title: a.Title, Log: l})
		}
		what = fmt.Sprintf("a race of %d", len(rs))
		render = func(w io.Writer) error { return anim.Race(ctx, w, rs, false, *frames, st) }
	case *steps != "":
		prog.say("searching")
		l, _, err := anim.Record(ctx, set.algo, p, set.opt, 0)
		if err != nil {
			return fail(err)
		}
		if to == 0 { // A: runs to the end, as far as a GIF goes
			to = min(l.Len(), from+anim.MaxFrames-1)
		}
		if ctx.Err() == nil {
			if err := anim.CheckSteps(from, to, l.Len()); err != nil {
				return fail(fmt.Errorf("-steps: %v", err))
			}
		}
		to = min(to, l.Len())
		what = fmt.Sprintf("steps %d to %d of %s", from, to, set.algo.Name)
		render = func(w io.Writer) error { return anim.Steps(ctx, w, l, from, to, *frontier, st) }
	default:
		prog.say("searching")
		res, err := set.algo.Solve(ctx, p, set.opt)
		if err != nil {
			return fail(err)
		}
		if ctx.Err() == nil && (res.Status != solver.Solved || len(res.Path) == 0) {
			fmt.Fprintf(stderr, "eightpuzzle gif: %s found no solution to replay (%s)\n", set.algo.Name, res.Status)
			if res.Status == solver.Unsolvable {
				return exitUnsolvable
			}
			return exitLimit
		}
		what = fmt.Sprintf("the %d-move replay of %s", res.Cost, set.algo.Name)
		title := set.algo.Title
		if res.Weight > 1 {
			title += ", w = " + solver.WeightText(res.Weight)
		}
		render = func(w io.Writer) error { return anim.Replay(ctx, w, p.Shape, res.Path, title, st) }
	}
	if ctx.Err() != nil {
		prog.done()
		fmt.Fprintln(stderr, "eightpuzzle gif: interrupted; nothing written")
		return exitInterrupted
	}
	began := time.Now()
	n, err := writeGIF(*outName, stdout, render)
	prog.done()
	switch {
	case ctx.Err() != nil:
		fmt.Fprintln(stderr, "eightpuzzle gif: interrupted; nothing written")
		return exitInterrupted
	case errors.Is(err, errPipe):
		return exitPipe
	case err != nil:
		fmt.Fprintln(stderr, "eightpuzzle gif:", err)
		return exitError
	}
	if *outName != "-" {
		fmt.Fprintf(stderr, "eightpuzzle gif: wrote %s: %s, %s, in %s\n", *outName, what, sizeText(n), duration(time.Since(began)))
	}
	return exitOK
}

var errPipe = errors.New("the reader of the output went away")

// writeGIF renders into name (or stdout for -) and returns the bytes
// written. A file left half written by an error or an interrupt is
// removed, so that a slide never links to a broken GIF.
func writeGIF(name string, stdout io.Writer, render func(io.Writer) error) (int64, error) {
	if name == "-" {
		out := newOutput(stdout)
		cw := &countWriter{w: out}
		err := render(cw)
		out.Flush()
		switch {
		case out.err != nil && errors.Is(out.err, syscall.EPIPE):
			return cw.n, errPipe
		case out.err != nil:
			return cw.n, fmt.Errorf("writing the output: %v", out.err)
		}
		return cw.n, err
	}
	f, err := os.Create(name)
	if err != nil {
		return 0, err // names the file and why
	}
	regular := false
	if fi, err := f.Stat(); err == nil {
		regular = fi.Mode().IsRegular()
	}
	bw := bufio.NewWriterSize(f, 64<<10)
	cw := &countWriter{w: bw}
	err = render(cw)
	if err == nil {
		err = bw.Flush()
	}
	if cerr := f.Close(); err == nil {
		err = cerr // a full disk may only tell at Close
	}
	if err != nil {
		if regular {
			os.Remove(name)
		}
		if !errors.Is(err, context.Canceled) {
			err = fmt.Errorf("writing %s: %v", name, unwrapPath(err))
		}
	}
	return cw.n, err
}

// unwrapPath drops the *os.PathError's "write NAME:" that writing adds,
// since the message names the file already.
func unwrapPath(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

type countWriter struct {
	w io.Writer
	n int64
}

func (c *countWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	return n, err
}

// stepsFlag reads -steps A:B (A: to the end, :B from the first); to is 0
// for the end.
func stepsFlag(s string) (from, to int, err error) {
	bad := func(why string) error {
		return fmt.Errorf("-steps %q: %s (want A:B, steps A to B counted from 1, or A: to the end)", s, why)
	}
	a, b, ok := strings.Cut(strings.TrimSpace(s), ":")
	if !ok {
		return 0, 0, bad("no colon")
	}
	from = 1
	if a = strings.TrimSpace(a); a != "" {
		if from, err = strconv.Atoi(a); err != nil {
			return 0, 0, bad(fmt.Sprintf("%q is not a step number", a))
		}
	}
	if b = strings.TrimSpace(b); b != "" {
		if to, err = strconv.Atoi(b); err != nil {
			return 0, 0, bad(fmt.Sprintf("%q is not a step number", b))
		}
	}
	switch {
	case from < 1:
		return 0, 0, bad("steps count from 1")
	case b != "" && to < from:
		return 0, 0, bad("its end comes before its start")
	case b != "" && to-from+1 > anim.MaxFrames:
		return 0, 0, bad(fmt.Sprintf("at most %d steps in one GIF", anim.MaxFrames))
	}
	return from, to, nil
}

// raceFlag reads -race: 2 to 4 algorithms by name (not families: a
// family is a list of its own), a name may come twice.
func raceFlag(list string) ([]*solver.Algorithm, error) {
	var algs []*solver.Algorithm
	for _, name := range strings.Split(list, ",") {
		name = strings.TrimSpace(name)
		if name == "" {
			return nil, fmt.Errorf("-race %q has an empty name: give names separated by commas", list)
		}
		a, err := solver.AlgorithmByName(name)
		if err != nil {
			return nil, fmt.Errorf("-race: %w", nameError(err, false))
		}
		algs = append(algs, a)
	}
	if len(algs) < 2 || len(algs) > 4 {
		return nil, fmt.Errorf("-race %q names %d %s: a race has 2 to 4", list, len(algs), plural(len(algs), "algorithm", "algorithms"))
	}
	return algs, nil
}

// sizeText is a file's size as people read it.
func sizeText(n int64) string {
	switch {
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.0f KB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d bytes", n)
}

// progress shows how far the GIF has got on a terminal's standard error,
// one line rewritten in place; elsewhere (a script, a log) it says
// nothing, so that the log holds the result only.
type progress struct {
	w    io.Writer
	tty  bool
	last time.Time
	line bool
}

func newProgress(stderr io.Writer) *progress {
	f, ok := stderr.(*os.File)
	return &progress{w: stderr, tty: ok && isTerminal(f)}
}

func (p *progress) say(s string) {
	if p.tty {
		fmt.Fprintf(p.w, "\r\033[Keightpuzzle gif: %s…", s)
		p.line = true
	}
}

func (p *progress) show(done, total int) {
	if !p.tty || (done < total && time.Since(p.last) < 100*time.Millisecond) {
		return
	}
	p.last = time.Now()
	fmt.Fprintf(p.w, "\r\033[Keightpuzzle gif: frame %d of %d (%d%%)", done, total, done*100/max(total, 1))
	p.line = true
}

// done ends the progress line, for the message that follows.
func (p *progress) done() {
	if p.line {
		fmt.Fprint(p.w, "\r\033[K")
		p.line = false
	}
}
