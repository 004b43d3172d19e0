package cli

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/harness"
	"github.com/eightpuzzle/eightpuzzle/solver/wide"
)

// jsonResult is one line of `solve -json`; the field names are a contract
// with scripts, so they are spelled out here rather than derived. Status is
// one of solved, unsolvable, limit, cancelled (interrupted): the words of
// the text output and of compare's CSV too.
type jsonResult struct {
	Algorithm string `json:"algorithm"`
	// the board's size, RxC, for every size but 3x3, whose lines stay as
	// they were before other sizes existed
	Size        string   `json:"size,omitempty"`
	Start       string   `json:"start"`
	Goal        string   `json:"goal"`
	Solvable    bool     `json:"solvable"`
	Status      string   `json:"status"`
	Limit       *string  `json:"limit"` // nodes, time or depth when status is limit, else null
	Cost        *int     `json:"cost"`  // null unless solved
	Moves       []string `json:"moves"` // null unless solved
	Expanded    int64    `json:"expanded"`
	Generated   int64    `json:"generated"`
	MaxDepth    int      `json:"max_depth"`
	MaxFrontier int      `json:"max_frontier"`
	ElapsedNS   int64    `json:"elapsed_ns"`
	// the search's conventions, so that a run can be reproduced
	Conventions solver.Conventions `json:"conventions"`
	// weighted A*'s w when above 1, else left out
	Weight float64 `json:"weight,omitempty"`
	// what the path promises, on every line: shortest, bounded (at most
	// weight times the shortest) or none
	Guarantee string `json:"guarantee"`
}

// toJSON writes boards as solver.Shape.Format does: nine digits on 3x3,
// rows split by / of tiles split by spaces on the other sizes.
func toJSON(r solver.Result, limit harness.LimitKind) jsonResult {
	sh := r.Problem.Shape
	j := jsonResult{
		Algorithm: r.Algorithm, Size: sizeKey(sh), Start: sh.Format(r.Problem.Start), Goal: sh.Format(r.Problem.Goal),
		Solvable: r.Status != solver.Unsolvable, Status: r.Status.String(),
		Expanded: r.Expanded, Generated: r.Generated, MaxDepth: r.MaxDepth,
		MaxFrontier: r.MaxFrontier, ElapsedNS: r.Elapsed.Nanoseconds(), Conventions: r.Conventions,
		Weight: r.Weight, Guarantee: r.Guarantee.String(),
	}
	if limit != "" {
		l := string(limit)
		j.Limit = &l
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

func solveCmd(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlags("solve", "[flags] [BOARD ...]   (no BOARD: one per line on stdin)", stderr)
	sf := addSearchFlags(fs)
	sf.wideSizes = true
	asJSON := fs.Bool("json", false, "one JSON object per line per board")
	boards, err := parseInterleaved(fs, args)
	if err != nil {
		return flagError(err)
	}
	set, err := sf.check()
	if err != nil {
		fmt.Fprintln(stderr, "eightpuzzle solve:", err)
		return exitUsage
	}
	a, opt, lim := set.algo, set.opt, set.lim
	opt.Prepare = prepareReporter("eightpuzzle solve", stderr)

	out := newOutput(stdout)
	enc := json.NewEncoder(out)
	var o outcomes
	answered := 0 // boards answered, for the message when interrupted
	searched := 0 // searches begun, for searchStarting
	// tally counts an answer for the exit status and the interrupted message
	tally := func(res solver.Result) {
		switch res.Status {
		case solver.Solved:
			answered++
		case solver.Unsolvable:
			answered++
			o.unsolvable = true
		case solver.Limit:
			answered++
			o.limited = true
		case solver.Cancelled:
			// interrupted: not an answer, but the board it was on is
			// shown as such rather than dropped
		}
	}
	handle := func(where string, text string, perr error) {
		if perr != nil {
			// a bad line is reported and the batch goes on
			out.Flush()
			fmt.Fprintf(stderr, "eightpuzzle solve: %s: %v\n", where, perr)
			o.badInput = true
			return
		}
		// the engine's boards first: a board of a side of 5 is no board
		// of the engine, so only a line the engine refuses is read again
		// as one (reading every line twice cost a 3,000-board run 2%)
		p, perr := readBoard(text, set.size, set.goal)
		if wp, isWide, werr := readWide(text, set.size, set.goal, perr); isWide {
			if werr == nil && !wide.Runs(a) {
				werr = fmt.Errorf("%s: %s", a.Name, wide.Hopeless(a, wp.Shape))
			}
			var res wide.Result
			if werr == nil {
				if searchStarting != nil {
					searchStarting(searched, a.Name)
				}
				searched++
				res, werr = wide.Solve(ctx, a, wp, opt)
			}
			if werr != nil {
				out.Flush()
				fmt.Fprintf(stderr, "eightpuzzle solve: %s: %v\n", where, werr)
				o.badInput = true
				return
			}
			tally(res.Result)
			if *asJSON {
				enc.Encode(wideJSON(res, lim))
			} else {
				writeWideReport(out, res, lim, opt.MaxMemory)
			}
			return
		}
		if perr == nil && a.NeedsTable && !p.Shape.Tabled() {
			perr = fmt.Errorf("%s: %s", a.Name, a.Hopeless(p.Shape))
		}
		if perr == nil && a.Heuristic != nil {
			perr = a.Heuristic.Check(p.Shape) // an expression's tile the size lacks
		}
		if perr != nil {
			out.Flush()
			fmt.Fprintf(stderr, "eightpuzzle solve: %s: %v\n", where, perr)
			o.badInput = true
			return
		}
		if searchStarting != nil {
			searchStarting(searched, a.Name)
		}
		searched++
		res, err := a.Solve(ctx, p, opt)
		if err != nil { // the flags were checked: not expected
			out.Flush()
			fmt.Fprintf(stderr, "eightpuzzle solve: %s: %v\n", where, err)
			o.failed = true
			return
		}
		tally(res)
		if *asJSON {
			enc.Encode(toJSON(res, harness.LimitOf(res, lim)))
		} else {
			writeReport(out, res, lim, opt.MaxMemory)
		}
	}
	interrupted := func(total int) {
		o.interrupted = true
		out.Flush()
		if total > 0 {
			fmt.Fprintf(stderr, "eightpuzzle solve: interrupted after %d of %d %s\n", answered, total, plural(total, "board", "boards"))
		} else {
			fmt.Fprintf(stderr, "eightpuzzle solve: interrupted after %d %s\n", answered, plural(answered, "board", "boards"))
		}
	}

	if len(boards) > 0 {
		boards = joinTiles(boards)
		for i, arg := range boards {
			if ctx.Err() != nil || out.failed() {
				break
			}
			handle(fmt.Sprintf("argument %d (%q)", i+1, arg), arg, nil)
		}
		if ctx.Err() != nil {
			interrupted(len(boards))
		}
		return out.close("eightpuzzle solve", stderr, o.code())
	}

	if f, ok := stdin.(*os.File); ok && isTerminal(f) {
		fmt.Fprintln(stderr, "reading boards from standard input, one per line (Ctrl-D to end)")
	}
	done := make(chan struct{})
	defer close(done)
	lines := readLines(stdin, done)
	var pending []inputLine // read, not yet answered
	for !out.failed() {
		if len(pending) == 0 {
			var ok bool
			select {
			case pending, ok = <-lines:
			default:
				// nothing waiting: show what is answered before blocking on
				// the input, so that a reader sees each answer as it comes
				out.Flush()
				select {
				case pending, ok = <-lines:
				case <-ctx.Done():
				}
			}
			if ctx.Err() == nil && !ok {
				break
			}
		}
		if ctx.Err() != nil {
			interrupted(0)
			break
		}
		l := pending[0]
		pending = pending[1:]
		if l.n == 0 { // reading failed
			out.Flush()
			fmt.Fprintln(stderr, "eightpuzzle solve: reading the input:", l.err)
			o.failed = true
			break
		}
		if l.err == nil {
			if t := strings.TrimSpace(l.text); t == "" || strings.HasPrefix(t, "#") {
				continue
			}
		}
		handle(fmt.Sprintf("line %d", l.n), l.text, l.err)
	}
	return out.close("eightpuzzle solve", stderr, o.code())
}

func isTerminal(f *os.File) bool {
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// maxListed moves are printed in a report; dfs paths run to tens of
// thousands, which -json gives in full.
const maxListed = 60

func writeReport(w io.Writer, r solver.Result, lim harness.Limits, maxMemory int64) {
	sh := r.Problem.Shape
	if sh.Is3x3() {
		fmt.Fprintf(w, "%s -> %s  %s\n", r.Problem.Start.Rows(), r.Problem.Goal.Rows(), r.Algorithm)
	} else {
		// a line to grep, then the boards as grids, as people read them
		fmt.Fprintf(w, "%v %s -> %s  %s\n", sh, sh.RowsText(r.Problem.Start), sh.RowsText(r.Problem.Goal), r.Algorithm)
		fmt.Fprint(w, sideBySide(sh.Grid(r.Problem.Start), sh.Grid(r.Problem.Goal), "  "))
	}
	writeOutcome(w, r, sh, lim, maxMemory, fmt.Sprintf("  conventions %v\n", r.Conventions))
}

// writeOutcome is the report's lines below the boards, on a board of shape sh;
// conv is its line on the search's conventions.
func writeOutcome(w io.Writer, r solver.Result, sh solver.Shape, lim harness.Limits, maxMemory int64, conv string) {
	switch r.Status {
	case solver.Solved:
		fmt.Fprintf(w, "  solved in %s %s\n", count(int64(r.Cost)), plural(r.Cost, "move", "moves"))
		fmt.Fprintf(w, "  guarantee: %s\n", r.Guarantee.Text(r.Weight))
		if len(r.Moves) > 0 {
			names := make([]string, 0, min(len(r.Moves), maxListed))
			for _, m := range r.Moves[:min(len(r.Moves), maxListed)] {
				names = append(names, m.String())
			}
			more := ""
			if n := len(r.Moves) - maxListed; n > 0 {
				more = fmt.Sprintf(" ... (%s more; -json lists them all)", count(int64(n)))
			}
			fmt.Fprintf(w, "  moves of the blank: %s%s\n", strings.Join(names, " "), more)
		}
	case solver.Unsolvable:
		if sh.Norm().Cols%2 == 0 {
			fmt.Fprintf(w, "  unsolvable: the tiles' inversion parity plus the blank's row differs from the goal's (the board is %d wide), no search needed\n", sh.Cols)
		} else {
			fmt.Fprintf(w, "  unsolvable: the tiles' inversion parity differs from the goal's, no search needed\n")
		}
	case solver.Limit:
		fmt.Fprintf(w, "  limit: %s before reaching the goal\n", limitText(harness.LimitOf(r, lim), lim, maxMemory))
		// the default algorithm runs into its cap on most boards of 4x4
		// and 5x5: say why, and where to find one that finishes
		if a, err := solver.AlgorithmNamed(r.Algorithm); err == nil {
			if why := hopelessOn(a, sh); why != "" {
				fmt.Fprintf(w, "  %s is %s (algorithms -size %v lists those that finish)\n", a.Name, why, sh)
			}
		}
	case solver.Cancelled:
		fmt.Fprintf(w, "  cancelled: interrupted before reaching the goal\n")
	}
	if r.Status != solver.Unsolvable {
		t := duration(r.Elapsed) // the search's own, as the window shows it
		if p := r.Prepared; p != nil {
			how := "built"
			if p.Loaded {
				how = "loaded from the cache"
			}
			t += fmt.Sprintf(" (the %s was %s first, %s)", p.What, how, duration(p.Took))
		}
		fmt.Fprintf(w, "  expanded %s  generated %s  max depth %s  max frontier %s  time %s\n",
			count(r.Expanded), count(r.Generated), count(int64(r.MaxDepth)), count(int64(r.MaxFrontier)), t)
		fmt.Fprint(w, conv)
		if r.Weight > 1 {
			// what the weight promises is the guarantee's line: nothing
			// at all with an estimate that can exceed the distance
			fmt.Fprintf(w, "  weighted A*: -weight %s\n", solver.WeightText(r.Weight))
		}
	}
}

// sideBySide sets two grids next to each other, an arrow between them on
// the middle row, each line indented.
func sideBySide(a, b, indent string) string {
	la := strings.Split(strings.TrimSuffix(a, "\n"), "\n")
	lb := strings.Split(strings.TrimSuffix(b, "\n"), "\n")
	var sb strings.Builder
	for i := range la {
		arrow := "    "
		if i == (len(la)-1)/2 {
			arrow = " -> "
		}
		sb.WriteString(indent + la[i] + arrow + lb[i] + "\n")
	}
	return sb.String()
}

// limitText says which limit stopped a search, in words.
func limitText(k harness.LimitKind, lim harness.Limits, maxMemory int64) string {
	switch k {
	case harness.LimitMemory:
		return fmt.Sprintf("stopped by the memory cap (%s; -max-memory sets it)", memoryCap(maxMemory))
	case harness.LimitNodes:
		return fmt.Sprintf("stopped by the node limit (%s %s)", count(lim.MaxNodes), plural(int(lim.MaxNodes), "board", "boards"))
	case harness.LimitTime:
		return fmt.Sprintf("stopped by the time limit (%v)", lim.Timeout)
	}
	return "no path within the depth limit"
}

func algorithmsCmd(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("algorithms", "[-json] [-size RxC]", stderr)
	asJSON := fs.Bool("json", false, "as JSON")
	sizeText := fs.String("size", "", "mark the algorithms that are hopeless on boards of this size `RxC`, with the reason")
	if err := fs.Parse(args); err != nil {
		return flagError(err)
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "eightpuzzle algorithms: unexpected argument %q\n", fs.Arg(0))
		return exitUsage
	}
	size, err := checkWideSize(*sizeText)
	if err != nil {
		fmt.Fprintln(stderr, "eightpuzzle algorithms:", err)
		return exitUsage
	}
	sized := size != (solver.Shape{})
	type entry struct {
		Name        string `json:"name"`
		Title       string `json:"title"`
		Group       string `json:"group"`
		Family      string `json:"family"`
		Heuristic   string `json:"heuristic,omitempty"`
		Optimal     bool   `json:"optimal"`
		Description string `json:"description"`
		// with -size: why it cannot be expected to finish at that size
		// ("" when it can), else left out
		Hopeless *string `json:"hopeless,omitempty"`
		// run only when named: never among all (solver.OnRequest)
		OnRequest bool `json:"on_request,omitempty"`
	}
	out := newOutput(stdout)
	enc := json.NewEncoder(out)
	var group solver.Group
	onRequest := map[*solver.Algorithm]bool{}
	for _, a := range solver.OnRequest() {
		onRequest[a] = true
	}
	for _, a := range append(solver.Algorithms(), solver.OnRequest()...) {
		if *asJSON {
			e := entry{a.Name, a.Title, string(a.Group), a.Family.String(), "", a.Optimal, a.Description, nil, onRequest[a]}
			if a.Heuristic != nil {
				e.Heuristic = a.Heuristic.Name
			}
			if sized {
				why := hopelessOn(a, size)
				e.Hopeless = &why
			}
			enc.Encode(e)
			continue
		}
		if g := a.Group; onRequest[a] && group != "on request" {
			fmt.Fprintln(out)
			group = "on request"
			fmt.Fprintln(out, "On request (never among all: name it to run it):")
		} else if !onRequest[a] && g != group {
			if group != "" {
				fmt.Fprintln(out)
			}
			group = g
			fmt.Fprintf(out, "%s:\n", strings.ToUpper(string(group[:1]))+string(group[1:]))
		}
		opt := "         "
		if a.Optimal {
			opt = "optimal  "
		}
		fmt.Fprintf(out, "  %-24s %s%s\n", a.Name, opt, a.Description)
		if why := hopelessOn(a, size); sized && why != "" {
			fmt.Fprintf(out, "  %-24s          ! %s\n", "", why)
		}
	}
	if !*asJSON {
		var multi []string
		for _, f := range solver.Families() {
			if n := len(f.Members()); n > 1 {
				multi = append(multi, fmt.Sprintf("%s (%d)", f, n))
			}
		}
		switch {
		case wide.Needs(size):
			fmt.Fprintf(out, "\nOn %v, solve runs idastar, astar and greedy led by manhattan or linear-conflict, and idastar-pdb, and refuses the others; those marked ! are run all the same, and stop at a limit (-max-nodes, -timeout, -max-memory). For any board in seconds: -algo astar-linear-conflict -weight %s (at most %s times the shortest), or greedy-linear-conflict (no bound).\n",
				size, solver.WeightText(wide.DefaultWeight), solver.WeightText(wide.DefaultWeight))
			if size.Norm() == (solver.Shape{Rows: 5, Cols: 5}) {
				fmt.Fprintln(out, wide.PatternsReach)
			}
		case sized:
			fmt.Fprintf(out, "\nOn %v, the algorithms marked ! are run all the same, and stop at a limit (-max-nodes, -timeout, -max-memory).\n", size)
		}
		fmt.Fprintf(out, "\nFamilies: compare -algos takes a family's name for all its algorithms: %s.\n", strings.Join(multi, ", "))
	}
	return out.close("eightpuzzle algorithms", stderr, exitOK)
}
