package pdb

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"sync"
)

// Duplicate pruning. Two different strings of moves can take a board to
// the same board: a move and its reverse (the empty string), or going
// round a 2x2 square one and a half times one way and the other (two
// strings of six moves). IDA* keeps no record of the boards it saw, so
// without pruning it searches the subtree below such a board once per
// string that reaches it within the bound. Following Taylor and Korf
// ("Pruning duplicate nodes in depth-first search", AAAI 1993),
// forbiddenStrings finds the pairs among the strings of up to fsmDepth
// moves and forbids the later of each pair; the search follows its path's
// moves through an automaton that recognises the forbidden strings and
// does not make a move that completes one.
//
// Why it is sound: a string is forbidden only when another one has the
// same effect (the same cells end up holding the same tiles, the blank in
// the same cell), is shorter, or as long and earlier in the move order
// (up, down, left, right), and is legal wherever the forbidden one is (its
// blank stays inside the rectangle the forbidden one's blank covers, so it
// cannot leave a board the other stays on; up to 12 moves that condition
// never turns a pair down). Among the shortest solutions, the first in
// that order then holds no forbidden string: replacing one would give a
// shorter or an earlier solution. The search never prunes it: in each
// iteration its boards are searched, or one of them gives the next bound,
// which so never passes the solution's cost, and the last iteration finds
// it or another as short.
//
// The effect of a string does not depend on where on the board it is made,
// so one automaton serves every cell of the blank and, as a string of a
// 4x4 board is also one of a larger grid, every board size.

// fsmDepth is the longest string compared. Longer strings find more
// pairs, with fewer nodes but a larger automaton; see the figures in
// doc.go. The strings are listed in fsm_table.go (finding them takes over
// a second), which TestFSMTable checks against forbiddenStrings and
// -pdb.genfsm rewrites.
const fsmDepth = 12

// fsmDead is the automaton's state for a string that holds a forbidden
// one; the search never enters it.
const fsmDead = 0

// fsmStart is the state of the empty string.
const fsmStart = 1

// moveDelta is each move's step of the blank in (row, column), in the
// engine's order: up, down, left, right.
var moveDelta = [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}}

// automaton is a deterministic automaton over the moves 0..3 (up, down,
// left, right): next[s][m] is the state after move m in state s, fsmDead
// when the string then ends with a forbidden string.
type automaton struct {
	next  [][4]uint16
	allow []uint8 // per state, bit m set when move m does not lead to fsmDead
}

var (
	fsmOnce sync.Once
	fsmAuto *automaton
)

// duplicateFSM returns the automaton of the strings in fsm_table.go,
// built once (in some 20 ms; newDB builds it, so that no search waits).
func duplicateFSM() *automaton {
	fsmOnce.Do(func() {
		var err error
		if fsmAuto, err = buildFSM(parseMoves(forbiddenTable)); err != nil {
			// cannot happen (TestFSMTable builds it): forbid only the
			// moves back, which is always sound
			fsmAuto, _ = buildFSM(parseMoves("UD DU LR RL"))
		}
	})
	return fsmAuto
}

// moveLetters name the moves in fsm_table.go.
const moveLetters = "UDLR"

// formatMoves writes strings of moves as words of letters U D L R, one
// word per string, separated by spaces.
func formatMoves(list [][]uint8) string {
	var out []byte
	for i, s := range list {
		switch {
		case i > 0 && i%8 == 0:
			out = append(out, '\n')
		case i > 0:
			out = append(out, ' ')
		}
		for _, m := range s {
			out = append(out, moveLetters[m])
		}
	}
	return string(out)
}

// parseMoves reads what formatMoves writes.
func parseMoves(text string) [][]uint8 {
	var list [][]uint8
	var cur []uint8
	for i := 0; i <= len(text); i++ {
		if i == len(text) || text[i] == ' ' || text[i] == '\n' {
			if len(cur) > 0 {
				list = append(list, cur)
				cur = nil
			}
			continue
		}
		cur = append(cur, uint8(strings.IndexByte(moveLetters, text[i])))
	}
	return list
}

// effect is what a string does to a board, relative to the blank's
// starting cell on an unbounded grid: the blank's end cell and, for every
// cell whose tile changed, the cell the tile came from. It is a map key.
type effect string

// grid is an unbounded board wide enough for strings of up to depth moves:
// cell (r, c) is at index (r+depth)*width + c+depth and holds the index of
// the cell its tile started in.
type grid struct {
	depth, width int
	tile         []int32
}

func newGrid(depth int) *grid {
	w := 2*depth + 1
	g := &grid{depth: depth, width: w, tile: make([]int32, w*w)}
	for i := range g.tile {
		g.tile[i] = int32(i)
	}
	return g
}

// apply makes the moves of s from the centre and returns their effect and
// the bounding box of the blank's cells (rows and columns relative to the
// start); it leaves the grid as it found it.
func (g *grid) apply(s []uint8) (e effect, box [4]int) {
	r, c := 0, 0
	at := func(r, c int) int { return (r+g.depth)*g.width + c + g.depth }
	for _, m := range s {
		nr, nc := r+moveDelta[m][0], c+moveDelta[m][1]
		// the tile in (nr, nc) slides into the blank's cell
		g.tile[at(r, c)], g.tile[at(nr, nc)] = g.tile[at(nr, nc)], g.tile[at(r, c)]
		r, c = nr, nc
		box = [4]int{min(box[0], r), max(box[1], r), min(box[2], c), max(box[3], c)}
	}
	// the changed cells lie in the box; list them in index order
	key := []byte{byte(r + g.depth), byte(c + g.depth)}
	for rr := box[0]; rr <= box[1]; rr++ {
		for cc := box[2]; cc <= box[3]; cc++ {
			if i := at(rr, cc); g.tile[i] != int32(i) {
				t := g.tile[i]
				key = append(key, byte(i), byte(i>>8), byte(t), byte(t>>8))
			}
		}
	}
	// undo, last move first
	for i := len(s) - 1; i >= 0; i-- {
		m := s[i]
		pr, pc := r-moveDelta[m][0], c-moveDelta[m][1]
		g.tile[at(r, c)], g.tile[at(pr, pc)] = g.tile[at(pr, pc)], g.tile[at(r, c)]
		r, c = pr, pc
	}
	return effect(key), box
}

// within reports whether box a lies inside box b.
func within(a, b [4]int) bool {
	return a[0] >= b[0] && a[1] <= b[1] && a[2] >= b[2] && a[3] <= b[3]
}

// mix hashes a cell's content for grid's Zobrist-like hash.
func mix(cell, tile int32) uint64 {
	z := uint64(cell)<<32 | uint64(uint32(tile))
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// forbiddenStrings lists the strings of up to depth moves that the search
// need not make (see the package's notes above). It goes by length, and
// within a length in move order, so that the first string found with an
// effect is the shortest and first in order; it makes only strings that
// hold no forbidden string, depth-first from the automaton of the shorter
// ones, with the grid and a hash of it kept up to date move by move. A
// hash match is checked against the effects in full.
func forbiddenStrings(depth int) [][]uint8 {
	g, check := newGrid(depth), newGrid(depth)
	type kept struct {
		s   []uint8
		box [4]int
	}
	seen := map[uint64][]kept{}
	var h uint64 // the hash of g, as a sum of mix over the changed cells
	seen[h] = []kept{{}}
	var forbidden [][]uint8
	path := make([]uint8, 0, depth)
	at := func(r, c int) int32 { return int32((r+g.depth)*g.width + c + g.depth) }
	for d := 1; d <= depth; d++ {
		auto, err := buildFSM(forbidden)
		if err != nil {
			return forbidden // the strings so far: sound, if fewer
		}
		var rec func(state uint16, r, c int, box [4]int)
		rec = func(state uint16, r, c int, box [4]int) {
			if len(path) == d {
				var e effect
				for _, k := range seen[h] {
					if !within(k.box, box) {
						continue
					}
					if e == "" {
						e, _ = check.apply(path)
					}
					if ke, _ := check.apply(k.s); ke == e {
						forbidden = append(forbidden, slices.Clone(path))
						return
					}
				}
				seen[h] = append(seen[h], kept{slices.Clone(path), box})
				return
			}
			for m := uint8(0); m < 4; m++ {
				ns := auto.next[state][m]
				if ns == fsmDead {
					continue
				}
				nr, nc := r+moveDelta[m][0], c+moveDelta[m][1]
				a, b := at(r, c), at(nr, nc)
				ta, tb := g.tile[a], g.tile[b]
				step := mix(a, ta) ^ mix(b, tb) ^ mix(a, tb) ^ mix(b, ta)
				g.tile[a], g.tile[b] = tb, ta
				h ^= step
				path = append(path, m)
				rec(ns, nr, nc, [4]int{min(box[0], nr), max(box[1], nr), min(box[2], nc), max(box[3], nc)})
				path = path[:len(path)-1]
				h ^= step
				g.tile[a], g.tile[b] = ta, tb
			}
		}
		rec(fsmStart, 0, 0, [4]int{})
	}
	return forbidden
}

// buildFSM builds the Aho-Corasick automaton of the forbidden strings,
// with every transition filled in, the states where a forbidden string
// ends merged into fsmDead, and equivalent states merged. It is built with
// 32-bit states (the trie of the strings of up to 14 moves has 85,000)
// and fails when the result does not fit 16 bits.
func buildFSM(forbidden [][]uint8) (*automaton, error) {
	// the trie: state 0 is the dead state, 1 the root
	trie := [][4]int32{{}, {}}
	end := []bool{true, false}
	for i, s := range forbidden {
		if i%fsmPauseEvery == 0 {
			pageTurn()
		}
		st := int32(fsmStart)
		for _, m := range s {
			if trie[st][m] == 0 {
				trie = append(trie, [4]int32{})
				end = append(end, false)
				trie[st][m] = int32(len(trie) - 1)
			}
			st = trie[st][m]
		}
		end[st] = true
	}
	// breadth-first: failure links and the missing transitions
	fail := make([]int32, len(trie))
	next := make([][4]int32, len(trie))
	queue := []int32{fsmStart}
	fail[fsmStart] = fsmStart
	for done := 0; len(queue) > 0; done++ {
		if done%fsmPauseEvery == 0 {
			pageTurn()
		}
		st := queue[0]
		queue = queue[1:]
		for m := 0; m < 4; m++ {
			child := trie[st][m]
			if child != 0 {
				if st == fsmStart {
					fail[child] = fsmStart
				} else {
					fail[child] = next[fail[st]][m]
				}
				// a state that ends with a forbidden string is dead
				end[child] = end[child] || end[fail[child]]
				next[st][m] = child
				queue = append(queue, child)
			} else if st == fsmStart {
				next[st][m] = fsmStart
			} else {
				next[st][m] = next[fail[st]][m]
			}
		}
	}
	// send every transition into a dead state to fsmDead
	for st := range next {
		for m := range next[st] {
			if end[next[st][m]] {
				next[st][m] = fsmDead
			}
		}
	}
	min := minimize(next)
	if len(min) > math.MaxUint16+1 {
		return nil, fmt.Errorf("duplicate automaton of %d states, more than its 16-bit states hold", len(min))
	}
	a := &automaton{next: make([][4]uint16, len(min)), allow: make([]uint8, len(min))}
	for st := range min {
		for m, to := range min[st] {
			a.next[st][m] = uint16(to)
			if to != fsmDead {
				a.allow[st] |= 1 << m
			}
		}
	}
	return a, nil
}

// fsmPauseEvery is how many strings or states buildFSM and minimize
// handle between two page turns (pageTurn): the automaton is built at the
// first 4x4 pattern database search, 70 to 290 ms in one piece in a
// browser's page, which it held meanwhile (issue 21, item 14); a few
// thousand states are a millisecond or two there.
const fsmPauseEvery = 4096

// minimize merges the automaton's equivalent states (Moore's partition
// refinement): the Aho-Corasick automaton has a state per prefix of a
// forbidden string, most of which behave alike. Fewer states keep the
// table the search reads small. fsmDead stays 0 and fsmStart 1.
func minimize(next [][4]int32) [][4]int32 {
	n := len(next)
	class := make([]int32, n)
	for s := range class {
		if s != fsmDead {
			class[s] = 1
		}
	}
	classes := 2
	for {
		// a state's signature: its class and its successors' classes
		type sig [5]int32
		ids := map[sig]int32{}
		nc := make([]int32, n)
		// the dead state and the start keep their numbers: number them first
		for i, s := range append([]int{fsmDead, fsmStart}, seq(n)...) {
			if i%fsmPauseEvery == 0 {
				pageTurn()
			}
			k := sig{class[s]}
			for m := 0; m < 4; m++ {
				k[m+1] = class[next[s][m]]
			}
			id, ok := ids[k]
			if !ok {
				id = int32(len(ids))
				ids[k] = id
			}
			nc[s] = id
		}
		class = nc
		if len(ids) == classes {
			break
		}
		classes = len(ids)
	}
	out := make([][4]int32, classes)
	for s := range next {
		for m := 0; m < 4; m++ {
			out[class[s]][m] = class[next[s][m]]
		}
	}
	return out
}

func seq(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i
	}
	return out
}
