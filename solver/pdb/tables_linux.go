//go:build linux

package pdb

import "syscall"

// MADV_HUGEPAGE and MADV_COLLAPSE, which package syscall does not name.
const (
	madvHugepage = 14
	madvCollapse = 25
)

// adviseHuge asks for huge pages under mem, which starts on a huge page.
// With transparent huge pages in "madvise" mode (the usual default) only
// memory marked MADV_HUGEPAGE gets them when first touched; MADV_COLLAPSE
// (Linux 6.1 on) also collapses what the allocator already touched, when
// the heap reused memory. Both are advice: where they fail (THP off, older
// kernels, other architectures' page sizes) the tables work as before.
func adviseHuge(mem []uint8) {
	if len(mem) < hugePage {
		return
	}
	if syscall.Madvise(mem, madvHugepage) == nil {
		_ = syscall.Madvise(mem, madvCollapse)
	}
}
