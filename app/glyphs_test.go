package app

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"fyne.io/fyne/v2/theme"
	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"

	"github.com/eightpuzzle/eightpuzzle/assets"
)

// TestEveryCharacterHasAGlyph: every character in the app's strings is in
// Fyne's text font or the app's symbols font. A browser has no system
// fonts to fall back on, so any other character shows as U+FFFD there;
// add it to assets/symbols.ttf (the command is in assets.go).
func TestEveryCharacterHasAGlyph(t *testing.T) {
	var fonts []*sfnt.Font
	for _, r := range []interface{ Content() []byte }{theme.DefaultTextFont(), theme.DefaultTextBoldFont(), assets.Symbols} {
		f, err := sfnt.Parse(r.Content())
		if err != nil {
			t.Fatal(err)
		}
		fonts = append(fonts, f)
	}
	var buf sfnt.Buffer
	has := func(r rune) bool {
		for _, f := range fonts {
			if i, err := f.GlyphIndex(&buf, r); err == nil && i != 0 {
				return true
			}
		}
		return false
	}
	missing := map[rune][]string{}
	fset := token.NewFileSet()
	for _, root := range []string{".", filepath.Join("..", "solver")} {
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return err
			}
			f, err := parser.ParseFile(fset, path, nil, 0)
			if err != nil {
				return err
			}
			ast.Inspect(f, func(n ast.Node) bool {
				lit, ok := n.(*ast.BasicLit)
				if !ok || (lit.Kind != token.STRING && lit.Kind != token.CHAR) {
					return true
				}
				s, err := strconv.Unquote(lit.Value)
				if err != nil {
					return true
				}
				for _, r := range s {
					if r >= utf8.RuneSelf && r != utf8.RuneError && !has(r) {
						missing[r] = append(missing[r], fset.Position(lit.Pos()).String())
					}
				}
				return true
			})
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	for r, where := range missing {
		t.Errorf("%q (U+%04X) has no glyph in the app's fonts; used at %s", r, r, strings.Join(where, ", "))
	}
}

// TestSymbolsFontKeepsTextMetrics: Fyne takes a line's height and a
// space's width from the first font with a space, which is the symbols
// font (see appTheme.Font): they must be Noto Sans's, or every label
// would change size.
func TestSymbolsFontKeepsTextMetrics(t *testing.T) {
	const ppem = fixed.Int26_6(14 << 6)
	var buf sfnt.Buffer
	measure := func(content []byte) (font.Metrics, fixed.Int26_6) {
		f, err := sfnt.Parse(content)
		if err != nil {
			t.Fatal(err)
		}
		m, err := f.Metrics(&buf, ppem, font.HintingNone)
		if err != nil {
			t.Fatal(err)
		}
		i, err := f.GlyphIndex(&buf, ' ')
		if err != nil || i == 0 {
			t.Fatalf("no space: %v", err)
		}
		adv, err := f.GlyphAdvance(&buf, i, ppem, font.HintingNone)
		if err != nil {
			t.Fatal(err)
		}
		return m, adv
	}
	noto, notoSpace := measure(theme.DefaultTextFont().Content())
	sym, symSpace := measure(assets.Symbols.Content())
	if sym.Ascent != noto.Ascent || sym.Descent != noto.Descent || sym.Height != noto.Height || symSpace != notoSpace {
		t.Errorf("symbols font: ascent %v descent %v height %v space %v; Noto Sans: %v %v %v %v",
			sym.Ascent, sym.Descent, sym.Height, symSpace, noto.Ascent, noto.Descent, noto.Height, notoSpace)
	}
}
