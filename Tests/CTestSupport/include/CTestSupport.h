#ifndef C_TEST_SUPPORT_H
#define C_TEST_SUPPORT_H

#include <sys/types.h>

/// pidfd_open(2), which Glibc's Swift module does not name (and its syscall(2) is variadic, out of Swift's
/// reach): a descriptor that polls readable once the process `pid` has exited. -1 with errno on failure.
int ctest_pidfd_open(pid_t pid);

/// pipe2(2) with O_CLOEXEC, which Glibc's Swift module hides: a pipe whose ends no child process inherits,
/// made in one call, so that a test's pipe never leaks into a child another test spawns at that moment
/// (a write end held open there keeps the test's reader from ever seeing the end). -1 with errno on failure.
int ctest_pipe(int fds[2]);

#endif
