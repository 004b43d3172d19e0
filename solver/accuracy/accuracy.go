// Package accuracy measures how well each heuristic estimates the true
// number of moves left: over every board that can reach a goal, it sets h
// beside the exact distance from the solver's distance table, band by
// band. The window's heuristic view and its charts read these figures; the
// package imports nothing from the UI.
package accuracy

import (
	"context"
	"errors"
	"fmt"
	"math"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// Band is what one heuristic estimates for the boards at one true
// distance.
type Band struct {
	Distance       int
	Count          int     // boards at this distance
	Min, Mean, Max float64 // of h over them, in moves
}

// HeuristicAccuracy is one heuristic against the true distance over every
// board that can reach the goal.
type HeuristicAccuracy struct {
	Name, Title string
	Admissible  bool // the heuristic's own claim (solver.Heuristic.Admissible)
	Bands       []Band
	// Heat[d][k] is the number of boards at true distance d whose h,
	// rounded to whole moves, is k: a heat map of h against d. Every row
	// has the same length, the largest h rounded, plus one.
	Heat [][]int
	// MeanH is the mean h over all boards; MaxH the largest.
	MeanH, MaxH float64
	// MeanRatio is the mean of h/d over the boards other than the goal:
	// the share of the distance the heuristic sees, 1 for a perfect one.
	MeanRatio float64
	// Exact is the share of boards (the goal included) where h equals d.
	Exact float64
	// Over is the number of boards where h exceeds d: 0 for an
	// admissible heuristic.
	Over int
}

// eps is how far a Euclidean estimate, a sum of square roots computed in
// floating point, may be from a whole number and still equal it.
const eps = 1e-9

// Accuracy measures every heuristic of solver.Heuristics(), in that order,
// over the boards that can reach goal. It takes about a tenth of a second
// once the goal's distance table is built (cached by the solver), and
// stops with ctx's error if ctx is cancelled. A goal that is not Valid is
// an error.
func Accuracy(ctx context.Context, goal solver.Board) ([]HeuristicAccuracy, error) {
	return AccuracyOn(ctx, solver.Square3, goal)
}

// AccuracyOn is Accuracy on a shape with a distance table (up to 9
// cells). The pdb heuristic is measured when package pdb is in the
// program, and left out otherwise.
func AccuracyOn(ctx context.Context, shape solver.Shape, goal solver.Board) ([]HeuristicAccuracy, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	if err := shape.Check(); err != nil {
		return nil, fmt.Errorf("accuracy: %w", err)
	}
	if !shape.Tabled() {
		return nil, fmt.Errorf("accuracy: needs every board's distance, known only for boards of up to 9 cells, not %v", shape.Norm())
	}
	if !shape.Valid(goal) {
		return nil, fmt.Errorf("accuracy: the goal is not a %v board of tiles 1 to %d and a blank", shape.Norm(), shape.Cells()-1)
	}
	boards, dists, counts, err := everyBoard(ctx, shape, goal)
	if err != nil {
		return nil, err
	}
	var out []HeuristicAccuracy
	for _, h := range solver.Heuristics() {
		est, err := h.Estimator(ctx, shape, goal)
		if errors.Is(err, solver.ErrNoPatterns) {
			continue
		}
		if err != nil {
			return nil, err
		}
		a, err := measure(ctx, h, est, boards, dists, counts)
		if err != nil {
			return nil, err
		}
		out = append(out, a)
	}
	return out, nil
}

// everyBoard lists the boards that reach goal, their distances, and how
// many are at each distance.
func everyBoard(ctx context.Context, shape solver.Shape, goal solver.Board) ([]solver.Board, []uint8, []int, error) {
	t, err := solver.TableFor(ctx, shape, goal)
	if err != nil {
		return nil, nil, nil, err
	}
	counts := t.Counts()
	n := 0
	for _, c := range counts {
		n += c
	}
	boards := make([]solver.Board, 0, n)
	dists := make([]uint8, 0, n)
	t.Boards(func(b solver.Board, d int) bool {
		boards, dists = append(boards, b), append(dists, uint8(d))
		return true
	})
	return boards, dists, counts, nil
}

// Of measures one heuristic, a built-in or an expression
// (solver.ParseHeuristic), as AccuracyOn measures each: what the window
// sets beside the built-ins' figures. Admissible is the heuristic's own
// claim (for an expression, what its terms prove); solver.Heuristic.Judge
// says what holds on the goal's boards.
func Of(ctx context.Context, shape solver.Shape, goal solver.Board, h *solver.Heuristic) (HeuristicAccuracy, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	if err := shape.Check(); err != nil {
		return HeuristicAccuracy{}, fmt.Errorf("accuracy: %w", err)
	}
	if !shape.Tabled() {
		return HeuristicAccuracy{}, fmt.Errorf("accuracy: needs every board's distance, known only for boards of up to 9 cells, not %v", shape.Norm())
	}
	if !shape.Valid(goal) {
		return HeuristicAccuracy{}, fmt.Errorf("accuracy: the goal is not a %v board of tiles 1 to %d and a blank", shape.Norm(), shape.Cells()-1)
	}
	est, err := h.Estimator(ctx, shape, goal)
	if err != nil {
		return HeuristicAccuracy{}, err
	}
	boards, dists, counts, err := everyBoard(ctx, shape, goal)
	if err != nil {
		return HeuristicAccuracy{}, err
	}
	return measure(ctx, h, est, boards, dists, counts)
}

func measure(ctx context.Context, h *solver.Heuristic, est func(solver.Board) float64, boards []solver.Board, dists []uint8, counts []int) (HeuristicAccuracy, error) {
	a := HeuristicAccuracy{Name: h.Name, Title: h.Title, Admissible: h.Admissible(), Bands: make([]Band, len(counts))}
	sums := make([]float64, len(counts))
	for d := range a.Bands {
		a.Bands[d] = Band{Distance: d, Min: math.Inf(1), Max: math.Inf(-1)}
	}
	// h rounded to whole moves; its range is not known before, so the
	// rows grow as they must
	a.Heat = make([][]int, len(counts))
	var total, ratio float64
	exact := 0
	for i, b := range boards {
		if i&4095 == 0 {
			if err := ctx.Err(); err != nil {
				return HeuristicAccuracy{}, err
			}
		}
		v := est(b)
		d := int(dists[i])
		bd := &a.Bands[d]
		bd.Count++
		bd.Min, bd.Max = min(bd.Min, v), max(bd.Max, v)
		sums[d] += v
		total += v
		if d > 0 {
			ratio += v / float64(d)
		}
		switch diff := v - float64(d); {
		case math.Abs(diff) < eps:
			exact++
		case diff > 0:
			a.Over++
		}
		k := int(math.Round(v))
		row := a.Heat[d]
		for len(row) <= k {
			row = append(row, 0)
		}
		row[k]++
		a.Heat[d] = row
	}
	for d := range a.Bands {
		if n := a.Bands[d].Count; n > 0 {
			a.Bands[d].Mean = sums[d] / float64(n)
		}
		a.MaxH = max(a.MaxH, a.Bands[d].Max)
	}
	// every row as wide as the largest h, so the heat map is a rectangle
	width := int(math.Round(a.MaxH)) + 1
	for d, row := range a.Heat {
		a.Heat[d] = append(row, make([]int, width-len(row))...)
	}
	if n := len(boards); n > 0 {
		a.MeanH = total / float64(n)
		a.Exact = float64(exact) / float64(n)
		if n > 1 {
			a.MeanRatio = ratio / float64(n-counts[0])
		}
	}
	return a, nil
}
