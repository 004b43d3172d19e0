package cli

import (
	"os"
	"syscall"
)

// AttachConsole gives the command line the console of the cmd.exe or
// PowerShell it was started from. The Windows build is a GUI program
// (-H=windowsgui, so that a double click opens no console window), and
// such a program starts with no console: without this, everything it
// printed would vanish. A stream the parent redirected to a file or pipe
// is already valid and is left alone; with no parent console (started
// from Explorer) nothing changes.
func AttachConsole() {
	out, errOut, in := valid(syscall.STD_OUTPUT_HANDLE), valid(syscall.STD_ERROR_HANDLE), valid(syscall.STD_INPUT_HANDLE)
	if out && errOut && in {
		return
	}
	const attachParentProcess = ^uintptr(0) // (DWORD)-1
	attach := syscall.NewLazyDLL("kernel32.dll").NewProc("AttachConsole")
	if r, _, _ := attach.Call(attachParentProcess); r == 0 {
		return
	}
	if !out {
		if f, err := os.OpenFile("CONOUT$", os.O_WRONLY, 0); err == nil {
			os.Stdout = f
		}
	}
	if !errOut {
		if f, err := os.OpenFile("CONOUT$", os.O_WRONLY, 0); err == nil {
			os.Stderr = f
		}
	}
	if !in {
		if f, err := os.OpenFile("CONIN$", os.O_RDONLY, 0); err == nil {
			os.Stdin = f
		}
	}
}

// valid reports whether a standard handle leads somewhere: a GUI program
// started from a console has none, one whose stream was redirected does.
func valid(which int) bool {
	h, err := syscall.GetStdHandle(which)
	if err != nil || h == 0 || h == syscall.InvalidHandle {
		return false
	}
	t, err := syscall.GetFileType(h)
	return err == nil && t != syscall.FILE_TYPE_UNKNOWN
}
