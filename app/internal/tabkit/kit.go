package tabkit

import (
	"fyne.io/fyne/v2/lang"
	"io"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/internal/download"
)

// PopUp shows a menu under a button, as a drop-down opens; the keyboard
// works in it too. A button that is not on a canvas shows nothing: a
// pop-up whose widget was detached between the tap and the pop-up crashed
// Fyne (fyne-io/fyne#5965), and there is nothing to show it on anyway.
func PopUp(b *widget.Button, menu *fyne.Menu) {
	cv := fyne.CurrentApp().Driver().CanvasForObject(b)
	if cv == nil {
		return
	}
	widget.ShowPopUpMenuAtRelativePosition(menu, cv, fyne.NewPos(0, b.Size().Height), b)
}

// Tell says the outcome of a click (saved, copied, nothing to replay) on a
// tab's note line, in its importance's colour, until something replaces
// it.
func Tell(note *widget.Label, imp widget.Importance, text string) {
	note.Importance = imp
	note.Text = text
	note.Show()
	note.Refresh()
}

// SaveAs offers a file the platform's way: Fyne's save dialog on the
// desktop, a download in a browser (where the dialog does nothing); tell
// says how it went (a tab passes Tell on its note line).
func SaveAs(w fyne.Window, name string, write func(io.Writer) error, tell func(widget.Importance, string)) {
	download.Save(w, name, write, func(where string, err error) {
		if err != nil {
			tell(widget.DangerImportance, lang.L("Could not save ")+where+": "+err.Error()+".")
			return
		}
		tell(widget.SuccessImportance, lang.L("Saved ")+where+".")
	})
}
