package solver

import (
	"fmt"
	"slices"
	"strings"
)

// Conventions are the choices a textbook leaves open and every
// implementation makes one way or another: they change which boards a
// search expands and which of several paths it returns, never whether the
// path is shortest for the optimal algorithms. The zero value is this
// package's own choice; other values reproduce the counts of other
// implementations (see 'eightpuzzle help conventions').
type Conventions struct {
	// Ties: which of equal priorities a best-first queue (ucs, greedy,
	// astar) takes first.
	Ties Ties `json:"ties"`
	// GoalTest: when bfs and bidir recognise the goal.
	GoalTest GoalTest `json:"goal_test"`
	// Order: the order in which the blank's moves are tried, in every
	// search but table.
	Order Order `json:"order"`
	// Shuffle, when not 0, replaces Order by one drawn for each board from
	// this seed: the same board always tries its moves in the same order,
	// so a run is reproduced by its seed and IDA*'s iterations agree, but
	// two seeds send DFS and greedy down different lines.
	Shuffle uint64 `json:"shuffle,omitempty"`
}

// shuffled is the move order of board b under c.Shuffle: a hash of the
// board and the seed (splitmix64's finaliser) picks one of the 24.
func (c Conventions) shuffled(b Board) Order {
	z := uint64(b) ^ c.Shuffle*0x9E3779B97F4A7C15
	z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
	z = (z ^ z>>27) * 0x94D049BB133111EB
	z ^= z >> 31
	return Order(z % NumOrders)
}

// stepsAt is the moves of a board with its blank in cell blank, in the
// order the conventions give: sts is the search's table for c.Order.
func (s *search) stepsAt(sts *[MaxCells][]step, b Board, blank int8) []step {
	if s.conv.Shuffle != 0 {
		return movesFor(s.geo, s.conv.shuffled(b)).steps[blank]
	}
	return sts[blank]
}

// Ties names a tie-breaking rule of the best-first queues.
type Ties uint8

const (
	// TiesNewest takes the board queued last, which favours the deeper of
	// equals and so settles ties towards the goal.
	TiesNewest Ties = iota
	// TiesOldest takes the board queued first: a heap of (f, counter)
	// entries, as in the course solvers whose figures
	// 'eightpuzzle help conventions' reproduces.
	TiesOldest
	// TiesBoard takes the smallest board, its tiles read row by row as a
	// number, blank as 0: what aima-python does, whose heap holds
	// (f, Node) pairs and compares Nodes by their state tuples.
	TiesBoard
)

var tiesNames = [...]string{"newest", "oldest", "board"}

// TiesNames lists the values of Ties as typed: newest, oldest, board.
func TiesNames() []string { return append([]string(nil), tiesNames[:]...) }

func (t Ties) String() string {
	if int(t) < len(tiesNames) {
		return tiesNames[t]
	}
	return fmt.Sprintf("Ties(%d)", int(t))
}

// ParseTies reads a name of TiesNames.
func ParseTies(s string) (Ties, error) {
	for i, n := range tiesNames {
		if s == n {
			return Ties(i), nil
		}
	}
	return 0, fmt.Errorf("unknown tie rule %q (want %s)", s, strings.Join(tiesNames[:], ", "))
}

func (t Ties) MarshalText() ([]byte, error) { return []byte(t.String()), nil }

func (t *Ties) UnmarshalText(b []byte) (err error) {
	*t, err = ParseTies(string(b))
	return err
}

// GoalTest says when a breadth-first search recognises the goal.
type GoalTest uint8

const (
	// GoalOnGenerate stops as soon as the goal is generated: safe in
	// breadth-first order, and it spares the rest of the last layer.
	GoalOnGenerate GoalTest = iota
	// GoalOnExpand stops when the goal is taken off the queue, as the
	// generic graph search does; the goal is not counted as expanded.
	GoalOnExpand
)

var goalTestNames = [...]string{"generate", "expand"}

// GoalTestNames lists the values of GoalTest as typed: generate, expand.
func GoalTestNames() []string { return append([]string(nil), goalTestNames[:]...) }

func (g GoalTest) String() string {
	if int(g) < len(goalTestNames) {
		return goalTestNames[g]
	}
	return fmt.Sprintf("GoalTest(%d)", int(g))
}

// ParseGoalTest reads a name of GoalTestNames.
func ParseGoalTest(s string) (GoalTest, error) {
	for i, n := range goalTestNames {
		if s == n {
			return GoalTest(i), nil
		}
	}
	return 0, fmt.Errorf("unknown goal test %q (want %s)", s, strings.Join(goalTestNames[:], ", "))
}

func (g GoalTest) MarshalText() ([]byte, error) { return []byte(g.String()), nil }

func (g *GoalTest) UnmarshalText(b []byte) (err error) {
	*g, err = ParseGoalTest(string(b))
	return err
}

// Order is a permutation of the four moves, the order in which a search
// tries them. The zero value is up, down, left, right. It is an index into
// the 24 permutations, in lexicographic order of the moves, so that it
// compares with == and its zero value is the default.
type Order uint8

// NumOrders is the number of orders: 4!.
const NumOrders = 24

var orders = func() (t [NumOrders][4]Move) {
	n := 0
	var perm func(prefix []Move, rest []Move)
	perm = func(prefix, rest []Move) {
		if len(rest) == 0 {
			copy(t[n][:], prefix)
			n++
			return
		}
		for i := range rest {
			others := append(append([]Move(nil), rest[:i]...), rest[i+1:]...)
			perm(append(prefix, rest[i]), others)
		}
	}
	perm(nil, []Move{Up, Down, Left, Right})
	return t
}()

const moveLetters = "UDLR"

// Moves returns the moves in the order's sequence.
func (o Order) Moves() [4]Move { return orders[o%NumOrders] }

// String writes the order as four letters: UDLR.
func (o Order) String() string {
	if o >= NumOrders {
		return fmt.Sprintf("Order(%d)", int(o))
	}
	var s [4]byte
	for i, m := range orders[o] {
		s[i] = moveLetters[m]
	}
	return string(s[:])
}

// ParseOrder reads four letters U, D, L and R, each once, in either case.
func ParseOrder(s string) (Order, error) {
	up := strings.ToUpper(strings.TrimSpace(s))
	var ms [4]Move
	seen := 0
	if len(up) == 4 {
		for i := range 4 {
			k := strings.IndexByte(moveLetters, up[i])
			if k < 0 || seen&(1<<k) != 0 {
				break
			}
			seen |= 1 << k
			ms[i] = Move(k)
		}
	}
	if seen != 0xF {
		return 0, fmt.Errorf("bad move order %q (want the letters U, D, L and R, each once, e.g. UDLR)", s)
	}
	for i, p := range orders {
		if p == ms {
			return Order(i), nil
		}
	}
	panic("unreachable: every permutation is listed")
}

func (o Order) MarshalText() ([]byte, error) { return []byte(o.String()), nil }

func (o *Order) UnmarshalText(b []byte) (err error) {
	*o, err = ParseOrder(string(b))
	return err
}

// Valid reports whether every field holds one of its named values.
func (c Conventions) Valid() error {
	switch {
	case int(c.Ties) >= len(tiesNames):
		return fmt.Errorf("tie rule %d out of range", c.Ties)
	case int(c.GoalTest) >= len(goalTestNames):
		return fmt.Errorf("goal test %d out of range", c.GoalTest)
	case c.Order >= NumOrders:
		return fmt.Errorf("move order %d out of range", c.Order)
	}
	return nil
}

// String writes the conventions as the command-line flags that give them:
// -ties newest -goal-test generate -order UDLR, and -shuffle SEED when set.
func (c Conventions) String() string {
	if c.Shuffle != 0 {
		return fmt.Sprintf("-ties %v -goal-test %v -shuffle %d", c.Ties, c.GoalTest, c.Shuffle)
	}
	return fmt.Sprintf("-ties %v -goal-test %v -order %v", c.Ties, c.GoalTest, c.Order)
}

// moveTable holds a shape's steps and forward (geometry) for one Order.
type moveTable struct {
	steps   [MaxCells][]step
	forward [MaxCells][8][]step
}

// movesFor returns the successor tables of order o on g's shape, built on
// first use and kept in the geometry.
func movesFor(g *geometry, o Order) *moveTable {
	e := &g.moves[o%NumOrders]
	e.once.Do(func() {
		rank := [4]int{}
		for i, m := range o.Moves() {
			rank[m] = i
		}
		byOrder := func(sts []step) []step {
			out := slices.Clone(sts)
			slices.SortStableFunc(out, func(a, b step) int { return rank[a.move] - rank[b.move] })
			return out
		}
		t := new(moveTable)
		for c := range g.cells {
			t.steps[c] = byOrder(g.steps[c])
			for last := range 8 {
				t.forward[c][last] = byOrder(g.forward[c][last])
			}
		}
		e.t = t
	})
	return e.t
}

// TakesTies reports whether Conventions.Ties can change a's search: the
// best-first queues (ucs, greedy, astar).
func (a *Algorithm) TakesTies() bool {
	return a.Frontier == FrontierByG || a.Frontier == FrontierByH || a.Frontier == FrontierByF
}

// TakesGoalTest reports whether Conventions.GoalTest can change a's
// search: the breadth-first ones (bfs, bidir).
func (a *Algorithm) TakesGoalTest() bool {
	return a.Frontier == FrontierQueue || a.Frontier == FrontierLayers
}

// TakesOrder reports whether the move order (Conventions.Order and
// Shuffle) can change a's search: every one but the table's walk.
func (a *Algorithm) TakesOrder() bool { return a.Frontier != FrontierWalk }
