package web

import (
	"bufio"
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// The packages of app/internal/startturn, each of which gives the browser
// a turn during Go's start (app/startturn_js.go imports them).
const startTurnPath = "github.com/eightpuzzle/eightpuzzle/app/internal/startturn/"

// TestStartTakesTurns runs the page's wasm under Node with Go's init
// trace (GODEBUG=inittrace=1, which lists each package's init as it runs,
// in order, with the time since the start and its own time) up to where
// the app needs a browser's window, and checks that Go's start gives the
// page its turns: every package of app/internal/startturn ran its init
// and slept in it (a millisecond at least: the Go runtime, with nothing
// else to run, returns to the JavaScript event loop until the timer
// fires, which ends a browser's task), and no stretch of inits between
// two turns is more than half the inits' whole time. Without the turns
// it was all one stretch (one task of 620-710 ms in Chromium on this
// two-core machine, TestBrowserWaits); with them the longest stretch is
// Fyne's translations and theme, about a third. Halves and thirds, not
// milliseconds: Node's times move with the machine's load, their ratios
// little.
func TestStartTakesTurns(t *testing.T) {
	if testing.Short() {
		t.Skip("skipped in -short mode: it builds the app for the browser")
	}
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("skipped: node not found (make browser-deps installs it)")
	}
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatal(err)
	}
	wasmExec := filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm")
	wasm := filepath.Join(sharedWeb(t), "eightpuzzle.wasm")

	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, node, "wasm_exec_node.js", wasm)
	cmd.Dir = wasmExec
	cmd.Env = append(os.Environ(), "GODEBUG=inittrace=1")
	// the app stops (a panic) where it first needs the browser's window,
	// after every init: its exit is not the test's business
	out, _ := cmd.CombinedOutput()
	inits := readInitTrace(out)
	if len(inits) < 100 {
		t.Fatalf("the init trace has %d packages, too few to be the app's; node said:\n%s", len(inits), tail(out, 40))
	}

	turns := map[string]bool{}
	for _, d := range startTurnPackages(t) {
		turns[startTurnPath+d] = false
	}
	end := inits[len(inits)-1].at + inits[len(inits)-1].clock
	var longest, from float64
	var longestBefore string
	for _, in := range inits {
		ran, isTurn := turns[in.pkg]
		if !isTurn {
			continue
		}
		if ran {
			t.Errorf("%s ran its init twice?", in.pkg)
		}
		turns[in.pkg] = true
		if in.clock < 1 {
			t.Errorf("%s's init took %.3f ms: it did not sleep, and so gave the page no turn", in.pkg, in.clock)
		}
		if stretch := in.at - from; stretch > longest {
			longest, longestBefore = stretch, in.pkg
		}
		from = in.at + in.clock
	}
	if stretch := end - from; stretch > longest {
		longest, longestBefore = stretch, "the end of the inits"
	}
	for pkg, ran := range turns {
		if !ran {
			t.Errorf("%s did not run its init: app/startturn_js.go does not import it?", pkg)
		}
	}
	t.Logf("the inits took %.0f ms under Node; the longest stretch without a turn %.0f ms, before %s", end, longest, longestBefore)
	if longest > end/2 {
		t.Errorf("the longest stretch of inits without a turn, before %s, is %.0f ms of %.0f: more than half of them (a turn not where the slow inits are?)", longestBefore, longest, end)
	}
}

// startTurnPackages are the directories under app/internal/startturn.
func startTurnPackages(t *testing.T) []string {
	t.Helper()
	entries, err := os.ReadDir(filepath.Join("..", "internal", "startturn"))
	if err != nil {
		t.Fatal(err)
	}
	var dirs []string
	for _, e := range entries {
		if e.IsDir() {
			dirs = append(dirs, e.Name())
		}
	}
	if len(dirs) == 0 {
		t.Fatal("app/internal/startturn has no packages of turns")
	}
	return dirs
}

// initTrace is one line of GODEBUG=inittrace=1: "init PKG @AT ms, CLOCK ms
// clock, ...".
type initTrace struct {
	pkg       string
	at, clock float64
}

func readInitTrace(out []byte) []initTrace {
	var inits []initTrace
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) < 6 || f[0] != "init" || !strings.HasPrefix(f[2], "@") || f[5] != "ms" {
			continue
		}
		at, err1 := strconv.ParseFloat(strings.TrimPrefix(f[2], "@"), 64)
		clock, err2 := strconv.ParseFloat(f[4], 64)
		if err1 != nil || err2 != nil {
			continue
		}
		inits = append(inits, initTrace{pkg: f[1], at: at, clock: clock})
	}
	return inits
}

// tail is the last n lines of out.
func tail(out []byte, n int) string {
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	return strings.Join(lines[max(0, len(lines)-n):], "\n")
}
