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
    for (;;) {
        ssize_t n = read(fd, &info, sizeof info);
        if (n == (ssize_t)sizeof info) return (int)info.ssi_signo;
        if (n < 0 && errno == EINTR) continue;
        if (n < 0 && errno == EAGAIN) return 0;
        return -1;
    }
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
