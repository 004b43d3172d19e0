package wide

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// allShapes lists every shape here, 2x2 to 5x5.
func allShapes() []solver.Shape {
	var out []solver.Shape
	for r := solver.MinSide; r <= MaxSide; r++ {
		for c := solver.MinSide; c <= MaxSide; c++ {
			out = append(out, solver.Shape{Rows: r, Cols: c})
		}
	}
	return out
}

var s5 = solver.Shape{Rows: 5, Cols: 5}

// Every move is undone by its inverse, keeps the board valid and keeps
// the solvability invariant; a board has 2 to 4 successors.
func TestMovesInvertAndKeepParity(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 1))
	for _, s := range allShapes() {
		for i := 0; i < 200; i++ {
			b := Random(s, rng, Goal(s))
			succ := Successors(s, b)
			if len(succ) < 2 || len(succ) > 4 {
				t.Fatalf("%v %s: %d successors", s, Format(s, b), len(succ))
			}
			for _, x := range succ {
				if !Valid(s, x.Board) {
					t.Fatalf("%v: %s -%v-> %s is not a board", s, Format(s, b), x.Move, Format(s, x.Board))
				}
				if parity(s, x.Board) != parity(s, b) {
					t.Fatalf("%v: %s -%v-> %s changes the invariant", s, Format(s, b), x.Move, Format(s, x.Board))
				}
				back, ok := Apply(s, x.Board, x.Move.Inverse())
				if !ok || back != b {
					t.Fatalf("%v: %s -%v-> %s: the inverse gives %s", s, Format(s, b), x.Move, Format(s, x.Board), Format(s, back))
				}
			}
		}
	}
}

// The invariant agrees with the engine's on every shape the engine holds
// (an independent count), and Random draws boards of the goal's class.
func TestParityMatchesEngine(t *testing.T) {
	rng := rand.New(rand.NewPCG(2, 2))
	for _, s := range allShapes() {
		if Needs(s) {
			continue
		}
		for i := 0; i < 300; i++ {
			p := rng.Perm(s.Cells())
			b := FromTiles(p)
			eb := solver.FromTiles(p)
			want := s.Solvable(eb, s.Goal())
			if got := Solvable(s, b, Goal(s)); got != want {
				t.Fatalf("%v %s: solvable %v, the engine says %v", s, Format(s, b), got, want)
			}
		}
	}
	for _, s := range allShapes() {
		for i := 0; i < 100; i++ {
			if b := Random(s, rng, Goal(s)); !Solvable(s, b, Goal(s)) {
				t.Fatalf("%v: Random gave %s, which does not reach the goal", s, Format(s, b))
			}
		}
	}
}

// On an odd width (5) the blank's row does not count: a vertical move
// keeps the inversions' parity; two tiles swapped change it.
func TestParityOddWidth(t *testing.T) {
	g := Goal(s5)
	up, ok := Apply(s5, g, solver.Up)
	if !ok || !Solvable(s5, up, g) {
		t.Fatalf("one move up from the goal is not solvable")
	}
	sw := g
	sw[0], sw[1] = sw[1], sw[0]
	if Solvable(s5, sw, g) {
		t.Fatalf("tiles 1 and 2 swapped is solvable on 5x5")
	}
}

func TestValid(t *testing.T) {
	g := Goal(s5)
	if !Valid(s5, g) || Valid(s5, Board{}) || Valid(solver.Shape{Rows: 6, Cols: 5}, g) {
		t.Fatalf("Valid")
	}
	b := g
	b[3] = b[4]
	if Valid(s5, b) {
		t.Fatalf("a repeated tile is valid")
	}
	s := solver.Shape{Rows: 2, Cols: 5}
	b = Goal(s)
	b[12] = 11
	if Valid(s, b) {
		t.Fatalf("a tile past the last cell is valid")
	}
}

// Format and ParseBoard round-trip on every shape, with and without the
// shape given; Grid shows every tile.
func TestFormatParseRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 3))
	for _, s := range allShapes() {
		for i := 0; i < 50; i++ {
			b := Random(s, rng, Goal(s))
			text := Format(s, b)
			got, gs, err := ParseBoard(text, s)
			if err != nil || got != b || gs != s {
				t.Fatalf("%v: %q read back as %v %v, %v", s, text, gs, got, err)
			}
			got, gs, err = ParseBoard(text, solver.Shape{})
			if err != nil || got != b || gs != s {
				t.Fatalf("%v: %q read back without the size as %v %v, %v", s, text, gs, got, err)
			}
			if n := strings.Count(Grid(s, b), "\n"); n != s.Rows {
				t.Fatalf("%v: grid has %d lines", s, n)
			}
		}
	}
}

func TestParseBoardErrors(t *testing.T) {
	goal := Format(s5, Goal(s5))
	for _, c := range []struct {
		text  string
		shape solver.Shape
		want  string
	}{
		{"", s5, "empty board: want the tiles and a blank, e.g. " + goal},
		{"", solver.Shape{Rows: 5, Cols: 3}, "e.g. 1 2 3/4 5 6/7 8 9/10 11 12/13 14 0"}, // the size's own, not 5x5's
		{"123 4 5 6 7 8 9 10 11 12 13 14 0", solver.Shape{Rows: 5, Cols: 3}, "as in 1 2 3/4 5 6/7 8 9/10 11 12/13 14 0"},
		{"1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24", s5, "blank missing"},
		{"1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25", s5, "tile 25 not allowed for 5x5"},
		{"1 1 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 0", s5, "tile 1 twice and tile 2 missing"},
		{"1 2 3 4 5/6 7 8 9 10/11 12 13 14 15/16 17 18 19 20 21/22 23 24 0", s5, "row 4 has 6 tiles"},
		{"1 2 3 4 5/6 7 8 9 10/11 12 13 14 15/16 17 18 19 20 21/22 23 24 0", solver.Shape{}, "rows of unequal length"},
		{"1 2 3 4 5 6/7 8 9 10 11 12/13 14 15 16 17 0", solver.Shape{}, "3 rows of 6 tiles"},
		{"123 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 0", s5, "digits run together"},
		{"1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 0", solver.Shape{}, "fit both 4x5 and 5x4"},
		{"1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 0", solver.Shape{}, "too many tiles: got 27"},
		{"1 2 3 4 5 6 7 0", solver.Shape{}, "fit both 2x4 and 4x2"},
		{"1 2 3 4 5 6 7 8 9 10 11 12 13 0", solver.Shape{}, "wrong number of tiles: got 14"},
		{"[1 2 3", s5, "never closed"},
		{"1 2 3 x", s5, "unexpected character 'x' at column 7"},
		{"\xff", s5, "not UTF-8"},
		{goal, solver.Shape{Rows: 6, Cols: 5}, "rows and columns must each be 2 to 5"},
	} {
		_, _, err := ParseBoard(c.text, c.shape)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ParseBoard(%q, %v) = %v, want an error with %q", c.text, c.shape, err, c.want)
		}
	}
}

func TestParseShape(t *testing.T) {
	for text, want := range map[string]solver.Shape{"5x5": s5, "4 X 5": {Rows: 4, Cols: 5}, "5*2": {Rows: 5, Cols: 2}, "5": s5, "3x3": solver.Square3} {
		if got, err := ParseShape(text); err != nil || got != want {
			t.Errorf("ParseShape(%q) = %v, %v", text, got, err)
		}
	}
	for _, text := range []string{"", "6x5", "1x5", "5x", "axb", "5x5x5", "99999999999999999999x5"} {
		if _, err := ParseShape(text); err == nil {
			t.Errorf("ParseShape(%q) is not an error", text)
		}
	}
}

func TestParseGoal(t *testing.T) {
	if b, err := ParseGoal("blank first", s5); err != nil || b != GoalBlankFirst(s5) {
		t.Fatalf("blank first: %v", err)
	}
	if _, err := ParseGoal("spiral", s5); err == nil || !strings.Contains(err.Error(), "blank last and blank first") {
		t.Fatalf("spiral on 5x5: %v", err)
	}
	if b, err := ParseGoal(Format(s5, GoalBlankFirst(s5)), s5); err != nil || b != GoalBlankFirst(s5) {
		t.Fatalf("a board: %v", err)
	}
}

// FuzzParseBoard: any text is a board that formats and reads back as
// itself, or an error; never a panic.
func FuzzParseBoard(f *testing.F) {
	for _, seed := range []string{
		Format(s5, Goal(s5)), "1 2 3 4 5/6 7 8 9 10", "[[1,2],[3,0]]", "123456780",
		"1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 _", "(1 2;3 .)", "\uFEFF1 0/2 3", "99 1",
	} {
		f.Add(seed, 0, 0)
		f.Add(seed, 5, 5)
	}
	f.Fuzz(func(t *testing.T, text string, rows, cols int) {
		shape := solver.Shape{Rows: rows, Cols: cols}
		b, s, err := ParseBoard(text, shape)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("an empty error")
			}
			return
		}
		if !Valid(s, b) {
			t.Fatalf("%q read as %v, not a %v board", text, b, s)
		}
		if shape != (solver.Shape{}) && s != shape {
			t.Fatalf("%q read as %v, asked for %v", text, s, shape)
		}
		again, s2, err := ParseBoard(Format(s, b), s)
		if err != nil || again != b || s2 != s {
			t.Fatalf("%q: %q reads back as %v, %v", text, Format(s, b), again, err)
		}
	})
}

func TestRowsShape(t *testing.T) {
	for text, want := range map[string]solver.Shape{"1 2 3 4 5 6/7 8 9 10 11 0": {Rows: 2, Cols: 6}, "1 2/3 0": {Rows: 2, Cols: 2}, "12/30": {Rows: 2, Cols: 1}} {
		if got, ok := RowsShape(text); !ok || got != want {
			t.Errorf("RowsShape(%q) = %v, %v", text, got, ok)
		}
	}
	for _, text := range []string{"1 2 3 0", "[1 2", ""} {
		if _, ok := RowsShape(text); ok {
			t.Errorf("RowsShape(%q) is a shape", text)
		}
	}
}

// TestOnward: IDA*'s children of a board the blank entered from a cell
// are its steps but the one back there, in the order of its steps, on
// every shape.
func TestOnward(t *testing.T) {
	for _, g := range geometries {
		if g == nil {
			continue
		}
		for i := 0; i < g.cells; i++ {
			for j, sp := range g.steps[i] {
				if b := g.steps[sp.to][sp.back]; int(b.to) != i {
					t.Fatalf("%v: the step back from %d to %d leads to %d", g.shape, sp.to, i, b.to)
				}
				var want []step
				for _, s := range g.steps[i] {
					if s != sp {
						want = append(want, s)
					}
				}
				if got := g.onward[i][j]; !slices.Equal(got, want) {
					t.Fatalf("%v: onward from %d but %d: %v, want %v", g.shape, i, sp.to, got, want)
				}
			}
		}
	}
}
