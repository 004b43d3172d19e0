package solver

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"
)

// parseAccepted are the ways people write a board that the issue lists, each
// meaning 123456780 or the board given.
var parseAccepted = []struct {
	in   string
	want grid
}{
	{"123456780", grid{1, 2, 3, 4, 5, 6, 7, 8, 0}},
	{"1 2 3 4 5 6 7 8 0", grid{1, 2, 3, 4, 5, 6, 7, 8, 0}},
	{"123/456/780", grid{1, 2, 3, 4, 5, 6, 7, 8, 0}},
	{"1,2,3,4,5,6,7,8,0", grid{1, 2, 3, 4, 5, 6, 7, 8, 0}},
	{"[[1,2,3],[4,5,6],[7,8,0]]", grid{1, 2, 3, 4, 5, 6, 7, 8, 0}},
	{"[[1, 2, 3], [4, 5, 6], [7, 8, 0]]", grid{1, 2, 3, 4, 5, 6, 7, 8, 0}},
	{"12345678_", grid{1, 2, 3, 4, 5, 6, 7, 8, 0}},
	{"12345678.", grid{1, 2, 3, 4, 5, 6, 7, 8, 0}},
	{"_12345678", grid{0, 1, 2, 3, 4, 5, 6, 7, 8}},
	{"1 2 3\n8 . 4\n7 6 5\n", grid{1, 2, 3, 8, 0, 4, 7, 6, 5}},
	{"\t867 254 301\r\n", grid{8, 6, 7, 2, 5, 4, 3, 0, 1}},
	{"8 6 7\n2 5 4\n3 _ 1\n", grid{8, 6, 7, 2, 5, 4, 3, 0, 1}}, // as Grid writes it
	{"(8,6,7);(2,5,4);(3,0,1)", grid{8, 6, 7, 2, 5, 4, 3, 0, 1}},
	{"|8|6|7|2|5|4|3|0|1|", grid{8, 6, 7, 2, 5, 4, 3, 0, 1}},
	{"\uFEFF123456780", grid{1, 2, 3, 4, 5, 6, 7, 8, 0}}, // a byte-order mark
	{"123/456/780/", grid{1, 2, 3, 4, 5, 6, 7, 8, 0}},    // an empty row is no row
	{"[1,2,3,4,5,6,7,8,0]", grid{1, 2, 3, 4, 5, 6, 7, 8, 0}},
	{"[1,2,3]/[4,5,6]/[7,8,0]", grid{1, 2, 3, 4, 5, 6, 7, 8, 0}},
	{"1 2 3\r\n4 5 6\r\n7 8 0\r\n", grid{1, 2, 3, 4, 5, 6, 7, 8, 0}},
}

func TestParseAccepts(t *testing.T) {
	for _, tc := range parseAccepted {
		b, err := Parse(tc.in)
		if err != nil || b != pack(tc.want) {
			t.Errorf("Parse(%q) = %v, %v; want %v", tc.in, b, err, pack(tc.want))
		}
	}
}

// Every class of error the issue names, with the message a person sees.
func TestParseErrors(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"", "empty board: want 9 tiles, e.g. 123456780"},
		{"  \n\t", "empty board: want 9 tiles, e.g. 123456780"},
		{"[[],[]]", "empty board: want 9 tiles, e.g. 123456780"},
		{"1234", "wrong number of tiles: got 4, want 9"},
		{"1234567", "wrong number of tiles: got 7, want 9"},
		{"1234567801", "wrong number of tiles: got 10, want 9"},
		{"123456789", "tile 9 not allowed: tiles are 1 to 8 and a blank (0, _ or .)"},
		{"1234567890", "tile 9 not allowed: tiles are 1 to 8 and a blank (0, _ or .)"},
		{"12356780", "wrong number of tiles: got 8, want 9 (tile 4 missing)"},
		{"12345678", "wrong number of tiles: got 8, want 9 (blank missing)"},
		{"123856780", "tile 8 twice and tile 4 missing"},
		{"12385678", "wrong number of tiles: got 8, want 9"},
		{"0 0 1 2 3 4 5 6 7", "blank twice and tile 8 missing"},
		{"111234567", "tile 1 repeated 3 times and blank missing"},
		{"1234x5678", "unexpected character 'x' at column 5"},
		{"1 2 3 x", "unexpected character 'x' at column 7"},
		{"12é456780", "unexpected character 'é' at column 3"}, // columns count characters, not bytes
		{"１２３４５６７８０", "unexpected character '１' at column 1"},
		{"-12345678", "unexpected character '-' at column 1"},
		// bytes that are not UTF-8 are named as bytes, not as U+FFFD
		{"12\xff456780", "unexpected byte 0xFF at column 3 (not UTF-8)"},
		{"é\xc3", "unexpected character 'é' at column 1"},
		{"1\xc3\x28", "unexpected byte 0xC3 at column 2 (not UTF-8)"},
		{"\uFEFF1234x5678", "unexpected character 'x' at column 5"}, // the mark is not a column
		// malformed grids
		{"1234/5678/0", "row 1 has 4 tiles: a board written in rows has 3 rows of 3"},
		{"12/345/678/0", "row 1 has 2 tiles: a board written in rows has 3 rows of 3"},
		{"123\n45\n6780", "row 2 has 2 tiles: a board written in rows has 3 rows of 3"},
		{"[[1,2,3,4],[5,6],[7,8,0]]", "row 1 has 4 tiles: a board written in rows has 3 rows of 3"},
		{"1[2]345678 0", "row 1 has 1 tile: a board written in rows has 3 rows of 3"},
		{"[[1,2,3],[4,5,6],[7,8,0]", "'[' at column 1 is never closed"},
		{"123456780]", "']' at column 10 closes no bracket"},
		{"[1,2,3),4,5,6,7,8,0", "')' at column 7 does not close '[' at column 1"},
	} {
		b, err := Parse(tc.in)
		if err == nil || err.Error() != tc.want {
			t.Errorf("Parse(%q) = %v, %v; want error %q", tc.in, b, err, tc.want)
		}
	}
}

func TestParseGoal(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want Board
	}{
		{"blank last", GoalBlankLast},
		{"Blank-Last", GoalBlankLast},
		{"  blank_last ", GoalBlankLast},
		{"blank first", GoalBlankFirst},
		{"BLANK-FIRST", GoalBlankFirst},
		{"spiral", GoalSpiral},
		{"Spiral\n", GoalSpiral},
		{"123804765", GoalSpiral},
		{"1 2 3 / 8 _ 4 / 7 6 5", GoalSpiral},
		{"876543210", pack(grid{8, 7, 6, 5, 4, 3, 2, 1, 0})},
	} {
		if b, err := ParseGoal(tc.in, Square3); err != nil || b != tc.want {
			t.Errorf("ParseGoal(%q, Square3) = %v, %v; want %v", tc.in, b, err, tc.want)
		}
	}
	for _, tc := range []struct{ in, want string }{
		{"", "goal: empty board: want 9 tiles, e.g. 123456780"},
		{"blank middle", `goal: unknown preset "blank middle": the presets are blank last, blank first and spiral; or give a board such as 123456780`},
		{" Spirale ", `goal: unknown preset "Spirale": the presets are blank last, blank first and spiral; or give a board such as 123456780`},
		{"12345678x", "goal: unexpected character 'x' at column 9"}, // a board with a typo
		{"1234567_9", "goal: tile 9 not allowed: tiles are 1 to 8 and a blank (0, _ or .)"},
		{"12345678", "goal: wrong number of tiles: got 8, want 9 (blank missing)"},
	} {
		if b, err := ParseGoal(tc.in, Square3); err == nil || err.Error() != tc.want {
			t.Errorf("ParseGoal(%q, Square3) = %v, %v; want error %q", tc.in, b, err, tc.want)
		}
	}
	// every preset is offered by its name and is a valid goal
	if ps := Square3.Presets(); len(ps) != 3 || ps[0].Board != GoalBlankLast {
		t.Errorf("Square3.Presets() = %v, want blank last first of three", ps)
	}
	ps := Square3.Presets()
	ps[0].Board = 0 // a copy: callers cannot change the presets
	if Square3.Presets()[0].Board != GoalBlankLast {
		t.Error("Presets returned the package's own slice")
	}
	for _, p := range Square3.Presets() {
		if b, err := ParseGoal(p.Name, Square3); err != nil || b != p.Board || !Square3.Valid(b) {
			t.Errorf("preset %q: ParseGoal = %v, %v", p.Name, b, err)
		}
	}
}

func TestMustParsePanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Errorf("MustParse of a bad board did not panic")
		}
	}()
	MustParse("12345678")
}

// parseModel is the tests' reading of the accepted syntax: a leading
// byte-order mark is dropped; digits are tiles, _ and . are the blank,
// spaces and the separators , | are ignored; / ; and line breaks end a row,
// and so do brackets, which must pair up; anything else, a byte that is not
// UTF-8 included, is refused at its column. It returns the tiles and the
// tiles of each non-empty row, or the first bad character (bad, with
// badByte -1; or the byte badByte) and its column, or a bracket problem
// (brackets).
func parseModel(s string) (tiles, rows []int, bad rune, badByte, col int, brackets bool) {
	s = strings.TrimPrefix(s, "\uFEFF")
	var rowText []rune // t for a tile, / for a row's end
	var depth []rune
	c := 0
	for len(s) > 0 {
		r, w := utf8.DecodeRuneInString(s)
		c++
		if r == utf8.RuneError && w == 1 {
			return nil, nil, 0, int(s[0]), c, false
		}
		s = s[w:]
		switch {
		case r >= '0' && r <= '9':
			tiles = append(tiles, int(r-'0'))
			rowText = append(rowText, 't')
		case r == '_' || r == '.':
			tiles = append(tiles, 0)
			rowText = append(rowText, 't')
		case strings.ContainsRune(" \t\r,|", r):
		case strings.ContainsRune("\n/;", r):
			rowText = append(rowText, '/')
		case r == '[' || r == '(':
			depth = append(depth, r)
			rowText = append(rowText, '/')
		case r == ']' || r == ')':
			if len(depth) == 0 || (r == ']') != (depth[len(depth)-1] == '[') {
				return nil, nil, 0, 0, c, true
			}
			depth = depth[:len(depth)-1]
			rowText = append(rowText, '/')
		default:
			return nil, nil, r, -1, c, false
		}
	}
	if len(depth) > 0 {
		return nil, nil, 0, 0, 0, true
	}
	for _, part := range strings.Split(string(rowText), "/") {
		if len(part) > 0 {
			rows = append(rows, len(part))
		}
	}
	return tiles, rows, 0, 0, 0, false
}

// gridOK: one row, or three rows of three.
func gridOK(rows []int) bool {
	if len(rows) <= 1 {
		return true
	}
	for _, n := range rows {
		if n != side3 {
			return false
		}
	}
	return true
}

// isPermutation reports whether tiles are 0..8, each once.
func isPermutation(tiles []int) bool {
	if len(tiles) != cells3 {
		return false
	}
	var seen [10]bool
	for _, t := range tiles {
		if t >= cells3 || seen[t] {
			return false
		}
		seen[t] = true
	}
	return true
}

// FuzzParse: Parse never panics, accepts exactly the strings whose tiles
// form a permutation, reads them in order, and what it accepts writes back
// through String, Rows and Grid to the same board. `make fuzz` runs it.
func FuzzParse(f *testing.F) {
	for _, tc := range parseAccepted {
		f.Add(tc.in)
	}
	for _, s := range []string{"", "1234", "123456789", "12356780", "123856780", "1234x5678", "12é456780", "\xff123456780", "[[0]]",
		"1234/5678/0", "[1,2,3)", "]", "\uFEFF\uFEFF123456780", "\x00"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		b, err := Parse(s)
		tiles, rows, bad, badByte, col, brackets := parseModel(s)
		switch {
		case badByte < 0:
			want := fmt.Sprintf("unexpected character %q at column %d", bad, col)
			if err == nil || err.Error() != want {
				t.Fatalf("Parse(%q) = %v, %v; want error %q", s, b, err, want)
			}
		case badByte > 0:
			want := fmt.Sprintf("unexpected byte 0x%02X at column %d (not UTF-8)", badByte, col)
			if err == nil || err.Error() != want {
				t.Fatalf("Parse(%q) = %v, %v; want error %q", s, b, err, want)
			}
		case brackets:
			if err == nil || !strings.Contains(err.Error(), "column") {
				t.Fatalf("Parse(%q) = %v, %v; want an error at a bracket's column", s, b, err)
			}
		case isPermutation(tiles) && !gridOK(rows):
			if err == nil || !strings.HasPrefix(err.Error(), "row ") {
				t.Fatalf("Parse(%q) = %v, %v; want an error naming the row (rows %v)", s, b, err, rows)
			}
		case isPermutation(tiles):
			if err != nil {
				t.Fatalf("Parse(%q): %v", s, err)
			}
			var g grid
			copy(g[:], tiles)
			if b != pack(g) || !Square3.Valid(b) {
				t.Fatalf("Parse(%q) = %v, want %v", s, b, pack(g))
			}
			for _, text := range []string{b.String(), b.Rows(), b.Grid()} {
				if again, err := Parse(text); err != nil || again != b {
					t.Fatalf("Parse(%q) = %v, %v; want %v back", text, again, err, b)
				}
			}
			if gb, err := ParseGoal(s, Square3); err != nil || gb != b {
				t.Fatalf("ParseGoal(%q, Square3) = %v, %v; want %v", s, gb, err, b)
			}
		default:
			if err == nil || err.Error() == "" {
				t.Fatalf("Parse(%q) = %v, %v; want an error (tiles %v)", s, b, err, tiles)
			}
		}
	})
}

// FuzzParseGoal: a goal is a preset name or a board; anything else is an
// error that says it was the goal, and nothing panics.
func FuzzParseGoal(f *testing.F) {
	for _, s := range []string{"blank last", "Blank-First", " spiral ", "spiral2", "123804765", "12380476", "goal", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		g, err := ParseGoal(s, Square3)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "goal: ") {
				t.Fatalf("ParseGoal(%q, Square3): error %q does not name the goal", s, err)
			}
			return
		}
		if !Square3.Valid(g) {
			t.Fatalf("ParseGoal(%q, Square3) = %v, not a board", s, g)
		}
		if b, berr := Parse(s); berr == nil && b != g {
			t.Fatalf("ParseGoal(%q, Square3) = %v, but the board reads %v", s, g, b)
		}
	})
}

// FuzzParseMove: only the four names are moves, in any case and spacing,
// and each reads back through String.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"up", " Down", "LEFT ", "right", "north", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m, err := ParseMove(s)
		name := strings.ToLower(strings.TrimSpace(s))
		known := name == "up" || name == "down" || name == "left" || name == "right"
		if (err == nil) != known {
			t.Fatalf("ParseMove(%q) = %v, %v", s, m, err)
		}
		if err == nil && m.String() != name {
			t.Fatalf("ParseMove(%q) = %v, want %s", s, m, name)
		}
	})
}
