package session

import (
	"fmt"
	"strconv"

	"github.com/eightpuzzle/eightpuzzle/app/internal/human"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

// The window and the command line write numbers and times the same way.
var (
	count    = human.Count
	duration = human.Duration
	percent  = human.Percent
)

// plural writes "1 move", "2 moves", "1,000 moves".
func plural(n int, one, many string) string {
	return pluralize(n, one, many, count(int64(n)))
}

// Plural is plural for the views.
func Plural(n int, one, many string) string { return plural(n, one, many) }

// TileMove describes the step from board a to board b the way a person
// plays it: the tile that slides, and where it goes ("8 ↑ up").
func TileMove(a, b solver.Board) string {
	tile, arrow, word, ok := SlideBetween(a, b)
	if !ok {
		return "jump"
	}
	return fmt.Sprintf("%d %s %s", tile, arrow, word)
}

// SlideBetween finds the tile that moves from board a to board b and its
// direction; false when the boards are not one move apart.
func SlideBetween(a, b solver.Board) (tile int, arrow, word string, ok bool) {
	// It works on every size without being told the width: one move swaps
	// the blank with a neighbour, one cell away sideways or a row (2 to 4
	// cells) away up or down, and leaves every other cell as it was.
	from, cell := a.Blank(), b.Blank() // the tile slid out of the cell the blank now holds
	if from < 0 || cell < 0 || from == cell || b.At(from) != a.At(cell) {
		return 0, "", "", false
	}
	for i := range solver.MaxCells {
		if i != from && i != cell && a.At(i) != b.At(i) {
			return 0, "", "", false
		}
	}
	switch d := from - cell; {
	case d < -1 && d >= -solver.MaxSide:
		arrow, word = "↑", tr("up")
	case d > 1 && d <= solver.MaxSide:
		arrow, word = "↓", tr("down")
	case d == -1:
		arrow, word = "←", tr("left")
	case d == 1:
		arrow, word = "→", tr("right")
	default:
		return 0, "", "", false
	}
	return a.At(cell), arrow, word, true
}

// stripZeros writes a number of seconds the shortest way: 2, 0.5, 1.25.
func stripZeros(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }
