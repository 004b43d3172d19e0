// Command desktopmod writes the desktop build's go.mod, with Fyne's copy
// that carries our fixes (modpatch.Desktop), and prints its name for
// go build -modfile: the Makefile's builds run it first.
//
//	go run ./app/internal/modpatch/desktopmod [-dir DIR]
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"

	"github.com/eightpuzzle/eightpuzzle/app/internal/modpatch"
)

func main() {
	dir := flag.String("dir", "dist/build", "the folder for the go.mod and its go.sum")
	flag.Parse()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	name, err := modpatch.DesktopModFile(ctx, ".", *dir)
	if err != nil {
		fmt.Fprintln(os.Stderr, "desktopmod:", err)
		os.Exit(1)
	}
	fmt.Println(name)
}
