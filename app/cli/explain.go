package cli

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/harness"
	"github.com/eightpuzzle/eightpuzzle/solver/searchlog"
)

// explainCmd prints the narration of one search, step by step: the same
// sentences as the explorer's panel (searchlog.Explanation.Lines), or with
// -json one line per expansion, then the line `solve -json` prints for
// the run. The search is recorded first (searchlog, capped as the window's
// is), then told: the narration of a step needs what came after it (which
// iteration ends there, where the search stopped).
func explainCmd(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := newFlags("explain", "[flags] BOARD   (why each board was expanded and what became of its successors)", stderr)
	sf := addSearchFlags(fs)
	asJSON := fs.Bool("json", false, "one JSON line per expansion, then the result as solve -json prints it")
	set, p, code, ok := oneSearch("explain", fs, sf, args, stderr)
	if !ok {
		return code
	}
	set.opt.Prepare = prepareReporter("eightpuzzle explain", stderr)

	l := searchlog.New(set.algo, p, set.opt.Conventions, searchlog.Options{})
	opt := set.opt
	opt.Trace = l.Trace
	res, err := set.algo.Solve(ctx, p, opt)
	if err != nil { // the flags were checked: not expected
		fmt.Fprintln(stderr, "eightpuzzle explain:", err)
		return exitError
	}
	l.Finish(res)

	out := &output{w: bufio.NewWriterSize(stdout, 64<<10)}
	board := p.Shape.Format
	n := l.Steps()
	if *asJSON {
		n = l.Len() // a line per expansion: the goal reached is the last line's
	}
	told := 0
	for k := 1; k <= n && ctx.Err() == nil && !out.failed(); k++ {
		e, _ := l.Explain(k)
		if *asJSON {
			writeExplainJSON(out, e, board)
		} else {
			if k > 1 {
				fmt.Fprintln(out)
			}
			fmt.Fprintln(out, e.Text(searchlog.English, board))
		}
		told = k
	}
	if out.failed() {
		return out.close("eightpuzzle explain", stderr, exitError)
	}
	var o outcomes
	switch res.Status {
	case solver.Unsolvable:
		o.unsolvable = true
	case solver.Limit:
		o.limited = true
	}
	if ctx.Err() != nil {
		o.interrupted = true
	}
	if *asJSON {
		json.NewEncoder(out).Encode(toJSON(res, harness.LimitOf(res, set.lim)))
	} else {
		if told > 0 {
			fmt.Fprintln(out)
		}
		writeReport(out, res, set.lim, set.opt.MaxMemory)
	}
	if l.Full() {
		out.Flush()
		fmt.Fprintf(stderr, "eightpuzzle explain: the record holds the first %s of %s expansions; the rest are not told\n", count(int64(l.Len())), count(res.Expanded))
	}
	if o.interrupted {
		out.Flush()
		fmt.Fprintf(stderr, "eightpuzzle explain: interrupted after %s of %s %s\n", count(int64(told)), count(int64(n)), plural(n, "step", "steps"))
	}
	return out.close("eightpuzzle explain", stderr, o.code())
}

// explainJSON is one step of `explain -json`, its keys in the documented
// order (eightpuzzle help json); null where a search has no such value.
type explainJSON struct {
	Step     int          `json:"step"`
	Board    string       `json:"board"`
	G        int          `json:"g"`
	H        *float64     `json:"h"`
	F        *float64     `json:"f"`
	Rule     string       `json:"rule"`
	Key      *float64     `json:"key"`
	Tied     int          `json:"tied"`
	TieRule  *string      `json:"tie_rule"`
	Bound    *float64     `json:"bound"`
	Children []explainKid `json:"children"`
}

type explainKid struct {
	Board string   `json:"board"`
	G     int      `json:"g"`
	H     *float64 `json:"h"`
	F     *float64 `json:"f"`
	Fate  string   `json:"fate"`
}

func writeExplainJSON(w io.Writer, e searchlog.Explanation, board func(solver.Board) string) {
	some := func(ok bool, v float64) *float64 {
		if !ok {
			return nil
		}
		return &v
	}
	j := explainJSON{Step: e.Step, Board: board(e.Board), G: e.G, H: some(e.HasH, e.H), F: some(e.HasH, e.F),
		Rule: string(e.Rule), Key: some(e.HasKey, e.Key), Tied: e.Tied, Bound: some(e.HasBound, e.Bound),
		Children: []explainKid{}}
	if e.HasTies {
		t := e.Ties.String()
		j.TieRule = &t
	}
	for _, c := range e.Children {
		j.Children = append(j.Children, explainKid{Board: board(c.Board), G: c.G, H: some(c.HasH, c.H), F: some(c.HasH, c.F), Fate: string(c.Fate)})
	}
	// The move back to the parent is a successor by the puzzle's rules,
	// skipped as the parent: no search here makes it, so it comes last,
	// after the successors in the order they were made, with no h or f
	// (none was computed).
	if e.Parent != 0 && !e.Root && !e.Goal {
		j.Children = append(j.Children, explainKid{Board: board(e.Parent), G: e.G + 1, Fate: string(searchlog.FateParent)})
	}
	json.NewEncoder(w).Encode(j)
}
