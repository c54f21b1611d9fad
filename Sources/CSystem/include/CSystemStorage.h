#ifndef CSYSTEM_STORAGE_H
#define CSYSTEM_STORAGE_H

/// fcntl(fd, F_SETFL) with O_DIRECT set (`on` nonzero) or cleared, the other status flags kept: 0, or -1 and
/// errno (EINVAL where the file system refuses direct I/O).
int csystem_set_direct(int fd, int on);

/// Whether fd was opened for appending (O_APPEND in fcntl(F_GETFL)): 1 or 0, or -1 and errno.
int csystem_is_appending(int fd);

/// A new file in `directory` that has no name, open for reading and writing: open(2) with O_TMPFILE. The
/// descriptor, or -1 and errno (EOPNOTSUPP, EISDIR or EINVAL where the file system has no O_TMPFILE).
int csystem_open_tmpfile(const char *directory);

/// The same where O_TMPFILE is missing: mkstemp(3) in `directory`, then unlink(2) at once. The descriptor,
/// or -1 and errno.
int csystem_open_unlinked(const char *directory);

/// The size of a memory page (sysconf(_SC_PAGESIZE)), 4096 when it cannot be read.
long csystem_page_size(void);

#endif
