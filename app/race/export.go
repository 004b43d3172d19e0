package race

import (
	"bytes"
	"context"
	"encoding/base64"
	"errors"
	"fmt"
	"html"
	"image"
	"image/color"
	imgdraw "image/draw"
	"image/png"
	"io"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"

	"github.com/eightpuzzle/eightpuzzle/app/anim"
	"github.com/eightpuzzle/eightpuzzle/app/chart"
	"github.com/eightpuzzle/eightpuzzle/app/internal/human"
	"github.com/eightpuzzle/eightpuzzle/app/internal/tabkit"
	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

// A saved race is the panels side by side, two to a row, each a heading
// (place, algorithm, numbers) over its map or tree, light for print.
const (
	exportCellW, exportCellH = 620, 500
	exportHead               = 64 // the heading of a panel
	exportTitle              = 40 // the page's title
	exportMargin             = 16
)

// exportPart is one panel's heading and picture.
type exportPart struct {
	lines []string
	png   func(w io.Writer, width, height int) error
	svg   func(w io.Writer, width, height int) error
}

// parts are the panels as they stand, in the print theme.
func (v *View) parts() []exportPart {
	racers := v.r.Racers()
	kind := v.r.Settings().Panel
	var out []exportPart
	for i, x := range racers {
		part := exportPart{lines: []string{session.RunTitle(x.Algorithm, x.Weight) + " (" + x.Algorithm.Name + ")", headingText(x)}}
		if l := v.r.MapLayout(); kind == session.RaceMap && l != nil {
			m := chart.NewSpaceMap(l, chart.Print())
			m.SetStart(x.Log.Problem().Start)
			var boards []solver.Board
			x.Log.Expanded(1, x.Step, func(b solver.Board, _ bool) { boards = append(boards, b) })
			m.Mark(boards...)
			if x.Finished && x.Result != nil && x.Result.Status == solver.Solved {
				m.SetPath(x.Result.Path)
			}
			part.png, part.svg = m.WritePNG, m.WriteSVG
		} else {
			t := v.panels[i].tree
			v.panels[i].showTree(x, x.Step) // the tree of this very step, even when maps are shown
			part.png = t.WritePNG
			part.svg = func(w io.Writer, _, _ int) error { return t.WriteSVG(w) }
		}
		out = append(out, part)
	}
	return out
}

// headingText is a panel's numbers for a page.
func headingText(x session.Racer) string {
	s := fmt.Sprintf(lang.L("step %s of %s"), human.Count(int64(x.Step)), human.Count(int64(x.Log.Len())))
	if x.Finished {
		s = placeText(x)
	}
	return s
}

func (v *View) pageTitle() string {
	board, goal := v.r.BoardCells()
	mode := lang.L("by expansions")
	if v.r.Settings().Mode == session.RaceByTime {
		mode = lang.L("by wall time (times include recording)")
	}
	return fmt.Sprintf(lang.L("Race on %s to %s, %s, at %s"), board.String(), goal.String(), mode, v.r.PositionText())
}

func pageSize(n int) (w, h int) {
	cols := min(n, 2)
	rows := (n + 1) / 2
	return exportMargin*2 + cols*exportCellW, exportTitle + exportMargin + rows*(exportHead+exportCellH)
}

func cellOrigin(i int) (x, y int) {
	return exportMargin + (i%2)*exportCellW, exportTitle + (i/2)*(exportHead+exportCellH)
}

// WritePNG writes the race as a PNG for print.
func (v *View) WritePNG(w io.Writer) error {
	parts := v.parts()
	if len(parts) == 0 {
		return errors.New(lang.L("race: nothing to save before a race"))
	}
	pw, ph := pageSize(len(parts))
	page := image.NewRGBA(image.Rect(0, 0, pw, ph))
	imgdraw.Draw(page, page.Bounds(), image.White, image.Point{}, imgdraw.Src)
	ink := image.NewUniform(color.Black)
	write := func(s string, size float64, x, baseline int) {
		if face := exportFace(size); face != nil {
			d := font.Drawer{Dst: page, Src: ink, Face: face, Dot: fixed.P(x, baseline)}
			d.DrawString(s)
		}
	}
	write(v.pageTitle(), 18, exportMargin, 28)
	for i, p := range parts {
		x, y := cellOrigin(i)
		write(p.lines[0], 16, x+4, y+22)
		write(p.lines[1], 14, x+4, y+46)
		var buf bytes.Buffer
		if err := p.png(&buf, exportCellW-8, exportCellH-8); err != nil {
			return err
		}
		img, err := png.Decode(&buf)
		if err != nil {
			return err
		}
		at := image.Pt(x+4, y+exportHead)
		imgdraw.Draw(page, image.Rectangle{Min: at, Max: at.Add(img.Bounds().Size())}, img, img.Bounds().Min, imgdraw.Over)
	}
	return png.Encode(w, page)
}

// WriteSVG writes the race as an SVG page: headings as text, each picture
// an SVG of its own inside.
func (v *View) WriteSVG(w io.Writer) error {
	parts := v.parts()
	if len(parts) == 0 {
		return errors.New(lang.L("race: nothing to save before a race"))
	}
	pw, ph := pageSize(len(parts))
	var b bytes.Buffer
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif">`+"\n", pw, ph, pw, ph)
	fmt.Fprintf(&b, `<rect width="%d" height="%d" fill="#ffffff"/>`+"\n", pw, ph)
	fmt.Fprintf(&b, `<text x="%d" y="28" font-size="18" font-weight="bold">%s</text>`+"\n", exportMargin, html.EscapeString(v.pageTitle()))
	for i, p := range parts {
		x, y := cellOrigin(i)
		fmt.Fprintf(&b, `<text x="%d" y="%d" font-size="16" font-weight="bold">%s</text>`+"\n", x+4, y+22, html.EscapeString(p.lines[0]))
		fmt.Fprintf(&b, `<text x="%d" y="%d" font-size="14">%s</text>`+"\n", x+4, y+46, html.EscapeString(p.lines[1]))
		var inner bytes.Buffer
		if err := p.svg(&inner, exportCellW-8, exportCellH-8); err != nil {
			return err
		}
		fmt.Fprintf(&b, `<image x="%d" y="%d" width="%d" height="%d" preserveAspectRatio="xMidYMid meet" xlink:href="data:image/svg+xml;base64,%s"/>`+"\n",
			x+4, y+exportHead, exportCellW-8, exportCellH-8, base64.StdEncoding.EncodeToString(inner.Bytes()))
	}
	b.WriteString("</svg>\n")
	_, err := w.Write(b.Bytes())
	return err
}

var exportFont *opentype.Font

func exportFace(size float64) font.Face {
	if exportFont == nil {
		f, err := opentype.Parse(theme.DefaultTextFont().Content())
		if err != nil {
			return nil
		}
		exportFont = f
	}
	face, err := opentype.NewFace(exportFont, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingFull})
	if err != nil {
		return nil
	}
	return face
}

// showSaveMenu offers the race as PNG or SVG.
func (v *View) showSaveMenu() {
	none := len(v.r.Racers()) == 0
	png := fyne.NewMenuItem(lang.L("Race as PNG, light for print…"), func() { v.saveAs("race.png", v.WritePNG) })
	svg := fyne.NewMenuItem(lang.L("Race as SVG, light for print…"), func() { v.saveAs("race.svg", v.WriteSVG) })
	png.Disabled, svg.Disabled = none, none
	gif := fyne.NewMenuItem(lang.L("Race as GIF, for slides…"), v.saveGIF)
	gif.Disabled = none || v.r.Running()
	tabkit.PopUp(v.save, fyne.NewMenu("", png, svg, fyne.NewMenuItemSeparator(), gif))
}

// saveGIF offers the race as an animated GIF for slides.
func (v *View) saveGIF() {
	if g, ok := v.gifSpec(); ok {
		tabkit.SaveGIF(v.s, v.w, g, func(_ widget.Importance, text string) { v.note.SetText(text) })
	}
}

// gifSpec is the GIF of the race, once every search ended: the panels
// side by side from the start to the last one's end, by expansions or by
// time as the race is shown; false while there is none.
func (v *View) gifSpec() (tabkit.GIF, bool) {
	var racers []anim.Racer
	for _, r := range v.r.Racers() {
		if r.Running || r.Log == nil {
			return tabkit.GIF{}, false
		}
		racers = append(racers, anim.Racer{Title: session.RunTitle(r.Algorithm, r.Weight), Log: r.Log})
	}
	if len(racers) == 0 {
		return tabkit.GIF{}, false
	}
	byTime := v.r.Settings().Mode == session.RaceByTime
	return tabkit.GIF{
		Title: lang.L("Save the race as GIF"),
		File:  "race.gif",
		Unit:  lang.L("frames"),
		Size:  1200, // two to four boards side by side: a slide's width
		// a race's moments go faster than a replay's moves
		Speeds: []float64{2, 5, 10, 20, 30}, Speed: 10,
		Make: func(ctx context.Context, w io.Writer, s anim.Settings, _, _ int) error {
			return anim.Race(ctx, w, racers, byTime, anim.DefaultRaceFrames, s)
		},
	}, true
}

// saveAs offers the file and says on the note line how it went, in the
// note's plain colour: the line says what the panels show otherwise, and
// the next refresh puts that back.
func (v *View) saveAs(name string, write func(io.Writer) error) {
	tabkit.SaveAs(v.w, name, write, func(_ widget.Importance, text string) { v.note.SetText(text) })
}
