package cli

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

func compareCmd(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := newFlags("compare", "[flags] BOARD | -random N | -depth D", stderr)
	algos := fs.String("algos", "", "comma-separated algorithms (default: all)")
	goalText := fs.String("goal", "123456780", "goal board or preset (blank last, blank first, spiral)")
	asCSV := fs.Bool("csv", false, "CSV instead of a table")
	asJSON := fs.Bool("json", false, "one JSON object per line instead of a table")
	random := fs.Int("random", 0, "batch: this many random solvable boards, then print the averages")
	depth := fs.Int("depth", 0, "batch: boards at each distance 1..D from the goal, then print the averages")
	per := fs.Int("per", 3, "with -depth: boards at each distance")
	seed := fs.Uint64("seed", 1, "batch: seed of the random boards (same seed, same boards)")
	dlsDepth := fs.Int("dls-depth", solver.DefaultDepthLimit, "depth limit for dls")
	maxNodes := fs.Int64("max-nodes", solver.DefaultMaxNodes, "per run: stop after this many expanded boards (-1: no limit)")
	timeout := fs.Duration("timeout", solver.DefaultTimeout, "per run: stop after this long (-1ns: no limit)")
	conv := conventionFlags(fs)
	boards, err := parseInterleaved(fs, args)
	if err != nil {
		return flagError(err)
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "eightpuzzle compare: "+format+"\n", a...)
		return exitUsage
	}
	if *asCSV && *asJSON {
		return fail("choose -csv or -json, not both")
	}
	algs, err := pickAlgorithms(*algos)
	if err != nil {
		return fail("%v", err)
	}
	goal, err := solver.ParseGoal(*goalText)
	if err != nil {
		return fail("%v", err)
	}
	if *dlsDepth <= 0 || *per <= 0 || *random < 0 || *depth < 0 {
		return fail("-dls-depth and -per must be positive, -random and -depth not negative")
	}
	opt := solver.CompareOptions{
		Limits:     solver.Limits{MaxNodes: *maxNodes, Timeout: *timeout},
		DepthLimit: *dlsDepth, Conventions: *conv,
	}
	if *maxNodes == 0 || *timeout == 0 {
		return fail("-max-nodes and -timeout take a positive limit, or -1 for none")
	}
	out := bufio.NewWriter(stdout)
	defer out.Flush()

	batch := *random > 0 || *depth > 0
	boards = joinTiles(boards)
	switch {
	case batch && len(boards) > 0:
		return fail("give a BOARD or a batch (-random, -depth), not both")
	case !batch && len(boards) != 1:
		return fail("give one BOARD (or -random N or -depth D for a batch); got %d", len(boards))
	}

	var problems []solver.Problem
	if batch {
		spec := solver.BatchSpec{Goal: goal, Random: *random, Depth: *depth, PerDepth: *per, Seed: *seed}
		if problems, err = spec.Problems(ctx); err != nil {
			return fail("%v", err)
		}
		if f, ok := stderr.(*os.File); ok && isTerminal(f) {
			opt.Progress = progressLine(stderr)
		}
	} else {
		start, err := solver.Parse(boards[0])
		if err != nil {
			return fail("board %q: %v", boards[0], err)
		}
		problems = []solver.Problem{{Start: start, Goal: goal}}
		opt.KeepPaths = true // one board: its moves are part of the answer
	}

	rows, err := solver.CompareBatch(ctx, problems, algs, opt)
	if opt.Progress != nil {
		fmt.Fprint(stderr, "\r\033[K")
	}
	if err != nil && !errors.Is(err, context.Canceled) {
		return fail("%v", err)
	}
	status := exitOK
	for _, r := range rows {
		if r.Status != solver.Solved {
			status = exitUnsolved
		}
	}

	switch {
	case batch:
		sums := solver.Summarize(rows)
		switch {
		case *asCSV:
			solver.WriteSummariesCSV(out, sums)
		case *asJSON:
			enc := json.NewEncoder(out)
			for _, s := range sums {
				enc.Encode(summaryJSON(s))
			}
		default:
			fmt.Fprintf(out, "%d boards to %s, %d algorithms, conventions %v\n\n", len(problems), goal.Rows(), len(rows)/len(problems), *conv)
			writeSummaryTable(out, sums)
		}
	case *asCSV:
		solver.WriteRowsCSV(out, rows)
	case *asJSON:
		enc := json.NewEncoder(out)
		for _, r := range rows {
			enc.Encode(rowJSON(r))
		}
	default:
		p := problems[0]
		fmt.Fprintf(out, "%s -> %s", p.Start.Rows(), p.Goal.Rows())
		if len(rows) > 0 && rows[0].Distance >= 0 {
			fmt.Fprintf(out, ", %d moves apart", rows[0].Distance)
		}
		fmt.Fprintf(out, ", conventions %v\n", *conv)
		fmt.Fprintln(out)
		writeRowTable(out, rows)
	}
	return status
}

// pickAlgorithms reads -algos; empty means all.
func pickAlgorithms(list string) ([]*solver.Algorithm, error) {
	if strings.TrimSpace(list) == "" {
		return solver.Algorithms(), nil
	}
	var algs []*solver.Algorithm
	for _, name := range strings.Split(list, ",") {
		a, err := solver.AlgorithmByName(strings.TrimSpace(name))
		if err != nil {
			return nil, err
		}
		algs = append(algs, a)
	}
	return algs, nil
}

// progressLine redraws one status line on a terminal, a few times a second.
func progressLine(w io.Writer) func(solver.CompareProgress) {
	var last time.Time
	return func(p solver.CompareProgress) {
		if time.Since(last) < 200*time.Millisecond {
			return
		}
		last = time.Now()
		fmt.Fprintf(w, "\r\033[K%d/%d runs  board %d  %s", p.Done, p.Total, p.Index+1, p.Algorithm)
	}
}

type compareRowJSON struct {
	jsonResult
	Distance *int   `json:"distance"` // null when unknown
	Optimal  bool   `json:"optimal"`  // solved in exactly the true distance
	Outcome  string `json:"outcome"`  // solved, unsolvable, node limit, time limit, depth limit, cancelled, not run
}

func rowJSON(r solver.Row) compareRowJSON {
	j := compareRowJSON{jsonResult: toJSON(r.Result), Optimal: r.Optimal, Outcome: r.State()}
	if r.Distance >= 0 {
		d := r.Distance
		j.Distance = &d
	}
	return j
}

type statJSON struct {
	Mean *float64 `json:"mean"`
	Max  *float64 `json:"max"`
}

func statOf(s solver.Stat) statJSON {
	if s.N == 0 {
		return statJSON{}
	}
	mean, mx := s.Mean, s.Max
	return statJSON{&mean, &mx}
}

func summaryJSON(s solver.Summary) any {
	var ebf *float64
	if !math.IsNaN(s.EBF) {
		e := s.EBF
		ebf = &e
	}
	return struct {
		Algorithm   string             `json:"algorithm"`
		Boards      int                `json:"boards"`
		Solved      int                `json:"solved"`
		Optimal     int                `json:"optimal"`
		Limited     int                `json:"limited"`
		Cost        statJSON           `json:"cost"`
		Expanded    statJSON           `json:"expanded"`
		Generated   statJSON           `json:"generated"`
		MaxDepth    statJSON           `json:"max_depth"`
		MaxFrontier statJSON           `json:"max_frontier"`
		Seconds     statJSON           `json:"seconds"`
		EBF         *float64           `json:"ebf"`
		Conventions solver.Conventions `json:"conventions"`
	}{s.Algorithm, s.Boards, s.Solved, s.Optimal, s.Limited, statOf(s.Cost), statOf(s.Expanded),
		statOf(s.Generated), statOf(s.MaxDepth), statOf(s.MaxFrontier), statOf(s.Time), ebf, s.Conventions}
}

// newTable right-aligns numbers; names are padded by leftName so that
// they read left-aligned in the first column.
func newTable(w io.Writer) *tabwriter.Writer {
	return tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
}

func leftName(names []string) func(string) string {
	width := 0
	for _, n := range names {
		width = max(width, len(n))
	}
	return func(n string) string { return fmt.Sprintf("%-*s", width, n) }
}

func writeRowTable(w io.Writer, rows []solver.Row) {
	names := []string{"algorithm"}
	for _, r := range rows {
		names = append(names, r.Algorithm)
	}
	left := leftName(names)
	tw := newTable(w)
	fmt.Fprintln(tw, left("algorithm")+"\toutcome\tcost\toptimal\texpanded\tgenerated\tmax depth\tmax frontier\ttime\t")
	for _, r := range rows {
		cost, optimal := "-", "-"
		if r.Status == solver.Solved {
			cost = count(int64(r.Cost))
			optimal = "no"
			if r.Optimal {
				optimal = "yes"
			}
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t\n", left(r.Algorithm), r.State(), cost, optimal,
			count(r.Expanded), count(r.Generated), count(int64(r.MaxDepth)), count(int64(r.MaxFrontier)), duration(r.Elapsed))
	}
	tw.Flush()
}

func writeSummaryTable(w io.Writer, sums []solver.Summary) {
	names := []string{"algorithm"}
	for _, s := range sums {
		names = append(names, s.Algorithm)
	}
	left := leftName(names)
	tw := newTable(w)
	fmt.Fprintln(tw, left("algorithm")+"\tsolved\toptimal\tlimited\tmean cost\tmax cost\tmean expanded\tmax expanded\tmean frontier\tmean time\tmax time\tb*\t")
	num := func(s solver.Stat) string {
		switch {
		case s.N == 0:
			return "-"
		case s.Mean >= 1000:
			return count(int64(math.Round(s.Mean)))
		}
		return fmt.Sprintf("%.1f", s.Mean)
	}
	big := func(v float64, n int) string {
		if n == 0 {
			return "-"
		}
		return count(int64(math.Round(v)))
	}
	secs := func(v float64, n int) string {
		if n == 0 {
			return "-"
		}
		return duration(time.Duration(v * float64(time.Second)))
	}
	for _, s := range sums {
		ebf := "-"
		if !math.IsNaN(s.EBF) {
			ebf = fmt.Sprintf("%.3f", s.EBF)
		}
		maxCost := "-"
		if s.Cost.N > 0 {
			maxCost = count(int64(s.Cost.Max))
		}
		fmt.Fprintf(tw, "%s\t%d/%d\t%d\t%d\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t\n", left(s.Algorithm), s.Solved, s.Boards, s.Optimal, s.Limited,
			num(s.Cost), maxCost, big(s.Expanded.Mean, s.Expanded.N), big(s.Expanded.Max, s.Expanded.N),
			big(s.MaxFrontier.Mean, s.MaxFrontier.N), secs(s.Time.Mean, s.Time.N), secs(s.Time.Max, s.Time.N), ebf)
	}
	tw.Flush()
}
