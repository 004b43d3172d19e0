package solver

import (
	"context"
	"errors"
	"fmt"
	"math"
	"runtime"
	"strings"
	"sync/atomic"
)

// Group sorts algorithms the way courses present them.
type Group string

const (
	Uninformed Group = "uninformed"
	Informed   Group = "informed"
	Exact      Group = "exact"
)

// Algorithm is one entry of the registry that the command line and the
// picker both read. Callers ask it what it needs (a heuristic, a depth
// limit, the exact table) and which family it belongs to rather than
// reading its name.
type Algorithm struct {
	Name        string // as typed on the command line: astar-manhattan
	Title       string // as shown in the window: A* search (Manhattan distance)
	Group       Group
	Family      Family     // the search it runs: FamilyAStar for every astar-*; an uninformed search is its own family
	Heuristic   *Heuristic // nil for the uninformed searches and table
	DepthLimit  bool       // takes Options.DepthLimit (dls)
	Weighted    bool       // takes Options.Weight (astar: weighted A*)
	NeedsTable  bool       // walks the exact distance table: only on a shape that is Tabled (table)
	Frontier    Frontier   // the order in which boards wait to be expanded
	Optimal     bool       // always returns a shortest path
	Description string     // one line

	// Parallel: splits its search over the processors where it can (the
	// 4x4's pattern database search, see ParallelPatternSolver), with the
	// counters and path of the search it splits; elsewhere it is that search
	Parallel bool

	// Patterns78: led by the 4x4's 7-8 pattern databases (Korf and Felner's
	// partition, package pdb) instead of the 6-6-3: far fewer boards a
	// search, for databases of 577 MB on disk and 288 MB in memory built
	// once, for minutes. An algorithm with it is on request (OnRequest):
	// never among every algorithm, so that no default runs that build. On
	// other sizes the pdb heuristic's databases lead it.
	Patterns78 bool

	run func(*search) Result
	// the family finds shortest paths with an admissible estimate: what
	// the guarantee of a search led by an expression is judged against
	familyOptimal bool
}

// Family is the search an algorithm runs, whatever its heuristic: every
// astar-* is FamilyAStar. Code outside the registry asks an algorithm its
// family (or better, what it can do) instead of reading its name. The
// zero Family is none.
type Family uint8

const (
	FamilyBFS Family = iota + 1
	FamilyDFS
	FamilyDLS
	FamilyIDS
	FamilyUCS
	FamilyBidir
	FamilyGreedy
	FamilyAStar
	FamilyIDAStar
	FamilyTable
	// FamilyIDAStarPar is IDA* with its work split over the processors:
	// appended, so that the other families keep their numbers
	FamilyIDAStarPar
)

// String is the family's name on the command line: astar, as compare
// -algos takes it and the JSON of 'eightpuzzle algorithms' prints it.
func (f Family) String() string {
	if d := f.def(); d != nil {
		return d.name
	}
	return fmt.Sprintf("Family(%d)", uint8(f))
}

// Title is the family as the window shows it: A* search.
func (f Family) Title() string {
	if d := f.def(); d != nil {
		return d.title
	}
	return f.String()
}

func (f Family) def() *family {
	for _, fs := range [][]family{uninformed, informed, parallel, exact} {
		for i := range fs {
			if fs[i].id == f {
				return &fs[i]
			}
		}
	}
	return nil
}

// Members are the family's algorithms in registry order; nil for a
// Family that is not one of Families().
func (f Family) Members() []*Algorithm {
	var out []*Algorithm
	for _, a := range registry {
		if a.Family == f {
			out = append(out, a)
		}
	}
	return out
}

// Algorithm is the family's algorithm with heuristic h (an expression's
// made as WithHeuristic makes it), or with the default heuristic
// (DefaultHeuristic) when h is nil; the family's first
// member when it has none with that heuristic (an uninformed search, the
// table), nil for a Family that is not one of Families().
func (f Family) Algorithm(h *Heuristic) *Algorithm {
	if h == nil {
		h = DefaultHeuristic()
	}
	if h.expr != nil {
		// an expression leads any family that takes a heuristic
		if a, err := f.WithHeuristic(h); err == nil {
			return a
		}
		h = DefaultHeuristic()
	}
	var first *Algorithm
	for _, a := range registry {
		if a.Family != f {
			continue
		}
		if first == nil {
			first = a
		}
		if a.Heuristic == h {
			return a
		}
	}
	return first
}

type family struct {
	id                Family
	name, title, desc string
	optimal           bool
	run               func(*search) Result
	depthLimit        bool
	weighted          bool
	frontier          Frontier
}

// Frontier says in which order a search takes the boards that wait to be
// expanded, so that a view of its log can list them in that order.
type Frontier uint8

const (
	FrontierQueue  Frontier = iota // first in, first out (bfs)
	FrontierStack                  // last in, first out (dfs)
	FrontierByG                    // lowest moves so far (ucs), ties by Conventions.Ties
	FrontierByH                    // lowest estimate (greedy), ties by Conventions.Ties
	FrontierByF                    // lowest g + w*h (astar), ties by Conventions.Ties
	FrontierPath                   // the siblings along the current path, deepest first (dls, ids, idastar)
	FrontierLayers                 // a layer from each end, each first in, first out (bidir)
	FrontierWalk                   // only the next board on the way down (table)
)

var uninformed = []family{
	{FamilyBFS, "bfs", "Breadth-first search", "expands boards in order of distance from the start; shortest path, but holds whole layers in memory", true, bfs, false, false, FrontierQueue},
	{FamilyDFS, "dfs", "Depth-first search", "follows one line of moves as deep as it goes before backtracking; finds a path fast, usually a very long one", false, dfs, false, false, FrontierStack},
	{FamilyDLS, "dls", "Depth-limited search", "depth-first search that never goes deeper than a limit (by default the longest shortest solution of the size: 31 on 3x3); fails when the limit is too small", false, dls, true, false, FrontierPath},
	{FamilyIDS, "ids", "Iterative deepening", "depth-limited search with limits 0, 1, 2, ... until one succeeds; shortest path in little memory", true, ids, false, false, FrontierPath},
	{FamilyUCS, "ucs", "Uniform-cost search", "expands the board with the fewest moves so far (Dijkstra); with unit moves it orders like breadth-first", true, ucs, false, false, FrontierByG},
	{FamilyBidir, "bidir", "Bidirectional search", "breadth-first from the start and from the goal at once until they meet; shortest path, far fewer boards", true, bidir, false, false, FrontierLayers},
}

var informed = []family{
	{FamilyGreedy, "greedy", "Greedy best-first", "expands the board that looks closest to the goal by %s; fast, but paths are not shortest", false, greedy, false, false, FrontierByH},
	{FamilyAStar, "astar", "A* search", "expands the board with the fewest moves so far plus %s; shortest path", true, astar, false, true, FrontierByF},
	{FamilyIDAStar, "idastar", "IDA*", "depth-first within a bound on moves so far plus %s, raised until it succeeds; shortest path, tiny memory", true, idastar, false, false, FrontierPath},
}

// parallel are the searches that split one search over the processors:
// each is its family's only member, with the one heuristic it is written
// for (see parallelAlgorithm), not one per heuristic as the informed
// families above. Its run is the engine's loop of the search it splits,
// which it runs where it cannot split (other sizes, other move orders).
var parallel = []family{
	{FamilyIDAStarPar, "idastar-par", "Parallel IDA*", "IDA* led by the pattern database on every processor: the same boards expanded, the same counters and the same shortest path as idastar-pdb, in less wall time where there are several; on 4x4 only (on other sizes, in a browser and in the explorer it is idastar-pdb, on one)", true, idastar, false, false, FrontierPath},
}

// onRequest are the algorithms a user must ask for by name or in a
// picker: left out of Algorithms() (every default list, every "all" and
// every family named on the command line), since their first use costs
// more than most users' searches save. Not in a browser: see
// onRequestFor.
var onRequest = onRequestFor(runtime.GOOS)

// onRequestFor lists the on-request algorithms of a program for goos. The
// 7-8 databases are not offered in a browser: 577 MB to download or
// minutes of the page's one thread to build, over its memory.
func onRequestFor(goos string) []*Algorithm {
	if goos == "js" {
		return nil
	}
	f := informed[2] // IDA*
	h := parallelAlgorithm(parallel[0]).Heuristic
	return []*Algorithm{{
		Name: f.name + "-" + h.Name + "78", Title: f.title + " (" + h.Title + " 7-8)",
		Group: Informed, Family: f.id, Heuristic: h, Optimal: f.optimal, Frontier: f.frontier,
		Description: "IDA* led by the 7-8 pattern databases on 4x4: some ten times fewer boards than idastar-pdb, for databases of 577 MB on disk and 288 MB in memory, built once in a few minutes (2 GB of memory while building); not in a browser; on other sizes it is idastar-pdb",
		run:         f.run, familyOptimal: f.optimal, Patterns78: true,
	}}
}

// OnRequest lists the algorithms that are not in Algorithms() but can be
// asked for by name (AlgorithmByName) or in a picker: the 7-8 pattern
// database search (see Algorithm.Patterns78).
func OnRequest() []*Algorithm { return append([]*Algorithm(nil), onRequest...) }

var exact = []family{
	{FamilyTable, "table", "Distance table", "looks up the exact distance of every board, found once per goal by breadth-first search back from the goal, and walks downhill", true, table, false, false, FrontierWalk},
}

var registry = func() []*Algorithm {
	var all []*Algorithm
	for _, f := range uninformed {
		all = append(all, &Algorithm{Name: f.name, Title: f.title, Group: Uninformed, Family: f.id,
			DepthLimit: f.depthLimit, Optimal: f.optimal, Description: f.desc, Frontier: f.frontier, run: f.run})
	}
	for _, f := range informed {
		for _, h := range heuristics {
			all = append(all, informedAlgorithm(f, h))
		}
	}
	for _, f := range parallel {
		all = append(all, parallelAlgorithm(f))
	}
	for _, f := range exact {
		all = append(all, &Algorithm{Name: f.name, Title: f.title, Group: Exact, Family: f.id, NeedsTable: true,
			Optimal: f.optimal, Description: f.desc, Frontier: f.frontier, run: f.run})
	}
	return all
}()

// informedAlgorithm is family f led by heuristic h.
func informedAlgorithm(f family, h *Heuristic) *Algorithm {
	desc := fmt.Sprintf(f.desc, h.InSentence())
	if h.expr != nil {
		desc = fmt.Sprintf(f.desc, h.Title)
	}
	// Every move changes the parity of the blank's cell, so all
	// paths between two boards have the same parity: any path but
	// a shortest one is at least two moves longer. A* and IDA*
	// return a path at most MaxExcess longer than the shortest, so
	// an excess below 2 still gives shortest paths.
	optimal := f.optimal && h.MaxExcess < 2
	switch {
	case f.optimal && !optimal && h.expr != nil:
		desc = strings.Replace(desc, "shortest path", "the shortest path only where your expression is judged admissible", 1)
	case f.optimal && !optimal:
		desc = strings.Replace(desc, "shortest path", "not always the shortest path (the estimate can exceed the distance)", 1)
	case optimal && !h.Admissible():
		desc = strings.Replace(desc, "shortest path", "shortest path even so (a longer path is two moves longer, more than the estimate's excess)", 1)
	}
	return &Algorithm{
		Name: f.name + "-" + h.Name, Title: f.title + " (" + h.Title + ")",
		Group: Informed, Family: f.id, Heuristic: h, Optimal: optimal, Weighted: f.weighted, Frontier: f.frontier,
		Description: desc, run: f.run, familyOptimal: f.optimal,
	}
}

// parallelAlgorithm is the parallel family f with the pattern database,
// named family-heuristic as the informed ones (idastar-par-pdb).
func parallelAlgorithm(f family) *Algorithm {
	var h *Heuristic
	for _, x := range heuristics {
		if x.pattern {
			h = x
		}
	}
	return &Algorithm{
		Name: f.name + "-" + h.Name, Title: f.title + " (" + h.Title + ")",
		Group: Informed, Family: f.id, Heuristic: h, Optimal: f.optimal, Frontier: f.frontier,
		Description: f.desc, run: f.run, familyOptimal: f.optimal, Parallel: true,
	}
}

// WithHeuristic is the family's algorithm led by h: the registry's own
// for a built-in heuristic, a new one (not in Algorithms()) for an
// expression (ParseHeuristic), named FAMILY-EXPRESSION. A family that
// takes no heuristic is an error.
func (f Family) WithHeuristic(h *Heuristic) (*Algorithm, error) {
	if h == nil {
		return nil, errors.New("no heuristic")
	}
	for i := range informed {
		if informed[i].id != f {
			continue
		}
		if h.expr == nil {
			for _, a := range registry {
				if a.Family == f && a.Heuristic == h {
					return a, nil
				}
			}
			return nil, errors.New("the heuristic is not one of Heuristics()")
		}
		return informedAlgorithm(informed[i], h), nil
	}
	var takes []string
	for _, g := range informed {
		takes = append(takes, g.name)
	}
	return nil, fmt.Errorf("%v takes no heuristic: only %s do", f, strings.Join(takes, ", "))
}

// Algorithms lists every algorithm: uninformed, then informed by family and
// heuristic, then the table.
func Algorithms() []*Algorithm { return append([]*Algorithm(nil), registry...) }

// DefaultAlgorithm is used when none is named.
const DefaultAlgorithm = "astar-manhattan"

// AlgorithmByName finds an algorithm by its command-line name. An unknown
// name is an *UnknownNameError with the closest names; a family of several
// algorithms (astar) is one too, its members as the suggestions.
func AlgorithmByName(name string) (*Algorithm, error) {
	for _, a := range registry {
		if a.Name == name {
			return a, nil
		}
	}
	for _, a := range onRequest {
		if a.Name == name {
			return a, nil
		}
	}
	if members := FamilyMembers(name); len(members) > 0 {
		e := &UnknownNameError{Kind: "algorithm", Name: name, Family: true}
		for _, a := range members {
			e.Suggestions = append(e.Suggestions, a.Name)
		}
		return nil, e
	}
	names := make([]string, 0, len(registry)+len(onRequest))
	for _, a := range append(Algorithms(), onRequest...) {
		names = append(names, a.Name)
	}
	return nil, &UnknownNameError{Kind: "algorithm", Name: name, Suggestions: Closest(name, names)}
}

// DefaultHeuristic is the heuristic of DefaultAlgorithm: the one a
// family is taken with when none is chosen (Family.Algorithm).
func DefaultHeuristic() *Heuristic { return defaultHeuristic }

var defaultHeuristic = func() *Heuristic {
	for _, a := range registry {
		if a.Name == DefaultAlgorithm {
			return a.Heuristic
		}
	}
	panic("solver: the default algorithm is not in the registry")
}()

// Families lists the families in registry order: each uninformed search,
// then greedy, astar, idastar, then table.
func Families() []Family {
	var out []Family
	for _, a := range registry {
		if len(out) == 0 || out[len(out)-1] != a.Family {
			out = append(out, a.Family)
		}
	}
	return out
}

// FamilyByName finds a family by its command-line name (astar); false
// when no family has that name.
func FamilyByName(name string) (Family, bool) {
	for _, f := range Families() {
		if f.String() == name {
			return f, true
		}
	}
	return 0, false
}

// FamilyMembers returns the algorithms of the family of that command-line
// name in registry order, or nil when no family has that name.
func FamilyMembers(name string) []*Algorithm {
	f, ok := FamilyByName(name)
	if !ok {
		return nil
	}
	return f.Members()
}

// MaxWeight is the largest weight of weighted A* (Options.Weight), and
// weightUnit the fraction of a unit it is taken to.
const (
	MaxWeight  = 100
	weightUnit = 1024
)

// MaxBranching is the most successors a board has (a blank in the centre):
// the largest branching factor of any search here.
const MaxBranching = 4

// Prepare builds or loads what a search of p by a needs before it can
// start, and keeps it for the search: the pattern database of a pdb
// heuristic, with its progress reported to progress (which may be nil).
// For any other algorithm it returns at once. A caller that times runs
// against each other (a comparison) prepares first, so that one run's
// time does not include a build the others then share.
func (a *Algorithm) Prepare(ctx context.Context, p Problem, progress func(what string, done, total int64)) error {
	if a.Heuristic == nil || !a.Heuristic.pattern {
		return nil
	}
	if err := p.Shape.Check(); err != nil {
		return err
	}
	if err := a.fits(p.Shape, 0); err != nil {
		return err
	}
	seven8 := a.Uses78(p.Shape)
	_, err := patterns(ctx, seven8, p.Shape, p.Goal, patternProgress(p.Shape, seven8, progress))
	return err
}

// Uses78 reports whether a search of a on shape uses the 7-8 databases:
// a Patterns78 algorithm on 4x4 (elsewhere it runs the size's own pattern
// database; the window says so).
func (a *Algorithm) Uses78(shape Shape) bool {
	return a.Patterns78 && shape.Norm() == Shape{Rows: 4, Cols: 4}
}

// Patterns78Bytes is what the 7-8 databases take in memory while a search
// uses them: a 4-bit entry per placement of eight tiles and of seven
// (ranked tables, package pdb).
const Patterns78Bytes = (518_918_400 + 57_657_600) / 2

// fits returns an error naming the need when a's databases on shape take
// more memory than the cap maxMemory (as Options.MaxMemory: 0 is
// DefaultMaxMemory, negative none): the 7-8's do not fit a cap of less
// than Patterns78Bytes. Their build takes more for a few minutes, once
// (see Algorithm.Description).
func (a *Algorithm) fits(shape Shape, maxMemory int64) error {
	if !a.Uses78(shape) || maxMemory < 0 {
		return nil
	}
	if maxMemory == 0 {
		maxMemory = DefaultMaxMemory
	}
	if maxMemory < Patterns78Bytes {
		return fmt.Errorf("%s needs %d MiB of memory for its 7-8 pattern databases, more than the memory cap of %d MiB: raise the cap or use idastar-pdb", a.Name, (Patterns78Bytes+1<<20-1)>>20, maxMemory>>20)
	}
	return nil
}

// preparePatterns gets the pattern database of the search's shape and goal
// and, when it had to be built or loaded (the source reported progress:
// one held in memory comes back at once, without), says so in
// Result.Prepared and keeps its time out of Elapsed.
func (s *search) preparePatterns(a *Algorithm) (PatternDB, error) {
	var worked atomic.Bool
	seven8 := a.Uses78(s.p.Shape)
	report := patternProgress(s.p.Shape, seven8, func(what string, done, total int64) {
		worked.Store(true)
		if s.opt.Prepare != nil {
			s.opt.Prepare(what, done, total)
		}
	})
	at := clockNow()
	db, err := patterns(s.ctx, seven8, s.p.Shape, s.p.Goal, report)
	took := clockSince(at)
	s.paused += took
	if err == nil && worked.Load() {
		cached, _ := db.(interface{ FromCache() bool })
		s.res.Prepared = &Prepared{What: PatternWhat(s.p.Shape, seven8), Loaded: cached != nil && cached.FromCache(), Took: took}
	}
	return db, err
}

// patternProgress is the progress of a shape's pattern database build as
// an Options.Prepare sees it; nil for none.
func patternProgress(shape Shape, seven8 bool, prepare func(what string, done, total int64)) func(done, total int64) {
	if prepare == nil {
		return nil
	}
	what := PatternWhat(shape, seven8)
	return func(done, total int64) { prepare(what, done, total) }
}

// PatternWhat names what is built before a pattern-database search, as
// Options.Prepare and Result.Prepared give it: "pattern database for 4x4",
// or "7-8 pattern database for 4x4" for idastar-pdb78's, whose build takes
// minutes where the other's takes seconds, so a user waiting is told which.
// A view in another language parses it back with ParsePatternWhat.
func PatternWhat(shape Shape, seven8 bool) string {
	if seven8 {
		return pattern78What + shape.Norm().String()
	}
	return patternWhatPrefix + shape.Norm().String()
}

const (
	patternWhatPrefix = "pattern database for "
	pattern78What     = "7-8 " + patternWhatPrefix
)

// ParsePatternWhat undoes PatternWhat: the shape's text ("4x4") and whether
// it names the 7-8 databases; ok is false for any other text.
func ParsePatternWhat(what string) (shape string, seven8, ok bool) {
	if rest, found := strings.CutPrefix(what, pattern78What); found {
		return rest, true, true
	}
	if rest, found := strings.CutPrefix(what, patternWhatPrefix); found {
		return rest, false, true
	}
	return "", false, false
}

// Solve runs the algorithm on the problem. Invalid boards or options are
// errors; everything else (unsolvable, limits, cancellation) is a Result.
// A pair of boards of different parity is answered at once, unsearched.
// The Result carries the Guarantee of the algorithm under opt's weight.
func (a *Algorithm) Solve(ctx context.Context, p Problem, opt Options) (Result, error) {
	r, err := a.solve(ctx, p, opt)
	if err == nil {
		// on every result, an unsolvable or stopped one too: what its
		// algorithm promises is part of what a view shows of it
		r.Guarantee, r.Weight = a.GuaranteeOn(ctx, p, opt.Weight), 0
		if w := a.RunWeight(opt.Weight); w > 1 {
			r.Weight = w
		}
	}
	return r, err
}

func (a *Algorithm) solve(ctx context.Context, p Problem, opt Options) (Result, error) {
	if a == nil || a.run == nil {
		return Result{}, errors.New("the algorithm is not one of Algorithms()")
	}
	g := p.Shape.geo() // nil for a shape the engine does not solve
	if g == nil {
		return Result{}, p.Shape.Check()
	}
	if !g.valid(p.Start) {
		return Result{}, fmt.Errorf("start is not a %v board: %s", p.Shape.Norm(), p.Shape.tilesWanted())
	}
	if !g.valid(p.Goal) {
		return Result{}, fmt.Errorf("goal is not a %v board: %s", p.Shape.Norm(), p.Shape.tilesWanted())
	}
	if !g.rankable() && a.NeedsTable {
		return Result{}, fmt.Errorf("table: the exact table is built only for boards of up to 9 cells (3x3, 2x4, 4x2 and smaller); a %v puzzle has %.3g boards per goal: use idastar-pdb", p.Shape.Norm(), p.Shape.Reachable())
	}
	if a.Heuristic != nil {
		// an expression's tile or term the shape lacks, before the
		// start-is-goal answer that would skip it
		if err := a.Heuristic.Check(p.Shape); err != nil {
			return Result{}, err
		}
	}
	if opt.DepthLimit < 0 || opt.DepthLimit >= 1<<16-1 {
		return Result{}, fmt.Errorf("depth limit %d out of range 0..65534", opt.DepthLimit)
	}
	if opt.MaxNodes < 0 {
		return Result{}, fmt.Errorf("node limit %d is negative", opt.MaxNodes)
	}
	if opt.Timeout < 0 {
		return Result{}, fmt.Errorf("time limit %v is negative", opt.Timeout)
	}
	if err := opt.Conventions.Valid(); err != nil {
		return Result{}, err
	}
	if w := opt.Weight; w != 0 && !(w >= 1 && w <= MaxWeight) { // !(...) also catches NaN
		return Result{}, fmt.Errorf("weight %v out of range 1..%d", w, MaxWeight)
	}
	if ctx == nil {
		ctx = context.Background()
	}
	s := newSearch(ctx, p, opt)
	s.res.Algorithm = a.Name
	if p.Shape.parityOf(p.Start) != p.Shape.parityOf(p.Goal) { // both checked Valid above
		s.res.Status = Unsolvable
		return s.finish(), nil
	}
	if ctx.Err() != nil {
		s.halt(Cancelled)
		return s.stop(), nil
	}
	if p.Start == p.Goal {
		return s.solved([]Board{p.Start}), nil
	}
	if a.Heuristic != nil && a.Heuristic.pattern {
		if err := a.fits(p.Shape, opt.MaxMemory); err != nil {
			return Result{}, err
		}
		db, err := s.preparePatterns(a)
		if err != nil {
			if ctx.Err() != nil {
				s.halt(Cancelled)
				return s.stop(), nil
			}
			return Result{}, err
		}
		if opt.Timeout > 0 {
			// the limit is the search's: a first build of the 4x4's
			// databases takes seconds, more than a typical limit
			s.deadline = timeNow().Add(opt.Timeout)
		}
		if ps, ok := db.(PatternSolver); ok && (a.Family == FamilyIDAStar || a.Parallel) && opt.Conventions.Order == 0 && opt.Conventions.Shuffle == 0 {
			// the database's own IDA*, specialised to its layout (under
			// the default move order: ties and the goal test are not
			// IDA*'s, and must not make it another search); its
			// Elapsed is its search's, the database's making is Prepared
			var r Result
			var err error
			if pp, ok := ps.(ParallelPatternSolver); ok && a.Parallel {
				r, err = pp.SolveParallel(ctx, p.Start, opt, 0)
			} else {
				r, err = ps.Solve(ctx, p.Start, opt)
			}
			r.Algorithm, r.Problem, r.Prepared = a.Name, p, s.res.Prepared
			return r, err
		}
		s.h = &hTable{cells: p.Shape.Cells(), cols: p.Shape.Norm().Cols, unit: hScale,
			full: func(b Board) int { return db.Estimate(b) * hScale }}
		s.unit = hScale
	} else if a.Heuristic != nil && a.Heuristic.expr != nil {
		at := clockNow()
		t, err := a.Heuristic.exprTable(ctx, p.Shape, p.Goal)
		s.paused += clockSince(at)
		if err != nil {
			return Result{}, err
		}
		s.h, s.unit = t, t.unit
	} else if a.Heuristic != nil {
		s.h = a.Heuristic.table(p.Shape, p.Goal)
		s.unit = s.h.unit
	}
	if a.Weighted && opt.Weight > 1 {
		s.wq = int64(math.Round(opt.Weight * weightUnit))
		s.weight = a.RunWeight(opt.Weight)
		s.res.Weight = s.weight
	}
	ws, took := takeWorkspace()
	s.ws, s.paused = ws, s.paused+took // a first search's memory made ready: not its time
	defer putWorkspace(s.ws)
	s.ws.next()
	return a.run(s), nil
}

// Hopeless says, in a few words, why the algorithm cannot be expected to
// finish on a typical board of shape s within the default limits, or ""
// when it can. The searches that keep every board they reach (bfs, ucs,
// bidir, dfs, A* and greedy with a weak estimate) run into the memory cap;
// the depth-first ones (ids, dls, IDA* with a weak estimate) run for hours.
// The window and the comparison show it, and run the algorithm anyway.
func (a *Algorithm) Hopeless(s Shape) string { return Reason(a.HopelessReason(s)) }

// HopelessReason is Hopeless as a format and its arguments, for a window
// that translates the format: the shape (%v) and counts (%.3g).
func (a *Algorithm) HopelessReason(s Shape) (format string, args []any) {
	if a == nil {
		return "", nil
	}
	s = s.Norm()
	if a.NeedsTable {
		if !s.Tabled() {
			return "no table at %v: %.3g boards", []any{s, s.Reachable()}
		}
		return "", nil
	}
	n := s.Cells()
	if n <= 9 {
		return "", nil // 181,440 boards at most: everything finishes
	}
	strength := Weak
	if a.Heuristic != nil {
		strength = a.Heuristic.Strength
	}
	switch a.Family {
	case FamilyBFS, FamilyUCS, FamilyBidir:
		return "hopeless at %v: holds whole layers of %.3g boards; runs into the memory cap", []any{s, s.Reachable()}
	case FamilyDFS:
		return "hopeless at %v: its path wanders through millions of boards; runs into the memory cap", []any{s}
	case FamilyDLS, FamilyIDS:
		return "hopeless at %v: tries every line of moves, about 2^d for a solution d moves long", []any{s}
	case FamilyAStar:
		if strength == Strongest || (strength >= Strong && n <= 12) {
			return "", nil
		}
		return "hopeless at %v: keeps every board it reaches; runs into the memory cap on most boards", []any{s}
	case FamilyIDAStar, FamilyIDAStarPar:
		if strength >= Strong {
			return "", nil
		}
		return "hopeless at %v: the estimate is too weak; hours on a typical board", []any{s}
	case FamilyGreedy:
		if strength >= Strong {
			return "", nil
		}
		return "hopeless at %v: the estimate is too weak to lead it; runs into the memory cap", []any{s}
	}
	return "", nil
}

// Reason is a reason given as a format and its arguments, written out;
// "" for none.
func Reason(format string, args []any) string {
	if format == "" {
		return ""
	}
	return fmt.Sprintf(format, args...)
}

// Solve runs the named algorithm; see Algorithm.Solve.
func Solve(ctx context.Context, name string, p Problem, opt Options) (Result, error) {
	a, err := AlgorithmByName(name)
	if err != nil {
		return Result{}, err
	}
	return a.Solve(ctx, p, opt)
}
