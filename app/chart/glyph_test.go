package chart

import (
	"testing"

	"fyne.io/fyne/v2/theme"
	"golang.org/x/image/font/opentype"
	"gonum.org/v1/plot/font"
)

// A font without ≥ (Fyne's Noto Sans, which the browser build draws the
// charts in) gets >= instead of nothing; the desktop's Liberation Sans
// keeps ≥.
func TestGlyphOr(t *testing.T) {
	noto, err := opentype.Parse(theme.DefaultTextFont().Content())
	if err != nil {
		t.Fatal(err)
	}
	if got := glyphOr(font.Face{Face: noto}, '≥', ">="); got != ">=" {
		t.Errorf("Noto Sans: %q, want >=", got)
	}
	if got := glyphOr(font.DefaultCache.Lookup(sans, 10), '≥', ">="); got != "≥" {
		t.Errorf("Liberation Sans: %q, want ≥", got)
	}
	if got := geq(); got != "≥" {
		t.Errorf("geq() = %q, want ≥ on the desktop", got)
	}
}
