#define _GNU_SOURCE
#include "CTestSupport.h"
#include <sys/syscall.h>
#include <unistd.h>

int ctest_pidfd_open(pid_t pid) { return (int)syscall(SYS_pidfd_open, pid, 0); }
