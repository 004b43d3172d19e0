package cli

import (
	"errors"
	"flag"
	"fmt"
	"strings"
	"time"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/harness"
	"github.com/eightpuzzle/eightpuzzle/solver/wide"
)

// The flags are all checked before any input is read, each error naming
// its flag and what it accepts, so that a bad flag is one message and exit
// status 2 rather than one message per board.

// maxDepthLimit is the largest depth limit the solver takes.
const maxDepthLimit = 1<<16 - 2

func checkRange(flag string, v, lo, hi int64, what string) error {
	if v < lo || v > hi {
		if hi == maxInt {
			return fmt.Errorf("-%s %d is out of range: want %s, %d or more", flag, v, what, lo)
		}
		return fmt.Errorf("-%s %d is out of range: want %s from %d to %d", flag, v, what, lo, hi)
	}
	return nil
}

const maxInt = int64(^uint(0) >> 1)

// algorithmFlag reads -algo: one algorithm. A family of one is its
// algorithm (bfs); a family of several is an error listing its members.
func algorithmFlag(name string) (*solver.Algorithm, error) {
	a, err := solver.AlgorithmByName(strings.TrimSpace(name))
	if err != nil {
		return nil, fmt.Errorf("-algo: %w", nameError(err, false))
	}
	return a, nil
}

// algorithmsFlag reads -algos: a comma-separated list of algorithms and
// families, a family standing for every algorithm in it (astar: every A*
// search), in the order given without repeats; empty means all.
func algorithmsFlag(list string) ([]*solver.Algorithm, error) {
	if strings.TrimSpace(list) == "" {
		return solver.Algorithms(), nil
	}
	var algs []*solver.Algorithm
	seen := map[*solver.Algorithm]bool{}
	add := func(a *solver.Algorithm) {
		if !seen[a] {
			seen[a] = true
			algs = append(algs, a)
		}
	}
	for _, name := range strings.Split(list, ",") {
		name = strings.TrimSpace(name)
		if name == "" {
			return nil, fmt.Errorf("-algos %q has an empty name: give names separated by commas", list)
		}
		if members := solver.FamilyMembers(name); len(members) > 0 {
			for _, a := range members {
				add(a)
			}
			continue
		}
		a, err := solver.AlgorithmByName(name)
		if err != nil {
			return nil, fmt.Errorf("-algos: %w", nameError(familiesToo(name, err), true))
		}
		add(a)
	}
	return algs, nil
}

// nameError gives an unknown name the names there are (and, for -algos,
// the families), and points at the list that says what each does.
func nameError(err error, families bool) error {
	var un *solver.UnknownNameError
	if !errors.As(err, &un) || un.Family {
		return err
	}
	var names, multi []string
	for _, a := range solver.Algorithms() {
		names = append(names, a.Name)
	}
	for _, f := range solver.Families() {
		if len(f.Members()) > 1 {
			multi = append(multi, f.String())
		}
	}
	known := "The algorithms are " + strings.Join(names, ", ")
	if families {
		known += "; the families " + strings.Join(multi, ", ")
	}
	sep := "."
	if len(un.Suggestions) > 0 {
		sep = "" // the error ends with a question mark
	}
	return fmt.Errorf("%w%s %s (run 'eightpuzzle algorithms' for what each does)", err, sep, known)
}

// familiesToo suggests, for a name that is neither an algorithm nor a
// family, the closest of both, since -algos takes either.
func familiesToo(name string, err error) error {
	var un *solver.UnknownNameError
	if !errors.As(err, &un) {
		return err
	}
	var names []string
	for _, f := range solver.Families() {
		names = append(names, f.String())
	}
	for _, a := range solver.Algorithms() {
		if len(a.Family.Members()) > 1 { // a family of one is already listed
			names = append(names, a.Name)
		}
	}
	e := *un
	e.Suggestions = solver.Closest(name, names)
	return &e
}

// searchFlags are the flags of a command that runs one algorithm on a
// board (solve, trace): which search, towards which goal, with which
// limits, weight and conventions.
type searchFlags struct {
	algo, goal, size *string
	heuristic        *string
	depth            *int
	maxNodes         *int64
	maxMemory        *memoryFlag
	timeout          *time.Duration
	weight           *float64
	conv             *solver.Conventions
	fs               *flag.FlagSet
	// wideSizes: -size takes a side of 5 (solve: solver/wide)
	wideSizes bool
}

func addSearchFlags(fs *flag.FlagSet) *searchFlags {
	f := &searchFlags{
		algo:      fs.String("algo", solver.DefaultAlgorithm, "algorithm (see 'eightpuzzle algorithms'); with -heuristic a family: astar, idastar, greedy"),
		heuristic: fs.String("heuristic", "", "the estimate of -algo's family: a heuristic's name, an `EXPR`ession, e.g. 'max(manhattan, linear_conflict)', or a name the window saved one under (read from "+savedPrefsFile()+") (eightpuzzle help heuristic)"),
		goal:      fs.String("goal", "blank last", "goal board or preset (blank last, blank first, spiral), of the board's size"),
		size:      sizeFlag(fs),
		depth:     fs.Int("depth", solver.DefaultDepthLimit, fmt.Sprintf("depth limit for dls, 1 to %d (default: the most moves a board of its size needs, 31 on 3x3)", maxDepthLimit)),
		maxNodes:  fs.Int64("max-nodes", 0, "stop a search after this many expanded boards (0: no limit)"),
		maxMemory: new(memoryFlag),
		timeout:   fs.Duration("timeout", 0, "stop a search after this long, e.g. 2s (0: no limit)"),
		weight:    weightFlag(fs),
		conv:      conventionFlags(fs),
		fs:        fs,
	}
	fs.Var(f.maxMemory, "max-memory", memoryUsage)
	return f
}

// searchSetup is what searchFlags give once checked.
type searchSetup struct {
	algo *solver.Algorithm
	size solver.Shape // zero: each board's own
	goal goalSpec
	opt  solver.Options
	lim  harness.Limits
	// wide is the one board of trace when it has a side of 5 (oneSearch
	// with wideSizes): solver/wide's, not the engine's problem
	wide *wide.Problem
}

// check validates every flag, in the order they are listed, and returns
// the first error, naming its flag.
func (f *searchFlags) check() (searchSetup, error) {
	a, err := f.algorithm()
	if err != nil {
		return searchSetup{}, err
	}
	checkS := checkSize
	if f.wideSizes {
		checkS = checkWideSize
	}
	size, err := checkS(*f.size)
	if err != nil {
		return searchSetup{}, err
	}
	if wide.Needs(size) && !wide.Runs(a) {
		return searchSetup{}, fmt.Errorf("-algo %s: %s", a.Name, wide.Hopeless(a, size))
	}
	if size != (solver.Shape{}) && a.NeedsTable && !size.Tabled() {
		return searchSetup{}, fmt.Errorf("-algo %s: %s", a.Name, a.Hopeless(size))
	}
	goal, err := checkGoal(*f.goal, size)
	if err != nil {
		return searchSetup{}, err
	}
	if err := checkRange("depth", int64(*f.depth), 1, maxDepthLimit, "a number of moves"); err != nil {
		return searchSetup{}, err
	}
	if err := checkRange("max-nodes", *f.maxNodes, 0, maxInt, "a number of boards (0: no limit)"); err != nil {
		return searchSetup{}, err
	}
	if *f.timeout < 0 {
		return searchSetup{}, fmt.Errorf("-timeout %v is out of range: want a duration such as 2s or 500ms, 0 for no limit", *f.timeout)
	}
	if err := checkWeight(*f.weight); err != nil {
		return searchSetup{}, err
	}
	if *f.weight != 1 && !a.Weighted {
		return searchSetup{}, fmt.Errorf("-weight %v: the weight applies to the astar family only (weighted A*), not to %s", *f.weight, a.Name)
	}
	opt := solver.Options{MaxNodes: *f.maxNodes, Timeout: *f.timeout, Conventions: *f.conv, Weight: *f.weight, MaxMemory: int64(*f.maxMemory)}
	if a.DepthLimit && f.isSet("depth") {
		// else 0: the engine's default, the diameter of each board's size
		opt.DepthLimit = *f.depth
	}
	return searchSetup{algo: a, size: size, goal: goal, opt: opt, lim: harness.Limits{MaxNodes: *f.maxNodes, Timeout: *f.timeout}}, nil
}

// algorithm is -algo, or with -heuristic, -algo's family led by it.
func (f *searchFlags) algorithm() (*solver.Algorithm, error) {
	if !f.isSet("heuristic") {
		return algorithmFlag(*f.algo)
	}
	h, err := heuristicFlag(*f.heuristic)
	if err != nil {
		return nil, err
	}
	return heuristicAlgorithm(*f.algo, f.isSet("algo"), h)
}

// isSet reports whether the flag was given.
func (f *searchFlags) isSet(name string) bool { return isSet(f.fs, name) }

// isSet reports whether the flag was given on fs.
func isSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(fl *flag.Flag) { set = set || fl.Name == name })
	return set
}

// weightFlag registers -weight: weighted A*'s w, 1 (plain A*) by default.
func weightFlag(fs *flag.FlagSet) *float64 {
	return fs.Float64("weight", 1, fmt.Sprintf("weighted A*: expand by g + `W`*h, W from 1 (plain A*) to %d; the path is at most W times the shortest (astar family only)", solver.MaxWeight))
}

// checkWeight rejects a weight the solver would: below 1, above
// solver.MaxWeight, or NaN (which strconv reads from "nan").
func checkWeight(w float64) error {
	if !(w >= 1 && w <= solver.MaxWeight) {
		return fmt.Errorf("-weight %v is out of range: want a number from 1 (plain A*) to %d", w, solver.MaxWeight)
	}
	return nil
}
