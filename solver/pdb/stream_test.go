package pdb

import (
	"bytes"
	"errors"
	"io"
	"testing"
	"testing/iotest"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// countTurns counts pageTurn's calls until the test ends.
func countTurns(t *testing.T) *int {
	t.Helper()
	n := new(int)
	pageTurn = func() { *n++ }
	t.Cleanup(func() { pageTurn = solver.Yield })
	return n
}

// chunked gives at most size bytes a Read, as a browser's body gives its
// chunks.
type chunked struct {
	r    io.Reader
	size int
}

func (c chunked) Read(p []byte) (int, error) { return c.r.Read(p[:min(len(p), c.size)]) }

// The databases' file is read with a page turn before every chunk: in a
// browser the chunks that have arrived are read in one task otherwise
// (600 ms and more for the 4x4's 23 MB).
func TestReadBodyTurns(t *testing.T) {
	turns := countTurns(t)
	want := bytes.Repeat([]byte{1, 2, 3, 4, 5, 6, 7}, 100_000)
	var last [2]int64
	got, err := readBody(chunked{bytes.NewReader(want), 64 << 10}, int64(len(want)), func(done, total int64) { last = [2]int64{done, total} })
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("read %d bytes, not the %d given", len(got), len(want))
	}
	if chunks := (len(want) + 64<<10 - 1) / (64 << 10); *turns < chunks {
		t.Errorf("%d page turns while reading %d chunks, want one before each", *turns, chunks)
	}
	if last[0] >= last[1] || last[1] != int64(len(want)) {
		t.Errorf("last progress %d of %d, want short of the %d bytes: the check after the read ends it", last[0], last[1], len(want))
	}
}

// A file longer or shorter than said is read whole (the check that
// follows refuses it); a failed read is an error.
func TestReadBodyOddSizes(t *testing.T) {
	countTurns(t)
	data := bytes.Repeat([]byte{9}, 10_000)
	for _, said := range []int64{1, 5_000, 10_000, 20_000} {
		got, err := readBody(chunked{bytes.NewReader(data), 999}, said, nil)
		if err != nil || !bytes.Equal(got, data) {
			t.Errorf("said %d bytes: read %d, %v; want the 10,000 given", said, len(got), err)
		}
	}
	broken := errors.New("connection reset")
	if _, err := readBody(iotest.ErrReader(broken), 100, nil); !errors.Is(err, broken) {
		t.Errorf("a failed read gave %v, want %v", err, broken)
	}
	if _, err := readBody(bytes.NewReader(data), 0, nil); err == nil {
		t.Error("no size to read gave no error")
	}
}

// The duplicate automaton is built with page turns, one every
// fsmPauseEvery states at least: in a browser it held the page 70 to 290
// ms in one piece at the first 4x4 database search.
func TestFSMBuildTurns(t *testing.T) {
	turns := countTurns(t)
	forbidden := parseMoves(forbiddenTable)
	if _, err := buildFSM(forbidden); err != nil {
		t.Fatal(err)
	}
	prefixes := map[string]bool{} // the trie's states but the root
	for _, s := range forbidden {
		for i := 1; i <= len(s); i++ {
			prefixes[string(s[:i])] = true
		}
	}
	if want := len(prefixes) / fsmPauseEvery; *turns < want || *turns == 0 {
		t.Errorf("%d page turns while building the automaton of %d states, want %d or more (one every %d states)",
			*turns, len(prefixes), max(want, 1), fsmPauseEvery)
	}
}
