//go:build !js

package download

import (
	"io"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
)

// Save asks where to save name, with Fyne's file dialog over w, then
// writes the file there with write on the UI goroutine and tells done.
func Save(w fyne.Window, name string, write func(io.Writer) error, done Done) {
	d := dialog.NewFileSave(func(wc fyne.URIWriteCloser, err error) {
		if err != nil {
			done("", err)
			return
		}
		if wc == nil {
			return // cancelled
		}
		where := wc.URI().Path()
		done(where, writeAndClose(wc, write))
	}, w)
	// Fyne's own title is "Save" and "File" glued (« Enregistrer
	// Fichier » in French): one sentence of ours instead
	d.SetTitleText(lang.L("Save the file"))
	d.SetFileName(name)
	if ext := filepath.Ext(name); ext != "" {
		d.SetFilter(storage.NewExtensionFileFilter([]string{ext}))
	}
	d.Show()
	// Fyne's default dialog is smaller than its file list needs. Resize
	// only after Show: before it, FileDialog.MinSize dereferences nil.
	sz := w.Canvas().Size()
	d.Resize(fyne.NewSize(min(820, sz.Width-40), min(560, sz.Height-40)))
}

// writeAndClose writes and closes, returning the first error of either:
// a full disk may only tell at Close.
func writeAndClose(wc io.WriteCloser, write func(io.Writer) error) error {
	err := write(wc)
	if cerr := wc.Close(); err == nil {
		err = cerr
	}
	return err
}
