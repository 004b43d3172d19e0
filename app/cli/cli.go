// Package cli is the headless command line: solve, compare and algorithms,
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
)

// Exit statuses.
const (
	exitOK       = 0 // every board solved
	exitUnsolved = 1 // some board has no solution: unsolvable, limit or cancelled
	exitUsage    = 2 // bad input or flags
)

const usage = `eightpuzzle: the 8-puzzle, solved by every classic search algorithm.

Usage:
  eightpuzzle                 open the window
  eightpuzzle solve [flags] [BOARD ...]
                              solve each board (or each line of stdin)
  eightpuzzle compare [flags] BOARD
                              run every algorithm (or -algos) on one board
  eightpuzzle compare [flags] -random N | -depth D
                              run them on many boards and print the averages
  eightpuzzle algorithms      list the algorithms

Boards are written 123456780, "1 2 3 4 5 6 7 8 0", 123/456/780,
1,2,3,4,5,6,7,8,0 or [[1,2,3],[4,5,6],[7,8,0]]; the blank is 0, _ or .
Goals: a board or a preset: "blank last" (123456780, the default),
"blank first" (012345678), "spiral" (123804765).

Run 'eightpuzzle COMMAND -h' for a command's flags.
Exit status: 0 all solved, 1 some board not solved, 2 bad input or flags.
`

// Main runs the command line with the arguments after the program name and
// returns the exit status.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
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
	case "algorithms", "algos":
		return algorithmsCmd(args[1:], stdout, stderr)
	case "help", "-h", "-help", "--help":
		fmt.Fprint(stdout, usage)
		return exitOK
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

// joinTiles reads "solve 1 2 3 4 5 6 7 8 0" (a board split by the shell)
// as one board when every argument is a single tile.
func joinTiles(args []string) []string {
	if len(args) < 2 {
		return args
	}
	for _, a := range args {
		if len(strings.TrimSpace(a)) != 1 {
			return args
		}
	}
	return []string{strings.Join(args, " ")}
}
