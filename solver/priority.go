package solver

// Priority is what a search orders the boards waiting to be expanded by,
// as a view labels it: A* by f = g + h (g + w·h weighted), greedy by h
// alone, uniform-cost by g, breadth-first by depth. Derived from the
// registry's Frontier, so that a view never reads a name to label it.
type Priority uint8

const (
	// PriorityNone: no number orders the boards (dfs's stack, the table's
	// walk down the distances).
	PriorityNone Priority = iota
	// PriorityDepth: moves from the start, first in first out (bfs,
	// bidir from each end) or within a depth limit (dls, ids).
	PriorityDepth
	// PriorityG: the fewest moves so far first (ucs).
	PriorityG
	// PriorityH: the lowest estimate first (greedy).
	PriorityH
	// PriorityF: the lowest f = g + w·h first (astar), or within a bound
	// on it (idastar).
	PriorityF
)

// Priority is what a orders its frontier by.
func (a *Algorithm) Priority() Priority {
	switch a.Frontier {
	case FrontierQueue, FrontierLayers:
		return PriorityDepth
	case FrontierByG:
		return PriorityG
	case FrontierByH:
		return PriorityH
	case FrontierByF:
		return PriorityF
	case FrontierPath:
		if a.Heuristic != nil {
			return PriorityF
		}
		return PriorityDepth
	}
	return PriorityNone
}

// Symbol is the priority's letter beside a number: f, h, g, depth; ""
// for none.
func (p Priority) Symbol() string {
	return [...]string{"", "depth", "g", "h", "f"}[p%5]
}

// Formula writes the priority for a search under weight w (as a Result
// reports it, 0 or 1 for none): "f = g + h", "f = g + 3·h", "h", "g",
// "depth"; "" for none.
func (p Priority) Formula(w float64) string {
	if p != PriorityF {
		return p.Symbol()
	}
	if w > 1 {
		return "f = g + " + WeightText(w) + "·h"
	}
	return "f = g + h"
}

// Of is the priority of a board at depth g with estimate h and measure f
// (Event.F and searchlog's F: g + w·h), in moves; 0 for none.
func (p Priority) Of(g int, h, f float64) float64 {
	switch p {
	case PriorityDepth, PriorityG:
		return float64(g)
	case PriorityH:
		return h
	case PriorityF:
		return f
	}
	return 0
}
