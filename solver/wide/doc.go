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
//
// # Pattern databases
//
// idastar-pdb (and idastar-pdb78, which is idastar-pdb on these sizes;
// idastar-par-pdb is not run here, as it would be the same search on one
// processor under another name) runs IDA* led by additive pattern databases
// (patterns.go): on 5x5 two partitions of 5-5-5-5-4 compact blocks, each
// looked up plain and, when the goal's blank is on the main diagonal
// (blank first, blank last), reflected about it, the largest of the four
// sums taken; a view at a time, until one puts a child over the bound. On
// the other side-5 shapes one partition, the tiles five at a time by goal
// cell. A table holds a byte per placement of its tiles, by rank (25!/20!
// = 6,375,600 for five tiles): 51.6 MB for the 5x5's ten tables.
//
// They are made once per shape and goal, the first time a search needs
// them (Options.Prepare reports the build, Result.Prepared says it was
// built or loaded and how long it took, outside Elapsed), by a
// breadth-first search over (placement, blank region) on every processor,
// cancellable; kept in memory for the next search and on disk in the
// folder of solver/pdb's files (LoadPatterns: a header, a CRC-32C; a
// damaged file is rebuilt). A memory cap below what the build takes
// (PatternBytes: 188 MB on 5x5) refuses the search before it starts, with
// the need. In a browser it runs only where the build takes seconds (up
// to 4x5): the page has one thread and nothing to cache them in.
//
// Measured on the 2-core machine shared with other builds (load 8 to 10):
// the 5x5's build takes 20 s of processor time (41-49 s of wall time at
// that load), 183 MB resident at its peak in solve; the cache file is
// 51,612,112 bytes, read back in under a second.
//
// BenchmarkFiveByFiveOptimal (10 scrambles a length, blank last, a limit
// of a minute a board; load 5 to 9), per board:
//
//	scramble   optimum   IDA* + linear conflict            idastar-pdb
//	40 moves   32.6      3,634 boards, 0.25 ms             252 boards, 0.39 ms
//	50 moves   39.8      76,762 boards, 9.6 ms             4,659 boards, 0.84 ms
//	60 moves   47.0      231,411 boards, 18.9 ms           9,484 boards, 1.9 ms
//	70 moves   50.8      3,675,678 boards, 502 ms          74,140 boards, 25.8 ms (slowest 0.11 s)
//	100 moves  57-59     8 of 10 within the minute         9 of 10 within the minute
//	                     (15.5 s mean, limits included)    (11.0 s mean, limits included)
//	random     ~100      -                                 none of 5 within the minute
//
// A board costs idastar-pdb four lookups at most where linear conflict
// costs a few table reads, so it expands fewer boards a second (some 3 to
// 7 million against 8); it pays from optima of about 40 moves.
package wide
