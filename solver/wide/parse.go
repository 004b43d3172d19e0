package wide

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// ParseShape reads a shape written as rows x columns ("5x5", "4 x 5",
// "5*3", "5"), each side 2 to 5; the engine's solver.ParseShape reads
// those up to 4.
func ParseShape(text string) (solver.Shape, error) {
	t := strings.ToLower(strings.Join(strings.Fields(text), ""))
	if t == "" {
		return solver.Shape{}, fmt.Errorf("size: empty, want rows x columns such as 5x5")
	}
	rs, cs := t, t
	if i := strings.IndexAny(t, "x*×"); i >= 0 {
		_, w := utf8.DecodeRuneInString(t[i:])
		rs, cs = t[:i], t[i+w:]
	}
	r, err1 := strconv.Atoi(rs)
	c, err2 := strconv.Atoi(cs)
	if err1 != nil || err2 != nil || len(rs) > 3 || len(cs) > 3 {
		return solver.Shape{}, fmt.Errorf("size %q: want rows x columns such as 5x5 or 4x5", strings.TrimSpace(text))
	}
	if r < solver.MinSide || r > MaxSide || c < solver.MinSide || c > MaxSide {
		return solver.Shape{}, fmt.Errorf("size %s: rows and columns must each be %d to %d", strings.TrimSpace(text), solver.MinSide, MaxSide)
	}
	return solver.Shape{Rows: r, Cols: c}, nil
}

// token is a tile as written: a run of digits, or a blank written _ or .
type token struct {
	digits string
	col    int
	row    int
}

// lex splits the text into tokens and counts the rows that have one, as
// the engine's parser does: separators are spaces, tabs, commas and |;
// rows end at a line break, / or ; and at brackets, which must pair up.
func lex(s string) (toks []token, rows int, err error) {
	s = strings.TrimPrefix(s, "\uFEFF")
	inRow := false
	endRow := func() {
		if inRow {
			rows++
			inRow = false
		}
	}
	var open []rune
	var openCol []int
	col, run := 0, -1
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
		case r == '\n' || r == '/' || r == ';':
			endRow()
		case r == '[' || r == '(':
			endRow()
			open, openCol = append(open, r), append(openCol, col)
		case r == ']' || r == ')':
			want := '['
			if r == ')' {
				want = '('
			}
			switch {
			case len(open) == 0:
				return nil, 0, fmt.Errorf("%q at column %d closes no bracket", r, col)
			case open[len(open)-1] != want:
				return nil, 0, fmt.Errorf("%q at column %d does not close %q at column %d", r, col, open[len(open)-1], openCol[len(open)-1])
			}
			open, openCol = open[:len(open)-1], openCol[:len(openCol)-1]
			endRow()
		default:
			return nil, 0, fmt.Errorf("unexpected character %q at column %d", r, col)
		}
	}
	if len(open) > 0 {
		return nil, 0, fmt.Errorf("%q at column %d is never closed", open[len(open)-1], openCol[len(open)-1])
	}
	endRow()
	return toks, rows, nil
}

// shapesOf lists the shapes of n cells, rows up to 5, fewer rows first.
func shapesOf(n int) []solver.Shape {
	var out []solver.Shape
	for r := solver.MinSide; r <= MaxSide; r++ {
		if n%r == 0 && n/r >= solver.MinSide && n/r <= MaxSide {
			out = append(out, solver.Shape{Rows: r, Cols: n / r})
		}
	}
	return out
}

// ParseBoard reads a board of any shape up to 5x5, written as the
// engine's solver.ParseBoard takes it ("1 2 3 4 5/6 7 8 9 10/...", one
// tile per run of digits when the board has more than 10 cells; a blank
// as 0, _ or .), and returns it with its shape. With the zero Shape the
// text gives the shape: its rows, or a flat list's length when only one
// shape has it (25 tiles are 5x5; 20 fit 4x5 and 5x4, an error wrapping
// solver.ErrAmbiguousShape that asks for the size or rows). The error
// names the first problem, in words a person can act on.
func ParseBoard(text string, shape solver.Shape) (Board, solver.Shape, error) {
	given := shape != (solver.Shape{})
	if given {
		if err := Check(shape); err != nil {
			return Board{}, solver.Shape{}, err
		}
	}
	toks, nrows, err := lex(text)
	if err != nil {
		return Board{}, solver.Shape{}, err
	}
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
		case len(t.digits) > 2:
			return Board{}, solver.Shape{}, fmt.Errorf("digits run together at column %d (%q): tiles above 9 have two digits, so separate the tiles with spaces, commas or /, as in %s",
				t.col, t.digits[:min(len(t.digits), 12)], example(shape))
		default:
			v, _ := strconv.Atoi(t.digits)
			tiles = append(tiles, v)
			rowLen[t.row]++
		}
		if len(tiles) > 4*MaxCells { // far too many: say so without counting on
			return Board{}, solver.Shape{}, fmt.Errorf("too many tiles: more than %d, and the largest board, %dx%d, has %d", 4*MaxCells, MaxSide, MaxSide, MaxCells)
		}
	}
	if len(tiles) == 0 {
		return Board{}, solver.Shape{}, fmt.Errorf("empty board: want the tiles and a blank, e.g. %s", example(shape))
	}
	if !given && nrows > 1 {
		for i, n := range rowLen {
			if n != rowLen[0] {
				return Board{}, solver.Shape{}, fmt.Errorf("rows of unequal length: row %d has %d %s and row 1 has %d", i+1, n, plural(n, "tile", "tiles"), rowLen[0])
			}
		}
		shape = solver.Shape{Rows: nrows, Cols: rowLen[0]}
		if Check(shape) != nil {
			return Board{}, solver.Shape{}, fmt.Errorf("%d %s of %d %s: a board has %d to %d rows of %d to %d tiles",
				nrows, plural(nrows, "row", "rows"), rowLen[0], plural(rowLen[0], "tile", "tiles"), solver.MinSide, MaxSide, solver.MinSide, MaxSide)
		}
	}
	if shape == (solver.Shape{}) {
		fits := shapesOf(len(tiles))
		switch {
		case len(fits) == 0 && len(tiles) > MaxCells:
			return Board{}, solver.Shape{}, fmt.Errorf("too many tiles: got %d, and the largest board, %dx%d, has %d", len(tiles), MaxSide, MaxSide, MaxCells)
		case len(fits) == 0:
			return Board{}, solver.Shape{}, fmt.Errorf("wrong number of tiles: got %d, and a board has rows x columns cells, each side %d to %d (25 for 5x5)", len(tiles), solver.MinSide, MaxSide)
		case len(fits) > 1:
			if err := checkTiles(tiles, len(tiles), fmt.Sprintf(" for %v or %v", fits[0], fits[1])); err != nil {
				return Board{}, solver.Shape{}, err
			}
			return Board{}, solver.Shape{}, fmt.Errorf("%d tiles fit both %v and %v (%w): give the size (-size %v) or write the board in rows, as %s for %v",
				len(tiles), fits[0], fits[1], solver.ErrAmbiguousShape, fits[0], Format(fits[0], FromTiles(tiles)), fits[0])
		}
		shape = fits[0]
	}
	if err := checkTiles(tiles, shape.Cells(), " for "+shape.String()); err != nil {
		return Board{}, solver.Shape{}, err
	}
	if nrows > 1 {
		for i, n := range rowLen {
			if n != shape.Cols {
				return Board{}, solver.Shape{}, fmt.Errorf("row %d has %d %s: a %v board written in rows has %d rows of %d", i+1, n, plural(n, "tile", "tiles"), shape, shape.Rows, shape.Cols)
			}
		}
	}
	return FromTiles(tiles), shape, nil
}

// checkTiles reports the first problem of tiles as a board of cells
// cells: a tile out of range, the wrong number, a tile repeated and one
// missing.
func checkTiles(tiles []int, cells int, for_ string) error {
	for _, t := range tiles {
		if t >= cells {
			return fmt.Errorf("tile %d not allowed%s: tiles are 1 to %d and a blank (0, _ or .)", t, for_, cells-1)
		}
	}
	count := make([]int, cells)
	for _, t := range tiles {
		count[t]++
	}
	repeated, missing := -1, -1
	for t := cells - 1; t >= 0; t-- {
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
		times := "twice"
		if count[repeated] > 2 {
			times = fmt.Sprintf("repeated %d times", count[repeated])
		}
		return fmt.Errorf("%s %s and %s missing", tileName(repeated), times, tileName(missing))
	}
	return nil
}

func tileName(t int) string {
	if t == 0 {
		return "blank"
	}
	return fmt.Sprintf("tile %d", t)
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// ParseGoal reads a goal of shape s: a preset name (blank last, blank
// first) or a board of that shape. Every error starts "goal: ".
func ParseGoal(text string, s solver.Shape) (Board, error) {
	if err := Check(s); err != nil {
		return Board{}, fmt.Errorf("goal: %w", err)
	}
	if b, ok := PresetGoal(s, text); ok {
		return b, nil
	}
	if strings.IndexFunc(text, func(r rune) bool { return r >= '0' && r <= '9' }) < 0 && strings.TrimSpace(strings.Trim(text, "_. ")) != "" {
		return Board{}, fmt.Errorf("goal: unknown preset %q: on %v the presets are blank last and blank first; or give a board such as %s", strings.TrimSpace(text), s.Norm(), Format(s, Goal(s)))
	}
	b, _, err := ParseBoard(text, s)
	if err != nil {
		return Board{}, fmt.Errorf("goal: %w", err)
	}
	return b, nil
}

// RowsShape is the shape that text written in rows shows: its number of
// rows by the tiles of its first, each tile a run of digits or a blank;
// false for text that does not lex or is not written in rows.
func RowsShape(text string) (solver.Shape, bool) {
	toks, nrows, err := lex(text)
	if err != nil || nrows < 2 {
		return solver.Shape{}, false
	}
	cols := 0
	for _, t := range toks {
		if t.row == 0 {
			cols++
		}
	}
	return solver.Shape{Rows: nrows, Cols: cols}, true
}

// example is a board for a message: the goal of the shape asked for, or
// of 5x5 when none was (a 5x3 board's field showed a 4x5 example).
func example(shape solver.Shape) string {
	if shape == (solver.Shape{}) {
		shape = solver.Shape{Rows: 5, Cols: 5}
	}
	return Format(shape, Goal(shape))
}
