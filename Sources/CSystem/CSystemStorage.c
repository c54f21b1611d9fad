#define _GNU_SOURCE
#include "CSystemStorage.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

int csystem_set_direct(int fd, int on) {
    int flags = fcntl(fd, F_GETFL);
    if (flags < 0) return -1;
    int wanted = on ? (flags | O_DIRECT) : (flags & ~O_DIRECT);
    if (wanted == flags) return 0;
    return fcntl(fd, F_SETFL, wanted);
}

int csystem_is_appending(int fd) {
    int flags = fcntl(fd, F_GETFL);
    if (flags < 0) return -1;
    return (flags & O_APPEND) ? 1 : 0;
}

int csystem_open_tmpfile(const char *directory) { return open(directory, O_TMPFILE | O_RDWR | O_CLOEXEC, 0600); }

int csystem_open_unlinked(const char *directory) {
    char path[4096];
    if (snprintf(path, sizeof path, "%s/meter.XXXXXX", directory) >= (int)sizeof path) {
        errno = ENAMETOOLONG;
        return -1;
    }
    int fd = mkostemp(path, O_CLOEXEC);
    if (fd < 0) return -1;
    if (unlink(path) != 0) {
        int saved = errno;
        close(fd);
        errno = saved;
        return -1;
    }
    return fd;
}

long csystem_page_size(void) {
    long size = sysconf(_SC_PAGESIZE);
    return size > 0 ? size : 4096;
}
