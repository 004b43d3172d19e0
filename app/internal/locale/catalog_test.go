package locale

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/eightpuzzle/eightpuzzle/solver"
	"github.com/eightpuzzle/eightpuzzle/solver/wide"
)

// root is the repository, from this package's folder.
const root = "../../.."

// scanned are the folders whose strings the window shows, and skipped
// those under them that it does not (the command line stays English).
var (
	scanned = []string{"app", "solver/searchlog"}
	skipped = []string{"app/cli", "app/e2e", "app/trace", "app/web", "app/cleanlocale", "app/display"}
)

// message is one string of the code to translate: its key, and whether it
// takes plural forms.
type message struct {
	key    string
	plural bool
	where  string
}

// catalogue finds every translated string of the window's code: the
// literal keys of lang.L, lang.N, lang.X and lang.XN; in the session (no
// Fyne) tr and plural, which the window routes to them; and the
// narration's sentences (searchlog's r.say).
func catalogue(t *testing.T) map[string]message {
	t.Helper()
	out := map[string]message{}
	fset := token.NewFileSet()
	add := func(m message) {
		if old, ok := out[m.key]; ok && old.plural != m.plural {
			t.Errorf("%s: %q is used both with and without plural forms (also %s)", m.where, m.key, old.where)
		}
		out[m.key] = m
	}
	for _, dir := range scanned {
		err := filepath.WalkDir(filepath.Join(root, dir), func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			rel, _ := filepath.Rel(root, path)
			if d.IsDir() {
				if slices.Contains(skipped, filepath.ToSlash(rel)) || d.Name() == "testdata" {
					return filepath.SkipDir
				}
				return nil
			}
			if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return nil
			}
			f, err := parser.ParseFile(fset, path, nil, 0)
			if err != nil {
				return err
			}
			ast.Inspect(f, func(n ast.Node) bool {
				// a template's value named by a translated key: the French
				// name ({{.Plateau}}) fills no {{.Board}}, "<no value>"
				if kv, ok := n.(*ast.KeyValueExpr); ok {
					if c, ok := kv.Key.(*ast.CallExpr); ok {
						if sel, ok := c.Fun.(*ast.SelectorExpr); ok {
							if x, ok := sel.X.(*ast.Ident); ok && x.Name == "lang" {
								t.Errorf("%s: a map key goes through lang.%s: a template's value names stay English", fset.Position(kv.Pos()), sel.Sel.Name)
							}
						}
					}
					return true
				}
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				where := fset.Position(call.Pos()).String()
				arg := func(i int) (string, bool) {
					if i >= len(call.Args) {
						return "", false
					}
					return literal(call.Args[i])
				}
				switch fun := call.Fun.(type) {
				case *ast.SelectorExpr:
					x, _ := fun.X.(*ast.Ident)
					switch {
					case x != nil && x.Name == "lang" && (fun.Sel.Name == "L" || fun.Sel.Name == "N"):
						if k, ok := arg(0); ok {
							add(message{k, fun.Sel.Name == "N", where})
						}
					case x != nil && x.Name == "lang" && (fun.Sel.Name == "X" || fun.Sel.Name == "XN"):
						if k, ok := arg(0); ok {
							add(message{k, fun.Sel.Name == "XN", where})
						}
					case x != nil && x.Name == "locale" && fun.Sel.Name == "Mark":
						if k, ok := arg(0); ok {
							add(message{k, false, where})
						}
					case x != nil && x.Name == "session" && fun.Sel.Name == "Plural":
						if k, ok := arg(1); ok {
							add(message{"{{.Count}} " + k, true, where})
						}
					case fun.Sel.Name == "say" && strings.HasSuffix(path, "narrate.go"):
						if k, ok := arg(0); ok {
							add(message{k, false, where})
						}
					case fun.Sel.Name == "optimal" && strings.HasSuffix(path, "narrate.go"):
						// the sentence for an optimal search, and the one for another
						for i := range 2 {
							if k, ok := arg(i); ok {
								add(message{k, false, where})
							}
						}
					}
				case *ast.Ident:
					if p := filepath.ToSlash(path); !strings.Contains(p, "app/session/") && !strings.Contains(p, "app/chart/") &&
						!strings.Contains(p, "app/internal/verdict/") && !strings.Contains(p, "app/anim/") {
						return true
					}
					switch fun.Name {
					case "tr", "mark":
						if k, ok := arg(0); ok {
							add(message{k, false, where})
						}
					case "plural", "Plural", "numbered":
						if k, ok := arg(1); ok {
							add(message{"{{.Count}} " + k, true, where})
						}
					}
				}
				return true
			})
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if len(out) < 100 {
		t.Fatalf("found only %d strings: the scan is broken", len(out))
	}
	for _, m := range registry() {
		add(m)
	}
	return out
}

// registry is what the window shows of the solver's registry (through
// session.FamilyTitle and its kin, keyed by the English): every family's
// title, every heuristic's title and description, every algorithm's
// description, the goal presets' and conventions' values, and an uninformed algorithm's title (an informed one's is
// its family's and heuristic's, put together). A new algorithm or
// heuristic without French fails the test.
func registry() []message {
	const where = "solver's registry"
	var out []message
	for _, f := range solver.Families() {
		out = append(out, message{f.Title(), false, where + ": family " + f.String()})
	}
	for _, h := range solver.Heuristics() {
		out = append(out, message{h.Title, false, where + ": heuristic " + h.Name},
			message{h.Description, false, where + ": heuristic " + h.Name})
	}
	for p := solver.PriorityNone; p <= solver.PriorityF; p++ {
		if s := p.Symbol(); s != "" {
			out = append(out, message{s, false, where + ": priority " + s})
		}
	}
	for _, p := range solver.Square3.Presets() {
		out = append(out, message{p.Name, false, where + ": goal preset " + p.Name})
	}
	for _, n := range append(solver.TiesNames(), solver.GoalTestNames()...) {
		out = append(out, message{n, false, where + ": convention value " + n})
	}
	// why a search cannot be expected to finish on a size (the Solve tab,
	// Compare's chooser, the race's pickers), on every size offered: the
	// French window showed them in English
	out = append(out, message{wide.BrowserRefusal, false, where + ": idastar-pdb in a browser"})
	for _, a := range append(solver.Algorithms(), solver.OnRequest()...) {
		for r := solver.MinSide; r <= wide.MaxSide; r++ {
			for c := solver.MinSide; c <= wide.MaxSide; c++ {
				sh := solver.Shape{Rows: r, Cols: c}
				format, _ := a.HopelessReason(sh)
				if wide.Needs(sh) {
					format, _ = wide.HopelessReason(a, sh)
				}
				if format != "" {
					out = append(out, message{format, false, where + ": why " + a.Name + " does not finish at " + sh.String()})
				}
			}
		}
	}
	for _, a := range append(solver.Algorithms(), solver.OnRequest()...) {
		if a.Heuristic == nil {
			out = append(out, message{a.Title, false, where + ": algorithm " + a.Name})
		}
		out = append(out, message{a.Description, false, where + ": algorithm " + a.Name})
	}
	return out
}

// literal is a string constant: a literal, or literals joined with +.
func literal(e ast.Expr) (string, bool) {
	switch e := e.(type) {
	case *ast.BasicLit:
		if e.Kind != token.STRING {
			return "", false
		}
		s, err := strconv.Unquote(e.Value)
		return s, err == nil
	case *ast.BinaryExpr:
		if e.Op != token.ADD {
			return "", false
		}
		a, ok := literal(e.X)
		b, ok2 := literal(e.Y)
		return a + b, ok && ok2
	case *ast.ParenExpr:
		return literal(e.X)
	}
	return "", false
}

// file is one of our translation files, by key.
func file(t *testing.T, name string) map[string]any {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("lang", name))
	if err != nil {
		t.Fatal(err)
	}
	m := map[string]any{}
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return m
}

var (
	named = regexp.MustCompile(`\{\{\s*\.(\w+)\s*\}\}`)
	verbs = regexp.MustCompile(`%[-+#0]*[0-9]*(\.[0-9]+)?[a-zA-Z%]`)
)

// placeholders are what a translation must keep of its original: the
// named values, as a set, and the fmt verbs, in order (fmt fills them in
// order).
func placeholders(s string) string {
	var ns []string
	for _, m := range named.FindAllStringSubmatch(s, -1) {
		ns = append(ns, m[1])
	}
	sort.Strings(ns)
	ns = slices.Compact(ns)
	return strings.Join(ns, ",") + " | " + strings.Join(verbs.FindAllString(s, -1), " ")
}

// forms are a message's texts: one, or its plural forms by name.
func forms(v any) map[string]string {
	switch v := v.(type) {
	case string:
		return map[string]string{"": v}
	case map[string]any:
		out := map[string]string{}
		for k, x := range v {
			if s, ok := x.(string); ok {
				out[k] = s
			}
		}
		return out
	}
	return nil
}

// TestEveryStringTranslated: every string the window shows has a French
// translation that keeps its placeholders, plural strings have their
// forms in English and French, and neither file keeps a string the code
// no longer has.
func TestEveryStringTranslated(t *testing.T) {
	code := catalogue(t)
	fr, en := file(t, "fr.json"), file(t, "en.json")
	var missing []string
	for k, m := range code {
		v, ok := fr[k]
		if !ok {
			missing = append(missing, k)
			continue
		}
		fs := forms(v)
		if m.plural {
			for _, want := range []string{"one", "other"} {
				if _, ok := fs[want]; !ok {
					t.Errorf("%s: the French of plural %q has no %q form", m.where, k, want)
				}
			}
			ef := forms(en[k])
			if ef["one"] == "" || ef["other"] == "" {
				t.Errorf("%s: plural %q needs its one and other forms in en.json", m.where, k)
			}
			for f, s := range ef {
				if placeholders(s) != placeholders(k) {
					t.Errorf("en.json %q, form %s: placeholders %q, the code's %q", k, f, placeholders(s), placeholders(k))
				}
			}
		} else if _, ok := fs[""]; !ok {
			t.Errorf("%s: %q is a plain string but its French has plural forms", m.where, k)
		}
		for f, s := range fs {
			if placeholders(s) != placeholders(k) {
				t.Errorf("%s: the French of %q (form %q) has placeholders %q, the English %q", m.where, k, f, placeholders(s), placeholders(k))
			}
		}
	}
	if len(missing) > 0 {
		sort.Strings(missing)
		skel := map[string]string{}
		for _, k := range missing {
			skel[k] = ""
		}
		b, _ := json.MarshalIndent(skel, "", "  ")
		t.Errorf("%d strings of the window have no French (fr.json):\n%s", len(missing), b)
	}
	for name, m := range map[string]map[string]any{"fr.json": fr, "en.json": en} {
		for k := range m {
			if _, ok := code[k]; !ok {
				t.Errorf("%s: %q is no longer in the code", name, k)
			}
		}
	}
	t.Logf("%d strings, %d with plural forms", len(code), countPlural(code))
}

func countPlural(code map[string]message) int {
	n := 0
	for _, m := range code {
		if m.plural {
			n++
		}
	}
	return n
}
