#include "CSystemTerminal.h"

#include <pthread.h>
#include <sys/ioctl.h>

const int CSYSTEM_TERMINAL_CANONICAL = 1;
const int CSYSTEM_TERMINAL_ECHO = 2;

int csystem_terminal_input_pending(int fd) {
    int count = 0;
    if (ioctl(fd, FIONREAD, &count) != 0) return -1;
    return count;
}

int csystem_terminal_line_modes(int fd) {
    struct termios modes;
    if (tcgetattr(fd, &modes) != 0) return -1;
    return ((modes.c_lflag & ICANON) ? CSYSTEM_TERMINAL_CANONICAL : 0)
        | ((modes.c_lflag & ECHO) ? CSYSTEM_TERMINAL_ECHO : 0);
}

int csystem_terminal_enter_query_mode(int fd, struct termios *saved) {
    if (tcgetattr(fd, saved) != 0) return -1;
    struct termios query = *saved;
    query.c_lflag &= ~(tcflag_t)(ICANON | ECHO);
    query.c_cc[VMIN] = 0;
    query.c_cc[VTIME] = 0;
    return tcsetattr(fd, TCSANOW, &query);
}

int csystem_terminal_restore_modes(int fd, const struct termios *saved) {
    return tcsetattr(fd, TCSANOW, saved);
}

int csystem_block_all_signals(sigset_t *previous) {
    sigset_t all;
    sigfillset(&all);
    return pthread_sigmask(SIG_BLOCK, &all, previous) == 0 ? 0 : -1;
}

int csystem_restore_signal_mask(const sigset_t *previous) {
    return pthread_sigmask(SIG_SETMASK, previous, NULL) == 0 ? 0 : -1;
}
