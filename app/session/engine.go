package session

import (
	"context"

	"github.com/eightpuzzle/eightpuzzle/solver"
	// the pattern databases of the pdb algorithms, which the window
	// offers and the hints of big sizes use
	_ "github.com/eightpuzzle/eightpuzzle/solver/pdb"
)

// tableFor is the distance table of goal on sh, for a Tabled shape.
func tableFor(ctx context.Context, sh solver.Shape, goal solver.Board) (*solver.Table, error) {
	return solver.TableFor(ctx, sh, goal)
}

// ParseBoard reads a board of shape sh as people write it: the engine's
// parser (solver.ParseBoard), with the size known.
func ParseBoard(sh solver.Shape, text string) (solver.Board, error) {
	b, _, err := solver.ParseBoard(text, sh.Norm())
	return b, err
}

// ParseGoal reads a goal of shape sh: the name of one of its presets
// ("blank last", "blank-first", "spiral") or a board.
func ParseGoal(sh solver.Shape, text string) (solver.Board, error) {
	return solver.ParseGoal(text, sh.Norm())
}

// FormatBoard writes a board of sh the way ParseBoard reads it back and a
// person reads it: "123/456/780", "1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0".
func FormatBoard(sh solver.Shape, b solver.Board) string { return sh.Norm().RowsText(b) }
