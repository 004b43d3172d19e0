package session

import (
	"sync"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// compareEnv is what the comparison takes from the session.
type compareEnv struct {
	do      func(func())
	prefs   Prefs
	wg      *sync.WaitGroup
	current func() (board, goal solver.Board)
}

// Comparison is the state of the Compare tab. (Skeleton: the Compare
// engineer owns this file.)
type Comparison struct {
	env     compareEnv
	Changed Signal
}

func newComparison(env compareEnv) *Comparison { return &Comparison{env: env} }

// puzzleChanged is called by the session after the board or goal changed.
func (c *Comparison) puzzleChanged() {}

// Status is the comparison's status line, for when the Compare tab is in view.
func (c *Comparison) Status() Status { return Status{} }

func (c *Comparison) shutdown() {}

// Running says whether a comparison is under way.
func (c *Comparison) Running() bool { return false }

// Cancel stops the comparison under way.
func (c *Comparison) Cancel() {}

// save writes the comparison's settings (called by the session's save).
func (c *Comparison) save() {}

// Run starts a comparison with the chosen settings.
func (c *Comparison) Run() {}
