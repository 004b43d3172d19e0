// Command patterns writes the standard 4x4 goal's pattern databases,
// and a gzipped copy, into the browser version's folder: make web runs
// it, and a browser's first 4x4 search fetches them.
package main

import (
	"context"
	"flag"
	"log"

	"github.com/eightpuzzle/eightpuzzle/app/web"
)

func main() {
	dir := flag.String("dir", "dist/web", "folder that make web writes")
	flag.Parse()
	if err := web.WritePatterns(context.Background(), *dir); err != nil {
		log.Fatal(err)
	}
}
