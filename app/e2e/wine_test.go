//go:build wine

// The Windows build under wine: `make windows-test`. Kept out of make test
// by its build tag: it needs the cross-built exe (make windows, about 11
// minutes cold), wine and a fresh wine prefix (a minute to set up).

package e2e

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"flag"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
)

var winExe = flag.String("exe", "", "TestWine: the Windows build (make windows) to run under wine")

// Boards for the comparison: the goal, one move away, a middling one,
// the two hardest (31 moves) and an unsolvable one.
var wineBoards = []string{"123/456/780", "123/456/708", "413/026/758", "867/254/301", "647/850/321", "213/456/780"}

func TestWine(t *testing.T) {
	if *winExe == "" {
		t.Skip("skipped: no -exe (make windows-test passes the Windows build)")
	}
	for _, tool := range []string{"wine", "wineboot", "wineserver", "x86_64-w64-mingw32-gcc", "Xvfb", "xdotool", "import"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("skipped: %s not found (make windows-test installs what it needs)", tool)
		}
	}
	exe, err := filepath.Abs(*winExe)
	if err != nil {
		t.Fatal(err)
	}
	w := &wine{t: t, exe: exe, prefix: t.TempDir()}
	w.setUp()
	linux := build(t)

	t.Run("algorithms", func(t *testing.T) {
		want := run(t, nil, linux, "algorithms")
		if got := w.run(t, "algorithms"); got != want {
			t.Errorf("algorithms under wine:\n%s\nwant (Linux):\n%s", got, want)
		}
	})

	t.Run("solve", func(t *testing.T) {
		for _, algo := range []string{"astar-manhattan", "bfs", "ids", "idastar-linear-conflict", "greedy-misplaced", "dfs"} {
			args := append([]string{"solve", "-json", "-algo", algo}, wineBoards...)
			got, want := solveRuns(t, w.run(t, args...)), solveRuns(t, run(t, nil, linux, args...))
			for i := range got {
				if e, _ := got[i]["expanded"].(float64); e >= 100 && got[i]["elapsed_ns"] == 0.0 {
					t.Errorf("%s %s: %v boards expanded in 0 ns under wine", algo, got[i]["start"], e)
				}
				delete(got[i], "elapsed_ns")
			}
			for i := range want {
				delete(want[i], "elapsed_ns")
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("solve -json -algo %s under wine:\n%v\nwant (Linux):\n%v", algo, got, want)
			}
		}
	})

	t.Run("compare", func(t *testing.T) {
		for _, board := range wineBoards {
			got, want := w.run(t, "compare", "-csv", board), run(t, nil, linux, "compare", "-csv", board)
			if g, wt := withoutTimes(t, got), withoutTimes(t, want); !reflect.DeepEqual(g, wt) {
				t.Errorf("compare -csv %s under wine:\n%s\nwant (Linux):\n%s", board, got, want)
			}
		}
	})

	t.Run("window", func(t *testing.T) { w.window(t) })
}

type wine struct {
	t      *testing.T
	exe    string
	prefix string // a fresh WINEPREFIX
}

func (w *wine) env(extra ...string) []string {
	// Mono and Gecko are not needed: without these overrides wineboot
	// would offer to download them.
	return append(environ("WINEPREFIX", "WINEDEBUG", "WINEDLLOVERRIDES", "DISPLAY"),
		append([]string{"WINEPREFIX=" + w.prefix, "WINEDEBUG=-all", "WINEDLLOVERRIDES=mscoree,mshtml="}, extra...)...)
}

// setUp makes the wine prefix and puts the bcryptprimitives.dll stub into
// its system32: Go 1.26's runtime will not start without that DLL.
func (w *wine) setUp() {
	t := w.t
	began := time.Now()
	run(t, w.env(), "wineboot", "-i")
	t.Cleanup(func() { // before the prefix is removed: the server writes to it until it ends
		kill := exec.Command("wineserver", "-k")
		kill.Env = w.env()
		kill.Run()
		wait := exec.Command("wineserver", "-w")
		wait.Env = w.env()
		wait.Run()
	})
	t.Logf("wine prefix made in %.0f s", time.Since(began).Seconds())
	dll := filepath.Join(w.prefix, "drive_c", "windows", "system32", "bcryptprimitives.dll")
	run(t, nil, "x86_64-w64-mingw32-gcc", "-shared", "-O2", "-o", dll, "testdata/bcryptprimitives.c", "-ladvapi32")
}

func (w *wine) run(t *testing.T, args ...string) string {
	t.Helper()
	return run(t, w.env(), "wine", append([]string{w.exe}, args...)...)
}

// run runs a command and returns its standard output; env nil means this
// process's environment.
func run(t *testing.T, env []string, name string, args ...string) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Env = env
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	if err := cmd.Run(); err != nil {
		// solve exits 1 for an unsolvable board: what matters is the output
		if _, exited := err.(*exec.ExitError); !exited || out.Len() == 0 {
			t.Fatalf("%s %s: %v\n%s%s", name, strings.Join(args, " "), err, out.String(), errOut.String())
		}
	}
	return out.String()
}

// solveRuns decodes solve -json's lines.
func solveRuns(t *testing.T, out string) []map[string]any {
	t.Helper()
	var runs []map[string]any
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		var m map[string]any
		if err := json.Unmarshal([]byte(strings.TrimSpace(line)), &m); err != nil {
			t.Fatalf("%v in %q", err, line)
		}
		runs = append(runs, m)
	}
	return runs
}

// withoutTimes decodes compare -csv's table and blanks the times, which
// differ from run to run.
func withoutTimes(t *testing.T, out string) [][]string {
	t.Helper()
	rows, err := csv.NewReader(strings.NewReader(out)).ReadAll()
	if err != nil || len(rows) == 0 {
		t.Fatalf("compare -csv printed %q: %v", out, err)
	}
	for i, name := range rows[0] {
		if strings.Contains(name, "elapsed") || strings.Contains(name, "time") {
			for _, r := range rows[1:] {
				r[i] = ""
			}
		}
	}
	return rows
}

// window opens the exe's window on a private Xvfb and keeps a screenshot.
func (w *wine) window(t *testing.T) {
	s := &session{t: t, dir: artifacts(t)}
	s.startX()
	cmd := exec.Command("wine", w.exe)
	cmd.Env = w.env("DISPLAY=" + s.display)
	logf, err := os.Create(filepath.Join(s.dir, "wine.log"))
	if err != nil {
		t.Fatal(err)
	}
	defer logf.Close()
	cmd.Stdout, cmd.Stderr = logf, logf
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { cmd.Process.Kill(); cmd.Wait() }()

	deadline := time.Now().Add(2 * time.Minute)
	for {
		out, err := s.xdotool("search", "--onlyvisible", "--name", "8-puzzle")
		if err == nil && strings.TrimSpace(out) != "" {
			s.win = strings.Fields(out)[0]
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("no window titled 8-puzzle within 2 minutes; wine's log:\n%s", tail(readFile(logf.Name()), 3000))
		}
		time.Sleep(500 * time.Millisecond)
	}
	time.Sleep(5 * time.Second) // the first frames, drawn in software
	shot := filepath.Join(s.dir, "wine-window.png")
	imp := exec.Command("import", "-window", "root", shot)
	imp.Env = append(environ("DISPLAY"), "DISPLAY="+s.display)
	if out, err := imp.CombinedOutput(); err != nil {
		t.Fatalf("import: %v %s", err, out)
	}
	f, err := os.Open(shot)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if blank(img) {
		t.Errorf("the window under wine is blank (%s)", shot)
	}
	t.Logf("the window under wine: %s", shot)
}
