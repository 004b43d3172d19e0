package session

import (
	"errors"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/app/lesson"
	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/wide"
)

const exampleLesson = `eightpuzzle lesson 1
board: 436/718/052
algorithm: astar
heuristic: misplaced
ties: oldest
order: LRUD
max-nodes: 500000
tab: explore
view: tree
step: 12
note: Which board will A* expand after this one?
note: Step once to check.
`

// setup is what a lesson sets, read from the session's getters.
type setup struct {
	shape       solver.Shape
	board, goal solver.Board
	algo        string
	conv        solver.Conventions
	weight      float64
	limits      [fieldCount]string
	tab         Tab
	view        ExploreView
}

func setupOf(s *Session) setup {
	b, g := s.Puzzle()
	st := setup{shape: s.Shape(), board: b, goal: g, algo: s.Algorithm().Name, conv: s.Conventions(), weight: s.Weight(),
		tab: s.Tab(), view: s.Exploration().View()}
	for f := range fieldCount {
		text, _ := s.LimitText(f)
		st.limits[f] = strings.ReplaceAll(text, ",", "") // 1000 typed is 1,000 from a lesson
	}
	return st
}

// A lesson opened sets up the session as it says, with no window: the
// puzzle, the search, the tab and view, the banner with the note; and
// the exploration stops at the lesson's step.
func TestOpenLesson(t *testing.T) {
	h := open(t, nil)
	s := h.s
	if err := s.OpenLesson("hardest.8puzzle", strings.NewReader(exampleLesson)); err != nil {
		t.Fatal(err)
	}
	got := setupOf(s)
	want := setup{shape: solver.Square3, board: solver.MustParse("436718052"), goal: solver.MustParse("123456780"),
		algo: "astar-misplaced", conv: solver.Conventions{Ties: solver.TiesOldest, Order: mustOrder(t, "LRUD")}, weight: 1,
		limits: [fieldCount]string{NodesField: "500000"}, tab: ExploreTab, view: TreeView}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("set up\n%+v\nwant\n%+v", got, want)
	}
	if b := s.Banner(); b.Title != "Lesson: hardest.8puzzle" || b.Text != "Which board will A* expand after this one?\nStep once to check." || b.Kind != Info {
		t.Fatalf("banner %+v", b)
	}
	e := s.Exploration()
	h.waitFor("the exploration to end", func() bool { return !e.Running() })
	st := e.State()
	if st.Step != 12 || st.Playing || st.Stale != "" || st.Algorithm.Name != "astar-misplaced" {
		t.Fatalf("explored to step %d (playing %v, stale %q, %s), want paused at step 12", st.Step, st.Playing, st.Stale, st.Algorithm.Name)
	}
	if st.Steps <= 12 {
		t.Fatalf("only %d steps recorded", st.Steps)
	}
	// the board change is the user's to undo, as an edit
	if !s.CanUndo() {
		t.Error("the lesson's board cannot be undone")
	}
	s.DismissBanner()
	if s.Banner() != (Banner{}) {
		t.Fatalf("banner after dismissal: %+v", s.Banner())
	}
}

// shaped reads a board of the session's size.
func shaped(t *testing.T, s *Session, text string) solver.Board {
	t.Helper()
	b, err := ParseBoard(s.Shape(), text)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func mustOrder(t *testing.T, s string) solver.Order {
	t.Helper()
	o, err := solver.ParseOrder(s)
	if err != nil {
		t.Fatal(err)
	}
	return o
}

// A damaged or hostile file changes nothing in the session and says what
// is wrong, on the banner and the status line.
func TestOpenDamagedLesson(t *testing.T) {
	h := open(t, nil)
	s := h.s
	s.SetShape(solver.Shape{Rows: 2, Cols: 3})
	s.SetBoard(shaped(t, s, "1 2 3/4 0 5"))
	s.SetAlgorithm(mustAlgo(t, "bfs"))
	s.SetLimitText(DepthField, "9")
	s.SetTab(CompareTab)
	before := setupOf(s)
	for _, c := range []struct{ name, in, want string }{
		{"binary", "\x7fELF\x02\x01\x01\x00\x00", "not a text file"},
		{"unsolvable", "eightpuzzle lesson 1\nboard: 812043765\n", "cannot reach the goal"},
		{"unknown algorithm", "eightpuzzle lesson 1\nboard: 867254301\nalgorithm: quantum\n", `unknown algorithm "quantum"`},
		{"wrong size", "eightpuzzle lesson 1\nsize: 4x4\nboard: 867254301\n", "line 3: board:"},
		{"negative limit", "eightpuzzle lesson 1\nboard: 867254301\nmax-nodes: -5\n", `max-nodes: "-5"`},
		{"duplicate", "eightpuzzle lesson 1\nboard: 867254301\ntab: race\ntab: solve\n", "tab is given twice"},
		{"huge", "eightpuzzle lesson 1\nboard: 867254301\n" + strings.Repeat("#", 70000), "over 64 KB"},
	} {
		err := s.OpenLesson(c.name+".8puzzle", strings.NewReader(c.in))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Fatalf("%s: error %v, want it to say %q", c.name, err, c.want)
		}
		if got := setupOf(s); !reflect.DeepEqual(got, before) {
			t.Fatalf("%s: the session changed:\n%+v\nwas\n%+v", c.name, got, before)
		}
		b := s.Banner()
		if b.Kind != Danger || b.Title != "Could not open the lesson "+c.name+".8puzzle" || !strings.Contains(b.Text, c.want) ||
			!strings.HasSuffix(b.Text, "Nothing was changed.") {
			t.Fatalf("%s: banner %+v", c.name, b)
		}
	}
	s.SetTab(SolveTab) // the Compare tab's status line is the comparison's
	h.statusHas("Could not open the lesson huge.8puzzle: the file is over 64 KB")
	// a reader that fails is said too
	if err := s.OpenLesson("gone.8puzzle", failing{}); err == nil || !strings.Contains(s.Banner().Text, "disk went away") {
		t.Fatalf("failing reader: %v, banner %+v", err, s.Banner())
	}
}

type failing struct{}

func (failing) Read([]byte) (int, error) { return 0, errors.New("disk went away") }

// A lesson of a later version opens, and the banner says what was
// ignored.
func TestOpenLaterLesson(t *testing.T) {
	h := open(t, nil)
	in := "eightpuzzle lesson 2\nboard: 867254301\nspeaker-notes: on\n"
	if err := h.s.OpenLesson("next.8puzzle", strings.NewReader(in)); err != nil {
		t.Fatal(err)
	}
	b := h.s.Banner()
	if b.Kind != Warning || !strings.Contains(b.Text, `later version (lesson 2); this version ignored "speaker-notes"`) {
		t.Fatalf("banner %+v", b)
	}
	if board, _ := h.s.Puzzle(); board != solver.MustParse("867254301") {
		t.Fatalf("board %v", board)
	}
}

// Saved from one session and opened in another, a lesson sets up the same
// window: every field a lesson carries, on a size other than 3x3.
func TestLessonSavedAndOpened(t *testing.T) {
	h := open(t, nil)
	s := h.s
	s.SetShape(solver.Shape{Rows: 3, Cols: 2})
	s.SetGoal(shaped(t, s, "0 1/2 3/4 5"))
	s.SetBoard(shaped(t, s, "1 0/2 3/4 5"))
	s.SetAlgorithm(mustAlgo(t, "astar-linear-conflict"))
	s.SetWeight(1.5)
	s.SetConventions(solver.Conventions{Ties: solver.TiesBoard, GoalTest: solver.GoalOnExpand, Order: mustOrder(t, "RLDU"), Shuffle: 9})
	s.SetLimitText(DepthField, "12")
	s.SetLimitText(NodesField, "1000")
	s.SetLimitText(SecondsField, "1.3")
	s.SetLimitText(MemoryField, "2 GB")
	s.SetTab(HeuristicsTab)
	s.Exploration().SetView(MapView)
	file := lesson.Format(s.Lesson("  Compare the heuristics.\r\nWhich is closest?  "))
	want := setupOf(s)

	h2 := open(t, newPrefs(nil))
	if err := h2.s.OpenLesson("saved.8puzzle", strings.NewReader(string(file))); err != nil {
		t.Fatalf("%v\n%s", err, file)
	}
	if got := setupOf(h2.s); !reflect.DeepEqual(got, want) {
		t.Fatalf("opened\n%+v\nsaved\n%+v\nfile:\n%s", got, want, file)
	}
	if b := h2.s.Banner(); b.Text != "Compare the heuristics.\nWhich is closest?" {
		t.Fatalf("banner %+v", b)
	}
	if h2.s.LessonNote() != "Compare the heuristics.\nWhich is closest?" || s.LessonNote() != h2.s.LessonNote() {
		t.Fatalf("notes %q, %q", s.LessonNote(), h2.s.LessonNote())
	}
	if !strings.Contains(string(file), "timeout: 1.3s\n") {
		t.Errorf("the time limit is not written as typed:\n%s", file)
	}
}

// The step saved is the one shown in Explore, and a step past the end of
// the search stops at its last one.
func TestLessonStep(t *testing.T) {
	h := open(t, nil)
	s := h.s
	e := explored(t, h, boardAt(t, h, 6), "bfs")
	s.SetTab(ExploreTab)
	e.Seek(7)
	l := s.Lesson("")
	if l.Step != 7 || l.Tab != "explore" {
		t.Fatalf("lesson step %d, tab %s", l.Step, l.Tab)
	}
	s.SetTab(SolveTab)
	if l := s.Lesson(""); l.Step != lesson.NoStep {
		t.Fatalf("step %d saved off the Explore tab", l.Step)
	}

	l.Step = lesson.MaxStep
	s.ApplyLesson("far", l)
	h.waitFor("the exploration to end", func() bool { return !e.Running() })
	if st := e.State(); st.Step != st.Steps || st.Playing {
		t.Fatalf("step %d of %d (playing %v), want the last", st.Step, st.Steps, st.Playing)
	}
	// stepping by hand takes over from a lesson's step still to come
	l.Step = 30
	s.ApplyLesson("again", l)
	e.Seek(0)
	h.waitFor("the exploration to end", func() bool { return !e.Running() })
	if st := e.State(); st.Step != 0 || st.Steps < 30 {
		t.Fatalf("step %d of %d after the user sought step 0", st.Step, st.Steps)
	}
}

// A lesson's replay tab solves its board, so the replay is there to play.
func TestLessonReplay(t *testing.T) {
	h := open(t, nil)
	if err := h.s.OpenLesson("r", strings.NewReader("eightpuzzle lesson 1\nboard: 123456708\ntab: replay\n")); err != nil {
		t.Fatal(err)
	}
	h.waitFor("the search", func() bool { return !h.s.Running() })
	if r := h.s.Replay().Result; r == nil || r.Cost != 1 || h.s.Tab() != ReplayTab {
		t.Fatalf("replay %+v on tab %v", r, h.s.Tab())
	}
}

// A lesson whose note Format could not write back is refused.
func TestApplyLessonChecks(t *testing.T) {
	h := open(t, nil)
	l := lesson.Default(solver.Square3, solver.MustParse("867254301"))
	l.Note = strings.Repeat("x", lesson.MaxNote+1)
	before := setupOf(h.s)
	h.s.ApplyLesson("built", l)
	if h.s.Banner().Kind != Danger || !reflect.DeepEqual(setupOf(h.s), before) {
		t.Fatalf("banner %+v", h.s.Banner())
	}
}

// A 5x5 lesson (every side of 5) saves the board and goal in cells and
// opens them again, with the algorithm, weight, tab and step; it was
// refused ("size 5x5: rows and columns must each be 2 to 4").
func TestLessonFiveByFive(t *testing.T) {
	for _, sh := range []solver.Shape{Square5, {Rows: 3, Cols: 5}, {Rows: 5, Cols: 2}} {
		h := open(t, nil)
		s := h.s
		s.SetShape(sh)
		goal, _ := s.GoalPreset("blank first")
		s.SetGoalCells(goal)
		start := Cells{sh, wide.Scramble(sh, rand.New(rand.NewPCG(7, uint64(sh.Cols))), goal.Tiles, 20)}
		s.SetCells(start)
		s.SetAlgorithm(mustAlgo(t, "astar-linear-conflict"))
		s.SetWeight(3)
		s.SetTab(RaceTab)
		file := lesson.Format(s.Lesson("Race them on the 24-puzzle."))
		if !strings.Contains(string(file), "board: "+start.String()+"\n") || !strings.Contains(string(file), "size: "+sh.String()+"\n") {
			t.Fatalf("%v: the file\n%s", sh, file)
		}

		h2 := open(t, newPrefs(nil))
		if err := h2.s.OpenLesson("l.8puzzle", strings.NewReader(string(file))); err != nil {
			t.Fatalf("%v: %v\n%s", sh, err, file)
		}
		s2 := h2.s
		if s2.Shape() != sh || s2.BoardCells() != start || s2.GoalCells() != goal || s2.Algorithm().Name != "astar-linear-conflict" ||
			s2.Weight() != 3 || s2.Tab() != RaceTab || s2.Banner().Text != "Race them on the 24-puzzle." {
			t.Fatalf("%v: opened as %v %v to %v, %s w=%v, tab %v, banner %q", sh, s2.Shape(), s2.BoardCells(), s2.GoalCells(),
				s2.Algorithm().Name, s2.Weight(), s2.Tab(), s2.Banner().Text)
		}
	}
}
