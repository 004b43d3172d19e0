package solver

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Parse reads a 3x3 board written the ways people write it: "123456780",
// "1 2 3 4 5 6 7 8 0", "123/456/780", "1,2,3,4,5,6,7,8,0" or
// "[[1,2,3],[4,5,6],[7,8,0]]", with the blank as 0, _ or . Every digit is one
// tile. A board written in rows (split by /, ; or line breaks, or in inner
// brackets) must have 3 rows of 3, and brackets must pair up. A leading
// byte-order mark is ignored. The error names the first problem found, in
// words a person can act on; columns count characters from the start of s,
// and a byte that is not UTF-8 is named as a byte.
//
// Parse is ParseBoard(s, Square3) without the note that the text would
// read as a board of another shape: its messages are those it always had.
func Parse(s string) (Board, error) {
	b, _, err := parseBoard(s, Square3)
	return b, err
}

// ParseBoard reads a board of any shape the engine solves, written as
// Parse takes it, and returns it with its shape.
//
// With the zero Shape the text gives the shape: a board written in rows
// (split by /, ; or line breaks, or in nested lists such as
// [[1,2],[3,0]]) has as many rows as it shows, of as many tiles as the
// first row; a flat list of n*n tiles is square (4 tiles 2x2, 9 tiles 3x3,
// 16 tiles 4x4); a flat list of 6, 8 or 12 tiles fits two shapes (2x3 and
// 3x2...) and is an error wrapping ErrAmbiguousShape that asks for the
// size or for rows.
//
// With a shape, the text must be a board of that shape: the tiles 1 to
// Cells-1 and a blank, in Rows rows of Cols when written in rows. An error
// says so, and adds the shape the text reads as when it is a board of
// another one.
//
// Tiles above 9 are written with separators between the tiles: "1 2 3 4
// 5 6 7 8 9 10 11 12 13 14 15 0", "1,2,...,15,0", "1 2 3 4/5 6 7 8/...". A
// run of digits with nothing between them is one tile per digit only on a
// board whose tiles all have one digit (at most 10 cells, or, for the zero
// Shape, text with at most 10 digits and blanks): 123456780 is a 3x3
// board, and 12345678910... is an error that asks to separate the tiles.
func ParseBoard(text string, shape Shape) (Board, Shape, error) {
	b, s, err := parseBoard(text, shape)
	if err != nil && shape != (Shape{}) && shape.Check() == nil {
		// a board of another shape is the most likely mistake: say which
		if _, other, e := parseBoard(text, Shape{}); e == nil && other != shape {
			err = fmt.Errorf("%w (the text is a %v board, not %v)", err, other, shape)
		}
	}
	return b, s, err
}

// ErrAmbiguousShape is what the error of ParseBoard wraps when a flat list
// of tiles fits two shapes and none was given: errors.Is tells a caller
// that a shape from elsewhere (a goal, a -size flag) would settle it.
var ErrAmbiguousShape = errors.New("ambiguous size")

// token is a tile as written: a run of digits, or a blank written _ or .
type token struct {
	digits string // "" for a blank written _ or .
	col    int    // the column of its first character
	row    int    // the row it is in, counting rows that have a tile
}

// lex splits the text into tokens, and counts the rows that have one. It
// reports a character that has no place in a board, and brackets that do
// not pair up.
func lex(s string) (toks []token, rows int, err error) {
	s = strings.TrimPrefix(s, bom)
	inRow := false // the row being read has a tile
	endRow := func() {
		if inRow {
			rows++
			inRow = false
		}
	}
	type bracket struct {
		r   rune
		col int
	}
	var open []bracket
	col := 0
	run := -1 // the byte where the run of digits being read started, -1 outside one
	for i, w := 0, 0; i < len(s); i += w {
		var r rune
		r, w = utf8.DecodeRuneInString(s[i:])
		col++
		if r >= '0' && r <= '9' {
			if run < 0 {
				run = i
				toks = append(toks, token{col: col, row: rows})
			}
			toks[len(toks)-1].digits = s[run : i+1]
			inRow = true
			continue
		}
		run = -1
		switch {
		case r == utf8.RuneError && w == 1:
			return nil, 0, fmt.Errorf("unexpected byte 0x%02X at column %d (not UTF-8)", s[i], col)
		case r == '_' || r == '.':
			toks = append(toks, token{col: col, row: rows})
			inRow = true
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
				return nil, 0, fmt.Errorf("%q at column %d closes no bracket", r, col)
			case open[len(open)-1].r != want:
				o := open[len(open)-1]
				return nil, 0, fmt.Errorf("%q at column %d does not close %q at column %d", r, col, o.r, o.col)
			}
			open = open[:len(open)-1]
			endRow()
		default:
			return nil, 0, fmt.Errorf("unexpected character %q at column %d", r, col)
		}
	}
	if len(open) > 0 {
		o := open[len(open)-1]
		return nil, 0, fmt.Errorf("%q at column %d is never closed", o.r, o.col)
	}
	endRow()
	return toks, rows, nil
}

// maxTileDigits is the most digits a tile has: 15 is the largest.
const maxTileDigits = 2

// parseBoard is ParseBoard without the note on another shape.
func parseBoard(text string, shape Shape) (Board, Shape, error) {
	given := shape != (Shape{})
	if given {
		if err := shape.Check(); err != nil {
			return 0, Shape{}, err
		}
	}
	toks, nrows, err := lex(text)
	if err != nil {
		return 0, Shape{}, err
	}
	// one tile per digit, or one per run of digits: see ParseBoard
	written := 0
	for _, t := range toks {
		written += max(len(t.digits), 1)
	}
	perRun := written > 10
	if given {
		perRun = shape.Cells() > 10
	}
	var tiles []int
	rowLen := make([]int, nrows)
	for _, t := range toks {
		switch {
		case t.digits == "":
			tiles = append(tiles, 0)
			rowLen[t.row]++
		case !perRun:
			for _, d := range t.digits {
				tiles = append(tiles, int(d-'0'))
			}
			rowLen[t.row] += len(t.digits)
		case len(t.digits) > maxTileDigits:
			example := Shape{MaxSide, MaxSide}
			if given {
				example = shape
			}
			return 0, Shape{}, fmt.Errorf("digits run together at column %d (%s): tiles above 9 have two digits, so separate the tiles with spaces, commas or /, as in %s",
				t.col, shorten(t.digits), example.Format(example.Goal()))
		default:
			v, _ := strconv.Atoi(t.digits) // one or two ASCII digits
			tiles = append(tiles, v)
			rowLen[t.row]++
		}
	}
	if len(tiles) == 0 {
		switch {
		case !given:
			return 0, Shape{}, fmt.Errorf("empty board: want the tiles and a blank, e.g. 123456780 or 1 2 3/4 5 0")
		case shape.Is3x3():
			return 0, Shape{}, fmt.Errorf("empty board: want %d tiles, e.g. 123456780", cells3)
		}
		return 0, Shape{}, fmt.Errorf("empty board: want %d tiles for %v, e.g. %s", shape.Cells(), shape, shape.Format(shape.Goal()))
	}

	if !given && nrows > 1 {
		// the rows give the shape
		for i, n := range rowLen {
			if n != rowLen[0] {
				return 0, Shape{}, fmt.Errorf("rows of unequal length: row %d has %d %s and row 1 has %d", i+1, n, plural(n, "tile", "tiles"), rowLen[0])
			}
		}
		shape = Shape{nrows, rowLen[0]}
		if shape.Check() != nil {
			return 0, Shape{}, fmt.Errorf("%d %s of %d %s: a board has %d to %d rows of %d to %d tiles",
				nrows, plural(nrows, "row", "rows"), rowLen[0], plural(rowLen[0], "tile", "tiles"), MinSide, MaxSide, MinSide, MaxSide)
		}
	}
	if shape == (Shape{}) {
		// a flat list: its length gives the shape, when only one has it
		cells, err := flatCells(tiles)
		if err != nil {
			return 0, Shape{}, err
		}
		fits := shapesOf(cells)
		if len(fits) > 1 {
			for_ := fmt.Sprintf(" for %v or %v", fits[0], fits[1])
			if err := checkTiles(tiles, cells, for_); err != nil {
				return 0, Shape{}, err
			}
			b := FromTiles(tiles)
			return 0, Shape{}, fmt.Errorf("%d tiles fit both %v and %v (%w): give the size (-size %v) or write the board in rows, as %s for %v",
				cells, fits[0], fits[1], ErrAmbiguousShape, fits[0], fits[0].RowsText(b), fits[0])
		}
		shape = fits[0]
	}

	for_ := ""
	if !shape.Is3x3() {
		for_ = " for " + shape.String()
	}
	if err := checkTiles(tiles, shape.Cells(), for_); err != nil {
		return 0, Shape{}, err
	}
	if nrows > 1 { // written as a grid: it must be one
		for i, n := range rowLen {
			if n != shape.Cols {
				a := ""
				if !shape.Is3x3() {
					a = " " + shape.String()
				}
				return 0, Shape{}, fmt.Errorf("row %d has %d %s: a%s board written in rows has %d rows of %d", i+1, n, plural(n, "tile", "tiles"), a, shape.Rows, shape.Cols)
			}
		}
	}
	return FromTiles(tiles), shape, nil
}

// shorten quotes a long run of digits by its start.
func shorten(s string) string {
	const most = 12
	if len(s) > most {
		return strconv.Quote(s[:most] + "...")
	}
	return strconv.Quote(s)
}

// flatCells is the number of cells of the board a flat list of tiles is
// meant for: its length, or one more when that is a board's and exactly one
// of its tiles is missing (12345678 is a 3x3 board without its blank, not a
// 2x4 one with a tile 8). Another length is an error.
func flatCells(tiles []int) (int, error) {
	n := len(tiles)
	seen := map[int]bool{}
	distinct, most := true, 0
	for _, t := range tiles {
		distinct = distinct && !seen[t]
		seen[t] = true
		most = max(most, t)
	}
	switch {
	case len(shapesOf(n+1)) > 0 && distinct && most <= n && !(len(shapesOf(n)) > 0 && most < n):
		return n + 1, nil
	case len(shapesOf(n)) > 0:
		return n, nil
	case n > MaxCells:
		return 0, fmt.Errorf("too many tiles: got %d, and the largest board, %dx%d, has %d", n, MaxSide, MaxSide, MaxCells)
	}
	return 0, fmt.Errorf("wrong number of tiles: got %d, and a board has %s", n, cellCounts())
}

// shapesOf lists the shapes with n cells, rows before columns.
func shapesOf(n int) []Shape {
	var out []Shape
	for _, s := range Shapes() {
		if s.Cells() == n {
			out = append(out, s)
		}
	}
	if len(out) == 2 && out[0].Rows > out[1].Rows {
		out[0], out[1] = out[1], out[0]
	}
	return out
}

// cellCounts lists how many tiles each shape takes: 4 (2x2), 6 (2x3 or
// 3x2)...
func cellCounts() string {
	var parts []string
	last := 0
	for _, s := range Shapes() {
		if n := s.Cells(); n != last {
			last = n
			names := make([]string, 0, 2)
			for _, f := range shapesOf(n) {
				names = append(names, f.String())
			}
			parts = append(parts, fmt.Sprintf("%d (%s)", n, strings.Join(names, " or ")))
		}
	}
	return andList(parts)
}

// checkTiles reports the first problem of tiles as a board of cells cells:
// a tile out of range, the wrong number, or a tile repeated and one
// missing. for_ names the shape (" for 3x4") in the messages, except for
// the 3x3 board, whose messages are those Parse always gave.
func checkTiles(tiles []int, cells int, for_ string) error {
	for _, t := range tiles {
		if t >= cells {
			on := ""
			if for_ != "" {
				on = " on " + strings.TrimPrefix(for_, " for ")
			}
			return fmt.Errorf("tile %d not allowed%s: tiles are 1 to %d and a blank (0, _ or .)", t, on, cells-1)
		}
	}
	count := make([]int, cells)
	for _, t := range tiles {
		count[t]++
	}
	// with n tiles from 0..n-1, a repeated tile means a missing one; a board
	// one tile short may miss just one: name them, a person can act on that
	repeated, missing := -1, -1
	for t := cells - 1; t >= 0; t-- { // the smallest of each wins
		if count[t] > 1 {
			repeated = t
		}
		if count[t] == 0 {
			missing = t
		}
	}
	switch {
	case len(tiles) == cells-1 && repeated < 0:
		return fmt.Errorf("wrong number of tiles: got %d, want %d%s (%s missing)", len(tiles), cells, for_, tileName(missing))
	case len(tiles) != cells:
		return fmt.Errorf("wrong number of tiles: got %d, want %d%s", len(tiles), cells, for_)
	case repeated >= 0:
		return fmt.Errorf("%s %s and %s missing", tileName(repeated), times(count[repeated]), tileName(missing))
	}
	return nil
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

// ParseGoal reads a goal of the given shape (the zero Shape is 3x3):
// one of its preset names (Shape.Presets: blank last, blank first, spiral)
// or a board of that shape, as ParseBoard reads it. Text with letters and
// no digit is taken for a preset name, and an unknown one is an error that
// lists the presets. Every error starts "goal: ".
func ParseGoal(s string, shape Shape) (Board, error) {
	shape = shape.Norm()
	if err := shape.Check(); err != nil {
		return 0, fmt.Errorf("goal: %w", err)
	}
	if b, ok := shape.PresetGoal(s); ok {
		return b, nil
	}
	if strings.IndexFunc(s, unicode.IsLetter) >= 0 && strings.IndexFunc(s, unicode.IsDigit) < 0 {
		var names []string
		for _, p := range shape.Presets() {
			names = append(names, p.Name)
		}
		return 0, fmt.Errorf("goal: unknown preset %q: the presets are %s; or give a board such as %s", strings.TrimSpace(s), andList(names), shape.Format(shape.Goal()))
	}
	b, _, err := ParseBoard(s, shape)
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
