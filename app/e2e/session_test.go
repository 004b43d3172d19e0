package e2e

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io/fs"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/eightpuzzle/eightpuzzle/app/internal/modpatch"
)

// The session: Xvfb, the app on it, and its trace read back.

// event is one line of the trace; each event fills the fields it has.
type event struct {
	Event     string
	MS        int64
	Board     string
	Goal      string
	Shape     string // board: the size, "3x3" or another
	Mode      string
	Picked    int
	Table     bool
	Name      string
	Watch     bool
	Run       uint64
	Running   bool
	Algorithm string
	Status    string
	Moves     int
	Expanded  int64
	Step, Of  int
	Steps     int    // explore, race: the steps recorded
	View      string // explore: the view in sight
	Stale     bool   // explore: of another board
	Racers    int    // race: how many
	Finished  int    // race: how many the cursor has seen finish
	Playing   bool
	// explore, during a Predict exercise: the question (of Of), the
	// boards offered, the last grade, the score of Answers
	Predicting, Answered, Right bool
	Question, Score, Answers    int
	Choices                     []string
	Kind                        string
	Text                        string
	Tab                         string
	Scale                       float32
	W, H                        float32 // layout: the canvas's size
	MinW                        float32 // layout: the least width the content needs; more than W scrolls sideways
	MinH                        float32
	Widgets                     []widget
	// layout: presentation mode, full screen, the type's size, a menu bar
	Presenting, FullScreen bool
	TextSize               float32
	Menu                   bool
	// uicalls: the functions the session ran on the UI goroutine
	Calls     int64   `json:"calls"`
	LongestMS float64 `json:"longest_ms"`
	LongestFn string  `json:"longest_fn"`
	Over16    int64   `json:"over_16ms"`

	raw string // the line as written
}

// widget is a control as the trace places it, in canvas units.
type widget struct {
	Kind, Text, Value string
	X, Y, W, H        float32
	Disabled, Checked bool
	Cells             [][2]float32
	Overlay           bool // in a dialog, pop-up or menu
}

type rect struct{ x0, y0, x1, y1 int }

type session struct {
	t        *testing.T
	dir      string // screenshots, trace and log
	display  string
	win      string // X window id
	app      *exec.Cmd
	exited   chan struct{} // closed when the app has exited
	exitErr  error
	bin      string
	logShown bool // the app's log is in the failure already

	traceOff int64 // how far the trace has been read
	partial  []byte
	events   []event
	layout   *event // the latest layout
	layoutAt int    // its place in events
	tab      string // the tab shown, as the trace last said
	began    time.Time
	stepAt   time.Time
	env      []string // for the app, after the defaults (FYNE_SCALE=1.1, say)
	screen   [2]int   // the virtual screen's size
}

var tools = []string{"Xvfb", "xdotool", "import"}

// the size of the virtual screen
const screenW, screenH = 1400, 1000

// start checks the tools, builds the app and starts it on its own Xvfb.
// Everything started is stopped when the test ends, failed or not.
func start(t *testing.T) *session { return startWith(t) }

// startWith is start with variables for the app's environment, which
// take the place of the defaults of the same name.
func startWith(t *testing.T, env ...string) *session {
	return startOn(t, [2]int{screenW, screenH}, env...)
}

// startOn is startWith on a virtual screen of that size: a projector's.
func startOn(t *testing.T, screen [2]int, env ...string) *session {
	var missing []string
	for _, tool := range tools {
		if _, err := exec.LookPath(tool); err != nil {
			missing = append(missing, tool)
		}
	}
	if len(missing) > 0 {
		t.Skipf("end-to-end test of the real window skipped: %s not found "+
			"(Debian: apt-get install xvfb xdotool imagemagick; `make e2e` installs them)", strings.Join(missing, ", "))
	}
	s := &session{t: t, began: time.Now(), tab: "solve", env: env, screen: screen}
	s.stepAt = s.began
	s.dir = artifacts(t)
	s.bin = build(t)
	// Now and then the app cannot open the display Xvfb has just said
	// is ready (GLFW: "Failed to detect any supported platform"), while
	// other suites start and stop X servers of their own: a new X server
	// is tried once.
	for attempt := 1; ; attempt++ {
		s.startX()
		if s.startApp() {
			return s
		}
		if attempt == 2 {
			t.Fatalf("the app could not open the X display, twice; its log:\n%s", tail(readFile(s.path("app.log")), 20))
		}
		t.Logf("the app could not open display %s (GLFW found no platform); trying a new X server", s.display)
		os.Rename(s.path("app.log"), s.path("app-no-display.log"))
		os.Remove(s.path("trace.jsonl"))
		s.traceOff, s.partial, s.events, s.layout = 0, nil, nil, nil
	}
}

// artifacts is where a test's screenshots, trace and log go: -out, or a
// temporary directory kept only when the test fails.
func artifacts(t *testing.T) string {
	if *outDir != "" {
		dir := filepath.Join(*outDir, t.Name())
		os.RemoveAll(dir)
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		t.Logf("screenshots, trace and log in %s", dir)
		return dir
	}
	dir, err := os.MkdirTemp("", "eightpuzzle-e2e-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if t.Failed() {
			t.Logf("screenshots, trace and log kept in %s", dir)
		} else {
			os.RemoveAll(dir)
		}
	})
	return dir
}

var (
	buildOnce sync.Once
	binPath   string
	buildErr  error
)

// build compiles the app once per test run: a development build, so
// Fyne's thread checks are on, and with the race detector when this test
// runs with it (make test does), so data races in the real window fail.
func build(t *testing.T) string {
	buildOnce.Do(func() {
		stampSources()
		dir, err := os.MkdirTemp("", "eightpuzzle-e2e-bin-")
		if err != nil {
			buildErr = err
			return
		}
		binPath = filepath.Join(dir, "eightpuzzle")
		// with the fixes to Fyne the app's builds carry, as make build's
		modFile, err := modpatch.DesktopModFile(context.Background(), root, dir)
		if err != nil {
			buildErr = err
			return
		}
		args := []string{"build", "-modfile", modFile, "-o", binPath}
		if raceEnabled() {
			args = append(args, "-race")
		}
		began := time.Now()
		cmd := exec.Command("go", append(args, root)...)
		if out, err := cmd.CombinedOutput(); err != nil {
			buildErr = fmt.Errorf("go %s: %v\n%s", strings.Join(args, " "), err, out)
			return
		}
		t.Logf("built the app (%s) in %.1fs", strings.Join(args[1:], " "), time.Since(began).Seconds())
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return binPath
}

// TestMain removes the built app once every test is done.
func TestMain(m *testing.M) {
	code := m.Run()
	if binPath != "" {
		os.RemoveAll(filepath.Dir(binPath))
	}
	os.Exit(code)
}

func raceEnabled() bool {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return false
	}
	for _, s := range bi.Settings {
		if s.Key == "-race" && s.Value == "true" {
			return true
		}
	}
	return false
}

// stampSources reads the size and time of every source file of the module.
// go test caches a passing result until the files a test opened change;
// this test runs a binary built from all of them, so it shows go test all
// of them, and a change anywhere runs it again instead of a stale pass.
func stampSources() {
	filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() && path != root && (strings.HasPrefix(d.Name(), ".") || d.Name() == "dist" || d.Name() == "testdata") {
			return filepath.SkipDir
		}
		switch filepath.Ext(path) {
		case ".go", ".mod", ".sum", ".toml", ".png":
			os.Stat(path)
		}
		return nil
	})
}

// startX starts Xvfb on a free display, which it picks itself and tells
// through a pipe (-displayfd), so parallel runs never collide.
func (s *session) startX() {
	t := s.t
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	xlog, err := os.Create(filepath.Join(s.dir, "xvfb.log"))
	if err != nil {
		t.Fatal(err)
	}
	defer xlog.Close()
	// A screen larger than the window (1180x800), so all of it is drawn.
	x := exec.Command("Xvfb", "-displayfd", "3", "-screen", "0", fmt.Sprintf("%dx%dx24", s.screen[0], s.screen[1]), "-nolisten", "tcp")
	x.ExtraFiles = []*os.File{w} // fd 3
	x.Stdout, x.Stderr = xlog, xlog
	x.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := x.Start(); err != nil {
		t.Fatal(err)
	}
	w.Close()
	t.Cleanup(func() { stop(x, nil) })

	got := make(chan string, 1)
	go func() {
		line, _ := bufio.NewReader(r).ReadString('\n')
		got <- strings.TrimSpace(line)
	}()
	select {
	case d := <-got:
		if _, err := strconv.Atoi(d); err != nil {
			t.Fatalf("Xvfb did not start (display %q); its log: %s", d, readFile(filepath.Join(s.dir, "xvfb.log")))
		}
		s.display = ":" + d
	case <-time.After(15 * time.Second):
		t.Fatal("Xvfb did not report a display within 15s")
	}
	// Xvfb reports its display when it is ready, yet twice here the app
	// could not open it right after (once just after other X servers were
	// killed): wait until the socket takes a connection before going on.
	sock := "/tmp/.X11-unix/X" + strings.TrimPrefix(s.display, ":")
	deadline := time.Now().Add(10 * time.Second)
	for {
		c, err := net.Dial("unix", sock)
		if err == nil {
			c.Close()
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("Xvfb reported display %s but %s takes no connection: %v; its log: %s",
				s.display, sock, err, readFile(filepath.Join(s.dir, "xvfb.log")))
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// startApp runs the app on the display with a fresh home, so preferences
// start empty and the developer's are left alone, and its output in a log.
// It says false when the app could not open the display at all.
func (s *session) startApp() bool {
	t := s.t
	home := filepath.Join(s.dir, "home")
	// .cache too: Fyne makes its cache folder inside it, not the parents.
	if err := os.MkdirAll(filepath.Join(home, ".cache"), 0o755); err != nil {
		t.Fatal(err)
	}
	logf, err := os.Create(s.path("app.log"))
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(s.bin)
	cmd.Env = append(environ("DISPLAY", "HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "WAYLAND_DISPLAY", "FYNE_SCALE", "FYNE_THEME", "EIGHTPUZZLE_TRACE"),
		"DISPLAY="+s.display, "HOME="+home, "EIGHTPUZZLE_TRACE="+s.path("trace.jsonl"),
		"FYNE_SCALE=1") // the README's screenshots at the window's own size
	cmd.Env = append(cmd.Env, s.env...) // exec keeps the last of a name
	cmd.Stdout, cmd.Stderr = logf, logf
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	s.app = cmd
	exited := make(chan struct{})
	s.exited = exited
	go func() {
		s.exitErr = cmd.Wait()
		logf.Close()
		close(exited)
	}()
	// Runs before Xvfb's cleanup (last in, first out); reports the log.
	t.Cleanup(func() {
		stop(cmd, exited)
		if s.app != cmd {
			return // an attempt that could not open the display
		}
		s.checkLog()
		if t.Failed() && !s.logShown {
			t.Logf("app log:\n%s", tail(readFile(s.path("app.log")), 40))
		}
	})

	deadline := time.Now().Add(30 * time.Second)
	for s.win == "" {
		// Only a window id will do: while windows come and go xdotool may
		// say "Error: ..." instead, which once became the window's "id".
		out, _ := s.xdotool("search", "--onlyvisible", "--name", "^8-puzzle")
		if f := strings.Fields(out); len(f) > 0 {
			if _, err := strconv.ParseUint(f[0], 10, 64); err == nil {
				s.win = f[0]
				break
			}
		}
		select {
		case <-exited:
			if couldNotConnect(readFile(s.path("app.log"))) {
				return false
			}
		default:
		}
		s.checkAlive("the window")
		if time.Now().After(deadline) {
			t.Fatal("no window appeared within 30s")
		}
		time.Sleep(100 * time.Millisecond)
	}
	// No window manager runs, so focus is given by hand; keys then reach it.
	s.xdotool("windowfocus", s.win)
	s.waitLayout("the board on screen", func() bool { return s.find("board", "") != nil })
	t.Logf("window %s up on display %s after %.1fs", s.win, s.display, time.Since(s.began).Seconds())
	return true
}

// couldNotConnect says whether the app's log is of a start that could not
// connect to the X display at all: the app's own line (app/display), or
// GLFW's words from before the app checked the display itself. It must
// match what the app prints, or the retry in startOn never happens
// (TestNoDisplayIsRecognised).
func couldNotConnect(log string) bool {
	return strings.Contains(log, "cannot connect to the display") ||
		strings.Contains(log, "failed to initialise GLFW")
}

// TestNoDisplayIsRecognised starts the app on a display no X server has
// and checks startOn would take its log for a failed connection and try a
// new X server. Once the app began to say so in its own words, the retry
// stopped happening, and a CI run failed on the first bad start.
func TestNoDisplayIsRecognised(t *testing.T) {
	if _, err := exec.LookPath("Xvfb"); err != nil {
		t.Skip("end-to-end tests skipped: no Xvfb")
	}
	bin := build(t)
	n := 400
	for ; n < 500; n++ {
		if _, err := os.Stat(fmt.Sprintf("/tmp/.X11-unix/X%d", n)); os.IsNotExist(err) {
			break
		}
	}
	cmd := exec.Command(bin)
	cmd.Env = append(environ("DISPLAY", "WAYLAND_DISPLAY", "HOME"), fmt.Sprintf("DISPLAY=:%d", n), "HOME="+t.TempDir())
	out, err := cmd.CombinedOutput()
	if err == nil {
		t.Fatalf("the app started on display :%d, where no X server is; its output:\n%s", n, out)
	}
	if !couldNotConnect(string(out)) {
		t.Errorf("the app's output on a display with no X server is not taken for one:\n%s", out)
	}
}

// environ is the test's environment without the named variables.
func environ(drop ...string) []string {
	var env []string
	for _, kv := range os.Environ() {
		name, _, _ := strings.Cut(kv, "=")
		keep := true
		for _, d := range drop {
			keep = keep && name != d
		}
		if keep {
			env = append(env, kv)
		}
	}
	return env
}

// stop ends a process and everything it started: politely, then not.
func stop(cmd *exec.Cmd, exited chan struct{}) {
	if cmd.Process == nil {
		return
	}
	if exited == nil {
		exited = make(chan struct{})
		go func() { cmd.Wait(); close(exited) }()
	}
	select {
	case <-exited:
		return
	default:
	}
	syscall.Kill(-cmd.Process.Pid, syscall.SIGTERM)
	select {
	case <-exited:
	case <-time.After(5 * time.Second):
		syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		<-exited
	}
}

// quit closes the window with Ctrl+Q and checks it shut down cleanly.
func (s *session) quit() {
	t := s.t
	s.step("quit")
	m := s.mark()
	s.key("ctrl+q")
	select {
	case <-s.exited:
	case <-time.After(15 * time.Second):
		// SIGQUIT makes the Go runtime write every goroutine's stack to
		// the app's log: what it was waiting for is the whole story.
		s.app.Process.Signal(syscall.SIGQUIT)
		select {
		case <-s.exited:
		case <-time.After(5 * time.Second):
		}
		s.logShown = true
		t.Fatalf("the app did not exit within 15s of Ctrl+Q; its goroutines:\n%s", tail(readFile(s.path("app.log")), 400))
	}
	if log := readFile(s.path("app.log")); strings.Contains(log, "had not closed") {
		// main.exitIfStuck ended it: the user saw it close, late. Shown
		// rather than failed: the stacks are the lead on a wait in Fyne's
		// or GLFW's teardown that has not been reproduced.
		s.logShown = true
		t.Logf("the window hung closing and the app's own watchdog ended it; its goroutines:\n%s", tail(log, 400))
	}
	s.readTrace()
	if !s.seen(m, "quit") {
		t.Error("the app exited without its shutdown (no quit in the trace)")
	}
	if s.exitErr != nil {
		t.Errorf("the app exited with %v", s.exitErr)
	}
	t.Logf("done in %.1fs", time.Since(s.began).Seconds())
}

// logUICalls reports the trace's last tally of the session's calls on the
// UI goroutine (app/trace.Do): the budget is 16 ms a call. It is
// reported, not checked.
func (s *session) logUICalls() {
	s.readTrace()
	for i := len(s.events) - 1; i >= 0; i-- {
		if e := s.events[i]; e.Event == "uicalls" {
			s.t.Logf("UI goroutine: %d calls through the session's do, the longest %.1f ms (%s), %d over 16 ms", e.Calls, e.LongestMS, e.LongestFn, e.Over16)
			return
		}
	}
	s.t.Log("UI goroutine: no uicalls event in the trace")
}

// checkLog fails the test on what must never be in the app's output.
// Other errors Fyne logs are shown, not failed: one is known to be
// spurious (Preferences load error: EOF, see app/prefs.go).
func (s *session) checkLog() {
	log := readFile(s.path("app.log"))
	for _, line := range strings.Split(log, "\n") {
		for _, bad := range badLog {
			if strings.Contains(line, bad) {
				s.t.Errorf("app log: %s", line)
			}
		}
		if strings.Contains(line, "Fyne error") {
			s.t.Logf("note, app log: %s", line)
		}
	}
}

// checkAlive fails at once when the app has died while waiting for what.
func (s *session) checkAlive(what string) {
	select {
	case <-s.exited:
		s.logShown = true
		s.t.Fatalf("the app exited (%v) while waiting for %s; its log:\n%s", s.exitErr, what, tail(readFile(s.path("app.log")), 40))
	default:
	}
}

func (s *session) path(name string) string { return filepath.Join(s.dir, name) }

// step logs the start of a part of the journey with the time the last took.
func (s *session) step(what string) {
	now := time.Now()
	s.t.Logf("%5.1fs (+%.1fs) %s", now.Sub(s.began).Seconds(), now.Sub(s.stepAt).Seconds(), what)
	s.stepAt = now
}

// Reading the trace.

// readTrace takes the lines written since the last read.
func (s *session) readTrace() {
	f, err := os.Open(s.path("trace.jsonl"))
	if err != nil {
		return // not written yet
	}
	defer f.Close()
	if _, err := f.Seek(s.traceOff, 0); err != nil {
		return
	}
	var buf bytes.Buffer
	n, _ := buf.ReadFrom(f)
	s.traceOff += n
	data := append(s.partial, buf.Bytes()...)
	for {
		i := bytes.IndexByte(data, '\n')
		if i < 0 {
			break
		}
		var e event
		if err := json.Unmarshal(data[:i], &e); err != nil {
			s.t.Fatalf("bad trace line %q: %v", data[:i], err)
		}
		e.raw = string(data[:i])
		switch e.Event {
		case "layout":
			s.layout, s.layoutAt = &e, len(s.events)
		case "tab":
			s.tab = e.Tab
		}
		s.events = append(s.events, e)
		data = data[i+1:]
	}
	s.partial = append([]byte(nil), data...)
}

// mark is a place in the trace: waitFrom looks at events after it.
func (s *session) mark() int {
	s.readTrace()
	return len(s.events)
}

func (s *session) seen(from int, name string) bool {
	for _, e := range s.events[from:] {
		if e.Event == name {
			return true
		}
	}
	return false
}

// waitFor waits for an event anywhere in the trace.
func (s *session) waitFor(what string, ok func(event) bool) event { return s.waitFrom(0, what, ok) }

// waitFrom waits, with a deadline, for an event after mark m; it returns
// the first that matches.
func (s *session) waitFrom(m int, what string, ok func(event) bool) event {
	s.t.Helper()
	deadline := time.Now().Add(45 * time.Second)
	for {
		s.readTrace()
		for _, e := range s.events[m:] {
			if ok(e) {
				return e
			}
		}
		s.checkAlive(what)
		if time.Now().After(deadline) {
			s.t.Fatalf("timed out waiting for %s; the trace ends:\n%s\n%s", what, s.traceTail(12), s.postmortem("timeout"))
		}
		time.Sleep(25 * time.Millisecond)
	}
}

// waitLayout waits until the latest layout satisfies ok.
func (s *session) waitLayout(what string, ok func() bool) {
	s.t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		s.readTrace()
		if s.layout != nil && ok() {
			return
		}
		s.checkAlive(what)
		if time.Now().After(deadline) {
			s.t.Fatalf("timed out waiting for %s\n%s", what, s.postmortem("timeout"))
		}
		time.Sleep(25 * time.Millisecond)
	}
}

// layoutWithin is waitLayout that gives up after d, saying whether ok held.
func (s *session) layoutWithin(d time.Duration, ok func() bool) bool {
	s.t.Helper()
	deadline := time.Now().Add(d)
	for {
		s.readTrace()
		if s.layout != nil && ok() {
			return true
		}
		s.checkAlive("the layout")
		if time.Now().After(deadline) {
			return false
		}
		time.Sleep(25 * time.Millisecond)
	}
}

// postmortem is what a test that waited in vain leaves to go on: a
// screenshot (name.png, best effort), then the app's main goroutine, where
// Fyne's event loop runs, from the stacks SIGQUIT makes the Go runtime
// write to the log as it ends the app. Waits that timed out after a resize
// (walk seeds 1795632620330542063 and 1795628089964937485, once each, under
// load) had no lead but silence in the trace.
func (s *session) postmortem(name string) string {
	cmd := exec.Command("import", "-window", s.win, s.path(name+".png"))
	cmd.Env = append(environ("DISPLAY"), "DISPLAY="+s.display)
	shot := "screenshot " + s.path(name+".png")
	if err := cmd.Run(); err != nil {
		shot = fmt.Sprintf("no screenshot: %v", err)
	}
	select {
	case <-s.exited:
		return shot + "; the app had exited"
	default:
	}
	syscall.Kill(s.app.Process.Pid, syscall.SIGQUIT)
	select {
	case <-s.exited:
	case <-time.After(10 * time.Second):
	}
	s.logShown = true
	log := readFile(s.path("app.log"))
	main := log
	if i := strings.Index(log, "\ngoroutine 1 "); i >= 0 {
		main = log[i:]
		if j := strings.Index(main, "\n\n"); j >= 0 {
			main = main[:j]
		}
	}
	return fmt.Sprintf("%s; the app's main goroutine (all of them in %s):\n%s", shot, s.path("app.log"), main)
}

// traceTail is the last n events but layouts, for a failure message.
func (s *session) traceTail(n int) string {
	var lines []string
	for _, e := range s.events {
		if e.Event != "layout" {
			lines = append(lines, e.raw)
		}
	}
	return tail(strings.Join(lines, "\n"), n)
}

// find is the visible control of a kind whose text starts with one of
// texts (any, with none); nil when there is none. Leading spaces do not
// count: the algorithm picker indents its families under their group.
func (s *session) find(kind string, texts ...string) *widget {
	if s.layout == nil {
		return nil
	}
	for i := range s.layout.Widgets {
		w := &s.layout.Widgets[i]
		if w.Kind != kind {
			continue
		}
		if len(texts) == 0 {
			return w
		}
		for _, text := range texts {
			if strings.HasPrefix(strings.TrimLeft(w.Text, " "), text) {
				return w
			}
		}
	}
	return nil
}

// findRight is like find, but the match farthest right: the board's
// side has some of the buttons the tabs have.
func (s *session) findRight(kind, text string) *widget {
	var found *widget
	for i := range s.layout.Widgets {
		w := &s.layout.Widgets[i]
		if w.Kind == kind && strings.HasPrefix(strings.TrimLeft(w.Text, " "), text) && (found == nil || w.X > found.X) {
			found = w
		}
	}
	return found
}
