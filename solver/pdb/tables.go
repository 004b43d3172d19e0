package pdb

import "unsafe"

// hugePage is the size of a transparent huge page on x86-64 (and arm64
// with 4 KiB pages).
const hugePage = 2 << 20

// newTables returns zeroed tables of the given sizes in one allocation
// from the Go heap, each table of a huge page or more starting on a huge
// page, and asks the kernel to back them with huge pages (see
// adviseHuge). The search reads the tables at random: with 4 KiB pages
// four 8 MiB tables span 8192 pages, four times what the processor's TLB
// holds, and most lookups also walked the page tables; 2 MiB pages make
// it sixteen. Staying on the Go heap keeps the memory the collector's
// business: no unmapping to get wrong while a search still reads it.
func newTables(sizes []int) [][]uint8 {
	align := func(p, n int) int {
		if n >= hugePage {
			return (p + hugePage - 1) &^ (hugePage - 1)
		}
		return (p + 63) &^ 63
	}
	total := 0
	for _, n := range sizes {
		total = align(total, n) + n
	}
	mem := make([]uint8, total+hugePage)
	base := int(-uintptr(unsafe.Pointer(unsafe.SliceData(mem)))) & (hugePage - 1)
	adviseHuge(mem[base : base+total])
	out := make([][]uint8, len(sizes))
	p := 0
	for i, n := range sizes {
		p = align(p, n)
		out[i] = mem[base+p : base+p+n : base+p+n]
		p += n
	}
	return out
}
