#define _GNU_SOURCE
#include "CTestSupport.h"
#include <fcntl.h>
#include <sys/syscall.h>
#include <unistd.h>

int ctest_pidfd_open(pid_t pid) { return (int)syscall(SYS_pidfd_open, pid, 0); }

int ctest_pipe(int fds[2]) { return pipe2(fds, O_CLOEXEC); }
