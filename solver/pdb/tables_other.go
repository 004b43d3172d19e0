//go:build !linux

package pdb

// adviseHuge does nothing outside Linux: the tables use ordinary pages.
func adviseHuge([]uint8) {}
