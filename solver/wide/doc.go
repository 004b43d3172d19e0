// Package wide solves boards with a side of 5: the 24-puzzle (5x5) and
// the rectangles 2x5 to 5x4, which the engine's solver.Board, a machine
// word of 4-bit cells, cannot hold (25 tiles need 5 bits each, 125 bits).
//
// The engine keeps its one-word board for every shape up to 4x4, where
// its searches are tuned; this package has a board of its own (Board, a
// byte a cell), its own geometry, parser, heuristics (Manhattan distance
// and linear conflict, the engine's definitions) and searches: IDA*
// (optimal) and a best-first search that is A*, weighted A* (at most w
// times the shortest) or greedy (no bound). It runs the registry's algorithms (solver.Algorithm) that make
// sense on these sizes, asking each its family and heuristic (Runs),
// and reports a solver.Result's counters, guarantee and status, so that a
// caller shows its runs as it shows the engine's. Everything else is
// hopeless here (Hopeless says why).
//
// It also solves the engine's shapes (up to 4x4), which is how the tests
// check it against the engine, an independent implementation.
package wide
