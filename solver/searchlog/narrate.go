package searchlog

import (
	"math"
	"strconv"
	"strings"
	"sync"
	"text/template"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// Translate turns one sentence's template, with its named values, into
// text: English fills the English template in; the window passes one
// built on Fyne's lang.L, which looks the template up in a translation
// and fills that in the same way (text/template's {{.Name}}). Each
// sentence is a whole template, never pieced together from fragments, so
// that a translation can order its words as its language wants.
type Translate func(template string, values map[string]any) string

var parsed sync.Map // template text -> *template.Template

// English fills the template in with the values: the identity
// translation, for the command line and the tests.
func English(tmpl string, values map[string]any) string {
	if !strings.Contains(tmpl, "{{") {
		return tmpl
	}
	t, ok := parsed.Load(tmpl)
	if !ok {
		p, err := template.New("").Option("missingkey=error").Parse(tmpl)
		if err != nil {
			return tmpl // a programmer's error, shown rather than hidden
		}
		t, _ = parsed.LoadOrStore(tmpl, p)
	}
	var b strings.Builder
	if err := t.(*template.Template).Execute(&b, values); err != nil {
		return tmpl
	}
	return b.String()
}

// Lines are the step's sentences in order: what is expanded and why, what
// became of each successor, the goal test, the iteration's summary.
// Boards are written by board (Shape.Format, or the window's own).
func (e Explanation) Lines(tr Translate, board func(solver.Board) string) []string {
	r := narrator{e: e, tr: tr, board: board}
	if e.Goal {
		r.goal()
	} else {
		r.head()
		r.why()
		r.children()
		r.stopping()
		r.iteration()
	}
	return r.out
}

// Text is the step's block: Lines, one to a line.
func (e Explanation) Text(tr Translate, board func(solver.Board) string) string {
	return strings.Join(e.Lines(tr, board), "\n")
}

// Num writes a number as the narration does: whole numbers plainly,
// others to three decimals (a Euclidean distance).
func Num(f float64) string {
	return strconv.FormatFloat(math.Round(f*1000)/1000, 'f', -1, 64)
}

type narrator struct {
	e     Explanation
	tr    Translate
	board func(solver.Board) string
	out   []string
}

// say adds one sentence: tmpl filled in with values given as name,
// value pairs.
func (r *narrator) say(tmpl string, kv ...any) {
	v := map[string]any{}
	for i := 0; i+1 < len(kv); i += 2 {
		v[kv[i].(string)] = kv[i+1]
	}
	r.out = append(r.out, r.tr(tmpl, v))
}

// nums are the values every sentence about e's board may use.
func (r *narrator) nums(kv ...any) []any {
	e := r.e
	return append([]any{"Step", e.Step, "Board", r.board(e.Board), "G", e.G, "H", Num(e.H), "F", Num(e.F),
		"W", Num(e.Weight), "Bound", Num(e.Bound), "Key", Num(e.Key), "Sym", r.sym(), "Tied", e.Tied,
		"Others", e.Tied - 1, "Waiting", e.Waiting, "Cost", e.Cost}, kv...)
}

// number is the iteration's, 1 if unknown.
func (r *narrator) number() int {
	if r.e.Iteration != nil {
		return r.e.Iteration.Number
	}
	return 1
}

func (r *narrator) sym() string {
	switch r.e.Rule {
	case RuleLowestG:
		return "g"
	case RuleLowestH:
		return "h"
	}
	return "f"
}

func (r *narrator) head() {
	e := r.e
	switch {
	case e.Bidir && e.Backward:
		r.say("Step {{.Step}}: expanding {{.Board}} on the side searching back from the goal, {{.G}} moves from the goal.", r.nums()...)
	case e.Bidir:
		r.say("Step {{.Step}}: expanding {{.Board}} on the side searching from the start, g = {{.G}}.", r.nums()...)
	case e.HasH && e.Weight > 0:
		r.say("Step {{.Step}}: expanding {{.Board}}: g = {{.G}}, h = {{.H}}, f = g + w·h = {{.G}} + {{.W}}·{{.H}} = {{.F}}.", r.nums()...)
	case e.HasH:
		r.say("Step {{.Step}}: expanding {{.Board}}: g = {{.G}}, h = {{.H}}, f = g + h = {{.F}}.", r.nums()...)
	default:
		r.say("Step {{.Step}}: expanding {{.Board}}, g = {{.G}}.", r.nums()...)
	}
}

func (r *narrator) why() {
	e := r.e
	switch {
	case e.HasBound && e.Root && e.HasH:
		r.say("Iteration {{.N}} starts from the start with the bound f ≤ {{.Bound}}: boards are searched depth first as long as their f stays within it.", r.nums("N", r.number())...)
	case e.HasBound && e.Root:
		r.say("Iteration {{.N}} starts from the start with the depth limit {{.Bound}}: boards are searched depth first down to that depth.", r.nums("N", r.number())...)
	case e.Root:
		r.say("Why this board: it is the start, the only board waiting.", r.nums()...)
	case e.Rule.Keyed():
		r.say("Why this board: it has the lowest {{.Sym}} on the frontier, {{.Sym}} = {{.Key}}.", r.nums()...)
		r.ties()
	case e.Rule == RuleQueue && e.Bidir:
		r.say("Why this board: it was first in its side's queue (first in, first out); the search grows the side whose layer is smaller.", r.nums()...)
	case e.Rule == RuleQueue:
		r.say("Why this board: it was first in the queue (first in, first out), of {{.Waiting}} boards waiting.", r.nums()...)
	case e.Rule == RuleStack:
		r.say("Why this board: it was on top of the stack (last in, first out), of {{.Waiting}} boards waiting.", r.nums()...)
	case e.Rule == RuleDepthFirst && e.HasH:
		r.say("Why this board: depth first, it is the next successor of {{.Parent}} not yet searched, and its f = {{.F}} is within the bound {{.Bound}}.", r.nums("Parent", r.board(e.Parent))...)
	case e.Rule == RuleDepthFirst:
		r.say("Why this board: depth first, it is the next successor of {{.Parent}} not yet searched, and its depth {{.G}} is below the limit {{.Bound}}.", r.nums("Parent", r.board(e.Parent))...)
	default:
		r.say("Why this board: the exact distance table says it is one move nearer the goal than {{.Parent}}; the walk only goes downhill.", r.nums("Parent", r.board(e.Parent))...)
	}
	if e.Again {
		r.say("This board was expanded in an earlier iteration too: it is expanded again.", r.nums()...)
	}
	if e.Parent != 0 {
		r.say("The move back to {{.Parent}} is not made: no search here generates it.", r.nums("Parent", r.board(e.Parent))...)
	}
}

// ties says how many boards shared the chosen key and which rule chose.
func (r *narrator) ties() {
	e := r.e
	switch {
	case e.Tied <= 1:
		r.say("No other waiting board had {{.Sym}} = {{.Key}}.", r.nums()...)
	case e.Ties == solver.TiesOldest:
		r.say("{{.Tied}} waiting boards shared {{.Sym}} = {{.Key}}; the tie went to the one queued first (ties: oldest).", r.nums()...)
	case e.Ties == solver.TiesBoard:
		r.say("{{.Tied}} waiting boards shared {{.Sym}} = {{.Key}}; the tie went to the smallest board, its tiles read row by row (ties: board).", r.nums()...)
	default:
		r.say("{{.Tied}} waiting boards shared {{.Sym}} = {{.Key}}; the tie went to the one queued last (ties: newest).", r.nums()...)
	}
}

func (r *narrator) children() {
	e := r.e
	if len(e.Children) == 0 {
		r.say("It has no successors but the move back: nothing is added.", r.nums()...)
		return
	}
	for _, c := range e.Children {
		r.child(c)
	}
}

// ChildLine is the narration's sentence on what became of successor i
// (Children[i]): the line Lines gives it, for a reader that speaks of one
// successor (Predict's verdict); "" when there is no such successor.
func (e Explanation) ChildLine(i int, tr Translate, board func(solver.Board) string) string {
	if e.Goal || i < 0 || i >= len(e.Children) {
		return ""
	}
	r := narrator{e: e, tr: tr, board: board}
	r.child(e.Children[i])
	return strings.Join(r.out, " ")
}

// child says what became of one successor, c.
func (r *narrator) child(c Child) {
	e := r.e
	kv := []any{"Board", r.board(c.Board), "G", c.G, "H", Num(c.H), "F", Num(c.F), "W", Num(e.Weight),
		"Bound", Num(e.Bound), "OG", c.Other.G, "At", c.Other.Expanded}
	switch c.Fate {
	case FateAdded:
		switch {
		case e.Rule == RuleDownhill:
			r.say("{{.Board}}: downhill, one move nearer the goal: the walk goes there next.", kv...)
		case e.HasBound && c.HasH:
			r.say("{{.Board}}: g = {{.G}}, h = {{.H}}, f = {{.F}} is within the bound {{.Bound}}: searched in its turn.", kv...)
		case e.HasBound:
			r.say("{{.Board}}: depth {{.G}} is below the limit {{.Bound}}: searched in its turn.", kv...)
		case c.HasH && e.Weight > 0:
			r.say("{{.Board}}: added, g = {{.G}}, h = {{.H}}, f = {{.G}} + {{.W}}·{{.H}} = {{.F}}.", kv...)
		case c.HasH:
			r.say("{{.Board}}: added, g = {{.G}}, h = {{.H}}, f = {{.F}}.", kv...)
		default:
			r.say("{{.Board}}: added, g = {{.G}}.", kv...)
		}
	case FateExpanded:
		if e.HasBound {
			r.say("{{.Board}}: already expanded in this iteration (step {{.At}}), from no greater depth: dropped.", kv...)
		} else {
			r.say("{{.Board}}: already expanded: dropped.", kv...)
		}
	case FateWaiting:
		switch {
		case e.HasBound:
			r.say("{{.Board}}: already reached in this iteration at depth {{.OG}}, no greater: dropped.", kv...)
		case e.Rule == RuleLowestH:
			r.say("{{.Board}}: already waiting, with g = {{.OG}}; greedy search keeps the first path it finds: dropped.", kv...)
		case e.Rule == RuleStack:
			r.say("{{.Board}}: already on the stack, with g = {{.OG}}; depth-first search pushes a board once: dropped.", kv...)
		default:
			r.say("{{.Board}}: already waiting with g = {{.OG}}, no worse than {{.G}}: dropped.", kv...)
		}
	case FateReplaced:
		if c.HasH {
			r.say("{{.Board}}: was waiting with a worse g = {{.OG}}; this path, g = {{.G}}, f = {{.F}}, replaces it.", kv...)
		} else {
			r.say("{{.Board}}: was waiting with a worse g = {{.OG}}; this path, g = {{.G}}, replaces it.", kv...)
		}
	case FateOverBound:
		switch {
		case e.Rule == RuleDownhill:
			r.say("{{.Board}}: not downhill: the walk does not go there.", kv...)
		case c.OtherOK && e.HasBound:
			r.say("{{.Board}}: already reached in this iteration at depth {{.OG}}, at the limit: dropped.", kv...)
		case c.HasH:
			r.say("{{.Board}}: f = {{.F}} is over the bound {{.Bound}}: cut off, and a candidate for the next bound.", kv...)
		default:
			r.say("{{.Board}}: at the depth limit {{.Bound}}: not expanded in this iteration.", kv...)
		}
	case FateGoal:
		switch {
		case e.Bidir:
			r.say("{{.Board}}: the other side has reached it too: the two searches meet here.", kv...)
		case e.HasBound:
			r.say("{{.Board}}: the goal, within the bound: the search stops when its turn comes.", kv...)
		default:
			r.say("{{.Board}}: the goal, found as it is generated.", kv...)
		}
	}
}

// stopping says, when a successor was the goal (bidir: met the other
// side), why the search may or may not stop there.
func (r *narrator) stopping() {
	e := r.e
	var goal, added bool
	var at solver.Board
	for _, c := range e.Children {
		goal = goal || c.Fate == FateGoal
		if c.IsGoal && c.Fate == FateAdded && !e.Bidir && e.Rule != RuleDownhill {
			added, at = true, c.Board
		}
	}
	switch {
	case goal && e.Bidir:
		r.say("The two sides meet when one generates a board the other has reached; the rest of this layer is still searched, so that the shortest of the meetings wins.", r.nums()...)
	case goal && e.Test == TestOnGeneration:
		r.say("The goal test is made as boards are generated: breadth-first order reaches every board first by a shortest path, so this path is a shortest one, and the search stops here, sparing the rest of the layer.", r.nums()...)
	case added && e.Rule == RuleLowestF && e.Optimal:
		r.say("A* must wait until it takes the goal off the frontier: a board waiting with a lower f may still lead to a shorter path.", r.nums()...)
	case added && e.Rule == RuleLowestG:
		r.say("Uniform-cost search must wait until it takes the goal off the frontier: only then does no waiting board have a lower g.", r.nums()...)
	case added:
		r.say("{{.Goal}} is the goal, but the search does not stop yet: it tests for the goal when a board is taken off the frontier.", r.nums("Goal", r.board(at))...)
	}
}

func (r *narrator) iteration() {
	e := r.e
	it := e.Iteration
	if !e.Ends || it == nil || it.Goal {
		return
	}
	kv := []any{"N", it.Number, "Bound", Num(it.Bound), "Expanded", it.Expanded, "Again", it.Again, "Next", Num(it.Next)}
	if e.HasH {
		r.say("Iteration {{.N}} ends: bound f ≤ {{.Bound}}; boards expanded: {{.Expanded}}, of which expanded again after an earlier iteration: {{.Again}}.", kv...)
	} else {
		r.say("Iteration {{.N}} ends: depth limit {{.Bound}}; boards expanded: {{.Expanded}}, of which expanded again after an earlier iteration: {{.Again}}.", kv...)
	}
	switch {
	case it.HasNext && e.HasH:
		r.say("The smallest f over the bound was {{.Next}}: it is the next bound.", kv...)
	case it.HasNext:
		r.say("Boards were left at the limit: the next limit is {{.Next}}.", kv...)
	default:
		r.say("No board was left over the bound: there is nothing more to search.", kv...)
	}
}

// goal is the last step: the goal reached, and why the search may stop.
func (r *narrator) goal() {
	e := r.e
	r.say("Step {{.Step}}: goal reached: {{.Board}}, {{.Cost}} moves from the start.", r.nums()...)
	switch {
	case e.Root:
		r.say("The start is the goal: there is nothing to search.", r.nums()...)
	case e.Bidir:
		r.say("The searches from the two ends met; the path joins them. Breadth first from both ends, it is a shortest one.", r.nums()...)
	case e.Test == TestWalk:
		r.say("The walk down the exact distance table reached it: every move went one nearer, so the path is a shortest one.", r.nums()...)
	case e.Test == TestOnGeneration:
		r.say("It was found as it was generated, at the last step: breadth-first order makes its path a shortest one.", r.nums()...)
	case e.HasBound && e.HasH:
		r.say("The depth-first search within the bound f ≤ {{.Bound}} reached it.", r.nums()...)
		r.optimal("Every smaller bound was searched in full before, so no path is shorter: {{.Cost}} moves is the shortest.",
			"The estimate can exceed the distance, so the path is not promised to be the shortest.")
	case e.HasBound:
		r.say("The depth-first search within the depth limit {{.Bound}} reached it.", r.nums()...)
		r.optimal("Every smaller limit was searched in full before, so no path is shorter: {{.Cost}} moves is the shortest.",
			"A depth-limited search stops at the first goal it reaches within the limit: the path is not promised to be the shortest.")
	case e.Rule.Keyed():
		r.say("It is taken off the frontier with the lowest {{.Sym}} = {{.Key}}, and the goal test is made as a board is taken off.", r.nums()...)
		r.ties()
		switch e.Rule {
		case RuleLowestF:
			if e.Weight > 0 {
				r.say("Weighted A* stops here: with f = g + {{.W}}·h its path is at most {{.W}} times the shortest (if h never overestimates), not promised to be the shortest.", r.nums()...)
			} else if e.Admissible || !e.Optimal {
				r.optimal("A* stops here: every waiting board has f ≥ {{.Key}}, and h never overestimates, so no path through them is shorter: {{.Cost}} moves is the shortest.",
					"A* stops here; the estimate can exceed the distance, so the path is not promised to be the shortest.")
			} else {
				r.say("A* stops here; the estimate can exceed the distance, but by less than the two moves any longer path adds, so {{.Cost}} moves is still the shortest.", r.nums()...)
			}
		case RuleLowestG:
			r.say("Uniform-cost search stops here: every waiting board has g ≥ {{.Key}}, so no shorter path is left: {{.Cost}} moves is the shortest.", r.nums()...)
		default:
			r.say("Greedy search stops at the first goal it takes off the frontier; it never promised a shortest path.", r.nums()...)
		}
	case e.Rule == RuleStack:
		r.say("It was on top of the stack; depth-first search stops at the first goal it takes off, and does not promise a shortest path.", r.nums()...)
	default:
		r.say("It was first in the queue, and the goal test is made as a board leaves it: breadth-first order makes its path a shortest one.", r.nums()...)
	}
}

// optimal says one sentence or the other, by whether the search promises
// a shortest path.
func (r *narrator) optimal(yes, no string) {
	if r.e.Optimal {
		r.say(yes, r.nums()...)
	} else {
		r.say(no, r.nums()...)
	}
}
