package cli

import (
	"context"
	"fmt"
	"io"
)

func compareCmd(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fmt.Fprintln(stderr, "eightpuzzle compare: not yet")
	return exitUsage
}
