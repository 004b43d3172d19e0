package pdb

import "github.com/eightpuzzle/eightpuzzle/solver"

func Load(dir string, goal solver.Board, progress func(done, total int64)) (*DB, error) {
	return Build(goal, progress)
}
