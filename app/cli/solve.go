package cli

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// jsonResult is one line of `solve -json`; the field names are a contract
// with scripts, so they are spelled out here rather than derived.
type jsonResult struct {
	Algorithm   string   `json:"algorithm"`
	Start       string   `json:"start"`
	Goal        string   `json:"goal"`
	Solvable    bool     `json:"solvable"`
	Status      string   `json:"status"`
	Cost        *int     `json:"cost"`  // null unless solved
	Moves       []string `json:"moves"` // null unless solved
	Expanded    int64    `json:"expanded"`
	Generated   int64    `json:"generated"`
	MaxDepth    int      `json:"max_depth"`
	MaxFrontier int      `json:"max_frontier"`
	ElapsedNS   int64    `json:"elapsed_ns"`
	// the search's conventions, so that a run can be reproduced
	Conventions solver.Conventions `json:"conventions"`
}

func toJSON(r solver.Result) jsonResult {
	j := jsonResult{
		Algorithm: r.Algorithm, Start: r.Problem.Start.String(), Goal: r.Problem.Goal.String(),
		Solvable: r.Status != solver.Unsolvable, Status: r.Status.String(),
		Expanded: r.Expanded, Generated: r.Generated, MaxDepth: r.MaxDepth,
		MaxFrontier: r.MaxFrontier, ElapsedNS: r.Elapsed.Nanoseconds(), Conventions: r.Conventions,
	}
	if r.Status == solver.Solved {
		cost := r.Cost
		j.Cost = &cost
		j.Moves = make([]string, len(r.Moves))
		for i, m := range r.Moves {
			j.Moves[i] = m.String()
		}
	}
	return j
}

// input is one board to solve, or the reason a line could not be read.
type input struct {
	where string // "argument 2" or "line 7", for messages
	board solver.Board
	err   error
}

func solveCmd(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlags("solve", "[flags] [BOARD ...]   (no BOARD: one per line on stdin)", stderr)
	algo := fs.String("algo", solver.DefaultAlgorithm, "algorithm (see 'eightpuzzle algorithms')")
	goalText := fs.String("goal", "123456780", "goal board or preset (blank last, blank first, spiral)")
	depth := fs.Int("depth", solver.DefaultDepthLimit, "depth limit for dls")
	maxNodes := fs.Int64("max-nodes", 0, "stop a search after this many expanded boards (0: no limit)")
	timeout := fs.Duration("timeout", 0, "stop a search after this long, e.g. 2s (0: no limit)")
	asJSON := fs.Bool("json", false, "one JSON object per line per board")
	conv := conventionFlags(fs)
	boards, err := parseInterleaved(fs, args)
	if err != nil {
		return flagError(err)
	}
	a, err := solver.AlgorithmByName(*algo)
	if err != nil {
		fmt.Fprintln(stderr, "eightpuzzle solve:", err)
		return exitUsage
	}
	goal, err := solver.ParseGoal(*goalText)
	if err != nil {
		fmt.Fprintln(stderr, "eightpuzzle solve:", err)
		return exitUsage
	}
	opt := solver.Options{DepthLimit: *depth, MaxNodes: *maxNodes, Timeout: *timeout, Conventions: *conv}
	if *depth <= 0 || *maxNodes < 0 || *timeout < 0 {
		fmt.Fprintln(stderr, "eightpuzzle solve: -depth must be positive, -max-nodes and -timeout not negative")
		return exitUsage
	}

	out := bufio.NewWriter(stdout)
	defer out.Flush()
	enc := json.NewEncoder(out)
	status := exitOK
	handle := func(in input) {
		if in.err != nil {
			// a bad line is reported and the batch goes on
			out.Flush()
			fmt.Fprintf(stderr, "eightpuzzle solve: %s: %v\n", in.where, in.err)
			status = exitUsage
			return
		}
		res, err := a.Solve(ctx, solver.Problem{Start: in.board, Goal: goal}, opt)
		if err != nil {
			out.Flush()
			fmt.Fprintf(stderr, "eightpuzzle solve: %s: %v\n", in.where, err)
			status = exitUsage
			return
		}
		if res.Status != solver.Solved && status == exitOK {
			status = exitUnsolved
		}
		if *asJSON {
			enc.Encode(toJSON(res))
		} else {
			writeReport(out, res)
		}
	}

	if len(boards) > 0 {
		for i, arg := range joinTiles(boards) {
			b, err := solver.Parse(arg)
			handle(input{fmt.Sprintf("argument %d (%q)", i+1, arg), b, err})
			if ctx.Err() != nil {
				break
			}
		}
		return status
	}
	if f, ok := stdin.(*os.File); ok && isTerminal(f) {
		fmt.Fprintln(stderr, "reading boards from standard input, one per line (Ctrl-D to end)")
	}
	sc := bufio.NewScanner(stdin)
	for n := 1; sc.Scan() && ctx.Err() == nil; n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		b, err := solver.Parse(line)
		handle(input{fmt.Sprintf("line %d", n), b, err})
	}
	if err := sc.Err(); err != nil {
		out.Flush()
		fmt.Fprintln(stderr, "eightpuzzle solve: reading input:", err)
		return exitUsage
	}
	return status
}

func isTerminal(f *os.File) bool {
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// maxListed moves are printed in a report; dfs paths run to tens of
// thousands, which -json gives in full.
const maxListed = 60

func writeReport(w io.Writer, r solver.Result) {
	fmt.Fprintf(w, "%s -> %s  %s\n", r.Problem.Start.Rows(), r.Problem.Goal.Rows(), r.Algorithm)
	switch r.Status {
	case solver.Solved:
		fmt.Fprintf(w, "  solved in %d moves\n", r.Cost)
		if len(r.Moves) > 0 {
			names := make([]string, 0, min(len(r.Moves), maxListed))
			for _, m := range r.Moves[:min(len(r.Moves), maxListed)] {
				names = append(names, m.String())
			}
			more := ""
			if len(r.Moves) > maxListed {
				more = fmt.Sprintf(" ... (%d more; -json lists them all)", len(r.Moves)-maxListed)
			}
			fmt.Fprintf(w, "  moves of the blank: %s%s\n", strings.Join(names, " "), more)
		}
	case solver.Unsolvable:
		fmt.Fprintf(w, "  unsolvable: the tiles' inversion parity differs from the goal's, no search needed\n")
	case solver.Limit:
		fmt.Fprintf(w, "  stopped at a limit before reaching the goal\n")
	case solver.Cancelled:
		fmt.Fprintf(w, "  cancelled\n")
	}
	if r.Status != solver.Unsolvable {
		fmt.Fprintf(w, "  expanded %s  generated %s  max depth %s  max frontier %s  time %s\n",
			count(r.Expanded), count(r.Generated), count(int64(r.MaxDepth)), count(int64(r.MaxFrontier)), duration(r.Elapsed))
		fmt.Fprintf(w, "  conventions %v\n", r.Conventions)
	}
}

func algorithmsCmd(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("algorithms", "[-json]", stderr)
	asJSON := fs.Bool("json", false, "as JSON")
	if err := fs.Parse(args); err != nil {
		return flagError(err)
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "eightpuzzle algorithms: unexpected argument %q\n", fs.Arg(0))
		return exitUsage
	}
	type entry struct {
		Name        string `json:"name"`
		Title       string `json:"title"`
		Group       string `json:"group"`
		Heuristic   string `json:"heuristic,omitempty"`
		Optimal     bool   `json:"optimal"`
		Description string `json:"description"`
	}
	out := bufio.NewWriter(stdout)
	defer out.Flush()
	var group solver.Group
	for _, a := range solver.Algorithms() {
		if *asJSON {
			e := entry{a.Name, a.Title, string(a.Group), "", a.Optimal, a.Description}
			if a.Heuristic != nil {
				e.Heuristic = a.Heuristic.Name
			}
			json.NewEncoder(out).Encode(e)
			continue
		}
		if a.Group != group {
			if group != "" {
				fmt.Fprintln(out)
			}
			group = a.Group
			fmt.Fprintf(out, "%s:\n", strings.ToUpper(string(group[:1]))+string(group[1:]))
		}
		opt := "         "
		if a.Optimal {
			opt = "optimal  "
		}
		fmt.Fprintf(out, "  %-24s %s%s\n", a.Name, opt, a.Description)
	}
	return exitOK
}
