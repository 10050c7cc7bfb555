#define _GNU_SOURCE
#include "waymark_system.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>
#if defined(__linux__)
#include <sys/syscall.h>
#endif
#if defined(__GLIBC__)
#include <malloc.h>
#endif

int waymark_rename_exchange(const char *from, const char *to) {
#if defined(__linux__) && defined(SYS_renameat2)
    // Called through syscall(): older C libraries have no renameat2() wrapper.
    return (int)syscall(SYS_renameat2, AT_FDCWD, from, AT_FDCWD, to, 2 /* RENAME_EXCHANGE */);
#elif defined(__APPLE__)
    return renamex_np(from, to, RENAME_SWAP);
#else
    errno = ENOSYS;
    return -1;
#endif
}

void waymark_give_back_freed_memory(void) {
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}
