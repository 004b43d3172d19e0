//go:build !js

package download

import (
	"errors"
	"io"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/internal/locale"
)

// On the desktop Save opens Fyne's save dialog over the window.
func TestSaveShowsTheDialog(t *testing.T) {
	test.NewTempApp(t)
	w := test.NewTempWindow(t, widget.NewLabel("window"))
	Save(w, "rows.csv", func(io.Writer) error { return nil }, func(string, error) {
		t.Error("done called before the user chose anything")
	})
	if w.Canvas().Overlays().Top() == nil {
		t.Fatal("no dialog shown")
	}
}

type closer struct {
	io.Writer
	err error
}

func (c closer) Close() error { return c.err }

// writeAndClose reports the first error, of writing or of closing: a
// full disk may only tell at Close.
func TestWriteAndClose(t *testing.T) {
	full, bad := errors.New("disk full"), errors.New("no rows")
	for _, c := range []struct {
		write, close, want error
	}{{nil, nil, nil}, {bad, nil, bad}, {nil, full, full}, {bad, full, bad}} {
		got := writeAndClose(closer{io.Discard, c.close}, func(io.Writer) error { return c.write })
		if got != c.want {
			t.Errorf("write %v, close %v: got %v, want %v", c.write, c.close, got, c.want)
		}
	}
}

// In French the save dialog's title is a sentence, « Enregistrer le
// fichier »: Fyne's own glues its words for Save and File, « Enregistrer
// Fichier ».
func TestSaveDialogTitledInFrench(t *testing.T) {
	test.NewTempApp(t)
	if err := locale.Use("fr"); err != nil {
		t.Fatal(err)
	}
	defer locale.Use("en")
	w := test.NewTempWindow(t, widget.NewLabel("window"))
	w.Resize(fyne.NewSize(900, 700))
	Save(w, "rows.csv", func(io.Writer) error { return nil }, func(string, error) {})
	var texts []string
	for _, o := range test.LaidOutObjects(w.Canvas().Overlays().Top()) {
		if l, ok := o.(*widget.Label); ok {
			texts = append(texts, l.Text)
		}
	}
	if !slices.Contains(texts, "Enregistrer le fichier") || slices.Contains(texts, "Enregistrer Fichier") {
		t.Errorf("the save dialog's labels are %q, want « Enregistrer le fichier »", texts)
	}
}
