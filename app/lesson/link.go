package lesson

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"strings"
)

// A lesson travels in a link to the browser version in the address's
// fragment, "#lesson=…": the part after # never reaches the server, so a
// lesson needs no server of its own, and a teacher's link works from any
// copy of the page. The file (Compact's, without the keys at their
// defaults) is deflated against a dictionary of the format's words and
// written in URL-safe base64 without padding, which no browser, chat or
// mail program rewrites: the lesson of the package comment, 260 bytes as
// Format writes it, is a fragment of 130 characters (TestFragment).

// fragmentKey names the lesson among the fragment's fields.
const fragmentKey = "lesson="

// Fragment is the address fragment that carries the lesson file data,
// without the #: "lesson=…".
func Fragment(data []byte) string {
	var buf bytes.Buffer
	zw, _ := flate.NewWriterDict(&buf, flate.BestCompression, dict) // only a bad level errs
	zw.Write(data)
	zw.Close()
	return fragmentKey + base64.RawURLEncoding.EncodeToString(buf.Bytes())
}

// dict primes the compressor with what every lesson says: the first
// line, the keys and their usual values. It is part of the link's format:
// changing it breaks every link made before, so it only ever grows at its
// start (deflate looks back from the end, where the words used most sit).
var dict = []byte("tab: race\ntab: compare\ntab: replay\nview: depths\nview: map\nview: tree\nmax-memory: none\ntimeout: \nmax-nodes: \n" +
	"depth: \nshuffle: \nweight: \nalgorithm: idastar\nalgorithm: greedy\nalgorithm: bfs\nheuristic: linear-conflict\n" +
	"heuristic: misplaced\nheuristic: pdb\nties: board\nties: oldest\ngoal-test: expand\norder: \n" +
	"step: \ntab: explore\nnote: the \nalgorithm: astar\nheuristic: manhattan\ngoal: 123456780\n" + magic + " 1\nsize: 3x3\nboard: ")

// ErrNoLesson is FromFragment's error for an address without a lesson.
var ErrNoLesson = errors.New("the address carries no lesson")

// errDamaged is what a fragment that does not decode says: the decoder's
// own words (flate: corrupt input before offset 5) tell a student nothing.
var errDamaged = errors.New("the lesson in the address is damaged (was the link cut short?)")

// FromFragment reads back the lesson file from an address's fragment
// (with or without its #; "a=1&lesson=…" too). An address without one is
// ErrNoLesson; one that is damaged (cut short when copied, edited) is an
// error that says so. What it gives is a file for Parse, at most MaxSize
// bytes however the fragment was built.
func FromFragment(fragment string) ([]byte, error) {
	fragment = strings.TrimPrefix(fragment, "#")
	var enc string
	found := false
	for _, f := range strings.Split(fragment, "&") {
		if v, ok := strings.CutPrefix(f, fragmentKey); ok {
			enc, found = v, true
		}
	}
	if !found {
		return nil, ErrNoLesson
	}
	if len(enc) > 4*MaxSize { // deflate does not grow a lesson this much
		return nil, fmt.Errorf("the lesson in the address is %d characters long; a lesson takes far fewer", len(enc))
	}
	enc = strings.TrimRight(enc, "=") // padding, if something added it
	z, err := base64.RawURLEncoding.DecodeString(enc)
	if err != nil {
		return nil, errDamaged
	}
	zr := flate.NewReaderDict(bytes.NewReader(z), dict)
	defer zr.Close()
	data, err := io.ReadAll(io.LimitReader(zr, MaxSize+1))
	switch {
	case err != nil:
		return nil, errDamaged
	case len(data) > MaxSize:
		return nil, fmt.Errorf("the lesson in the address unpacks to over %d KB; a lesson has at most that", MaxSize>>10)
	}
	return data, nil
}
