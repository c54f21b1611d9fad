#ifndef CSYSTEM_MATCH_H
#define CSYSTEM_MATCH_H

#include <regex.h>
#include <stdint.h>
#include <sys/types.h>

/// What meter asks the matching process: expression number `expression` on the `length` bytes that follow
/// (no NUL among them, at most the `longest_line` given at the start).
struct csystem_match_request {
    uint32_t expression;
    uint32_t length;
};

/// What the matching process answers: `result` 0 when the expression matched (then `count` pairs of int32
/// offsets follow, start and end of the whole match and of each subexpression, -1 for one that took no
/// part), 1 when it did not, 2 when the C library failed (out of memory: REG_ESPACE); `spent`, the
/// process's CPU time in nanoseconds since it started, after this match.
struct csystem_match_answer {
    int32_t result;
    int32_t count;
    int64_t spent;
};

/// Starts the process that matches `expressions` (compiled with regcomp(3) by the caller, before) for meter:
/// fork(2), and in the child, which runs no Swift, only this file's C: the socket `socket` kept as its
/// descriptor 0, every other descriptor closed, every signal blocked, killed when the thread that started it
/// ends (PR_SET_PDEATHSIG), its data limited to what it holds plus `data_room` bytes (RLIMIT_DATA: the C
/// library's matcher then fails with REG_ESPACE rather than take the machine's memory); then it answers
/// requests until the socket closes: several may come at once, and their answers are sent together when
/// they are all answered, or every millisecond of CPU time meanwhile. Returns the child's id, or -1 and errno.
pid_t csystem_matcher_start(regex_t *const *expressions, int count, uint32_t longest_line, size_t data_room, int socket);

/// socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC), each end with room for 256 KiB queued: 0, or -1 and errno.
int csystem_socket_pair(int fds[2]);

/// send(2) with MSG_NOSIGNAL: a socket whose other end is gone fails with EPIPE, never raises SIGPIPE.
ssize_t csystem_send(int fd, const void *bytes, size_t length);

/// The CPU time in nanoseconds that process `pid` (a child of the caller) has used, or -1 and errno.
int64_t csystem_process_cpu_time(pid_t pid);

#endif
