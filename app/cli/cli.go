// Package cli is the headless command line: solve, compare, algorithms.
package cli

import (
	"fmt"
	"io"
)

// Main runs the command line with the arguments after the program name and
// returns the exit status: 0 all solved, 1 some board not solved, 2 bad input.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fmt.Fprintln(stderr, "not yet")
	return 2
}
