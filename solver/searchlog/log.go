// Package searchlog records a search's events (solver.Event) as a tree of
// nodes that the views read at any step: the board expanded, the path to
// it, the frontier in the order the search will take it, the tree so far
// and the boards expanded. The views of the window (explorer, tree, map,
// race) all read one Log, filled from the same Trace that the command
// line's trace prints, so they show what the search did rather than a
// second implementation of it.
//
// A Log is filled on the search's goroutine and read on another: every
// method locks. Memory is capped (Options.MaxNodes): past the cap the Log
// keeps counting but records nothing more, and says so.
package searchlog

import (
	"math"
	"slices"
	"sync"
	"time"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// DefaultMaxNodes caps a Log at about 60 MB: a 3.8-million-expansion ids
// run records its first part and counts the rest.
const DefaultMaxNodes = 1_000_000

// open marks a node still on the frontier.
const open = math.MaxInt32

// Node is a board the search reached: the root, or one Generate event.
type Node struct {
	Board  solver.Board
	Parent int32   // index of the node it was generated from; -1 for a root
	G      int32   // moves from its root
	H, F   float64 // when HasH
	// Gen numbers the nodes in the order they were made (the root of the
	// first iteration is 0).
	Gen int32
	// Born is the step whose expansion made it (0 for a root), End the
	// step at which it left the frontier: expanded, superseded, passed
	// over or dropped when an iteration ended; open while it waits.
	Born, End int32
	// Expanded is the step that expanded it, 0 if none did.
	Expanded int32
	Flags    Flags
	// Other is, for a Duplicate, the earlier node of its board that made
	// the search drop it; for a node that superseded another (Superseded
	// on that one), the node it replaced; -1 otherwise.
	Other int32
}

// Flags say more of a node.
type Flags uint8

const (
	HasH       Flags = 1 << iota
	Duplicate        // reached before by a path no longer: never queued
	Superseded       // replaced on the frontier by a shorter path to its board
	Backward         // bidir's search from the goal
	Meets            // bidir: the other side had reached its board when it was made
)

// Waiting reports whether n is on the frontier after step k.
func (n *Node) Waiting(k int) bool {
	return n.Flags&Duplicate == 0 && int(n.Born) <= k && k < int(n.End)
}

// Step is one expansion.
type Step struct {
	Node     int32   // the node expanded
	Frontier int32   // the search's own count of waiting boards after it
	Bound    float64 // of an iterative search
	Elapsed  time.Duration
	// Iteration is the node that roots the iteration this step belongs to
	// (0 but for dls, ids and idastar).
	Iteration int32
	// First is the index of the first node made after the expansion: its
	// successors, in the order they were generated, start there.
	First int32
	// Tied counts, for the queues ordered by a number (ucs, greedy,
	// astar), the boards waiting with the expanded board's priority just
	// before it was taken, itself included; 0 for the others.
	Tied int32
	// Again: a recursive search expanded this board in an earlier
	// iteration too.
	Again bool
}

// Log is one search's record. Make it with New, hand Trace to
// solver.Options, and call Finish with the result.
type Log struct {
	mu    sync.RWMutex
	alg   *solver.Algorithm
	conv  solver.Conventions
	prob  solver.Problem
	max   int
	begin time.Time

	nodes []Node
	steps []Step
	full  bool // the cap was reached: nothing more is recorded

	expanded, generated int64 // every event, recorded or not
	passed              int64 // nodes that left the frontier unexpanded ahead of an expanded one
	lost                int64 // expansions of a board not on the frontier (a log out of step: 0)

	// finding the node an expansion takes
	live   map[liveKey]liveEntry // by board: the nodes waiting (the searches with one per board), or the last one made (the recursive ones)
	fifo   [2][]int32            // bfs and bidir: each direction's waiting nodes in order
	head   [2]int
	groups [][]int32 // the recursive searches: the children of each node along the path
	at     []int     // how far each group has been taken
	cur    int32     // the node being expanded: its successors follow
	iter   int32     // the root of the current iteration

	// what the narration needs and a view of the frontier cannot say
	keyed   map[int64]int32   // waiting boards by priority (the queues ordered by a number)
	firstIn map[liveKey]int32 // the recursive searches: the iteration that first expanded each board
	weight  float64           // of weighted A*: (f-g)/h of the first board with an h, 0 before

	res  solver.Result
	done bool

	wide *wideBoards // a log of solver/wide's boards (NewWide); nil for the engine's

	// the iterations summed up (Explain), until the log grows
	itMu   sync.Mutex
	its    []Iteration
	itAt   int
	itDone bool
}

// liveEntry is what the log knows of a board: its nodes waiting, and the
// last of them, which a duplicate met; for the recursive searches, which
// keep no frontier by board, the last node of this iteration not dropped.
// An entry goes when no node of its board waits, so that the map stays
// the frontier's size: a record of every board made recording a 3x3 bfs
// a third slower and 40% bigger.
type liveEntry struct {
	wait []int32
	last int32
}

type liveKey struct {
	b        solver.Board
	backward bool
}

// Options tune a Log; the zero value records up to DefaultMaxNodes.
type Options struct {
	MaxNodes int
}

// New starts the log of a run of alg on p under conv.
func New(alg *solver.Algorithm, p solver.Problem, conv solver.Conventions, opt Options) *Log {
	l := &Log{alg: alg, prob: p, conv: conv, max: opt.MaxNodes, cur: -1, begin: time.Now()}
	if l.max <= 0 {
		l.max = DefaultMaxNodes
	}
	l.live = map[liveKey]liveEntry{}
	if alg.TakesTies() {
		l.keyed = map[int64]int32{}
	}
	if alg.Frontier == solver.FrontierPath {
		l.firstIn = map[liveKey]int32{}
	}
	return l
}

// StartClock restarts the clock that Step.Elapsed counts from. New starts
// it; a caller that makes the Log well before its search gets a core (a
// race makes four on the UI goroutine) calls this just before the search.
func (l *Log) StartClock() {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.begin = time.Now()
}

// Began is when the clock of Step.Elapsed started.
func (l *Log) Began() time.Time {
	l.mu.RLock()
	defer l.mu.RUnlock()
	return l.begin
}

// Trace records one event; give it to solver.Options.Trace.
func (l *Log) Trace(e solver.Event) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.admit(e.Kind) {
		l.record(e)
	}
}

// admit counts an event of kind k and reports whether to record it: not
// once the log is full (MaxNodes), which it becomes here. Call it locked.
func (l *Log) admit(k solver.EventKind) bool {
	if k == solver.Expand {
		l.expanded++
	} else {
		l.generated++
	}
	if l.full {
		return false
	}
	if len(l.nodes) >= l.max {
		l.full = true
		return false
	}
	return true
}

// record adds an admitted event. Call it locked.
func (l *Log) record(e solver.Event) {
	if e.Kind == solver.Expand {
		l.expand(e)
	} else {
		l.generate(e)
	}
}

func (l *Log) kind() solver.Frontier { return l.alg.Frontier }

func dir(backward bool) int {
	if backward {
		return 1
	}
	return 0
}

func (l *Log) newNode(e solver.Event, parent int32, born int32) int32 {
	n := Node{Board: e.Board, Parent: parent, G: int32(e.G), H: e.H, F: e.F, Gen: int32(len(l.nodes)), Born: born, End: open, Other: -1}
	if e.HasH {
		n.Flags |= HasH
		if l.weight == 0 && e.H > 0 {
			l.weight = (e.F - float64(e.G)) / e.H
		}
	}
	if e.Backward {
		n.Flags |= Backward
	}
	if len(l.nodes) == cap(l.nodes) {
		l.nodes = grow(l.nodes)
	}
	l.nodes = append(l.nodes, n)
	return int32(len(l.nodes) - 1)
}

// growChunk is how many nodes grow copies between two turns of a
// browser's page (2 MB).
const growChunk = 1 << 15

// grow is nodes with room for more, as append would make it (twice the
// room, a quarter more past a million nodes), copied a part at a time
// with the page's turn between (solver.Yield: nothing outside a browser).
// append's one copy held a browser's page 130 ms in a race's search at
// a few hundred thousand nodes (app/web's TestBrowserWaits, profiled):
// a search yields between its events, but not inside one.
func grow(nodes []Node) []Node {
	c := 2 * cap(nodes)
	if cap(nodes) >= 1<<20 {
		c = cap(nodes) + cap(nodes)/4
	}
	more := make([]Node, len(nodes), max(c, 256))
	for i := 0; i < len(nodes); i += growChunk {
		if i > 0 {
			solver.Yield()
		}
		copy(more[i:], nodes[i:min(i+growChunk, len(nodes))])
	}
	return more
}

// end takes node i off the frontier at step k.
func (l *Log) end(i int32, k int32) {
	if l.nodes[i].End == open {
		l.nodes[i].End = k
	}
}

func (l *Log) expand(e solver.Event) {
	k := int32(e.Step)
	i := int32(-1)
	if e.Parent == 0 {
		// a root: the start, bidir's goal, or a recursive search's next
		// iteration, which leaves everything of the last one behind
		born := int32(0) // the start and bidir's goal wait from the first
		if l.kind() == solver.FrontierPath {
			l.endGroups(0, k)
			if len(l.steps) > 0 {
				born = k // a new iteration's root waits for no step
			}
		}
		i = l.newNode(e, -1, born)
		if l.kind() == solver.FrontierPath || len(l.steps) == 0 {
			l.iter = i
		}
		if l.kind() == solver.FrontierPath {
			clear(l.live) // each iteration starts with no board reached
			l.live[liveKey{e.Board, e.Backward}] = liveEntry{last: i}
		}
		l.addKey(i, 1)
	} else {
		i = l.take(e, k)
	}
	n := &l.nodes[i]
	tied := l.addKey(i, -1)
	n.Expanded, n.End = k, k
	// an expansion's own numbers are the search's: a board reached again
	// by a shorter path has its new g here
	n.H, n.F = e.H, e.F
	again := false
	if l.firstIn != nil {
		key := liveKey{e.Board, e.Backward}
		if it, ok := l.firstIn[key]; ok {
			again = it != l.iter
		} else {
			l.firstIn[key] = l.iter
		}
	}
	l.steps = append(l.steps, Step{Node: i, Frontier: int32(e.Frontier), Bound: e.Bound, Elapsed: time.Since(l.begin), Iteration: l.iter,
		First: int32(len(l.nodes)), Tied: tied, Again: again})
	l.cur = i
	if l.kind() == solver.FrontierPath {
		l.groups = append(l.groups, nil)
		l.at = append(l.at, 0)
	}
}

// take finds the waiting node that step k expands and ends the ones the
// search passed over to reach it.
func (l *Log) take(e solver.Event, k int32) int32 {
	switch l.kind() {
	case solver.FrontierPath:
		// the recursive searches take the children of the deepest node
		// first, in order; the ones before this board were cut off
		depth := e.G
		if depth > len(l.groups) {
			break
		}
		l.endGroups(depth, k)
		g, at := l.groups[depth-1], l.at[depth-1]
		for ; at < len(g); at++ {
			if l.nodes[g[at]].Board == e.Board {
				l.at[depth-1] = at + 1
				return g[at]
			}
			l.end(g[at], k)
		}
		l.at[depth-1] = at
	case solver.FrontierQueue, solver.FrontierLayers:
		d := dir(e.Backward)
		q := l.fifo[d]
		for h := l.head[d]; h < len(q); h++ {
			if l.nodes[q[h]].Board == e.Board && l.nodes[q[h]].End == open {
				l.head[d] = h + 1
				l.unlive(e.Board, e.Backward, q[h])
				return q[h]
			}
			if l.nodes[q[h]].End == open {
				l.passed++
				l.end(q[h], k)
				l.unlive(l.nodes[q[h]].Board, e.Backward, q[h])
			}
		}
		l.head[d] = len(q)
	default:
		key := liveKey{e.Board, e.Backward}
		if s := l.live[key].wait; len(s) > 0 {
			i := s[len(s)-1]
			l.unlive(e.Board, e.Backward, i)
			return i
		}
	}
	// not on the frontier as recorded: keep the log going, and count it
	l.lost++
	return l.newNode(e, l.cur, k)
}

// endGroups drops the groups of the recursive searches from depth on,
// ending every node still waiting in them at step k.
func (l *Log) endGroups(depth int, k int32) {
	for d := depth; d < len(l.groups); d++ {
		for _, i := range l.groups[d][l.at[d]:] {
			l.end(i, k)
		}
	}
	if depth < len(l.groups) {
		l.groups, l.at = l.groups[:depth], l.at[:depth]
	}
}

func (l *Log) unlive(b solver.Board, backward bool, i int32) {
	key := liveKey{b, backward}
	ent := l.live[key]
	if j := slices.Index(ent.wait, i); j >= 0 {
		ent.wait = slices.Delete(ent.wait, j, j+1)
	}
	if len(ent.wait) == 0 {
		delete(l.live, key)
		return
	}
	ent.last = ent.wait[len(ent.wait)-1]
	l.live[key] = ent
}

func (l *Log) generate(e solver.Event) {
	k := int32(l.expanded)
	i := l.newNode(e, l.cur, k)
	n := &l.nodes[i]
	key := liveKey{e.Board, e.Backward}
	if l.kind() == solver.FrontierLayers {
		_, met := l.live[liveKey{e.Board, !e.Backward}]
		// the other side's root waits from the first, before its expansion
		if met || e.Board == l.rootOf(!e.Backward) {
			n.Flags |= Meets
		}
	}
	ent, known := l.live[key]
	if e.Duplicate {
		n.Flags |= Duplicate
		n.End = k
		if known {
			n.Other = ent.last
		}
		return
	}
	switch l.kind() {
	case solver.FrontierPath:
		if d := len(l.groups); d > 0 {
			l.groups[d-1] = append(l.groups[d-1], i)
		}
		l.live[key] = liveEntry{last: i} // none waits in the map: the groups hold them
		return
	case solver.FrontierWalk:
		// the table walks to one successor: the last one made
		for _, j := range l.live {
			for _, o := range j.wait {
				if l.nodes[o].Born == k {
					l.end(o, k)
				}
			}
		}
		clear(l.live)
		ent = liveEntry{}
	case solver.FrontierQueue, solver.FrontierLayers:
		d := dir(e.Backward)
		l.fifo[d] = append(l.fifo[d], i)
	}
	if len(ent.wait) > 0 {
		// found again by a shorter path: the old node gives way
		for _, o := range ent.wait {
			l.nodes[o].Flags |= Superseded
			l.end(o, k)
			l.addKey(o, -1)
			l.nodes[i].Other = o
		}
		ent.wait = ent.wait[:0]
	}
	ent.wait = append(ent.wait, i)
	ent.last = i
	l.live[key] = ent
	l.addKey(i, 1)
}

// rootOf is the board a side of bidir starts from: the start forward,
// the goal backward.
func (l *Log) rootOf(backward bool) solver.Board {
	if backward {
		return l.prob.Goal
	}
	return l.prob.Start
}

// keyOf is node i's priority taken to a fine grid, so that priorities
// equal as the frontier's order takes them (within 1e-9) count as one.
func (l *Log) keyOf(i int32) int64 {
	n := &l.nodes[i]
	return int64(math.Round(l.alg.Priority().Of(int(n.G), n.H, n.F) * (1 << 20)))
}

// addKey counts node i in or out (d = 1 or -1) of the waiting boards by
// priority and returns how many had its priority before; 0 for the
// searches whose queue is not ordered by a number.
func (l *Log) addKey(i int32, d int32) int32 {
	if l.keyed == nil {
		return 0
	}
	k := l.keyOf(i)
	was := l.keyed[k]
	if was+d <= 0 {
		delete(l.keyed, k)
	} else {
		l.keyed[k] = was + d
	}
	return was
}

// Finish records the search's result.
func (l *Log) Finish(r solver.Result) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.res, l.done = r, true
}
