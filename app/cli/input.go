package cli

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
)

// maxLine is the longest input line read as a board. A board takes a few
// dozen characters; a longer line is reported as one bad line, with its
// number, and skipped without being held in memory, so that the lines
// after it are still solved.
const maxLine = 64 << 10

// inputLine is one line of standard input: its number (from 1) and text
// without the line ending, or why it cannot be read as a board.
type inputLine struct {
	n    int
	text string
	err  error // the line is too long; or, with n 0, reading failed
}

var bom = []byte("\uFEFF")

// readLines reads r line by line on its own goroutine and sends the lines
// on the channel it returns, which is closed at the end of the input. A
// line may end in LF or CRLF, and a byte-order mark before the first line
// is dropped, so that files from any editor read alike. The goroutine ends
// at the end of the input or when done is closed; a read that blocks
// (a terminal, a pipe) holds it until the read returns, which is why it is
// not the caller's goroutine: the caller can still stop on a signal.
//
// Lines go in batches of what is already read: a hand-over per line woke
// a parked goroutine at every line, which cost a 3000-board run about 10%
// of its time. A line typed at a terminal is sent on its own at once, as
// nothing more is buffered behind it.
func readLines(r io.Reader, done <-chan struct{}) <-chan []inputLine {
	const most = 256 // lines a batch, so a huge file still streams
	ch := make(chan []inputLine)
	go func() {
		defer close(ch)
		var batch []inputLine
		send := func() bool {
			if len(batch) == 0 {
				return true
			}
			select {
			case ch <- batch:
				batch = nil
				return true
			case <-done:
				return false
			}
		}
		br := bufio.NewReaderSize(r, 4096)
		for n := 1; ; n++ {
			line, size, long, err := readLine(br)
			if n == 1 {
				line = bytes.TrimPrefix(line, bom)
			}
			if size > 0 || err == nil { // a last line without an ending counts too
				l := inputLine{n: n, text: string(line)}
				if long {
					l.text = ""
					l.err = fmt.Errorf("line longer than %d KiB: not a board", maxLine>>10)
				}
				batch = append(batch, l)
			}
			if err != nil {
				if !errors.Is(err, io.EOF) {
					batch = append(batch, inputLine{err: err})
				}
				send()
				return
			}
			if (br.Buffered() == 0 || len(batch) == most) && !send() {
				return
			}
		}
	}()
	return ch
}

// readLine reads one line without its LF or CRLF ending; size is the bytes
// read, ending included. A line longer than maxLine is read to its end and
// dropped: long reports it. err is io.EOF after the last line, which may
// lack a line ending.
func readLine(br *bufio.Reader) (line []byte, size int, long bool, err error) {
	for {
		chunk, err := br.ReadSlice('\n')
		size += len(chunk)
		if !long {
			if len(line)+len(chunk) > maxLine+2 { // +2: the line ending
				long, line = true, nil
			} else {
				line = append(line, chunk...)
			}
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		line = bytes.TrimSuffix(line, []byte("\n"))
		line = bytes.TrimSuffix(line, []byte("\r"))
		if !long && len(line) > maxLine {
			long, line = true, nil
		}
		return line, size, long, err
	}
}
