package e2e

import (
	"context"
	"encoding/json"
	"errors"
	"image"
	"image/png"
	"io/fs"
	"math"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"time"
)

// Driving the window with xdotool and looking at it with import.

func (s *session) xdotool(args ...string) (string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, "xdotool", args...)
	cmd.Env = append(environ("DISPLAY"), "DISPLAY="+s.display)
	out, err := cmd.CombinedOutput()
	return string(out), err
}

func (s *session) mustXdotool(args ...string) {
	s.t.Helper()
	if out, err := s.xdotool(args...); err != nil {
		s.t.Fatalf("xdotool %s: %v %s", strings.Join(args, " "), err, out)
	}
}

// clickAt clicks a point given in canvas units, relative to the window.
func (s *session) clickAt(x, y float32) {
	s.t.Helper()
	sc := s.layout.Scale
	if sc <= 0 {
		sc = 1
	}
	px, py := strconv.Itoa(int(math.Round(float64(x*sc)))), strconv.Itoa(int(math.Round(float64(y*sc))))
	s.mustXdotool("mousemove", "--window", s.win, px, py, "click", "1")
}

// click clicks the middle of the control of a kind whose text starts
// with one of texts (a control's old and new names, say), waiting for it
// to be on screen and enabled.
func (s *session) click(kind string, texts ...string) {
	s.t.Helper()
	s.clickFound(kind, strings.Join(texts, " or "), func() *widget { return s.find(kind, texts...) })
}

// clickRight clicks the control farthest right that click would consider.
func (s *session) clickRight(kind, text string) {
	s.t.Helper()
	s.clickFound(kind, text, func() *widget { return s.findRight(kind, text) })
}

func (s *session) clickFound(kind, text string, find func() *widget) {
	s.t.Helper()
	var w *widget
	s.waitLayout(kind+" "+text+" on screen", func() bool {
		if s.layout.Tab != s.tab {
			return false // the layout from before the tab changed
		}
		w = find()
		return w != nil && !w.Disabled
	})
	s.clickAt(w.X+w.W/2, w.Y+w.H/2)
}

// tapCell clicks a cell of the big board.
func (s *session) tapCell(i int) {
	s.t.Helper()
	b := s.find("board")
	s.clickAt(b.Cells[i][0], b.Cells[i][1])
}

// key presses keys (xdotool names, e.g. ctrl+r) with the window focused.
func (s *session) key(keys ...string) {
	s.t.Helper()
	s.xdotool("windowfocus", s.win)
	s.mustXdotool(append([]string{"key", "--delay", "30"}, keys...)...)
}

// pointerAway moves the pointer off the window, so no control in a
// screenshot is lit up by hovering.
func (s *session) pointerAway() {
	s.t.Helper()
	s.mustXdotool("mousemove", strconv.Itoa(s.screen[0]-1), strconv.Itoa(s.screen[1]-1))
}

func (s *session) typeText(text string) {
	s.t.Helper()
	s.xdotool("windowfocus", s.win)
	s.mustXdotool("type", "--delay", "30", text)
}

// optimal is the length of the shortest solution of board, from the
// command line's exact algorithm: what an optimal search must find.
func (s *session) optimal(board string) int {
	s.t.Helper()
	out, err := exec.Command(s.bin, "solve", "-json", "-algo", "table", board).Output()
	if err != nil {
		s.t.Fatalf("eightpuzzle solve %s: %v", board, err)
	}
	var r struct{ Cost int }
	if err := json.Unmarshal(out, &r); err != nil {
		s.t.Fatalf("eightpuzzle solve -json: %v in %s", err, out)
	}
	return r.Cost
}

// swapped is board with the tiles of two cells swapped.
func swapped(board string, i, j int) string {
	b := []byte(board)
	b[i], b[j] = b[j], b[i]
	return string(b)
}

// Screenshots.

// shot takes a screenshot of the window, saves it as name.png and checks
// that it is not blank.
func (s *session) shot(name string) image.Image {
	s.t.Helper()
	file := s.path(name + ".png")
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, "import", "-window", s.win, file)
	cmd.Env = append(environ("DISPLAY"), "DISPLAY="+s.display)
	if out, err := cmd.CombinedOutput(); err != nil {
		s.t.Fatalf("import: %v %s", err, out)
	}
	f, err := os.Open(file)
	if err != nil {
		s.t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		s.t.Fatalf("%s: %v", file, err)
	}
	if blank(img) {
		s.t.Fatalf("screenshot %s is blank", file)
	}
	return img
}

// stableShot takes screenshots until two in a row agree on the regions
// (the whole window with none): an animation or a run has ended.
func (s *session) stableShot(name string, regions []rect, wait time.Duration) image.Image {
	s.t.Helper()
	prev := s.shot(name)
	deadline := time.Now().Add(wait)
	for {
		time.Sleep(150 * time.Millisecond)
		img := s.shot(name)
		if same(prev, img, regions) {
			return img
		}
		if time.Now().After(deadline) {
			s.t.Fatalf("the window kept changing for %s (see %s)", wait, s.path(name+".png"))
		}
		prev = img
	}
}

// cells are the middles of the board's cells in screen pixels: the tiles'
// faces with their numbers, without the outlines that marks and focus draw.
func (s *session) cells() []rect {
	b := s.find("board")
	sc := s.layout.Scale
	half := (b.Cells[1][0] - b.Cells[0][0]) / 4 * sc
	var rs []rect
	for _, c := range b.Cells {
		x, y := c[0]*sc, c[1]*sc
		rs = append(rs, rect{int(x - half), int(y - half), int(x + half), int(y + half)})
	}
	return rs
}

// blank says an image is (nearly) one colour: nothing was drawn.
func blank(img image.Image) bool {
	b := img.Bounds()
	colours := map[[3]uint32]bool{}
	for y := b.Min.Y; y < b.Max.Y; y += 7 {
		for x := b.Min.X; x < b.Max.X; x += 7 {
			r, g, bl, _ := img.At(x, y).RGBA()
			colours[[3]uint32{r >> 8, g >> 8, bl >> 8}] = true
			if len(colours) > 8 {
				return false
			}
		}
	}
	return true
}

// same says two pictures agree in the regions (the whole of a with none):
// at most 1% of the pixels differ, by more than a little, in any channel.
func same(a, b image.Image, regions []rect) bool {
	if regions == nil {
		r := a.Bounds()
		regions = []rect{{r.Min.X, r.Min.Y, r.Max.X, r.Max.Y}}
	}
	var n, diff int
	for _, r := range regions {
		for y := r.y0; y < r.y1; y++ {
			for x := r.x0; x < r.x1; x++ {
				r1, g1, b1, _ := a.At(x, y).RGBA()
				r2, g2, b2, _ := b.At(x, y).RGBA()
				n++
				if far(r1, r2) || far(g1, g2) || far(b1, b2) {
					diff++
				}
			}
		}
	}
	return n > 0 && diff*100 <= n
}

func far(a, b uint32) bool { return max(a, b)-min(a, b) > 16<<8 }

// Small helpers.

func readFile(path string) string {
	b, err := os.ReadFile(path)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err.Error()
	}
	return string(b)
}

func tail(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}
