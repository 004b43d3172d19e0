// Package pdb holds additive pattern databases for every board size the
// engine solves, for any goal, and a fast optimal solver for the 4x4 (the
// 15-puzzle). Importing it registers Source as the engine's pdb heuristic
// (solver.RegisterPatterns): astar-pdb, greedy-pdb and idastar-pdb then
// build or load the databases of the size and goal on first use.
//
// Most of this comment is about the 4x4's databases and search, in
// Build, Load and Solve, specialised to its 16 cells (the board's
// geometry, solvability and random boards are solver.Shape's). The other
// sizes' (BuildShape, LoadShape) split the tiles in two groups, store an
// entry per placement and blank cell (so that their sum is consistent as
// well as admissible), and use every symmetry of the board that keeps the
// goal's blank in place: see shapes.go.
//
// # The databases
//
// The 15 tiles are split into disjoint patterns, 6-6-3 by default. A
// pattern's database gives, for every placement of its tiles, the fewest
// moves of those tiles that bring them home, found by a breadth-first
// search back from the goal over (placement, blank) in which the blank
// moves through other cells for free. Since each database counts only the
// moves of its own tiles, the sum over the patterns never exceeds the real
// number of moves: it is admissible. The search keeps, per placement, the
// cells the blank has reached, and enters each region of free cells once;
// the table keeps the minimum over the blank's positions. That minimum is
// admissible but not consistent: when the pattern's tiles cut the free
// cells in two, the region the blank is in can be further from the goal
// than the best one, and one move can change a pattern's value by 3
// (about 0.6% of moves). IDA* does not need consistency; it uses pathmax
// to profit from it.
//
// By default there are two 6-6-3 partitions, and the estimate is the
// largest of their sums. By goal cells, for the usual goal (blank last):
// the two 3x2 blocks of the top three rows and the bottom row (tiles 1 2 5
// 6 9 10, 3 4 7 8 11 12, 13 14 15), and the staircase: the six cells
// before the blank, a staircase of six in the top-left corner and the
// three cells left (tiles 10..15, 1 2 3 5 6 9, 4 7 8). Compact groups keep
// tiles that get in each other's way together, which is what a database
// captures beyond the Manhattan distance. Of the splits tried, the blocks
// needed the fewest nodes alone. As their partner the rows (1..6, 7..12,
// 13 14 15) took 42% fewer nodes than the blocks alone; the staircase
// takes 37% fewer again (172,000 -> 109,000 nodes a board on the
// benchmark's boards, with everything below in place), and a third
// partition on top of blocks and rows did less (135,000 or 98,000 nodes
// for the two tried) for half as much build again. For other goals the
// cells are turned by half a turn when the blank is nearer the
// bottom-right corner, and a blank elsewhere than the corner takes the
// place of the corner in its group.
//
// # The reflection
//
// When the goal's blank is on the main diagonal, mirroring a board about
// the diagonal and renaming each tile to the one whose goal cell mirrors
// its own gives a board exactly as far from the goal. Looking that board
// up in the same databases amounts to another partition (the mirrored
// one: for the rows, the columns), and the estimate takes the largest
// sum. Only the blank's cell matters; a partition need not map onto
// itself, and better that it does not: one that did would give the same
// sum twice. Neither default partition is symmetric, so the reflection
// adds information. For other goals only the plain sums count.
//
// # The index
//
// A table is indexed by the tiles' cells directly, Σ cell(tile i) << 4i
// (16^6 entries for six tiles, of which 16!/10! are placements), so that
// moving one tile changes the index by an addition and the search never
// ranks a placement. To make that sparse table small, an entry holds its
// excess over the Manhattan distance of the pattern's tiles, halved (it is
// even), in two bits: 4 MiB for a six-tile pattern, 16 MiB for the four,
// instead of 16 MiB each at a byte. An excess of more than 3 reads as 3,
// which keeps the estimate a lower bound; for the default databases that
// is about one random lookup in a thousand and costs 3% more nodes, less
// than the smaller tables gain (BenchmarkSolve100, nibbles: 106,000 nodes,
// 8.6-8.7 ms a board; two bits: 109,000 nodes, 8.2-8.5 ms; thread CPU).
// Huge pages for the tables (2 MiB-aligned, MADV_HUGEPAGE) made no
// measurable difference on the 2-core KVM machine the figures come from,
// and tables cut to 1 MiB (wrong values, as an experiment) saved only 8%
// of the time a node takes, so the tables are plain slices, and ranked
// (dense) tables, which would cost a rank per lookup, were not pursued.
// The Manhattan distance of the whole board is the same in every view
// (mirroring keeps each tile's), so the search keeps it once and a view's
// sum is that distance plus twice the view's excesses. The cache file
// holds the compact form, one byte per placement in rank order (23 MB for
// the two 6-6-3 partitions).
//
// # The search
//
// Solve is IDA* on one goroutine: the indices and excesses of the patterns
// live in the search state and change only for the pattern of the tile
// that moves, in each view (partition, plain or reflected). A child's
// views are looked up in turn until one puts it over the bound (7% faster
// than making all four lookups first so that their misses overlap). The
// children within the bound are searched in order of estimate, so that the
// last iteration tends to end early (8% fewer nodes than in move order),
// and pathmax passes a child's larger estimate to its parent and back.
//
// Duplicate moves are pruned by an automaton (fsm.go, after Taylor and
// Korf): among the strings of up to 12 moves, a string that does what a
// shorter one, or one earlier in the move order, does is never made. The
// move back to the parent is the shortest such string; the next are the
// blank's one and a half turns round a 2x2 square one way (the other way
// is kept). The 2540 strings make a 7795-state automaton (62 KB). On the
// 100 benchmark boards (two-bit tables, blocks and rows) it takes the
// nodes a board from 272,000 with the move back alone to 229,000 (strings
// of 6 moves), 206,000 (8), 184,000 (10) and 169,000 (12); 13 moves save
// 1% more and 14 moves 5%, but with a 55,000-state automaton that no
// longer fits the cache the search is no faster. The first of the shortest
// solutions in move order holds no forbidden string, so the search still
// finds a shortest solution.
//
// Counters, limits, cancellation and progress follow solver.Result and
// solver.Options, so the engine can register it as another algorithm.
// Generated counts the moves made, the ones the automaton forbids not
// included.
//
// # Every processor
//
// SolveParallel (the registry's idastar-par-pdb) is the same search on
// several goroutines: the same boards expanded, the same counters, path
// and node-limit stops as Solve, whatever the scheduling, so that one
// search has one set of numbers. An iteration is split once the one
// before it expanded 3,000 boards: the caller walks the top of its tree
// to the depth that leaves at least 128 boards per worker within the
// bound (the frontier, in Solve's order; at most 65,536), the workers
// take them from a shared counter and search below each with their own
// stack and counters, the databases shared read-only, and the caller walks
// the top again, adding each frontier board's counters in Solve's order
// until the one below which the goal lies. A worker drops a board once a
// board before it has reached the goal; a subtree in which Solve would
// meet the node limit is searched again by the caller, whose own check
// stops it at the same board. The caller makes the callbacks, watches the
// context and the clock, and holds the workers while Progress runs (a
// blocking callback slows the search, as the window's slow motion needs).
// A search with a log (Trace), one worker, and a browser (one thread) run
// Solve itself.
//
// Korf's 100 with two workers against Solve, side by side in one run
// (BenchmarkKorf100Par, GOMAXPROCS=2), on the 2-core machine of the other
// figures, shared with other builds (load average 6 to 10): the counters
// are equal on every board (the benchmark fails otherwise); the workers
// and the caller expand 2% more boards than counted (144,021 a board
// against 141,155: past the goal's subtree, and the top walked twice), for
// 7% more CPU time (19.2 ms a board against 17.9); the longest line of
// work (the caller's boards, and in each split iteration the busiest
// worker's) is 87,481 boards a board, so two idle processors would take at
// best 1/1.61 of Solve's time (1.3 to 1.8 on the larger boards; the small
// ones, a few thousand boards an iteration, gain nothing and lose up to a
// factor 2 in boards searched past the goal). With the second processor
// busy with other work the wall time was no better (1.05 of Solve's):
// measure it on an idle machine.
//
// # The 7-8
//
// Korf and Felner's 7-8 partition (Partition78: for the usual goal, tiles
// 1..8, the top two rows, and 9..15), looked up plain and mirrored, leads
// idastar-pdb78, an algorithm on request (solver.OnRequest: never among
// every algorithm, not in a browser). Eight tiles are too many to index by
// their cells (16^8 entries), so their tables are indexed by the
// placement's rank (ranked.go): 518,918,400 and 57,657,600 entries at 4
// bits (the excess over the Manhattan distance, halved: none of these
// needs more), 288 MB in memory; ranking the moved tile's pattern is a
// few popcounts beside the cache miss of the lookup. The search is Solve's
// (visitRanked, a copy of visit with the ranked lookup, so that the
// 6-6-3's search pays nothing). buildRanked is a breadth-first search over
// the ranks with the table and a mask of the blank's cells per placement
// as the visited set and bitsets as the frontier, on both cores: 2.0 GB at
// its peak (the process's, the seven-tile pattern's built beside it), 452
// s of CPU for both patterns, 28 minutes of wall time on the 2-core
// machine at a load of 10 to 14 (some 4 minutes idle, by the CPU time);
// the cache file is 577 MB (a byte a placement, as the other 4x4 files),
// read back in 22-33 s at that load.
//
// BenchmarkKorf100Of78 (Korf's 100 on one locked thread, thread CPU time,
// every length the published one), load 9.6 to 12:
//
//	                              nodes a board   ms a board   ratio to the yardstick
//	yardstick (blocks)            2,222,085       76.9
//	idastar-pdb                   141,155         19.0         0.247
//	idastar-pdb78                 14,368          5.93         0.077
//	yardstick (staircase)         1,026,847       38.0
//	idastar-pdb                   141,155         19.7         0.518
//	idastar-pdb78                 14,368          6.21         0.163
//
// Split over two workers (BenchmarkKorf100Par -pdb.par78) the 7-8's
// searches are too small to gain much: the longest line of work bounds
// the speed-up at 1.21.
//
// # The cache
//
// Load keeps the databases in the user's cache directory, under
// eightpuzzle/, one file per goal and partitions, with a header (magic,
// format version, goal, partitions, payload size, CRC-32C). A file that
// does not check out in any way is rebuilt and rewritten through a
// temporary file and a rename.
//
// # Figures
//
// The 15-puzzle, idastar-pdb on one thread (BenchmarkSolve100: 100
// uniformly random solvable boards, seeded), measured with make bench on
// the 2-core virtual machine of the other figures (AMD EPYC, Go 1.26.8,
// linux/amd64) while other builds shared it (load average 2.5 to 6), so
// times are on the slow side:
//
//	what                                            target    measured
//	mean per board                                  ≤ 10 ms   7.63 ms (thread CPU 7.56 ms)
//	median per board                                ≤ 3 ms    2.17 ms; the slowest 98.9 ms
//	nodes                                                     109,240 a board, 14.3 million a second
//	building the databases, cold (BenchmarkBuild)   ≤ 5 s     4.1 s with the other core busy (2.7–3.1 s on a quiet machine)
//	peak memory while building                      ≤ 500 MB  475 MB (the Go heap's peak in the benchmark)
//	memory once built                               ≤ 100 MB  39.9 MB after a build, 16.8 MB of tables after a load
//	loading from the cache (BenchmarkLoad)          ≤ 0.5 s   0.17 s
//
// Korf's 100 instances (BenchmarkKorf100, testdata/korf100.txt; the
// first n with -args -pdb.korf n) are solved side by side in one run,
// each board by a plain IDA* and then by Solve on the same locked thread,
// and the thread CPU time of each is compared. The plain IDA*, the
// yardstick, has one 6-6-3 partition (Korf and Felner's: the blocks), a
// byte an entry indexed by the cells as here, the moved tile's pattern
// looked up again, the move back pruned, and no reflection, automaton,
// ordering or pathmax. Two full runs, load average 4 to 25 (compare the
// ratios, not the times):
//
//	                                  nodes a board   thread CPU a board   ratio to the yardstick
//	yardstick (blocks)                2,222,085       76.3, 76.8 ms
//	idastar-pdb                       141,155         18.6, 18.3 ms        0.24 of the time (0.064 of the nodes)
//	yardstick on the staircase        1,026,847       35.8, 38.6 ms
//	idastar-pdb against it                                                 0.47, 0.52 of the time (0.14 of the nodes)
//	yardstick with the reflection     617,619         35.4 ms
//	idastar-pdb against it                                                 0.50 of the time (0.23 of the nodes)
//
// The last pair (-pdb.yardreflect: the blocks' sum, plain and mirrored,
// the larger taken) is not the yardstick but matches Korf and Felner's
// published 6-6-3 figure for these 100 (about 617,000 nodes): their
// count looks the reflection up, and the databases here are theirs.
//
// Every length is the published one, or the benchmark fails; the 76 that
// take under 150,000 nodes are a test (TestKorf100Quick). The yardstick's
// partition matters: on these boards, plain and alone, the staircase
// needs half the blocks' nodes (the partitions above were chosen on
// random boards with the reflection and the automaton).
//
// What made it fast, each measured on the 100 boards (the sections above
// have the figures): a second partition shaped as a staircase (1 2 3 5 6 9
// / 10–15 / 4 7 8) instead of rows, the mirror images of both looked up too
// (four sums, the largest taken, each read only until one cuts the child
// off); duplicate move sequences of up to 12 moves pruned by a Taylor-Korf
// automaton (272k → 169k nodes with the old partitions); tables of two bits
// a board, the excess over Manhattan distance (16 MiB). Korf's 100
// published instances take their published lengths here (above), and 50 uniformly random boards agree with linear-conflict IDA*
// (go test ./solver/pdb -run TestSolveRandomLong -args -pdb.long). The
// other sizes' figures are in 'eightpuzzle help performance'.
package pdb
