package human

import (
	"math"
	"math/rand/v2"
	"testing"
)

// french is the French style, as app/internal/locale sets it.
var french = Style{Thousands: "\u00a0", Decimal: ",", Percent: "\u00a0%"}

// TestParseWhole: a whole number typed plainly, or grouped the way either
// language writes it; a comma that does not group is refused, not dropped
// ("1,5" was read as 15).
func TestParseWhole(t *testing.T) {
	defer SetStyle(English)
	for _, c := range []struct {
		style Style
		in    string
		want  int64
		ok    bool
	}{
		{English, "5000000", 5000000, true},
		{English, " 5,000,000 ", 5000000, true},
		{English, "5 000 000", 5000000, true},
		{English, "5\u00a0000\u00a0000", 5000000, true},
		{English, "5\u202f000", 5000, true},
		{English, "1_000", 1000, true},
		{English, "-12", -12, true},
		{English, "+7", 7, true},
		{English, "1,5", 0, false},
		{English, "1,2345", 0, false},
		{English, ",500", 0, false},
		{English, "500,", 0, false},
		{English, "1.5", 0, false},
		{English, "", 0, false},
		{English, "1e6", 0, false},
		{English, "0x10", 0, false},
		{English, "Inf", 0, false},
		{English, "--1", 0, false},
		{English, "1 2", 0, false},
		{English, "99999999999999999999", 0, false},
		{french, "5\u00a0000\u00a0000", 5000000, true},
		{french, "5 000 000", 5000000, true},
		{french, "5000000", 5000000, true},
		{french, "1,5", 0, false},
		{french, "5,000,000", 0, false}, // a French comma is a decimal mark
	} {
		SetStyle(c.style)
		got, err := ParseWhole(c.in)
		if (err == nil) != c.ok || got != c.want {
			t.Errorf("%s: ParseWhole(%q) = %d, %v; want %d, ok %v", c.style.Decimal, c.in, got, err, c.want, c.ok)
		}
	}
}

// TestParseDecimal: a fraction with a point always, with a comma in
// French (its messages say "comme 2 ou 0,5", which the field refused).
func TestParseDecimal(t *testing.T) {
	defer SetStyle(English)
	for _, c := range []struct {
		style Style
		in    string
		want  float64
		ok    bool
	}{
		{English, "0.5", 0.5, true},
		{English, " 3 ", 3, true},
		{English, "1,234.5", 1234.5, true},
		{English, ".5", 0.5, true},
		{English, "0,5", 0, false},
		{English, "1.2.3", 0, false},
		{English, "NaN", 0, false},
		{English, "inf", 0, false},
		{English, "1e3", 0, false},
		{English, "1e999", 0, false},
		{french, "0,5", 0.5, true},
		{french, "0.5", 0.5, true},
		{french, "1\u00a0234,5", 1234.5, true},
		{french, "1 234,5", 1234.5, true},
		{french, "1,2,3", 0, false},
		{french, "1,5 000", 0, false},
	} {
		SetStyle(c.style)
		got, err := ParseDecimal(c.in)
		if (err == nil) != c.ok || got != c.want {
			t.Errorf("%s: ParseDecimal(%q) = %v, %v; want %v, ok %v", c.style.Decimal, c.in, got, err, c.want, c.ok)
		}
	}
}

// TestParseReadsWhatIsWritten: every number the window writes (Count,
// Decimal), in either language, reads back as itself.
func TestParseReadsWhatIsWritten(t *testing.T) {
	defer SetStyle(English)
	rng := rand.New(rand.NewPCG(1, 2))
	for _, st := range []Style{English, french} {
		SetStyle(st)
		for range 2000 {
			n := rng.Int64() >> rng.IntN(63)
			if rng.IntN(2) == 0 {
				n = -n
			}
			if got, err := ParseWhole(Count(n)); err != nil || got != n {
				t.Fatalf("%s: ParseWhole(%q) = %d, %v; want %d", st.Decimal, Count(n), got, err, n)
			}
			dec := rng.IntN(4)
			v := math.Round(rng.Float64()*math.Pow(10, float64(rng.IntN(9)))*math.Pow(10, float64(dec))) / math.Pow(10, float64(dec))
			if got, err := ParseDecimal(Decimal(v, dec)); err != nil || math.Abs(got-v) > 1e-9*math.Max(1, v) {
				t.Fatalf("%s: ParseDecimal(%q) = %v, %v; want %v", st.Decimal, Decimal(v, dec), got, err, v)
			}
		}
	}
}

// FuzzParse: whatever is typed, the readers answer without a panic; a
// number read is finite, and a whole number read is also read by
// ParseDecimal as the same value (where a float holds it exactly).
func FuzzParse(f *testing.F) {
	for _, s := range []string{"5,000,000", "5\u00a0000", "0,5", "1.5", "-1", "", "1e9", "NaN", "１２", "1,,000", "\xff"} {
		f.Add(s, false)
		f.Add(s, true)
	}
	f.Fuzz(func(t *testing.T, s string, fr bool) {
		defer SetStyle(English)
		if fr {
			SetStyle(french)
		}
		d, derr := ParseDecimal(s)
		if derr == nil && (math.IsNaN(d) || math.IsInf(d, 0)) {
			t.Errorf("ParseDecimal(%q) = %v", s, d)
		}
		if n, err := ParseWhole(s); err == nil && n > -1<<52 && n < 1<<52 && (derr != nil || d != float64(n)) {
			t.Errorf("ParseWhole(%q) = %d but ParseDecimal gives %v, %v", s, n, d, derr)
		}
	})
}
