//go:build js

package download

import (
	"bytes"
	"fmt"
	"io"
	"path"
	"strings"
	"syscall/js"

	"fyne.io/fyne/v2"
)

// Save writes the file into memory and hands it to the browser as a
// download named name: a Blob behind a link the page clicks, as a
// download button does. Fyne's save dialog is a no-op in a browser
// (fyne-io/fyne#2738), and a page may not choose where files go; the
// browser saves to its downloads or asks, as the user set it up. w is
// not used. done is told the name and any error of write.
func Save(_ fyne.Window, name string, write func(io.Writer) error, done Done) {
	var buf bytes.Buffer
	if err := write(&buf); err != nil {
		done(name, err)
		return
	}
	if err := offer(name, buf.Bytes()); err != nil {
		done(name, err)
		return
	}
	done(name+" (in the browser's downloads)", nil)
}

// offer starts the browser's download of data as name.
func offer(name string, data []byte) (err error) {
	defer func() { // syscall/js panics on a JavaScript exception
		if r := recover(); r != nil {
			err = fmt.Errorf("the browser refused the download: %v", r)
		}
	}()
	g := js.Global()
	arr := g.Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(arr, data)
	blob := g.Get("Blob").New([]any{arr}, map[string]any{"type": mimeType(name)})
	url := g.Get("URL").Call("createObjectURL", blob)
	doc := g.Get("document")
	a := doc.Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	a.Get("style").Set("display", "none")
	doc.Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	// The browser reads the Blob after click returns: free it a minute on.
	revoke := g.Get("URL").Get("revokeObjectURL").Call("bind", g.Get("URL"), url)
	g.Call("setTimeout", revoke, 60_000)
	return nil
}

// mimeType is the type a browser is told for a file name: the files the
// app saves, and anything else as plain bytes.
func mimeType(name string) string {
	switch strings.ToLower(path.Ext(name)) {
	case ".csv":
		return "text/csv"
	case ".png":
		return "image/png"
	case ".svg":
		return "image/svg+xml"
	case ".txt":
		return "text/plain"
	case ".json":
		return "application/json"
	}
	return "application/octet-stream"
}
