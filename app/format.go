package app

import (
	"fmt"
	"strconv"
	"time"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// count writes n with thousands separators: counters run into millions and
// are read at a glance.
func count(n int64) string {
	s := strconv.FormatInt(n, 10)
	neg := n < 0
	if neg {
		s = s[1:]
	}
	out := make([]byte, 0, len(s)+len(s)/3)
	for i := range len(s) {
		if i > 0 && (len(s)-i)%3 == 0 {
			out = append(out, ',')
		}
		out = append(out, s[i])
	}
	if neg {
		return "-" + string(out)
	}
	return string(out)
}

// duration writes a search time with the unit a person expects for it:
// searches take from microseconds to minutes.
func duration(d time.Duration) string {
	switch {
	case d < time.Millisecond:
		return fmt.Sprintf("%.0f µs", float64(d)/float64(time.Microsecond))
	case d < 10*time.Millisecond:
		return fmt.Sprintf("%.2f ms", float64(d)/float64(time.Millisecond))
	case d < time.Second:
		return fmt.Sprintf("%.0f ms", float64(d)/float64(time.Millisecond))
	case d < time.Minute:
		return fmt.Sprintf("%.2f s", d.Seconds())
	}
	return d.Round(time.Second).String()
}

// plural writes "1 move", "2 moves".
func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return count(int64(n)) + " " + many
}

// tileMove describes the step from board a to board b the way a person
// plays it: the tile that slides, and where it goes.
func tileMove(a, b solver.Board) string {
	tile, arrow, word, ok := slideBetween(a, b)
	if !ok {
		return "jump"
	}
	return fmt.Sprintf("%d %s %s", tile, arrow, word)
}

// slideBetween finds the tile that moves from board a to board b and its
// direction; false when the boards are not one move apart.
func slideBetween(a, b solver.Board) (tile int, arrow, word string, ok bool) {
	cell := b.Blank() // the tile slid out of the cell the blank now holds
	switch a.Blank() - cell {
	case -solver.Side:
		arrow, word = "↑", "up"
	case solver.Side:
		arrow, word = "↓", "down"
	case -1:
		arrow, word = "←", "left"
	case 1:
		arrow, word = "→", "right"
	default:
		return 0, "", "", false
	}
	return a.At(cell), arrow, word, true
}
