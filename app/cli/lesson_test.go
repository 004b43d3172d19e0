package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// `eightpuzzle FILE` is a lesson when FILE is no command and names a file
// or looks like a path; a mistyped command is still one.
func TestLessonArg(t *testing.T) {
	dir := t.TempDir()
	plain := filepath.Join(dir, "plain")
	os.WriteFile(plain, nil, 0o644)
	t.Chdir(dir)
	for _, c := range []struct {
		args []string
		want bool
	}{
		{[]string{"lesson.8puzzle"}, true},
		{[]string{"./lesson"}, true},
		{[]string{"plain"}, true}, // exists, no dot
		{[]string{plain}, true},
		{[]string{"solv"}, false},
		{[]string{"solve"}, false},
		{[]string{"help"}, false},
		{[]string{"-h"}, false},
		{[]string{"a.8puzzle", "b.8puzzle"}, false},
		{nil, false},
	} {
		if _, got := LessonArg(c.args); got != c.want {
			t.Errorf("%q: lesson %v, want %v", c.args, got, c.want)
		}
	}
}

// A missing, unreadable or damaged lesson is one line naming the file and
// the problem, and status 2, before any window opens.
func TestReadLesson(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	good := write("good.8puzzle", "eightpuzzle lesson 1\nboard: 867254301\nstep: 3\n")
	later := write("later.8puzzle", "eightpuzzle lesson 2\nboard: 867254301\nslides: 4\n")
	for _, c := range []struct {
		path, want string
		code       int
	}{
		{filepath.Join(dir, "missing.8puzzle"), "cannot open the lesson " + filepath.Join(dir, "missing.8puzzle") + ": no such file or directory\n", 2},
		{dir, "cannot open the lesson " + dir + ": it is a folder\n", 2},
		{write("bad.8puzzle", "eightpuzzle lesson 1\nboard: 812043765\n"), "line 2: board: 812043765 cannot reach the goal 123456780", 2},
		{write("image.png", "\x89PNG\r\n\x1a\n\x00"), "not a text file", 2},
		{good, "", 0},
		{later, `later.8puzzle: This lesson was written by a later version (lesson 2); this version ignored "slides".` + "\n", 0},
	} {
		var stderr bytes.Buffer
		l, code := ReadLesson(c.path, &stderr)
		if code != c.code || (c.want == "") != (stderr.Len() == 0) || !strings.Contains(stderr.String(), c.want) {
			t.Errorf("%s: status %d, stderr %q; want %d and %q", filepath.Base(c.path), code, stderr.String(), c.code, c.want)
		}
		if strings.Count(stderr.String(), "\n") > 1 {
			t.Errorf("%s: more than one line: %q", c.path, stderr.String())
		}
		if code == 0 && l.Board == 0 {
			t.Errorf("%s: no lesson", c.path)
		}
	}
	if l, _ := ReadLesson(good, new(bytes.Buffer)); l.Step != 3 || l.Tab != "explore" {
		t.Errorf("good lesson read as %+v", l)
	}
}
