package cli

import (
	"bytes"
	"context"
	"image/gif"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

func decodeGIF(t *testing.T, data []byte) *gif.GIF {
	t.Helper()
	g, err := gif.DecodeAll(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("the GIF does not decode: %v", err)
	}
	return g
}

// gif writes the replay by default, a range of steps with -steps and a
// race with -race, each a GIF that decodes with its frames and size.
func TestGIFWrites(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		args         []string
		frames, w, h int
		what         string
	}{
		// 31 moves at 2 a second: the start, then a slide of 6 and a still each
		{[]string{"867254301"}, 1 + 31*7, 600, 600, "the 31-move replay of astar-manhattan"},
		// 20 moves a second: no time to slide
		{[]string{"-px", "300", "-speed", "20", "-algo", "bfs", "413726580"}, 9, 300, 300, "the 8-move replay of bfs"},
		{[]string{"-algo", "bfs", "-steps", "2:6", "413726580"}, 5, 600, 600, "steps 2 to 6 of bfs"},
		{[]string{"-race", "bfs,astar-manhattan", "-frames", "12", "-px", "800", "413726580"}, 12, 800, 0, "a race of 2"},
		{[]string{"-size", "2x3", "1 2 3/0 4 5"}, 1 + 2*7, 600, 600, "the 2-move replay"},
	} {
		name := filepath.Join(dir, "out.gif")
		args := append([]string{"gif", "-o", name}, c.args...)
		code, out, errOut := cli(t, "", args...)
		if code != exitOK || out != "" || !strings.Contains(errOut, "wrote "+name+": "+c.what) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, out, errOut)
			continue
		}
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		g := decodeGIF(t, data)
		if len(g.Image) != c.frames || g.Config.Width != c.w || c.h > 0 && g.Config.Height != c.h {
			t.Errorf("%v: %d frames %dx%d, want %d frames %dx%d", c.args, len(g.Image), g.Config.Width, g.Config.Height, c.frames, c.w, c.h)
		}
	}
}

// -o - writes the GIF to standard output and nothing to standard error.
func TestGIFToStdout(t *testing.T) {
	code, out, errOut := cli(t, "", "gif", "-o", "-", "-px", "200", "123456708")
	if code != exitOK || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	if g := decodeGIF(t, []byte(out)); g.Config.Width != 200 {
		t.Errorf("width %d, want 200", g.Config.Width)
	}
}

// Bad flags and boards: exit 2, a message naming the problem, no file.
func TestGIFRejectsBadInput(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "bad.gif")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"gif", "123456708"}, "-o FILE is required"},
		{[]string{"gif", "-o", name}, "give one BOARD; got 0"},
		{[]string{"gif", "-o", name, "123456708", "123456780"}, "give one BOARD; got 2"},
		{[]string{"gif", "-o", name, "12345678"}, `board "12345678"`},
		{[]string{"gif", "-o", name, "-px", "10", "123456708"}, "-px 10 is out of range"},
		{[]string{"gif", "-o", name, "-px", "90000", "123456708"}, "-px 90000 is out of range"},
		{[]string{"gif", "-o", name, "-speed", "0", "123456708"}, "-speed 0 is out of range"},
		{[]string{"gif", "-o", name, "-speed", "NaN", "123456708"}, "-speed NaN is out of range"},
		{[]string{"gif", "-o", name, "-steps", "5", "123456708"}, `-steps "5": no colon`},
		{[]string{"gif", "-o", name, "-steps", "a:3", "123456708"}, `"a" is not a step number`},
		{[]string{"gif", "-o", name, "-steps", "0:3", "123456708"}, "steps count from 1"},
		{[]string{"gif", "-o", name, "-steps", "4:3", "123456708"}, "its end comes before its start"},
		{[]string{"gif", "-o", name, "-steps", "1:5000", "123456708"}, "at most 1000 steps"},
		{[]string{"gif", "-o", name, "-steps", "50:60", "123456708"}, "-steps: steps 50 to 60: the search made only 1 step"},
		{[]string{"gif", "-o", name, "-race", "bfs", "123456708"}, "a race has 2 to 4"},
		{[]string{"gif", "-o", name, "-race", "bfs,a,b,c,d", "123456708"}, "-race: unknown algorithm"},
		{[]string{"gif", "-o", name, "-race", "bfs,,dfs", "123456708"}, "has an empty name"},
		{[]string{"gif", "-o", name, "-race", "bfs,dfs", "-steps", "1:2", "123456708"}, "give one of them"},
		{[]string{"gif", "-o", name, "-race", "bfs,dfs", "-algo", "bfs", "123456708"}, "-race names the searches"},
		{[]string{"gif", "-o", name, "-race", "bfs,dfs", "-heuristic", "manhattan", "123456708"}, "-race names the searches"},
		{[]string{"gif", "-o", name, "-race", "bfs,dfs", "-frames", "1", "123456708"}, "-frames 1 is out of range"},
		{[]string{"gif", "-o", name, "-algo", "nope", "123456708"}, "-algo: unknown algorithm"},
		{[]string{"gif", "-o", name, "-nope", "123456708"}, "flag provided but not defined: -nope"},
	} {
		code, out, errOut := cli(t, "", c.args...)
		if code != exitUsage || out != "" || !strings.Contains(errOut, c.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 2 and %q", c.args, code, out, errOut, c.want)
		}
		if _, err := os.Stat(name); err == nil {
			t.Errorf("%v: left a file behind", c.args)
			os.Remove(name)
		}
	}
}

// No replay of a board without a solution (3), or of a search stopped
// at a limit (4): a message, and no file.
func TestGIFNoSolution(t *testing.T) {
	name := filepath.Join(t.TempDir(), "none.gif")
	code, _, errOut := cli(t, "", "gif", "-o", name, "213456780")
	if code != exitUnsolvable || !strings.Contains(errOut, "found no solution to replay (unsolvable)") {
		t.Errorf("unsolvable: exit %d, stderr %q", code, errOut)
	}
	code, _, errOut = cli(t, "", "gif", "-o", name, "-algo", "bfs", "-max-nodes", "5", "867254301")
	if code != exitLimit || !strings.Contains(errOut, "found no solution to replay (limit)") {
		t.Errorf("at a limit: exit %d, stderr %q", code, errOut)
	}
	if _, err := os.Stat(name); err == nil {
		t.Error("a file was left behind")
	}
}

// A GIF that cannot be written: exit 1 with the reason, and no half
// file; a closed pipe ends quietly with 141.
func TestGIFWriteErrors(t *testing.T) {
	dir := t.TempDir()
	code, _, errOut := cli(t, "", "gif", "-o", filepath.Join(dir, "no", "such", "x.gif"), "123456708")
	if code != exitError || !strings.Contains(errOut, "no such file or directory") {
		t.Errorf("a missing folder: exit %d, stderr %q", code, errOut)
	}
	if _, err := os.Stat("/dev/full"); err == nil {
		code, _, errOut = cli(t, "", "gif", "-o", "/dev/full", "123456708")
		if code != exitError || !strings.Contains(errOut, "writing /dev/full: no space left on device") {
			t.Errorf("/dev/full: exit %d, stderr %q", code, errOut)
		}
	}
	var e bytes.Buffer
	code = run(context.Background(), []string{"gif", "-o", "-", "123456708"}, strings.NewReader(""), failingWriter{syscall.ENOSPC}, &e)
	if code != exitError || !strings.Contains(e.String(), "writing the output: no space left on device") {
		t.Errorf("-o - to a full disk: exit %d, stderr %q", code, e.String())
	}
	e.Reset()
	code = run(context.Background(), []string{"gif", "-o", "-", "123456708"}, strings.NewReader(""), failingWriter{syscall.EPIPE}, &e)
	if code != exitPipe || e.Len() != 0 {
		t.Errorf("-o - to a closed pipe: exit %d, stderr %q", code, e.String())
	}
}

// Ctrl-C while the frames are drawn: exit 130 at once, and the file is
// not left half written.
func TestGIFInterrupted(t *testing.T) {
	name := filepath.Join(t.TempDir(), "cut.gif")
	reached := make(chan struct{})
	gifFrame = func(done, _ int) {
		if done == 5 {
			close(reached)
		}
	}
	t.Cleanup(func() { gifFrame = nil })
	cancel, ch := start(strings.NewReader(""), "gif", "-o", name, "867254301")
	await(t, reached, "frame 5")
	cancel()
	r := within(t, ch, 10*time.Second)
	if r.code != exitInterrupted || !strings.Contains(r.errOut, "interrupted; nothing written") {
		t.Errorf("exit %d, stderr %q", r.code, r.errOut)
	}
	if _, err := os.Stat(name); err == nil {
		t.Error("the half-written GIF was left behind")
	}
}

// -steps A:B, A: and :B as people type them.
func FuzzStepsFlag(f *testing.F) {
	for _, s := range []string{"1:10", "5:", ":7", " 2 : 3 ", "0:1", "3:2", "x", "1:1001", "-1:2", "9999999999999999999:1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		from, to, err := stepsFlag(s)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "-steps ") {
				t.Errorf("%q: the error does not name the flag: %v", s, err)
			}
			return
		}
		if from < 1 || to != 0 && (to < from || to-from >= 1000) {
			t.Errorf("%q: accepted as %d:%d", s, from, to)
		}
	})
}

// -race names 2 to 4 algorithms.
func FuzzRaceFlag(f *testing.F) {
	for _, s := range []string{"bfs,dfs", "bfs", "bfs,,dfs", "astar,bfs", "a,b,c,d,e", " bfs , ucs ", "bfs,bfs,bfs,bfs"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		algs, err := raceFlag(s)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "-race") {
				t.Errorf("%q: the error does not name the flag: %v", s, err)
			}
			return
		}
		if len(algs) < 2 || len(algs) > 4 {
			t.Errorf("%q: %d racers", s, len(algs))
		}
	})
}
