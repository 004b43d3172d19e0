// Package human writes numbers and times the way the window and the command
// line both show them, so the two read the same: counts with thousands
// separators, durations to three significant digits and never finer than
// the clock that measured them, b* to two decimals, and one mark for a
// value there is none of. Files for machines (CSV) write raw values instead.
package human

import (
	"math"
	"strconv"
	"strings"
	"sync/atomic"
	"time"
)

// Style is how numbers are written: the thousands separator and the
// decimal mark. The window sets it from its language (app/internal/locale);
// the command line keeps English, which scripts read.
type Style struct{ Thousands, Decimal, Percent string }

// English is 1,234.5 and 28.7%.
var English = Style{Thousands: ",", Decimal: ".", Percent: "%"}

// current is the style numbers are written in: a pointer swapped whole,
// since charts render off the UI goroutine while a test (or a language
// switch) sets another style
var current atomic.Pointer[Style]

func init() { current.Store(&English) }

// style is the current Style.
func style() *Style { return current.Load() }

// SetStyle sets how numbers are written from now on. The window calls it
// once, before it shows any number.
func SetStyle(s Style) {
	if s.Thousands == "" || s.Decimal == "" {
		s = English
	}
	if s.Percent == "" {
		s.Percent = English.Percent
	}
	current.Store(&s)
}

// None stands for a value there is none of: a run that did not finish has
// no cost, a search without a heuristic no h.
const None = "—"

// Count writes n with thousands separators: counters run into millions and
// are read at a glance.
func Count(n int64) string {
	s := strconv.FormatInt(n, 10)
	neg := n < 0
	if neg {
		s = s[1:]
	}
	out := make([]byte, 0, len(s)+len(s)/3*len(style().Thousands))
	for i := range len(s) {
		if i > 0 && (len(s)-i)%3 == 0 {
			out = append(out, style().Thousands...)
		}
		out = append(out, s[i])
	}
	if neg {
		return "-" + string(out)
	}
	return string(out)
}

// Number writes a count that may be a mean: whole numbers as Count does,
// a mean below 100 with one decimal (10.5 moves), larger ones rounded;
// from a million on, in millions or billions to three digits (12.3M) for
// a chart's narrow labels. NaN is None.
func Number(v float64) string {
	a := math.Abs(v)
	switch {
	case math.IsNaN(v):
		return None
	case a >= 1e9:
		return sig3(v/1e9) + "G"
	case a >= 1e6:
		return sig3(v/1e6) + "M"
	case v != math.Trunc(v) && a < 100:
		return Decimal(v, 1)
	}
	return Count(int64(math.Round(v)))
}

// Resolution is the finest time the clock measures: a shorter duration
// reads as "< Resolution". In a browser the page's clock is coarsened to
// about 100 µs, and a search it timed at 0 did take some time.
var Resolution = clockResolution

// Duration writes a search time to three significant digits in the unit
// a person expects for it: searches take from microseconds to minutes.
// Below the clock's resolution it says so ("< 100 µs") rather than "0 µs".
func Duration(d time.Duration) string {
	if d < Resolution {
		r := Duration(max(Resolution, time.Nanosecond))
		if i := strings.IndexByte(r, ' '); i > 0 && strings.Contains(r[:i], style().Decimal) {
			r = strings.TrimRight(strings.TrimRight(r[:i], "0"), style().Decimal) + r[i:] // a bound, not a measure: "< 1 µs"
		}
		return "< " + r
	}
	switch {
	case d < time.Microsecond:
		return strconv.FormatInt(int64(d), 10) + " ns"
	case d < time.Millisecond:
		return sig3(float64(d)/float64(time.Microsecond)) + " µs"
	case d < time.Second:
		return sig3(float64(d)/float64(time.Millisecond)) + " ms"
	case d < time.Minute:
		return sig3(d.Seconds()) + " s"
	}
	return d.Round(time.Second).String()
}

// Ratio writes b*, the effective branching factor, to two decimals: it
// lies between 1 and 4, and the algorithms differ in the second decimal.
// NaN is None.
func Ratio(b float64) string {
	if math.IsNaN(b) || math.IsInf(b, 0) {
		return None
	}
	return Decimal(b, 2)
}

// Decimal writes v with dec decimals and the style's decimal mark; dec
// -1 is as many as v needs (0.5, 3, 2.25).
func Decimal(v float64, dec int) string {
	s := strconv.FormatFloat(v, 'f', dec, 64)
	if d := style().Decimal; d != "." {
		s = strings.Replace(s, ".", d, 1)
	}
	return s
}

// Percent writes ratio r (0.287) as a percentage with dec decimals in the
// style's way: 28.7% in English, 28,7 % in French (a no-break space, so
// the sign never wraps to a line of its own).
func Percent(r float64, dec int) string {
	if math.IsNaN(r) || math.IsInf(r, 0) {
		return None
	}
	return Decimal(100*r, dec) + style().Percent
}

// sig3 writes v to three significant digits, keeping trailing zeros so
// that a column of them lines up: 1.20, 12.0, 120.
func sig3(v float64) string {
	a, dec := math.Abs(v), 0
	switch {
	case a < 9.995:
		dec = 2
	case a < 99.95:
		dec = 1
	}
	return Decimal(v, dec)
}
