// Command download is TestBrowserDownload's page: it saves one file through
// app/internal/download, as the Compare tab's Save does, and one whose
// writing fails, and prints what each was told.
package main

import (
	"errors"
	"fmt"
	"io"

	"github.com/eightpuzzle/eightpuzzle/app/internal/download"
)

func main() {
	download.Save(nil, "rows.csv", func(w io.Writer) error {
		_, err := io.WriteString(w, "algorithm,cost\nastar-manhattan,31\n")
		return err
	}, func(where string, err error) { fmt.Printf("saved %q %v\n", where, err) })
	download.Save(nil, "broken.csv", func(io.Writer) error {
		return errors.New("no rows")
	}, func(where string, err error) { fmt.Printf("failed %q %v\n", where, err) })
}
