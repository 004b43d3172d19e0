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

// exprKey is one expression judged on one goal.
type exprKey struct {
	text string
	accKey
}

// maxJudged bounds the verdicts kept (expressions times goals).
const maxJudged = 256

// exprState is the Accuracy's part for the expressions: the one typed in
// the tab and the saved ones (library.go). Verdicts are kept by text and
// goal, so a saved expression typed again, or a goal visited again, is not
// judged twice; one judgement runs at a time, the typed expression first.
type exprState struct {
	text    string
	h       *solver.Heuristic
	err     error
	saved   []savedExpr
	gen     uint64
	cancel  context.CancelFunc
	running exprKey
	judged  map[exprKey]ExpressionFigures
	failure map[exprKey]string
}

// stateOf is what is known of text on the session's goal.
func (a *Accuracy) stateOf(text string, h *solver.Heuristic, err error) ExpressionState {
	x := &a.expr
	k, _ := a.env.goal()
	ek := exprKey{text, k}
	st := ExpressionState{Text: text, Heuristic: h, Judging: x.running == ek && k.goal != 0, Failure: x.failure[ek]}
	if f, ok := x.judged[ek]; ok {
		st.Figures = &f
	}
	if err != nil {
		st.Err = err.Error()
		var ee *solver.ExprError
		if errors.As(err, &ee) {
			st.Column = ee.Column
		}
	}
	return st
}

// Expression is the typed expression's state for the session's goal.
func (a *Accuracy) Expression() ExpressionState {
	x := &a.expr
	return a.stateOf(x.text, x.h, x.err)
}

// SetExpression takes the text typed: compiled at once (a mistake is
// shown with its column), then judged in the background on the goal, and
// remembered.
func (a *Accuracy) SetExpression(text string) {
	x := &a.expr
	if text == x.text && x.judged != nil {
		return
	}
	a.supersedeExpr() // the typed one is judged first: followExpr starts again
	x.text, x.h, x.err = text, nil, nil
	changedOnly{a.env.prefs}.SetString(prefExpression, text)
	if text != "" {
		x.h, x.err = a.compile(text)
	}
	a.followExpr()
	a.Changed.emit()
}

// compile is ParseHeuristic, the same *Heuristic for the same text, so
// that the typed expression and a saved one with its text are one option
// in the pickers.
func (a *Accuracy) compile(text string) (*solver.Heuristic, error) {
	x := &a.expr
	if text == x.text && x.h != nil {
		return x.h, nil
	}
	for _, e := range x.saved {
		if e.text == text && e.h != nil {
			return e.h, nil
		}
	}
	return solver.ParseHeuristic(text)
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

// judgeNext is the next expression to judge on goal: the typed one, then
// the saved ones in order; ok false when every one is judged (or cannot be).
func (a *Accuracy) judgeNext(goal accKey) (text string, h *solver.Heuristic, ok bool) {
	x := &a.expr
	cands := []savedExpr{{text: x.text, h: x.h}}
	cands = append(cands, x.saved...)
	for _, c := range cands {
		if c.h == nil {
			continue
		}
		k := exprKey{c.text, goal}
		if _, done := x.judged[k]; done || x.failure[k] != "" {
			continue
		}
		if err := c.h.Check(goal.shape); err != nil {
			x.failure[k] = err.Error()
			continue
		}
		return c.text, c.h, true
	}
	return "", nil, false
}

// followExpr starts judging the expressions on the session's goal when the
// tab wants it, and cancels a judgement for a goal that is gone.
func (a *Accuracy) followExpr() {
	x := &a.expr
	goal, ready := a.env.goal()
	if x.running.goal != 0 && x.running.accKey != goal {
		a.supersedeExpr()
	}
	if !a.wanted || !ready && goal.shape.Tabled() || x.running.goal != 0 {
		return
	}
	text, h, ok := a.judgeNext(goal)
	if !ok {
		return
	}
	if len(x.judged)+len(x.failure) >= maxJudged {
		clear(x.judged) // a bound, not a cache policy
		clear(x.failure)
	}
	x.gen++
	gen, key := x.gen, exprKey{text, goal}
	ctx, cancel := context.WithCancel(context.Background())
	x.cancel, x.running = cancel, key
	a.env.background(func() {
		f, err := judgeFor(ctx, goal.shape, goal.goal, h)
		a.env.do(func() { a.finishExpr(gen, key, f, err) })
	})
}

func (a *Accuracy) finishExpr(gen uint64, key exprKey, f ExpressionFigures, err error) {
	x := &a.expr
	if gen != x.gen || a.closed {
		return // superseded: another text or goal, or closing
	}
	x.cancel()
	x.running = exprKey{}
	switch {
	case err == nil:
		x.judged[key] = f
	case errors.Is(err, context.Canceled):
	default:
		x.failure[key] = err.Error()
	}
	a.followExpr() // the next one, if any
	a.Changed.emit()
}

func (a *Accuracy) supersedeExpr() {
	x := &a.expr
	if x.running.goal == 0 {
		return
	}
	x.cancel()
	x.gen++
	x.running = exprKey{}
}

// judgedOn is what the judge found of text on the session's goal; nil
// when not judged yet.
func (a *Accuracy) judgedOn(text string) *ExpressionFigures {
	k, _ := a.env.goal()
	if f, ok := a.expr.judged[exprKey{text, k}]; ok {
		return &f
	}
	return nil
}

// Guarantee is what the chosen algorithm's path promises on the session's
// board, under its weight: GuaranteeOf.
func (s *Session) Guarantee() solver.Guarantee { return s.GuaranteeOf(s.search.algo, s.weight) }

// GuaranteeOf is what a's path promises on the session's goal under weight
// w. Led by one of the user's expressions, what the Heuristics tab's judge
// found on this goal (none before it has judged, or on a sample): the
// search's own result says the same once it ends.
func (s *Session) GuaranteeOf(a *solver.Algorithm, w float64) solver.Guarantee {
	h := a.Heuristic
	if h == nil || h.Expression() == "" || h.Admissible() {
		return a.Guarantee(w)
	}
	f := s.accuracy.judgedOn(h.Expression())
	if f == nil {
		return solver.NoGuarantee
	}
	return a.GuaranteeFrom(f.Verdict, w)
}
