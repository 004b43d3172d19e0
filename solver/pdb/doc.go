// Package pdb holds additive pattern databases for the 4x4 sliding-tile
// puzzle (the 15-puzzle) and a fast optimal solver that uses them, for any
// goal: any arrangement of the tiles, the blank in any cell. Boards are
// solver.Board values with 16 nibbles; the package has its own 4x4
// helpers because solver.Board's methods assume 3x3.
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
// 6 9 10, 3 4 7 8 11 12, 13 14 15), and the rows (1..6, 7..12, 13 14 15).
// Compact groups keep tiles that get in each other's way together, which
// is what a database captures beyond the Manhattan distance. Of the splits
// tried, the blocks needed the fewest nodes alone and the rows added the
// most to them: 42% fewer nodes than the blocks alone, for twice the build
// and 20% less time per board (the lookups are what a node costs). For
// other goals the cells are turned by half a turn when the blank is
// nearer the bottom-right corner, and a blank elsewhere than the corner
// takes the place of the corner in its group.
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
// even), in a nibble: 8 MiB for a six-tile pattern instead of 16, the
// Manhattan distance being kept up to date by the search for a table
// lookup per move. The cache file holds the compact form, one byte per
// placement in rank order (23 MB for the two 6-6-3 partitions).
//
// # The search
//
// Solve is IDA* on one goroutine: the indices, values and Manhattan
// distances of the patterns live in the search state and change only for
// the pattern of the tile that moves, in each view (partition, plain or
// reflected); a child's remaining views are skipped once one puts it over
// the bound; the move back to the parent is never made; children are
// searched in order of estimate, so that the last iteration tends to end
// early; and pathmax passes a child's larger estimate to its parent and
// back. Counters, limits, cancellation and progress follow solver.Result
// and solver.Options, so the engine can register it as another algorithm.
//
// # The cache
//
// Load keeps the databases in the user's cache directory, under
// eightpuzzle/, one file per goal and partitions, with a header (magic,
// format version, goal, partitions, payload size, CRC-32C). A file that
// does not check out in any way is rebuilt and rewritten through a
// temporary file and a rename.
package pdb
