package explore

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/eightpuzzle/eightpuzzle/app/internal/drivertest"
	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/app/widgets"
	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/searchlog"
)

// frontierBoards are the boards the Frontier list draws now.
func (h *fixture) frontierBoards() []*widgets.Board {
	var out []*widgets.Board
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if !o.Visible() {
			return
		}
		switch w := o.(type) {
		case *widgets.Board:
			if w.OnTapped != nil {
				out = append(out, w)
			}
			return
		case *fyne.Container:
			for _, c := range w.Objects {
				walk(c)
			}
			return
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(w).Objects() {
				walk(c)
			}
		}
	}
	walk(h.v.frontier.list)
	return out
}

// tapFrontier taps the drawn board b in the Frontier list, as a student
// would; false if it is not drawn.
func (h *fixture) tapFrontier(b solver.Board) bool {
	for _, w := range h.frontierBoards() {
		if w.Shown() == b {
			test.TapAt(w, w.CellCenter(0))
			return true
		}
	}
	return false
}

// TestPredictPlayedThroughTheTab plays an IDA* exercise with the tab's own
// widgets: boards tapped in the Frontier list, bounds typed, one answer
// in two wrong; the list hides the order until the answer, the step
// controls are off, and the score counts the mistakes.
func TestPredictPlayedThroughTheTab(t *testing.T) {
	h := newFixture(t, fyne.NewSize(900, 800))
	st := h.explore(boardAt(t, 12), "idastar-manhattan")
	l := st.Log
	n := min(st.Steps, session.PredictLengths[len(session.PredictLengths)-1])
	h.v.predict.length.SetSelectedIndex(len(session.PredictLengths) - 1)
	test.Tap(h.v.predict.start)
	if !h.e.Predicting() || h.v.tabs.SelectedIndex() != subFrontier {
		t.Fatalf("Predict did not start on the Frontier list: %v, tab %d", h.e.Predicting(), h.v.tabs.SelectedIndex())
	}
	if !h.v.fwd.Disabled() || !h.v.scrub.Disabled() {
		t.Fatal("the step controls stay on during an exercise: they would show the answer")
	}
	wrong, bounds := 0, 0
	for i := 0; i < n; i++ {
		ps := h.e.PredictState()
		q := ps.Question
		s, want, _ := l.Step(q.Step + 1)
		if h.v.now.Shown() == want.Board && q.Step > 0 {
			_, cur, _ := l.Step(q.Step)
			if cur.Board != want.Board {
				t.Fatalf("question %d: the board of step %d is shown before the answer", i+1, q.Step+1)
			}
		}
		right := i%2 == 0
		if q.Kind == session.PredictBound {
			bounds++
			if h.v.predict.boundRow.Hidden || !strings.Contains(h.v.predict.question.Text, "What is the next") {
				t.Fatalf("a bound question shows %q, entry hidden %v", h.v.predict.question.Text, h.v.predict.boundRow.Hidden)
			}
			b := s.Bound
			if !right {
				b++
			}
			test.Type(h.v.predict.bound, num(b))
			test.Tap(h.v.predict.boundGo)
		} else {
			if !strings.Contains(h.v.predict.question.Text, "which board") {
				t.Fatalf("question %d reads %q", i+1, h.v.predict.question.Text)
			}
			for j, c := range h.v.frontier.nodes {
				if strings.Contains(frontierCaption(j+1, &c, solver.PriorityF, solver.TiesNewest, markNone, true), "#") {
					t.Fatal("a question's list gives the places in line")
				}
			}
			pick := want.Board
			if !right {
				for _, c := range q.Choices {
					if c.Board != want.Board {
						pick = c.Board
						break
					}
				}
				right = pick == want.Board
			}
			if !h.tapFrontier(pick) {
				t.Fatalf("question %d: board %v is not drawn in the list (%d drawn)", i+1, pick, len(h.frontierBoards()))
			}
		}
		ps = h.e.PredictState()
		if !ps.Answered || ps.Last.Right != right {
			t.Fatalf("question %d: answered %v, right %v, want %v (%q)", i+1, ps.Answered, ps.Last.Right, right, ps.Last.Verdict)
		}
		if !right {
			wrong++
		}
		if h.v.predict.verdictBox.Hidden || h.v.predict.verdict.Text != ps.Last.Verdict || h.v.predict.explain.Text != ps.Last.Explanation {
			t.Fatalf("the verdict shown is %q, want %q", h.v.predict.verdict.Text, ps.Last.Verdict)
		}
		if h.v.now.Shown() != want.Board {
			t.Fatal("after the answer the step it was about is not shown")
		}
		test.Tap(h.v.predict.next)
	}
	if h.e.Predicting() {
		t.Fatal("the exercise did not end after its last question")
	}
	ps := h.e.PredictState()
	if len(ps.Mistakes) != wrong || !strings.Contains(h.v.predict.question.Text, "of "+count(n)+" right") {
		t.Fatalf("%d mistakes for %d wrong answers; score %q", len(ps.Mistakes), wrong, h.v.predict.question.Text)
	}
	if bounds == 0 {
		t.Fatalf("no bound asked over %d steps of IDA*", n)
	}
	if h.v.predict.retry.Disabled() || h.v.fwd.Disabled() {
		t.Fatal("after the exercise, Retry mistakes or the step controls are off")
	}
	test.Tap(h.v.predict.retry)
	if q := h.e.PredictState().Question; !h.e.Predicting() || q.Total != wrong {
		t.Fatalf("retrying gives %d questions, want %d", q.Total, wrong)
	}
	test.Tap(h.v.predict.start) // stops
	if h.e.Predicting() {
		t.Fatal("Stop predicting did not stop")
	}
}

// TestTreeDrawsPathAndAncestorsPastTheCap: on the 31-move board A* makes
// far more than treeMax nodes; the tree drew the first treeMax and said
// "solution path 0". The solution path, and the ancestors of the board
// expanded at any step, are drawn whatever the cap.
func TestTreeDrawsPathAndAncestorsPastTheCap(t *testing.T) {
	h := newFixture(t, fyne.NewSize(900, 800))
	b, err := solver.Parse("867254301")
	if err != nil {
		t.Fatal(err)
	}
	st := h.explore(b, "astar-manhattan")
	if st.Result == nil || st.Result.Cost != 31 {
		t.Fatalf("result %+v", st.Result)
	}
	h.e.SetView(session.TreeView)
	h.e.ToEnd()
	h.v.refreshHeavy(true)
	onPath := func() (n int) {
		for i := range h.v.tree.tree.Len() {
			if nd, _ := h.v.tree.tree.Node(i); nd.OnPath {
				n++
			}
		}
		return n
	}
	if h.v.tree.n <= treeMax && h.v.tree.more == 0 {
		t.Fatalf("the tree holds %d nodes, none hidden: the board no longer tests the cap", h.v.tree.n)
	}
	if got := onPath(); got != 32 {
		t.Fatalf("the solution path has %d nodes drawn, want 32", got)
	}
	// a step whose board was made past the cap: it and its ancestors drawn
	k := st.Steps - 10
	h.e.Seek(k)
	h.v.refreshHeavy(true)
	_, cur, _ := st.Log.Step(k)
	found := -1
	for i := range h.v.tree.tree.Len() {
		if nd, _ := h.v.tree.tree.Node(i); nd.Current {
			if nd.Board != cur.Board || found >= 0 {
				t.Fatalf("node %d is marked current: board %v, want %v (already %d)", i, nd.Board, cur.Board, found)
			}
			found = i
		}
	}
	if found < 0 {
		t.Fatalf("the board expanded at step %d is not drawn", k)
	}
	depth := 0
	for i := int32(found); i >= 0; depth++ {
		nd, _ := h.v.tree.tree.Node(int(i))
		i = nd.Parent
	}
	if depth != int(cur.G)+1 {
		t.Fatalf("the board of step %d (g %d) hangs %d nodes below the root", k, cur.G, depth-1)
	}
}

// TestPredictAnsweredInTheTree: during a question a tap on a waiting
// board of the tree answers it, as one in the Frontier list does.
func TestPredictAnsweredInTheTree(t *testing.T) {
	h := newFixture(t, fyne.NewSize(900, 800))
	st := h.explore(boardAt(t, 10), "astar-manhattan")
	test.Tap(h.v.predict.start)
	h.e.SetView(session.TreeView)
	for i := 0; i < 3; i++ {
		q := h.e.PredictState().Question
		_, want, _ := st.Log.Step(q.Step + 1)
		found := -1
		for j := range h.v.tree.tree.Len() {
			if n, _ := h.v.tree.tree.Node(j); n.Generated == int(want.Gen) && n.State == widgets.TreeFrontier {
				found = j
			}
		}
		if found < 0 {
			t.Fatalf("question %d: the board made %d is not a waiting node of the tree", i+1, want.Gen)
		}
		h.v.tree.tree.Fit()
		pos, ok := h.v.tree.tree.NodePosition(found)
		if !ok {
			t.Fatalf("node %d is not in sight", found)
		}
		test.TapAt(h.v.tree.tree, pos)
		if ps := h.e.PredictState(); !ps.Answered || !ps.Last.Right {
			t.Fatalf("question %d: a tap on the answer in the tree gave %+v", i+1, ps.Last)
		}
		h.e.NextQuestion()
	}
}

// TestPredictSuccessorsInThePanel: with "and which successors are added"
// ticked, each board answered is followed by a second part in the panel:
// a box to tick for each successor of the board expanded, in the order
// made, and Check; the views stay at the step before, and the verdict
// names a successor marked wrong.
func TestPredictSuccessorsInThePanel(t *testing.T) {
	h := newFixture(t, fyne.NewSize(900, 800))
	st := h.explore(boardAt(t, 12), "astar-manhattan")
	l := st.Log
	test.Tap(h.v.predict.kids)
	h.v.predict.length.SetSelectedIndex(0) // 5 steps
	test.Tap(h.v.predict.start)
	if !h.e.Predicting() || !h.e.PredictSuccessors() || h.v.predict.kids.Visible() {
		t.Fatalf("predicting %v, successors %v, the box still shown %v", h.e.Predicting(), h.e.PredictSuccessors(), h.v.predict.kids.Visible())
	}
	parts := 0
	for i := 0; h.e.Predicting(); i++ {
		if i > 20 {
			t.Fatal("the exercise does not end")
		}
		q := h.e.PredictState().Question
		_, want, _ := l.Step(q.Step + 1)
		if q.Kind == session.PredictBoard {
			if !h.v.predict.kidRow.Hidden {
				t.Fatal("a board question shows the successors' boxes")
			}
			if !h.tapFrontier(want.Board) {
				t.Fatalf("question %d: board %v is not in the list", i+1, want.Board)
			}
			test.Tap(h.v.predict.next)
			continue
		}
		parts++
		if q.Kind != session.PredictSuccessors || h.v.predict.kidRow.Hidden || !strings.Contains(h.v.predict.question.Text, "part 2") {
			t.Fatalf("after a board: question %v, boxes hidden %v, %q", q.Kind, h.v.predict.kidRow.Hidden, h.v.predict.question.Text)
		}
		if h.e.State().Step != q.Step || h.v.now.Shown() == want.Board && q.Step > 0 {
			t.Fatalf("the successors of step %d are asked with step %d shown", q.Step+1, h.e.State().Step)
		}
		ex, _ := l.Explain(q.Step + 1)
		if len(h.v.predict.kidChecks) != len(ex.Children) {
			t.Fatalf("%d boxes for %d successors", len(h.v.predict.kidChecks), len(ex.Children))
		}
		flip := parts % 2 // every other part, the first box wrong
		for j, c := range ex.Children {
			board := session.FormatBoard(st.Problem.Shape, c.Board)
			if !strings.HasPrefix(h.v.predict.kidChecks[j].Text, board) {
				t.Fatalf("box %d reads %q, want the board %s", j, h.v.predict.kidChecks[j].Text, board)
			}
			added := c.Fate == searchlog.FateAdded || c.Fate == searchlog.FateReplaced
			if j == 0 && flip == 1 {
				added = !added
			}
			if added {
				test.Tap(h.v.predict.kidChecks[j])
			}
		}
		test.Tap(h.v.predict.kidGo)
		a := h.e.PredictState().Last
		if a.Kind != session.PredictSuccessors || a.Right != (flip == 0) || h.v.predict.verdict.Text != a.Verdict || h.v.predict.verdictBox.Hidden {
			t.Fatalf("part %d: kind %v, right %v (flipped %d), verdict shown %q", parts, a.Kind, a.Right, flip, h.v.predict.verdict.Text)
		}
		if flip == 1 && !strings.Contains(a.Verdict, session.FormatBoard(st.Problem.Shape, ex.Children[0].Board)) {
			t.Fatalf("the verdict %q does not name the successor marked wrong", a.Verdict)
		}
		if !h.v.predict.kidRow.Hidden || h.e.State().Step != q.Step+1 {
			t.Fatal("after Check the boxes stay, or the step answered is not shown")
		}
		test.Tap(h.v.predict.next)
	}
	if parts != 5 {
		t.Fatalf("%d successors parts over 5 steps", parts)
	}
}

// TestScrollersComeBack: no scroller of the tab (the controls, the path,
// the narration, the depths chart, Predict's verdict) stays scrolled past
// the end of a content that shrank; Fyne's own scroller kept its offset
// until resized.
func TestScrollersComeBack(t *testing.T) {
	h := newFixture(t, fyne.NewSize(640, 480))
	st := h.explore(boardAt(t, 12), "astar-manhattan")
	check := func(where string) {
		t.Helper()
		for _, past := range drivertest.PastTheEnd(h.w.Content()) {
			t.Errorf("%s: %s", where, past)
		}
	}
	check("explored")
	h.v.tabs.SelectIndex(subDepths)
	h.drain()
	check("the depths")
	test.Tap(h.v.predict.start)
	_, want, _ := st.Log.Step(h.e.PredictState().Question.Step + 1)
	if !h.tapFrontier(want.Board) {
		t.Fatalf("board %v is not drawn in the list", want.Board)
	}
	if h.v.predict.verdictBox.Hidden {
		t.Fatal("no verdict shown")
	}
	check("a verdict")
}
