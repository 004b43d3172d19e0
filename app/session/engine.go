package session

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"github.com/eightpuzzle/eightpuzzle/solver"
	// the pattern databases of the pdb algorithms, which the window
	// offers and the hints of big sizes use
	_ "github.com/eightpuzzle/eightpuzzle/solver/pdb"
)

// tableFor is the distance table of goal on sh, for a Tabled shape.
func tableFor(ctx context.Context, sh solver.Shape, goal solver.Board) (*solver.Table, error) {
	return solver.TableForShape(ctx, sh, goal)
}

// ParseBoard reads a board of shape sh as people write it. A 3x3 board is
// read by solver.Parse, every form it takes; another size as rows split
// by "/", ";" or line breaks, the tiles of a row split by spaces or commas
// ("1 2 3/4 5 0", "12 3/4 50"), with 0, _ or . for the blank. When no tile
// has two digits (up to 10 cells) a run of digits is one tile per digit,
// so "123450" is a 2x3 board; from 11 cells on, tiles are split.
//
// TODO(merge): a shaped parser in the engine, shared with the command
// line, should replace this.
func ParseBoard(sh solver.Shape, text string) (solver.Board, error) {
	sh = sh.Norm()
	if err := sh.Check(); err != nil {
		return 0, err
	}
	if sh.Is3x3() {
		return solver.Parse(text)
	}
	n := sh.Cells()
	text = strings.TrimPrefix(text, "\uFEFF")
	// brackets only group rows: "[[1,2],[3,0]]" is "1,2/3,0"
	text = strings.NewReplacer("]", "/", ")", "/", "[", " ", "(", " ").Replace(text)
	var tiles []int
	var rows []int
	for _, line := range strings.FieldsFunc(text, func(r rune) bool { return r == '/' || r == ';' || r == '\n' }) {
		row := 0
		for _, f := range strings.FieldsFunc(line, func(r rune) bool { return strings.ContainsRune(" \t\r,|", r) }) {
			switch {
			case f == "_" || f == ".":
				tiles = append(tiles, 0)
				row++
			case n <= 10 && len(f) > 1 && allDigits(f):
				for _, r := range f {
					tiles = append(tiles, int(r-'0'))
					row++
				}
			default:
				v, err := strconv.Atoi(f)
				if err != nil || v < 0 {
					return 0, fmt.Errorf("%q is not a tile: tiles are 1 to %d and a blank (0, _ or .)", f, n-1)
				}
				tiles = append(tiles, v)
				row++
			}
		}
		if row > 0 {
			rows = append(rows, row)
		}
	}
	if len(tiles) == 0 {
		return 0, fmt.Errorf("empty board: want %d tiles, e.g. %s", n, sh.RowsText(sh.Goal()))
	}
	seen := make([]int, n)
	for _, t := range tiles {
		if t >= n {
			return 0, fmt.Errorf("tile %d not allowed on %v: tiles are 1 to %d and a blank (0, _ or .)", t, sh, n-1)
		}
		seen[t]++
	}
	if len(tiles) != n {
		return 0, fmt.Errorf("wrong number of tiles: got %d, want %d for %v", len(tiles), n, sh)
	}
	for t, c := range seen {
		if c != 1 {
			name := "tile " + strconv.Itoa(t)
			if t == 0 {
				name = "blank"
			}
			return 0, fmt.Errorf("%s appears %d times: each tile once", name, c)
		}
	}
	if len(rows) > 1 {
		for i, k := range rows {
			if k != sh.Cols || len(rows) != sh.Rows {
				return 0, fmt.Errorf("row %d has %d tiles: a %v board written in rows has %d rows of %d", i+1, k, sh, sh.Rows, sh.Cols)
			}
		}
	}
	return solver.FromTiles(tiles), nil
}

func allDigits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// ParseGoal reads a goal of shape sh: the name of one of its presets
// ("blank last", "blank-first", "spiral") or a board.
func ParseGoal(sh solver.Shape, text string) (solver.Board, error) {
	sh = sh.Norm()
	if sh.Is3x3() {
		return solver.ParseGoal(text)
	}
	if b, ok := sh.PresetGoal(text); ok {
		return b, nil
	}
	if strings.IndexFunc(text, unicode.IsLetter) >= 0 && strings.IndexFunc(text, unicode.IsDigit) < 0 {
		var names []string
		for _, p := range sh.Presets() {
			names = append(names, p.Name)
		}
		return 0, fmt.Errorf("goal: unknown preset %q: the presets are %s; or give a board such as %s",
			strings.TrimSpace(text), strings.Join(names, ", "), sh.RowsText(sh.Goal()))
	}
	b, err := ParseBoard(sh, text)
	if err != nil {
		return 0, fmt.Errorf("goal: %w", err)
	}
	return b, nil
}

// FormatBoard writes a board of sh the way ParseBoard reads it back and a
// person reads it: "123/456/780", "1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0".
func FormatBoard(sh solver.Shape, b solver.Board) string { return sh.Norm().RowsText(b) }
