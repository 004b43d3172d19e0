package cli

import "github.com/eightpuzzle/eightpuzzle/app/internal/human"

// The window and the command line write numbers and times the same way.
var (
	count    = human.Count
	duration = human.Duration
)

// none is what a table shows for a value there is none of, as the window.
const none = human.None

// plural picks the word for n things: 1 move, 2 moves, 0 moves.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
