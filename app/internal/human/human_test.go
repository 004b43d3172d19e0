package human

import (
	"math"
	"strings"
	"testing"
	"time"
)

func TestCount(t *testing.T) {
	for n, want := range map[int64]string{0: "0", 999: "999", 1000: "1,000", 6896: "6,896", 181440: "181,440", -1234567: "-1,234,567"} {
		if got := Count(n); got != want {
			t.Errorf("Count(%d) = %q, want %q", n, got, want)
		}
	}
}

func TestNumber(t *testing.T) {
	for v, want := range map[float64]string{
		0: "0", 6896: "6,896", 12534: "12,534", 181440: "181,440", 10.5: "10.5", 412.4: "412",
		5e6: "5.00M", 12_345_678: "12.3M", 2.5e9: "2.50G", math.NaN(): None,
	} {
		if got := Number(v); got != want {
			t.Errorf("Number(%v) = %q, want %q", v, got, want)
		}
	}
}

func TestDuration(t *testing.T) {
	defer func(r time.Duration) { Resolution = r }(Resolution)
	Resolution = time.Microsecond
	for d, want := range map[time.Duration]string{
		0:                        "< 1 µs",
		500 * time.Nanosecond:    "< 1 µs",
		12 * time.Microsecond:    "12.0 µs",
		412 * time.Microsecond:   "412 µs",
		3456 * time.Microsecond:  "3.46 ms",
		34567 * time.Microsecond: "34.6 ms",
		150 * time.Millisecond:   "150 ms",
		1270 * time.Millisecond:  "1.27 s",
		150 * time.Second:        "2m30s",
	} {
		if got := Duration(d); got != want {
			t.Errorf("Duration(%v) = %q, want %q", d, got, want)
		}
	}
}

// A browser's clock ticks every 100 µs: a search it timed at 0 took up to
// that, and "0 µs" would be false.
func TestDurationNeverZero(t *testing.T) {
	defer func(r time.Duration) { Resolution = r }(Resolution)
	for _, res := range []time.Duration{time.Nanosecond, time.Microsecond, 100 * time.Microsecond} {
		Resolution = res
		for _, d := range []time.Duration{0, 1, 40 * time.Microsecond, res - 1} {
			got := Duration(d)
			if strings.HasPrefix(got, "0 ") || strings.HasPrefix(got, "0.00") || !strings.HasPrefix(got, "< ") && d < res {
				t.Errorf("resolution %v: Duration(%v) = %q, want below the resolution", res, d, got)
			}
		}
	}
	Resolution = 100 * time.Microsecond
	if got, want := Duration(0), "< 100 µs"; got != want {
		t.Errorf("Duration(0) in a browser = %q, want %q", got, want)
	}
}

func TestRatio(t *testing.T) {
	for b, want := range map[float64]string{1.1: "1.10", 2: "2.00", 1.5: "1.50", 2.834: "2.83", math.NaN(): None, math.Inf(1): None} {
		if got := Ratio(b); got != want {
			t.Errorf("Ratio(%v) = %q, want %q", b, got, want)
		}
	}
}

// TestFrenchStyle: in French a count groups thousands with a no-break
// space and a decimal takes a comma (1 234,5), everywhere a number is
// written.
func TestFrenchStyle(t *testing.T) {
	defer SetStyle(English)
	defer func(r time.Duration) { Resolution = r }(Resolution)
	Resolution = 100 * time.Microsecond
	SetStyle(Style{Thousands: "\u00a0", Decimal: ","})
	for got, want := range map[string]string{
		Count(-1234567):                   "-1\u00a0234\u00a0567",
		Number(1234):                      "1\u00a0234",
		Number(10.5):                      "10,5",
		Number(12_345_678):                "12,3M",
		Ratio(1.234):                      "1,23",
		Duration(3456 * time.Microsecond): "3,46 ms",
		Duration(50 * time.Microsecond):   "< 100 µs",
		Decimal(1234.5, 1):                "1234,5",
	} {
		if got != want {
			t.Errorf("got %q, want %q", got, want)
		}
	}
}

// TestPercent: a ratio as a percentage, in English and in French, and
// none for a ratio that is not one.
func TestPercent(t *testing.T) {
	defer SetStyle(English)
	for _, tc := range []struct {
		style Style
		r     float64
		dec   int
		want  string
	}{
		{English, 0.287, 1, "28.7%"},
		{English, 1, 0, "100%"},
		{English, math.NaN(), 1, None},
		{Style{Thousands: "\u00a0", Decimal: ",", Percent: "\u00a0%"}, 0.287, 1, "28,7\u00a0%"},
		{Style{Thousands: "\u00a0", Decimal: ","}, 0.5, 0, "50%"},
	} {
		SetStyle(tc.style)
		if got := Percent(tc.r, tc.dec); got != tc.want {
			t.Errorf("Percent(%v, %d) in %+v = %q, want %q", tc.r, tc.dec, tc.style, got, tc.want)
		}
	}
}
