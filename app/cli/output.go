package cli

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"syscall"
)

// output buffers a command's standard output and keeps the first write
// error, so that a command can stop at once (a batch writing to a full
// disk does not go on for a million boards) and report it once.
type output struct {
	w   *bufio.Writer
	err error
}

func newOutput(w io.Writer) *output { return &output{w: bufio.NewWriter(w)} }

func (o *output) Write(p []byte) (int, error) {
	if o.err != nil {
		return 0, o.err
	}
	n, err := o.w.Write(p)
	if err != nil {
		o.err = err
	}
	return n, err
}

// Flush writes what is buffered, so that a reader sees each answer as it
// comes; it reports whether all writes so far succeeded.
func (o *output) Flush() bool {
	if o.err == nil {
		o.err = o.w.Flush()
	}
	return o.err == nil
}

// failed reports whether a write has failed.
func (o *output) failed() bool { return o.err != nil }

// close flushes and turns a write error into the exit status: a message
// naming the problem and status 1, or, when the reader went away (a closed
// pipe, as with | head), no message and status 141, as the shell reports a
// tool that SIGPIPE ended. Otherwise it returns status.
func (o *output) close(cmd string, stderr io.Writer, status int) int {
	o.Flush()
	switch {
	case o.err == nil:
		return status
	case errors.Is(o.err, syscall.EPIPE):
		return exitPipe
	}
	fmt.Fprintf(stderr, "%s: writing the output: %v\n", cmd, o.err)
	return exitError
}
