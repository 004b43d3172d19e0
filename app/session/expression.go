package session

import (
	"context"
	"errors"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/accuracy"
)

// The Heuristics tab's own heuristic (issue 23): an expression the user
// types, compiled as they type (cheap, on the UI goroutine), and judged
// against every board of the goal in a session goroutine, cancelled and
// dropped by generation when the text or the goal changes.

// prefExpression remembers the expression typed last.
const prefExpression = "heuristics.expression"

// judgeFor judges an expression and measures it as the built-ins are; a
// variable so that the tests can hold it back.
var judgeFor = judgeExpression

func judgeExpression(ctx context.Context, sh solver.Shape, goal solver.Board, h *solver.Heuristic) (ExpressionFigures, error) {
	v, err := h.Judge(ctx, sh, goal)
	if err != nil {
		return ExpressionFigures{}, err
	}
	f := ExpressionFigures{Verdict: v}
	if sh.Tabled() {
		a, err := accuracy.Of(ctx, sh, goal, h)
		if err != nil {
			return ExpressionFigures{}, err
		}
		f.Accuracy = &a
	}
	return f, nil
}

// ExpressionFigures are an expression's verdict on a goal and, where every
// board was judged, its figures beside the built-ins'.
type ExpressionFigures struct {
	Verdict  solver.Verdict
	Accuracy *accuracy.HeuristicAccuracy // nil on a sample
}

// ExpressionState is what the tab shows of the expression.
type ExpressionState struct {
	Text      string
	Heuristic *solver.Heuristic // nil when empty or wrong
	// Err is the mistake, with its column (Column 0 when there is none)
	Err     string
	Column  int
	Judging bool               // for the session's goal, under way
	Figures *ExpressionFigures // for the session's goal; nil until judged
	Failure string             // why it could not be judged
}

// exprState is the Accuracy's part for the expression.
type exprState struct {
	text    string
	h       *solver.Heuristic
	err     error
	gen     uint64
	cancel  context.CancelFunc
	running accKey
	judged  map[accKey]ExpressionFigures
	failure map[accKey]string
}

// Expression is the expression's state for the session's goal.
func (a *Accuracy) Expression() ExpressionState {
	x := &a.expr
	k, _ := a.env.goal()
	st := ExpressionState{Text: x.text, Heuristic: x.h, Judging: x.running == k && k.goal != 0, Failure: x.failure[k]}
	if f, ok := x.judged[k]; ok {
		st.Figures = &f
	}
	if x.err != nil {
		st.Err = x.err.Error()
		var ee *solver.ExprError
		if errors.As(x.err, &ee) {
			st.Column = ee.Column
		}
	}
	return st
}

// SetExpression takes the text typed: compiled at once (a mistake is
// shown with its column), then judged in the background on the goal, and
// remembered.
func (a *Accuracy) SetExpression(text string) {
	x := &a.expr
	if text == x.text && x.judged != nil {
		return
	}
	a.supersedeExpr()
	x.text, x.h, x.err = text, nil, nil
	x.judged, x.failure = map[accKey]ExpressionFigures{}, map[accKey]string{}
	changedOnly{a.env.prefs}.SetString(prefExpression, text)
	if text != "" {
		x.h, x.err = solver.ParseHeuristic(text)
	}
	a.followExpr()
	a.Changed.emit()
}

// ShowOverestimate puts the board the expression overestimates most on
// the board, and reports whether there was one.
func (a *Accuracy) ShowOverestimate() bool {
	f := a.Expression().Figures
	if f == nil || f.Verdict.Admissible || a.env.setBoard == nil {
		return false
	}
	a.env.setBoard(f.Verdict.OverBoard)
	return true
}

// followExpr starts judging the expression on the session's goal when the
// tab wants it, and cancels a judgement for a goal that is gone.
func (a *Accuracy) followExpr() {
	x := &a.expr
	goal, ready := a.env.goal()
	if x.running.goal != 0 && x.running != goal {
		a.supersedeExpr()
	}
	if x.h == nil || !a.wanted || !ready && goal.shape.Tabled() || x.running == goal {
		return
	}
	if _, ok := x.judged[goal]; ok || x.failure[goal] != "" {
		return
	}
	if err := x.h.Check(goal.shape); err != nil {
		x.failure[goal] = err.Error()
		return
	}
	x.gen++
	gen, h := x.gen, x.h
	ctx, cancel := context.WithCancel(context.Background())
	x.cancel, x.running = cancel, goal
	a.env.background(func() {
		f, err := judgeFor(ctx, goal.shape, goal.goal, h)
		a.env.do(func() { a.finishExpr(gen, goal, f, err) })
	})
}

func (a *Accuracy) finishExpr(gen uint64, goal accKey, f ExpressionFigures, err error) {
	x := &a.expr
	if gen != x.gen || a.closed {
		return // superseded: another text or goal, or closing
	}
	x.cancel()
	x.running = accKey{}
	switch {
	case err == nil:
		x.judged[goal] = f
	case errors.Is(err, context.Canceled):
	default:
		x.failure[goal] = err.Error()
	}
	a.Changed.emit()
}

func (a *Accuracy) supersedeExpr() {
	x := &a.expr
	if x.running.goal == 0 {
		return
	}
	x.cancel()
	x.gen++
	x.running = accKey{}
}

// Guarantee is what the chosen algorithm's path promises on the session's
// board, under its weight. Led by the user's expression, what the
// Heuristics tab's judge found on this goal (none before it has judged,
// or on a sample): the search's own result says the same once it ends.
func (s *Session) Guarantee() solver.Guarantee {
	a := s.search.algo
	h := a.Heuristic
	if h == nil || h.Expression() == "" || h.Admissible() {
		return a.Guarantee(s.weight)
	}
	x := s.accuracy.Expression()
	if x.Heuristic != h || x.Figures == nil {
		return solver.NoGuarantee
	}
	return a.GuaranteeFrom(x.Figures.Verdict, s.weight)
}
