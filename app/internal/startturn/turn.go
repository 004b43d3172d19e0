//go:build js

// Package startturn gives the browser its turn while Go initialises
// the app's packages, before main. Go runs every package's init in one
// go, and in a browser that is one task: about 800 ms on a two-core
// machine in Chromium, while the page cannot paint its loading screen
// or answer a click. Each package below this one imports a package
// whose init is slow, or that ends a stretch of slow ones, and in its own
// init sleeps a millisecond: the Go runtime in a browser, with nothing
// else to run, returns to the page until a timer wakes it, which ends
// the task. Go initialises a package as soon as its imports are (in
// the order of import paths among those ready, the spec's order since
// Go 1.21), so each turn comes right after the package it imports.
// app/startturn_js.go imports them all.
package startturn

import "time"

// Take ends the task: the browser paints and reads input before Go goes on.
func Take() { time.Sleep(time.Millisecond) }
