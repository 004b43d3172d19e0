package cli

import (
	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/harness"
)

// searchStarting, set only by tests, is called as each search of solve or
// compare begins, with the board's place among those the command searches
// (0 for the first) and the algorithm's name. A test waits on it to
// interrupt a chosen search: a sleep can only guess how long the searches
// before it take, and on a loaded machine it guesses wrong.
var searchStarting func(board int, algorithm string)

// withSearchStarting is progress (which may be nil) also telling
// searchStarting of each run's start: the report a comparison makes as a
// run begins, before it has a snapshot of the search.
func withSearchStarting(progress func(harness.CompareProgress)) func(harness.CompareProgress) {
	hook := searchStarting
	if hook == nil {
		return progress
	}
	return func(p harness.CompareProgress) {
		if p.Algorithm != "" && p.Search == (solver.Progress{}) {
			hook(p.Index, p.Algorithm)
		}
		if progress != nil {
			progress(p)
		}
	}
}
