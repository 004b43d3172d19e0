package human

import (
	"testing"
	"time"
)

func TestCount(t *testing.T) {
	for n, want := range map[int64]string{0: "0", 999: "999", 1000: "1,000", 181440: "181,440", -1234567: "-1,234,567"} {
		if got := Count(n); got != want {
			t.Errorf("Count(%d) = %q, want %q", n, got, want)
		}
	}
}

func TestDuration(t *testing.T) {
	for d, want := range map[time.Duration]string{
		412 * time.Microsecond:  "412 µs",
		3456 * time.Microsecond: "3.46 ms",
		150 * time.Millisecond:  "150 ms",
		1270 * time.Millisecond: "1.27 s",
		150 * time.Second:       "2m30s",
	} {
		if got := Duration(d); got != want {
			t.Errorf("Duration(%v) = %q, want %q", d, got, want)
		}
	}
}
