package pdb

import (
	"errors"
	"io"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// pageTurn is where long work that is not a search lets a browser's page
// have its turn: solver.Yield, which gives the thread back once Go has
// held it for a slice. Tests count the calls.
var pageTurn = solver.Yield

// readBody reads the databases' file from r, about want bytes, straight
// into the slice it returns, with progress as for prebuilt. It gives the
// page a turn (pageTurn) before each read: in a browser the body comes
// through promises, and a promise that is already settled (the bytes
// have arrived) runs its callback in the same task, so reading the whole
// body without a pause held the page for as long as it took, 600 ms and
// more for the 4x4's 23 MB in Chromium (issue 21, item 14).
func readBody(r io.Reader, want int64, progress func(done, total int64)) ([]byte, error) {
	if want <= 0 {
		return nil, errors.New("no size to read")
	}
	// read into the slice itself: no copy through a buffer
	data := make([]byte, 0, want+4096)
	for {
		pageTurn()
		if len(data) == cap(data) {
			data = append(data, 0)[:len(data)] // a file longer than said: the check that follows refuses it
		}
		n, err := r.Read(data[len(data):min(cap(data), len(data)+readChunk)])
		data = data[:len(data)+n]
		if progress != nil {
			progress(min(int64(len(data)), want-1), want)
		}
		if err == io.EOF {
			return data, nil
		}
		if err != nil {
			return nil, err
		}
	}
}

// readChunk is the most readBody asks for at a time (the browser's
// chunks are smaller: some 64 KB).
const readChunk = 256 << 10
