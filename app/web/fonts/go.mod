// The browser build's stand-in for the Liberation fonts (see doc.go):
// app/web's Build puts it in place of codeberg.org/go-fonts/liberation
// with a replace directive in a go.mod of its own (go build -modfile).
module codeberg.org/go-fonts/liberation

go 1.26

require fyne.io/fyne/v2 v2.8.1
