// Command build writes the browser version into a folder (make web runs
// it): the app as WebAssembly and the page around it, each file with
// gzipped and brotli copies, the sizes it measured (sizes.json), and with
// -patterns the standard 4x4 goal's pattern databases. See web.Build.
package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"os"
	"os/exec"
	"os/signal"
	"sort"
	"strings"

	"github.com/eightpuzzle/eightpuzzle/app/web"
)

func main() {
	dir := flag.String("dir", "dist/web", "folder to write the page into")
	patterns := flag.Bool("patterns", true, "also write the 4x4 pattern databases (a minute the first time)")
	names := flag.Bool("names", false, "keep the wasm's function names, for reading a CPU profile of the page (not for serving)")
	flag.Parse()
	web.KeepNames = *names
	log.SetFlags(0)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	root, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}").Output()
	if err != nil {
		log.Fatalf("go list -m: %v (run it inside the repository)", err)
	}
	sizes, err := web.Build(ctx, strings.TrimSpace(string(root)), *dir)
	if sizes.Files != nil {
		names := make([]string, 0, len(sizes.Files))
		for name := range sizes.Files {
			names = append(names, name)
		}
		sort.Strings(names)
		for _, name := range names {
			s := sizes.Files[name]
			fmt.Printf("%-22s %s\n", name, mb(s))
		}
		fmt.Printf("%-22s %s (version %s)\n", "the page", mb(sizes.Total), sizes.Version)
	}
	if err != nil {
		log.Fatal(err)
	}
	if *patterns {
		if err := web.WritePatterns(ctx, *dir); err != nil {
			log.Fatal(err)
		}
	}
}

func mb(s web.Size) string {
	return fmt.Sprintf("%6.2f MB, %5.2f MB gzipped, %5.2f MB brotli", float64(s.Raw)/1e6, float64(s.Gzip)/1e6, float64(s.Brotli)/1e6)
}
