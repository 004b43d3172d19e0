// Package web holds the browser version's page (index.html, with its
// loading indicator) and the file server that `make serve` and the
// browser test use. The app itself is the same as on the desktop, built
// with GOOS=js GOARCH=wasm (make web); this package imports no Fyne.
package web
