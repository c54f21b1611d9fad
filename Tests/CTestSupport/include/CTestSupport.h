#ifndef C_TEST_SUPPORT_H
#define C_TEST_SUPPORT_H

#include <sys/types.h>

/// pidfd_open(2), which Glibc's Swift module does not name (and its syscall(2) is variadic, out of Swift's
/// reach): a descriptor that polls readable once the process `pid` has exited. -1 with errno on failure.
int ctest_pidfd_open(pid_t pid);

#endif
