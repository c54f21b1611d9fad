#define _GNU_SOURCE
#include "CSystemMatch.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

int csystem_socket_pair(int fds[2]) {
    if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds) != 0) return -1;
    // Room for a batch of requests (and their answers) without a wait, whatever the system's default.
    int room = 256 * 1024;
    setsockopt(fds[0], SOL_SOCKET, SO_SNDBUF, &room, sizeof room);
    setsockopt(fds[1], SOL_SOCKET, SO_SNDBUF, &room, sizeof room);
    return 0;
}

ssize_t csystem_send(int fd, const void *bytes, size_t length) { return send(fd, bytes, length, MSG_NOSIGNAL); }

int64_t csystem_process_cpu_time(pid_t pid) {
    clockid_t clock;
    int error = clock_getcpuclockid(pid, &clock);
    if (error != 0) {
        errno = error;
        return -1;
    }
    struct timespec time;
    if (clock_gettime(clock, &time) != 0) return -1;
    return (int64_t)time.tv_sec * 1000000000 + time.tv_nsec;
}

/// Reads exactly `length` bytes: 1, or 0 at the end of the socket or on an error.
static int read_full(int fd, void *buffer, size_t length) {
    char *at = buffer;
    while (length > 0) {
        ssize_t got = read(fd, at, length);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) return 0;
        at += got;
        length -= (size_t)got;
    }
    return 1;
}

/// Writes all `length` bytes: 1, or 0 when the other end is gone.
static int write_full(int fd, const void *buffer, size_t length) {
    const char *at = buffer;
    while (length > 0) {
        ssize_t sent = send(fd, at, length, MSG_NOSIGNAL);
        if (sent < 0 && errno == EINTR) continue;
        if (sent <= 0) return 0;
        at += sent;
        length -= (size_t)sent;
    }
    return 1;
}

/// The process's data (heap and stack) in bytes, from /proc/self/statm's sixth field; 0 when unknown.
static size_t data_size(void) {
    int fd = open("/proc/self/statm", O_RDONLY | O_CLOEXEC);
    if (fd < 0) return 0;
    char text[256];
    ssize_t got = read(fd, text, sizeof text - 1);
    close(fd);
    if (got <= 0) return 0;
    text[got] = '\0';
    const char *field = text;
    for (int skipped = 0; skipped < 5 && field != NULL; skipped++) {
        field = strchr(field, ' ');
        if (field != NULL) field++;
    }
    return field == NULL ? 0 : strtoull(field, NULL, 10) * (size_t)sysconf(_SC_PAGESIZE);
}

/// Limits the process's data to what it holds now plus `room` bytes (never above the hard limit).
static void limit_data(size_t room) {
    size_t held = data_size();
    struct rlimit limit;
    if (held == 0 || getrlimit(RLIMIT_DATA, &limit) != 0) return;
    rlim_t wanted = held + room;
    if (limit.rlim_max != RLIM_INFINITY && wanted > limit.rlim_max) wanted = limit.rlim_max;
    if (limit.rlim_cur == RLIM_INFINITY || wanted < limit.rlim_cur) {
        limit.rlim_cur = wanted;
        setrlimit(RLIMIT_DATA, &limit);
    }
}

static int64_t cpu_time(void) {
    struct timespec time;
    if (clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time) != 0) return 0;
    return (int64_t)time.tv_sec * 1000000000 + time.tv_nsec;
}

/// Answers not sent yet: sent together when the requests at hand are all answered, or every millisecond
/// of CPU time, so that a batch of short lines wakes meter once, while meter still sees the process go on.
struct answers {
    char *bytes;
    size_t capacity, length;
    int64_t sent_at;
};

/// Sends the answers held: 1, or 0 when meter is gone.
static int flush(struct answers *to) {
    int sent = write_full(0, to->bytes, to->length);
    to->length = 0;
    to->sent_at = cpu_time();
    return sent;
}

/// Requests as they arrive on descriptor 0, read as many at a time as the socket holds.
struct requests {
    char *bytes;
    size_t capacity, start, end;
};

/// Makes `wanted` unread bytes available at `from->bytes + from->start`, after sending the answers held
/// when it must wait for them: 1, or 0 when the socket ended.
static int take(struct requests *from, size_t wanted, struct answers *to) {
    while (from->end - from->start < wanted) {
        if (from->capacity - from->start < wanted) {
            memmove(from->bytes, from->bytes + from->start, from->end - from->start);
            from->end -= from->start;
            from->start = 0;
        }
        if (to->length > 0 && !flush(to)) return 0;
        ssize_t got = read(0, from->bytes + from->end, from->capacity - from->end);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) return 0;
        from->end += (size_t)got;
    }
    return 1;
}

/// Matches `line` with `expression` and adds the answer to those held, sending them when they have
/// waited a millisecond or their room is short: 1, or 0 when meter is gone.
static int answer(const regex_t *expression, const char *line, regmatch_t *slots, struct answers *to, size_t most) {
    size_t wanted = expression->re_nsub + 1;
    int status = regexec(expression, line, wanted, slots, 0);
    struct csystem_match_answer answer = {status == 0 ? 0 : status == REG_NOMATCH ? 1 : 2, 0, cpu_time()};
    if (status == 0) answer.count = (int32_t)wanted;
    memcpy(to->bytes + to->length, &answer, sizeof answer);
    int32_t *pairs = (int32_t *)(to->bytes + to->length + sizeof answer);
    for (int32_t slot = 0; slot < answer.count; slot++) {
        pairs[2 * slot] = (int32_t)slots[slot].rm_so;
        pairs[2 * slot + 1] = (int32_t)slots[slot].rm_eo;
    }
    to->length += sizeof answer + (size_t)answer.count * 2 * sizeof(int32_t);
    if (answer.spent - to->sent_at > 1000000 || to->capacity - to->length < most) return flush(to);
    return 1;
}

/// Answers requests on descriptor 0 until the socket closes or a request asks for what was never promised.
static void serve(regex_t *const *expressions, int count, uint32_t longest_line) {
    size_t most_slots = 1;
    for (int index = 0; index < count; index++) {
        if (expressions[index]->re_nsub + 1 > most_slots) most_slots = expressions[index]->re_nsub + 1;
    }
    size_t most = sizeof(struct csystem_match_answer) + most_slots * 2 * sizeof(int32_t);
    struct requests from = {NULL, 2 * (sizeof(struct csystem_match_request) + longest_line) + 65536, 0, 0};
    struct answers to = {NULL, most + 65536, 0, cpu_time()};
    from.bytes = malloc(from.capacity);
    to.bytes = malloc(to.capacity);
    char *line = malloc((size_t)longest_line + 1);
    regmatch_t *slots = malloc(most_slots * sizeof *slots);
    if (from.bytes == NULL || to.bytes == NULL || line == NULL || slots == NULL) return;
    for (;;) {
        struct csystem_match_request request;
        if (!take(&from, sizeof request, &to)) return;
        memcpy(&request, from.bytes + from.start, sizeof request);
        if (request.expression >= (uint32_t)count || request.length > longest_line) return;
        if (!take(&from, sizeof request + request.length, &to)) return;
        memcpy(line, from.bytes + from.start + sizeof request, request.length);
        line[request.length] = '\0';
        from.start += sizeof request + request.length;
        if (!answer(expressions[request.expression], line, slots, &to, most)) return;
    }
}

pid_t csystem_matcher_start(regex_t *const *expressions, int count, uint32_t longest_line, size_t data_room, int socket) {
    pid_t parent = getpid();
    pid_t pid = fork();
    if (pid != 0) return pid;
    // The child: only what this file does, then _exit (nothing of the parent's runs here).
    sigset_t all;
    sigfillset(&all);
    sigprocmask(SIG_BLOCK, &all, NULL);
    if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0 || getppid() != parent) _exit(0);
    // Its own name in ps and top, and for pgrep -x meter, which should find the meters, not their helpers.
    prctl(PR_SET_NAME, "meter-match");
    if (socket != 0 && dup2(socket, 0) != 0) _exit(1);
    if (close_range(1, ~0U, 0) != 0) {
        long most = sysconf(_SC_OPEN_MAX);
        for (long fd = 1; fd < (most > 0 ? most : 1024); fd++) close((int)fd);
    }
    limit_data(data_room);
    serve(expressions, count, longest_line);
    _exit(0);
}
