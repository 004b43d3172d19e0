//go:build !race

package pdb

const raceOn = false
