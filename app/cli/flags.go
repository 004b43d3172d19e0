package cli

import (
	"errors"
	"fmt"
	"strings"

	"github.com/eightpuzzle/eightpuzzle/solver"
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

// goalFlag reads -goal: a board or a preset; a bad one names the flag and,
// for a name, the presets (solver.ParseGoal lists them).
func goalFlag(text string) (solver.Board, error) {
	g, err := solver.ParseGoal(text)
	if err != nil {
		return 0, fmt.Errorf("-goal: %s", strings.TrimPrefix(err.Error(), "goal: "))
	}
	return g, nil
}

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
		if len(solver.FamilyMembers(f)) > 1 {
			multi = append(multi, f)
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
	names = append(names, solver.Families()...)
	for _, a := range solver.Algorithms() {
		if a.Name != a.Family { // a family of one is already listed
			names = append(names, a.Name)
		}
	}
	e := *un
	e.Suggestions = solver.Closest(name, names)
	return &e
}
