package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/app/lesson"
	"github.com/eightpuzzle/eightpuzzle/app/session"
	"github.com/eightpuzzle/eightpuzzle/solver"
)

const droppedLesson = `eightpuzzle lesson 1
board: 436718052
algorithm: greedy
heuristic: manhattan
tab: compare
note: Greedy is fast. Is its path the shortest?
`

// writeFile writes a lesson file in a test's folder and returns its URI.
func writeFile(t *testing.T, name, text string) fyne.URI {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return storage.NewFileURI(path)
}

// bannerShown is the banner's title and text when it is on screen.
func (h *harness) bannerShown() (title, text string, ok bool) {
	b := h.u.banner
	if !b.content.Visible() {
		return "", "", false
	}
	var lines []string
	for _, seg := range b.text.Segments[1:] {
		lines = append(lines, seg.(*widget.TextSegment).Text)
	}
	return strings.TrimSpace(b.text.Segments[0].(*widget.TextSegment).Text), strings.Join(lines, "\n"), true
}

// A file dropped on the window opens as a lesson: the window is set up as
// it says and the note is on the banner at the top, until dismissed.
func TestDropLesson(t *testing.T) {
	h := newDefaultHarness(t)
	s := h.u.s
	if _, _, ok := h.bannerShown(); ok {
		t.Fatal("a banner before any lesson")
	}
	h.u.dropped(fyne.NewPos(300, 300), []fyne.URI{writeFile(t, "greedy.8puzzle", droppedLesson)})
	if b, _ := s.Puzzle(); b != solver.MustParse("436718052") || s.Algorithm().Name != "greedy-manhattan" || s.Tab() != session.CompareTab {
		t.Fatalf("board %v, %s, tab %v", b, s.Algorithm().Name, s.Tab())
	}
	if h.u.tabs.SelectedIndex() != int(session.CompareTab) {
		t.Fatalf("the window shows tab %d", h.u.tabs.SelectedIndex())
	}
	title, text, ok := h.bannerShown()
	if !ok || title != "Lesson: greedy.8puzzle" || text != "Greedy is fast. Is its path the shortest?" {
		t.Fatalf("banner %q, %q (shown %v)", title, text, ok)
	}
	// the banner is at the top of the window, above the toolbar
	bpos, _ := bounds(h.u.banner.content)
	rpos, _ := bounds(h.u.toolbar.random)
	if bpos.Y >= rpos.Y {
		t.Fatalf("banner at y %v, the toolbar's Random at %v", bpos.Y, rpos.Y)
	}
	// and what is under it moved down: the toolbar overlapped the tabs
	// when only the banner's row was laid out again (seen under Xvfb)
	_, rsize := bounds(h.u.toolbar.random)
	if tpos, _ := bounds(h.u.tabs); rpos.Y+rsize.Height > tpos.Y {
		t.Fatalf("the toolbar's Random ends at y %v, below the top of the tabs at %v", rpos.Y+rsize.Height, tpos.Y)
	}
	test.Tap(h.u.banner.close)
	if _, _, ok := h.bannerShown(); ok {
		t.Fatal("the banner stays after its close button")
	}
}

// A damaged file dropped changes nothing and says why on the banner; so
// does something dropped that is not a file.
func TestDropDamagedLesson(t *testing.T) {
	h := newDefaultHarness(t)
	s := h.u.s
	s.SetBoard(solver.MustParse("123456708"))
	board, goal := s.Puzzle()
	algo := s.Algorithm()
	h.u.dropped(fyne.Position{}, []fyne.URI{writeFile(t, "photo.png", "\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")})
	if b, g := s.Puzzle(); b != board || g != goal || s.Algorithm() != algo {
		t.Fatal("a damaged lesson changed the session")
	}
	title, text, ok := h.bannerShown()
	if !ok || title != "Could not open the lesson photo.png" || !strings.Contains(text, "not a text file") ||
		h.u.banner.text.Segments[0].(*widget.TextSegment).Style.ColorName != theme.ColorNameError {
		t.Fatalf("banner %q, %q (shown %v)", title, text, ok)
	}
	web, _ := storage.ParseURI("https://example.org/lesson.8puzzle")
	h.u.dropped(fyne.Position{}, []fyne.URI{web})
	if _, text, _ := h.bannerShown(); !strings.Contains(text, "only a file can be opened as a lesson") {
		t.Fatalf("banner %q", text)
	}
	// a file that is gone by the time it is read
	gone := storage.NewFileURI(filepath.Join(t.TempDir(), "gone.8puzzle"))
	h.u.openLesson(gone)
	if title, _, _ := h.bannerShown(); title != "Could not open the lesson gone.8puzzle" {
		t.Fatalf("banner %q", title)
	}
	if b, _ := s.Puzzle(); b != board {
		t.Fatal("the board changed")
	}
}

// menuItem finds an item of the window's main menu by its label.
func (h *harness) menuItem(menu, label string) *fyne.MenuItem {
	h.t.Helper()
	for _, m := range h.u.menu.main.Items {
		if m.Label != menu {
			continue
		}
		for _, it := range m.Items {
			if it.Label == label {
				return it
			}
		}
	}
	h.t.Fatalf("no menu item %s > %s", menu, label)
	return nil
}

// File > Open lesson shows a file dialog; File > Save lesson asks for the
// note, offers the last lesson's, refuses one that a lesson cannot hold,
// and goes on to the save dialog.
func TestLessonMenu(t *testing.T) {
	h := newDefaultHarness(t)
	h.menuItem("File", "Open lesson…").Action()
	overlays := h.u.win.Canvas().Overlays()
	if overlays.Top() == nil {
		t.Fatal("Open lesson showed no dialog")
	}
	overlays.Remove(overlays.Top())

	h.u.s.OpenLesson("l.8puzzle", strings.NewReader(droppedLesson))
	h.menuItem("File", "Save lesson…").Action()
	entry, ok := h.u.win.Canvas().Focused().(*widget.Entry)
	if !ok || entry.Text != "Greedy is fast. Is its path the shortest?" {
		t.Fatalf("focused %T, want the note's entry holding the lesson's note", h.u.win.Canvas().Focused())
	}
	entry.SetText(strings.Repeat("long ", lesson.MaxNoteLine))
	save := findButton(t, overlays.Top(), "Save…")
	test.Tap(save)
	if !strings.Contains(labelsOf(overlays.Top()), "Cannot save this note: the note has 2499 characters; at most 2000.") {
		t.Fatalf("no problem said; the dialog says %q", labelsOf(overlays.Top()))
	}
	entry.SetText("Line one.\nLine two.")
	test.Tap(save)
	if h.u.s.LessonNote() != "Line one.\nLine two." {
		t.Fatalf("note %q", h.u.s.LessonNote())
	}
	// the save dialog over the window now
	if overlays.Top() == nil {
		t.Fatal("no save dialog")
	}
}

func findButton(t *testing.T, o fyne.CanvasObject, text string) *widget.Button {
	t.Helper()
	for _, x := range test.LaidOutObjects(o) {
		if b, ok := x.(*widget.Button); ok && b.Text == text {
			return b
		}
	}
	t.Fatalf("no button %q", text)
	return nil
}

func labelsOf(o fyne.CanvasObject) string {
	var out []string
	for _, x := range test.LaidOutObjects(o) {
		if l, ok := x.(*widget.Label); ok && l.Visible() {
			out = append(out, l.Text)
		}
	}
	return strings.Join(out, " | ")
}

// File is the first menu, so Quit is its last item: Fyne adds a Quit of
// its own to the first menu otherwise, which would skip the window's
// shutdown.
func TestFileMenuEndsWithQuit(t *testing.T) {
	h := newDefaultHarness(t)
	first := h.u.menu.main.Items[0]
	last := first.Items[len(first.Items)-1]
	if first.Label != "File" || !last.IsQuit || last.Label != "Quit" {
		t.Fatalf("first menu %q ends with %q (quit %v)", first.Label, last.Label, last.IsQuit)
	}
	for _, m := range h.u.menu.main.Items[1:] {
		for _, it := range m.Items {
			if it.IsQuit {
				t.Errorf("a second Quit, in %s", m.Label)
			}
		}
	}
}

// A long note scrolls within the banner rather than push the window's
// controls off a small window.
func TestLongNoteScrolls(t *testing.T) {
	h := newHarness(t, test.NewTempApp(t), fyne.NewSize(800, 600))
	var sb strings.Builder
	sb.WriteString("eightpuzzle lesson 1\nboard: 436718052\n")
	for range 20 {
		sb.WriteString("note: " + strings.Repeat("A long line of the teacher's note. ", 2) + "\n")
	}
	if err := h.u.s.OpenLesson("long.8puzzle", strings.NewReader(sb.String())); err != nil {
		t.Fatal(err)
	}
	_, size := bounds(h.u.banner.content)
	if size.Height > bannerHeight+3*theme.Padding()+theme.SeparatorThicknessSize() {
		t.Fatalf("the banner is %v high at 800x600", size.Height)
	}
	_, rsize := bounds(h.u.toolbar.random)
	rpos, _ := bounds(h.u.toolbar.random)
	if rpos.Y+rsize.Height > 600 {
		t.Fatalf("the toolbar is pushed off the window: Random at %v", rpos.Y)
	}
}

// On 5x5 the Save lesson dialog saves: no problem said, the save dialog
// over the window after Save… (it said "Cannot save this note: size 5x5:
// rows and columns must each be 2 to 4").
func TestSaveLessonOnFiveByFive(t *testing.T) {
	h := newDefaultHarness(t)
	h.u.s.SetShape(solver.Shape{Rows: 5, Cols: 5})
	h.menuItem("File", "Save lesson…").Action()
	overlays := h.u.win.Canvas().Overlays()
	if overlays.Top() == nil {
		t.Fatal("Save lesson showed no dialog")
	}
	dlg := overlays.Top()
	test.Tap(findButton(t, dlg, "Save…"))
	if got := labelsOf(dlg); strings.Contains(got, "Cannot save") {
		t.Fatalf("the dialog says %q", got)
	}
	if overlays.Top() == nil || overlays.Top() == dlg {
		t.Fatal("no save dialog after Save…")
	}
}
