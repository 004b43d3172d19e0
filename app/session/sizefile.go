package session

import (
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
)

// WithSizeFile keeps the window's size in a file of its own at path, and
// every other setting in p.
//
// Why not in p: Fyne keeps its preferences in each window's memory and
// rewrites the whole file from that memory on every change. With two
// windows open on one preferences file, a setting changed in the first
// wrote the size it had read at its start over the size the second had
// just saved on closing (1180x600 remembered after a resize to 1180x800,
// issue 21, item 13); Fyne's reload of a file changed under it does not
// help, since it ignores a change that comes within 100 ms of its own
// save, and each reload is itself saved. The size is written only when a
// window closes, so in a file nobody else rewrites the last window closed
// is the size remembered.
//
// A size saved by an older version, in p, is read while the file does not
// exist yet.
func WithSizeFile(p Prefs, path string) Prefs { return sizeFile{p, path} }

type sizeFile struct {
	Prefs
	path string
}

// sizeJSON is the file: {"width": 1180, "height": 800}, in canvas units.
type sizeJSON struct {
	Width  *float64 `json:"width,omitempty"`
	Height *float64 `json:"height,omitempty"`
}

// field is the value of key in v, or nil for a key that is not the size's.
func (v *sizeJSON) field(key string) **float64 {
	switch key {
	case prefWidth:
		return &v.Width
	case prefHeight:
		return &v.Height
	}
	return nil
}

// read gives the file's values; ok is false when there is no file, and a
// damaged file reads as one without values, with a line in the log.
func (f sizeFile) read() (v sizeJSON, ok bool) {
	b, err := os.ReadFile(f.path)
	if errors.Is(err, fs.ErrNotExist) {
		return v, false
	}
	if err == nil {
		err = json.Unmarshal(b, &v)
	}
	if err != nil {
		logf("preferences: ignoring the window size in %s: %v; using the default", f.path, err)
		return sizeJSON{}, true
	}
	return v, true
}

func (f sizeFile) FloatWithFallback(key string, fallback float64) float64 {
	if (&sizeJSON{}).field(key) == nil {
		return f.Prefs.FloatWithFallback(key, fallback)
	}
	v, ok := f.read()
	switch field := v.field(key); {
	case !ok: // no file yet: a size an older version saved
		return f.Prefs.FloatWithFallback(key, fallback)
	case *field == nil:
		return fallback
	default:
		return **field
	}
}

// SetFloat writes the file whole through a temporary file, so that a
// window opening meanwhile reads the old size or the new, never half.
func (f sizeFile) SetFloat(key string, value float64) {
	if (&sizeJSON{}).field(key) == nil {
		f.Prefs.SetFloat(key, value)
		return
	}
	v, _ := f.read()
	*v.field(key) = &value
	if err := writeAtomically(f.path, v); err != nil {
		logf("preferences: the window size was not saved: %v", err)
	}
}

func writeAtomically(path string, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), filepath.Base(path)+".*")
	if err != nil {
		return err
	}
	_, err = tmp.Write(b)
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		os.Remove(tmp.Name())
	}
	return err
}
