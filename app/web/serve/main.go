// Command serve serves the browser version that make web built, gzipped,
// on a local address: `make serve` runs it.
package main

import (
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"

	"github.com/eightpuzzle/eightpuzzle/app/web"
)

func main() {
	addr := flag.String("addr", "localhost:8080", "address to listen on")
	dir := flag.String("dir", "dist/web", "folder that make web wrote")
	flag.Parse()
	if _, err := os.Stat(*dir + "/index.html"); err != nil {
		log.Fatalf("%v: run make web first", err)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("serving %s at http://%s/ (Ctrl+C stops)\n", *dir, ln.Addr())
	log.Fatal(http.Serve(ln, web.Handler(*dir)))
}
