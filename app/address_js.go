//go:build js

package app

import (
	"fmt"
	"syscall/js"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/lesson"
)

// In a browser a lesson travels in the page's address: "Copy link" puts
// the window's set-up in the fragment (#lesson=…, app/lesson's link.go)
// and the whole address in the clipboard; a page opened at such an
// address opens its lesson.

// addressName is what the messages call a lesson from the address.
const addressName = "from the address"

// openAddressLesson opens the lesson in the page's address, if any.
func (u *ui) openAddressLesson() {
	hash := js.Global().Get("location").Get("hash").String()
	data, err := lesson.FromFragment(hash)
	switch {
	case err == lesson.ErrNoLesson:
		return
	case err != nil:
		u.s.LessonFailed(addressName, err)
		return
	}
	l, err := lesson.Parse(data)
	if err != nil {
		u.s.LessonFailed(addressName, err)
		return
	}
	u.s.ApplyLesson(addressName, l)
}

// linkButton is a Copy link button that does f.
func (u *ui) linkButton(f func()) fyne.CanvasObject {
	return widget.NewButtonWithIcon(lang.L("Copy link"), theme.ContentCopyIcon(), f)
}

// copyLink puts l in the page's address and the address in the clipboard.
func (u *ui) copyLink(l lesson.Lesson) {
	frag := "#" + lesson.Fragment(lesson.Compact(l))
	g := js.Global()
	loc := g.Get("location")
	url := loc.Get("origin").String() + loc.Get("pathname").String() + loc.Get("search").String() + frag
	// replaceState: the address changes without a reload or a new entry
	// in the history
	g.Get("history").Call("replaceState", js.Null(), "", frag)
	fyne.CurrentApp().Clipboard().SetContent(url)
	u.s.LessonSaved(fmt.Sprintf("the address bar and the clipboard (a link of %d characters)", len(url)), nil)
}

// File > Open lesson is left out: a page sees no files but those the
// browser hands it, and the lesson comes in its link instead.
const lessonOpenable = false
