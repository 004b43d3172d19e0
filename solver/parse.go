package solver

import (
	"fmt"
	"strings"
)

// Parse reads a board written the ways people write it: "123456780",
// "1 2 3 4 5 6 7 8 0", "123/456/780", "1,2,3,4,5,6,7,8,0" or
// "[[1,2,3],[4,5,6],[7,8,0]]", with the blank as 0, _ or . Every digit is one
// tile. The error names the first problem found, in words a person can act on.
func Parse(s string) (Board, error) {
	var tiles []int
	col := 0
	for _, r := range s {
		col++
		switch {
		case r >= '0' && r <= '9':
			tiles = append(tiles, int(r-'0'))
		case r == '_' || r == '.':
			tiles = append(tiles, 0)
		case strings.ContainsRune(" \t\r\n,;/|[]()", r):
			// separators and brackets carry no meaning of their own
		default:
			return 0, fmt.Errorf("unexpected character %q at column %d", r, col)
		}
	}
	if len(tiles) == 0 {
		return 0, fmt.Errorf("empty board: want %d tiles, e.g. 123456780", Cells)
	}
	var count [10]int
	for _, t := range tiles {
		count[t]++
	}
	if count[9] > 0 {
		return 0, fmt.Errorf("tile 9 not allowed: tiles are 1 to 8 and a blank (0, _ or .)")
	}
	// with nine tiles from 0..8, a repeated tile means a missing one; a board
	// one tile short may miss just one: name them, a person can act on that
	repeated, missing := -1, -1
	for t := Cells - 1; t >= 0; t-- { // the smallest of each wins
		if count[t] > 1 {
			repeated = t
		}
		if count[t] == 0 {
			missing = t
		}
	}
	switch {
	case len(tiles) == Cells-1 && repeated < 0:
		return 0, fmt.Errorf("wrong number of tiles: got %d, want %d (%s missing)", len(tiles), Cells, tileName(missing))
	case len(tiles) != Cells:
		return 0, fmt.Errorf("wrong number of tiles: got %d, want %d", len(tiles), Cells)
	case repeated >= 0:
		return 0, fmt.Errorf("%s %s and %s missing", tileName(repeated), times(count[repeated]), tileName(missing))
	}
	return FromTiles(tiles), nil
}

func times(n int) string {
	if n == 2 {
		return "twice"
	}
	return fmt.Sprintf("repeated %d times", n)
}

func tileName(t int) string {
	if t == 0 {
		return "blank"
	}
	return fmt.Sprintf("tile %d", t)
}

// MustParse is Parse for boards written in code; it panics on a bad board.
func MustParse(s string) Board {
	b, err := Parse(s)
	if err != nil {
		panic(err)
	}
	return b
}

// ParseGoal reads a goal: a preset name ("blank last", "blank-first",
// "spiral") or a board.
func ParseGoal(s string) (Board, error) {
	key := strings.NewReplacer("-", " ", "_", " ").Replace(strings.ToLower(strings.TrimSpace(s)))
	for _, p := range presets {
		if key == p.Name {
			return p.Board, nil
		}
	}
	b, err := Parse(s)
	if err != nil {
		return 0, fmt.Errorf("goal: %w", err)
	}
	return b, nil
}
