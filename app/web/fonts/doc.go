// Package liberation stands in for codeberg.org/go-fonts/liberation in
// the browser build only. gonum/plot registers all twelve Liberation
// faces at start-up (gonum.org/v1/plot/font/liberation), 4.4 MB of fonts
// that the page would download, a third of it compressed. Here each
// face's TTF is the one of Fyne's theme fonts (Noto Sans and DejaVu Sans
// Mono, in the wasm already) of the same weight and style, so a chart in
// the browser draws its text in the window's own font and the page
// carries no font twice. The desktop build and the command line keep the
// Liberation fonts.
package liberation
