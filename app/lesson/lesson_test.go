package lesson

import (
	"bytes"
	"io"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/wide"
)

const example = `eightpuzzle lesson 1
# Step 12 of A* on the hardest board
size: 3x3
board: 867254301
goal: 123456780
algorithm: astar
heuristic: manhattan
ties: oldest
goal-test: generate
order: UDLR
tab: explore
view: tree
step: 12
note: Which board will A* expand after this one? Why?
note: Step once to check.
`

func mustAlgo(t testing.TB, name string) *solver.Algorithm {
	a, err := solver.AlgorithmByName(name)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

func TestParseExample(t *testing.T) {
	l, err := Parse([]byte(example))
	if err != nil {
		t.Fatal(err)
	}
	want := Lesson{Shape: solver.Square3, Board: solver.MustParse("867254301"), Goal: solver.MustParse("123456780"),
		Algorithm: mustAlgo(t, "astar-manhattan"), Conventions: solver.Conventions{Ties: solver.TiesOldest}, Weight: 1,
		Tab: "explore", View: "tree", Step: 12, Note: "Which board will A* expand after this one? Why?\nStep once to check.",
		FileVersion: 1}
	if !reflect.DeepEqual(l, want) {
		t.Fatalf("got  %+v\nwant %+v", l, want)
	}
}

// Only the board is needed; the rest takes its default, the size that of
// the board as written.
func TestParseDefaults(t *testing.T) {
	l, err := Parse([]byte("eightpuzzle lesson 1\nboard: 1 2 3/4 5 0\n"))
	if err != nil {
		t.Fatal(err)
	}
	sh := solver.Shape{Rows: 2, Cols: 3}
	if want := Default(sh, l.Board); !reflect.DeepEqual(l, want) {
		t.Fatalf("got  %+v\nwant %+v", l, want)
	}
	if l.Goal != sh.Goal() || l.Tab != "solve" || l.Step != NoStep || l.Algorithm.Name != solver.DefaultAlgorithm {
		t.Fatalf("defaults: %+v", l)
	}
}

// The other ways a teacher may write what the command line takes: a full
// algorithm name, a goal preset, a weight, every limit, a BOM and CRLF
// line ends as Windows' Notepad saves.
func TestParseForms(t *testing.T) {
	in := "\uFEFFeightpuzzle lesson 1\r\n\r\nBoard: 1 2 3 4/5 6 7 8/9 10 11 12/13 14 0 15\r\nalgorithm: idastar-linear-conflict\r\n" +
		"goal: blank last\r\nmax-nodes: 1,000,000\r\ntimeout: 1m30s\r\nmax-memory: 2 GB\r\ndepth: 40\r\nshuffle: 7\r\ntab: Race\r\n"
	l, err := Parse([]byte(in))
	if err != nil {
		t.Fatal(err)
	}
	sq4 := solver.Shape{Rows: 4, Cols: 4}
	if l.Shape != sq4 || l.Algorithm.Name != "idastar-linear-conflict" || l.Goal != sq4.Goal() ||
		l.Limits != (Limits{Depth: 40, MaxNodes: 1_000_000, Timeout: 90 * time.Second, MaxMemory: 2 << 30}) ||
		l.Conventions.Shuffle != 7 || l.Tab != "race" {
		t.Fatalf("got %+v", l)
	}
	w, err := Parse([]byte("eightpuzzle lesson 1\nboard: 867254301\nalgorithm: astar\nheuristic: misplaced\nweight: 2.5\ntimeout: 0.5\nmax-memory: none\n"))
	if err != nil {
		t.Fatal(err)
	}
	if w.Algorithm.Name != "astar-misplaced" || w.Weight != 2.5 || w.Limits.Timeout != 500*time.Millisecond || w.Limits.MaxMemory != -1 {
		t.Fatalf("got %+v", w)
	}
}

// Every damaged or hostile file is an error that names its problem (and
// its line where it has one), and gives no lesson.
func TestParseDamaged(t *testing.T) {
	head := "eightpuzzle lesson 1\n"
	for _, c := range []struct{ name, in, want string }{
		{"empty", "", "not an eightpuzzle lesson"},
		{"another file", "1,2,3\n4,5,6\n", `line 1: not an eightpuzzle lesson: the first line is "1,2,3"`},
		{"binary", "\x89PNG\r\n\x1a\n\x00\x00", "not a text file"},
		{"not utf-8", head + "board: 12345678\xff\n", "line 2: not a text file: byte 0xFF is not UTF-8"},
		{"nul", head + "board: 867254301\x00\n", "control character U+0000"},
		{"escape in note", head + "board: 867254301\nnote: \x1b[31mred\n", "control character U+001B"},
		{"bidi override", head + "board: 867254301\nnote: a\u202eb\n", "control character U+202E"},
		{"huge", head + "board: 867254301\n" + strings.Repeat("# padding\n", 7000), "the file has 70038 bytes; a lesson has at most 64 KB"},
		{"version 0", "eightpuzzle lesson 0\nboard: 867254301\n", `version "0"`},
		{"version word", "eightpuzzle lesson one\nboard: 867254301\n", `version "one"`},
		{"no board", head + "size: 3x3\n", "no board"},
		{"not key value", head + "board: 867254301\nnote: a\nsecond line\n", `line 4: "second line" is not key: value (a note of several lines has note: at the start of each)`},
		{"unknown key", head + "borad: 867254301\n", `line 2: unknown key "borad"; did you mean board?`},
		{"duplicate", head + "board: 867254301\nalgorithm: bfs\nboard: 123456780\n", "line 4: board is given twice (first on line 2)"},
		{"bad board", head + "board: 86725430\n", "line 2: board:"},
		{"wrong size", head + "size: 3x3\nboard: 1 2 3/4 5 0\n", "line 3: board: "},
		{"wrong size says", head + "size: 3x3\nboard: 1 2 3/4 5 0\n", "2x3 board, not 3x3"},
		{"ambiguous", head + "board: 1 2 3 4 5 0\n", `6 tiles fit both 2x3 and 3x2 (ambiguous size): add a line "size: 2x3" or write the board in rows, as 123/450 for 2x3`},
		{"bad size", head + "size: 7x7\nboard: 867254301\n", "line 2: size: "},
		{"unsolvable", head + "board: 812043765\ngoal: 123456780\n", "board: 812043765 cannot reach the goal 123456780: they differ in parity"},
		{"goal of wrong size", head + "board: 867254301\ngoal: 1 2 3/4 5 0\n", "line 3: goal: "},
		{"unknown preset", head + "board: 867254301\ngoal: snake\n", `line 3: goal: unknown preset "snake"`},
		{"unknown algorithm", head + "board: 867254301\nalgorithm: a-star\n", `line 3: algorithm: unknown algorithm "a-star"; did you mean astar?`},
		{"unknown heuristic", head + "board: 867254301\nheuristic: manhatan\n", `line 3: heuristic: unknown heuristic "manhatan"; did you mean manhattan?`},
		{"heuristic for bfs", head + "board: 867254301\nalgorithm: bfs\nheuristic: manhattan\n", "line 4: heuristic: bfs takes no heuristic"},
		{"two heuristics", head + "board: 867254301\nalgorithm: astar-misplaced\nheuristic: manhattan\n", "heuristic: manhattan, but the algorithm astar-misplaced names another"},
		{"weight for bfs", head + "board: 867254301\nalgorithm: bfs\nweight: 2\n", "line 4: weight: bfs takes no weight"},
		{"weight too small", head + "board: 867254301\nweight: 0.5\n", `weight: "0.5": want a number from 1 to 100`},
		{"weight nan", head + "board: 867254301\nweight: NaN\n", `weight: "NaN"`},
		{"negative depth", head + "board: 867254301\ndepth: -3\n", `line 3: depth: "-3": want a whole number from 1 to 65534`},
		{"zero nodes", head + "board: 867254301\nmax-nodes: 0\n", `max-nodes: "0"`},
		{"huge nodes", head + "board: 867254301\nmax-nodes: 99999999999999999999\n", `max-nodes: "99999999999999999999"`},
		{"negative timeout", head + "board: 867254301\ntimeout: -2s\n", `timeout: "-2s"`},
		{"memory without unit", head + "board: 867254301\nmax-memory: 512\n", `max-memory: "512"`},
		{"memory too large", head + "board: 867254301\nmax-memory: 5TB\n", `max-memory: "5TB"`},
		{"bad ties", head + "board: 867254301\nties: random\n", `line 3: ties: unknown tie rule "random"`},
		{"bad goal test", head + "board: 867254301\ngoal-test: never\n", "goal-test:"},
		{"bad order", head + "board: 867254301\norder: UUDL\n", "order: bad move order"},
		{"bad shuffle", head + "board: 867254301\nshuffle: -1\n", `shuffle: "-1"`},
		{"bad tab", head + "board: 867254301\ntab: settings\n", `tab: "settings" is not one of solve, replay`},
		{"bad view", head + "board: 867254301\nview: graph\n", `view: "graph" is not one of frontier`},
		{"negative step", head + "board: 867254301\nstep: -1\n", `step: "-1": want a whole number from 0 to 1000000`},
		{"step too far", head + "board: 867254301\nstep: 1000001\n", `step: "1000001"`},
		{"step off explore", head + "board: 867254301\ntab: race\nstep: 3\n", "step: a step is one of the Explore tab's, and the lesson opens the race tab"},
		{"long note line", head + "board: 867254301\nnote: " + strings.Repeat("a", 501) + "\n", "line 3: a note line has 501 characters; at most 500"},
		{"long note", head + "board: 867254301\n" + strings.Repeat("note: "+strings.Repeat("a", 400)+"\n", 6), "the note has 2405 characters; at most 2000"},
	} {
		t.Run(c.name, func(t *testing.T) {
			l, err := Parse([]byte(c.in))
			if err == nil {
				t.Fatalf("no error; got %+v", l)
			}
			if !strings.Contains(err.Error(), c.want) {
				t.Fatalf("error %q, want it to say %q", err, c.want)
			}
			if !reflect.DeepEqual(l, Lesson{}) {
				t.Fatalf("an error, and a lesson too: %+v", l)
			}
		})
	}
}

// A lesson of a later version opens as far as this version understands
// it; the keys it does not know are listed, once each, to be said.
func TestParseLaterVersion(t *testing.T) {
	l, err := Parse([]byte("eightpuzzle lesson 3\nboard: 867254301\nhighlight: 4\nvoice: on\nhighlight: 5\ntab: compare\n"))
	if err != nil {
		t.Fatal(err)
	}
	if l.Board != solver.MustParse("867254301") || l.Tab != "compare" || !reflect.DeepEqual(l.Ignored, []string{"highlight", "voice"}) || l.FileVersion != 3 {
		t.Fatalf("got %+v", l)
	}
	if got, want := l.IgnoredText(), `This lesson was written by a later version (lesson 3); this version ignored "highlight", "voice".`; got != want {
		t.Fatalf("IgnoredText %q, want %q", got, want)
	}
	// its own keys are still checked
	if _, err := Parse([]byte("eightpuzzle lesson 3\nboard: 867254301\ndepth: -1\n")); err == nil {
		t.Fatal("a later version's bad depth was taken")
	}
}

// randomLesson draws a lesson Format can write: any size, a board that
// reaches the goal, any algorithm and conventions, limits, tab and note.
// wideShapes are the sizes with a side of 5, which wide holds.
var wideShapes = []solver.Shape{{Rows: 2, Cols: 5}, {Rows: 5, Cols: 2}, {Rows: 3, Cols: 5}, {Rows: 5, Cols: 3}, {Rows: 4, Cols: 5}, {Rows: 5, Cols: 4}, {Rows: 5, Cols: 5}}

func randomLesson(r *rand.Rand) Lesson {
	shapes := append(solver.Shapes(), wideShapes...)
	sh := shapes[r.IntN(len(shapes))]
	algos := solver.Algorithms()
	a := algos[r.IntN(len(algos))]
	if wide.Needs(sh) {
		goal := wide.FromTiles(r.Perm(sh.Cells()))
		l := DefaultWide(sh, wide.Random(sh, r, goal))
		l.WideGoal, l.Algorithm = goal, a
		return decorate(r, l)
	}
	perm := func() solver.Board {
		cells := r.Perm(sh.Cells())
		tiles := make([]int, len(cells))
		copy(tiles, cells)
		b, err := solver.FromTiles(tiles), error(nil)
		if err != nil {
			panic(err)
		}
		return b
	}
	goal := perm()
	board := perm()
	if !sh.Solvable(board, goal) {
		board = sh.Swap(board, boardTile(sh, board, 1), boardTile(sh, board, 2))
	}
	l := Default(sh, board)
	l.Goal, l.Algorithm = goal, a
	return decorate(r, l)
}

// decorate draws the rest of a random lesson: weight, conventions,
// limits, tab, view, step and note.
func decorate(r *rand.Rand, l Lesson) Lesson {
	a := l.Algorithm
	if a.Weighted && r.IntN(2) == 0 {
		l.Weight = 1 + float64(r.IntN(400))/8
	}
	l.Conventions = solver.Conventions{Ties: solver.Ties(r.IntN(3)), GoalTest: solver.GoalTest(r.IntN(2)), Order: solver.Order(r.IntN(solver.NumOrders))}
	if r.IntN(3) == 0 {
		l.Conventions.Shuffle = r.Uint64()
	}
	if r.IntN(2) == 0 {
		l.Limits = Limits{Depth: r.IntN(maxDepth) + 1, MaxNodes: r.Int64N(maxNodes) + 1,
			Timeout: time.Duration(r.IntN(maxSeconds*1000)+1) * time.Millisecond, MaxMemory: int64(r.IntN(1<<20)+1) << 20}
		if r.IntN(4) == 0 {
			l.Limits.MaxMemory = -1
		}
	}
	l.Tab = Tabs[r.IntN(len(Tabs))]
	l.View = Views[r.IntN(len(Views))]
	if l.Tab == "explore" && r.IntN(2) == 0 {
		l.Step = r.IntN(MaxStep + 1)
	}
	notes := []string{"", "Watch the frontier.", "Ligne 1 : « pourquoi ? »\nLine 2\n\nLine 4 after a blank one", "f = g + h: 18 → 20"}
	l.Note = notes[r.IntN(len(notes))]
	return l
}

// boardTile is the cell of tile t on b.
func boardTile(sh solver.Shape, b solver.Board, t int) int {
	for i := range sh.Cells() {
		if b.At(i) == t {
			return i
		}
	}
	panic("no such tile")
}

// Round trip: Format writes every lesson so that Parse reads it back the
// same, and writing that again gives the same bytes.
func TestRoundTrip(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for i := range 3000 {
		l := randomLesson(r)
		if err := l.Check(); err != nil {
			t.Fatalf("draw %d: %v: %+v", i, err, l)
		}
		text := Format(l)
		got, err := Parse(text)
		if err != nil {
			t.Fatalf("draw %d: %v\n%s", i, err, text)
		}
		if !reflect.DeepEqual(got, l) {
			t.Fatalf("draw %d:\n%s\ngot  %+v\nwant %+v", i, text, got, l)
		}
		if again := Format(got); !bytes.Equal(again, text) {
			t.Fatalf("draw %d: written twice differently:\n%s\n%s", i, text, again)
		}
		// and through a link's fragment, written compact
		compact := Compact(l)
		data, err := FromFragment("#" + Fragment(compact))
		if err != nil || !bytes.Equal(data, compact) {
			t.Fatalf("draw %d: fragment gave %q, %v", i, data, err)
		}
		if got, err := Parse(data); err != nil || !reflect.DeepEqual(got, l) {
			t.Fatalf("draw %d: compact\n%s\nread back as %+v, %v\nwant %+v", i, data, got, err, l)
		}
	}
}

func TestFormatExample(t *testing.T) {
	l, err := Parse([]byte(example))
	if err != nil {
		t.Fatal(err)
	}
	want := "eightpuzzle lesson 1\nsize: 3x3\nboard: 867254301\ngoal: 123456780\nalgorithm: astar\nheuristic: manhattan\n" +
		"ties: oldest\ngoal-test: generate\norder: UDLR\ntab: explore\nview: tree\nstep: 12\n" +
		"note: Which board will A* expand after this one? Why?\nnote: Step once to check.\n"
	if got := string(Format(l)); got != want {
		t.Fatalf("got\n%s\nwant\n%s", got, want)
	}
}

// The fragment is short enough to paste, URL-safe, and read back; a
// damaged one or an address without one is an error that says so.
func TestFragment(t *testing.T) {
	l, err := Parse([]byte(example))
	if err != nil {
		t.Fatal(err)
	}
	if f := Fragment(Compact(l)); len(f) >= 200 {
		t.Errorf("fragment of %d characters for the example lesson: %s", len(f), f)
	} else {
		t.Logf("the example lesson: %d bytes as a file, %d compact, a fragment of %d characters", len(Format(l)), len(Compact(l)), len(f))
	}
	f := Fragment([]byte(example))
	if strings.Trim(f[len(fragmentKey):], "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_") != "" {
		t.Errorf("fragment %q is not URL-safe", f)
	}
	for _, addr := range []string{"#" + f, f, "#view=1&" + f} {
		data, err := FromFragment(addr)
		if err != nil || string(data) != example {
			t.Errorf("%q: %q, %v", addr, data, err)
		}
	}
	if _, err := FromFragment(""); err != ErrNoLesson {
		t.Errorf("empty fragment: %v", err)
	}
	if _, err := FromFragment("#" + f[:len(f)/2]); err == nil || !strings.Contains(err.Error(), "damaged") {
		t.Errorf("a link cut short: %v", err)
	}
	if _, err := FromFragment("#lesson=%%%"); err == nil || !strings.Contains(err.Error(), "damaged") {
		t.Errorf("not base64: %v", err)
	}
	// a small fragment that unpacks to far more than a lesson
	bomb := Fragment(bytes.Repeat([]byte("a"), 10*MaxSize))
	if _, err := FromFragment(bomb); err == nil || !strings.Contains(err.Error(), "unpacks to over 64 KB") {
		t.Errorf("a bomb of %d characters: %v", len(bomb), err)
	}
}

// FuzzParse: no input makes Parse panic or hang, and a lesson it takes is
// written so that it reads back the same.
func FuzzParse(f *testing.F) {
	f.Add([]byte(example))
	f.Add([]byte("eightpuzzle lesson 1\nboard: 1 2 3/4 5 0\n"))
	f.Add([]byte("eightpuzzle lesson 2\nboard: 1 2 3 4/5 6 7 8/9 10 11 12/13 14 0 15\nfuture: x\nweight: 3\n"))
	f.Add([]byte("eightpuzzle lesson 1\nboard: 867254301\nalgorithm: dls\ndepth: 20\nmax-memory: 1.5GB\ntimeout: 2.5\n"))
	f.Add([]byte("eightpuzzle lesson 1\nboard: 867254301\nalgorithm: idastar\nheuristic: max(manhattan, misplaced) + md[3]\n"))
	r := rand.New(rand.NewPCG(3, 4))
	for range 10 {
		f.Add(Format(randomLesson(r)))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		l, err := Parse(data)
		if err != nil {
			if !reflect.DeepEqual(l, Lesson{}) {
				t.Fatalf("an error and a lesson: %v, %+v", err, l)
			}
			return
		}
		if err := l.Check(); err != nil {
			t.Fatalf("Parse took a lesson Check refuses: %v: %+v", err, l)
		}
		again, err := Parse(Format(l))
		if err != nil {
			t.Fatalf("written back, it does not parse: %v\n%s", err, Format(l))
		}
		l.Ignored, l.FileVersion = nil, Version
		if l.Limits.MaxMemory > 0 && l.Limits.MaxMemory%(1<<10) != 0 {
			again.Limits.MaxMemory = l.Limits.MaxMemory // written to the KB
		}
		if l.Limits.Timeout != again.Limits.Timeout && (l.Limits.Timeout-again.Limits.Timeout).Abs() < time.Microsecond {
			again.Limits.Timeout = l.Limits.Timeout
		}
		if again.Algorithm.Name == l.Algorithm.Name && l.Algorithm.Heuristic.Expression() != "" {
			again.Algorithm = l.Algorithm // an expression's heuristic is compiled anew by each Parse
		}
		if !reflect.DeepEqual(again, l) {
			t.Fatalf("read back differently:\n%s\ngot  %+v\nwant %+v", Format(l), again, l)
		}
	})
}

// FuzzFragment: no address makes FromFragment panic or return more than
// a lesson's bytes.
func FuzzFragment(f *testing.F) {
	f.Add("#" + Fragment([]byte(example)))
	f.Add("#lesson=")
	f.Add("lesson=AAAA&x=1")
	f.Add(Fragment(bytes.Repeat([]byte("a"), 2*MaxSize)))
	f.Fuzz(func(t *testing.T, s string) {
		data, err := FromFragment(s)
		if err == nil && len(data) > MaxSize {
			t.Fatalf("%d bytes", len(data))
		}
	})
}

// Read stops at MaxSize: a file that never ends is refused, not read.
func TestReadEndless(t *testing.T) {
	endless := io.MultiReader(strings.NewReader("eightpuzzle lesson 1\nboard: 867254301\n"), zeros{})
	if _, err := Read(endless); err == nil || err.Error() != "the file is over 64 KB; a lesson has at most 64 KB" {
		t.Fatalf("endless file: %v", err)
	}
	l, err := Read(strings.NewReader(example))
	if err != nil || l.Step != 12 {
		t.Fatalf("%+v, %v", l, err)
	}
}

type zeros struct{}

func (zeros) Read(p []byte) (int, error) {
	clear(p)
	return len(p), nil
}

// TestFiveByFive: lessons hold boards with a side of 5 (wide's): written
// in rows of 5 or as 25 tiles with the size, a preset goal or a board;
// read as the same board and goal; a board that cannot reach its goal,
// 20 tiles that fit two sizes, a board of another size and 6x6 are
// refused with the reason. The window refused to save a 5x5 lesson.
func TestFiveByFive(t *testing.T) {
	head := "eightpuzzle lesson 1\n"
	s5 := solver.Shape{Rows: 5, Cols: 5}
	rows := "2 0 3 4 5/1 7 8 9 10/6 12 13 14 15/11 17 18 19 20/16 21 22 23 24"
	want, _, err := wide.ParseBoard(rows, s5)
	if err != nil {
		t.Fatal(err)
	}
	for _, in := range []string{
		head + "board: " + rows + "\n",
		head + "size: 5x5\nboard: " + strings.ReplaceAll(rows, "/", " ") + "\n",
		head + "size: 5 x 5\nboard: " + rows + "\ngoal: blank last\nalgorithm: idastar\nheuristic: pdb\ntab: explore\nstep: 12\n",
	} {
		l, err := Parse([]byte(in))
		if err != nil {
			t.Fatalf("%q: %v", in, err)
		}
		if l.Shape != s5 || !l.Wide() || l.WideBoard != want || l.WideGoal != wide.Goal(s5) || l.Board != 0 || l.Goal != 0 {
			t.Fatalf("%q: read as %v %v to %v (engine's %v %v)", in, l.Shape, l.WideBoard, l.WideGoal, l.Board, l.Goal)
		}
		if l.BoardText() != wide.Format(s5, want) {
			t.Errorf("BoardText %q", l.BoardText())
		}
	}
	l, err := Parse([]byte(head + "board: " + rows + "\ngoal: blank first\n"))
	switch reach := wide.Solvable(s5, want, wide.GoalBlankFirst(s5)); {
	case reach && (err != nil || l.WideGoal != wide.GoalBlankFirst(s5)):
		t.Errorf("goal blank first: %v, %v", l.WideGoal, err)
	case !reach && (err == nil || !strings.Contains(err.Error(), "cannot reach the goal")):
		t.Errorf("goal blank first, out of reach: %v", err)
	}
	swapped := "0 2 3 4 5/1 7 8 9 10/6 12 13 14 15/11 17 18 19 20/16 21 22 24 23"
	for _, c := range []struct{ in, want string }{
		{head + "board: " + swapped + "\n", "cannot reach the goal"},
		{head + "board: 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 0\n", `20 tiles fit both 4x5 and 5x4 (ambiguous size): add a line "size: 4x5" or write the board in rows`},
		{head + "board: " + strings.Repeat("1 ", 29) + "0\n", "board: "},
		{head + "size: 5x5\nboard: 1 2 3/4 5 0\n", "line 3: board:"},
		{head + "size: 6x6\nboard: " + rows + "\n", "rows and columns must each be 2 to 5"},
		{head + "board: " + rows + "\ngoal: spiral\n", `unknown preset "spiral"`},
	} {
		if _, err := Parse([]byte(c.in)); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want one saying %q", c.in, err, c.want)
		}
	}
}
