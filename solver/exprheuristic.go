package solver

// Heuristics typed as expressions (issue 23): a student writes
// max(manhattan, linear_conflict) and gets a Heuristic that every
// informed search takes. The expression is compiled once by
// github.com/expr-lang/expr against a fixed struct of terms; only the
// terms it names are computed for each board.

import (
	"context"
	"errors"
	"fmt"
	"math"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/expr-lang/expr"
	"github.com/expr-lang/expr/ast"
	"github.com/expr-lang/expr/file"
	"github.com/expr-lang/expr/parser"
	"github.com/expr-lang/expr/vm"
)

// MaxExpressionLength bounds the text of an expression, in characters:
// with no loops in the language, its length bounds its run time.
const MaxExpressionLength = 500

// MaxEstimate is the largest h, in moves, an expression gives: larger
// values (and +Inf) are taken as this, negative ones and NaN as 0, so
// that the searches' integer priorities stay in range.
const MaxEstimate = 1000

// ExprError is a mistake in an expression, at a column (1 for its first
// character, counted in characters).
type ExprError struct {
	Column int
	Msg    string
}

func (e *ExprError) Error() string { return fmt.Sprintf("column %d: %s", e.Column, e.Msg) }

// exprEnv is what an expression is compiled against: each term's name
// with a value of its type (a slice for a per-tile term). A map rather
// than a struct: the VM reads a map's values without reflection, which
// allocated for each term read (measured: 195 against 169 ns of CPU a
// board for the bare max(manhattan, linear_conflict)).
func exprEnv() map[string]any {
	env := make(map[string]any, len(exprTerms))
	for _, t := range exprTerms {
		switch {
		case t.PerTile:
			env[t.Name] = []int(nil)
		case t.integral:
			env[t.Name] = 0
		default:
			env[t.Name] = 0.0
		}
	}
	return env
}

type need uint16

const (
	needManhattan need = 1 << iota
	needMisplaced
	needMisplacedBlank
	needLinearConflict
	needEuclidean
	needRowcol
	needPDB
	needTiles // the per-tile terms and the blank's cell
)

// ExprTerm is a name an expression can use.
type ExprTerm struct {
	Name        string
	Description string
	PerTile     bool // indexed by tile: md[3]
	heuristic   string
	need        need
	// admissible: never above the distance; consistent: a move changes
	// it by at most one (what the proof from the terms builds on)
	admissible, consistent bool
	integral               bool
}

var exprTerms = []ExprTerm{
	{Name: "manhattan", Description: "Manhattan distance", heuristic: "manhattan", need: needManhattan, admissible: true, consistent: true, integral: true},
	{Name: "misplaced", Description: "tiles not on their goal cell", heuristic: "misplaced", need: needMisplaced, admissible: true, consistent: true, integral: true},
	{Name: "misplaced_blank", Description: "cells that differ from the goal's, the blank included", heuristic: "misplaced-blank", need: needMisplacedBlank, integral: true},
	{Name: "linear_conflict", Description: "Manhattan distance plus 2 for each tile that must step aside in its goal row or column", heuristic: "linear-conflict", need: needLinearConflict, admissible: true, consistent: true, integral: true},
	{Name: "euclidean", Description: "sum of the tiles' straight-line distances", heuristic: "euclidean", need: needEuclidean, admissible: true, consistent: true},
	{Name: "rowcol", Description: "tiles out of their goal row plus tiles out of their goal column", heuristic: "rowcol", need: needRowcol, admissible: true, consistent: true, integral: true},
	{Name: "pdb", Description: "pattern database", heuristic: "pdb", need: needPDB, admissible: true, integral: true},
	{Name: "md", Description: "md[t]: tile t's Manhattan distance", PerTile: true, need: needTiles, admissible: true, consistent: true, integral: true},
	{Name: "home", Description: "home[t]: 1 when tile t is on its goal cell, else 0", PerTile: true, need: needTiles, integral: true},
	{Name: "row_dist", Description: "row_dist[t]: rows between tile t and its goal row", PerTile: true, need: needTiles, admissible: true, consistent: true, integral: true},
	{Name: "col_dist", Description: "col_dist[t]: columns between tile t and its goal column", PerTile: true, need: needTiles, admissible: true, consistent: true, integral: true},
	{Name: "blank_row", Description: "the blank's row, 0 at the top", need: needTiles, integral: true},
	{Name: "blank_col", Description: "the blank's column, 0 at the left", need: needTiles, integral: true},
	{Name: "rows", Description: "the board's number of rows", integral: true, consistent: true},
	{Name: "cols", Description: "the board's number of columns", integral: true, consistent: true},
}

// ExprTerms lists the names an expression can use, with what they are.
func ExprTerms() []ExprTerm { return append([]ExprTerm(nil), exprTerms...) }

func exprTerm(name string) *ExprTerm {
	for i := range exprTerms {
		if exprTerms[i].Name == name {
			return &exprTerms[i]
		}
	}
	return nil
}

// exprHeuristic is what a Heuristic parsed from an expression holds.
type exprHeuristic struct {
	src      string
	prog     *vm.Program
	need     need
	integral bool      // every value a whole number of moves
	tiles    []tileUse // per-tile terms, to check against a shape

	mu       sync.Mutex
	verdicts map[hKeyGoal]Verdict // judged on every board of a shape and goal
}

type tileUse struct {
	tile, column int
}

type hKeyGoal struct {
	shape Shape
	goal  Board
}

// ParseHeuristic compiles an expression over the terms of ExprTerms (see
// there) into a Heuristic that every informed search takes (see
// Family.WithHeuristic). A mistake is an *ExprError with its column. The
// heuristic is named by its text; it claims admissibility or consistency
// only where its terms prove them (max of admissible terms, a fraction of
// one, and so on); elsewhere Judge says, size by size.
func ParseHeuristic(src string) (*Heuristic, error) {
	text := strings.TrimSpace(src)
	if text == "" {
		return nil, &ExprError{Column: 1, Msg: "the expression is empty: try max(manhattan, linear_conflict)"}
	}
	if n := utf8.RuneCountInString(text); n > MaxExpressionLength {
		return nil, &ExprError{Column: MaxExpressionLength + 1, Msg: fmt.Sprintf("the expression is %d characters long, more than %d", n, MaxExpressionLength)}
	}
	// the offset of text in src, so that columns count from src's start
	lead := utf8.RuneCountInString(src[:strings.Index(src, text)])
	tree, err := parser.Parse(text)
	if err != nil {
		return nil, exprError(err, lead)
	}
	w := &exprWalk{integral: true}
	if err := w.walk(tree.Node); err != nil {
		err.Column += lead
		return nil, err
	}
	prog, err := expr.Compile(text, expr.Env(exprEnv()), expr.AsFloat64(), expr.DisableAllBuiltins(),
		expr.EnableBuiltin("min"), expr.EnableBuiltin("max"), expr.EnableBuiltin("abs"), expr.MaxNodes(MaxExpressionLength))
	if err != nil {
		return nil, exprError(err, lead)
	}
	adm, cons := proveAdmissible(tree.Node), proveConsistent(tree.Node)
	h := &Heuristic{
		Name: text, Title: text,
		expr:       &exprHeuristic{src: text, prog: prog, need: w.need, integral: w.integral, tiles: w.tiles},
		Consistent: cons,
		MaxExcess:  math.Inf(1),
	}
	switch {
	case adm:
		h.MaxExcess = 0
		h.Description = "your expression " + text + "; admissible, as its terms prove"
	default:
		h.Description = "your expression " + text + "; not known to be admissible: judged on every board of sizes up to 9 cells"
	}
	switch {
	case w.need&needPDB != 0:
		h.Strength = Strongest
	case w.need&(needManhattan|needLinearConflict) != 0:
		h.Strength = Strong
	}
	return h, nil
}

// exprError turns expr's error into an ExprError, its column counted
// from 1 and shifted by lead characters.
func exprError(err error, lead int) *ExprError {
	var fe *file.Error
	if errors.As(err, &fe) {
		msg := fe.Message
		if msg == "" {
			msg = err.Error()
		}
		return &ExprError{Column: fe.Column + 1 + lead, Msg: msg}
	}
	return &ExprError{Column: 1 + lead, Msg: err.Error()}
}

// Expression is the text of a heuristic parsed from an expression, and ""
// for the built-in ones.
func (h *Heuristic) Expression() string {
	if h == nil || h.expr == nil {
		return ""
	}
	return h.expr.src
}

// Check says whether the heuristic can estimate boards of the shape: an
// expression's tile beyond the shape's, or pdb in a program without
// pattern databases, is an *ExprError with its column.
func (h *Heuristic) Check(shape Shape) error {
	if err := shape.Check(); err != nil {
		return err
	}
	if h == nil || h.expr == nil {
		return nil
	}
	for _, u := range h.expr.tiles {
		if u.tile >= shape.Cells() {
			return &ExprError{Column: u.column, Msg: fmt.Sprintf("a %v board has tiles 1 to %d, no tile %d", shape.Norm(), shape.Cells()-1, u.tile)}
		}
	}
	if h.expr.need&needPDB != 0 {
		patternMu.Lock()
		src := patternSource
		patternMu.Unlock()
		if src == nil {
			return &ExprError{Column: strings.Index(h.expr.src, "pdb") + 1, Msg: "pdb: this program has no pattern databases"}
		}
	}
	return nil
}

// exprWalk checks that an expression uses only what an estimate needs:
// numbers, the terms, arithmetic, comparisons, conditionals, min, max and
// abs. It notes the terms used and whether every value is whole.
type exprWalk struct {
	need     need
	integral bool
	tiles    []tileUse
}

func col(n ast.Node) int { return n.Location().From + 1 }

func notAllowed(n ast.Node, what string) *ExprError {
	return &ExprError{Column: col(n), Msg: what + " is not allowed: use numbers, the terms, + - * /, comparisons, ? :, min, max and abs"}
}

var allowedBinary = map[string]bool{
	"+": true, "-": true, "*": true, "/": true,
	"<": true, ">": true, "<=": true, ">=": true, "==": true, "!=": true,
	"&&": true, "||": true, "and": true, "or": true,
}

func (w *exprWalk) walk(n ast.Node) *ExprError {
	switch n := n.(type) {
	case *ast.IntegerNode, *ast.BoolNode:
		return nil
	case *ast.FloatNode:
		w.integral = false
		return nil
	case *ast.IdentifierNode:
		t := exprTerm(n.Value)
		if t == nil {
			return w.unknown(n, n.Value)
		}
		if t.PerTile {
			return &ExprError{Column: col(n), Msg: fmt.Sprintf("%s is one value per tile: write %s[1] for tile 1", t.Name, t.Name)}
		}
		w.use(t)
		return nil
	case *ast.MemberNode:
		id, ok := n.Node.(*ast.IdentifierNode)
		if !ok || n.Optional || n.Method {
			return notAllowed(n, "this access")
		}
		t := exprTerm(id.Value)
		if t == nil {
			return w.unknown(id, id.Value)
		}
		if !t.PerTile {
			return &ExprError{Column: col(n.Property), Msg: id.Value + " is one number, not one per tile"}
		}
		idx, ok := n.Property.(*ast.IntegerNode)
		if !ok {
			return &ExprError{Column: col(n.Property), Msg: "a tile is a number written out: " + id.Value + "[3]"}
		}
		if idx.Value < 1 || idx.Value >= MaxCells {
			return &ExprError{Column: col(idx), Msg: fmt.Sprintf("no tile %d: tiles are numbered from 1", idx.Value)}
		}
		w.use(t)
		w.tiles = append(w.tiles, tileUse{idx.Value, col(idx)})
		return nil
	case *ast.UnaryNode:
		switch n.Operator {
		case "-", "+", "!", "not":
			return w.walk(n.Node)
		}
		return notAllowed(n, "the operator "+n.Operator)
	case *ast.BinaryNode:
		if !allowedBinary[n.Operator] {
			return notAllowed(n, "the operator "+n.Operator)
		}
		if n.Operator == "/" {
			w.integral = false
		}
		if err := w.walk(n.Left); err != nil {
			return err
		}
		return w.walk(n.Right)
	case *ast.ConditionalNode:
		for _, x := range []ast.Node{n.Cond, n.Exp1, n.Exp2} {
			if err := w.walk(x); err != nil {
				return err
			}
		}
		return nil
	case *ast.BuiltinNode:
		switch n.Name {
		case "min", "max", "abs":
		default:
			return notAllowed(n, n.Name+"()")
		}
		if len(n.Arguments) == 0 {
			return &ExprError{Column: col(n), Msg: n.Name + "() needs at least one argument"}
		}
		for _, a := range n.Arguments {
			if err := w.walk(a); err != nil {
				return err
			}
		}
		return nil
	case *ast.CallNode:
		if id, ok := n.Callee.(*ast.IdentifierNode); ok {
			return &ExprError{Column: col(n), Msg: "no function " + id.Value + ": only min, max and abs"}
		}
		return notAllowed(n, "a call")
	case *ast.StringNode, *ast.BytesNode:
		return notAllowed(n, "text")
	case *ast.NilNode:
		return notAllowed(n, "nil")
	case *ast.VariableDeclaratorNode:
		return notAllowed(n, "let")
	}
	return notAllowed(n, "this")
}

func (w *exprWalk) unknown(n ast.Node, name string) *ExprError {
	names := make([]string, len(exprTerms))
	for i, t := range exprTerms {
		names[i] = t.Name
	}
	msg := "unknown term " + name
	if close := Closest(name, names); len(close) > 0 {
		msg += " (did you mean " + strings.Join(close, " or ") + "?)"
	}
	return &ExprError{Column: col(n), Msg: msg}
}

func (w *exprWalk) use(t *ExprTerm) {
	w.need |= t.need
	if !t.integral {
		w.integral = false
	}
}

// constant is the value of a number written out (or negated), and false
// for anything else.
func constant(n ast.Node) (float64, bool) {
	switch n := n.(type) {
	case *ast.IntegerNode:
		return float64(n.Value), true
	case *ast.FloatNode:
		return n.Value, true
	case *ast.UnaryNode:
		if v, ok := constant(n.Node); ok {
			switch n.Operator {
			case "-":
				return -v, true
			case "+":
				return v, true
			}
		}
	}
	return 0, false
}

// proveAdmissible reports whether n never exceeds the distance, from the
// rules that keep it so: a term that is admissible, a number at most 0,
// the max of admissible values or the min with one, a fraction (between
// 0 and 1) of one, one less a non-negative number. False means not
// proved, not disproved.
func proveAdmissible(n ast.Node) bool {
	return prove(n, func(t *ExprTerm) bool { return t.admissible }, true)
}

// proveConsistent reports whether n changes by at most one move on every
// move, by the same rules (min and max of consistent values are).
func proveConsistent(n ast.Node) bool {
	return prove(n, func(t *ExprTerm) bool { return t.consistent }, false)
}

func prove(n ast.Node, term func(*ExprTerm) bool, adm bool) bool {
	rec := func(x ast.Node) bool { return prove(x, term, adm) }
	if v, ok := constant(n); ok {
		return !adm || v <= 0
	}
	switch n := n.(type) {
	case *ast.IdentifierNode:
		t := exprTerm(n.Value)
		return t != nil && term(t)
	case *ast.MemberNode:
		id, ok := n.Node.(*ast.IdentifierNode)
		t := exprTerm(id.Value)
		return ok && t != nil && term(t)
	case *ast.UnaryNode:
		return n.Operator == "+" && rec(n.Node)
	case *ast.BuiltinNode:
		all, any := true, false
		for _, a := range n.Arguments {
			ok := rec(a)
			all, any = all && ok, any || ok
		}
		switch n.Name {
		case "max":
			return all
		case "min":
			if adm {
				return any
			}
			return all
		}
	case *ast.BinaryNode:
		l, lok := constant(n.Left)
		r, rok := constant(n.Right)
		switch n.Operator {
		case "*":
			return rok && r >= 0 && r <= 1 && rec(n.Left) || lok && l >= 0 && l <= 1 && rec(n.Right)
		case "/":
			return rok && r >= 1 && rec(n.Left)
		case "-":
			return rok && r >= 0 && rec(n.Left)
		case "+":
			return rok && r <= 0 && rec(n.Left) || lok && l <= 0 && rec(n.Right)
		}
	}
	return false
}

// exprEval computes an expression's estimate of boards of one shape for
// one goal: the terms it uses, then its program, on a VM of its own. Not
// safe for concurrent use: each search makes its own.
type exprEval struct {
	prog *vm.Program
	vm   vm.VM
	env  map[string]any
	// the per-tile terms, which env holds as slices of these
	md, home, rowDist, colDist [MaxCells]int
	need                       need
	cells                      int
	cols                       int
	// the built-in heuristics' tables, for the terms that are those
	man, mis, misb, lc, eu, rc *hTable
	db                         PatternDB
	homeRow, homeCol           [MaxCells]int
	homeCell                   [MaxCells]int
}

func (h *Heuristic) newExprEval(ctx context.Context, shape Shape, goal Board) (*exprEval, error) {
	if err := h.Check(shape); err != nil {
		return nil, err
	}
	if !shape.Valid(goal) {
		return nil, fmt.Errorf("goal is not a %v board: %s", shape.Norm(), shape.tilesWanted())
	}
	x := h.expr
	s := shape.Norm()
	e := &exprEval{prog: x.prog, need: x.need, cells: s.Cells(), cols: s.Cols}
	e.env = exprEnv()
	e.env["rows"], e.env["cols"] = s.Rows, s.Cols
	e.env["md"], e.env["home"] = e.md[:e.cells], e.home[:e.cells]
	e.env["row_dist"], e.env["col_dist"] = e.rowDist[:e.cells], e.colDist[:e.cells]
	table := func(name string) *hTable {
		b, _ := HeuristicByName(name)
		return b.table(s, goal)
	}
	for _, t := range exprTerms {
		if x.need&t.need == 0 || t.heuristic == "" {
			continue
		}
		switch t.need {
		case needManhattan:
			e.man = table(t.heuristic)
		case needMisplaced:
			e.mis = table(t.heuristic)
		case needMisplacedBlank:
			e.misb = table(t.heuristic)
		case needLinearConflict:
			e.lc = table(t.heuristic)
		case needEuclidean:
			e.eu = table(t.heuristic)
		case needRowcol:
			e.rc = table(t.heuristic)
		case needPDB:
			db, err := patterns(ctx, false, s, goal, nil)
			if err != nil {
				return nil, err
			}
			e.db = db
		}
	}
	for c := 0; c < e.cells; c++ {
		t := goal.At(c)
		e.homeCell[t] = c
		e.homeRow[t], e.homeCol[t] = c/e.cols, c%e.cols
	}
	return e, nil
}

// moves is h(b) in moves, within 0..MaxEstimate.
func (e *exprEval) moves(b Board) float64 {
	n, env := e.need, e.env
	if n&needManhattan != 0 {
		env["manhattan"] = e.man.evalTiles(b) / hScale
	}
	if n&needLinearConflict != 0 {
		env["linear_conflict"] = e.lc.eval(b) / hScale
	}
	if n&^(needManhattan|needLinearConflict) != 0 {
		e.rest(b)
	}
	out, err := e.vm.Run(e.prog, env)
	if err != nil {
		return 0 // nothing the checks let through fails; 0 is safe
	}
	v, _ := out.(float64)
	switch {
	case !(v > 0): // NaN too
		return 0
	case v > MaxEstimate:
		return MaxEstimate
	}
	return v
}

// rest fills the terms other than Manhattan distance and linear conflict,
// out of the hot path of the most common expressions.
func (e *exprEval) rest(b Board) {
	n, env := e.need, e.env
	if n&needMisplaced != 0 {
		env["misplaced"] = e.mis.evalTiles(b) / hScale
	}
	if n&needMisplacedBlank != 0 {
		env["misplaced_blank"] = e.misb.evalTiles(b) / hScale
	}
	if n&needRowcol != 0 {
		env["rowcol"] = e.rc.evalTiles(b) / hScale
	}
	if n&needEuclidean != 0 {
		env["euclidean"] = e.eu.moves(e.eu.evalTiles(b))
	}
	if n&needPDB != 0 {
		env["pdb"] = e.db.Estimate(b)
	}
	if n&needTiles != 0 {
		for c := 0; c < e.cells; c++ {
			t := b.At(c)
			r, k := c/e.cols, c%e.cols
			if t == 0 {
				env["blank_row"], env["blank_col"] = r, k
				continue
			}
			dr, dc := absInt(r-e.homeRow[t]), absInt(k-e.homeCol[t])
			e.rowDist[t], e.colDist[t], e.md[t] = dr, dc, dr+dc
			e.home[t] = 0
			if c == e.homeCell[t] {
				e.home[t] = 1
			}
		}
	}
}

// exprTable is the search's view of an expression: h of a whole board,
// in whole sixteenths of a move when every value is whole, else in
// exactUnit units.
func (h *Heuristic) exprTable(ctx context.Context, shape Shape, goal Board) (*hTable, error) {
	e, err := h.newExprEval(ctx, shape, goal)
	if err != nil {
		return nil, err
	}
	unit := exactUnit
	if h.expr.integral {
		unit = hScale
	}
	t := &hTable{cells: shape.Cells(), cols: shape.Norm().Cols, unit: unit, plain: true}
	t.full = func(b Board) int { return int(math.Round(e.moves(b) * float64(unit))) }
	return t, nil
}

// named keeps the algorithms AlgorithmNamed made from a result's name, so
// that a view that asks on every refresh compiles each expression once.
var named = struct {
	sync.Mutex
	m map[string]*Algorithm
}{m: map[string]*Algorithm{}}

// AlgorithmNamed is the algorithm a Result's Algorithm names: one of the
// registry's (AlgorithmByName), or a family led by an expression, named
// FAMILY-EXPRESSION by WithHeuristic, made again from its name, so that
// what shows a result can title it and ask what it promises.
func AlgorithmNamed(name string) (*Algorithm, error) {
	a, err := AlgorithmByName(name)
	if err == nil {
		return a, nil
	}
	named.Lock()
	defer named.Unlock()
	if a, ok := named.m[name]; ok {
		return a, nil
	}
	for _, f := range informed {
		text, ok := strings.CutPrefix(name, f.name+"-")
		if !ok {
			continue
		}
		h, perr := ParseHeuristic(text)
		if perr != nil {
			return nil, fmt.Errorf("%s led by an expression that does not compile: %w", f.title, perr)
		}
		if len(named.m) >= 64 {
			clear(named.m) // a bound, not a cache policy: names are few
		}
		a = informedAlgorithm(f, h)
		named.m[name] = a
		return a, nil
	}
	return nil, err
}
