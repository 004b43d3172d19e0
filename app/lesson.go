package app

import (
	"errors"
	"image/color"
	"io"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/internal/download"
	"github.com/eightpuzzle/eightpuzzle/app/lesson"
	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/app/widgets"
)

// Lessons in the window: the banner across the top with the teacher's
// note (or why a lesson could not be opened), File > Open lesson and Save
// lesson, and a file dropped on the window. Reading and checking a lesson
// is the session's (OpenLesson); this file only finds the bytes.

// banner shows session.Banner at the top of the window until dismissed:
// the title in bold and the note after it on the same line, so that a
// short note costs one line of a small window; a long one scrolls within
// bannerHeight rather than push the window's controls off screen.
type banner struct {
	s       *session.Session
	bg      *canvas.Rectangle
	text    *widget.RichText
	close   *widget.Button
	content *fyne.Container
	parent  *fyne.Container // laid out again when the banner comes or goes
}

// bannerHeight is the most the note takes of the window: about four
// lines, the size of a small window's spare room.
const bannerHeight = 96

func newBanner(s *session.Session) *banner {
	b := &banner{s: s, bg: canvas.NewRectangle(theme.Color(theme.ColorNameHover)), text: widget.NewRichText()}
	b.text.Wrapping = fyne.TextWrapWord
	b.close = widget.NewButtonWithIcon("", theme.CancelIcon(), s.DismissBanner)
	b.close.Importance = widget.LowImportance
	scroll := widgets.NewVScroll(b.text)
	body := container.NewBorder(nil, nil, nil, container.NewVBox(b.close), container.New(capHeight{bannerHeight, scroll}, scroll))
	b.content = container.NewVBox(container.NewStack(b.bg, body), widget.NewSeparator())
	s.LessonChanged.Watch(b.refresh)
	s.ThemeChanged.Watch(b.refresh)
	b.refresh()
	return b
}

func (b *banner) refresh() {
	m := b.s.Banner()
	defer func() {
		if b.parent != nil {
			b.parent.Refresh()
		}
	}()
	if m.Title == "" {
		b.content.Hide()
		return
	}
	title := widget.RichTextStyleStrong
	title.Inline = true
	b.bg.FillColor = theme.Color(theme.ColorNameHover)
	if m.Kind == session.Danger {
		title.ColorName = theme.ColorNameError
		b.bg.FillColor = withAlpha(theme.Color(theme.ColorNameError), 0x30)
	} else if m.Kind == session.Warning {
		title.ColorName = theme.ColorNameWarning
	}
	segs := []widget.RichTextSegment{&widget.TextSegment{Style: title, Text: m.Title + "   "}}
	for i, line := range strings.Split(m.Text, "\n") {
		if i == 0 && line == "" {
			continue
		}
		segs = append(segs, &widget.TextSegment{Style: widget.RichTextStyleParagraph, Text: line})
	}
	b.text.Segments = segs
	b.text.Refresh()
	b.bg.Refresh()
	b.content.Show()
	b.content.Refresh()
}

// capHeight lays out one object (a scroller) at its content's height, up
// to max.
type capHeight struct {
	max    float32
	scroll *container.Scroll
}

func (c capHeight) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.Position{})
		o.Resize(size)
	}
}

func (c capHeight) MinSize([]fyne.CanvasObject) fyne.Size {
	h := c.scroll.Content.MinSize().Height
	return fyne.NewSize(c.scroll.MinSize().Width, min(h, c.max))
}

// openLesson reads the lesson at uri into the session; what went wrong
// is the session's to say, on the banner.
func (u *ui) openLesson(uri fyne.URI) {
	r, err := storage.Reader(uri)
	if err != nil {
		u.s.LessonFailed(uri.Name(), err)
		return
	}
	defer r.Close()
	u.s.OpenLesson(uri.Name(), r)
}

// dropped opens the first file dropped on the window as a lesson.
func (u *ui) dropped(_ fyne.Position, uris []fyne.URI) {
	for _, uri := range uris {
		if uri.Scheme() == "file" {
			u.openLesson(uri)
			return
		}
	}
	if len(uris) > 0 {
		u.s.LessonFailed(uris[0].String(), errors.New(lang.L("only a file can be opened as a lesson")))
	}
}

// showOpenLesson asks for a lesson file to open.
func (u *ui) showOpenLesson() {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		switch {
		case err != nil:
			u.s.LessonFailed("", err)
		case r != nil:
			defer r.Close()
			u.s.OpenLesson(r.URI().Name(), r)
		}
	}, u.win)
	d.SetTitleText(lang.L("Open a lesson")) // Fyne's glues "Open" and "File": « Ouvrir Fichier »
	d.SetFilter(storage.NewExtensionFileFilter([]string{lesson.Ext, ".txt"}))
	d.Show()
	sz := u.win.Canvas().Size()
	d.Resize(fyne.NewSize(min(820, sz.Width-40), min(560, sz.Height-40)))
}

// showSaveLesson asks for the note the students will see, then where to
// save the lesson of the window as it is set up.
func (u *ui) showSaveLesson() {
	note := widget.NewMultiLineEntry()
	note.SetPlaceHolder(lang.L("Shown at the top of the window when the lesson is opened"))
	note.SetText(u.s.LessonNote())
	note.SetMinRowsVisible(5)
	note.Wrapping = fyne.TextWrapWord
	problem := widget.NewLabel("")
	problem.Importance = widget.DangerImportance
	problem.Wrapping = fyne.TextWrapWord
	problem.Hide()
	form := container.NewBorder(widget.NewLabel(lang.L("A note for the students (optional):")), problem, nil, nil, note)
	var d *dialog.CustomDialog
	checked := func() (lesson.Lesson, bool) {
		l := u.s.Lesson(note.Text)
		if err := l.Check(); err != nil {
			problem.SetText(lang.L("Cannot save this note: ") + err.Error() + ".")
			problem.Show()
			return l, false
		}
		return l, true
	}
	save := widget.NewButtonWithIcon(lang.L("Save…"), theme.DocumentSaveIcon(), func() {
		if l, ok := checked(); ok {
			d.Hide()
			u.saveLesson(l)
		}
	})
	save.Importance = widget.HighImportance
	cancel := widget.NewButton(lang.L("Cancel"), func() { d.Hide() })
	d = dialog.NewCustomWithoutButtons(lang.L("Save lesson"), form, u.win)
	buttons := []fyne.CanvasObject{cancel, save}
	if copyLink := u.linkButton(func() {
		if l, ok := checked(); ok {
			d.Hide()
			u.copyLink(l)
		}
	}); copyLink != nil {
		buttons = []fyne.CanvasObject{cancel, copyLink, save}
	}
	d.SetButtons(buttons)
	sz := u.win.Canvas().Size()
	d.Resize(fyne.NewSize(min(560, sz.Width-40), min(360, sz.Height-40)))
	d.Show()
	u.win.Canvas().Focus(note)
}

// saveLesson offers the lesson as a file, named after its board.
func (u *ui) saveLesson(l lesson.Lesson) {
	name := "lesson-" + strings.NewReplacer("/", "-", " ", "_").Replace(l.BoardText()) + lesson.Ext
	download.Save(u.win, name, func(w io.Writer) error {
		_, err := w.Write(lesson.Format(l))
		return err
	}, u.s.LessonSaved)
}

// withAlpha is c at alpha a (0-255), for a tint behind text.
func withAlpha(c color.Color, a uint8) color.Color {
	r, g, b, _ := c.RGBA()
	return color.NRGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), a}
}
