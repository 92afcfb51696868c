/* For the tests under Wine only, never shipped: Wine 8 has no
 * bcryptprimitives.dll, whose ProcessPrng Rust's standard library asks for
 * random bytes on Windows 10 and later. This stand-in answers it through
 * RtlGenRandom (advapi32's SystemFunction036), which Wine has. `.ci/windows`
 * builds it with MinGW and puts it in the test's own Wine prefix. */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
    while (length > 0) {
        ULONG chunk = length > 0x10000000 ? 0x10000000 : (ULONG)length;
        if (!SystemFunction036(data, chunk))
            return FALSE;
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}
