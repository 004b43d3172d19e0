//go:build !js

package solver

// yield lets the browser's event loop run during long work (yield_js.go);
// elsewhere the search has a thread of its own and there is nothing to do.
func yield() {}
