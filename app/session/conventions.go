package session

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/eightpuzzle/eightpuzzle/app/internal/human"
	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/wide"
)

// Conventions are the choices of tie-breaking, goal test and move order
// that every search and comparison of the window runs under; see
// solver.Conventions. They let a student reproduce a course solver's
// counts exactly.
func (s *Session) Conventions() solver.Conventions { return s.conv }

// SetConventions chooses the conventions of the next searches and
// comparisons; invalid ones are ignored.
func (s *Session) SetConventions(c solver.Conventions) {
	if c.Valid() != nil || c == s.conv {
		return
	}
	s.conv = c
	s.emit(&s.SearchChanged)
}

// Weight is weighted A*'s w, which every A* search and comparison of the
// window runs under (solver.Options.Weight): 1 is plain A*, which finds a
// shortest path; above 1 it expands fewer boards for a path at most w
// times the shortest. The other searches take no weight. It is not
// remembered: a weight changes what a path promises, so every session
// starts with plain A* rather than weighted unseen.
func (s *Session) Weight() float64 { return s.weight }

// SetWeight chooses the weight of the next A* searches and comparisons;
// one out of 1..solver.MaxWeight (or NaN) is ignored.
func (s *Session) SetWeight(w float64) {
	if !(w >= 1 && w <= solver.MaxWeight) || w == s.weight {
		return
	}
	s.weight = w
	s.emit(&s.SearchChanged)
}

// weightFor is the weight a's search runs under: the session's for a
// weighted A*, none for the rest.
func (s *Session) weightFor(a *solver.Algorithm) float64 {
	if a.Weighted {
		return s.weight
	}
	return 0
}

// ParseWeight reads a weight as typed in the panel: a number from 1 to
// solver.MaxWeight, with the window's decimal mark or a point ("1,5" in
// French); empty is 1, plain A*.
func ParseWeight(text string) (float64, error) {
	text = strings.TrimSpace(text)
	if text == "" {
		return 1, nil
	}
	w, err := human.ParseDecimal(text)
	if err != nil {
		return 0, fmt.Errorf(tr("%q is not a number"), text)
	}
	if !(w >= 1 && w <= solver.MaxWeight) {
		return 0, fmt.Errorf(tr("the weight is from 1 to %d"), solver.MaxWeight)
	}
	return w, nil
}

// WeightNote says what a weight costs a's search, for the panel beside
// it: what its path then promises (solver.Algorithm.Guarantee), or that
// it takes no weight.
func WeightNote(a *solver.Algorithm, w float64) string {
	switch {
	case !a.Weighted:
		return fmt.Sprintf(tr("w %s: for A* only; %s takes none"), weightText(w), FamilyTitle(a.Family))
	case w <= 1:
		return tr("w 1: plain A*, a shortest path")
	case a.Guarantee(w) == solver.Bounded:
		return fmt.Sprintf(tr("w %s: a path at most %s× the shortest"), weightText(w), weightText(w))
	}
	return fmt.Sprintf(tr("w %s: no guarantee (the estimate can exceed the distance, and w multiplies it)"), weightText(w))
}

// GuaranteeText is what a path promises, in the window's words:
// "shortest", "at most 3× the shortest", "no guarantee" (the command
// line's, solver.Guarantee.Text, with × for "times").
func GuaranteeText(g solver.Guarantee, w float64) string {
	if g == solver.Bounded {
		return tr("at most ") + weightText(w) + tr("× the shortest")
	}
	return g.Text(w)
}

// Weighted is the weight a's search runs under when the session's is w,
// above 1 only for a weighted A* (0 otherwise, as a Result reports it).
func Weighted(a *solver.Algorithm, w float64) float64 {
	if rw := a.RunWeight(w); rw > 1 {
		return rw
	}
	return 0
}

// RunTitle is a's title with the weight its search runs under (w as a
// Result reports it): "A* search (Manhattan distance) w=3". Wherever a
// weighted run is named, its weight is too.
func RunTitle(a *solver.Algorithm, w float64) string {
	if rw := a.RunWeight(w); rw > 1 {
		return AlgorithmTitle(a) + " w=" + weightText(rw)
	}
	return AlgorithmTitle(a)
}

// weightText writes a weight in at most three decimals: the engine takes
// it to 1/1024, and 1.2998046875 is the 1.3 that was asked for.
func weightText(w float64) string { return stripZeros(math.Round(w*1000) / 1000) }

// ParseSeed reads a shuffle seed as typed in the panel: a whole number
// from 1 (0 is the fixed order, chosen apart).
func ParseSeed(text string) (uint64, error) {
	text = strings.TrimSpace(text)
	seed, err := strconv.ParseUint(text, 10, 64)
	if err != nil || seed == 0 {
		return 0, fmt.Errorf(tr("the seed is a whole number from 1 to %d"), uint64(math.MaxUint64))
	}
	return seed, nil
}

// ConventionsText names the conventions and weight a's search runs (or
// ran) under, those it takes only, for the panels that show them: "ties
// newest, moves UDLR" for A*, "goal test generate, moves UDLR" for BFS,
// the moves "shuffled (seed 7)" instead when they were, and ", weight 1.5"
// for a weighted A*; "no conventions apply" for the table.
func ConventionsText(a *solver.Algorithm, c solver.Conventions, weight float64) string {
	var parts []string
	if a.TakesTies() {
		parts = append(parts, fmt.Sprintf(tr("ties %s"), tr(c.Ties.String())))
	}
	if a.TakesGoalTest() {
		parts = append(parts, fmt.Sprintf(tr("goal test %s"), tr(c.GoalTest.String())))
	}
	if a.TakesOrder() {
		moves := c.Order.String()
		if c.Shuffle != 0 {
			moves = fmt.Sprintf(tr("shuffled (seed %d)"), c.Shuffle)
		}
		parts = append(parts, fmt.Sprintf(tr("moves %s"), moves))
	}
	if w := Weighted(a, weight); w > 1 {
		parts = append(parts, fmt.Sprintf(tr("weight %s"), weightText(w)))
	}
	if len(parts) == 0 {
		return tr("no conventions apply")
	}
	return strings.Join(parts, ", ")
}

// WideConventionsText is ConventionsText for a search of a board with a
// side of 5 (solver/wide), which follows conventions of its own whatever
// the panel holds: its best-first searches take, of the boards of one
// priority, the one with the fewest moves left, then the newest; moves
// in the order UDLR.
func WideConventionsText(a *solver.Algorithm, weight float64) string {
	var parts []string
	if a.TakesTies() {
		parts = append(parts, tr("ties lowest h, then newest"))
	}
	if a.TakesOrder() {
		parts = append(parts, fmt.Sprintf(tr("moves %s"), solver.Order(0).String()))
	}
	if w := Weighted(a, weight); w > 1 {
		parts = append(parts, fmt.Sprintf(tr("weight %s"), weightText(w)))
	}
	if len(parts) == 0 {
		return tr("no conventions apply")
	}
	return strings.Join(parts, ", ")
}

// ConventionsText is the conventions the session's next search runs
// under, for the Solve tab's panel: the panel's, or on a side of 5
// solver/wide's own.
func (s *Session) ConventionsText() string {
	if s.Wide() {
		return WideConventionsText(s.Algorithm(), s.Weight())
	}
	return ConventionsText(s.Algorithm(), s.conv, s.Weight())
}

// ResultConventionsText is ConventionsText of a result's run.
func ResultConventionsText(r solver.Result) string {
	a, err := solver.AlgorithmByName(r.Algorithm)
	if err != nil {
		return r.Conventions.String()
	}
	if wide.Needs(r.Problem.Shape) {
		return WideConventionsText(a, r.Weight)
	}
	return ConventionsText(a, r.Conventions, r.Weight)
}
