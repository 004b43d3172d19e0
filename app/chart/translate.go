package chart

// Translate puts a chart's own words (titles, axes, legends) in the
// window's language; the window sets it (to lang.L) before drawing any
// chart. The command line leaves it, and its charts stay English.
var Translate = func(s string) string { return s }

func tr(s string) string { return Translate(s) }

// mark marks a string of a table built before the language is known; it
// is translated where it is shown.
func mark(s string) string { return s }
