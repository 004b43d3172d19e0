package pdb

import (
	"fmt"
	"slices"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// MaxPatternSize bounds a pattern. Up to six tiles (maxDirectSize) a
// database is indexed directly by the tiles' cells, 16^size entries (16
// Mi at six tiles); seven and eight, by the placement's rank (ranked.go):
// 16!/9! and 16!/8! entries, 58 and 519 million.
const MaxPatternSize = 8

// Partition splits the tiles 1..15 into disjoint patterns. Each pattern
// lists its tiles; the order fixes which nibble of the index a tile's cell
// takes.
type Partition [][]int

// String prints the partition as tile lists: 1 2 3|4 5 6.
func (p Partition) String() string {
	s := ""
	for i, pat := range p {
		if i > 0 {
			s += "|"
		}
		for j, t := range pat {
			if j > 0 {
				s += " "
			}
			s += fmt.Sprint(t)
		}
	}
	return s
}

// Check returns an error naming the problem when p does not cover every
// tile 1..15 exactly once with patterns of 1..MaxPatternSize tiles.
func (p Partition) Check() error {
	if len(p) == 0 || len(p) > cells-1 {
		return fmt.Errorf("partition has %d patterns, want 1..15", len(p))
	}
	var seen uint32
	for i, pat := range p {
		if len(pat) == 0 || len(pat) > MaxPatternSize {
			return fmt.Errorf("pattern %d has %d tiles, want 1..%d", i+1, len(pat), MaxPatternSize)
		}
		for _, t := range pat {
			if t < 1 || t >= cells {
				return fmt.Errorf("pattern %d holds tile %d, not one of 1..15", i+1, t)
			}
			if seen&(1<<t) != 0 {
				return fmt.Errorf("tile %d is in two patterns", t)
			}
			seen |= 1 << t
		}
	}
	if seen != 0xFFFE {
		for t := 1; t < cells; t++ {
			if seen&(1<<t) == 0 {
				return fmt.Errorf("tile %d is in no pattern", t)
			}
		}
	}
	return nil
}

func (p Partition) clone() Partition {
	out := make(Partition, len(p))
	for i, pat := range p {
		out[i] = slices.Clone(pat)
	}
	return out
}

func (p Partition) equal(q Partition) bool {
	return slices.EqualFunc(p, q, func(a, b []int) bool { return slices.Equal(a, b) })
}

// The default partitions, by goal cells, for the blank in cell 0:
//
//	blocks          staircase
//	. 3 3 3         . A A A
//	1 1 2 2         A A A B
//	1 1 2 2         C C B B
//	1 1 2 2         C B B B
//
// The first is two 3x2 blocks of the lower three rows and the rest of the
// top row; the second, the six cells after the blank in reading order, a
// staircase of six in the far corner and the three cells left. Compact
// groups keep tiles that get in each other's way together, which is what
// a database captures beyond the Manhattan distance. The blocks needed
// the fewest nodes alone; as their partner the staircase beats the rows
// (the lower two, the middle two, the top), the earlier choice: on the
// 100 boards of BenchmarkSolve100, 109,000 nodes a board instead of
// 172,000, for the same build (two 6-6-3 partitions). Neither is
// symmetric about the diagonal: the reflected lookup then sums other
// partitions (their mirror images) and the maximum is often larger. A
// partition that mapped onto itself would give the same sum twice.
var cellsBlankFirst = []Partition{
	{{4, 5, 8, 9, 12, 13}, {6, 7, 10, 11, 14, 15}, {1, 2, 3}},
	{{1, 2, 3, 4, 5, 6}, {7, 10, 11, 13, 14, 15}, {8, 9, 12}},
}

// DefaultPartitions returns the two 6-6-3 partitions used for goal: the
// ones above, turned by half a turn when the blank's goal cell is nearer
// the bottom-right corner, and for a blank elsewhere than the corner, the
// cell it takes swapped with the corner. goal must be a valid 4x4 board.
func DefaultPartitions(goal solver.Board) []Partition {
	var out []Partition
	for _, base := range cellsBlankFirst {
		out = append(out, placePartition(goal, base))
	}
	return out
}

// placePartition turns a partition given by goal cells for the blank in
// cell 0 into tiles for goal: by half a turn when the goal's blank is
// nearer the bottom-right corner, and with the blank's cell swapped with
// the corner.
func placePartition(goal solver.Board, base Partition) Partition {
	blank := blankOf(goal)
	corner := 0
	if blank/side+blank%side > side-1 {
		corner = cells - 1 // half a turn: cell c becomes 15-c
	}
	p := make(Partition, len(base))
	for i, pat := range base {
		for _, c := range pat {
			if corner != 0 {
				c = cells - 1 - c
			}
			if c == blank {
				c = corner
			}
			p[i] = append(p[i], at(goal, c))
		}
	}
	return p
}

// cellsBlankFirst78 is Korf and Felner's 7-8 partition, by goal cells for
// the blank in cell 0: the rest of the top two rows, and the bottom two.
//
//	. 1 1 1
//	1 1 1 1
//	2 2 2 2
//	2 2 2 2
//
// Mirrored about the diagonal it is the left and right halves, so the
// reflected lookup adds what the columns know to what the rows know.
var cellsBlankFirst78 = Partition{{1, 2, 3, 4, 5, 6, 7}, {8, 9, 10, 11, 12, 13, 14, 15}}

// Partition78 returns the 7-8 partition used for goal, turned and with
// the blank's cell swapped as DefaultPartitions does. goal must be a valid
// 4x4 board.
func Partition78(goal solver.Board) Partition {
	return placePartition(goal, cellsBlankFirst78)
}
