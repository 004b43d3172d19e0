package cli

import (
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"iter"
	"math"
	"os"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/eightpuzzle/eightpuzzle/app/internal/human"
	"github.com/eightpuzzle/eightpuzzle/app/internal/verdict"
	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/harness"
	"github.com/eightpuzzle/eightpuzzle/solver/wide"
)

func compareCmd(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := newFlags("compare", "[flags] BOARD | -random N | -depth D", stderr)
	algos := fs.String("algos", "", "comma-separated algorithms or families, e.g. bfs,astar (default: all)")
	heuristic := fs.String("heuristic", "", "also run each family of -algos that takes a heuristic (astar, idastar, greedy) led by this name (a built-in's, or one the window saved: eightpuzzle help heuristic) or `EXPR`ession, e.g. 'max(manhattan, linear_conflict)'")
	goalText := fs.String("goal", "blank last", "goal board or preset (blank last, blank first, spiral), of the board's size")
	sizeText := sizeFlag(fs)
	asCSV := fs.Bool("csv", false, "CSV instead of a table")
	asJSON := fs.Bool("json", false, "one JSON object per line instead of a table")
	random := fs.Int("random", 0, "batch: this many random solvable boards, then print the averages")
	depth := fs.Int("depth", 0, "batch: boards at each distance 1..D from the goal, then print the averages")
	per := fs.Int("per", 3, "with -depth: boards at each distance")
	scramble := fs.Int("scramble", 0, "with -random on a side of 5: each board this many random moves from the goal (never undoing one), where a random 5x5 board is out of an optimal search's reach")
	seed := fs.Uint64("seed", 1, "batch: seed of the random boards (same seed, same boards)")
	dlsDepth := fs.Int("dls-depth", solver.DefaultDepthLimit, fmt.Sprintf("depth limit for dls, 1 to %d (default: the most moves a board of its size needs, 31 on 3x3)", maxDepthLimit))
	maxNodes := fs.Int64("max-nodes", harness.DefaultMaxNodes, "per run: stop after this many expanded boards (0: no limit)")
	timeout := fs.Duration("timeout", harness.DefaultTimeout, "per run: stop after this long (0: no limit)")
	maxMemory := new(memoryFlag)
	fs.Var(maxMemory, "max-memory", "per run: "+memoryUsage)
	weight := weightFlag(fs)
	conv := conventionFlags(fs)
	boards, err := parseInterleaved(fs, args)
	if err != nil {
		return flagError(err)
	}
	fail := func(err error) int {
		fmt.Fprintln(stderr, "eightpuzzle compare:", err)
		return exitUsage
	}
	if *asCSV && *asJSON {
		return fail(fmt.Errorf("-csv and -json: choose one"))
	}
	algs, err := algorithmsFlag(*algos)
	if err != nil {
		return fail(err)
	}
	if isSet(fs, "heuristic") {
		if algs, err = withHeuristic(algs, *heuristic); err != nil {
			return fail(err)
		}
	}
	size, err := checkWideSize(*sizeText) // one board of a side of 5 is compared too
	if err != nil {
		return fail(err)
	}
	goal, err := checkGoal(*goalText, size)
	if err != nil {
		return fail(err)
	}
	for _, c := range []struct {
		flag      string
		v, lo, hi int64
		what      string
		active    bool
	}{
		{"random", int64(*random), 0, maxInt, "a number of boards", true},
		{"depth", int64(*depth), 0, maxInt, "a distance in moves", true},
		{"per", int64(*per), 1, maxInt, "a number of boards", *depth > 0},
		{"scramble", int64(*scramble), 0, maxInt, "a number of moves", true},
		{"dls-depth", int64(*dlsDepth), 1, maxDepthLimit, "a number of moves", true},
		{"max-nodes", *maxNodes, 0, maxInt, "a number of boards (0: no limit)", true},
	} {
		if err := checkRange(c.flag, c.v, c.lo, c.hi, c.what); err != nil && c.active {
			return fail(err)
		}
	}
	if *depth > 0 && int64(*per) > maxInt/int64(*depth) { // the batch's size must be a number
		return fail(fmt.Errorf("-per %d is out of range: with -depth %d, want at most %d", *per, *depth, maxInt/int64(*depth)))
	}
	if *timeout < 0 {
		return fail(fmt.Errorf("-timeout %v is out of range: want a duration such as 3s or 500ms, 0 for no limit", *timeout))
	}
	if err := checkWeight(*weight); err != nil {
		return fail(err)
	}
	if *weight != 1 && !slices.ContainsFunc(algs, func(a *solver.Algorithm) bool { return a.Weighted }) {
		return fail(fmt.Errorf("-weight %v: the weight applies to the astar family only (weighted A*), and -algos has none of it", *weight))
	}
	opt := harness.CompareOptions{
		Limits:     harness.Limits{MaxNodes: *maxNodes, Timeout: *timeout},
		DepthLimit: *dlsDepth, Conventions: *conv, Weight: *weight, MaxMemory: int64(*maxMemory),
		Prepare: prepareReporter("eightpuzzle compare", stderr),
	}
	if !isSet(fs, "dls-depth") {
		opt.DepthLimit = 0 // the engine's default: each size's own
	}
	batch := *random > 0 || *depth > 0
	if *scramble > 0 && *random == 0 {
		return fail(fmt.Errorf("-scramble %d: give -random N too, the number of boards", *scramble))
	}
	boards = joinTiles(boards)
	switch {
	case *random > 0 && *depth > 0:
		return fail(fmt.Errorf("-random and -depth: give one batch, not both"))
	case batch && len(boards) > 0:
		return fail(fmt.Errorf("give a BOARD or a batch (-random, -depth), not both"))
	case !batch && len(boards) != 1:
		return fail(fmt.Errorf("give one BOARD (or -random N or -depth D for a batch); got %d", len(boards)))
	}
	if batch && (wide.Needs(size) || wide.Needs(goal.shape)) {
		return compareWideCmd(ctx, size, goal, *random, *depth, *per, *scramble, *seed, algs, opt, formatOf(*asCSV, *asJSON), stdout, stderr)
	}
	if *scramble > 0 {
		return fail(fmt.Errorf("-scramble: boards scrambled from the goal are drawn on a side of 5 only; on the engine's sizes, -depth D gives boards at each distance"))
	}
	if batch {
		// a batch has no board to take the size from: -size, or the
		// goal's, or 3x3
		shape := size
		if shape == (solver.Shape{}) {
			shape = goal.shape
		}
		g, err := goal.forShape(shape.Norm(), goal.board)
		if err != nil {
			return fail(err)
		}
		spec := harness.BatchSpec{Shape: shapeOf(shape), Goal: g, Random: *random, Depth: *depth, PerDepth: *per, Seed: *seed}
		seq, err := spec.Boards(ctx)
		if err != nil {
			if ctx.Err() != nil { // interrupted while the distance table was built
				fmt.Fprintf(stderr, "eightpuzzle compare: interrupted after 0 of %d %s\n", spec.Len(), plural(spec.Len(), "board", "boards"))
				return exitInterrupted
			}
			return fail(fmt.Errorf("-depth %d: %s", *depth, strings.TrimPrefix(err.Error(), "batch: ")))
		}
		return compareBatch(ctx, seq, spec.Len(), shape, g, algs, opt, formatOf(*asCSV, *asJSON), stdout, stderr)
	}
	p, err := readBoard(boards[0], size, goal)
	if wp, isWide, werr := readWide(boards[0], size, goal, err); isWide {
		if werr != nil {
			return fail(fmt.Errorf("board %q: %v", boards[0], werr))
		}
		return compareWide(ctx, wp, algs, opt, formatOf(*asCSV, *asJSON), stdout, stderr)
	}
	if err != nil {
		return fail(fmt.Errorf("board %q: %v", boards[0], err))
	}
	opt.KeepPaths = true // one board: its moves are part of the answer
	return compareOne(ctx, p, algs, opt, formatOf(*asCSV, *asJSON), stdout, stderr)
}

// withHeuristic adds, after algs, each of their families that takes a
// heuristic led by -heuristic's (once a family), so that it races the
// heuristics already there.
func withHeuristic(algs []*solver.Algorithm, text string) ([]*solver.Algorithm, error) {
	h, err := heuristicFlag(text)
	if err != nil {
		return nil, err
	}
	out := slices.Clone(algs)
	seen := map[solver.Family]bool{}
	for _, a := range algs {
		if a.Heuristic == nil || seen[a.Family] {
			continue
		}
		seen[a.Family] = true
		b, err := a.Family.WithHeuristic(h)
		if err != nil {
			return nil, err
		}
		if !slices.Contains(out, b) {
			out = append(out, b)
		}
	}
	if len(seen) == 0 {
		return nil, fmt.Errorf("-heuristic: -algos has no family that takes one (astar, idastar, greedy)")
	}
	return out, nil
}

type outputFormat int

const (
	asText outputFormat = iota
	asCSV
	asJSON
)

func formatOf(csv, json bool) outputFormat {
	switch {
	case csv:
		return asCSV
	case json:
		return asJSON
	}
	return asText
}

// add counts a finished row to the exit status.
func (o *outcomes) add(r harness.Row) {
	switch r.Status {
	case solver.Unsolvable:
		o.unsolvable = true
	case solver.Limit:
		o.limited = true
	}
}

// compareOne runs the algorithms on one board and prints a row each, as
// each run ends for JSON and CSV. When interrupted it prints the rows that
// finished and the run it cut short (status cancelled), and says how many
// finished.
func compareOne(ctx context.Context, p solver.Problem, algs []*solver.Algorithm, opt harness.CompareOptions, f outputFormat, stdout, stderr io.Writer) int {
	out := newOutput(stdout)
	var o outcomes
	var finished []harness.Row
	cw := csv.NewWriter(out)
	enc := json.NewEncoder(out)
	if f == asCSV {
		cw.Write(harness.RowsHeader())
	}
	runCtx, stop := context.WithCancel(ctx)
	defer stop()
	var shown []harness.Row // finished, and the run the interrupt cut short
	opt.Progress = withSearchStarting(opt.Progress)
	opt.OnRow = func(r harness.Row) {
		shown = append(shown, r)
		if r.Finished() {
			finished = append(finished, r)
			o.add(r)
		}
		switch f {
		case asCSV:
			cw.Write(harness.RowRecord(r))
			cw.Flush()
		case asJSON:
			enc.Encode(rowJSON(r))
		}
		if !out.Flush() {
			stop() // nobody can read the rest
		}
	}
	_, err := harness.Compare(runCtx, p, algs, opt)
	if err != nil && ctx.Err() == nil && !out.failed() {
		fmt.Fprintln(stderr, "eightpuzzle compare:", err)
		return exitUsage
	}
	if f == asText && !out.failed() {
		if p.Shape.Is3x3() {
			fmt.Fprintf(out, "%s -> %s", p.Start.Rows(), p.Goal.Rows())
		} else {
			fmt.Fprintf(out, "%v %s -> %s", p.Shape, p.Shape.RowsText(p.Start), p.Shape.RowsText(p.Goal))
		}
		if len(shown) > 0 && shown[0].Distance >= 0 {
			fmt.Fprintf(out, ", %s %s apart", count(int64(shown[0].Distance)), plural(shown[0].Distance, "move", "moves"))
		}
		fmt.Fprintf(out, ", conventions %v%s\n\n", opt.Conventions, weightNote(opt.Weight))
		writeRowTable(out, shown)
		if ctx.Err() == nil {
			// the runs cut short could change it
			fmt.Fprintf(out, "\n%s\n", verdict.Rows(shown).Text)
		}
	}
	if ctx.Err() != nil {
		o.interrupted = true
		out.Flush()
		fmt.Fprintf(stderr, "eightpuzzle compare: interrupted after %d of %d %s\n", len(finished), len(algs), plural(len(algs), "algorithm", "algorithms"))
	}
	return out.close("eightpuzzle compare", stderr, o.code())
}

// compareBatch runs the algorithms over a batch as a stream: each board is
// drawn when its turn comes and each row is added to the summaries and
// dropped, so memory stays the same for a thousand boards or two billion.
// The summaries cover the boards on which every algorithm finished; an
// interrupt prints them, headed by how many of the boards that is.
func compareBatch(ctx context.Context, seq iter.Seq[solver.Problem], total int, shape solver.Shape, goal solver.Board, algs []*solver.Algorithm, opt harness.CompareOptions, f outputFormat, stdout, stderr io.Writer) int {
	to := goal.Rows()
	if !shape.Is3x3() {
		to = shape.String() + " " + shape.RowsText(goal)
	}
	return writeBatch(ctx, batch{
		run:    func(opt harness.CompareOptions) (int, error) { return harness.Run(ctx, seq, total, algs, opt) },
		algs:   len(algs),
		total:  total,
		what:   plural(total, "board", "boards"),
		to:     to,
		conv:   " " + fmt.Sprint(opt.Conventions),
		tabled: shape.Tabled(),
	}, opt, f, stdout, stderr)
}

// batch is what differs between the batches of compare: how the rows are
// made (the engine's boards or solver/wide's), and how the table is headed.
type batch struct {
	run    func(harness.CompareOptions) (int, error) // runs the boards, each row to OnRow; the boards begun
	algs   int                                       // the algorithms run on each board
	total  int                                       // boards
	what   string                                    // what the boards are: "boards", "boards scrambled 40 moves"…
	to     string                                    // the goal, as the heading writes it
	conv   string                                    // the conventions, as the heading writes them after "conventions"
	tabled bool                                      // a table gives each board's distance
	notRun string                                    // the algorithms left aside, a line after the table ("" for none)
}

// writeBatch runs b and writes its summaries: the table with its verdict,
// CSV or JSON; an interrupt writes those of the boards every algorithm
// finished, and says how many.
func writeBatch(ctx context.Context, b batch, opt harness.CompareOptions, f outputFormat, stdout, stderr io.Writer) int {
	out := newOutput(stdout)
	var o outcomes
	var z harness.Summarizer
	pending := make([]harness.Row, 0, b.algs) // the rows of the board under way
	opt.OnRow = func(r harness.Row) {
		if !r.Finished() { // cut short by the interrupt: the board does not count
			pending = pending[:0]
			return
		}
		pending = append(pending, r)
		if len(pending) < b.algs {
			return
		}
		for _, r := range pending {
			z.Add(r)
			o.add(r)
		}
		pending = pending[:0]
	}
	if f, ok := stderr.(*os.File); ok && isTerminal(f) {
		opt.Progress = progressLine(stderr)
	}
	opt.Progress = withSearchStarting(opt.Progress)
	n, err := b.run(opt)
	if opt.Progress != nil {
		fmt.Fprint(stderr, "\r\033[K") // clear the progress line
	}
	if err != nil && ctx.Err() == nil {
		fmt.Fprintln(stderr, "eightpuzzle compare:", err)
		return exitUsage
	}
	sums := z.Summaries()
	interrupted := ctx.Err() != nil
	notRun := b.notRun
	switch f {
	case asCSV:
		harness.WriteSummariesCSV(out, sums)
	case asJSON:
		enc := json.NewEncoder(out)
		for _, s := range sums {
			enc.Encode(summaryJSON(s, b.tabled))
		}
	default:
		head := fmt.Sprintf("%s %s", count(int64(b.total)), b.what)
		if interrupted {
			head = fmt.Sprintf("interrupted after %s of %s %s", count(int64(n)), count(int64(b.total)), b.what)
		}
		fmt.Fprintf(out, "%s to %s, %d %s, conventions%s%s\n\n", head, b.to, b.algs, plural(b.algs, "algorithm", "algorithms"), b.conv, weightNote(opt.Weight))
		writeSummaryTable(out, sums, b.tabled)
		if !interrupted {
			weighted := func(name string) bool {
				a, err := solver.AlgorithmByName(name)
				return err == nil && a.Weighted && opt.Weight > 1
			}
			fmt.Fprintf(out, "\n%s\n", verdict.Summaries(sums, b.tabled, weighted).Text)
		}
		if notRun != "" {
			fmt.Fprintf(out, "\n%s", notRun)
		}
		notRun = "" // said after the table
	}
	if notRun != "" {
		out.Flush()
		fmt.Fprint(stderr, "eightpuzzle compare: "+notRun)
	}
	if interrupted {
		o.interrupted = true
		out.Flush()
		fmt.Fprintf(stderr, "eightpuzzle compare: interrupted after %s of %s %s\n", count(int64(n)), count(int64(b.total)), plural(b.total, "board", "boards"))
	}
	return out.close("eightpuzzle compare", stderr, o.code())
}

// weightNote is what a comparison's header says of -weight: which
// searches take it. What it costs each is its guarantee column: with an
// estimate that can exceed the distance, not even w times the shortest.
func weightNote(w float64) string {
	if w <= 1 {
		return ""
	}
	return fmt.Sprintf(", -weight %v for the astar family (weighted A*: see each one's guarantee)", w)
}

// progressLine redraws one status line on a terminal, a few times a second.
func progressLine(w io.Writer) func(harness.CompareProgress) {
	var last time.Time
	return func(p harness.CompareProgress) {
		if time.Since(last) < 200*time.Millisecond {
			return
		}
		last = time.Now()
		fmt.Fprintf(w, "\r\033[K%d/%d runs  board %d  %s", p.Done, p.Total, p.Index+1, p.Algorithm)
	}
}

// compareRowJSON is a run's line. optimal is kept for the scripts that
// read it; shortest_found says the same without reading as a promise (a
// greedy search finds the shortest path on some boards, promising none).
//
// Where no table gives the distance (4x4), a run whose guarantee is a
// shortest path is shortest; for another run shortest_found is null: not
// known (it said false, beside the same cost as idastar-pdb's), and
// optimal false as before.
type compareRowJSON struct {
	jsonResult
	Distance      *int  `json:"distance"`       // null when unknown
	Optimal       bool  `json:"optimal"`        // solved in exactly the true distance
	ShortestFound *bool `json:"shortest_found"` // the same; null when not known
}

func rowJSON(r harness.Row) compareRowJSON {
	j := compareRowJSON{jsonResult: toJSON(r.Result, r.LimitKind), Optimal: r.Optimal}
	if r.Distance >= 0 || r.Optimal || r.Status != solver.Solved {
		found := r.Optimal
		j.ShortestFound = &found
	}
	if r.Distance >= 0 {
		d := r.Distance
		j.Distance = &d
	}
	return j
}

// decimal is a number written in JSON as a plain decimal: encoding/json
// writes 9e-07 for a small mean time and 1e+21 for a huge one, which some
// readers of the output do not take.
type decimal float64

func (d decimal) MarshalJSON() ([]byte, error) {
	return strconv.AppendFloat(nil, float64(d), 'f', -1, 64), nil
}

type statJSON struct {
	Mean *decimal `json:"mean"`
	Max  *decimal `json:"max"`
}

func statOf(s harness.Stat) statJSON {
	if s.N == 0 {
		return statJSON{}
	}
	mean, mx := decimal(s.Mean), decimal(s.Max)
	return statJSON{&mean, &mx}
}

type ebfJSON struct {
	Depth  int     `json:"depth"`
	EBF    decimal `json:"ebf"`
	Boards int     `json:"boards"`
}

// summaryJSON is an algorithm's line of a batch; tabled says the boards'
// size has a distance table: without one shortest_found is null for a
// search whose guarantee is not a shortest path (nothing shows whether
// its paths were; it said 0), and optimal stays the count shown shortest.
func summaryJSON(s harness.Summary, tabled bool) any {
	var shortest *int
	if tabled || s.Guarantee == solver.Shortest {
		shortest = &s.Optimal
	}
	var ebf *decimal
	if !math.IsNaN(s.EBF) {
		e := decimal(s.EBF)
		ebf = &e
	}
	byDepth := []ebfJSON{}
	for _, p := range s.EBFByDepth {
		byDepth = append(byDepth, ebfJSON{p.Depth, decimal(p.EBF), p.Boards})
	}
	return struct {
		Algorithm   string    `json:"algorithm"`
		Boards      int       `json:"boards"`
		Solved      int       `json:"solved"`
		Optimal     int       `json:"optimal"`        // kept for scripts: shortest_found
		Shortest    *int      `json:"shortest_found"` // solved in exactly the true distance; null when not known
		Limited     int       `json:"limited"`
		Cost        statJSON  `json:"cost"`
		Expanded    statJSON  `json:"expanded"`
		Generated   statJSON  `json:"generated"`
		MaxDepth    statJSON  `json:"max_depth"`
		MaxFrontier statJSON  `json:"max_frontier"`
		Seconds     statJSON  `json:"seconds"`
		EBF         *decimal  `json:"ebf"` // null where b* means nothing
		EBFByDepth  []ebfJSON `json:"ebf_by_depth"`
		Conventions any       `json:"conventions"`      // solver.Conventions, or on a side of 5 wide.Conventions
		Weight      decimal   `json:"weight,omitempty"` // weighted A*'s, when above 1
		Guarantee   string    `json:"guarantee"`        // what its paths promise
	}{s.Algorithm, s.Boards, s.Solved, s.Optimal, shortest, s.Limited, statOf(s.Cost), statOf(s.Expanded),
		statOf(s.Generated), statOf(s.MaxDepth), statOf(s.MaxFrontier), statOf(s.Time), ebf, byDepth, conventionsJSON(s), decimal(s.Weight),
		s.Guarantee.String()}
}

// conventionsJSON is a summary's conventions: the engine's, or those
// solver/wide keeps on a side of 5, which are not the engine's defaults.
func conventionsJSON(s harness.Summary) any {
	if s.Wide {
		return wide.ConventionsNamed(s.Algorithm)
	}
	return s.Conventions
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

// statusText is a row's status in the words of JSON and CSV, with the
// limit that stopped it: limit (nodes).
func statusText(r harness.Row) string {
	if r.LimitKind != "" {
		return r.Outcome() + " (" + string(r.LimitKind) + ")"
	}
	return r.Outcome()
}

func writeRowTable(w io.Writer, rows []harness.Row) {
	names := []string{"algorithm"}
	for _, r := range rows {
		names = append(names, r.Algorithm)
	}
	left := leftName(names)
	tw := newTable(w)
	// "shortest found", not "optimal": measured on this board, it sat
	// beside a guarantee of none and read as a contradiction
	fmt.Fprintln(tw, left("algorithm")+"\tstatus\tcost\tshortest found\texpanded\tgenerated\tmax depth\tmax frontier\ttime\tguarantee\t")
	// with no table, an exact search's cost is the distance: the other
	// rows are measured against it, or are "unknown" (they said "no")
	proven := -1
	for _, r := range rows {
		if r.Distance < 0 && r.Optimal {
			proven = r.Cost
		}
	}
	for _, r := range rows {
		cost, optimal := none, none
		if r.Status == solver.Solved {
			cost = count(int64(r.Cost))
			switch {
			case r.Optimal || r.Distance < 0 && r.Cost == proven:
				optimal = "yes"
			case r.Distance < 0 && proven < 0:
				optimal = "unknown"
			default:
				optimal = "no"
			}
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t\n", left(r.Algorithm), statusText(r), cost, optimal,
			count(r.Expanded), count(r.Generated), count(int64(r.MaxDepth)), count(int64(r.MaxFrontier)), duration(r.Elapsed),
			r.Guarantee.Text(r.Weight))
	}
	tw.Flush()
}

// writeSummaryTable writes a batch's summaries; tabled says the boards'
// size has a distance table: without one "shortest found" is "unknown"
// for a search whose guarantee is not a shortest path (it said 0).
func writeSummaryTable(w io.Writer, sums []harness.Summary, tabled bool) {
	names := []string{"algorithm"}
	for _, s := range sums {
		names = append(names, s.Algorithm)
	}
	left := leftName(names)
	tw := newTable(w)
	fmt.Fprintln(tw, left("algorithm")+"\tsolved\tshortest found\tlimited\tmean cost\tmax cost\tmean expanded\tmax expanded\tmean frontier\tmean time\tmax time\tb*\tguarantee\t")
	num := func(s harness.Stat) string {
		if s.N == 0 {
			return none
		}
		return human.Number(s.Mean)
	}
	big := func(v float64, n int) string {
		if n == 0 {
			return none
		}
		return count(int64(math.Round(v)))
	}
	secs := func(v float64, n int) string {
		if n == 0 {
			return none
		}
		return duration(time.Duration(v * float64(time.Second)))
	}
	for _, s := range sums {
		ebf := human.Ratio(s.EBF)
		maxCost := none
		if s.Cost.N > 0 {
			maxCost = count(int64(s.Cost.Max))
		}
		fmt.Fprintf(tw, "%s\t%s/%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t\n", left(s.Algorithm),
			count(int64(s.Solved)), count(int64(s.Boards)), shortestText(s, tabled), count(int64(s.Limited)),
			num(s.Cost), maxCost, big(s.Expanded.Mean, s.Expanded.N), big(s.Expanded.Max, s.Expanded.N),
			big(s.MaxFrontier.Mean, s.MaxFrontier.N), secs(s.Time.Mean, s.Time.N), secs(s.Time.Max, s.Time.N), ebf,
			s.Guarantee.Text(s.Weight))
	}
	tw.Flush()
}

// shortestText is a summary's "shortest found" cell: how many of its runs
// were shown shortest, or "unknown" where no table tells and its guarantee
// is not a shortest path.
func shortestText(s harness.Summary, tabled bool) string {
	if !tabled && s.Guarantee != solver.Shortest {
		return "unknown"
	}
	return count(int64(s.Optimal))
}
