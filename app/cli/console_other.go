//go:build !windows

package cli

// AttachConsole is needed on Windows only: elsewhere a program started
// from a terminal already writes to it.
func AttachConsole() {}
