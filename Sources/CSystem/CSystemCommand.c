#define _GNU_SOURCE
#include "CSystemCommand.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <string.h>
#include <sys/signalfd.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

const int CSYSTEM_SI_KERNEL = SI_KERNEL;

int csystem_pipe(int fds[2]) { return pipe2(fds, O_CLOEXEC); }

int csystem_spawn(pid_t *pid, const char *file, char *const argv[], int stdin_fd, int stdout_fd, int stderr_fd,
                  const int *default_signals, int default_count) {
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attributes;
    int result = posix_spawn_file_actions_init(&actions);
    if (result != 0) return result;
    result = posix_spawnattr_init(&attributes);
    if (result != 0) {
        posix_spawn_file_actions_destroy(&actions);
        return result;
    }
    if (stdin_fd >= 0) result = posix_spawn_file_actions_adddup2(&actions, stdin_fd, 0);
    if (result == 0) result = posix_spawn_file_actions_adddup2(&actions, stdout_fd, 1);
    if (result == 0) result = posix_spawn_file_actions_adddup2(&actions, stderr_fd, 2);

    sigset_t mask;
    sigemptyset(&mask);
    sigset_t defaults;
    sigemptyset(&defaults);
    for (int i = 0; i < default_count; i++) sigaddset(&defaults, default_signals[i]);
    if (result == 0) result = posix_spawnattr_setsigmask(&attributes, &mask);
    if (result == 0) result = posix_spawnattr_setsigdefault(&attributes, &defaults);
    if (result == 0) result = posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
    if (result == 0) result = posix_spawnp(pid, file, &actions, &attributes, argv, environ);

    posix_spawnattr_destroy(&attributes);
    posix_spawn_file_actions_destroy(&actions);
    return result;
}

int csystem_reap(pid_t pid, int *exit_code, int *signal_number) {
    int status = 0;
    pid_t result = waitpid(pid, &status, WNOHANG);
    if (result < 0) return -1;
    if (result == 0) return 0;
    if (WIFEXITED(status)) {
        *exit_code = WEXITSTATUS(status);
        *signal_number = -1;
        return 1;
    }
    if (WIFSIGNALED(status)) {
        *exit_code = -1;
        *signal_number = WTERMSIG(status);
        return 1;
    }
    return 0; /* stopped or continued: still there */
}

int csystem_signalfd_next_info(int fd, int *code) {
    struct signalfd_siginfo info;
    ssize_t n = read(fd, &info, sizeof info);
    if (n == (ssize_t)sizeof info) {
        *code = info.ssi_code;
        return (int)info.ssi_signo;
    }
    if (n >= 0) errno = EIO; /* a signalfd answers whole records: anything else is no signal */
    return -1;
}

int csystem_signal_is_ignored(int signo) {
    struct sigaction current;
    if (sigaction(signo, NULL, &current) != 0) return -1;
    return current.sa_handler == SIG_IGN ? 1 : 0;
}

const void *csystem_memrchr(const void *start, int byte, size_t length) { return memrchr(start, byte, length); }
