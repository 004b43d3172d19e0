package e2e

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os/exec"
	"strconv"
	"testing"
	"time"
)

// TestPredictExercise plays a Predict exercise through in the real
// window: A* explored, Predict pressed, each question answered by a click
// on the first board of the Frontier list; every grade must agree with the
// engine's own next expansion as `eightpuzzle trace` prints it, the list
// must offer that board, and the score must count the answers. Shots of a
// question and of a verdict at 1180x800 and at 800x600.
func TestPredictExercise(t *testing.T) {
	s := start(t)
	s.waitFor("the window ready", func(e event) bool { return e.Event == "board" && e.Table })
	s.resizeSurely([2]int{1180, 800})
	const board = "752106438" // 18 moves
	s.click("entry", "type or paste a board")
	s.key("ctrl+a")
	s.typeText("752/106/438")
	s.waitFor("board "+board, func(e event) bool { return e.Event == "board" && e.Board == board })

	s.step("the engine's own expansions, from the command line's trace")
	out, err := exec.Command(s.bin, "trace", board).Output()
	if err != nil {
		t.Fatalf("trace: %v", err)
	}
	expanded := map[int]string{} // step -> board
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		var e struct {
			Event string
			Step  int
			Board string
		}
		if json.Unmarshal(sc.Bytes(), &e) == nil && e.Event == "expand" {
			expanded[e.Step] = e.Board
		}
	}

	s.step("A* explored to its end, then Predict")
	m := s.mark()
	s.key("ctrl+4")
	s.waitFrom(m, "the Explore tab", func(e event) bool { return e.Event == "tab" && e.Tab == "explore" })
	s.waitLayout("the Explore tab's controls", func() bool { return s.layout.Tab == "explore" })
	m = s.mark()
	s.click("button", "Explore")
	done := s.waitFrom(m, "the search recorded to its end", func(e event) bool {
		return e.Event == "explore" && !e.Running && e.Status != ""
	})
	if done.Steps != len(expanded) {
		t.Fatalf("the window recorded %d steps, the command line's trace %d", done.Steps, len(expanded))
	}
	m = s.mark()
	s.click("button", "Predict")
	q := s.waitFrom(m, "the first question", func(e event) bool { return e.Event == "explore" && e.Predicting && e.Question == 1 })
	qm := s.questionAt(m, 1)
	total := q.Of
	rights := 0
	for i := 1; i <= total; i++ {
		if q.Kind != "board" || len(q.Choices) == 0 {
			t.Fatalf("question %d of A*: kind %q with %d boards", i, q.Kind, len(q.Choices))
		}
		if q.Step != i-1 {
			t.Fatalf("question %d shows step %d, want %d: the answer would be in sight", i, q.Step, i-1)
		}
		want := expanded[q.Step+1]
		offered := false
		for _, c := range q.Choices {
			offered = offered || c == want
		}
		if !offered {
			t.Fatalf("question %d: the board step %d expands (%s) is not offered: %v", i, q.Step+1, want, q.Choices)
		}
		// the list moves as the question, the verdict and the divider
		// change: its place is taken from a layout made after the question
		s.waitLayout("the frontier list", func() bool { return s.layoutAt >= qm && s.find("grid") != nil })
		if i == 2 {
			s.stableShot("predict-1-question", nil, 10*time.Second)
		}
		g := s.find("grid")
		m = s.mark()
		s.clickAt(g.X+30, g.Y+30) // the first board listed, the oldest
		a := s.waitFrom(m, "question "+strconv.Itoa(i)+" answered", func(e event) bool {
			return e.Event == "explore" && e.Answered && e.Question == i
		})
		if a.Right != (q.Choices[0] == want) {
			t.Fatalf("question %d: %s picked, the engine expanded %s, graded right=%v", i, q.Choices[0], want, a.Right)
		}
		if a.Step != i {
			t.Fatalf("after answer %d the player shows step %d, want %d", i, a.Step, i)
		}
		if a.Right {
			rights++
		}
		if a.Score != rights || a.Answers != i {
			t.Fatalf("score %d of %d after %d answers, %d right", a.Score, a.Answers, i, rights)
		}
		if i == 2 {
			s.stableShot("predict-2-verdict", nil, 10*time.Second)
		}
		m = s.mark()
		s.click("button", "Next question", "Finish")
		if i < total {
			q = s.waitFrom(m, "question "+strconv.Itoa(i+1), func(e event) bool {
				return e.Event == "explore" && e.Predicting && e.Question == i+1 && !e.Answered
			})
			qm = s.questionAt(m, i+1)
		}
	}
	end := s.waitFrom(m, "the exercise over", func(e event) bool { return e.Event == "explore" && !e.Predicting })
	if end.Score != rights || end.Answers != total {
		t.Fatalf("at the end: %d of %d right, want %d of %d", end.Score, end.Answers, rights, total)
	}
	if rights == total {
		t.Logf("every first board was right: the exercise tested no mistake")
	}
	s.stableShot("predict-3-score", nil, 10*time.Second)

	s.step("a question at 800x600")
	s.resizeSurely([2]int{800, 600})
	if rights < total {
		m = s.mark()
		s.click("button", "Retry mistakes")
		s.waitFrom(m, "the mistakes asked again", func(e event) bool { return e.Event == "explore" && e.Predicting && e.Of == total-rights })
	}
	s.stableShot("predict-4-800x600", nil, 10*time.Second)
	s.quit()
}

// questionAt is the place in the events of the first event since from
// that asks question n: the frontier list's place is taken from a layout
// after it. (A mark taken after the click could fall after that layout
// too, when the window was quick, and wait for one that never came.)
func (s *session) questionAt(from, n int) int {
	for k := from; k < len(s.events); k++ {
		if e := s.events[k]; e.Event == "explore" && e.Predicting && e.Question == n && !e.Answered {
			return k
		}
	}
	return len(s.events)
}
