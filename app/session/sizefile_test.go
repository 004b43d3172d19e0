package session

import (
	"maps"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/app/internal/memprefs"
	"github.com/eightpuzzle/eightpuzzle/app/internal/uiqueue"
)

// fyneFile is a preferences file as Fyne keeps it: each window reads it
// whole when it opens and holds it in memory, and every value set
// rewrites the whole file from that memory.
type fyneFile struct{ saved memprefs.Prefs }

// fynePrefs is one window's memory of the file.
type fynePrefs struct {
	memprefs.Prefs
	file *fyneFile
}

func (f *fyneFile) open() fynePrefs { return fynePrefs{maps.Clone(f.saved), f} }

func (p fynePrefs) save()                        { p.file.saved = maps.Clone(p.Prefs) }
func (p fynePrefs) SetString(k, v string)        { p.Prefs.SetString(k, v); p.save() }
func (p fynePrefs) SetInt(k string, v int)       { p.Prefs.SetInt(k, v); p.save() }
func (p fynePrefs) SetFloat(k string, v float64) { p.Prefs.SetFloat(k, v); p.save() }
func (p fynePrefs) SetBool(k string, v bool)     { p.Prefs.SetBool(k, v); p.save() }

// window opens a session on the file as the app does (prefsFor).
func window(t *testing.T, f *fyneFile, sizePath string) *Session {
	t.Helper()
	q := &uiqueue.Queue{}
	s := New(WithSizeFile(f.open(), sizePath), q.Do)
	t.Cleanup(func() {
		s.Shutdown()
		q.Drain()
	})
	return s
}

// TestSizeOfTheLastWindowClosed is issue 21's item 13 with two windows
// open on one preferences file: A opens at 1180x600, B is resized to
// 1180x800 and closed, then A changes a setting. Fyne rewrote the whole
// file from A's memory, and the next window opened at 1180x600. The last
// window closed is the size remembered: B's, until A closes too.
func TestSizeOfTheLastWindowClosed(t *testing.T) {
	f := &fyneFile{saved: memprefs.Prefs{prefWidth: 1180.0, prefHeight: 600.0}}
	path := filepath.Join(t.TempDir(), "window.json")
	a := window(t, f, path)
	if got := a.WindowSize(); got != (Size{1180, 600}) {
		t.Fatalf("A opened at %v, want the 1180x600 saved by an older version", got)
	}
	b := window(t, f, path)
	b.SetWindowSize(Size{1180, 800})
	b.Shutdown()
	a.SetTheme(ThemeDark) // A's whole memory is written
	a.SetBoard(hardest)
	if got := window(t, f, path).WindowSize(); got != (Size{1180, 800}) {
		t.Fatalf("after B closed at 1180x800 and A changed a setting, a new window opens at %v", got)
	}
	if f.saved[prefTheme] != string(ThemeDark) {
		t.Errorf("A's theme was not saved: %v", f.saved[prefTheme])
	}
	a.SetWindowSize(Size{1000, 700})
	a.Shutdown()
	if got := window(t, f, path).WindowSize(); got != (Size{1000, 700}) {
		t.Fatalf("after A closed at 1000x700, a new window opens at %v", got)
	}
}

// TestDamagedSizeFileFallsBack: a size file cut short or edited by hand
// gives the default size and a line in the log, and the next close
// writes it whole again.
func TestDamagedSizeFileFallsBack(t *testing.T) {
	var logged []string
	defer func(f func(string, ...any)) { logf = f }(logf)
	logf = func(format string, args ...any) { logged = append(logged, format) }
	path := filepath.Join(t.TempDir(), "window.json")
	for _, damaged := range []string{`{"width": 1000, "hei`, `{"width": "wide", "height": 700}`, `{"width": 1e9, "height": 700}`, `[]`} {
		if err := os.WriteFile(path, []byte(damaged), 0o600); err != nil {
			t.Fatal(err)
		}
		logged = nil
		f := &fyneFile{saved: memprefs.Prefs{prefWidth: 900.0, prefHeight: 650.0}}
		s := window(t, f, path)
		if got := s.WindowSize(); got != DefaultSize {
			t.Errorf("%s: opened at %v, want the default %v", damaged, got, DefaultSize)
		}
		if len(logged) == 0 {
			t.Errorf("%s: nothing in the log", damaged)
		}
		s.SetWindowSize(Size{1000, 700})
		if got := window(t, f, path).WindowSize(); got != (Size{1000, 700}) {
			t.Errorf("%s: after a close at 1000x700, opened at %v", damaged, got)
		}
		if b, _ := os.ReadFile(path); !strings.Contains(string(b), `"height":700`) {
			t.Errorf("%s: the file reads %s", damaged, b)
		}
	}
}

// FuzzSizeFile: whatever the size file holds (cut short, edited by hand,
// another program's), reading it gives a number or the fallback, never a
// panic, and the window opens at a size within what it can use.
func FuzzSizeFile(f *testing.F) {
	for _, s := range []string{`{"width":1180,"height":800}`, `{"width": 1000, "hei`, `{"width":"wide"}`, `[]`, ``, `null`,
		`{"width":1e999,"height":-1}`, `{"width":NaN}`, `{"height":700}`, "\xff\xfe"} {
		f.Add([]byte(s))
	}
	defer func(f func(string, ...any)) { logf = f }(logf)
	logf = func(string, ...any) {}
	f.Fuzz(func(t *testing.T, b []byte) {
		path := filepath.Join(t.TempDir(), "window.json")
		if err := os.WriteFile(path, b, 0o600); err != nil {
			t.Fatal(err)
		}
		p := WithSizeFile(memprefs.Prefs{}, path)
		l := loader{p}
		w, okW := l.float(prefWidth, float64(MinSize.Width), 10000)
		h, okH := l.float(prefHeight, float64(MinSize.Height), 10000)
		if okW && (w < float64(MinSize.Width) || w > 10000) || okH && (h < float64(MinSize.Height) || h > 10000) {
			t.Errorf("%q: read %v x %v", b, w, h)
		}
		// a window closing writes the file whole again
		p.SetFloat(prefHeight, 700)
		if got := p.FloatWithFallback(prefHeight, -1); got != 700 {
			t.Errorf("%q: after a close at height 700 the file gives %v", b, got)
		}
	})
}
