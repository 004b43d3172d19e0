package anim

import (
	"bytes"
	"context"
	"errors"
	"image"
	"image/color"
	"image/gif"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/searchlog"
	"github.com/eightpuzzle/eightpuzzle/solver/wide"
)

// hardest is one of the two 3x3 boards 31 moves from the goal.
const hardest = "867254301"

func solve(t testing.TB, algo, board string) (solver.Result, solver.Problem) {
	t.Helper()
	a, err := solver.AlgorithmByName(algo)
	if err != nil {
		t.Fatal(err)
	}
	p := solver.Problem{Start: solver.MustParse(board), Goal: solver.GoalBlankLast, Shape: solver.Square3}
	res, err := a.Solve(context.Background(), p, solver.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return res, p
}

// frames decodes a GIF and composes its frames as a viewer shows them
// (every frame drawn over the one before: DisposalNone); it keeps the
// pictures of the frames keep says, every one when keep is nil.
func frames(t *testing.T, data []byte, keep ...int) (*gif.GIF, map[int]*image.RGBA) {
	t.Helper()
	g, err := gif.DecodeAll(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("the GIF does not decode: %v", err)
	}
	cv := image.NewRGBA(image.Rect(0, 0, g.Config.Width, g.Config.Height))
	out := map[int]*image.RGBA{}
	for i, f := range g.Image {
		if g.Disposal[i] != gif.DisposalNone {
			t.Fatalf("frame %d: disposal %d, want none", i, g.Disposal[i])
		}
		// by hand rather than with draw.Draw: the generic path is slow,
		// the more so under the race detector
		pal := make([][4]uint8, len(f.Palette))
		for k, c := range f.Palette {
			r, gg, b, a := c.RGBA()
			pal[k] = [4]uint8{uint8(r >> 8), uint8(gg >> 8), uint8(b >> 8), uint8(a >> 8)}
		}
		r := f.Bounds()
		for y := r.Min.Y; y < r.Max.Y; y++ {
			row := f.Pix[f.PixOffset(r.Min.X, y):][:r.Dx()]
			o := cv.PixOffset(r.Min.X, y)
			for _, k := range row {
				if c := pal[k]; c[3] != 0 {
					copy(cv.Pix[o:o+4], c[:])
				}
				o += 4
			}
		}
		if keep == nil || slices.Contains(keep, i) || i == len(g.Image)-1 {
			out[i] = image.NewRGBA(cv.Bounds())
			copy(out[i].Pix, cv.Pix)
		}
	}
	return g, out
}

func sameRegion(a, b *image.RGBA, r image.Rectangle) bool {
	for y := r.Min.Y; y < r.Max.Y; y++ {
		i := a.PixOffset(r.Min.X, y)
		if !bytes.Equal(a.Pix[i:i+4*r.Dx()], b.Pix[i:i+4*r.Dx()]) {
			return false
		}
	}
	return true
}

// boardArea is where Replay draws the board at size px.
func boardArea(size int) image.Rectangle {
	_, head, _ := replayLayout(solver.Square3, size)
	return image.Rect(0, int(head), size, size)
}

// still is a one-board replay's only frame: the board as Replay draws it
// standing still, from an encode of its own.
func still(t *testing.T, b solver.Board, size int) *image.RGBA {
	t.Helper()
	var buf bytes.Buffer
	if err := Replay(context.Background(), &buf, solver.Square3, []solver.Board{b}, "", Settings{Size: size, Speed: 2}); err != nil {
		t.Fatal(err)
	}
	_, fr := frames(t, buf.Bytes())
	if len(fr) != 1 {
		t.Fatalf("a one-board replay has %d frames, want 1", len(fr))
	}
	return fr[0]
}

// The 31-move replay at 600x600: under 5 MB, every move a slide of six
// frames and a still, delays adding up to the moves at the speed plus the
// holds, the first frame the start and the last the goal.
func TestReplayOf31Moves(t *testing.T) {
	res, p := solve(t, "astar-manhattan", hardest)
	if len(res.Path) != 32 {
		t.Fatalf("the path has %d boards, want 32", len(res.Path))
	}
	var buf bytes.Buffer
	var last, total int
	s := Settings{Size: 600, Speed: 2, Progress: func(d, n int) { last, total = d, n }}
	if err := Replay(context.Background(), &buf, p.Shape, res.Path, "A* search (Manhattan distance)", s); err != nil {
		t.Fatal(err)
	}
	if buf.Len() >= 5<<20 {
		t.Errorf("the GIF is %d bytes, want under 5 MB", buf.Len())
	}
	g, fr := frames(t, buf.Bytes(), 0, 3, 7)
	if g.Config.Width != 600 || g.Config.Height != 600 {
		t.Errorf("the GIF is %dx%d, want 600x600", g.Config.Width, g.Config.Height)
	}
	// at 2 moves a second a move is 500 ms: a 250 ms slide of 6 frames
	// of 40 ms, then the board still for the rest
	if want := 1 + 31*7; len(g.Image) != want {
		t.Errorf("%d frames, want %d", len(g.Image), want)
	}
	if last != total || total != len(g.Image) {
		t.Errorf("progress ended at %d of %d, want %d of %d", last, total, len(g.Image), len(g.Image))
	}
	sum := 0
	for i, d := range g.Delay {
		sum += d
		if i >= 1 && i < len(g.Delay)-1 && (i-1)%7 < 6 && d != 4 {
			t.Errorf("frame %d (a slide) waits %d/100 s, want 4", i, d)
		}
	}
	// the start half a second longer, the goal 2.5 s longer
	if want := 31*50 + 50 + 50 + 250; sum != want {
		t.Errorf("the delays add up to %d/100 s, want %d", sum, want)
	}
	if g.LoopCount != 0 {
		t.Errorf("loop count %d, want 0 (for ever)", g.LoopCount)
	}
	area := boardArea(600)
	if !sameRegion(fr[0], still(t, p.Start, 600), area) {
		t.Error("the first frame's board is not the start")
	}
	goal := still(t, p.Goal, 600)
	if !sameRegion(fr[len(g.Image)-1], goal, area) {
		t.Error("the last frame's board is not the goal")
	}
	if sameRegion(fr[0], goal, area) {
		t.Error("the start and the goal look the same: the check above proves nothing")
	}
	// a slide changes the tile's own cells only: frame differencing (the
	// first frame of a move also changes the line that counts the moves)
	for i := 2; i <= 6; i++ {
		if r := g.Image[i].Bounds(); r.Dx()*r.Dy() > 600*600/4 {
			t.Errorf("slide frame %d covers %v, more than a quarter of the picture", i, r)
		}
	}
	// and the tile is in between: frame 3 differs from both ends of the move
	if sameRegion(fr[3], fr[0], area) || sameRegion(fr[3], fr[7], area) {
		t.Error("frame 3 shows no tile on its way")
	}
	t.Logf("31 moves at 600 px: %d frames, %d bytes", len(g.Image), buf.Len())
}

// The GIF is drawn in the window's light theme: its background white, the
// tiles Fyne's primary blue, and only the palette's colours.
func TestReplayColours(t *testing.T) {
	res, p := solve(t, "astar-manhattan", "123456708")
	var buf bytes.Buffer
	if err := Replay(context.Background(), &buf, p.Shape, res.Path, "", Settings{Size: 300, Speed: 4}); err != nil {
		t.Fatal(err)
	}
	gf, fr := frames(t, buf.Bytes())
	img := fr[len(gf.Image)-1]
	if c := img.RGBAAt(1, 1); c != (color.RGBA{0xff, 0xff, 0xff, 0xff}) {
		t.Errorf("the corner is %v, want white", c)
	}
	_, _, g := replayLayout(p.Shape, 300)
	x, y := g.cellPos(0)
	if c := img.RGBAAt(int(x+g.cell*0.15), int(y+g.cell*0.15)); c != colPrimary {
		t.Errorf("tile 1 is %v, want the primary %v", c, colPrimary)
	}
	// tiles are whole rounded squares: their top edge drawn, their
	// corners cut (the rows near a corner went missing once)
	if c := img.RGBAAt(int(x+g.cell/2), int(y+2)); c != colPrimary {
		t.Errorf("tile 1's top edge is %v, want the primary", c)
	}
	if c := img.RGBAAt(int(x+g.cell/2), int(y+g.cell-2)); c != colPrimary {
		t.Errorf("tile 1's bottom edge is %v, want the primary", c)
	}
	if c := img.RGBAAt(int(x)+1, int(y)+1); c == colPrimary {
		t.Error("tile 1's corner is square, want it rounded")
	}
	x, y = g.cellPos(8)
	if c := img.RGBAAt(int(x+g.cell/2), int(y+g.cell/2)); c != colWell {
		t.Errorf("the blank is %v, want the well %v", c, colWell)
	}
}

func TestCancelled(t *testing.T) {
	res, p := solve(t, "astar-manhattan", hardest)
	ctx, cancel := context.WithCancel(context.Background())
	n := 0
	s := Settings{Size: 200, Speed: 2, Progress: func(d, _ int) {
		n = d
		if d == 5 {
			cancel()
		}
	}}
	var buf bytes.Buffer
	err := Replay(ctx, &buf, p.Shape, res.Path, "", s)
	if !errors.Is(err, context.Canceled) {
		t.Errorf("got %v, want context.Canceled", err)
	}
	if n != 5 || buf.Len() != 0 {
		t.Errorf("went on to frame %d and wrote %d bytes after the cancel", n, buf.Len())
	}
}

func TestSettingsChecked(t *testing.T) {
	path := []solver.Board{solver.GoalBlankLast}
	for _, s := range []Settings{{Size: 10, Speed: 2}, {Size: 5000, Speed: 2}, {Size: 600, Speed: 0}, {Size: 600, Speed: 1000}} {
		if err := Replay(context.Background(), &bytes.Buffer{}, solver.Square3, path, "", s); err == nil {
			t.Errorf("%+v: no error", s)
		}
	}
	if err := Replay(context.Background(), &bytes.Buffer{}, solver.Square3, nil, "", Settings{Size: 600, Speed: 2}); !errors.Is(err, ErrNothing) {
		t.Errorf("an empty path: got %v, want ErrNothing", err)
	}
}

// A range of steps: a frame a step, each the board that step expanded.
func TestSteps(t *testing.T) {
	a, _ := solver.AlgorithmByName("astar-manhattan")
	p := solver.Problem{Start: solver.MustParse("123456780"), Goal: solver.GoalBlankLast, Shape: solver.Square3}
	p.Start = solver.MustParse("413726580")
	l, res, err := Record(context.Background(), a, p, solver.Options{}, 0)
	if err != nil || res.Status != solver.Solved {
		t.Fatalf("%v %v", res.Status, err)
	}
	n := l.Len()
	if n < 3 {
		t.Fatalf("only %d steps", n)
	}
	var buf bytes.Buffer
	if err := Steps(context.Background(), &buf, l, 2, n, true, Settings{Size: 400, Speed: 2}); err != nil {
		t.Fatal(err)
	}
	g, _ := frames(t, buf.Bytes())
	if len(g.Image) != n-1 {
		t.Errorf("%d frames for steps 2 to %d, want %d", len(g.Image), n, n-1)
	}
	for _, c := range []struct{ from, to int }{{0, 3}, {3, 2}, {n + 1, n + 2}, {1, MaxFrames + 1}} {
		if err := Steps(context.Background(), &bytes.Buffer{}, l, c.from, c.to, true, Settings{Size: 400, Speed: 2}); err == nil {
			t.Errorf("steps %d to %d: no error", c.from, c.to)
		}
	}
}

func TestRace(t *testing.T) {
	p := solver.Problem{Start: solver.MustParse("413726580"), Goal: solver.GoalBlankLast, Shape: solver.Square3}
	var racers []Racer
	for _, name := range []string{"bfs", "astar-manhattan", "greedy-manhattan"} {
		a, _ := solver.AlgorithmByName(name)
		l, _, err := Record(context.Background(), a, p, solver.Options{}, 0)
		if err != nil {
			t.Fatal(err)
		}
		racers = append(racers, Racer{Title: a.Title, Log: l})
	}
	var buf bytes.Buffer
	if err := Race(context.Background(), &buf, racers, false, 20, Settings{Size: 900, Speed: 5}); err != nil {
		t.Fatal(err)
	}
	g, _ := frames(t, buf.Bytes())
	if len(g.Image) != 20 || g.Config.Width != 900 {
		t.Errorf("%d frames %d wide, want 20, 900", len(g.Image), g.Config.Width)
	}
}

// TestEncodingGivesTurns: the encoding of the frames, one call into
// image/gif that compresses them all, gives a browser's page turns as it
// writes (every turnBytes), and a cancel stops it there.
func TestEncodingGivesTurns(t *testing.T) {
	res, p := solve(t, "astar-manhattan", hardest)
	defer func(f func()) { pageTurn = f }(pageTurn)
	turns := 0
	pageTurn = func() { turns++ }
	var buf bytes.Buffer
	if err := Replay(context.Background(), &buf, p.Shape, res.Path, "", Settings{Size: 600, Speed: 2}); err != nil {
		t.Fatal(err)
	}
	if min := buf.Len() / turnBytes; turns < min {
		t.Errorf("%d turns while writing %d bytes, want at least %d (one every %d bytes)", turns, buf.Len(), min, turnBytes)
	}

	ctx, cancel := context.WithCancel(context.Background())
	turns = 0
	pageTurn = func() {
		if turns++; turns == 3 {
			cancel()
		}
	}
	buf.Reset()
	err := Replay(ctx, &buf, p.Shape, res.Path, "", Settings{Size: 600, Speed: 2})
	if !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled while encoding: got %v, want context.Canceled", err)
	}
	if turns != 3 || buf.Len() > 2*turnBytes {
		t.Errorf("cancelled at the 3rd turn, went on to turn %d and %d bytes", turns, buf.Len())
	}
}

// TestReplayTiles: a 5x5 path given as tiles plays as a 3x3 one does: a
// frame per move plus its slide, tile 20 drawn in the primary colour where
// it sits and the blank's cell a well at the end.
func TestReplayTiles(t *testing.T) {
	sh := solver.Shape{Rows: 5, Cols: 5}
	goal := make([]int, 25)
	for i := range 24 {
		goal[i] = i + 1
	}
	start := append([]int(nil), goal...)
	start[19], start[24] = 0, 20 // 20 a row below its cell: one move from the goal
	var buf bytes.Buffer
	if err := ReplayTiles(context.Background(), &buf, sh, [][]int{start, goal}, "", Settings{Size: 300, Speed: 2}); err != nil {
		t.Fatal(err)
	}
	gf, fr := frames(t, buf.Bytes())
	if want := 1 + 7; len(gf.Image) != want {
		t.Fatalf("%d frames, want %d", len(gf.Image), want)
	}
	_, _, g := replayLayout(sh, 300)
	at := func(img *image.RGBA, cell int) color.RGBA {
		x, y := g.cellPos(cell)
		return img.RGBAAt(int(x+g.cell*0.15), int(y+g.cell*0.15))
	}
	first, last := fr[0], fr[len(fr)-1]
	if at(first, 24) != colPrimary || at(first, 19) == colPrimary {
		t.Errorf("start: cell 24 %v, cell 19 %v", at(first, 24), at(first, 19))
	}
	if at(last, 19) != colPrimary || at(last, 24) == colPrimary {
		t.Errorf("goal: cell 19 %v, cell 24 %v", at(last, 19), at(last, 24))
	}
	if err := ReplayTiles(context.Background(), &buf, sh, nil, "", Settings{Size: 300, Speed: 2}); err != ErrNothing {
		t.Errorf("an empty path: %v", err)
	}
}

// A range of steps of a 5x5 search (a log of solver/wide's boards, which
// it numbers): each frame draws the board's tiles, the blank in its cell,
// not the number.
func TestStepsFiveByFive(t *testing.T) {
	sh := solver.Shape{Rows: 5, Cols: 5}
	a, _ := solver.AlgorithmByName("astar-linear-conflict")
	start := wide.Scramble(sh, rand.New(rand.NewPCG(4, 4)), wide.Goal(sh), 8)
	p := wide.Problem{Start: start, Goal: wide.Goal(sh), Shape: sh}
	l := searchlog.NewWide(a, p, searchlog.Options{})
	res, err := wide.SolveTraced(context.Background(), a, p, solver.Options{}, l.TraceWide)
	if err != nil || res.Status != solver.Solved || l.Len() < 2 {
		t.Fatalf("%v %v, %d steps", res.Status, err, l.Len())
	}
	l.FinishWide(res)
	const size = 400
	var buf bytes.Buffer
	if err := Steps(context.Background(), &buf, l, 1, 2, true, Settings{Size: size, Speed: 2}); err != nil {
		t.Fatal(err)
	}
	_, imgs := frames(t, buf.Bytes(), 0, 1)
	if len(imgs) != 2 {
		t.Fatalf("%d frames kept", len(imgs))
	}
	m := float64(size) * 0.04
	head := m + float64(size)*0.045*6.4
	g := boardGeometry(sh, m, head, size-2*m, size-head-m)
	for k, img := range imgs {
		_, n, _ := l.Step(k + 1)
		tiles := l.Tiles(n.Board)
		blank := slices.Index(tiles, 0)
		// a point inside each cell clear of its number: the blank's is a
		// well, the others a tile, all alike
		at := func(i int) color.RGBA {
			x, y := g.cellPos(i)
			return img.RGBAAt(int(x+g.cell*0.2), int(y+g.cell*0.5))
		}
		tile := at((blank + 1) % 25)
		for i := range 25 {
			if c := at(i); (c == tile) == (i == blank) {
				t.Fatalf("frame %d: cell %d drawn %v (a tile is %v, the blank at %d)", k, i, c, tile, blank)
			}
		}
	}
}

// TestRaceFiveByFive: a race of solver/wide's searches (a side of 5) draws
// each panel's board as tiles: in the last frame each panel shows its
// last board expanded, the blank in its cell (the log's number for the
// board was drawn as a board of the engine's before).
func TestRaceFiveByFive(t *testing.T) {
	sh := solver.Shape{Rows: 5, Cols: 5}
	start := wide.Scramble(sh, rand.New(rand.NewPCG(6, 6)), wide.Goal(sh), 12)
	p := wide.Problem{Start: start, Goal: wide.Goal(sh), Shape: sh}
	var racers []Racer
	for _, name := range []string{"astar-linear-conflict", "greedy-manhattan"} {
		a, _ := solver.AlgorithmByName(name)
		l := searchlog.NewWide(a, p, searchlog.Options{})
		res, err := wide.SolveTraced(context.Background(), a, p, solver.Options{}, l.TraceWide)
		if err != nil || res.Status != solver.Solved || l.Len() < 2 {
			t.Fatalf("%s: %v %v, %d steps", name, res.Status, err, l.Len())
		}
		l.FinishWide(res)
		racers = append(racers, Racer{Title: a.Title, Log: l})
	}
	const width = 800
	var buf bytes.Buffer
	if err := Race(context.Background(), &buf, racers, false, 6, Settings{Size: width, Speed: 5}); err != nil {
		t.Fatal(err)
	}
	g, imgs := frames(t, buf.Bytes(), 5)
	last := imgs[len(g.Image)-1]
	// the panels' boards, laid out as Race lays them
	pw := float64(width) / 2
	fs := max(float64(width)*0.03, pw*0.07)
	boardTop := fs*2.6 + fs*2.6
	m := pw * 0.05
	for i, r := range racers {
		geo := boardGeometry(sh, pw*float64(i)+m, boardTop, pw-2*m, pw*0.92-m)
		_, n, _ := r.Log.Step(r.Log.Len())
		blank := slices.Index(r.Log.Tiles(n.Board), 0)
		at := func(c int) color.RGBA {
			x, y := geo.cellPos(c)
			return last.RGBAAt(int(x+geo.cell*0.2), int(y+geo.cell*0.5))
		}
		tile := at((blank + 1) % 25)
		for c := range 25 {
			if got := at(c); (got == tile) == (c == blank) {
				t.Fatalf("%s: cell %d drawn %v (a tile is %v, the blank at %d)", r.Title, c, got, tile, blank)
			}
		}
	}
}
