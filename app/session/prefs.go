package session

import "log"

// Prefs is where remembered settings live: fyne.Preferences satisfies it in
// the app, a map in tests. Only these typed accessors are used, so a value
// stored with another type reads as the fallback.
type Prefs interface {
	StringWithFallback(key, fallback string) string
	SetString(key, value string)
	IntWithFallback(key string, fallback int) int
	SetInt(key string, value int)
	FloatWithFallback(key string, fallback float64) float64
	SetFloat(key string, value float64)
	BoolWithFallback(key string, fallback bool) bool
	SetBool(key string, value bool)
}

// logf reports a remembered value that was damaged and not used. A
// variable so that tests can count the lines.
var logf = log.Printf
