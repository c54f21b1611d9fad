#define _GNU_SOURCE
#include "CSystem.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/sendfile.h>
#include <sys/signalfd.h>
#include <sys/time.h>
#include <unistd.h>

const unsigned int CSYSTEM_SPLICE_F_MOVE = SPLICE_F_MOVE;
const unsigned int CSYSTEM_SPLICE_F_NONBLOCK = SPLICE_F_NONBLOCK;

ssize_t csystem_splice(int fd_in, int fd_out, size_t length, unsigned int flags) {
    return splice(fd_in, NULL, fd_out, NULL, length, flags);
}

ssize_t csystem_sendfile(int fd_out, int fd_in, size_t length) { return sendfile(fd_out, fd_in, NULL, length); }

#if defined(__x86_64__)
#include <immintrin.h>

__attribute__((target("avx2"))) static long count_byte_avx2(const unsigned char *bytes, size_t length, unsigned char byte) {
    const __m256i needle = _mm256_set1_epi8((char)byte);
    long total = 0;
    size_t offset = 0;
    while (length - offset >= 32) {
        /* Per-lane 8-bit counts (0xFF per hit subtracted), summed with SAD every 255 blocks at most. */
        size_t blocks = (length - offset) / 32;
        if (blocks > 255) blocks = 255;
        __m256i counts = _mm256_setzero_si256();
        for (size_t block = 0; block < blocks; block++, offset += 32) {
            __m256i chunk = _mm256_loadu_si256((const __m256i *)(bytes + offset));
            counts = _mm256_sub_epi8(counts, _mm256_cmpeq_epi8(chunk, needle));
        }
        __m256i sums = _mm256_sad_epu8(counts, _mm256_setzero_si256());
        total += _mm256_extract_epi64(sums, 0) + _mm256_extract_epi64(sums, 1) + _mm256_extract_epi64(sums, 2)
            + _mm256_extract_epi64(sums, 3);
    }
    for (; offset < length; offset++) total += bytes[offset] == byte;
    return total;
}

long csystem_count_byte_avx2(const void *start, size_t length, unsigned char byte) {
    /* Threads count at once (a FILE's total is counted in the background while the copy counts), so the
       cached answer is read and written atomically; two threads that both ask the processor store the same. */
    static int has_avx2 = -1;
    int known = __atomic_load_n(&has_avx2, __ATOMIC_RELAXED);
    if (known < 0) {
        known = __builtin_cpu_supports("avx2") ? 1 : 0;
        __atomic_store_n(&has_avx2, known, __ATOMIC_RELAXED);
    }
    return known ? count_byte_avx2(start, length, byte) : -1;
}
#else
long csystem_count_byte_avx2(const void *start, size_t length, unsigned char byte) {
    (void)start; (void)length; (void)byte;
    return -1;
}
#endif

int csystem_pipe_size(int fd) { return fcntl(fd, F_GETPIPE_SZ); }

int csystem_set_pipe_size(int fd, int size) { return fcntl(fd, F_SETPIPE_SZ, size); }

int csystem_signalfd(const int *signals, int count) {
    sigset_t set;
    sigemptyset(&set);
    for (int i = 0; i < count; i++) sigaddset(&set, signals[i]);
    if (sigprocmask(SIG_BLOCK, &set, NULL) != 0) return -1;
    return signalfd(-1, &set, SFD_NONBLOCK | SFD_CLOEXEC);
}

int csystem_signalfd_next(int fd) {
    struct signalfd_siginfo info;
    ssize_t n = read(fd, &info, sizeof info);
    if (n == (ssize_t)sizeof info) return (int)info.ssi_signo;
    if (n >= 0) errno = EIO; /* a signalfd answers whole records: anything else is no signal */
    return -1;
}

static int csystem_signal_writer = -1;

static void csystem_note_signal(int signo, siginfo_t *info, void *context) {
    (void)context;
    /* A trap or a bad system call that this process's own code caused, not one a process sent: nothing
       can be trusted to clean up after it, so it takes its default action as soon as the handler returns. */
    if ((signo == SIGTRAP || signo == SIGSYS) && info != NULL && info->si_code > 0) {
        signal(signo, SIG_DFL);
        raise(signo);
        return;
    }
    int saved = errno;
    unsigned char number = (unsigned char)signo;
    ssize_t written = write(csystem_signal_writer, &number, 1); /* full: the loop has many waiting already */
    (void)written;
    errno = saved;
}

int csystem_signal_pipe(const int *signals, int count) {
    int ends[2];
    if (pipe2(ends, O_NONBLOCK | O_CLOEXEC) != 0) return -1;
    csystem_signal_writer = ends[1];
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = csystem_note_signal;
    sigfillset(&action.sa_mask);
    action.sa_flags = SA_SIGINFO; /* no SA_RESTART: a blocking splice returns, and the loop reads the pipe */
    for (int i = 0; i < count; i++) {
        if (sigaction(signals[i], &action, NULL) != 0) return -1;
    }
    return ends[0];
}

int csystem_signal_pipe_next(int fd) {
    unsigned char number;
    ssize_t n = read(fd, &number, 1);
    if (n == 1) return number;
    if (n == 0) errno = EIO; /* the write end is never closed while the loop reads */
    return -1;
}

void csystem_unblock(const int *signals, int count) {
    sigset_t set;
    sigemptyset(&set);
    for (int i = 0; i < count; i++) sigaddset(&set, signals[i]);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
}

static void csystem_nothing(int signo) { (void)signo; }

int csystem_install_interrupting_handler(int signo) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = csystem_nothing;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0; /* no SA_RESTART: a blocked write returns what it wrote so far */
    return sigaction(signo, &action, NULL);
}

int csystem_set_signal_ignored(int signo, int ignored) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = ignored ? SIG_IGN : SIG_DFL;
    sigemptyset(&action.sa_mask);
    return sigaction(signo, &action, NULL);
}

int csystem_set_interval_timer(long microseconds) {
    struct itimerval timer;
    timer.it_interval.tv_sec = microseconds / 1000000;
    timer.it_interval.tv_usec = microseconds % 1000000;
    timer.it_value = timer.it_interval;
    return setitimer(ITIMER_REAL, &timer, NULL);
}

int csystem_terminal_size(int fd, unsigned short *columns, unsigned short *rows) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) return -1;
    *columns = size.ws_col;
    *rows = size.ws_row;
    return 0;
}

int csystem_errno(void) { return errno; }

/* Defined by the ThreadSanitizer runtime, absent (null) everywhere else. */
extern void __tsan_acquire(void *address) __attribute__((weak));
extern void __tsan_release(void *address) __attribute__((weak));

void csystem_lock_acquired(const void *address) {
    if (__tsan_acquire) __tsan_acquire((void *)address);
}

void csystem_lock_releasing(const void *address) {
    if (__tsan_release) __tsan_release((void *)address);
}
