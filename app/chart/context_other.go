//go:build !js

package chart

// contextLines is how many of the other families' lines a small-multiples
// panel draws faint behind its own: all of them.
func contextLines(n int) int { return n }
