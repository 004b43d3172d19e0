// Package download saves a file the user asked for, the way the platform
// does it: on the desktop a save dialog asks where (save_desktop.go); in
// a browser, where Fyne's save dialog does nothing, the file goes to the
// browser's downloads (save_js.go). Callers write the same code for both:
//
//	download.Save(win, "compare.csv", func(w io.Writer) error {
//		return solver.WriteRowsCSV(w, rows)
//	}, func(where string, err error) {
//		if err != nil { tell(Danger, "Could not save "+where+": "+err.Error()) }
//		else { tell(Success, "Saved "+where+".") }
//	})
package download

// Done is told, on the UI goroutine, where the file went (a path, or the
// name it was offered under in the browser) and the error of the dialog,
// of write or of the disk, if any. It is not called when the user cancels.
type Done func(where string, err error)
