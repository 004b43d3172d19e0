package tabkit

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/anim"
	"github.com/eightpuzzle/eightpuzzle/app/internal/human"
	"github.com/eightpuzzle/eightpuzzle/app/internal/locale"
	"github.com/eightpuzzle/eightpuzzle/app/session"
)

// GIF is what a tab offers as an animated GIF (package anim draws it): a
// replay, a range of an exploration's steps, a race.
type GIF struct {
	Title string // the dialog's: "Save the replay as GIF"
	File  string // the name offered: "replay.gif"
	// Unit is what the speed counts, in the plural: "moves", "steps".
	Unit string
	// Size is the width first chosen (0: 600 px).
	Size int
	// Speeds are the speeds offered (nil: 0.5 to 15 a second) and Speed
	// the one first chosen (0: 2 a second).
	Speeds []float64
	Speed  float64
	// Steps, above 0, asks for a range of steps from 1 to Steps, starting
	// with From to To.
	Steps, From, To int
	// Make draws the GIF into w; it runs off the UI goroutine and must
	// only read what it was given (a finished result, a log).
	Make func(ctx context.Context, w io.Writer, s anim.Settings, from, to int) error
}

// GIF sizes and speeds offered: a slide's half, a slide, a large one.
var (
	gifSizes  = []int{400, 600, 800, 1000, 1200}
	gifSpeeds = []float64{0.5, 1, 2, 4, 8, 15}
)

// gifDialog asks the size and speed (and the range of steps), then makes
// the GIF in the background with a progress bar and a Cancel, then offers
// the file. Its fields are the widgets a test drives.
type gifDialog struct {
	s    *session.Session
	w    fyne.Window
	g    GIF
	tell func(widget.Importance, string)

	size, speed *widget.Select
	from, to    *widget.Entry
	form        *dialog.FormDialog

	bar      *widget.ProgressBar
	status   *widget.Label
	cancel   *widget.Button
	progress *dialog.CustomDialog
	stop     func() // cancels the render under way
}

// SaveGIF shows the dialog of g over the window w; the session makes the
// GIF, and tell says how it went on the tab's note line.
func SaveGIF(s *session.Session, w fyne.Window, g GIF, tell func(widget.Importance, string)) {
	newGIFDialog(s, w, g, tell).form.Show()
}

func newGIFDialog(s *session.Session, w fyne.Window, g GIF, tell func(widget.Importance, string)) *gifDialog {
	v := &gifDialog{s: s, w: w, g: g, tell: tell}
	var sizes []string
	for _, s := range gifSizes {
		sizes = append(sizes, fmt.Sprintf(lang.L("%d px"), s))
	}
	v.size = widget.NewSelect(sizes, nil)
	if g.Size == 0 {
		g.Size = anim.DefaultSize
	}
	v.size.SetSelectedIndex(max(0, slices.Index(gifSizes, g.Size)))
	if g.Speeds == nil {
		g.Speeds = gifSpeeds
	}
	if g.Speed == 0 {
		g.Speed = 2 // slow enough to follow
	}
	v.g = g
	var speeds []string
	for _, s := range g.Speeds {
		speeds = append(speeds, lang.L("{{.N}} {{.Unit}} a second", map[string]any{"N": strconv.FormatFloat(s, 'f', -1, 64), "Unit": g.Unit}))
	}
	v.speed = widget.NewSelect(speeds, nil)
	v.speed.SetSelectedIndex(max(0, slices.Index(g.Speeds, g.Speed)))
	items := []*widget.FormItem{
		widget.NewFormItem(lang.L("Width"), v.size),
		widget.NewFormItem(lang.L("Speed"), v.speed),
	}
	if g.Steps > 0 {
		v.from, v.to = widget.NewEntry(), widget.NewEntry()
		v.from.SetText(strconv.Itoa(g.From))
		v.to.SetText(strconv.Itoa(g.To))
		// the start is checked alone, the end with the start: one message
		// for a range the wrong way round, under the end, kept current as
		// the start changes
		v.from.Validator = func(text string) error {
			from, err := strconv.Atoi(strings.TrimSpace(text))
			switch {
			case err != nil:
				return errors.New(lang.L("give a step number"))
			case from < 1 || from > g.Steps:
				return errors.New(lang.L("a step from 1 to {{.N}}", map[string]any{"N": g.Steps}))
			}
			return nil
		}
		v.to.Validator = func(string) error { _, _, err := v.steps(); return err }
		v.from.OnChanged = func(string) { v.to.Validate() }
		items = append(items,
			widget.NewFormItem(lang.L("From step"), v.from),
			widget.NewFormItem(lang.L("To step"), v.to))
		items[len(items)-1].HintText = lang.L("of {{.N}} recorded; at most {{.Max}} in one GIF", map[string]any{"N": human.Count(int64(g.Steps)), "Max": anim.MaxFrames})
	}
	v.form = dialog.NewForm(g.Title, lang.L("Make GIF"), lang.L("Cancel"), items, func(ok bool) {
		if ok {
			v.start()
		}
	}, w)
	v.form.Resize(fyne.NewSize(420, 0))
	return v
}

// steps reads the range of steps.
func (v *gifDialog) steps() (from, to int, err error) {
	if v.from == nil {
		return 0, 0, nil
	}
	from, err1 := strconv.Atoi(strings.TrimSpace(v.from.Text))
	to, err2 := strconv.Atoi(strings.TrimSpace(v.to.Text))
	if err1 != nil || err2 != nil {
		return 0, 0, errors.New(lang.L("give step numbers"))
	}
	if err := GIFWords().CheckSteps(from, to, v.g.Steps); err != nil {
		return 0, 0, err
	}
	return from, min(to, v.g.Steps), nil
}

// settings are the chosen size and speed, and the window's words.
func (v *gifDialog) settings() anim.Settings {
	return anim.Settings{Size: gifSizes[max(0, v.size.SelectedIndex())], Speed: v.g.Speeds[max(0, v.speed.SelectedIndex())],
		Words: GIFWords()}
}

// GIFWords write a GIF's lines in the window's language: the command
// line's GIFs stay English.
func GIFWords() anim.Words {
	return anim.Words{
		Tr:      func(key string) string { return lang.L(key) },
		Plural:  session.Plural,
		Count:   human.Count,
		Ordinal: Ordinal,
		Title:   session.AlgorithmTitle,
	}
}

// Ordinal is a place: "1st", "2nd"..., in French « 1er », « 2e »...
func Ordinal(n int) string {
	if locale.Current() == "fr" {
		if n == 1 {
			return "1er"
		}
		return fmt.Sprintf("%de", n)
	}
	return anim.English.Ordinal(n)
}

// start makes the GIF in the background, showing its progress.
func (v *gifDialog) start() {
	from, to, err := v.steps()
	if err != nil { // the form's validation keeps this from happening
		v.tell(widget.DangerImportance, err.Error())
		return
	}
	st := v.settings()
	v.bar = widget.NewProgressBar()
	v.status = widget.NewLabel(lang.L("Drawing the frames…"))
	v.cancel = widget.NewButton(lang.L("Cancel"), func() {
		v.stop()
		v.progress.Hide()
		v.tell(widget.WarningImportance, lang.L("GIF cancelled."))
	})
	v.progress = dialog.NewCustomWithoutButtons(lang.L("Making the GIF"),
		container.NewVBox(v.status, v.bar, container.NewCenter(v.cancel)), v.w)
	v.progress.Resize(fyne.NewSize(360, 0))
	v.progress.Show()
	mk := v.g.Make
	v.stop = v.s.Render(func(ctx context.Context, progress func(done, total int)) ([]byte, error) {
		st.Progress = progress
		var buf bytes.Buffer
		err := mk(ctx, &buf, st, from, to)
		return buf.Bytes(), err
	}, func(done, total int) {
		v.bar.SetValue(float64(done) / float64(max(total, 1)))
		v.status.SetText(lang.L("Frame {{.Done}} of {{.Total}}", map[string]any{"Done": done, "Total": total}))
	}, v.finish)
}

// finish offers the file made, or says why there is none.
func (v *gifDialog) finish(data []byte, err error) {
	v.progress.Hide()
	if err != nil {
		v.tell(widget.DangerImportance, lang.L("Could not make the GIF: {{.Err}}.", map[string]any{"Err": err.Error()}))
		return
	}
	size := fmt.Sprintf("%.0f KB", float64(len(data))/1024)
	SaveAs(v.w, v.g.File, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	}, func(imp widget.Importance, text string) {
		if imp == widget.SuccessImportance {
			text = strings.TrimSuffix(text, ".") + " (" + size + ")."
		}
		v.tell(imp, text)
	})
}
