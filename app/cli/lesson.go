package cli

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/eightpuzzle/eightpuzzle/app/lesson"
)

// commands are the words run takes as a command; anything else alone on
// the line may be a lesson to open (LessonArg).
var commands = []string{"solve", "compare", "trace", "algorithms", "algos", "help"}

// LessonArg says whether the arguments are `eightpuzzle FILE`: a lesson
// for the window to open. That is one argument that is not a command or a
// flag, and names a file that exists or looks like a path (it has a / or
// a dot: lesson.8puzzle, ./lesson), so that a mistyped command (solv) is
// still told it is unknown rather than that no such file exists.
func LessonArg(args []string) (string, bool) {
	if len(args) != 1 {
		return "", false
	}
	a := args[0]
	for _, c := range commands {
		if a == c {
			return "", false
		}
	}
	if a == "" || strings.HasPrefix(a, "-") {
		return "", false
	}
	if _, err := os.Stat(a); err == nil {
		return a, true
	}
	return a, strings.ContainsAny(a, `./\`)
}

// ReadLesson reads the lesson file at path for the window to open. A file
// that is missing, unreadable or damaged is one line on stderr that names
// it and the problem, and exit status 2 (bad input), before any window
// opens: a broken window is worse than a message.
func ReadLesson(path string, stderr io.Writer) (lesson.Lesson, int) {
	f, err := os.Open(path)
	if err != nil {
		fmt.Fprintf(stderr, "eightpuzzle: cannot open the lesson %s: %v\n", path, unwrapPath(err))
		return lesson.Lesson{}, exitUsage
	}
	defer f.Close()
	if st, err := f.Stat(); err == nil && st.IsDir() {
		fmt.Fprintf(stderr, "eightpuzzle: cannot open the lesson %s: it is a folder\n", path)
		return lesson.Lesson{}, exitUsage
	}
	l, err := lesson.Read(f)
	if err != nil {
		fmt.Fprintf(stderr, "eightpuzzle: cannot open the lesson %s: %v\n", path, unwrapPath(err))
		return lesson.Lesson{}, exitUsage
	}
	for _, line := range strings.Split(l.IgnoredText(), "\n") {
		if line != "" {
			fmt.Fprintf(stderr, "eightpuzzle: %s: %s\n", filepath.Base(path), line)
		}
	}
	return l, exitOK
}
