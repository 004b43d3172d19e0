// Package cli is the headless command line: solve, compare, trace and algorithms,
// for scripts and batches. It shares the solver registry with the window.
package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"

	// the pdb algorithms' pattern databases: package pdb registers its
	// source with the solver when linked in
	_ "github.com/eightpuzzle/eightpuzzle/solver/pdb"
)

// Exit statuses. Each outcome a script may act on has its own: a board
// without a solution is not a search that gave up, and neither is a run
// that was interrupted.
const (
	exitOK          = 0   // every board solved
	exitError       = 1   // the output could not be written, or the input not read
	exitUsage       = 2   // bad flags, or a line or argument that is not a board
	exitUnsolvable  = 3   // some board cannot reach the goal (and no search stopped at a limit)
	exitLimit       = 4   // some search stopped at a node, time or depth limit
	exitInterrupted = 130 // stopped by SIGINT (Ctrl-C) or SIGTERM; what finished was printed
	exitPipe        = 141 // the reader of the output went away (128+SIGPIPE, as the shell sees a tool killed by it)
)

const usage = `eightpuzzle: the 8-puzzle, solved by every classic search algorithm.

Usage:
  eightpuzzle                 open the window
  eightpuzzle FILE            open the window on a lesson (a .8puzzle file,
                              as File > Save lesson writes one)
  eightpuzzle solve [flags] [BOARD ...]
                              solve each board (or each line of stdin)
  eightpuzzle compare [flags] BOARD
                              run every algorithm (or -algos) on one board
  eightpuzzle compare [flags] -random N | -depth D
                              run them on many boards and print the averages
  eightpuzzle trace [flags] BOARD
                              print one search as it runs: a JSON line per
                              expansion and per successor, then the result
  eightpuzzle explain [flags] BOARD
                              tell one search step by step: why each board
                              was expanded, what became of its successors
  eightpuzzle heuristic [-goal BOARD] [-size RxC] [-json] EXPR
                              judge a heuristic you write, such as
                              'max(manhattan, linear_conflict)', on every
                              board: admissible, consistent, how close
  eightpuzzle gif [flags] -o FILE BOARD
                              an animated GIF for slides: the solution
                              replayed, -steps A:B of the search, or
                              -race a,b,... side by side
  eightpuzzle algorithms [-size RxC]
                              list the algorithms and their families (and
                              which are hopeless at that size)
  eightpuzzle help [TOPIC]    the reference: the topics, or one of them

Boards are written 123456780, "1 2 3 4 5 6 7 8 0", 123/456/780,
1,2,3,4,5,6,7,8,0 or [[1,2,3],[4,5,6],[7,8,0]]; the blank is 0, _ or .
Every size from 2x2 to 4x4 is taken, in rows ("1 2 3/4 5 0" is 2x3) or
with -size RxC; tiles above 9 need separators: "1 2 3 4/5 6 7 8/9 10 11 0".
solve, trace, algorithms and compare (one board) also take a side of 5,
up to 5x5 (help boards).
Goals: a board or a preset: "blank last" (123456780, the default),
"blank first" (012345678), "spiral" (123804765), the same on every size.
Algorithms are named as 'eightpuzzle algorithms' lists them; compare -algos
also takes a family (astar: every A* search). solve, trace and compare take
-heuristic EXPR too: -algo astar -heuristic 'max(manhattan, linear_conflict)'.

Run 'eightpuzzle COMMAND -h' for a command's flags, 'eightpuzzle help' for
the topics (flags, board formats, JSON fields, CSV columns, exit statuses,
conventions, performance) and 'eightpuzzle help TOPIC' for one.
Exit status: 0 all solved; 1 output or input error; 2 bad flags or input;
3 some board unsolvable; 4 some search stopped at a limit; 130 interrupted
(Ctrl-C or SIGTERM: what finished is printed first).
`

// Main runs the command line with the arguments after the program name and
// returns the exit status. SIGINT and SIGTERM cancel the run: every command
// stops within a fraction of a second, prints what it finished and exits
// with status 130. A second signal ends the program at once.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	go func() {
		<-ctx.Done()
		stop() // the default action again, for a second Ctrl-C
	}()
	return run(ctx, args, stdin, stdout, stderr)
}

func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return exitUsage
	}
	switch args[0] {
	case "solve":
		return solveCmd(ctx, args[1:], stdin, stdout, stderr)
	case "compare":
		return compareCmd(ctx, args[1:], stdout, stderr)
	case "trace":
		return traceCmd(ctx, args[1:], stdout, stderr)
	case "explain":
		return explainCmd(ctx, args[1:], stdout, stderr)
	case "gif":
		return gifCmd(ctx, args[1:], stdout, stderr)
	case "algorithms", "algos":
		return algorithmsCmd(args[1:], stdout, stderr)
	case "heuristic":
		return heuristicCmd(ctx, args[1:], stdout, stderr)
	case "help", "-h", "-help", "--help":
		return helpCmd(args[1:], stdout, stderr)
	}
	fmt.Fprintf(stderr, "eightpuzzle: unknown command %q\n\n%s", args[0], usage)
	return exitUsage
}

// parseInterleaved parses flags that may come before, between or after the
// positional arguments, as people type them: solve 867254301 -json.
func parseInterleaved(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		args = fs.Args()
		if len(args) == 0 {
			return pos, nil
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}

func newFlags(name, synopsis string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "Usage: eightpuzzle %s %s\n\nFlags:\n", name, synopsis)
		fs.PrintDefaults()
		// the flags' one-liners above; what they take and what comes out
		// is in the command's help topic, named after it
		fmt.Fprintf(stderr, "\nMore: 'eightpuzzle help %s' (and 'eightpuzzle help' for every topic).\n", name)
	}
	return fs
}

// flagError reports a flag problem; -h is not one.
func flagError(err error) int {
	if errors.Is(err, flag.ErrHelp) {
		return exitOK
	}
	return exitUsage
}

// joinTiles reads "solve 1 2 3 4 5 6 7 8 0" or "solve 1 2 ... 15 0" (a
// board split by the shell) as one board when every argument is a single
// tile: one or two digits, or a blank. No board is that short, so boards
// given one per argument are never joined.
func joinTiles(args []string) []string {
	if len(args) < 2 {
		return args
	}
	for _, a := range args {
		if !isTile(strings.TrimSpace(a)) {
			return args
		}
	}
	return []string{strings.Join(args, " ")}
}

func isTile(a string) bool {
	switch {
	case a == "_" || a == ".":
		return true
	case len(a) < 1 || len(a) > 2:
		return false
	}
	return strings.Trim(a, "0123456789") == ""
}

// outcomes gathers what happened to a command's boards into its exit
// status; the most serious wins: interrupted, then an output or input
// error, bad input, a limit, an unsolvable board.
type outcomes struct {
	interrupted, failed, badInput, limited, unsolvable bool
}

func (o outcomes) code() int {
	switch {
	case o.interrupted:
		return exitInterrupted
	case o.failed:
		return exitError
	case o.badInput:
		return exitUsage
	case o.limited:
		return exitLimit
	case o.unsolvable:
		return exitUnsolvable
	}
	return exitOK
}
