package human

import (
	"errors"
	"math"
	"strconv"
	"strings"
)

// The readers below take a number as a person types it into one of the
// window's fields, in the way the window writes numbers (Count, Decimal)
// as well as the plain way: a French window writes "1 234 567" and
// "0,5" and its messages give "0,5" as an example, so it must read them
// back (it refused both, asking for "0,5" in the refusal).

// ErrNotNumber is what the readers return for text that is not a number.
var ErrNotNumber = errors.New("not a number")

// ParseWhole reads a whole number: digits, grouped by thousands or not
// ("1234567", "1,234,567", "1 234 567" with a space, a no-break or a
// narrow no-break space, "1_234_567", or with the style's separator; a
// comma groups only where it is not the decimal mark), with an optional
// sign, spaces around it ignored. A mark that does not sit before a group
// of three digits is not grouping: "1,5" is not 15.
func ParseWhole(s string) (int64, error) {
	t, ok := ungroup(strings.TrimSpace(s))
	if !ok || strings.ContainsAny(t, ".,") {
		return 0, ErrNotNumber
	}
	n, err := strconv.ParseInt(t, 10, 64)
	if err != nil {
		return 0, ErrNotNumber
	}
	return n, nil
}

// ParseDecimal reads a number that may have a fraction: a decimal point,
// or the style's decimal mark (a comma in French), its whole part grouped
// as ParseWhole reads it. Not NaN, not infinite.
func ParseDecimal(s string) (float64, error) {
	t, ok := ungroup(strings.TrimSpace(s))
	if !ok {
		return 0, ErrNotNumber
	}
	if style().Decimal == "," {
		t = strings.Replace(t, ",", ".", 1)
	}
	if strings.Contains(t, ",") {
		return 0, ErrNotNumber
	}
	v, err := strconv.ParseFloat(t, 64)
	if err != nil || math.IsNaN(v) || math.IsInf(v, 0) {
		return 0, ErrNotNumber
	}
	return v, nil
}

// ungroup drops the marks that group a number's whole part by thousands
// (a space of any width, an underscore, the style's thousands separator,
// and a comma unless it is the style's decimal mark), each only between a
// digit and a group of exactly three, and before the decimal mark. It says
// false for anything but a number's runes (a letter, a sign not in
// front), which strconv would read as Inf, NaN, hexadecimal or an exponent.
func ungroup(s string) (string, bool) {
	rs := []rune(s)
	var b strings.Builder
	fraction := false
	for i, r := range rs {
		switch {
		case isDigit(r):
			b.WriteRune(r)
		case (r == '-' || r == '+') && i == 0:
			b.WriteRune(r)
		case isGroupMark(r) && !fraction && i > 0 && isDigit(rs[i-1]) && threeDigits(rs[i+1:]):
			// grouping: dropped
		case r == '.' || r == ',':
			fraction = fraction || r == '.' || style().Decimal == ","
			b.WriteRune(r)
		default:
			return "", false
		}
	}
	return b.String(), true
}

// isGroupMark says whether r may group digits by thousands.
func isGroupMark(r rune) bool {
	switch r {
	case ' ', '\u00a0', '\u202f', '\u2009', '_':
		return true
	case ',':
		return style().Decimal != ","
	}
	return strings.ContainsRune(style().Thousands, r)
}

func isDigit(r rune) bool { return r >= '0' && r <= '9' }

// threeDigits says whether rs starts with three digits and no fourth.
func threeDigits(rs []rune) bool {
	if len(rs) < 3 || !isDigit(rs[0]) || !isDigit(rs[1]) || !isDigit(rs[2]) {
		return false
	}
	return len(rs) == 3 || !isDigit(rs[3])
}
