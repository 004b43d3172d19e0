package solver

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
)

// tiles is a board's tiles in row-major order, for the tables below.
func tilesOf(s Shape, b Board) []int { return s.Tiles(b) }

// boardAccepted: each syntax at each size, read with the shape from the
// text (zero Shape) and with the shape given.
var boardAccepted = []struct {
	in    string
	shape Shape // given; zero: from the text
	want  Shape
	tiles []int
}{
	// 2x2
	{"1230", Shape{}, Shape{2, 2}, []int{1, 2, 3, 0}},
	{"12/3_", Shape{}, Shape{2, 2}, []int{1, 2, 3, 0}},
	{"[[1,2],[3,0]]", Shape{}, Shape{2, 2}, []int{1, 2, 3, 0}},
	{"0 1 ; 2 3", Shape{}, Shape{2, 2}, []int{0, 1, 2, 3}},
	{"1,2,3,0", Shape{2, 2}, Shape{2, 2}, []int{1, 2, 3, 0}},
	// 2x3 and 3x2: rows, or a flat list with the shape given
	{"1 2 3/4 5 0", Shape{}, Shape{2, 3}, []int{1, 2, 3, 4, 5, 0}},
	{"123/450", Shape{}, Shape{2, 3}, []int{1, 2, 3, 4, 5, 0}},
	{"[[1,2,3],[4,5,0]]", Shape{}, Shape{2, 3}, []int{1, 2, 3, 4, 5, 0}},
	{"1 2 3\n4 5 _\n", Shape{}, Shape{2, 3}, []int{1, 2, 3, 4, 5, 0}},
	{"12/34/50", Shape{}, Shape{3, 2}, []int{1, 2, 3, 4, 5, 0}},
	{"123450", Shape{2, 3}, Shape{2, 3}, []int{1, 2, 3, 4, 5, 0}},
	{"123450", Shape{3, 2}, Shape{3, 2}, []int{1, 2, 3, 4, 5, 0}},
	{"1 2 3/4 5 0", Shape{2, 3}, Shape{2, 3}, []int{1, 2, 3, 4, 5, 0}},
	// 2x4 and 4x2
	{"1234/5670", Shape{}, Shape{2, 4}, []int{1, 2, 3, 4, 5, 6, 7, 0}},
	{"12;34;56;70", Shape{}, Shape{4, 2}, []int{1, 2, 3, 4, 5, 6, 7, 0}},
	{"1,2,3,4,5,6,7,0", Shape{4, 2}, Shape{4, 2}, []int{1, 2, 3, 4, 5, 6, 7, 0}},
	// 3x3 as Parse reads it
	{"123456780", Shape{}, Square3, []int{1, 2, 3, 4, 5, 6, 7, 8, 0}},
	{"867 254 301", Shape{}, Square3, []int{8, 6, 7, 2, 5, 4, 3, 0, 1}},
	{"1 2 3 4 5 6 7 8 0", Shape{}, Square3, []int{1, 2, 3, 4, 5, 6, 7, 8, 0}},
	{"[[1,2,3],[4,5,6],[7,8,0]]", Square3, Square3, []int{1, 2, 3, 4, 5, 6, 7, 8, 0}},
	// 3x4 and 4x3: tiles above 9 between separators
	{"1 2 3 4/5 6 7 8/9 10 11 0", Shape{}, Shape{3, 4}, []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0}},
	{"1 2 3/4 5 6/7 8 9/10 11 _", Shape{}, Shape{4, 3}, []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0}},
	{"[[1,2,3,4],[5,6,7,8],[9,10,11,0]]", Shape{}, Shape{3, 4}, []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0}},
	{"1 2 3 4 5 6 7 8 9 10 11 0", Shape{3, 4}, Shape{3, 4}, []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0}},
	{"1,2,3,4,5,6,7,8,9,10,11,0", Shape{4, 3}, Shape{4, 3}, []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0}},
	{"11 10 9 8\n7 6 5 4\n3 2 1 .", Shape{}, Shape{3, 4}, []int{11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0}},
	// 4x4
	{"1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0", Shape{}, Shape{4, 4}, []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0}},
	{"1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,0", Shape{}, Shape{4, 4}, []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0}},
	{"1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0", Shape{}, Shape{4, 4}, []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0}},
	{"[[0,1,2,3],[4,5,6,7],[8,9,10,11],[12,13,14,15]]", Shape{4, 4}, Shape{4, 4}, []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}},
	{"\uFEFF 1  2  3  4\r\n 5  6  7  8\r\n 9 10 11 12\r\n13 14 15  _\r\n", Shape{}, Shape{4, 4}, []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0}},
	{"01 02 03 04 05 06 07 08 09 10 11 12 13 14 15 00", Shape{}, Shape{4, 4}, []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0}},
}

func TestParseBoardAccepts(t *testing.T) {
	for _, tc := range boardAccepted {
		b, s, err := ParseBoard(tc.in, tc.shape)
		if err != nil || s != tc.want || fmt.Sprint(tilesOf(s, b)) != fmt.Sprint(tc.tiles) || !s.Valid(b) {
			t.Errorf("ParseBoard(%q, %v) = %v %v, %v; want %v %v", tc.in, tc.shape, s.Tiles(b), s, err, tc.tiles, tc.want)
		}
	}
}

// Every problem in words, with the shape from the text and with one given.
func TestParseBoardErrors(t *testing.T) {
	for _, tc := range []struct {
		in    string
		shape Shape
		want  string
	}{
		{"", Shape{}, "empty board: want the tiles and a blank, e.g. 123456780 or 1 2 3/4 5 0"},
		{"", Shape{2, 3}, "empty board: want 6 tiles for 2x3, e.g. 1 2 3/4 5 0"},
		{" [] ", Square3, "empty board: want 9 tiles, e.g. 123456780"},
		// a flat list of a count two shapes have
		{"123450", Shape{}, "6 tiles fit both 2x3 and 3x2 (ambiguous size): give the size (-size 2x3) or write the board in rows, as 123/450 for 2x3"},
		{"1,2,3,4,5,6,7,0", Shape{}, "8 tiles fit both 2x4 and 4x2 (ambiguous size): give the size (-size 2x4) or write the board in rows, as 1234/5670 for 2x4"},
		{"1 2 3 4 5 6 7 8 9 10 11 0", Shape{}, "12 tiles fit both 3x4 and 4x3 (ambiguous size): give the size (-size 3x4) or write the board in rows, as 1 2 3 4/5 6 7 8/9 10 11 0 for 3x4"},
		// counts no board has
		{"12340", Shape{}, "wrong number of tiles: got 5, want 6 for 2x3 or 3x2 (tile 5 missing)"},
		{"1 2 3 4 5 6 7 8 0 10", Shape{}, "wrong number of tiles: got 10, and a board has 4 (2x2), 6 (2x3 or 3x2), 8 (2x4 or 4x2), 9 (3x3), 12 (3x4 or 4x3) and 16 (4x4)"},
		{"1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 0", Shape{}, "too many tiles: got 17, and the largest board, 4x4, has 16"},
		// missing and repeated tiles, tiles out of range
		{"12345678", Shape{}, "wrong number of tiles: got 8, want 9 (blank missing)"},
		{"123", Shape{}, "wrong number of tiles: got 3, want 4 for 2x2 (blank missing)"},
		{"1 2 3 4 5 6 7 8 9 10 11 12 13 14 15", Shape{}, "wrong number of tiles: got 15, want 16 for 4x4 (blank missing)"},
		{"1 2 3 4 5 6 7 8 9 10 11 12 13 14 14 0", Shape{}, "tile 14 twice and tile 15 missing"},
		{"1 2 3 4 5 6 7 8 9 10 11 12 13 14 16 0", Shape{}, "tile 16 not allowed on 4x4: tiles are 1 to 15 and a blank (0, _ or .)"},
		{"1 2 3/4 5 6", Shape{}, "tile 6 not allowed on 2x3: tiles are 1 to 5 and a blank (0, _ or .)"},
		{"1 2 3 4/5 6 7 8/9 10 11 12", Shape{3, 4}, "tile 12 not allowed on 3x4: tiles are 1 to 11 and a blank (0, _ or .)"},
		{"1230", Shape{2, 3}, "wrong number of tiles: got 4, want 6 for 2x3 (the text is a 2x2 board, not 2x3)"},
		// rows
		{"1 2 3/4 5", Shape{}, "rows of unequal length: row 2 has 2 tiles and row 1 has 3"},
		{"[[1,2,3],[4],[5,6,0]]", Shape{}, "rows of unequal length: row 2 has 1 tile and row 1 has 3"},
		{"1 2 3 4 5/6 7 8 9 0", Shape{}, "2 rows of 5 tiles: a board has 2 to 4 rows of 2 to 4 tiles"},
		{"1/2/3/4/0", Shape{}, "5 rows of 1 tile: a board has 2 to 4 rows of 2 to 4 tiles"},
		{"1 2/3 4/5 0", Shape{2, 3}, "row 1 has 2 tiles: a 2x3 board written in rows has 2 rows of 3 (the text is a 3x2 board, not 2x3)"},
		{"1 2 3/4 5 0", Square3, "wrong number of tiles: got 6, want 9 (the text is a 2x3 board, not 3x3)"},
		{"123/456/780", Shape{4, 4}, `digits run together at column 1 ("123"): tiles above 9 have two digits, so separate the tiles with spaces, commas or /, as in 1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0 (the text is a 3x3 board, not 4x4)`},
		// digits run together on a board with tiles above 9
		{"12345678910111213141150", Shape{}, `digits run together at column 1 ("123456789101..."): tiles above 9 have two digits, so separate the tiles with spaces, commas or /, as in 1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0`},
		{"1 2 3 4/5 6 7 8/9 10 110", Shape{3, 4}, `digits run together at column 22 ("110"): tiles above 9 have two digits, so separate the tiles with spaces, commas or /, as in 1 2 3 4/5 6 7 8/9 10 11 0`},
		// characters and brackets, as Parse names them
		{"1 2 3/4 5 x", Shape{}, "unexpected character 'x' at column 11"},
		{"[[1,2],[3,0]", Shape{}, "'[' at column 1 is never closed"},
		{"1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0)", Shape{}, "')' at column 38 closes no bracket"},
		// shapes the engine does not solve
		{"1230", Shape{5, 5}, "size 5x5: rows and columns must each be 2 to 4"},
		{"1230", Shape{1, 4}, "size 1x4: rows and columns must each be 2 to 4"},
		{"1230", Shape{-3, 2}, "size -3x2: rows and columns must each be 2 to 4"},
	} {
		b, s, err := ParseBoard(tc.in, tc.shape)
		if err == nil || err.Error() != tc.want {
			t.Errorf("ParseBoard(%q, %v) = %v %v, %v;\n want error %q", tc.in, tc.shape, b, s, err, tc.want)
		}
		if b != 0 || s != (Shape{}) {
			t.Errorf("ParseBoard(%q, %v) = %v %v with an error: want zero values", tc.in, tc.shape, b, s)
		}
	}
}

// A flat list of 6, 8 or 12 tiles is ambiguous on its own, errors.Is says
// so, and the shape given settles it.
func TestParseBoardAmbiguous(t *testing.T) {
	for _, s := range Shapes() {
		flat := strings.Trim(fmt.Sprint(s.Tiles(s.Goal())), "[]")
		_, got, err := ParseBoard(flat, Shape{})
		square := s.Rows == s.Cols
		if square != (err == nil) || errors.Is(err, ErrAmbiguousShape) == square {
			t.Errorf("%v: ParseBoard(%q) = %v, %v; want an ambiguity error only for a shape that is not square", s, flat, got, err)
		}
		if b, got, err := ParseBoard(flat, s); err != nil || got != s || b != s.Goal() {
			t.Errorf("%v: ParseBoard(%q, %v) = %v %v, %v; want the goal", s, flat, s, b, got, err)
		}
	}
}

// textsOf writes b of shape s in every form the package writes and the
// issue lists; each must read back.
func textsOf(s Shape, b Board) []string {
	tiles := s.Tiles(b)
	var rows, inner []string
	for r := 0; r < s.Rows; r++ {
		row := tiles[r*s.Cols : (r+1)*s.Cols]
		rows = append(rows, strings.Trim(fmt.Sprint(row), "[]"))
		inner = append(inner, strings.ReplaceAll(fmt.Sprint(row), " ", ","))
	}
	return []string{
		s.Format(b), s.RowsText(b), s.Grid(b),
		strings.Join(rows, "\n"), strings.Join(rows, ";"),
		"[" + strings.Join(inner, ",") + "]",
		"[" + strings.Join(inner, ", ") + "]\n",
	}
}

// Every board of every shape reads back from each way it is written: with
// the shape from the text, and with the shape given; a flat list reads
// back when the shape is given, or on its own when square.
func TestParseBoardRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	for _, s := range Shapes() {
		for i := 0; i < 300; i++ {
			b := FromTiles(rng.Perm(s.Cells())) // half of them unsolvable: the parser does not care
			for _, text := range textsOf(s, b) {
				for _, given := range []Shape{{}, s} {
					got, gs, err := ParseBoard(text, given)
					if err != nil || got != b || gs != s {
						t.Fatalf("%v: ParseBoard(%q, %v) = %v %v, %v; want %v", s, text, given, got, gs, err, s.Tiles(b))
					}
				}
			}
			flat := strings.Trim(fmt.Sprint(s.Tiles(b)), "[]")
			commas := strings.ReplaceAll(flat, " ", ",")
			for _, text := range []string{flat, commas} {
				if got, gs, err := ParseBoard(text, s); err != nil || got != b || gs != s {
					t.Fatalf("%v: ParseBoard(%q, %v) = %v %v, %v", s, text, s, got, gs, err)
				}
			}
			if s.Is3x3() {
				if got, err := Parse(s.Format(b)); err != nil || got != b {
					t.Fatalf("Parse(%q) = %v, %v", s.Format(b), got, err)
				}
			}
		}
	}
}

func TestParseGoalShapes(t *testing.T) {
	for _, s := range Shapes() {
		for _, p := range s.Presets() {
			for _, name := range []string{p.Name, strings.ToUpper(p.Name), strings.ReplaceAll(p.Name, " ", "-") + "\n"} {
				if g, err := ParseGoal(name, s); err != nil || g != p.Board || !s.Valid(g) {
					t.Errorf("%v: ParseGoal(%q) = %v, %v; want %v", s, name, g, err, p.Board)
				}
			}
			if g, err := ParseGoal(s.Format(p.Board), s); err != nil || g != p.Board {
				t.Errorf("%v: ParseGoal(%q) = %v, %v", s, s.Format(p.Board), g, err)
			}
		}
	}
	// the zero Shape is 3x3, as ParseGoal
	if g, err := ParseGoal("spiral", Shape{}); err != nil || g != GoalSpiral {
		t.Errorf("ParseGoal(spiral, zero) = %v, %v", g, err)
	}
	for _, tc := range []struct {
		in    string
		shape Shape
		want  string
	}{
		{"blank middle", Shape{2, 3}, `goal: unknown preset "blank middle": the presets are blank last, blank first and spiral; or give a board such as 1 2 3/4 5 0`},
		{"1 2 3/4 5 0", Shape{3, 2}, "goal: row 1 has 3 tiles: a 3x2 board written in rows has 3 rows of 2 (the text is a 2x3 board, not 3x2)"},
		{"123456780", Shape{4, 4}, `goal: digits run together at column 1 ("123456780"): tiles above 9 have two digits, so separate the tiles with spaces, commas or /, as in 1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0 (the text is a 3x3 board, not 4x4)`},
		{"spiral", Shape{6, 6}, "goal: size 6x6: rows and columns must each be 2 to 4"},
	} {
		if g, err := ParseGoal(tc.in, tc.shape); err == nil || err.Error() != tc.want {
			t.Errorf("ParseGoal(%q, %v) = %v, %v;\n want error %q", tc.in, tc.shape, g, err, tc.want)
		}
	}
}

// fuzzShape turns two fuzzed numbers into a shape: the zero Shape, every
// shape the engine solves, and some it does not.
func fuzzShape(r, c int8) Shape {
	if r == 0 && c == 0 {
		return Shape{}
	}
	return Shape{int(r % 7), int(c % 7)}
}

// FuzzParseBoard: ParseBoard never panics; a board it accepts is Valid for
// the shape it reports, which is the one given if any; it reads back from
// Format, RowsText and Grid, and from the text again with the shape given;
// with the shape 3x3 it accepts what Parse accepts, and Parse's error
// starts its own.
func FuzzParseBoard(f *testing.F) {
	for _, tc := range boardAccepted {
		f.Add(tc.in, int8(tc.shape.Rows), int8(tc.shape.Cols))
	}
	for _, tc := range parseAccepted {
		f.Add(tc.in, int8(0), int8(0))
	}
	for _, s := range []string{"", "123450", "12345678910111213141150", "1 2 3/4 5", "1/2/3/4/0", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 16 0",
		"[[1,2],[3,0]", "12\xff", "99 98", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 0"} {
		f.Add(s, int8(0), int8(0))
		f.Add(s, int8(4), int8(4))
	}
	f.Fuzz(func(t *testing.T, text string, r, c int8) {
		given := fuzzShape(r, c)
		b, s, err := ParseBoard(text, given)
		if given == Square3 {
			pb, perr := Parse(text)
			if (perr == nil) != (err == nil) || pb != b || (perr != nil && !strings.HasPrefix(err.Error(), perr.Error())) {
				t.Fatalf("ParseBoard(%q, 3x3) = %v, %v; Parse = %v, %v", text, b, err, pb, perr)
			}
		}
		if err != nil {
			if err.Error() == "" || b != 0 || s != (Shape{}) {
				t.Fatalf("ParseBoard(%q, %v) = %v %v, %q", text, given, b, s, err)
			}
			return
		}
		if s.Check() != nil || !s.Valid(b) || (given != (Shape{}) && s != given) {
			t.Fatalf("ParseBoard(%q, %v) = %v %v: not a board of that shape", text, given, s.Tiles(b), s)
		}
		for _, out := range []string{s.Format(b), s.RowsText(b), s.Grid(b)} {
			for _, g := range []Shape{{}, s} {
				if again, as, err := ParseBoard(out, g); err != nil || again != b || as != s {
					t.Fatalf("ParseBoard(%q, %v) = %v %v, %v; want %v %v back", out, g, again, as, err, s.Tiles(b), s)
				}
			}
		}
		if again, as, err := ParseBoard(text, s); err != nil || again != b || as != s {
			t.Fatalf("ParseBoard(%q, %v) = %v %v, %v; the same text read as %v gave %v", text, s, again, as, err, given, s.Tiles(b))
		}
		if given != (Shape{}) {
			// the text alone gives this board, or none
			if z, zs, err := ParseBoard(text, Shape{}); err == nil && (z != b || zs != s) {
				t.Fatalf("ParseBoard(%q) = %v %v, but with %v it reads %v", text, zs.Tiles(z), zs, given, s.Tiles(b))
			}
		}
	})
}

// FuzzParseShape: ParseShape never panics, accepts only shapes the engine
// solves, and reads back what String writes.
func FuzzParseShape(f *testing.F) {
	for _, s := range []string{"3x3", "3X4", "2*3", " 4 x 4 ", "4", "4×4", "x", "", "5x5", "3x", "1x4", "-2x3", "３x３", "99999999999999999999x3"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		s, err := ParseShape(text)
		if err != nil {
			if err.Error() == "" || s != (Shape{}) {
				t.Fatalf("ParseShape(%q) = %v, %q", text, s, err)
			}
			return
		}
		if s.Check() != nil || s.Rows < MinSide || s.Cols > MaxSide {
			t.Fatalf("ParseShape(%q) = %#v: not a shape the engine solves", text, s)
		}
		if again, err := ParseShape(s.String()); err != nil || again != s {
			t.Fatalf("ParseShape(%q) = %v, %v; want %v", s.String(), again, err, s)
		}
		if n, err := strconv.Atoi(strings.TrimSpace(text)); err == nil && (s.Rows != n || s.Cols != n) {
			t.Fatalf("ParseShape(%q) = %v, want %dx%d", text, s, n, n)
		}
	})
}
