#ifndef CSYSTEM_COMMAND_H
#define CSYSTEM_COMMAND_H

#include <stddef.h>
#include <sys/types.h>

/// pipe2(fds, O_CLOEXEC): 0, or -1 and errno.
int csystem_pipe(int fds[2]);

/// posix_spawnp(file, argv, environ) with the child's standard output on `stdout_fd` and standard error on
/// `stderr_fd` (both dup2'ed), an empty signal mask, and `default_count` signals in `default_signals` reset
/// to their default action. Standard input is `stdin_fd` (dup2'ed) when it is not negative, else meter's
/// own; the process group is meter's own.
/// Returns 0 and the child's id in `*pid`, or the error number (ENOENT, EACCES…).
int csystem_spawn(pid_t *pid, const char *file, char *const argv[], int stdin_fd, int stdout_fd, int stderr_fd,
                  const int *default_signals, int default_count);

/// waitpid(pid, WNOHANG), decoded: 1 and `*exit_code` (or `*signal_number`, the other set to -1) when the
/// child has ended; 0 while it runs; -1 and errno on error (EINTR included: the caller decides).
int csystem_reap(pid_t pid, int *exit_code, int *signal_number);

/// Reads one pending signal from a signalfd with its origin: the signal number and `*code` (the siginfo
/// code: SI_USER, SI_QUEUE… for a process's kill, SI_KERNEL for the terminal), or -1 and errno (EAGAIN
/// when none is pending, EINTR for the caller to decide about).
int csystem_signalfd_next_info(int fd, int *code);

/// Whether `signo` is ignored (SIG_IGN) right now: 1, 0, or -1 on error.
int csystem_signal_is_ignored(int signo);

/// memrchr(3): the last `byte` in the `length` bytes at `start`, or NULL.
const void *csystem_memrchr(const void *start, int byte, size_t length);

/// The siginfo code of a signal sent by the kernel on a terminal's behalf (SI_KERNEL).
extern const int CSYSTEM_SI_KERNEL;

#endif
