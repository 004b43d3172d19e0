package solver

import (
	"syscall"
	"time"
	"unsafe"
)

// On Windows Go's monotonic clock advances with the system timer's tick
// (about 1 to 16 ms), so a search of a few hundred microseconds measured
// 0 µs (seen under wine, and so on Windows). A search's Elapsed is taken
// from QueryPerformanceCounter instead, which resolves 100 ns or better.

type stamp int64

var (
	qpc     = syscall.NewLazyDLL("kernel32.dll").NewProc("QueryPerformanceCounter")
	qpcFreq = func() int64 {
		var f int64
		syscall.NewLazyDLL("kernel32.dll").NewProc("QueryPerformanceFrequency").Call(uintptr(unsafe.Pointer(&f)))
		return f
	}()
)

func clockNow() stamp {
	if qpcFreq <= 0 {
		return stamp(time.Now().UnixNano()) // never on Windows XP or later
	}
	var c int64
	qpc.Call(uintptr(unsafe.Pointer(&c)))
	return stamp(c)
}

func clockSince(s stamp) time.Duration {
	d := int64(clockNow() - s)
	if qpcFreq <= 0 {
		return time.Duration(d)
	}
	// in two parts, so that d*1e9 cannot overflow
	return time.Duration(d/qpcFreq*int64(time.Second) + d%qpcFreq*int64(time.Second)/qpcFreq)
}
