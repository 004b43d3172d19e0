// Package solver is the sliding-tile puzzle engine: boards of every size
// from 2x2 to 4x4 (the 8-puzzle, 3x3, first), heuristics and every classic
// search algorithm, with counters, progress reports and cancellation. It
// imports nothing from the UI so that tests, benchmarks, the command line and
// the desktop app all drive the same code.
//
// # The registry
//
// Algorithms lists every algorithm and AlgorithmByName finds one; each
// Algorithm says what it needs and guarantees (its Group, Family,
// Heuristic, DepthLimit, Weighted, NeedsTable, Frontier, Optimal, Hopeless
// for a size), so that the window's picker and the command line both read
// the registry and ask it rather than compare names: no algorithm or
// heuristic name appears in a condition outside the registry. A Family is
// typed (FamilyAStar...): String is its command-line name, Title the
// window's, Members its algorithms and Algorithm(h) the member with
// heuristic h. Names are the same in the window's picker and on the command
// line (eightpuzzle algorithms lists them with their descriptions).
// FamilyMembers finds a family's algorithms by its name (astar: every A*
// search); Heuristics lists the heuristics, each with its Strength.
//
// Every algorithm checks solvability first (by inversion parity: a pair of
// boards of different parity is answered at once, never searched), works
// for any goal, runs under a context.Context (cancel returns at once with
// status Cancelled), takes optional node and time limits and a memory cap
// (status Limit), and can stream progress to a callback at a rate the
// caller sets (Options). The counters are the same for every algorithm:
// see Result.
//
// # The algorithms on the hardest board
//
// Counters and costs below are for the 31-move board 867254301 to
// 123456780 (the same every run, with the default conventions); times are
// from make bench (BenchmarkHardest) on the machine described under
// Performance in 'eightpuzzle help performance' (a 2-core AMD EPYC virtual
// machine, Go 1.26.8). What each does is its Description.
//
//	name                     optimal  cost    expanded  generated  max frontier  time
//	bfs                      yes        31     181,347    302,217        25,134  11 ms
//	dfs                      no     40,757      44,185     78,615        29,648  3.91 ms
//	dls                      no         31     217,021    376,795            29  8.95 ms
//	ids                      yes        31   3,783,437  6,391,303            29  150 ms
//	ucs                      yes        31     181,438    302,399        25,486  17.8 ms
//	bidir                    yes        31      12,452     22,168         7,768  822 µs
//	greedy-misplaced         no        175       1,152      1,985           726  50.6 µs
//	greedy-misplaced-blank   no        239       1,457      2,516           926  118 µs¹
//	greedy-rowcol            no         53          60        103            44  3.39 µs
//	greedy-euclidean         no         45          69        114            44  5.66 µs¹
//	greedy-manhattan         no         69         100        168            69  5.1 µs
//	greedy-linear-conflict   no         43          63        111            49  4.04 µs
//	astar-misplaced          yes        31     124,268    209,361        24,890  12.9 ms
//	astar-misplaced-blank    yes        31     128,885    215,374        23,919  21.2 ms¹
//	astar-rowcol             yes        31      47,905     80,781        18,589  4.27 ms
//	astar-euclidean          yes        31      38,577     63,962        15,695  14.1 ms¹
//	astar-manhattan          yes        31       6,896     11,224         3,339  329 µs
//	astar-linear-conflict    yes        31       4,633      7,580         2,371  212 µs
//	idastar-misplaced        yes        31   2,702,739  4,649,557            24  38.2 ms
//	idastar-misplaced-blank  yes        31   2,897,186  4,844,004            24  66.5 ms¹
//	idastar-rowcol           yes        31     353,134    599,267            23  6.37 ms
//	idastar-euclidean        yes        31   4,110,511  6,744,726            22  89.8 ms¹
//	idastar-manhattan        yes        31      14,195     22,817            22  158 µs
//	idastar-linear-conflict  yes        31       7,593     12,240            22  114 µs
//	table                    yes        31          31         40             1  872 ns
//
// ¹ Measured after the exact Euclidean distance and misplaced-blank came, on
// the same machine but while it was shared (load average about 6 on 2
// cores), so slower than the other rows: in the same runs astar-manhattan
// took 593 µs and the previous astar-euclidean 4.25 ms. The exact Euclidean
// A* expands fewer boards but runs on a binary heap, as its priorities are
// too fine for the buckets. These rows and the Performance figures want a
// run on an idle machine.
//
// misplaced-blank counts the blank among the misplaced tiles, as
// aima-python does; it can overestimate by one move, and its A* and IDA*
// are optimal all the same ('eightpuzzle help conventions' says why).
//
// # Conventions
//
// Options.Conventions (Ties, GoalTest, Order, Shuffle) choose what
// textbooks leave open: which of equal priorities a best-first queue takes,
// when bfs and bidir test for the goal, the order the blank's moves are
// tried. By default the goal test is made when a board leaves the frontier,
// except in bfs and bidir, which test a board when it is generated;
// successors are generated in the order up, down, left, right; and ties in
// the best-first queues go to the newest board. With the same conventions
// the same input gives the same path and counters every time, and every
// Result carries the conventions it ran under. The table of conventions and
// the figures of aima-python and course reports they reproduce
// (TestAimaPython, testdata/aima-python.txt) are in
// 'eightpuzzle help conventions'.
//
// # Sizes
//
// Every board from 2x2 to 4x4, square or not, is a puzzle of its own
// (Shape): 2x2, 2x3, 3x2, 2x4, 4x2, 3x3, 3x4, 4x3 and 4x4. The goal presets
// (blank last, blank first, spiral) exist for every size, and solvability
// is decided for any goal: by the parity of the inversions on an odd width,
// and of the inversions plus the blank's row on an even one (a vertical
// move carries a tile past an odd number of others there).
//
// The exact table (algorithm table, hints, random boards at a chosen
// distance, the true distance in comparisons, the state-space map and the
// Heuristics tab) exists where the whole space fits in a fraction of a
// second: up to 9 cells (3x3 and smaller, 2x4 and 4x2, at most 181,440
// boards a goal). Boards of up to 9 cells are kept in arrays indexed by
// rank (a smaller board is ranked as the 3x3 board with tile i in each
// missing cell i); the bigger ones in hash tables made for the search.
//
// Every algorithm runs on every size. On 3x4, 4x3 and 4x4 the searches that
// keep every board they reach (BFS, UCS, bidirectional, DFS, A* and greedy
// with a weak estimate, and the depth memo of DLS and IDS) stop at a memory
// cap (Options.MaxMemory, 1 GiB by default), status Limit, with the counters
// so far; Algorithm.Hopeless says which cannot be expected to finish on a
// typical board of a size, and why. How the cap is counted, and what it
// bounds, is in 'eightpuzzle help limits'.
//
// Pattern databases (heuristic pdb; algorithms astar-pdb, idastar-pdb,
// greedy-pdb) are provided by package solver/pdb, which registers itself
// when imported (RegisterPatterns): disjoint additive pattern databases for
// every size and goal, built on first use, with the build's progress in the
// window's status line (Solve, Compare, Race and Explore; Esc stops it) and
// on stderr (solve, trace, compare), reported through Options.Prepare. A
// build does not count against a time limit, and a comparison or race
// builds first and then starts its clocks (a single solve's time includes
// it). Each group of tiles has a table of the
// fewest moves of its own tiles that bring them home (found by a
// breadth-first search back from the goal in which the blank moves freely
// through the other cells), and the estimate is the sum over the groups;
// the board's mirror image is looked up too where the goal allows it, and
// the larger sum taken. The 4x4's are two 6-6-3 partitions, each looked up
// plain and reflected about the diagonal, stored as the halved excess over
// Manhattan distance in 2 bits (16 MiB for the four tables); the other
// sizes' split the tiles in two (3x4: the left half and the right half).
// Databases from 3x4 up are cached on disk in the user's cache directory
// (eightpuzzle/ under os.UserCacheDir), with a version, the size, goal and
// partition, and a CRC-32C: a damaged, stale or truncated file is rebuilt,
// never trusted. idastar-pdb on 4x4 runs the database's own IDA*
// (incremental lookups, children in order of estimate, pathmax, and
// duplicate move sequences pruned by a Taylor-Korf automaton), and writes
// its own search log when one is asked for, so that a traced run is the
// same search; under another move order it runs the engine's general loop,
// which the tests check finds paths as short. The 15-puzzle's figures are
// in package pdb's documentation.
//
// # The search log
//
// Options.Trace receives every expansion and every successor as an Event,
// in the order the search makes them, as many Expand events as Result's
// Expanded and Generate events as Generated. Package solver/searchlog
// records them as a tree that every view of the window reads (explorer,
// tree, map, race), and 'eightpuzzle trace' prints them as JSON lines
// ('eightpuzzle help json' has the format).
//
// # How it is checked
//
// For every shape of up to 9 cells and all three goal presets, every
// arrangement of the tiles against the tests' own breadth-first model
// (solvability, the table's distance and hint, random draws); every
// algorithm on every board of 2x2, 2x3 and 3x2 and a sample (with the
// farthest boards) of 2x4 and 4x2, for two goals, optimal ones against the
// true distance; on 3x4, 4x3 and 4x4 the optimal algorithms against each
// other; the heuristics' per-move update against full evaluation along
// walks on every shape, linear conflict against a brute-force count; the
// pattern databases against the true distance on every board up to 9 cells
// (admissible and consistent there), additivity on every shape, and on 4x4
// against linear-conflict IDA* on 50 random boards
// (go test ./solver/pdb -pdb.long, 30 minutes).
//
// # Performance
//
// Why it is fast: a board is one uint64, moves are table lookups, closed
// sets are arrays indexed by the board's permutation rank (or a small
// stamped hash table for short searches), the big arrays are reused between
// searches, the heuristics are updated per move instead of recomputed, the
// priority queues are buckets, and IDA* prunes children before recursing.
// The 3x3 has the fastest code behind the same Shape API: under the default
// conventions its A*, greedy, UCS and IDA* run copies of the general loops
// specialised to its tables (about 10% fewer instructions, 4 to 5% less
// time), checked expansion by expansion against the general loops.
// The measured figures, each with how and where it was taken, are in
// 'eightpuzzle help performance' (make bench runs the benchmarks).
package solver
