package solver

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
)

// Verdict is a heuristic judged against the true distances of one
// shape's boards for one goal: on every board that can reach the goal
// where the shape has a distance table (up to 9 cells), else on a sample
// whose distances come from the pattern-database search (Sampled).
type Verdict struct {
	Shape   Shape
	Goal    Board
	Boards  int  // boards judged
	Sampled bool // a sample, not every board: what it finds holds for the sample
	// Admissible: h never exceeds the distance. MaxOverestimate is the
	// most it does (0 when never), on OverBoard, TrueDistance moves from
	// the goal (the first such board in rank order).
	Admissible      bool
	MaxOverestimate float64
	OverBoard       Board
	TrueDistance    int
	// Consistent: h(a) <= 1 + h(b) for every move a->b from a judged
	// board. Else InconsistentBoard is the a of the worst such move and
	// InconsistentMove its blank's move.
	Consistent        bool
	InconsistentBoard Board
	InconsistentMove  Move
	// MeanRatio is the mean h/d over the boards other than the goal;
	// ExactShare the share of all judged boards where h = d.
	MeanRatio, ExactShare float64
}

// judgeEps is how far two estimates, sums of square roots in floating
// point, may be apart and still be equal (as package accuracy takes it).
const judgeEps = 1e-9

// JudgeSample is how many boards Judge draws on a shape without a table.
const JudgeSample = 60

// Judge sets h beside the true distance of the boards of shape for goal
// (see Verdict). On a shape with a table it takes a few tenths of a
// second once the table is built; an expression's verdict is kept, so
// that the searches led by it ask again for nothing. ctx stops it.
func (h *Heuristic) Judge(ctx context.Context, shape Shape, goal Board) (Verdict, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	if err := h.Check(shape); err != nil {
		return Verdict{}, err
	}
	if !shape.Valid(goal) {
		return Verdict{}, fmt.Errorf("goal is not a %v board: %s", shape.Norm(), shape.tilesWanted())
	}
	key := hKeyGoal{shape.Norm(), goal}
	if h.expr != nil && shape.Tabled() {
		h.expr.mu.Lock()
		v, ok := h.expr.verdicts[key]
		h.expr.mu.Unlock()
		if ok {
			return v, nil
		}
	}
	est, err := h.Estimator(ctx, shape, goal)
	if err != nil {
		return Verdict{}, err
	}
	if !shape.Tabled() {
		return judgeSample(ctx, shape.Norm(), goal, est, rand.New(rand.NewPCG(1, uint64(goal))))
	}
	v, err := judgeAll(ctx, shape.Norm(), goal, est)
	if err == nil && h.expr != nil {
		h.expr.mu.Lock()
		if h.expr.verdicts == nil {
			h.expr.verdicts = map[hKeyGoal]Verdict{}
		}
		if len(h.expr.verdicts) >= MaxTables {
			clear(h.expr.verdicts) // a few goals are all a session uses
		}
		h.expr.verdicts[key] = v
		h.expr.mu.Unlock()
	}
	return v, err
}

// verdictSum gathers the figures board by board.
type verdictSum struct {
	v          Verdict
	ratio      float64
	exact, all int
	nonGoal    int
	worstIncon float64
}

func (s *verdictSum) board(b Board, h float64, d int) {
	s.all++
	if over := h - float64(d); over > s.v.MaxOverestimate+judgeEps {
		s.v.MaxOverestimate, s.v.OverBoard, s.v.TrueDistance = over, b, d
	}
	if math.Abs(h-float64(d)) < judgeEps {
		s.exact++
	}
	if d > 0 {
		s.ratio += h / float64(d)
		s.nonGoal++
	}
}

func (s *verdictSum) move(b Board, m Move, ha, hb float64) {
	if gap := ha - hb - 1; gap > judgeEps && gap > s.worstIncon+judgeEps {
		s.worstIncon, s.v.InconsistentBoard, s.v.InconsistentMove = gap, b, m
	}
}

func (s *verdictSum) done() Verdict {
	v := s.v
	v.Boards = s.all
	v.Admissible = v.MaxOverestimate == 0
	v.Consistent = s.worstIncon == 0
	if s.all > 0 {
		v.ExactShare = float64(s.exact) / float64(s.all)
	}
	if s.nonGoal > 0 {
		v.MeanRatio = s.ratio / float64(s.nonGoal)
	}
	return v
}

func judgeAll(ctx context.Context, shape Shape, goal Board, est func(Board) float64) (Verdict, error) {
	t, err := TableFor(ctx, shape, goal)
	if err != nil {
		return Verdict{}, err
	}
	g := t.geo
	hs := make([]float64, len(t.dist))
	sum := verdictSum{v: Verdict{Shape: shape, Goal: goal}}
	for r, e := range t.dist {
		if r&4095 == 0 && ctx.Err() != nil {
			return Verdict{}, ctx.Err()
		}
		if e == unreached {
			continue
		}
		b := g.unrank(uint32(r))
		hs[r] = est(b)
		sum.board(b, hs[r], int(e&distMask))
	}
	for r, e := range t.dist {
		if r&4095 == 0 && ctx.Err() != nil {
			return Verdict{}, ctx.Err()
		}
		if e == unreached {
			continue
		}
		b := g.unrank(uint32(r))
		blank := b.Blank()
		for _, st := range g.steps[blank] {
			sum.move(b, st.move, hs[r], hs[g.rank(b.slide(blank, int(st.to)))])
		}
	}
	return sum.done(), nil
}

// judgeSample judges JudgeSample random boards, their distances found by
// IDA* with the pattern databases, and the moves out of each.
func judgeSample(ctx context.Context, shape Shape, goal Board, est func(Board) float64, rng *rand.Rand) (Verdict, error) {
	ida, err := FamilyIDAStar.WithHeuristic(mustHeuristic("pdb"))
	if err != nil {
		return Verdict{}, err
	}
	sum := verdictSum{v: Verdict{Shape: shape, Goal: goal, Sampled: true}}
	for range JudgeSample {
		b := shape.Random(rng, goal)
		r, err := ida.Solve(ctx, Problem{Shape: shape, Start: b, Goal: goal}, Options{})
		if err != nil {
			return Verdict{}, err
		}
		if r.Status != Solved {
			if ctx.Err() != nil {
				return Verdict{}, ctx.Err()
			}
			return Verdict{}, errors.New("judge: the pattern-database search did not finish on " + shape.Format(b))
		}
		hb := est(b)
		sum.board(b, hb, len(r.Path)-1)
		for _, s := range shape.Successors(b) {
			hs := est(s.Board)
			sum.move(b, s.Move, hb, hs)
			sum.move(s.Board, s.Move.Inverse(), hs, hb)
		}
	}
	return sum.done(), nil
}

func mustHeuristic(name string) *Heuristic {
	h, err := HeuristicByName(name)
	if err != nil {
		panic(err)
	}
	return h
}
