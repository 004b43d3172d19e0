package solver

import (
	"container/list"
	"sync"
	"sync/atomic"
)

// lru is a cache of at most max values, dropping the least recently used
// when full. Safe for concurrent use. The engine's caches (compiled
// heuristics, distance tables) are per goal, and a long-lived program may
// try any number of goals: without a bound they would hold every one.
type lru[K comparable, V any] struct {
	mu    sync.Mutex
	max   int
	items map[K]*list.Element // of *lruEntry
	order list.List           // most recent first
	// last is the entry used last, found without the lock: every search
	// asks for its goal's tables, and a run of searches asks for the same
	// ones. It is always at the front of order (any other use replaces
	// it), so answering it without moving it keeps the order exact.
	last atomic.Pointer[lruEntry[K, V]]
}

type lruEntry[K comparable, V any] struct {
	key K
	val V
}

func newLRU[K comparable, V any](max int) *lru[K, V] {
	return &lru[K, V]{max: max, items: map[K]*list.Element{}}
}

// get returns the value of key and marks it used.
func (c *lru[K, V]) get(key K) (V, bool) {
	if e := c.last.Load(); e != nil && e.key == key {
		return e.val, true
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.items[key]; ok {
		c.order.MoveToFront(e)
		ent := e.Value.(*lruEntry[K, V])
		c.last.Store(ent)
		return ent.val, true
	}
	var zero V
	return zero, false
}

// add stores val under key unless a value is there already, and returns
// the one kept: two callers that built the same value at once share one.
func (c *lru[K, V]) add(key K, val V) V {
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.items[key]; ok {
		c.order.MoveToFront(e)
		ent := e.Value.(*lruEntry[K, V])
		c.last.Store(ent)
		return ent.val
	}
	ent := &lruEntry[K, V]{key, val}
	c.items[key] = c.order.PushFront(ent)
	c.last.Store(ent)
	for c.order.Len() > c.max {
		old := c.order.Back()
		c.order.Remove(old)
		delete(c.items, old.Value.(*lruEntry[K, V]).key)
	}
	return val
}

// len is the number of values held.
func (c *lru[K, V]) len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.order.Len()
}
