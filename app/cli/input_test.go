package cli

import (
	"strings"
	"testing"
	"testing/iotest"
)

// FuzzReadLines: the line reader gives back every line of any input in
// order, numbered from 1, without its LF or CRLF ending, with a first
// byte-order mark dropped, and an over-long line as an error in its place,
// whatever size the reads come in. `make fuzz` runs it.
func FuzzReadLines(f *testing.F) {
	for _, s := range []string{"", "a", "a\n", "a\r\nb", "\uFEFFx\n\uFEFFy", "\n\n", "\r\n\r", strings.Repeat("z", 5000) + "\nq"} {
		f.Add(s, false)
	}
	f.Fuzz(func(t *testing.T, in string, oneByte bool) {
		want := strings.Split(in, "\n")
		if strings.HasSuffix(in, "\n") || in == "" {
			want = want[:len(want)-1]
		}
		r := strings.NewReader(in)
		done := make(chan struct{})
		defer close(done)
		var got []inputLine
		if oneByte {
			for batch := range readLines(iotest.OneByteReader(r), done) {
				got = append(got, batch...)
			}
		} else {
			for batch := range readLines(r, done) {
				got = append(got, batch...)
			}
		}
		if len(got) != len(want) {
			t.Fatalf("%d lines, want %d", len(got), len(want))
		}
		for i, w := range want {
			if i == 0 {
				w = strings.TrimPrefix(w, "\uFEFF")
			}
			w = strings.TrimSuffix(w, "\r")
			l := got[i]
			if l.n != i+1 {
				t.Fatalf("line %d numbered %d", i+1, l.n)
			}
			if len(w) > maxLine {
				if l.err == nil || l.text != "" {
					t.Fatalf("line %d of %d bytes: no error", i+1, len(w))
				}
				continue
			}
			if l.err != nil || l.text != w {
				t.Fatalf("line %d = %q, %v; want %q", i+1, l.text, l.err, w)
			}
		}
	})
}

// A line just at the limit is read; one byte more is one bad line.
func TestReadLinesLimit(t *testing.T) {
	in := strings.Repeat("a", maxLine) + "\r\n" + strings.Repeat("b", maxLine+1) + "\nc"
	done := make(chan struct{})
	defer close(done)
	var got []inputLine
	for batch := range readLines(strings.NewReader(in), done) {
		got = append(got, batch...)
	}
	if len(got) != 3 || len(got[0].text) != maxLine || got[0].err != nil || got[1].err == nil || got[2].text != "c" {
		t.Errorf("got %d lines: %d bytes %v, %v, %q", len(got), len(got[0].text), got[0].err, got[1].err, got[2].text)
	}
}
