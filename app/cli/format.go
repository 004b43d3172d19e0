package cli

import "github.com/eightpuzzle/eightpuzzle/app/internal/human"

// The window and the command line write numbers and times the same way.
var (
	count    = human.Count
	duration = human.Duration
)
