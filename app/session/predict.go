package session

import (
	"encoding/csv"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/searchlog"
)

// A Predict exercise runs over the explored search: at each of its
// questions the player shows step k and the student says what step k+1
// does (which waiting board is expanded, or for an iterative search whose
// iteration ends, the next bound). The answer is graded against the
// search log's own step k+1, the engine's, never against a second
// implementation of the algorithm; until the student has answered, the
// player stays at step k, so nothing of step k+1 (its board, its light on
// the map, its highlight) is in sight.
//
// With successors asked as well (SetPredictSuccessors), a board question
// answered is followed by a second part about the same step: which of the
// expanded board's successors get added to the frontier. The player goes
// back to step k for it, so the children's marks stay out of sight.

// PredictKind is what a question asks.
type PredictKind uint8

const (
	PredictBoard      PredictKind = iota // which waiting board is expanded next
	PredictBound                         // the bound of the iteration that begins next
	PredictSuccessors                    // which successors of the board expanded are added
)

func (k PredictKind) String() string {
	switch k {
	case PredictBound:
		return "bound"
	case PredictSuccessors:
		return "successors"
	}
	return "board"
}

// PredictSuccessor is a successor offered in a successors question: the
// board and its numbers as the search made it, not what became of it.
type PredictSuccessor struct {
	Board solver.Board
	G     int
	H, F  float64
	HasH  bool
}

// PredictDefaultSteps is an exercise's length unless the student picks
// another; PredictLengths are the lengths offered.
const PredictDefaultSteps = 10

var PredictLengths = []int{5, 10, 20, 50}

// predictChoices bounds the boards offered: the ones the search takes
// next among a frontier of tens of thousands (the answer is always among
// them), listed in the order they were made so that the list does not
// give the answer away.
const predictChoices = 500

// PredictQuestion is the question in hand.
type PredictQuestion struct {
	Number int // 1-based, of Total
	Total  int
	Step   int // the step shown; the question is about step Step+1
	Kind   PredictKind
	// Choices are the boards waiting after Step, in the order they were
	// made (not the order the search takes them: that is the question).
	Choices []searchlog.Node
	Waiting int     // how many wait in all (Choices may be the first part)
	Bound   float64 // the bound of the iteration that just ended (PredictBound)
	// Expands and Successors (PredictSuccessors): the board step Step+1
	// expands, and the successors it makes, in the order made.
	Expands    searchlog.Node
	Successors []PredictSuccessor
}

// PredictAnswer is one graded answer.
type PredictAnswer struct {
	Step  int // the step predicted (the question showed Step-1)
	Kind  PredictKind
	Given searchlog.Node // the board picked (PredictBoard)
	Want  searchlog.Node // the board the search expanded
	// GivenBound and WantBound are the bounds (PredictBound).
	GivenBound, WantBound float64
	// Successors, GivenAdded and WantAdded (PredictSuccessors): the
	// successors asked about, which the student said are added, and which
	// the search added.
	Successors            []PredictSuccessor
	GivenAdded, WantAdded []bool
	Right                 bool
	// Tied: the pick shared the best key with the answer; the convention
	// on ties chose the other, so the pick is wrong under it.
	Tied bool
	// Verdict says in a sentence or two why the answer is right or wrong;
	// Explanation is the narration of the step (searchlog's Explain), in
	// English, "" when the log has none.
	Verdict, Explanation string
}

// PredictState is the exercise as it stands, a snapshot.
type PredictState struct {
	Active   bool
	Question PredictQuestion
	// Answered: the question in hand was answered; Last is its answer and
	// the player shows the step it was about.
	Answered bool
	Last     PredictAnswer
	Done     bool // every question was answered
	Right    int  // answers right so far
	Answers  []PredictAnswer
	Mistakes []PredictAnswer
	Note     string // why the exercise could not start, "" if it did
}

// prediction is the Exploration's exercise.
type prediction struct {
	active   bool
	log      *searchlog.Log
	steps    []int // the step shown at each question
	at       int   // the question in hand
	answered bool
	answers  []PredictAnswer
	choices  []searchlog.Node
	waiting  int
	note     string
	// kids: each board question is followed by a successors question
	// (sub) about the same step; kidEx is that step's explanation, kept
	// when its board is answered, nil when it makes no successor.
	kids  bool
	sub   bool
	kidEx *searchlog.Explanation
}

// SetPredictSuccessors says whether the next exercise also asks, after
// each board, which of its successors get added.
func (e *Exploration) SetPredictSuccessors(on bool) { e.predictKids = on }

// PredictSuccessors says whether exercises ask about successors too.
func (e *Exploration) PredictSuccessors() bool { return e.predictKids }

// StartPredict begins an exercise of n questions over the explored search,
// from its start or, random, from a random step. The search must have
// ended (or been stopped): the questions are about what it recorded.
func (e *Exploration) StartPredict(n int, random bool) {
	if n < 1 {
		n = PredictDefaultSteps
	}
	switch {
	case e.log == nil:
		e.predictNote(tr("Explore a search first: Predict asks about its steps."))
		return
	case e.running:
		e.predictNote(tr("Wait for the search to end (or stop it): Predict asks about what it recorded."))
		return
	}
	last := e.log.Len() // a question at step k is about step k+1 <= last
	if last < 1 {
		e.predictNote(tr("The search recorded no step to predict."))
		return
	}
	n = min(n, last)
	from := 0
	if random {
		from = e.s.rng.IntN(last - n + 1)
	}
	steps := make([]int, n)
	for i := range steps {
		steps[i] = from + i
	}
	e.startPredict(steps)
}

// RetryMistakes begins an exercise over the steps answered wrong.
func (e *Exploration) RetryMistakes() {
	var steps []int
	for _, a := range e.predict.answers {
		// a step's board and its successors are one question: retried once
		if !a.Right && !slices.Contains(steps, a.Step-1) {
			steps = append(steps, a.Step-1)
		}
	}
	if len(steps) == 0 || e.predict.log != e.log {
		return
	}
	e.startPredict(steps)
}

func (e *Exploration) startPredict(steps []int) {
	e.pause()
	e.predict = prediction{active: true, log: e.log, steps: steps, kids: e.predictKids}
	e.ask()
	e.emit()
}

func (e *Exploration) predictNote(why string) {
	e.predict.note = why
	e.emit()
}

// ask shows the question in hand: the player at its step, the choices.
func (e *Exploration) ask() {
	p := &e.predict
	p.answered, p.sub, p.kidEx = false, false, nil
	e.step = p.steps[p.at]
	p.choices, p.waiting = nil, 0
	if e.questionKind() == PredictBoard {
		p.choices, p.waiting = p.log.Frontier(e.step, predictChoices)
		slices.SortFunc(p.choices, func(a, b searchlog.Node) int { return int(a.Gen - b.Gen) })
	}
}

// questionKind is what the question at the step shown asks: an iterative
// search whose next step roots a new iteration asks for its bound.
func (e *Exploration) questionKind() PredictKind {
	if e.predict.sub {
		return PredictSuccessors
	}
	l := e.predict.log
	if e.step < 1 || l.Algorithm().Frontier != solver.FrontierPath {
		return PredictBoard
	}
	cur, _, _ := l.Step(e.step)
	next, _, _ := l.Step(e.step + 1)
	if next.Iteration != cur.Iteration {
		return PredictBound
	}
	return PredictBoard
}

// StopPredict ends the exercise; its answers stay for the CSV.
func (e *Exploration) StopPredict() {
	if e.predict.active {
		e.predict.active = false
		e.emit()
	}
}

// Predicting says whether an exercise is under way: the player is the
// exercise's then.
func (e *Exploration) Predicting() bool { return e.predict.active }

// PredictState is the exercise as it stands.
func (e *Exploration) PredictState() PredictState {
	p := &e.predict
	st := PredictState{Active: p.active, Answers: slices.Clone(p.answers), Note: p.note, Answered: p.answered}
	for _, a := range p.answers {
		if a.Right {
			st.Right++
		} else {
			st.Mistakes = append(st.Mistakes, a)
		}
	}
	if len(p.answers) > 0 {
		st.Last = p.answers[len(p.answers)-1]
	}
	if !p.active {
		return st
	}
	st.Done = p.answered && p.at == len(p.steps)-1 && !e.successorsNext()
	k := p.steps[p.at]
	q := PredictQuestion{Number: p.at + 1, Total: len(p.steps), Step: k, Kind: PredictBoard}
	if !p.answered {
		q.Kind = e.questionKind()
	} else {
		q.Kind = st.Last.Kind
	}
	q.Choices, q.Waiting = p.choices, p.waiting
	if q.Kind == PredictSuccessors {
		q.Choices, q.Waiting = nil, 0
		_, q.Expands, _ = p.log.Step(k + 1)
		q.Successors = successors(p.kidEx)
	}
	if q.Kind == PredictBound {
		s, _, _ := p.log.Step(k)
		q.Bound = s.Bound
	}
	st.Question = q
	return st
}

// AnswerBoard answers the question in hand with the waiting board made
// gen-th (searchlog.Node.Gen); a board not among the choices, or a
// question already answered or of a bound, is ignored.
func (e *Exploration) AnswerBoard(gen int32) {
	p := &e.predict
	if !p.active || p.answered || e.questionKind() != PredictBoard {
		return
	}
	i := slices.IndexFunc(p.choices, func(n searchlog.Node) bool { return n.Gen == gen })
	if i < 0 {
		return
	}
	k := p.steps[p.at]
	_, want, _ := p.log.Step(k + 1)
	a := gradeBoard(p.log, p.choices, p.choices[i], want)
	a.Step = k + 1
	if ex, ok := p.log.Explain(k + 1); p.kids && ok && !ex.Goal && len(ex.Children) > 0 {
		p.kidEx = &ex // its successors are the next question's
	}
	e.reveal(a)
}

// AnswerBound answers a bound question.
func (e *Exploration) AnswerBound(b float64) {
	p := &e.predict
	if !p.active || p.answered || e.questionKind() != PredictBound {
		return
	}
	k := p.steps[p.at]
	s, want, _ := p.log.Step(k + 1)
	a := PredictAnswer{Step: k + 1, Kind: PredictBound, GivenBound: b, WantBound: s.Bound, Want: want}
	d := b - s.Bound
	a.Right = d > -1e-9 && d < 1e-9
	prev, _, _ := p.log.Step(k)
	switch {
	case p.log.Algorithm().Heuristic == nil && a.Right: // a depth limit, raised by one
		a.Verdict = fmt.Sprintf(tr("Right: the iteration with depth limit %s ended without the goal, and the next limit is %s."), num(prev.Bound), num(s.Bound))
	case p.log.Algorithm().Heuristic == nil:
		a.Verdict = fmt.Sprintf(tr("Not %s: the iteration with depth limit %s ended without the goal, and the next limit is %s."), num(b), num(prev.Bound), num(s.Bound))
	case a.Right:
		a.Verdict = fmt.Sprintf(tr("Right: the iteration with bound %s ended without the goal, and the next bound is %s, the smallest f that went over %s."),
			num(prev.Bound), num(s.Bound), num(prev.Bound))
	default:
		a.Verdict = fmt.Sprintf(tr("Not %s: the next bound is %s, the smallest f that went over the bound %s in the iteration that ended."),
			num(b), num(s.Bound), num(prev.Bound))
	}
	e.reveal(a)
}

// reveal records an answer and moves the player onto the step it was
// about, which now may be seen.
func (e *Exploration) reveal(a PredictAnswer) {
	p := &e.predict
	// the narration of the step is the explanation: the same text the
	// command line's explain prints
	if ex, ok := p.log.Explain(a.Step); ok {
		l := p.log
		a.Explanation = ex.Text(searchlog.English, func(b solver.Board) string { return LogBoard(l, b) })
	}
	p.answers = append(p.answers, a)
	p.answered = true
	e.step = a.Step
	e.emit()
}

// NextQuestion moves on to the next question once this one is answered;
// after the last, the exercise ends. With successors asked, a board
// question's second part comes first.
func (e *Exploration) NextQuestion() {
	p := &e.predict
	if !p.active || !p.answered {
		return
	}
	if e.successorsNext() {
		e.askSuccessors()
		e.emit()
		return
	}
	if p.at == len(p.steps)-1 {
		p.active = false
		e.emit()
		return
	}
	p.at++
	e.ask()
	e.emit()
}

// successorsNext says whether the answer in hand is followed by its
// successors question.
func (e *Exploration) successorsNext() bool {
	p := &e.predict
	return p.answered && !p.sub && p.kidEx != nil
}

// askSuccessors turns the question in hand into its second part, the
// successors of the board step k+1 expands, with the player back at step
// k (successorsNext says there is one).
func (e *Exploration) askSuccessors() {
	p := &e.predict
	p.sub, p.answered = true, false
	e.step = p.steps[p.at]
}

// successors are the successors ex's step made, as a question offers
// them: without their fates.
func successors(ex *searchlog.Explanation) []PredictSuccessor {
	out := make([]PredictSuccessor, len(ex.Children))
	for i, c := range ex.Children {
		out[i] = PredictSuccessor{Board: c.Board, G: c.G, H: c.H, F: c.F, HasH: c.HasH}
	}
	return out
}

// AnswerSuccessors answers a successors question: added[i] says the
// student thinks the i-th successor offered is added. A question of
// another kind, or an answer of the wrong length, is ignored.
func (e *Exploration) AnswerSuccessors(added []bool) {
	p := &e.predict
	if !p.active || p.answered || !p.sub || len(added) != len(p.kidEx.Children) {
		return
	}
	k := p.steps[p.at]
	_, want, _ := p.log.Step(k + 1)
	a := gradeSuccessors(p.log, *p.kidEx, added)
	a.Step, a.Want = k+1, want
	e.reveal(a)
}

// addedFate says whether a successor of that fate joins the frontier (for
// a recursive search: is searched below in its turn). A board the search
// replaces waits again with its better g; the goal found as it is made
// ends the search instead.
func addedFate(f searchlog.Fate) bool { return f == searchlog.FateAdded || f == searchlog.FateReplaced }

// gradeSuccessors grades the successors of ex's step marked added
// against their fates; a wrong mark is answered with the narration's own
// sentence on that successor.
func gradeSuccessors(l *searchlog.Log, ex searchlog.Explanation, given []bool) PredictAnswer {
	a := PredictAnswer{Kind: PredictSuccessors, Successors: successors(&ex), GivenAdded: slices.Clone(given)}
	board := func(b solver.Board) string { return LogBoard(l, b) }
	a.Right = true
	var wrong []string
	n := 0
	for i, c := range ex.Children {
		want := addedFate(c.Fate)
		a.WantAdded = append(a.WantAdded, want)
		if want {
			n++
		}
		if want != given[i] {
			a.Right = false
			wrong = append(wrong, ex.ChildLine(i, narrate, board))
		}
	}
	if a.Right {
		a.Verdict = fmt.Sprintf(tr("Right: %d of the %d successors are added."), n, len(ex.Children))
		return a
	}
	a.Verdict = fmt.Sprintf(tr("Not quite. %s"), strings.Join(wrong, " "))
	return a
}

// gradeBoard grades the pick of given among choices when the search took
// want.
func gradeBoard(l *searchlog.Log, choices []searchlog.Node, given, want searchlog.Node) PredictAnswer {
	a := PredictAnswer{Kind: PredictBoard, Given: given, Want: want}
	among := slices.ContainsFunc(choices, func(n searchlog.Node) bool { return n.Gen == want.Gen })
	// a log out of step with its search (never seen) has no node for the
	// board taken: the board is then the answer
	a.Right = given.Gen == want.Gen || !among && given.Board == want.Board
	alg, conv := l.Algorithm(), l.Conventions()
	pr := alg.Priority()
	wantText := tr("the board made ") + ordinal(int(want.Gen)) + " (" + LogBoard(l, want.Board) + ")"
	keyed := alg.Frontier == solver.FrontierByG || alg.Frontier == solver.FrontierByH || alg.Frontier == solver.FrontierByF
	key := func(n searchlog.Node) float64 { return pr.Of(int(n.G), n.H, n.F) }
	tied := 0
	if keyed {
		for _, n := range choices {
			if d := key(n) - key(want); d > -1e-9 && d < 1e-9 {
				tied++
			}
		}
		d := key(given) - key(want)
		a.Tied = !a.Right && d > -1e-9 && d < 1e-9
	}
	rule := predictRule(alg, conv)
	switch {
	case a.Right && keyed && tied > 1:
		a.Verdict = fmt.Sprintf(tr("Right: %s %s is the lowest on the frontier, shared by %d boards; %s."),
			PrioritySymbol(pr), num(key(want)), tied, tieText(conv.Ties, true))
	case a.Right && keyed:
		a.Verdict = fmt.Sprintf(tr("Right: %s %s is the lowest on the frontier."), PrioritySymbol(pr), num(key(want)))
	case a.Right:
		a.Verdict = "Right: " + rule + "."
	case given.Board == want.Board:
		a.Verdict = fmt.Sprintf(tr("Not that copy: the board waits twice, and the search takes the one made %s (g %d), not the one made %s (g %d): %s."),
			ordinal(int(want.Gen)), want.G, ordinal(int(given.Gen)), given.G, rule)
	case a.Tied:
		a.Verdict = fmt.Sprintf(tr("Tied, but not the one: your board has %s %s like the answer, the lowest, shared by %d boards; %s, so the search takes %s. Under this convention the pick is wrong."),
			PrioritySymbol(pr), num(key(given)), tied, tieText(conv.Ties, false), wantText)
	case keyed:
		a.Verdict = fmt.Sprintf(tr("Not that one: your board has %s %s, but %s has %s %s, the lowest on the frontier."),
			PrioritySymbol(pr), num(key(given)), wantText, PrioritySymbol(pr), num(key(want)))
	default:
		a.Verdict = fmt.Sprintf(tr("Not that one: %s, so the search takes %s."), rule, wantText)
	}
	return a
}

// predictRule is how a search picks its next board, in words.
func predictRule(alg *solver.Algorithm, conv solver.Conventions) string {
	switch alg.Frontier {
	case solver.FrontierQueue:
		return tr("the frontier is a queue: the oldest board waiting goes first")
	case solver.FrontierStack:
		return tr("the frontier is a stack: the newest board waiting goes first")
	case solver.FrontierPath:
		return tr("the search goes depth first: the next child of the deepest board on its path, in the order they were made")
	case solver.FrontierLayers:
		return tr("each side keeps a queue: the oldest board waiting on the side whose turn it is goes first")
	case solver.FrontierWalk:
		return tr("the table walks down: the one board waiting goes next")
	}
	return tr("the lowest ") + PrioritySymbol(alg.Priority()) + tr(" goes first; ") + tieText(conv.Ties, false)
}

// tieText says how the convention breaks a tie of keys.
func tieText(t solver.Ties, chosen bool) string {
	what := map[solver.Ties]string{
		solver.TiesNewest: tr("the newest (made last)"),
		solver.TiesOldest: tr("the oldest (made first)"),
		solver.TiesBoard:  tr("the smallest board, its tiles read row by row"),
	}[t]
	if chosen {
		return tr("the tie goes to ") + what + tr(", and that is this one")
	}
	return tr("ties go to ") + what + tr(" under the \"") + t.String() + tr("\" convention")
}

func ordinal(n int) string {
	suf := "th"
	switch {
	case n%100 >= 11 && n%100 <= 13:
	case n%10 == 1:
		suf = "st"
	case n%10 == 2:
		suf = "nd"
	case n%10 == 3:
		suf = "rd"
	}
	return strconv.Itoa(n) + suf
}

// num prints a g, h, f or bound: whole numbers plainly, weighted ones to
// two places.
func num(f float64) string {
	if f == float64(int64(f)) {
		return strconv.FormatInt(int64(f), 10)
	}
	return strconv.FormatFloat(f, 'f', 2, 64)
}

// WritePredictCSV writes the exercise's answers, one row each.
func (e *Exploration) WritePredictCSV(w io.Writer) error {
	p := &e.predict
	cw := csv.NewWriter(w)
	l, alg := p.log, ""
	if l != nil {
		alg = l.Algorithm().Name
	}
	cw.Write([]string{"question", "algorithm", "step", "kind", "answer", "expected", "right", "tied", "verdict", "explanation"})
	for i, a := range p.answers {
		given, want := LogBoard(l, a.Given.Board), LogBoard(l, a.Want.Board)
		switch a.Kind {
		case PredictBound:
			given, want = num(a.GivenBound), num(a.WantBound)
		case PredictSuccessors: // the boards said to be added, and those added
			pick := func(on []bool) string {
				var b []string
				for i, s := range a.Successors {
					if on[i] {
						b = append(b, LogBoard(l, s.Board))
					}
				}
				return strings.Join(b, "; ")
			}
			given, want = pick(a.GivenAdded), pick(a.WantAdded)
		}
		cw.Write([]string{strconv.Itoa(i + 1), alg, strconv.Itoa(a.Step), a.Kind.String(), given, want,
			strconv.FormatBool(a.Right), strconv.FormatBool(a.Tied), a.Verdict, a.Explanation})
	}
	cw.Flush()
	return cw.Error()
}
