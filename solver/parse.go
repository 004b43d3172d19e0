package solver

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Parse reads a board written the ways people write it: "123456780",
// "1 2 3 4 5 6 7 8 0", "123/456/780", "1,2,3,4,5,6,7,8,0" or
// "[[1,2,3],[4,5,6],[7,8,0]]", with the blank as 0, _ or . Every digit is one
// tile. A board written in rows (split by /, ; or line breaks, or in inner
// brackets) must have 3 rows of 3, and brackets must pair up. A leading
// byte-order mark is ignored. The error names the first problem found, in
// words a person can act on; columns count characters from the start of s,
// and a byte that is not UTF-8 is named as a byte.
func Parse(s string) (Board, error) {
	s = strings.TrimPrefix(s, bom)
	var tiles []int
	var rows []int // tiles in each row, when the text has rows
	row := 0       // tiles in the row being read
	endRow := func() {
		if row > 0 {
			rows = append(rows, row)
			row = 0
		}
	}
	type bracket struct {
		r   rune
		col int
	}
	var open []bracket
	col := 0
	for i, w := 0, 0; i < len(s); i += w {
		var r rune
		r, w = utf8.DecodeRuneInString(s[i:])
		col++
		switch {
		case r == utf8.RuneError && w == 1:
			return 0, fmt.Errorf("unexpected byte 0x%02X at column %d (not UTF-8)", s[i], col)
		case r >= '0' && r <= '9':
			tiles = append(tiles, int(r-'0'))
			row++
		case r == '_' || r == '.':
			tiles = append(tiles, 0)
			row++
		case strings.ContainsRune(" \t\r,|", r):
			// separators carry no meaning of their own
		case r == '\n' || r == '/' || r == ';':
			endRow()
		case r == '[' || r == '(':
			endRow()
			open = append(open, bracket{r, col})
		case r == ']' || r == ')':
			want := '['
			if r == ')' {
				want = '('
			}
			switch {
			case len(open) == 0:
				return 0, fmt.Errorf("%q at column %d closes no bracket", r, col)
			case open[len(open)-1].r != want:
				o := open[len(open)-1]
				return 0, fmt.Errorf("%q at column %d does not close %q at column %d", r, col, o.r, o.col)
			}
			open = open[:len(open)-1]
			endRow()
		default:
			return 0, fmt.Errorf("unexpected character %q at column %d", r, col)
		}
	}
	if len(open) > 0 {
		o := open[len(open)-1]
		return 0, fmt.Errorf("%q at column %d is never closed", o.r, o.col)
	}
	endRow()
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
	if len(rows) > 1 { // written as a grid: it must be one
		for i, n := range rows {
			if n != Side {
				return 0, fmt.Errorf("row %d has %d %s: a board written in rows has %d rows of %d", i+1, n, plural(n, "tile", "tiles"), Side, Side)
			}
		}
	}
	return FromTiles(tiles), nil
}

// bom is the byte-order mark some editors put at the start of a file.
const bom = "\uFEFF"

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
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
// "spiral") or a board. Text with letters and no digit is taken for a
// preset name, and an unknown one is an error that lists the presets.
func ParseGoal(s string) (Board, error) {
	key := strings.NewReplacer("-", " ", "_", " ").Replace(strings.ToLower(strings.TrimSpace(s)))
	names := make([]string, len(presets))
	for i, p := range presets {
		if key == p.Name {
			return p.Board, nil
		}
		names[i] = p.Name
	}
	if strings.IndexFunc(s, unicode.IsLetter) >= 0 && strings.IndexFunc(s, unicode.IsDigit) < 0 {
		return 0, fmt.Errorf("goal: unknown preset %q: the presets are %s; or give a board such as 123456780", strings.TrimSpace(s), andList(names))
	}
	b, err := Parse(s)
	if err != nil {
		return 0, fmt.Errorf("goal: %w", err)
	}
	return b, nil
}

// andList writes a, b and c.
func andList(xs []string) string {
	if len(xs) < 2 {
		return strings.Join(xs, "")
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " and " + xs[len(xs)-1]
}
