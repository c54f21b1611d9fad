#define _GNU_SOURCE
#include "CSystemProc.h"

#include <dirent.h>
#include <stddef.h>
#include <unistd.h>

/// The number a directory entry's name spells, or -1 when it is not one.
static long number_in(const char *name) {
    if (*name == '\0') return -1;
    long value = 0;
    for (; *name != '\0'; name++) {
        if (*name < '0' || *name > '9' || value > 0x7fffffffL / 10) return -1;
        value = value * 10 + (*name - '0');
    }
    return value <= 0x7fffffffL ? value : -1;
}

long csystem_descriptor_numbers(int fd, int *numbers, long capacity) {
    if (lseek(fd, 0, SEEK_SET) < 0) return -1;
    // Room for about a hundred entries a call; a process with more takes several calls.
    char buffer[4096] __attribute__((aligned(8)));
    long count = 0;
    for (;;) {
        // An interrupted call fails with EINTR, and the caller lists again from the start.
        ssize_t got = getdents64(fd, buffer, sizeof buffer);
        if (got < 0) return -1;
        if (got == 0) return count;
        for (ssize_t offset = 0; offset < got;) {
            const struct dirent64 *entry = (const struct dirent64 *)(buffer + offset);
            long number = number_in(entry->d_name);
            if (number >= 0) {
                if (count < capacity) numbers[count] = (int)number;
                count++;
            }
            offset += entry->d_reclen;
        }
    }
}
