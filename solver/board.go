package solver

import (
	"fmt"
	"math/bits"
	"strings"
)

// The 3x3's side and cells: the tables below and the package's fastest
// code are for the 8-puzzle, the default Shape; Shape holds every other.
const (
	side3  = 3
	cells3 = side3 * side3
)

// Board holds one tile per 4-bit nibble, cell i (row-major) in bits 4i..4i+3,
// the blank as 0. A machine word makes copying, hashing and moving a tile
// cheap, and 16 nibbles also fit the 15-puzzle.
type Board uint64

// Move names the direction the blank moves.
type Move uint8

const (
	Up Move = iota
	Down
	Left
	Right
)

var moveNames = [...]string{"up", "down", "left", "right"}

func (m Move) String() string {
	if int(m) < len(moveNames) {
		return moveNames[m]
	}
	return fmt.Sprintf("Move(%d)", int(m))
}

// Inverse is the move that undoes m.
func (m Move) Inverse() Move { return m ^ 1 }

// ParseMove reads a move name as printed by String.
func ParseMove(s string) (Move, error) {
	for i, n := range moveNames {
		if strings.EqualFold(strings.TrimSpace(s), n) {
			return Move(i), nil
		}
	}
	return 0, fmt.Errorf("unknown move %q (want up, down, left or right)", s)
}

// noMove marks the start node, which was reached by no move.
const noMove Move = 255

// step is one way the blank can leave a cell.
type step struct {
	to   int8
	move Move
}

// steps lists, for each blank cell, the moves in the fixed order up, down,
// left, right: every algorithm generates successors in this order, which
// is what makes paths and counters reproducible.
var steps = func() (t [cells3][]step) {
	for c := 0; c < cells3; c++ {
		r, k := c/side3, c%side3
		if r > 0 {
			t[c] = append(t[c], step{int8(c - side3), Up})
		}
		if r < side3-1 {
			t[c] = append(t[c], step{int8(c + side3), Down})
		}
		if k > 0 {
			t[c] = append(t[c], step{int8(c - 1), Left})
		}
		if k < side3-1 {
			t[c] = append(t[c], step{int8(c + 1), Right})
		}
	}
	return t
}()

// forward[cell][last] lists steps[cell] without the move that undoes last,
// the move that brought the blank to cell; forward[cell][noMove&7] is all
// of them. Every search skips the move back; with the list, IDA* knows how
// many children a board has before it makes the first.
var forward = func() (t [cells3][8][]step) {
	for c := range t {
		for last := range t[c] {
			for _, s := range steps[c] {
				if last < 4 && s.move == Move(last).Inverse() {
					continue
				}
				t[c][last] = append(t[c][last], s)
			}
		}
	}
	return t
}()

// The named goals of the 3x3.
const (
	GoalBlankLast  Board = 0x087654321 // 123456780
	GoalBlankFirst Board = 0x876543210 // 012345678
	GoalSpiral     Board = 0x567408321 // 123804765
)

// Preset is a goal with a name people know it by.
type Preset struct {
	Name  string
	Board Board
}

// presets are the 3x3's named goals, the default first: Shape.Presets.
var presets = []Preset{
	{"blank last", GoalBlankLast},
	{"blank first", GoalBlankFirst},
	{"spiral", GoalSpiral},
}

// At returns the tile in cell i (0 for the blank, and for a cell outside
// the board's 16 nibbles).
func (b Board) At(i int) int { return int(b>>(4*uint(i))) & 0xF }

// Blank returns the cell that holds the blank, or -1 if there is none.
func (b Board) Blank() int {
	// The classic zero-byte test on nibbles: subtracting 1 from every cell
	// sets the top bit of the first empty cell (cells below it are nonzero
	// and lend nothing); &^ b keeps only cells whose top bit was clear.
	// Cells past a shape's last are 0 too, but the first zero is the
	// blank's: every cell before it holds a tile.
	const ones, tops = 0x1111111111111111, 0x8888888888888888 // one bit per cell
	z := (uint64(b) - ones) &^ uint64(b) & tops
	if z == 0 {
		return -1
	}
	return bits.TrailingZeros64(z) / 4
}

// Find returns the cell that holds tile t, or -1.
func (b Board) Find(t int) int {
	for i := 0; i < MaxCells; i++ {
		if b.At(i) == t {
			return i
		}
	}
	return -1
}

// FromTiles builds a board from tiles in row-major order, 0 for the blank.
// It does not validate: use ParseBoard or Shape.Valid for input from
// people. Each tile keeps its low 4 bits, and tiles past the 16th are
// dropped.
func FromTiles(tiles []int) Board {
	var b Board
	for i, t := range tiles {
		b |= Board(t&0xF) << (4 * uint(i))
	}
	return b
}

// String writes the first nine cells as digits, blank as 0: a 3x3 board
// as the command line and JSON write it. Shape.Format writes every shape.
func (b Board) String() string {
	var s [cells3]byte
	for i := range s {
		s[i] = byte('0' + b.At(i))
	}
	return string(s[:])
}

// Rows writes a 3x3 board as "123/456/780", easier to read at a glance;
// Shape.RowsText writes every shape.
func (b Board) Rows() string {
	s := b.String()
	return s[0:3] + "/" + s[3:6] + "/" + s[6:9]
}

// Grid writes a 3x3 board as three lines with _ for the blank; Shape.Grid
// writes every shape.
func (b Board) Grid() string {
	var sb strings.Builder
	for r := 0; r < side3; r++ {
		for c := 0; c < side3; c++ {
			if c > 0 {
				sb.WriteByte(' ')
			}
			if t := b.At(r*side3 + c); t == 0 {
				sb.WriteByte('_')
			} else {
				sb.WriteByte(byte('0' + t))
			}
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

// slide moves the tile in cell from into the blank at cell to.
func (b Board) slide(blank, from int) Board {
	t := (b >> (4 * uint(from))) & 0xF
	return b - t<<(4*uint(from)) + t<<(4*uint(blank))
}

// Successor is a board one move away.
type Successor struct {
	Move  Move
	Board Board
}

// swap exchanges two cells, both within the 16 nibbles.
func (b Board) swap(i, j int) Board {
	ti, tj := Board(b.At(i)), Board(b.At(j))
	b &^= 0xF<<(4*uint(i)) | 0xF<<(4*uint(j))
	return b | ti<<(4*uint(j)) | tj<<(4*uint(i))
}

// parity is the parity of the number of inversions among the tiles,
// ignoring the blank.
func (b Board) parity() int {
	inv := 0
	var seen uint16
	for i := 0; i < cells3; i++ {
		t := b.At(i)
		if t == 0 {
			continue
		}
		// tiles already seen that are larger than t form an inversion with it
		inv += bits.OnesCount16(seen >> t)
		seen |= 1 << t
	}
	return inv & 1
}

var factorial = [...]uint32{1, 1, 2, 6, 24, 120, 720, 5040, 40320, 362880}

// NumRanks is the number of permutations of the nine cells: the size of the
// arrays indexed by Rank.
const NumRanks = 362880

// Rank maps a 3x3 board to a unique number below NumRanks (its Lehmer
// code), so that closed sets and tables are plain arrays instead of hash
// maps; the other shapes of up to 9 cells are ranked as 3x3 boards padded
// with the missing tiles. It is on every search's hot path, so it does not
// validate: the rank of a board that is not a 3x3 board is meaningless and
// may be NumRanks or more.
//
// Every search ranks each board it generates, so the loop over the cells is
// unrolled and the count of smaller tiles already used is a table lookup:
// about twice as fast as a loop with a population count.
func (b Board) Rank() uint32 {
	t0 := uint(b) & 0xF
	t1 := uint(b>>4) & 0xF
	t2 := uint(b>>8) & 0xF
	t3 := uint(b>>12) & 0xF
	t4 := uint(b>>16) & 0xF
	t5 := uint(b>>20) & 0xF
	t6 := uint(b>>24) & 0xF
	t7 := uint(b>>28) & 0xF
	// the last cell's digit is always 0
	s := uint(1) << t0
	r := 40320 * uint32(t0)
	r += 5040 * uint32(unusedBelow[s&0x1FF][t1])
	s |= 1 << t1
	r += 720 * uint32(unusedBelow[s&0x1FF][t2])
	s |= 1 << t2
	r += 120 * uint32(unusedBelow[s&0x1FF][t3])
	s |= 1 << t3
	r += 24 * uint32(unusedBelow[s&0x1FF][t4])
	s |= 1 << t4
	r += 6 * uint32(unusedBelow[s&0x1FF][t5])
	s |= 1 << t5
	r += 2 * uint32(unusedBelow[s&0x1FF][t6])
	s |= 1 << t6
	r += uint32(unusedBelow[s&0x1FF][t7])
	return r
}

// unusedBelow[used][t] is the number of tiles smaller than t that are not in
// the set used (a bit per tile): one Lehmer digit. 8 KB, it stays in cache.
var unusedBelow = func() (tb [1 << cells3][16]uint8) {
	for used := range tb {
		for t := range tb[used] {
			tb[used][t] = uint8(t - bits.OnesCount16(uint16(used)&(1<<t-1)))
		}
	}
	return tb
}()

// Unrank is the inverse of Rank; 0 (not a board) for r >= NumRanks.
func Unrank(r uint32) Board {
	if r >= NumRanks {
		return 0
	}
	var b Board
	free := uint16(1<<cells3 - 1)
	for i := 0; i < cells3; i++ {
		f := factorial[cells3-1-i]
		k := r / f
		r %= f
		// the k-th unused tile
		m := free
		for ; k > 0; k-- {
			m &= m - 1
		}
		t := bits.TrailingZeros16(m)
		free &^= 1 << t
		b |= Board(t) << (4 * uint(i))
	}
	return b
}
