#ifndef CSYSTEM_PROC_H
#define CSYSTEM_PROC_H

/// The descriptor numbers that the directory `fd` lists (a process's /proc/PID/fd, held open), read again
/// from its start with getdents64(2): the first `capacity` of them go into `numbers`, in the kernel's order
/// (increasing for /proc). Returns how many it lists, which is more than `capacity` when the room was too
/// small (the caller asks again with more), or -1 and errno (ENOENT once the process has been reaped).
/// Names that are not numbers ("." and "..", or /proc's own files when `fd` is /proc, whose numbered
/// entries are its processes) are passed over.
long csystem_descriptor_numbers(int fd, int *numbers, long capacity);

#endif
