//go:build !race

package wide

const raceOn = false
