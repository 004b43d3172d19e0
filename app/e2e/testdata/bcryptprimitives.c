/* A stand-in for Windows' bcryptprimitives.dll, which Go 1.26's runtime
 * loads for ProcessPrng (its random numbers) and Debian 12's wine lacks.
 * Only for running the Windows build under wine in tests (wine_test.go):
 * it fills the buffer from RtlGenRandom (advapi32's SystemFunction036),
 * which wine has. Built with mingw-w64:
 *   x86_64-w64-mingw32-gcc -shared -O2 -o bcryptprimitives.dll bcryptprimitives.c -ladvapi32
 */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
	while (length > 0) {
		ULONG n = length > 0x40000000 ? 0x40000000 : (ULONG)length;
		if (!SystemFunction036(data, n))
			return FALSE;
		data += n;
		length -= n;
	}
	return TRUE;
}
