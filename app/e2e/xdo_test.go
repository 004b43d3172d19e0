package e2e

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"time"
)

// xdo is one xdotool that reads commands from its standard input, a line
// each, so that an action does not pay for starting a process: on this
// 2-core machine, loaded, one run of xdotool took about 70 ms, more than
// the action itself. After each command it is asked where the pointer is:
// the answer says the command is done. An X error ends xdotool (Xlib's
// default handler exits); the next command starts another. Commands must
// not contain spaces inside an argument: typed text goes through
// session.xdotool instead.
type xdo struct {
	s        *session
	cmd      *exec.Cmd
	in       io.WriteCloser
	lines    chan string // its standard output, a line each; closed once it exited
	log      *os.File    // its standard error, over every start
	restarts int
}

func newXdo(s *session) *xdo {
	f, err := os.Create(s.path("xdotool.log"))
	if err != nil {
		s.t.Fatal(err)
	}
	x := &xdo{s: s, log: f}
	s.t.Cleanup(func() {
		x.stop()
		f.Close()
	})
	return x
}

func (x *xdo) start() error {
	cmd := exec.Command("xdotool", "-")
	cmd.Env = append(environ("DISPLAY"), "DISPLAY="+x.s.display)
	cmd.Stderr = x.log
	in, err := cmd.StdinPipe()
	if err != nil {
		return err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	if err := cmd.Start(); err != nil {
		return err
	}
	lines := make(chan string, 16)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			lines <- sc.Text()
		}
		cmd.Wait() // after the reads: it closes the pipe
		close(lines)
	}()
	x.cmd, x.in, x.lines = cmd, in, lines
	return nil
}

// stop ends the xdotool running, if any, and waits for it.
func (x *xdo) stop() {
	if x.cmd == nil {
		return
	}
	x.in.Close()
	x.cmd.Process.Kill()
	for range x.lines {
	}
	x.cmd = nil
}

// run has xdotool carry out one command (a chain of them, as on its
// command line) and waits until it has.
func (x *xdo) run(args ...string) error {
	for _, a := range args {
		if a == "" || strings.ContainsAny(a, " \t\n'\"\\") {
			return fmt.Errorf("xdo: argument %q cannot go on a script line", a)
		}
	}
	if x.cmd == nil {
		if err := x.start(); err != nil {
			return err
		}
	}
	if _, err := fmt.Fprintf(x.in, "%s\ngetmouselocation\n", strings.Join(args, " ")); err != nil {
		x.stop()
		x.restarts++
		return err
	}
	timeout := time.After(10 * time.Second)
	for {
		select {
		case line, ok := <-x.lines:
			if !ok {
				x.cmd = nil
				x.restarts++
				return errors.New("xdotool exited; its errors: " + strings.TrimSpace(tail(readFile(x.log.Name()), 5)))
			}
			if strings.HasPrefix(line, "x:") {
				return nil
			}
		case <-timeout:
			x.stop()
			x.restarts++
			return errors.New("xdotool did not answer within 10s")
		}
	}
}
