package solver

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"
)

// Rank is documented as the Lehmer code: permutations in lexicographic
// order have ranks 0, 1, 2, ..., which also makes it a bijection onto
// 0..NumRanks-1; Unrank must undo it.
func TestRankIsLexicographicIndex(t *testing.T) {
	n := 0
	forEachPerm(func(i int, g grid) {
		n++
		b := pack(g)
		if r := b.Rank(); r != uint32(i) {
			t.Fatalf("Rank(%v) = %d, want %d", b, r, i)
		}
		if u := Unrank(uint32(i)); u != b {
			t.Fatalf("Unrank(%d) = %v, want %v", i, u, b)
		}
	})
	if n != NumRanks {
		t.Fatalf("%d permutations, NumRanks is %d", n, NumRanks)
	}
}

func TestBoardAccessors(t *testing.T) {
	b := MustParse("123456780")
	if b != GoalBlankLast || pack(grid{1, 2, 3, 4, 5, 6, 7, 8, 0}) != b {
		t.Fatalf("MustParse(123456780) = %#x", uint64(b))
	}
	for _, tc := range []struct {
		text  string
		goal  Board
		cells grid
	}{
		{"123456780", GoalBlankLast, grid{1, 2, 3, 4, 5, 6, 7, 8, 0}},
		{"012345678", GoalBlankFirst, grid{0, 1, 2, 3, 4, 5, 6, 7, 8}},
		{"123804765", GoalSpiral, grid{1, 2, 3, 8, 0, 4, 7, 6, 5}},
	} {
		if pack(tc.cells) != tc.goal {
			t.Errorf("preset %s is %#x, want %#x", tc.text, uint64(tc.goal), uint64(pack(tc.cells)))
		}
		if tc.goal.String() != tc.text {
			t.Errorf("String() = %q, want %q", tc.goal.String(), tc.text)
		}
	}

	b = MustParse("867254301")
	if got := b.Rows(); got != "867/254/301" {
		t.Errorf("Rows() = %q", got)
	}
	if got := b.Grid(); got != "8 6 7\n2 5 4\n3 _ 1\n" {
		t.Errorf("Grid() = %q", got)
	}
	if got := Square3.Tiles(b); len(got) != cells3 || got[0] != 8 || got[7] != 0 || got[8] != 1 {
		t.Errorf("Tiles() = %v", got)
	}
	if FromTiles(Square3.Tiles(b)) != b {
		t.Errorf("FromTiles(Tiles()) changed the board")
	}
	for i, want := range []int{8, 6, 7, 2, 5, 4, 3, 0, 1} {
		if b.At(i) != want {
			t.Errorf("At(%d) = %d, want %d", i, b.At(i), want)
		}
		if b.Find(want) != i {
			t.Errorf("Find(%d) = %d, want %d", want, b.Find(want), i)
		}
	}
	if b.Find(9) != -1 {
		t.Errorf("Find(9) = %d, want -1", b.Find(9))
	}
	if s := Square3.Swap(b, 0, 8); s.String() != "167254308" {
		t.Errorf("Swap(0, 8) = %v", s)
	}
}

// Blank, Valid and Successors on every permutation, against the tests' own
// model; Blank and Valid also on boards that are not permutations.
func TestEveryBoardAgainstModel(t *testing.T) {
	for _, b := range allBoards() {
		g := unpack(b)
		z := g.blank()
		if b.Blank() != z {
			t.Fatalf("%v: Blank() = %d, want %d", b, b.Blank(), z)
		}
		if !Square3.Valid(b) {
			t.Fatalf("%v: not Valid", b)
		}
		succ := Square3.Successors(b)
		want := neighbours(z)
		if len(succ) != len(want) {
			t.Fatalf("%v: %d successors, want %d", b, len(succ), len(want))
		}
		for k, s := range succ {
			m, ok := adjacent(b, s.Board)
			if !ok || m != s.Move {
				t.Fatalf("%v: successor %v by %v is not that move", b, s.Board, s.Move)
			}
			if k > 0 && s.Move <= succ[k-1].Move {
				t.Fatalf("%v: successors out of the order up, down, left, right", b)
			}
			if a, ok := Square3.Apply(b, s.Move); !ok || a != s.Board {
				t.Fatalf("%v: Apply(%v) = %v %v, want %v", b, s.Move, a, ok, s.Board)
			}
			if back, ok := Square3.Apply(s.Board, s.Move.Inverse()); !ok || back != b {
				t.Fatalf("%v: the inverse of %v does not come back", b, s.Move)
			}
			from := s.Board.Blank() // the tile that moved came from here
			if c, m, ok := Square3.MoveTile(b, from); !ok || c != s.Board || m != s.Move {
				t.Fatalf("%v: MoveTile(%d) = %v %v %v", b, from, c, m, ok)
			}
		}
		for m := Up; m <= Right; m++ {
			found := false
			for _, s := range succ {
				found = found || s.Move == m
			}
			if _, ok := Square3.Apply(b, m); ok != found {
				t.Fatalf("%v: Apply(%v) ok = %v", b, m, ok)
			}
		}
	}
	for _, tc := range []struct {
		b     Board
		blank int
		valid bool
	}{
		{pack(grid{1, 2, 3, 4, 5, 6, 7, 8, 8}), 9, false}, // no blank: the first of the cells past the ninth
		{pack(grid{1, 2, 3, 4, 0, 6, 7, 8, 0}), 4, false}, // two blanks
		{pack(grid{9, 2, 3, 4, 5, 6, 7, 8, 0}), 8, false}, // a tile out of range
		{pack(grid{15, 15, 15, 15, 15, 15, 15, 15, 15}), 9, false},
		{^Board(0), -1, false},            // no nibble is 0
		{GoalBlankLast | 1<<40, 8, false}, // something beyond the ninth cell
		{0, 0, false},
	} {
		if got := tc.b.Blank(); got != tc.blank {
			t.Errorf("%#x: Blank() = %d, want %d", uint64(tc.b), got, tc.blank)
		}
		if Square3.Valid(tc.b) != tc.valid {
			t.Errorf("%#x: Valid() = %v", uint64(tc.b), Square3.Valid(tc.b))
		}
	}
	// the blank against an edge cannot move past it
	if _, ok := Square3.Apply(GoalBlankLast, Down); ok {
		t.Errorf("blank in the corner moved down")
	}
	if _, _, ok := Square3.MoveTile(GoalBlankLast, 0); ok {
		t.Errorf("MoveTile slid a tile that is not next to the blank")
	}
}

func TestMoves(t *testing.T) {
	for _, tc := range []struct {
		m    Move
		name string
		inv  Move
	}{{Up, "up", Down}, {Down, "down", Up}, {Left, "left", Right}, {Right, "right", Left}} {
		if tc.m.String() != tc.name || tc.m.Inverse() != tc.inv {
			t.Errorf("%v: String %q Inverse %v", tc.m, tc.m.String(), tc.m.Inverse())
		}
		for _, text := range []string{tc.name, strings.ToUpper(tc.name), " " + tc.name + "\n"} {
			if m, err := ParseMove(text); err != nil || m != tc.m {
				t.Errorf("ParseMove(%q) = %v, %v", text, m, err)
			}
		}
	}
	if _, err := ParseMove("north"); err == nil || !strings.Contains(err.Error(), `"north"`) {
		t.Errorf("ParseMove(north): %v", err)
	}
	if s := Move(7).String(); s != "Move(7)" {
		t.Errorf("Move(7).String() = %q", s)
	}
}

// Solvable must agree with reachability on every one of the 9! boards, for
// goals of both parities: the half that reaches the goal and the half that
// does not.
func TestSolvableMatchesReachability(t *testing.T) {
	for _, goal := range goals {
		tr := truthFor(goal)
		if len(tr.dist) != NumRanks/2 {
			t.Fatalf("goal %v: %d boards reach it, want %d", goal, len(tr.dist), NumRanks/2)
		}
		for _, b := range allBoards() {
			_, reach := tr.dist[b]
			if Square3.Solvable(b, goal) != reach || Square3.Solvable(goal, b) != reach {
				t.Fatalf("Square3.Solvable(%v, %v) = %v, reachable %v", b, goal, Square3.Solvable(b, goal), reach)
			}
		}
	}
}

// Random must give solvable boards drawn uniformly. With a fixed seed the
// test is deterministic; a biased sampler still fails it: the chi-square
// statistics are compared with bounds a fair sampler exceeds with a
// probability far below one in a million.
func TestRandomIsUniform(t *testing.T) {
	const n = 60000
	for _, goal := range goals {
		tr := truthFor(goal)
		rng := rand.New(rand.NewPCG(1, uint64(goal)))
		byDist := make([]float64, len(tr.counts))
		var cell [cells3][cells3]float64 // [cell][tile]
		for range n {
			b := Square3.Random(rng, goal)
			d, ok := tr.dist[b]
			if !ok || !Square3.Valid(b) {
				t.Fatalf("Random gave %v, which cannot reach %v", b, goal)
			}
			byDist[d]++
			for c := range cells3 {
				cell[c][b.At(c)]++
			}
		}
		// distances: boards at each distance in proportion to their number,
		// merging the rare near and far ones so each bin expects 5 or more
		var obs, exp []float64
		var o, e float64
		for d, c := range tr.counts {
			o += byDist[d]
			e += n * float64(c) / float64(len(tr.dist))
			if e >= 5 {
				obs, exp = append(obs, o), append(exp, e)
				o, e = 0, 0
			}
		}
		obs[len(obs)-1] += o
		exp[len(exp)-1] += e
		checkChiSquare(t, "distance", goal, obs, exp)
		// every tile, blank included, equally likely in every cell (fixing
		// one cell leaves as many boards of each parity)
		for c := range cells3 {
			exp := make([]float64, cells3)
			for i := range exp {
				exp[i] = n / cells3
			}
			checkChiSquare(t, "tiles in cell", goal, cell[c][:], exp)
		}
	}
}

func checkChiSquare(t *testing.T, what string, goal Board, obs, exp []float64) {
	t.Helper()
	x := 0.0
	for i := range obs {
		x += (obs[i] - exp[i]) * (obs[i] - exp[i]) / exp[i]
	}
	df := float64(len(obs) - 1)
	// the mean plus 10 standard deviations: a fair sampler goes beyond it
	// with a probability below 1e-7 even for 8 degrees of freedom, where
	// the skewed tail is heaviest
	if limit := df + 10*math.Sqrt(2*df); x > limit {
		t.Errorf("goal %v, %s: chi-square %.1f over %v bins exceeds %.1f", goal, what, x, len(obs), limit)
	}
}
