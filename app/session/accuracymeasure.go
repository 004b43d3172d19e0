package session

import (
	"context"
	"math"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/accuracy"
)

// measureOne is one heuristic over the boards of sh, with their true
// distances: solver/accuracy's measure on any size.
//
// TODO(merge): solver/accuracy measures the 3x3 only; once it takes a
// Shape (and leaves out a heuristic that cannot estimate) this copy goes.
func measureOne(ctx context.Context, h *solver.Heuristic, sh solver.Shape, goal solver.Board, boards []solver.Board, dists []uint8, counts []int) (accuracy.HeuristicAccuracy, error) {
	const eps = 1e-9 // a Euclidean estimate is a sum of square roots
	a := accuracy.HeuristicAccuracy{Name: h.Name, Title: h.Title, Admissible: h.Admissible(), Bands: make([]accuracy.Band, len(counts))}
	sums := make([]float64, len(counts))
	for d := range a.Bands {
		a.Bands[d] = accuracy.Band{Distance: d, Min: math.Inf(1), Max: math.Inf(-1)}
	}
	a.Heat = make([][]int, len(counts))
	var total, ratio float64
	exact := 0
	for i, b := range boards {
		if i&4095 == 0 {
			if err := ctx.Err(); err != nil {
				return accuracy.HeuristicAccuracy{}, err
			}
		}
		v, err := h.EstimateOn(sh, b, goal)
		if err != nil {
			return accuracy.HeuristicAccuracy{}, err
		}
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
