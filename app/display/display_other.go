//go:build !(linux || freebsd || openbsd || netbsd || dragonfly) || wasm || !cgo

package display

// envCheck: elsewhere the desktop is always there.
func envCheck(func(string) string) error { return nil }

// glCheck: elsewhere Fyne reports a missing OpenGL itself.
func glCheck() error { return nil }
