package session

import (
	"bytes"
	"encoding/csv"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/searchlog"
)

// TestPredictGradesEveryStep answers every step of small searches, one
// question right and the next wrong, for the algorithms of every frontier
// under every tie convention, and checks each grade against the search
// log's own next expansion: the pick of the board step k+1 expanded is
// right, any other pick is wrong, and the player never shows step k+1
// before the answer.
func TestPredictGradesEveryStep(t *testing.T) {
	h := open(t, nil)
	start := boardAt(t, h, 8)
	for _, name := range []string{"bfs", "dfs", "ucs", "ids", "bidir", "greedy-manhattan", "astar-manhattan", "idastar-manhattan", "astar-misplaced"} {
		for _, ties := range []solver.Ties{solver.TiesNewest, solver.TiesOldest, solver.TiesBoard} {
			t.Run(name+"/"+ties.String(), func(t *testing.T) {
				parent := h.t
				h.t = t // the fixture's waits fail this subtest
				defer func() { h.t = parent }()
				h.s.SetConventions(solver.Conventions{Ties: ties})
				// dfs wanders over most of the 181,440 boards: its first
				// steps are enough, and a node limit keeps it short under -race
				limit := ""
				if name == "dfs" {
					limit = "2000"
				}
				h.s.SetLimitText(NodesField, limit)
				e := explored(t, h, start, name)
				l := e.State().Log
				steps := min(l.Len(), 300)
				e.StartPredict(steps, false)
				var bounds, ties int
				for i := 0; ; i++ {
					ps := e.PredictState()
					if !ps.Active || ps.Answered {
						t.Fatalf("question %d: state %+v, want a question in hand", i+1, ps)
					}
					q := ps.Question
					if q.Step != i || e.State().Step != i {
						t.Fatalf("question %d shows step %d (player %d), want %d", i+1, q.Step, e.State().Step, i)
					}
					e.StepForward() // must not give the answer away
					e.Seek(i + 1)
					e.Play()
					if e.State().Step != i || e.State().Playing {
						t.Fatalf("the player moved to step %d during question %d", e.State().Step, i+1)
					}
					s, want, _ := l.Step(i + 1)
					right := i%2 == 0
					switch q.Kind {
					case PredictBound:
						bounds++
						if len(q.Choices) != 0 {
							t.Fatalf("a bound question offers %d boards", len(q.Choices))
						}
						if right {
							e.AnswerBound(s.Bound)
						} else {
							e.AnswerBound(s.Bound + 1)
						}
					default:
						gradeEveryChoice(t, l, q, want)
						pick := want.Gen
						if !right {
							other := -1
							for j, n := range q.Choices {
								if n.Gen != want.Gen {
									other = j
									break
								}
							}
							if other < 0 {
								right = true // the answer waits alone
							} else {
								pick = q.Choices[other].Gen
							}
						}
						e.AnswerBoard(pick)
					}
					ps = e.PredictState()
					if !ps.Answered || ps.Last.Right != right || ps.Last.Step != i+1 {
						t.Fatalf("question %d (%v): answered %v, right %v (%s), want right %v", i+1, q.Kind, ps.Answered, ps.Last.Right, ps.Last.Verdict, right)
					}
					if ps.Last.Tied {
						ties++
					}
					narration := "" // the explanation is the step's narration, the log's own
					if ex, ok := l.Explain(i + 1); ok {
						narration = ex.Text(searchlog.English, func(b solver.Board) string { return FormatBoard(l.Problem().Shape, b) })
					}
					if ps.Last.Explanation != narration || narration == "" {
						t.Fatalf("step %d explained %q, the narration says %q", i+1, ps.Last.Explanation, narration)
					}
					if prefix := map[bool]string{true: "Right", false: "N"}[right]; !strings.HasPrefix(ps.Last.Verdict, prefix) && !ps.Last.Tied {
						t.Fatalf("verdict %q for a right=%v answer", ps.Last.Verdict, right)
					}
					if e.State().Step != i+1 {
						t.Fatalf("after the answer the player shows step %d, want %d", e.State().Step, i+1)
					}
					if ps.Done {
						break
					}
					e.NextQuestion()
				}
				ps := e.PredictState()
				if len(ps.Answers) != steps || ps.Right+len(ps.Mistakes) != steps || ps.Right < steps/2 {
					t.Fatalf("%d answers, %d right, %d mistakes of %d steps", len(ps.Answers), ps.Right, len(ps.Mistakes), steps)
				}
				iterations := 0 // the iterations begun after the first: each asks its bound
				for k := 2; k <= steps; k++ {
					a, _, _ := l.Step(k - 1)
					b, _, _ := l.Step(k)
					if a.Iteration != b.Iteration {
						iterations++
					}
				}
				if bounds != iterations || name == "ids" && bounds == 0 {
					t.Fatalf("%s: %d bounds asked over %d new iterations", name, bounds, iterations)
				}
				e.NextQuestion()
				if e.Predicting() {
					t.Fatal("the exercise goes on after its last answer")
				}
				t.Logf("%d steps, %d bounds, %d tied picks", steps, bounds, ties)
			})
		}
	}
}

// gradeEveryChoice grades each board offered against want, the board the
// search expanded next: only want is right; a wrong pick is tied exactly
// when its key equals want's, and want has the best key of the choices.
func gradeEveryChoice(t *testing.T, l *searchlog.Log, q PredictQuestion, want searchlog.Node) {
	t.Helper()
	pr := l.Algorithm().Priority()
	keyed := l.Algorithm().Frontier == solver.FrontierByF || l.Algorithm().Frontier == solver.FrontierByG || l.Algorithm().Frontier == solver.FrontierByH
	found := false
	for _, n := range q.Choices {
		a := gradeBoard(l, q.Choices, n, want)
		if a.Right != (n.Gen == want.Gen) {
			t.Fatalf("step %d: the board made %d graded right=%v; the search took the one made %d", q.Step+1, n.Gen, a.Right, want.Gen)
		}
		found = found || n.Gen == want.Gen
		if !keyed {
			continue
		}
		kn, kw := pr.Of(int(n.G), n.H, n.F), pr.Of(int(want.G), want.H, want.F)
		if kn < kw-1e-9 {
			t.Fatalf("step %d: the search took key %v while %v waited", q.Step+1, kw, kn)
		}
		if tied := !a.Right && kn < kw+1e-9; a.Tied != tied {
			t.Fatalf("step %d: tied %v, want %v (keys %v, %v)", q.Step+1, a.Tied, tied, kn, kw)
		}
		if a.Tied && !strings.Contains(a.Verdict, "convention") {
			t.Fatalf("a tied pick's verdict %q does not name the convention", a.Verdict)
		}
	}
	if !found {
		t.Fatalf("step %d: the board the search took (made %d) is not among the %d offered", q.Step+1, want.Gen, len(q.Choices))
	}
	for i := 1; i < len(q.Choices); i++ {
		if q.Choices[i].Gen < q.Choices[i-1].Gen {
			t.Fatal("the choices are not in the order they were made: the list would give the answer away")
		}
	}
}

// TestPredictFromARandomPointAndMistakes starts an exercise at a random
// step of an A* search on a 4x4, answers every question wrong, goes back
// over the mistakes and saves the answers as CSV.
func TestPredictFromARandomPointAndMistakes(t *testing.T) {
	h := open(t, nil)
	sh := solver.Shape{Rows: 4, Cols: 4}
	h.s.SetShape(sh)
	e := explored(t, h, sh.Walk(rand.New(rand.NewPCG(3, 4)), sh.Goal(), 40), "astar-manhattan")
	l := e.State().Log
	if l.Len() < 20 {
		t.Fatalf("only %d steps: pick a farther board", l.Len())
	}
	e.StartPredict(6, true)
	first := e.PredictState().Question.Step
	if first+6 > l.Len() {
		t.Fatalf("the exercise starts at step %d of %d: its last question has no answer", first, l.Len())
	}
	wrong := 0
	for {
		q := e.PredictState().Question
		_, want, _ := l.Step(q.Step + 1)
		for _, n := range q.Choices {
			if n.Gen != want.Gen {
				e.AnswerBoard(n.Gen)
				wrong++
				break
			}
		}
		if !e.PredictState().Answered {
			e.AnswerBoard(want.Gen)
		}
		if e.PredictState().Done {
			break
		}
		e.NextQuestion()
	}
	ps := e.PredictState()
	if len(ps.Mistakes) != wrong || wrong == 0 {
		t.Fatalf("%d mistakes, %d wrong answers", len(ps.Mistakes), wrong)
	}
	e.NextQuestion()
	e.RetryMistakes()
	q := e.PredictState().Question
	if !e.Predicting() || q.Total != wrong || q.Step != ps.Mistakes[0].Step-1 {
		t.Fatalf("retrying: %+v, want %d questions from step %d", q, wrong, ps.Mistakes[0].Step-1)
	}
	_, want, _ := l.Step(q.Step + 1)
	e.AnswerBoard(want.Gen)
	if !e.PredictState().Last.Right {
		t.Fatal("the mistake answered right was graded wrong")
	}
	var buf bytes.Buffer
	if err := e.WritePredictCSV(&buf); err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(&buf).ReadAll()
	if err != nil || len(rows) != 2 {
		t.Fatalf("CSV: %d rows, %v\n%s", len(rows), err, buf.String())
	}
	if rows[1][2] != strconv.Itoa(q.Step+1) || rows[1][5] != FormatBoard(sh, want.Board) || rows[1][6] != "true" {
		t.Fatalf("CSV row %q", rows[1])
	}
	e.Explore() // another search: its exercise is gone
	if e.Predicting() {
		t.Fatal("the exercise outlived its search")
	}
	h.waitFor("the exploration to end", func() bool { return !e.Running() })
}

func TestPredictNeedsAFinishedSearch(t *testing.T) {
	h := open(t, nil)
	e := h.s.Exploration()
	e.StartPredict(5, false)
	if e.Predicting() || !strings.Contains(e.PredictState().Note, "Explore") {
		t.Fatalf("an exercise without a search: %+v", e.PredictState())
	}
	var buf bytes.Buffer
	if err := e.WritePredictCSV(&buf); err != nil {
		t.Fatal(err)
	}
	if r, err := csv.NewReader(&buf).ReadAll(); err != nil || len(r) != 1 {
		t.Fatalf("CSV of no answers: %v rows, %v", len(r), err)
	}
}

// TestPredictSuccessors: with successors asked, each board question is
// followed by a second part about the same step, with the player back at
// the step before it: which of the expanded board's successors are added.
// The successors offered are the step's, in the order made; marking
// exactly those the search added is right (for the searches with a
// frontier, checked against the boards that wait after the step, made by
// it), and any one mark flipped is wrong, the verdict naming that board.
func TestPredictSuccessors(t *testing.T) {
	h := open(t, nil)
	start := boardAt(t, h, 10)
	for _, name := range []string{"bfs", "ucs", "greedy-manhattan", "astar-manhattan", "idastar-manhattan", "ids", "bidir"} {
		t.Run(name, func(t *testing.T) {
			parent := h.t
			h.t = t
			defer func() { h.t = parent }()
			e := explored(t, h, start, name)
			l := e.State().Log
			e.SetPredictSuccessors(true)
			steps := min(l.Len(), 40)
			e.StartPredict(steps, false)
			parts, wrongs := 0, 0
			for i := 0; ; i++ {
				ps := e.PredictState()
				q := ps.Question
				switch q.Kind {
				case PredictBound:
					s, _, _ := l.Step(q.Step + 1)
					e.AnswerBound(s.Bound)
				case PredictBoard:
					_, want, _ := l.Step(q.Step + 1)
					e.AnswerBoard(want.Gen)
				case PredictSuccessors:
					parts++
					k := q.Step + 1
					_, want, _ := l.Step(k)
					if e.State().Step != q.Step || q.Expands.Gen != want.Gen {
						t.Fatalf("successors of step %d: the player shows step %d, the board asked about is made %d; want step %d and the board made %d",
							k, e.State().Step, q.Expands.Gen, q.Step, want.Gen)
					}
					ex, _ := l.Explain(k)
					truth := make([]bool, len(ex.Children))
					for j, c := range ex.Children {
						if q.Successors[j].Board != c.Board || q.Successors[j].G != c.G {
							t.Fatalf("step %d: successor %d is %v, the step made %v", k, j, q.Successors[j].Board, c.Board)
						}
						truth[j] = c.Fate == searchlog.FateAdded || c.Fate == searchlog.FateReplaced
					}
					if len(q.Successors) != len(ex.Children) || len(q.Successors) == 0 {
						t.Fatalf("step %d: %d successors offered, the step made %d", k, len(q.Successors), len(ex.Children))
					}
					if l.Algorithm().Frontier != solver.FrontierPath && k < l.Len() {
						// the boards made at step k that wait after it
						waiting, _ := l.Frontier(k, 1<<20)
						made := map[solver.Board]bool{}
						for _, n := range waiting {
							if int(n.Born) == k {
								made[n.Board] = true
							}
						}
						for j, s := range q.Successors {
							if truth[j] != made[s.Board] {
								t.Fatalf("step %d: successor %v added %v by its fate, but waiting after the step %v", k, s.Board, truth[j], made[s.Board])
							}
						}
					}
					if i%3 == 0 { // one mark flipped
						given := slices.Clone(truth)
						j := i % len(given)
						given[j] = !given[j]
						e.AnswerSuccessors(given)
						a := e.PredictState().Last
						if a.Right || !strings.Contains(a.Verdict, FormatBoard(l.Problem().Shape, q.Successors[j].Board)) {
							t.Fatalf("step %d, mark %d flipped: right %v, verdict %q", k, j, a.Right, a.Verdict)
						}
						wrongs++
					} else {
						e.AnswerSuccessors(truth)
						if a := e.PredictState().Last; !a.Right || !strings.HasPrefix(a.Verdict, "Right") {
							t.Fatalf("step %d, the added marked: right %v, verdict %q", k, a.Right, a.Verdict)
						}
					}
					if e.State().Step != k {
						t.Fatalf("after the answer the player shows step %d, want %d", e.State().Step, k)
					}
				}
				ps = e.PredictState()
				if !ps.Answered {
					t.Fatalf("question %d (%v) not answered", i+1, q.Kind)
				}
				if ps.Done {
					break
				}
				e.NextQuestion()
				if i > 4*steps {
					t.Fatal("the exercise does not end")
				}
			}
			ps := e.PredictState()
			if parts == 0 || len(ps.Mistakes) != wrongs {
				t.Fatalf("%d successors questions, %d mistakes of %d flipped", parts, len(ps.Mistakes), wrongs)
			}
			var buf bytes.Buffer
			e.WritePredictCSV(&buf)
			if got := strings.Count(buf.String(), ",successors,"); got != parts {
				t.Fatalf("the CSV has %d successors rows, want %d", got, parts)
			}
			e.NextQuestion()
			if e.Predicting() {
				t.Fatal("the exercise goes on after its last answer")
			}
			e.RetryMistakes() // each step once, though both its parts may be wrong
			if q := e.PredictState().Question; wrongs > 0 && q.Total > wrongs {
				t.Fatalf("retrying %d questions for %d mistakes", q.Total, wrongs)
			}
			e.StopPredict()
			t.Logf("%d steps, %d successors questions", steps, parts)
		})
	}
}

// TestSuccessorsVerdictTranslated: a wrong successor's verdict quotes the
// narration in the window's language. The window's line translator runs a
// template at once (lang.L with no values: "<no value>"), so the verdict
// fills the narration's templates through the narration translator it is
// handed, here one that marks what it filled.
func TestSuccessorsVerdictTranslated(t *testing.T) {
	h := open(t, nil)
	e := explored(t, h, boardAt(t, h, 8), "astar-manhattan")
	defer SetTranslator(translate, pluralize, narrate)
	SetTranslator(func(key string) string { return searchlog.English(key, nil) }, pluralize,
		func(tmpl string, v map[string]any) string { return "«" + searchlog.English(tmpl, v) + "»" })
	e.SetPredictSuccessors(true)
	e.StartPredict(1, false)
	_, want, _ := e.State().Log.Step(1)
	e.AnswerBoard(want.Gen)
	e.NextQuestion()
	q := e.PredictState().Question
	if q.Kind != PredictSuccessors {
		t.Fatalf("question %v, want the successors", q.Kind)
	}
	e.AnswerSuccessors(make([]bool, len(q.Successors))) // none ticked: every one of the start's is added
	v := e.PredictState().Last.Verdict
	if strings.Contains(v, "<no value>") || !strings.Contains(v, "«"+FormatBoard(e.State().Problem.Shape, q.Successors[0].Board)) {
		t.Fatalf("verdict %q: want the narration's sentences, filled in by its translator", v)
	}
}
